(** Theorem 13 (proofs/13-prefix-stability.md): every selector is
    prefix-stable.  The model of Semantics.v has full orderings only
    ([evsel]); [evsel_lim] below is its transcription of the reference's
    limited orderings (the [limit] argument of the selectors of
    semantics/algebra.py): [argmax], [chain] and [ordered] take [ℓ] of
    their ordering; [sample] runs its pick loop ([smp]) only
    [min(ℓ, |E|)] times; [top_k(k, e)] takes [k] of [e] asked for
    [min(k, ℓ)] entries.  [prefix_stable] proves that the limited ordering
    is the first [ℓ] entries of the full one. *)
From Coq Require Import List Arith Lia PrimFloat.
From SigmaPol Require Import Json Syntax Semantics.
Import ListNotations.

(** A limit: [Some n] asks for the first [n] entries, [None] for all. *)
Definition take_lim {A} (l : option nat) (xs : list A) : list A :=
  match l with None => xs | Some n => firstn n xs end.

(** [min(c, ℓ)] with [min(c, ∞) = c]. *)
Definition lmin (c : nat) (l : option nat) : nat :=
  match l with None => c | Some n => Nat.min c n end.

(** How many entries [takef k] keeps of [n]: the model's [int(k)] capped
    by [n] (the model's [k] is a float, and has no conversion to [nat]). *)
Fixpoint fcount (k : float) (n : nat) : nat :=
  match n with
  | O => O
  | S m => if PrimFloat.ltb k 1 then O else S (fcount (k - 1)%float m)
  end.

Definition ctx_seed0 (κ : json) : float :=
  match ctx_seed κ with Some s => s | None => 0%float end.

(** [sample]'s limited ordering: the pool and its weights as in
    [sample_sel] (fixed by the initial rank), the loop run [min(ℓ, |E|)]
    times. *)
Definition sample_lim (tau seed : float) (E : list entry) (l : option nat) : list entry :=
  let t := if PrimFloat.leb 0 tau then tau else 0%float in
  let q := (t / (t + 1))%float in
  let pool := weights q 1 (sort_prec E) in
  smp (lmin (length pool) l) (seed_state seed) pool.

Fixpoint evsel_lim (t : term) (E : list entry) (κ : json) (l : option nat) : list entry :=
  match t with
  | Argmax => take_lim l (sort_prec E)
  | Ordered => take_lim l E
  | Sample tau => sample_lim tau (ctx_seed0 κ) E l
  | Chain C => take_lim l (chain_sel C E)
  | TopK k e => takef k (evsel_lim e E κ (Some (lmin (fcount k (length E)) l)))
  | _ => take_lim l E
  end.

(** ** Lengths: no selector returns more entries than it is given. *)
Lemma length_ins_entry : forall e l, length (ins_entry e l) = S (length l).
Proof. induction l as [|y l IH]; simpl; auto. destruct (prec e y); simpl; auto. Qed.

Lemma length_sort_prec : forall l, length (sort_prec l) = length l.
Proof. induction l; simpl; auto. rewrite length_ins_entry. auto. Qed.

Lemma length_weights : forall q w l, length (weights q w l) = length l.
Proof. intros q w l; revert w; induction l; simpl; auto. Qed.

Lemma length_smp : forall n s pool, length (smp n s pool) <= n.
Proof.
  induction n as [|n IH]; simpl; intros s pool; [lia|].
  destruct pool as [|p r]; simpl; [lia|].
  destruct (remove_nth _ _) as [[[e w]|] rest]; simpl; [|lia].
  specialize (IH (step s) rest). lia.
Qed.

Lemma length_takef : forall k l, length (takef k l) <= length l.
Proof.
  intros k l; revert k; induction l as [|x l IH]; simpl; intros k; [lia|].
  destruct (PrimFloat.ltb k 1); simpl; [lia|]. specialize (IH (k - 1)%float). lia.
Qed.

Lemma length_chain_sel : forall C E, length (chain_sel C E) <= length E.
Proof.
  intros C E. unfold chain_sel. rewrite length_sort_prec.
  induction E as [|e E IH]; simpl; [lia|].
  destruct (priority _ _ _ _); simpl; lia.
Qed.

Lemma length_evsel : forall t E κ, length (evsel t E κ) <= length E.
Proof.
  induction t using term_ind'; simpl; intros E κ; try lia.
  - rewrite length_sort_prec. lia.
  - unfold sample_sel. cbv zeta. eapply Nat.le_trans; [apply length_smp|].
    rewrite length_weights, length_sort_prec. lia.
  - apply length_chain_sel.
  - eapply Nat.le_trans; [apply length_takef|]. apply IHt.
Qed.

(** ** [takef k] is [firstn] of its count. *)
Lemma takef_firstn : forall k l N, length l <= N -> takef k l = firstn (fcount k N) l.
Proof.
  intros k l; revert k; induction l as [|x l IH]; simpl; intros k N HN.
  - destruct (fcount k N); reflexivity.
  - destruct N as [|N]; [lia|]. simpl.
    destruct (PrimFloat.ltb k 1); simpl; auto.
    rewrite (IH _ N); auto. lia.
Qed.

(** ** The sample loop: its first [m] picks do not depend on how many
    more it would make.  The loop state (the seed, the pool with its fixed
    weights) is generalized. *)
Lemma smp_prefix : forall m n s pool, m <= n -> smp m s pool = firstn m (smp n s pool).
Proof.
  induction m as [|m IH]; intros n s pool Hmn; [reflexivity|].
  destruct n as [|n]; [lia|]. simpl.
  destruct pool as [|p r]; [reflexivity|].
  destruct (remove_nth _ _) as [[[e w]|] rest]; [|reflexivity].
  simpl. f_equal. apply IH. lia.
Qed.

Lemma smp_lim : forall n s pool l,
  smp (lmin n l) s pool = take_lim l (smp n s pool).
Proof.
  intros n s pool [l|]; simpl; [|reflexivity].
  rewrite (smp_prefix (Nat.min n l) n) by lia.
  rewrite Nat.min_comm, <- firstn_firstn.
  rewrite (firstn_all2 (n := n) (smp n s pool)) by apply length_smp.
  reflexivity.
Qed.

(** ** Theorem 13: the limited ordering is the first [ℓ] entries of the
    full one, for every selector, entries, context and limit. *)
Theorem prefix_stable : forall t E κ lim, evsel_lim t E κ lim = take_lim lim (evsel t E κ).
Proof.
  induction t using term_ind'; intros E κ lim; simpl; try reflexivity.
  - unfold sample_lim, sample_sel, ctx_seed0. cbv zeta. apply smp_lim.
  - rewrite IHt. simpl.
    set (full := evsel t E κ).
    assert (Hf : length full <= length E) by apply length_evsel.
    rewrite (takef_firstn k _ (length E)) by (rewrite firstn_length; lia).
    rewrite (takef_firstn k full (length E)) by exact Hf.
    rewrite firstn_firstn.
    destruct lim as [n|]; simpl; [rewrite firstn_firstn|]; f_equal; lia.
Qed.

(** With a finite limit: [firstn]. *)
Corollary prefix_stable_firstn : forall t E κ n, evsel_lim t E κ (Some n) = firstn n (evsel t E κ).
Proof. intros. apply prefix_stable. Qed.

(** The short-cut of [top_k]: its full ordering is [take k] of its inner
    selector asked for [k] entries. *)
Corollary top_k_shortcut : forall k t E κ,
  evsel (TopK k t) E κ = takef k (evsel_lim t E κ (Some (fcount k (length E)))).
Proof.
  intros k t E κ. pose proof (prefix_stable (TopK k t) E κ None) as H. simpl in H. exact (eq_sym H).
Qed.

(** ** Theorem 13 about the extracted selector.  The extracted model has
    no limited orderings: [Semantics.evsel] always computes a selector's
    full ordering, and [top_k(k, e)] is [takef k] of [e]'s full ordering.
    What it keeps is the first [fcount k |E|] entries of that ordering
    ([fcount k n]: [k] counted down by 1 while [k ≥ 1], at most [n]
    times, the model's [int(k)] capped by [n]), so the extracted
    [top_k]'s answer is a prefix of its inner selector's full ordering;
    [prefix_stable] above says the reference's limited orderings
    ([evsel_lim]) compute the same prefixes. *)
Theorem top_k_prefix : forall k t E κ,
  evsel (TopK k t) E κ = firstn (fcount k (length E)) (evsel t E κ).
Proof. intros k t E κ. simpl. apply takef_firstn. apply length_evsel. Qed.

Corollary top_k_is_prefix : forall k t E κ, exists rest, evsel t E κ = evsel (TopK k t) E κ ++ rest.
Proof.
  intros k t E κ. exists (skipn (fcount k (length E)) (evsel t E κ)).
  rewrite top_k_prefix. symmetry. apply firstn_skipn.
Qed.

(** The reference's limited ordering of any selector, asked for the count
    the extracted [top_k] keeps, is what the extracted [top_k] returns. *)
Corollary prefix_stable_extracted : forall k t E κ,
  evsel_lim t E κ (Some (fcount k (length E))) = evsel (TopK k t) E κ.
Proof. intros k t E κ. rewrite prefix_stable_firstn, top_k_prefix. reflexivity. Qed.
