(** The run as an inductive relation (spec/15 §15.5–§15.7, issue 32 item 6):
    one constructor per R- rule of the machine, [step V m o] ([o = None]: the
    transform's evaluation error at R-Call); the extracted transition
    function [Run.trans] proved sound ([step_sound]) and complete
    ([step_complete]) against it, so the relation is deterministic
    ([step_deterministic]); the run to its end as a relation ([reaches],
    [run_rel]) and Theorem 17 on it ([run_rel_deterministic]), with
    [Run.drive] and [Run.run] sound against it.

    The start (§15.4) is rules too: R-Start ([start_rule]),
    R-Breaker-Recover ([recover_rule]), R-Disable-Upgrade ([upgrade_rule]),
    R-Disable-Expire at the start ([expire_rule]), R-Pool ([price_rule]),
    R-Pin, R-Pin-Missing and R-Plan ([plan_rule]), gathered in [start_rel]
    and proved sound and complete against the functions of Run.v
    ([start_rel_fn]); [run_rel]'s premises are [start_rel] and [reaches].
    What they still name: κ ([Run.kappa_of], step 5, a snapshot, not a
    rule), the reading of the runtime tables in code-point order
    ([Json.sort_members]), and chapter 6's functions the rules apply
    ([Semantics.plan], [evs], [evsel], [classify], the transform).
    R-Disable-Expire at the cursor is R-Skip's and R-Call's premise on the
    table [expire_at]. *)
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

(** ** The start (§15.4) as rules *)

(** R-Start: the clock [t] is [now_ms] (0 when absent); the contract [q] is
    the request with the call context's seed set in it (chapter 8
    pinned-run-seed). *)
Inductive start_rule (q0 : json) : option float -> option float -> float -> json -> Prop :=
| R_Start : forall now_ms seed t q,
    t = match now_ms with Some x => x | None => 0%float end ->
    q = match seed with Some s => jset "seed" (JNum s) q0 | None => q0 end ->
    start_rule q0 now_ms seed t q.

