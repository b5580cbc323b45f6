(** The signature of sigma-pol/v2 (spec/01 §1.6) and terms. *)
From Coq Require Import String List Bool PrimFloat.
From SigmaPol Require Import Json.
Import ListNotations.
Open Scope string_scope.

Inductive sort : Type := SPred | SScorer | SSelector | SXform | SFailPlan | SPolicy.

Definition sort_eqb (a b : sort) : bool :=
  match a, b with
  | SPred, SPred | SScorer, SScorer | SSelector, SSelector
  | SXform, SXform | SFailPlan, SFailPlan | SPolicy, SPolicy => true
  | _, _ => false
  end.

Lemma sort_eqb_eq : forall a b, sort_eqb a b = true <-> a = b.
Proof. destruct a, b; simpl; split; congruence. Qed.

Definition sort_name (s : sort) : string :=
  match s with
  | SPred => "Pred" | SScorer => "Scorer" | SSelector => "Selector"
  | SXform => "Xform" | SFailPlan => "FailPlan" | SPolicy => "Policy"
  end.

Inductive psort : Type :=
| PNumS | PCount | PRel | PNumField | PBoolField | PTier
| PFamily | PProvider | PServedBy | PCapability | PParamName | PSym | PProvenance | PFailReason
| PScalar | PAction | PRecipe | PChain.

Definition psort_name (p : psort) : string :=
  match p with
  | PNumS => "Num" | PCount => "Count" | PRel => "Rel" | PNumField => "NumField"
  | PBoolField => "BoolField" | PTier => "Tier" | PFamily => "Family" | PProvider => "Provider"
  | PServedBy => "ServedBy" | PCapability => "Capability" | PParamName => "ParamName"
  | PSym => "Sym" | PProvenance => "Provenance" | PFailReason => "FailReason"
  | PScalar => "Scalar" | PAction => "Action" | PRecipe => "Recipe" | PChain => "Chain"
  end.

(** An input position: a subterm of an operational sort, or a parameter. *)
Inductive isort : Type := Sub : sort -> isort | Par : psort -> isort.

(** A row of the signature: variadic with its argument sort, or fixed with
    its input sorts and output sort. *)
Inductive row : Type := RVar : sort -> row | RFix : list isort -> sort -> row.

(** The 42 rows of spec/01 §1.6, in order. *)
Definition signature : list (string * row) :=
  [ ("top", RFix [] SPred); ("bot", RFix [] SPred);
    ("and", RVar SPred); ("or", RVar SPred);
    ("not", RFix [Sub SPred] SPred);
    ("meets_req", RFix [] SPred); ("scope_matches", RFix [] SPred);
    ("is", RFix [Par PBoolField] SPred);
    ("cmp", RFix [Par PNumField; Par PRel; Par PNumS] SPred);
    ("tier_eq", RFix [Par PTier] SPred); ("min_tier", RFix [Par PTier] SPred);
    ("family_eq", RFix [Par PFamily] SPred); ("provider_eq", RFix [Par PProvider] SPred);
    ("served_by_eq", RFix [Par PServedBy] SPred); ("has_cap", RFix [Par PCapability] SPred);
    ("zero", RFix [] SScorer); ("add", RVar SScorer);
    ("scale", RFix [Par PNumS; Sub SScorer] SScorer);
    ("gate", RFix [Sub SPred; Sub SScorer] SScorer);
    ("neg", RFix [Sub SScorer] SScorer); ("normalize", RFix [Sub SScorer] SScorer);
    ("clamp", RFix [Par PNumS; Par PNumS; Sub SScorer] SScorer);
    ("field", RFix [Par PNumField] SScorer); ("lit", RFix [Par PNumS] SScorer);
    ("argmax", RFix [] SSelector); ("ordered", RFix [] SSelector);
    ("sample", RFix [Par PNumS] SSelector); ("chain", RFix [Par PChain] SSelector);
    ("top_k", RFix [Par PCount; Sub SSelector] SSelector);
    ("id", RFix [] SXform); ("seq", RVar SXform);
    ("set_param", RFix [Par PParamName; Par PScalar] SXform);
    ("inject_seed", RFix [Par PParamName] SXform);
    ("clamp_param", RFix [Par PParamName; Par PNumS; Par PNumS] SXform);
    ("jitter", RFix [Par PParamName; Par PNumS] SXform);
    ("filter_text", RFix [Par PRecipe] SXform); ("filter_image", RFix [Par PRecipe] SXform);
    ("custom", RFix [Par PSym] SXform);
    ("when", RFix [Sub SPred; Sub SXform] SXform);
    ("always", RFix [Par PAction] SFailPlan);
    ("override", RFix [Sub SFailPlan; Par PFailReason; Par PAction] SFailPlan);
    ("policy", RFix [Sub SPred; Sub SScorer; Sub SSelector; Sub SXform; Sub SFailPlan] SPolicy) ].

