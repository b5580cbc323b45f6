(** The evaluation inputs (spec/02 §2.6) and the schema (spec/02 §2.2):
    the reading rules, candidates, contexts, requests, as total functions
    that give the value read or the first error, as a place (a JSON path,
    spec/02 §2.6 "Paths in input errors") and a message.  The server
    (../server/server.ml) turns an error into its answer (spec/07 §7.1). *)
From Coq Require Import String Ascii List Bool Arith PrimFloat.
From SigmaPol Require Import Json Admission.
Import ListNotations.
Open Scope string_scope.

(** ** Results *)

(** A value read, or the first error: where (a JSON path), why. *)
Inductive res (A : Type) : Type :=
| Valid : A -> res A
| Invalid : string -> string -> res A.
Arguments Valid {A}.
Arguments Invalid {A}.

Definition bind {A B} (r : res A) (f : A -> res B) : res B :=
  match r with Valid a => f a | Invalid w y => Invalid w y end.

Notation "'let*' x := r 'in' body" := (bind r (fun x => body))
  (at level 200, x name, r at level 100, body at level 200).

(** [b] holds, else the error. *)
Definition need (b : bool) (w why : string) : res unit :=
  if b then Valid tt else Invalid w why.

(** [f] on each element in order, the first error stopping it. *)
Fixpoint each {A} (f : A -> res unit) (l : list A) : res unit :=
  match l with [] => Valid tt | x :: r => let* _ := f x in each f r end.

(** ** Paths and texts *)

(** An array index as the text of a path writes it: its decimal digits,
    least significant first, counted up one at a time (linear in the
    length of an array; [Nat.div] and [Nat.modulo], which [nat_text]
    needs, are unary in the extracted OCaml). *)
Definition idx : Type := list ascii.
Definition idx0 : idx := ["0"%char].

Definition digit_succ (d : ascii) : ascii :=
  if Ascii.eqb d "0"%char then "1"%char else if Ascii.eqb d "1"%char then "2"%char
  else if Ascii.eqb d "2"%char then "3"%char else if Ascii.eqb d "3"%char then "4"%char
  else if Ascii.eqb d "4"%char then "5"%char else if Ascii.eqb d "5"%char then "6"%char
  else if Ascii.eqb d "6"%char then "7"%char else if Ascii.eqb d "7"%char then "8"%char
  else "9"%char.

Fixpoint isucc (i : idx) : idx :=
  match i with
  | [] => ["1"%char]
  | d :: r => if Ascii.eqb d "9"%char then "0"%char :: isucc r else digit_succ d :: r
  end.

Definition idx_text (i : idx) : string := string_of_list_ascii (rev i).

(** [f i x] on each element with its 0-based index, in order. *)
Fixpoint map_at {A B} (f : idx -> A -> res B) (i : idx) (l : list A) : res (list B) :=
  match l with
  | [] => Valid []
  | x :: r => let* y := f i x in let* ys := map_at f (isucc i) r in Valid (y :: ys)
  end.

Definition path_key (w k : string) : string := w ++ "." ++ k.
Definition path_at (w : string) (i : idx) : string := w ++ "[" ++ idx_text i ++ "]".

(** Code-point order of member names (their byte order), over the
    characters. *)
Fixpoint chars_leb (a b : list ascii) : bool :=
  match a, b with
  | [], _ => true
  | _ :: _, [] => false
  | x :: a', y :: b' =>
      match Ascii.compare x y with Lt => true | Gt => false | Eq => chars_leb a' b' end
  end.
Definition key_leb (a b : string) : bool := chars_leb (list_ascii_of_string a) (list_ascii_of_string b).

(** Members in code-point order of their names: a stable merge sort. *)
Fixpoint merge {A} (l1 l2 : list (string * A)) : list (string * A) :=
  let fix merge_aux (l2 : list (string * A)) : list (string * A) :=
    match l1, l2 with
    | [], _ => l2
    | _, [] => l1
    | a1 :: l1', a2 :: l2' =>
        if key_leb (fst a1) (fst a2) then a1 :: merge l1' l2 else a2 :: merge_aux l2'
    end in
  merge_aux l2.

Fixpoint msort_fuel {A} (fuel : nat) (l : list (string * A)) : list (string * A) :=
  match fuel with
  | O => l
  | S f =>
      match l with
      | [] | [_] => l
      | _ => let h := Nat.div2 (length l) in
             merge (msort_fuel f (firstn h l)) (msort_fuel f (skipn h l))
      end
  end.
