(** Admission leaves only shaped terms (Shape.v), and the normal form keeps
    the shape: [admit_term_shaped], [nf_shaped]. *)
From Coq Require Import String List Bool PrimFloat Sorted Lia.
From SigmaPol Require Import Trusted Json Syntax Shape Admission ChkProofs NormalForm NFProofs.
Import ListNotations.
Open Scope string_scope.

(** ** The shape, clause by clause *)
Lemma pv_ok_arr : forall l, pv_ok (PArr l) <-> Forall pv_ok l.
Proof.
  induction l as [|x r IH]; [simpl; split; auto|].
  change (pv_ok (PArr (x :: r))) with (pv_ok x /\ pv_ok (PArr r)).
  rewrite IH, Forall_cons_iff. reflexivity.
Qed.

Definition member_ok (kv : string * pv) : Prop := valid_unicode (fst kv) = true /\ pv_ok (snd kv).

Lemma pv_ok_rec : forall m, pv_ok (PRec m) <-> m <> [] /\ keys_lt m /\ Forall member_ok m.
Proof.
  intros m. simpl. apply and_iff_compat_l, and_iff_compat_l.
  induction m as [|kv r IH]; [simpl; split; auto|]. rewrite Forall_cons_iff, <- IH. unfold member_ok. tauto.
Qed.

Lemma shaped_mk : forall o l, shaped (mk o l) <-> Forall shaped l.
Proof.
  intros o l. induction l as [|x r IH]; [destruct o; simpl; split; auto|].
  rewrite Forall_cons_iff, <- IH. destruct o; reflexivity.
Qed.

(** ** Records: sorted, one member per name *)
Lemma In_ins_uniq : forall A (kv x : string * A) l, In x (ins_uniq kv l) -> x = kv \/ In x l.
Proof.
  intros A kv x l. induction l as [|y r IH]; simpl; [intuition|].
  destruct (String.compare (fst kv) (fst y)); simpl; intuition.
Qed.

Lemma In_sort_uniq : forall A (x : string * A) l, In x (sort_uniq l) -> In x l.
Proof.
  intros A x l. induction l as [|y r IH]; simpl; auto. intros H.
  apply In_ins_uniq in H. intuition.
Qed.

Lemma ins_uniq_nil : forall A (kv : string * A) l, ins_uniq kv l <> [].
Proof. intros A kv [|y r]; simpl; [discriminate|]. destruct (String.compare (fst kv) (fst y)); discriminate. Qed.

Lemma ins_uniq_sorted : forall A (kv : string * A) l, keys_lt l -> keys_lt (ins_uniq kv l).
Proof.
  unfold keys_lt. intros A kv l H. induction H as [|y r Hs IH Hf]; simpl.
  - repeat constructor.
  - destruct (String.compare (fst kv) (fst y)) eqn:C.
    + constructor; auto.
    + constructor; [constructor; auto|constructor; auto].
      rewrite Forall_forall in *. intros z Hz. eapply str_lt_trans; eauto.
    + constructor; auto. rewrite Forall_forall in *. intros z Hz.
      apply In_ins_uniq in Hz. destruct Hz as [->|Hz]; auto. apply str_compare_gt; auto.
Qed.

Lemma sort_uniq_sorted : forall A (l : list (string * A)), keys_lt (sort_uniq l).
Proof. intros A l. induction l as [|y r IH]; simpl; [constructor|]. apply ins_uniq_sorted; auto. Qed.

(** ** [⌊v⌋] of a well-formed value is shaped (§3.9.7: [-0] becomes [+0]) *)
Lemma num_ok_conv : forall x, is_finite x = true ->
  num_ok (if PrimFloat.eqb x 0 then 0 else x)%float = true.
Proof.
  intros x H. destruct (PrimFloat.eqb x 0) eqn:E; [reflexivity|].
  unfold num_ok. unfold is_finite in H. rewrite E.
  destruct (PrimFloat.is_nan x), (PrimFloat.is_infinity x); simpl in *; auto.
