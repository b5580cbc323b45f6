(** Theorems 17 (its part on the runtime tables' order), 18 and 21 of the
    run (spec/15 §15.10), on the run relation of RunRel.v (one constructor
    per R- rule, sound and complete against the extracted Run.v).

    - [run_table_order], [run_policy_table_order], [run_rel_table_order]:
      the run does not depend on the order its runtime tables (breakers,
      disables) are given in, when each names a provider once.
    - [chain_order] (Theorem 18): along any sequence of transitions, the
      cursor never moves back, calls go to non-decreasing plan positions, a
      later call to the same position follows a [retry_same] (R-Retry or
      R-Retry-Wait fired on the earlier call's response), skipped positions
      increase and are not called after the skip; [called_never_skipped]:
      nor before it, from a configuration a run reaches; [run_trace]: the calls of
      a run's answer are, in order, the calls of such a sequence from the
      start configuration.
    - [successes_first_live], [successes_none_live] (Theorem 21). *)
From Coq Require Import String List Bool PrimFloat Lia Arith Permutation Sorted.
From SigmaPol Require Import Json Syntax Admission Semantics Run RunRel.
From SigmaPol Require NFProofs EqProofs.
Import ListNotations.
Open Scope string_scope.

(** ** The runtime tables' order (Theorem 17) *)

Definition key_le {A} (a b : string * A) : Prop := String.leb (fst a) (fst b) = true.
Definition key_lt {A} (a b : string * A) : Prop := String.compare (fst a) (fst b) = Lt.

Lemma ins_member_perm : forall A (kv : string * A) l, Permutation (ins_member kv l) (kv :: l).
Proof.
  intros A kv l. induction l as [|y r IH]; simpl; auto.
  destruct (String.leb (fst kv) (fst y)); auto.
  eapply perm_trans; [apply perm_skip, IH|apply perm_swap].
Qed.

Lemma sort_members_perm : forall A (l : list (string * A)), Permutation (sort_members l) l.
Proof.
  intros A l. induction l as [|x l IH]; simpl; auto.
  eapply perm_trans; [apply ins_member_perm|apply perm_skip; exact IH].
Qed.

Lemma leb_flip : forall a b, String.leb a b = false -> String.leb b a = true.
Proof. intros a b H. destruct (String.leb_total a b) as [X|X]; congruence. Qed.

Lemma ins_member_sorted : forall A (kv : string * A) l, Sorted key_le l -> Sorted key_le (ins_member kv l).
Proof.
  intros A kv l. induction l as [|y r IH]; intros H; simpl; [repeat constructor|].
  destruct (String.leb (fst kv) (fst y)) eqn:E; [constructor; auto|].
  apply leb_flip in E. inversion H as [|? ? Hr Hh]; subst. constructor; [apply IH; auto|].
  destruct r as [|z r']; simpl; [constructor; exact E|].
  destruct (String.leb (fst kv) (fst z)); constructor; [exact E|]. inversion Hh; auto.
Qed.

Lemma sort_members_sorted : forall A (l : list (string * A)), Sorted key_le (sort_members l).
Proof. intros A l. induction l as [|x l IH]; simpl; [constructor|apply ins_member_sorted; auto]. Qed.

Lemma strict_of_sorted : forall A (l : list (string * A)), StronglySorted key_le l -> NoDup (map fst l) ->
  StronglySorted key_lt l.
Proof.
  intros A l H. induction H as [|a l H IH Hf]; intros Hn; constructor.
  - apply IH. inversion Hn; auto.
  - inversion Hn as [|? ? Hni _]; subst. rewrite Forall_forall in Hf |- *. intros y Hy.
    specialize (Hf y Hy). unfold key_le, key_lt, String.leb in *.
    destruct (String.compare (fst a) (fst y)) eqn:C; auto; [|discriminate].
    apply String.compare_eq_iff in C. exfalso. apply Hni. rewrite C. apply in_map; auto.
Qed.

Lemma strict_unique : forall A (l1 l2 : list (string * A)), StronglySorted key_lt l1 -> StronglySorted key_lt l2 ->
  Permutation l1 l2 -> l1 = l2.
Proof.
  intros A l1. induction l1 as [|x l1 IH]; intros l2 S1 S2 P.
  - symmetry. apply Permutation_nil; auto.
  - destruct l2 as [|y l2]; [apply Permutation_sym, Permutation_nil in P; discriminate|].
    inversion S1 as [|? ? S1' F1]; inversion S2 as [|? ? S2' F2]; subst.
    assert (x = y).
    { destruct (Permutation_in y (Permutation_sym P) (in_eq y l2)) as [E|Hy]; auto.
      destruct (Permutation_in x P (in_eq x l1)) as [E|Hx]; auto.
      rewrite Forall_forall in F1, F2. specialize (F1 y Hy). specialize (F2 x Hx).
      unfold key_lt in F1, F2. apply NFProofs.compare_lt_gt in F1. congruence. }
    subst y. f_equal. apply IH; auto. eapply Permutation_cons_inv; eauto.
Qed.

(** Two tables that are permutations of each other, each naming a key
    once, are read alike. *)
Theorem sort_members_order : forall A (l l' : list (string * A)), Permutation l l' -> NoDup (map fst l) ->
  sort_members l = sort_members l'.
Proof.
  intros A l l' P N.
  assert (N' : NoDup (map fst l')) by (eapply Permutation_NoDup; [apply Permutation_map; exact P|exact N]).
  assert (T : forall k : list (string * A), NoDup (map fst k) -> StronglySorted key_lt (sort_members k)).
  { intros k Nk. apply strict_of_sorted.
    - apply Sorted_StronglySorted; [|apply sort_members_sorted].
      intros x y z H1 H2. eapply EqProofs.leb_trans; eauto.
    - eapply Permutation_NoDup; [apply Permutation_map; apply Permutation_sym, sort_members_perm|exact Nk]. }
  apply strict_unique; auto.
  eapply perm_trans; [apply sort_members_perm|]. eapply perm_trans; [exact P|].
  apply Permutation_sym, sort_members_perm.
Qed.

(** **Theorem 17**, the order of the runtime tables: a run's answer is the
    same for two breaker tables and two disable tables that are
    permutations of each other, each naming a provider once. *)
Theorem run_table_order : forall σ pol C q0 now_ms seed B0 B0' D0 D0' E mutate rs,
  Permutation B0 B0' -> NoDup (map fst B0) -> Permutation D0 D0' -> NoDup (map fst D0) ->
  run σ pol C q0 now_ms seed B0 D0 E mutate rs = run σ pol C q0 now_ms seed B0' D0' E mutate rs.
Proof.
  intros. unfold run. rewrite (sort_members_order _ B0 B0'), (sort_members_order _ D0 D0'); auto.
Qed.

(** The same for the run the server answers with (the policy's own
    transform). *)
Corollary run_policy_table_order : forall ρ σ pol C q0 now_ms seed B0 B0' D0 D0' E rs,
  Permutation B0 B0' -> NoDup (map fst B0) -> Permutation D0 D0' -> NoDup (map fst D0) ->
  run_policy ρ σ pol C q0 now_ms seed B0 D0 E rs = run_policy ρ σ pol C q0 now_ms seed B0' D0' E rs.
Proof.
  intros. unfold run_policy. destruct (policy_mutate ρ σ pol); auto. f_equal. apply run_table_order; auto.
Qed.

Lemma start_rel_tables : forall σ pol C q0 now_ms seed B0 B0' D0 D0' E t q B D κ P rej,
  sort_members B0 = sort_members B0' -> sort_members D0 = sort_members D0' ->
  start_rel σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej -> start_rel σ pol C q0 now_ms seed B0' D0' E t q B D κ P rej.
Proof.
  intros until rej. intros EB ED H. destruct H. econstructor; eauto; [rewrite <- EB|rewrite <- ED]; eauto.
Qed.

(** And on the relation: the same answers. *)
Theorem run_rel_table_order : forall σ pol C q0 now_ms seed B0 B0' D0 D0' E mutate rs a,
  Permutation B0 B0' -> NoDup (map fst B0) -> Permutation D0 D0' -> NoDup (map fst D0) ->
  (run_rel σ pol C q0 now_ms seed B0 D0 E mutate rs a <-> run_rel σ pol C q0 now_ms seed B0' D0' E mutate rs a).
Proof.
  intros until a. intros PB NB PD ND.
  assert (EB := sort_members_order _ _ _ PB NB). assert (ED := sort_members_order _ _ _ PD ND).
  assert (G : forall X0 X0' Y0 Y0', sort_members X0 = sort_members X0' -> sort_members Y0 = sort_members Y0' ->
            run_rel σ pol C q0 now_ms seed X0 Y0 E mutate rs a -> run_rel σ pol C q0 now_ms seed X0' Y0' E mutate rs a).
  { intros X0 X0' Y0 Y0' EX EY H.
    destruct H as [t q B D κ rej Hs|t q B D κ P rej m Hs Hn Hr|t q B D κ P rej Hs Hn Hr|t q B D κ P rej Hs Hn Hr];
      apply (start_rel_tables _ _ _ _ _ _ X0 X0' Y0 Y0') in Hs; auto;
      [eapply R_Empty|eapply R_Run_Done|eapply R_Run_Error|eapply R_Run_TooLong]; eauto. }
  split; apply G; auto.
Qed.

(** ** Theorem 21: a script of successes *)

(** The start leaves only records live at its instant ([D] is the set [L]
    of the paper's statement). *)
Lemma expire_all_live : forall E t D p d, assoc p (expire_all E t D) = Some d -> expired E t d = false.
Proof.
  intros E t D p d. induction D as [|[k x] D IH]; simpl; [discriminate|].
  destruct (expired E t x) eqn:Ex; simpl; auto.
  destruct (String.eqb p k); auto. intros H; injection H; intros; subst; auto.
Qed.

Lemma start_live : forall σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej,
  start_rel σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej ->
  forall p d, assoc p D = Some d -> expired E t d = false.
Proof.
  intros until rej. intros H. apply start_rel_fn in H. destruct H as (-> & _ & _ & -> & _).
  apply expire_all_live.
Qed.

Section Successes.
  Variable V : env.
  Variables (t : float) (B : list (string * brec)) (D : list (string * drec)) (rs : list (option resp)).

  (** The configuration after [i] skips from the start. *)
  Definition skipping (i : nat) : mach :=
    {| md := Ready; cur := i; att := 0; clk := t; brk := B; dis := D; lastk := None;
       path := rev (map (fun k => ESkip (prov V k) (fam V k)) (seq 0 i)); steps := []; nsteps := 0;
       script := rs |}.

  Lemma expire_at_live : (forall p d, assoc p D = Some d -> expired (eng V) t d = false) ->
    forall p, expire_at V t p D = D.
  Proof. intros H p. unfold expire_at. destruct (assoc p D) eqn:A; auto. rewrite (H _ _ A). auto. Qed.

  Lemma skipping_back : forall k o, (forall p d, assoc p D = Some d -> expired (eng V) t d = false) ->
    (forall i, i < k -> i < plen V /\ assoc (prov V i) D <> None) ->
    reaches V (skipping k) o -> reaches V (skipping 0) o.
  Proof.
    intros k o HL. induction k as [|k IH]; intros Hk H; auto.
    apply IH; [intros; apply Hk; lia|].
    destruct (Hk k (Nat.lt_succ_diag_r k)) as [Lt Hd].
    destruct (assoc (prov V k) D) as [d|] eqn:A; [|congruence].
    apply (Reach_Step V _ (skipping (S k))); [intros r; discriminate|simpl; unfold step_bound; lia| |exact H].
    apply step_sound; [intros r; discriminate|].
    unfold trans, advance, skipping. rewrite seq_S, map_app, rev_app_distr. simpl.
    rewrite (proj2 (Nat.ltb_lt _ _) Lt), expire_at_live, A by auto. reflexivity.
  Qed.
End Successes.

Lemma start_mach_skipping : forall V t B D rs, start_mach t B D rs = skipping V t B D rs 0.
Proof. reflexivity. Qed.

(** **Theorem 21** (spec/15 §15.10, proofs/21-run-successes.md).  A run
    whose first response is a success ([rs = Some r :: rest], [rok r]; the
    rest of the script is never read), over its plan [P] and the disable
    table [D] the start leaves (the records live at the start instant [t]),
    with [j] the least plan position whose provider has no record in [D]:
    its answer is one call, to [c_j], at [t], with the positions before
    [j] skipped and [ok] with [c_j] as the result — or, if the transform
    fails on [c_j], the transform's error. *)
Theorem successes_first_live : forall σ pol C q0 now_ms seed B0 D0 E mutate r rest t q B D κ P rej j a,
  start_rel σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej ->
  j < length P ->
  assoc (prov (run_env pol E q κ P mutate) j) D = None ->
  (forall i, i < j -> assoc (prov (run_env pol E q κ P mutate) i) D <> None) ->
  rok r = true ->
  run_rel σ pol C q0 now_ms seed B0 D0 E mutate (Some r :: rest) a ->
  (exists req, mutate (base (nth j P JNull) q) (nth j P JNull) κ = Some req /\
     a = RunOk {| ro_steps := [SCall (prov (run_env pol E q κ P mutate) j) (fam (run_env pol E q κ P mutate) j) req t];
                  ro_path := map (fun i => ESkip (prov (run_env pol E q κ P mutate) i) (fam (run_env pol E q κ P mutate) i))
                                 (seq 0 j)
                             ++ [EAtt (prov (run_env pol E q κ P mutate) j) (fam (run_env pol E q κ P mutate) j) 1
                                      (t + or0 (relapsed r) - t)%float None];
                  ro_result := ROk (prov (run_env pol E q κ P mutate) j) (fam (run_env pol E q κ P mutate) j)
                                   (served_by (run_env pol E q κ P mutate) j);
                  ro_rejected := rej;
                  ro_breakers := breaker_reset (prov (run_env pol E q κ P mutate) j) B;
                  ro_disabled := D |}) \/
  (mutate (base (nth j P JNull) q) (nth j P JNull) κ = None /\ a = RunXformError).
Proof.
  intros until a. intros Hs Hj Hn Hb Hok Ha.
  set (V := run_env pol E q κ P mutate) in *.
  assert (HL : forall p d, assoc p D = Some d -> expired (eng V) t d = false) by (eapply start_live; eauto).
  assert (HP : P <> []) by (intros ->; simpl in Hj; lia).
  assert (Hk : forall i, i < j -> i < plen V /\ assoc (prov V i) D <> None)
    by (intros i Hi; split; [unfold plen; simpl; lia|auto]).
  set (rs := Some r :: rest) in *.
  assert (Tj : trans V (skipping V t B D rs j) =
               match mutate (base (nth j P JNull) q) (nth j P JNull) κ with
               | Some req => Some {| md := Calling; cur := j; att := 0; clk := t; brk := B; dis := D; lastk := None;
                                     path := rev (map (fun k => ESkip (prov V k) (fam V k)) (seq 0 j));
                                     steps := [SCall (prov V j) (fam V j) req t]; nsteps := 1; script := rs |}
               | None => None end).
  { unfold trans, advance, skipping; simpl.
    assert (Lt : j < plen V) by (unfold plen; simpl; lia).
    rewrite (proj2 (Nat.ltb_lt _ _) Lt), expire_at_live, Hn by auto. reflexivity. }
  destruct (mutate (base (nth j P JNull) q) (nth j P JNull) κ) as [req|] eqn:Mu; [left; exists req; split; auto|right; split; auto].
  - set (mc := {| md := Calling; cur := j; att := 0; clk := t; brk := B; dis := D; lastk := None;
                  path := rev (map (fun k => ESkip (prov V k) (fam V k)) (seq 0 j));
                  steps := [SCall (prov V j) (fam V j) req t]; nsteps := 1; script := rs |}) in Tj.
    assert (Tc : trans V mc = Some (respond V mc)) by reflexivity.
    assert (R : reaches V (skipping V t B D rs 0) (Finished (respond V mc))).
    { apply (skipping_back V t B D rs j); auto.
      apply (Reach_Step V _ mc); [intros r0; discriminate|simpl; unfold step_bound; lia|apply step_sound; auto; intros r0; discriminate|].
      apply (Reach_Step V _ (respond V mc)); [intros r0; discriminate|unfold mc; simpl; apply Nat.leb_le; vm_compute; reflexivity|apply step_sound; auto; intros r0; discriminate|].
      eapply Reach_Done. unfold respond, mc; simpl. rewrite Hok. reflexivity. }
    rewrite <- start_mach_skipping in R.
    pose proof (R_Run_Done σ pol C q0 now_ms seed B0 D0 E mutate rs _ _ _ _ _ _ _ _ Hs HP R) as Hr.
    rewrite (run_rel_deterministic _ _ _ _ _ _ _ _ _ _ _ _ _ Ha Hr).
    unfold out_of, respond, mc; simpl. rewrite Hok. simpl. rewrite rev_involutive. reflexivity.
  - assert (R : reaches V (skipping V t B D rs 0) XformError).
    { apply (skipping_back V t B D rs j); auto.
      apply Reach_Error; [intros r0; discriminate|simpl; unfold step_bound; lia|].
      apply step_sound; auto. intros r0; discriminate. }
    rewrite <- start_mach_skipping in R.
    pose proof (R_Run_Error σ pol C q0 now_ms seed B0 D0 E mutate rs _ _ _ _ _ _ _ Hs HP R) as Hr.
    apply (run_rel_deterministic _ _ _ _ _ _ _ _ _ _ _ _ _ Ha Hr).
Qed.

(** **Theorem 21**, when no position qualifies (every provider of the plan
    has a live record at the start; whatever the script): no call, and
    [no_candidates] for an empty plan (R-Empty), [exhausted: no_candidates]
    otherwise. *)
Theorem successes_none_live : forall σ pol C q0 now_ms seed B0 D0 E mutate rs t q B D κ P rej a,
  start_rel σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej ->
  (forall i, i < length P -> assoc (prov (run_env pol E q κ P mutate) i) D <> None) ->
  run_rel σ pol C q0 now_ms seed B0 D0 E mutate rs a ->
  exists o, a = RunOk o /\ ro_steps o = [] /\
    ro_result o = RErr (match P with [] => "no_candidates" | _ => "exhausted: no_candidates" end).
Proof.
  intros until a. intros Hs Hn Ha.
  destruct P as [|c P'] eqn:EP.
  - pose proof (R_Empty σ pol C q0 now_ms seed B0 D0 E mutate rs _ _ _ _ _ _ Hs) as Hr.
    rewrite (run_rel_deterministic _ _ _ _ _ _ _ _ _ _ _ _ _ Ha Hr). eexists; split; [reflexivity|auto].
  - rewrite <- EP in *. set (V := run_env pol E q κ P mutate) in *.
    assert (HL : forall p d, assoc p D = Some d -> expired (eng V) t d = false) by (eapply start_live; eauto).
    assert (HP : P <> []) by (rewrite EP; discriminate).
    set (mx := {| md := Done (RErr "exhausted: no_candidates"); cur := length P; att := 0; clk := t; brk := B;
                  dis := D; lastk := None;
                  path := rev (map (fun k => ESkip (prov V k) (fam V k)) (seq 0 (length P)));
                  steps := []; nsteps := 0; script := rs |}).
    assert (R : reaches V (skipping V t B D rs 0) (Finished mx)).
    { apply (skipping_back V t B D rs (length P)); [exact HL| |].
      - intros i Hi. split; [unfold plen; simpl; lia|auto].
      - apply (Reach_Step V _ mx); [intros r0; discriminate|simpl; unfold step_bound; lia| |eapply Reach_Done; reflexivity].
        apply step_sound; [intros r0; discriminate|]. unfold trans, advance, skipping; simpl.
        unfold plen; simpl. rewrite Nat.ltb_irrefl. reflexivity. }
    rewrite <- start_mach_skipping in R.
    pose proof (R_Run_Done σ pol C q0 now_ms seed B0 D0 E mutate rs _ _ _ _ _ _ _ _ Hs HP R) as Hr.
    rewrite (run_rel_deterministic _ _ _ _ _ _ _ _ _ _ _ _ _ Ha Hr).
    eexists; split; [reflexivity|]. split; reflexivity.
Qed.

(** ** Theorem 18: calls follow plan order *)

Section Order.
  Variable V : env.

  (** A sequence of configurations, each the transition of the one before
      (a run's configurations from its start, or any stretch of them). *)
  Inductive chain : list mach -> Prop :=
  | Chain_One : forall m, chain [m]
  | Chain_Step : forall m m' tr, step V m (Some m') -> chain (m' :: tr) -> chain (m :: m' :: tr).

  Lemma chain_next : forall l a x x', chain l -> nth_error l a = Some x -> nth_error l (S a) = Some x' ->
    step V x (Some x').
  Proof.
    intros l a x x' H. revert a. induction H as [m|m m' tr Hs H IH]; intros a E1 E2.
    - destruct a as [|[|a]]; discriminate.
    - destruct a as [|a]; simpl in E1, E2; [injection E1; injection E2; intros; subst; auto|].
      apply (IH a); auto.
  Qed.

  (** Clause 1: the cursor never moves back (and stays within the plan). *)
  Lemma chain_cursor : forall l m, chain (m :: l) -> cursor_ok V m ->
    forall a b x y, a <= b -> nth_error (m :: l) a = Some x -> nth_error (m :: l) b = Some y ->
    cursor_ok V x /\ cur x <= cur y.
  Proof.
    intros l m H. remember (m :: l) as l0 eqn:E. revert m l E.
    induction H as [m0|m0 m' tr Hs H IH]; intros m l E Hc a b x y Hab E1 E2; injection E; intros; subst.
    - destruct a, b; simpl in *; try (destruct a); try (destruct b); try discriminate;
        injection E1; injection E2; intros; subst; split; auto.
    - destruct (step_cursor V _ _ Hs Hc) as [Hc' Hle].
      destruct a as [|a].
      + simpl in E1. injection E1 as <-. split; auto.
        destruct b as [|b]; [simpl in E2; injection E2 as <-; lia|].
        destruct (IH m' tr eq_refl Hc' 0 b m' y ltac:(lia) eq_refl E2). lia.
      + destruct b as [|b]; [lia|]. simpl in E1, E2. apply (IH m' tr eq_refl Hc' a b); auto; lia.
  Qed.

  Lemma nth_error_before : forall A (l : list A) a b y, a <= b -> nth_error l b = Some y -> exists x, nth_error l a = Some x.
  Proof.
    intros A l a b y Hab E. destruct (nth_error l a) eqn:Ea; eauto.
    apply nth_error_None in Ea. assert (b < length l) by (apply nth_error_Some; congruence). lia.
  Qed.

  (** After a configuration that is done, nothing follows. *)
  Lemma chain_done : forall l a x r, chain l -> nth_error l a = Some x -> md x = Done r ->
    forall b y, a < b -> nth_error l b = Some y -> False.
  Proof.
    intros l a x r H E Hd b y Hab Eb.
    destruct (nth_error_before _ l (S a) b y Hab Eb) as [x' E'].
    exact (step_not_done V x (Some x') (chain_next l a x x' H E E') r Hd).
  Qed.

  (** R-Skip's premises: at [x] the position [cur x] is skipped. *)
  Definition skips_at (x : mach) : Prop :=
    md x = Ready /\ cur x < plen V /\
    exists d, assoc (prov V (cur x)) (expire_at V (clk x) (prov V (cur x)) (dis x)) = Some d.

  (** **Theorem 18** (spec/15 §15.10, proofs/18-run-order.md), along any
      sequence of transitions from a configuration whose cursor is within
      the plan (the start's is: [start_cursor_ok]); [x] at place [a], [y]
      at a later place [b]:
      1. the cursor never moves back: [cur x <= cur y];
      2. so calls (configurations in mode [calling]) go to non-decreasing
         plan positions;
      3. a later call to the position of a call [x] follows a
         [retry_same]: the response to [x] failed and its action was
         [retry_same] with an attempt left (R-Retry or R-Retry-Wait fired);
         after any other response every later call is further on;
      4. a position skipped at [x] is below every later cursor: positions
         skipped later are larger, and it is never called after. *)
  Theorem chain_order : forall m l, chain (m :: l) -> cursor_ok V m ->
    forall a b x y, a < b -> nth_error (m :: l) a = Some x -> nth_error (m :: l) b = Some y ->
    cur x <= cur y /\
    (md x = Calling -> md y = Calling -> cur x = cur y ->
       exists r rest B, failed V x r rest B /\ action_of (act_A V r) = "retry_same" /\
                        PrimFloat.leb (nat_float (S (att x))) (attempts_of (act_A V r)) = true) /\
    (skips_at x -> cur x < cur y).
  Proof.
    intros m l H Hc a b x y Hab Ea Eb.
    pose proof (chain_cursor l m H Hc a b x y ltac:(lia) Ea Eb) as [Hx Hxy].
    destruct (nth_error_before _ (m :: l) (S a) b y Hab Eb) as [x' Ex'].
    pose proof (chain_next _ _ _ _ H Ea Ex') as Hs.
    pose proof (chain_cursor l m H Hc (S a) b x' y Hab Ex' Eb) as [_ Hx'y].
    assert (Dn : forall r, md x' = Done r -> md y = Done r).
    { intros r Hd. destruct (Nat.eq_dec (S a) b) as [<-|Ne].
      - rewrite Ex' in Eb. injection Eb as <-. exact Hd.
      - exfalso. eapply (chain_done _ (S a) x' r H Ex' Hd b y); [lia|exact Eb]. }
    split; [exact Hxy|]. split.
    - intros Hcx Hcy Heq. destruct Hx as [_ Hx]. specialize (Hx (or_introl Hcx)).
      inversion Hs; subst;
        try (match goal with F : failed _ _ _ _ _ |- _ =>
               let F2 := fresh in pose proof F as F2; destruct F2 as (Hm & _ & _ & _) end);
        try congruence;
        try (exfalso; simpl in Hx'y; lia);
        try (exfalso; refine (_ (Dn _ eq_refl)); congruence);
        (eexists _, _, _; split; [eassumption|split; assumption]).
    - intros (Hr & Hlt & d & Hd).
      pose proof (step_deterministic V _ _ _ Hs (R_Skip V x d Hr Hlt Hd)) as E'.
      injection E' as ->. simpl in Hx'y. lia.
  Qed.

  (** The configurations of a chain from a configuration a run reaches
      are configurations it reaches (RunProofs.reachable, Theorem 19's). *)
  Lemma chain_reachable : forall l m, chain (m :: l) -> RunProofs.reachable V m ->
    forall c z, nth_error (m :: l) c = Some z -> RunProofs.reachable V z.
  Proof.
    intros l m H. remember (m :: l) as l0 eqn:E. revert m l E.
    induction H as [m0|m0 m' tr Hs H IH]; intros m l E Hr c z Ez; injection E; intros; subst.
    - destruct c as [|[|c]]; simpl in Ez; try discriminate. injection Ez as <-. exact Hr.
    - destruct c as [|c]; simpl in Ez; [injection Ez as <-; exact Hr|].
      apply (IH m' tr eq_refl (RunProofs.reach_step V _ _ Hr (step_complete V _ _ Hs)) c z Ez).
  Qed.

  (** **Theorem 18**, clause 4 before the skip: along a chain from a
      configuration a run reaches, a position called is not skipped later
      (a call's provider has no disable record, Theorem 19, and only a
      transition that moves the cursor writes one). *)
  Theorem called_never_skipped : forall m l, chain (m :: l) -> RunProofs.reachable V m -> cursor_ok V m ->
    forall a b x y, b < a -> nth_error (m :: l) b = Some y -> nth_error (m :: l) a = Some x ->
    md y = Calling -> skips_at x -> cur y < cur x.
  Proof.
    intros m l H Hr Hc a b x y Hba Ey Ex Hy (Hxr & Hxl & d & Hd).
    destruct (chain_cursor l m H Hc b a y x ltac:(lia) Ey Ex) as [_ Hyx].
    destruct (Nat.eq_dec (cur y) (cur x)) as [Eq|]; [exfalso|lia].
    assert (Q : forall k z, b + k <= a -> nth_error (m :: l) (b + k) = Some z ->
                cur z = cur y /\ assoc (prov V (cur y)) (dis z) = None).
    { induction k as [|k IH]; intros z Hk Ez.
      - rewrite Nat.add_0_r, Ey in Ez. injection Ez as <-. split; auto.
        apply (RunProofs.no_disabled_call V y); auto. eapply chain_reachable; eauto.
      - destruct (nth_error_before _ (m :: l) (b + k) (b + S k) z ltac:(lia) Ez) as [z0 Ez0].
        destruct (IH z0 ltac:(lia) Ez0) as [Hc0 Hn0].
        pose proof (chain_next _ _ _ _ H Ez0 ltac:(rewrite <- Nat.add_succ_r; exact Ez)) as Hs.
        destruct (chain_cursor l m H Hc (b + S k) a z x ltac:(lia) Ez Ex) as [_ Hzx].
        destruct (chain_cursor l m H Hc b (b + S k) y z ltac:(lia) Ey Ez) as [_ Hyz].
        assert (Cz : cur z = cur y) by lia. split; [exact Cz|].
        inversion Hs; subst; simpl in *; try (exfalso; lia); auto;
          rewrite <- Hc0; assumption. }
    destruct (Q (a - b) x ltac:(lia) ltac:(replace (b + (a - b)) with a by lia; exact Ex)) as [_ Hn].
    rewrite Eq in Hn. unfold expire_at in Hd. rewrite Hn in Hd. cbv beta iota in Hd. rewrite Hn in Hd. discriminate.
  Qed.

  Lemma start_cursor_ok : forall t B D rs, cursor_ok V (start_mach t B D rs).
  Proof. intros. unfold cursor_ok, start_mach; simpl. split; [lia|intros [X|[u X]]; discriminate]. Qed.

  (** The calls of a list of steps, by their candidate. *)
  Definition call_targets (l : list stepv) : list (string * string) :=
    flat_map (fun s => match s with SCall p f _ _ => [(p, f)] | SWait _ => [] end) l.

  Definition calling_b (x : mach) : bool := match md x with Calling => true | _ => false end.

  Lemma step_steps : forall m m', step V m (Some m') ->
    (calling_b m' = true /\ cur m' = cur m /\
       exists req tm, steps m' = SCall (prov V (cur m)) (fam V (cur m)) req tm :: steps m) \/
    (calling_b m' = false /\ (steps m' = steps m \/ exists u, steps m' = SWait u :: steps m)).
  Proof. intros m m' H. inversion H; subst; unfold calling_b, after_fail; simpl; eauto 10. Qed.

  (** Each call step of a sequence is made in a configuration of mode
      [calling] of it, to the candidate at its cursor, in order. *)
  Lemma chain_calls : forall l m, chain (m :: l) -> forall d,
    call_targets (rev (steps (last (m :: l) d))) =
    (call_targets (rev (steps m)) ++ map (fun x => (prov V (cur x), fam V (cur x))) (filter calling_b l))%list.
  Proof.
    intros l m H. remember (m :: l) as l0 eqn:E. revert m l E.
    induction H as [m0|m0 m' tr Hs H IH]; intros m l E d; injection E; intros; subst.
    - change (last [m] d) with m. cbn [filter map]. symmetry. apply app_nil_r.
    - change (last (m :: m' :: tr) d) with (last (m' :: tr) d). rewrite (IH m' tr eq_refl d).
      unfold call_targets. simpl filter.
      destruct (step_steps _ _ Hs) as [(Hc & Hcur & req & tm & Hst)|(Hc & [Hst|[u Hst]])];
        rewrite Hc, Hst; simpl; rewrite ?flat_map_app, ?Hcur, <- ?app_assoc; simpl; auto.
  Qed.

  Lemma last_default : forall (x : mach) l d d', last (x :: l) d = last (x :: l) d'.
  Proof. intros x l. revert x. induction l as [|y l IH]; intros x d d'; auto. apply IH. Qed.

  Lemma reaches_chain : forall m o, reaches V m o -> forall m', o = Finished m' ->
    exists l, chain (m :: l) /\ last (m :: l) m = m'.
  Proof.
    intros m o H. induction H as [m r Hd|m HnD Hb|m HnD Hb Hs|m m1 o HnD Hb Hs H IH]; intros m' Eo;
      try discriminate.
    - injection Eo as <-. exists []. split; [constructor|reflexivity].
    - destruct (IH m' Eo) as [l [Hl El]]. exists (m1 :: l). split; [constructor; auto|].
      change (last (m :: m1 :: l) m) with (last (m1 :: l) m).
      rewrite <- El. apply last_default.
  Qed.
End Order.

(** **Theorem 18** over a run's answer: the calls a run makes (its steps,
    in order, by candidate) are the configurations in mode [calling] of a
    sequence of transitions from the start configuration, each to the
    candidate at its cursor; [chain_order] applies to that sequence. *)
Theorem run_trace : forall σ pol C q0 now_ms seed B0 D0 E mutate rs t q B D κ P rej o,
  start_rel σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej -> P <> [] ->
  run_rel σ pol C q0 now_ms seed B0 D0 E mutate rs (RunOk o) ->
  exists l, chain (run_env pol E q κ P mutate) (start_mach t B D rs :: l) /\
    call_targets (ro_steps o) =
    map (fun x => (prov (run_env pol E q κ P mutate) (cur x), fam (run_env pol E q κ P mutate) (cur x)))
        (filter calling_b l).
Proof.
  intros until o. intros Hs HP Hr.
  inversion Hr as [t' q' B' D' κ' rej' Hs' E'|t' q' B' D' κ' P' rej' m Hs' HP' Hre E'| |]; subst.
  - destruct (start_rel_deterministic _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ Hs Hs') as (_ & _ & _ & _ & _ & EP & _).
    congruence.
  - destruct (start_rel_deterministic _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ Hs Hs')
      as (<- & <- & <- & <- & <- & <- & <-).
    destruct (reaches_chain _ _ _ Hre m eq_refl) as [l [Hl El]]. exists l. split; auto.
    pose proof (chain_calls _ l _ Hl (start_mach t B D rs)) as G. rewrite El in G.
    unfold out_of; simpl. rewrite G. reflexivity.
Qed.
