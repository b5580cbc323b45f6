(** Properties of the input validation (Inputs.v, spec/02 §2.6): what the
    semantics may assume of a candidate it is given. *)
From Coq Require Import String List Bool PrimFloat.
From SigmaPol Require Import Json Syntax Admission Xform XformProofs Inputs.
Import ListNotations.

(** The merge sort keeps only members it is given. *)
Lemma merge_in : forall {A} (l1 l2 : list (string * A)) a,
  In a (merge l1 l2) -> In a l1 \/ In a l2.
Proof.
  intros A l1. induction l1 as [|x l1 IH1]; intros l2 a H.
  - destruct l2; simpl in H; auto.
  - induction l2 as [|y l2 IH2].
    + simpl in H. auto.
    + simpl in H. destruct (key_leb (fst x) (fst y)).
      * destruct H as [<-|H]; [left; left; reflexivity|].
        destruct (IH1 _ _ H) as [H'|H']; [left; right; exact H'|right; exact H'].
      * destruct H as [<-|H]; [right; left; reflexivity|].
        fold (merge (x :: l1) l2) in H.
        destruct (IH2 H) as [H'|H']; [left; exact H'|right; right; exact H'].
Qed.

Lemma msort_fuel_in : forall {A} f (l : list (string * A)) a, In a (msort_fuel f l) -> In a l.
Proof.
  intros A f. induction f as [|f IH]; intros l a H; [exact H|].
  simpl in H. destruct l as [|x [|y r]]; try exact H.
  apply merge_in in H. rewrite <- (firstn_skipn (Nat.div2 (length (x :: y :: r))) (x :: y :: r)).
  apply in_or_app. destruct H as [H|H]; [left|right]; exact (IH _ _ H).
Qed.

Lemma sorted_in : forall {A} (l : list (string * A)) a, In a (sorted l) -> In a l.
Proof. intros. eapply msort_fuel_in. eassumption. Qed.

Lemma bind_valid : forall {A B} (r : res A) (f : A -> res B) b,
  bind r f = Valid b -> exists a, r = Valid a /\ f a = Valid b.
Proof. intros A B r f b H. destruct r; simpl in H; [eexists; split; eauto|discriminate]. Qed.

(** A value read by rule is a number only if it was a finite one. *)
Lemma plain_num : forall w v x, plain w v = Valid (JNum x) -> is_finite x = true.
Proof.
  intros w v x H. destruct v; simpl in H.
  - discriminate.
  - discriminate.
  - destruct (is_finite f) eqn:E; [|discriminate]. injection H as <-. exact E.
  - destruct (valid_unicode s); discriminate.
  - apply bind_valid in H. destruct H as [? [_ H]]. discriminate.
  - apply bind_valid in H. destruct H as [? [_ H]].
    apply bind_valid in H. destruct H as [? [_ H]]. discriminate.
Qed.

Lemma first_read_in : forall rs m k y, first_read rs = Valid m -> In (k, y) m ->
  In (k, Some (Valid y)) rs.
Proof.
  induction rs as [|[k0 [r|]] rs IH]; intros m k y H Hin; simpl in H.
  - injection H as <-. destruct Hin.
  - apply bind_valid in H. destruct H as [x [-> H]].
    apply bind_valid in H. destruct H as [m' [Hm' H]]. injection H as <-.
    destruct Hin as [Heq|Hin]; [injection Heq as -> ->; left; reflexivity|].
    right. exact (IH _ _ _ Hm' Hin).
  - right. exact (IH _ _ _ H Hin).
Qed.

(** Every number member of an object read by rule is finite. *)
Lemma plain_obj_finite : forall w m m', plain w (JObj m) = Valid (JObj m') ->
  forall k x, In (k, JNum x) m' -> is_finite x = true.
Proof.
  intros w m m' H k x Hin. simpl in H.
  apply bind_valid in H. destruct H as [_ [_ H]].
  apply bind_valid in H. destruct H as [m'' [Hr H]]. injection H as <-.
  apply (first_read_in _ _ _ _ Hr) in Hin. apply sorted_in in Hin. clear Hr.
  induction m as [|[k0 x0] m IH]; [destruct Hin|].
  destruct Hin as [Heq|Hin]; [|exact (IH Hin)].
  destruct (is_null x0); [discriminate|].
  injection Heq as _ Hp. exact (plain_num _ _ _ Hp).
Qed.

