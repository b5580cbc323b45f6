(** Theorem 6 and the design card's "initial-algebra fold": terms over the
    signature as data ([Syntax.signature], spec/01 §1.6), one generic fold
    over any algebra, and its uniqueness: every homomorphism out of the term
    algebra is the fold ([fold_unique]).  The model's terms ([Syntax.term],
    one constructor per operation) are these terms ([of_g_to_g]), and the
    model's encoding, normal form and meaning 𝔖 (spec/06 §6.12: Pred,
    Scorer, Selector, FailPlan, the policy's plan and classify) are folds
    ([enc_fold], [nf_fold], [sem_fold]), so each is the only map satisfying
    its fold equations ([enc_unique], [nf_unique], [sem_unique]). *)
From Coq Require Import String List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax Encoding Admission NormalForm Decode Semantics.
Import ListNotations.
Open Scope string_scope.

(** ** Terms over the signature *)
(** An argument: a subterm, or a parameter value (a string, a number, or a
    structured value). *)
Inductive arg (T : Type) : Type := ASubT (t : T) | AStr (s : string) | ANum (x : float) | APv (v : pv).
Arguments ASubT {T}. Arguments AStr {T}. Arguments ANum {T}. Arguments APv {T}.

Definition arg_map {A B} (f : A -> B) (a : arg A) : arg B :=
  match a with ASubT t => ASubT (f t) | AStr s => AStr s | ANum x => ANum x | APv v => APv v end.

