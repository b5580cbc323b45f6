(* The conformance server (spec/07 §7.1) around the model extracted from
   proofs/coq: one JSON request a line on standard input, one answer a line
   on standard output.  This file is unverified glue: the JSON reader and
   writer, the validation of inputs (spec/02 §2.6, §2.2), SHA-256 and the
   fingerprint.  Admission, the normal form, the encoding and every decision
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
(* The Σ_flow kinds (spec/16 §16.8): answered, never in the claims (as the reference's hello). *)
let all_kinds = all_kinds @ [ "flow"; "flow_run" ]

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
(* Inputs (spec/02 §2.6) *)

let finite v = Float.is_finite v

let path_key parent k = parent ^ "." ^ k

(* The reading rules (spec/02 §2.6): numbers finite, strings valid Unicode,
   null members absent, dropped first (null array elements kept); members
   visited, and kept, in code-point order of their names. *)
let rec plain where (v : json) : json =
  match v with
  | JNull | JBool _ -> v
  | JNum x -> if finite (f64 x) then v else fail where "expected a finite number"
  | JStr s -> if valid_unicode s then v else fail where "string is not valid Unicode (lone surrogate)"
  | JArr l -> JArr (Stdlib.List.mapi (fun i x -> plain (Printf.sprintf "%s[%d]" where i) x) l)
  | JObj m ->
    let sorted = Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) m in
    Stdlib.List.iter (fun (k, _) -> if not (valid_unicode k) then
                         fail where "string is not valid Unicode (lone surrogate)") sorted;
    JObj (Stdlib.List.filter_map (fun (k, x) -> if x = JNull then None else Some (k, plain (path_key where k) x)) sorted)

(* An object whose members are all null reads as {} (they are absent), and so
   as [] where an array is read (spec/07 §7.1). *)
let all_null = function JObj m -> Stdlib.List.for_all (fun (_, x) -> x = JNull) m | _ -> false

let obj where = function
  | JArr [] -> []
  | JObj m -> m
  | _ -> fail where "expected an object"

let get k m = Stdlib.List.assoc_opt k m
let set k v m = (k, v) :: Stdlib.List.remove_assoc k m
let is_num = function JNum _ -> true | _ -> false
let is_str = function JStr _ -> true | _ -> false
let is_bool = function JBool _ -> true | _ -> false

let optional m k ok what where =
  match get k m with Some v when not (ok v) -> fail (path_key where k) ("expected " ^ what) | _ -> ()

let candidate (sch : schema) where (v : json) : json =
  let c = obj where (plain where v) in
  Stdlib.List.iter (fun k -> match get k c with Some (JStr _) -> ()
                          | _ -> fail (path_key where k) "expected a string (every candidate has one)")
    [ "provider_id"; "model_family" ];
  Stdlib.List.iter (fun k -> optional c k is_str "a string" where) [ "tier"; "scope" ];
  Stdlib.List.iter (fun k -> optional c k is_num "a number" where)
    [ "price_in"; "price_out"; "latency_ms"; "tok_s"; "success_rate"; "quality_hint" ];
  Stdlib.List.iter (fun k -> optional c k is_bool "a boolean" where) [ "has_tee"; "no_log" ];
  let c = match get "capabilities" c with
    | Some caps -> let caps = obj (path_key where "capabilities") caps in
      optional caps "context" is_num "a number" (path_key where "capabilities");
      set "capabilities" (JObj caps) c
    | None -> c in
  let c = match get "offer" c with
    | Some o -> let o = obj (path_key where "offer") o in
      optional o "peer_id" is_str "a string" (path_key where "offer");
      set "offer" (JObj o) c
    | None -> c in
  let exts = Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) sch.ext in
  Stdlib.List.iter (fun (name, d) -> match d with
      | DNum _ -> optional c name is_num "a number (declared Num field)" where
      | DBool _ -> optional c name is_bool "a boolean (declared Bool field)" where) exts;
  JObj c

let checked_request where (m : (string * json) list) : (string * json) list =
  let m = match get "requirements" m with
    | Some r ->
      let here = path_key where "requirements" in
      let r = obj here r in
      optional r "min_context" is_num "a number" here;
      optional r "model_family" is_str "a string" here;
      optional r "tier" is_str "a string" here;
      optional r "privacy" is_str "a string" here;
      optional r "min_quality" is_num "a number" here;
      optional r "min_tok_s" is_num "a number" here;
      let r = match get "needs" r with
        | Some n ->
          let n = (match n with JObj [] -> JArr [] | x -> x) in
          (match n with
           | JArr l when Stdlib.List.for_all is_str l -> set "needs" n r
           | _ -> fail (path_key here "needs") "expected an array of strings")
        | None -> r in
      set "requirements" (JObj r) m
    | None -> m in
  optional m "scope" is_str "a string" where;
  match get "_filters" m with
  | Some f -> set "_filters" (JObj (obj (path_key where "_filters") f)) m
  | None -> m

let context where (v : json) : json =
  let c = obj where (plain where v) in
  let rq = checked_request (path_key where "request")
      (obj (path_key where "request") (match get "request" c with Some r -> r | None -> JObj [])) in
  let sw = path_key where "state" in
  let st = obj sw (match get "state" c with Some s -> s | None -> JObj []) in
  let st = Stdlib.List.fold_left (fun st k -> match get k st with
      | Some t -> set k (JObj (obj (path_key sw k) t)) st | None -> st) st
      [ "ema"; "breakers"; "disabled"; "credits" ] in
  let st = match get "ema" st with
    | Some (JObj e) ->
      let e = Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) e in
      let e = Stdlib.List.map (fun (k, t) ->
          let here = path_key (path_key sw "ema") k in
          let t = obj here t in
          optional t "price_in" is_num "a number" here;
          optional t "price_out" is_num "a number" here;
          (k, JObj t)) e in
      set "ema" (JObj e) st
    | _ -> st in
  (match get "credits" st with
   | Some (JObj cr) ->
     Stdlib.List.iter (fun (k, x) -> if not (is_num x) then
                          fail (path_key (path_key sw "credits") k) "expected a number")
       (Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) cr)
   | _ -> ());
  optional c "seed" is_num "a number" where;
  optional c "now_ms" is_num "a number" where;
  JObj (set "state" (JObj st) (set "request" (JObj rq) c))

