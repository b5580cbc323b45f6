(** Theorem 3 (the rest): [nf] decides [=E] (spec/04 §4.6–§4.7).
    Soundness [nf_eqE]: a well-sorted term is [=E] its normal form (every
    rewrite of [nf] is a composition of instances of E).  Completeness
    [eqE_nf]: [t =E u] implies [nf t = nf u] ([nf] respects each equation
    and congruence); for [Comm⊙] it uses Theorem 5 on normal forms
    ([enc_injective_nf]), which the model cannot prove (TRUSTED.md). *)
From Coq Require Import String Ascii List Bool PrimFloat Lia Sorted Permutation NArith.
From SigmaPol Require Import Trusted Json Syntax Encoding NormalForm NFProofs Equations.
Import ListNotations.
Open Scope string_scope.
Open Scope list_scope.

Lemma str_compare_refl : forall s, String.compare s s = Eq.
Proof. induction s; simpl; auto. unfold Ascii.compare. rewrite N.compare_refl. auto. Qed.

Lemma vnode_mk : forall o l, vnode o l = mk o l. Proof. destruct o; reflexivity. Qed.
Lemma u_op_unit : forall o, u_op o = unit_of o. Proof. destruct o; reflexivity. Qed.
Lemma ac_comm : forall o, ac o = commutative o. Proof. destruct o; reflexivity. Qed.

(** ** Sorts along [=E] *)
Lemma wt_vnode : forall o l s, wt (vnode o l) s <-> s = vsort o /\ l <> [] /\ Forall (fun x => wt x s) l.
Proof.
  intros o l s; destruct o; simpl; split; intros H;
    try (inversion H; subst; auto; fail); destruct H as [-> [H1 H2]]; constructor; auto.
Qed.

Lemma app_cons_nil : forall A (l1 l2 : list A) x, l1 ++ x :: l2 <> [].
Proof. intros A l1 l2 x H. destruct l1; discriminate. Qed.

Lemma wt_vnode_hole : forall o l1 l2 x y, (forall s, wt x s <-> wt y s) ->
  forall s, wt (vnode o (l1 ++ x :: l2)) s <-> wt (vnode o (l1 ++ y :: l2)) s.
Proof.
  intros o l1 l2 x y H s. rewrite !wt_vnode, !Forall_app, !Forall_cons_iff, H.
  split; intros [A [_ C]]; (split; [exact A|split; [apply app_cons_nil|exact C]]).
Qed.

Lemma eqE_wt : forall t u, eqE t u -> forall s, wt t s <-> wt u s.
Proof.
  induction 1; intros s0.
  all: try (split; intro HH; inversion HH; subst; constructor; auto; apply IHeqE; auto; fail).
  all: try tauto.
  all: try (rewrite IHeqE1; auto; fail).
  all: try (apply wt_vnode_hole; auto; fail).
  split; intro HH; [pose proof (wt_unique _ _ _ HH H) as E | pose proof (wt_unique _ _ _ HH H0) as E];
    subst; auto.
  rewrite IHeqE; tauto.
Qed.