Definition sorted {A} (l : list (string * A)) : list (string * A) := msort_fuel (length l) l.

(** ** Reading objects *)

Definition get (k : string) (m : list (string * json)) : option json := assoc k m.

Fixpoint remove_first (k : string) (m : list (string * json)) : list (string * json) :=
  match m with
  | [] => []
  | (k', v) :: r => if String.eqb k k' then r else (k', v) :: remove_first k r
  end.

(** [m] with member [k] set to [v]. *)
Definition set (k : string) (v : json) (m : list (string * json)) : list (string * json) :=
  (k, v) :: remove_first k m.

Definition is_num (v : json) : bool := match v with JNum _ => true | _ => false end.
Definition is_str (v : json) : bool := match v with JStr _ => true | _ => false end.
Definition is_bool (v : json) : bool := match v with JBool _ => true | _ => false end.
Definition is_null (v : json) : bool := match v with JNull => true | _ => false end.
(** A member that is the string [s] (compared whole, never matched
    character by character). *)
Definition str_is (o : option json) (s : string) : bool :=
  match o with Some (JStr x) => String.eqb x s | _ => false end.

(** Rule 5: where an object is expected, [[]] is the empty one. *)
Definition obj (w : string) (v : json) : res (list (string * json)) :=
  match v with
  | JArr [] => Valid []
  | JObj m => Valid m
  | _ => Invalid w "expected an object"
  end.

(** An object whose members are all null reads as [{}] (they are absent),
    and so as [[]] where an array is read (spec/07 §7.1). *)
Definition all_null (v : json) : bool :=
  match v with JObj m => forallb (fun kv => is_null (snd kv)) m | _ => false end.

(** Member [k] of [m], when present, passes [ok], else [expected <what>]. *)
Definition optional (m : list (string * json)) (k : string) (ok : json -> bool)
    (what w : string) : res unit :=
  match get k m with
  | Some v => need (ok v) (path_key w k) ("expected " ++ what)
  | None => Valid tt
  end.

Definition optionals (m : list (string * json)) (ks : list string) (ok : json -> bool)
    (what w : string) : res unit :=
  each (fun k => optional m k ok what w) ks.

(** ** The reading rules (spec/02 §2.6) *)

Definition lone_surrogate : string := "string is not valid Unicode (lone surrogate)".

(** An object's members read: names first (each valid Unicode), then, in
    code-point order of the names, each member not null read by rule
    (null members dropped); [rs] pairs each member with its reading. *)
Fixpoint first_read (rs : list (string * option (res json))) : res (list (string * json)) :=
  match rs with
  | [] => Valid []
  | (k, None) :: r => first_read r
  | (k, Some x) :: r => let* x' := x in let* r' := first_read r in Valid ((k, x') :: r')
  end.

(** Rules 1-3 and 5 (rule 4, the nesting bound, is the JSON reader's,
    spec/07 §7.2): numbers finite, strings and names valid Unicode, null
    members absent, dropped first (null array elements kept), members
    visited, and kept, in code-point order of their names. *)
Fixpoint plain (w : string) (v : json) : res json :=
  match v with
  | JNull | JBool _ => Valid v
  | JNum x => if is_finite x then Valid v else Invalid w "expected a finite number"
  | JStr s => if valid_unicode s then Valid v else Invalid w lone_surrogate
  | JArr l =>
      let fix go (i : idx) (l : list json) : res (list json) :=
        match l with
        | [] => Valid []
        | x :: r => let* x' := plain (path_at w i) x in let* r' := go (isucc i) r in Valid (x' :: r')
        end in
      let* l' := go idx0 l in Valid (JArr l')
  | JObj m =>
      let fix reads (m : list (string * json)) : list (string * option (res json)) :=
        match m with
        | [] => []
        | (k, x) :: r =>
            (k, if is_null x then None else Some (plain (path_key w k) x)) :: reads r
        end in
      let rs := sorted (reads m) in
      let* _ := need (forallb (fun kr => valid_unicode (fst kr)) rs) w lone_surrogate in
      let* m' := first_read rs in Valid (JObj m')
  end.

(** ** Candidates (spec/02 §2.6 "Candidates") *)

Definition num_fields : list string :=
  ["price_in"; "price_out"; "latency_ms"; "tok_s"; "success_rate"; "quality_hint"].

(** A sub-object [k] of [c], when present: an object whose member [inner],
    when present, passes [ok]. *)
Definition sub_object (c : list (string * json)) (k inner : string) (ok : json -> bool)
    (what w : string) : res (list (string * json)) :=
  match get k c with
  | Some x =>
      let here := path_key w k in
      let* o := obj here x in
      let* _ := optional o inner ok what here in
      Valid (set k (JObj o) c)
  | None => Valid c
  end.

Definition ext_field (c : list (string * json)) (w : string) (d : string * fdecl) : res unit :=
  match snd d with
  | DNum _ => optional c (fst d) is_num "a number (declared Num field)" w
  | DBool _ => optional c (fst d) is_bool "a boolean (declared Bool field)" w
  end.

Definition is_str_opt (o : option json) : bool := match o with Some (JStr _) => true | _ => false end.

(** A candidate's members, read by rule and checked in the order of the
    table of §2.6. *)
Definition candidate_members (σ : schema) (w : string) (v : json) : res (list (string * json)) :=
  let* pv := plain w v in
  let* c := obj w pv in
  let* _ := each (fun k => need (is_str_opt (get k c)) (path_key w k)
                                "expected a string (every candidate has one)")
                 ["provider_id"; "model_family"] in
  let* _ := optionals c ["tier"; "scope"] is_str "a string" w in
  let* _ := optionals c num_fields is_num "a number" w in
  let* _ := optionals c ["has_tee"; "no_log"] is_bool "a boolean" w in
  let* c := sub_object c "capabilities" "context" is_num "a number" w in
  let* c := sub_object c "offer" "peer_id" is_str "a string" w in
  let* _ := each (ext_field c w) (sorted (ext σ)) in
  Valid c.

Definition candidate (σ : schema) (w : string) (v : json) : res json :=
  let* c := candidate_members σ w v in Valid (JObj c).

(** ** Requests and contexts (spec/02 §2.6 "Request", "Context") *)

(** A request's members, checked in the order of §2.6: [requirements] (its
    members in the order listed, then [needs]), [scope], [_filters]. *)
