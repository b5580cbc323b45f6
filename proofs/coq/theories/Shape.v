(** The shape of admitted terms: what admission leaves (ShapeProofs.v
    proves it of [Admission.admit_term]) and what the encoding needs to be
    injective (Decode.v).  Numbers are finite and not [-0] (the admission
    writes [-0] as [+0], spec/03 §3.9.7; chapter 8 [pinned-minus-zero]);
    strings are valid Unicode (no encoded surrogate, §3.9.4); records are
    non-empty with member names in strictly increasing code-point order
    (§3.9.7; names valid Unicode). *)
From Coq Require Import String List Bool PrimFloat Sorted.
From SigmaPol Require Import Trusted Json Syntax.
Import ListNotations.
Open Scope string_scope.

Definition keys_lt {A} (m : list (string * A)) : Prop :=
  StronglySorted (fun a b => String.compare (fst a) (fst b) = Lt) m.

Fixpoint pv_ok (v : pv) : Prop :=
  match v with
  | PNum x => num_ok x = true
  | PStr s => valid_unicode s = true
  | PBool _ => True
  | PArr l => (fix all (l : list pv) : Prop :=
                 match l with [] => True | x :: r => pv_ok x /\ all r end) l
  | PRec m => m <> [] /\ keys_lt m /\
      (fix all (m : list (string * pv)) : Prop :=
         match m with [] => True | kv :: r => valid_unicode (fst kv) = true /\ pv_ok (snd kv) /\ all r end) m
  end.

Definition str_ok (s : string) : Prop := valid_unicode s = true.
Definition n_ok (x : float) : Prop := num_ok x = true.

Fixpoint shaped (t : term) : Prop :=
  let fix all (l : list term) : Prop := match l with [] => True | x :: r => shaped x /\ all r end in
  match t with
  | Top | Bot | MeetsReq | ScopeMatches | Zero | Argmax | Ordered | Id => True
  | And l | Or l | Add l | Seq l => all l
  | Not p | Neg p | Normalize p => shaped p
  | Is s | TierEq s | MinTier s | FamilyEq s | ProviderEq s | ServedByEq s | HasCap s
  | Field s | InjectSeed s | Custom s => str_ok s
  | Cmp f r n => str_ok f /\ str_ok r /\ n_ok n
  | Scale w s => n_ok w /\ shaped s
  | Gate p s | When p s => shaped p /\ shaped s
  | Clamp lo hi s => n_ok lo /\ n_ok hi /\ shaped s
  | Lit n | Sample n => n_ok n
  | Chain c | FilterText c | FilterImage c | Always c => pv_ok c
  | TopK k e => n_ok k /\ shaped e
  | SetParam k v => str_ok k /\ pv_ok v
  | ClampParam k lo hi => str_ok k /\ n_ok lo /\ n_ok hi
  | Jitter k a => str_ok k /\ n_ok a
  | Override f k a => shaped f /\ str_ok k /\ pv_ok a
  | Policy p s e x f => shaped p /\ shaped s /\ shaped e /\ shaped x /\ shaped f
  end.
