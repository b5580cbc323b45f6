(** Admission (spec/03): the rules of §3.9 as an inductive judgement, and
    the algorithm of §3.3–§3.5 as a function that reports the first failing
    check; the two are proved to agree (Theorems.v). *)
From Coq Require Import String Ascii List Bool Arith PrimFloat Lia.
From SigmaPol Require Import Trusted Json Syntax.
Import ListNotations.
Open Scope string_scope.

(** ** The schema (spec/02 §2.2), already validated *)
Inductive fdecl : Type := DNum : float -> fdecl | DBool : bool -> fdecl.
Record schema : Type := { ext : list (string * fdecl); tiers : list string }.

Definition core_fields : list (string * fdecl) :=
  [("price_in", DNum PrimFloat.infinity); ("price_out", DNum PrimFloat.infinity);
   ("latency_ms", DNum PrimFloat.infinity); ("tok_s", DNum 0); ("success_rate", DNum 1);
   ("credits", DNum 0); ("context", DNum 0); ("has_tee", DBool false);
   ("no_log", DBool false); ("breaker_open", DBool false); ("disabled", DBool false)].

Definition default_schema : schema :=
  {| ext := []; tiers := ["fallback"; "marketplace"; "partner"] |}.

Definition decl (σ : schema) (f : string) : option fdecl := assoc f (core_fields ++ ext σ).

Definition in_strings (s : string) (l : list string) : bool := existsb (String.eqb s) l.

(** ** Judgements on values *)
Definition num (v : json) : bool := match v with JNum x => is_finite x | _ => false end.
Definition str (v : json) : bool := match v with JStr _ => true | _ => false end.

Definition two52 : float := 4503599627370496%float.
(** An integral double >= 1: beyond 2^52 every double is integral; below,
    adding and subtracting 2^52 rounds to the nearest integer. *)
Definition count_ok (x : float) : bool :=
  is_finite x && PrimFloat.leb 1 x &&
  (PrimFloat.leb two52 x || PrimFloat.eqb ((x + two52) - two52)%float x).

Definition relations := ["lt"; "le"; "eq"; "ne"; "ge"; "gt"].
Definition actions := ["retry_same"; "next_candidate"; "next_provider_same_model"; "disable_provider"; "abort"].
Definition action_core := ["action"; "attempts"; "backoff_ms"; "then_action"; "open_breaker_ms"].
Definition chain_keys := ["provider"; "provider_id"; "model"; "model_family"].

Definition is_verb (o : option json) : bool :=
  match o with Some (JStr s) => in_strings s actions | _ => false end.
Definition absent_or (p : json -> bool) (o : option json) : bool :=
  match o with None => true | Some v => p v end.
Definition is_table (v : json) : bool := match v with JArr _ | JObj _ => true | _ => false end.
Definition is_arrayish (v : json) : bool := match v with JArr _ | JObj [] => true | _ => false end.
Definition elems (v : json) : list json := match v with JArr l => l | _ => [] end.
Definition members (v : json) : list (string * json) := match v with JObj l => l | _ => [] end.

(** [prov(e)], [model(e)] of §3.9.3: the first member when present and not
    [false], else the second. *)
Definition pick (a b : string) (e : json) : option json :=
  match member a e with
  | Some (JBool false) | None => member b e
  | x => x
  end.
Definition str_opt (o : option json) : bool := match o with Some (JStr _) => true | _ => false end.

(** The parameter rules P-* of §3.9.3, as stated there (declarative). *)
Definition pok (σ : schema) (P : psort) (v : json) : bool :=
  match P with
  | PNumS => num v
  | PCount => match v with JNum x => count_ok x | _ => false end
  | PRel => match v with JStr s => in_strings s relations | _ => false end
  | PNumField => match v with JStr s => match decl σ s with Some (DNum _) => true | _ => false end | _ => false end
  | PBoolField => match v with JStr s => match decl σ s with Some (DBool _) => true | _ => false end | _ => false end
  | PTier => match v with JStr s => in_strings s (tiers σ) | _ => false end
  | PFamily | PProvider | PServedBy | PCapability | PParamName | PSym | PProvenance | PFailReason => str v
  | PScalar => match v with JNum x => is_finite x | JStr _ | JBool _ => true | _ => false end
  | PAction =>
      match v with
      | JObj m =>
          is_verb (assoc "action" m) && absent_or (fun x => is_verb (Some x)) (assoc "then_action" m)
          && absent_or num (assoc "attempts" m) && absent_or num (assoc "open_breaker_ms" m)
          && absent_or (fun b => num b || (is_arrayish b && forallb num (elems b))) (assoc "backoff_ms" m)
          && forallb (fun kv => in_strings (fst kv) action_core || num (snd kv)) m
      | _ => false
      end
  | PRecipe =>
      is_arrayish v && forallb (fun e => match e with
                                        | JStr _ => true
                                        | JObj m => forallb (fun kv => num (snd kv)) m
                                        | JArr [] => true
                                        | _ => false end) (elems v)
  | PChain =>
      is_arrayish v && forallb (fun e => match e with
                                        | JObj m => str_opt (pick "provider" "provider_id" e)
                                                    && str_opt (pick "model" "model_family" e)
                                                    && forallb (fun kv => in_strings (fst kv) chain_keys) m
                                        | _ => false end) (elems v)
  end.