Definition checked_request (w : string) (m : list (string * json)) : res (list (string * json)) :=
  let* m :=
    match get "requirements" m with
    | Some r =>
        let here := path_key w "requirements" in
        let* r := obj here r in
        let* _ := optional r "min_context" is_num "a number" here in
        let* _ := optionals r ["model_family"; "tier"; "privacy"] is_str "a string" here in
        let* _ := optionals r ["min_quality"; "min_tok_s"] is_num "a number" here in
        let* r :=
          match get "needs" r with
          | Some n =>
              let n := match n with JObj [] => JArr [] | x => x end in
              match n with
              | JArr l => if forallb is_str l then Valid (set "needs" n r)
                          else Invalid (path_key here "needs") "expected an array of strings"
              | _ => Invalid (path_key here "needs") "expected an array of strings"
              end
          | None => Valid r
          end in
        Valid (set "requirements" (JObj r) m)
    | None => Valid m
    end in
  let* _ := optional m "scope" is_str "a string" w in
  match get "_filters" m with
  | Some f => let* f := obj (path_key w "_filters") f in Valid (set "_filters" (JObj f) m)
  | None => Valid m
  end.

Definition or_empty (o : option json) : json := match o with Some v => v | None => JObj [] end.

(** The state's four tables, each an object when present. *)
Definition state_tables (sw : string) (st : list (string * json)) : res (list (string * json)) :=
  fold_left (fun acc k =>
               let* st := acc in
               match get k st with
               | Some t => let* t := obj (path_key sw k) t in Valid (set k (JObj t) st)
               | None => Valid st
               end) ["ema"; "breakers"; "disabled"; "credits"] (Valid st).

(** A context: [request], [state] and its four tables (in that order),
    the [ema] entries and the [credits] values (each in code-point order of
    their keys), [seed], [now_ms] (vector [place-ctx-request-before-seed]). *)
Definition context (w : string) (v : json) : res json :=
  let* pv := plain w v in
  let* c := obj w pv in
  let rw := path_key w "request" in
  let* rq := obj rw (or_empty (get "request" c)) in
  let* rq := checked_request rw rq in
  let sw := path_key w "state" in
  let* st := obj sw (or_empty (get "state" c)) in
  let* st := state_tables sw st in
  let* st :=
    match get "ema" st with
    | Some (JObj e) =>
        let* e := map_at (fun _ kt =>
                    let here := path_key (path_key sw "ema") (fst kt) in
                    let* t := obj here (snd kt) in
                    let* _ := optionals t ["price_in"; "price_out"] is_num "a number" here in
                    Valid (fst kt, JObj t)) idx0 (sorted e) in
        Valid (set "ema" (JObj e) st)
    | _ => Valid st
    end in
  let* _ :=
    match get "credits" st with
    | Some (JObj cr) =>
        each (fun kx => need (is_num (snd kx)) (path_key (path_key sw "credits") (fst kx))
                             "expected a number") (sorted cr)
    | _ => Valid tt
    end in
  let* _ := optionals c ["seed"; "now_ms"] is_num "a number" w in
  Valid (JObj (set "state" (JObj st) (set "request" (JObj rq) c))).

(** The [ctx] member of a request (absent reads as [{}]), at [$.ctx]. *)
Definition ctx_of (m : list (string * json)) : res json := context "$.ctx" (or_empty (get "ctx" m)).

(** The [xform] kind's [request] (spec/07 §7.1): absent, the empty one. *)
Definition xform_request (m : list (string * json)) : res (list (string * json)) :=
  match get "request" m with
  | None => Valid []
  | Some v => let* pv := plain "$.request" v in
              let* r := obj "$.request" pv in
              checked_request "$.request" r
  end.

(** The provider id of a candidate read ([""] for none). *)
Definition pid (c : json) : string :=
  match c with JObj m => match get "provider_id" m with Some (JStr s) => s | _ => "" end | _ => "" end.

(** ** The schema (spec/02 §2.2) *)

Definition core_names : list string :=
  ["price_in"; "price_out"; "latency_ms"; "tok_s"; "success_rate"; "credits";
   "context"; "has_tee"; "no_log"; "breaker_open"; "disabled"].

Definition schema_at : string := "$.schema".

(** One field declaration, at [$.schema.fields.<name>]. *)
Definition field_decl (name : string) (d : json) : res (string * fdecl) :=
  let fw := path_key schema_at "fields" in
  let here := path_key fw name in
  let no_sort := "extension '" ++ name ++ "' must declare sort Num or Bool" in
  let* _ := need (valid_unicode name) fw lone_surrogate in
  let* _ := need (negb (in_strings name core_names)) here
                 ("cannot override core field '" ++ name ++ "'") in
  let* dm := match d with JObj dm => Valid dm | _ => Invalid here no_sort end in
  let* is_numeric := if str_is (get "sort" dm) "Num" then Valid true
                     else if str_is (get "sort" dm) "Bool" then Valid false
                     else Invalid here no_sort in
  let* _ := each (fun kv => need (in_strings (fst kv) ["sort"; "default"; "source"])
                                 (path_key here (fst kv)) "unknown declaration key") (sorted dm) in
  let* decl := match is_numeric, get "default" dm with
               | true, Some (JNum x) =>
                   if is_finite x then Valid (DNum x)
                   else Invalid here ("extension '" ++ name ++ "' needs a numeric default")
               | true, _ => Invalid here ("extension '" ++ name ++ "' needs a numeric default")
               | false, Some (JBool b) => Valid (DBool b)
               | false, _ => Invalid here ("extension '" ++ name ++ "' needs a boolean default")
               end in
  let* _ := match get "source" dm with
            | None => Valid tt
            | Some (JStr s) => need (valid_unicode s) (path_key here "source") lone_surrogate
            | Some _ => Invalid (path_key here "source") "expected a string"
            end in
  Valid (name, decl).

Definition tier_text (i : idx) (t : json) : res string :=
  match t with
  | JStr s => let* _ := need (valid_unicode s) (path_at (path_key schema_at "tier_order") i) lone_surrogate in
              Valid s
  | _ => Invalid (path_key schema_at "tier_order") "expected an array of tier names"
  end.

(** The first tier listed twice ([i] the index of its second occurrence,
    chapter 8 [pinned-tier-order-duplicates]). *)
Fixpoint no_repeat (seen : list string) (i : idx) (l : list string) : res unit :=
  match l with
  | [] => Valid tt
  | t :: r => if in_strings t seen
              then Invalid (path_at (path_key schema_at "tier_order") i) ("tier '" ++ t ++ "' listed twice")
              else no_repeat (t :: seen) (isucc i) r
  end.

(** The schema, read as given (not by the reading rules): top-level keys,
    field names and declaration keys in code-point order. *)
Definition schema_of (v : option json) : res schema :=
  match v with
  | None | Some JNull | Some (JArr []) => Valid default_schema
  | Some (JObj m) =>
      let* _ := each (fun kv => need (in_strings (fst kv) ["fields"; "tier_order"])
                                     (path_key schema_at (fst kv)) "unknown schema key") (sorted m) in
      let* fields := match get "fields" m with
                     | None | Some (JArr []) => Valid []
                     | Some (JObj f) => Valid f
                     | Some _ => Invalid (path_key schema_at "fields") "expected an object of field declarations"
                     end in
      let* ext := map_at (fun _ nd => field_decl (fst nd) (snd nd)) idx0 (sorted fields) in
      let* tiers := match get "tier_order" m with
                    | None => Valid (tiers default_schema)
                    | Some (JObj []) => Valid []
                    | Some (JArr l) =>
                        if forallb is_str l then map_at tier_text idx0 l
                        else Invalid (path_key schema_at "tier_order") "expected an array of tier names"
                    | Some _ => Invalid (path_key schema_at "tier_order") "expected an array of tier names"
                    end in
      let* _ := no_repeat [] idx0 tiers in
      Valid {| ext := ext; tiers := tiers |}
  | Some _ => Invalid schema_at "a schema is an object with `fields` and `tier_order`"
  end.

(** ** The members of a request kind (spec/07 §7.1) *)

(** A member the kind requires. *)
Definition field (m : list (string * json)) (k : string) : res json :=
  match get k m with Some v => Valid v | None => Invalid ("$." ++ k) "missing" end.

(** An array ([{}] and an object of nulls being the empty one). *)
Definition arr (w : string) (v : json) : res (list json) :=
  if all_null v then Valid [] else
  match v with JArr l => Valid l | _ => Invalid w "expected an array" end.

(** The [pred] kind's cases: each an object with a candidate and a context,
    read one after the other. *)
Definition pred_cases (σ : schema) (m : list (string * json)) : res (list (json * json)) :=
  let* cs := field m "cases" in
  let* cs := arr "$.cases" cs in
  map_at (fun i case =>
            let w := path_at "$.cases" i in
            match case with
            | JObj cm =>
                let* c := candidate σ (w ++ ".candidate")
                                    (match get "candidate" cm with Some c => c | None => JNull end) in
                let* k := context (w ++ ".ctx") (or_empty (get "ctx" cm)) in
                Valid (c, k)
            | _ => Invalid w "expected an object with candidate and ctx"
            end) idx0 cs.

(** The [selector] kind's scores, one per candidate ([n] of them): absent,
    all zero; a number, ["+inf"], ["-inf"] or ["nan"] each. *)
Definition selector_scores (m : list (string * json)) (n : nat) : res (list float) :=
  match get "scores" m with
  | None | Some JNull => Valid (repeat 0%float n)
  | Some v =>
      let l := if all_null v then Some [] else match v with JArr l => Some l | _ => None end in
      match l with
      | Some l =>
          if Nat.eqb (length l) n then
            map_at (fun i x => match x with
                               | JNum f => Valid f
                               | JStr s =>
                                   if String.eqb s "+inf" then Valid PrimFloat.infinity
                                   else if String.eqb s "-inf" then Valid PrimFloat.neg_infinity
                                   else if String.eqb s "nan" then Valid PrimFloat.nan
                                   else Invalid (path_at "$.scores" i) "expected a number, ""+inf"", ""-inf"" or ""nan"""
                               | _ => Invalid (path_at "$.scores" i) "expected a number, ""+inf"", ""-inf"" or ""nan"""
                               end) idx0 l
          else Invalid "$.scores" ("expected an array of " ++ nat_text n ++ " scores, one per candidate")
      | None => Invalid "$.scores" ("expected an array of " ++ nat_text n ++ " scores, one per candidate")
      end
  end.

(** The [failplan] kind's cases: error kinds, strings. *)
Definition failplan_cases (m : list (string * json)) : res (list string) :=
  let* v := field m "cases" in
  let* l := if all_null v then Valid [] else
            match v with JArr l => Valid l | _ => Invalid "$.cases" "expected an array of error kinds" end in
  let* ks := map_at (fun _ x => match x with
                                | JStr s => Valid s
                                | _ => Invalid "$.cases" "expected an array of error kinds"
                                end) idx0 l in
  let* _ := map_at (fun i k => need (valid_unicode k) (path_at "$.cases" i) lone_surrogate) idx0 ks in
  Valid ks.
