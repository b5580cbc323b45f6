(** Catalogs in the protocol (spec/11): a catalog's validation (§11.3), the
    candidate schema's validator (§11.2; its defaults, rule 7, are
    [Catalog.complete]), the candidates of one call (§11.4) and a run's pool
    (spec/15 §15.1), as total functions giving the value or the first error
    (where, why: Inputs.res).  Flattening is [Catalog.flatten], the engine
    matrix [Catalog.engine_matrix]. *)
From Coq Require Import String List Bool.
From SigmaPol Require Import Json Admission Catalog Inputs.
Import ListNotations.
Open Scope string_scope.

Definition api_kinds : list string :=
  ["openai_compatible"; "openai_codex"; "anthropic"; "google"; "bedrock"; "ollama"].
Definition discovery_kinds : list string := ["static"; "marketplace"].

Definition one_of (values : list string) : string := "must be one of: " ++ String.concat ", " values.

Definition nonempty_str (v : json) : bool :=
  match v with JStr s => negb (String.eqb s "") | _ => false end.
Definition nonempty_opt (o : option json) : bool :=
  match o with Some v => nonempty_str v | None => false end.

Definition is_static (o : option json) : bool := str_is o "static".

(** An object, [[]] the empty one, else [expected <what>]. *)
Definition members_of (w what : string) (v : json) : res (list (string * json)) :=
  match v with
  | JObj m => Valid m
  | JArr [] => Valid []
  | _ => Invalid w ("expected " ++ what)
  end.

(** Member [k] of [m], when present, is one of [values]. *)
Definition among (m : list (string * json)) (k : string) (values : list string) (w : string) : res unit :=
  match get k m with
  | None => Valid tt
  | Some (JStr s) => need (in_strings s values) (path_key w k) (one_of values)
  | Some _ => Invalid (path_key w k) (one_of values)
  end.

(** §11.2 rule 6: an auth handle is an object with a string [kind] (a [[]]
    handle is refused). *)
Definition auth_ok (w : string) (v : json) : res unit :=
  match v with
  | JObj a => need (is_str_opt (get "kind" a)) (path_key w "kind") "expected a string (the kind of auth handle)"
  | _ => Invalid w "expected an auth handle (an object with a string kind)"
  end.

Definition auth_opt (m : list (string * json)) (w : string) : res unit :=
  match get "auth" m with Some a => auth_ok (path_key w "auth") a | None => Valid tt end.

Definition auth_override_why : string :=
  "auth_override is an execution input (ctx.request.auth_override), not a candidate field".

(** §11.3 "Unknown members": a member not of its level's own is a declared
    extension field of its sort, else refused ([auth_override], a dynamic
    member, an unknown one). *)
Definition level_member (σ : schema) (w level : string) (own : list string) (kv : string * json) : res unit :=
  let (k, v) := kv in
  if in_strings k own then Valid tt else
  let here := path_key w k in
  match assoc k (ext σ) with
  | Some (DNum _) => need (is_num v) here "expected a number (declared Num field)"
  | Some (DBool _) => need (is_bool v) here "expected a boolean (declared Bool field)"
  | None =>
      if String.eqb k "auth_override" then Invalid here auth_override_why
      else if in_strings k ["latency_ms"; "tok_s"; "success_rate"; "offer"] then
        Invalid here "is dynamic: a live signal the host supplies per call, never authored"
      else Invalid here ("unknown " ++ level ++ " member (one of " ++ String.concat ", " own
                         ++ ", or a declared field)")
  end.

