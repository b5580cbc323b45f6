(** The semantics 𝔖 (spec/06 §6.12) over PrimFloat, for Pred, Scorer,
    Selector and FailPlan, and the policy's plan and classify.  Inputs are
    JSON values already validated (spec/02 §2.6: null members dropped). *)
From Coq Require Import String Ascii List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax Encoding Admission NormalForm.
Import ListNotations.
Open Scope string_scope.

Definition truthy (o : option json) : bool :=
  match o with None | Some (JBool false) => false | _ => true end.

Definition mem (k : string) (o : option json) : option json :=
  match o with Some v => member k v | None => None end.

Definition streq (o : option json) (s : string) : bool :=
  match o with Some (JStr s') => String.eqb s s' | _ => false end.

Definition numof (o : option json) (d : float) : float :=
  match o with Some (JNum x) => x | _ => d end.

Definition sget (o : option json) : string := match o with Some (JStr s) => s | _ => "" end.

(** ** Observation (spec/02 §2.1–2.2) *)
Definition pm_key (c : json) : string := sget (member "provider_id" c) ++ "|" ++ sget (member "model_family" c).

Definition state (κ : json) : option json := member "state" κ.

Definition raw_obs (f : string) (c κ : json) : option json :=
  let pid := sget (member "provider_id" c) in
  if String.eqb f "price_in" || String.eqb f "price_out" then
    match member f c with
    | Some v => Some v
    | None => mem f (mem (pm_key c) (mem "ema" (state κ)))
    end
  else if String.eqb f "context" then mem "context" (member "capabilities" c)
  else if String.eqb f "credits" then mem pid (mem "credits" (state κ))
  else if String.eqb f "breaker_open" then
    match mem "breakers" (state κ) with
    | Some b => Some (JBool (match member pid b with Some (JBool true) => true | _ => false end))
    | None => None end
  else if String.eqb f "disabled" then
    match mem "disabled" (state κ) with
    | Some b => Some (JBool (match member pid b with Some _ => true | None => false end))
    | None => None end
  else member f c.

Definition obs (σ : schema) (f : string) (c κ : json) : option json :=
  match raw_obs f c κ with
  | Some v => Some v
  | None => match decl σ f with Some (DNum x) => Some (JNum x) | Some (DBool b) => Some (JBool b) | None => None end
  end.

Definition rel (r : string) (x n : float) : bool :=
  if String.eqb r "lt" then PrimFloat.ltb x n
  else if String.eqb r "le" then PrimFloat.leb x n
  else if String.eqb r "eq" then PrimFloat.eqb x n
  else if String.eqb r "ne" then negb (PrimFloat.eqb x n)
  else if String.eqb r "ge" then PrimFloat.leb n x
  else PrimFloat.ltb n x.

Fixpoint index_of (s : string) (l : list string) (i : nat) : nat :=
  match l with [] => 0 | x :: r => if String.eqb s x then i else index_of s r (S i) end.
Definition rank (σ : schema) (t : string) : nat := index_of t (tiers σ) 1.
Definition tier_of (c : json) : string :=
  match member "tier" c with Some (JStr t) => t | _ => "fallback" end.

(** ** meets_req (spec/06 §meets_req) *)
Definition insert_str (s : string) (l : list string) : list string :=
  (fix ins l := match l with
               | [] => [s]
               | y :: r => match String.compare s y with Lt => s :: l | Eq => l | Gt => y :: ins r end
               end) l.

Definition needs (req : option json) : list string :=
  let rq := mem "requirements" req in
  let listed := match mem "needs" rq with
                | Some (JArr l) => flat_map (fun v => match v with JStr s => [s] | _ => [] end) l
                | _ => [] end in
  let nonempty o := match o with Some (JArr (_ :: _)) => true | _ => false end in
  let extra := app (if nonempty (mem "images" req) then ["vision"] else [])
            (app (if nonempty (mem "tools" req) then ["tools"] else [])
                 (match mem "response_format" req with
                  | Some (JObj m) => if streq (assoc "type" m) "json_object" then ["json_mode"] else []
                  | _ => [] end)) in
  fold_right insert_str [] (app listed extra).

Definition need_flag (n : string) : option string :=
  if String.eqb n "json_mode" then Some "supports_json_mode"
  else if String.eqb n "seed" then Some "supports_seed"
  else if String.eqb n "tools" then Some "supports_tools"
  else if String.eqb n "vision" then Some "supports_vision"
  else None.

Definition meets_req (c κ : json) : option string :=
  let req := member "request" κ in
  let rq := mem "requirements" req in
  let caps := member "capabilities" c in
  let fail_need := first_some (fun n => match need_flag n with
                                        | Some fl => if truthy (mem fl caps) then None
                                                     else Some ("missing_capability:" ++ n)
                                        | None => None end) (needs req) in
  or_else fail_need (fun _ =>
  if match mem "min_context" rq with
     | Some (JNum m) => PrimFloat.ltb (numof (mem "context" caps) 0) m | _ => false end
  then Some "min_context" else
  if match mem "model_family" rq with
     | Some (JStr f) => negb (streq (member "model_family" c) f) | _ => false end
  then Some "model_family" else
  if match mem "tier" rq with
     | Some (JStr t) => negb (streq (member "tier" c) t) | _ => false end
  then Some "tier" else
  if streq (mem "privacy" rq) "tee_required" && negb (truthy (member "has_tee" c))
  then Some "tee_required" else
  if streq (mem "privacy" rq) "no_log" && negb (truthy (member "no_log" c) || truthy (member "has_tee" c))
  then Some "no_log" else
  if match mem "min_quality" rq with
     | Some (JNum m) => PrimFloat.ltb (numof (member "quality_hint" c) 0) m | _ => false end
  then Some "min_quality" else
  if match mem "min_tok_s" rq with
     | Some (JNum m) => PrimFloat.ltb (numof (member "tok_s" c) 0) m | _ => false end
  then Some "min_tok_s" else None).

(** ** Pred (§6.12.2): [None] is ✓, [Some r] fails with reason [r]. *)
Fixpoint evp (σ : schema) (t : term) (c κ : json) : option string :=
  match t with
  | Top => None
  | Bot => Some "bot"
  | And l => (fix go l := match l with [] => None | p :: r => or_else (evp σ p c κ) (fun _ => go r) end) l
  | Or l => if (fix go l := match l with [] => false | p :: r => match evp σ p c κ with None => true | Some _ => go r end end) l
            then None else Some "or"
  | Not p => match evp σ p c κ with None => Some "not" | Some _ => None end
  | MeetsReq => meets_req c κ
  | ScopeMatches => match member "scope" c with
                    | None => None
                    | Some s => if streq (mem "scope" (member "request" κ)) (sget (Some s)) then None else Some "scope"
                    end
  | Is f => if truthy (obs σ f c κ) then None else Some ("is:" ++ f)
  | Cmp f r n => if rel r (numof (obs σ f c κ) 0) n then None else Some ("cmp:" ++ f ++ ":" ++ r)
  | TierEq t => if String.eqb (tier_of c) t then None else Some "tier"
  | MinTier t => if Nat.leb (rank σ t) (rank σ (tier_of c)) then None else Some "min_tier"
  | FamilyEq s => if streq (member "model_family" c) s then None else Some "model_family"
  | ProviderEq s => if streq (member "provider_id" c) s then None else Some "provider_id"
  | ServedByEq s =>
      let sb := match mem "peer_id" (member "offer" c) with
                | Some v => if truthy (Some v) then Some v else member "provider_id" c
                | None => member "provider_id" c end in
      if streq sb s then None else Some "served_by"
  | HasCap k => match member "capabilities" c with
                | Some caps => if truthy (member k caps) then None else Some ("missing_capability:" ++ k)
                | None => Some ("missing_capability:" ++ k)
                end
  | _ => None
  end.

(** ** Scorer (§6.12.3) *)
Definition cl (x lo hi : float) : float :=
  if PrimFloat.ltb x lo then lo else if PrimFloat.ltb hi x then hi else x.

Definition mm (xs : list float) : list float :=
  let lo := fold_left (fun lo x => if PrimFloat.ltb x lo then x else lo) xs PrimFloat.infinity in
  let hi := fold_left (fun hi x => if PrimFloat.ltb hi x then x else hi) xs PrimFloat.neg_infinity in
  if negb (PrimFloat.ltb lo hi) then map (fun _ => 0%float) xs
  else map (fun x => if PrimFloat.leb hi x then 1%float
                     else if PrimFloat.leb x lo then 0%float
                     else let d := ((x - lo) / (hi - lo))%float in
                          if PrimFloat.is_nan d then 0%float else d) xs.

Fixpoint zipw (f : float -> float -> float) (a b : list float) : list float :=
  match a, b with x :: r, y :: s => f x y :: zipw f r s | _, _ => [] end.

(** [Σ⊕], left to right from +0, elementwise. *)
Definition sum_lists (n : nat) (ls : list (list float)) : list float :=
  fold_left (fun acc l => zipw PrimFloat.add acc l) ls (repeat 0%float n).

Fixpoint evs (σ : schema) (t : term) (P : list json) (κ : json) : list float :=
  match t with
  | Zero => map (fun _ => 0%float) P
  | Add l => sum_lists (length P) (map (fun s => evs σ s P κ) l)
  | Scale w s => map (fun x => (w * x)%float) (evs σ s P κ)
  | Gate p s => zipw (fun ok x => if PrimFloat.eqb ok 1 then x else 0%float)
                     (map (fun c => match evp σ p c κ with None => 1%float | Some _ => 0%float end) P)
                     (evs σ s P κ)
  | Neg s => map (fun x => (1 - x)%float) (evs σ s P κ)
  | Normalize s => mm (evs σ s P κ)
  | Clamp lo hi s => map (fun x => cl x lo hi) (evs σ s P κ)
  | Field f => map (fun c => numof (obs σ f c κ) 0) P
  | Lit n => map (fun _ => n) P
  | _ => map (fun _ => 0%float) P
  end.

(** ** Selector (§6.12.4) *)
Record entry : Type := { cand : json; score : float; pos : nat }.

(** The score order ≺: numbers first, descending, ties by position; NaN
    last, by position. *)
Definition prec (a b : entry) : bool :=
  let x := score a in let y := score b in
  match PrimFloat.is_nan x, PrimFloat.is_nan y with
  | false, false => PrimFloat.ltb y x || (PrimFloat.eqb x y && Nat.ltb (pos a) (pos b))
  | false, true => true
  | true, false => false
  | true, true => Nat.ltb (pos a) (pos b)
  end.

Fixpoint ins_entry (e : entry) (l : list entry) : list entry :=
  match l with [] => [e] | y :: r => if prec e y then e :: l else y :: ins_entry e r end.
Definition sort_prec (l : list entry) : list entry := fold_right ins_entry [] l.

Definition M : float := 2147483647%float.
Definition fmodM (x : float) : float := let r := fmod x M in if PrimFloat.ltb r 0 then (r + M)%float else r.
Definition step (s : float) : float := fmodM (s * 16807)%float.
Definition seed_state (seed : float) : float :=
  let s := fmodM seed in
  let s := if PrimFloat.leb s 0 then (s + (M - 1))%float else s in
  step (step (step (step s))).

(** [SMP] with [fuel] draws at most; returns the output. *)
Fixpoint pick (rho acc : float) (pool : list (entry * float)) : nat :=
  match pool with
  | [] => 0
  | [_] => 0
  | (_, w) :: r => let acc' := (acc + w)%float in if PrimFloat.leb rho acc' then 0 else S (pick rho acc' r)
  end.

Fixpoint remove_nth {A} (n : nat) (l : list A) : option A * list A :=
  match n, l with
  | _, [] => (None, [])
  | O, x :: r => (Some x, r)
  | S m, x :: r => let '(y, r') := remove_nth m r in (y, x :: r')
  end.

Fixpoint smp (fuel : nat) (s : float) (pool : list (entry * float)) : list entry :=
  match fuel with
  | O => []
  | S f =>
      match pool with
      | [] => []
      | _ =>
        let s' := step s in
        let u := (s' / M)%float in
        let total := fold_left (fun a ew => (a + snd ew)%float) pool 0%float in
        let rho := (u * total)%float in
        match remove_nth (pick rho 0 pool) pool with
        | (Some (e, _), rest) => e :: smp f s' rest
        | (None, _) => []
        end
      end
  end.

Fixpoint weights (q w : float) (l : list entry) : list (entry * float) :=
  match l with [] => [] | e :: r => (e, w) :: weights q (w * q)%float r end.

Definition sample_sel (tau : float) (seed : float) (E : list entry) : list entry :=
  let t := if PrimFloat.leb 0 tau then tau else 0%float in
  let q := (t / (t + 1))%float in
  let pool := weights q 1 (sort_prec E) in
  smp (length pool) (seed_state seed) pool.

Definition pv_member (k : string) (v : pv) : option pv :=
  match v with PRec m => assoc k m | _ => None end.
Definition pv_pick (a b : string) (e : pv) : string :=
  match pv_member a e with
  | Some (PStr s) => s
  | _ => match pv_member b e with Some (PStr s) => s | _ => "" end
  end.
Definition chain_key (e : pv) : string := pv_pick "provider" "provider_id" e ++ "|" ++ pv_pick "model" "model_family" e.

Fixpoint nat_float (n : nat) : float := match n with O => 0%float | S m => (nat_float m + 1)%float end.

Fixpoint priority (k : string) (l : list pv) (j : nat) (best : option nat) : option nat :=
  match l with
  | [] => best
  | e :: r => priority k r (S j) (if String.eqb (chain_key e) k then Some j else best)
  end.

Definition chain_sel (C : pv) (E : list entry) : list entry :=
  let es := match C with PArr l => l | _ => [] end in
  sort_prec (flat_map (fun e => match priority (pm_key (cand e)) es 1 None with
                                | Some j => [{| cand := cand e; score := (- nat_float j)%float; pos := pos e |}]
                                | None => [] end) E).

Fixpoint takef (k : float) (l : list entry) : list entry :=
  match l with [] => [] | x :: r => if PrimFloat.ltb k 1 then [] else x :: takef (k - 1)%float r end.

Definition ctx_seed (κ : json) : option float :=
  match member "seed" κ with Some (JNum x) => Some x | _ => None end.

Fixpoint evsel (t : term) (E : list entry) (κ : json) : list entry :=
  match t with
  | Argmax => sort_prec E
  | Ordered => E
  | Sample tau => sample_sel tau (match ctx_seed κ with Some s => s | None => 0%float end) E
  | Chain C => chain_sel C E
  | TopK k e => takef k (evsel e E κ)
  | _ => E
  end.

(** ** FailPlan (§6.12.6) *)
Fixpoint evf (t : term) : list (string * pv) :=
  match t with
  | Always a => [("unknown", a)]
  | Override f k a => tset k a (evf f)
  | _ => []
  end.

Definition next_candidate : pv := PRec [("action", PStr "next_candidate")].

Definition cls (T : list (string * pv)) (k : string) : pv :=
  match assoc k T with
  | Some a => a
  | None => match assoc "unknown" T with Some a => a | None => next_candidate end
  end.

(** ** Policy (§6.12.7): plan and classify *)
Definition entries (S : list json) (xs : list float) : list entry :=
  (fix go i S xs := match S, xs with
                    | c :: r, x :: ys => {| cand := c; score := x; pos := i |} :: go (Datatypes.S i) r ys
                    | _, _ => [] end) 0 S xs.

Definition plan (σ : schema) (t : term) (C : list json) (κ : json)
  : list entry * list (json * string) :=
  match t with
  | Policy p s e _ _ =>
      let S := filter (fun c => match evp σ p c κ with None => true | Some _ => false end) C in
      let Rj := flat_map (fun c => match evp σ p c κ with None => [] | Some r => [(c, r)] end) C in
      (evsel e (entries S (evs σ s S κ)) κ, Rj)
  | _ => ([], [])
  end.

Definition classify (t : term) (k : string) : pv :=
  match t with Policy _ _ _ _ f => cls (evf f) k | _ => cls (evf t) k end.
