(* The protocol kind `run` (spec/07 §7.1, spec/15 §15.9) around the run
   extracted from proofs/coq (theories/Run.v).  Unverified glue: it reads
   and validates the run's inputs (candidates and ctx through the server's
   own readers, passed in; the runtime state, the engine parameters and the
   responses here) and writes the answer's members as JSON values; the run
   itself (start, plan, every transition, the policy's transform) is
   Model.run_policy, the pool of a catalog Model.engine_matrix.  Claimed:
   every run. *)

open Model

exception Bad of string * string          (* where, why *)

let fail where why = raise (Bad (where, why))

(* The operations a run needs beyond the Pred/Scorer/Selector/FailPlan ones
   (the server claims every Xform for the kinds xform and policy). *)
let ops = [ "policy"; "id" ]

let get k m = Stdlib.List.assoc_opt k m
let path w k = w ^ "." ^ k
let f64 (x : Float64.t) : float = Float64.to_float x
let num (x : float) : json = JNum (Float64.of_float x)
let int (i : int) : json = num (float_of_int i)
let present m k = match get k m with None | Some JNull -> false | Some _ -> true

let obj where what = function
  | JArr [] -> []
  | JObj m ->
    Stdlib.List.iter (fun (k, _) -> if not (valid_unicode k) then
                         fail where "a member name is not valid Unicode (lone surrogate)") m;
    m
  | _ -> fail where what

let known m keys where =
  Stdlib.List.iter (fun (k, _) -> if not (Stdlib.List.mem k keys) then
                       fail (path where k) ("unknown member (one of " ^ String.concat ", " keys ^ ")"))
    (Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) m)

let number where = function
  | JNum x when Float.is_finite (f64 x) -> x
  | JNum _ -> fail where "expected a finite number"
  | _ -> fail where "expected a number"

let string where = function
  | JStr s when valid_unicode s -> s
  | JStr _ -> fail where "string is not valid Unicode (lone surrogate)"
  | _ -> fail where "expected a string"

let opt_number m k where = if present m k then Some (number (path where k) (Stdlib.Option.get (get k m))) else None
let opt_string m k where = if present m k then Some (string (path where k) (Stdlib.Option.get (get k m))) else None

(* ctx: request, now_ms, seed; no state (spec/15 §15.9). [context] is the
   server's reader of a ctx (spec/02 §2.6). *)
let read_ctx context plain (v : json option) =
  let where = "$.ctx" in
  let v = Stdlib.Option.map (plain where) v in
  (match v with
   | Some (JObj m) ->
     Stdlib.List.iter (fun (k, _) ->
         if k = "state" then fail (path where k) "a run's ctx has no state: the policy's state is built from $.runtime"
         else if not (Stdlib.List.mem k [ "now_ms"; "request"; "seed" ]) then
           fail (path where k) "unknown member (one of now_ms, request, seed)")
       (Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) m)
   | _ -> ());
  let c = match context where (match v with Some c -> c | None -> JObj []) with JObj c -> c | _ -> [] in
  let q = match get "request" c with Some (JObj q) -> q | _ -> [] in
  (* the request's seed is the run's only when ctx.seed is absent (spec/08 pinned-run-seed) *)
  (match get "seed" c, get "seed" q with
   | Some (JNum _), _ | _, (Some (JNum _) | None) -> ()
   | _, Some _ -> fail (path where "request.seed") "expected a number (the run's seed)");
  let q = match get "requirements" q with
    | Some (JObj r) ->
      (match get "pin" r with
       | None | Some (JBool false) | Some (JObj _) -> q
       | Some (JArr []) -> (("requirements", JObj (("pin", JObj []) :: Stdlib.List.remove_assoc "pin" r))
                            :: Stdlib.List.remove_assoc "requirements" q)
       | Some _ -> fail (path where "request.requirements.pin") "expected an object {provider, model}")
    | _ -> q in
  let fnum k = match get k c with Some (JNum x) -> Some x | _ -> None in
  (JObj q, fnum "now_ms", fnum "seed")

