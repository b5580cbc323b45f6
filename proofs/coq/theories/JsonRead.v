(** The request reader of the conformance server (spec/07 §7.2): one line
    of bytes to a JSON value ([Json.json]), or the reason it is not one.

    Over [list byte]: the server's line is exploded once
    ([list_byte_of_string], native under extraction), and every step below
    consumes its list from the front, tail-recursively but for the nesting
    (at most 512 levels, checked first), so the reader is linear in the
    line.  Byte classes are read through [Byte.to_nat] (a table under
    extraction) and compared with [le_lt_dec] (OCaml's [<=] under
    ExtrOcamlNatInt); division is [Euclid.eucl_dev] (OCaml's [/] and [mod]).

    The rules, as the reference reads a request line:
    - whitespace is space, tab, line feed, carriage return;
    - a line nesting deeper than 512 arrays and objects is refused before it
      is read (brackets inside strings do not count);
    - strings: the escapes of JSON; [\u] escapes of a surrogate pair are
      joined, a lone surrogate is kept as its three-byte WTF-8 form; raw
      bytes are kept where they form valid UTF-8, and a byte that does not
      is kept as the lone surrogate U+DC00+byte (surrogateescape);
      control characters are refused;
    - numbers: JSON's grammar, read as the nearest double ([Trusted.num_parse]:
      [1e999] is infinite, [-0] is -0);
    - of an object's members with one name the last is kept, in the place
      of its last occurrence. *)
From Coq Require Import String Ascii List Bool PrimFloat Arith Euclid.
From Coq Require Strings.Byte.
From Coq Require Import Init.Byte PrimInt63 Uint63.
From SigmaPol Require Import Trusted Json.
Import ListNotations.
Local Open Scope string_scope.

Notation byte := Init.Byte.byte.

(** ** Bytes and machine integers, with operations that extract to OCaml's *)

(** Byte tests: equality is OCaml's [=], order [Char.compare]
    (ExtrOcamlNativeString); code points are 63-bit machine integers
    (PrimInt63, ExtrOCamlInt63). *)
Definition bis (x b : byte) : bool := Strings.Byte.eqb b x.
Definition ble (a b : byte) : bool :=
  match Ascii.compare (ascii_of_byte a) (ascii_of_byte b) with Gt => false | _ => true end.
Definition bin (lo hi b : byte) : bool := ble lo b && ble b hi.

Definition ilt (a b : int) : bool := PrimInt63.ltb a b.
Definition ile (a b : int) : bool := PrimInt63.leb a b.
Definition iadd (a b : int) : int := PrimInt63.add a b.
Definition isub (a b : int) : int := PrimInt63.sub a b.
Definition ishr (a b : int) : int := PrimInt63.lsr a b.
Definition i_of (b : byte) : int :=
  let bit (x : bool) := if x then 1%uint63 else 0%uint63 in
  let dbl (acc : int) (x : bool) := PrimInt63.add (PrimInt63.add acc acc) (bit x) in
  match ascii_of_byte b with
  | Ascii b0 b1 b2 b3 b4 b5 b6 b7 =>
      dbl (dbl (dbl (dbl (dbl (dbl (dbl (bit b7) b6) b5) b4) b3) b2) b1) b0
  end.

(** The byte of [n mod 256]. *)
Definition byte_of (n : int) : byte :=
  let bit k := PrimInt63.eqb (PrimInt63.land (PrimInt63.lsr n k) 1) 1 in
  byte_of_ascii (Ascii (bit 0) (bit 1) (bit 2) (bit 3) (bit 4) (bit 5) (bit 6) (bit 7))%uint63.

Definition ilow6 (n : int) : int := PrimInt63.land n 63%uint63.

(** Length and reversal, tail-recursive. *)
Fixpoint len_acc {A} (l : list A) (n : nat) : nat :=
  match l with [] => n | _ :: r => len_acc r (S n) end.

(** ** Reading *)

(** A step of the reader: what it read and the bytes after it, or why not. *)
Inductive got (A : Type) : Type :=
| Got : A -> list byte -> got A
| Bad : string -> got A.
Arguments Got {A}.
Arguments Bad {A}.

(** The reader runs on fuel twice the line's length (every second step
    consumes a byte): running out is not a reading of the line. *)
Definition no_fuel := "out of fuel (the reader's fuel is twice the line's length)".

Definition ws (b : byte) : bool := bis " "%byte b || bis x09 b || bis x0a b || bis x0d b.

Fixpoint skip (s : list byte) : list byte :=
  match s with b :: r => if ws b then skip r else s | [] => [] end.

