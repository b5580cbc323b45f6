(* The conformance server (spec/07 §7.1) around the model extracted from
   proofs/coq: one JSON request a line on standard input, one answer a line
   on standard output.  This file is unverified glue: the JSON reader and
   writer, SHA-256 and the fingerprint.  The validation of inputs,
   admission, the normal form, the encoding and every decision
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

(* The run kind (run_kind.ml): its operations and kind. *)
let claimed_ops = claimed_ops @ Stdlib.List.filter (fun o -> not (Stdlib.List.mem o claimed_ops)) Run_kind.ops
let claimed_kinds = claimed_kinds @ [ "run" ]
let all_kinds = all_kinds @ [ "run" ]

let known op = Stdlib.List.mem op claimed_ops

(* ------------------------------------------------------------------ *)
(* Reading JSON (spec/07 §7.2) *)

exception Bad_json of string

let is_ws c = c = ' ' || c = '\t' || c = '\n' || c = '\r'

let add_utf8 buf cp =
  let add i = Buffer.add_char buf (Char.chr i) in
  if cp < 0x80 then add cp
  else if cp < 0x800 then (add (0xC0 lor (cp lsr 6)); add (0x80 lor (cp land 0x3F)))
  else if cp < 0x10000 then
    (add (0xE0 lor (cp lsr 12)); add (0x80 lor ((cp lsr 6) land 0x3F)); add (0x80 lor (cp land 0x3F)))
  else
    (add (0xF0 lor (cp lsr 18)); add (0x80 lor ((cp lsr 12) land 0x3F));
     add (0x80 lor ((cp lsr 6) land 0x3F)); add (0x80 lor (cp land 0x3F)))

(* The length of a valid UTF-8 sequence at [i], or 0. *)
let utf8_len s i =
  let n = String.length s in
  let b k = if i + k < n then Char.code s.[i + k] else -1 in
  let cont k = let x = b k in x >= 0x80 && x <= 0xBF in
  let c = b 0 in
  if c < 0x80 then 1
  else if c >= 0xC2 && c <= 0xDF && cont 1 then 2
  else if c = 0xE0 && b 1 >= 0xA0 && b 1 <= 0xBF && cont 2 then 3
  else if ((c >= 0xE1 && c <= 0xEC) || c = 0xEE || c = 0xEF) && cont 1 && cont 2 then 3
  else if c = 0xED && b 1 >= 0x80 && b 1 <= 0x9F && cont 2 then 3
  else if c = 0xF0 && b 1 >= 0x90 && b 1 <= 0xBF && cont 2 && cont 3 then 4
  else if c >= 0xF1 && c <= 0xF3 && cont 1 && cont 2 && cont 3 then 4
  else if c = 0xF4 && b 1 >= 0x80 && b 1 <= 0x8F && cont 2 && cont 3 then 4
  else 0

let check_depth s =
  let depth = ref 0 and in_str = ref false and esc = ref false in
  String.iter (fun c ->
      if !in_str then begin
        if !esc then esc := false
        else if c = '\\' then esc := true
        else if c = '"' then in_str := false
      end else if c = '"' then in_str := true
      else if c = '[' || c = '{' then begin
        incr depth;
        if !depth > 512 then raise (Bad_json "JSON nests deeper than 512 levels")
      end else if c = ']' || c = '}' then decr depth) s

let parse (s : string) : json =
  let n = String.length s in
  let pos = ref 0 in
  let peek () = if !pos < n then s.[!pos] else '\000' in
  let skip () = while !pos < n && is_ws s.[!pos] do incr pos done in
  let expect c = if peek () = c && !pos < n then incr pos else raise (Bad_json (Printf.sprintf "expected '%c'" c)) in
  let hex4 () =
    if !pos + 4 > n then raise (Bad_json "bad \\u escape");
    let v = ref 0 in
    for k = 0 to 3 do
      let c = s.[!pos + k] in
      let d = match c with
        | '0' .. '9' -> Char.code c - 48 | 'a' .. 'f' -> Char.code c - 87
        | 'A' .. 'F' -> Char.code c - 55 | _ -> raise (Bad_json "bad \\u escape") in
      v := !v * 16 + d
    done;
    pos := !pos + 4; !v in
  let string_lit () =
    expect '"';
    let buf = Buffer.create 16 in
    let fin = ref false in
    while not !fin do
      if !pos >= n then raise (Bad_json "unterminated string");
      let c = s.[!pos] in
      if c = '"' then (incr pos; fin := true)
      else if c = '\\' then begin
        incr pos;
        if !pos >= n then raise (Bad_json "unterminated string");
        let e = s.[!pos] in
        incr pos;
        match e with
        | '"' -> Buffer.add_char buf '"' | '\\' -> Buffer.add_char buf '\\'
        | '/' -> Buffer.add_char buf '/' | 'b' -> Buffer.add_char buf '\b'
        | 'f' -> Buffer.add_char buf '\012' | 'n' -> Buffer.add_char buf '\n'
        | 'r' -> Buffer.add_char buf '\r' | 't' -> Buffer.add_char buf '\t'
        | 'u' ->
          let u = hex4 () in
          if u >= 0xD800 && u <= 0xDBFF && !pos + 6 <= n && s.[!pos] = '\\' && s.[!pos + 1] = 'u' then begin
            let save = !pos in
            pos := !pos + 2;
            let l = hex4 () in
            if l >= 0xDC00 && l <= 0xDFFF then
              add_utf8 buf (0x10000 + ((u - 0xD800) lsl 10) + (l - 0xDC00))
            else (pos := save; add_utf8 buf u)
          end else add_utf8 buf u
        | _ -> raise (Bad_json "invalid escape")
      end else if Char.code c < 0x20 then raise (Bad_json "invalid control character")
      else begin
        let l = utf8_len s !pos in
        if l = 0 then (add_utf8 buf (0xDC00 + Char.code c); incr pos)   (* surrogateescape *)
        else (Buffer.add_string buf (String.sub s !pos l); pos := !pos + l)
      end
    done;
    Buffer.contents buf in
  let number () =
    let start = !pos in
    let digits () = let st = !pos in while !pos < n && s.[!pos] >= '0' && s.[!pos] <= '9' do incr pos done;
      if !pos = st then raise (Bad_json "expected a digit") in
    if peek () = '-' then incr pos;
    if peek () = '0' then incr pos else digits ();
    if peek () = '.' then (incr pos; digits ());
    if peek () = 'e' || peek () = 'E' then begin
      incr pos; if peek () = '+' || peek () = '-' then incr pos; digits ()
    end;
    JNum (Float64.of_float (float_of_string (String.sub s start (!pos - start)))) in
  let lit word v =
    let l = String.length word in
    if !pos + l <= n && String.sub s !pos l = word then (pos := !pos + l; v)
    else raise (Bad_json "invalid literal") in
  let rec value () =
    skip ();
    match peek () with
    | '{' ->
      incr pos; skip ();
      if peek () = '}' then (incr pos; JObj [])
      else begin
        let members = ref [] in
        let fin = ref false in
        while not !fin do
          skip ();
          let k = string_lit () in
          skip (); expect ':';
          let v = value () in
          members := (k, v) :: Stdlib.List.filter (fun (k', _) -> k' <> k) !members;
          skip ();
          if peek () = ',' then incr pos else (expect '}'; fin := true)
        done;
        JObj (Stdlib.List.rev !members)
      end
    | '[' ->
      incr pos; skip ();
      if peek () = ']' then (incr pos; JArr [])
      else begin
        let items = ref [] in
        let fin = ref false in
        while not !fin do
          items := value () :: !items;
          skip ();
          if peek () = ',' then incr pos else (expect ']'; fin := true)
        done;
        JArr (Stdlib.List.rev !items)
      end
    | '"' -> JStr (string_lit ())
    | 't' -> lit "true" (JBool true)
    | 'f' -> lit "false" (JBool false)
    | 'n' -> lit "null" JNull
    | '-' | '0' .. '9' -> number ()
    | _ -> raise (Bad_json "expecting value")
  in
  check_depth s;
  let v = value () in
  skip ();
  if !pos <> n then raise (Bad_json "extra data");
  v

(* ------------------------------------------------------------------ *)
(* Writing JSON (spec/07 §7.2) *)

type out =
  | ONull | OBool of bool | ONum of float | OInt of int | OStr of string
  | OArr of out list | OObj of (string * out) list

(* A lone surrogate (its WTF-8 bytes) shown as \udxxx, as a message shows it. *)
let shown (s : string) : string =
  let b = Buffer.create (String.length s) in
  let n = String.length s in
  let i = ref 0 in
  while !i < n do
    let c = Char.code s.[!i] in
    if c = 0xED && !i + 2 < n && Char.code s.[!i + 1] >= 0xA0 then begin
      let cp = ((c land 0x0F) lsl 12) lor ((Char.code s.[!i + 1] land 0x3F) lsl 6)
               lor (Char.code s.[!i + 2] land 0x3F) in
      Buffer.add_string b (Printf.sprintf "\\u%04x" cp); i := !i + 3
    end else (Buffer.add_char b s.[!i]; incr i)
  done;
  Buffer.contents b

let valid_unicode s = Model.valid_unicode s

let write_string b s =
  Buffer.add_char b '"';
  String.iter (fun c ->
      match c with
      | '"' -> Buffer.add_string b "\\\"" | '\\' -> Buffer.add_string b "\\\\"
      | '\n' -> Buffer.add_string b "\\n" | '\r' -> Buffer.add_string b "\\r"
      | '\t' -> Buffer.add_string b "\\t" | '\b' -> Buffer.add_string b "\\b"
      | '\012' -> Buffer.add_string b "\\f"
      | c when Char.code c < 0x20 -> Buffer.add_string b (Printf.sprintf "\\u%04x" (Char.code c))
      | c -> Buffer.add_char b c) s;
  Buffer.add_char b '"'

(* The shortest of %.15g, %.16g, %.17g that reads back as the same double. *)
let float_text v =
  let rec go p = let t = Printf.sprintf "%.*g" p v in
    if p >= 17 || float_of_string t = v then t else go (p + 1) in
  go 15

let rec write b = function
  | ONull -> Buffer.add_string b "null"
  | OBool x -> Buffer.add_string b (if x then "true" else "false")
  | OInt i -> Buffer.add_string b (string_of_int i)
  | ONum v ->
    if Float.is_nan v then write_string b "nan"
    else if v = Float.infinity then write_string b "+inf"
    else if v = Float.neg_infinity then write_string b "-inf"
    else if Float.is_integer v && Float.abs v <= 9007199254740992.0 then
      Buffer.add_string b (Printf.sprintf "%.0f" (if v = 0.0 then 0.0 else v))
    else Buffer.add_string b (float_text v)
  | OStr s -> write_string b s
  | OArr l ->
    Buffer.add_char b '[';
    Stdlib.List.iteri (fun i x -> if i > 0 then Buffer.add_char b ','; write b x) l;
    Buffer.add_char b ']'
  | OObj m ->
    let m = Stdlib.List.sort (fun (a, _) (c, _) -> compare a c) m in
    Buffer.add_char b '{';
    Stdlib.List.iteri (fun i (k, x) -> if i > 0 then Buffer.add_char b ','; write_string b k;
                        Buffer.add_char b ':'; write b x) m;
    Buffer.add_char b '}'

let to_line o = let b = Buffer.create 256 in write b o; Buffer.contents b

let f64 (x : Float64.t) : float = Float64.to_float x

let rec of_json = function
  | JNull -> ONull
  | JBool b -> OBool b
  | JNum x -> ONum (f64 x)
  | JStr s -> OStr s
  | JArr l -> OArr (Stdlib.List.map of_json l)
  | JObj m -> OObj (Stdlib.List.map (fun (k, v) -> (k, of_json v)) m)

let rec of_pv = function
  | PNum x -> ONum (f64 x)
  | PStr s -> OStr s
  | PBool b -> OBool b
  | PArr l -> OArr (Stdlib.List.map of_pv l)
  | PRec m -> OObj (Stdlib.List.map (fun (k, v) -> (k, of_pv v)) m)

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
    if kind = "hello" then hello else begin
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
            | Inl why -> fail "$.term" why
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
                     ("scores", OArr (Stdlib.List.map (fun e -> ONum (f64 e.score)) o));
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
            expect [ ("scores", OArr (Stdlib.List.map (fun x -> ONum (f64 x)) (evs sch t cs k))) ]
          | "selector" ->
            let cs = candidates sch m in
            let k = ok (ctx_of m) in
            let es = entries cs (ok (selector_scores m (Stdlib.List.length cs))) in
            let o = evsel t es k in
            expect [ ("ordered", OArr (Stdlib.List.map (fun e -> OStr (pid e.cand)) o));
                     ("positions", OArr (Stdlib.List.map (fun e -> OInt e.pos) o));
                     ("scores", OArr (Stdlib.List.map (fun e -> ONum (f64 e.score)) o)) ]
          | "run" ->
            let rec out = function JNull -> ONull | JBool b -> OBool b | JNum x -> ONum (f64 x) | JStr s -> OStr s
                                 | JArr l -> OArr (Stdlib.List.map out l) | JObj m -> OObj (Stdlib.List.map (fun (k, v) -> (k, out v)) m) in
            (try expect (Stdlib.List.map (fun (k, v) -> (k, out v)) (Run_kind.answer ~pool:(run_pool sch m) ~context ~plain sch t m))
             with Run_kind.Bad (w, y) -> fail w y)
          | _ (* failplan *) ->
            let ks = ok (failplan_cases m) in
            let tbl = evf t in
            expect [ ("classified", OArr (Stdlib.List.map (fun k -> OObj [ ("kind", OStr k); ("action", of_pv (cls tbl k)) ]) ks)) ]
        end
    end
  with Input_error (where, why) ->
    (* spec/07 §7.1: the place of an error in the request, `at`, beside its message *)
    let at = if String.length where > 0 && where.[0] = '$' then [ ("at", OStr (shown where)) ] else [] in
    OObj ([ ("name", name); ("error", OStr (shown (where ^ ": " ^ why))) ] @ at)

let strip s =
  let n = String.length s in
  let ws c = is_ws c || c = '\011' || c = '\012' || (c >= '\028' && c <= '\031') in
  let i = ref 0 and j = ref (n - 1) in
  while !i < n && ws s.[!i] do incr i done;
  while !j >= !i && ws s.[!j] do decr j done;
  String.sub s !i (!j - !i + 1)

let () =
  prerr_endline "sigma-pol-coq serve: the model extracted from proofs/coq; one JSON request a line on standard input";
  try
    while true do
      let line = strip (input_line stdin) in
      if line <> "" then begin
        let out =
          try
            match parse line with
            | v -> answer v
          with
          | Bad_json why -> OObj [ ("name", ONull); ("error", OStr ("1:1: invalid JSON: " ^ why)) ]
          | Failure why | Invalid_argument why -> OObj [ ("name", ONull); ("error", OStr ("$: internal error (" ^ why ^ ")")) ]
          | Stack_overflow -> OObj [ ("name", ONull); ("error", OStr "$: internal error (stack overflow)") ]
        in
        print_string (to_line out); print_char '\n'; flush stdout
      end
    done
  with End_of_file -> ()
