(** Theorem 10 (proofs/10-safety.md) for Xform and the policy's [mutate],
    over the meaning of Xform.v.

    Clause 1: folding fails exactly when the term names a [custom] symbol
    the registry does not hold, with D-custom's message for such a symbol,
    and before any input is seen (the fold's result, [inl], is not a
    function of the inputs).  Clause 2: a folded transform fails only with
    the error of D-filter_text or D-filter_image, and never fails on a
    request whose [_filters] is absent, [false] or an object (as validated
    requests are, spec/02 §2.6) when the term writes no [_filters] member
    itself (by [set_param], [inject_seed] or [jitter]) and the registry's
    transforms keep [_filters] so (as the conformance registry's do).  The
    other carriers (Pred, Scorer, Selector, FailPlan, [plan], [classify])
    are total Coq functions (Semantics.v): they cannot fail. *)
From Coq Require Import String List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax Admission NormalForm Semantics Xform.
Import ListNotations.
Open Scope string_scope.

(** The [custom] symbols of a transform, where its fold reaches them. *)
Fixpoint customs (t : term) : list string :=
  match t with
  | Custom y => [y]
  | Seq l => flat_map customs l
  | When _ x => customs x
  | _ => []
  end.

(** Whether a transform writes a request member [_filters] itself. *)
Fixpoint writes_filters (t : term) : bool :=
  match t with
  | SetParam k _ | InjectSeed k | Jitter k _ => String.eqb k "_filters"
  | Seq l => existsb writes_filters l
  | When _ x => writes_filters x
  | _ => false
  end.

(** A request on which D-filter_text and D-filter_image are defined. *)
Definition filters_ok (q : req) : bool :=
  match assoc "_filters" q with
  | None | Some (JBool false) | Some (JArr []) | Some (JObj _) => true
  | Some _ => false
  end.

(** ** Requests *)

Lemma assoc_app : forall {A} k (l1 l2 : list (string * A)),
  assoc k (l1 ++ l2) = match assoc k l1 with Some v => Some v | None => assoc k l2 end.
Proof.
  induction l1 as [|[k' v'] r IH]; intros; simpl; auto.
  destruct (String.eqb k k'); auto.
Qed.

Lemma assoc_filter_other : forall {A} k m (q : list (string * A)), k <> m ->
  assoc k (filter (fun kv => negb (String.eqb (fst kv) m)) q) = assoc k q.
Proof.
  induction q as [|[k' v'] r IH]; intros Hne; simpl; auto.
  destruct (String.eqb k' m) eqn:E; simpl.
  - apply String.eqb_eq in E; subst. destruct (String.eqb k m) eqn:E2; auto.
    apply String.eqb_eq in E2; congruence.
  - destruct (String.eqb k k'); auto.
Qed.

Lemma assoc_filter_same : forall {A} m (q : list (string * A)),
  assoc m (filter (fun kv => negb (String.eqb (fst kv) m)) q) = None.
Proof.
  induction q as [|[k' v'] r IH]; simpl; auto.
  destruct (String.eqb k' m) eqn:E; simpl; auto.
  destruct (String.eqb m k') eqn:E2; auto.
  apply String.eqb_eq in E2; subst. rewrite String.eqb_refl in E. discriminate.
Qed.

(** Setting another member leaves [_filters] as it was. *)
Lemma qset_other : forall m v q, m <> "_filters" ->
  assoc "_filters" (qset m v q) = assoc "_filters" q.
Proof.
  intros m v q Hne. unfold qset.
  destruct v as [x|]; [rewrite assoc_app|]; rewrite assoc_filter_other by congruence; auto.
  destruct (assoc "_filters" q); auto. cbn [assoc].
  destruct (String.eqb "_filters" m) eqn:E; auto. apply String.eqb_eq in E. congruence.
Qed.

Lemma qset_same : forall m x q, assoc m (qset m (Some x) q) = Some x.
Proof.
  intros. unfold qset. rewrite assoc_app, assoc_filter_same. cbn [assoc]. rewrite String.eqb_refl. auto.
Qed.

Lemma filters_ok_other : forall m v q, m <> "_filters" ->
  filters_ok (qset m v q) = filters_ok q.
Proof. intros. unfold filters_ok. rewrite qset_other; auto. Qed.

Lemma ne_filters : forall k, String.eqb k "_filters" = false -> k <> "_filters".
Proof. intros k E H. subst. discriminate. Qed.

(** ** The shape of the fold *)

Lemma xseq_inl : forall rs m, xseq rs = inl m -> In (inl m) rs.
Proof.
  induction rs as [|r rs IH]; simpl; intros m H; [discriminate|].
  destruct r as [m'|f]; [left; congruence|].
  destruct (xseq rs) eqn:E; [|discriminate]. right. apply IH. congruence.
Qed.

Lemma xseq_some_inl : forall rs m, In (inl m) rs -> exists m', xseq rs = inl m'.
Proof.
  induction rs as [|r rs IH]; simpl; intros m H; [contradiction|].
  destruct H as [H|H]; [subst; eauto|].
  destruct r as [m'|f]; [eauto|].
  destruct (IH m H) as [m' E]. rewrite E. eauto.
Qed.

(** A property of transforms that the identity has and sequencing keeps
    holds of every [seq] whose children have it. *)
Lemma xseq_keeps : forall (P : xfun -> Prop),
  P xid -> (forall f g, P f -> P g -> P (xthen f g)) ->
  forall rs f, xseq rs = inr f -> Forall (fun r => forall g, r = inr g -> P g) rs -> P f.
Proof.
  intros P Hid Hthen. induction rs as [|r rs IH]; simpl; intros f H HF.
  - injection H as <-. auto.
  - inversion HF as [|? ? Hr Hrs]; subst.
    destruct r as [m|g]; [discriminate|].
    destruct (xseq rs) as [m|g'] eqn:E; [discriminate|]. injection H as <-.
    apply Hthen; [apply Hr; auto|apply IH; auto].
Qed.

Lemma Forall_map_inr : forall (P : xfun -> Prop) (F : term -> string + xfun) l,
  Forall (fun x => forall g, F x = inr g -> P g) l ->
  Forall (fun r => forall g, r = inr g -> P g) (map F l).
Proof.
  intros P F l H. rewrite Forall_map. eapply Forall_impl; [|exact H]. simpl. intros x Hx g E. eauto.
Qed.

Section Safety.
  Variable ρ : registry.
  Variable σ : schema.

  (** *** Clause 1: folding fails only at an unregistered [custom]. *)
  Theorem fold_fails_only_at_custom : forall t m,
    xsem ρ σ t = inl m -> exists y, In y (customs t) /\ ρ y = None /\ m = custom_error y.
  Proof.
    induction t using term_ind'; simpl; intros m Hm; try discriminate.
    (* The cases left (seq, custom, when), each recognized by its shape. *)
    all: first
      [ apply xseq_inl, in_map_iff in Hm; destruct Hm as [x [Ex Hx]];
        rewrite Forall_forall in H; destruct (H x Hx m Ex) as [y [Hy R]];
        exists y; split; [apply in_flat_map; eauto|exact R]
      | destruct (ρ y) eqn:E; [discriminate|]; injection Hm as <-; exists y; simpl; auto
      | destruct (xsem ρ σ t2) as [m'|f] eqn:E; [|discriminate]; injection Hm as <-; apply IHt2; auto ].
  Qed.

  Theorem fold_fails_iff : forall t,
    (exists m, xsem ρ σ t = inl m) <-> (exists y, In y (customs t) /\ ρ y = None).
  Proof.
    intros t. split.
    - intros [m Hm]. destruct (fold_fails_only_at_custom t m Hm) as [y [Hy [Hn _]]]. eauto.
    - induction t using term_ind'; simpl; intros [z [Hz Hn]]; try contradiction.
      + apply in_flat_map in Hz. destruct Hz as [x [Hx Hz]].
        rewrite Forall_forall in H. destruct (H x Hx (ex_intro _ z (conj Hz Hn))) as [m Hm].
        apply (xseq_some_inl _ m). apply in_map_iff. eauto.
      + destruct Hz as [<-|[]]. rewrite Hn. eauto.
      + destruct IHt2 as [m Hm]; [eauto|]. rewrite Hm. eauto.
  Qed.

  (** *** Clause 2: the only evaluation errors are D-filter_*'s. *)
  Definition only_filter_errors (f : xfun) : Prop :=
    forall q c κ m, f q c κ = XErr m ->
      m = filters_error "filter_text" \/ m = filters_error "filter_image".

  Lemma directive_error : forall which slot R q κ m,
    directive which slot R q κ = XErr m -> m = filters_error which.
  Proof.
    unfold directive. intros which slot R q κ m.
    destruct (assoc "_filters" q) as [[|[|]| | |[|]|]|]; simpl; congruence.
  Qed.

  Theorem xform_errors : forall t f, xsem ρ σ t = inr f -> only_filter_errors f.
  Proof.
    assert (Hid : only_filter_errors xid) by (intros q c κ m H; discriminate).
    induction t using term_ind'; simpl; intros f' Hf; try (injection Hf as <-; exact Hid);
      try (injection Hf as <-; intros q c κ m Hm; discriminate).
    - eapply xseq_keeps; [exact Hid| |exact Hf|apply Forall_map_inr; exact H].
      intros f g Hf1 Hg q c κ m. unfold xthen.
      destruct (f q c κ) eqn:E; [apply Hg|intros Hm; injection Hm as <-; eapply Hf1; eauto].
    - injection Hf as <-. intros q c κ m Hm. left. eapply directive_error; eauto.
    - injection Hf as <-. intros q c κ m Hm. right. eapply directive_error; eauto.
    - destruct (ρ y); [|discriminate]. injection Hf as <-. intros q c κ m Hm. discriminate.
    - destruct (xsem ρ σ t2) as [m'|f] eqn:E; [discriminate|]. injection Hf as <-.
      intros q c κ m. destruct (evp σ t1 c κ); [discriminate|]. apply (IHt2 f eq_refl).
  Qed.

  (** *** Clause 2, the error's origin: a validated request never meets it
      unless the term (or a transform of the registry) writes [_filters]. *)
  Definition keeps_filters (g : req -> json -> json -> req) : Prop :=
    forall q c κ, filters_ok q = true -> filters_ok (g q c κ) = true.

  Definition total_on_ok (f : xfun) : Prop :=
    forall q c κ, filters_ok q = true -> exists q', f q c κ = XOk q' /\ filters_ok q' = true.

  Lemma directive_total : forall which slot R q κ, filters_ok q = true ->
    exists q', directive which slot R q κ = XOk q' /\ filters_ok q' = true.
  Proof.
    intros which slot R q κ H. unfold filters_ok in H. unfold directive.
    destruct (assoc "_filters" q) as [[|[|]| | |[|]|]|]; try discriminate;
      eexists; split; try reflexivity; unfold filters_ok; rewrite qset_same; reflexivity.
  Qed.

  Theorem xform_total : (forall y g, ρ y = Some g -> keeps_filters g) ->
    forall t f, xsem ρ σ t = inr f -> writes_filters t = false -> total_on_ok f.
  Proof.
    intros registry_keeps.
    assert (Hid : total_on_ok xid) by (intros q c κ H; exists q; split; [reflexivity|exact H]).
    induction t using term_ind'; simpl; intros f' Hf Hw; try (injection Hf as <-; exact Hid).
    - eapply xseq_keeps; [exact Hid| |exact Hf|].
      + intros f g Hf1 Hg q c κ Hq. unfold xthen.
        destruct (Hf1 q c κ Hq) as [q1 [E1 H1]]. rewrite E1. apply Hg; auto.
      + apply Forall_map_inr. rewrite Forall_forall in *. intros x Hx g Eg.
        apply (H x Hx g Eg). destruct (writes_filters x) eqn:E; auto.
        exfalso. assert (existsb writes_filters l = true) by (apply existsb_exists; eauto). congruence.
    - injection Hf as <-. intros q c κ Hq. eexists; split; [reflexivity|].
      unfold set_param. rewrite filters_ok_other; auto. apply ne_filters; auto.
    - injection Hf as <-. intros q c κ Hq. eexists; split; [reflexivity|].
      rewrite filters_ok_other; auto. apply ne_filters; auto.
    - injection Hf as <-. intros q c κ Hq. eexists; split; [reflexivity|].
      unfold clamp_param. destruct (assoc k q) as [[| | x | | |]|] eqn:Ek; auto.
      destruct (String.eqb k "_filters") eqn:Kf.
      + apply String.eqb_eq in Kf; subst. unfold filters_ok in Hq. rewrite Ek in Hq. discriminate.
      + rewrite filters_ok_other; auto. apply ne_filters; auto.
    - injection Hf as <-. intros q c κ Hq. eexists; split; [reflexivity|].
      unfold jitter. destruct (ctx_seed κ); auto.
      destruct (assoc k q) as [[| | | | |]|]; rewrite filters_ok_other; auto; apply ne_filters; auto.
    - injection Hf as <-. intros q c κ Hq. apply directive_total; auto.
    - injection Hf as <-. intros q c κ Hq. apply directive_total; auto.
    - destruct (ρ y) as [g|] eqn:E; [|discriminate]. injection Hf as <-. intros q c κ Hq.
      eexists; split; [reflexivity|]. apply (registry_keeps y g E); auto.
    - destruct (xsem ρ σ t2) as [m'|f] eqn:E; [discriminate|]. injection Hf as <-.
      intros q c κ Hq. destruct (evp σ t1 c κ); [eauto|]. apply (IHt2 f eq_refl Hw); auto.
  Qed.
End Safety.

(** The conformance registry keeps [_filters]: its transforms set
    [x_provider] and remove [temperature]. *)
Lemma conformance_registry_keeps : forall y g,
  conformance_registry y = Some g -> keeps_filters g.
Proof.
  unfold conformance_registry. intros y g.
  destruct (String.eqb y "test:stamp_provider"); [|destruct (String.eqb y "test:drop_temperature")];
    intros H; try discriminate; injection H as <-; intros q c κ Hq.
  - change (filters_ok (qset "x_provider" (member "provider_id" c) q) = true).
    rewrite filters_ok_other; auto. discriminate.
  - change (filters_ok (qset "temperature" None q) = true).
    rewrite filters_ok_other; auto. discriminate.
Qed.

(** Theorem 10 for the policy's [mutate], under any registry: folding fails
    only at a [custom] symbol the registry does not hold, with D-custom's
    message; a folded transform fails only with D-filter_*'s. *)
Theorem mutate_safety : forall ρ σ t,
  match mutate ρ σ t with
  | inl m => exists y, In y (customs (xform_of t)) /\ ρ y = None /\ m = custom_error y
  | inr f => only_filter_errors f
  end.
Proof.
  intros ρ σ t. unfold mutate. destruct (xsem ρ σ (xform_of t)) eqn:E.
  - eapply fold_fails_only_at_custom; eauto.
  - eapply xform_errors; eauto.
Qed.

(** With the conformance registry: a transform of a policy or Xform term
    that writes no [_filters] member is defined on every request whose
    [_filters] is absent, [false] or an object (every validated request). *)
Theorem mutate_total_conformance : forall σ t f,
  mutate conformance_registry σ t = inr f -> writes_filters (xform_of t) = false ->
  total_on_ok f.
Proof.
  intros σ t f H Hw. eapply xform_total; eauto. exact conformance_registry_keeps.
Qed.

(** Theorem 14, clause 3: the constrained policy [policy(and(V, p), s, e, x,
    f)], normalized, has the transform and the retry table of the caller's
    policy [policy(p, s, e, x, f)], normalized: the same [mutate] (its fold
    included) and the same [classify] for every error kind. *)
Theorem constrain_keeps_mutate_classify : forall ρ σ env p s e x f k,
  mutate ρ σ (nf (Policy (And [env; p]) s e x f)) = mutate ρ σ (nf (Policy p s e x f)) /\
  classify (nf (Policy (And [env; p]) s e x f)) k = classify (nf (Policy p s e x f)) k.
Proof. intros. split; reflexivity. Qed.
