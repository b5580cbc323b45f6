(** What reading a run's runtime state gives back, and where its errors are
    placed (RunJson.v, spec/15 §15.3 and §15.9). *)
From Coq Require Import String Ascii List.
From SigmaPol Require Import Json Run RunJson.
Import RunProtocol.
Import ListNotations.
Open Scope string_scope.

(** A breaker record as a run writes it reads back as that record. *)
Lemma read_breaker_json : forall w b, read_breaker w (brec_json b) = inr b.
Proof. intros w [[o|] [c|] [a|]]; reflexivity. Qed.

(** A disable record as a run writes it (a legacy one as its string) reads
    back as that record. *)
Lemma read_disable_json : forall w d, read_disable w (drec_json d) = inr d.
Proof. intros w [k | [k|] [a|]]; reflexivity. Qed.

Lemma read_records_map : forall {A} (f : string -> json -> input_error + A) (g : A -> json) w,
  (forall w' a, f w' (g a) = inr a) ->
  forall l acc, read_records f w (map (fun pa => (fst pa, g (snd pa))) l) acc = inr (rev_append acc l).
Proof.
  intros A f g w Hf l. induction l as [| [p a] r IH]; intros acc; simpl.
  - reflexivity.
  - rewrite Hf. apply IH.
Qed.

(** Reading the runtime state a run writes (the answer's [runtime],
    [runtime_json]) gives back that state, breakers and disables with their
    provider ids in the order written: for every state, so for the final
    state of every run (its [ro_breakers], [ro_disabled]).  This is the
    reader after the reading rules of spec/02 §2.6 (the server's [plain],
    which sorts members by name and refuses a non-finite number: it is not
    in Coq, and not covered here). *)
Theorem runtime_read_back : forall here B D,
  runtime_of here (runtime_json B D) = inr (B, D).
Proof.
  intros here B D. unfold runtime_of, runtime_json. simpl.
  rewrite (read_records_map read_breaker brec_json _ read_breaker_json B []).
  rewrite (read_records_map read_disable drec_json _ read_disable_json D []).
  reflexivity.
Qed.

(** ** The places of the runtime's errors *)

(** [p] is a place under [w]: [w] is a prefix of it ([w] itself, a member
    [w.k], an element [w[i]], or under one of these). *)
Definition under (w p : string) : Prop := String.prefix w p = true.

Lemma prefix_refl_app : forall a s, String.prefix a (a ++ s) = true.
Proof.
  induction a as [| c a IH]; intros s; simpl.
  - destruct s; reflexivity.
  - destruct (ascii_dec c c) as [_ | n]; [apply IH | contradiction].
Qed.

Lemma prefix_trans : forall a b c,
  String.prefix a b = true -> String.prefix b c = true -> String.prefix a c = true.
Proof.
  induction a as [| x a IH]; intros b c Hab Hbc.
  - destruct c; reflexivity.
  - destruct b as [| y b]; [discriminate |]. simpl in Hab.
    destruct (ascii_dec x y) as [E | n]; [subst y | discriminate].
    destruct c as [| z c]; [discriminate |]. simpl in Hbc.
    destruct (ascii_dec x z) as [E | n]; [subst z | discriminate].
    simpl. destruct (ascii_dec x x) as [_ | n]; [| contradiction].
    exact (IH b c Hab Hbc).
Qed.

Lemma prefix_refl : forall a, String.prefix a a = true.
Proof.
  induction a as [| c a IH]; simpl; [reflexivity |].
  destruct (ascii_dec c c) as [_ | n]; [apply IH | contradiction].
Qed.

Lemma under_member : forall w k, String.prefix w (member_path w k) = true.
Proof. intros. apply prefix_refl_app. Qed.

Ltac crack :=
  repeat match goal with
  | H : inl _ = inl _ |- _ => inversion H; subst; clear H
  | H : inr _ = inl _ |- _ => discriminate H
  | H : context [match ?x with _ => _ end] |- _ => destruct x eqn:?
  end.

Lemma read_object_under : forall w what v p y, read_object w what v = inl (p, y) -> p = w.
Proof. intros w what v p y H. unfold read_object, refuse in H. crack; reflexivity. Qed.

Lemma refuse_unknown_under : forall ks w m p y, refuse_unknown ks w m = inl (p, y) -> under w p.
Proof. intros ks w m p y H. unfold refuse_unknown, refuse in H. crack. apply under_member. Qed.

Lemma opt_number_under : forall m k w p y, read_opt_number m k w = inl (p, y) -> under w p.
Proof. intros m k w p y H. unfold read_opt_number, refuse in H. crack; apply under_member. Qed.

Lemma opt_string_under : forall m k w p y, read_opt_string m k w = inl (p, y) -> under w p.
Proof. intros m k w p y H. unfold read_opt_string, refuse in H. crack; apply under_member. Qed.

Ltac places :=
  repeat match goal with
  | H : read_object _ _ _ = inl (?p, _) |- _ => apply read_object_under in H; subst p
  | H : refuse_unknown _ _ _ = inl _ |- _ => apply refuse_unknown_under in H
  | H : read_opt_number _ _ _ = inl _ |- _ => apply opt_number_under in H
  | H : read_opt_string _ _ _ = inl _ |- _ => apply opt_string_under in H
  end.

Lemma read_breaker_under : forall w b p y, read_breaker w b = inl (p, y) -> under w p.
Proof.
  intros w b p y H. unfold read_breaker, then_read, refuse in H.
  crack; places; unfold under in *; auto using prefix_refl, under_member.
Qed.

Lemma read_disable_under : forall w d p y, read_disable w d = inl (p, y) -> under w p.
Proof.
  intros w d p y H. unfold read_disable, then_read, refuse in H.
  crack; places; unfold under in *; auto using prefix_refl, under_member.
Qed.

Lemma read_records_under : forall {A} (f : string -> json -> input_error + A) w,
  (forall w' x p y, f w' x = inl (p, y) -> under w' p) ->
  forall m acc p y, read_records f w m acc = inl (p, y) -> under w p.
Proof.
  intros A f w Hf m. induction m as [| [k x] r IH]; intros acc p y H; simpl in H.
  - discriminate.
  - destruct (f (member_path w k) x) eqn:E.
    + inversion H; subst. apply Hf in E. exact (prefix_trans _ _ _ (under_member w k) E).
    + exact (IH _ _ _ H).
Qed.

(** Every input error of the runtime's reader (after the reading rules) is
    at a place under the runtime's own ([$.runtime] in a request): a table,
    a record or one of its members, never another input's place. *)
Theorem runtime_places : forall here v p y, runtime_of here v = inl (p, y) -> under here p.
Proof.
  intros here v p y H. unfold runtime_of, then_read in H.
  crack; places;
    repeat match goal with
    | H : read_records read_breaker _ _ _ = inl _ |- _ =>
        apply (read_records_under read_breaker _ read_breaker_under) in H
    | H : read_records read_disable _ _ _ = inl _ |- _ =>
        apply (read_records_under read_disable _ read_disable_under) in H
    end;
    unfold under in *;
    eauto using prefix_refl, under_member, prefix_trans.
Qed.