(** Well-formedness W-* of §3.9.4. *)
Inductive wf : nat -> json -> Prop :=
| W_Bool : forall l b, l <= 64 -> wf l (JBool b)
| W_Num : forall l x, l <= 64 -> is_finite x = true -> wf l (JNum x)
| W_Str : forall l s, l <= 64 -> valid_unicode s = true -> wf l (JStr s)
| W_Arr : forall l vs, l <= 64 -> Forall (wf (S l)) vs -> wf l (JArr vs)
| W_Obj : forall l m, l <= 64 -> Forall (fun kv => valid_unicode (fst kv) = true) m ->
    Forall (fun kv => wf (S l) (snd kv)) m -> wf l (JObj m).

(** ** Term rules A-Root, A-Var, A-Fix (§3.9.2), over a signature restricted
    to the operations [known] names (a subset server, spec/07). *)
Section Rules.
  Variable known : string -> bool.
  Variable σ : schema.

  Definition row_of (op : string) : option row :=
    if known op then assoc op signature else None.

  Inductive adm : nat -> json -> sort -> term -> Prop :=
  | A_Var : forall d op vs s ts t,
      d <= 64 -> row_of op = Some (RVar s) -> vs <> [] ->
      adm_var (S d) s vs ts -> build_var op ts = Some t ->
      adm d (JArr (JStr op :: vs)) s t
  | A_Fix : forall d op ins out vs avs t,
      d <= 64 -> row_of op = Some (RFix ins out) ->
      adm_args (S d) ins vs avs -> build op avs = Some t ->
      adm d (JArr (JStr op :: vs)) out t
  with adm_var : nat -> sort -> list json -> list term -> Prop :=
  | AV_nil : forall d s, adm_var d s [] []
  | AV_cons : forall d s v vs t ts, adm d v s t -> adm_var d s vs ts -> adm_var d s (v :: vs) (t :: ts)
  with adm_args : nat -> list isort -> list json -> list argv -> Prop :=
  | AA_nil : forall d, adm_args d [] [] []
  | AA_sub : forall d s ins v vs t avs, adm d v s t -> adm_args d ins vs avs ->
      adm_args d (Sub s :: ins) (v :: vs) (ASub t :: avs)
  | AA_par : forall d P ins v vs avs, pok σ P v = true -> wf 1 v -> adm_args d ins vs avs ->
      adm_args d (Par P :: ins) (v :: vs) (APar (conv v) :: avs).

  (** A-Root. *)
  Definition admitted (v : json) (s : sort) (t : term) : Prop := adm 1 v s t /\ size t <= 4096.
End Rules.

(** ** The algorithm (§3.3–§3.6), with its messages *)

Fixpoint digits (fuel n : nat) (acc : string) : string :=
  match fuel with
  | O => acc
  | S f => let d := n mod 10 in
           let acc' := String (ascii_of_nat (48 + d)) acc in
           if Nat.ltb n 10 then acc' else digits f (n / 10) acc'
  end.
Definition nat_text (n : nat) : string := digits 20 n "".

(** §3.6: a value inside a message. *)
Definition show (v : option json) : string :=
  match v with
  | None => "nil"
  | Some JNull => "null"
  | Some (JBool true) => "true" | Some (JBool false) => "false"
  | Some (JNum x) => if is_finite x then num_text x
                     else if PrimFloat.is_nan x then "nan"
                     else if PrimFloat.ltb 0 x then "inf" else "-inf"
  | Some (JStr s) => s
  | Some (JArr _) => "array"
  | Some (JObj _) => "object"
  end.

