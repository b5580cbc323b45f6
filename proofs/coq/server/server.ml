(* The conformance server (spec/07 §7.1) around the model extracted from
   proofs/coq: one JSON request a line on standard input, one answer a line
   on standard output.  This file is unverified glue: SHA-256, the
   fingerprint and the dispatch on a request's kind.  Reading and writing
   JSON, the validation of inputs, admission, the normal form, the encoding
   and every decision
   are the extracted Coq functions (Model). *)

open Model

exception Input_error of string * string          (* where, why *)

let fail where why = raise (Input_error (where, why))

(* ------------------------------------------------------------------ *)
(* Claims *)

let claimed_ops = [
  "top"; "bot"; "and"; "or"; "not"; "meets_req"; "scope_matches"; "is"; "cmp";
  "tier_eq"; "min_tier"; "family_eq"; "provider_eq"; "served_by_eq"; "has_cap";
  "zero"; "add"; "scale"; "gate"; "neg"; "normalize"; "clamp"; "field"; "lit";
  "argmax"; "ordered"; "sample"; "chain"; "top_k";
  "id"; "seq"; "set_param"; "inject_seed"; "clamp_param"; "jitter"; "filter_text";
  "filter_image"; "custom"; "when";
  "always"; "override"; "policy" ]

let claimed_kinds = [ "encoding"; "reject"; "pred"; "scorer"; "selector"; "failplan"; "xform"; "policy" ]

let all_kinds = [ "encoding"; "pred"; "policy"; "xform"; "failplan"; "scorer"; "selector"; "reject" ]