let read_runtime plain (v : json option) =
  match v with
  | None -> ([], [])
  | Some v ->
    let where = "$.runtime" in
    let m = obj where "expected an object" (plain where v) in
    known m [ "breakers"; "disabled" ] where;
    let sub k = match get k m with None -> [] | Some x -> obj (path where k) "expected an object" x in
    let sorted l = Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) l in
    (* both tables are objects before any record is read (spec/15 §15.9) *)
    let breaker_table = sub "breakers" in
    let disable_table = sub "disabled" in
    let breakers = Stdlib.List.filter_map (fun (p, b) ->
        let w = path (path where "breakers") p in
        if b = JNull then None else begin
          let r = obj w "expected a breaker record {open, consecutive_failures?, ...}" b in
          known r [ "consecutive_failures"; "open"; "opened_at_ms" ] w;
          let o = match get "open" r with
            | None | Some JNull -> None | Some (JBool x) -> Some x
            | Some _ -> fail (path w "open") "expected a boolean" in
          Some (p, { bopen = o; bcf = opt_number r "consecutive_failures" w; bat = opt_number r "opened_at_ms" w })
        end) (sorted breaker_table) in
    let disabled = Stdlib.List.filter_map (fun (p, d) ->
        let w = path (path where "disabled") p in
        match d with
        | JNull -> None
        | JStr _ -> Some (p, DLegacy (string w d))
        | _ ->
          let r = obj w "expected a disable record {kind, at_ms} (or a reason string)" d in
          known r [ "at_ms"; "kind" ] w;
          Some (p, DRec (opt_string r "kind" w, opt_number r "at_ms" w))) (sorted disable_table) in
    (breakers, disabled)