Lemma remove_first_in : forall k m a, In a (remove_first k m) -> In a m.
Proof.
  induction m as [|[k' v] m IH]; intros a H; simpl in H; [exact H|].
  destruct (String.eqb k k'); [right; exact H|].
  destruct H as [H|H]; [left; exact H|right; exact (IH _ H)].
Qed.

Lemma sub_object_finite : forall c k inner ok what w c',
  sub_object c k inner ok what w = Valid c' ->
  (forall k x, In (k, JNum x) c -> is_finite x = true) ->
  forall k' x, In (k', JNum x) c' -> is_finite x = true.
Proof.
  intros c k inner ok what w c' H Hc k' x Hin. unfold sub_object in H.
  destruct (get k c); [|injection H as <-; exact (Hc _ _ Hin)].
  apply bind_valid in H. destruct H as [o [_ H]].
  apply bind_valid in H. destruct H as [_ [_ H]]. injection H as <-.
  destruct Hin as [Heq|Hin]; [discriminate|].
  exact (Hc _ _ (remove_first_in _ _ _ Hin)).
Qed.

Lemma get_in : forall k m v, get k m = Some v -> In (k, v) m.
Proof.
  unfold get. induction m as [|[k' v'] m IH]; intros v H; simpl in H; [discriminate|].
  destruct (String.eqb k k') eqn:E.
  - apply String.eqb_eq in E. subst. injection H as <-. left. reflexivity.
  - right. exact (IH _ H).
Qed.

(** A candidate read and checked by the rules of spec/02 §2.6 has only
    finite numbers as members: the semantics never meets an infinite or
    NaN member value of a validated candidate. *)
Theorem candidate_finite : forall σ w v c, candidate σ w v = Valid (JObj c) ->
  forall k x, get k c = Some (JNum x) -> is_finite x = true.
Proof.
  intros σ w v c H k x Hk. apply get_in in Hk. revert k x Hk.
  unfold candidate, candidate_members in H.
  apply bind_valid in H. destruct H as [c1 [H Hc1]]. injection Hc1 as <-.
  apply bind_valid in H. destruct H as [pv [Hpv H]].
  apply bind_valid in H. destruct H as [c0 [Hobj H]].
  assert (H0 : forall k x, In (k, JNum x) c0 -> is_finite x = true).
  { destruct pv; simpl in Hobj; try discriminate.
    - destruct l; [injection Hobj as <-; intros ? ? []|discriminate].
    - injection Hobj as <-. destruct v; simpl in Hpv; try discriminate.
      + destruct (is_finite f); discriminate.
      + destruct (valid_unicode s); discriminate.
      + apply bind_valid in Hpv. destruct Hpv as [? [_ Hpv]]. discriminate.
      + exact (plain_obj_finite _ _ _ Hpv). }
  do 4 (apply bind_valid in H; destruct H as [? [_ H]]).
  apply bind_valid in H. destruct H as [c2 [H2 H]].
  apply bind_valid in H. destruct H as [c3 [H3 H]].
  apply bind_valid in H. destruct H as [_ [_ H]]. injection H as <-.
  exact (sub_object_finite _ _ _ _ _ _ _ H3 (sub_object_finite _ _ _ _ _ _ _ H2 H0)).
Qed.

(** A request read by the rules of spec/02 §2.6 ("Request") has [_filters]
    absent or an object. *)
Lemma checked_request_filters : forall w m q, checked_request w m = Valid q -> filters_ok q = true.
Proof.
  intros w m q H. unfold checked_request in H.
  apply bind_valid in H. destruct H as [m0 [_ H]].
  apply bind_valid in H. destruct H as [_ [_ H]].
  unfold filters_ok. destruct (get "_filters" m0) as [f|] eqn:E.
  - apply bind_valid in H. destruct H as [f' [_ H]]. injection H as <-.
    simpl. reflexivity.
  - injection H as <-. unfold get in E. rewrite E. reflexivity.
Qed.

(** Theorem 10, clause 2, on the [xform] kind's validated request: with
    the conformance registry, a folded transform that writes no [_filters]
    member itself gives a request (never an error) on every request the
    server's validation accepts ([xform_request], spec/07 §7.1, spec/02
    §2.6), whatever the candidate and context. *)
Theorem xform_request_total : forall σ t f m q,
  mutate conformance_registry σ t = inr f -> writes_filters (xform_of t) = false ->
  xform_request m = Valid q -> forall c κ, exists q', f q c κ = XOk q'.
Proof.
  intros σ t f m q Hf Hw Hq c κ.
  assert (Hok : filters_ok q = true).
  { unfold xform_request in Hq. destruct (get "request" m).
    - apply bind_valid in Hq. destruct Hq as [? [_ Hq]].
      apply bind_valid in Hq. destruct Hq as [? [_ Hq]].
      exact (checked_request_filters _ _ _ Hq).
    - injection Hq as <-. reflexivity. }
  destruct (mutate_total_conformance σ t f Hf Hw q c κ Hok) as [q' [E _]].
  exists q'. exact E.
Qed.

(** The index of a path counted by [isucc] is written as [nat_text] writes
    the number: checked by computation on the first 1200 indexes (the
    paths' indexes are counted, not divided, for linear time). *)
Lemma idx_text_first : forallb (fun n => String.eqb (idx_text (Nat.iter n isucc idx0)) (nat_text n))
                               (seq 0 1200) = true.
Proof. vm_compute. reflexivity. Qed.
