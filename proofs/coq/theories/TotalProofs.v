(** Theorem 1 (proofs/01-admission-total.md): admission is total and
    bounded.  [Admission.admit_term] is a Coq function (structural
    recursion on the JSON value), so it is total and has exactly one answer
    by construction: that part is not a theorem here.  What is proved is
    the shape of the answer: an admitted term has the node count the walk
    reports, at most 4096 nodes and depth at most 64 (the bounds of spec/03
    §3.2, the root at depth 1), and a refusal names a path that is [$]
    followed by [.op[i]] steps, one per term position entered
    (spec/03 §3.1), with a reason that is not empty. *)
From Coq Require Import String List Bool PrimFloat Lia Arith.
From SigmaPol Require Import Trusted Json Syntax Admission AdmProofs ChkComplete.
Import ListNotations.
Open Scope string_scope.

(** The depth of a term: a node without subterms has depth 1 (spec/03
    §3.2: the root is at depth 1, a subterm one deeper than its node). *)
Fixpoint depth (t : term) : nat :=
  let fix dp (l : list term) : nat := match l with [] => 0 | x :: r => Nat.max (depth x) (dp r) end in
  match t with
  | And l | Or l | Add l | Seq l => S (dp l)
  | Not p | Scale _ p | Neg p | Normalize p | Clamp _ _ p | TopK _ p | Override p _ _ => S (depth p)
  | Gate p s | When p s => S (Nat.max (depth p) (depth s))
  | Policy p s e x f => S (Nat.max (depth p) (Nat.max (depth s) (Nat.max (depth e) (Nat.max (depth x) (depth f)))))
  | _ => 1
  end.

