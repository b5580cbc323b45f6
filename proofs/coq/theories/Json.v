(** JSON values (spec/03 §3.9.1) and parameter values (spec/01 §1.3). *)
From Coq Require Import String Ascii List Bool PrimFloat.
Import ListNotations.
Open Scope string_scope.

(** A JSON value as the reader gives it: an object's members in the order
    read, names distinct (the reader keeps the last occurrence, spec/07
    §7.2).  Strings are byte strings (UTF-8, a lone surrogate as its
    three-byte WTF-8 form). *)
Inductive json : Type :=
| JNull : json
| JBool : bool -> json
| JNum : float -> json
| JStr : string -> json
| JArr : list json -> json
| JObj : list (string * json) -> json.

(** Induction over JSON values with the nested lists. *)
Section JsonInd.
  Variable P : json -> Prop.
  Hypothesis HNull : P JNull.
  Hypothesis HBool : forall b, P (JBool b).
  Hypothesis HNum : forall f, P (JNum f).
  Hypothesis HStr : forall s, P (JStr s).
  Hypothesis HArr : forall l, Forall P l -> P (JArr l).
  Hypothesis HObj : forall l, Forall (fun kv => P (snd kv)) l -> P (JObj l).
  Fixpoint json_ind' (v : json) : P v :=
    match v with
    | JNull => HNull
    | JBool b => HBool b
    | JNum f => HNum f
    | JStr s => HStr s
    | JArr l => HArr l ((fix go (l : list json) : Forall P l :=
                          match l with
                          | [] => Forall_nil _
                          | x :: r => Forall_cons _ (json_ind' x) (go r)
                          end) l)
    | JObj l => HObj l ((fix go (l : list (string * json)) : Forall (fun kv => P (snd kv)) l :=
                          match l with
                          | [] => Forall_nil _
                          | x :: r => Forall_cons _ (json_ind' (snd x)) (go r)
                          end) l)
    end.
End JsonInd.

(** Parameter values: typed (spec/03 §3.9.7); records non-empty, members in
    code-point order of their names. *)
Inductive pv : Type :=
| PNum : float -> pv
| PStr : string -> pv
| PBool : bool -> pv
| PArr : list pv -> pv
| PRec : list (string * pv) -> pv.

Definition is_finite (x : float) : bool :=
  negb (PrimFloat.is_nan x) && negb (PrimFloat.is_infinity x).

(** Code-point order of UTF-8 strings is their byte order. *)
Definition str_lt (a b : string) : bool :=
  match String.compare a b with Lt => true | _ => false end.

Fixpoint ins_member {A} (kv : string * A) (l : list (string * A)) : list (string * A) :=
  match l with
  | [] => [kv]
  | y :: r => if String.leb (fst kv) (fst y) then kv :: y :: r else y :: ins_member kv r
  end.

Definition sort_members {A} (l : list (string * A)) : list (string * A) :=
  fold_right ins_member [] l.

(** Members sorted by name, one per name: of members with one name the last
    is kept, as the reader keeps it (spec/07 §7.2; the reader's objects have
    distinct names, so this only sorts them). *)
Fixpoint ins_uniq {A} (kv : string * A) (l : list (string * A)) : list (string * A) :=
  match l with
  | [] => [kv]
  | y :: r =>
      match String.compare (fst kv) (fst y) with
      | Lt => kv :: l
      | Eq => l
      | Gt => y :: ins_uniq kv r
      end
  end.

Definition sort_uniq {A} (l : list (string * A)) : list (string * A) :=
  fold_right ins_uniq [] l.

(** [⌊v⌋] of spec/03 §3.9.7: numbers with zero as +0 (so [-0] is never a
    parameter value: Shape.v), [{}] as the empty array, records with
    members in strictly increasing name order. *)
Fixpoint conv (v : json) : pv :=
  match v with
  | JNull => PArr []   (* never reached: null is refused by well-formedness *)
  | JBool b => PBool b
  | JNum x => PNum (if PrimFloat.eqb x 0%float then 0%float else x)
  | JStr s => PStr s
  | JArr l => PArr (map conv l)
  | JObj [] => PArr []
  | JObj l => PRec (sort_uniq (map (fun kv => (fst kv, conv (snd kv))) l))
  end.

(** Member lookup ([v.k]: absent for an array or a missing member). *)
Fixpoint assoc {A} (k : string) (l : list (string * A)) : option A :=
  match l with
  | [] => None
  | (k', x) :: r => if String.eqb k k' then Some x else assoc k r
  end.

Definition member (k : string) (v : json) : option json :=
  match v with JObj l => assoc k l | _ => None end.

(** Valid Unicode: the byte string holds no encoded surrogate (a lead byte
    0xED followed by a byte 0xA0..0xBF).  Read over the list of its bytes
    ([list_ascii_of_string], OCaml's own once extracted): matching the string
    itself a character at a time copies the rest of it at each step in the
    extracted OCaml, quadratic on a long string (a 20 MB string in a term
    never got an answer). *)
Definition at_least (b c : ascii) : bool := match Ascii.compare b c with Lt => false | _ => true end.

Fixpoint valid_bytes (l : list ascii) : bool :=
  match l with
  | a :: ((b :: _) as r) =>
      if Ascii.eqb a "237"%char && at_least b "160"%char then false else valid_bytes r
  | _ => true
  end.

Definition valid_unicode (s : string) : bool := valid_bytes (list_ascii_of_string s).
