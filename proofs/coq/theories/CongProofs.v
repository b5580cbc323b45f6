(** Theorem 12 (spec/04 §4.9): [=E] is a congruence, for every one-hole
    context; so E-equal subterms can be exchanged in any context without
    changing the normal form, hence the encoding, identity and meaning.
    Equality of meaning is not a congruence: [lit(1)] and [neg(zero)] score
    the same for every candidate, yet in a context of [add] their normal
    forms order the children differently and the binary64 sums differ. *)
From Coq Require Import String List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax Encoding NormalForm NFProofs Shape ShapeProofs
  Admission Equations EqProofs Semantics RewriteProofs.
Import ListNotations.
Open Scope string_scope.
Open Scope list_scope.

(** ** Statement 1: [=E] is a congruence *)

(** [t =E u] implies [C[t] =E C[u]] for every one-hole context [C]
    ([RewriteProofs.fill]: any stack of frames, one per subterm position of
    every operation).  [Equations.eqE] is defined as a congruence one
    position at a time; this is its closure under whole contexts. *)
Theorem eqE_congruence : forall c t u, eqE t u -> eqE (fill c t) (fill c u).
Proof. induction c as [|fr c IH]; intros t u H; simpl; auto using eqE_plug. Qed.

(** Hence [nf (C[t]) = nf (C[u])] when [C[t]] is well sorted (Theorem 3,
    [EqProofs.eqE_nf]); the encoding, and so the identity, and every
    meaning are functions of the normal form. *)
Theorem congruence_nf : forall c t u s, eqE t u -> wt (fill c t) s -> nf (fill c t) = nf (fill c u).
Proof. intros c t u s H Hw. apply (eqE_nf _ _ (eqE_congruence c t u H) s Hw). Qed.

Corollary congruence_meaning : forall c t u s, eqE t u -> wt (fill c t) s ->
  canonical (nf (fill c t)) = canonical (nf (fill c u)) /\
  (forall σ C κ, evp σ (nf (fill c t)) C κ = evp σ (nf (fill c u)) C κ) /\
  (forall σ P κ, evs σ (nf (fill c t)) P κ = evs σ (nf (fill c u)) P κ) /\
  (forall E κ, evsel (nf (fill c t)) E κ = evsel (nf (fill c u)) E κ) /\
  (forall σ C κ, plan σ (nf (fill c t)) C κ = plan σ (nf (fill c u)) C κ) /\
  (forall k, classify (nf (fill c t)) k = classify (nf (fill c u)) k).
Proof.
  intros c t u s H Hw. rewrite (congruence_nf c t u s H Hw).
  repeat split; reflexivity.
Qed.

(** ** Statement 2: equality of meaning is not a congruence *)

(** The meaning of a Scorer term for a population [P] (spec/06 §6.1:
    evaluation is a fold over the normal form), as the server computes it. *)
Definition score (σ : schema) (t : term) (P : list json) (κ : json) : list float := evs σ (nf t) P κ.

(** The two other children of the context: [a] scores [-1e16] and
    encodes as [(clamp …)], before [(lit …)]; [b] scores
    [1 - (-1e16) = 1e16] and encodes as [(neg (clamp …))], between
    [(lit …)] and [(neg (zero))].  Their order against [lit(1)] and
    [neg(zero)] is decided by the operation names, before any number text,
    so Coq computes the normal forms although the number text
    ([Trusted.num_text]) is a parameter. *)
Definition cex_a : term := Clamp (-1e16)%float (-1e16)%float (Neg Zero).
Definition cex_b : term := Neg cex_a.
Definition cex_ctx : hctx := [FVar VAdd [] [cex_a; cex_b]].

Lemma nf_cex_lit : nf (fill cex_ctx (Lit 1)) = Add [cex_a; Lit 1; cex_b].
Proof. vm_compute. reflexivity. Qed.

Lemma nf_cex_neg : nf (fill cex_ctx (Neg Zero)) = Add [cex_a; cex_b; Neg Zero].
Proof. vm_compute. reflexivity. Qed.

Lemma zipw_add_const : forall (P : list json) a c,
  zipw PrimFloat.add (map (fun _ => a) P) (map (fun _ => c) P) = map (fun _ => (a + c)%float) P.
Proof. induction P as [|x P IH]; intros; simpl; [reflexivity|]. rewrite IH. reflexivity. Qed.

Lemma repeat_map : forall (P : list json) (x : float), repeat x (length P) = map (fun _ => x) P.
Proof. induction P as [|y P IH]; intros; simpl; [reflexivity|]. rewrite IH. reflexivity. Qed.

Lemma sum3_const : forall (P : list json) a b c,
  sum_lists (length P) [map (fun _ => a) P; map (fun _ => b) P; map (fun _ => c) P]
  = map (fun _ => (((0 + a) + b) + c)%float) P.
Proof. intros. unfold sum_lists. simpl. rewrite repeat_map, !zipw_add_const. reflexivity. Qed.