(** The depth check, before reading: [k] arrays and objects open, [d]
    closings more than openings so far (the depth is [k - d]). *)
Fixpoint depth_ok (s : list byte) (in_str esc : bool) (k d : int) : bool :=
  match s with
  | [] => true
  | c :: r =>
      if in_str then
        if esc then depth_ok r true false k d
        else if bis "\"%byte c then depth_ok r true true k d
        else if bis """"%byte c then depth_ok r false false k d
        else depth_ok r true false k d
      else if bis """"%byte c then depth_ok r true false k d
      else if bis "["%byte c || bis "{"%byte c then
        if ilt 0 d then depth_ok r false false k (isub d 1)
        else if ile (iadd k 1) 512 then depth_ok r false false (iadd k 1) d else false
      else if bis "]"%byte c || bis "}"%byte c then
        if ilt 0 k then depth_ok r false false (isub k 1) d
        else depth_ok r false false k (iadd d 1)
      else depth_ok r false false k d
  end.

Definition hexval (b : byte) : option int :=
  if bin "0"%byte "9"%byte b then Some (isub (i_of b) 48)
  else if bin "a"%byte "f"%byte b then Some (isub (i_of b) 87)
  else if bin "A"%byte "F"%byte b then Some (isub (i_of b) 55)
  else None.

Definition hex4 (s : list byte) : got int :=
  match s with
  | a :: b :: c :: d :: r =>
      match hexval a, hexval b, hexval c, hexval d with
      | Some w, Some x, Some y, Some z => Got (iadd (PrimInt63.lsl w 12) (iadd (PrimInt63.lsl x 8) (iadd (PrimInt63.lsl y 4) z))) r
      | _, _, _, _ => Bad "bad \u escape"
      end
  | _ => Bad "bad \u escape"
  end.

(** The UTF-8 bytes of code point [cp] (below 0x110000; a surrogate gives
    its WTF-8 form), pushed onto a reversed accumulator. *)
Definition utf8_rev (cp : int) (acc : list byte) : list byte :=
  let c k := byte_of (iadd 128 (ilow6 (ishr cp k))) in
  if ilt cp 128 then byte_of cp :: acc
  else if ilt cp 2048 then c 0%uint63 :: byte_of (iadd 192 (ishr cp 6)) :: acc
  else if ilt cp 65536 then c 0%uint63 :: c 6%uint63 :: byte_of (iadd 224 (ishr cp 12)) :: acc
  else c 0%uint63 :: c 6%uint63 :: c 12%uint63 :: byte_of (iadd 240 (ishr cp 18)) :: acc.

(** The length of the valid UTF-8 sequence at the head of [s] (RFC 3629: no
    overlong form, no surrogate, nothing above U+10FFFF), or 0. *)
Definition utf8_len (s : list byte) : nat :=
  let bt k := match nth_error s k with Some b => i_of b | None => 1000%uint63 end in
  let c := bt 0 in
  let b1 := bt 1 in
  let cont k := ile 128 (bt k) && ile (bt k) 191 in
  if ilt c 128 then 1
  else if ile 194 c && ile c 223 && cont 1 then 2
  else if PrimInt63.eqb c 224 && ile 160 b1 && ile b1 191 && cont 2 then 3
  else if ((ile 225 c && ile c 236) || PrimInt63.eqb c 238 || PrimInt63.eqb c 239) && cont 1 && cont 2 then 3
  else if PrimInt63.eqb c 237 && ile 128 b1 && ile b1 159 && cont 2 then 3
  else if PrimInt63.eqb c 240 && ile 144 b1 && ile b1 191 && cont 2 && cont 3 then 4
  else if ile 241 c && ile c 243 && cont 1 && cont 2 && cont 3 then 4
  else if PrimInt63.eqb c 244 && ile 128 b1 && ile b1 143 && cont 2 && cont 3 then 4
  else 0.

(** [n] bytes of [s] pushed onto [acc], and the rest. *)
Fixpoint take_rev (n : nat) (s acc : list byte) : list byte * list byte :=
  match n, s with
  | S m, b :: r => take_rev m r (b :: acc)
  | _, _ => (acc, s)
  end.

