(** What the request reader (JsonRead.v) guarantees of what it reads: every
    object of the value, at any depth, has distinct member names (of the
    members with one name the reader keeps the last, spec/07 §7.2), which
    is what Json.v's [json] type promises and what member lookup ([assoc],
    the first match) relies on. *)
From Coq Require Import String List Bool.
From Coq Require Strings.Byte.
From Coq Require Import Init.Byte.
From SigmaPol Require Import Json JsonRead.
Import ListNotations.

Inductive distinct_names : json -> Prop :=
| dn_null : distinct_names JNull
| dn_bool : forall b, distinct_names (JBool b)
| dn_num : forall x, distinct_names (JNum x)
| dn_str : forall s, distinct_names (JStr s)
| dn_arr : forall l, Forall distinct_names l -> distinct_names (JArr l)
| dn_obj : forall m, NoDup (map fst m) -> Forall (fun kv => distinct_names (snd kv)) m ->
           distinct_names (JObj m).

Definition differs (k : string) (kv : string * json) : bool := negb (String.eqb (fst kv) k).

Lemma drop_rev_filter : forall k l acc, drop_rev k l acc = (rev acc ++ filter (differs k) l)%list.
Proof.
  induction l as [|kv l IH]; intros acc; simpl.
  - rewrite app_nil_r. unfold rev'. rewrite <- rev_alt. reflexivity.
  - unfold differs at 1. destruct (String.eqb (fst kv) k); simpl.
    + apply IH.
    + rewrite IH. simpl. rewrite <- app_assoc. reflexivity.
Qed.

Lemma drop_name_filter : forall k l, drop_name k l = filter (differs k) l.
Proof.
  intros k l. unfold drop_name. destruct (existsb _ l) eqn:E.
  - rewrite drop_rev_filter. reflexivity.
  - induction l as [|kv l IH]; simpl in *; auto.
    apply orb_false_iff in E. destruct E as [E1 E2]. unfold differs at 1. rewrite E1. simpl.
    rewrite <- IH; auto.
Qed.

Lemma nodup_filter_names : forall p (l : list (string * json)),
  NoDup (map fst l) -> NoDup (map fst (filter p l)).
Proof.
  intros p l. induction l as [|kv l IH]; simpl; intros H; auto.
  inversion H as [|? ? Hn Hd]; subst.
  destruct (p kv); simpl; auto. constructor; auto.
  intros Hin. apply Hn. apply in_map_iff in Hin. destruct Hin as [y [Ey Hy]].
  apply filter_In in Hy. apply in_map_iff. exists y. split; auto. apply Hy.
Qed.

Lemma not_in_filter : forall k (l : list (string * json)), ~ In k (map fst (filter (differs k) l)).
Proof.
  intros k l Hin. apply in_map_iff in Hin. destruct Hin as [y [Ey Hy]].
  apply filter_In in Hy. destruct Hy as [_ Hy]. unfold differs in Hy. subst k.
  rewrite String.eqb_refl in Hy. discriminate.
Qed.

Lemma forall_filter : forall {A} (P : A -> Prop) p l, Forall P l -> Forall P (filter p l).
Proof.
  intros A P p l H. apply Forall_forall. intros x Hx. apply filter_In in Hx.
  rewrite Forall_forall in H. apply H, Hx.
Qed.

Lemma lit_value : forall w v s i v' j, lit w v s i = Got v' j -> v' = v.
Proof. unfold lit. intros w v s i v' j H. destruct (literal w s i); inversion H; auto. Qed.

Lemma number_value : forall s i v j, number s i = Got v j -> exists x, v = JNum x.
Proof.
  unfold number. intros s i v j H.
  repeat match goal with
         | H : context [match ?x with _ => _ end] |- _ => destruct x
         | H : context [if ?b then _ else _] |- _ => destruct b
         end; try discriminate; inversion H; eauto.
Qed.

Lemma reader_distinct : forall fuel s,
  (forall i v j, value fuel s i = Got v j -> distinct_names v) /\
  (forall i acc v j, NoDup (map fst acc) -> Forall (fun kv => distinct_names (snd kv)) acc ->
                     object_members fuel s i acc = Got v j -> distinct_names v) /\
  (forall i acc v j, Forall distinct_names acc -> array_elements fuel s i acc = Got v j -> distinct_names v).