(** Terms: one constructor per operation; the parameters are parameter
    values (spec/01 §1.3). A term is untyped; [wt] below gives its sort. *)
Inductive term : Type :=
| Top | Bot | And (l : list term) | Or (l : list term) | Not (p : term)
| MeetsReq | ScopeMatches | Is (f : string) | Cmp (f r : string) (n : float)
| TierEq (t : string) | MinTier (t : string) | FamilyEq (s : string)
| ProviderEq (s : string) | ServedByEq (s : string) | HasCap (s : string)
| Zero | Add (l : list term) | Scale (w : float) (s : term) | Gate (p s : term)
| Neg (s : term) | Normalize (s : term) | Clamp (lo hi : float) (s : term)
| Field (f : string) | Lit (n : float)
| Argmax | Ordered | Sample (t : float) | Chain (c : pv) | TopK (k : float) (e : term)
| Id | Seq (l : list term) | SetParam (k : string) (v : pv) | InjectSeed (k : string)
| ClampParam (k : string) (lo hi : float) | Jitter (k : string) (a : float)
| FilterText (r : pv) | FilterImage (r : pv) | Custom (y : string) | When (p x : term)
| Always (a : pv) | Override (f : term) (k : string) (a : pv)
| Policy (p s e x f : term).

(** Induction over terms with the nested lists of the variadic operations. *)
Section TermInd.
  Variable P : term -> Prop.
  Hypothesis H_Top : P Top.
  Hypothesis H_Bot : P Bot.
  Hypothesis H_And : forall l, Forall P l -> P (And l).
  Hypothesis H_Or : forall l, Forall P l -> P (Or l).
  Hypothesis H_Not : forall p, P p -> P (Not p).
  Hypothesis H_MeetsReq : P MeetsReq.
  Hypothesis H_ScopeMatches : P ScopeMatches.
  Hypothesis H_Is : forall f, P (Is f).
  Hypothesis H_Cmp : forall f r n, P (Cmp f r n).
  Hypothesis H_TierEq : forall t, P (TierEq t).
  Hypothesis H_MinTier : forall t, P (MinTier t).
  Hypothesis H_FamilyEq : forall s, P (FamilyEq s).
  Hypothesis H_ProviderEq : forall s, P (ProviderEq s).
  Hypothesis H_ServedByEq : forall s, P (ServedByEq s).
  Hypothesis H_HasCap : forall s, P (HasCap s).
  Hypothesis H_Zero : P Zero.
  Hypothesis H_Add : forall l, Forall P l -> P (Add l).
  Hypothesis H_Scale : forall w s, P s -> P (Scale w s).
  Hypothesis H_Gate : forall p s, P p -> P s -> P (Gate p s).
  Hypothesis H_Neg : forall s, P s -> P (Neg s).
  Hypothesis H_Normalize : forall s, P s -> P (Normalize s).
  Hypothesis H_Clamp : forall lo hi s, P s -> P (Clamp lo hi s).
  Hypothesis H_Field : forall f, P (Field f).
  Hypothesis H_Lit : forall n, P (Lit n).
  Hypothesis H_Argmax : P Argmax.
  Hypothesis H_Ordered : P Ordered.
  Hypothesis H_Sample : forall t, P (Sample t).
  Hypothesis H_Chain : forall c, P (Chain c).
  Hypothesis H_TopK : forall k e, P e -> P (TopK k e).
  Hypothesis H_Id : P Id.
  Hypothesis H_Seq : forall l, Forall P l -> P (Seq l).
  Hypothesis H_SetParam : forall k v, P (SetParam k v).
  Hypothesis H_InjectSeed : forall k, P (InjectSeed k).
  Hypothesis H_ClampParam : forall k lo hi, P (ClampParam k lo hi).
  Hypothesis H_Jitter : forall k a, P (Jitter k a).
  Hypothesis H_FilterText : forall r, P (FilterText r).
  Hypothesis H_FilterImage : forall r, P (FilterImage r).
  Hypothesis H_Custom : forall y, P (Custom y).
  Hypothesis H_When : forall p x, P p -> P x -> P (When p x).
  Hypothesis H_Always : forall a, P (Always a).
  Hypothesis H_Override : forall f k a, P f -> P (Override f k a).
  Hypothesis H_Policy : forall p s e x f, P p -> P s -> P e -> P x -> P f -> P (Policy p s e x f).

  Fixpoint term_ind' (t : term) : P t :=
    let fix go (l : list term) : Forall P l :=
        match l with [] => Forall_nil _ | x :: r => Forall_cons _ (term_ind' x) (go r) end in
    match t with
    | Top => H_Top | Bot => H_Bot | And l => H_And l (go l) | Or l => H_Or l (go l)
    | Not p => H_Not p (term_ind' p) | MeetsReq => H_MeetsReq | ScopeMatches => H_ScopeMatches
    | Is f => H_Is f | Cmp f r n => H_Cmp f r n | TierEq t => H_TierEq t
    | MinTier t => H_MinTier t | FamilyEq s => H_FamilyEq s | ProviderEq s => H_ProviderEq s
    | ServedByEq s => H_ServedByEq s | HasCap s => H_HasCap s | Zero => H_Zero
    | Add l => H_Add l (go l) | Scale w s => H_Scale w s (term_ind' s)
    | Gate p s => H_Gate p s (term_ind' p) (term_ind' s) | Neg s => H_Neg s (term_ind' s)
    | Normalize s => H_Normalize s (term_ind' s)
    | Clamp lo hi s => H_Clamp lo hi s (term_ind' s) | Field f => H_Field f | Lit n => H_Lit n
    | Argmax => H_Argmax | Ordered => H_Ordered | Sample t => H_Sample t | Chain c => H_Chain c
    | TopK k e => H_TopK k e (term_ind' e) | Id => H_Id | Seq l => H_Seq l (go l)
    | SetParam k v => H_SetParam k v | InjectSeed k => H_InjectSeed k
    | ClampParam k lo hi => H_ClampParam k lo hi | Jitter k a => H_Jitter k a
    | FilterText r => H_FilterText r | FilterImage r => H_FilterImage r | Custom y => H_Custom y
    | When p x => H_When p x (term_ind' p) (term_ind' x) | Always a => H_Always a
    | Override f k a => H_Override f k a (term_ind' f)
    | Policy p s e x f => H_Policy p s e x f (term_ind' p) (term_ind' s) (term_ind' e) (term_ind' x) (term_ind' f)
    end.
End TermInd.

(** Well-sorted terms (the sorts of spec/01 §1.6 on terms). *)
Inductive wt : term -> sort -> Prop :=
| WTop : wt Top SPred
| WBot : wt Bot SPred
| WAnd : forall l, l <> [] -> Forall (fun t => wt t SPred) l -> wt (And l) SPred
| WOr : forall l, l <> [] -> Forall (fun t => wt t SPred) l -> wt (Or l) SPred
| WNot : forall p, wt p SPred -> wt (Not p) SPred
| WMeetsReq : wt MeetsReq SPred
| WScopeMatches : wt ScopeMatches SPred
| WIs : forall f, wt (Is f) SPred
| WCmp : forall f r n, wt (Cmp f r n) SPred
| WTierEq : forall t, wt (TierEq t) SPred
| WMinTier : forall t, wt (MinTier t) SPred
| WFamilyEq : forall s, wt (FamilyEq s) SPred
| WProviderEq : forall s, wt (ProviderEq s) SPred
| WServedByEq : forall s, wt (ServedByEq s) SPred
| WHasCap : forall s, wt (HasCap s) SPred
| WZero : wt Zero SScorer
| WAdd : forall l, l <> [] -> Forall (fun t => wt t SScorer) l -> wt (Add l) SScorer
| WScale : forall w s, wt s SScorer -> wt (Scale w s) SScorer
| WGate : forall p s, wt p SPred -> wt s SScorer -> wt (Gate p s) SScorer
| WNeg : forall s, wt s SScorer -> wt (Neg s) SScorer
| WNormalize : forall s, wt s SScorer -> wt (Normalize s) SScorer
| WClamp : forall lo hi s, wt s SScorer -> wt (Clamp lo hi s) SScorer
| WField : forall f, wt (Field f) SScorer
| WLit : forall n, wt (Lit n) SScorer
| WArgmax : wt Argmax SSelector
| WOrdered : wt Ordered SSelector
| WSample : forall t, wt (Sample t) SSelector
| WChain : forall c, wt (Chain c) SSelector
| WTopK : forall k e, wt e SSelector -> wt (TopK k e) SSelector
| WId : wt Id SXform
| WSeq : forall l, l <> [] -> Forall (fun t => wt t SXform) l -> wt (Seq l) SXform
| WSetParam : forall k v, wt (SetParam k v) SXform
| WInjectSeed : forall k, wt (InjectSeed k) SXform
| WClampParam : forall k lo hi, wt (ClampParam k lo hi) SXform
| WJitter : forall k a, wt (Jitter k a) SXform
| WFilterText : forall r, wt (FilterText r) SXform
| WFilterImage : forall r, wt (FilterImage r) SXform
| WCustom : forall y, wt (Custom y) SXform
| WWhen : forall p x, wt p SPred -> wt x SXform -> wt (When p x) SXform
| WAlways : forall a, wt (Always a) SFailPlan
| WOverride : forall f k a, wt f SFailPlan -> wt (Override f k a) SFailPlan
| WPolicy : forall p s e x f, wt p SPred -> wt s SScorer -> wt e SSelector -> wt x SXform ->
    wt f SFailPlan -> wt (Policy p s e x f) SPolicy.

Lemma wt_unique : forall t s1 s2, wt t s1 -> wt t s2 -> s1 = s2.
Proof. intros t s1 s2 H1 H2; destruct H1; inversion H2; reflexivity. Qed.

(** Argument values of a node, in order: subterms and parameter values. *)
Inductive argv : Type := ASub : term -> argv | APar : pv -> argv.

(** Build the node of a fixed operation from its arguments (the converted
    parameters of spec/03 §3.7). *)
Definition build (op : string) (a : list argv) : option term :=
  match op, a with
  | "top", [] => Some Top | "bot", [] => Some Bot
  | "not", [ASub p] => Some (Not p)
  | "meets_req", [] => Some MeetsReq | "scope_matches", [] => Some ScopeMatches
  | "is", [APar (PStr f)] => Some (Is f)
  | "cmp", [APar (PStr f); APar (PStr r); APar (PNum n)] => Some (Cmp f r n)
  | "tier_eq", [APar (PStr t)] => Some (TierEq t)
  | "min_tier", [APar (PStr t)] => Some (MinTier t)
  | "family_eq", [APar (PStr s)] => Some (FamilyEq s)
  | "provider_eq", [APar (PStr s)] => Some (ProviderEq s)
  | "served_by_eq", [APar (PStr s)] => Some (ServedByEq s)
  | "has_cap", [APar (PStr s)] => Some (HasCap s)
  | "zero", [] => Some Zero
  | "scale", [APar (PNum w); ASub s] => Some (Scale w s)
  | "gate", [ASub p; ASub s] => Some (Gate p s)
  | "neg", [ASub s] => Some (Neg s)
  | "normalize", [ASub s] => Some (Normalize s)
  | "clamp", [APar (PNum lo); APar (PNum hi); ASub s] => Some (Clamp lo hi s)
  | "field", [APar (PStr f)] => Some (Field f)
  | "lit", [APar (PNum n)] => Some (Lit n)
  | "argmax", [] => Some Argmax | "ordered", [] => Some Ordered
  | "sample", [APar (PNum t)] => Some (Sample t)
  | "chain", [APar c] => Some (Chain c)
  | "top_k", [APar (PNum k); ASub e] => Some (TopK k e)
  | "id", [] => Some Id
  | "set_param", [APar (PStr k); APar v] => Some (SetParam k v)
  | "inject_seed", [APar (PStr k)] => Some (InjectSeed k)
  | "clamp_param", [APar (PStr k); APar (PNum lo); APar (PNum hi)] => Some (ClampParam k lo hi)
  | "jitter", [APar (PStr k); APar (PNum a)] => Some (Jitter k a)
  | "filter_text", [APar r] => Some (FilterText r)
  | "filter_image", [APar r] => Some (FilterImage r)
  | "custom", [APar (PStr y)] => Some (Custom y)
  | "when", [ASub p; ASub x] => Some (When p x)
  | "always", [APar a] => Some (Always a)
  | "override", [ASub f; APar (PStr k); APar a] => Some (Override f k a)
  | "policy", [ASub p; ASub s; ASub e; ASub x; ASub f] => Some (Policy p s e x f)
  | _, _ => None
  end.

Definition build_var (op : string) (l : list term) : option term :=
  match op with
  | "and" => Some (And l) | "or" => Some (Or l) | "add" => Some (Add l) | "seq" => Some (Seq l)
  | _ => None
  end.

(** Term nodes ([|t|] of spec/03 §3.9.2). *)
Fixpoint size (t : term) : nat :=
  let fix sz (l : list term) : nat := match l with [] => 0 | x :: r => size x + sz r end in
  match t with
  | And l | Or l | Add l | Seq l => S (sz l)
  | Not p | Scale _ p | Neg p | Normalize p | Clamp _ _ p | TopK _ p | Override p _ _ => S (size p)
  | Gate p s | When p s => S (size p + size s)
  | Policy p s e x f => S (size p + size s + size e + size x + size f)
  | _ => 1
  end.