let claimed_kinds = claimed_kinds @ [ "run" ]
let all_kinds = all_kinds @ [ "run" ]
(* The Σ_flow kinds (spec/16 §16.8): answered, never in the claims (as the reference's hello). *)
let all_kinds = all_kinds @ [ "flow"; "flow_run" ]

let known op = Stdlib.List.mem op claimed_ops

(* ------------------------------------------------------------------ *)
(* Reading and writing JSON (spec/07 §7.2): the model's (Model.read_line,
   Model.to_line; JsonRead.v, JsonWrite.v) *)

let valid_unicode s = Model.valid_unicode s

let f64 (x : Float64.t) : float = Float64.to_float x

(* ------------------------------------------------------------------ *)
(* Inputs (spec/02 §2.6, §2.2; spec/11 §11.2-11.4; spec/15 §15.1): the
   validation is Coq's (theories/Inputs.v, CatalogCheck.v), extracted; an
   error result, (where, why), is raised as the request's Input_error. *)

let ok = function Valid x -> x | Invalid (where, why) -> fail where why
let get k m = Stdlib.List.assoc_opt k m
let plain where v = ok (plain where v)
let context where v = ok (context where v)
let candidate sch where v = ok (candidate sch where v)
let candidates sch m = ok (candidates sch m)
let run_pool sch m ~check = ok (run_pool sch m (fun where c -> Valid (check where c)))

(* ------------------------------------------------------------------ *)
(* Answers *)

let fingerprint (s : string) : string =
  let h1 = ref 5381 and h2 = ref 52711 in
  String.iter (fun c -> let b = Char.code c in
                h1 := (!h1 * 31 + b) mod 2147483647;
                h2 := (!h2 * 37 + b) mod 2147483629) s;
  Printf.sprintf "%d-%d" !h1 !h2

let sort_of_kind = function
  | "pred" -> SPred | "scorer" -> SScorer | "selector" -> SSelector | "failplan" -> SFailPlan
  | "policy" -> SPolicy | _ -> SXform
let sort_of_kind = function "run" -> SPolicy | k -> sort_of_kind k

let field m k = ok (field m k)

let hello =
  OObj [ ("name", OStr "hello");
         ("implementation", OObj [ ("name", OStr "sigma-pol-coq");
                                   ("version", OStr "0.1.0");
                                   ("language", OStr "OCaml, extracted from Coq (proofs/coq)") ]);
         ("claims", OObj [ ("kinds", OArr (Stdlib.List.map (fun k -> OStr k) claimed_kinds));
                           ("ops", OArr (Stdlib.List.map (fun k -> OStr k) claimed_ops));
                           ("catalogs", OBool true); ("schemas", OBool true) ]);
         ("waives", OObj []) ]

let answer (req : json) : out =
  let m = match req with JObj m -> Some m | _ -> None in
  let name = match m with
    | Some m -> (match get "name" m with Some (JStr s) when valid_unicode s -> OStr s | _ -> ONull)
    | None -> ONull in
  try
    let m = match m with Some m -> m | None -> fail "$" "a request is a JSON object" in
    (match get "name" m with Some (JStr s) when not (valid_unicode s) ->
       fail "$.name" "string is not valid Unicode (lone surrogate)" | _ -> ());
    let kind = match get "kind" m with
      | None -> fail "$.kind" "missing"
      | Some (JStr k) when Stdlib.List.mem k all_kinds -> k
      | Some (JStr "hello") -> "hello"
      | Some _ -> fail "$.kind" ("unknown kind (one of " ^ String.concat ", " all_kinds ^ ")") in
    if kind = "hello" then hello
    else if kind = "flow" then begin
      let sch = ok (schema_of (get "schema" m)) in
      let expect e = OObj [ ("name", name); ("expect", OObj e) ] in
      match flow_answer known sch (field m "flow") with
      | FARefused (p, why) -> expect [ ("rejected", OBool true); ("error", OStr (shown (p ^ ": " ^ why))) ]
      | FANormal (e, nj) -> expect [ ("encoding", OStr e); ("fingerprint", OStr (fingerprint e));
                                     ("identity", OStr (Sha256.digest e)); ("normal", of_json nj) ]
      | FAUnlabeled -> fail "$.flow" "internal: the canonical labeling left a node unlabeled"
    end else if kind = "flow_run" then begin
      (* spec/16 §16.7-§16.8: the run computed by the model (FlowRun.v) *)
      match flow_run_answer fingerprint Sha256.digest known (ok (schema_of (get "schema" m))) m with
      | FRRejected (p, why) ->
        OObj [ ("name", name); ("expect", OObj [ ("rejected", OBool true); ("error", OStr (shown (p ^ ": " ^ why))) ]) ]
      | FRError (w, why) -> fail w why
      | FRAnswer j -> OObj [ ("name", name); ("expect", of_json j) ]
    end else begin
      if not (Stdlib.List.mem kind claimed_kinds) then
        fail "$.kind" ("kind '" ^ kind ^ "' is not claimed by this server");
      let sch = ok (schema_of (get "schema" m)) in
      let term_json = field m "term" in
      match admit_term known sch term_json with
      | Refused (p, why) ->
        OObj [ ("name", name); ("expect", OObj [ ("rejected", OBool true); ("error", OStr (shown (p ^ ": " ^ why))) ]) ]
      | Admit (s, t, _) ->
        let t = nf t in
        let e = canonical t in
        let common = [ ("sort", OStr (sort_name s)); ("encoding", OStr e);
                       ("fingerprint", OStr (fingerprint e)); ("identity", OStr (Sha256.digest e)) ] in
        let expect extra = OObj [ ("name", name); ("expect", OObj (common @ extra)) ] in
        if kind = "encoding" then expect []
        else if kind = "reject" then expect [ ("rejected", OBool false) ]
        else begin
          (* spec/07 §7.1 step 6: the term is folded into 𝔖 (the conformance
             registry of spec/08 pinned-custom-registry); only an unregistered
             custom symbol fails, before any input is read. *)
          let transform = match mutate conformance_registry sch t with
            | Inl why -> fail "" why   (* no place in the request: spec/07 §7.1 *)
            | Inr f -> f in
          let want = sort_of_kind kind in
          if want <> s then fail "$.term" (Printf.sprintf "kind '%s' needs a %s term, got %s" kind (sort_name want) (sort_name s));
          match kind with
          | "xform" ->
            let rq = ok (xform_request m) in
            let c = candidate sch "$.candidate" (field m "candidate") in
            let k = ok (ctx_of m) in
            (match transform rq c k with
             | XOk q -> expect [ ("request", of_json (JObj q)) ]
             | XErr why -> fail "$.request" why)
          | "policy" ->
            let cs = candidates sch m in
            let k = ok (ctx_of m) in
            let (o, rj) = plan sch t cs k in
            expect [ ("ordered", OArr (Stdlib.List.map (fun e -> OStr (pid e.cand)) o));
                     ("scores", OArr (Stdlib.List.map (fun e -> ONum e.score) o));
                     ("rejected", OArr (Stdlib.List.map (fun (c, r) ->
                          OObj [ ("provider", OStr (pid c)); ("reason", OStr r) ]) rj)) ]
          | "pred" ->
            let answers = Stdlib.List.map (fun (c, k) ->
                match evp sch t c k with
                | None -> OObj [ ("expect_ok", OBool true) ]
                | Some r -> OObj [ ("expect_ok", OBool false); ("expect_reason", OStr r) ]) (ok (pred_cases sch m)) in
            OObj [ ("name", name); ("expect", OObj common); ("cases", OArr answers) ]
          | "scorer" ->
            let cs = candidates sch m in
            let k = ok (ctx_of m) in
            expect [ ("scores", OArr (Stdlib.List.map (fun x -> ONum x) (evs sch t cs k))) ]
          | "selector" ->
            let cs = candidates sch m in
            let k = ok (ctx_of m) in
            let es = entries cs (ok (selector_scores m (Stdlib.List.length cs))) in
            let o = evsel t es k in
            expect [ ("ordered", OArr (Stdlib.List.map (fun e -> OStr (pid e.cand)) o));
                     ("positions", OArr (Stdlib.List.map (fun e -> OInt e.pos) o));
                     ("scores", OArr (Stdlib.List.map (fun e -> ONum e.score) o)) ]
          | "run" -> (* spec/15 §15.9: the pool, then RunJson.v's inputs, run and answer *)
            let ok = function Inl (w, y) -> fail w y | Inr x -> x in
            let lift f w v = try Inr (f w v) with Input_error (w, y) -> Inl (w, y) in
            let cs = run_pool sch m ~check:(fun w c -> ok (RunProtocol.run_candidate w c)) in
            let o = ok (RunProtocol.run_request (lift context) (lift plain) sch t cs m) in
            expect (Stdlib.List.map (fun (k, v) -> (k, of_json v)) o)
          | _ (* failplan *) ->
            let ks = ok (failplan_cases m) in
            let tbl = evf t in
            expect [ ("classified", OArr (Stdlib.List.map (fun k -> OObj [ ("kind", OStr k); ("action", of_pv (cls tbl k)) ]) ks)) ]
        end
    end
  with Input_error (where, why) ->
    (* spec/07 §7.1: the place of an error in the request, `at`, beside its message *)
    let at = if String.length where > 0 && where.[0] = '$' then [ ("at", OStr (shown where)) ] else [] in
    let error = if where = "" then why else where ^ ": " ^ why in
    OObj ([ ("name", name); ("error", OStr (shown error)) ] @ at)

let () =
  prerr_endline "sigma-pol-coq serve: the model extracted from proofs/coq; one JSON request a line on standard input";
  let internal why = Some (OObj [ ("name", ONull); ("error", OStr ("$: internal error (" ^ why ^ ")")) ]) in
  try
    while true do
      let line = input_line stdin in
      let out =
        try
          match read_line line with
          | None -> None
          | Some (Inl why) -> Some (invalid_json why)
          | Some (Inr v) -> Some (answer v)
        with
        | Failure why | Invalid_argument why -> internal why
        | Stack_overflow -> internal "stack overflow"
      in
      match out with
      | Some o -> print_string (to_line o); print_char '\n'; flush stdout
      | None -> ()
    done
  with End_of_file -> ()
