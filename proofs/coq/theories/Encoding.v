(** The canonical encoding (spec/05), without and with the version prefix. *)
From Coq Require Import String Ascii List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax.
Import ListNotations.
Open Scope string_scope.

(** §5.3: exactly five characters are escaped. *)
Fixpoint esc (s : string) : string :=
  match s with
  | EmptyString => EmptyString
  | String c r =>
      let n := nat_of_ascii c in
      if Nat.eqb n 92 then String "\" (String "\" (esc r))
      else if Nat.eqb n 34 then String "\" (String """" (esc r))
      else if Nat.eqb n 10 then String "\" (String "n" (esc r))
      else if Nat.eqb n 13 then String "\" (String "r" (esc r))
      else if Nat.eqb n 9 then String "\" (String "t" (esc r))
      else String c (esc r)
  end.

Definition enc_str (s : string) : string := """" ++ esc s ++ """".

Fixpoint join (sep : string) (l : list string) : string :=
  match l with [] => "" | [x] => x | x :: r => x ++ sep ++ join sep r end.

(** §5.4 (records are kept with their members in code-point order). *)
Fixpoint enc_pv (v : pv) : string :=
  match v with
  | PNum x => num_text x
  | PStr s => enc_str s
  | PBool true => "true"
  | PBool false => "false"
  | PArr l => "[" ++ join "," (map enc_pv l) ++ "]"
  | PRec m => "{" ++ join "," (map (fun kv => enc_str (fst kv) ++ ":" ++ enc_pv (snd kv)) m) ++ "}"
  end.

Definition node (op : string) (args : list string) : string :=
  "(" ++ op ++ String.concat "" (map (fun a => " " ++ a) args) ++ ")".

Definition num (x : float) : string := num_text x.

(** §5.5: the node encoding [⟦t⟧], the key normal forms sort by. *)
Fixpoint enc (t : term) : string :=
  match t with
  | Top => node "top" [] | Bot => node "bot" []
  | And l => node "and" (map enc l) | Or l => node "or" (map enc l)
  | Not p => node "not" [enc p]
  | MeetsReq => node "meets_req" [] | ScopeMatches => node "scope_matches" []
  | Is f => node "is" [enc_str f]
  | Cmp f r n => node "cmp" [enc_str f; enc_str r; num n]
  | TierEq s => node "tier_eq" [enc_str s] | MinTier s => node "min_tier" [enc_str s]
  | FamilyEq s => node "family_eq" [enc_str s] | ProviderEq s => node "provider_eq" [enc_str s]
  | ServedByEq s => node "served_by_eq" [enc_str s] | HasCap s => node "has_cap" [enc_str s]
  | Zero => node "zero" [] | Add l => node "add" (map enc l)
  | Scale w s => node "scale" [num w; enc s]
  | Gate p s => node "gate" [enc p; enc s]
  | Neg s => node "neg" [enc s] | Normalize s => node "normalize" [enc s]
  | Clamp lo hi s => node "clamp" [num lo; num hi; enc s]
  | Field f => node "field" [enc_str f] | Lit n => node "lit" [num n]
  | Argmax => node "argmax" [] | Ordered => node "ordered" []
  | Sample x => node "sample" [num x] | Chain c => node "chain" [enc_pv c]
  | TopK k e => node "top_k" [num k; enc e]
  | Id => node "id" [] | Seq l => node "seq" (map enc l)
  | SetParam k v => node "set_param" [enc_str k; enc_pv v]
  | InjectSeed k => node "inject_seed" [enc_str k]
  | ClampParam k lo hi => node "clamp_param" [enc_str k; num lo; num hi]
  | Jitter k a => node "jitter" [enc_str k; num a]
  | FilterText r => node "filter_text" [enc_pv r] | FilterImage r => node "filter_image" [enc_pv r]
  | Custom y => node "custom" [enc_str y]
  | When p x => node "when" [enc p; enc x]
  | Always a => node "always" [enc_pv a]
  | Override f k a => node "override" [enc f; enc_str k; enc_pv a]
  | Policy p s e x f => node "policy" [enc p; enc s; enc e; enc x; enc f]
  end.

Definition canonical (t : term) : string := "sigma-pol/v2:" ++ enc t.