(** [m]'s member [k], when given, is the key [key] it is filed under. *)
Definition own_key (m : list (string * json)) (k key w : string) : res unit :=
  match get k m with
  | None => Valid tt
  | Some (JStr s) => need (String.eqb s key) (path_key w k) ("must equal its key '" ++ key ++ "' when given")
  | Some _ => Invalid (path_key w k) ("must equal its key '" ++ key ++ "' when given")
  end.

(** A provider, rules P1-P11 in order. *)
Definition check_provider (σ : schema) (w : string) (idp : string * json) : res unit :=
  let (id, pv) := idp in
  let pw := path_key (path_key w "providers") id in
  let* p := members_of pw "an object (a provider)" pv in
  let static := is_static (get "discovery" p) in
  let* _ := need (static || str_is (get "discovery" p) "marketplace")
                 (path_key pw "discovery") (one_of discovery_kinds) in
  let* _ := need (negb static || nonempty_opt (get "base_url" p))
                 (path_key pw "base_url") "required for discovery=static (a non-empty string)" in
  let* _ := need (static || is_str_opt (get "discovery_id" p))
                 (path_key pw "discovery_id") "required for discovery=marketplace (a string)" in
  let* _ := need (match get "api_kind" p with Some (JStr k) => in_strings k api_kinds | _ => false end)
                 (path_key pw "api_kind") (one_of api_kinds) in
  let* _ := among p "tier" (tiers σ) pw in
  let* _ := need (negb (String.eqb id "")) pw "a provider id is a non-empty string" in
  let* _ := each (level_member σ pw "provider" provider_own) (sorted p) in
  let* _ := own_key p "provider_id" id pw in
  let* _ := optionals p ["base_url"; "auth_env"; "aws_region"; "scope"] is_str "a string" pw in
  let* _ := optionals p ["has_tee"; "no_log"] is_bool "a boolean" pw in
  auth_opt p pw.

(** M2-M3: a pairing is an object naming a provider of [provs]. *)
Definition resolved (provs : list (string * json)) (sw : string) (i : idx) (pr : json)
    : res (string * string * list (string * json)) :=
  let pw := path_at sw i in
  match pr with
  | JObj pm =>
      match get "provider" pm with
      | Some (JStr p) => match assoc p provs with
                         | Some _ => Valid (pw, p, pm)
                         | None => Invalid (path_key pw "provider") "does not resolve (no such key in $.providers)"
                         end
      | _ => Invalid (path_key pw "provider") "does not resolve (no such key in $.providers)"
      end
  | _ => Invalid pw "expected an object (a pairing naming its provider)"
  end.

(** M12-M13: the served model id of a pairing (under either name), else
    the family. *)
Definition wire_id (pw fam : string) (pm : list (string * json)) : res string :=
  match get "served_model_id" pm, get "provider_model_id" pm with
  | Some _, Some _ =>
      Invalid (path_key pw "provider_model_id")
              "give served_model_id or provider_model_id (upstream's name for it), not both"
  | Some v, None | None, Some v =>
      let name := match get "served_model_id" pm with Some _ => "served_model_id" | None => "provider_model_id" end in
      match v with
      | JStr s => if String.eqb s "" then Invalid (path_key pw name) "expected a non-empty string" else Valid s
      | _ => Invalid (path_key pw name) "expected a non-empty string"
      end
  | None, None => Valid fam
  end.

Fixpoint seen_at (key : string * string) (seen : list (string * string * idx)) : option idx :=
  match seen with
  | [] => None
  | (p, s, j) :: r => if String.eqb p (fst key) && String.eqb s (snd key) then Some j else seen_at key r
  end.

(** M10-M14 over the pairings, in order. *)
Fixpoint check_pairings (σ : schema) (fam : string) (seen : list (string * string * idx)) (i : idx)
    (l : list (string * string * list (string * json))) : res unit :=
  match l with
  | [] => Valid tt
  | (pw, p, pm) :: r =>
      let* _ := each (level_member σ pw "served_by" pairing_own) (sorted pm) in
      let* _ := optionals pm ["price_in"; "price_out"; "quality_hint"] is_num "a number" pw in
      let* sid := wire_id pw fam pm in
      match seen_at (p, sid) seen with
      | Some j => Invalid pw ("repeats served_by[" ++ idx_text j ++ "]: same provider and served model id")
      | None => check_pairings σ fam ((p, sid, i) :: seen) (isucc i) r
      end
  end.

(** A model, rules M1-M14 in order. *)
Definition check_model (σ : schema) (w : string) (provs : list (string * json)) (fm : string * json) : res unit :=
  let (fam, mv) := fm in
  let mw := path_key (path_key w "models") fam in
  let* md := members_of mw "an object (a model)" mv in
  let sw := path_key mw "served_by" in
  let* served := match get "served_by" md with
                 | Some (JArr ((_ :: _) as l)) => Valid l
                 | _ => Invalid sw "must be a non-empty list"
                 end in
  let* pairings := map_at (resolved provs sw) idx0 served in
  let* _ := need (negb (absent "capabilities" md)) (path_key mw "capabilities") "required" in
  let* _ := need (negb (String.eqb fam "")) mw "a model family is a non-empty string" in
  let* _ := each (level_member σ mw "model" model_own) (sorted md) in
  let* _ := own_key md "model_family" fam mw in
  let* _ := match get "capabilities" md with
            | Some cv => let cw := path_key mw "capabilities" in
                         let* caps := members_of cw "an object" cv in
                         optional caps "context" is_num "a number" cw
            | None => Valid tt
            end in
  let* _ := optional md "static_quality_hint" is_num "a number" mw in
  check_pairings σ fam [] idx0 pairings.

(** §11.3: the catalog (read by rule first, [catalog_pool]), then its
    providers and its models in code-point order of their keys, then its
    other members. *)
Definition validate_catalog (σ : schema) (cat : json) : res unit :=
  let w := "$.catalog" in
  let* c := match cat with
            | JObj m => Valid m
            | JArr [] => Valid []
            | _ => Invalid w "a catalog is an object with providers and models"
            end in
  let* pv := match get "providers" c with
             | None => Invalid (path_key w "providers") "required (an object keyed by id)"
             | Some v => Valid v
             end in
  let* mv := match get "models" c with
             | None => Invalid (path_key w "models") "required (an object keyed by family)"
             | Some v => Valid v
             end in
  let* provs := members_of (path_key w "providers") "an object keyed by id" pv in
  let* models := members_of (path_key w "models") "an object keyed by family" mv in
  let* _ := each (check_provider σ w) (sorted provs) in
  let* _ := each (check_model σ w provs) (sorted models) in
  each (fun kv => need (in_strings (fst kv) ["providers"; "models"]) (path_key w (fst kv))
                       "unknown catalog member (one of models, providers)") (sorted c).

(** The candidate schema's validator (§11.2): chapter 2's candidate rules,
    rules 1-6, the defaults (rule 7, [Catalog.complete]), rules 8-9. *)
Definition schema_candidate (σ : schema) (w : string) (v : json) : res json :=
  let* c := candidate_members σ w v in
  let* _ := need (absent "auth_override" c) (path_key w "auth_override") auth_override_why in
  let* _ := each (fun k => match get k c with
                           | Some v => need (nonempty_str v) (path_key w k) "expected a non-empty string"
                           | None => Valid tt
                           end) ["provider_id"; "model_family"; "served_model_id"] in
  let* _ := need (negb (absent "capabilities" c)) (path_key w "capabilities")
                 "required (an object, e.g. {""context"": 8000})" in
  let* _ := among c "api_kind" api_kinds w in
  let* _ := among c "tier" (tiers σ) w in
  let* _ := among c "discovery" discovery_kinds w in
  let* _ := optionals c ["base_url"; "auth_env"; "aws_region"] is_str "a string" w in
  let* _ := auth_opt c w in
  let c := complete c in
  let* _ := if is_static (get "discovery" c)
            then need (nonempty_opt (get "base_url" c)) (path_key w "base_url")
                      "required for discovery=static (a non-empty string)"
            else need (match get "offer" c with Some (JObj _) => true | _ => false end)
                      (path_key w "offer") "required for discovery=marketplace (an object)" in
  Valid (JObj c).

(** [ctx.request.extra_candidates] as given: the context itself is read
    after the pool ([Inputs.ctx_of]); [None] when a step of the way is not
    a member of an object. *)
Definition extras_given (m : list (string * json)) : option json :=
  match or_empty (get "ctx" m) with
  | JObj c => match get "request" c with
              | Some (JObj r) => get "extra_candidates" r
              | _ => None
              end
  | _ => None
  end.

(** An array of candidates at [w]: [{}] and an object of nulls are the
    empty one (spec/02 §2.6 rule 5). *)
Definition candidate_list (w : string) (v : json) : res (list json) :=
  if all_null v then Valid [] else
  match v with JArr l => Valid l | _ => Invalid w "expected an array of candidates" end.

Definition extra_at : string := "$.ctx.request.extra_candidates".

(** The extra candidates of a call (§11.4), each read by [read] at its
    place, one after the other; [null] is none. *)
Definition extra_candidates (m : list (string * json)) (read : string -> json -> res json) : res (list json) :=
  let* extras := match extras_given m with
                 | None | Some JNull => Valid []
                 | Some v => candidate_list extra_at v
                 end in
  map_at (fun i c => read (path_at extra_at i) c) idx0 extras.

(** The place of each candidate [Catalog.flatten] makes (§11.4): the pairing
    it comes from, [$.catalog.models.<family>.served_by[<i>]], families in
    code-point order, pairings in order, static providers only, as
    [Catalog.flatten] walks them. *)
Definition flat_paths (cat : json) : list string :=
  let provs := obj_members (member "providers" cat) in
  flat_map (fun fm =>
    let model := obj_members (Some (snd fm)) in
    let pairings := match assoc "served_by" model with Some (JArr l) => l | _ => [] end in
    let fix go (i : idx) (l : list json) : list string :=
      match l with
      | [] => []
      | p :: r =>
          let here := match assoc "provider" (obj_members (Some p)) with
                      | Some (JStr pid) =>
                          if is_static (assoc "discovery" (obj_members (assoc pid provs)))
                          then [path_at (path_key "$.catalog.models" (fst fm) ++ ".served_by") i]
                          else []
                      | _ => []
                      end in
          app here (go (isucc i) r)
      end in
    go idx0 pairings)
    (sort_members (obj_members (member "models" cat))).

(** Each flattened candidate with its place (past the places: [$.catalog]
    and its index, which [CatalogProofs.flat_paths_length] shows never
    happens). *)
Fixpoint placed (i : idx) (cs : list json) (ps : list string) : list (string * json) :=
  match cs, ps with
  | [], _ => []
  | c :: r, p :: ps' => (p, c) :: placed (isucc i) r ps'
  | c :: r, [] => ("$.catalog(candidate " ++ idx_text i ++ ")", c) :: placed (isucc i) r []
  end.

(** A catalog read by rule and validated (§11.3), with its candidates
    (§11.4): its flattening, each through the candidate schema at the place
    of its pairing. *)
Definition catalog_read (σ : schema) (cat : json) : res (json * list json) :=
  let* cat := plain "$.catalog" cat in
  let* _ := validate_catalog σ cat in
  let* flat := map_at (fun _ pc => schema_candidate σ (fst pc) (snd pc)) idx0
                      (placed idx0 (flatten σ cat) (flat_paths cat)) in
  Valid (cat, flat).

(** The candidates of one call of a catalog (§11.4): the catalog's, then
    the request's extra candidates through the candidate schema. *)
Definition catalog_pool (σ : schema) (m : list (string * json)) (cat : json) : res (list json) :=
  let* cf := catalog_read σ cat in
  let* extras := extra_candidates m (schema_candidate σ) in
  Valid (app (snd cf) extras).

(** A request's [candidates] as given (chapter 2), each read by [read]. *)
Definition given_candidates (v : json) (read : string -> json -> res json) : res (list json) :=
  let* l := candidate_list "$.candidates" v in
  map_at (fun i c => read (path_at "$.candidates" i) c) idx0 l.

(** The candidates of a [policy], [scorer] or [selector] request (spec/07
    §7.1, spec/11 §11.4): [candidates] or a [catalog], not both. *)
Definition candidates (σ : schema) (m : list (string * json)) : res (list json) :=
  match get "catalog" m, get "candidates" m with
  | Some _, Some _ => Invalid "$.catalog" "give candidates or a catalog, not both"
  | Some cat, None => catalog_pool σ m cat
  | None, None => Invalid "$.candidates" "missing (or give a catalog)"
  | None, Some v => given_candidates v (candidate σ)
  end.

(** Candidates given to a run (at [w]): chapter 2's, all of them, then
    [check] on each in order (the run's own rule, spec/15 §15.9: a raw
    price present is a number). *)
Definition run_given (σ : schema) (w : string) (v : json) (check : string -> json -> res json)
    : res (list json) :=
  let* l := candidate_list w v in
  let* cs := map_at (fun i c => candidate σ (path_at w i) c) idx0 l in
  map_at (fun i c => check (path_at w i) c) idx0 cs.

(** The pool of a run (spec/15 §15.1): [candidates] as given, or a
    catalog (read as for a call: validated, its candidates through the
    candidate schema, [catalog_read]) as upstream's engine matrix
    ([Catalog.engine_matrix]) followed by [ctx.request.extra_candidates] as
    given (a [null] one is refused, as a [null] [candidates] is). *)
Definition run_pool (σ : schema) (m : list (string * json)) (check : string -> json -> res json)
    : res (list json) :=
  match get "catalog" m, get "candidates" m with
  | Some _, Some _ => Invalid "$.catalog" "give candidates or a catalog, not both"
  | Some cat, None =>
      let* cf := catalog_read σ cat in
      let* extras := match extras_given m with
                     | None => Valid []
                     | Some v => run_given σ extra_at v check
                     end in
      Valid (app (engine_matrix (fst cf)) extras)
  | None, None => Invalid "$.candidates" "missing (or give a catalog)"
  | None, Some v => run_given σ "$.candidates" v check
  end.
