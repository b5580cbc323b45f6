(** Theorem 4 (the verdict part), Theorem 14 (constrain) and the safety of
    selectors, over the semantics of Semantics.v. *)
From Coq Require Import String List Bool PrimFloat Lia Sorted.
From SigmaPol Require Import Trusted Json Syntax Encoding Admission NormalForm NFProofs Semantics.
Import ListNotations.
Open Scope string_scope.

Section Verdicts.
  Variable σ : schema.
  Variables c κ : json.

  Definition holds (t : term) : Prop := evp σ t c κ = None.

  Lemma holds_and : forall l, holds (And l) <-> Forall holds l.
  Proof.
    unfold holds. induction l as [|p l IH]; simpl; split; intros H; auto.
    - destruct (evp σ p c κ) eqn:E; simpl in H; [discriminate|]. constructor; auto. apply IH; auto.
    - inversion H; subst. rewrite H2. simpl. apply IH; auto.
  Qed.

  Lemma holds_or : forall l, holds (Or l) <-> Exists holds l.
  Proof.
    unfold holds. intros l. simpl.
    assert (G : forall l, (fix go l := match l with [] => false | p :: r =>
               match evp σ p c κ with None => true | Some _ => go r end end) l = true <-> Exists holds l).
    { induction l0 as [|p r IH]; simpl; split; intros H.
      - discriminate. - inversion H.
      - destruct (evp σ p c κ) eqn:E; [apply Exists_cons_tl, IH; auto|apply Exists_cons_hd; auto].
      - inversion H; subst; unfold holds in *.
        + rewrite H1; auto.
        + destruct (evp σ p c κ); auto. apply IH; auto. }
    rewrite <- G. match goal with |- (if ?b then _ else _) = None <-> _ => destruct b end;
      split; intros; congruence.
  Qed.

  Lemma holds_not : forall p, holds (Not p) <-> ~ holds p.
  Proof. unfold holds. intros p. simpl. destruct (evp σ p c κ); split; intros; congruence. Qed.

  Lemma holds_dec : forall t, holds t \/ ~ holds t.
  Proof. unfold holds. intros t. destruct (evp σ t c κ); [right; congruence|left; auto]. Qed.

  Lemma holds_top : holds Top. Proof. reflexivity. Qed.
  Lemma holds_bot : ~ holds Bot. Proof. unfold holds. simpl. congruence. Qed.

  Lemma flat_and : forall l,
    match flat VAnd l with
    | Some xs => Forall holds xs <-> Forall holds l
    | None => ~ Forall holds l
    end.
  Proof.
    induction l as [|k l IH]; cbn [flat]; [tauto|].
    destruct (vchildren VAnd k) as [ks|] eqn:E1.
    - apply vchildren_mk in E1; subst k. simpl.
      revert IH; destruct (flat VAnd l); intros IH; cbn [option_map mk]; rewrite ?Forall_app, Forall_cons_iff, ?holds_and; tauto.
    - destruct (vunit VAnd k) eqn:E2.
      + assert (k = Top) by (destruct k; simpl in E2; congruence). subst.
        revert IH; destruct (flat VAnd l); intros IH; rewrite Forall_cons_iff; pose proof holds_top; tauto.
      + destruct (vabsorb VAnd k) eqn:E3.
        * assert (k = Bot) by (destruct k; simpl in E3; congruence). subst.
          rewrite Forall_cons_iff. pose proof holds_bot; tauto.
        * revert IH; destruct (flat VAnd l); intros IH; cbn [option_map]; rewrite ?Forall_cons_iff; tauto.
  Qed.

  Lemma flat_or : forall l,
    match flat VOr l with
    | Some xs => Exists holds xs <-> Exists holds l
    | None => Exists holds l
    end.
  Proof.
    induction l as [|k l IH]; cbn [flat]; [tauto|].
    destruct (vchildren VOr k) as [ks|] eqn:E1.
    - apply vchildren_mk in E1; subst k. simpl.
      revert IH; destruct (flat VOr l); intros IH; cbn [option_map mk]; rewrite ?Exists_app, Exists_cons, ?holds_or; tauto.
    - destruct (vunit VOr k) eqn:E2.
      + assert (k = Bot) by (destruct k; simpl in E2; congruence). subst.
        revert IH; destruct (flat VOr l); intros IH; rewrite Exists_cons; pose proof holds_bot; tauto.
      + destruct (vabsorb VOr k) eqn:E3.
        * assert (k = Top) by (destruct k; simpl in E3; congruence). subst.
          apply Exists_cons_hd, holds_top.
        * revert IH; destruct (flat VOr l); intros IH; cbn [option_map]; rewrite ?Exists_cons; tauto.
  Qed.

  Lemma Exists_isort : forall (P : term -> Prop) l, Exists P (isort l) <-> Exists P l.
  Proof. intros. rewrite !Exists_exists. split; intros [x [H1 H2]]; exists x; rewrite In_isort in *; auto. Qed.

  Lemma nf_var_and : forall l, holds (nf_var VAnd l) <-> Forall holds l.
  Proof.
    intros l. pose proof (flat_and l) as F. unfold nf_var.
    destruct (flat VAnd l) as [xs|]; [|pose proof holds_bot; tauto].
    destruct xs as [|x [|y r]]; simpl in *.
    - pose proof holds_top. rewrite <- F. split; auto.
    - rewrite <- F, Forall_cons_iff. split; [auto|tauto].
    - rewrite holds_and, <- F. change (insert x (insert y (isort r))) with (isort (x :: y :: r)).
      rewrite Forall_isort. tauto.
  Qed.

  Lemma nf_var_or : forall l, holds (nf_var VOr l) <-> Exists holds l.
  Proof.
    intros l. pose proof (flat_or l) as F. unfold nf_var.
    destruct (flat VOr l) as [xs|]; [|pose proof holds_top; tauto].
    destruct xs as [|x [|y r]]; simpl in *.
    - rewrite <- F. pose proof holds_bot. split; [tauto|intros H'; inversion H'].
    - rewrite <- F, Exists_cons. split; [auto|]. intros [H|H]; auto. inversion H.
    - rewrite holds_or, <- F. change (insert x (insert y (isort r))) with (isort (x :: y :: r)).
      rewrite Exists_isort. tauto.
  Qed.

  (** Theorem 4, clause 1 (verdicts): a Pred and its normal form hold on
      exactly the same candidates. *)
  Theorem verdict_sound : forall t, wt t SPred -> (holds (nf t) <-> holds t).
  Proof.
    induction t using term_ind'; intros Hw; inversion Hw; subst; simpl; try tauto.
    - rewrite nf_var_and, holds_and.
      assert (Forall (fun x => holds (nf x) <-> holds x) l).
      { rewrite Forall_forall in *. intros x Hx. apply H; auto. }
      clear -H0. induction l; simpl; [tauto|]. inversion H0; subst. rewrite !Forall_cons_iff. tauto.
    - rewrite nf_var_or, holds_or.
      assert (Forall (fun x => holds (nf x) <-> holds x) l).
      { rewrite Forall_forall in *. intros x Hx. apply H; auto. }
      clear -H0. induction l; simpl; [split; intros H; inversion H|]. inversion H0; subst. rewrite !Exists_cons. tauto.
    - rewrite holds_not, <- IHt; auto. unfold nf_not.
      destruct (not_child (nf t)) eqn:E.
      + apply not_child_t in E. rewrite E, holds_not. pose proof (holds_dec t0). tauto.
      + destruct (is_top (nf t)) eqn:E1; [apply is_top_t in E1; rewrite E1; pose proof holds_bot; pose proof holds_top; tauto|].
        destruct (is_bot (nf t)) eqn:E2; [apply is_bot_t in E2; rewrite E2; pose proof holds_bot; pose proof holds_top; tauto|].
        apply holds_not.
  Qed.
