(** Theorem 9 (in part): the algorithm's parameter checks decide the rules
    P-* of spec/03 §3.9.3 and the well-formedness walk decides W-* of §3.9.4. *)
From Coq Require Import String List Bool PrimFloat Lia Arith.
From SigmaPol Require Import Trusted Json Syntax Admission.
Import ListNotations.
Open Scope string_scope.

Lemma In_ins_member : forall A (kv x : string * A) l, In x (ins_member kv l) <-> x = kv \/ In x l.
Proof.
  intros A kv x l. induction l as [|y l IH]; simpl; [intuition|].
  destruct (String.leb (fst kv) (fst y)); simpl; rewrite ?IH; intuition.
Qed.

Lemma In_sort_members : forall A (x : string * A) l, In x (sort_members l) <-> In x l.
Proof.
  intros A x l. induction l as [|y l IH]; simpl; [tauto|]. rewrite In_ins_member, IH. intuition.
Qed.

Lemma first_some_none : forall A (f : A -> option string) l,
  first_some f l = None <-> Forall (fun x => f x = None) l.
Proof.
  induction l as [|x l IH]; simpl; split; intros H; auto.
  - destruct (f x) eqn:E; [discriminate|]. constructor; auto. apply IH; auto.
  - inversion H; subst. rewrite H2. apply IH; auto.
Qed.

Lemma first_some_sorted : forall A (f : string * A -> option string) l,
  first_some f (sort_members l) = None <-> Forall (fun x => f x = None) l.
Proof.
  intros. rewrite first_some_none, !Forall_forall.
  split; intros H x Hx; apply H; apply In_sort_members; auto.
Qed.

Lemma first_some_i_none : forall A (f : nat -> A -> option string) (g : A -> bool),
  (forall i x, f i x = None <-> g x = true) ->
  forall l i, first_some_i f i l = None <-> forallb g l = true.
Proof.
  intros A f g Hfg. induction l as [|x l IH]; simpl; intros i; [tauto|].
  destruct (f i x) eqn:E.
  - split; [discriminate|]. intros H. apply andb_true_iff in H. destruct H as [H _].
    apply (proj2 (Hfg i x)) in H. congruence.
  - rewrite IH. apply (proj1 (Hfg i x)) in E. rewrite E. simpl. tauto.
Qed.

Lemma forallb_Forall : forall A (g : A -> bool) l, forallb g l = true <-> Forall (fun x => g x = true) l.
Proof. intros. rewrite forallb_forall, Forall_forall. tauto. Qed.

Lemma ifnot_none : forall b m, ifnot b m = None <-> b = true.
Proof. destruct b; simpl; split; congruence. Qed.

Ltac bools :=
  repeat match goal with
  | H : (_ && _)%bool = true |- _ => apply andb_true_iff in H; destruct H
  | |- (_ && _)%bool = true => apply andb_true_iff; split
  | H : negb _ = true |- _ => apply negb_true_iff in H
  | H : negb _ = false |- _ => apply negb_false_iff in H
  end.

(** W-*: the walk of §3.9.6 finds no failure exactly when the value is well
    formed. *)
Lemma wfchk_iff : forall v l, wfchk l v = None <-> wf l v.
Proof.
  induction v using json_ind'; intros lv; simpl;
    (destruct (Nat.ltb 64 lv) eqn:L; [apply PeanoNat.Nat.ltb_lt in L; split; [discriminate|intros W; inversion W; lia]|apply PeanoNat.Nat.ltb_ge in L]).
  - split; [discriminate|intros W; inversion W].
  - split; intros; [constructor; auto|auto].
  - destruct (is_finite f) eqn:F; simpl; split; intros W; try discriminate.
    + constructor; auto. + auto. + inversion W; congruence.
  - destruct (valid_unicode s) eqn:F; simpl; split; intros W; try discriminate.
    + constructor; auto. + auto. + inversion W; congruence.
  - assert (G : (fix go (vs : list json) : option string :=
                   match vs with [] => None | x :: r => or_else (wfchk (S lv) x) (fun _ => go r) end) l = None
                <-> Forall (wf (S lv)) l).
    { induction H as [|x r Hx Hr IH]; simpl; [split; auto|].
      unfold or_else. destruct (wfchk (S lv) x) eqn:E.
      - split; [discriminate|]. intros F. inversion F; subst. apply Hx in H1. congruence.
      - rewrite IH. split; intros F; [constructor; auto; apply Hx; auto|inversion F; auto]. }
    rewrite G. split; intros W; [constructor; auto|inversion W; auto].
  - destruct (forallb (fun kv => valid_unicode (fst kv)) l) eqn:U.
    + rewrite first_some_sorted.
      assert (G : Forall (fun x => snd x = None)
                    ((fix go (m : list (string * json)) : list (string * option string) :=
                        match m with [] => [] | kv :: r => (fst kv, wfchk (S lv) (snd kv)) :: go r end) l)
                  <-> Forall (fun kv => wf (S lv) (snd kv)) l).
      { clear U. induction H as [|x r Hx Hr IH]; simpl; [split; auto|].
        rewrite !Forall_cons_iff, IH. simpl. rewrite Hx. tauto. }
      rewrite G. split; intros W; [constructor; auto; apply forallb_Forall; auto|].
      inversion W; auto.
    + split; [discriminate|]. intros W. inversion W; subst.
      match goal with H : Forall (fun kv => valid_unicode (fst kv) = true) _ |- _ =>
        apply (proj2 (forallb_Forall _ _ _)) in H end. congruence.
