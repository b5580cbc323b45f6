(** Theorem 1 (proofs/01-admission-total.md): admission is total and
    bounded.  [Admission.admit_term] is a Coq function (structural
    recursion on the JSON value), so it is total and has exactly one answer
    by construction: that part is not a theorem here.  What is proved is
    the shape of the answer: an admitted term has the node count the walk
    reports, at most 4096 nodes and depth at most 64 (the bounds of spec/03
    §3.2, the root at depth 1), and a refusal names a path that is [$]
    followed by [.op[i]] steps, one per term position entered
    (spec/03 §3.1). *)
From Coq Require Import String List Bool PrimFloat Lia Arith.
From SigmaPol Require Import Trusted Json Syntax Admission ChkComplete.
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

(** The invariant of a walk from a node at depth [d], [n] nodes counted
    before it, at path [p]. *)
Definition ok (d n : nat) (p : string) (r : result) : Prop :=
  match r with
  | Refused q _ => exists r', q = p ++ r' /\ steps r'
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

Section Walk.
  Variable known : string -> bool.
  Variable σ : schema.

  Lemma chk_ok : forall v d n p, ok d n p (chk known σ d n p v).
  Proof.
    induction v using json_ind'; intros d n p; simpl;
      destruct (Nat.ltb 64 d) eqn:D; try apply self_steps;
      destruct (Nat.ltb 4096 (S n)) eqn:N; try apply self_steps;
      try (destruct l; apply self_steps).
    apply PeanoNat.Nat.ltb_ge in D. apply PeanoNat.Nat.ltb_ge in N.
    rename H into IHl.
    destruct l as [|j vs]; [apply self_steps|]. destruct j; try apply self_steps.
    rename s into op. inversion IHl as [|? ? _ IHvs]; subst.
    destruct (row_of known op) as [[s0|ins out]|] eqn:R; try apply self_steps.
    - destruct vs as [|v1 vs1]; [apply self_steps|].
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
        - destruct (build_var op (rev acc)) as [t|] eqn:B; [|apply self_steps].
          simpl. rewrite (build_var_size _ _ _ B). split; [lia|]. split; [lia|].
          pose proof (build_var_depth op (rev acc) t (64 - d) B) as Dt.
          specialize (Dt (Forall_rev Hd)). lia.
        - inversion F as [|? ? Fx Fr]; subst.
          specialize (Fx (S d) (S n + sizes (rev acc)) (at_ p op i)).
          destruct (chk known σ (S d) (S n + sizes (rev acc)) (at_ p op i) x) as [q m|s' t' n''] eqn:C.
          + eapply at_steps. exact Fx.
          + destruct Fx as (E1 & E2 & E3).
            destruct (sort_eqb s' s0); [|apply at_steps0].
            apply IHr; auto.
            * simpl. rewrite sizes_app. simpl. lia.
            * constructor; auto. lia. }
      exact (L (v1 :: vs1) 1 (S n) [] IHvs ltac:(simpl; lia) ltac:(lia) (Forall_nil _)).
    - destruct (Nat.eqb (length ins) (length vs)); [|apply self_steps].
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
        { intros acc n0 Hn Hle Hd. destruct (build op (rev acc)) as [t|] eqn:B; [|apply self_steps].
          simpl. rewrite (build_size _ _ _ B). split; [lia|]. split; [lia|].
          pose proof (build_depth op (rev acc) t (64 - d) B) as Dt.
          specialize (Dt (Forall_rev Hd)). lia. }
        induction vs' as [|x r IHr]; intros ins' i n0 acc F Hn Hle Hd.
        - destruct ins' as [|[] ?]; apply Fin; auto.
        - inversion F as [|? ? Fx Fr]; subst.
          destruct ins' as [|[s2|P] ins2]; [apply Fin; auto| |].
          + simpl. specialize (Fx (S d) (S (n + asize (rev acc))) (at_ p op i)).
            destruct (chk known σ (S d) (S (n + asize (rev acc))) (at_ p op i) x) as [q m|s' t' n''] eqn:C.
            * eapply at_steps. exact Fx.
            * destruct Fx as (E1 & E2 & E3).
              destruct (sort_eqb s' s2); [|apply at_steps0].
              apply IHr; auto.
              -- simpl. rewrite AS. simpl. lia.
              -- constructor; auto. cbn [sub_depth_le]. lia.
          + simpl. destruct (or_else (pchk σ P x) (fun _ => wfchk 1 x)); [apply at_steps0|].
            apply IHr; auto.
            -- simpl. rewrite AS. simpl. lia.
            -- constructor; auto. exact I. }
      exact (L vs ins 1 (S n) [] IHvs ltac:(simpl; lia) ltac:(lia) (Forall_nil _)).
  Qed.

  (** Theorem 1, mechanized: the answer of admission on any JSON value is
      either a term with the node count the walk reports, at most 4096
      nodes and depth at most 64, or a refusal whose path is [$] followed
      by [.op[i]] steps. *)
  Theorem admission_total_bounded : forall v,
    (exists s t, admit_term known σ v = Admit s t (size t) /\ size t <= 4096 /\ depth t <= 64)
    \/ (exists q m r, admit_term known σ v = Refused q m /\ q = "$" ++ r /\ steps r).
  Proof.
    intros v. pose proof (chk_ok v 1 0 "$") as H. unfold admit_term.
    destruct (chk known σ 1 0 "$" v) as [q m|s t n] eqn:C.
    - right. destruct H as [r [E Hr]]. exists q, m, r. auto.
    - left. destruct H as (E1 & E2 & E3). subst n. exists s, t. simpl. repeat split; lia.
  Qed.
End Walk.
