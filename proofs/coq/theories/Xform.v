(** Xform (spec/06 §6.7, the equations D-id … D-when of §6.12.5) over
    PrimFloat, the conformance registry of [custom] (spec/08
    [pinned-custom-registry]) and the policy's [mutate] (§6.12.7).

    A request is a JSON object (spec/02 §2.6 "Request"), its members as a
    list with distinct names.  Folding an Xform into 𝔖 ([xsem]) either
    fails, only at an unregistered [custom] symbol and before any input is
    seen (D-custom), or gives a function of (request, candidate, context)
    whose only failure is the [_filters] case of D-filter_text /
    D-filter_image (Theorem 10; XformProofs.v). *)
From Coq Require Import String Ascii List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax Admission Semantics.
Import ListNotations.
Open Scope string_scope.

Definition req : Type := list (string * json).

(** The result of applying a transform: a request, or the evaluation error
    of D-filter_text / D-filter_image. *)
Inductive xres : Type := XOk : req -> xres | XErr : string -> xres.

(** [q[m ↦ v]] of §6.12.1: member [m] set to [v], or removed when [v] is
    ⊥ ([None]); the input [q] is not modified (a new list). *)
Definition qset (m : string) (v : option json) (q : req) : req :=
  let r := filter (fun kv => negb (String.eqb (fst kv) m)) q in
  match v with Some x => app r [(m, x)] | None => r end.

(** A parameter value as JSON (the recipe of D-filter_text, the value of
    D-set_param). *)
Fixpoint pv_json (v : pv) : json :=
  match v with
  | PNum x => JNum x
  | PStr s => JStr s
  | PBool b => JBool b
  | PArr l => JArr (map pv_json l)
  | PRec m => JObj (map (fun kv => (fst kv, pv_json (snd kv))) m)
  end.

(** [κ.seed] as a JSON value, ⊥ when the context has no seed. *)
Definition seed_json (κ : json) : option json :=
  match ctx_seed κ with Some s => Some (JNum s) | None => None end.

