(** The protocol kind [run] as JSON (spec/07 §7.1, spec/15 §15.9): a run's
    inputs read and checked by the table of §15.9, each malformed one an
    input error at the JSON path of its first offending member, and the
    answer's members (steps, decision path, result, rejected, runtime)
    written as JSON values.  The run itself is Run.run_policy.

    The reading rules of chapter 2 §2.6 ([plain]: numbers finite, strings
    and member names valid Unicode, null members dropped, members kept in
    code-point order of their names) and chapter 2's reader of a context
    ([context]) are the server's, given here as arguments; every check
    below is applied to what they return.  So a member read here is never
    [null], a number is finite and a string valid, and an object's members
    come in code-point order: the first member refused is the first in that
    order, and the records of a table are checked in it.  The reference's
    reader is reference/sigma_pol/engine/run_inputs.py and records.py. *)
From Coq Require Import String Ascii List Bool PrimFloat.
From SigmaPol Require Import Json Syntax Admission Semantics Run.
From SigmaPol Require Xform.
Import ListNotations.
Open Scope string_scope.

(** One module, so that its names (extracted into the one model.ml) meet no
    other file's. *)
Module RunProtocol.

(** ** Input errors *)

(** An input error: its place (a JSON path) and why. *)
Definition input_error : Type := (string * string)%type.

Definition refuse {A} (here why : string) : input_error + A := inl (here, why).

Definition then_read {A B} (x : input_error + A) (f : A -> input_error + B) : input_error + B :=
  match x with inl e => inl e | inr a => f a end.

Local Notation "'let*' x ':=' c 'in' f" := (then_read c (fun x => f))
  (at level 200, x name, c at level 100, f at level 200).

(** A reader of the reading rules, or of a context: the value read, or the
    input error of the first offending member. *)
Definition reader : Type := string -> json -> input_error + json.

(** The path of member [k] of the value at [w]. *)
Definition member_path (w k : string) : string := w ++ "." ++ k.

(** ** The checks of §15.9's table *)

(** An object ([[]] is the empty object, rule 5 of §2.6). *)
Definition read_object (here what : string) (v : json) : input_error + list (string * json) :=
  match v with
  | JArr [] => inr []
  | JObj m => inr m
  | _ => refuse here what
  end.

(** The first member that is not one of [keys] ("members" in the table's
    last column). *)
Fixpoint first_unknown (keys : list string) (m : list (string * json)) : option string :=
  match m with
  | [] => None
  | (k, _) :: r => if existsb (String.eqb k) keys then first_unknown keys r else Some k
  end.

Definition refuse_unknown (keys : list string) (here : string) (m : list (string * json))
  : input_error + unit :=
  match first_unknown keys m with
  | Some k => refuse (member_path here k) ("unknown member (one of " ++ String.concat ", " keys ++ ")")
  | None => inr tt
  end.

Definition read_opt_number (m : list (string * json)) (k here : string) : input_error + option float :=
  match assoc k m with
  | None => inr None
  | Some (JNum x) => inr (Some x)
  | Some _ => refuse (member_path here k) "expected a number"
  end.

Definition read_opt_string (m : list (string * json)) (k here : string) : input_error + option string :=
  match assoc k m with
  | None => inr None
  | Some (JStr s) => inr (Some s)
  | Some _ => refuse (member_path here k) "expected a string"
  end.

(** The records of a table keyed by provider id ([w.p] for provider [p]),
    each read by [f] in the order given, the first error the answer. *)
Fixpoint read_records {A} (f : string -> json -> input_error + A) (w : string)
  (m : list (string * json)) (acc : list (string * A)) : input_error + list (string * A) :=
  match m with
  | [] => inr (rev' acc)
  | (p, x) :: r =>
      match f (member_path w p) x with
      | inl e => inl e
      | inr a => read_records f w r ((p, a) :: acc)
      end
  end.

(** *** The call context: [request], [now_ms], [seed] *)

Fixpoint run_ctx_members (here : string) (m : list (string * json)) : input_error + unit :=
  match m with
  | [] => inr tt
  | (k, _) :: r =>
      if String.eqb k "state" then
        refuse (member_path here k) "a run's ctx has no state: the policy's state is built from $.runtime"
      else if existsb (String.eqb k) ["now_ms"; "request"; "seed"] then run_ctx_members here r
      else refuse (member_path here k) "unknown member (one of now_ms, request, seed)"
  end.

(** A run's [ctx]: its members, then chapter 2's context, then
    [request.seed] (a number unless [ctx.seed] is given, chapter 8
    pinned-run-seed), then [requirements.pin] (an object, [false], or [[]]
    read as [{}]).  The host's request [q0], [now_ms] and [seed]. *)
Definition read_run_ctx (context plain : reader) (v : option json)
  : input_error + (json * option float * option float) :=
  let here := "$.ctx" in
  let* v := match v with
            | Some x => let* y := plain here x in inr (Some y)
            | None => inr None
            end in
  let* _ := match v with Some (JObj m) => run_ctx_members here m | _ => inr tt end in
  let* cv := context here (match v with Some c => c | None => JObj [] end) in
  let c := match cv with JObj c => c | _ => [] end in
  let q := match assoc "request" c with Some (JObj q) => q | _ => [] end in
  let* _ := match assoc "seed" c, assoc "seed" q with
            | Some (JNum _), _ | _, Some (JNum _) | _, None => inr tt
            | _, Some _ => refuse (member_path here "request.seed") "expected a number (the run's seed)"
            end in
  let* q := match assoc "requirements" q with
            | Some (JObj r) =>
                match assoc "pin" r with
                | None | Some (JBool false) | Some (JObj _) => inr q
                | Some (JArr []) =>
                    inr (("requirements", JObj (("pin", JObj []) :: aremove "pin" r)) :: aremove "requirements" q)
                | Some _ => refuse (member_path here "request.requirements.pin") "expected an object {provider, model}"
                end
            | _ => inr q
            end in
  let fnum k := match assoc k c with Some (JNum x) => Some x | _ => None end in
  inr (JObj q, fnum "now_ms", fnum "seed").

(** *** The runtime state (§15.3) *)

(** A breaker record: members, [open], [consecutive_failures],
    [opened_at_ms]. *)
Definition read_breaker (w : string) (b : json) : input_error + brec :=
  let* r := read_object w "expected a breaker record {open, consecutive_failures?, ...}" b in
  let* _ := refuse_unknown ["consecutive_failures"; "open"; "opened_at_ms"] w r in
  let* o := match assoc "open" r with
            | None => inr None
            | Some (JBool x) => inr (Some x)
            | Some _ => refuse (member_path w "open") "expected a boolean"
            end in
  let* cf := read_opt_number r "consecutive_failures" w in
  let* at_ := read_opt_number r "opened_at_ms" w in
  inr {| bopen := o; bcf := cf; bat := at_ |}.

(** A disable record: a string (legacy), or members, [kind], [at_ms]. *)
Definition read_disable (w : string) (d : json) : input_error + drec :=
  match d with
  | JStr s => inr (DLegacy s)
  | _ =>
      let* r := read_object w "expected a disable record {kind, at_ms} (or a reason string)" d in
      let* _ := refuse_unknown ["at_ms"; "kind"] w r in
      let* k := read_opt_string r "kind" w in
      let* a := read_opt_number r "at_ms" w in
      inr (DRec k a)
  end.

(** The runtime after the reading rules: members, the two tables (each an
    object), the breakers, the disables (as the reference reads them). *)
Definition runtime_of (here : string) (v : json)
  : input_error + (list (string * brec) * list (string * drec)) :=
  let* m := read_object here "expected an object" v in
  let* _ := refuse_unknown ["breakers"; "disabled"] here m in
  let table k := match assoc k m with
                 | None => inr []
                 | Some x => read_object (member_path here k) "expected an object" x
                 end in
  let* bm := table "breakers" in
  let* dm := table "disabled" in
  let* B := read_records read_breaker (member_path here "breakers") bm [] in
  let* D := read_records read_disable (member_path here "disabled") dm [] in
  inr (B, D).

Definition read_runtime (plain : reader) (v : option json)
  : input_error + (list (string * brec) * list (string * drec)) :=
  match v with
  | None => inr ([], [])
  | Some v => let* p := plain "$.runtime" v in runtime_of "$.runtime" p
  end.

(** *** The engine parameters (§15.2): members, then the parameters in
    §15.2's order, each absent one upstream's default. *)
Definition read_engine (plain : reader) (v : option json) : input_error + engine :=
  match v with
  | None => inr default_engine
  | Some v =>
      let here := "$.engine" in
      let* p := plain here v in
      let* m := read_object here "expected an object" p in
      let* _ := refuse_unknown ["circuit_breaker_rate_limit_ms"; "circuit_breaker_threshold";
                                "disable_provider_ttl_ms"] here m in
      let pick k d := let* o := read_opt_number m k here in
                      inr (match o with Some y => y | None => d end) in
      let* t := pick "circuit_breaker_threshold" (thr default_engine) in
      let* r := pick "circuit_breaker_rate_limit_ms" (rate default_engine) in
      let* l := pick "disable_provider_ttl_ms" (ttl default_engine) in
      inr {| thr := t; rate := r; ttl := l |}
  end.

(** *** The responses: an array ([{}], or an object of null members, is the
    empty one), a null element R-Missing; each response read by the reading
    rules, then members, [ok], [elapsed_ms], [error_kind],
    [error_message], [http_status]; [response] read by the rules only. *)
Definition read_response (plain : reader) (w : string) (r : json) : input_error + option resp :=
  match r with
  | JNull => inr None
  | _ =>
      let* p := plain w r in
      let* m := read_object w "expected a response object {ok, ...}" p in
      let* _ := refuse_unknown ["elapsed_ms"; "error_kind"; "error_message"; "http_status"; "ok";
                                "response"] w m in
      let* ok := match assoc "ok" m with
                 | Some (JBool b) => inr b
                 | _ => refuse (member_path w "ok") "expected a boolean (every response has one)"
                 end in
      let* el := read_opt_number m "elapsed_ms" w in
      let* _ := match el with
                | Some x => if PrimFloat.ltb x 0 then
                              refuse (member_path w "elapsed_ms") "expected a number >= 0 (time never runs back)"
                            else inr tt
                | None => inr tt
                end in
      let* k := read_opt_string m "error_kind" w in
      let* msg := read_opt_string m "error_message" w in
      let* st := read_opt_number m "http_status" w in
      inr (Some {| rok := ok; rkind := k; relapsed := el; rstatus := st; rmsg := msg |})
  end.

Fixpoint read_response_list (plain : reader) (here : string) (i : nat) (l : list json)
  (acc : list (option resp)) : input_error + list (option resp) :=
  match l with
  | [] => inr (rev' acc)
  | r :: rest =>
      match read_response plain (here ++ "[" ++ nat_text i ++ "]") r with
      | inl e => inl e
      | inr x => read_response_list plain here (S i) rest (x :: acc)
      end
  end.

Definition all_null (m : list (string * json)) : bool :=
  forallb (fun kv => match snd kv with JNull => true | _ => false end) m.

Definition read_responses (plain : reader) (v : option json) : input_error + list (option resp) :=
  let here := "$.responses" in
  match v with
  | None => refuse here "missing (an array of responses, [] for none)"
  | Some (JArr l) => read_response_list plain here 0 l []
  | Some (JObj m) => if all_null m then inr [] else refuse here "expected an array of responses"
  | Some _ => refuse here "expected an array of responses"
  end.

(** *** A run's candidate (§15.9): chapter 2's (the server's reader), and
    each [raw_price_in] or [raw_price_out] present a number: R-Pool
    multiplies it (vector run-raw-price-not-a-number). *)
Definition run_candidate (here : string) (c : json) : input_error + json :=
  let price k := match member k c with
                 | None | Some (JNum _) => inr tt
                 | Some _ => refuse (member_path here k) "expected a number"
                 end in
  let* _ := price "raw_price_in" in
  let* _ := price "raw_price_out" in
  inr c.

(** ** The answer's members (§15.9) *)

Definition step_json (s : stepv) : json :=
  match s with
  | SCall p f req t =>
      JObj [("call", JObj [("provider", JStr p); ("model", JStr f); ("request", req)]); ("at_ms", JNum t)]
  | SWait u => JObj [("wait", JObj [("until_ms", JNum u)])]
  end.

(** The events of §15.8. *)
Definition event_json (e : event) : json :=
  match e with
  | EAtt p f a lat err =>
      JObj ([("event", JStr "attempted"); ("provider_id", JStr p); ("model_family", JStr f);
             ("attempt", JNum (nat_float a)); ("latency_ms", JNum lat)]
            ++ match err with
               | None => []
               | Some (k, st, msg) =>
                   [("error_kind", JStr k)]
                   ++ (match st with Some s => [("http_status", JNum s)] | None => [] end)
                   ++ (match msg with Some s => [("error_message", JStr s)] | None => [] end)
               end)
  | ESkip p f =>
      JObj [("event", JStr "skipped"); ("provider_id", JStr p); ("model_family", JStr f);
            ("reason", JStr "disabled_provider")]
  | EDis p k => JObj [("event", JStr "provider_disabled"); ("provider_id", JStr p); ("reason", JStr k)]
  | ERetry p f a b =>
      JObj [("event", JStr "retry_scheduled"); ("provider_id", JStr p); ("model_family", JStr f);
            ("attempt", JNum (nat_float a)); ("backoff_ms", JNum b)]
  end.

Definition result_json (r : rresult) : json :=
  match r with
  | ROk p f sb => JObj [("ok", JBool true); ("chosen", JObj [("provider", JStr p); ("model", JStr f);
                                                             ("served_by", JStr sb)])]
  | RErr e => JObj [("ok", JBool false); ("error", JStr e)]
  end.

Definition rejection_json (r : rejection) : json :=
  match r with
  | RejC c why => JObj [("provider", JStr (sget (member "provider_id" c)));
                        ("model", JStr (sget (member "model_family" c))); ("reason", JStr why)]
  | RejPin pin => JObj [("reason", JStr "pin_not_found"); ("pin", pin)]
  end.

(** A breaker record as §15.3 writes it: absent members stay absent. *)
Definition brec_json (b : brec) : json :=
  JObj ((match bopen b with Some o => [("open", JBool o)] | None => [] end)
        ++ (match bcf b with Some x => [("consecutive_failures", JNum x)] | None => [] end)
        ++ (match bat b with Some x => [("opened_at_ms", JNum x)] | None => [] end)).

Definition runtime_json (B : list (string * brec)) (D : list (string * drec)) : json :=
  JObj [("breakers", JObj (map (fun pb => (fst pb, brec_json (snd pb))) B));
        ("disabled", JObj (map (fun pd => (fst pd, drec_json (snd pd))) D))].

Definition run_members (o : run_out) : list (string * json) :=
  [("steps", JArr (map step_json (ro_steps o)));
   ("decision_path", JArr (map event_json (ro_path o)));
   ("result", result_json (ro_result o));
   ("rejected", JArr (map rejection_json (ro_rejected o)));
   ("runtime", runtime_json (ro_breakers o) (ro_disabled o))].

(** ** The request *)

(** A [run] request's members beside [sort], [encoding], [fingerprint] and
    [identity], its candidates [cs] read already (the server's pool, each
    given candidate checked by [run_candidate]): the inputs read in the
    order of chapter 7 §7.1 step 8 ([ctx], [runtime], [engine],
    [responses]), then the run with the policy's own transform under the
    conformance registry. *)
Definition run_request (context plain : reader) (σ : schema) (pol : term) (cs : list json)
  (m : list (string * json)) : input_error + list (string * json) :=
  let* c := read_run_ctx context plain (assoc "ctx" m) in
  let '(q, now_ms, seed) := c in
  let* r := read_runtime plain (assoc "runtime" m) in
  let '(B0, D0) := r in
  let* E := read_engine plain (assoc "engine" m) in
  let* rs := read_responses plain (assoc "responses" m) in
  match run_policy Xform.conformance_registry σ pol cs q now_ms seed B0 D0 E rs with
  | inl why => refuse "$.term" why
  | inr RunTooLong => refuse "$.responses" "the run takes more than 10000 steps"
  | inr RunXformError => refuse "$.term" "an evaluation error of the transform"
  | inr (RunOk o) => inr (run_members o)
  end.

End RunProtocol.
