(** The run as an inductive relation (spec/15 §15.5–§15.7, issue 32 item 6):
    one constructor per R- rule of the machine, [step V m o] ([o = None]: the
    transform's evaluation error at R-Call); the extracted transition
    function [Run.trans] proved sound ([step_sound]) and complete
    ([step_complete]) against it, so the relation is deterministic
    ([step_deterministic]); the run to its end as a relation ([reaches],
    [run_rel]) and Theorem 17 on it ([run_rel_deterministic]), with
    [Run.drive] and [Run.run] sound against it.

    The start (R-Start, R-Breaker-Recover, R-Disable-Upgrade,
    R-Disable-Expire at the start, R-Pool, R-Pin, R-Pin-Missing, R-Plan) is
    the functions of Run.v ([recover_all], [upgrade_all], [expire_all],
    [priced], [the_plan]): [run_rel]'s premises name them.  R-Disable-Expire
    at the cursor is R-Skip's and R-Call's premise on the table
    [expire_at]. *)
From Coq Require Import String List Bool PrimFloat Lia Arith.
From SigmaPol Require Import Json Syntax Admission Semantics Run.
From SigmaPol Require RunProofs.
Import ListNotations.
Open Scope string_scope.

(** R-Missing: the response the host hands in for a call. *)
Inductive response : list (option resp) -> resp -> list (option resp) -> Prop :=
| R_Response : forall r rest, response (Some r :: rest) r rest
| R_Missing_Null : forall rest, response (None :: rest) missing rest
| R_Missing_Out : response [] missing [].

Definition kind_of (r : resp) : string := match rkind r with Some k => k | None => "unknown" end.

Definition then_abort (A : pv) : bool :=
  match pv_mem "then_action" A with Some (PStr "abort") => true | _ => false end.

Section Rules.
  Variable V : env.

  (** R-Breaker-Reset (and its absence when [B(p)] does not exist). *)
  Inductive reset_rule (p : string) : list (string * brec) -> list (string * brec) -> Prop :=
  | R_Breaker_Reset : forall B b, assoc p B = Some b ->
      reset_rule p B (aset p {| bopen := Some false; bcf := Some 0%float; bat := bat b |} B)
  | R_Breaker_Reset_Absent : forall B, assoc p B = None -> reset_rule p B B.

  Definition brec_or_new (p : string) (B : list (string * brec)) : brec :=
    match assoc p B with
    | Some b => b
    | None => {| bopen := Some false; bcf := Some 0%float; bat := None |} end.
  Definition phi_of (p : string) (B : list (string * brec)) : float := (or0 (bcf (brec_or_new p B)) + 1)%float.
  Definition trips (A : pv) (p : string) (B : list (string * brec)) : bool :=
    match pv_mem "open_breaker_ms" A with Some _ => true | None => false end
    || PrimFloat.leb (thr (eng V)) (phi_of p B).

  (** The breaker rule: exactly one of R-Client-Fault, R-Breaker-Trip,
      R-Breaker-Count. *)
  Inductive breaker_rule (t : float) (k : string) (A : pv) (p : string) (B : list (string * brec))
    : list (string * brec) -> Prop :=
  | R_Client_Fault : client_fault k = true -> breaker_rule t k A p B B
  | R_Breaker_Trip : client_fault k = false -> trips A p B = true ->
      breaker_rule t k A p B (aset p {| bopen := Some true; bcf := Some (phi_of p B); bat := Some t |} B)
  | R_Breaker_Count : client_fault k = false -> trips A p B = false ->
      breaker_rule t k A p B
        (aset p {| bopen := bopen (brec_or_new p B); bcf := Some (phi_of p B); bat := bat (brec_or_new p B) |} B).

  (** The clock after a response, the failure's classified action and its
      [attempted] event. *)
  Definition t_after (m : mach) (r : resp) : float := (clk m + or0 (relapsed r))%float.
  Definition act_A (r : resp) : pv := cls_f V (kind_of r).
  Definition ev_fail (m : mach) (r : resp) : event :=
    EAtt (prov V (cur m)) (fam V (cur m)) (S (att m)) (t_after m r - clk m)%float
         (Some (kind_of r, rstatus r, option_map cut300 (rmsg r))).
  Definition after_fail (m : mach) (r : resp) (rest : list (option resp)) (B : list (string * brec))
    (md' : mode) (i' a' : nat) (D : list (string * drec)) (path' : list event) (steps' : list stepv)
    (ns : nat) : mach :=
    {| md := md'; cur := i'; att := a'; clk := t_after m r; brk := B; dis := D; lastk := Some (kind_of r);
       path := path'; steps := steps'; nsteps := ns; script := rest |}.
  Definition retry_ev (m : mach) (r : resp) : event :=
    ERetry (prov V (cur m)) (fam V (cur m)) (S (att m)) (backoff (act_A r) (S (att m))).

  (** The premises every failure shares: R-Fail (after R-Missing) and the
      breaker rule. *)
  Definition failed (m : mach) (r : resp) (rest : list (option resp)) (B : list (string * brec)) : Prop :=
    md m = Calling /\ response (script m) r rest /\ rok r = false /\
    breaker_rule (t_after m r) (kind_of r) (act_A r) (prov V (cur m)) (brk m) B.

  (** One transition; [None]: the transform's evaluation error. *)
  Inductive step (m : mach) : option mach -> Prop :=
  (* mode ready (§15.6), after R-Disable-Expire at the cursor *)
  | R_Skip : forall d, md m = Ready -> cur m < plen V ->
      assoc (prov V (cur m)) (expire_at V (clk m) (prov V (cur m)) (dis m)) = Some d ->
      step m (Some {| md := Ready; cur := S (cur m); att := 0; clk := clk m; brk := brk m;
                      dis := expire_at V (clk m) (prov V (cur m)) (dis m); lastk := lastk m;
                      path := ESkip (prov V (cur m)) (fam V (cur m)) :: path m;
                      steps := steps m; nsteps := nsteps m; script := script m |})
  | R_Call : forall req, md m = Ready -> cur m < plen V ->
      assoc (prov V (cur m)) (expire_at V (clk m) (prov V (cur m)) (dis m)) = None ->
      mut V (base (cand_at V (cur m)) (contract V)) (cand_at V (cur m)) = Some req ->
      step m (Some {| md := Calling; cur := cur m; att := att m; clk := clk m; brk := brk m;
                      dis := expire_at V (clk m) (prov V (cur m)) (dis m); lastk := lastk m; path := path m;
                      steps := SCall (prov V (cur m)) (fam V (cur m)) req (clk m) :: steps m;
                      nsteps := S (nsteps m); script := script m |})
  | R_Call_Error : md m = Ready -> cur m < plen V ->
      assoc (prov V (cur m)) (expire_at V (clk m) (prov V (cur m)) (dis m)) = None ->
      mut V (base (cand_at V (cur m)) (contract V)) (cand_at V (cur m)) = None ->
      step m None
  | R_Exhausted : md m = Ready -> plen V <= cur m ->
      step m (Some {| md := Done (RErr ("exhausted: " ++ match lastk m with Some k => k | None => "no_candidates" end));
                      cur := cur m; att := att m; clk := clk m; brk := brk m; dis := dis m;
                      lastk := lastk m; path := path m; steps := steps m; nsteps := nsteps m;
                      script := script m |})
  (* mode calling (§15.7), after R-Missing *)
  | R_Success : forall r rest B, md m = Calling -> response (script m) r rest -> rok r = true ->
      reset_rule (prov V (cur m)) (brk m) B ->
      step m (Some {| md := Done (ROk (prov V (cur m)) (fam V (cur m)) (served_by V (cur m)));
                      cur := cur m; att := att m; clk := t_after m r; brk := B; dis := dis m;
                      lastk := lastk m;
                      path := EAtt (prov V (cur m)) (fam V (cur m)) (S (att m)) (t_after m r - clk m)%float None
                              :: path m;
                      steps := steps m; nsteps := nsteps m; script := rest |})
  | R_Abort : forall r rest B, failed m r rest B -> action_of (act_A r) = "abort" ->
      step m (Some (after_fail m r rest B (Done (RErr (kind_of r))) (cur m) (att m) (dis m)
                      (ev_fail m r :: path m) (steps m) (nsteps m)))
  | R_Disable : forall r rest B, failed m r rest B -> action_of (act_A r) = "disable_provider" ->
      step m (Some (after_fail m r rest B Ready (S (cur m)) 0
                      (aset (prov V (cur m)) (DRec (Some (kind_of r)) (Some (t_after m r))) (dis m))
                      (EDis (prov V (cur m)) (kind_of r) :: ev_fail m r :: path m) (steps m) (nsteps m)))
  | R_Retry : forall r rest B, failed m r rest B -> action_of (act_A r) = "retry_same" ->
      PrimFloat.leb (nat_float (S (att m))) (attempts_of (act_A r)) = true ->
      PrimFloat.ltb 0 (backoff (act_A r) (S (att m))) = false ->
      step m (Some (after_fail m r rest B Ready (cur m) (S (att m)) (dis m)
                      (retry_ev m r :: ev_fail m r :: path m) (steps m) (nsteps m)))
  | R_Retry_Wait : forall r rest B, failed m r rest B -> action_of (act_A r) = "retry_same" ->
      PrimFloat.leb (nat_float (S (att m))) (attempts_of (act_A r)) = true ->
      PrimFloat.ltb 0 (backoff (act_A r) (S (att m))) = true ->
      step m (Some (after_fail m r rest B (Waiting (t_after m r + backoff (act_A r) (S (att m))))%float
                      (cur m) (S (att m)) (dis m) (retry_ev m r :: ev_fail m r :: path m)
                      (SWait (t_after m r + backoff (act_A r) (S (att m)))%float :: steps m) (S (nsteps m))))
  | R_Retry_Spent : forall r rest B, failed m r rest B -> action_of (act_A r) = "retry_same" ->
      PrimFloat.leb (nat_float (S (att m))) (attempts_of (act_A r)) = false ->
      then_abort (act_A r) = false ->
      step m (Some (after_fail m r rest B Ready (S (cur m)) 0 (dis m) (ev_fail m r :: path m)
                      (steps m) (nsteps m)))
  | R_Retry_Spent_Abort : forall r rest B, failed m r rest B -> action_of (act_A r) = "retry_same" ->
      PrimFloat.leb (nat_float (S (att m))) (attempts_of (act_A r)) = false ->
      then_abort (act_A r) = true ->
      step m (Some (after_fail m r rest B (Done (RErr (kind_of r))) (cur m) 0 (dis m)
                      (ev_fail m r :: path m) (steps m) (nsteps m)))
  | R_Same_Model : forall r rest B j, failed m r rest B -> action_of (act_A r) = "next_provider_same_model" ->
      cur m < j < plen V -> fam V j = fam V (cur m) ->
      (forall j', cur m < j' < j -> fam V j' <> fam V (cur m)) ->
      step m (Some (after_fail m r rest B Ready j 0 (dis m) (ev_fail m r :: path m) (steps m) (nsteps m)))
  | R_Same_Model_None : forall r rest B, failed m r rest B ->
      action_of (act_A r) = "next_provider_same_model" ->
      (forall j, cur m < j < plen V -> fam V j <> fam V (cur m)) ->
      step m (Some (after_fail m r rest B Ready (plen V) 0 (dis m) (ev_fail m r :: path m)
                      (steps m) (nsteps m)))
  (* every other action is next_candidate's (classify's default, chapter 6) *)
  | R_Next : forall r rest B, failed m r rest B ->
      ~ In (action_of (act_A r)) ["abort"; "disable_provider"; "retry_same"; "next_provider_same_model"] ->
      step m (Some (after_fail m r rest B Ready (S (cur m)) 0 (dis m) (ev_fail m r :: path m)
                      (steps m) (nsteps m)))
  (* mode waiting *)
  | R_Resume : forall u, md m = Waiting u ->
      step m (Some {| md := Ready; cur := cur m; att := att m; clk := u; brk := brk m; dis := dis m;
                      lastk := lastk m; path := path m; steps := steps m; nsteps := nsteps m;
                      script := script m |}).

  (** *** The functions behind the rules *)

  Lemma response_fn : forall s r rest,
    response s r rest <->
    (match s with Some r :: rest => (r, rest) | None :: rest => (missing, rest) | [] => (missing, []) end) = (r, rest).
  Proof.
    intros s r rest; split.
    - intros H; destruct H; reflexivity.
    - destruct s as [|[r0|] s]; intros H; injection H; intros; subst; constructor.
  Qed.

  Lemma reset_rule_fn : forall p B B', reset_rule p B B' <-> B' = breaker_reset p B.
  Proof.
    intros p B B'; unfold breaker_reset; split.
    - intros H; destruct H as [B b H|B H]; rewrite H; reflexivity.
    - intros ->. destruct (assoc p B) eqn:E; constructor; auto.
  Qed.

  Lemma breaker_rule_fn : forall t k A p B B', breaker_rule t k A p B B' <-> B' = breaker_fail V t k A p B.
  Proof.
    intros t k A p B B'; unfold breaker_fail; split.
    - intros H; destruct H as [H|H1 H2|H1 H2]; rewrite ?H, ?H1; try reflexivity;
        unfold trips, phi_of, brec_or_new in H2; rewrite H2; reflexivity.
    - intros ->. destruct (client_fault k) eqn:Cf; [constructor; auto|].
      destruct (trips A p B) eqn:Tr.
      + pose proof (R_Breaker_Trip t k A p B Cf Tr) as G.
        unfold trips, phi_of, brec_or_new in Tr, G. rewrite Tr. exact G.
      + pose proof (R_Breaker_Count t k A p B Cf Tr) as G.
        unfold trips, phi_of, brec_or_new in Tr, G. rewrite Tr. exact G.
  Qed.

  (** Done is final: no rule applies to a configuration in mode [done]. *)
  Lemma step_not_done : forall m o, step m o -> forall r, md m <> Done r.
  Proof.
    intros m o H r E.
    destruct H; try (match goal with F : failed _ _ _ _ |- _ => destruct F as [? _] end); congruence.
  Qed.

  (** R-Same-Model's least [j], as [Run.same_model] searches it. *)
  Lemma same_model_from_spec : forall f fuel j,
    match same_model_from V f j fuel with
    | Some j' => j <= j' < j + fuel /\ fam V j' = f /\ (forall j'', j <= j'' < j' -> fam V j'' <> f)
    | None => forall j'', j <= j'' < j + fuel -> fam V j'' <> f
    end.
  Proof.
    intros f fuel. induction fuel as [|k IH]; intros j; simpl; [intros; lia|].
    destruct (String.eqb (fam V j) f) eqn:E.
    - apply String.eqb_eq in E. split; [lia|split; [auto|intros; lia]].
    - apply String.eqb_neq in E. specialize (IH (S j)).
      destruct (same_model_from V f (S j) k) as [j'|].
      + destruct IH as (H1 & H2 & H3). split; [lia|split; [auto|]].
        intros j'' Hj. destruct (Nat.eq_dec j'' j); [subst; auto|apply H3; lia].
      + intros j'' Hj. destruct (Nat.eq_dec j'' j); [subst; auto|apply IH; lia].
  Qed.

  Lemma same_model_spec : forall i,
    match same_model V i with
    | Some j => i < j < plen V /\ fam V j = fam V i /\ (forall j', i < j' < j -> fam V j' <> fam V i)
    | None => forall j, i < j < plen V -> fam V j <> fam V i
    end.
  Proof.
    intros i. unfold same_model. pose proof (same_model_from_spec (fam V i) (plen V - S i) (S i)) as H.
    destruct (same_model_from V (fam V i) (S i) (plen V - S i)) as [j|].
    - destruct H as (H1 & H2 & H3). split; [lia|split; [auto|intros; apply H3; lia]].
    - intros j Hj. apply H. lia.
  Qed.

  Lemma same_model_least : forall i j, i < j < plen V -> fam V j = fam V i ->
    (forall j', i < j' < j -> fam V j' <> fam V i) -> same_model V i = Some j.
  Proof.
    intros i j H1 H2 H3. pose proof (same_model_spec i) as S.
    destruct (same_model V i) as [j2|].
    - destruct S as (S1 & S2 & S3). f_equal.
      destruct (Nat.lt_trichotomy j j2) as [L|[L|L]]; auto.
      + exfalso. apply (S3 j); auto; lia.
      + exfalso. apply (H3 j2); auto; lia.
    - exfalso. apply (S j); auto.
  Qed.

  Lemma same_model_none : forall i, (forall j, i < j < plen V -> fam V j <> fam V i) -> same_model V i = None.
  Proof.
    intros i H. pose proof (same_model_spec i) as S. destruct (same_model V i) as [j|]; auto.
    destruct S as (S1 & S2 & _). exfalso. apply (H j); auto.
  Qed.

  Ltac resp_of m :=
    destruct (match script m with Some r :: rest => (r, rest) | None :: rest => (missing, rest)
              | [] => (missing, []) end) as [r rest] eqn:Hr;
    apply response_fn in Hr.

  Ltac fail_prep :=
    match goal with
    | Hs : response _ _ _, Hok : rok _ = false, Hb : breaker_rule _ _ _ _ _ _ |- _ =>
        unfold respond; apply response_fn in Hs; rewrite Hs, Hok; apply breaker_rule_fn in Hb; subst
    end;
    unfold act_A, after_fail, ev_fail, retry_ev, t_after, then_abort, kind_of in *;
    cbv beta iota zeta.

  Ltac use_hyps :=
    repeat match goal with
           | H : action_of _ = _ |- _ => rewrite H; clear H; cbv beta iota
           | H : PrimFloat.leb _ _ = _ |- _ => rewrite H; clear H; cbv beta iota
           | H : PrimFloat.ltb _ _ = _ |- _ => rewrite H; clear H; cbv beta iota
           | H : same_model _ _ = _ |- _ => rewrite H; clear H; cbv beta iota
           | H : (match pv_mem _ _ with _ => _ end) = _ |- _ => rewrite H; clear H; cbv beta iota
           end.

  (** **Completeness**: every derivation is what [Run.trans] computes. *)
  Theorem step_complete : forall m o, step m o -> trans V m = o.
  Proof.
    intros m o H. unfold trans.
    destruct H;
      try (match goal with H : failed _ _ _ _ |- _ => destruct H as (Hm & Hs & Hok & Hb) end);
      match goal with H : md m = _ |- _ => rewrite H end.
    { unfold advance. rewrite (proj2 (Nat.ltb_lt _ _) H0), H1. reflexivity. }
    { unfold advance. rewrite (proj2 (Nat.ltb_lt _ _) H0), H1, H2. reflexivity. }
    { unfold advance. rewrite (proj2 (Nat.ltb_lt _ _) H0), H1, H2. reflexivity. }
    { unfold advance. rewrite (proj2 (Nat.ltb_ge _ _) H0). reflexivity. }
    { unfold respond. apply response_fn in H0. rewrite H0, H1.
      apply reset_rule_fn in H2. subst B. reflexivity. }
    all: try match goal with
             | H1 : cur ?x < ?j < plen V, H2 : fam V ?j = _, H3 : forall j', cur ?x < j' < ?j -> _ |- _ =>
                 pose proof (same_model_least _ _ H1 H2 H3); clear H1 H2 H3
             | H : forall j, cur ?x < j < plen V -> _ |- _ => pose proof (same_model_none _ H); clear H
             end.
    all: try (timeout 20 (fail_prep; use_hyps; reflexivity)).
    all: try reflexivity.
    (* R-Next *)
    all: fail_prep;
    assert (N : forall s, In s ["abort"; "disable_provider"; "retry_same"; "next_provider_same_model"] ->
                String.eqb (action_of (cls_f V (match rkind r with Some k => k | None => "unknown" end))) s = false)
      by (intros s Hin; apply String.eqb_neq; intros E;
          match goal with H : ~ In _ _ |- _ => apply H end; rewrite E; exact Hin);
    rewrite !N by (simpl; tauto); reflexivity.
  Qed.

  Ltac failed_ok := repeat split; auto; try (apply breaker_rule_fn; reflexivity);
    apply response_fn; assumption.

  (** **Soundness**: every transition [Run.trans] takes is a derivation. *)
  Theorem step_sound : forall m o, (forall r, md m <> Done r) -> trans V m = o -> step m o.
  Proof.
    intros m o HnD Ht. unfold trans in Ht. destruct (md m) eqn:Md.
    - unfold advance in Ht. destruct (Nat.ltb (cur m) (plen V)) eqn:Lt.
      + apply Nat.ltb_lt in Lt.
        destruct (assoc (prov V (cur m)) (expire_at V (clk m) (prov V (cur m)) (dis m))) eqn:Ex.
        * subst o. eapply R_Skip; eauto.
        * destruct (mut V _ _) eqn:Mu; subst o; [eapply R_Call|eapply R_Call_Error]; eauto.
      + apply Nat.ltb_ge in Lt. subst o. apply R_Exhausted; auto.
    - unfold respond in Ht.
      destruct (match script m with Some r :: rest => (r, rest) | None :: rest => (missing, rest)
                | [] => (missing, []) end) as [r rest] eqn:Hr.
      destruct (rok r) eqn:Ok.
      + subst o. apply (R_Success m r rest); auto; [apply response_fn; assumption|].
        apply reset_rule_fn; reflexivity.
      + cbv zeta in Ht.
        change (match rkind r with Some k => k | None => "unknown" end) with (kind_of r) in Ht.
        destruct (String.eqb (action_of (cls_f V (kind_of r))) "abort") eqn:E1.
        { subst o. apply String.eqb_eq in E1. apply (R_Abort m r rest); auto. failed_ok. }
        destruct (String.eqb (action_of (cls_f V (kind_of r))) "disable_provider") eqn:E2.
        { subst o. apply String.eqb_eq in E2. apply (R_Disable m r rest); auto. failed_ok. }
        destruct (String.eqb (action_of (cls_f V (kind_of r))) "retry_same") eqn:E3.
        { apply String.eqb_eq in E3.
          destruct (PrimFloat.leb (nat_float (S (att m))) (attempts_of (cls_f V (kind_of r)))) eqn:Le.
          - destruct (PrimFloat.ltb 0 (backoff (cls_f V (kind_of r)) (S (att m)))) eqn:Lb; subst o.
            + apply (R_Retry_Wait m r rest); auto. failed_ok.
            + apply (R_Retry m r rest); auto. failed_ok.
          - destruct (then_abort (cls_f V (kind_of r))) eqn:Ta; unfold then_abort in Ta; rewrite Ta in Ht; subst o.
            + apply (R_Retry_Spent_Abort m r rest); auto. failed_ok.
            + apply (R_Retry_Spent m r rest); auto. failed_ok. }
        destruct (String.eqb (action_of (cls_f V (kind_of r))) "next_provider_same_model") eqn:E4.
        { apply String.eqb_eq in E4. pose proof (same_model_spec (cur m)) as Sp.
          destruct (same_model V (cur m)) eqn:Sm; subst o.
          - destruct Sp as (S1 & S2 & S3). apply (R_Same_Model m r rest); auto. failed_ok.
          - apply (R_Same_Model_None m r rest); auto. failed_ok. }
        subst o. apply (R_Next m r rest); [failed_ok|].
        apply String.eqb_neq in E1, E2, E3, E4.
        intros [H|[H|[H|[H|[]]]]]; symmetry in H; contradiction.
    - subst o. eapply R_Resume; eauto.
    - exfalso. eapply HnD; eauto.
  Qed.

  (** **Determinism of the relation** (from completeness): in each
      configuration at most one rule applies, with one result. *)
  Corollary step_deterministic : forall m o1 o2, step m o1 -> step m o2 -> o1 = o2.
  Proof. intros m o1 o2 H1 H2. rewrite <- (step_complete _ _ H1). apply step_complete; auto. Qed.

  (** Soundness and completeness together. *)
  Corollary step_iff : forall m o, (forall r, md m <> Done r) -> (step m o <-> trans V m = o).
  Proof. intros m o HnD. split; [apply step_complete|apply step_sound; auto]. Qed.

  (** *** Theorem 18, its first clause: the cursor never moves back *)

  (** The cursor stays within the plan, and inside it while a call is
      pending or a wait runs. *)
  Definition cursor_ok (m : mach) : Prop :=
    cur m <= plen V /\ (md m = Calling \/ (exists u, md m = Waiting u) -> cur m < plen V).

  Theorem step_cursor : forall m m', step m (Some m') -> cursor_ok m -> cursor_ok m' /\ cur m <= cur m'.
  Proof.
    intros m m' H [C1 C2].
    inversion H; subst;
      try (match goal with F : failed _ _ _ _ |- _ => destruct F as (Hm & _ & _ & _) end);
      unfold cursor_ok, after_fail; simpl;
      try (assert (cur m < plen V) by (apply C2; auto));
      repeat split; try lia;
      try (intros [X|[u X]]; discriminate);
      try (intros _; lia);
      try (match goal with Hw : md m = Waiting _ |- _ => assert (cur m < plen V) by (apply C2; eauto) end; intros _; lia).
  Qed.
End Rules.

(** ** The run to its end as a relation *)
Section Reaches.
  Variable V : env.

  (** A configuration reaches its outcome: done (R-Success, R-Abort, …
      have fired), refused for its length (more than [step_bound] steps,
      chapter 8 pinned-run-step-bound), the transform's error, or one rule
      and on. *)
  Inductive reaches : mach -> outcome -> Prop :=
  | Reach_Done : forall m r, md m = Done r -> reaches m (Finished m)
  | Reach_TooLong : forall m, (forall r, md m <> Done r) -> step_bound < nsteps m -> reaches m TooLong
  | Reach_Error : forall m, (forall r, md m <> Done r) -> nsteps m <= step_bound -> step V m None ->
      reaches m XformError
  | Reach_Step : forall m m' o, (forall r, md m <> Done r) -> nsteps m <= step_bound ->
      step V m (Some m') -> reaches m' o -> reaches m o.

  (** The relation is deterministic. *)
  Theorem reaches_deterministic : forall m o1 o2, reaches m o1 -> reaches m o2 -> o1 = o2.
  Proof.
    intros m o1 o2 H1. revert o2.
    induction H1 as [m r Hd|m HnD Hb|m HnD Hb Hs|m m' o HnD Hb Hs H IH]; intros o2 H2;
      inversion H2; subst; try reflexivity;
      try (match goal with A : forall r, md ?m <> Done r, B : md ?m = Done _ |- _ =>
             exfalso; eapply A; exact B end); try lia;
      match goal with
      | A : step V ?m ?x, B : step V ?m ?y |- _ => pose proof (step_deterministic V _ _ _ A B) as E
      end; try discriminate; try (injection E; intros; subst; auto).
  Qed.

  (** [Run.drive] is sound: what it finishes with, or its transform's
      error, is what the relation reaches. *)
  Theorem drive_sound : forall fuel m o, drive V fuel m = o -> o <> TooLong -> reaches m o.
  Proof.
    induction fuel as [|f IH]; intros m o Hd Ho; simpl in Hd.
    - destruct (md m) eqn:Md.
      all: try (subst o; eapply Reach_Done; eauto; fail).
      all: destruct (Nat.ltb step_bound (nsteps m)); subst o; congruence.
    - destruct (md m) eqn:Md; [| | |subst o; eapply Reach_Done; eauto].
      all: assert (HnD : forall r, md m <> Done r) by (intros r; rewrite Md; discriminate).
      all: destruct (Nat.ltb step_bound (nsteps m)) eqn:Lb; [subst o; congruence|apply Nat.ltb_ge in Lb].
      all: destruct (trans V m) as [m'|] eqn:Ht.
      all: apply step_sound in Ht; auto.
      all: try (subst o; apply Reach_Error; auto; fail).
      all: eapply Reach_Step; eauto.
  Qed.

  (** [Run.drive] is complete: every outcome the relation reaches, [drive]
      computes with enough fuel (and with any more). *)
  Theorem drive_complete : forall m o, reaches m o ->
    exists f0, forall fuel, f0 <= fuel -> drive V fuel m = o.
  Proof.
    intros m o H. induction H as [m r Hd|m HnD Hb|m HnD Hb Hs|m m' o HnD Hb Hs H IH].
    - exists 0. intros [|f] _; simpl; rewrite Hd; reflexivity.
    - exists 0. intros [|f] _; simpl; destruct (md m) eqn:Md; try (exfalso; eapply HnD; eauto; fail);
        rewrite (proj2 (Nat.ltb_lt _ _) Hb); reflexivity.
    - exists 1. intros [|f] Hf; [lia|]. simpl. pose proof (step_complete V _ _ Hs) as Ht.
      destruct (md m) eqn:Md; try (exfalso; eapply HnD; eauto; fail);
        rewrite (proj2 (Nat.ltb_ge _ _) Hb), Ht; reflexivity.
    - destruct IH as [f0 IH]. exists (S f0). intros [|f] Hf; [lia|]. simpl.
      pose proof (step_complete V _ _ Hs) as Ht.
      destruct (md m) eqn:Md; try (exfalso; eapply HnD; eauto; fail);
        rewrite (proj2 (Nat.ltb_ge _ _) Hb), Ht; apply IH; lia.
  Qed.
End Reaches.

(** ** The run (§15.4–§15.9) as a relation, and Theorem 17 *)

(** The runtime state after the start (R-Breaker-Recover,
    R-Disable-Upgrade, R-Disable-Expire), the contract (R-Start) and the
    policy context κ. *)
Definition start_B (E : engine) (now_ms : option float) (B0 : list (string * brec)) : list (string * brec) :=
  recover_all E (or0 now_ms) B0.
Definition start_D (E : engine) (now_ms : option float) (D0 : list (string * drec)) : list (string * drec) :=
  expire_all E (or0 now_ms) (upgrade_all (or0 now_ms) D0).
Definition start_kappa (q0 : json) (now_ms seed : option float) (B0 : list (string * brec))
  (D0 : list (string * drec)) (E : engine) : json :=
  kappa_of (contract_of q0 seed) (or0 now_ms) (start_B E now_ms B0) (start_D E now_ms D0).

(** What the machine of a plan [P] sees. *)
Definition run_env (pol : term) (E : engine) (q κ : json) (P : list json)
  (mutate : json -> json -> json -> option json) : env :=
  {| plan_c := P; cls_f := classify pol; eng := E; contract := q; kappa := κ; mut := fun r c => mutate r c κ |}.

Definition out_of (rej : list rejection) (m : mach) : run_out :=
  {| ro_steps := rev (steps m); ro_path := rev (path m);
     ro_result := match md m with Done r => r | _ => RErr "" end;
     ro_rejected := rej; ro_breakers := brk m; ro_disabled := dis m |}.

Section RunRel.
  Variables (σ : schema) (pol : term) (C : list json) (q0 : json) (now_ms seed : option float)
    (B0 : list (string * brec)) (D0 : list (string * drec)) (E : engine)
    (mutate : json -> json -> json -> option json) (rs : list (option resp)).

  Let q := contract_of q0 seed.
  Let κ := start_kappa q0 now_ms seed B0 D0 E.
  Let plan_rej := the_plan σ pol (map priced C) q κ.
  Let m0 := start_mach (or0 now_ms) (start_B E now_ms B0) (start_D E now_ms D0) rs.

  (** The run's answer: R-Empty, or the machine from the start
      configuration (§15.5) to its outcome. *)
  Inductive run_rel : run_answer -> Prop :=
  | R_Empty : forall rej, plan_rej = ([], rej) ->
      run_rel (RunOk {| ro_steps := []; ro_path := []; ro_result := RErr "no_candidates";
                        ro_rejected := rej; ro_breakers := start_B E now_ms B0;
                        ro_disabled := start_D E now_ms D0 |})
  | R_Run_Done : forall P rej m, P <> [] -> plan_rej = (P, rej) ->
      reaches (run_env pol E q κ P mutate) m0 (Finished m) -> run_rel (RunOk (out_of rej m))
  | R_Run_Error : forall P rej, P <> [] -> plan_rej = (P, rej) ->
      reaches (run_env pol E q κ P mutate) m0 XformError -> run_rel RunXformError
  | R_Run_TooLong : forall P rej, P <> [] -> plan_rej = (P, rej) ->
      reaches (run_env pol E q κ P mutate) m0 TooLong -> run_rel RunTooLong.

  (** **Theorem 17** (spec/15 §15.10, proofs/17-run-determinism.md), on the
      relation: a run has at most one answer. *)
  Theorem run_rel_deterministic : forall a1 a2, run_rel a1 -> run_rel a2 -> a1 = a2.
  Proof.
    intros a1 a2 H1 H2.
    destruct H1 as [rej1 Hp1|P1 rej1 m1 Hn1 Hp1 Hr1|P1 rej1 Hn1 Hp1 Hr1|P1 rej1 Hn1 Hp1 Hr1];
      destruct H2 as [rej2 Hp2|P2 rej2 m2 Hn2 Hp2 Hr2|P2 rej2 Hn2 Hp2 Hr2|P2 rej2 Hn2 Hp2 Hr2];
      rewrite Hp1 in Hp2; injection Hp2; intros; subst; try congruence;
      pose proof (reaches_deterministic _ _ _ _ Hr1 Hr2) as E'; try discriminate;
      injection E'; intros; subst; reflexivity.
  Qed.

  (** [Run.run] is sound: every answer it gives but the refusal for fuel is
      a derivation. *)
  Theorem run_sound : forall a, run σ pol C q0 now_ms seed B0 D0 E mutate rs = a -> a <> RunTooLong -> run_rel a.
  Proof.
    intros a Hr Ha. unfold run in Hr.
    change (the_plan σ pol (map priced C) (contract_of q0 seed)
              (kappa_of (contract_of q0 seed) (or0 now_ms) (recover_all E (or0 now_ms) B0)
                 (expire_all E (or0 now_ms) (upgrade_all (or0 now_ms) D0)))) with plan_rej in Hr.
    destruct plan_rej as [P rej] eqn:Hp. destruct P as [|c P].
    - subst a. apply R_Empty; auto.
    - destruct (drive _ _ _) as [m| |] eqn:Hd; subst a; [| |congruence].
      + apply (R_Run_Done (c :: P) rej m); [discriminate|auto|].
        eapply drive_sound; [exact Hd|discriminate].
      + apply (R_Run_Error (c :: P) rej); [discriminate|auto|].
        eapply drive_sound; [exact Hd|discriminate].
  Qed.
End RunRel.

(** [Run.run] is complete wherever Theorem 16 ([RunProofs.run_terminates])
    guarantees its fuel: when the plan's length [n] and a bound [M] of the
    FailPlan give [n (2M + 1) <= 10000], every answer of the relation is
    what [run] computes. *)
Theorem run_complete : forall σ pol C q0 now_ms seed B0 D0 E mutate rs M a,
  RunProofs.fp_bounded M pol = true ->
  length (RunProofs.run_plan σ pol C q0 now_ms seed B0 D0 E) * (2 * M + 1) <= step_bound ->
  run_rel σ pol C q0 now_ms seed B0 D0 E mutate rs a -> run σ pol C q0 now_ms seed B0 D0 E mutate rs = a.
Proof.
  intros σ pol C q0 now_ms seed B0 D0 E mutate rs M a Hb Hn H.
  destruct (RunProofs.run_terminates σ pol C q0 now_ms seed B0 D0 E mutate rs M Hb) as [_ Ht].
  specialize (Ht Hn).
  destruct (run σ pol C q0 now_ms seed B0 D0 E mutate rs) as [o| |] eqn:Hr; [| |congruence];
    (eapply run_rel_deterministic; [|exact H]; apply run_sound; [exact Hr|discriminate]).
Qed.
