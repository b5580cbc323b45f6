(** Theorem 6 (proofs/06-fold-uniqueness.md), clauses 1 and 2 as the
    paper states them: on a set [T] of terms closed under subterms (the
    admitted terms, their normal forms, all terms), the fold is the only
    map satisfying the fold equations at the nodes of [T]
    ([fold_unique_on]); and two folds whose operations preserve a relation
    on the meanings of the subterms of [T]'s nodes are related on every
    term of [T] ([fold_related], the logical relation over the generic
    fold).  [Algebra.fold_unique] is the case [T] = all terms. *)
From Coq Require Import String List.
From SigmaPol Require Import Algebra.
Import ListNotations.

(** [T] is closed under subterms. *)
Definition closed (T : gterm -> Prop) : Prop :=
  forall op args u, T (GNode op args) -> In (ASubT u) args -> T u.

Lemma subterm_IH : forall (P : gterm -> Prop) args,
  Forall (argP P) args -> forall u, In (ASubT u) args -> P u.
Proof. intros P args F u Hu. rewrite Forall_forall in F. exact (F _ Hu). Qed.

(** Clause 1: structural recursion on a set closed under subterms. *)
Theorem fold_unique_on : forall A (alg : algebra A) (T : gterm -> Prop) (h : gterm -> A),
  closed T ->
  (forall op args, T (GNode op args) -> h (GNode op args) = alg op (map (arg_map h) args)) ->
  forall t, T t -> h t = fold alg t.
Proof.
  intros A alg T h C H t. induction t as [op args IH] using gterm_ind'. intros Ht.
  rewrite (H _ _ Ht). simpl. f_equal.
  assert (IH' : forall u, In (ASubT u) args -> h u = fold alg u).
  { intros u Hu. apply (subterm_IH _ _ IH u Hu). eapply C; eauto. }
  clear IH Ht. induction args as [|a r IHr]; simpl; [reflexivity|]. f_equal.
  - destruct a; simpl; try reflexivity. rewrite IH'; auto. left; reflexivity.
  - apply IHr. intros u Hu. apply IH'. right; exact Hu.
Qed.

(** Clause 2: interpreters related operation by operation are related on
    every term.  [R t a b] relates the meanings [a], [b] of the term [t]
    (a relation per sort is [R t := R_s] for [t]'s sort [s]); an
    operation preserves it at a node of [T] when, its subterms' meanings
    being related, its two interpretations of the node are. *)
Theorem fold_related : forall A B (algA : algebra A) (algB : algebra B) (T : gterm -> Prop)
  (R : gterm -> A -> B -> Prop),
  closed T ->
  (forall op args, T (GNode op args) ->
     (forall u, In (ASubT u) args -> R u (fold algA u) (fold algB u)) ->
     R (GNode op args) (algA op (map (arg_map (fold algA)) args)) (algB op (map (arg_map (fold algB)) args))) ->
  forall t, T t -> R t (fold algA t) (fold algB t).
Proof.
  intros A B algA algB T R C H t. induction t as [op args IH] using gterm_ind'. intros Ht.
  exact (H op args Ht (fun u Hu => subterm_IH _ _ IH u Hu (C _ _ _ Ht Hu))).
Qed.
