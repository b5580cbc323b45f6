(** Theorem 22, clause 4 (proofs/22-flow.md), on the model of FlowRun.v:
    the calls the model makes are each llm node of the flow exactly once,
    each after all of its inputs ([calls_scheduled]).  The model checks its
    Kahn order before any call ([FlowRun.checked_order]) and answers an
    internal error when the check fails; that Kahn's order always passes it
    on an admitted flow is the paper's argument, not proved here. *)
From Coq Require Import String List Bool.
From SigmaPol Require Import Flow FlowRun.
Import ListNotations.
Open Scope string_scope.

Lemma mem_In : forall x l, mem x l = true <-> In x l.
Proof.
  intros x l. unfold mem. rewrite existsb_exists. split.
  - intros [y [Hy E]]. apply String.eqb_eq in E. subst. exact Hy.
  - intros H. exists x. split; [exact H | apply String.eqb_refl].
Qed.

Lemma sched_go_spec : forall o done, sched_go done o = true ->
  NoDup (map fid o) /\
  (forall n, In n o -> is_llm n = true /\ ~ In (fid n) done) /\
  (forall pre n post u, o = app pre (n :: post) -> In u (fins n) -> In u done \/ In u (map fid pre)).
Proof.
  induction o as [|n r IH]; intros done H.
  - split; [constructor|]. split; [intros n []|].
    intros pre n post u E. destruct pre; discriminate.
  - simpl in H. apply andb_true_iff in H as [H Hr].
    apply andb_true_iff in H as [H Hins].
    apply andb_true_iff in H as [Hl Hd].
    apply negb_true_iff in Hd.
    destruct (IH _ Hr) as [ND [Hin Hpre]].
    split; [|split].
    + simpl. constructor; [|exact ND].
      intros Hm. apply in_map_iff in Hm as [m [Em Im]].
      destruct (Hin m Im) as [_ Nm]. apply Nm. rewrite Em. left. reflexivity.
    + intros m [<-|Im].
      * split; [exact Hl|]. intros X. apply mem_In in X. congruence.
      * destruct (Hin m Im) as [Lm Nm]. split; [exact Lm|]. intros X. apply Nm. right. exact X.
    + intros pre m post u E Iu. destruct pre as [|p pre].
      * simpl in E. injection E as <- _. left. rewrite forallb_forall in Hins.
        apply mem_In. apply Hins. exact Iu.
      * simpl in E. injection E as <- E.
        destruct (Hpre pre m post u E Iu) as [[<-|X]|X].
        -- right. left. reflexivity.
        -- left. exact X.
        -- right. right. exact X.
Qed.

Lemma call_order_in : forall f n, In n (call_order f) -> In n f /\ is_llm n = true.
Proof.
  intros f n H. unfold call_order in H. apply in_flat_map in H as [x [_ Hx]].
  destruct (look f x) as [m|] eqn:L; [|destruct Hx].
  destruct (is_llm m) eqn:Lm; [|destruct Hx].
  destruct Hx as [<-|[]]. split; [|exact Lm].
  unfold look in L. apply find_some in L as [L _]. exact L.
Qed.

(** Clause 4: the calls of a run are the llm nodes of the flow, each once
    ([NoDup] of their ids, every llm node among them), each after every one
    of its inputs (an input is the input node or a node called before). *)
Theorem calls_scheduled : forall f o, checked_order f = Some o ->
  NoDup (map fid o) /\
  (forall n, In n o -> In n f /\ is_llm n = true) /\
  (forall n, In n f -> is_llm n = true -> In (fid n) (map fid o)) /\
  (forall pre n post u, o = app pre (n :: post) -> In u (fins n) ->
     In u (map fid (filter is_input f)) \/ In u (map fid pre)).
Proof.
  intros f o H. unfold checked_order in H.
  destruct (sched_ok f (call_order f)) eqn:S; [|discriminate].
  injection H as <-. unfold sched_ok in S. apply andb_true_iff in S as [S All].
  destruct (sched_go_spec _ _ S) as [ND [_ Hpre]].
  split; [exact ND|]. split; [exact (call_order_in f)|]. split; [|exact Hpre].
  intros n In' Ln. rewrite forallb_forall in All. specialize (All n In').
  rewrite Ln in All. simpl in All. apply mem_In. exact All.
Qed.