(** ** Lists of children: congruence, and swaps of children *)
Lemma C_var_list : forall o l l', Forall2 eqE l l' -> eqE (vnode o l) (vnode o l').
Proof.
  intros o l l' H. assert (G : forall P, eqE (vnode o (P ++ l)) (vnode o (P ++ l'))).
  { induction H as [|x y l l' Hxy H IH]; intros P; [apply E_refl|].
    apply E_trans with (vnode o (P ++ y :: l)); [apply C_var; auto|].
    specialize (IH (P ++ [y])). rewrite <- !app_assoc in IH. exact IH. }
  apply (G []).
Qed.

(** Swaps of adjacent children with different encodings (the closure of
    [Comm⊙]'s side condition). *)
Inductive swp : list term -> list term -> Prop :=
| S_refl : forall l, swp l l
| S_step : forall xs y z zs, String.ltb (enc z) (enc y) = true ->
    swp (xs ++ y :: z :: zs) (xs ++ z :: y :: zs)
| S_sym : forall l l', swp l l' -> swp l' l
| S_trans : forall l m l', swp l m -> swp m l' -> swp l l'.

Lemma swp_perm : forall l l', swp l l' -> Permutation l l'.
Proof.
  induction 1; auto. apply Permutation_app_head. constructor.
  now apply Permutation_sym. eapply Permutation_trans; eauto.
Qed.

Lemma swp_app : forall l l' P Q, swp l l' -> swp (P ++ l ++ Q) (P ++ l' ++ Q).
Proof.
  induction 1.
  - constructor.
  - pose proof (S_step (P ++ xs) y z (zs ++ Q) H) as S. rewrite <- !app_assoc in S. simpl in S.
    rewrite <- !app_assoc. simpl. exact S.
  - now apply S_sym.
  - eapply S_trans; eauto.
Qed.

Lemma swp_cons : forall x l l', swp l l' -> swp (x :: l) (x :: l').
Proof. intros x l l' H. pose proof (swp_app _ _ [x] [] H) as S. rewrite !app_nil_r in S. exact S. Qed.

Lemma ltb_of_leb : forall a b, String.leb a b = false -> String.ltb b a = true.
Proof.
  intros a b H. unfold String.leb, String.ltb in *. rewrite String.compare_antisym.
  destruct (String.compare a b); simpl; congruence.
Qed.

Lemma swp_insert : forall x L, swp (x :: L) (insert x L).
Proof.
  intros x L. induction L as [|y L IH]; simpl; [constructor|].
  destruct (String.leb (enc x) (enc y)) eqn:E; [constructor|].
  apply S_trans with (y :: x :: L).
  - apply (S_step [] x y L). now apply ltb_of_leb.
  - now apply swp_cons.
Qed.

Lemma swp_isort : forall l, swp l (isort l).
Proof.
  induction l as [|x l IH]; simpl; [constructor|].
  apply S_trans with (x :: isort l); [now apply swp_cons | apply swp_insert].
Qed.

Lemma Forall_perm : forall A (P : A -> Prop) l l', Permutation l l' -> Forall P l -> Forall P l'.
Proof. intros A P l l' H1 H2. rewrite Forall_forall in *. intros x Hx. apply H2. eapply Permutation_in; [apply Permutation_sym; exact H1|exact Hx]. Qed.

Lemma swp_eqE : forall o l l', ac o = true -> swp l l' ->
  Forall (fun x => wt x (vsort o)) l -> l <> [] -> eqE (vnode o l) (vnode o l').
Proof.
  intros o l l' Hac H. induction H; intros Hw Hn.
  - apply E_refl.
  - apply (E_ax (vsort o)); [apply wt_vnode; auto| |constructor; auto].
    apply wt_vnode. repeat split; [apply app_cons_nil|].
    eapply Forall_perm; [|exact Hw]. apply Permutation_app_head. constructor.
  - apply E_sym. apply IHswp.
    + eapply Forall_perm; [|exact Hw]. apply Permutation_sym, swp_perm; auto.
    + intro E. subst. apply swp_perm, Permutation_nil in H. auto.
  - pose proof (swp_perm _ _ H) as P. eapply E_trans; [apply IHswp1; auto|]. apply IHswp2.
    + eapply Forall_perm; eauto.
    + intro E. subst. apply Permutation_sym, Permutation_nil in P. auto.
Qed.

(** ** Soundness: every step of [nf] is an instance of E *)
Lemma vunit_t : forall o k, vunit o k = true -> k = unit_of o.
Proof. destruct o, k; simpl; congruence. Qed.
Lemma vabsorb_t : forall o k, vabsorb o k = true -> z_op o = Some k /\ absorb_of o = k.
Proof. destruct o, k; simpl; try congruence; auto. Qed.

Lemma flat_wt : forall o ks xs, Forall (fun x => wt x (vsort o)) ks -> flat o ks = Some xs ->
  Forall (fun x => wt x (vsort o)) xs.
Proof.
  intros o ks. induction ks as [|k r IH]; simpl; intros xs Hw F; [inversion F; auto|].
  inversion Hw; subst. destruct (vchildren o k) as [ks0|] eqn:Ek.
  - apply vchildren_mk in Ek; subst. destruct (flat o r) eqn:Fr; simpl in F; inversion F; subst.
    apply Forall_app; split; auto. rewrite <- vnode_mk in H1. apply wt_vnode in H1. tauto.
  - destruct (vunit o k); auto. destruct (vabsorb o k); [discriminate|].
    destruct (flat o r); simpl in F; inversion F; subst; auto.
Qed.

Lemma nonempty_of_flat : forall o P r xs, P ++ xs <> [] -> flat o r = Some xs -> P ++ r <> [].
Proof.
  intros o P r xs H1 H2 H3. apply app_eq_nil in H3. destruct H3; subst. simpl in H2.
  inversion H2; subst. auto.
Qed.

Lemma flat_eqE : forall o ks P, Forall (fun k => wt k (vsort o)) ks -> Forall (fun k => wt k (vsort o)) P ->
  match flat o ks with
  | Some xs => P ++ xs <> [] -> eqE (vnode o (P ++ ks)) (vnode o (P ++ xs))
  | None => eqE (vnode o (P ++ ks)) (absorb_of o)
  end.
Proof.
  intros o ks. induction ks as [|k r IH]; intros P Hw HP; simpl; [intros; apply E_refl|].
  inversion Hw as [|? ? Hk Hr]; subst.
  assert (HPk : Forall (fun k => wt k (vsort o)) (P ++ [k])) by (apply Forall_app; auto).
  assert (Wl : forall l, Forall (fun k => wt k (vsort o)) l -> l <> [] -> wt (vnode o l) (vsort o))
    by (intros; apply wt_vnode; auto).
  destruct (vchildren o k) as [ks0|] eqn:Ek.
  - apply vchildren_mk in Ek; subst k. rewrite <- vnode_mk in Hk.
    pose proof Hk as Hk'. apply wt_vnode in Hk'. destruct Hk' as [_ [Hne Hks0]].
    assert (A : eqE (vnode o (P ++ vnode o ks0 :: r)) (vnode o ((P ++ ks0) ++ r))).
    { rewrite <- app_assoc. apply (E_ax (vsort o)); [apply Wl|apply Wl|constructor].
      all: rewrite ?Forall_app, ?Forall_cons_iff; repeat split; auto using app_cons_nil.
      destruct ks0; [contradiction|destruct P; discriminate]. }
    assert (HP' : Forall (fun k => wt k (vsort o)) (P ++ ks0)) by (apply Forall_app; auto).
    specialize (IH (P ++ ks0) Hr HP').
    destruct (flat o r) as [xs|]; simpl.
    + intros Hne'. eapply E_trans; [exact A|]. rewrite app_assoc. apply IH. rewrite <- app_assoc; auto.
    + eapply E_trans; [exact A|]. exact IH.
  - destruct (vunit o k) eqn:Eu.
    + apply vunit_t in Eu; subst k. specialize (IH P Hr HP).
      assert (U : P ++ r <> [] -> eqE (vnode o (P ++ unit_of o :: r)) (vnode o (P ++ r))).
      { intros Hne. rewrite <- u_op_unit. apply (E_ax (vsort o)); [apply Wl|apply Wl|constructor; auto].
        all: rewrite ?Forall_app, ?Forall_cons_iff, ?u_op_unit; repeat split; auto using app_cons_nil. }
      destruct (flat o r) as [xs|] eqn:Fr.
      * intros Hne. eapply E_trans; [apply U; eapply nonempty_of_flat; eauto|]. apply IH; auto.
      * eapply E_trans; [apply U|exact IH]. intros E. apply app_eq_nil in E. destruct E; subst. discriminate.
    + destruct (vabsorb o k) eqn:Ea.
      * apply vabsorb_t in Ea. destruct Ea as [Ez Ea]. rewrite Ea. apply (E_ax (vsort o)); [apply Wl| |constructor; auto].
        all: rewrite ?Forall_app, ?Forall_cons_iff; repeat split; auto using app_cons_nil.
      * specialize (IH (P ++ [k]) Hr HPk).
        destruct (flat o r) as [xs|]; simpl; rewrite <- !app_assoc in IH; simpl in IH; auto.
Qed.

Lemma flat_nil_units : forall o ks, Forall (fun x => wt x (vsort o)) ks -> flat o ks = Some [] ->
  Forall (fun k => k = unit_of o) ks.
Proof.
  intros o ks. induction ks as [|k r IH]; simpl; intros Hw F; auto. inversion Hw; subst.
  destruct (vchildren o k) as [ks0|] eqn:Ek.
  - apply vchildren_mk in Ek; subst k. rewrite <- vnode_mk in H1. apply wt_vnode in H1.
    exfalso. destruct H1 as [_ [Hn _]]. apply Hn.
    destruct (flat o r); simpl in F; [|discriminate]. injection F; intros F'.
    apply app_eq_nil in F'. tauto.
  - destruct (vunit o k) eqn:Eu; [constructor; [apply vunit_t; exact Eu|apply IH; auto]|].
    destruct (vabsorb o k); [discriminate|]. destruct (flat o r); simpl in F; discriminate.
Qed.

Lemma units_eqE : forall o ks, ks <> [] -> Forall (fun k => k = unit_of o) ks -> eqE (vnode o ks) (unit_of o).
Proof.
  intros o ks. induction ks as [|k r IH]; intros Hne H; [contradiction|].
  inversion H as [|? ? Hk Hr']; subst.
  assert (Wu : wt (unit_of o) (vsort o)) by (destruct o; constructor).
  assert (Wr : Forall (fun k => wt k (vsort o)) r).
  { eapply Forall_impl; [|exact Hr']. intros a Ha. rewrite Ha. exact Wu. }
  assert (Wl : forall l, Forall (fun k => wt k (vsort o)) l -> l <> [] -> wt (vnode o l) (vsort o))
    by (intros; apply wt_vnode; auto).
  destruct r as [|k' r].
  - apply (E_ax (vsort o)); [apply Wl; [constructor; auto|discriminate]|exact Wu|constructor].
  - apply E_trans with (vnode o (k' :: r)); [|apply IH; auto; discriminate].
    pose proof (Unit o [] (k' :: r) ltac:(discriminate)) as U. simpl in U. rewrite u_op_unit in U.
    apply (E_ax (vsort o)); [apply Wl; [constructor; auto|discriminate]|apply Wl; [auto|discriminate]|exact U].
Qed.

Lemma nf_var_eqE : forall o ks, ks <> [] -> Forall (fun k => wt k (vsort o)) ks ->
  eqE (vnode o ks) (nf_var o ks).
Proof.
  intros o ks Hne Hw. pose proof (flat_eqE o ks [] Hw (Forall_nil _)) as F. simpl in F. unfold nf_var.
  destruct (flat o ks) as [xs|] eqn:Fl; auto.
  pose proof (flat_wt _ _ _ Hw Fl) as Hxs.
  destruct xs as [|x [|y r]].
  - apply units_eqE; auto. apply flat_nil_units; auto.
  - eapply E_trans; [apply F; discriminate|]. inversion Hxs; subst.
    apply (E_ax (vsort o)); [apply wt_vnode; split; [reflexivity|split; [discriminate|constructor; auto]]|auto|constructor].
  - eapply E_trans; [apply F; discriminate|]. change (mk o) with (vnode o).
    destruct (commutative o) eqn:C; [|apply E_refl].
    apply swp_eqE; [rewrite ac_comm; auto|apply swp_isort|auto|discriminate].
Qed.

Ltac wt_ok := repeat (apply wt_emit || constructor || assumption).
Ltac inst s c := apply (E_ax s); [wt_ok|wt_ok|c].

Lemma nf_not_eqE : forall p, wt p SPred -> eqE (Not p) (nf_not p).
Proof.
  intros p H. unfold nf_not. destruct (not_child p) eqn:E1.
  - apply not_child_t in E1; subst. inversion H; subst. inst SPred ltac:(apply Not_Not).
  - destruct (is_top p) eqn:E2; [apply is_top_t in E2; subst; inst SPred ltac:(apply Not_Top)|].
    destruct (is_bot p) eqn:E3; [apply is_bot_t in E3; subst; inst SPred ltac:(apply Not_Bot)|].
    apply E_refl.
Qed.

Lemma nf_scale_eqE : forall w s, wt s SScorer -> eqE (Scale w s) (nf_scale w s).
Proof.
  intros w s H. unfold nf_scale. destruct (PrimFloat.eqb w 0) eqn:E0; simpl.
  - inst SScorer ltac:(apply Scale_Zero; auto).
  - destruct (is_zero s) eqn:Ez; [apply is_zero_t in Ez; subst; inst SScorer ltac:(apply Scale_Of_Zero)|].
    destruct (PrimFloat.eqb w 1) eqn:E1; [inst SScorer ltac:(apply Scale_One; auto)|apply E_refl].
Qed.

Lemma nf_gate_eqE : forall p s, wt p SPred -> wt s SScorer -> eqE (Gate p s) (nf_gate p s).
Proof.
  intros p s H1 H2. unfold nf_gate.
  destruct (is_top p) eqn:E1; [apply is_top_t in E1; subst; inst SScorer ltac:(apply Gate_Top)|].
  destruct (is_bot p) eqn:E2; simpl; [apply is_bot_t in E2; subst; inst SScorer ltac:(apply Gate_Bot)|].
  destruct (is_zero s) eqn:E3; [apply is_zero_t in E3; subst; inst SScorer ltac:(apply Gate_Zero)|apply E_refl].
Qed.

Lemma nf_normalize_eqE : forall s, wt s SScorer -> eqE (Normalize s) (nf_normalize s).
Proof.
  intros s H. unfold nf_normalize. destruct (is_normalize s) eqn:E; [|apply E_refl].
  apply is_normalize_t in E. destruct E as [u ->]. inversion H; subst. inst SScorer ltac:(apply Norm_Idem).
Qed.

(** FailPlan chains *)
Lemma base_emit : forall b tbl, base (emit b tbl) = Some b.
Proof. intros b tbl. induction tbl as [|[k a] tbl IH] using rev_ind; auto. rewrite emit_snoc. auto. Qed.

Lemma kinds_emit : forall b tbl k, In k (kinds (emit b tbl)) <-> In k (map fst tbl).
Proof.
  intros b tbl. induction tbl as [|[k a] tbl IH] using rev_ind; intros k'; simpl; [tauto|].
  rewrite emit_snoc, map_app, in_app_iff. simpl. rewrite IH. tauto.
Qed.

Lemma filter_id : forall A (f : A -> bool) l, filter f l = l -> Forall (fun x => f x = true) l.
Proof.
  intros A f l. induction l as [|x l IH]; simpl; intros H; auto.
  destruct (f x) eqn:E.
  - injection H as Hl. constructor; auto.
  - exfalso. pose proof (filter_length_le _ f l). rewrite H in H0. simpl in H0. lia.
Qed.

Lemma filter_id' : forall A (f : A -> bool) l, Forall (fun x => f x = true) l -> filter f l = l.
Proof. intros A f l H. induction H; simpl; auto. rewrite H, IHForall. auto. Qed.

Lemma keys_lt_not_in : forall k (tbl : list (string * pv)), Forall (fun kv => String.compare (fst kv) k = Lt) tbl -> ~ In k (map fst tbl).
Proof.
  intros k tbl H Hin. rewrite Forall_forall in H. apply in_map_iff in Hin. destruct Hin as [kv [E Hkv]].
  specialize (H kv Hkv). rewrite E in H. rewrite (str_compare_refl k) in H. discriminate.
Qed.

Lemma wt_override_emit : forall b tbl k a, wt (Override (emit b tbl) k a) SFailPlan.
Proof. intros. constructor. apply wt_emit. Qed.

(** The new override is the outermost kind. *)
Lemma override_top_eqE : forall b T k a,
  Forall (fun kv => String.compare (fst kv) k = Lt) T -> drop_base b T = T ->
  eqE (Override (emit b T) k a) (emit b (drop_base b (T ++ [(k, a)]))).
Proof.
  intros b T k a HT Hd. rewrite drop_base_app, Hd. unfold drop_base at 1. simpl.
  destruct (String.eqb (enc_pv a) (enc_pv b)) eqn:E; simpl.
  - rewrite app_nil_r. apply (E_ax SFailPlan); [apply wt_override_emit|apply wt_emit|].
    apply F3 with b; [apply base_emit|apply String.eqb_eq; auto|].
    rewrite kinds_emit. apply keys_lt_not_in; auto.
  - rewrite emit_snoc. apply E_refl.
Qed.

Lemma tset_snoc_lt : forall k a k1 a1 l, String.compare k k1 = Lt ->
  tset k a (l ++ [(k1, a1)]) = tset k a l ++ [(k1, a1)].
Proof.
  intros k a k1 a1 l H. induction l as [|[k' a'] r IH]; simpl; [rewrite H; auto|].
  destruct (String.compare k k'); simpl; auto. rewrite IH; auto.
Qed.

Lemma tset_snoc_eq : forall k a a1 l, Forall (fun kv => String.compare (fst kv) k = Lt) l ->
  tset k a (l ++ [(k, a1)]) = l ++ [(k, a)].
Proof.
  intros k a a1 l H. induction l as [|[k' a'] r IH]; simpl.
  - rewrite (str_compare_refl k). auto.
  - inversion H; subst. simpl in H2. rewrite (compare_lt_gt _ _ H2). rewrite IH; auto.
Qed.

Lemma nf_override_eqE : forall b tbl k a, kinds_sorted tbl -> drop_base b tbl = tbl ->
  eqE (Override (emit b tbl) k a) (emit b (drop_base b (tset k a tbl))).
Proof.
  intros b tbl. induction tbl as [|[k1 a1] tbl IH] using rev_ind; intros k a Hs Hd.
  - apply (override_top_eqE b [] k a); auto.
  - unfold kinds_sorted in Hs. destruct (StronglySorted_app _ _ _ _ Hs) as [Hs1 Hs2].
    assert (Hlt1 : Forall (fun kv => String.compare (fst kv) k1 = Lt) tbl).
    { eapply Forall_impl; [|exact Hs2]. intros kv Hkv. inversion Hkv; auto. }
    pose proof (filter_id _ _ _ Hd) as Hd'. apply Forall_app in Hd'. destruct Hd' as [Hd1 Hd2].
    apply filter_id' in Hd1. fold (drop_base b tbl) in Hd1.
    rewrite emit_snoc. destruct (String.compare k k1) eqn:C.
    + apply String.compare_eq_iff in C. subst k1.
      rewrite tset_snoc_eq; auto.
      eapply E_trans; [|apply override_top_eqE; auto]. inst SFailPlan ltac:(apply F1).
    + rewrite tset_snoc_lt; auto.
      rewrite drop_base_app. unfold drop_base at 2. simpl.
      inversion Hd2; subst. simpl in H1. rewrite H1. simpl. rewrite emit_snoc.
      apply E_trans with (Override (Override (emit b tbl) k a) k1 a1).
      * inst SFailPlan ltac:(apply F2). intro E. rewrite E, str_compare_refl in C. discriminate.
      * apply C_override. apply IH; auto.
    + assert (Hlt : Forall (fun kv => String.compare (fst kv) k = Lt) (tbl ++ [(k1, a1)])).
      { apply Forall_app; split; [|constructor; [apply str_compare_gt; auto|constructor]].
        eapply Forall_impl; [|exact Hlt1]. intros kv Hkv.
        apply (str_lt_trans _ k1); [exact Hkv|apply str_compare_gt; exact C]. }
      rewrite tset_append, <- emit_snoc; auto. apply override_top_eqE; auto.
Qed.

(** Theorem 3, soundness: a well-sorted term is E-equal to its normal form. *)
Theorem nf_eqE : forall t s, wt t s -> eqE t (nf t).
Proof.
  assert (Var : forall o l, l <> [] -> Forall (fun x => wt x (vsort o)) l ->
            Forall (fun x => forall s, wt x s -> eqE x (nf x)) l -> eqE (vnode o l) (nf_var o (map nf l))).
  { intros o l Hne Hw IH. apply E_trans with (vnode o (map nf l)).
    - apply C_var_list. clear Hne. induction l as [|x l IHl]; simpl; [constructor|].
      inversion Hw as [|? ? Hx Hl]; inversion IH as [|? ? IHx IHr]; subst.
      constructor; [apply (IHx _ Hx)|apply IHl; auto].
    - apply nf_var_eqE.
      + destruct l; [contradiction|discriminate].
      + rewrite Forall_map. eapply Forall_impl; [|exact Hw]. intros. apply nf_preserves_sort; auto. }
  induction t using term_ind'; intros st HW; inversion HW; subst; simpl; try apply E_refl.
  - apply (Var VAnd); auto.
  - apply (Var VOr); auto.
  - eapply E_trans; [apply C_not; eauto|]. apply nf_not_eqE. eapply nf_preserves_sort; eauto.
  - apply (Var VAdd); auto.
  - eapply E_trans; [apply C_scale; eauto|]. apply nf_scale_eqE. eapply nf_preserves_sort; eauto.
  - eapply E_trans; [apply C_gate1; eauto|].
    eapply E_trans; [apply C_gate2; eauto|].
    apply nf_gate_eqE; eapply nf_preserves_sort; eauto.
  - apply C_neg; eauto.
  - eapply E_trans; [apply C_normalize; eauto|]. apply nf_normalize_eqE. eapply nf_preserves_sort; eauto.
  - apply C_clamp; eauto.
  - apply C_topk; eauto.
  - apply (Var VSeq); auto.
  - eapply E_trans; [apply C_when1; eauto|]. apply C_when2; eauto.
  - eapply E_trans; [apply C_override; eauto|].
    match goal with H : wt t SFailPlan |- _ => destruct (nf_sort_nrm _ _ H) as [Hw Hn] end.
    destruct (nrm_fp _ Hw Hn) as [b [tbl [E [Hs Hd]]]].
    unfold nf_override. rewrite E, fp_table_emit; auto. apply nf_override_eqE; auto.
  - eapply E_trans; [apply C_policy1; eauto|].
    eapply E_trans; [apply C_policy2; eauto|].
    eapply E_trans; [apply C_policy3; eauto|].
    eapply E_trans; [apply C_policy4; eauto|]. apply C_policy5; eauto.
Qed.
