(** Theorems 2 and 3 (in part): the normal form keeps the sort, is
    R-normal in the sense of spec/04 §4.7, and is idempotent. *)
From Coq Require Import String Ascii List Bool PrimFloat Lia Sorted NArith.
From SigmaPol Require Import Trusted Json Syntax Encoding NormalForm.
Import ListNotations.
Open Scope string_scope.

Definition R (a b : term) : Prop := String.leb (enc a) (enc b) = true.

Lemma leb_total' : forall a b, String.leb a b = false -> String.leb b a = true.
Proof. intros a b H. destruct (String.leb_total a b) as [E|E]; congruence. Qed.

(** ** Insertion sort *)
Lemma In_insert : forall x y l, In x (insert y l) <-> x = y \/ In x l.
Proof.
  induction l as [|z l IH]; simpl.
  - intuition.
  - destruct (String.leb (enc y) (enc z)); simpl; rewrite ?IH; intuition.
Qed.

Lemma In_isort : forall x l, In x (isort l) <-> In x l.
Proof.
  induction l as [|y l IH]; simpl. tauto. rewrite In_insert, IH. intuition.
Qed.

Lemma Forall_isort : forall (P : term -> Prop) l, Forall P (isort l) <-> Forall P l.
Proof. intros. rewrite !Forall_forall. split; intros H x Hx; apply H; apply In_isort; auto. Qed.

Lemma length_insert : forall x l, length (insert x l) = S (length l).
Proof. induction l; simpl; auto. destruct (String.leb (enc x) (enc a)); simpl; auto. Qed.

Lemma length_isort : forall l, length (isort l) = length l.
Proof. induction l; simpl; auto. rewrite length_insert; auto. Qed.

Lemma insert_sorted : forall x l, Sorted R l -> Sorted R (insert x l).
Proof.
  intros x l H. induction H as [|y l Hs IH Hd]; simpl.
  - constructor; auto.
  - destruct (String.leb (enc x) (enc y)) eqn:E.
    + constructor; auto.
    + constructor; auto.
      destruct l as [|z l]; simpl.
      * constructor. apply leb_total'; auto.
      * inversion Hd; subst. destruct (String.leb (enc x) (enc z)); constructor; auto.
        apply leb_total'; auto.
Qed.

Lemma isort_sorted : forall l, Sorted R (isort l).
Proof. induction l; simpl; auto using insert_sorted. Qed.

Lemma isort_id : forall l, Sorted R l -> isort l = l.
Proof.
  intros l H. induction H as [|y l Hs IH Hd]; simpl; auto.
  rewrite IH. destruct l as [|z l]; simpl; auto.
  inversion Hd; subst. unfold R in *. rewrite H0. auto.
Qed.

(** ** R-normal terms (spec/04 §4.7, the last paragraph) *)
Definition good (o : vop) (x : term) : Prop :=
  vchildren o x = None /\ vunit o x = false /\ vabsorb o x = false.

Definition kinds_sorted (tbl : list (string * pv)) : Prop :=
  StronglySorted (fun a b => String.compare (fst a) (fst b) = Lt) tbl.