(** A node: an operation's name and its arguments. *)
Inductive gterm : Type := GNode (op : string) (args : list (arg gterm)).

Section GInd.
  Variable P : gterm -> Prop.
  Definition argP (a : arg gterm) : Prop := match a with ASubT u => P u | _ => True end.
  Hypothesis HNode : forall op args, Forall argP args -> P (GNode op args).
  Fixpoint gterm_ind' (t : gterm) : P t :=
    match t with
    | GNode op args => HNode op args
        ((fix go (l : list (arg gterm)) : Forall argP l :=
            match l with
            | [] => Forall_nil _
            | a :: r => @Forall_cons _ argP a r
                          (match a as a' return argP a' with ASubT u => gterm_ind' u | _ => I end) (go r)
            end) args)
    end.
End GInd.

(** The sort of a term over the signature (the rows of spec/01 §1.6). *)
Definition par_ok {T} (P : psort) (a : arg T) : bool :=
  match P, a with
  | (PNumS | PCount), ANum _ => true
  | (PRel | PNumField | PBoolField | PTier | PFamily | PProvider | PServedBy | PCapability
    | PParamName | PSym | PProvenance | PFailReason), AStr _ => true
  | (PScalar | PAction | PRecipe | PChain), APv _ => true
  | _, _ => false
  end.

Inductive gwt : gterm -> sort -> Prop :=
| GW_Var : forall op s ts, assoc op signature = Some (RVar s) -> ts <> [] ->
    gwt_all ts s -> gwt (GNode op (map ASubT ts)) s
| GW_Fix : forall op ins out args, assoc op signature = Some (RFix ins out) ->
    gwt_args ins args -> gwt (GNode op args) out
with gwt_all : list gterm -> sort -> Prop :=
| GA_nil : forall s, gwt_all [] s
| GA_cons : forall u us s, gwt u s -> gwt_all us s -> gwt_all (u :: us) s
with gwt_args : list Syntax.isort -> list (arg gterm) -> Prop :=
| GR_nil : gwt_args [] []
| GR_sub : forall s ins u args, gwt u s -> gwt_args ins args -> gwt_args (Sub s :: ins) (ASubT u :: args)
| GR_par : forall P ins a args, par_ok P a = true -> gwt_args ins args -> gwt_args (Par P :: ins) (a :: args).

(** ** Algebras and the fold *)
(** An algebra of the signature on a carrier [A]: each operation, given its
    arguments (subterms already interpreted), gives a value of [A]. *)
Definition algebra (A : Type) : Type := string -> list (arg A) -> A.

Fixpoint fold {A} (alg : algebra A) (t : gterm) : A :=
  match t with
  | GNode op args => alg op (map (fun a => match a with
                                           | ASubT u => ASubT (fold alg u)
                                           | AStr s => AStr s | ANum x => ANum x | APv v => APv v
                                           end) args)
  end.

(** A homomorphism out of the term algebra: a map that commutes with every
    operation. *)
Definition hom {A} (alg : algebra A) (h : gterm -> A) : Prop :=
  forall op args, h (GNode op args) = alg op (map (arg_map h) args).

Lemma fold_hom : forall A (alg : algebra A), hom alg (fold alg).
Proof.
  intros A alg op args. reflexivity.
Qed.

(** Theorem 6: the fold is the only homomorphism out of the term algebra
    (initiality: existence is [fold_hom]). *)
Theorem fold_unique : forall A (alg : algebra A) h, hom alg h -> forall t, h t = fold alg t.
Proof.
  intros A alg h H t. induction t as [op args IH] using gterm_ind'.
  rewrite H. simpl. f_equal. induction IH as [|a r Ha Hr IHr]; simpl; [reflexivity|].
  f_equal; [|exact IHr]. destruct a; simpl; try reflexivity. rewrite Ha. reflexivity.
Qed.

(** ** The model's terms are the terms over the signature *)
Definition of_targ (a : targ) : arg term :=
  match a with AT t => ASubT t | AS s => AStr s | AN x => ANum x | AV v => APv v end.

Fixpoint to_g (t : term) : gterm :=
  let sub := fun u => @ASubT gterm (to_g u) in
  match t with
  | And l => GNode "and" (map sub l) | Or l => GNode "or" (map sub l)
  | Add l => GNode "add" (map sub l) | Seq l => GNode "seq" (map sub l)
  | Not p => GNode "not" [sub p]
  | Scale w s => GNode "scale" [ANum w; sub s]
  | Gate p s => GNode "gate" [sub p; sub s]
  | Neg s => GNode "neg" [sub s] | Normalize s => GNode "normalize" [sub s]
  | Clamp lo hi s => GNode "clamp" [ANum lo; ANum hi; sub s]
  | TopK k e => GNode "top_k" [ANum k; sub e]
  | When p x => GNode "when" [sub p; sub x]
  | Override f k a => GNode "override" [sub f; AStr k; APv a]
  | Policy p s e x f => GNode "policy" [sub p; sub s; sub e; sub x; sub f]
  | _ => GNode (fst (view t)) (map (arg_map (fun _ => GNode "" [])) (map of_targ (snd (view t))))
  end.

(** [to_g] is [view], recursively. *)
Lemma to_g_view : forall t,
  to_g t = GNode (fst (view t)) (map (arg_map to_g) (map of_targ (snd (view t)))).
Proof.
  destruct t; try reflexivity; simpl; f_equal; rewrite !map_map; reflexivity.
Qed.

(** Back: a fixed operation's node by [mkterm], a variadic one by [build_var]. *)
Definition sub_of (a : arg term) : option term := match a with ASubT t => Some t | _ => None end.
Definition to_targ (a : arg term) : targ :=
  match a with ASubT t => AT t | AStr s => AS s | ANum x => AN x | APv v => AV v end.

Fixpoint all_some {A} (l : list (option A)) : option (list A) :=
  match l with
  | [] => Some []
  | Some x :: r => option_map (cons x) (all_some r)
  | None :: _ => None
  end.

Definition back_alg : algebra (option term) :=
  fun op args =>
    match all_some (map (fun a => match a with
                                  | ASubT o => option_map (@ASubT term) o
                                  | AStr s => Some (AStr s) | ANum x => Some (ANum x) | APv v => Some (APv v)
                                  end) args) with
    | None => None
    | Some avs =>
        if is_var op then match all_some (map sub_of avs) with Some ts => build_var op ts | None => None end
        else mkterm op (map to_targ avs)
    end.

Definition of_g : gterm -> option term := fold back_alg.

Lemma back_alg_eq : forall op args, back_alg op args =
  match all_some (map (fun a => match a with
                                | ASubT o => option_map (@ASubT term) o
                                | AStr s => Some (AStr s) | ANum x => Some (ANum x) | APv v => Some (APv v)
                                end) args) with
  | None => None
  | Some avs =>
      if is_var op then match all_some (map sub_of avs) with Some ts => build_var op ts | None => None end
      else mkterm op (map to_targ avs)
  end.
Proof. reflexivity. Qed.

Lemma all_some_map_some : forall A (l : list A), all_some (map Some l) = Some l.
Proof. induction l; simpl; auto. rewrite IHl. reflexivity. Qed.

(** Every term of the model is a term over the signature, and nothing is
    lost on the way: [to_g] is injective. *)
Theorem of_g_to_g : forall t, of_g (to_g t) = Some t.
Proof.
  assert (L : forall l, Forall (fun u => of_g (to_g u) = Some u) l ->
            all_some (map (fun a => match a with
                                    | ASubT o => option_map (@ASubT term) o
                                    | AStr s => Some (AStr s) | ANum x => Some (ANum x) | APv v => Some (APv v)
                                    end)
                          (map (fun a => match a with
                                         | ASubT u => ASubT (fold back_alg u)
                                         | AStr s => AStr s | ANum x => ANum x | APv v => APv v
                                         end) (map (fun u => @ASubT gterm (to_g u)) l)))
            = Some (map ASubT l)).
  { induction 1; simpl; auto. unfold of_g in H. rewrite H, IHForall. reflexivity. }
  assert (S : forall l, all_some (map sub_of (map (@ASubT term) l)) = Some l).
  { induction l; simpl; auto. rewrite IHl. reflexivity. }
  induction t using term_ind'; unfold of_g; simpl; try reflexivity;
    repeat match goal with IH : of_g (to_g ?u) = Some ?u |- _ => unfold of_g in IH; rewrite IH; clear IH end;
    try reflexivity.
  all: rewrite back_alg_eq, (L l H); simpl; rewrite S; reflexivity.
Qed.

Corollary to_g_injective : forall t u, to_g t = to_g u -> t = u.
Proof. intros t u E. pose proof (of_g_to_g t) as A. rewrite E, of_g_to_g in A. injection A; auto. Qed.

Lemma gwt_all_map : forall l s, Forall (fun u => gwt (to_g u) s) l -> gwt_all (map to_g l) s.
Proof. induction 1; simpl; constructor; auto. Qed.

(** The model's well-sorted terms are well-sorted terms over the signature
    as data: the sort judgement [wt] of Syntax.v agrees with the rows. *)
Theorem to_g_wt : forall t s, wt t s -> gwt (to_g t) s.
Proof.
  induction t using term_ind'; intros so Hw; inversion Hw; subst.
  all: try (simpl; replace (map (fun u => @ASubT gterm (to_g u)) l) with (map ASubT (map to_g l))
              by (rewrite map_map; reflexivity);
            apply GW_Var; [reflexivity| destruct l; [contradiction|discriminate] |];
            apply gwt_all_map; rewrite Forall_forall in *; auto; fail).
  all: eapply GW_Fix; [reflexivity|]; simpl;
       repeat (first [ apply GR_nil | apply GR_par; [reflexivity|] | apply GR_sub; [solve [auto]|] ]).
Qed.

(** ** The encoding and the normal form are folds *)
Definition arg_text (a : arg string) : string :=
  match a with ASubT s => s | AStr s => enc_str s | ANum x => num_text x | APv v => enc_pv v end.

(** The encoding algebra (spec/05 §5.5): a node [(op a1 … an)]. *)
Definition enc_alg : algebra string := fun op args => node op (map arg_text args).

Theorem enc_fold : forall t, enc t = fold enc_alg (to_g t).
Proof.
  induction t using term_ind'; simpl; try reflexivity;
    repeat match goal with IH : enc ?u = fold enc_alg (to_g ?u) |- _ => rewrite <- IH; clear IH end;
    try reflexivity.
  all: unfold enc_alg; f_equal; rewrite !map_map;
       induction H; simpl; [reflexivity|]; rewrite H; f_equal; auto.
Qed.

(** Theorem 6 for the encoding: any map satisfying the encoding's fold
    equations is the encoding. *)
Corollary enc_unique : forall h, hom enc_alg h -> forall t, h (to_g t) = enc t.
Proof. intros h H t. rewrite enc_fold. apply fold_unique; auto. Qed.

(** The normal form's algebra (spec/04 §4.2–§4.4): each operation rewrites
    the node of its normalized arguments, as [nf] does. *)
Definition sub_or_zero (a : arg term) : term := match a with ASubT t => t | _ => Zero end.

Definition nf_alg : algebra term := fun op args =>
  match op, args with
  | "and", _ => nf_var VAnd (map sub_or_zero args)
  | "or", _ => nf_var VOr (map sub_or_zero args)
  | "add", _ => nf_var VAdd (map sub_or_zero args)
  | "seq", _ => nf_var VSeq (map sub_or_zero args)
  | "not", [ASubT p] => nf_not p
  | "scale", [ANum w; ASubT s] => nf_scale w s
  | "gate", [ASubT p; ASubT s] => nf_gate p s
  | "normalize", [ASubT s] => nf_normalize s
  | "override", [ASubT f; AStr k; APv a] => nf_override f k a
  | _, _ => match mkterm op (map to_targ args) with Some t => t | None => Zero end
  end.

Theorem nf_fold : forall t, nf t = fold nf_alg (to_g t).
Proof.
  assert (V : forall l, Forall (fun u => nf u = fold nf_alg (to_g u)) l ->
            map nf l = map sub_or_zero (map (fun a => match a with
                                                      | ASubT u => ASubT (fold nf_alg u)
                                                      | AStr s => AStr s | ANum x => ANum x | APv v => APv v
                                                      end) (map (fun u => @ASubT gterm (to_g u)) l))).
  { induction 1; simpl; f_equal; auto. }
  induction t using term_ind'; simpl; try reflexivity;
    repeat match goal with IH : nf ?u = fold nf_alg (to_g ?u) |- _ => rewrite <- IH; clear IH end;
    try reflexivity.
  all: unfold nf_alg at 1; f_equal; apply V; auto.
Qed.

(** Theorem 6 for the normal form: any map satisfying the normal form's fold
    equations is [nf]. *)
Corollary nf_unique : forall h, hom nf_alg h -> forall t, h (to_g t) = nf t.
Proof. intros h H t. rewrite nf_fold. apply fold_unique; auto. Qed.

(** 𝔖 (spec/06 §6.12) as an algebra: the carrier holds a term's meaning in
    every sort at once (what it is as a Pred, a Scorer, a Selector, a
    FailPlan, a policy's plan and classify); an operation with subterms
    combines its arguments' meanings, as §6.12 writes it; one without is the
    clause of §6.12 for it.  Transforms (Xform, with the registry of
    [custom]) are Xform.v's fold. *)
Record sem : Type := {
  sp : json -> json -> option string;
  ss : list json -> json -> list float;
  se : list entry -> json -> list entry;
  sf : list (string * pv);
  splan : list json -> json -> list entry * list (json * string);
  scls : string -> pv }.

Definition leaf (σ : schema) (t : term) : sem :=
  {| sp := evp σ t; ss := evs σ t; se := evsel t; sf := evf t; splan := plan σ t; scls := classify t |}.

Definition unsub (a : arg sem) : sem :=
  match a with ASubT m => m | _ => leaf default_schema Zero end.

Definition sem_alg (σ : schema) : algebra sem := fun op args =>
  let ms := map unsub args in
  let none := {| sp := fun _ _ => None; ss := fun P _ => map (fun _ => 0%float) P; se := fun E _ => E;
                 sf := []; splan := fun _ _ => ([], []); scls := fun k => cls [] k |} in
  match op, args with
  | "and", _ =>
      {| sp := fun c κ => (fix go ms := match ms with [] => None | m :: r => or_else (sp m c κ) (fun _ => go r) end) ms;
         ss := ss none; se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "or", _ =>
      {| sp := fun c κ => if (fix go ms := match ms with [] => false
                                               | m :: r => match sp m c κ with None => true | Some _ => go r end end) ms
                          then None else Some "or";
         ss := ss none; se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "not", [ASubT m] =>
      {| sp := fun c κ => match sp m c κ with None => Some "not" | Some _ => None end;
         ss := ss none; se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "add", _ =>
      {| sp := sp none; ss := fun P κ => sum_lists (length P) (map (fun m => ss m P κ) ms);
         se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "scale", [ANum w; ASubT m] =>
      {| sp := sp none; ss := fun P κ => map (fun x => (w * x)%float) (ss m P κ);
         se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "gate", [ASubT mp; ASubT m] =>
      {| sp := sp none;
         ss := fun P κ => zipw (fun ok x => if PrimFloat.eqb ok 1 then x else 0%float)
                               (map (fun c => match sp mp c κ with None => 1%float | Some _ => 0%float end) P)
                               (ss m P κ);
         se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "neg", [ASubT m] =>
      {| sp := sp none; ss := fun P κ => map (fun x => (1 - x)%float) (ss m P κ);
         se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "normalize", [ASubT m] =>
      {| sp := sp none; ss := fun P κ => mm (ss m P κ);
         se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "clamp", [ANum lo; ANum hi; ASubT m] =>
      {| sp := sp none; ss := fun P κ => map (fun x => cl x lo hi) (ss m P κ);
         se := se none; sf := sf none; splan := splan none; scls := scls none |}
  | "top_k", [ANum k; ASubT m] =>
      {| sp := sp none; ss := ss none; se := fun E κ => takef k (se m E κ);
         sf := sf none; splan := splan none; scls := scls none |}
  | "override", [ASubT m; AStr k; APv a] =>
      {| sp := sp none; ss := ss none; se := se none; sf := tset k a (sf m);
         splan := splan none; scls := fun k' => cls (tset k a (sf m)) k' |}
  | "policy", [ASubT mp; ASubT ms'; ASubT me; ASubT _; ASubT mf] =>
      {| sp := sp none; ss := ss none; se := se none; sf := sf none;
         splan := fun C κ =>
           let S := filter (fun c => match sp mp c κ with None => true | Some _ => false end) C in
           let Rj := flat_map (fun c => match sp mp c κ with None => [] | Some r => [(c, r)] end) C in
           (se me (entries S (ss ms' S κ)) κ, Rj);
         scls := fun k => cls (sf mf) k |}
  | _, _ =>
      match mkterm op (map to_targ (map (arg_map (fun _ => Zero)) args)) with
      | Some t => leaf σ t
      | None => none
      end
  end.

(** A meaning agrees with a term's: pointwise in each sort. *)
Definition agrees (σ : schema) (m : sem) (t : term) : Prop :=
  (forall c κ, sp m c κ = evp σ t c κ) /\ (forall P κ, ss m P κ = evs σ t P κ) /\
  (forall E κ, se m E κ = evsel t E κ) /\ sf m = evf t /\
  (forall C κ, splan m C κ = plan σ t C κ) /\ (forall k, scls m k = classify t k).

Lemma sem_subs : forall σ l, map unsub (map (fun a => match a with
                                              | ASubT u => ASubT (fold (sem_alg σ) u)
                                              | AStr s => AStr s | ANum x => ANum x | APv v => APv v
                                              end) (map (fun u => @ASubT gterm (to_g u)) l))
  = map (fun u => fold (sem_alg σ) (to_g u)) l.
Proof. intros. induction l; simpl; f_equal; auto. Qed.

Lemma filter_pointwise : forall A (f g : A -> bool) l, (forall x, f x = g x) -> filter f l = filter g l.
Proof. intros A f g l H. induction l; simpl; auto. rewrite H, IHl. reflexivity. Qed.

Lemma flat_map_pointwise : forall A B (f g : A -> list B) l, (forall x, f x = g x) -> flat_map f l = flat_map g l.
Proof. intros A B f g l H. induction l; simpl; auto. rewrite H, IHl. reflexivity. Qed.

(** 𝔖 is a fold: the fold of [sem_alg] on a term agrees, in every sort,
    with the model's meaning of it (what the server runs). *)
Theorem sem_fold : forall σ t, agrees σ (fold (sem_alg σ) (to_g t)) t.
Proof.
  intros σ t. induction t using term_ind'.
  all: try (unfold agrees; repeat split; intros; reflexivity).
  all: unfold agrees in *; repeat match goal with H : _ /\ _ |- _ => destruct H end.
  all: try (rewrite Forall_forall in H).
  all: simpl; try rewrite sem_subs.
  all: repeat split; intros; simpl;
    repeat match goal with
    | H : forall (c κ : json), sp ?m c κ = _ |- context [sp ?m ?c ?k] => rewrite (H c k)
    | H : forall (P : list json) (κ : json), ss ?m P κ = _ |- context [ss ?m ?P ?k] => rewrite (H P k)
    | H : forall (E : list entry) (κ : json), se ?m E κ = _ |- context [se ?m ?E ?k] => rewrite (H E k)
    | H : sf ?m = _ |- context [sf ?m] => rewrite H
    end; try reflexivity.
  - induction l as [|x r IHr]; simpl; [reflexivity|].
    destruct (H x (or_introl eq_refl)) as [Hx _]. rewrite Hx, IHr; [reflexivity|].
    intros; apply H; right; auto.
  - match goal with |- (if ?a then _ else _) = (if ?b then _ else _) => replace a with b; [reflexivity|] end.
    induction l as [|x r IHr]; simpl; [reflexivity|].
    destruct (H x (or_introl eq_refl)) as [Hx _]. rewrite Hx, IHr; [reflexivity|].
    intros; apply H; right; auto.
  - f_equal. rewrite map_map. apply map_ext_in. intros x Hx. destruct (H x Hx) as (_ & Hs & _). auto.
  - f_equal. apply map_ext. intros c.
    match goal with Hp : forall c κ, sp (fold (sem_alg σ) (to_g t1)) c κ = _ |- _ => rewrite Hp end. reflexivity.
  - match goal with Hp : forall c κ, sp (fold (sem_alg σ) (to_g t1)) c κ = _ |- _ =>
      erewrite filter_pointwise by (intros c; rewrite Hp; reflexivity);
      erewrite flat_map_pointwise by (intros c; rewrite Hp; reflexivity) end.
    reflexivity.
Qed.

(** Theorem 6 for 𝔖: any map satisfying 𝔖's fold equations agrees with the
    model's meaning on every term. *)
Corollary sem_unique : forall σ h, hom (sem_alg σ) h -> forall t, agrees σ (h (to_g t)) t.
Proof. intros σ h H t. rewrite (fold_unique _ _ h H). apply sem_fold. Qed.