(* The schema (spec/02 §2.2). *)
let core_names = [ "price_in"; "price_out"; "latency_ms"; "tok_s"; "success_rate"; "credits";
                   "context"; "has_tee"; "no_log"; "breaker_open"; "disabled" ]

let schema_of (v : json option) : schema =
  let w = "$.schema" in
  match v with
  | None | Some JNull | Some (JArr []) -> default_schema
  | Some (JObj m) ->
    Stdlib.List.iter (fun (k, _) -> if k <> "fields" && k <> "tier_order" then
                         fail (path_key w k) "unknown schema key") m;
    let fields = match get "fields" m with
      | None | Some (JArr []) -> []
      | Some (JObj f) -> f
      | Some _ -> fail (path_key w "fields") "expected an object of field declarations" in
    let fields = Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) fields in
    let ext = Stdlib.List.map (fun (name, d) ->
        let here = path_key (path_key w "fields") name in
        if not (valid_unicode name) then fail (path_key w "fields") "string is not valid Unicode (lone surrogate)";
        if Stdlib.List.mem name core_names then fail here ("cannot override core field '" ^ name ^ "'");
        let dm = match d with JObj dm -> dm | _ -> fail here "must declare sort Num or Bool" in
        let sort = match get "sort" dm with
          | Some (JStr "Num") -> `Num | Some (JStr "Bool") -> `Bool
          | _ -> fail here "must declare sort Num or Bool" in
        Stdlib.List.iter (fun (k, _) -> if not (Stdlib.List.mem k [ "sort"; "default"; "source" ]) then
                             fail (path_key here k) "unknown declaration key") dm;
        let decl = match sort, get "default" dm with
          | `Num, Some (JNum x) when finite (f64 x) -> DNum x
          | `Num, _ -> fail here "needs a numeric default"
          | `Bool, Some (JBool b) -> DBool b
          | `Bool, _ -> fail here "needs a boolean default" in
        (match get "source" dm with
         | None -> ()
         | Some (JStr s) -> if not (valid_unicode s) then fail (path_key here "source") "lone surrogate"
         | Some _ -> fail (path_key here "source") "expected a string");
        (name, decl)) fields in
    let tiers = match get "tier_order" m with
      | None -> [ "fallback"; "marketplace"; "partner" ]
      | Some (JObj []) -> []
      | Some (JArr l) when Stdlib.List.for_all is_str l ->
        Stdlib.List.mapi (fun i t -> match t with
            | JStr s ->
              if not (valid_unicode s) then fail (Printf.sprintf "%s.tier_order[%d]" w i) "lone surrogate";
              s
            | _ -> assert false) l
      | Some _ -> fail (path_key w "tier_order") "expected an array of tier names" in
    let rec dups seen i = function
      | [] -> ()
      | t :: r -> if Stdlib.List.mem t seen then fail (Printf.sprintf "%s.tier_order[%d]" w i) ("tier '" ^ t ^ "' listed twice")
        else dups (t :: seen) (i + 1) r in
    dups [] 0 tiers;
    { ext; tiers }
  | Some _ -> fail w "a schema is an object with `fields` and `tier_order`"

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