Inductive nrm : term -> Prop :=
| N_Top : nrm Top | N_Bot : nrm Bot | N_MeetsReq : nrm MeetsReq | N_ScopeMatches : nrm ScopeMatches
| N_Is : forall f, nrm (Is f) | N_Cmp : forall f r n, nrm (Cmp f r n)
| N_TierEq : forall t, nrm (TierEq t) | N_MinTier : forall t, nrm (MinTier t)
| N_FamilyEq : forall s, nrm (FamilyEq s) | N_ProviderEq : forall s, nrm (ProviderEq s)
| N_ServedByEq : forall s, nrm (ServedByEq s) | N_HasCap : forall s, nrm (HasCap s)
| N_Zero : nrm Zero | N_Field : forall f, nrm (Field f) | N_Lit : forall n, nrm (Lit n)
| N_Argmax : nrm Argmax | N_Ordered : nrm Ordered | N_Sample : forall t, nrm (Sample t)
| N_Chain : forall c, nrm (Chain c) | N_Id : nrm Id
| N_SetParam : forall k v, nrm (SetParam k v) | N_InjectSeed : forall k, nrm (InjectSeed k)
| N_ClampParam : forall k lo hi, nrm (ClampParam k lo hi) | N_Jitter : forall k a, nrm (Jitter k a)
| N_FilterText : forall r, nrm (FilterText r) | N_FilterImage : forall r, nrm (FilterImage r)
| N_Custom : forall y, nrm (Custom y)
| N_Var : forall o l, 2 <= length l -> Forall nrm l -> Forall (good o) l ->
    (commutative o = true -> Sorted R l) -> nrm (mk o l)
| N_Not : forall p, nrm p -> (forall q, p <> Not q) -> p <> Top -> p <> Bot -> nrm (Not p)
| N_Scale : forall w s, nrm s -> PrimFloat.eqb w 0 = false -> PrimFloat.eqb w 1 = false -> s <> Zero -> nrm (Scale w s)
| N_Gate : forall p s, nrm p -> nrm s -> p <> Top -> p <> Bot -> s <> Zero -> nrm (Gate p s)
| N_Neg : forall s, nrm s -> nrm (Neg s)
| N_Normalize : forall s, nrm s -> (forall u, s <> Normalize u) -> nrm (Normalize s)
| N_Clamp : forall lo hi s, nrm s -> nrm (Clamp lo hi s)
| N_TopK : forall k e, nrm e -> nrm (TopK k e)
| N_When : forall p x, nrm p -> nrm x -> nrm (When p x)
| N_Fp : forall b tbl, kinds_sorted tbl -> drop_base b tbl = tbl -> nrm (emit b tbl)
| N_Policy : forall p s e x f, nrm p -> nrm s -> nrm e -> nrm x -> nrm f -> nrm (Policy p s e x f).

(** ** FailPlan chains *)
Lemma emit_snoc : forall b tbl k a, emit b (tbl ++ [(k, a)]) = Override (emit b tbl) k a.
Proof. intros. unfold emit. rewrite fold_left_app. reflexivity. Qed.

Lemma emit_shape : forall b tbl, emit b tbl = Always b \/ exists f k a, emit b tbl = Override f k a.
Proof.
  intros b tbl. destruct tbl as [|x tbl] using rev_ind; auto.
  right. destruct x as [k a]. rewrite emit_snoc. eauto.
Qed.

Lemma ascii_lt_trans : forall a b c, Ascii.compare a b = Lt -> Ascii.compare b c = Lt -> Ascii.compare a c = Lt.
Proof. unfold Ascii.compare. intros. rewrite N.compare_lt_iff in *. lia. Qed.

Lemma ascii_eq_lt : forall a b c, Ascii.compare a b = Eq -> Ascii.compare b c = Lt -> Ascii.compare a c = Lt.
Proof. intros a b c H. apply Ascii.compare_eq_iff in H. subst. auto. Qed.
Lemma ascii_lt_eq : forall a b c, Ascii.compare a b = Lt -> Ascii.compare b c = Eq -> Ascii.compare a c = Lt.
Proof. intros a b c H H'. apply Ascii.compare_eq_iff in H'. subst. auto. Qed.

Lemma str_lt_trans : forall a b c, String.compare a b = Lt -> String.compare b c = Lt -> String.compare a c = Lt.
Proof.
  induction a as [|x a IH]; destruct b as [|y b]; destruct c as [|z c]; simpl; intros H1 H2; try discriminate; auto.
  destruct (Ascii.compare x y) eqn:E1; destruct (Ascii.compare y z) eqn:E2; try discriminate.
  - rewrite (Ascii.compare_eq_iff _ _ E1). rewrite E2. apply Ascii.compare_eq_iff in E2. subst. eauto.
  - rewrite (ascii_eq_lt _ _ _ E1 E2). auto.
  - rewrite (ascii_lt_eq _ _ _ E1 E2). auto.
  - rewrite (ascii_lt_trans _ _ _ E1 E2). auto.
