(** The equations E of spec/04 §4.6, transcribed from the spec's list, and
    [=E], the least congruence containing their well-sorted instances
    (spec/04 §4.6, last paragraph, and §4.9).  The proofs that [nf] decides
    it are in EqProofs.v. *)
From Coq Require Import String List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax Encoding NormalForm Shape.
Import ListNotations.
Open Scope string_scope.
Open Scope list_scope.

(** The table of the variadic operations in §4.6: the node [⊙(x⃗)], the unit
    [u⊙], the absorbing constant [z⊙] (only for [and], [or]) and whether
    [⊙] is AC.  [vop] (NormalForm.v) only names the four operations. *)
Definition vnode (o : vop) (l : list term) : term :=
  match o with VAnd => And l | VOr => Or l | VAdd => Add l | VSeq => Seq l end.
Definition u_op (o : vop) : term :=
  match o with VAnd => Top | VOr => Bot | VAdd => Zero | VSeq => Id end.
Definition z_op (o : vop) : option term :=
  match o with VAnd => Some Bot | VOr => Some Top | VAdd | VSeq => None end.
Definition ac (o : vop) : bool :=
  match o with VAnd | VOr | VAdd => true | VSeq => false end.

(** [base(f)] and [kinds(f)] of a FailPlan chain. *)
Fixpoint base (f : term) : option pv :=
  match f with Always b => Some b | Override g _ _ => base g | _ => None end.
Fixpoint kinds (f : term) : list string :=
  match f with Override g k _ => k :: kinds g | _ => [] end.

(** One constructor per named equation of §4.6, read left to right
    (the closure below makes them symmetric).

    Where the model's reading is fixed:
    - [Comm⊙] swaps two adjacent children with different encodings, written
      with the order R orients it by (§4.7, [⟦z⟧ < ⟦y⟧]); its symmetric
      closure is every swap of children with different encodings.  A swap of
      children with equal encodings relates identical terms (Theorem 5,
      [DecodeProofs.enc_injective]); it is left out.  The two children are
      shaped (Shape.v), as every admitted term is: the spec's terms are
      admitted ones, and a swap of, say, [lit(-0)] past [lit(0)] (one text,
      two terms, never admitted) is no instance of E.
    - [Scale-Zero] and [Scale-One] compare [w] with [PrimFloat.eqb], as [nf]
      does; [Scale-One] also states [w ≠ 0], which [w = 1] implies for
      doubles but which the primitive floats prove only with their
      specification axioms (not in the trusted base).
    - [F3]'s [a = base(f)] compares the encodings of the actions, as [nf]
      does (spec/04 §4.6: "the same as comparing their encodings"). *)
Inductive ax : term -> term -> Prop :=
| Assoc : forall o xs ys zs,
    ax (vnode o (xs ++ vnode o ys :: zs)) (vnode o (xs ++ ys ++ zs))
| Comm : forall o xs y z zs, ac o = true -> String.ltb (enc z) (enc y) = true -> shaped y -> shaped z ->
    ax (vnode o (xs ++ y :: z :: zs)) (vnode o (xs ++ z :: y :: zs))
| Unit : forall o xs ys, xs ++ ys <> [] ->
    ax (vnode o (xs ++ u_op o :: ys)) (vnode o (xs ++ ys))
| Absorb : forall o z xs ys, z_op o = Some z -> ax (vnode o (xs ++ z :: ys)) z
| Single : forall o x, ax (vnode o [x]) x
| Not_Not : forall p, ax (Not (Not p)) p
| Not_Top : ax (Not Top) Bot
| Not_Bot : ax (Not Bot) Top
| Scale_Zero : forall w s, PrimFloat.eqb w 0 = true -> ax (Scale w s) Zero
| Scale_Of_Zero : forall w, ax (Scale w Zero) Zero
| Scale_One : forall w s, PrimFloat.eqb w 1 = true -> PrimFloat.eqb w 0 = false -> ax (Scale w s) s
| Gate_Top : forall s, ax (Gate Top s) s
| Gate_Bot : forall s, ax (Gate Bot s) Zero
| Gate_Zero : forall p, ax (Gate p Zero) Zero
| Norm_Idem : forall s, ax (Normalize (Normalize s)) (Normalize s)
| F1 : forall f k a b, ax (Override (Override f k a) k b) (Override f k b)
| F2 : forall f k k' a b, k <> k' ->
    ax (Override (Override f k a) k' b) (Override (Override f k' b) k a)
| F3 : forall f k a b, base f = Some b -> enc_pv a = enc_pv b -> ~ In k (kinds f) ->
    ax (Override f k a) f.

(** [=E]: the least congruence containing every instance whose two sides
    are well sorted (of one sort).  Congruence is one hole at a time: a
    child of a variadic node, or a subterm argument of a fixed node. *)
Inductive eqE : term -> term -> Prop :=
| E_ax : forall s t u, wt t s -> wt u s -> ax t u -> eqE t u
| E_refl : forall t, eqE t t
| E_sym : forall t u, eqE t u -> eqE u t
| E_trans : forall t m u, eqE t m -> eqE m u -> eqE t u
| C_var : forall o l1 l2 x y, eqE x y -> eqE (vnode o (l1 ++ x :: l2)) (vnode o (l1 ++ y :: l2))
| C_not : forall p q, eqE p q -> eqE (Not p) (Not q)
| C_scale : forall w s s', eqE s s' -> eqE (Scale w s) (Scale w s')
| C_gate1 : forall p p' s, eqE p p' -> eqE (Gate p s) (Gate p' s)
| C_gate2 : forall p s s', eqE s s' -> eqE (Gate p s) (Gate p s')
| C_neg : forall s s', eqE s s' -> eqE (Neg s) (Neg s')
| C_normalize : forall s s', eqE s s' -> eqE (Normalize s) (Normalize s')
| C_clamp : forall lo hi s s', eqE s s' -> eqE (Clamp lo hi s) (Clamp lo hi s')
| C_topk : forall k e e', eqE e e' -> eqE (TopK k e) (TopK k e')
| C_when1 : forall p p' x, eqE p p' -> eqE (When p x) (When p' x)
| C_when2 : forall p x x', eqE x x' -> eqE (When p x) (When p x')
| C_override : forall f f' k a, eqE f f' -> eqE (Override f k a) (Override f' k a)
| C_policy1 : forall p p' s e x f, eqE p p' -> eqE (Policy p s e x f) (Policy p' s e x f)
| C_policy2 : forall p s s' e x f, eqE s s' -> eqE (Policy p s e x f) (Policy p s' e x f)
| C_policy3 : forall p s e e' x f, eqE e e' -> eqE (Policy p s e x f) (Policy p s e' x f)
| C_policy4 : forall p s e x x' f, eqE x x' -> eqE (Policy p s e x f) (Policy p s e x' f)
| C_policy5 : forall p s e x f f', eqE f f' -> eqE (Policy p s e x f) (Policy p s e x f').
