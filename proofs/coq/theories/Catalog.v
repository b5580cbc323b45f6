(** Catalogs (spec/11): the flattening of a validated catalog (§11.4) and
    the completion of a candidate (§11.2 rule 7).  Validation (§11.3, the
    rules of §11.2 but 7) is the server's, like the validation of every
    other input (spec/02 §2.6). *)
From Coq Require Import String List Bool.
From SigmaPol Require Import Json Admission.
Import ListNotations.
Open Scope string_scope.

Definition obj_members (v : option json) : list (string * json) :=
  match v with Some (JObj m) => m | _ => [] end.

Definition absent (k : string) (m : list (string * json)) : bool :=
  match assoc k m with None => true | Some _ => false end.

(** §11.2 rule 7: the members the candidate schema gives a default, when
    absent ([served_model_id] defaults to the [model_family]). *)
Definition complete (c : list (string * json)) : list (string * json) :=
  let defaults :=
    [("served_model_id", match assoc "model_family" c with Some v => v | None => JStr "" end);
     ("api_kind", JStr "openai_compatible"); ("auth", JObj [("kind", JStr "none")]);
     ("discovery", JStr "static"); ("tier", JStr "fallback");
     ("has_tee", JBool false); ("no_log", JBool false)] in
  c ++ filter (fun kv => absent (fst kv) c) defaults.

(** The members of each level (§11.1): a declared extension field named
    like one of them is that member at that level. *)
Definition provider_own : list string :=
  ["api_kind"; "auth"; "auth_env"; "aws_region"; "base_url"; "discovery"; "discovery_id";
   "has_tee"; "no_log"; "provider_id"; "scope"; "tier"].
Definition model_own : list string := ["capabilities"; "model_family"; "served_by"; "static_quality_hint"].
Definition pairing_own : list string :=
  ["price_in"; "price_out"; "provider"; "provider_model_id"; "quality_hint"; "served_model_id"].

(** The provider members a candidate takes over (§11.4). *)
Definition from_provider : list string :=
  ["api_kind"; "auth"; "auth_env"; "aws_region"; "base_url"; "has_tee"; "no_log"; "scope"; "tier"].

Definition copy (keys : list string) (from : list (string * json)) : list (string * json) :=
  flat_map (fun k => match assoc k from with Some v => [(k, v)] | None => [] end) keys.

(** A level's value of extension field [f], when it is not a member of the
    level's own. *)
Definition ext_at (own : list string) (f : string) (level : list (string * json)) : option json :=
  if in_strings f own then None else assoc f level.

Definition first_of (a b c : option json) : option json :=
  match a with Some _ => a | None => match b with Some _ => b | None => c end end.

(** The candidate of one pairing with a static provider (§11.4), before
    completion. *)
Definition flat_candidate (σ : schema) (pid : string) (prov : list (string * json))
    (fam : string) (model pairing : list (string * json)) : list (string * json) :=
  [("provider_id", JStr pid); ("model_family", JStr fam);
   ("served_model_id", match first_of (assoc "served_model_id" pairing)
                                       (assoc "provider_model_id" pairing) None with
                       | Some v => v | None => JStr fam end);
   ("capabilities", match assoc "capabilities" model with Some v => v | None => JObj [] end);
   ("discovery", JStr "static")]
  ++ match first_of (assoc "quality_hint" pairing) (assoc "static_quality_hint" model) None with
     | Some v => [("quality_hint", v)] | None => [] end
  ++ copy from_provider prov
  ++ copy ["price_in"; "price_out"] pairing
  ++ flat_map (fun d => let f := fst d in
                        match first_of (ext_at pairing_own f pairing) (ext_at model_own f model)
                                       (ext_at provider_own f prov) with
                        | Some v => [(f, v)] | None => [] end) (ext σ).

(** Flattening (§11.4): for each model family in code-point order, for each
    pairing of its [served_by] in order whose provider is [static], one
    candidate; marketplace pairings contribute nothing. *)
Definition flatten (σ : schema) (cat : json) : list json :=
  let provs := obj_members (member "providers" cat) in
  flat_map (fun fm =>
    let fam := fst fm in
    let model := obj_members (Some (snd fm)) in
    let pairings := match assoc "served_by" model with Some (JArr l) => l | _ => [] end in
    flat_map (fun p =>
      let pairing := obj_members (Some p) in
      match assoc "provider" pairing with
      | Some (JStr pid) =>
          let prov := obj_members (assoc pid provs) in
          match assoc "discovery" prov with
          | Some (JStr "static") => [JObj (flat_candidate σ pid prov fam model pairing)]
          | _ => []
          end
      | _ => []
      end) pairings)
    (sort_members (obj_members (member "models" cat))).

(** The engine matrix of a validated catalog (spec/15 §15.1, upstream's
    [build_candidate_matrix]): the pool of a run given a catalog, before
    the contract's [extra_candidates].  For each model family in code-point
    order and each pairing of its [served_by] in order whose provider is
    static, the candidate [{provider_id, model_family, served_model_id: the
    pairing's provider_model_id, else the family; capabilities: the model's;
    quality_hint: its static_quality_hint; tier: the provider's, else
    "fallback"; has_tee, no_log: the provider's, else false; base_url,
    aws_region, auth_env, auth, api_kind: the provider's, when present;
    discovery: "static"}]: no pairing price, no provider [scope], no
    extension field, no completed [auth] or [api_kind]. *)
Definition or_else (o : option json) (d : json) : json :=
  match o with Some v => v | None => d end.

Definition matrix_candidate (pid : string) (prov : list (string * json))
    (fam : string) (model pairing : list (string * json)) : list (string * json) :=
  [("provider_id", JStr pid); ("model_family", JStr fam);
   ("served_model_id", or_else (assoc "provider_model_id" pairing) (JStr fam));
   ("capabilities", or_else (assoc "capabilities" model) (JObj []))]
  ++ match assoc "static_quality_hint" model with Some v => [("quality_hint", v)] | None => [] end
  ++ [("tier", or_else (assoc "tier" prov) (JStr "fallback"));
      ("has_tee", or_else (assoc "has_tee" prov) (JBool false));
      ("no_log", or_else (assoc "no_log" prov) (JBool false))]
  ++ copy ["base_url"; "aws_region"; "auth_env"; "auth"; "api_kind"] prov
  ++ [("discovery", JStr "static")].

Definition engine_matrix (cat : json) : list json :=
  let provs := obj_members (member "providers" cat) in
  flat_map (fun fm =>
    let fam := fst fm in
    let model := obj_members (Some (snd fm)) in
    let pairings := match assoc "served_by" model with Some (JArr l) => l | _ => [] end in
    flat_map (fun p =>
      let pairing := obj_members (Some p) in
      match assoc "provider" pairing with
      | Some (JStr pid) =>
          let prov := obj_members (assoc pid provs) in
          match assoc "discovery" prov with
          | Some (JStr "static") => [JObj (matrix_candidate pid prov fam model pairing)]
          | _ => []
          end
      | _ => []
      end) pairings)
    (sort_members (obj_members (member "models" cat))).
