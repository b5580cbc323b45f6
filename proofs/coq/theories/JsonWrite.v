(** The answer writer of the conformance server (spec/07 §7.2): an answer
    ([out]: a JSON value whose numbers are doubles or counts) as one line.

    - members are written in code-point order of their names (byte order of
      UTF-8), members with one name in the order given (a stable sort);
    - strings: quote, backslash and the control characters escaped ([\n],
      [\r], [\t], [\b], [\f], else [\u00XX]), every other byte as it is;
    - numbers: NaN and the infinities as the strings [nan], [+inf], [-inf];
      an integer of magnitude at most 2^53 in decimal ([Trusted.num_text]);
      any other double as the shortest of C's [%.15g], [%.16g] that reads
      back as the same double ([Trusted.num_text_g], [Trusted.num_parse]),
      else [%.17g] ([Trusted.num_text]);
    - a message shows a lone surrogate (its WTF-8 bytes) as [\udxxx].

    Built as a reversed list of pieces (runs of a string's bytes copied at
    once, [String.substring]), tail-recursively but for the nesting, and
    made one string at the end ([String.concat]); under extraction these
    are OCaml's own (Extract.v). *)
From Coq Require Import String Ascii List Bool PrimFloat Arith Euclid Init.Byte PrimInt63 Uint63.
From SigmaPol Require Import Trusted Json JsonRead.
Import ListNotations.
Local Open Scope string_scope.

Inductive out : Type :=
| ONull : out
| OBool : bool -> out
| ONum : float -> out
| OInt : nat -> out
| OStr : string -> out
| OArr : list out -> out
| OObj : list (string * out) -> out.

(** ** Strings, as pieces pushed onto a reversed list *)

(** [\u] and the four lower-case hex digits of [n] (below 65536), pushed
    onto a reversed list of bytes. *)
Definition u_escape (n : int) (acc : list byte) : list byte :=
  let d k := byte_of (let h := PrimInt63.land (ishr n k) 15 in if ilt h 10 then iadd 48 h else iadd 87 h) in
  d 0%uint63 :: d 4%uint63 :: d 8%uint63 :: d 12%uint63 :: "u"%byte :: "\"%byte :: acc.

Definition needs_escape (b : byte) : bool := bis """"%byte b || bis "\"%byte b || ble b x1f.

Definition escape (b : byte) : string :=
  string_of_list_byte
    (if bis """"%byte b then ["\"; """"]%byte
     else if bis "\"%byte b then ["\"; "\"]%byte
     else if bis x0a b then ["\"; "n"]%byte
     else if bis x0d b then ["\"; "r"]%byte
     else if bis x09 b then ["\"; "t"]%byte
     else if bis x08 b then ["\"; "b"]%byte
     else if bis x0c b then ["\"; "f"]%byte
     else rev' (u_escape (i_of b) [])).

(** The pieces of [s] from [i]: runs of bytes kept as they are, and escapes. *)
Fixpoint escaped (fuel : nat) (s : string) (i : nat) (acc : list string) : list string :=
  match fuel with
  | O => acc
  | S f =>
      let j := scan (fun b => negb (needs_escape b)) (String.length s) s i in
      let acc := if Nat.eqb j i then acc else String.substring i (j - i) s :: acc in
      match byte_at s j with
      | Some b => escaped f s (S j) (escape b :: acc)
      | None => acc
      end
  end.

Definition write_string (s : string) (acc : list string) : list string :=
  """" :: escaped (S (String.length s)) s 0 ("""" :: acc).

(** ** Numbers *)

Definition two52w : float := 4503599627370496%float.
Definition two53w : float := 9007199254740992%float.

(** An integral double of magnitude at most 2^53: beyond 2^52 every double
    is integral; below, adding and subtracting 2^52 rounds to the nearest
    integer. *)
Definition small_int (x : float) : bool :=
  let a := PrimFloat.abs x in
  PrimFloat.leb a two53w && (PrimFloat.leb two52w a || PrimFloat.eqb ((a + two52w) - two52w)%float a).

Definition reads_back (t : string) (x : float) : bool :=
  match num_parse t with Some y => PrimFloat.eqb y x | None => false end.

Definition num_out (x : float) : string :=
  if PrimFloat.is_nan x then """nan"""
  else if PrimFloat.is_infinity x then (if PrimFloat.ltb 0 x then """+inf""" else """-inf""")
  else if small_int x then num_text x
  else let t15 := num_text_g 15 x in
       if reads_back t15 x then t15
       else let t16 := num_text_g 16 x in
            if reads_back t16 x then t16 else num_text x.

(** [(m / S k, m mod S k)]. *)
Definition divmod_s (k m : nat) : nat * nat :=
  let 'divex _ _ q r _ _ := eucl_dev (S k) (Nat.lt_0_succ k) m in (q, r).

(** A count in decimal. *)
Fixpoint count_digits (fuel n : nat) (acc : list byte) : list byte :=
  let '(q, d) := divmod_s 9 n in
  let c := nth d ["0"; "1"; "2"; "3"; "4"; "5"; "6"; "7"; "8"; "9"]%byte "0"%byte in
  match fuel, q with
  | S f, S _ => count_digits f q (c :: acc)
  | _, _ => c :: acc
  end.

Definition count_text (n : nat) : string := string_of_list_byte (count_digits 20 n []).

(** ** Members in order *)

(** [a <= b] in byte order, from [i]. *)
Fixpoint str_le_from (fuel : nat) (a b : string) (i : nat) : bool :=
  match fuel with
  | O => true
  | S f =>
      match byte_at a i, byte_at b i with
      | None, _ => true
      | Some _, None => false
      | Some x, Some y => if bis y x then str_le_from f a b (S i) else ble x y
      end
  end.

Definition str_le (a b : string) : bool := str_le_from (S (String.length a)) a b 0.

Section Msort.
  Variable A : Type.
  Variable le : A -> A -> bool.

  (** Two sorted runs merged, [a]'s element first among equal keys. *)
  Fixpoint merge_rev (a : list A) : list A -> list A -> list A :=
    fix inner b acc :=
      match a with
      | [] => rev_append acc b
      | x :: a' =>
          match b with
          | [] => rev_append acc a
          | y :: b' => if le x y then merge_rev a' b (x :: acc) else inner b' (y :: acc)
          end
      end.

  Fixpoint merge_pairs (runs acc : list (list A)) : list (list A) :=
    match runs with
    | a :: b :: r => merge_pairs r (merge_rev a b [] :: acc)
    | [a] => rev' (a :: acc)
    | [] => rev' acc
    end.

  (** Each pass halves the runs: as many passes as elements is enough. *)
  Fixpoint merge_all (fuel : nat) (runs : list (list A)) : list A :=
    match runs with
    | [] => []
    | [a] => a
    | _ => match fuel with
           | O => concat runs
           | S f => merge_all f (merge_pairs runs [])
           end
    end.

  Fixpoint len_acc (l : list A) (n : nat) : nat :=
    match l with [] => n | _ :: r => len_acc r (S n) end.

  Definition msort (l : list A) : list A :=
    merge_all (len_acc l 0) (rev' (fold_left (fun acc x => [x] :: acc) l [])).
End Msort.

(** Every object's members in order. *)
Fixpoint sorted_out (o : out) : out :=
  match o with
  | OArr l => OArr (rev' (fold_left (fun acc x => sorted_out x :: acc) l []))
  | OObj m =>
      let m' := rev' (fold_left (fun acc kv => (fst kv, sorted_out (snd kv)) :: acc) m []) in
      OObj (msort _ (fun a b => str_le (fst a) (fst b)) m')
  | _ => o
  end.

(** ** Writing *)

Fixpoint write (o : out) (acc : list string) : list string :=
  match o with
  | ONull => "null" :: acc
  | OBool b => (if b then "true" else "false") :: acc
  | ONum x => num_out x :: acc
  | OInt n => count_text n :: acc
  | OStr s => write_string s acc
  | OArr l =>
      "]" :: (fix elems (l : list out) (first : bool) (acc : list string) : list string :=
                match l with
                | [] => acc
                | x :: r => elems r false (write x (if first then acc else "," :: acc))
                end) l true ("[" :: acc)
  | OObj m =>
      "}" :: (fix mems (m : list (string * out)) (first : bool) (acc : list string) : list string :=
                match m with
                | [] => acc
                | (k, x) :: r => mems r false (write x (":" :: write_string k (if first then acc else "," :: acc)))
                end) m true ("{" :: acc)
  end.

(** An answer's line. *)
Definition to_line (o : out) : string := String.concat "" (rev' (write (sorted_out o) [])).

(** The answer to a line that is not JSON. *)
Definition invalid_json (why : string) : out := OObj [("name", ONull); ("error", OStr why)].

(** A message's lone surrogates (WTF-8: 0xED, a byte from 0xA0, a byte)
    shown as [\udxxx]. *)
Fixpoint shown_rev (s acc : list byte) : list byte :=
  match s with
  | c :: ((b1 :: b2 :: r) as t) =>
      if bis xed c && ble xa0 b1
      then shown_rev r (u_escape (iadd 53248 (iadd (PrimInt63.lsl (ilow6 (i_of b1)) 6) (ilow6 (i_of b2)))) acc)
      else shown_rev t (c :: acc)
  | c :: t => shown_rev t (c :: acc)
  | [] => acc
  end.

Definition shown (s : string) : string := string_of_list_byte (rev' (shown_rev (list_byte_of_string s) [])).

(** JSON values and parameter values as answers. *)
Fixpoint of_json (v : json) : out :=
  match v with
  | JNull => ONull
  | JBool b => OBool b
  | JNum x => ONum x
  | JStr s => OStr s
  | JArr l => OArr (rev' (fold_left (fun acc x => of_json x :: acc) l []))
  | JObj m => OObj (rev' (fold_left (fun acc kv => (fst kv, of_json (snd kv)) :: acc) m []))
  end.

Fixpoint of_pv (v : pv) : out :=
  match v with
  | PNum x => ONum x
  | PStr s => OStr s
  | PBool b => OBool b
  | PArr l => OArr (map of_pv l)
  | PRec m => OObj (map (fun kv => (fst kv, of_pv (snd kv))) m)
  end.