(** R-Breaker-Recover, for each provider of the table in turn: a breaker
    open for at least the engine's window is closed, its count 0. *)
Inductive recover_rule (E : engine) (t : float) : list (string * brec) -> list (string * brec) -> Prop :=
| Recover_End : recover_rule E t [] []
| R_Breaker_Recover : forall p b B B', bopen b = Some true -> PrimFloat.leb (rate E) (t - or0 (bat b))%float = true ->
    recover_rule E t B B' ->
    recover_rule E t ((p, b) :: B) ((p, {| bopen := Some false; bcf := Some 0%float; bat := bat b |}) :: B')
| Recover_Keep : forall p b B B', ~ (bopen b = Some true /\ PrimFloat.leb (rate E) (t - or0 (bat b))%float = true) ->
    recover_rule E t B B' -> recover_rule E t ((p, b) :: B) ((p, b) :: B').

(** R-Disable-Upgrade: a legacy record [k] becomes [{kind: k, at_ms: t}]. *)
Inductive upgrade_rule (t : float) : list (string * drec) -> list (string * drec) -> Prop :=
| Upgrade_End : upgrade_rule t [] []
| R_Disable_Upgrade : forall p k D D', upgrade_rule t D D' ->
    upgrade_rule t ((p, DLegacy k) :: D) ((p, DRec (Some k) (Some t)) :: D')
| Upgrade_Keep : forall p k a D D', upgrade_rule t D D' ->
    upgrade_rule t ((p, DRec k a) :: D) ((p, DRec k a) :: D').

(** R-Disable-Expire at the start: a record expired at [t] is removed, a
    live one kept. *)
Inductive expire_rule (E : engine) (t : float) : list (string * drec) -> list (string * drec) -> Prop :=
| Expire_End : expire_rule E t [] []
| R_Disable_Expire : forall p d D D', PrimFloat.leb (ttl E) (t - d_at d)%float = true ->
    expire_rule E t D D' -> expire_rule E t ((p, d) :: D) D'
| Expire_Live : forall p d D D', PrimFloat.leb (ttl E) (t - d_at d)%float = false ->
    expire_rule E t D D' -> expire_rule E t ((p, d) :: D) ((p, d) :: D').

(** R-Pool, for one candidate: its raw price of a side ([raw_price_side],
    else [price_side]), its multiplier (a number [> 0], else 1), and the
    members written. *)
Inductive raw_rule (side : string) (c : json) : option json -> Prop :=
| Raw_Given : forall v, member ("raw_price_" ++ side) c = Some v -> raw_rule side c (Some v)
| Raw_Price : member ("raw_price_" ++ side) c = None -> raw_rule side c (member ("price_" ++ side) c).

Inductive mult_rule (c : json) : float -> Prop :=
| Mult_Given : forall x, member "price_multiplier" c = Some (JNum x) -> PrimFloat.ltb 0 x = true -> mult_rule c x
| Mult_One : (forall x, member "price_multiplier" c = Some (JNum x) -> PrimFloat.ltb 0 x = false) -> mult_rule c 1%float.

(** The members of one side: [raw_price_side := r], [price_side := r ⊗ μ];
    both absent when [r] is.  A raw price that is not a number is refused
    by the server (§15.9, run_kind.ml); the model copies it. *)
Inductive put_rule (side : string) (mu : float) (c : json) : option json -> json -> Prop :=
| Put_Num : forall x, put_rule side mu c (Some (JNum x))
    (jset ("price_" ++ side) (JNum (x * mu)%float) (jset ("raw_price_" ++ side) (JNum x) c))
| Put_Other : forall v, (forall x, v <> JNum x) ->
    put_rule side mu c (Some v) (jset ("price_" ++ side) v (jset ("raw_price_" ++ side) v c))
| Put_Absent : put_rule side mu c None (junset ("price_" ++ side) (junset ("raw_price_" ++ side) c)).

Inductive price_rule (c : json) : json -> Prop :=
| Pool_Unpriced : raw_rule "in" c None -> raw_rule "out" c None -> price_rule c c
| R_Pool : forall ri ro mu c1 c2, raw_rule "in" c ri -> raw_rule "out" c ro -> (ri <> None \/ ro <> None) ->
    mult_rule c mu -> put_rule "in" mu c ri c1 -> put_rule "out" mu c1 ro c2 ->
    price_rule c (jset "price_multiplier" (JNum mu) c2).

(** R-Pin, R-Pin-Missing, R-Plan. *)
Definition pin_present (q pin : json) : Prop :=
  mem "pin" (mem "requirements" (Some q)) = Some pin /\ pin <> JBool false.
Definition no_pin (q : json) : Prop :=
  mem "pin" (mem "requirements" (Some q)) = None \/ mem "pin" (mem "requirements" (Some q)) = Some (JBool false).

(** The first candidate of the pool the pin matches. *)
Inductive first_match (pin : json) : list json -> json -> Prop :=
| First_Here : forall c l, pin_matches pin c = true -> first_match pin (c :: l) c
| First_Later : forall c c' l, pin_matches pin c = false -> first_match pin l c' -> first_match pin (c :: l) c'.

Inductive plan_rule (σ : schema) (pol : term) (pool : list json) (q κ : json) : list json -> list rejection -> Prop :=
| R_Pin : forall pin c p s e x f, pin_present q pin -> first_match pin pool c -> pol = Policy p s e x f ->
    plan_rule σ pol pool q κ (map cand (evsel e (entries [c] (evs σ s [c] κ)) κ)) []
| R_Pin_Missing : forall pin, pin_present q pin -> (forall c, In c pool -> pin_matches pin c = false) ->
    plan_rule σ pol pool q κ [] [RejPin pin]
| R_Plan : forall es rj, no_pin q -> plan σ pol pool κ = (es, rj) ->
    plan_rule σ pol pool q κ (map cand es) (map (fun cr => RejC (fst cr) (snd cr)) rj)
(* not a rule of chapter 15: a run's term is a policy (§15.9); the model
   gives a pinned run of another term the empty plan *)
| Pin_Not_Policy : forall pin c, pin_present q pin -> first_match pin pool c ->
    (forall p s e x f, pol <> Policy p s e x f) -> plan_rule σ pol pool q κ [] [].

(** The start: R-Start; the runtime tables copied in code-point order of
    the providers' ids (a stable sort, Json.sort_members: the order they
    were given in does not matter, RunThms.run_table_order); R-Breaker-Recover,
    R-Disable-Upgrade, R-Disable-Expire; κ (step 5: the snapshot of the
    state after them, [Run.kappa_of]); R-Pool; the plan.  Its results: the
    clock, the contract, the tables, κ, the plan and the rejected. *)
Inductive start_rel (σ : schema) (pol : term) (C : list json) (q0 : json) (now_ms seed : option float)
  (B0 : list (string * brec)) (D0 : list (string * drec)) (E : engine)
  : float -> json -> list (string * brec) -> list (string * drec) -> json -> list json -> list rejection -> Prop :=
| Start : forall t q B D1 D pool P rej,
    start_rule q0 now_ms seed t q ->
    recover_rule E t (sort_members B0) B ->
    upgrade_rule t (sort_members D0) D1 ->
    expire_rule E t D1 D ->
    Forall2 price_rule C pool ->
    plan_rule σ pol pool q (kappa_of q t B D) P rej ->
    start_rel σ pol C q0 now_ms seed B0 D0 E t q B D (kappa_of q t B D) P rej.

(** *** Each rule against the function of Run.v *)

Lemma start_rule_fn : forall q0 now_ms seed t q,
  start_rule q0 now_ms seed t q <-> t = or0 now_ms /\ q = contract_of q0 seed.
Proof.
  intros q0 now_ms seed t q; split.
  - intros [? ? ? ? -> ->]. split; [destruct now_ms|destruct seed]; reflexivity.
  - intros [-> ->]. constructor; [destruct now_ms|destruct seed]; reflexivity.
Qed.

Lemma recover_rule_fn : forall E t B B', recover_rule E t B B' <-> B' = recover_all E t B.
Proof.
  intros E t B B'; split.
  - intros H; induction H as [|p b B B' H1 H2 H IH|p b B B' H1 H IH]; simpl; auto;
      unfold recovered; rewrite IH.
    + rewrite H1, H2. reflexivity.
    + destruct (bopen b) as [[|]|]; auto. destruct (PrimFloat.leb _ _) eqn:E'; auto. exfalso; auto.
  - revert B'. induction B as [|[p b] B IH]; intros B' ->; simpl; [constructor|].
    unfold recovered. destruct (bopen b) as [[|]|] eqn:Ho.
    + destruct (PrimFloat.leb _ _) eqn:Le; [apply R_Breaker_Recover|apply Recover_Keep]; auto.
      intros [_ X]; congruence.
    + apply Recover_Keep; auto. intros [X _]; congruence.
    + apply Recover_Keep; auto. intros [X _]; congruence.
Qed.

Lemma upgrade_rule_fn : forall t D D', upgrade_rule t D D' <-> D' = upgrade_all t D.
Proof.
  intros t D D'; split.
  - intros H; induction H; simpl; congruence.
  - revert D'. induction D as [|[p [k|k a]] D IH]; intros D' ->; simpl; constructor; auto.
Qed.

Lemma expire_rule_fn : forall E t D D', expire_rule E t D D' <-> D' = expire_all E t D.
Proof.
  intros E t D D'; split.
  - intros H; induction H as [|p d D D' H1 H IH|p d D D' H1 H IH]; simpl; auto;
      unfold expired; simpl; rewrite H1; simpl; congruence.
  - revert D'. induction D as [|[p d] D IH]; intros D' ->; simpl; [constructor|].
    unfold expired. simpl. destruct (PrimFloat.leb _ _) eqn:Le; simpl;
      [apply R_Disable_Expire|apply Expire_Live]; auto.
Qed.

Lemma raw_rule_fn : forall side c r, raw_rule side c r <->
  r = match member ("raw_price_" ++ side) c with Some v => Some v | None => member ("price_" ++ side) c end.
Proof.
  intros side c r; split.
  - intros [v H|H]; rewrite H; reflexivity.
  - intros ->. destruct (member ("raw_price_" ++ side) c) eqn:H; constructor; auto.
Qed.

Lemma mult_rule_fn : forall c mu, mult_rule c mu <->
  mu = match member "price_multiplier" c with
       | Some (JNum x) => if PrimFloat.ltb 0 x then x else 1%float
       | _ => 1%float end.
Proof.
  intros c mu; split.
  - intros [x H1 H2|H]; [rewrite H1, H2; reflexivity|].
    destruct (member "price_multiplier" c) as [[]|] eqn:Hm; auto. rewrite (H _ eq_refl). reflexivity.
  - intros ->. destruct (member "price_multiplier" c) as [[|b|x0|s|l|l]|] eqn:Hm;
      try (apply Mult_One; intros x X; rewrite Hm in X; discriminate).
    destruct (PrimFloat.ltb 0 x0) eqn:L; [apply Mult_Given; auto|].
    apply Mult_One. intros x X. rewrite Hm in X. injection X; intros; subst; auto.
Qed.

Definition put_fn (side : string) (mu : float) (raw : option json) (c : json) : json :=
  match raw with
  | Some (JNum x) => jset ("price_" ++ side) (JNum (x * mu)%float) (jset ("raw_price_" ++ side) (JNum x) c)
  | Some v => jset ("price_" ++ side) v (jset ("raw_price_" ++ side) v c)
  | None => junset ("price_" ++ side) (junset ("raw_price_" ++ side) c)
  end.

Lemma put_rule_fn : forall side mu c r c', put_rule side mu c r c' <-> c' = put_fn side mu r c.
Proof.
  intros side mu c r c'; split.
  - intros [x|v H|]; auto. destruct v; auto. exfalso; eapply H; eauto.
  - intros ->. destruct r as [[]|]; simpl; try constructor; intros x X; discriminate.
Qed.

Lemma price_rule_fn : forall c c', price_rule c c' <-> c' = priced c.
Proof.
  intros c c'. unfold priced.
  pose proof (raw_rule_fn "in" c) as Ri. pose proof (raw_rule_fn "out" c) as Ro. simpl in Ri, Ro.
  split.
  - intros [H1 H2|ri ro mu c1 c2 H1 H2 H3 H4 H5 H6].
    + apply Ri in H1. apply Ro in H2. rewrite <- H1, <- H2. reflexivity.
    + apply Ri in H1. apply Ro in H2. rewrite <- H1, <- H2.
      apply mult_rule_fn in H4. apply put_rule_fn in H5, H6. subst mu c1 c2.
      destruct ri, ro; try (destruct H3 as [X|X]; congruence); reflexivity.
  - intros ->.
    destruct (match member "raw_price_in" c with Some v => Some v | None => member "price_in" c end) as [ri|] eqn:Ei;
    destruct (match member "raw_price_out" c with Some v => Some v | None => member "price_out" c end) as [ro|] eqn:Eo;
      try (apply Pool_Unpriced; [apply Ri|apply Ro]; auto; fail).
    all: cbv zeta beta iota.
    all: match goal with |- price_rule ?c0 (jset _ (JNum ?m) _) => eapply (R_Pool c0 _ _ m) end.
    all: try (apply raw_rule_fn; exact (eq_sym Ei)).
    all: try (apply raw_rule_fn; exact (eq_sym Eo)).
    all: try (left; discriminate). all: try (right; discriminate).
    all: try (apply mult_rule_fn; reflexivity).
    all: try (apply put_rule_fn; reflexivity).
Qed.

Lemma pool_rule_fn : forall C pool, Forall2 price_rule C pool <-> pool = map priced C.
Proof.
  intros C pool; split.
  - intros H; induction H; simpl; auto. apply price_rule_fn in H. congruence.
  - revert pool. induction C as [|c C IH]; intros pool ->; simpl; constructor; auto.
    apply price_rule_fn; auto.
Qed.

Lemma pin_of_fn : forall q, (forall pin, pin_of q = Some pin <-> pin_present q pin) /\ (pin_of q = None <-> no_pin q).
Proof.
  intros q. unfold pin_of, pin_present, no_pin.
  destruct (mem "pin" (mem "requirements" (Some q))) as [[| [] | | | |]|];
    split; intros; split; intros H; try discriminate; try (destruct H as [H|H]; discriminate);
    try (destruct H; congruence); try (injection H; intros; subst);
    try (split; [reflexivity|discriminate]); auto.
Qed.

Lemma first_match_fn : forall pin pool c, first_match pin pool c <-> find (pin_matches pin) pool = Some c.
Proof.
  intros pin pool c; split.
  - intros H; induction H; simpl; rewrite ?H; auto.
  - induction pool as [|c0 pool IH]; simpl; [discriminate|].
    destruct (pin_matches pin c0) eqn:M; intros H.
    + injection H; intros; subst. constructor; auto.
    + apply First_Later; auto.
Qed.

Lemma no_match_fn : forall pin pool, (forall c, In c pool -> pin_matches pin c = false) <-> find (pin_matches pin) pool = None.
Proof.
  intros pin pool. induction pool as [|c0 pool IH]; simpl; [split; auto; intros _ c []|].
  destruct (pin_matches pin c0) eqn:M; split; intros H.
  - rewrite (H c0 (or_introl eq_refl)) in M. discriminate.
  - discriminate.
  - apply IH. intros c Hc. apply H. auto.
  - intros c [->|Hc]; auto. apply IH; auto.
Qed.

Lemma plan_rule_fn : forall σ pol pool q κ P rej,
  plan_rule σ pol pool q κ P rej <-> the_plan σ pol pool q κ = (P, rej).
Proof.
  intros σ pol pool q κ P rej. unfold the_plan. destruct (pin_of_fn q) as [Hp Hn]. split.
  - intros [pin c p s e x f H1 H2 H3|pin H1 H2|es rj H1 H2|pin c H1 H2 H3].
    + apply Hp in H1. apply first_match_fn in H2. rewrite H1, H2, H3. reflexivity.
    + apply Hp in H1. apply no_match_fn in H2. rewrite H1, H2. reflexivity.
    + apply Hn in H1. rewrite H1, H2. reflexivity.
    + apply Hp in H1. apply first_match_fn in H2. rewrite H1, H2.
      destruct pol; auto. exfalso. eapply H3; eauto.
  - destruct (pin_of q) as [pin|] eqn:Pq.
    + assert (Pp : pin_present q pin) by (apply Hp; auto).
      destruct (find (pin_matches pin) pool) as [c|] eqn:F.
      * apply first_match_fn in F. destruct pol eqn:Pl; intros H; injection H; intros; subst;
          try (eapply Pin_Not_Policy; eauto; intros ? ? ? ? ? X; discriminate).
        eapply R_Pin; eauto.
      * intros H; injection H; intros; subst. apply R_Pin_Missing; auto. apply no_match_fn; auto.
    + destruct (plan σ pol pool κ) as [es rj] eqn:Pl. intros H; injection H; intros; subst.
      apply R_Plan; auto. apply Hn; auto.
Qed.

(** The start is sound and complete against Run.v's functions: it has one
    result, the one [Run.run] computes. *)
Theorem start_rel_fn : forall σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej,
  start_rel σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej <->
  t = or0 now_ms /\ q = contract_of q0 seed /\ B = recover_all E t (sort_members B0) /\
  D = expire_all E t (upgrade_all t (sort_members D0)) /\ κ = kappa_of q t B D /\
  the_plan σ pol (map priced C) q κ = (P, rej).
Proof.
  intros. split.
  - intros [t' q' B' D1 D' pool P' rej' H1 H2 H3 H4 H5 H6].
    apply start_rule_fn in H1. apply recover_rule_fn in H2. apply upgrade_rule_fn in H3.
    apply expire_rule_fn in H4. apply pool_rule_fn in H5. apply plan_rule_fn in H6.
    destruct H1. subst. repeat split; auto.
  - intros (-> & -> & -> & -> & -> & H). econstructor.
    + apply start_rule_fn; auto.
    + apply recover_rule_fn; reflexivity.
    + apply upgrade_rule_fn; reflexivity.
    + apply expire_rule_fn; reflexivity.
    + apply pool_rule_fn; reflexivity.
    + apply plan_rule_fn; auto.
Qed.

Corollary start_rel_deterministic : forall σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej t' q' B' D' κ' P' rej',
  start_rel σ pol C q0 now_ms seed B0 D0 E t q B D κ P rej ->
  start_rel σ pol C q0 now_ms seed B0 D0 E t' q' B' D' κ' P' rej' ->
  t = t' /\ q = q' /\ B = B' /\ D = D' /\ κ = κ' /\ P = P' /\ rej = rej'.
Proof.
  intros until rej'. intros H1 H2. apply start_rel_fn in H1, H2.
  destruct H1 as (-> & -> & -> & -> & -> & H1). destruct H2 as (-> & -> & -> & -> & -> & H2).
  rewrite H1 in H2. injection H2; intros; subst. repeat split.
Qed.

(** ** The run (§15.4–§15.9) as a relation, and Theorem 17 *)

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

  Local Notation start := (start_rel σ pol C q0 now_ms seed B0 D0 E).

  (** The run's answer: the start, then R-Empty, or the machine from the
      start configuration (§15.5) to its outcome. *)
  Inductive run_rel : run_answer -> Prop :=
  | R_Empty : forall t q B D κ rej, start t q B D κ [] rej ->
      run_rel (RunOk {| ro_steps := []; ro_path := []; ro_result := RErr "no_candidates";
                        ro_rejected := rej; ro_breakers := B; ro_disabled := D |})
  | R_Run_Done : forall t q B D κ P rej m, start t q B D κ P rej -> P <> [] ->
      reaches (run_env pol E q κ P mutate) (start_mach t B D rs) (Finished m) -> run_rel (RunOk (out_of rej m))
  | R_Run_Error : forall t q B D κ P rej, start t q B D κ P rej -> P <> [] ->
      reaches (run_env pol E q κ P mutate) (start_mach t B D rs) XformError -> run_rel RunXformError
  | R_Run_TooLong : forall t q B D κ P rej, start t q B D κ P rej -> P <> [] ->
      reaches (run_env pol E q κ P mutate) (start_mach t B D rs) TooLong -> run_rel RunTooLong.

  (** **Theorem 17** (spec/15 §15.10, proofs/17-run-determinism.md), on the
      relation: a run has at most one answer. *)
  Theorem run_rel_deterministic : forall a1 a2, run_rel a1 -> run_rel a2 -> a1 = a2.
  Proof.
    intros a1 a2 H1 H2.
    destruct H1 as [t1 q1 B1 D1 k1 rej1 Hs1|t1 q1 B1 D1 k1 P1 rej1 m1 Hs1 Hn1 Hr1
                   |t1 q1 B1 D1 k1 P1 rej1 Hs1 Hn1 Hr1|t1 q1 B1 D1 k1 P1 rej1 Hs1 Hn1 Hr1];
      destruct H2 as [t2 q2 B2 D2 k2 rej2 Hs2|t2 q2 B2 D2 k2 P2 rej2 m2 Hs2 Hn2 Hr2
                     |t2 q2 B2 D2 k2 P2 rej2 Hs2 Hn2 Hr2|t2 q2 B2 D2 k2 P2 rej2 Hs2 Hn2 Hr2];
      destruct (start_rel_deterministic _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ Hs1 Hs2)
        as (E1 & E2 & E3 & E4 & E5 & E6 & E7); subst; try congruence;
      pose proof (reaches_deterministic _ _ _ _ Hr1 Hr2) as E'; try discriminate;
      injection E'; intros; subst; reflexivity.
  Qed.

  (** [Run.run] is sound: every answer it gives but the refusal for fuel is
      a derivation. *)
  Theorem run_sound : forall a, run σ pol C q0 now_ms seed B0 D0 E mutate rs = a -> a <> RunTooLong -> run_rel a.
  Proof.
    intros a Hr Ha. unfold run in Hr.
    set (t := or0 now_ms) in Hr. set (q := contract_of q0 seed) in Hr.
    set (B := recover_all E t (sort_members B0)) in Hr.
    set (D := expire_all E t (upgrade_all t (sort_members D0))) in Hr.
    set (κ := kappa_of q t B D) in Hr.
    destruct (the_plan σ pol (map priced C) q κ) as [P rej] eqn:Hp.
    assert (Hs : start t q B D κ P rej) by (apply start_rel_fn; repeat split; auto).
    destruct P as [|c P].
    - subst a. eapply R_Empty; eauto.
    - destruct (drive _ _ _) as [m| |] eqn:Hd; subst a; [| |congruence].
      + eapply (R_Run_Done t q B D κ (c :: P) rej m); [exact Hs|discriminate|].
        eapply drive_sound; [exact Hd|discriminate].
      + eapply (R_Run_Error t q B D κ (c :: P) rej); [exact Hs|discriminate|].
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