Qed.

Lemma str_compare_gt : forall a b, String.compare a b = Gt -> String.compare b a = Lt.
Proof. intros a b H. rewrite String.compare_antisym, H. reflexivity. Qed.

Lemma In_tset : forall k a r kv, In kv (tset k a r) -> kv = (k, a) \/ In kv r.
Proof.
  induction r as [|[k2 a2] r IHr]; simpl; intros kv Hkv.
  - destruct Hkv as [<-|[]]; auto.
  - destruct (String.compare k k2); simpl in Hkv; destruct Hkv as [<-|Hkv]; auto.
    destruct (IHr _ Hkv); auto.
Qed.

Lemma tset_sorted : forall k a tbl, kinds_sorted tbl -> kinds_sorted (tset k a tbl).
Proof.
  unfold kinds_sorted. intros k a tbl H. induction H as [|[k' a'] r Hs IH Hf]; simpl.
  - repeat constructor.
  - destruct (String.compare k k') eqn:E.
    + apply String.compare_eq_iff in E. subst. constructor; auto.
    + constructor; [constructor; auto|]. constructor; [simpl; auto|].
      eapply Forall_impl; [|exact Hf]. intros [k2 a2] H2. simpl in *. eapply str_lt_trans; eauto.
    + constructor; auto.
      (* every key of tset k a r is k or a key of r, all above k' *)
      pose proof (In_tset k a r) as Hin.
      apply Forall_forall. intros kv Hkv. destruct (Hin kv Hkv) as [Hk|Hr].
      * subst kv. simpl. apply str_compare_gt; auto.
      * rewrite Forall_forall in Hf. apply (Hf kv Hr).
Qed.

Lemma StronglySorted_app : forall A (Rel : A -> A -> Prop) l1 l2,
    StronglySorted Rel (app l1 l2) -> StronglySorted Rel l1 /\ Forall (fun x => Forall (Rel x) l2) l1.
Proof.
  induction l1 as [|x l1 IH]; simpl; intros l2 H.
  - split; constructor.
  - inversion H; subst. destruct (IH _ H2) as [H4 H5]. split.
    + constructor; auto. apply Forall_app in H3. tauto.
    + constructor; auto. apply Forall_app in H3. tauto.
Qed.

Lemma compare_lt_gt : forall a b, String.compare a b = Lt -> String.compare b a = Gt.
Proof. intros a b H. rewrite String.compare_antisym, H. reflexivity. Qed.

Lemma tset_append : forall k a tbl,
    Forall (fun kv => String.compare (fst kv) k = Lt) tbl -> tset k a tbl = app tbl [(k, a)].
Proof.
  induction tbl as [|[k' a'] r IH]; simpl; intros H; auto.
  inversion H; subst. simpl in H2. rewrite (compare_lt_gt _ _ H2). rewrite IH; auto.
Qed.

Lemma fp_table_emit : forall b tbl, kinds_sorted tbl -> fp_table (emit b tbl) = Some (b, tbl).
Proof.
  intros b tbl. induction tbl as [|[k a] tbl IH] using rev_ind; intros H; auto.
  rewrite emit_snoc. simpl. unfold kinds_sorted in H.
  destruct (StronglySorted_app _ _ _ _ H) as [H1 H2]. rewrite IH; auto.
  rewrite tset_append; auto.
  eapply Forall_impl; [|exact H2]. intros kv Hkv. inversion Hkv; auto.
Qed.

Lemma filter_length_le : forall A (f : A -> bool) l, length (filter f l) <= length l.
Proof. induction l; simpl; auto. destruct (f a); simpl; lia. Qed.

Lemma drop_base_app : forall b l1 l2, drop_base b (app l1 l2) = app (drop_base b l1) (drop_base b l2).
Proof. intros. unfold drop_base. apply filter_app. Qed.

Lemma drop_base_idem : forall b l, drop_base b (drop_base b l) = drop_base b l.
Proof.
  intros b l. unfold drop_base. induction l as [|x l IH]; simpl; auto.
  destruct (negb (String.eqb (enc_pv (snd x)) (enc_pv b))) eqn:E; simpl; rewrite ?E, ?IH; auto.
Qed.

Lemma drop_base_sorted : forall b l, kinds_sorted l -> kinds_sorted (drop_base b l).
Proof.
  unfold kinds_sorted, drop_base. intros b l H. induction H as [|x l Hs IH Hf]; simpl; [constructor|].
  destruct (negb (String.eqb (enc_pv (snd x)) (enc_pv b))); auto.
  constructor; auto. rewrite Forall_forall in *. intros y Hy. apply filter_In in Hy. apply Hf; tauto.
Qed.

Lemma nf_emit : forall b tbl, kinds_sorted tbl -> drop_base b tbl = tbl -> nf (emit b tbl) = emit b tbl.
Proof.
  intros b tbl. induction tbl as [|[k a] tbl IH] using rev_ind; intros Hs Hd; auto.
  rewrite emit_snoc. simpl.
  destruct (StronglySorted_app _ _ _ _ Hs) as [H1 H2].
  rewrite drop_base_app in Hd.
  assert (Hd1 : drop_base b tbl = tbl).
  { assert (length (drop_base b tbl) = length tbl).
    { assert (length (app (drop_base b tbl) (drop_base b [(k, a)])) = length (app tbl [(k, a)])) by (rewrite Hd; auto).
      rewrite !app_length in H. unfold drop_base in *.
      pose proof (filter_length_le _ (fun kv => negb (String.eqb (enc_pv (snd kv)) (enc_pv b))) tbl).
      pose proof (filter_length_le _ (fun kv => negb (String.eqb (enc_pv (snd kv)) (enc_pv b))) [(k, a)]).
      simpl in *. lia. }
    unfold drop_base in *. clear -H.
    induction tbl as [|x r IHr]; simpl in *; auto.
    destruct (negb (String.eqb (enc_pv (snd x)) (enc_pv b))); simpl in *.
    - f_equal. apply IHr. lia.
    - pose proof (filter_length_le _ (fun kv => negb (String.eqb (enc_pv (snd kv)) (enc_pv b))) r). lia. }
  rewrite IH; auto. unfold nf_override. rewrite fp_table_emit; auto.
  rewrite tset_append.
  - rewrite drop_base_app, Hd1. rewrite Hd1 in Hd. apply app_inv_head in Hd. rewrite Hd. apply emit_snoc.
  - eapply Forall_impl; [|exact H2]. intros kv Hkv. inversion Hkv; auto.
Qed.

(** ** Inversion helpers *)
Ltac no_mk_emit :=
  repeat match goal with
  | E : mk ?o _ = _ |- _ => destruct o; simpl in E; try discriminate
  | E : _ = mk ?o _ |- _ => destruct o; simpl in E; try discriminate
  | E : emit ?b ?tbl = _ |- _ =>
      let X := fresh in
      solve [destruct (emit_shape b tbl) as [X|[? [? [? X]]]]; rewrite X in E; discriminate]
  end.

Lemma nrm_mk_inv : forall o ks, nrm (mk o ks) ->
  2 <= length ks /\ Forall nrm ks /\ Forall (good o) ks /\ (commutative o = true -> Sorted R ks).
Proof.
  intros o ks H. inversion H; subst;
  try (destruct o; simpl in *; discriminate).
  - destruct o, o0; simpl in *; try discriminate; inversion H0; subst; auto.
  - exfalso. destruct (emit_shape b tbl) as [X|[? [? [? X]]]]; rewrite X in H0; destruct o; discriminate.
Qed.

Lemma wt_mk_inv : forall o ks s, wt (mk o ks) s -> Forall (fun x => wt x s) ks.
Proof. intros o ks s H. destruct o; simpl in H; inversion H; subst; auto. Qed.

Definition vsort (o : vop) : sort :=
  match o with VAnd | VOr => SPred | VAdd => SScorer | VSeq => SXform end.

Lemma wt_mk : forall o ks, ks <> [] -> Forall (fun x => wt x (vsort o)) ks -> wt (mk o ks) (vsort o).
Proof. intros o ks H1 H2. destruct o; simpl; constructor; auto. Qed.

Lemma wt_mk_sort : forall o ks s, wt (mk o ks) s -> s = vsort o.
Proof. intros o ks s H. destruct o; simpl in H; inversion H; auto. Qed.

Lemma vchildren_mk : forall o k ks, vchildren o k = Some ks -> k = mk o ks.
Proof. intros o k ks H. destruct o, k; simpl in H; try discriminate; inversion H; auto. Qed.

Lemma flat_ok : forall o l,
  Forall (fun y => wt y (vsort o) /\ nrm y) l ->
  match flat o l with
  | None => o = VAnd \/ o = VOr
  | Some xs => Forall (fun y => wt y (vsort o) /\ nrm y /\ good o y) xs
  end.
Proof.
  intros o l H. induction H as [|k l [Hw Hn] Hl IH]; simpl; auto.
  destruct (vchildren o k) as [ks|] eqn:Ek.
  - apply vchildren_mk in Ek. subst k.
    destruct (flat o l) as [xs|]; simpl; auto.
    apply nrm_mk_inv in Hn. destruct Hn as [_ [Hn [Hg _]]]. apply wt_mk_inv in Hw.
    apply Forall_app. split; auto.
    rewrite Forall_forall in *. intros x Hx. repeat split; try apply Hw; try apply Hn; try apply Hg; auto.
  - destruct (vunit o k) eqn:Eu; auto.
    destruct (vabsorb o k) eqn:Ea.
    + destruct o, k; simpl in Ea; try discriminate; auto.
    + destruct (flat o l) as [xs|]; simpl; auto. constructor; auto. repeat split; auto.
Qed.

Lemma nf_var_ok : forall o l,
  Forall (fun y => wt y (vsort o) /\ nrm y) l -> wt (nf_var o l) (vsort o) /\ nrm (nf_var o l).
Proof.
  intros o l H. pose proof (flat_ok o l H) as F. unfold nf_var.
  destruct (flat o l) as [xs|].
  - destruct xs as [|x [|y r]].
    + destruct o; simpl; split; constructor.
    + inversion F; subst. tauto.
    + assert (Hall : Forall (fun y => wt y (vsort o) /\ nrm y /\ good o y)
                       (if commutative o then isort (x :: y :: r) else x :: y :: r)).
      { destruct (commutative o); auto. apply Forall_isort; auto. }
      split.
      * apply wt_mk.
        -- destruct (commutative o); [|discriminate]. intro E.
           pose proof (length_isort (x :: y :: r)) as L. rewrite E in L. discriminate.
        -- eapply Forall_impl; [|exact Hall]. intros ? [HH _]; exact HH.
      * apply N_Var.
        -- destruct (commutative o); [rewrite length_isort|]; simpl; lia.
        -- eapply Forall_impl; [|exact Hall]. intros ? [_ [HH _]]; exact HH.
        -- eapply Forall_impl; [|exact Hall]. intros ? [_ [_ HH]]; exact HH.
        -- intros C. rewrite C. apply isort_sorted.
  - destruct F; subst; simpl; split; constructor.
Qed.

Lemma nrm_fp : forall f, wt f SFailPlan -> nrm f ->
  exists b tbl, f = emit b tbl /\ kinds_sorted tbl /\ drop_base b tbl = tbl.
Proof.
  intros f Hw Hn. inversion Hn; subst; try (inversion Hw; fail).
  - apply wt_mk_sort in Hw. destruct o; discriminate.
  - eauto.
Qed.

Lemma wt_emit : forall b tbl, wt (emit b tbl) SFailPlan.
Proof.
  intros b tbl. induction tbl as [|[k a] tbl IH] using rev_ind; simpl.
  - constructor.
  - rewrite emit_snoc. constructor; auto.
Qed.

Lemma Forall_map_nf : forall s l,
  Forall (fun x => forall s, wt x s -> wt (nf x) s /\ nrm (nf x)) l ->
  Forall (fun x => wt x s) l -> Forall (fun y => wt y s /\ nrm y) (map nf l).
Proof.
  intros s l H1 H2. induction l as [|x l IH]; simpl; constructor; inversion H1; inversion H2; subst; auto.
Qed.

Ltac use_ih :=
  repeat match goal with
  | IH : forall s, wt ?x s -> _, H : wt ?x _ |- _ =>
      let A := fresh "Hw" in let B := fresh "Hn" in destruct (IH _ H) as [A B]; clear IH
  end.

Ltac bad_sort := match goal with H : wt ?x ?s |- _ => solve [inversion H] end.

Lemma is_zero_t : forall s, is_zero s = true -> s = Zero. Proof. destruct s; simpl; congruence. Qed.
Lemma is_zero_f : forall s, is_zero s = false -> s <> Zero. Proof. destruct s; simpl; congruence. Qed.
Lemma is_top_t : forall s, is_top s = true -> s = Top. Proof. destruct s; simpl; congruence. Qed.
Lemma is_top_f : forall s, is_top s = false -> s <> Top. Proof. destruct s; simpl; congruence. Qed.
Lemma is_bot_t : forall s, is_bot s = true -> s = Bot. Proof. destruct s; simpl; congruence. Qed.
Lemma is_bot_f : forall s, is_bot s = false -> s <> Bot. Proof. destruct s; simpl; congruence. Qed.
Lemma is_normalize_t : forall s, is_normalize s = true -> exists u, s = Normalize u.
Proof. destruct s; simpl; try congruence; eauto. Qed.
Lemma is_normalize_f : forall s, is_normalize s = false -> forall u, s <> Normalize u.
Proof. destruct s; simpl; congruence. Qed.
Lemma not_child_t : forall s q, not_child s = Some q -> s = Not q.
Proof. destruct s; simpl; congruence. Qed.
Lemma not_child_f : forall s, not_child s = None -> forall q, s <> Not q.
Proof. destruct s; simpl; congruence. Qed.

Ltac views :=
  repeat match goal with
  | H : is_zero _ = true |- _ => apply is_zero_t in H
  | H : is_zero _ = false |- _ => apply is_zero_f in H
  | H : is_top _ = true |- _ => apply is_top_t in H
  | H : is_top _ = false |- _ => apply is_top_f in H
  | H : is_bot _ = true |- _ => apply is_bot_t in H
  | H : is_bot _ = false |- _ => apply is_bot_f in H
  | H : is_normalize _ = true |- _ => apply is_normalize_t in H; destruct H
  | H : is_normalize _ = false |- _ => apply is_normalize_f in H
  | H : not_child _ = Some _ |- _ => apply not_child_t in H
  | H : not_child _ = None |- _ => apply not_child_f in H
  | H : (_ || _)%bool = false |- _ => apply orb_false_iff in H; destruct H
  end.

Lemma nf_not_ok : forall p, wt p SPred -> nrm p -> wt (nf_not p) SPred /\ nrm (nf_not p).
Proof.
  intros p Hw Hn. unfold nf_not.
  destruct (not_child p) eqn:E1; [|destruct (is_top p) eqn:E2; [|destruct (is_bot p) eqn:E3]]; views; subst.
  - inversion Hw; subst. inversion Hn; subst; no_mk_emit; split; auto.
  - split; constructor.
  - split; constructor.
  - split; constructor; auto. apply not_child_f; auto.
Qed.

Lemma nf_scale_ok : forall w s, wt s SScorer -> nrm s -> wt (nf_scale w s) SScorer /\ nrm (nf_scale w s).
Proof.
  intros w s Hw Hn. unfold nf_scale.
  destruct (PrimFloat.eqb w 0 || is_zero s) eqn:E1; [split; constructor|].
  destruct (PrimFloat.eqb w 1) eqn:E2; views; auto. split; constructor; auto.
Qed.

Lemma nf_gate_ok : forall p s, wt p SPred -> nrm p -> wt s SScorer -> nrm s ->
  wt (nf_gate p s) SScorer /\ nrm (nf_gate p s).
Proof.
  intros p s H1 H2 H3 H4. unfold nf_gate.
  destruct (is_top p) eqn:E1; auto.
  destruct (is_bot p || is_zero s) eqn:E2; [split; constructor|]. views. split; constructor; auto.
Qed.

Lemma nf_normalize_ok : forall s, wt s SScorer -> nrm s -> wt (nf_normalize s) SScorer /\ nrm (nf_normalize s).
Proof.
  intros s H1 H2. unfold nf_normalize. destruct (is_normalize s) eqn:E; views; subst; auto.
  split; constructor; auto. apply is_normalize_f; auto.
Qed.

(** ** Theorem 2 (sort preservation) and R-normality of [nf] *)
Theorem nf_sort_nrm : forall t s, wt t s -> wt (nf t) s /\ nrm (nf t).
Proof.
  induction t using term_ind'; intros st HW; inversion HW; subst; simpl;
    try (split; constructor; fail); use_ih.
  - apply (nf_var_ok VAnd). apply Forall_map_nf; auto.
  - apply (nf_var_ok VOr). apply Forall_map_nf; auto.
  - apply nf_not_ok; auto.
  - apply (nf_var_ok VAdd). apply Forall_map_nf; auto.
  - apply nf_scale_ok; auto.
  - apply nf_gate_ok; auto.
  - split; constructor; auto.
  - apply nf_normalize_ok; auto.
  - split; constructor; auto.
  - split; constructor; auto.
  - apply (nf_var_ok VSeq). apply Forall_map_nf; auto.
  - split; constructor; auto.
  - split; [constructor|]. change (Always a) with (emit a []). constructor; constructor.
  - match goal with H1 : wt (nf t) _, H2 : nrm (nf t) |- _ =>
      destruct (nrm_fp _ H1 H2) as [b [tbl [E [Hs Hd]]]] end.
    unfold nf_override. rewrite E, fp_table_emit; auto. split; [apply wt_emit|].
    constructor. apply drop_base_sorted, tset_sorted; auto. apply drop_base_idem.
  - split; constructor; auto.
Qed.


(** ** Theorem 3 (in part): an R-normal term is its own normal form, so
    [nf] is idempotent. *)
Lemma flat_good : forall o l, Forall (good o) l -> flat o l = Some l.
Proof.
  intros o l H. induction H as [|x l [H1 [H2 H3]] Hl IH]; simpl; auto.
  rewrite H1, H2, H3, IH. reflexivity.
Qed.

Lemma map_nf_id : forall l, Forall (fun x => nrm x -> nf x = x) l -> Forall nrm l -> map nf l = l.
Proof.
  induction l as [|x l IH]; simpl; intros H1 H2; auto.
  inversion H1; inversion H2; subst. f_equal; auto.
Qed.

Lemma nf_var_id : forall o l, 2 <= length l -> Forall (good o) l ->
  (commutative o = true -> Sorted R l) -> nf_var o l = mk o l.
Proof.
  intros o l H1 H2 H3. unfold nf_var. rewrite flat_good; auto.
  destruct l as [|x [|y r]]; simpl in H1; try lia.
  destruct (commutative o) eqn:C; auto. rewrite isort_id; auto.
Qed.

Ltac inv_nrm H := inversion H; subst; no_mk_emit.

Theorem nf_of_nrm : forall t, nrm t -> nf t = t.
Proof.
  induction t using term_ind'; intros Hn; simpl; auto.
  - apply (nrm_mk_inv VAnd) in Hn. destruct Hn as [A [B [C D]]].
    rewrite map_nf_id; auto. apply (nf_var_id VAnd); auto.
  - apply (nrm_mk_inv VOr) in Hn. destruct Hn as [A [B [C D]]].
    rewrite map_nf_id; auto. apply (nf_var_id VOr); auto.
  - inv_nrm Hn. rewrite IHt; auto. unfold nf_not.
    match goal with Hq : forall q, ?p <> Not q |- _ =>
      destruct p; simpl; try congruence; exfalso; eapply Hq; eauto end.
  - apply (nrm_mk_inv VAdd) in Hn. destruct Hn as [A [B [C D]]].
    rewrite map_nf_id; auto. apply (nf_var_id VAdd); auto.
  - inv_nrm Hn. rewrite IHt; auto. unfold nf_scale.
    repeat match goal with H : PrimFloat.eqb _ _ = false |- _ => rewrite H; clear H end.
    match goal with H : ?s <> Zero |- _ => destruct s; simpl; congruence end.
  - inv_nrm Hn. rewrite IHt1, IHt2; auto. unfold nf_gate.
    match goal with |- context [is_top ?p] => destruct (is_top p) eqn:E1; [apply is_top_t in E1; congruence|] end.
    match goal with |- context [is_bot ?p] => destruct (is_bot p) eqn:E2; [apply is_bot_t in E2; congruence|] end.
    match goal with |- context [is_zero ?p] => destruct (is_zero p) eqn:E3; [apply is_zero_t in E3; congruence|] end.
    reflexivity.
  - inv_nrm Hn. rewrite IHt; auto.
  - inv_nrm Hn. rewrite IHt; auto. unfold nf_normalize.
    match goal with |- context [is_normalize ?p] => destruct (is_normalize p) eqn:E; auto end.
    apply is_normalize_t in E. destruct E; subst.
    match goal with Hq : forall u, _ <> Normalize u |- _ => exfalso; eapply Hq; eauto end.
  - inv_nrm Hn. rewrite IHt; auto.
  - inv_nrm Hn. rewrite IHt; auto.
  - apply (nrm_mk_inv VSeq) in Hn. destruct Hn as [A [B [C D]]].
    rewrite map_nf_id; auto. apply (nf_var_id VSeq); auto.
  - inv_nrm Hn. rewrite IHt1, IHt2; auto.
  - inversion Hn; subst; no_mk_emit.
    change (nf_override (nf t) k a) with (nf (Override t k a)).
    match goal with E : emit ?b ?tbl = _ |- _ => rewrite <- E; apply nf_emit; auto end.
  - inv_nrm Hn. rewrite IHt1, IHt2, IHt3, IHt4, IHt5; auto.
Qed.

(** Theorem 2: the normal form of a term of sort [s] has sort [s]. *)
Theorem nf_preserves_sort : forall t s, wt t s -> wt (nf t) s.
Proof. intros t s H. apply (nf_sort_nrm t s H). Qed.

(** Theorem 3, idempotence: [nf (nf t) = nf t]. *)
Theorem nf_idempotent : forall t s, wt t s -> nf (nf t) = nf t.
Proof. intros t s H. apply nf_of_nrm. apply (nf_sort_nrm t s H). Qed.