Proof.
  intros fuel s. induction fuel as [|f [IHv [IHo IHa]]].
  - repeat split; intros; simpl in *; discriminate.
  - repeat split.
    + intros i v j H. cbn [value] in H.
      destruct (byte_at s (skip s i)) as [c|]; [|discriminate].
      destruct (bis "{"%byte c).
      { destruct (byte_at s (skip s (S (skip s i)))) as [d|].
        - destruct (bis "}"%byte d).
          + inversion H. constructor; constructor.
          + exact (IHo _ [] _ _ (NoDup_nil _) (Forall_nil _) H).
        - exact (IHo _ [] _ _ (NoDup_nil _) (Forall_nil _) H). }
      destruct (bis "["%byte c).
      { destruct (byte_at s (skip s (S (skip s i)))) as [d|].
        - destruct (bis "]"%byte d).
          + inversion H. constructor; constructor.
          + exact (IHa _ [] _ _ (Forall_nil _) H).
        - exact (IHa _ [] _ _ (Forall_nil _) H). }
      destruct (bis """"%byte c).
      { destruct (str_body _ _ _ _); inversion H. constructor. }
      destruct (bis "t"%byte c).
      { apply lit_value in H. subst. constructor. }
      destruct (bis "f"%byte c).
      { apply lit_value in H. subst. constructor. }
      destruct (bis "n"%byte c).
      { apply lit_value in H. subst. constructor. }
      destruct (bis "-"%byte c || is_digit c).
      { apply number_value in H. destruct H as [x ->]. constructor. }
      discriminate.
    + intros i acc v j Hd Hf H. cbn [object_members] in H.
      destruct (byte_at s (skip s i)) as [c|]; [|discriminate].
      destruct (bis """"%byte c); [|discriminate].
      destruct (str_body _ _ _ _) as [k i1|]; [|discriminate].
      destruct (byte_at s (skip s i1)) as [d|]; [|discriminate].
      destruct (bis ":"%byte d); [|discriminate].
      destruct (value f s _) as [v0 i3|] eqn:Ev; [|discriminate].
      apply IHv in Ev.
      assert (Hd' : NoDup (map fst ((k, v0) :: drop_name k acc))).
      { rewrite drop_name_filter. simpl. constructor.
        - apply not_in_filter.
        - apply nodup_filter_names, Hd. }
      assert (Hf' : Forall (fun kv => distinct_names (snd kv)) ((k, v0) :: drop_name k acc)).
      { rewrite drop_name_filter. constructor; auto. apply forall_filter, Hf. }
      destruct (byte_at s (skip s i3)) as [e|]; [|discriminate].
      destruct (bis ","%byte e).
      * eapply IHo; [exact Hd'|exact Hf'|exact H].
      * destruct (bis "}"%byte e); [|discriminate].
        inversion H. unfold rev'. rewrite <- rev_alt. constructor.
        -- rewrite map_rev. apply NoDup_rev, Hd'.
        -- apply Forall_rev, Hf'.
    + intros i acc v j Hf H. cbn [array_elements] in H.
      destruct (value f s i) as [v0 i0|] eqn:Ev; [|discriminate].
      apply IHv in Ev.
      destruct (byte_at s (skip s i0)) as [e|]; [|discriminate].
      destruct (bis ","%byte e).
      * eapply IHa; [|exact H]. constructor; auto.
      * destruct (bis "]"%byte e); [|discriminate].
        inversion H. unfold rev'. rewrite <- rev_alt. constructor.
        apply Forall_rev. constructor; auto.
Qed.

(** Every object of a value the server reads from a request line, at any
    depth, has distinct member names. *)
Theorem read_line_distinct : forall line v, read_line line = Some (inr v) -> distinct_names v.
Proof.
  intros line v H. unfold read_line in H.
  destruct (nle _ _); [discriminate|].
  unfold read_json in H.
  destruct (depth_ok _ _ _ _ _ _ _); [|discriminate].
  destruct (value _ _ _) as [v0 i|] eqn:E; [|discriminate].
  destruct (nle _ _); inversion H; subst.
  eapply (proj1 (reader_distinct _ _)). exact E.
Qed.