Qed.

(** P-*: for every parameter sort but [Action], the rule of §3.4 passes
    exactly when the rule of §3.9.3 holds. *)
Theorem pchk_iff : forall σ P v, P <> PAction -> (pchk σ P v = None <-> pok σ P v = true).
Proof.
  intros σ P v HP. destruct P; try congruence; simpl; try apply ifnot_none.
  - unfold field_chk. destruct v; simpl; try (split; congruence).
    destruct (decl σ s) as [[]|]; split; congruence.
  - unfold field_chk. destruct v; simpl; try (split; congruence).
    destruct (decl σ s) as [[]|]; split; congruence.
  - unfold recipe_chk. destruct (is_arrayish v); simpl; [|split; congruence].
    apply first_some_i_none. intros i x. destruct x; simpl; try (split; congruence).
    + destruct l; split; congruence.
    + apply ifnot_none.
  - unfold chain_chk. destruct (is_arrayish v); simpl; [|split; congruence].
    apply first_some_i_none. intros i x. destruct x; simpl; try (split; congruence).
    destruct (str_opt (pick "provider" "provider_id" (JObj l)) && str_opt (pick "model" "model_family" (JObj l)))%bool;
      simpl; [|split; congruence].
    rewrite first_some_sorted, forallb_Forall. split; intros H; eapply Forall_impl; try exact H;
      intros kv; simpl; apply ifnot_none.
Qed.

(** A-Var, A-Fix: a value has at most one sort and one term (the uniqueness
    half of Theorem 9's "unique sort"). *)
Scheme adm_mut := Induction for adm Sort Prop
  with adm_var_mut := Induction for adm_var Sort Prop
  with adm_args_mut := Induction for adm_args Sort Prop.

Theorem adm_unique : forall known σ d v s t, adm known σ d v s t ->
  forall s' t', adm known σ d v s' t' -> s = s' /\ t = t'.
Proof.
  intros known σ.
  apply (adm_mut known σ
    (fun d v s t _ => forall s' t', adm known σ d v s' t' -> s = s' /\ t = t')
    (fun d s vs ts _ => forall ts', adm_var known σ d s vs ts' -> ts = ts')
    (fun d ins vs avs _ => forall avs', adm_args known σ d ins vs avs' -> avs = avs')).
  - intros d op vs s ts t Hd Hr Hne Hv IH Hb s' t' H'. inversion H'; subst;
      match goal with H2 : row_of known op = _ |- _ => rewrite Hr in H2; inversion H2; subst end.
    match goal with H : adm_var _ _ _ _ _ _ |- _ => rewrite (IH _ H) in Hb end. split; congruence.
  - intros d op ins out vs avs t Hd Hr Ha IH Hb s' t' H'. inversion H'; subst;
      match goal with H2 : row_of known op = _ |- _ => rewrite Hr in H2; inversion H2; subst end.
    match goal with H : adm_args _ _ _ _ _ _ |- _ => rewrite (IH _ H) in Hb end. split; congruence.
  - intros d s ts' H. inversion H; auto.
  - intros d s v vs t ts Ht IHt Hts IHts ts' H. inversion H; subst.
    match goal with H1 : adm _ _ _ v _ _, H2 : adm_var _ _ _ _ vs _ |- _ =>
      destruct (IHt _ _ H1) as [_ E]; rewrite E, (IHts _ H2) end. auto.
  - intros d avs' H. inversion H; auto.
  - intros d s ins v vs t avs Ht IHt Ha IHa avs' H. inversion H; subst.
    match goal with H1 : adm _ _ _ v _ _, H2 : adm_args _ _ _ _ vs _ |- _ =>
      destruct (IHt _ _ H1) as [_ E]; rewrite E, (IHa _ H2) end. auto.
  - intros d P ins v vs avs Hp Hw Ha IHa avs' H. inversion H; subst.
    match goal with H2 : adm_args _ _ _ _ vs _ |- _ => rewrite (IHa _ H2) end. auto.
Qed.
