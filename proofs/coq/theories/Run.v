(** The run (spec/15-run.md): the attempt machine a host drives to serve one
    call, transcribed from the chapter's rules R-Start … R-Next.  The plan
    (candidate order) is computed here from Semantics.plan (R-Plan) or from
    the policy's scorer and selector on the pinned candidate (R-Pin); the
    transform [mutate] of R-Call is an input of the run ([mut] below), so
    every theorem of RunProofs.v holds for every transform; [run_policy]
    (at the end) gives it the policy's own, Xform.mutate under a registry,
    and is what the server runs (with the conformance registry).

    Inputs are JSON values already validated (spec/15 §15.9; RunJson.v
    reads them). *)
From Coq Require Import String Ascii List Bool PrimFloat.
From SigmaPol Require Import Json Syntax Admission Semantics.
From SigmaPol Require Xform.
Import ListNotations.
Open Scope string_scope.

(** ** Runtime state (§15.3) and engine parameters (§15.2) *)

(** A breaker record [{open?, consecutive_failures?, opened_at_ms?}]. *)
Record brec : Type := { bopen : option bool; bcf : option float; bat : option float }.

(** A disable record [{kind?, at_ms?}], or a legacy bare reason string. *)
Inductive drec : Type :=
| DLegacy (k : string)
| DRec (k : option string) (da : option float).

Record engine : Type := { thr : float; rate : float; ttl : float }.

Definition default_engine : engine :=
  {| thr := 3%float; rate := 30000%float; ttl := 300000%float |}.