(** A path's tail: [.op[i]] steps (spec/03 §3.1: [$.policy[2].add[1]]). *)
Inductive steps : string -> Prop :=
| steps_nil : steps ""
| steps_cons : forall op i r, steps r -> steps ("." ++ op ++ "[" ++ nat_text i ++ "]" ++ r).

Lemma str_app_assoc : forall a b c, (a ++ b) ++ c = a ++ (b ++ c).
Proof. induction a as [|x a IH]; intros; simpl; [reflexivity|]. rewrite IH. reflexivity. Qed.

Lemma str_app_nil : forall a, a ++ "" = a.
Proof. induction a as [|x a IH]; simpl; [reflexivity|]. rewrite IH. reflexivity. Qed.

(** A refusal under [at_ p op i] is a refusal under [p]. *)
Lemma at_steps : forall p op i q, (exists r, q = at_ p op i ++ r /\ steps r) -> exists r, q = p ++ r /\ steps r.
Proof.
  intros p op i q [r [-> Hr]]. exists ("." ++ op ++ "[" ++ nat_text i ++ "]" ++ r). split.
  - unfold at_. rewrite !str_app_assoc. reflexivity.
  - constructor; auto.
Qed.

Lemma at_steps0 : forall p op i, exists r, at_ p op i = p ++ r /\ steps r.
Proof. intros. apply (at_steps p op i). exists "". split; [symmetry; apply str_app_nil|constructor]. Qed.

Lemma self_steps : forall p, exists r, p = p ++ r /\ steps r.
Proof. intros. exists "". split; [symmetry; apply str_app_nil|constructor]. Qed.

(** ** A refusal's reason is not empty *)
Lemma app_ne_r : forall a b, b <> "" -> a ++ b <> "".
Proof. destruct a; simpl; [auto|congruence]. Qed.

Lemma first_some_ne : forall A (f : A -> option string) l m,
  (forall x m, In x l -> f x = Some m -> m <> "") -> first_some f l = Some m -> m <> "".
Proof.
  intros A f l m H. induction l as [|a l IHl]; simpl; [discriminate|].
  destruct (f a) eqn:E; [intros X; injection X as <-; exact (H _ _ (or_introl eq_refl) E)|].
  apply IHl. intros x m' I. apply H. right; exact I.
Qed.

Lemma first_some_i_ne : forall A (f : nat -> A -> option string) i l m,
  (forall i x m, f i x = Some m -> m <> "") -> first_some_i f i l = Some m -> m <> "".
Proof.
  intros A f i l m H. revert i. induction l as [|a l IHl]; intros i; simpl; [discriminate|].
  destruct (f i a) eqn:E; [intros X; injection X as <-; exact (H _ _ _ E)|apply IHl].
Qed.

Lemma or_else_ne : forall a b m, (forall m, a = Some m -> m <> "") -> (forall m, b tt = Some m -> m <> "") ->
  or_else a b = Some m -> m <> "".
Proof. intros [x|] b m Ha Hb H; simpl in H; [injection H as <-; apply Ha; reflexivity|apply Hb; exact H]. Qed.

Lemma ifnot_ne : forall b s m, s <> "" -> ifnot b s = Some m -> m <> "".
Proof. intros [] s m Hs H; simpl in H; [discriminate|injection H as <-; auto]. Qed.

Ltac ne_tac :=
  repeat match goal with
  | H : Some _ = Some _ |- _ => injection H as <-
  | H : None = Some _ |- _ => discriminate H
  | H : (if ?b then _ else _) = Some _ |- _ => destruct b
  | H : match ?x with _ => _ end = Some _ |- _ => destruct x
  | H : ifnot _ _ = Some _ |- _ => unfold ifnot in H
  | H : first_some _ _ = Some _ |- _ => revert H; apply first_some_ne; intros ? ? ? ?
  end;
  try discriminate; try (apply app_ne_r; discriminate).

Lemma action_chk_ne : forall v m, action_chk v = Some m -> m <> "".
Proof.
  intros v m. unfold action_chk.
  destruct (negb (is_table v)); [intros H; ne_tac|].
  destruct (negb (is_verb (assoc "action" (members v)))); [intros H; ne_tac|].
  apply or_else_ne; [intros m0 H; ne_tac|intros m0].
  destruct (negb (absent_or num (assoc "attempts" (members v)))); [intros H; ne_tac|].
  destruct (negb (absent_or num (assoc "open_breaker_ms" (members v)))); [intros H; ne_tac|].
  apply or_else_ne; [intros m1 H; ne_tac|intros m1].
  apply first_some_ne. intros x m2 _ H; ne_tac.
Qed.

Lemma pchk_ne : forall σ P v m, pchk σ P v = Some m -> m <> "".
Proof.
  intros σ P v m. destruct P; simpl; try (apply ifnot_ne; discriminate).
  - unfold field_chk. intros H; ne_tac.
  - unfold field_chk. intros H; ne_tac.
  - apply action_chk_ne.
  - unfold recipe_chk. destruct (negb (is_arrayish v)); [intros H; ne_tac|].
    apply first_some_i_ne. intros i x m0 H. cbv beta in H. ne_tac.
  - unfold chain_chk. destruct (negb (is_arrayish v)); [intros H; ne_tac|].
    apply first_some_i_ne. intros i x m0 H. cbv beta in H. ne_tac.
Qed.

Lemma wfchk_ne : forall v l m, wfchk l v = Some m -> m <> "".
Proof.
  induction v using json_ind'; intros lv m; simpl; destruct (Nat.ltb 64 lv); intros E; ne_tac.
  - revert m E. induction H as [|x r Hx F IH]; intros m; [discriminate|].
    apply or_else_ne; [apply Hx|intros m0; apply IH].
  - assert (G : forall ms, (fix go (m : list (string * json)) : list (string * option string) :=
                              match m with [] => [] | kv :: r => (fst kv, wfchk (S lv) (snd kv)) :: go r end) ms
                         = map (fun kv => (fst kv, wfchk (S lv) (snd kv))) ms).
    { intros ms. induction ms as [|a r IH]; [reflexivity|]. simpl. rewrite IH. reflexivity. }
    match goal with Hi : In ?x _ , Hs : snd ?x = Some ?m' |- ?m' <> "" =>
      rewrite G, In_sort_members in Hi; apply in_map_iff in Hi as [[k v] [Ex Iv]] end.
    subst. simpl in *. rewrite Forall_forall in H. exact (H _ Iv _ _ ltac:(eassumption)).
Qed.

(** The invariant of a walk from a node at depth [d], [n] nodes counted
    before it, at path [p]. *)
Definition ok (d n : nat) (p : string) (r : result) : Prop :=
  match r with
  | Refused q m => (exists r', q = p ++ r' /\ steps r') /\ m <> ""
  | Admit _ t n' => n' = n + size t /\ n' <= 4096 /\ d + depth t <= 65
  end.

Lemma sizes_app : forall a b, sizes (a ++ b) = sizes a + sizes b.
Proof. induction a; intros; simpl; [reflexivity|]. rewrite IHa. lia. Qed.

Lemma build_var_depth : forall op ts t k,
  build_var op ts = Some t -> Forall (fun u => depth u <= k) ts -> depth t <= S k.
Proof.
  intros op ts t k H F. unfold build_var in H.
  repeat match goal with
  | H : match ?x with _ => _ end = Some _ |- _ => destruct x
  end; try discriminate; injection H as <-;
  simpl; apply le_n_S; induction F; simpl; lia.
Qed.

Definition sub_depth_le (k : nat) (a : argv) : Prop := match a with ASub u => depth u <= k | APar _ => True end.

Lemma build_depth : forall op avs t k,
  build op avs = Some t -> Forall (sub_depth_le k) avs -> depth t <= S k.
Proof.
  intros op avs t k H F. unfold build in H.
  repeat match goal with
  | H : match ?x with _ => _ end = Some _ |- _ => destruct x
  end; try discriminate; injection H as <-;
  repeat match goal with H : Forall _ (_ :: _) |- _ => inversion H; subst; clear H end;
  cbn [sub_depth_le] in *; simpl; lia.
Qed.

Ltac refuse := split; [apply self_steps | first [discriminate | apply app_ne_r; discriminate]].

Section Walk.
  Variable known : string -> bool.
  Variable σ : schema.

  Lemma chk_ok : forall v d n p, ok d n p (chk known σ d n p v).
  Proof.
    induction v using json_ind'; intros d n p; simpl;
      destruct (Nat.ltb 64 d) eqn:D; try refuse;
      destruct (Nat.ltb 4096 (S n)) eqn:N; try refuse;
      try (destruct l; refuse).
    apply PeanoNat.Nat.ltb_ge in D. apply PeanoNat.Nat.ltb_ge in N.
    rename H into IHl.
    destruct l as [|j vs]; [refuse|]. destruct j; try refuse.
    rename s into op. inversion IHl as [|? ? _ IHvs]; subst.
    destruct (row_of known op) as [[s0|ins out]|] eqn:R; try refuse.
    - destruct vs as [|v1 vs1]; [refuse|].
      assert (L : forall vs' i n0 acc,
        Forall (fun v => forall d n p, ok d n p (chk known σ d n p v)) vs' ->
        n0 = S n + sizes (rev acc) -> n0 <= 4096 -> Forall (fun u => depth u <= 64 - d) acc ->
        ok d n p ((fix go (i n : nat) (vs : list json) (acc : list term) {struct vs} : result :=
           match vs with
           | [] => match build_var op (rev acc) with
                   | Some t => Admit s0 t n | None => Refused p "internal" end
           | x :: r =>
               match chk known σ (S d) n (at_ p op i) x with
               | Refused q m => Refused q m
               | Admit s' t n' =>
                   if sort_eqb s' s0 then go (S i) n' r (t :: acc)
                   else Refused (at_ p op i) ("expected " ++ sort_name s0 ++ ", got " ++ sort_name s')
               end
           end) i n0 vs' acc)).
      { induction vs' as [|x r IHr]; intros i n0 acc F Hn Hle Hd; simpl.
        - destruct (build_var op (rev acc)) as [t|] eqn:B; [|refuse].
          simpl. rewrite (build_var_size _ _ _ B). split; [lia|]. split; [lia|].
          pose proof (build_var_depth op (rev acc) t (64 - d) B) as Dt.
          specialize (Dt (Forall_rev Hd)). lia.
        - inversion F as [|? ? Fx Fr]; subst.
          specialize (Fx (S d) (S n + sizes (rev acc)) (at_ p op i)).
          destruct (chk known σ (S d) (S n + sizes (rev acc)) (at_ p op i) x) as [q m|s' t' n''] eqn:C.
          + destruct Fx as [Fx Fm]. split; [eapply at_steps; exact Fx|exact Fm].
          + destruct Fx as (E1 & E2 & E3).
            destruct (sort_eqb s' s0); [|split; [apply at_steps0|discriminate]].
            apply IHr; auto.
            * simpl. rewrite sizes_app. simpl. lia.
            * constructor; auto. lia. }
      exact (L (v1 :: vs1) 1 (S n) [] IHvs ltac:(simpl; lia) ltac:(lia) (Forall_nil _)).
    - destruct (Nat.eqb (length ins) (length vs)); [|refuse].
      assert (L : forall vs' ins' i n0 acc,
        Forall (fun v => forall d n p, ok d n p (chk known σ d n p v)) vs' ->
        n0 = S n + asize (rev acc) -> n0 <= 4096 -> Forall (sub_depth_le (64 - d)) acc ->
        ok d n p ((fix go (i n : nat) (ins : list isort) (vs : list json) (acc : list argv) {struct vs} : result :=
           match ins, vs with
           | Sub s :: ins', x :: r =>
               match chk known σ (S d) n (at_ p op i) x with
               | Refused q m => Refused q m
               | Admit s' t n' =>
                   if sort_eqb s' s then go (S i) n' ins' r (ASub t :: acc)
                   else Refused (at_ p op i) ("expected " ++ sort_name s ++ ", got " ++ sort_name s')
               end
           | Par P :: ins', x :: r =>
               match or_else (pchk σ P x) (fun _ => wfchk 1 x) with
               | Some m => Refused (at_ p op i) m
               | None => go (S i) n ins' r (APar (conv x) :: acc)
               end
           | _, _ => match build op (rev acc) with
                     | Some t => Admit out t n | None => Refused p "internal" end
           end) i n0 ins' vs' acc)).
      { assert (AS : forall a b, asize (a ++ b) = asize a + asize b).
        { induction a as [|[] a IH]; intros; simpl; try rewrite IH; lia. }
        assert (Fin : forall acc n0, n0 = S n + asize (rev acc) -> n0 <= 4096 ->
                  Forall (sub_depth_le (64 - d)) acc ->
                  ok d n p (match build op (rev acc) with Some t => Admit out t n0 | None => Refused p "internal" end)).
        { intros acc n0 Hn Hle Hd. destruct (build op (rev acc)) as [t|] eqn:B; [|refuse].
          simpl. rewrite (build_size _ _ _ B). split; [lia|]. split; [lia|].
          pose proof (build_depth op (rev acc) t (64 - d) B) as Dt.
          specialize (Dt (Forall_rev Hd)). lia. }
        induction vs' as [|x r IHr]; intros ins' i n0 acc F Hn Hle Hd.
        - destruct ins' as [|[] ?]; apply Fin; auto.
        - inversion F as [|? ? Fx Fr]; subst.
          destruct ins' as [|[s2|P] ins2]; [apply Fin; auto| |].
          + simpl. specialize (Fx (S d) (S (n + asize (rev acc))) (at_ p op i)).
            destruct (chk known σ (S d) (S (n + asize (rev acc))) (at_ p op i) x) as [q m|s' t' n''] eqn:C.
            * destruct Fx as [Fx Fm]. split; [eapply at_steps; exact Fx|exact Fm].
            * destruct Fx as (E1 & E2 & E3).
              destruct (sort_eqb s' s2); [|split; [apply at_steps0|discriminate]].
              apply IHr; auto.
              -- simpl. rewrite AS. simpl. lia.
              -- constructor; auto. cbn [sub_depth_le]. lia.
          + simpl. destruct (or_else (pchk σ P x) (fun _ => wfchk 1 x)) as [m0|] eqn:O.
            { split; [apply at_steps0|exact (or_else_ne _ _ _ (pchk_ne σ P x) (fun m1 => wfchk_ne x 1 m1) O)]. }
            apply IHr; auto.
            -- simpl. rewrite AS. simpl. lia.
            -- constructor; auto. exact I. }
      exact (L vs ins 1 (S n) [] IHvs ltac:(simpl; lia) ltac:(lia) (Forall_nil _)).
  Qed.

  (** Theorem 1, mechanized: the answer of admission on any JSON value is
      either a term with the node count the walk reports, at most 4096
      nodes and depth at most 64, or a refusal whose path is [$] followed
      by [.op[i]] steps and whose reason is not empty. *)
  Theorem admission_total_bounded : forall v,
    (exists s t, admit_term known σ v = Admit s t (size t) /\ size t <= 4096 /\ depth t <= 64)
    \/ (exists q m r, admit_term known σ v = Refused q m /\ q = "$" ++ r /\ steps r /\ m <> "").
  Proof.
    intros v. pose proof (chk_ok v 1 0 "$") as H. unfold admit_term.
    destruct (chk known σ 1 0 "$" v) as [q m|s t n] eqn:C.
    - right. destruct H as [[r [E Hr]] Hm]. exists q, m, r. auto.
    - left. destruct H as (E1 & E2 & E3). subst n. exists s, t. simpl. repeat split; lia.
  Qed.
End Walk.