(** The byte of a simple escape: quote, backslash, slash, b, f, n, r, t. *)
Definition simple_escape (e : byte) : option byte :=
  if bis """"%byte e then Some e else if bis "\"%byte e then Some e else if bis "/"%byte e then Some e
  else if bis "b"%byte e then Some x08 else if bis "f"%byte e then Some x0c
  else if bis "n"%byte e then Some x0a else if bis "r"%byte e then Some x0d
  else if bis "t"%byte e then Some x09 else None.

(** After the escape [\u] of a high surrogate [u], the escaped low
    surrogate that completes the pair, if any (a [\u] that follows is read
    again as an escape of its own when it is not a low surrogate). *)
Definition low_half (u : int) (r : list byte) : got (option int) :=
  if ile 55296 u && ile u 56319 then
    match r with
    | b1 :: b2 :: ((_ :: _ :: _ :: _ :: _) as r3) =>
        if bis "\"%byte b1 && bis "u"%byte b2 then
          match hex4 r3 with
          | Bad w => Bad w
          | Got l r4 => if ile 56320 l && ile l 57343 then Got (Some l) r4 else Got None r
          end
        else Got None r
    | _ => Got None r
    end
  else Got None r.

(** A string's body, after its opening quote; [acc] the bytes read,
    reversed. *)
Fixpoint str_body (fuel : nat) (s acc : list byte) : got string :=
  match fuel with
  | O => Bad no_fuel
  | S f =>
      match s with
      | [] => Bad "unterminated string"
      | c :: r =>
          if bis """"%byte c then Got (string_of_list_byte (rev' acc)) r
          else if bis "\"%byte c then
            match r with
            | [] => Bad "unterminated string"
            | e :: r' =>
                match simple_escape e with
                | Some x => str_body f r' (x :: acc)
                | None =>
                    if bis "u"%byte e then
                      match hex4 r' with
                      | Bad w => Bad w
                      | Got u r2 =>
                          match low_half u r2 with
                          | Bad w => Bad w
                          | Got (Some l) r4 =>
                              str_body f r4 (utf8_rev (iadd 65536 (iadd (PrimInt63.lsl (isub u 55296) 10) (isub l 56320))) acc)
                          | Got None _ => str_body f r2 (utf8_rev u acc)
                          end
                      end
                    else Bad "invalid escape"
                end
            end
          else if ble c x1f then Bad "invalid control character"
          else if ble c x7f then str_body f r (c :: acc)
          else
            match utf8_len s with
            | O => str_body f r (utf8_rev (iadd 56320 (i_of c)) acc)
            | n => let '(acc', r') := take_rev n s acc in str_body f r' acc'
            end
      end
  end.

