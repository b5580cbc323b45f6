(** The normal form (spec/04 §4.1–§4.4): [nf] as a fold, each branch the
    instance of the equations named in §4.8. *)
From Coq Require Import String List Bool PrimFloat.
From SigmaPol Require Import Trusted Json Syntax Encoding.
Import ListNotations.
Open Scope string_scope.

(** Sorting by the encoding [⟦k⟧], in code-point (= byte) order: [Comm⊙]. *)
Fixpoint insert (x : term) (l : list term) : list term :=
  match l with
  | [] => [x]
  | y :: r => if String.leb (enc x) (enc y) then x :: l else y :: insert x r
  end.
Definition isort (l : list term) : list term := fold_right insert [] l.

Inductive vop : Type := VAnd | VOr | VAdd | VSeq.

Definition vchildren (o : vop) (t : term) : option (list term) :=
  match o, t with
  | VAnd, And l | VOr, Or l | VAdd, Add l | VSeq, Seq l => Some l
  | _, _ => None
  end.
Definition vunit (o : vop) (t : term) : bool :=
  match o, t with VAnd, Top | VOr, Bot | VAdd, Zero | VSeq, Id => true | _, _ => false end.
Definition vabsorb (o : vop) (t : term) : bool :=
  match o, t with VAnd, Bot | VOr, Top => true | _, _ => false end.
Definition unit_of (o : vop) : term := match o with VAnd => Top | VOr => Bot | VAdd => Zero | VSeq => Id end.
Definition absorb_of (o : vop) : term := match o with VAnd => Bot | _ => Top end.
Definition mk (o : vop) (l : list term) : term :=
  match o with VAnd => And l | VOr => Or l | VAdd => Add l | VSeq => Seq l end.
Definition commutative (o : vop) : bool := match o with VSeq => false | _ => true end.

(** §4.2 steps 1–4: flatten ([Assoc⊙]), skip units ([Unit⊙]), stop at the
    absorbing constant ([Absorb⊙], [None]). *)
Fixpoint flat (o : vop) (l : list term) : option (list term) :=
  match l with
  | [] => Some []
  | k :: r =>
      match vchildren o k with
      | Some ks => option_map (app ks) (flat o r)
      | None => if vunit o k then flat o r
                else if vabsorb o k then None
                else option_map (cons k) (flat o r)
      end
  end.

Definition nf_var (o : vop) (l : list term) : term :=
  match flat o l with
  | None => absorb_of o
  | Some [] => unit_of o
  | Some [x] => x                                     (* Single⊙ *)
  | Some xs => mk o (if commutative o then isort xs else xs)
  end.

Definition is_zero (t : term) : bool := match t with Zero => true | _ => false end.
Definition is_top (t : term) : bool := match t with Top => true | _ => false end.
Definition is_bot (t : term) : bool := match t with Bot => true | _ => false end.
Definition is_normalize (t : term) : bool := match t with Normalize _ => true | _ => false end.
Definition not_child (t : term) : option term := match t with Not q => Some q | _ => None end.

(** [Not-Not], [Not-Top], [Not-Bot]. *)
Definition nf_not (p : term) : term :=
  match not_child p with
  | Some q => q
  | None => if is_top p then Bot else if is_bot p then Top else Not p
  end.

(** [Scale-Zero], [Scale-Of-Zero] (checked first), then [Scale-One]. *)
Definition nf_scale (w : float) (s : term) : term :=
  if PrimFloat.eqb w 0 || is_zero s then Zero
  else if PrimFloat.eqb w 1 then s else Scale w s.

(** [Gate-Top] (checked first), [Gate-Bot], [Gate-Zero]. *)
Definition nf_gate (p s : term) : term :=
  if is_top p then s
  else if is_bot p || is_zero s then Zero
  else Gate p s.

(** [Norm-Idem]. *)
Definition nf_normalize (s : term) : term :=
  if is_normalize s then s else Normalize s.

(** §4.4. A table: kinds in strictly increasing code-point order. *)
Fixpoint tset (k : string) (a : pv) (tbl : list (string * pv)) : list (string * pv) :=
  match tbl with
  | [] => [(k, a)]
  | (k', a') :: r =>
      match String.compare k k' with
      | Lt => (k, a) :: tbl
      | Eq => (k, a) :: r                              (* F1: the outer wins *)
      | Gt => (k', a') :: tset k a r
      end
  end.

Fixpoint fp_table (t : term) : option (pv * list (string * pv)) :=
  match t with
  | Always b => Some (b, [])
  | Override f k a => match fp_table f with Some (b, tbl) => Some (b, tset k a tbl) | None => None end
  | _ => None
  end.

Definition emit (b : pv) (tbl : list (string * pv)) : term :=
  fold_left (fun f kv => Override f (fst kv) (snd kv)) tbl (Always b).

Definition drop_base (b : pv) (tbl : list (string * pv)) : list (string * pv) :=
  filter (fun kv => negb (String.eqb (enc_pv (snd kv)) (enc_pv b))) tbl.   (* F3 *)

Definition nf_override (f : term) (k : string) (a : pv) : term :=
  match fp_table f with
  | Some (b, tbl) => emit b (drop_base b (tset k a tbl))            (* F2: re-emitted in order *)
  | None => Override f k a
  end.

Fixpoint nf (t : term) : term :=
  match t with
  | And l => nf_var VAnd (map nf l)
  | Or l => nf_var VOr (map nf l)
  | Add l => nf_var VAdd (map nf l)
  | Seq l => nf_var VSeq (map nf l)
  | Not p => nf_not (nf p)
  | Scale w s => nf_scale w (nf s)
  | Gate p s => nf_gate (nf p) (nf s)
  | Neg s => Neg (nf s)
  | Normalize s => nf_normalize (nf s)
  | Clamp lo hi s => Clamp lo hi (nf s)
  | TopK k e => TopK k (nf e)
  | When p x => When (nf p) (nf x)
  | Override f k a => nf_override (nf f) k a
  | Policy p s e x f => Policy (nf p) (nf s) (nf e) (nf x) (nf f)
  | _ => t
  end.