Fixpoint first_some {A} (f : A -> option string) (l : list A) : option string :=
  match l with [] => None | x :: r => match f x with Some m => Some m | None => first_some f r end end.

Fixpoint first_some_i {A} (f : nat -> A -> option string) (i : nat) (l : list A) : option string :=
  match l with [] => None | x :: r => match f i x with Some m => Some m | None => first_some_i f (S i) r end end.

Definition ifnot (b : bool) (m : string) : option string := if b then None else Some m.

Definition or_else (a : option string) (b : unit -> option string) : option string :=
  match a with Some m => Some m | None => b tt end.

Definition action_chk (v : json) : option string :=
  if negb (is_table v) then Some "Action must be a record" else
  let m := members v in
  if negb (is_verb (assoc "action" m)) then Some ("Action.action invalid: " ++ show (assoc "action" m)) else
  or_else (match assoc "then_action" m with
           | Some x => if negb (is_verb (Some x)) then Some ("Action.then_action invalid: " ++ show (Some x)) else None
           | None => None end) (fun _ =>
  if negb (absent_or num (assoc "attempts" m)) then Some "Action.attempts must be a number" else
  if negb (absent_or num (assoc "open_breaker_ms" m)) then Some "Action.open_breaker_ms must be a number" else
  or_else (match assoc "backoff_ms" m with
           | Some b => if num b then None
                       else if negb (is_arrayish b) then Some "Action.backoff_ms must be a number or array"
                       else if negb (forallb num (elems b)) then Some "Action.backoff_ms entries must be numbers"
                       else None
           | None => None end) (fun _ =>
  first_some (fun kv => if in_strings (fst kv) action_core || num (snd kv) then None
                        else Some ("Action key '" ++ fst kv ++ "' must map to a finite number"))
             (sort_members m))).

Definition recipe_chk (v : json) : option string :=
  if negb (is_arrayish v) then Some "Recipe must be an array" else
  first_some_i (fun i e => match e with
                 | JStr _ => None
                 | JObj m => ifnot (forallb (fun kv => num (snd kv)) m)
                               ("Recipe[" ++ nat_text i ++ "] must map string keys to numbers")
                 | JArr [] => None
                 | JArr _ => Some ("Recipe[" ++ nat_text i ++ "] must map string keys to numbers")
                 | _ => Some ("Recipe[" ++ nat_text i ++ "] must be a string or flat record")
                 end) 1 (elems v).

Definition chain_chk (v : json) : option string :=
  if negb (is_arrayish v) then Some "Chain must be an array" else
  first_some_i (fun i e =>
     match e with
     | JObj m =>
         if str_opt (pick "provider" "provider_id" e) && str_opt (pick "model" "model_family" e)
         then first_some (fun kv => ifnot (in_strings (fst kv) chain_keys)
                                      ("Chain[" ++ nat_text i ++ "]: unknown key '" ++ fst kv ++ "'"))
                         (sort_members m)
         else Some ("Chain[" ++ nat_text i ++ "] must be { provider=, model= }")
     | _ => Some ("Chain[" ++ nat_text i ++ "] must be { provider=, model= }")
     end) 1 (elems v).

Definition field_chk (σ : schema) (want_num : bool) (v : json) : option string :=
  match v with
  | JStr f =>
      match decl σ f with
      | None => Some ("undeclared field '" ++ f ++ "'")
      | Some (DNum _) => if want_num then None else Some ("field '" ++ f ++ "' has sort Num, expected Bool")
      | Some (DBool _) => if want_num then Some ("field '" ++ f ++ "' has sort Bool, expected Num") else None
      end
  | _ => Some "expected a field name"
  end.

(** The rule of a parameter sort (§3.4): the reason it fails, or [None]. *)
Definition pchk (σ : schema) (P : psort) (v : json) : option string :=
  match P with
  | PNumS => ifnot (num v) "expected a finite number"
  | PCount => ifnot (match v with JNum x => count_ok x | _ => false end) "expected a positive integer (Count >= 1)"
  | PRel => ifnot (match v with JStr s => in_strings s relations | _ => false end) "expected a relation (lt|le|eq|ne|ge|gt)"
  | PNumField => field_chk σ true v
  | PBoolField => field_chk σ false v
  | PTier => ifnot (match v with JStr s => in_strings s (tiers σ) | _ => false end) ("unknown tier '" ++ show (Some v) ++ "'")
  | PFamily | PProvider | PServedBy | PCapability | PParamName | PSym | PProvenance | PFailReason =>
      ifnot (str v) ("expected a string (" ++ psort_name P ++ ")")
  | PScalar => ifnot (match v with JNum x => is_finite x | JStr _ | JBool _ => true | _ => false end)
                     "expected a scalar (number|string|boolean)"
  | PAction => action_chk v
  | PRecipe => recipe_chk v
  | PChain => chain_chk v
  end.

