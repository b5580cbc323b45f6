(** Decoding the canonical encoding (spec/05; Theorem 5): a parser of the
    node encoding [⟦t⟧] back to the term.  DecodeProofs.v proves
    [decode (enc t) = Some t] on shaped terms (Shape.v), hence that the
    encoding is injective there.  Each function takes fuel (the length of
    the text suffices: each call reads at least one character). *)
From Coq Require Import String Ascii List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax Encoding.
Import ListNotations.
Open Scope string_scope.

Definition is_c (n : nat) (c : ascii) : bool := Nat.eqb (nat_of_ascii c) n.

(** An operation's name: up to a space or [)]. *)
Fixpoint read_op (s : string) : string * string :=
  match s with
  | EmptyString => (EmptyString, EmptyString)
  | String c r =>
      if is_c 32 c || is_c 41 c then (EmptyString, s)
      else let (w, r') := read_op r in (String c w, r')
  end.

(** A number's text: the longest prefix over the number alphabet. *)
Fixpoint read_num (s : string) : string * string :=
  match s with
  | EmptyString => (EmptyString, EmptyString)
  | String c r => if num_char c then let (w, r') := read_num r in (String c w, r') else (EmptyString, s)
  end.

Definition dec_num (s : string) : option (float * string) :=
  let (w, r) := read_num s in
  match w with EmptyString => None | _ => option_map (fun x => (x, r)) (num_parse w) end.

(** A string's body up to its closing quote, undoing §5.3's five escapes. *)
Definition unescape (d : ascii) : ascii :=
  if is_c 110 d then ascii_of_nat 10 else if is_c 114 d then ascii_of_nat 13
  else if is_c 116 d then ascii_of_nat 9 else d.

Fixpoint unesc (s : string) : option (string * string) :=
  match s with
  | EmptyString => None
  | String c r =>
      if is_c 34 c then Some (EmptyString, r)
      else if is_c 92 c then
        match r with
        | String d r' => option_map (fun p => (String (unescape d) (fst p), snd p)) (unesc r')
        | EmptyString => None
        end
      else option_map (fun p => (String c (fst p), snd p)) (unesc r)
  end.

Definition dec_str (s : string) : option (string * string) :=
  match s with String c r => if is_c 34 c then unesc r else None | EmptyString => None end.

(** [s] begins with [w]: the rest. *)
Fixpoint strip (w s : string) : option string :=
  match w, s with
  | EmptyString, _ => Some s
  | String a w', String b s' => if Ascii.eqb a b then strip w' s' else None
  | _, _ => None
  end.

(** A record's names strictly increase (§5.4: members in code-point order,
    one per name): a name must come after the one before it. *)
Definition key_after (prev : option string) (k : string) : bool :=
  match prev with None => true | Some p => match String.compare p k with Lt => true | _ => false end end.

(** Parameter values (§5.4). *)
Fixpoint dec_pv (n : nat) (s : string) : option (pv * string) :=
  match n with
  | O => None
  | S n' =>
      match s with
      | String c r =>
          if is_c 34 c then option_map (fun p => (PStr (fst p), snd p)) (unesc r)
          else if is_c 91 c then
            match r with
            | String d r' => if is_c 93 d then Some (PArr [], r')
                             else option_map (fun p => (PArr (fst p), snd p)) (dec_items n' r)
            | EmptyString => None
            end
          else if is_c 123 c then option_map (fun p => (PRec (fst p), snd p)) (dec_members n' None r)
          else match strip "true" s with
               | Some r' => Some (PBool true, r')
               | None => match strip "false" s with
                         | Some r' => Some (PBool false, r')
                         | None => option_map (fun p => (PNum (fst p), snd p)) (dec_num s)
                         end
               end
      | EmptyString => None
      end
  end
