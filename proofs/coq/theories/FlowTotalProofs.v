(** The normal form is defined on every admitted flow (proofs/22-flow.md,
    "the walk labels every node"): [Flow.normal] answers [None] unless
    there is one output node and the greedy labeling of §16.3 labels every
    node, and admission (§16.2) guarantees both.  F-One-Output gives the
    output; F-Path puts every node among the walk's candidates; F-Acyclic
    (the peeling of [Flow.peel] removes every node) gives each node a
    well-founded chain of inputs, so while a node is unlabeled one is ready
    (the unlabeled node whose inputs were all peeled before it), and the
    greedy walk, one node per step, labels them all.  The theorems of
    FlowProofs.v then hold on admitted flows with no premise on [normal],
    and the [flow] kind's answer is never [FAUnlabeled]. *)
From Coq Require Import String List Bool Lia.
From SigmaPol Require Import Trusted Json Syntax Admission Flow FlowProofs.
Import ListNotations.
Open Scope string_scope.

Lemma mem_in : forall x l, mem x l = true <-> In x l.
Proof.
  intros x l. unfold mem. rewrite existsb_exists. split.
  - intros [y [Hy E]]. apply String.eqb_eq in E. subst. exact Hy.
  - intros H. exists x. rewrite String.eqb_refl. auto.
Qed.

Lemma ins_of_fins : forall n u, In u (ins_of n) -> In u (fins n).
Proof. intros [i k l] u H. unfold ins_of in H. destruct k; simpl in *; tauto. Qed.

(** ** What F-Acyclic gives: every id has a well-founded chain of inputs *)

(** [below f x]: [x] is the id of a node of [f] whose inputs are all
    [below f] (an inductive, so: no cycle through [x]). *)
Inductive below (f : flow) : string -> Prop :=
| Below : forall n, In n f -> (forall u, In u (fins n) -> below f u) -> below f (fid n).

(** One round of [peel]: the nodes not yet removed whose inputs all are. *)
Definition round (f : flow) (gone : list string) : list string :=
  map fid (filter (fun n => negb (mem (fid n) gone) && forallb (fun u => mem u gone) (fins n)) f).

Lemma peel_step : forall k f gone, peel (S k) f gone =
  match round f gone with [] => gone | _ => peel k f (app gone (round f gone)) end.
Proof. reflexivity. Qed.

Lemma round_below : forall f gone, (forall x, In x gone -> below f x) -> forall x, In x (round f gone) -> below f x.
Proof.
  intros f gone G x Hx. unfold round in Hx. apply in_map_iff in Hx. destruct Hx as [n [<- Hn]].
  apply filter_In in Hn. destruct Hn as [Hn Hp]. apply andb_true_iff in Hp. destruct Hp as [_ Hp].
  rewrite forallb_forall in Hp. constructor; [exact Hn|]. intros u Hu. apply G, mem_in, Hp, Hu.
Qed.

Lemma peel_below : forall f k gone, (forall x, In x gone -> below f x) -> forall x, In x (peel k f gone) -> below f x.
Proof.
  intros f k. induction k as [|k IH]; intros gone G x Hx; [exact (G x Hx)|].
  rewrite peel_step in Hx. destruct (round f gone) as [|y ys] eqn:E; [exact (G x Hx)|].
  rewrite <- E in Hx. refine (IH _ _ x Hx). intros z Hz. apply in_app_or in Hz. destruct Hz as [Hz|Hz];
    [exact (G z Hz)|exact (round_below f gone G z Hz)].
Qed.

Lemma nodup_app : forall (a b : list string), NoDup a -> NoDup b -> (forall x, In x b -> ~ In x a) -> NoDup (a ++ b).
Proof.
  induction a as [|y a IH]; intros b Na Nb D; [exact Nb|]. inversion Na as [|? ? Ny Na']; subst. simpl. constructor.
  - intros H. apply in_app_or in H. destruct H as [H|H]; [exact (Ny H)|exact (D y H (or_introl eq_refl))].
  - apply IH; auto. intros x Hx H. exact (D x Hx (or_intror H)).
Qed.

Lemma nodup_fid_filter : forall p f, NoDup (map fid f) -> NoDup (map fid (filter p f)).
Proof.
  intros p f N. induction f as [|n f IH]; [constructor|]. inversion N as [|? ? Nn Nf]; subst. simpl.
  destruct (p n); [|exact (IH Nf)]. simpl. constructor; [|exact (IH Nf)].
  intros H. apply Nn. apply in_map_iff in H. destruct H as [m [E Hm]]. apply filter_In in Hm.
  rewrite <- E. apply in_map, Hm.
Qed.

Lemma peel_nodup : forall f k gone, NoDup (map fid f) -> NoDup gone -> NoDup (peel k f gone).
Proof.
  intros f k. induction k as [|k IH]; intros gone N G; [exact G|]. rewrite peel_step.
  destruct (round f gone) as [|y ys] eqn:E; [exact G|]. rewrite <- E. apply IH; [exact N|].
  apply nodup_app; [exact G|apply nodup_fid_filter, N|]. intros x Hx Hg. unfold round in Hx.
  apply in_map_iff in Hx. destruct Hx as [n [<- Hn]]. apply filter_In in Hn. destruct Hn as [_ Hp].
  apply andb_true_iff in Hp. destruct Hp as [Hp _]. apply negb_true_iff in Hp.
  apply (proj2 (mem_in (fid n) gone)) in Hg. congruence.
Qed.

Lemma peel_incl : forall f k gone, incl gone (map fid f) -> incl (peel k f gone) (map fid f).
Proof.
  intros f k. induction k as [|k IH]; intros gone G; [exact G|]. rewrite peel_step.
  destruct (round f gone) as [|y ys] eqn:E; [exact G|]. rewrite <- E. apply IH.
  intros x Hx. apply in_app_or in Hx. destruct Hx as [Hx|Hx]; [exact (G x Hx)|].
  unfold round in Hx. apply in_map_iff in Hx. destruct Hx as [n [<- Hn]]. apply filter_In in Hn.
  apply in_map, Hn.
Qed.

(** F-Acyclic passed: every id of the flow is [below]. *)
Lemma acyclic_below : forall f, NoDup (map fid f) -> length (peel (length f) f []) = length f ->
  forall n, In n f -> below f (fid n).
Proof.
  intros f N L n Hn. apply (peel_below f (length f) []); [intros x []|].
  revert n Hn. change (forall n, In n f -> In (fid n) (peel (length f) f [])).
  enough (I : incl (map fid f) (peel (length f) f [])) by (intros n Hn; apply I, in_map, Hn).
  apply NoDup_length_incl.
  - apply peel_nodup; [exact N|constructor].
  - rewrite map_length, L. lia.
  - apply peel_incl. intros x [].
Qed.

(** ** The greedy walk labels every node *)

(** [greedy] stops with its fuel spent, one label a step, or with no node
    ready. *)
Lemma greedy_end : forall k cands lab,
  length (greedy k cands lab) = length lab + k \/ filter (ready (greedy k cands lab)) cands = [].
Proof.
  induction k as [|k IH]; intros cands lab; [left; simpl; lia|]. simpl.
  destruct (filter (ready lab) cands) as [|m r] eqn:E; [right; exact E|]. simpl.
  destruct (IH cands (app lab [fid (least (m, key lab m) (map (fun n => (n, key lab n)) r))])) as [H|H];
    [left; rewrite H, app_length; simpl; lia|right; exact H].
Qed.

(** With no node ready, every [below] id among the candidates is labeled:
    the least unlabeled one would be ready. *)
Lemma stuck_below : forall f cands lab, incl f cands -> filter (ready lab) cands = [] ->
  forall x, below f x -> In x lab.
Proof.
  intros f cands lab I E x B. induction B as [n Hn _ IH].
  destruct (mem (fid n) lab) eqn:M; [apply mem_in, M|exfalso].
  assert (R : ready lab n = true).
  { unfold ready. rewrite M. simpl. apply forallb_forall. intros u Hu. apply mem_in, IH, ins_of_fins, Hu. }
  assert (H : In n (filter (ready lab) cands)) by (apply filter_In; auto). rewrite E in H. destruct H.
Qed.

(** F-Path passed: every node is among the walk's candidates. *)
Lemma path_cands : forall f back, NoDup (map fid f) -> (forall n, In n f -> In (fid n) back) ->
  incl f (nodes_of f (rev back)).
Proof.
  intros f back N P n Hn. unfold nodes_of. apply in_flat_map. exists (fid n). split.
  - apply (in_rev back), P, Hn.
  - rewrite look_in by assumption. left. reflexivity.
Qed.

(** What [admit_graph] checked: one output node, F-Acyclic, F-Path. *)
Lemma admit_graph_facts : forall f g, admit_graph f = FOk g -> exists o, filter is_output f = [o] /\
  length (peel (length f) f []) = length f /\
  (forall n, In n f -> In (fid n) (visit (S (length f)) f (fid o) [])).
Proof.
  intros f g H. unfold admit_graph in H. cbv zeta in H.
  destruct (negb (Nat.eqb (length (filter is_input f)) 1)); [discriminate|].
  destruct (filter is_output f) as [|o [|o' r]]; try discriminate. exists o. split; [reflexivity|].
  destruct (sink_check (fid o) f) as [[p m]|]; [discriminate|].
  destruct (negb (Nat.eqb (length (peel (length f) f [])) (length f))) eqn:Ac; [discriminate|].
  apply negb_false_iff, PeanoNat.Nat.eqb_eq in Ac. split; [exact Ac|].
  intros n Hn. apply mem_in. destruct (mem (fid n) (visit (S (length f)) f (fid o) [])) eqn:M; [reflexivity|].
  assert (F : In n (filter (fun n => negb (mem (fid n) (visit (S (length f)) f (fid o) []))) f))
    by (apply filter_In; rewrite M; auto).
  destruct (filter _ f); [destruct F|discriminate].
Qed.

(** The normal form of a flow with distinct ids that passed the graph's
    checks exists. *)
Theorem graph_normal_defined : forall f g, NoDup (map fid f) -> admit_graph f = FOk g ->
  exists a, normal f = Some a.
Proof.
  intros f g N H. destruct (admit_graph_facts f g H) as [o [Ho [Ac Pa]]].
  unfold normal, labeling. rewrite Ho.
  set (c := nodes_of f (rev (visit (S (length f)) f (fid o) []))).
  set (lab := greedy (length c) c []).
  enough (L : length lab = length f) by (rewrite (proj2 (PeanoNat.Nat.eqb_eq _ _) L); eauto).
  assert (Ic : incl f c) by (apply path_cands; assumption).
  destruct (greedy_inv (length c) c [] (NoDup_nil _) ltac:(intros x [])) as [Nl Cl]. fold lab in Nl, Cl.
  assert (Il : incl lab (map fid f)).
  { intros x Hx. destruct (Cl x Hx) as [n [Hn [<- _]]]. apply in_map. eapply nodes_of_in. exact Hn. }
  assert (Le : length lab <= length f) by (rewrite <- (map_length fid f); apply NoDup_incl_length; assumption).
  destruct (greedy_end (length c) c []) as [E|E]; fold lab in E.
  - assert (length f <= length c) by (apply NoDup_incl_length; [apply (NoDup_map_inv fid), N|exact Ic]).
    simpl in E. lia.
  - assert (Ia : incl (map fid f) lab).
    { intros x Hx. apply in_map_iff in Hx. destruct Hx as [n [<- Hn]].
      apply (stuck_below f c lab Ic E), acyclic_below; assumption. }
    assert (length (map fid f) <= length lab) by (apply NoDup_incl_length; assumption).
    rewrite map_length in *. lia.
Qed.

Lemma admit_flow_graph : forall known σ v f, admit_flow known σ v = FOk f -> admit_graph f = FOk f.
Proof.
  intros known σ v f H. unfold admit_flow in H. cbv zeta in H.
  repeat match type of H with
  | context [match ?x with _ => _ end] =>
      lazymatch x with admit_nodes _ _ _ _ => fail | _ => destruct x eqn:?; try discriminate end
  | context [if ?x then _ else _] => destruct x eqn:?; try discriminate
  end.
  all: destruct (admit_nodes known σ _ _) as [[q0 why0]|f'] eqn:En; try discriminate;
    pose proof H as H'; apply admit_graph_same in H'; subst f'; exact H.
Qed.

(** ** The theorems on admitted flows, with no premise on [normal] *)

(** Every admitted flow has a normal form (the walk labels every node). *)
Theorem admitted_normal_defined : forall known σ v f, admit_flow known σ v = FOk f ->
  exists a, normal f = Some a.
Proof.
  intros known σ v f H. apply (graph_normal_defined f f); [apply (admit_flow_ok known σ v f H)|].
  apply (admit_flow_graph known σ v f H).
Qed.

(** The [flow] kind's answer on an admitted flow is its normal form's
    encoding and JSON. *)
Theorem admitted_flow_answer : forall known σ v f, admit_flow known σ v = FOk f ->
  exists a, normal f = Some a /\
    flow_answer known σ v = FANormal (enc_flow a) (JArr [JStr "flow"; JObj (nodes_json 0 a)]).
Proof.
  intros known σ v f H. destruct (admitted_normal_defined known σ v f H) as [a Ha].
  exists a. split; [exact Ha|]. unfold flow_answer. rewrite H, Ha. reflexivity.
Qed.

(** The answer is a refusal or a normal form, never [FAUnlabeled] (the
    server's internal-error branch is dead). *)
Theorem flow_answer_total : forall known σ v, flow_answer known σ v <> FAUnlabeled.
Proof.
  intros known σ v. unfold flow_answer. destruct (admit_flow known σ v) as [p why|f] eqn:H; [discriminate|].
  destruct (admitted_normal_defined known σ v f H) as [a Ha]. rewrite Ha. discriminate.
Qed.

(** Theorem 22, clause 2 on admitted flows: their normal forms exist, and
    one encoding means a renaming. *)
Theorem admitted_flow_identity_total : forall known σ v w f g,
  admit_flow known σ v = FOk f -> admit_flow known σ w = FOk g ->
  exists a b, normal f = Some a /\ normal g = Some b /\ (enc_flow a = enc_flow b -> iso f g).
Proof.
  intros known σ v w f g Hf Hg.
  destruct (admitted_normal_defined known σ v f Hf) as [a Ha], (admitted_normal_defined known σ w g Hg) as [b Hb].
  exists a, b. split; [exact Ha|split; [exact Hb|]]. intros E. eapply admitted_flow_identity; eauto.
Qed.

(** The same, on the answers: two flow answers with one encoding (so one
    identity) come from admitted flows that are renamings of each other. *)
Theorem flow_answer_identity : forall known σ v w e j j',
  flow_answer known σ v = FANormal e j -> flow_answer known σ w = FANormal e j' ->
  exists f g, admit_flow known σ v = FOk f /\ admit_flow known σ w = FOk g /\ iso f g.
Proof.
  intros known σ v w e j j' Hv Hw. unfold flow_answer in Hv, Hw.
  destruct (admit_flow known σ v) as [|f] eqn:Af; [discriminate|].
  destruct (admit_flow known σ w) as [|g] eqn:Ag; [discriminate|].
  destruct (normal f) as [a|] eqn:Na; [|discriminate]. destruct (normal g) as [b|] eqn:Nb; [|discriminate].
  injection Hv as Ev _. injection Hw as Ew _. exists f, g. split; [reflexivity|split; [reflexivity|]].
  eapply admitted_flow_identity; eauto. congruence.
Qed.

(** Theorem 22, clause 1 on the answers: renaming an admitted flow's ids
    (to another admitted flow) leaves its answer as it is. *)
Theorem flow_answer_renaming : forall known σ v w f g ρ,
  admit_flow known σ v = FOk f -> admit_flow known σ w = FOk g -> renaming ρ f g ->
  flow_answer known σ w = flow_answer known σ v.
Proof.
  intros known σ v w f g ρ Hf Hg R. unfold flow_answer. rewrite Hf, Hg.
  rewrite (admitted_normal_renaming known σ v f ρ g Hf R). reflexivity.
Qed.

(** Theorem 22, clause 3 on admitted flows: the normal form exists and is
    its own normal form. *)
Theorem admitted_normal_idempotent : forall known σ v f, admit_flow known σ v = FOk f ->
  exists a, normal f = Some a /\ normal (as_flow a) = Some a.
Proof.
  intros known σ v f H. destruct (admitted_normal_defined known σ v f H) as [a Ha]. exists a.
  split; [exact Ha|]. destruct (admit_flow_ok known σ v f H) as [N [_ C]]. eapply normal_idempotent; eauto.
Qed.