(** Maps keyed by provider id; [aset] replaces the key's entry. *)
Definition aremove {A} (k : string) (l : list (string * A)) : list (string * A) :=
  filter (fun kv => negb (String.eqb k (fst kv))) l.
Definition aset {A} (k : string) (v : A) (l : list (string * A)) : list (string * A) :=
  (k, v) :: aremove k l.

Definition or0 (o : option float) : float := match o with Some x => x | None => 0%float end.

(** Recovery and expiry (§15.3), both inclusive. *)
Definition recovered (E : engine) (t : float) (b : brec) : bool :=
  match bopen b with
  | Some true => PrimFloat.leb (rate E) (t - or0 (bat b))%float
  | _ => false
  end.

Definition d_at (d : drec) : float := match d with DRec _ a => or0 a | DLegacy _ => 0%float end.

Definition expired (E : engine) (t : float) (d : drec) : bool :=
  PrimFloat.leb (ttl E) (t - d_at d)%float.

(** ** Responses, steps, events, results *)

Record resp : Type := {
  rok : bool; rkind : option string; relapsed : option float;
  rstatus : option float; rmsg : option string }.

(** R-Missing: the response of a call the host has none for. *)
Definition missing : resp :=
  {| rok := false; rkind := Some "unknown"; relapsed := None; rstatus := None; rmsg := None |}.

Inductive stepv : Type :=
| SCall (p f : string) (req : json) (tm : float)
| SWait (u : float).

(** The decision path's events (§15.8); an [attempted] event of a failure
    carries [(error_kind, http_status?, error_message?)]. *)
Inductive event : Type :=
| EAtt (p f : string) (att : nat) (lat : float) (err : option (string * option float * option string))
| ESkip (p f : string)
| EDis (p k : string)
| ERetry (p f : string) (att : nat) (b : float).

Inductive rresult : Type := ROk (p f sb : string) | RErr (e : string).

Inductive rejection : Type := RejC (c : json) (r : string) | RejPin (pin : json).

(** ** Configurations (§15.5) *)
Inductive mode : Type := Ready | Calling | Waiting (u : float) | Done (r : rresult).

Record mach : Type := {
  md : mode;
  cur : nat;                       (* i, 0-based *)
  att : nat;                       (* a *)
  clk : float;                     (* t *)
  brk : list (string * brec);      (* B *)
  dis : list (string * drec);      (* D *)
  lastk : option string;           (* λ *)
  path : list event;               (* newest first *)
  steps : list stepv;              (* newest first *)
  nsteps : nat;                    (* length of steps *)
  script : list (option resp) }.   (* responses not yet used *)

(** What a run sees and never changes: the plan's candidates, the FailPlan's
    classify, the engine, the contract, the policy context and the
    transform ([None]: an evaluation error). *)
Record env : Type := {
  plan_c : list json;
  cls_f : string -> pv;
  eng : engine;
  contract : json;
  kappa : json;
  mut : json -> json -> option json }.

Section Machine.
  Variable V : env.

  Definition plen : nat := length (plan_c V).
  Definition cand_at (j : nat) : json := nth j (plan_c V) JNull.
  Definition prov (j : nat) : string := sget (member "provider_id" (cand_at j)).
  Definition fam (j : nat) : string := sget (member "model_family" (cand_at j)).

  (** *** The base request (§15.6, upstream's build_request) *)
  Definition jobj_of (o : option json) : list (string * json) :=
    match o with Some (JObj m) => m | _ => [] end.

  Definition copy (names : list string) (m : list (string * json)) : list (string * json) :=
    flat_map (fun k => match assoc k m with Some v => [(k, v)] | None => [] end) names.

  Definition base (c q : json) : json :=
    let cm := jobj_of (Some c) in
    let qm := jobj_of (Some q) in
    let msgs := match assoc "messages" qm with
                | Some (JArr l) => JArr l
                | Some (JObj l) => JObj l
                | _ => match assoc "prompt" qm with
                       | Some pr => JArr [JObj [("role", JStr "user"); ("content", pr)]]
                       | None => JArr []
                       end
                end in
    let tmo := if truthy (assoc "timeout_ms" qm) then match assoc "timeout_ms" qm with Some v => v | None => JNull end
               else let ml := mem "max_latency_ms" (assoc "requirements" qm) in
                    if truthy ml then match ml with Some v => v | None => JNull end
                    else JNum 30000%float in
    let offer := if streq (assoc "discovery" cm) "marketplace"
                 then copy ["offer"] cm else [] in
    JObj (copy ["provider_id"; "model_family"; "served_model_id"; "base_url"; "aws_region";
                "api_kind"; "auth_env"; "auth"] cm
          ++ [("messages", msgs)]
          ++ copy ["tools"; "response_format"; "images"; "temperature"; "seed"; "max_tokens"] qm
          ++ [("timeout_ms", tmo)] ++ offer).

  Definition served_by (j : nat) : string :=
    match mem "peer_id" (member "offer" (cand_at j)) with
    | Some v => if truthy (Some v) then sget (Some v) else prov j
    | None => prov j
    end.

  (** *** Advancing (mode [ready], §15.6) *)

  (** R-Disable-Expire for the provider at the cursor. *)
  Definition expire_at (t : float) (p : string) (D : list (string * drec)) : list (string * drec) :=
    match assoc p D with
    | Some d => if expired (eng V) t d then aremove p D else D
    | None => D
    end.

  (** One transition in mode [ready]: R-Skip, R-Call or R-Exhausted (after
      R-Disable-Expire); [None] is an evaluation error of the transform. *)
  Definition advance (m : mach) : option mach :=
    let i := cur m in
    if Nat.ltb i plen then
      let D := expire_at (clk m) (prov i) (dis m) in
      match assoc (prov i) D with
      | Some _ =>                                                   (* R-Skip *)
          Some {| md := Ready; cur := S i; att := 0; clk := clk m; brk := brk m; dis := D;
                  lastk := lastk m; path := ESkip (prov i) (fam i) :: path m;
                  steps := steps m; nsteps := nsteps m; script := script m |}
      | None =>                                                     (* R-Call *)
          match mut V (base (cand_at i) (contract V)) (cand_at i) with
          | Some req =>
              Some {| md := Calling; cur := i; att := att m; clk := clk m; brk := brk m; dis := D;
                      lastk := lastk m; path := path m;
                      steps := SCall (prov i) (fam i) req (clk m) :: steps m;
                      nsteps := S (nsteps m); script := script m |}
          | None => None
          end
      end
    else                                                            (* R-Exhausted *)
      Some {| md := Done (RErr ("exhausted: " ++ match lastk m with Some k => k | None => "no_candidates" end));
              cur := i; att := att m; clk := clk m; brk := brk m; dis := dis m;
              lastk := lastk m; path := path m; steps := steps m; nsteps := nsteps m; script := script m |}.

  (** *** Responses (mode [calling], §15.7) *)

  Definition client_fault (k : string) : bool :=
    String.eqb k "bad_request" || String.eqb k "content_filter" || String.eqb k "context_overflow".

  (** R-Breaker-Reset. *)
  Definition breaker_reset (p : string) (B : list (string * brec)) : list (string * brec) :=
    match assoc p B with
    | Some b => aset p {| bopen := Some false; bcf := Some 0%float; bat := bat b |} B
    | None => B
    end.

  Definition pv_mem (k : string) (a : pv) : option pv := pv_member k a.

  (** The breaker rule: R-Client-Fault, R-Breaker-Trip, R-Breaker-Count. *)
  Definition breaker_fail (t : float) (k : string) (A : pv) (p : string) (B : list (string * brec))
    : list (string * brec) :=
    if client_fault k then B else
    let b := match assoc p B with
             | Some b => b
             | None => {| bopen := Some false; bcf := Some 0%float; bat := None |} end in
    let phi := (or0 (bcf b) + 1)%float in
    let trip := match pv_mem "open_breaker_ms" A with Some _ => true | None => false end
                || PrimFloat.leb (thr (eng V)) phi in
    if trip then aset p {| bopen := Some true; bcf := Some phi; bat := Some t |} B
    else aset p {| bopen := bopen b; bcf := Some phi; bat := bat b |} B.

  Definition action_of (A : pv) : string :=
    match pv_mem "action" A with Some (PStr s) => s | _ => "" end.

  Definition attempts_of (A : pv) : float :=
    match pv_mem "attempts" A with Some (PNum m) => m | _ => 1%float end.

  Definition num_of (v : pv) : float := match v with PNum x => x | _ => 0%float end.

  (** [backoff(A, a)]. *)
  Definition backoff (A : pv) (a : nat) : float :=
    match pv_mem "backoff_ms" A with
    | Some (PNum x) => x
    | Some (PArr []) => 0%float
    | Some (PArr l) => if Nat.leb a (length l) then num_of (nth (pred a) l (PNum 0))
                       else num_of (last l (PNum 0))
    | _ => 0%float
    end.

  (** R-Same-Model: the least [j > i] with the family of [i]. *)
  Fixpoint same_model_from (f : string) (j : nat) (fuel : nat) : option nat :=
    match fuel with
    | O => None
    | S k => if String.eqb (fam j) f then Some j else same_model_from f (S j) k
    end.

  Definition same_model (i : nat) : option nat := same_model_from (fam i) (S i) (plen - S i).

  (** The first bytes of a message, at most 300, not cutting a character
      (chapter 8 pinned-run-message-bytes). *)
  Definition is_cont (c : ascii) : bool :=
    let x := nat_of_ascii c in Nat.leb 128 x && Nat.ltb x 192.

  Fixpoint cut_back (s : string) (k : nat) (fuel : nat) : nat :=
    match fuel with
    | O => k
    | S f => match get k s with
             | Some c => if is_cont c then match k with O => O | S k' => cut_back s k' f end else k
             | None => k
             end
    end.

  Definition cut300 (s : string) : string :=
    if Nat.leb (String.length s) 300 then s else substring 0 (cut_back s 300 4) s.

  (** One transition in mode [calling]: the response (R-Missing), then
      R-Success (with R-Breaker-Reset) or R-Fail, the breaker rule and the
      action rule. *)
  Definition respond (m : mach) : mach :=
    let i := cur m in
    let '(r, rest) := match script m with
                      | Some r :: rest => (r, rest)
                      | None :: rest => (missing, rest)
                      | [] => (missing, [])
                      end in
    let t0 := clk m in
    let t := (t0 + or0 (relapsed r))%float in
    let lat := (t - t0)%float in
    let p := prov i in
    let f := fam i in
    let a' := S (att m) in
    if rok r then
      {| md := Done (ROk p f (served_by i)); cur := i; att := att m; clk := t;
         brk := breaker_reset p (brk m); dis := dis m; lastk := lastk m;
         path := EAtt p f a' lat None :: path m; steps := steps m; nsteps := nsteps m; script := rest |}
    else
      let k := match rkind r with Some k => k | None => "unknown" end in
      let A := cls_f V k in
      let B := breaker_fail t k A p (brk m) in
      let ev := EAtt p f a' lat (Some (k, rstatus r, option_map cut300 (rmsg r))) in
      let mk md' i' a'' D path' steps' ns :=
          {| md := md'; cur := i'; att := a''; clk := t; brk := B; dis := D; lastk := Some k;
             path := path'; steps := steps'; nsteps := ns; script := rest |} in
      let act := action_of A in
      if String.eqb act "abort" then                                 (* R-Abort *)
        mk (Done (RErr k)) i (att m) (dis m) (ev :: path m) (steps m) (nsteps m)
      else if String.eqb act "disable_provider" then                 (* R-Disable *)
        mk Ready (S i) 0 (aset p (DRec (Some k) (Some t)) (dis m)) (EDis p k :: ev :: path m)
           (steps m) (nsteps m)
      else if String.eqb act "retry_same" then
        if PrimFloat.leb (nat_float a') (attempts_of A) then
          let b := backoff A a' in
          let path' := ERetry p f a' b :: ev :: path m in
          if PrimFloat.ltb 0 b then                                  (* R-Retry-Wait *)
            mk (Waiting (t + b)%float) i a' (dis m) path' (SWait (t + b)%float :: steps m) (S (nsteps m))
          else mk Ready i a' (dis m) path' (steps m) (nsteps m)    (* R-Retry *)
        else if match pv_mem "then_action" A with Some (PStr "abort") => true | _ => false end
        then mk (Done (RErr k)) i 0 (dis m) (ev :: path m) (steps m) (nsteps m)  (* R-Retry-Spent-Abort *)
        else mk Ready (S i) 0 (dis m) (ev :: path m) (steps m) (nsteps m)        (* R-Retry-Spent *)
      else if String.eqb act "next_provider_same_model" then
        match same_model i with
        | Some j => mk Ready j 0 (dis m) (ev :: path m) (steps m) (nsteps m)     (* R-Same-Model *)
        | None => mk Ready plen 0 (dis m) (ev :: path m) (steps m) (nsteps m)       (* R-Same-Model-None *)
        end
      else mk Ready (S i) 0 (dis m) (ev :: path m) (steps m) (nsteps m).         (* R-Next *)

  (** R-Resume. *)
  Definition resume (u : float) (m : mach) : mach :=
    {| md := Ready; cur := cur m; att := att m; clk := u; brk := brk m; dis := dis m;
       lastk := lastk m; path := path m; steps := steps m; nsteps := nsteps m; script := script m |}.

  (** One transition of the machine (exactly one rule group applies). *)
  Definition trans (m : mach) : option mach :=
    match md m with
    | Ready => advance m
    | Calling => Some (respond m)
    | Waiting u => Some (resume u m)
    | Done _ => Some m
    end.

  (** *** The run, with fuel *)

  (** The step bound of chapter 8 (pinned-run-step-bound). *)
  Definition step_bound : nat := 10000.

  Inductive outcome : Type :=
  | Finished (m : mach)         (* mode done *)
  | XformError                  (* an evaluation error of the transform *)
  | TooLong.                    (* more than step_bound steps *)

  (** Transitions until [done]; a run whose steps exceed the bound is
      refused as soon as its (bound+1)-th step is taken. *)
  Fixpoint drive (fuel : nat) (m : mach) : outcome :=
    match md m with
    | Done _ => Finished m
    | _ =>
        if Nat.ltb step_bound (nsteps m) then TooLong else
        match fuel with
        | O => TooLong
        | S f => match trans m with Some m' => drive f m' | None => XformError end
        end
    end.

  (** The fuel: every transition is a skip (at most [n]), a call, a
      response or a resume (each at most one per step), or the last one; so
      [n + 3 (bound + 1) + 2] transitions are enough for any run within the
      bound (RunProofs.drive_enough). *)
  Definition run_fuel : nat := plen + 3 * (S step_bound) + 2.
End Machine.

(** ** The start (§15.4) *)

(** R-Breaker-Recover. *)
Definition recover_all (E : engine) (t : float) (B : list (string * brec)) : list (string * brec) :=
  map (fun pb => let '(p, b) := pb in
                 if recovered E t b then (p, {| bopen := Some false; bcf := Some 0%float; bat := bat b |})
                 else (p, b)) B.

(** R-Disable-Upgrade. *)
Definition upgrade_all (t : float) (D : list (string * drec)) : list (string * drec) :=
  map (fun pd => match pd with (p, DLegacy k) => (p, DRec (Some k) (Some t)) | _ => pd end) D.

(** R-Disable-Expire at the start. *)
Definition expire_all (E : engine) (t : float) (D : list (string * drec)) : list (string * drec) :=
  filter (fun pd => negb (expired E t (snd pd))) D.

Definition jset (k : string) (v : json) (c : json) : json :=
  match c with JObj m => JObj ((k, v) :: filter (fun kv => negb (String.eqb k (fst kv))) m) | _ => c end.
Definition junset (k : string) (c : json) : json :=
  match c with JObj m => JObj (filter (fun kv => negb (String.eqb k (fst kv))) m) | _ => c end.

Definition drec_json (d : drec) : json :=
  match d with
  | DLegacy k => JStr k
  | DRec k a => JObj ((match k with Some k => [("kind", JStr k)] | None => [] end)
                      ++ (match a with Some x => [("at_ms", JNum x)] | None => [] end))
  end.

(** The policy context κ of step 5. *)
Definition kappa_of (q : json) (t : float) (B : list (string * brec)) (D : list (string * drec)) : json :=
  JObj ([("request", q); ("now_ms", JNum t);
         ("state", JObj [("ema", JObj []); ("credits", JObj []);
                         ("breakers", JObj (map (fun pb => (fst pb, JBool (match bopen (snd pb) with Some true => true | _ => false end))) B));
                         ("disabled", JObj (map (fun pd => (fst pd, drec_json (snd pd))) D))])]
        ++ match member "seed" q with Some (JNum s) => [("seed", JNum s)] | _ => [] end).

(** R-Pool: a candidate priced. *)
Definition priced (c : json) : json :=
  let ri := match member "raw_price_in" c with Some v => Some v | None => member "price_in" c end in
  let ro := match member "raw_price_out" c with Some v => Some v | None => member "price_out" c end in
  match ri, ro with
  | None, None => c
  | _, _ =>
      let mu := match member "price_multiplier" c with
                | Some (JNum x) => if PrimFloat.ltb 0 x then x else 1%float
                | _ => 1%float end in
      let put side raw c :=
          match raw with
          | Some (JNum x) => jset ("price_" ++ side) (JNum (x * mu)%float) (jset ("raw_price_" ++ side) (JNum x) c)
          | Some v => jset ("price_" ++ side) v (jset ("raw_price_" ++ side) v c)
          | None => junset ("price_" ++ side) (junset ("raw_price_" ++ side) c)
          end in
      jset "price_multiplier" (JNum mu) (put "out" ro (put "in" ri c))
  end.

(** R-Pin, R-Pin-Missing, R-Plan: the plan's candidates and the rejected. *)
Definition pin_of (q : json) : option json :=
  match mem "pin" (mem "requirements" (Some q)) with
  | Some (JBool false) | None => None
  | Some p => Some p
  end.

Definition pin_matches (pin c : json) : bool :=
  match member "provider" pin, member "model" pin with
  | Some (JStr pp), Some (JStr pf) => streq (member "provider_id" c) pp && streq (member "model_family" c) pf
  | _, _ => false
  end.

Definition the_plan (σ : schema) (pol : term) (pool : list json) (q κ : json)
  : list json * list rejection :=
  match pin_of q with
  | Some pin =>
      match find (pin_matches pin) pool with
      | Some c =>
          match pol with
          | Policy _ s e _ _ => (map cand (evsel e (entries [c] (evs σ s [c] κ)) κ), [])
          | _ => ([], [])
          end
      | None => ([], [RejPin pin])
      end
  | None =>
      let '(es, rj) := plan σ pol pool κ in
      (map cand es, map (fun cr => RejC (fst cr) (snd cr)) rj)
  end.

(** The contract [q] (R-Start, chapter 8 pinned-run-seed). *)
Definition contract_of (q0 : json) (seed : option float) : json :=
  match seed with Some s => jset "seed" (JNum s) q0 | None => q0 end.

Record run_out : Type := {
  ro_steps : list stepv;          (* in order *)
  ro_path : list event;           (* in order *)
  ro_result : rresult;
  ro_rejected : list rejection;
  ro_breakers : list (string * brec);
  ro_disabled : list (string * drec) }.

Inductive run_answer : Type := RunOk (o : run_out) | RunXformError | RunTooLong.

(** The start machine of step 9, from the runtime state after steps 2–4. *)
Definition start_mach (t : float) (B : list (string * brec)) (D : list (string * drec))
  (rs : list (option resp)) : mach :=
  {| md := Ready; cur := 0; att := 0; clk := t; brk := B; dis := D; lastk := None;
     path := []; steps := []; nsteps := 0; script := rs |}.

(** The run: the start (R-Start … R-Empty), then the machine driven to
    [done] with the fuel above.  R-Start's copies of the runtime tables are
    read in code-point order of the providers' ids (Json.sort_members, a
    stable sort), so the run does not depend on the order the tables were
    given in (RunThms.run_table_order). *)
Definition run (σ : schema) (pol : term) (C : list json) (q0 : json)
  (now_ms seed : option float) (B0 : list (string * brec)) (D0 : list (string * drec))
  (E : engine) (mutate : json -> json -> json -> option json) (rs : list (option resp)) : run_answer :=
  let t := or0 now_ms in
  let q := contract_of q0 seed in
  let B := recover_all E t (sort_members B0) in
  let D := expire_all E t (upgrade_all t (sort_members D0)) in
  let κ := kappa_of q t B D in
  let pool := map priced C in
  let '(P, rej) := the_plan σ pol pool q κ in
  match P with
  | [] => RunOk {| ro_steps := []; ro_path := []; ro_result := RErr "no_candidates";
                   ro_rejected := rej; ro_breakers := B; ro_disabled := D |}     (* R-Empty *)
  | _ =>
      let V := {| plan_c := P; cls_f := classify pol; eng := E; contract := q; kappa := κ;
                  mut := fun r c => mutate r c κ |} in
      match drive V (run_fuel V) (start_mach t B D rs) with
      | Finished m =>
          RunOk {| ro_steps := rev (steps m); ro_path := rev (path m);
                   ro_result := match md m with Done r => r | _ => RErr "" end;
                   ro_rejected := rej; ro_breakers := brk m; ro_disabled := dis m |}
      | XformError => RunXformError
      | TooLong => RunTooLong
      end
  end.

(** ** The policy's transform (spec/06 §6.12.7, spec/07 §7.1 step 8) *)

(** A transform of Xform.v as the [mutate] of a run: the request is the
    base request (always an object, [base]); an evaluation error of the
    transform (D-filter_text, D-filter_image) is [None]. *)
Definition xmut (f : Xform.xfun) : json -> json -> json -> option json :=
  fun r c κ =>
    match r with
    | JObj q => match f q c κ with Xform.XOk q' => Some (JObj q') | Xform.XErr _ => None end
    | _ => None
    end.

(** The policy's [mutate] folded under the registry [ρ]: a folding error
    (an unregistered [custom], D-custom) is [inl], before any input is seen. *)
Definition policy_mutate (ρ : Xform.registry) (σ : schema) (pol : term)
  : string + (json -> json -> json -> option json) :=
  match Xform.mutate ρ σ pol with inl m => inl m | inr f => inr (xmut f) end.

(** The run of a policy with its own transform: [run] with [policy_mutate]
    (so every theorem of RunProofs.v, stated for every [mutate], holds of
    it). *)
Definition run_policy (ρ : Xform.registry) (σ : schema) (pol : term) (C : list json) (q0 : json)
  (now_ms seed : option float) (B0 : list (string * brec)) (D0 : list (string * drec))
  (E : engine) (rs : list (option resp)) : string + run_answer :=
  match policy_mutate ρ σ pol with
  | inl m => inl m
  | inr mu => inr (run σ pol C q0 now_ms seed B0 D0 E mu rs)
  end.