let field m k = match get k m with Some v -> v | None -> fail ("$." ^ k) "missing"

let arr where = function
  | v when all_null v -> []
  | JArr l -> l
  | _ -> fail where "expected an array"

(* ------------------------------------------------------------------ *)
(* Catalogs (spec/11): validation (§11.3 and the candidate schema of §11.2);
   flattening and completion are the model's (Catalog.flatten, Catalog.complete). *)

let api_kinds = [ "openai_compatible"; "openai_codex"; "anthropic"; "google"; "bedrock"; "ollama" ]
let nonempty_str = function JStr s -> s <> "" | _ -> false
let members_of where what = function
  | JObj m -> m | JArr [] -> [] | _ -> fail where ("expected an object (" ^ what ^ ")")

(* An auth handle: an object with a string kind (a [] handle is refused). *)
let auth_ok where = function
  | JObj a -> (match get "kind" a with Some (JStr _) -> ()
                                     | _ -> fail (path_key where "kind") "expected a string (the kind of auth handle)")
  | _ -> fail where "expected an auth handle (an object with a string kind)"

(* A member that is not one of its level's own: a declared extension field of
   its sort, else refused (auth_override, dynamic members, unknown ones). *)
let level_member (sch : schema) where level own (k, v) =
  if not (Stdlib.List.mem k own) then
    let here = path_key where k in
    match Stdlib.List.assoc_opt k sch.ext with
    | Some (DNum _) -> if not (is_num v) then fail here "expected a number (declared Num field)"
    | Some (DBool _) -> if not (is_bool v) then fail here "expected a boolean (declared Bool field)"
    | None ->
      if k = "auth_override" then
        fail here "auth_override is an execution input (ctx.request.auth_override), not a candidate field"
      else if Stdlib.List.mem k [ "latency_ms"; "tok_s"; "success_rate"; "offer" ] then
        fail here "is dynamic: a live signal the host supplies per call, never authored"
      else fail here (Printf.sprintf "unknown %s member (one of %s, or a declared field)" level (String.concat ", " own))

let sorted m = Stdlib.List.sort (fun (a, _) (b, _) -> compare a b) m

let validate_catalog (sch : schema) (cat : json) : unit =
  let w = "$.catalog" in
  let c = match cat with JObj m -> m | JArr [] -> [] | _ -> fail w "a catalog is an object with providers and models" in
  let provs = match get "providers" c with
    | None -> fail (path_key w "providers") "required (an object keyed by id)"
    | Some v -> members_of (path_key w "providers") "keyed by id" v in
  let models = match get "models" c with
    | None -> fail (path_key w "models") "required (an object keyed by family)"
    | Some v -> members_of (path_key w "models") "keyed by family" v in
  Stdlib.List.iter (fun (id, p) ->
      let pw = path_key (path_key w "providers") id in
      let p = members_of pw "a provider" p in
      let static = get "discovery" p = Some (JStr "static") in
      if not (static || get "discovery" p = Some (JStr "marketplace")) then fail (path_key pw "discovery") "must be one of: static, marketplace";
      if static && not (match get "base_url" p with Some v -> nonempty_str v | None -> false) then
        fail (path_key pw "base_url") "required for discovery=static (a non-empty string)";
      if not static && not (match get "discovery_id" p with Some (JStr _) -> true | _ -> false) then
        fail (path_key pw "discovery_id") "required for discovery=marketplace (a string)";
      if not (match get "api_kind" p with Some (JStr k) -> Stdlib.List.mem k api_kinds | _ -> false) then
        fail (path_key pw "api_kind") ("must be one of: " ^ String.concat ", " api_kinds);
      (match get "tier" p with
       | None -> () | Some (JStr t) when Stdlib.List.mem t sch.tiers -> ()
       | Some _ -> fail (path_key pw "tier") ("must be one of: " ^ String.concat ", " sch.tiers));
      if id = "" then fail pw "a provider id is a non-empty string";
      Stdlib.List.iter (level_member sch pw "provider" provider_own) (sorted p);
      (match get "provider_id" p with None -> () | Some (JStr s) when s = id -> ()
                                    | Some _ -> fail (path_key pw "provider_id") "must equal its key when given");
      Stdlib.List.iter (fun k -> optional p k is_str "a string" pw) [ "base_url"; "auth_env"; "aws_region"; "scope" ];
      Stdlib.List.iter (fun k -> optional p k is_bool "a boolean" pw) [ "has_tee"; "no_log" ];
      (match get "auth" p with Some a -> auth_ok (path_key pw "auth") a | None -> ()))
    (sorted provs);
  Stdlib.List.iter (fun (fam, md) ->
      let mw = path_key (path_key w "models") fam in
      let md = members_of mw "a model" md in
      let sw = path_key mw "served_by" in
      let pairings = match get "served_by" md with
        | Some (JArr (_ :: _ as l)) -> l
        | _ -> fail sw "must be a non-empty list" in
      let pairings = Stdlib.List.mapi (fun i pr ->
          let pw = Printf.sprintf "%s[%d]" sw i in
          match pr with
          | JObj pm ->
            (match get "provider" pm with
             | Some (JStr pid) when Stdlib.List.mem_assoc pid provs -> (pw, pm)
             | _ -> fail (path_key pw "provider") "does not resolve (no such key in $.providers)")
          | _ -> fail pw "expected an object (a pairing naming its provider)") pairings in
      if get "capabilities" md = None then fail (path_key mw "capabilities") "required";
      if fam = "" then fail mw "a model family is a non-empty string";
      Stdlib.List.iter (level_member sch mw "model" model_own) (sorted md);
      (match get "model_family" md with None -> () | Some (JStr s) when s = fam -> ()
                                      | Some _ -> fail (path_key mw "model_family") "must equal its key when given");
      (match get "capabilities" md with
       | Some cv -> let caps = members_of (path_key mw "capabilities") "capabilities" cv in
         optional caps "context" is_num "a number" (path_key mw "capabilities")
       | None -> ());
      optional md "static_quality_hint" is_num "a number" mw;
      let seen = ref [] in
      Stdlib.List.iteri (fun i (pw, pm) ->
          Stdlib.List.iter (level_member sch pw "served_by" pairing_own) (sorted pm);
          Stdlib.List.iter (fun k -> optional pm k is_num "a number" pw) [ "price_in"; "price_out"; "quality_hint" ];
          let smid = get "served_model_id" pm and pmid = get "provider_model_id" pm in
          if smid <> None && pmid <> None then fail (path_key pw "provider_model_id") "give served_model_id or provider_model_id, not both";
          (match (match smid with Some v -> Some v | None -> pmid) with
           | Some v when not (nonempty_str v) -> fail pw "expected a non-empty string"
           | _ -> ());
          let key = (get "provider" pm, match smid, pmid with Some v, _ | None, Some v -> v | None, None -> JStr fam) in
          (match Stdlib.List.assoc_opt key !seen with
           | Some j -> fail pw (Printf.sprintf "repeats served_by[%d]: same provider and served model id" j)
           | None -> seen := (key, i) :: !seen)) pairings)
    (sorted models);
  Stdlib.List.iter (fun (k, _) -> if k <> "providers" && k <> "models" then
                       fail (path_key w k) "unknown catalog member (one of models, providers)") c

(* The candidate schema's validator (spec/11 §11.2): chapter 2's candidate
   rules, rules 1-6, the defaults (rule 7, the model's), rules 8-9. *)
let schema_candidate (sch : schema) where (v : json) : json =
  let c = match candidate sch where v with JObj c -> c | _ -> fail where "expected an object" in
  if get "auth_override" c <> None then
    fail (path_key where "auth_override") "auth_override is an execution input (ctx.request.auth_override), not a candidate field";
  Stdlib.List.iter (fun k -> match get k c with
      | Some v when not (nonempty_str v) -> fail (path_key where k) "expected a non-empty string"
      | _ -> ()) [ "provider_id"; "model_family"; "served_model_id" ];
  if get "capabilities" c = None then fail (path_key where "capabilities") "required (an object, e.g. {\"context\": 8000})";
  let among k values = match get k c with
    | None -> () | Some (JStr s) when Stdlib.List.mem s values -> ()
    | Some _ -> fail (path_key where k) ("must be one of: " ^ String.concat ", " values) in
  among "api_kind" api_kinds;
  among "tier" sch.tiers;
  among "discovery" [ "static"; "marketplace" ];
  Stdlib.List.iter (fun k -> optional c k is_str "a string" where) [ "base_url"; "auth_env"; "aws_region" ];
  (match get "auth" c with Some a -> auth_ok (path_key where "auth") a | None -> ());
  let c = complete c in
  (match get "discovery" c with
   | Some (JStr "static") ->
     if not (match get "base_url" c with Some v -> nonempty_str v | None -> false) then
       fail (path_key where "base_url") "required for discovery=static (a non-empty string)"
   | _ ->
     if not (match get "offer" c with Some (JObj _) -> true | _ -> false) then
       fail (path_key where "offer") "required for discovery=marketplace (an object)");
  JObj c

(* ctx.request.extra_candidates, each read by [read where c]. *)
let extra_candidates m read =
  let ew = "$.ctx.request.extra_candidates" in
  let extras = match plain "$.ctx" (match get "ctx" m with Some c -> c | None -> JObj []) with
    | JObj c -> (match get "request" c with
        | Some (JObj r) -> (match get "extra_candidates" r with
            | None | Some (JObj []) -> []
            | Some (JArr l) -> l
            | Some _ -> fail ew "expected an array of candidates")
        | _ -> [])
    | _ -> [] in
  Stdlib.List.mapi (fun i c -> read (Printf.sprintf "%s[%d]" ew i) c) extras

(* The candidates of one call of a catalog (§11.4): the flattening, then the
   request's extra candidates, each through the candidate schema. *)
(* The place of each candidate the flattening makes (spec/11 §11.4): the
   pairing it comes from, `$.catalog.models.<family>.served_by[<i>]`, families
   in code-point order, pairings in order, static providers only (as
   Catalog.flatten walks them). *)
let flat_paths (cat : json) : string list =
  let members k = match cat with JObj c -> (match get k c with Some (JObj x) -> x | _ -> []) | _ -> [] in
  let providers = members "providers" in
  let static p = match get p providers with
    | Some (JObj pm) -> get "discovery" pm = Some (JStr "static") | _ -> false in
  Stdlib.List.concat_map (fun (family, model) ->
      let served = match model with
        | JObj mm -> (match get "served_by" mm with Some (JArr l) -> l | _ -> []) | _ -> [] in
      Stdlib.List.concat (Stdlib.List.mapi (fun i pairing ->
          match pairing with
          | JObj pm -> (match get "provider" pm with
              | Some (JStr p) when static p ->
                [ Printf.sprintf "$.catalog.models.%s.served_by[%d]" family i ]
              | _ -> [])
          | _ -> []) served))
    (sorted (members "models"))

let catalog_pool (sch : schema) (m : (string * json) list) (cat : json) : json list =
  let cat = plain "$.catalog" cat in
  validate_catalog sch cat;
  let paths = Array.of_list (flat_paths cat) in
  let place i = if i < Array.length paths then paths.(i) else Printf.sprintf "$.catalog(candidate %d)" i in
  let flat = Stdlib.List.mapi (fun i c -> schema_candidate sch (place i) c)
      (flatten sch cat) in
  flat @ extra_candidates m (schema_candidate sch)

let candidates sch m =
  match get "catalog" m, get "candidates" m with
  | Some _, Some _ -> fail "$.catalog" "give candidates or a catalog, not both"
  | Some cat, None -> catalog_pool sch m cat
  | None, None -> fail "$.candidates" "missing (or give a catalog)"
  | None, Some v ->
    let l = match v with v when all_null v -> [] | JArr l -> l | _ -> fail "$.candidates" "expected an array of candidates" in
    Stdlib.List.mapi (fun i c -> candidate sch (Printf.sprintf "$.candidates[%d]" i) c) l

(* The pool of a run (spec/15 §15.1): `candidates` as given (chapter 2), or
   a catalog (validated as chapter 11 says) as upstream's engine matrix
   (Model.engine_matrix) followed by ctx.request.extra_candidates as given
   (chapter 2); [check where c] on each candidate the request gives. *)
let run_pool sch m ~check =
  let given where c = check where (candidate sch where c) in
  match get "catalog" m, get "candidates" m with
  | Some _, Some _ -> fail "$.catalog" "give candidates or a catalog, not both"
  | Some cat, None ->
    let cat = plain "$.catalog" cat in
    validate_catalog sch cat;
    engine_matrix cat @ extra_candidates m given
  | None, None -> fail "$.candidates" "missing (or give a catalog)"
  | None, Some v ->
    let l = match v with v when all_null v -> [] | JArr l -> l | _ -> fail "$.candidates" "expected an array of candidates" in
    Stdlib.List.mapi (fun i c -> given (Printf.sprintf "$.candidates[%d]" i) c) l

let ctx_of m where = context where (match get "ctx" m with Some c -> c | None -> JObj [])

let pid (c : json) = match c with JObj m -> (match get "provider_id" m with Some (JStr s) -> s | _ -> "") | _ -> ""

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
      let sch = schema_of (get "schema" m) in
      let expect e = OObj [ ("name", name); ("expect", OObj e) ] in
      match flow_answer known sch (field m "flow") with
      | FARefused (p, why) -> expect [ ("rejected", OBool true); ("error", OStr (shown (p ^ ": " ^ why))) ]
      | FANormal (e, nj) -> expect [ ("encoding", OStr e); ("fingerprint", OStr (fingerprint e));
                                     ("identity", OStr (Sha256.digest e)); ("normal", of_json nj) ]
      | FAUnlabeled -> fail "$.flow" "internal: the canonical labeling left a node unlabeled"
    end else if kind = "flow_run" then begin
      (* spec/16 §16.7-§16.8: the run computed by the model (FlowRun.v) *)
      match flow_run_answer fingerprint Sha256.digest known (schema_of (get "schema" m)) m with
      | FRRejected (p, why) ->
        OObj [ ("name", name); ("expect", OObj [ ("rejected", OBool true); ("error", OStr (shown (p ^ ": " ^ why))) ]) ]
      | FRError (w, why) -> fail w why
      | FRAnswer j -> OObj [ ("name", name); ("expect", of_json j) ]
    end else begin
      if not (Stdlib.List.mem kind claimed_kinds) then
        fail "$.kind" ("kind '" ^ kind ^ "' is not claimed by this server");
      let sch = schema_of (get "schema" m) in
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
            let rq = match get "request" m with
              | None -> []
              | Some v -> checked_request "$.request" (obj "$.request" (plain "$.request" v)) in
            let c = candidate sch "$.candidate" (field m "candidate") in
            let k = ctx_of m "$.ctx" in
            (match transform rq c k with
             | XOk q -> expect [ ("request", of_json (JObj q)) ]
             | XErr why -> fail "$.request" why)
          | "policy" ->
            let cs = candidates sch m in
            let k = ctx_of m "$.ctx" in
            let (o, rj) = plan sch t cs k in
            expect [ ("ordered", OArr (Stdlib.List.map (fun e -> OStr (pid e.cand)) o));
                     ("scores", OArr (Stdlib.List.map (fun e -> ONum (f64 e.score)) o));
                     ("rejected", OArr (Stdlib.List.map (fun (c, r) ->
                          OObj [ ("provider", OStr (pid c)); ("reason", OStr r) ]) rj)) ]
          | "pred" ->
            let cases = arr "$.cases" (field m "cases") in
            let answers = Stdlib.List.mapi (fun i case ->
                let where = Printf.sprintf "$.cases[%d]" i in
                let cm = match case with JObj cm -> cm | _ -> fail where "expected an object with candidate and ctx" in
                let c = candidate sch (where ^ ".candidate") (match get "candidate" cm with Some c -> c | None -> JNull) in
                let k = context (where ^ ".ctx") (match get "ctx" cm with Some c -> c | None -> JObj []) in
                match evp sch t c k with
                | None -> OObj [ ("expect_ok", OBool true) ]
                | Some r -> OObj [ ("expect_ok", OBool false); ("expect_reason", OStr r) ]) cases in
            OObj [ ("name", name); ("expect", OObj common); ("cases", OArr answers) ]
          | "scorer" ->
            let cs = candidates sch m in
            let k = ctx_of m "$.ctx" in
            expect [ ("scores", OArr (Stdlib.List.map (fun x -> ONum (f64 x)) (evs sch t cs k))) ]
          | "selector" ->
            let cs = candidates sch m in
            let k = ctx_of m "$.ctx" in
            let n = Stdlib.List.length cs in
            let scores = match get "scores" m with
              | None | Some JNull -> Stdlib.List.map (fun _ -> 0.0) cs
              | Some v ->
                let l = (match v with v when all_null v -> Some [] | JArr l -> Some l | _ -> None) in
                (match l with
                 | Some l when Stdlib.List.length l = n ->
                   Stdlib.List.mapi (fun i x -> match x with
                       | JNum f -> f64 f
                       | JStr "+inf" -> Float.infinity | JStr "-inf" -> Float.neg_infinity
                       | JStr "nan" -> Float.nan
                       | _ -> fail (Printf.sprintf "$.scores[%d]" i) "expected a number, \"+inf\", \"-inf\" or \"nan\"") l
                 | _ -> fail "$.scores" (Printf.sprintf "expected an array of %d scores, one per candidate" n)) in
            let es = entries cs (Stdlib.List.map Float64.of_float scores) in
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
            let ks = match field m "cases" with v when all_null v -> [] | JArr l -> l | _ -> fail "$.cases" "expected an array of error kinds" in
            let ks = Stdlib.List.map (function JStr s -> s | _ -> fail "$.cases" "expected an array of error kinds") ks in
            Stdlib.List.iteri (fun i k -> if not (valid_unicode k) then
                                  fail (Printf.sprintf "$.cases[%d]" i) "string is not valid Unicode (lone surrogate)") ks;
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