Ltac score_of nfeq :=
  intros; unfold score; rewrite nfeq; unfold cex_b, cex_a; cbn [evs map];
  rewrite !map_map; rewrite sum3_const; apply map_ext; intros; vm_compute; reflexivity.

(** By computation: [((0 ⊕ -1e16) ⊕ 1) ⊕ 1e16 = 0] (the tie [-1e16 ⊕ 1]
    rounds to even, [-1e16]). *)
Lemma score_cex_lit : forall σ P κ, score σ (fill cex_ctx (Lit 1)) P κ = map (fun _ => 0%float) P.
Proof. score_of nf_cex_lit. Qed.

(** By computation: [((0 ⊕ -1e16) ⊕ 1e16) ⊕ 1 = 1]. *)
Lemma score_cex_neg : forall σ P κ, score σ (fill cex_ctx (Neg Zero)) P κ = map (fun _ => 1%float) P.
Proof. score_of nf_cex_neg. Qed.

(** [lit(1)] and [neg(zero)] mean the same ([1 ⊖ 0 = 1], for every
    schema, population and context). *)
Lemma lit1_neg_zero_same : forall σ P κ, score σ (Lit 1) P κ = score σ (Neg Zero) P κ.
Proof.
  intros. unfold score. simpl. rewrite map_map. apply map_ext. intros. vm_compute. reflexivity.
Qed.

(** Theorem 12, statement 2 (and 3: [=E] is strictly finer than equality
    of meaning): [lit(1)] and [neg(zero)] are well sorted, shaped, score
    the same everywhere and are not E-equal; the context
    [add(□, a, b)], well sorted and shaped, gives them the scores [0] and
    [1] for every candidate of every population.  The scores are computed
    (vm_compute) on the model's semantics with Coq's primitive floats. *)
Theorem meaning_not_congruence :
  wt (Lit 1) SScorer /\ wt (Neg Zero) SScorer /\ shaped (Lit 1) /\ shaped (Neg Zero) /\
  (forall σ P κ, score σ (Lit 1) P κ = score σ (Neg Zero) P κ) /\
  ~ eqE (Lit 1) (Neg Zero) /\
  wt (fill cex_ctx (Lit 1)) SScorer /\ shaped (fill cex_ctx (Lit 1)) /\
  wt (fill cex_ctx (Neg Zero)) SScorer /\ shaped (fill cex_ctx (Neg Zero)) /\
  (forall σ P κ, score σ (fill cex_ctx (Lit 1)) P κ = map (fun _ => 0%float) P) /\
  (forall σ P κ, score σ (fill cex_ctx (Neg Zero)) P κ = map (fun _ => 1%float) P) /\
  0%float <> 1%float.
Proof.
  assert (W : forall x, wt x SScorer -> wt (fill cex_ctx x) SScorer).
  { intros x Hx. simpl. constructor; [discriminate|]. unfold cex_b, cex_a.
    repeat constructor; auto. }
  assert (Sh : forall x, shaped x -> shaped (fill cex_ctx x)).
  { intros x Hx. simpl. unfold cex_b, cex_a. simpl. unfold n_ok. vm_compute. tauto. }
  assert (S1 : shaped (Lit 1)) by (simpl; unfold n_ok; vm_compute; reflexivity).
  assert (S2 : shaped (Neg Zero)) by (simpl; auto).
  split; [constructor|]. split; [repeat constructor|]. split; [exact S1|]. split; [exact S2|].
  split; [apply lit1_neg_zero_same|].
  split; [intros E; pose proof (eqE_nf _ _ E SScorer (WLit 1)) as N; simpl in N; discriminate|].
  split; [apply W; constructor|]. split; [apply Sh; exact S1|].
  split; [apply W; repeat constructor|]. split; [apply Sh; exact S2|].
  split; [apply score_cex_lit|]. split; [apply score_cex_neg|].
  intros E. assert (H : PrimFloat.eqb 0 1 = false) by reflexivity.
  rewrite E in H. vm_compute in H. discriminate.
Qed.

(** The context of spec/04 §4.9, [add(□, lit(1e16), lit(-1e16))]: its
    normal forms are ordered by the number text, which is a parameter of
    the model (Trusted.v), so Coq does not compute them; on the normal
    forms §4.9 gives ([(lit -1e16), (lit 1), (lit 1e16)] and
    [(lit -1e16), (lit 1e16), (neg (zero))]) the semantics computes the
    scores [0] and [1]. *)
Lemma spec_cex_scores : forall σ P κ,
  evs σ (Add [Lit (-1e16)%float; Lit 1; Lit 1e16%float]) P κ = map (fun _ => 0%float) P /\
  evs σ (Add [Lit (-1e16)%float; Lit 1e16%float; Neg Zero]) P κ = map (fun _ => 1%float) P.
Proof.
  intros. split; cbn [evs map]; rewrite ?map_map; rewrite sum3_const; apply map_ext; intros; vm_compute; reflexivity.
Qed.