with dec_items (n : nat) (s : string) : option (list pv * string) :=
  match n with
  | O => None
  | S n' =>
      match dec_pv n' s with
      | Some (v, String c r) =>
          if is_c 44 c then option_map (fun p => (v :: fst p, snd p)) (dec_items n' r)
          else if is_c 93 c then Some ([v], r) else None
      | _ => None
      end
  end
with dec_members (n : nat) (prev : option string) (s : string) : option (list (string * pv) * string) :=
  match n with
  | O => None
  | S n' =>
      match dec_str s with
      | Some (k, String c r) =>
          if is_c 58 c && key_after prev k then
            match dec_pv n' r with
            | Some (v, String d r') =>
                if is_c 44 d then option_map (fun p => ((k, v) :: fst p, snd p)) (dec_members n' (Some k) r')
                else if is_c 125 d then Some ([(k, v)], r') else None
            | _ => None
            end
          else None
      | _ => None
      end
  end.

(** A node's arguments, by kind. *)
Inductive targ : Type := AT (t : term) | AS (s : string) | AN (x : float) | AV (v : pv).
Inductive kind : Type := KT | KS | KN | KV.

Definition kind_of (a : targ) : kind := match a with AT _ => KT | AS _ => KS | AN _ => KN | AV _ => KV end.

Definition enc_targ (a : targ) : string :=
  match a with AT t => enc t | AS s => enc_str s | AN x => num_text x | AV v => enc_pv v end.

(** A term as its operation's name and arguments. *)
Definition view (t : term) : string * list targ :=
  match t with
  | Top => ("top", []) | Bot => ("bot", [])
  | And l => ("and", map AT l) | Or l => ("or", map AT l)
  | Not p => ("not", [AT p])
  | MeetsReq => ("meets_req", []) | ScopeMatches => ("scope_matches", [])
  | Is f => ("is", [AS f])
  | Cmp f r n => ("cmp", [AS f; AS r; AN n])
  | TierEq s => ("tier_eq", [AS s]) | MinTier s => ("min_tier", [AS s])
  | FamilyEq s => ("family_eq", [AS s]) | ProviderEq s => ("provider_eq", [AS s])
  | ServedByEq s => ("served_by_eq", [AS s]) | HasCap s => ("has_cap", [AS s])
  | Zero => ("zero", []) | Add l => ("add", map AT l)
  | Scale w s => ("scale", [AN w; AT s])
  | Gate p s => ("gate", [AT p; AT s])
  | Neg s => ("neg", [AT s]) | Normalize s => ("normalize", [AT s])
  | Clamp lo hi s => ("clamp", [AN lo; AN hi; AT s])
  | Field f => ("field", [AS f]) | Lit n => ("lit", [AN n])
  | Argmax => ("argmax", []) | Ordered => ("ordered", [])
  | Sample x => ("sample", [AN x]) | Chain c => ("chain", [AV c])
  | TopK k e => ("top_k", [AN k; AT e])
  | Id => ("id", []) | Seq l => ("seq", map AT l)
  | SetParam k v => ("set_param", [AS k; AV v])
  | InjectSeed k => ("inject_seed", [AS k])
  | ClampParam k lo hi => ("clamp_param", [AS k; AN lo; AN hi])
  | Jitter k a => ("jitter", [AS k; AN a])
  | FilterText r => ("filter_text", [AV r]) | FilterImage r => ("filter_image", [AV r])
  | Custom y => ("custom", [AS y])
  | When p x => ("when", [AT p; AT x])
  | Always a => ("always", [AV a])
  | Override f k a => ("override", [AT f; AS k; AV a])
  | Policy p s e x f => ("policy", [AT p; AT s; AT e; AT x; AT f])
  end.

Definition is_var (op : string) : bool :=
  String.eqb op "and" || String.eqb op "or" || String.eqb op "add" || String.eqb op "seq".

(** The argument kinds of a fixed operation. *)
Definition op_kinds (op : string) : option (list kind) :=
  match op with
  | "top" | "bot" | "meets_req" | "scope_matches" | "zero" | "argmax" | "ordered" | "id" => Some []
  | "not" | "neg" | "normalize" => Some [KT]
  | "is" | "tier_eq" | "min_tier" | "family_eq" | "provider_eq" | "served_by_eq" | "has_cap"
  | "field" | "inject_seed" | "custom" => Some [KS]
  | "cmp" => Some [KS; KS; KN]
  | "scale" | "top_k" => Some [KN; KT]
  | "gate" | "when" => Some [KT; KT]
  | "clamp" => Some [KN; KN; KT]
  | "lit" | "sample" => Some [KN]
  | "chain" | "filter_text" | "filter_image" | "always" => Some [KV]
  | "set_param" => Some [KS; KV]
  | "clamp_param" => Some [KS; KN; KN]
  | "jitter" => Some [KS; KN]
  | "override" => Some [KT; KS; KV]
  | "policy" => Some [KT; KT; KT; KT; KT]
  | _ => None
  end.

(** A fixed operation's node from its arguments. *)
Definition mkterm (op : string) (a : list targ) : option term :=
  match op, a with
  | "top", [] => Some Top | "bot", [] => Some Bot
  | "not", [AT p] => Some (Not p)
  | "meets_req", [] => Some MeetsReq | "scope_matches", [] => Some ScopeMatches
  | "is", [AS f] => Some (Is f)
  | "cmp", [AS f; AS r; AN n] => Some (Cmp f r n)
  | "tier_eq", [AS s] => Some (TierEq s) | "min_tier", [AS s] => Some (MinTier s)
  | "family_eq", [AS s] => Some (FamilyEq s) | "provider_eq", [AS s] => Some (ProviderEq s)
  | "served_by_eq", [AS s] => Some (ServedByEq s) | "has_cap", [AS s] => Some (HasCap s)
  | "zero", [] => Some Zero
  | "scale", [AN w; AT s] => Some (Scale w s)
  | "gate", [AT p; AT s] => Some (Gate p s)
  | "neg", [AT s] => Some (Neg s) | "normalize", [AT s] => Some (Normalize s)
  | "clamp", [AN lo; AN hi; AT s] => Some (Clamp lo hi s)
  | "field", [AS f] => Some (Field f) | "lit", [AN n] => Some (Lit n)
  | "argmax", [] => Some Argmax | "ordered", [] => Some Ordered
  | "sample", [AN x] => Some (Sample x) | "chain", [AV c] => Some (Chain c)
  | "top_k", [AN k; AT e] => Some (TopK k e)
  | "id", [] => Some Id
  | "set_param", [AS k; AV v] => Some (SetParam k v)
  | "inject_seed", [AS k] => Some (InjectSeed k)
  | "clamp_param", [AS k; AN lo; AN hi] => Some (ClampParam k lo hi)
  | "jitter", [AS k; AN a] => Some (Jitter k a)
  | "filter_text", [AV r] => Some (FilterText r) | "filter_image", [AV r] => Some (FilterImage r)
  | "custom", [AS y] => Some (Custom y)
  | "when", [AT p; AT x] => Some (When p x)
  | "always", [AV a] => Some (Always a)
  | "override", [AT f; AS k; AV a] => Some (Override f k a)
  | "policy", [AT p; AT s; AT e; AT x; AT f] => Some (Policy p s e x f)
  | _, _ => None
  end.

(** Terms (§5.5): [(op a1 … an)]. *)
Fixpoint dec_term (n : nat) (s : string) : option (term * string) :=
  match n with
  | O => None
  | S n' =>
      match s with
      | String c r =>
          if is_c 40 c then
            let (op, r1) := read_op r in
            if is_var op then
              match dec_terms n' r1 with
              | Some (ts, r2) => option_map (fun t => (t, r2)) (build_var op ts)
              | None => None
              end
            else
              match op_kinds op with
              | Some ks =>
                  match dec_args n' ks r1 with
                  | Some (avs, String d r2) =>
                      if is_c 41 d then option_map (fun t => (t, r2)) (mkterm op avs) else None
                  | _ => None
                  end
              | None => None
              end
          else None
      | EmptyString => None
      end
  end
with dec_terms (n : nat) (s : string) : option (list term * string) :=
  match n with
  | O => None
  | S n' =>
      match s with
      | String c r =>
          if is_c 41 c then Some ([], r)
          else if is_c 32 c then
            match dec_term n' r with
            | Some (t, r') => option_map (fun p => (t :: fst p, snd p)) (dec_terms n' r')
            | None => None
            end
          else None
      | EmptyString => None
      end
  end
with dec_args (n : nat) (ks : list kind) (s : string) : option (list targ * string) :=
  match ks with
  | [] => Some ([], s)
  | k :: ks' =>
      match n with
      | O => None
      | S n' =>
          match s with
          | String c r =>
              if is_c 32 c then
                let one := match k with
                           | KT => option_map (fun p => (AT (fst p), snd p)) (dec_term n' r)
                           | KS => option_map (fun p => (AS (fst p), snd p)) (dec_str r)
                           | KN => option_map (fun p => (AN (fst p), snd p)) (dec_num r)
                           | KV => option_map (fun p => (AV (fst p), snd p)) (dec_pv n' r)
                           end in
                match one with
                | Some (a, r') => option_map (fun p => (a :: fst p, snd p)) (dec_args n' ks' r')
                | None => None
                end
              else None
          | EmptyString => None
          end
      end
  end.

(** The decoding of a whole node encoding: every character read, and the
    text the term's own encoding (like the reference's, spec/05: anything
    else, [1.0] for [1] say, is refused). *)
Definition decode (s : string) : option term :=
  match dec_term (String.length s) s with
  | Some (t, EmptyString) => if String.eqb (enc t) s then Some t else None
  | _ => None
  end.