Qed.

(** ** Admission leaves only shaped terms *)
Lemma conv_ok : forall v l, wf l v -> pv_ok (conv v).
Proof.
  induction v using json_ind'; intros lv Hw; inversion Hw; subst; simpl; auto.
  - apply num_ok_conv; auto.
  - apply pv_ok_arr. rewrite Forall_map. rewrite Forall_forall in *. intros x Hx. eapply H; eauto.
  - destruct l as [|kv r]; [exact I|]. apply pv_ok_rec. split; [simpl; apply ins_uniq_nil|].
    split; [apply sort_uniq_sorted|]. rewrite Forall_forall. intros y Hy.
    apply In_sort_uniq, in_map_iff in Hy. destruct Hy as [kv' [<- Hin]].
    rewrite Forall_forall in *. unfold member_ok. simpl. split; [apply H2; auto|].
    apply (H kv' Hin (S lv)). apply H4; auto.
Qed.

(** ** Admission leaves only shaped terms *)
Definition arg_ok (a : argv) : Prop := match a with ASub t => shaped t | APar v => pv_ok v end.

Lemma build_shaped : forall op avs t, build op avs = Some t -> Forall arg_ok avs -> shaped t.
Proof.
  intros op avs t H F. unfold build in H.
  repeat match goal with
  | H : match ?x with _ => _ end = Some _ |- _ => destruct x
  end; try discriminate; injection H as <-;
  repeat match goal with F : Forall _ (_ :: _) |- _ => inversion F; subst; clear F end;
  simpl in *; unfold str_ok, n_ok; tauto.
Qed.

Lemma build_var_shaped : forall op ts t, build_var op ts = Some t -> Forall shaped ts -> shaped t.
Proof.
  intros op ts t H F. unfold build_var in H.
  repeat match goal with
  | H : match ?x with _ => _ end = Some _ |- _ => destruct x
  end; try discriminate; injection H as <-;
  [apply (shaped_mk VAnd)|apply (shaped_mk VOr)|apply (shaped_mk VAdd)|apply (shaped_mk VSeq)]; auto.
Qed.

Scheme adm_mut' := Induction for adm Sort Prop
  with adm_var_mut' := Induction for adm_var Sort Prop
  with adm_args_mut' := Induction for adm_args Sort Prop.

Lemma adm_shaped : forall known σ d v s t, adm known σ d v s t -> shaped t.
Proof.
  intros known σ.
  apply (adm_mut' known σ (fun _ _ _ t _ => shaped t) (fun _ _ _ ts _ => Forall shaped ts)
           (fun _ _ _ avs _ => Forall arg_ok avs)); intros; auto.
  all: try (eapply build_var_shaped; eauto; fail); try (eapply build_shaped; eauto; fail).
  all: constructor; auto. simpl. eapply conv_ok; eauto.
Qed.

(** What [admit_term] admits is shaped: the model's admission, like the
    reference's, never leaves [-0], a non-finite number, an invalid string
    or an unsorted record in a term. *)
Theorem admit_term_shaped : forall known σ v s t n,
  admit_term known σ v = Admit s t n -> shaped t.
Proof. intros known σ v s t n H. apply chk_sound in H. eapply adm_shaped; eauto. Qed.

(** ** The normal form keeps the shape *)
Lemma flat_shaped : forall o l xs, Forall shaped l -> flat o l = Some xs -> Forall shaped xs.
Proof.
  intros o l. induction l as [|k r IH]; simpl; intros xs F E; [injection E as <-; auto|].
  inversion F; subst. destruct (vchildren o k) as [ks|] eqn:V.
  - apply vchildren_mk in V. subst k. apply shaped_mk in H1.
    destruct (flat o r) eqn:Fr; simpl in E; [|discriminate]. injection E as <-.
    apply Forall_app; auto.
  - destruct (vunit o k); auto. destruct (vabsorb o k); [discriminate|].
    destruct (flat o r) eqn:Fr; simpl in E; [|discriminate]. injection E as <-. constructor; auto.
Qed.

Lemma nf_var_shaped : forall o l, Forall shaped l -> shaped (nf_var o l).
Proof.
  intros o l F. unfold nf_var. destruct (flat o l) as [xs|] eqn:E; [|destruct o; exact I].
  pose proof (flat_shaped o l xs F E) as G.
  destruct xs as [|x [|y r]]; [destruct o; exact I|inversion G; auto|].
  apply shaped_mk. destruct (commutative o); auto. apply Forall_isort; auto.
Qed.

Definition entry_ok (kv : string * pv) : Prop := str_ok (fst kv) /\ pv_ok (snd kv).

Lemma fp_table_shaped : forall f b tbl, shaped f -> fp_table f = Some (b, tbl) ->
  pv_ok b /\ Forall entry_ok tbl.
Proof.
  induction f; simpl; intros b0 tbl0 Hs E; try discriminate.
  - injection E as <- <-. auto.
  - destruct Hs as [Hf [Hk Ha]]. destruct (fp_table f) as [[b1 tbl1]|] eqn:F; [|discriminate].
    injection E as <- <-. destruct (IHf _ _ Hf eq_refl) as [Hb Ht]. split; auto.
    rewrite Forall_forall in *. intros kv Hkv. apply In_tset in Hkv. destruct Hkv as [->|Hkv]; auto.
    split; auto.
Qed.

Lemma emit_shaped : forall b tbl, pv_ok b -> Forall entry_ok tbl -> shaped (emit b tbl).
Proof.
  intros b tbl Hb. induction tbl as [|[k a] tbl IH] using rev_ind; intros F; simpl; auto.
  rewrite emit_snoc. apply Forall_app in F. destruct F as [F1 F2]. inversion F2 as [|? ? [Hk Ha] _]; subst.
  simpl. auto.
Qed.

Lemma nf_shaped : forall t, shaped t -> shaped (nf t).
Proof.
  assert (V : forall o l, Forall (fun x => shaped x -> shaped (nf x)) l -> shaped (mk o l) ->
            shaped (nf_var o (map nf l))).
  { intros o l IH H. apply shaped_mk in H. apply nf_var_shaped. rewrite Forall_map.
    rewrite Forall_forall in *. auto. }
  induction t using term_ind'; simpl; intros Hs; auto;
    try (apply (V VAnd); auto; fail); try (apply (V VOr); auto; fail);
    try (apply (V VAdd); auto; fail); try (apply (V VSeq); auto; fail);
    try tauto.
  - unfold nf_not. specialize (IHt Hs). destruct (not_child (nf t)) eqn:E.
    + apply not_child_t in E. rewrite E in IHt. auto.
    + destruct (is_top (nf t)); [exact I|]. destruct (is_bot (nf t)); [exact I|]. exact IHt.
  - unfold nf_scale. destruct Hs as [Hw Hs]. destruct (PrimFloat.eqb w 0 || is_zero (nf t)); [exact I|].
    destruct (PrimFloat.eqb w 1); simpl; auto.
  - unfold nf_gate. destruct Hs as [H1 H2]. destruct (is_top (nf t1)); auto.
    destruct (is_bot (nf t1) || is_zero (nf t2)); simpl; auto.
  - unfold nf_normalize. destruct (is_normalize (nf t)); simpl; auto.
  - unfold nf_override. destruct Hs as [Hf [Hk Ha]]. specialize (IHt Hf).
    destruct (fp_table (nf t)) as [[b tbl]|] eqn:E; [|simpl; auto].
    destruct (fp_table_shaped _ _ _ IHt E) as [Hb Ht]. apply emit_shaped; auto.
    unfold drop_base. rewrite Forall_forall in *. intros kv Hkv. apply filter_In in Hkv.
    destruct Hkv as [Hkv _]. apply In_tset in Hkv. destruct Hkv as [->|Hkv]; [split; auto|auto].
Qed.
