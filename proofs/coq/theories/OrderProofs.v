(** Theorem 7 (proofs/07-determinism.md), member order: the model's
    decisions do not depend on the order of the members of the objects in
    their inputs.  [jeq v w]: [v] and [w] are equal as the model reads
    them — scalars equal, arrays elementwise, objects with the same lookup
    of every name ([Json.assoc], recursively).  Objects whose member lists
    are permutations of each other with distinct names, recursively
    ([peq], the reader's objects, spec/07 §7.2), are [jeq] ([peq_jeq]).

    Each decision function gives equal results on [jeq] inputs
    (candidates, context, request): [evp], [evs] equal; [evsel] and
    [plan] the same entries (positions and scores equal, candidates
    [jeq]: the candidates themselves are returned); [Xform.mutate] (the
    conformance registry, what is extracted) requests with the same
    lookups ([qrel]), or the same error.  [evf] and [cls] read no JSON
    input (a term and a table of parameter values): their independence is
    by construction.  Admission's is AdmOrderProofs.v ([admit_term_peq]). *)
From Coq Require Import String List Bool PrimFloat Lia Arith Permutation.
From SigmaPol Require Import Trusted Json Syntax Admission Semantics Xform XformProofs.
Import ListNotations.
Open Scope string_scope.

Inductive orel {A B} (R : A -> B -> Prop) : option A -> option B -> Prop :=
| orel_none : orel R None None
| orel_some : forall a b, R a b -> orel R (Some a) (Some b).

(** Equal as the model reads them. *)
Inductive jeq : json -> json -> Prop :=
| JE_null : jeq JNull JNull
| JE_bool : forall b, jeq (JBool b) (JBool b)
| JE_num : forall x, jeq (JNum x) (JNum x)
| JE_str : forall s, jeq (JStr s) (JStr s)
| JE_arr : forall l1 l2, Forall2 jeq l1 l2 -> jeq (JArr l1) (JArr l2)
| JE_obj : forall m1 m2, (forall k, orel jeq (assoc k m1) (assoc k m2)) -> jeq (JObj m1) (JObj m2).

Notation ojeq := (orel jeq).

(** Equal up to member order: objects whose member lists are
    permutations with distinct names, recursively. *)
Inductive peq : json -> json -> Prop :=
| PE_null : peq JNull JNull
| PE_bool : forall b, peq (JBool b) (JBool b)
| PE_num : forall x, peq (JNum x) (JNum x)
| PE_str : forall s, peq (JStr s) (JStr s)
| PE_arr : forall l1 l2, Forall2 peq l1 l2 -> peq (JArr l1) (JArr l2)
| PE_obj : forall m1 m m2, NoDup (map fst m1) -> Permutation m1 m ->
    Forall2 (fun a b => fst a = fst b /\ peq (snd a) (snd b)) m m2 -> peq (JObj m1) (JObj m2).

Lemma assoc_In : forall A k (m : list (string * A)) a, assoc k m = Some a -> In (k, a) m.
Proof.
  induction m as [|[k' a'] m IH]; simpl; intros a H; [discriminate|].
  destruct (String.eqb k k') eqn:E; [apply String.eqb_eq in E; subst; injection H as ->; auto|].
  right; auto.
Qed.

Lemma jeq_refl : forall v, jeq v v.
Proof.
  induction v using json_ind'; constructor.
  - induction H; constructor; auto.
  - intros k. destruct (assoc k l) as [a|] eqn:E; constructor.
    apply assoc_In in E. rewrite Forall_forall in H. exact (H _ E).
Qed.

Lemma assoc_nodup_in : forall A k (m : list (string * A)) a,
  NoDup (map fst m) -> In (k, a) m -> assoc k m = Some a.
Proof.
  induction m as [|[k' a'] m IH]; simpl; intros a N H; [contradiction|].
  inversion N as [|? ? Nk N']; subst.
  destruct H as [H|H].
  - injection H as -> ->. rewrite String.eqb_refl. auto.
  - destruct (String.eqb k k') eqn:E; [|auto].
    apply String.eqb_eq in E; subst. exfalso. apply Nk. apply (in_map fst) in H. exact H.
Qed.

Lemma assoc_none : forall A k (m : list (string * A)), ~ In k (map fst m) -> assoc k m = None.
Proof.
  induction m as [|[k' a'] m IH]; simpl; intros H; auto.
  destruct (String.eqb k k') eqn:E; [apply String.eqb_eq in E; subst; tauto|]. auto.
Qed.

Lemma assoc_some_in : forall A k (m : list (string * A)) a, assoc k m = Some a -> In k (map fst m).
Proof. intros. apply assoc_In in H. apply (in_map fst) in H. exact H. Qed.

(** A permutation of members with distinct names has the same lookups. *)
Lemma assoc_perm : forall A (m m' : list (string * A)), NoDup (map fst m) -> Permutation m m' ->
  forall k, assoc k m = assoc k m'.
Proof.
  intros A m m' N P k.
  assert (N' : NoDup (map fst m')) by (eapply Permutation_NoDup; [apply Permutation_map; exact P|exact N]).
  destruct (assoc k m) as [a|] eqn:E.
  - symmetry. apply assoc_nodup_in; auto. eapply Permutation_in; [exact P|]. apply assoc_In; auto.
  - destruct (assoc k m') as [a|] eqn:E'; auto.
    apply assoc_In in E'. apply (Permutation_in _ (Permutation_sym P)) in E'.
    rewrite (assoc_nodup_in _ _ _ _ N E') in E. discriminate.
Qed.

Section PeqInd.
  Fixpoint peq_jeq_aux (v w : json) (H : peq v w) {struct H} : jeq v w.
  Proof.
    destruct H as [| | | |l1 l2 F|m1 m m2 N P F].
    - constructor.
    - constructor.
    - constructor.
    - constructor.
    - constructor. induction F; constructor; auto.
    - constructor. intros k. rewrite (assoc_perm _ _ _ N P k).
      clear N P m1. induction F as [|[k1 a1] [k2 a2] m m2 [E Hp] F IH]; simpl; [constructor|].
      simpl in E; subst k2. destruct (String.eqb k k1); auto. constructor. apply peq_jeq_aux; auto.
  Defined.
End PeqInd.

(** Equal up to member order is equal as the model reads them. *)
Theorem peq_jeq : forall v w, peq v w -> jeq v w.
Proof. exact peq_jeq_aux. Qed.

(** ** Reading a member *)
Lemma member_jeq : forall k v w, jeq v w -> ojeq (member k v) (member k w).
Proof. intros k v w H; destruct H; simpl; try constructor; auto. Qed.

Lemma mem_jeq : forall k o o', ojeq o o' -> ojeq (mem k o) (mem k o').
Proof. intros k o o' H; destruct H; simpl; [constructor|apply member_jeq; auto]. Qed.

(** Observers of the top level of an optional value. *)
Ltac otop H := destruct H as [|? ? Hj]; [reflexivity|destruct Hj; reflexivity].

Lemma truthy_jeq : forall o o', ojeq o o' -> truthy o = truthy o'.
Proof. intros o o' H; otop H. Qed.
Lemma streq_jeq : forall o o' s, ojeq o o' -> streq o s = streq o' s.
Proof. intros o o' s H; otop H. Qed.
Lemma numof_jeq : forall o o' d, ojeq o o' -> numof o d = numof o' d.
Proof. intros o o' d H; otop H. Qed.
Lemma sget_jeq : forall o o', ojeq o o' -> sget o = sget o'.
Proof. intros o o' H; otop H. Qed.
Lemma ctx_seed_jeq : forall κ κ', jeq κ κ' -> ctx_seed κ = ctx_seed κ'.
Proof. intros κ κ' H. unfold ctx_seed. pose proof (member_jeq "seed" _ _ H) as M. otop M. Qed.
Lemma pm_key_jeq : forall c c', jeq c c' -> pm_key c = pm_key c'.
Proof.
  intros c c' H. unfold pm_key.
  rewrite (sget_jeq _ _ (member_jeq "provider_id" _ _ H)), (sget_jeq _ _ (member_jeq "model_family" _ _ H)).
  reflexivity.
Qed.
Lemma tier_of_jeq : forall c c', jeq c c' -> tier_of c = tier_of c'.
Proof. intros c c' H. unfold tier_of. pose proof (member_jeq "tier" _ _ H) as M. otop M. Qed.

Lemma obs_jeq : forall σ f c c' κ κ', jeq c c' -> jeq κ κ' -> ojeq (obs σ f c κ) (obs σ f c' κ').
Proof.
  intros σ f c c' κ κ' Hc Hk. unfold obs, raw_obs, state.
  assert (Hs : ojeq (member "state" κ) (member "state" κ')) by (apply member_jeq; auto).
  assert (Hp : sget (member "provider_id" c) = sget (member "provider_id" c'))
    by (apply sget_jeq, member_jeq; auto).
  rewrite <- Hp, <- (pm_key_jeq _ _ Hc).
  set (pid := sget (member "provider_id" c)).
  assert (K : forall o o', ojeq o o' -> ojeq match o with Some v => Some v | None =>
                                                 match decl σ f with Some (DNum x) => Some (JNum x)
                                                 | Some (DBool b) => Some (JBool b) | None => None end end
                                           match o' with Some v => Some v | None =>
                                                 match decl σ f with Some (DNum x) => Some (JNum x)
                                                 | Some (DBool b) => Some (JBool b) | None => None end end).
  { intros o o' H. destruct H; [|constructor; auto]. destruct (decl σ f) as [[]|]; repeat constructor. }
  apply K.
  destruct (String.eqb f "price_in" || String.eqb f "price_out").
  { pose proof (member_jeq f _ _ Hc) as M. destruct M; [|constructor; auto].
    apply mem_jeq, mem_jeq, mem_jeq; auto. }
  destruct (String.eqb f "context"); [apply mem_jeq, member_jeq; auto|].
  destruct (String.eqb f "credits"); [apply mem_jeq, mem_jeq; auto|].
  destruct (String.eqb f "breaker_open").
  { pose proof (mem_jeq "breakers" _ _ Hs) as B. destruct B as [|b b' Hb]; constructor.
    pose proof (member_jeq pid _ _ Hb) as M. destruct M as [|x y Hx]; [constructor|].
    destruct Hx as [| [] | | | |]; constructor. }
  destruct (String.eqb f "disabled").
  { pose proof (mem_jeq "disabled" _ _ Hs) as B. destruct B as [|b b' Hb]; constructor.
    pose proof (member_jeq pid _ _ Hb) as M. destruct M; constructor. }
  apply member_jeq; auto.
Qed.

(** ** meets_req *)
Lemma needs_jeq : forall o o', ojeq o o' -> needs o = needs o'.
Proof.
  intros o o' H. unfold needs.
  assert (Hq := mem_jeq "requirements" _ _ H).
  assert (Hn := mem_jeq "needs" _ _ Hq).
  assert (L : (match mem "needs" (mem "requirements" o) with
               | Some (JArr l) => flat_map (fun v => match v with JStr s => [s] | _ => [] end) l
               | _ => [] end) =
              (match mem "needs" (mem "requirements" o') with
               | Some (JArr l) => flat_map (fun v => match v with JStr s => [s] | _ => [] end) l
               | _ => [] end)).
  { destruct Hn as [|a b Hab]; auto. destruct Hab as [| | | |l1 l2 F|]; auto.
    induction F as [|x y l1 l2 Hxy F IH]; simpl; auto. rewrite IH. destruct Hxy; reflexivity. }
  rewrite L. clear L.
  assert (NE : forall k, (match mem k o with Some (JArr (_ :: _)) => true | _ => false end) =
                         (match mem k o' with Some (JArr (_ :: _)) => true | _ => false end)).
  { intros k. pose proof (mem_jeq k _ _ H) as M. destruct M as [|a b Hab]; auto.
    destruct Hab as [| | | |l1 l2 F|]; auto. destruct F; auto. }
  rewrite (NE "images"), (NE "tools").
  assert (RF : (match mem "response_format" o with
                | Some (JObj m) => if streq (assoc "type" m) "json_object" then ["json_mode"] else []
                | _ => [] end) =
               (match mem "response_format" o' with
                | Some (JObj m) => if streq (assoc "type" m) "json_object" then ["json_mode"] else []
                | _ => [] end)).
  { pose proof (mem_jeq "response_format" _ _ H) as M. destruct M as [|a b Hab]; auto.
    destruct Hab as [| | | | |m1 m2 Hm]; auto. rewrite (streq_jeq _ _ _ (Hm "type")). reflexivity. }
  rewrite RF. reflexivity.
Qed.

(** Generalizing the members read ([member k v], [mem k o]) into variables
    related by [ojeq], then splitting the relations the goal depends on. *)
Ltac oj_gen :=
  repeat match goal with
  | H : jeq ?v ?v' |- context [member ?k ?v] =>
      let Ho := fresh "Ho" in pose proof (member_jeq k v v' H) as Ho;
      revert Ho; generalize (member k v); generalize (member k v'); intros ? ? Ho
  | H : ojeq ?o ?o' |- context [mem ?k ?o] =>
      let Ho := fresh "Ho" in pose proof (mem_jeq k o o' H) as Ho;
      revert Ho; generalize (mem k o); generalize (mem k o'); intros ? ? Ho
  end.

Ltac oj_split :=
  repeat match goal with
  | H : ojeq ?o ?o' |- context [?o] => is_var o; is_var o'; destruct H
  end;
  repeat match goal with
  | H : jeq ?a ?b |- context [?a] => is_var a; is_var b; destruct H
  end.

Ltac oj := oj_gen; oj_split; cbn; try reflexivity.

(** An [if] chain, condition by condition. *)
Ltac ifchain :=
  repeat match goal with
  | |- (if ?A then _ else _) = (if ?A' then _ else _) =>
      let E := fresh "E" in assert (E : A = A') by oj;
      rewrite E; destruct A'; [reflexivity|]
  end.

Lemma first_some_ext : forall A (f g : A -> option string) l, (forall x, f x = g x) -> first_some f l = first_some g l.
Proof. intros A f g l H. induction l; simpl; auto. rewrite H, IHl. reflexivity. Qed.

Lemma meets_req_jeq : forall c c' κ κ', jeq c c' -> jeq κ κ' -> meets_req c κ = meets_req c' κ'.
Proof.
  intros c c' κ κ' Hc Hk. unfold meets_req.
  rewrite (needs_jeq _ _ (member_jeq "request" _ _ Hk)).
  generalize (needs (member "request" κ')) as ns. intros ns.
  oj_gen.
  match goal with |- or_else ?A _ = or_else ?A' _ => assert (E : A = A') end.
  { apply first_some_ext. intros n. destruct (need_flag n) as [fl|]; [|auto].
    match goal with H : ojeq ?o ?o' |- context [mem fl ?o] => rewrite (truthy_jeq _ _ (mem_jeq fl _ _ H)) end.
    reflexivity. }
  rewrite E. clear E. unfold or_else. destruct (first_some _ ns); [reflexivity|].
  ifchain. reflexivity.
Qed.

(** ** Pred *)
Section Decisions.
  Variable σ : schema.

  Theorem evp_jeq : forall t c c' κ κ', jeq c c' -> jeq κ κ' -> evp σ t c κ = evp σ t c' κ'.
  Proof.
    induction t using term_ind'; intros c0 c0' κ κ' Hc Hk; simpl; try reflexivity.
    - induction H as [|p l Hp F IH]; [reflexivity|]. rewrite (Hp c0 c0' κ κ' Hc Hk).
      destruct (evp σ p c0' κ'); [reflexivity|]. simpl. exact IH.
    - match goal with |- (if ?a then _ else _) = (if ?b then _ else _) => assert (E : a = b); [|rewrite E; reflexivity] end.
      induction H as [|p l Hp F IH]; [reflexivity|]. simpl. rewrite (Hp c0 c0' κ κ' Hc Hk).
      destruct (evp σ p c0' κ'); auto.
    - rewrite (IHt c0 c0' κ κ' Hc Hk). reflexivity.
    - apply meets_req_jeq; auto.
    - oj.
    - rewrite (truthy_jeq _ _ (obs_jeq σ f c0 c0' κ κ' Hc Hk)). reflexivity.
    - rewrite (numof_jeq _ _ _ (obs_jeq σ f c0 c0' κ κ' Hc Hk)). reflexivity.
    - rewrite (tier_of_jeq _ _ Hc). reflexivity.
    - rewrite (tier_of_jeq _ _ Hc). reflexivity.
    - rewrite (streq_jeq _ _ s (member_jeq _ _ _ Hc)). reflexivity.
    - rewrite (streq_jeq _ _ s (member_jeq _ _ _ Hc)). reflexivity.
    - match goal with |- (if streq ?a _ then _ else _) = (if streq ?b _ then _ else _) => assert (E : ojeq a b) end.
      { pose proof (mem_jeq "peer_id" _ _ (member_jeq "offer" _ _ Hc)) as M.
        destruct M as [|x y Hxy]; [apply member_jeq; auto|].
        destruct Hxy as [|[]| | | |]; cbn; first [apply member_jeq; auto | constructor; constructor; auto]. }
      rewrite (streq_jeq _ _ _ E). reflexivity.
    - pose proof (member_jeq "capabilities" _ _ Hc) as M. destruct M as [|x y Hxy]; [reflexivity|].
      rewrite (truthy_jeq _ _ (member_jeq s _ _ Hxy)). reflexivity.
  Qed.

  Lemma F2_length : forall A B (R : A -> B -> Prop) l l', Forall2 R l l' -> length l = length l'.
  Proof. intros until l'. induction 1; simpl; auto. Qed.

  Lemma map_F2 : forall A B C (R : A -> B -> Prop) (f : A -> C) (g : B -> C) l l',
    Forall2 R l l' -> (forall a b, R a b -> f a = g b) -> map f l = map g l'.
  Proof. intros until l'. intros F H. induction F; simpl; f_equal; auto. Qed.

  (** ** Scorer *)
  Theorem evs_jeq : forall t P P' κ κ', Forall2 jeq P P' -> jeq κ κ' -> evs σ t P κ = evs σ t P' κ'.
  Proof.
    assert (K : forall (x : float) P P', Forall2 jeq P P' -> map (fun _ : json => x) P = map (fun _ => x) P').
    { intros x P P' F. apply (map_F2 _ _ _ _ _ _ _ _ F). auto. }
    induction t using term_ind'; intros P P' κ κ' F Hk; simpl; try (apply K; auto; fail).
    - rewrite (F2_length _ _ _ _ _ F). f_equal. apply map_ext_in. intros s Hs.
      rewrite Forall_forall in H. apply H; auto.
    - rewrite (IHt P P' κ κ' F Hk). reflexivity.
    - rewrite (IHt2 P P' κ κ' F Hk). f_equal.
      apply (map_F2 _ _ _ _ _ _ _ _ F). intros a b Hab. rewrite (evp_jeq t1 a b κ κ' Hab Hk). reflexivity.
    - rewrite (IHt P P' κ κ' F Hk). reflexivity.
    - rewrite (IHt P P' κ κ' F Hk). reflexivity.
    - rewrite (IHt P P' κ κ' F Hk). reflexivity.
    - apply (map_F2 _ _ _ _ _ _ _ _ F). intros a b Hab. rewrite (numof_jeq _ _ _ (obs_jeq σ f a b κ κ' Hab Hk)). reflexivity.
  Qed.
End Decisions.

(** ** Selector: the same entries, candidates [jeq]. *)
Definition erel (e e' : entry) : Prop := jeq (cand e) (cand e') /\ score e = score e' /\ pos e = pos e'.

Lemma prec_erel : forall a a' b b', erel a a' -> erel b b' -> prec a b = prec a' b'.
Proof. intros a a' b b' (_ & Sa & Pa) (_ & Sb & Pb). unfold prec. rewrite Sa, Pa, Sb, Pb. reflexivity. Qed.

Lemma ins_entry_erel : forall e e' l l', erel e e' -> Forall2 erel l l' -> Forall2 erel (ins_entry e l) (ins_entry e' l').
Proof.
  intros e e' l l' He F. induction F as [|y y' r r' Hy F' IH]; simpl.
  - constructor; [exact He|constructor].
  - rewrite (prec_erel _ _ _ _ He Hy). destruct (prec e' y').
    + constructor; [exact He|constructor; assumption].
    + constructor; assumption.
Qed.

Lemma sort_prec_erel : forall l l', Forall2 erel l l' -> Forall2 erel (sort_prec l) (sort_prec l').
Proof. intros l l' F. induction F; simpl; [constructor|]. apply ins_entry_erel; auto. Qed.

Lemma takef_erel : forall k l l', Forall2 erel l l' -> Forall2 erel (takef k l) (takef k l').
Proof.
  intros k l l' F. revert k. induction F; intros k; simpl; [constructor|].
  destruct (PrimFloat.ltb k 1); constructor; auto.
Qed.

Definition prel (a b : entry * float) : Prop := erel (fst a) (fst b) /\ snd a = snd b.

Lemma weights_erel : forall q w l l', Forall2 erel l l' -> Forall2 prel (weights q w l) (weights q w l').
Proof. intros q w l l' F. revert w. induction F; intros w; simpl; constructor; auto. split; auto. Qed.

Lemma pick_cons2 : forall rho acc e w x l,
  pick rho acc ((e, w) :: x :: l) = if PrimFloat.leb rho (acc + w)%float then 0 else S (pick rho (acc + w)%float (x :: l)).
Proof. reflexivity. Qed.

Lemma pick_prel : forall rho acc p p', Forall2 prel p p' -> pick rho acc p = pick rho acc p'.
Proof.
  intros rho acc p p' F. revert acc. induction F as [|[e w] [e' w'] r r' [_ Hw] F IH]; intros acc; [reflexivity|].
  simpl in Hw; subst w'. destruct F; [reflexivity|].
  rewrite !pick_cons2, IH. reflexivity.
Qed.

Lemma total_prel : forall p p' a, Forall2 prel p p' ->
  fold_left (fun a ew => (a + snd ew)%float) p a = fold_left (fun a ew => (a + snd ew)%float) p' a.
Proof. intros p p' a F. revert a. induction F as [|x y r r' [_ H] F IH]; intros a; simpl; [reflexivity|]. rewrite H. apply IH. Qed.

Lemma remove_nth_prel : forall n p p', Forall2 prel p p' ->
  orel prel (fst (remove_nth n p)) (fst (remove_nth n p')) /\ Forall2 prel (snd (remove_nth n p)) (snd (remove_nth n p')).
Proof.
  induction n as [|n IH]; intros p p' F; destruct F as [|x y r r' Hxy F].
  - split; constructor.
  - simpl. split; [constructor; exact Hxy|exact F].
  - split; constructor.
  - simpl. destruct (IH r r' F) as [A B]. destruct (remove_nth n r), (remove_nth n r'). simpl in *.
    split; [exact A|constructor; auto].
Qed.

Lemma smp_prel : forall fuel s p p', Forall2 prel p p' -> Forall2 erel (smp fuel s p) (smp fuel s p').
Proof.
  induction fuel as [|f IH]; intros s p p' F; simpl; [constructor|].
  destruct F as [|x y r r' Hxy F']; [constructor|].
  rewrite (total_prel _ _ _ (Forall2_cons _ _ Hxy F')).
  rewrite (pick_prel _ _ _ _ (Forall2_cons _ _ Hxy F')).
  destruct (remove_nth_prel (pick (step s / M * fold_left (fun a ew => (a + snd ew)%float) (y :: r') 0)%float 0 (y :: r'))
              _ _ (Forall2_cons _ _ Hxy F')) as [A B].
  destruct (remove_nth _ (x :: r)) as [o rest], (remove_nth _ (y :: r')) as [o' rest']. simpl in A, B.
  destruct A as [|[e w] [e' w'] [He _]]; [constructor|]. constructor; auto.
Qed.

Lemma sample_sel_erel : forall tau seed E E', Forall2 erel E E' ->
  Forall2 erel (sample_sel tau seed E) (sample_sel tau seed E').
Proof.
  intros tau seed E E' F. unfold sample_sel. cbv zeta.
  match goal with |- Forall2 _ (smp _ _ (weights ?q _ _)) _ =>
    assert (W : Forall2 prel (weights q 1 (sort_prec E)) (weights q 1 (sort_prec E')))
      by (apply weights_erel, sort_prec_erel; auto) end.
  rewrite (F2_length _ _ _ _ _ W). apply smp_prel; auto.
Qed.

Lemma flat_map_F2 : forall A B C D (R : A -> B -> Prop) (S : C -> D -> Prop) f g l l',
  Forall2 R l l' -> (forall a b, R a b -> Forall2 S (f a) (g b)) -> Forall2 S (flat_map f l) (flat_map g l').
Proof. intros until l'. intros F H. induction F; simpl; [constructor|]. apply Forall2_app; auto. Qed.

Lemma chain_sel_erel : forall C E E', Forall2 erel E E' -> Forall2 erel (chain_sel C E) (chain_sel C E').
Proof.
  intros C E E' F. unfold chain_sel. apply sort_prec_erel.
  apply (flat_map_F2 _ _ _ _ _ _ _ _ _ _ F). intros a b (Hc & Hs & Hp).
  rewrite (pm_key_jeq _ _ Hc). destruct (priority _ _ _ _); constructor; [split; simpl; auto|constructor].
Qed.

(** Theorem 7, member order, for every selector. *)
Theorem evsel_jeq : forall t E E' κ κ', Forall2 erel E E' -> jeq κ κ' ->
  Forall2 erel (evsel t E κ) (evsel t E' κ').
Proof.
  induction t using term_ind'; intros E E' κ κ' F Hk; simpl; auto.
  - apply sort_prec_erel; auto.
  - rewrite (ctx_seed_jeq _ _ Hk). apply sample_sel_erel; auto.
  - apply chain_sel_erel; auto.
  - apply takef_erel; auto.
Qed.

Lemma entries_erel : forall S S' xs, Forall2 jeq S S' -> Forall2 erel (entries S xs) (entries S' xs).
Proof.
  intros S S' xs F. unfold entries. generalize 0. revert xs.
  induction F as [|c c' S S' Hc F IH]; intros xs i; [constructor|].
  destruct xs as [|x xs]; [constructor|]. constructor; [split; auto|]. apply IH.
Qed.

Lemma filter_F2 : forall A B (R : A -> B -> Prop) f g l l', Forall2 R l l' ->
  (forall a b, R a b -> f a = g b) -> Forall2 R (filter f l) (filter g l').
Proof. intros until l'. intros F H. induction F; simpl; [constructor|]. rewrite (H _ _ H0). destruct (g y); auto. Qed.

(** Theorem 7, member order, for the policy's plan: the same ordered
    entries (candidates [jeq]) and the same rejections. *)
Theorem plan_jeq : forall σ t C C' κ κ', Forall2 jeq C C' -> jeq κ κ' ->
  Forall2 erel (fst (plan σ t C κ)) (fst (plan σ t C' κ')) /\
  Forall2 (fun a b => jeq (fst a) (fst b) /\ snd a = snd b) (snd (plan σ t C κ)) (snd (plan σ t C' κ')).
Proof.
  intros σ t C C' κ κ' F Hk. destruct t; simpl; try (split; constructor).
  assert (FS := filter_F2 _ _ _ _ _ _ _ F (fun a b Hab => f_equal (fun o => match o with None => true | Some _ => false end)
                                                   (evp_jeq σ t1 a b κ κ' Hab Hk))).
  split.
  - rewrite (evs_jeq σ t2 _ _ κ κ' FS Hk). apply evsel_jeq; auto. apply entries_erel; auto.
  - apply (flat_map_F2 _ _ _ _ _ _ _ _ _ _ F). intros a b Hab. rewrite (evp_jeq σ t1 a b κ κ' Hab Hk).
    destruct (evp σ t1 b κ'); constructor; [split; simpl; auto|constructor].
Qed.

(** ** Xform: requests with the same lookups give requests with the same
    lookups. *)
Definition qrel (q q' : req) : Prop := forall k, ojeq (assoc k q) (assoc k q').

Lemma qrel_jeq : forall q q', jeq (JObj q) (JObj q') <-> qrel q q'.
Proof. intros q q'. split; [intros H; inversion H; auto|intros H; constructor; auto]. Qed.

Definition xrel (a b : xres) : Prop :=
  match a, b with XOk q, XOk q' => qrel q q' | XErr m, XErr m' => m = m' | _, _ => False end.

Lemma assoc_qset : forall k m v q, assoc k (qset m v q) = if String.eqb k m then v else assoc k q.
Proof.
  intros k m v q. unfold qset. destruct (String.eqb k m) eqn:E.
  - apply String.eqb_eq in E; subst.
    destruct v as [x|]; [rewrite assoc_app|]; rewrite assoc_filter_same; [|reflexivity].
    simpl. rewrite String.eqb_refl. reflexivity.
  - assert (k <> m) by (intros ->; rewrite String.eqb_refl in E; discriminate).
    destruct v as [x|]; [rewrite assoc_app|]; rewrite assoc_filter_other by auto; [|reflexivity].
    destruct (assoc k q); [reflexivity|]. simpl. rewrite E. reflexivity.
Qed.

Lemma qset_qrel : forall m v v' q q', ojeq v v' -> qrel q q' -> qrel (qset m v q) (qset m v' q').
Proof. intros m v v' q q' Hv Hq k. rewrite !assoc_qset. destruct (String.eqb k m); auto. Qed.

Lemma seed_json_jeq : forall κ κ', jeq κ κ' -> seed_json κ = seed_json κ'.
Proof. intros. unfold seed_json. rewrite (ctx_seed_jeq _ _ H). reflexivity. Qed.

Lemma oj_refl : forall o, ojeq o o.
Proof. intros [v|]; constructor. apply jeq_refl. Qed.

Definition xgood (σ : schema) (f : xfun) : Prop :=
  forall q q' c c' κ κ', qrel q q' -> jeq c c' -> jeq κ κ' -> xrel (f q c κ) (f q' c' κ').

Section Mutate.
  Variable ρ : registry.
  Variable σ : schema.
  (** A registry whose transforms keep [qrel] ([jeq] candidates and
      contexts): the conformance registry ([conformance_registry_qrel]). *)
  Hypothesis Hρ : forall y g, ρ y = Some g -> forall q q' c c' κ κ',
    qrel q q' -> jeq c c' -> jeq κ κ' -> qrel (g q c κ) (g q' c' κ').

  Lemma xsem_good : forall t f, xsem ρ σ t = inr f -> xgood σ f.
  Proof.
    induction t using term_ind'; intros g E; simpl in E;
      try (injection E as <-; intros q q' c1 c1' κ κ' Hq Hc Hk; cbn; auto; fail).
    - refine (xseq_keeps (xgood σ) _ _ _ _ E _).
      + intros q q' c1 c1' κ κ' Hq Hc Hk. exact Hq.
      + intros f1 f2 G1 G2 q q' c1 c1' κ κ' Hq Hc Hk. unfold xthen.
        specialize (G1 q q' c1 c1' κ κ' Hq Hc Hk).
        destruct (f1 q c1 κ), (f1 q' c1' κ'); simpl in G1; try contradiction; auto.
      + apply Forall_map_inr. eapply Forall_impl; [|exact H]. intros x Hx g' Ex. auto.
    - injection E as <-. intros q q' c1 c1' κ κ' Hq Hc Hk. cbn. unfold set_param.
      apply qset_qrel; auto. destruct v as [| | | |]; cbn; try (apply oj_refl).
      destruct (String.eqb s "from_ctx"); [rewrite (seed_json_jeq _ _ Hk); apply oj_refl|apply oj_refl].
    - injection E as <-. intros q q' c1 c1' κ κ' Hq Hc Hk. cbn.
      rewrite (seed_json_jeq _ _ Hk). apply qset_qrel; auto. apply oj_refl.
    - injection E as <-. intros q q' c1 c1' κ κ' Hq Hc Hk. cbn. unfold clamp_param.
      pose proof (Hq k) as Hk'. destruct Hk' as [|a0 b0 Hab]; auto.
      destruct Hab; auto. apply qset_qrel; auto. apply oj_refl.
    - injection E as <-. intros q q' c1 c1' κ κ' Hq Hc Hk. cbn. unfold jitter.
      rewrite (ctx_seed_jeq _ _ Hk). destruct (ctx_seed κ'); auto.
      pose proof (Hq k) as Hk'. destruct Hk' as [|a0 b0 Hab]; [apply qset_qrel; auto; apply oj_refl|].
      destruct Hab; apply qset_qrel; auto; apply oj_refl.
    - injection E as <-. intros q q' c1 c1' κ κ' Hq Hc Hk. cbv beta iota delta [xsem directive].
      rewrite (ctx_seed_jeq _ _ Hk).
      pose proof (Hq "_filters") as Hf. destruct Hf as [|a0 b0 Hab].
      + cbv beta iota zeta delta [xrel]. apply qset_qrel; auto. constructor. constructor. apply qset_qrel; [apply oj_refl|]. intros k; constructor.
      + destruct Hab as [| [] | | |l1 l2 F|m1 m2 Hm]; cbv beta iota zeta delta [xrel]; auto.
        * apply qset_qrel; auto. constructor. constructor. apply qset_qrel; [apply oj_refl|]. intros k; constructor.
        * destruct F; cbv beta iota zeta delta [xrel]; auto.
          apply qset_qrel; auto. constructor. constructor. apply qset_qrel; [apply oj_refl|]. intros k; constructor.
        * apply qset_qrel; auto. constructor. constructor. apply qset_qrel; [apply oj_refl|]. exact Hm.
    - injection E as <-. intros q q' c1 c1' κ κ' Hq Hc Hk. cbv beta iota delta [xsem directive].
      rewrite (ctx_seed_jeq _ _ Hk).
      pose proof (Hq "_filters") as Hf. destruct Hf as [|a0 b0 Hab].
      + cbv beta iota zeta delta [xrel]. apply qset_qrel; auto. constructor. constructor. apply qset_qrel; [apply oj_refl|]. intros k; constructor.
      + destruct Hab as [| [] | | |l1 l2 F|m1 m2 Hm]; cbv beta iota zeta delta [xrel]; auto.
        * apply qset_qrel; auto. constructor. constructor. apply qset_qrel; [apply oj_refl|]. intros k; constructor.
        * destruct F; cbv beta iota zeta delta [xrel]; auto.
          apply qset_qrel; auto. constructor. constructor. apply qset_qrel; [apply oj_refl|]. intros k; constructor.
        * apply qset_qrel; auto. constructor. constructor. apply qset_qrel; [apply oj_refl|]. exact Hm.
    - destruct (ρ y) as [h|] eqn:R; [|discriminate]. injection E as <-.
      intros q q' c1 c1' κ κ' Hq Hc Hk. cbn. eapply Hρ; eauto.
    - destruct (xsem ρ σ t2) as [m|h] eqn:X; [discriminate|]. injection E as <-.
      intros q q' c1 c1' κ κ' Hq Hc Hk. rewrite (evp_jeq σ t1 c1 c1' κ κ' Hc Hk).
      destruct (evp σ t1 c1' κ'); [exact Hq|]. apply IHt2; auto.
  Qed.
End Mutate.

Lemma conformance_registry_qrel : forall y g, conformance_registry y = Some g -> forall q q' c c' κ κ',
  qrel q q' -> jeq c c' -> jeq κ κ' -> qrel (g q c κ) (g q' c' κ').
Proof.
  intros y g E q q' c c' κ κ' Hq Hc Hk. unfold conformance_registry in E.
  destruct (String.eqb y "test:stamp_provider"); [injection E as <-; apply qset_qrel; auto; apply member_jeq; auto|].
  destruct (String.eqb y "test:drop_temperature"); [injection E as <-; exact (qset_qrel "temperature" None None q q' (orel_none _) Hq)|discriminate].
Qed.

(** Theorem 7, member order, for the policy's [mutate] with the
    conformance registry (what is extracted): requests with the same
    lookups, [jeq] candidates and contexts give requests with the same
    lookups, or the same error.  (Folding, [inl] or [inr], reads no
    input.) *)
Theorem mutate_jeq : forall σ t f, mutate conformance_registry σ t = inr f ->
  forall q q' c c' κ κ', jeq (JObj q) (JObj q') -> jeq c c' -> jeq κ κ' ->
  xrel (f q c κ) (f q' c' κ').
Proof.
  intros σ t f E q q' c c' κ κ' Hq Hc Hk. apply qrel_jeq in Hq.
  exact (xsem_good conformance_registry σ conformance_registry_qrel _ _ E q q' c c' κ κ' Hq Hc Hk).
Qed.
