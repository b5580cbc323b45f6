(** Theorem 7 (proofs/07-determinism.md), member order, for admission:
    values equal up to member order ([OrderProofs.peq]: objects whose
    member lists are permutations with distinct names, recursively) get
    the same answer from [Admission.admit_term] — the same term, or the
    same refusal at the same path with the same reason.  The algorithm
    reads records through lookups ([assoc]) and through their members
    sorted by name ([sort_members], [conv]'s [sort_uniq]); on distinct
    names the sorted members do not depend on the order given. *)
From Coq Require Import String Ascii List Bool PrimFloat Lia Arith Permutation Sorted NArith.
From SigmaPol Require Import Trusted Json Syntax Admission AdmProofs Shape ShapeProofs OrderProofs.
Import ListNotations.
Open Scope string_scope.

(** ** Sorting members with distinct names *)
Lemma compare_refl : forall s, String.compare s s = Eq.
Proof. induction s; simpl; auto. unfold Ascii.compare. rewrite N.compare_refl. auto. Qed.

Lemma sorted_unique : forall A (l1 l2 : list (string * A)), keys_lt l1 -> keys_lt l2 ->
  (forall x, In x l1 <-> In x l2) -> l1 = l2.
Proof.
  intros A. induction l1 as [|a l1 IH]; intros [|b l2] S1 S2 H.
  - reflexivity.
  - exfalso. apply (proj2 (H b)). left; reflexivity.
  - exfalso. apply (proj1 (H a)). left; reflexivity.
  - apply StronglySorted_inv in S1 as [S1 F1]. apply StronglySorted_inv in S2 as [S2 F2].
    rewrite Forall_forall in F1, F2.
    assert (E : a = b).
    { destruct (proj1 (H a) (or_introl eq_refl)) as [E|Ia]; auto.
      destruct (proj2 (H b) (or_introl eq_refl)) as [E|Ib]; auto.
      pose proof (F1 _ Ib) as L1. pose proof (F2 _ Ia) as L2. simpl in L1, L2.
      rewrite String.compare_antisym, L2 in L1. discriminate. }
    subst b. f_equal.
    assert (Na : ~ In a l1) by (intros I; pose proof (F1 _ I) as L; rewrite compare_refl in L; discriminate).
    assert (Nb : ~ In a l2) by (intros I; pose proof (F2 _ I) as L; rewrite compare_refl in L; discriminate).
    apply IH; auto. intros x. split; intros I.
    + destruct (proj1 (H x) (or_intror I)) as [E|I']; [subst; contradiction|exact I'].
    + destruct (proj2 (H x) (or_intror I)) as [E|I']; [subst; contradiction|exact I'].
Qed.

Lemma In_fst : forall A (x : string * A) l, In x l -> In (fst x) (map fst l).
Proof. intros. apply in_map. auto. Qed.

Lemma In_ins_uniq_nd : forall A (kv x : string * A) l, ~ In (fst kv) (map fst l) ->
  In x (ins_uniq kv l) <-> x = kv \/ In x l.
Proof.
  intros A kv x l. induction l as [|y r IH]; simpl; intros N; [split; intros [H|H]; subst; auto; contradiction|].
  destruct (String.compare (fst kv) (fst y)) eqn:C.
  - apply String.compare_eq_iff in C. exfalso. apply N. left. auto.
  - simpl. split; intros [H|H]; subst; auto.
  - simpl. rewrite IH by tauto. tauto.
Qed.

Lemma In_sort_uniq_nd : forall A (l : list (string * A)), NoDup (map fst l) ->
  forall x, In x (sort_uniq l) <-> In x l.
Proof.
  intros A l. induction l as [|a l IH]; simpl; intros N x; [tauto|].
  inversion N as [|? ? Na N']; subst.
  assert (Nk : ~ In (fst a) (map fst (sort_uniq l))).
  { intros I. apply Na. apply in_map_iff in I as [y [Ey Iy]]. rewrite <- Ey. apply In_fst. apply In_sort_uniq; auto. }
  rewrite (In_ins_uniq_nd _ a x _ Nk), (IH N' x). split; intros [H|H]; subst; auto.
Qed.

Lemma sort_uniq_perm : forall A (l l' : list (string * A)), NoDup (map fst l) -> Permutation l l' ->
  sort_uniq l = sort_uniq l'.
Proof.
  intros A l l' N P.
  assert (N' : NoDup (map fst l')) by (eapply Permutation_NoDup; [apply Permutation_map; exact P|exact N]).
  apply sorted_unique; try apply sort_uniq_sorted.
  intros x. rewrite !In_sort_uniq_nd by auto. split; [apply Permutation_in; auto|apply Permutation_in; apply Permutation_sym; auto].
Qed.

Lemma ins_member_uniq : forall A (kv : string * A) l, ~ In (fst kv) (map fst l) -> ins_member kv l = ins_uniq kv l.
Proof.
  intros A kv l. induction l as [|y r IH]; simpl; intros N; auto.
  unfold String.leb. destruct (String.compare (fst kv) (fst y)) eqn:C.
  - apply String.compare_eq_iff in C. exfalso. apply N. left. auto.
  - reflexivity.
  - f_equal. apply IH. tauto.
Qed.

Lemma sort_members_uniq : forall A (l : list (string * A)), NoDup (map fst l) -> sort_members l = sort_uniq l.
Proof.
  intros A l. induction l as [|a l IH]; intros N; [reflexivity|].
  inversion N as [|? ? Na N']; subst.
  unfold sort_members in *. simpl. rewrite IH by auto. apply ins_member_uniq.
  intros I. apply Na. apply in_map_iff in I as [y [Ey Iy]]. rewrite <- Ey. apply In_fst. apply In_sort_uniq; auto.
Qed.

(** Members related position by position: the same names, related values. *)
Definition mrel {A B} (R : A -> B -> Prop) (a : string * A) (b : string * B) : Prop := fst a = fst b /\ R (snd a) (snd b).

Lemma ins_member_F2 : forall A B (R : A -> B -> Prop) kv kv' l l', mrel R kv kv' -> Forall2 (mrel R) l l' ->
  Forall2 (mrel R) (ins_member kv l) (ins_member kv' l').
Proof.
  intros A B R kv kv' l l' H F. induction F as [|y y' r r' Hy F' IH]; simpl; [constructor; auto|].
  destruct H as [Ek Hv]. destruct Hy as [Ey Hyv]. rewrite Ek, Ey.
  destruct (String.leb (fst kv') (fst y')); constructor; try (split; auto); auto.
  constructor; [split; auto|auto].
Qed.

Lemma sort_members_F2 : forall A B (R : A -> B -> Prop) l l', Forall2 (mrel R) l l' ->
  Forall2 (mrel R) (sort_members l) (sort_members l').
Proof. intros A B R l l' F. induction F; simpl; [constructor|]. apply ins_member_F2; auto. Qed.

(** The members of a [peq] pair of objects, sorted, are related position
    by position. *)
Lemma sort_members_peq : forall m1 m m2, NoDup (map fst m1) -> Permutation m1 m ->
  Forall2 (mrel peq) m m2 -> Forall2 (mrel peq) (sort_members m1) (sort_members m2).
Proof.
  intros m1 m m2 N P F.
  assert (N' : NoDup (map fst m)) by (eapply Permutation_NoDup; [apply Permutation_map; exact P|exact N]).
  rewrite (sort_members_uniq _ m1 N), (sort_uniq_perm _ _ _ N P), <- (sort_members_uniq _ m N').
  apply sort_members_F2; auto.
Qed.

Lemma forallb_perm : forall A (f : A -> bool) l l', Permutation l l' -> forallb f l = forallb f l'.
Proof.
  intros A f l l' P. induction P; simpl; auto.
  - rewrite IHP. reflexivity.
  - destruct (f x), (f y); reflexivity.
  - congruence.
Qed.

Lemma forallb_F2 : forall A B (R : A -> B -> Prop) f g l l', Forall2 R l l' ->
  (forall a b, R a b -> f a = g b) -> forallb f l = forallb g l'.
Proof. intros until l'. intros F H. induction F; simpl; auto. rewrite (H _ _ H0), IHF. reflexivity. Qed.

Lemma first_some_F2 : forall A B (R : A -> B -> Prop) f g l l', Forall2 R l l' ->
  (forall a b, R a b -> f a = g b) -> first_some f l = first_some g l'.
Proof. intros until l'. intros F H. induction F; simpl; auto. rewrite (H _ _ H0), IHF. reflexivity. Qed.

Lemma first_some_i_F2 : forall A B (R : A -> B -> Prop) f g i l l', Forall2 R l l' ->
  (forall i a b, R a b -> f i a = g i b) -> first_some_i f i l = first_some_i g i l'.
Proof. intros until l'. intros F H. revert i. induction F; intros i; simpl; auto. rewrite (H _ _ _ H0), IHF. reflexivity. Qed.

(** ** Values: one level *)
Lemma peq_obj_nil : forall m2, peq (JObj []) (JObj m2) -> m2 = [].
Proof.
  intros m2 H. inversion H as [| | | | |m1 m m2' N P F]; subst.
  apply Permutation_nil in P. subst. inversion F. reflexivity.
Qed.

Lemma jeq_obj_nil : forall m2, jeq (JObj []) (JObj m2) -> m2 = [].
Proof.
  intros m2 H. inversion H as [| | | | |m1 m2' Hm]; subst. destruct m2 as [|[k v] m2]; auto.
  specialize (Hm k). simpl in Hm. rewrite String.eqb_refl in Hm. inversion Hm.
Qed.

Lemma num_jeq : forall v w, jeq v w -> num v = num w.
Proof. intros v w H; destruct H; reflexivity. Qed.

Lemma show_jeq : forall o o', ojeq o o' -> show o = show o'.
Proof. intros o o' H. otop H. Qed.

Lemma is_verb_jeq : forall o o', ojeq o o' -> is_verb o = is_verb o'.
Proof. intros o o' H. otop H. Qed.

Lemma absent_or_jeq : forall p o o', ojeq o o' -> (forall v w, jeq v w -> p v = p w) -> absent_or p o = absent_or p o'.
Proof. intros p o o' H Hp. destruct H; simpl; auto. Qed.

Lemma is_arrayish_jeq : forall v w, jeq v w -> is_arrayish v = is_arrayish w.
Proof.
  intros v w H. destruct H; try reflexivity. destruct m1 as [|kv m1].
  - rewrite (jeq_obj_nil m2 (JE_obj _ _ H)). reflexivity.
  - destruct m2 as [|kv' m2]; [|reflexivity].
    destruct kv as [k0 v0]. specialize (H k0). simpl in H. rewrite String.eqb_refl in H. inversion H.
Qed.

Lemma elems_jeq : forall v w, jeq v w -> Forall2 jeq (elems v) (elems w).
Proof. intros v w H; destruct H; simpl; auto. Qed.

Lemma forallb_num_jeq : forall l l', Forall2 jeq l l' -> forallb num l = forallb num l'.
Proof. intros l l' F. apply (forallb_F2 _ _ _ _ _ _ _ F). apply num_jeq. Qed.

Lemma elems_peq : forall v w, peq v w -> Forall2 peq (elems v) (elems w).
Proof. intros v w H; destruct H; simpl; auto. Qed.

Lemma obj_peq : forall m1 m2, peq (JObj m1) (JObj m2) ->
  exists m, NoDup (map fst m1) /\ Permutation m1 m /\ Forall2 (mrel peq) m m2.
Proof. intros m1 m2 H. inversion H as [| | | | |m1' m m2' N P F]; subst. exists m. auto. Qed.

Lemma jeq_lookups : forall m1 m2, jeq (JObj m1) (JObj m2) -> forall k, ojeq (assoc k m1) (assoc k m2).
Proof. intros m1 m2 H. inversion H; auto. Qed.

(** ** The parameter checks *)
Lemma action_chk_peq : forall v w, peq v w -> action_chk v = action_chk w.
Proof.
  intros v w H. pose proof (peq_jeq _ _ H) as J. unfold action_chk.
  destruct H as [| | | |l1 l2 F|m1 m m2 N P F]; try reflexivity.
  cbn [is_table negb members].
  pose proof (jeq_lookups _ _ J) as Hm.
  rewrite (is_verb_jeq _ _ (Hm "action")), (show_jeq _ _ (Hm "action")).
  rewrite (absent_or_jeq num _ _ (Hm "attempts") num_jeq), (absent_or_jeq num _ _ (Hm "open_breaker_ms") num_jeq).
  assert (E : first_some (fun kv => if in_strings (fst kv) action_core || num (snd kv) then None
                                    else Some ("Action key '" ++ fst kv ++ "' must map to a finite number"))
                         (sort_members m1) =
              first_some (fun kv => if in_strings (fst kv) action_core || num (snd kv) then None
                                    else Some ("Action key '" ++ fst kv ++ "' must map to a finite number"))
                         (sort_members m2)).
  { apply (first_some_F2 _ _ _ _ _ _ _ (sort_members_peq _ _ _ N P F)).
    intros a b [Ek Hv]. rewrite Ek, (num_jeq _ _ (peq_jeq _ _ Hv)). reflexivity. }
  rewrite E. clear E.
  destruct (Hm "backoff_ms") as [|b b' Hb].
  - destruct (Hm "then_action") as [|x y Hxy]; [reflexivity|].
    rewrite (is_verb_jeq _ _ (orel_some _ _ _ Hxy)), (show_jeq _ _ (orel_some _ _ _ Hxy)). reflexivity.
  - rewrite (num_jeq _ _ Hb), (is_arrayish_jeq _ _ Hb), (forallb_num_jeq _ _ (elems_jeq _ _ Hb)).
    destruct (Hm "then_action") as [|x y Hxy]; [reflexivity|].
    rewrite (is_verb_jeq _ _ (orel_some _ _ _ Hxy)), (show_jeq _ _ (orel_some _ _ _ Hxy)). reflexivity.
Qed.

Lemma recipe_chk_peq : forall v w, peq v w -> recipe_chk v = recipe_chk w.
Proof.
  intros v w H. unfold recipe_chk. rewrite (is_arrayish_jeq _ _ (peq_jeq _ _ H)).
  destruct (is_arrayish w); [|reflexivity]. cbn [negb].
  apply (first_some_i_F2 _ _ _ _ _ _ _ _ (elems_peq _ _ H)).
  intros i a b Hab. destruct Hab as [| | | |l1 l2 F|m1 m m2 N P F]; try reflexivity.
  - destruct F; reflexivity.
  - rewrite (forallb_perm _ _ _ _ P).
    rewrite (forallb_F2 _ _ _ (fun kv => num (snd kv)) (fun kv => num (snd kv)) _ _ F) by
      (intros x y [_ Hv]; apply num_jeq, peq_jeq; auto).
    reflexivity.
Qed.

Lemma str_opt_pick_jeq : forall a b e e', jeq e e' -> str_opt (pick a b e) = str_opt (pick a b e').
Proof.
  intros a b e e' H. unfold pick.
  destruct (member_jeq a _ _ H) as [|x y Hxy].
  - destruct (member_jeq b _ _ H) as [|x y Hxy]; [reflexivity|]. destruct Hxy; reflexivity.
  - destruct Hxy as [| [] | | | |]; try reflexivity.
    destruct (member_jeq b _ _ H) as [|x y Hxy]; [reflexivity|]. destruct Hxy; reflexivity.
Qed.

Lemma chain_chk_peq : forall v w, peq v w -> chain_chk v = chain_chk w.
Proof.
  intros v w H. unfold chain_chk. rewrite (is_arrayish_jeq _ _ (peq_jeq _ _ H)).
  destruct (is_arrayish w); [|reflexivity]. cbn [negb].
  apply (first_some_i_F2 _ _ _ _ _ _ _ _ (elems_peq _ _ H)).
  intros i a b Hab. pose proof (peq_jeq _ _ Hab) as J.
  destruct Hab as [| | | |l1 l2 F|m1 m m2 N P F]; try reflexivity.
  rewrite (str_opt_pick_jeq "provider" "provider_id" _ _ J), (str_opt_pick_jeq "model" "model_family" _ _ J).
  destruct (str_opt (pick "provider" "provider_id" (JObj m2)) && str_opt (pick "model" "model_family" (JObj m2)));
    [|reflexivity].
  apply (first_some_F2 _ _ _ _ _ _ _ (sort_members_peq _ _ _ N P F)).
  intros x y [Ek _]. rewrite Ek. reflexivity.
Qed.

Lemma pchk_peq : forall σ P v w, peq v w -> pchk σ P v = pchk σ P w.
Proof.
  intros σ P v w H. destruct P; try (destruct H; reflexivity).
  - apply action_chk_peq; auto.
  - apply recipe_chk_peq; auto.
  - apply chain_chk_peq; auto.
Qed.

Lemma sort_members_perm : forall A (l l' : list (string * A)), NoDup (map fst l) -> Permutation l l' ->
  sort_members l = sort_members l'.
Proof.
  intros A l l' N P.
  assert (N' : NoDup (map fst l')) by (eapply Permutation_NoDup; [apply Permutation_map; exact P|exact N]).
  rewrite !sort_members_uniq by auto. apply sort_uniq_perm; auto.
Qed.

Lemma map_fst_map : forall A B (f : A -> B) (l : list (string * A)),
  map fst (map (fun kv => (fst kv, f (snd kv))) l) = map fst l.
Proof. intros. rewrite map_map. reflexivity. Qed.

Lemma Forall_perm_in : forall A (P : A -> Prop) l l', Permutation l l' -> Forall P l -> Forall P l'.
Proof.
  intros A P l l' Hp F. rewrite Forall_forall in *. intros x Hx. apply F.
  apply (Permutation_in _ (Permutation_sym Hp)). exact Hx.
Qed.

(** ** Well-formedness and [⌊v⌋] *)
Lemma wfchk_peq : forall v w l, peq v w -> wfchk l v = wfchk l w.
Proof.
  induction v using json_ind'; intros w lv Hp; inversion Hp as [| | | |l1 l2 F|m1 m m2 N P F]; subst; try reflexivity.
  - simpl. destruct (Nat.ltb 64 lv); [reflexivity|]. clear Hp.
    induction F as [|x y r r' Hxy F' IHF]; [reflexivity|].
    inversion H as [|? ? Hx Hr]; subst. simpl. rewrite (Hx y (S lv) Hxy).
    destruct (wfchk (S lv) y); [reflexivity|]. simpl. apply IHF; auto.
  - simpl. destruct (Nat.ltb 64 lv); [reflexivity|].
    assert (K : forallb (fun kv => valid_unicode (fst kv)) l = forallb (fun kv => valid_unicode (fst kv)) m2).
    { rewrite (forallb_perm _ _ _ _ P). apply (forallb_F2 _ _ _ _ _ _ _ F). intros a b [Ek _]. rewrite Ek. reflexivity. }
    rewrite K. destruct (forallb (fun kv => valid_unicode (fst kv)) m2); [|reflexivity].
    assert (G : forall m0, (fix go (m : list (string * json)) : list (string * option string) :=
                              match m with [] => [] | kv :: r => (fst kv, wfchk (S lv) (snd kv)) :: go r end) m0
                         = map (fun kv => (fst kv, wfchk (S lv) (snd kv))) m0).
    { induction m0; simpl; congruence. }
    rewrite !G.
    rewrite (sort_members_perm _ (map (fun kv => (fst kv, wfchk (S lv) (snd kv))) l)
                                 (map (fun kv => (fst kv, wfchk (S lv) (snd kv))) m))
      by (try rewrite map_fst_map; auto; apply Permutation_map; auto).
    f_equal. f_equal.
    assert (H' := Forall_perm_in _ _ _ _ P H). clear P H K Hp.
    induction F as [|x y r r' [Ek Hv] F' IHF]; [reflexivity|].
    inversion H' as [|? ? Hx Hr]; subst. simpl. rewrite Ek, (Hx (snd y) (S lv) Hv), IHF; auto.
Qed.

Lemma conv_peq : forall v w, peq v w -> conv v = conv w.
Proof.
  induction v using json_ind'; intros w Hp; inversion Hp as [| | | |l1 l2 F|m1 m m2 N P F]; subst; try reflexivity.
  - simpl. f_equal. clear Hp. induction F as [|x y r r' Hxy F' IHF]; [reflexivity|].
    inversion H as [|? ? Hx Hr]; subst. simpl. rewrite (Hx y Hxy), IHF; auto.
  - assert (H' := Forall_perm_in _ _ _ _ P H).
    destruct l as [|kv l'].
    + apply Permutation_nil in P; subst. inversion F; reflexivity.
    + destruct m2 as [|kv2 m2'].
      { apply Permutation_length in P. inversion F; subst. simpl in P. discriminate. }
      cbv delta [conv] fix iota beta. fold conv. f_equal.
      rewrite (sort_uniq_perm _ (map (fun kv => (fst kv, conv (snd kv))) (kv :: l'))
                                (map (fun kv => (fst kv, conv (snd kv))) m))
        by (try rewrite map_fst_map; auto; apply Permutation_map; auto).
      f_equal. clear P H N Hp.
      induction F as [|x y r r' [Ek Hv] F' IHF]; [reflexivity|].
      inversion H' as [|? ? Hx Hr]; subst. simpl. rewrite Ek, (Hx (snd y) Hv), IHF; auto.
Qed.

(** ** Admission *)
Section Chk.
  Variable known : string -> bool.
  Variable σ : schema.

  Lemma chk_peq : forall v w d n p, peq v w -> chk known σ d n p v = chk known σ d n p w.
  Proof.
    induction v using json_ind'; intros w d n p Hp;
      inversion Hp as [| | | |l1 l2 F|m1 m m2 N P F]; subst; try reflexivity.
    clear Hp. simpl.
    destruct (Nat.ltb 64 d); [reflexivity|]. destruct (Nat.ltb 4096 (S n)); [reflexivity|].
    destruct F as [|x y r r' Hxy F]; [reflexivity|].
    inversion H as [|? ? _ IHr]; subst. clear H.
    destruct Hxy as [| | | |a1 a2 Fa|o1 o o2 No Po Fo]; try reflexivity.
    rename s into op.
    destruct (row_of known op) as [[s0|ins out]|]; try reflexivity.
    - destruct F as [|x' y' r0 r0' Hxy' F']; [reflexivity|].
      inversion IHr as [|? ? Ix Ir]; subst.
      rewrite (Ix y' (S d) (S n) (at_ p op 1) Hxy').
      destruct (chk known σ (S d) (S n) (at_ p op 1) y') as [q m0|s' t n']; [reflexivity|].
      destruct (sort_eqb s' s0); [|reflexivity].
      match goal with |- ?G 2 n' r0 [t] = _ =>
        assert (L : forall vs vs', Forall2 peq vs vs' ->
                  Forall (fun v => forall w d n p, peq v w -> chk known σ d n p v = chk known σ d n p w) vs ->
                  forall i n0 acc, G i n0 vs acc = G i n0 vs' acc) end.
      { intros vs vs' Fv. induction Fv as [|a b vs vs' Hab Fv IHv]; intros Iv i n0 acc; [reflexivity|].
        inversion Iv as [|? ? Ia Ivs]; subst. simpl.
        rewrite (Ia b (S d) n0 (at_ p op i) Hab).
        destruct (chk known σ (S d) n0 (at_ p op i) b) as [q1 m1|s1 t1 n1]; [reflexivity|].
        destruct (sort_eqb s1 s0); [apply IHv; auto|reflexivity]. }
      apply L; auto.
    - rewrite (F2_length _ _ _ _ _ F). destruct (Nat.eqb (length ins) (length r')); [|reflexivity].
      match goal with |- ?G 1 (S n) ins r [] = _ =>
        assert (L : forall vs vs', Forall2 peq vs vs' ->
                  Forall (fun v => forall w d n p, peq v w -> chk known σ d n p v = chk known σ d n p w) vs ->
                  forall ins i n0 acc, G i n0 ins vs acc = G i n0 ins vs' acc) end.
      { intros vs vs' Fv. induction Fv as [|a b vs vs' Hab Fv IHv]; intros Iv ins' i n0 acc.
        - destruct ins' as [|[] ?]; reflexivity.
        - inversion Iv as [|? ? Ia Ivs]; subst.
          destruct ins' as [|[s2|P0] ins2]; simpl; [reflexivity| |].
          + rewrite (Ia b (S d) n0 (at_ p op i) Hab).
            destruct (chk known σ (S d) n0 (at_ p op i) b) as [q1 m1|s1 t1 n1]; [reflexivity|].
            destruct (sort_eqb s1 s2); [apply IHv; auto|reflexivity].
          + rewrite (pchk_peq σ P0 a b Hab), (wfchk_peq a b 1 Hab), (conv_peq a b Hab).
            destruct (or_else (pchk σ P0 b) (fun _ => wfchk 1 b)); [reflexivity|apply IHv; auto]. }
      apply L; auto.
  Qed.

  (** Theorem 7, member order, for admission: values equal up to member
      order get the same answer (the same sort, term and count, or the
      same refusal at the same path with the same reason). *)
  Theorem admit_term_peq : forall v w, peq v w -> admit_term known σ v = admit_term known σ w.
  Proof. intros v w H. unfold admit_term. apply chk_peq; auto. Qed.
End Chk.
