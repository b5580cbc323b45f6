(** Theorems about the run of Run.v (spec/15): Theorem 16 (termination,
    with the bound on calls and waits), Theorem 19 (no call to a provider
    disabled at that moment), Theorem 20 (abort ends the run at once).
    They hold for every transform [mut] of the environment. *)
From Coq Require Import String List Bool PrimFloat Lia Arith.
From SigmaPol Require Import Json Syntax Admission Semantics Run.
Import ListNotations.
Open Scope string_scope.

(** The step bound (10 000) stays a name: nothing below computes with it. *)
Opaque step_bound.

(** The calls and the waits of a list of steps. *)
Definition is_call (s : stepv) : bool := match s with SCall _ _ _ _ => true | SWait _ => false end.
Definition ncalls (l : list stepv) : nat := length (filter is_call l).
Definition nwaits (l : list stepv) : nat := length (filter (fun s => negb (is_call s)) l).

Lemma filter_rev_len : forall A (f : A -> bool) l, length (filter f (rev l)) = length (filter f l).
Proof.
  intros A f l. induction l as [|x l IH]; simpl; auto.
  rewrite filter_app, app_length. simpl. destruct (f x); simpl; lia.
Qed.

(** ** The bound [M] of a FailPlan (Theorem 16)

    [M] bounds the retries of an action when the action is not
    [retry_same], or when [M + 1] retries are more than its [attempts]
    allow (R-Retry's premise [a + 1 <= m] fails at [a = M]). *)
Definition retry_ok (M : nat) (A : pv) : bool :=
  negb (String.eqb (action_of A) "retry_same") || negb (PrimFloat.leb (nat_float (S M)) (attempts_of A)).

(** The actions a policy's FailPlan can select (its table; classify's
    default [next_candidate] is never [retry_same]). *)
Definition fp_table (pol : term) : list (string * pv) :=
  match pol with Policy _ _ _ _ f => evf f | _ => evf pol end.

Definition fp_bounded (M : nat) (pol : term) : bool := forallb (retry_ok M) (map snd (fp_table pol)).

(** The least such [M] up to the step bound, when there is one. *)
Fixpoint search (T : list (string * pv)) (k fuel : nat) : option nat :=
  if forallb (retry_ok k) (map snd T) then Some k
  else match fuel with O => None | S f => search T (S k) f end.

Definition fp_bound (pol : term) : option nat := search (fp_table pol) 0 step_bound.

Lemma search_ok : forall T fuel k M, search T k fuel = Some M -> forallb (retry_ok M) (map snd T) = true.
Proof.
  intros T fuel. induction fuel as [|f IH]; intros k M H; simpl in H;
    destruct (forallb (retry_ok k) (map snd T)) eqn:E; try (injection H; intros; subst; auto; fail);
    try discriminate; eauto.
Qed.

Lemma fp_bound_ok : forall pol M, fp_bound pol = Some M -> fp_bounded M pol = true.
Proof. intros pol M H. apply (search_ok _ _ _ _ H). Qed.

Lemma assoc_in : forall A k (l : list (string * A)) a, assoc k l = Some a -> In a (map snd l).
Proof.
  intros A k l. induction l as [|[k' x] l IH]; simpl; intros a H; [discriminate|].
  destruct (String.eqb k k'); [injection H; intros; subst; auto|right; eauto].
Qed.

Lemma classify_bounded : forall M pol k, fp_bounded M pol = true -> retry_ok M (classify pol k) = true.
Proof.
  intros M pol k H. unfold fp_bounded in H. rewrite forallb_forall in H.
  assert (G : forall T, (forall x, In x (map snd T) -> retry_ok M x = true) -> retry_ok M (cls T k) = true).
  { intros T HT. unfold cls. destruct (assoc k T) eqn:E1; [apply HT; eapply assoc_in; eauto|].
    destruct (assoc "unknown" T) eqn:E2; [apply HT; eapply assoc_in; eauto|reflexivity]. }
  destruct pol; apply G; exact H.
Qed.

Section Bounds.
  Variable V : env.
  Variable M : nat.
  Hypothesis HM : forall k, retry_ok M (cls_f V k) = true.

  Local Notation N := (plen V).

  (** The invariant of Theorem 16's proof: cursor and counter, and the
      calls and waits so far against [(i, a)]. *)
  Definition inv (m : mach) : Prop :=
    cur m <= N /\ att m <= M /\ nsteps m = ncalls (steps m) + nwaits (steps m) /\
    match md m with
    | Ready => (cur m < N \/ att m = 0) /\
               ncalls (steps m) <= cur m * S M + att m /\ nwaits (steps m) <= cur m * M + att m
    | Calling => cur m < N /\
               ncalls (steps m) <= cur m * S M + att m + 1 /\ nwaits (steps m) <= cur m * M + att m
    | Waiting _ => cur m < N /\
               ncalls (steps m) <= cur m * S M + att m /\ nwaits (steps m) <= cur m * M + att m
    | Done _ => ncalls (steps m) <= N * S M /\ nwaits (steps m) <= N * M
    end.

  (** The potential: at most this many transitions are left. *)
  Definition beta (m : mode) : nat := match m with Ready => 1 | Calling => 2 | Waiting _ => 2 | Done _ => 0 end.
  Definition phi (m : mach) : nat :=
    (N - cur m) + 2 * (N * S M - ncalls (steps m)) + (N * M - nwaits (steps m)) + beta (md m).

  Lemma inv_caps : forall m, inv m -> ncalls (steps m) <= N * S M /\ nwaits (steps m) <= N * M.
  Proof.
    intros m (H1 & H2 & H3 & H4). destruct (md m).
    - destruct H4 as (H5 & H6 & H7). split; nia.
    - destruct H4 as (H5 & H6 & H7). split; nia.
    - destruct H4 as (H5 & H6 & H7). split; nia.
    - exact H4.
  Qed.

  Lemma same_model_from_range : forall f j fuel j', same_model_from V f j fuel = Some j' -> j <= j' < j + fuel.
  Proof.
    intros f j fuel. revert j. induction fuel as [|k IH]; intros j j' H; simpl in H; [discriminate|].
    destruct (String.eqb (fam V j) f); [injection H; intros; subst; lia|].
    apply IH in H. lia.
  Qed.

  Lemma same_model_range : forall i j, same_model V i = Some j -> i < j < N.
  Proof. intros i j H. apply same_model_from_range in H. lia. Qed.

  Ltac counts := unfold ncalls, nwaits in *; simpl in *.

  (** Each transition keeps the invariant and lowers the potential. *)
  Lemma trans_inv : forall m m', inv m -> (forall r, md m <> Done r) -> trans V m = Some m' ->
    inv m' /\ phi m' < phi m.
  Proof.
    intros m m' Hi HnD Ht. pose proof (inv_caps m Hi) as [Cc Cw].
    destruct Hi as (I1 & I2 & I3 & I4).
    unfold trans in Ht. unfold phi.
    destruct (md m) eqn:Md; [| | |exfalso; eapply HnD; eauto].
    - (* ready: advance *)
      unfold advance in Ht. destruct I4 as (I5 & I6 & I7).
      destruct (Nat.ltb (cur m) N) eqn:Lt.
      + apply Nat.ltb_lt in Lt.
        destruct (assoc (prov V (cur m)) (expire_at V (clk m) (prov V (cur m)) (dis m))).
        * injection Ht; intros; subst m'. unfold inv; simpl. split; [|lia].
          repeat split; try lia; nia.
        * destruct (mut V _ _) as [req|]; [|discriminate]. injection Ht; intros; subst m'.
          unfold inv; simpl. counts. repeat split; try lia; nia.
      + apply Nat.ltb_ge in Lt. injection Ht; intros; subst m'. unfold inv; simpl.
        assert (cur m = N) by lia. assert (att m = 0) by lia. subst.
        repeat split; try lia; nia.
    - (* calling: respond *)
      injection Ht; intros; subst m'. clear Ht. destruct I4 as (I5 & I6 & I7).
      unfold respond.
      destruct (match script m with Some r :: rest => (r, rest) | None :: rest => (missing, rest)
                | [] => (missing, []) end) as [r rest].
      destruct (rok r).
      + unfold inv; simpl. repeat split; try lia; nia.
      + set (k := match rkind r with Some k => k | None => "unknown" end).
        pose proof (HM k) as Hk. unfold retry_ok in Hk.
        destruct (String.eqb (action_of (cls_f V k)) "abort").
        { unfold inv; simpl. repeat split; try lia; nia. }
        destruct (String.eqb (action_of (cls_f V k)) "disable_provider").
        { unfold inv; simpl. repeat split; try lia; nia. }
        destruct (String.eqb (action_of (cls_f V k)) "retry_same") eqn:Rs.
        { simpl in Hk.
          destruct (PrimFloat.leb (nat_float (S (att m))) (attempts_of (cls_f V k))) eqn:Le.
          - assert (att m < M).
            { destruct (Nat.eq_dec (att m) M); [rewrite e in Le; simpl in Le; rewrite Le in Hk; discriminate|lia]. }
            destruct (PrimFloat.ltb 0 (backoff (cls_f V k) (S (att m)))).
            + unfold inv; simpl. counts. repeat split; try lia; nia.
            + unfold inv; simpl. repeat split; try lia; nia.
          - destruct (match pv_mem "then_action" (cls_f V k) with Some (PStr "abort") => true | _ => false end).
            + unfold inv; simpl. repeat split; try lia; nia.
            + unfold inv; simpl. repeat split; try lia; nia. }
        destruct (String.eqb (action_of (cls_f V k)) "next_provider_same_model").
        { destruct (same_model V (cur m)) as [j|] eqn:Sm.
          - apply same_model_range in Sm. unfold inv; simpl. repeat split; try lia; nia.
          - unfold inv; simpl. repeat split; try lia; nia. }
        unfold inv; simpl. repeat split; try lia; nia.
    - (* waiting: resume *)
      injection Ht; intros; subst m'. unfold inv, resume; simpl. destruct I4 as (I5 & I6 & I7).
      repeat split; lia.
  Qed.

  Lemma inv_steps : forall m, inv m -> nsteps m <= N * (2 * M + 1).
  Proof. intros m Hi. pose proof (inv_caps m Hi). destruct Hi as (_ & _ & H3 & _). nia. Qed.

  (** Driving from an invariant configuration with enough fuel never runs
      out, and a finished run satisfies the invariant. *)
  Lemma drive_inv : forall fuel m, inv m -> phi m <= fuel -> N * (2 * M + 1) <= step_bound ->
    match drive V fuel m with Finished m' => inv m' /\ exists r, md m' = Done r | XformError => True | TooLong => False end.
  Proof.
    induction fuel as [|f IH]; intros m Hi Hp Hb; simpl.
    - destruct (md m) eqn:Md; try (unfold phi in Hp; rewrite Md in Hp; simpl in Hp; lia).
      split; eauto.
    - destruct (md m) eqn:Md;
        try (split; [exact Hi|eauto]; fail);
        (destruct (Nat.ltb step_bound (nsteps m)) eqn:Lb;
         [apply Nat.ltb_lt in Lb; pose proof (inv_steps m Hi); lia|]);
        (destruct (trans V m) as [m'|] eqn:Ht; [|exact I]);
        (destruct (trans_inv m m' Hi ltac:(intros r; rewrite Md; discriminate) Ht) as [Hi' Hp'];
         apply IH; auto; lia).
  Qed.

  Lemma inv_start : forall t B D rs, inv (start_mach t B D rs).
  Proof. intros. unfold inv, start_mach; simpl. counts. repeat split; lia. Qed.

  Lemma phi_start : forall t B D rs, N * (2 * M + 1) <= step_bound -> phi (start_mach t B D rs) <= run_fuel V.
  Proof.
    intros. unfold phi, run_fuel, start_mach; simpl. counts.
    assert (N * (3 * M + 2) <= 3 * (N * (2 * M + 1))) by nia. nia.
  Qed.
End Bounds.

(** The plan of a run (R-Start … R-Plan), as [Run.run] computes it. *)
Definition run_plan (σ : schema) (pol : term) (C : list json) (q0 : json)
  (now_ms seed : option float) (B0 : list (string * brec)) (D0 : list (string * drec)) (E : engine) : list json :=
  let t := or0 now_ms in
  let q := contract_of q0 seed in
  let B := recover_all E t (sort_members B0) in
  let D := expire_all E t (upgrade_all t (sort_members D0)) in
  fst (the_plan σ pol (map priced C) q (kappa_of q t B D)).

(** **Theorem 16** (spec/15 §15.10, proofs/16-run-termination.md).  Let
    [n] be the length of the run's plan and [M] any bound of the policy's
    FailPlan ([fp_bounded M pol]: every [retry_same] action has
    [attempts < M + 1]; [fp_bound] computes the least one).  A run that
    finishes makes at most [n (M + 1)] calls and [n M] waits; and when
    [n (2M + 1) <= 10000] the run is never refused for its length: it
    finishes, or its transform fails. *)
Theorem run_terminates : forall σ pol C q0 now_ms seed B0 D0 E mutate rs M,
  fp_bounded M pol = true ->
  let n := length (run_plan σ pol C q0 now_ms seed B0 D0 E) in
  (forall o, run σ pol C q0 now_ms seed B0 D0 E mutate rs = RunOk o ->
             ncalls (ro_steps o) <= n * S M /\ nwaits (ro_steps o) <= n * M) /\
  (n * (2 * M + 1) <= step_bound -> run σ pol C q0 now_ms seed B0 D0 E mutate rs <> RunTooLong).
Proof.
  intros σ pol C q0 now_ms seed B0 D0 E mutate rs M Hb n.
  unfold n, run_plan, run. clear n.
  destruct (the_plan σ pol (map priced C) (contract_of q0 seed) _) as [P rej]. simpl.
  destruct P as [|c P].
  { split; [intros o H; injection H; intros; subst; simpl; unfold ncalls, nwaits; simpl; lia|congruence]. }
  set (V := {| plan_c := c :: P; cls_f := classify pol; eng := E; contract := contract_of q0 seed;
               kappa := kappa_of (contract_of q0 seed) (or0 now_ms) (recover_all E (or0 now_ms) (sort_members B0))
                          (expire_all E (or0 now_ms) (upgrade_all (or0 now_ms) (sort_members D0)));
               mut := fun r c0 => mutate r c0 (kappa_of (contract_of q0 seed) (or0 now_ms) (recover_all E (or0 now_ms) (sort_members B0))
                          (expire_all E (or0 now_ms) (upgrade_all (or0 now_ms) (sort_members D0)))) |}).
  assert (HM : forall k, retry_ok M (cls_f V k) = true) by (intros; apply classify_bounded; auto).
  set (m0 := start_mach (or0 now_ms) (recover_all E (or0 now_ms) (sort_members B0)) (expire_all E (or0 now_ms) (upgrade_all (or0 now_ms) (sort_members D0))) rs).
  assert (Hgen : forall fuel m, inv V M m -> phi V M m <= fuel ->
             match drive V fuel m with
             | Finished m' => inv V M m'
             | _ => True end).
  { induction fuel as [|f IH]; intros m Hi Hp; simpl;
      destruct (md m) eqn:Md; auto;
      destruct (Nat.ltb step_bound (nsteps m)); auto;
      destruct (trans V m) as [m'|] eqn:Ht; auto;
      destruct (trans_inv V M HM m m' Hi ltac:(intros r; rewrite Md; discriminate) Ht) as [Hi' Hp'];
      apply IH; auto; lia. }
  split.
  - intros o Ho. fold V in Ho. fold m0 in Ho.
    destruct (drive V (run_fuel V) m0) as [m|  |] eqn:Hd; try discriminate.
    injection Ho; intros; subst o; simpl.
    unfold ncalls, nwaits; rewrite !filter_rev_len.
    assert (Hf : phi V M m0 <= run_fuel V \/ True) by auto.
    (* a finished machine: its invariant from the start, whatever the fuel *)
    assert (G : forall fuel m1 m2, inv V M m1 -> drive V fuel m1 = Finished m2 -> inv V M m2 /\ exists r, md m2 = Done r).
    { induction fuel as [|f IH]; intros m1 m2 Hi Hd'; simpl in Hd';
        destruct (md m1) eqn:Md; try (injection Hd'; intros; subst; eauto; fail);
        destruct (Nat.ltb step_bound (nsteps m1)); try discriminate;
        destruct (trans V m1) as [m'|] eqn:Ht; try discriminate;
        destruct (trans_inv V M HM m1 m' Hi ltac:(intros r; rewrite Md; discriminate) Ht) as [Hi' _];
        eapply IH; eauto. }
    destruct (G _ _ _ (inv_start V M _ _ _ _) Hd) as [Hi [r Hr]].
    destruct Hi as (_ & _ & _ & H4). rewrite Hr in H4. exact H4.
  - intros Hn. fold V. fold m0.
    pose proof (drive_inv V M HM (run_fuel V) m0 (inv_start V M _ _ _ _) (phi_start V M _ _ _ _ Hn) Hn) as D.
    destruct (drive V (run_fuel V) m0); [congruence|congruence|contradiction].
Qed.

(** ** Theorem 19: no call to a provider disabled at that moment *)

Section NoDisabledCall.
  Variable V : env.

  (** The configurations a run goes through: its start, then transitions. *)
  Inductive reachable : mach -> Prop :=
  | reach_start : forall t B D rs, reachable (start_mach t B D rs)
  | reach_step : forall m m', reachable m -> trans V m = Some m' -> reachable m'.

  Lemma expire_at_none : forall t p D,
    assoc p (expire_at V t p D) = None ->
    assoc p D = None \/ exists d, assoc p D = Some d /\ expired (eng V) t d = true.
  Proof.
    intros t p D H. unfold expire_at in H. destruct (assoc p D) as [d|] eqn:E; [|auto].
    destruct (expired (eng V) t d) eqn:Ex; [right; eauto|congruence].
  Qed.

  (** Entering [calling]: R-Call's premise, after R-Disable-Expire, at the
      current clock; the call step is the last one. *)
  Lemma trans_calling : forall m m', trans V m = Some m' -> md m' = Calling ->
    md m = Ready /\ cur m' = cur m /\ clk m' = clk m /\
    dis m' = expire_at V (clk m) (prov V (cur m)) (dis m) /\
    assoc (prov V (cur m')) (dis m') = None /\
    exists req, steps m' = SCall (prov V (cur m')) (fam V (cur m')) req (clk m') :: steps m.
  Proof.
    intros m m' Ht Hc. unfold trans in Ht.
    destruct (md m) eqn:Md.
    - unfold advance in Ht. destruct (Nat.ltb (cur m) (plen V)).
      + destruct (assoc (prov V (cur m)) (expire_at V (clk m) (prov V (cur m)) (dis m))) eqn:A.
        * injection Ht; intros; subst; discriminate.
        * destruct (mut V _ _) as [req|]; [|discriminate]. injection Ht; intros; subst; simpl.
          repeat split; auto. eauto.
      + injection Ht; intros; subst; discriminate.
    - injection Ht; intros; subst. exfalso. revert Hc. unfold respond.
      destruct (match script m with Some r :: rest => (r, rest) | None :: rest => (missing, rest)
                | [] => (missing, []) end) as [r rest].
      destruct (rok r); simpl; [discriminate|].
      repeat match goal with |- context [if ?b then _ else _] => destruct b end; simpl; try discriminate.
      destruct (same_model V (cur m)); simpl; discriminate.
    - injection Ht; intros; subst; discriminate.
    - injection Ht; intros; subst; congruence.
  Qed.

  (** **Theorem 19** (mechanized part).  In every configuration of a run
      where a call is pending, the provider called has no disable record
      at the call's instant: R-Call checked it after R-Disable-Expire, at
      that clock, which is the call step's [at_ms]. *)
  Theorem no_disabled_call : forall m, reachable m -> md m = Calling ->
    assoc (prov V (cur m)) (dis m) = None /\
    exists req rest, steps m = SCall (prov V (cur m)) (fam V (cur m)) req (clk m) :: rest.
  Proof.
    intros m Hr Hc. inversion Hr as [t B D rs E|m0 m1 Hr0 Ht E]; subst.
    - unfold start_mach in Hc; simpl in Hc; discriminate.
    - destruct (trans_calling m0 m Ht Hc) as (_ & _ & _ & _ & Hn & req & Hs). split; eauto.
  Qed.

  (** A response changes [D] at most by a record of the provider called. *)
  Lemma respond_dis : forall m, dis (respond V m) = dis m \/ exists x, dis (respond V m) = aset (prov V (cur m)) x (dis m).
  Proof.
    intros m. unfold respond.
    destruct (match script m with Some r :: rest => (r, rest) | None :: rest => (missing, rest)
              | [] => (missing, []) end) as [r rest].
    destruct (rok r); simpl; [auto|].
    repeat match goal with |- context [if ?b then _ else _] => destruct b end; simpl; eauto;
      destruct (same_model V (cur m)); simpl; auto.
  Qed.

  (** And a disable record leaves [D] only through R-Disable-Expire: each
      transition keeps a provider's record, or drops it when it has expired
      at the clock of that moment; R-Disable writes a record only for the
      provider just called, which had none (so it never replaces a live
      one). *)
  Theorem disable_kept_or_expired : forall m m' p d, reachable m -> trans V m = Some m' ->
    assoc p (dis m) = Some d ->
    assoc p (dis m') = Some d \/ (assoc p (dis m') = None /\ expired (eng V) (clk m) d = true).
  Proof.
    intros m m' p d Hr Ht Hd.
    assert (Hrm : forall k (l : list (string * drec)), k <> p -> assoc p (aremove k l) = assoc p l).
    { intros k l Hk. induction l as [|[k' y] l IH]; simpl; auto.
      destruct (String.eqb k k') eqn:E1; simpl.
      - apply String.eqb_eq in E1; subst k'. destruct (String.eqb p k) eqn:E2; auto.
        apply String.eqb_eq in E2; congruence.
      - destruct (String.eqb p k'); auto. }
    unfold trans in Ht. destruct (md m) eqn:Md.
    - unfold advance in Ht. destruct (Nat.ltb (cur m) (plen V)).
      + assert (He : assoc p (expire_at V (clk m) (prov V (cur m)) (dis m)) = Some d \/
                     (assoc p (expire_at V (clk m) (prov V (cur m)) (dis m)) = None /\ expired (eng V) (clk m) d = true)).
        { unfold expire_at. destruct (assoc (prov V (cur m)) (dis m)) as [d0|] eqn:A; [|auto].
          destruct (expired (eng V) (clk m) d0) eqn:Ex; [|auto].
          destruct (String.eqb (prov V (cur m)) p) eqn:Ep.
          - apply String.eqb_eq in Ep. subst p. rewrite A in Hd. injection Hd; intros; subst d0.
            right. split; auto. clear. induction (dis m) as [|[k y] l IH]; simpl; auto.
            destruct (String.eqb (prov V (cur m)) k) eqn:E; simpl; auto. rewrite E; auto.
          - left. rewrite Hrm; auto. intros H; subst; rewrite String.eqb_refl in Ep; discriminate. }
        destruct (assoc (prov V (cur m)) (expire_at V (clk m) (prov V (cur m)) (dis m))).
        * injection Ht; intros; subst; simpl; auto.
        * destruct (mut V _ _); [|discriminate]. injection Ht; intros; subst; simpl; auto.
      + injection Ht; intros; subst; simpl; auto.
    - injection Ht; intros; subst. clear Ht.
      (* the pending call's provider had no record (Theorem 19's premise) *)
      assert (Hn : assoc (prov V (cur m)) (dis m) = None) by (apply (no_disabled_call m Hr Md)).
      destruct (respond_dis m) as [E|[x E]]; rewrite E; [left; exact Hd|].
      (* R-Disable: a record for the provider called, which had none *)
      left. unfold aset; simpl. destruct (String.eqb p (prov V (cur m))) eqn:Ep.
      + apply String.eqb_eq in Ep; subst p. congruence.
      + rewrite Hrm; auto. intros H; subst; rewrite String.eqb_refl in Ep; discriminate.
    - injection Ht; intros; subst; simpl; auto.
    - injection Ht; intros; subst; auto.
  Qed.
End NoDisabledCall.

(** ** Theorem 20: abort ends the run at once *)

Section Abort.
  Variable V : env.

  (** A failure whose action is [abort] (R-Abort), or a spent [retry_same]
      whose [then_action] is [abort] (R-Retry-Spent-Abort), ends the run
      with that error kind at that transition: no further step, and
      driving a finished configuration changes nothing. *)
  Theorem abort_ends_run : forall m r rest k,
    md m = Calling ->
    match script m with Some r' :: rest' => r' = r /\ rest' = rest | None :: rest' => r = missing /\ rest' = rest
                   | [] => r = missing /\ rest = [] end ->
    rok r = false ->
    k = match rkind r with Some k => k | None => "unknown" end ->
    (action_of (cls_f V k) = "abort" \/
     (action_of (cls_f V k) = "retry_same" /\
      PrimFloat.leb (nat_float (S (att m))) (attempts_of (cls_f V k)) = false /\
      pv_mem "then_action" (cls_f V k) = Some (PStr "abort"))) ->
    exists m', trans V m = Some m' /\ md m' = Done (RErr k) /\ steps m' = steps m /\
               forall fuel, drive V fuel m' = Finished m'.
  Proof.
    intros m r rest k Hc Hs Hok Hk Ha.
    assert (Hd : forall m', md m' = Done (RErr k) -> forall fuel, drive V fuel m' = Finished m').
    { intros m' H fuel. destruct fuel; simpl; rewrite H; auto. }
    unfold trans. rewrite Hc. eexists. split; [reflexivity|].
    assert (G : md (respond V m) = Done (RErr k) /\ steps (respond V m) = steps m).
    { assert (Hsr : match script m with Some r :: rest => (r, rest) | None :: rest => (missing, rest)
                    | [] => (missing, []) end = (r, rest))
        by (destruct (script m) as [|[r'|] rest']; destruct Hs; subst; auto).
      unfold respond. rewrite Hsr. rewrite Hok. cbv zeta. rewrite <- Hk.
      destruct Ha as [Ha|(Ha & Hle & Ht)].
      - rewrite Ha. simpl. auto.
      - rewrite Ha, Hle, Ht. simpl. auto. }
    destruct G as [G1 G2]. split; [exact G1|]. split; [exact G2|]. apply Hd; exact G1.
  Qed.
End Abort.
