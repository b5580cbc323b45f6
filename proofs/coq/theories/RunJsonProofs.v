(** What reading a run's runtime state gives back (RunJson.v, spec/15 §15.3
    and §15.9). *)
From Coq Require Import String List.
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
