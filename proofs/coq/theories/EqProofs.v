(** Theorem 3 (the rest): [nf] decides [=E] (spec/04 §4.6–§4.7).
    Soundness [nf_eqE]: a well-sorted term is [=E] its normal form (every
    rewrite of [nf] is a composition of instances of E).  Completeness
    [eqE_nf]: [t =E u] implies [nf t = nf u] ([nf] respects each equation
    and congruence); for [Comm⊙] it uses Theorem 5 on shaped terms
    ([DecodeProofs.enc_injective]), with no premise: the normal forms of
    shaped terms are shaped ([ShapeProofs.nf_shaped]). *)
From Coq Require Import String Ascii List Bool PrimFloat Lia Sorted Permutation NArith.
From SigmaPol Require Import Trusted Json Syntax Encoding NormalForm NFProofs Shape ShapeProofs Decode DecodeProofs Equations.
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
  Forall (fun x => wt x (vsort o)) l -> Forall shaped l -> l <> [] -> eqE (vnode o l) (vnode o l').
Proof.
  intros o l l' Hac H. induction H; intros Hw HS Hn.
  - apply E_refl.
  - assert (S' := HS). rewrite Forall_app, !Forall_cons_iff in S'. destruct S' as [_ [Sy [Sz _]]].
    apply (E_ax (vsort o)); [apply wt_vnode; auto| |constructor; auto].
    apply wt_vnode. repeat split; [apply app_cons_nil|].
    eapply Forall_perm; [|exact Hw]. apply Permutation_app_head. constructor.
  - apply E_sym. apply IHswp.
    + eapply Forall_perm; [|exact Hw]. apply Permutation_sym, swp_perm; auto.
    + eapply Forall_perm; [|exact HS]. apply Permutation_sym, swp_perm; auto.
    + intro E. subst. apply swp_perm, Permutation_nil in H. auto.
  - pose proof (swp_perm _ _ H) as P. eapply E_trans; [apply IHswp1; auto|]. apply IHswp2.
    + eapply Forall_perm; eauto.
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

Lemma nf_var_eqE : forall o ks, ks <> [] -> Forall (fun k => wt k (vsort o)) ks -> Forall shaped ks ->
  eqE (vnode o ks) (nf_var o ks).
Proof.
  intros o ks Hne Hw HS. pose proof (flat_eqE o ks [] Hw (Forall_nil _)) as F. simpl in F. unfold nf_var.
  destruct (flat o ks) as [xs|] eqn:Fl; auto.
  pose proof (flat_wt _ _ _ Hw Fl) as Hxs.
  destruct xs as [|x [|y r]].
  - apply units_eqE; auto. apply flat_nil_units; auto.
  - eapply E_trans; [apply F; discriminate|]. inversion Hxs; subst.
    apply (E_ax (vsort o)); [apply wt_vnode; split; [reflexivity|split; [discriminate|constructor; auto]]|auto|constructor].
  - eapply E_trans; [apply F; discriminate|]. change (mk o) with (vnode o).
    destruct (commutative o) eqn:C; [|apply E_refl].
    apply swp_eqE; [rewrite ac_comm; auto|apply swp_isort|auto|eapply flat_shaped; eauto|discriminate].
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
Theorem nf_eqE : forall t s, wt t s -> shaped t -> eqE t (nf t).
Proof.
  assert (Var : forall o l, l <> [] -> Forall (fun x => wt x (vsort o)) l -> Forall shaped l ->
            Forall (fun x => forall s, wt x s -> shaped x -> eqE x (nf x)) l ->
            eqE (vnode o l) (nf_var o (map nf l))).
  { intros o l Hne Hw HS IH. apply E_trans with (vnode o (map nf l)).
    - apply C_var_list. clear Hne. induction l as [|x l IHl]; simpl; [constructor|].
      inversion Hw as [|? ? Hx Hl]; inversion IH as [|? ? IHx IHr]; inversion HS as [|? ? Sx Sl]; subst.
      constructor; [apply (IHx _ Hx Sx)|apply IHl; auto].
    - apply nf_var_eqE.
      + destruct l; [contradiction|discriminate].
      + rewrite Forall_map. eapply Forall_impl; [|exact Hw]. intros. apply nf_preserves_sort; auto.
      + rewrite Forall_map. eapply Forall_impl; [|exact HS]. intros. apply nf_shaped; auto. }
  induction t using term_ind'; intros st HW HS; inversion HW; subst; simpl; try apply E_refl;
    simpl in HS; repeat match goal with H : _ /\ _ |- _ => destruct H end.
  - apply (Var VAnd); auto; apply (shaped_mk VAnd); exact HS.
  - apply (Var VOr); auto; apply (shaped_mk VAnd); exact HS.
  - eapply E_trans; [apply C_not; eauto|]. apply nf_not_eqE. eapply nf_preserves_sort; eauto.
  - apply (Var VAdd); auto; apply (shaped_mk VAnd); exact HS.
  - eapply E_trans; [apply C_scale; eauto|]. apply nf_scale_eqE. eapply nf_preserves_sort; eauto.
  - eapply E_trans; [apply C_gate1; eauto|].
    eapply E_trans; [apply C_gate2; eauto|].
    apply nf_gate_eqE; eapply nf_preserves_sort; eauto.
  - apply C_neg; eauto.
  - eapply E_trans; [apply C_normalize; eauto|]. apply nf_normalize_eqE. eapply nf_preserves_sort; eauto.
  - apply C_clamp; eauto.
  - apply C_topk; eauto.
  - apply (Var VSeq); auto; apply (shaped_mk VAnd); exact HS.
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

(** ** Completeness: [nf] respects every equation and congruence *)

Lemma nf_vnode : forall o l, nf (vnode o l) = nf_var o (map nf l).
Proof. destruct o; reflexivity. Qed.

Definition oapp (a b : option (list term)) : option (list term) :=
  match a, b with Some x, Some y => Some (x ++ y) | _, _ => None end.

Lemma flat_app : forall o a b, flat o (a ++ b) = oapp (flat o a) (flat o b).
Proof.
  intros o a b. induction a as [|k a IH]; simpl.
  - destruct (flat o b); reflexivity.
  - rewrite IH. destruct (vchildren o k); [|destruct (vunit o k); [|destruct (vabsorb o k)]];
      destruct (flat o a), (flat o b); simpl; rewrite ?app_assoc; reflexivity.
Qed.

Definition sortif (o : vop) (l : list term) : list term := if commutative o then isort l else l.

Lemma sortif_small : forall o l, length l <= 1 -> sortif o l = l.
Proof. intros o [|x [|y r]] H; unfold sortif; destruct (commutative o); simpl in *; auto; lia. Qed.

Lemma length_sortif : forall o l, length (sortif o l) = length l.
Proof. intros. unfold sortif. destruct (commutative o); auto using length_isort. Qed.

Lemma flat_nf_var : forall o Y, Forall (fun y => wt y (vsort o) /\ nrm y) Y ->
  flat o [nf_var o Y] = option_map (sortif o) (flat o Y).
Proof.
  intros o Y H. pose proof (flat_ok o Y H) as F. unfold nf_var.
  destruct (flat o Y) as [xs|]; simpl.
  - destruct xs as [|x [|y r]].
    + destruct o; reflexivity.
    + inversion F as [|? ? [_ [_ [G1 [G2 G3]]]]]; subst. simpl. rewrite G1, G2, G3.
      unfold sortif; destruct (commutative o); reflexivity.
    + fold (sortif o (x :: y :: r)). destruct o; simpl; rewrite app_nil_r; reflexivity.
  - destruct F; subst; reflexivity.
Qed.

Lemma nf_var_ext : forall o L1 L2,
  option_map (sortif o) (flat o L1) = option_map (sortif o) (flat o L2) -> nf_var o L1 = nf_var o L2.
Proof.
  intros o L1 L2 H. unfold nf_var.
  destruct (flat o L1) as [a|], (flat o L2) as [b|]; simpl in H; try discriminate; auto.
  injection H as H. fold (sortif o a). fold (sortif o b).
  assert (Lab : length a = length b) by (rewrite <- (length_sortif o a), <- (length_sortif o b), H; auto).
  destruct a as [|x [|y r]], b as [|x' [|y' r']]; simpl in Lab; try discriminate; auto.
  - rewrite !sortif_small in H by (simpl; lia). injection H as ->. auto.
  - rewrite H. auto.
Qed.

(** [insert] commutes on keys that differ (this is where the order on
    encodings is used: total, antisymmetric, transitive). *)
Lemma leb_trans : forall a b c, String.leb a b = true -> String.leb b c = true -> String.leb a c = true.
Proof.
  unfold String.leb. intros a b c H1 H2.
  destruct (String.compare a b) eqn:E1; try discriminate; destruct (String.compare b c) eqn:E2; try discriminate.
  - apply String.compare_eq_iff in E1, E2. subst. rewrite str_compare_refl. auto.
  - apply String.compare_eq_iff in E1. subst. rewrite E2. auto.
  - apply String.compare_eq_iff in E2. subst. rewrite E1. auto.
  - rewrite (str_lt_trans _ _ _ E1 E2). auto.
Qed.

Lemma insert_comm : forall y z L, enc y <> enc z -> insert y (insert z L) = insert z (insert y L).
Proof.
  intros y z L Hyz.
  assert (Anti : String.leb (enc y) (enc z) = true -> String.leb (enc z) (enc y) = true -> False)
    by (intros; apply Hyz, String.leb_antisym; auto).
  assert (Tot : String.leb (enc y) (enc z) = false -> String.leb (enc z) (enc y) = false -> False)
    by (intros A B; destruct (String.leb_total (enc y) (enc z)); congruence).
  induction L as [|w L IH]; simpl.
  - destruct (String.leb (enc y) (enc z)) eqn:E1, (String.leb (enc z) (enc y)) eqn:E2;
      try (exfalso; auto; fail); reflexivity.
  - destruct (String.leb (enc z) (enc w)) eqn:Ez, (String.leb (enc y) (enc w)) eqn:Ey; simpl;
      rewrite ?Ez, ?Ey;
      destruct (String.leb (enc y) (enc z)) eqn:E1, (String.leb (enc z) (enc y)) eqn:E2;
      try (exfalso; auto; fail); try reflexivity.
    all: try (rewrite IH; reflexivity).
    all: exfalso; repeat match goal with
      | A : String.leb ?a ?b = true, B : String.leb ?b ?c = true, C : String.leb ?a ?c = false |- _ =>
          rewrite (leb_trans _ _ _ A B) in C; discriminate
      end.
Qed.

Lemma isort_app : forall xs L, isort (xs ++ L) = fold_right insert (isort L) xs.
Proof. intros. unfold isort. apply fold_right_app. Qed.

Lemma swp_isort_eq : forall l l', swp l l' -> isort l = isort l'.
Proof.
  induction 1; auto.
  - rewrite !isort_app. f_equal. simpl. apply insert_comm.
    intro E. rewrite E in H. unfold String.ltb in H. rewrite str_compare_refl in H. discriminate.
  - congruence.
Qed.

Lemma sortif_mid : forall o A B C, sortif o (A ++ sortif o B ++ C) = sortif o (A ++ B ++ C).
Proof.
  intros. unfold sortif. destruct (commutative o); auto.
  apply swp_isort_eq. apply swp_app. apply S_sym, swp_isort.
Qed.

Lemma perm_swp : forall (P : term -> Prop), (forall x y, P x -> P y -> enc x = enc y -> x = y) ->
  forall l l', Permutation l l' -> Forall P l -> swp l l'.
Proof.
  intros P Hinj l l' H. induction H; intros HP.
  - constructor.
  - inversion HP; subst. apply swp_cons; auto.
  - inversion HP as [|? ? Hy HP']; inversion HP' as [|? ? Hx _]; subst.
    destruct (String.eqb (enc x) (enc y)) eqn:E.
    + apply String.eqb_eq, Hinj in E; auto. subst. constructor.
    + destruct (String.ltb (enc x) (enc y)) eqn:L.
      * apply (S_step [] y x l). auto.
      * apply S_sym. apply (S_step [] x y l). unfold String.ltb in *.
        rewrite String.compare_antisym. apply String.eqb_neq in E.
        destruct (String.compare (enc x) (enc y)) eqn:C; simpl; auto.
        apply String.compare_eq_iff in C. contradiction.
  - eapply S_trans; [apply IHPermutation1; auto|]. apply IHPermutation2. eapply Forall_perm; eauto.
Qed.

Lemma Forall_nf : forall s l, Forall (fun x => wt x s) l -> Forall (fun y => wt y s /\ nrm y) (map nf l).
Proof.
  intros s l H. rewrite Forall_map. eapply Forall_impl; [|exact H]. intros x Hx. apply nf_sort_nrm; auto.
Qed.

Lemma flat_nrm : forall o l xs, Forall (fun y => wt y (vsort o) /\ nrm y) l -> flat o l = Some xs ->
  Forall (fun y => wt y (vsort o) /\ nrm y) xs.
Proof.
  intros o l xs H F. pose proof (flat_ok o l H) as G. rewrite F in G.
  eapply Forall_impl; [|exact G]. intros y [A [B _]]; auto.
Qed.

Lemma nf_var_single : forall o x, wt x (vsort o) -> nrm x -> nf_var o [x] = x.
Proof.
  intros o x Hw Hn. unfold nf_var. simpl. destruct (vchildren o x) as [ks|] eqn:V.
  - apply vchildren_mk in V. subst x. apply nrm_mk_inv in Hn. destruct Hn as [L [_ [_ S]]].
    rewrite app_nil_r. destruct ks as [|a [|b r]]; simpl in L; try lia.
    destruct (commutative o) eqn:C; auto. rewrite isort_id; auto.
  - destruct (vunit o x) eqn:U; [apply vunit_t in U; auto|].
    destruct (vabsorb o x) eqn:A; [apply vabsorb_t in A; tauto|]. reflexivity.
Qed.

Lemma nf_not_not : forall q, wt q SPred -> nrm q -> nf_not (nf_not q) = q.
Proof.
  intros q Hw Hn. unfold nf_not at 2. destruct (not_child q) eqn:E1.
  - apply not_child_t in E1. subst q. inv_nrm Hn. unfold nf_not.
    match goal with Hq : forall q, ?p <> Not q |- _ =>
      destruct p; simpl; try congruence; exfalso; eapply Hq; eauto end.
  - destruct (is_top q) eqn:E2; [apply is_top_t in E2; subst; reflexivity|].
    destruct (is_bot q) eqn:E3; [apply is_bot_t in E3; subst; reflexivity|]. reflexivity.
Qed.

(** FailPlan tables, by lookup. *)
Fixpoint look (k : string) (T : list (string * pv)) : option pv :=
  match T with [] => None | (k', a) :: r => if String.eqb k k' then Some a else look k r end.

Definition filt (B : pv) (o : option pv) : option pv :=
  match o with Some a => if String.eqb (enc_pv a) (enc_pv B) then None else Some a | None => None end.

Lemma filt_idem : forall B o, filt B (filt B o) = filt B o.
Proof. intros B [a|]; simpl; auto. destruct (String.eqb (enc_pv a) (enc_pv B)) eqn:E; simpl; rewrite ?E; auto. Qed.

Lemma look_tset : forall k' k a T, look k' (tset k a T) = if String.eqb k' k then Some a else look k' T.
Proof.
  intros k' k a T. induction T as [|[k0 a0] r IH]; simpl; auto.
  destruct (String.compare k k0) eqn:C; simpl.
  - apply String.compare_eq_iff in C. subst. destruct (String.eqb k' k0); auto.
  - auto.
  - rewrite IH. destruct (String.eqb k' k0) eqn:E1, (String.eqb k' k) eqn:E2; auto.
    apply String.eqb_eq in E1, E2. subst. rewrite str_compare_refl in C. discriminate.
Qed.

Lemma look_above : forall k (r : list (string * pv)), Forall (fun kv => String.compare k (fst kv) = Lt) r -> look k r = None.
Proof.
  intros k r H. induction H as [|[k' a'] r Hk H IH]; simpl; auto. simpl in Hk.
  destruct (String.eqb k k') eqn:E; auto. apply String.eqb_eq in E. subst. rewrite str_compare_refl in Hk. discriminate.
Qed.

Lemma look_drop : forall B k T, kinds_sorted T -> look k (drop_base B T) = filt B (look k T).
Proof.
  intros B k T H. unfold kinds_sorted in H. induction H as [|[k0 a0] r Hs IH Hf]; simpl; auto.
  unfold drop_base in *. simpl. destruct (String.eqb (enc_pv a0) (enc_pv B)) eqn:E; simpl.
  - rewrite IH. destruct (String.eqb k k0) eqn:K; auto.
    apply String.eqb_eq in K. subst. rewrite look_above; auto. simpl. rewrite E. auto.
  - destruct (String.eqb k k0); simpl; rewrite ?E; auto.
Qed.

Lemma Forall_lt_trans : forall k1 k2 (r : list (string * pv)), String.compare k1 k2 = Lt ->
  Forall (fun kv => String.compare k2 (fst kv) = Lt) r -> Forall (fun kv => String.compare k1 (fst kv) = Lt) r.
Proof. intros. eapply Forall_impl; [|eauto]. intros kv H'. eapply str_lt_trans; eauto. Qed.

Lemma table_ext : forall T1 T2, kinds_sorted T1 -> kinds_sorted T2 -> (forall k, look k T1 = look k T2) -> T1 = T2.
Proof.
  unfold kinds_sorted. intros T1. induction T1 as [|[k1 a1] r1 IH]; intros T2 H1 H2 H.
  - destruct T2 as [|[k2 a2] r2]; auto. specialize (H k2). simpl in H. rewrite String.eqb_refl in H. discriminate.
  - destruct T2 as [|[k2 a2] r2].
    + specialize (H k1). simpl in H. rewrite String.eqb_refl in H. discriminate.
    + inversion H1 as [|? ? S1 F1]; inversion H2 as [|? ? S2 F2]; subst.
      destruct (String.compare k1 k2) eqn:C.
      * apply String.compare_eq_iff in C. subst k2.
        pose proof (H k1) as Hk. simpl in Hk. rewrite String.eqb_refl in Hk. injection Hk as ->.
        f_equal. apply IH; auto. intros k. destruct (String.eqb k k1) eqn:E.
        -- apply String.eqb_eq in E. subst. rewrite !look_above; auto.
        -- specialize (H k). simpl in H. rewrite E in H. auto.
      * exfalso. specialize (H k1). simpl in H. rewrite String.eqb_refl in H.
        destruct (String.eqb k1 k2) eqn:E; [apply String.eqb_eq in E; subst; rewrite str_compare_refl in C; discriminate|].
        rewrite look_above in H; [discriminate|]. eapply Forall_lt_trans; eauto.
      * exfalso. specialize (H k2). simpl in H. rewrite String.eqb_refl in H.
        destruct (String.eqb k2 k1) eqn:E; [apply String.eqb_eq in E; subst; rewrite str_compare_refl in C; discriminate|].
        rewrite look_above in H; [discriminate|]. eapply Forall_lt_trans; [apply str_compare_gt; eauto|]. auto.
Qed.

Lemma look_notin : forall k (T : list (string * pv)), ~ In k (map fst T) -> look k T = None.
Proof.
  intros k T. induction T as [|[k' a'] r IH]; simpl; intros H; auto.
  destruct (String.eqb k k') eqn:E; [apply String.eqb_eq in E; subst; tauto|]. apply IH. tauto.
Qed.

Lemma nf_fp : forall f, wt f SFailPlan -> exists B T, base f = Some B /\ nf f = emit B T /\
  kinds_sorted T /\ drop_base B T = T /\ (forall k, In k (map fst T) -> In k (kinds f)).
Proof.
  induction f; intros Hw; inversion Hw; subst.
  - exists a, []. repeat split; auto. all: try constructor.
  - match goal with H : wt f SFailPlan |- _ => destruct (IHf H) as [B [T [Hb [He [Hs [Hd Hk]]]]]] end.
    exists B, (drop_base B (tset k a T)). simpl. rewrite He. unfold nf_override. rewrite fp_table_emit; auto.
    repeat split; auto.
    + apply drop_base_sorted, tset_sorted; auto.
    + apply drop_base_idem.
    + intros k' Hin. apply in_map_iff in Hin. destruct Hin as [kv [E Hkv]]. unfold drop_base in Hkv.
      apply filter_In in Hkv. destruct Hkv as [Hkv _]. apply In_tset in Hkv. destruct Hkv as [->|Hkv].
      * simpl in E. subst. left. auto.
      * right. apply Hk. apply in_map_iff. eauto.
Qed.

Lemma nf_override_emit : forall B T k a, kinds_sorted T ->
  nf_override (emit B T) k a = emit B (drop_base B (tset k a T)).
Proof. intros. unfold nf_override. rewrite fp_table_emit; auto. Qed.

Ltac sorted_tbl := repeat (apply drop_base_sorted || apply tset_sorted); auto.

Lemma ax_nf : forall t u s, wt t s -> wt u s -> ax t u -> nf t = nf u.
Proof.
  intros t u s Ht Hu Hax. destruct Hax.
  - (* Assoc *)
    apply wt_vnode in Ht. destruct Ht as [-> [_ Hl]]. rewrite !Forall_app, Forall_cons_iff in Hl.
    destruct Hl as [Hx [Hy Hz]]. apply wt_vnode in Hy. destruct Hy as [_ [_ Hy]].
    rewrite !nf_vnode. apply nf_var_ext. rewrite !map_app. simpl. rewrite nf_vnode.
    change (nf_var o (map nf ys) :: map nf zs) with ([nf_var o (map nf ys)] ++ map nf zs).
    rewrite !flat_app, flat_nf_var by (apply Forall_nf; auto).
    destruct (flat o (map nf xs)), (flat o (map nf ys)), (flat o (map nf zs)); simpl; auto.
    f_equal. apply sortif_mid.
  - (* Comm *)
    apply wt_vnode in Ht. destruct Ht as [-> [_ Hl]].
    rewrite !nf_vnode. apply nf_var_ext. rewrite !map_app. simpl.
    change (nf y :: nf z :: map nf zs) with ([nf y] ++ [nf z] ++ map nf zs).
    change (nf z :: nf y :: map nf zs) with ([nf z] ++ [nf y] ++ map nf zs).
    pose proof (Forall_nf _ _ Hl) as Hn. rewrite map_app in Hn. simpl in Hn.
    change (nf y :: nf z :: map nf zs) with ([nf y] ++ [nf z] ++ map nf zs) in Hn.
    rewrite !Forall_app in Hn. destruct Hn as [N1 [N2 [N3 N4]]].
    rewrite !flat_app.
    destruct (flat o (map nf xs)) as [a|] eqn:Fa, (flat o [nf y]) as [b|] eqn:Fb,
      (flat o [nf z]) as [c|] eqn:Fc, (flat o (map nf zs)) as [d|] eqn:Fd; simpl; auto.
    f_equal. unfold sortif. rewrite <- ac_comm, H. apply swp_isort_eq.
    assert (SW : swp (b ++ c) (c ++ b)).
    { apply (perm_swp shaped); [exact enc_injective|apply Permutation_app_comm|].
      apply Forall_app; split; [eapply (flat_shaped o [nf y])|eapply (flat_shaped o [nf z])]; eauto;
        constructor; auto; apply nf_shaped; auto. }
    pose proof (swp_app _ _ a d SW) as SW'. rewrite <- !app_assoc in SW'. exact SW'.
  - (* Unit *)
    apply wt_vnode in Ht. destruct Ht as [-> _].
    rewrite !nf_vnode. apply nf_var_ext. rewrite !map_app. simpl.
    change (nf (u_op o) :: map nf ys) with ([nf (u_op o)] ++ map nf ys).
    rewrite !flat_app. replace (flat o [nf (u_op o)]) with (Some (@nil term)) by (destruct o; reflexivity).
    destruct (flat o (map nf xs)), (flat o (map nf ys)); simpl; rewrite ?app_nil_r; auto.
  - (* Absorb *)
    rewrite nf_vnode. unfold nf_var. rewrite map_app, flat_app. simpl.
    destruct o; simpl in H; inversion H; subst; simpl;
      destruct (flat _ (map nf xs)); simpl; auto; destruct (flat _ (map nf ys)); reflexivity.
  - (* Single *)
    apply wt_vnode in Ht. destruct Ht as [-> [_ Hl]]. inversion Hl; subst.
    rewrite nf_vnode. simpl. destruct (nf_sort_nrm _ _ H1). apply nf_var_single; auto.
  - (* Not-Not *)
    inversion Ht; subst. inversion H0; subst. simpl. destruct (nf_sort_nrm _ _ H1). apply nf_not_not; auto.
  - reflexivity.
  - reflexivity.
  - (* Scale-Zero *) simpl. unfold nf_scale. rewrite H. reflexivity.
  - (* Scale-Of-Zero *) simpl. unfold nf_scale. destruct (PrimFloat.eqb w 0); reflexivity.
  - (* Scale-One *) simpl. unfold nf_scale. rewrite H0, H. simpl.
    destruct (is_zero (nf s0)) eqn:Z; auto. apply is_zero_t in Z. auto.
  - reflexivity.
  - reflexivity.
  - (* Gate-Zero *) simpl. unfold nf_gate. destruct (is_top (nf p)), (is_bot (nf p)); reflexivity.
  - (* Norm-Idem *) simpl. unfold nf_normalize. destruct (is_normalize (nf s0)) eqn:E; simpl; rewrite ?E; auto.
  - (* F1 *)
    clear Hu. repeat match goal with H : wt (Override _ _ _) _ |- _ => inversion H; subst; clear H end.
    match goal with H : wt f SFailPlan |- _ => destruct (nf_fp _ H) as [B [T [_ [He [Hs [Hd _]]]]]] end.
    simpl. rewrite He.
    rewrite !nf_override_emit by sorted_tbl. f_equal. apply table_ext; sorted_tbl.
    intros k'. rewrite !look_drop, !look_tset, !look_drop, !look_tset by sorted_tbl.
    destruct (String.eqb k' k); auto. rewrite filt_idem; auto.
  - (* F2 *)
    clear Hu. repeat match goal with H : wt (Override _ _ _) _ |- _ => inversion H; subst; clear H end.
    match goal with H : wt f SFailPlan |- _ => destruct (nf_fp _ H) as [B [T [_ [He [Hs [Hd _]]]]]] end.
    simpl. rewrite He.
    rewrite !nf_override_emit by sorted_tbl. f_equal. apply table_ext; sorted_tbl.
    intros k''. rewrite !look_drop, !look_tset, !look_drop, !look_tset by sorted_tbl.
    destruct (String.eqb k'' k') eqn:E1, (String.eqb k'' k) eqn:E2; auto; try (rewrite filt_idem; auto; fail).
    apply String.eqb_eq in E1, E2. subst. contradiction.
  - (* F3 *)
    clear Hu. repeat match goal with H : wt (Override _ _ _) _ |- _ => inversion H; subst; clear H end.
    match goal with H : wt f SFailPlan |- _ => destruct (nf_fp _ H) as [B [T [Hb [He [Hs [Hd Hk]]]]]] end. rewrite Hb in H. injection H as ->.
    simpl. rewrite He, nf_override_emit by auto. f_equal.
    apply table_ext; sorted_tbl. intros k'.
    rewrite look_drop, look_tset by sorted_tbl.
    destruct (String.eqb k' k) eqn:E.
    + apply String.eqb_eq in E. subst. simpl. rewrite H0, String.eqb_refl.
      symmetry. apply look_notin. intro Hin. apply H1, Hk, Hin.
    + rewrite <- (look_drop b k' T), Hd; auto.
Qed.

(** Theorem 3, completeness: E-equal well-sorted terms have one normal
    form.  No premise: [Comm⊙] swaps shaped children, whose normal forms
    are shaped and so encoded injectively (Theorem 5, [enc_injective]). *)
Theorem eqE_nf : forall t u, eqE t u -> forall s, wt t s -> nf t = nf u.
Proof.
  intros t u H. induction H; intros s0 Hs;
    try (inversion Hs; subst; simpl;
         match goal with H : wt ?x ?s', IH : forall s, wt ?x s -> nf ?x = _ |- _ => rewrite (IH s' H) end;
         reflexivity; fail).
  - apply (ax_nf t u s); auto.
  - reflexivity.
  - symmetry. apply (IHeqE s0). apply (eqE_wt _ _ H). auto.
  - rewrite (IHeqE1 s0 Hs). apply (IHeqE2 s0). apply (eqE_wt _ _ H). auto.
  - apply wt_vnode in Hs. destruct Hs as [-> [_ Hl]]. rewrite Forall_app, Forall_cons_iff in Hl.
    rewrite !nf_vnode, !map_app. simpl. rewrite (IHeqE (vsort o)); tauto.
Qed.

(** Theorem 3: [nf] decides [=E] on well-sorted shaped terms (every
    admitted term: [ShapeProofs.admit_term_shaped]). *)
Theorem eqE_iff_nf : forall t u s, wt t s -> wt u s -> shaped t -> shaped u ->
  (eqE t u <-> nf t = nf u).
Proof.
  intros t u s Ht Hu St Su. split.
  - intros H. apply (eqE_nf t u H s Ht).
  - intros H. apply E_trans with (nf t); [apply (nf_eqE t s Ht St)|].
    rewrite H. apply E_sym, (nf_eqE u s Hu Su).
Qed.