let read_engine plain (v : json option) : engine =
  match v with
  | None -> default_engine
  | Some v ->
    let where = "$.engine" in
    let m = obj where "expected an object" (plain where v) in
    let keys = [ "circuit_breaker_rate_limit_ms"; "circuit_breaker_threshold"; "disable_provider_ttl_ms" ] in
    known m keys where;
    let d = default_engine in
    let pick k x = match opt_number m k where with Some y -> y | None -> x in
    (* read in spec/15 §15.2's order: the first wrong one is the place *)
    let thr = pick "circuit_breaker_threshold" d.thr in
    let rate = pick "circuit_breaker_rate_limit_ms" d.rate in
    let ttl = pick "disable_provider_ttl_ms" d.ttl in
    { thr; rate; ttl }

let read_responses plain (v : json option) : resp option list =
  let where = "$.responses" in
  match v with
  | None -> fail where "missing (an array of responses, [] for none)"
  | Some (JObj m) when Stdlib.List.for_all (fun (_, x) -> x = JNull) m -> []
  | Some (JArr l) ->
    Stdlib.List.mapi (fun i r ->
        let w = Printf.sprintf "%s[%d]" where i in
        match r with
        | JNull -> None
        | _ ->
          let m = obj w "expected a response object {ok, ...}" (plain w r) in
          known m [ "elapsed_ms"; "error_kind"; "error_message"; "http_status"; "ok"; "response" ] w;
          let ok = match get "ok" m with Some (JBool b) -> b
                                     | _ -> fail (path w "ok") "expected a boolean (every response has one)" in
          let el = opt_number m "elapsed_ms" w in
          (match el with Some x when f64 x < 0.0 -> fail (path w "elapsed_ms") "expected a number >= 0 (time never runs back)" | _ -> ());
          let k = opt_string m "error_kind" w in
          let msg = opt_string m "error_message" w in
          Some { rok = ok; rkind = k; relapsed = el; rstatus = opt_number m "http_status" w; rmsg = msg }) l
  | Some _ -> fail where "expected an array of responses"

(* Answers *)

let pstr s = JStr s

let step_json = function
  | SCall (p, f, req, t) ->
    JObj [ ("call", JObj [ ("provider", pstr p); ("model", pstr f); ("request", req) ]); ("at_ms", JNum t) ]
  | SWait u -> JObj [ ("wait", JObj [ ("until_ms", JNum u) ]) ]

let event_json = function
  | EAtt (p, f, a, lat, err) ->
    let base = [ ("event", pstr "attempted"); ("provider_id", pstr p); ("model_family", pstr f);
                 ("attempt", int a); ("latency_ms", JNum lat) ] in
    (match err with
     | None -> JObj base
     | Some ((k, st), msg) ->
       JObj (base @ [ ("error_kind", pstr k) ]
             @ (match st with Some s -> [ ("http_status", JNum s) ] | None -> [])
             @ (match msg with Some s -> [ ("error_message", pstr s) ] | None -> [])))
  | ESkip (p, f) ->
    JObj [ ("event", pstr "skipped"); ("provider_id", pstr p); ("model_family", pstr f);
           ("reason", pstr "disabled_provider") ]
  | EDis (p, k) -> JObj [ ("event", pstr "provider_disabled"); ("provider_id", pstr p); ("reason", pstr k) ]
  | ERetry (p, f, a, b) ->
    JObj [ ("event", pstr "retry_scheduled"); ("provider_id", pstr p); ("model_family", pstr f);
           ("attempt", int a); ("backoff_ms", JNum b) ]

let result_json = function
  | ROk (p, f, sb) -> JObj [ ("ok", JBool true); ("chosen", JObj [ ("provider", pstr p); ("model", pstr f); ("served_by", pstr sb) ]) ]
  | RErr e -> JObj [ ("ok", JBool false); ("error", pstr e) ]

let sget = function Some (JStr s) -> s | _ -> ""
let member k = function JObj m -> get k m | _ -> None

let rejection_json = function
  | RejC (c, r) -> JObj [ ("provider", pstr (sget (member "provider_id" c))); ("model", pstr (sget (member "model_family" c)));
                          ("reason", pstr r) ]
  | RejPin pin -> JObj [ ("reason", pstr "pin_not_found"); ("pin", pin) ]

let brec_json b =
  JObj ((match b.bopen with Some o -> [ ("open", JBool o) ] | None -> [])
        @ (match b.bcf with Some x -> [ ("consecutive_failures", JNum x) ] | None -> [])
        @ (match b.bat with Some x -> [ ("opened_at_ms", JNum x) ] | None -> []))

(* A run candidate's raw prices (spec/15 §15.4 R-Pool): present, each is a
   number (upstream's engine multiplies it; the reference refuses it). *)
let raw_prices where (c : json) : json =
  (match c with
   | JObj m -> Stdlib.List.iter (fun k -> match get k m with
       | None | Some (JNum _) -> ()
       | Some _ -> fail (path where k) "expected a number") [ "raw_price_in"; "raw_price_out" ]
   | _ -> ());
  c

(* The members of a run answer's `expect`.  [pool ~check] reads the run's
   candidates (spec/15 §15.1: `candidates` as given, or a catalog's engine
   matrix, Model.engine_matrix, then ctx.request.extra_candidates as given),
   calling [check where c] on each candidate the request gives; [context]
   reads a ctx; [plain] applies the reading rules (spec/02 §2.6) to the
   ctx, the runtime, the engine and each response before they are checked.
   The run with the policy's own transform is Model.run_policy. *)
let answer ~pool ~context ~plain (sch : schema) (t : term) (m : (string * json) list) : (string * json) list =
  let cs = pool ~check:raw_prices in
  let q, now_ms, seed = read_ctx context plain (get "ctx" m) in
  let b0, d0 = read_runtime plain (get "runtime" m) in
  let e = read_engine plain (get "engine" m) in
  let rs = read_responses plain (get "responses" m) in
  match run_policy conformance_registry sch t cs q now_ms seed b0 d0 e rs with
  | Inl why -> fail "$.term" why
  | Inr RunTooLong -> fail "$.responses" "the run takes more than 10000 steps"
  | Inr RunXformError -> fail "$.term" "an evaluation error of the transform"
  | Inr (RunOk o) ->
    [ ("steps", JArr (Stdlib.List.map step_json o.ro_steps));
      ("decision_path", JArr (Stdlib.List.map event_json o.ro_path));
      ("result", result_json o.ro_result);
      ("rejected", JArr (Stdlib.List.map rejection_json o.ro_rejected));
      ("runtime", JObj [ ("breakers", JObj (Stdlib.List.map (fun (p, b) -> (p, brec_json b)) o.ro_breakers));
                         ("disabled", JObj (Stdlib.List.map (fun (p, d) -> (p, drec_json d)) o.ro_disabled)) ]) ]