(** A number's digits pushed onto [acc] (at least one). *)
Fixpoint num_digits (s acc : list byte) : list byte * list byte :=
  match s with
  | b :: r => if bin "0"%byte "9"%byte b then num_digits r (b :: acc) else (acc, s)
  | [] => (acc, [])
  end.

Definition num_digits1 (s acc : list byte) : option (list byte * list byte) :=
  match s with
  | b :: _ => if bin "0"%byte "9"%byte b then Some (num_digits s acc) else None
  | [] => None
  end.

(** A number (JSON's grammar), its text ([E] written [e]) read by
    [Trusted.num_parse]. *)
Definition number (s : list byte) : got json :=
  let no_digit := Bad "expected a digit" in
  let '(acc, s1) := match s with
                    | b :: r => if bis "-"%byte b then ([b], r) else ([], s)
                    | [] => ([], [])
                    end in
  let int_part := match s1 with
                  | b :: r => if bis "0"%byte b then Some (b :: acc, r) else num_digits1 s1 acc
                  | [] => None
                  end in
  match int_part with
  | None => no_digit
  | Some (acc, s2) =>
      let frac := match s2 with
                  | b :: r => if bis "."%byte b then num_digits1 r (b :: acc) else Some (acc, s2)
                  | [] => Some (acc, s2)
                  end in
      match frac with
      | None => no_digit
      | Some (acc, s3) =>
          let expo := match s3 with
                      | b :: r =>
                          if bis "e"%byte b || bis "E"%byte b then
                            let acc := x65 :: acc in
                            match r with
                            | c :: r' => if bis "+"%byte c || bis "-"%byte c then num_digits1 r' (c :: acc) else num_digits1 r acc
                            | [] => None
                            end
                          else Some (acc, s3)
                      | [] => Some (acc, s3)
                      end in
          match expo with
          | None => no_digit
          | Some (acc, s4) =>
              match num_parse (string_of_list_byte (rev' acc)) with
              | Some x => Got (JNum x) s4
              | None => Bad "invalid number"
              end
          end
      end
  end.

(** The literal whose byte codes are [w], or nothing. *)
Fixpoint literal (w : list byte) (s : list byte) : option (list byte) :=
  match w with
  | [] => Some s
  | n :: w' => match s with b :: r => if bis n b then literal w' r else None | [] => None end
  end.

Definition lit (w : list byte) (v : json) (s : list byte) : got json :=
  match literal w s with Some r => Got v r | None => Bad "invalid literal" end.

(** The members read so far without one named [k] (in their order). *)
Fixpoint drop_rev (k : string) (l acc : list (string * json)) : list (string * json) :=
  match l with
  | [] => rev' acc
  | kv :: r => if String.eqb (fst kv) k then drop_rev k r acc else drop_rev k r (kv :: acc)
  end.

Definition drop_name (k : string) (l : list (string * json)) : list (string * json) :=
  if existsb (fun kv => String.eqb (fst kv) k) l then drop_rev k l [] else l.

Fixpoint value (fuel : nat) (s : list byte) : got json :=
  match fuel with
  | O => Bad no_fuel
  | S f =>
      match skip s with
      | [] => Bad "expecting value"
      | c :: r =>
          if bis "{"%byte c then
            match skip r with
            | d :: r' => if bis "}"%byte d then Got (JObj []) r' else object_members f r []
            | [] => object_members f r []
            end
          else if bis "["%byte c then
            match skip r with
            | d :: r' => if bis "]"%byte d then Got (JArr []) r' else array_elements f r []
            | [] => array_elements f r []
            end
          else if bis """"%byte c then
            match str_body f r [] with Got x r' => Got (JStr x) r' | Bad w => Bad w end
          else if bis "t"%byte c then lit ["t"; "r"; "u"; "e"]%byte (JBool true) (c :: r)
          else if bis "f"%byte c then lit ["f"; "a"; "l"; "s"; "e"]%byte (JBool false) (c :: r)
          else if bis "n"%byte c then lit ["n"; "u"; "l"; "l"]%byte JNull (c :: r)
          else if bis "-"%byte c || bin "0"%byte "9"%byte c then number (c :: r)
          else Bad "expecting value"
      end
  end
(** An object's members after its [{]; [acc] the members read, reversed. *)
with object_members (fuel : nat) (s : list byte) (acc : list (string * json)) : got json :=
  match fuel with
  | O => Bad no_fuel
  | S f =>
      match skip s with
      | c :: r =>
          if bis """"%byte c then
            match str_body f r [] with
            | Bad w => Bad w
            | Got k r1 =>
                match skip r1 with
                | d :: r2 =>
                    if bis ":"%byte d then
                      match value f r2 with
                      | Bad w => Bad w
                      | Got v r3 =>
                          let acc' := (k, v) :: drop_name k acc in
                          match skip r3 with
                          | e :: r4 =>
                              if bis ","%byte e then object_members f r4 acc'
                              else if bis "}"%byte e then Got (JObj (rev' acc')) r4
                              else Bad "expected '}'"
                          | [] => Bad "expected '}'"
                          end
                      end
                    else Bad "expected ':'"
                | [] => Bad "expected ':'"
                end
            end
          else Bad "expected '""'"
      | [] => Bad "expected '""'"
      end
  end
(** An array's elements after its [[]; [acc] the elements read, reversed. *)
with array_elements (fuel : nat) (s : list byte) (acc : list json) : got json :=
  match fuel with
  | O => Bad no_fuel
  | S f =>
      match value f s with
      | Bad w => Bad w
      | Got v r =>
          match skip r with
          | e :: r' =>
              if bis ","%byte e then array_elements f r' (v :: acc)
              else if bis "]"%byte e then Got (JArr (rev' (v :: acc))) r'
              else Bad "expected ']'"
          | [] => Bad "expected ']'"
          end
      end
  end.

(** A whole text: the depth check, one value, nothing after it but
    whitespace. *)
Definition read_json (s : list byte) : got json :=
  if depth_ok s false false 0%uint63 0%uint63 then
    match value (S (S (2 * len_acc s 0))) s with
    | Bad w => Bad w
    | Got v r => match skip r with [] => Got v [] | _ => Bad "extra data" end
    end
  else Bad "JSON nests deeper than 512 levels".

(** The server's line (spec/07 §7.1): stripped of whitespace at both ends
    (also vertical tab, form feed and the separators 0x1C-0x1F); a blank
    line is no request ([None]); else the value, or the message of the
    answer to a line that is not JSON. *)
Definition strip_ws (b : byte) : bool := ws b || bis x0b b || bis x0c b || bin x1c x1f b.

Fixpoint drop_ws (s : list byte) : list byte :=
  match s with b :: r => if strip_ws b then drop_ws r else s | [] => [] end.

Definition read_line (line : string) : option (string + json) :=
  match rev' (drop_ws (rev' (drop_ws (list_byte_of_string line)))) with
  | [] => None
  | s => Some (match read_json s with
               | Got v _ => inr v
               | Bad w => inl ("1:1: invalid JSON: " ++ w)
               end)
  end.