(** ** The PRNG's substreams (§6.10) *)

(** [h] folds the UTF-8 bytes [b] of the salt: [h = (h × 31 + b) mod M]. *)
Fixpoint salt_hash (h : float) (s : string) : float :=
  match s with
  | EmptyString => h
  | String b r => salt_hash (fmodM (h * 31 + nat_float (nat_of_ascii b))%float) r
  end.

(** [sub(seed, salt) = (seed + h) mod M], the addition in doubles. *)
Definition substream (seed : float) (salt : string) : float :=
  fmodM (seed + salt_hash 0 salt)%float.

(** The first draw of [MINSTD(s)]: one step after the warm-up, then [s / M]. *)
Definition first_draw (s : float) : float := (step (seed_state s) / M)%float.

(** ** The equations of §6.12.5 *)

Definition filters_error (which : string) : string :=
  which ++ ": request member _filters is not an object".

Definition custom_error (y : string) : string :=
  "custom '" ++ y ++ "': not registered in this host's registry".

(** D-set_param, D-inject_seed: ["from_ctx"] is the directive "the
    context's seed, as given" (removed when there is none). *)
Definition set_value (v : pv) (κ : json) : option json :=
  match v with
  | PStr s => if String.eqb s "from_ctx" then seed_json κ else Some (JStr s)
  | _ => Some (pv_json v)
  end.

Definition set_param (k : string) (v : pv) (q : req) (κ : json) : req := qset k (set_value v κ) q.

(** D-clamp_param, with [cl] of D-clamp. *)
Definition clamp_param (k : string) (lo hi : float) (q : req) : req :=
  match assoc k q with
  | Some (JNum x) => qset k (Some (JNum (cl x lo hi))) q
  | _ => q
  end.

(** D-jitter: [o = ((u ⊗ 2) ⊖ 1) ⊗ a], in that order. *)
Definition jitter (k : string) (a : float) (q : req) (κ : json) : req :=
  match ctx_seed κ with
  | None => q
  | Some s =>
      let u := first_draw (substream s ("jitter:" ++ k)) in
      let o := (((u * 2) - 1) * a)%float in
      match assoc k q with
      | Some (JNum b) => qset k (Some (JNum (b + o)%float)) q
      | _ => qset k (Some (JNum o)) q
      end
  end.

(** D-filter_text ([which] = "filter_text", [slot] = "text") and
    D-filter_image: [F] is the request's [_filters] when it is an object
    ([{}] and [[]] are one empty value, spec/08
    [pinned-empty-object-is-array]), [{}] when it is ⊥ or [false], an error
    otherwise; [δ = {recipe: R, seed: κ.seed mod M}], without [seed] when
    the context has none. *)
Definition directive (which slot : string) (R : pv) (q : req) (κ : json) : xres :=
  let F := match assoc "_filters" q with
           | None | Some (JBool false) | Some (JArr []) => Some []
           | Some (JObj m) => Some m
           | Some _ => None
           end in
  match F with
  | None => XErr (filters_error which)
  | Some m =>
      let δ := JObj (("recipe", pv_json R) ::
                     match ctx_seed κ with Some s => [("seed", JNum (fmodM s))] | None => [] end) in
      XOk (qset "_filters" (Some (JObj (qset slot (Some δ) m))) q)
  end.

(** A registry ρ: symbols to transforms [Req × Cand × Ctx → Req]. *)
Definition registry : Type := string -> option (req -> json -> json -> req).

(** The conformance registry (spec/08 [pinned-custom-registry]): exactly two
    transforms. *)
Definition conformance_registry : registry :=
  fun y =>
    if String.eqb y "test:stamp_provider" then
      Some (fun q c _ => qset "x_provider" (member "provider_id" c) q)
    else if String.eqb y "test:drop_temperature" then
      Some (fun q _ _ => qset "temperature" None q)
    else None.

Definition xfun : Type := req -> json -> json -> xres.

Definition xid : xfun := fun q _ _ => XOk q.

Definition xthen (f g : xfun) : xfun :=
  fun q c κ => match f q c κ with XOk q' => g q' c κ | XErr m => XErr m end.

(** D-seq on the children's meanings: left to right, each applied to the
    previous result; folding fails at the first child whose folding fails. *)
Definition xseq (rs : list (string + xfun)) : string + xfun :=
  fold_right (fun r acc => match r with
                           | inl m => inl m
                           | inr f => match acc with inl m => inl m | inr g => inr (xthen f g) end
                           end) (inr xid) rs.

Section Fold.
  Variable ρ : registry.
  Variable σ : schema.

  (** Folding an Xform into 𝔖 (§6.1): each operation's interpretation
      receives the meanings of its children; only D-custom can fail here,
      and it does so before any input is seen ([inl]). Terms of other
      sorts mean the identity (never reached: the protocol checks sorts). *)
  Fixpoint xsem (t : term) : string + xfun :=
    match t with
    | Id => inr xid
    | Seq l => xseq (map xsem l)
    | SetParam k v => inr (fun q _ κ => XOk (set_param k v q κ))
    | InjectSeed k => inr (fun q _ κ => XOk (qset k (seed_json κ) q))
    | ClampParam k lo hi => inr (fun q _ _ => XOk (clamp_param k lo hi q))
    | Jitter k a => inr (fun q _ κ => XOk (jitter k a q κ))
    | FilterText R => inr (fun q _ κ => directive "filter_text" "text" R q κ)
    | FilterImage R => inr (fun q _ κ => directive "filter_image" "image" R q κ)
    | Custom y => match ρ y with
                  | Some f => inr (fun q c κ => XOk (f q c κ))
                  | None => inl (custom_error y)
                  end
    | When p x => match xsem x with
                  | inl m => inl m
                  | inr f => inr (fun q c κ => match evp σ p c κ with
                                               | None => f q c κ
                                               | Some _ => XOk q
                                               end)
                  end
    | _ => inr xid
    end.
End Fold.

(** D-policy: [mutate] is the policy's Xform [x]; folding the policy folds
    it (its other four parts cannot fail). *)
Definition xform_of (t : term) : term := match t with Policy _ _ _ x _ => x | _ => t end.
Definition mutate (ρ : registry) (σ : schema) (t : term) : string + xfun := xsem ρ σ (xform_of t).