End Verdicts.

(** ** Selectors keep to their entries (what Theorem 14 needs) *)
Lemma In_ins_entry : forall x e l, In x (ins_entry e l) <-> x = e \/ In x l.
Proof.
  induction l as [|y l IH]; simpl; [intuition|].
  destruct (prec e y); simpl; rewrite ?IH; intuition.
Qed.

Lemma In_sort_prec : forall x l, In x (sort_prec l) <-> In x l.
Proof. induction l; simpl; [tauto|]. rewrite In_ins_entry, IHl. intuition. Qed.

Lemma takef_incl : forall k l x, In x (takef k l) -> In x l.
Proof.
  intros k l; revert k; induction l as [|y l IH]; simpl; intros k x H; auto.
  destruct (PrimFloat.ltb k 1); simpl in H; [contradiction|]. destruct H; eauto.
Qed.

Lemma remove_nth_in : forall A n (l : list A) y rest,
  remove_nth n l = (Some y, rest) -> In y l /\ forall z, In z rest -> In z l.
Proof.
  induction n as [|n IH]; destruct l as [|x l]; simpl; intros y rest H; try discriminate.
  - inversion H; subst. auto.
  - destruct (remove_nth n l) as [o r'] eqn:E. inversion H; subst.
    destruct (IH _ _ _ E) as [H1 H2]. split; auto. intros z [<-|Hz]; auto.
Qed.

Lemma smp_incl : forall fuel s pool x, In x (smp fuel s pool) -> exists w, In (x, w) pool.
Proof.
  induction fuel as [|f IH]; simpl; intros s pool x H; [contradiction|].
  destruct pool as [|p r]; [contradiction|].
  destruct (remove_nth _ (p :: r)) as [[[e w]|] rest] eqn:E; [|contradiction].
  apply remove_nth_in in E. destruct E as [E1 E2].
  destruct H as [<-|H]; [eauto|]. destruct (IH _ _ _ H) as [w' Hw']. eauto.
Qed.

Lemma weights_in : forall q w l x v, In (x, v) (weights q w l) -> In x l.
Proof.
  intros q w l; revert w; induction l as [|y l IH]; simpl; intros w x v H; [contradiction|].
  destruct H as [H|H]; [inversion H; auto|eauto].
Qed.

Lemma evsel_cands : forall t E κ x, In x (evsel t E κ) -> exists y, In y E /\ cand x = cand y.
Proof.
  induction t using term_ind'; simpl; intros E κ x HX; try (exists x; auto; fail); rename HX into H.
  - exists x. split; auto. apply In_sort_prec; auto.
  - unfold sample_sel in H. cbv zeta in H. apply smp_incl in H. destruct H as [w H].
    apply weights_in in H. apply (proj1 (In_sort_prec _ _)) in H. exists x; split; auto.
  - unfold chain_sel in H. apply (proj1 (In_sort_prec _ _)) in H. apply in_flat_map in H.
    destruct H as [y [Hy Hx]]. exists y. split; auto.
    destruct (priority _ _ _ _); simpl in Hx; [destruct Hx as [<-|[]]; auto|contradiction].
  - apply takef_incl in H. eauto.
Qed.


Lemma entries_cands : forall S xs x, In x (entries S xs) -> In (cand x) S.
Proof.
  unfold entries. intros S xs x. generalize 0. revert xs.
  induction S as [|c S IH]; intros xs i H; [contradiction|].
  destruct xs as [|y ys]; [contradiction|]. destruct H as [<-|H]; simpl; auto. right. eapply IH; eauto.
Qed.

(** ** Theorem 14: a constrained policy never widens the envelope.  The
    constrained term is [policy(and(env, p), s, e, x, f)]; every candidate
    in its plan's ordering is an input candidate that passes both the
    envelope and the caller's filter (as written: through verdict_sound). *)
Theorem constrain_never_widens : forall σ env p s e x f C κ en,
  wt env SPred -> wt p SPred ->
  In en (fst (plan σ (nf (Policy (And [env; p]) s e x f)) C κ)) ->
  In (cand en) C /\ holds σ (cand en) κ env /\ holds σ (cand en) κ p.
Proof.
  intros σ env p s e x f C κ en H1 H2 H. simpl in H.
  apply evsel_cands in H. destruct H as [y [Hy Hc]]. apply entries_cands in Hy.
  rewrite Hc. apply filter_In in Hy. destruct Hy as [Hin Hok]. split; auto.
  assert (Hh : holds σ (cand y) κ (nf (And [env; p]))).
  { unfold holds. simpl nf. destruct (evp σ _ (cand y) κ); congruence. }
  assert (Hw : wt (And [env; p]) SPred) by (constructor; [discriminate|repeat constructor; auto]).
  apply (verdict_sound σ (cand y) κ _ Hw) in Hh. apply holds_and in Hh.
  rewrite !Forall_cons_iff in Hh. tauto.
Qed.