(** The well-formedness walk (§3.5, §3.9.6). *)
Fixpoint wfchk (l : nat) (v : json) : option string :=
  if Nat.ltb 64 l then Some "parameter nests deeper than 64" else
  match v with
  | JNull => Some "null is not a parameter value"
  | JBool _ => None
  | JNum x => ifnot (is_finite x) "expected a finite number"
  | JStr s => ifnot (valid_unicode s) "string is not valid Unicode (lone surrogate)"
  | JArr vs => (fix go (vs : list json) : option string :=
                  match vs with [] => None | x :: r => or_else (wfchk (S l) x) (fun _ => go r) end) vs
  | JObj m => if forallb (fun kv => valid_unicode (fst kv)) m then
                first_some snd (sort_members
                  ((fix go (m : list (string * json)) : list (string * option string) :=
                      match m with [] => [] | kv :: r => (fst kv, wfchk (S l) (snd kv)) :: go r end) m))
              else Some "string is not valid Unicode (lone surrogate)"
  end.

Inductive result : Type :=
| Refused : string -> string -> result            (* path, reason *)
| Admit : sort -> term -> nat -> result.          (* sort, term, nodes counted so far *)

Section Algorithm.
  Variable known : string -> bool.
  Variable σ : schema.

  Definition at_ (p op : string) (i : nat) : string := p ++ "." ++ op ++ "[" ++ nat_text i ++ "]".

  Fixpoint chk (d n : nat) (p : string) (v : json) {struct v} : result :=
    if Nat.ltb 64 d then Refused p "term exceeds max depth 64" else
    if Nat.ltb 4096 (S n) then Refused p "term exceeds max size 4096 nodes" else
    match v with
    | JArr (JStr op :: vs) =>
        match row_of known op with
        | None => Refused p ("unknown op '" ++ op ++ "'")
        | Some (RVar s) =>
            match vs with
            | [] => Refused p (op ++ " needs at least one argument")
            | _ =>
              (fix go (i n : nat) (vs : list json) (acc : list term) {struct vs} : result :=
                 match vs with
                 | [] => match build_var op (rev acc) with
                         | Some t => Admit s t n | None => Refused p "internal" end
                 | x :: r =>
                     match chk (S d) n (at_ p op i) x with
                     | Refused q m => Refused q m
                     | Admit s' t n' =>
                         if sort_eqb s' s then go (S i) n' r (t :: acc)
                         else Refused (at_ p op i) ("expected " ++ sort_name s ++ ", got " ++ sort_name s')
                     end
                 end) 1 (S n) vs []
            end
        | Some (RFix ins out) =>
            if Nat.eqb (length ins) (length vs) then
              (fix go (i n : nat) (ins : list isort) (vs : list json) (acc : list argv) {struct vs} : result :=
                 match ins, vs with
                 | Sub s :: ins', x :: r =>
                     match chk (S d) n (at_ p op i) x with
                     | Refused q m => Refused q m
                     | Admit s' t n' =>
                         if sort_eqb s' s then go (S i) n' ins' r (ASub t :: acc)
                         else Refused (at_ p op i) ("expected " ++ sort_name s ++ ", got " ++ sort_name s')
                     end
                 | Par P :: ins', x :: r =>
                     match or_else (pchk σ P x) (fun _ => wfchk 1 x) with
                     | Some m => Refused (at_ p op i) m
                     | None => go (S i) n ins' r (APar (conv x) :: acc)
                     end
                 | _, _ => match build op (rev acc) with
                           | Some t => Admit out t n | None => Refused p "internal" end
                 end) 1 (S n) ins vs []
            else Refused p (op ++ " takes " ++ nat_text (length ins) ++ " argument(s), got " ++ nat_text (length vs))
        end
    | _ => Refused p "a term is { op, ... } with a string op"
    end.

  (** The admission of a whole value, from the root at depth 1, path [$]. *)
  Definition admit_term (v : json) : result := chk 1 0 "$" v.
End Algorithm.
