(** The request reader of the conformance server (spec/07 §7.2): one line
    of bytes to a JSON value ([Json.json]), or the reason it is not one.

    Over the line as it is, by index: a byte is [String.get], a run of plain
    bytes of a string is copied at once ([String.substring]) and a string
    made of its pieces ([String.concat]); under extraction these are OCaml's
    own (Extract.v), so the reader reads each byte a bounded number of times,
    its loops are tail calls, and only nesting (at most 512 levels, checked
    first) uses the stack: it is linear in the line.  Loops run on fuel, the
    line's length: running out is not a reading of the line.

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
From Coq Require Import String Ascii List Bool PrimFloat Arith.
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

(** [a <= b] on naturals, OCaml's [<=] under ExtrOcamlNatInt. *)
Definition nle (a b : nat) : bool := if le_lt_dec a b then true else false.

(** ** Reading *)

(** The byte at [i], if any. *)
Definition byte_at (s : string) (i : nat) : option byte := option_map byte_of_ascii (String.get i s).

(** A step of the reader: what it read and the index after it, or why not. *)
Inductive got (A : Type) : Type :=
| Got : A -> nat -> got A
| Bad : string -> got A.
Arguments Got {A}.
Arguments Bad {A}.

Definition no_fuel := "out of fuel (the reader's fuel is twice the line's length)".

Definition ws (b : byte) : bool := bis " "%byte b || bis x09 b || bis x0a b || bis x0d b.

(** The first index from [i] whose byte fails [p] (or the end). *)
Fixpoint scan (p : byte -> bool) (fuel : nat) (s : string) (i : nat) : nat :=
  match fuel with
  | O => i
  | S f => match byte_at s i with Some b => if p b then scan p f s (S i) else i | None => i end
  end.

Definition skip (s : string) (i : nat) : nat := scan ws (String.length s) s i.

(** The depth check, before reading: [k] arrays and objects open, [d]
    closings more than openings so far (the depth is [k - d]). *)
Fixpoint depth_ok (fuel : nat) (s : string) (i : nat) (in_str esc : bool) (k d : int) : bool :=
  match fuel with
  | O => true
  | S f =>
  match byte_at s i with
  | None => true
  | Some c =>
      let r := S i in
      if in_str then
        if esc then depth_ok f s r true false k d
        else if bis "\"%byte c then depth_ok f s r true true k d
        else if bis """"%byte c then depth_ok f s r false false k d
        else depth_ok f s r true false k d
      else if bis """"%byte c then depth_ok f s r true false k d
      else if bis "["%byte c || bis "{"%byte c then
        if ilt 0 d then depth_ok f s r false false k (isub d 1)
        else if ile (iadd k 1) 512 then depth_ok f s r false false (iadd k 1) d else false
      else if bis "]"%byte c || bis "}"%byte c then
        if ilt 0 k then depth_ok f s r false false (isub k 1) d
        else depth_ok f s r false false k (iadd d 1)
      else depth_ok f s r false false k d
  end
  end.

Definition hexval (b : byte) : option int :=
  if bin "0"%byte "9"%byte b then Some (isub (i_of b) 48)
  else if bin "a"%byte "f"%byte b then Some (isub (i_of b) 87)
  else if bin "A"%byte "F"%byte b then Some (isub (i_of b) 55)
  else None.

Definition hex4 (s : string) (i : nat) : got int :=
  match byte_at s i, byte_at s (i + 1), byte_at s (i + 2), byte_at s (i + 3) with
  | Some a, Some b, Some c, Some d =>
      match hexval a, hexval b, hexval c, hexval d with
      | Some w, Some x, Some y, Some z =>
          Got (iadd (PrimInt63.lsl w 12) (iadd (PrimInt63.lsl x 8) (iadd (PrimInt63.lsl y 4) z))) (i + 4)
      | _, _, _, _ => Bad "bad \u escape"
      end
  | _, _, _, _ => Bad "bad \u escape"
  end.

(** The UTF-8 bytes of code point [cp] (below 0x110000; a surrogate gives
    its WTF-8 form). *)
Definition utf8 (cp : int) : string :=
  let c k := byte_of (iadd 128 (ilow6 (ishr cp k))) in
  string_of_list_byte
    (if ilt cp 128 then [byte_of cp]
     else if ilt cp 2048 then [byte_of (iadd 192 (ishr cp 6)); c 0%uint63]
     else if ilt cp 65536 then [byte_of (iadd 224 (ishr cp 12)); c 6%uint63; c 0%uint63]
     else [byte_of (iadd 240 (ishr cp 18)); c 12%uint63; c 6%uint63; c 0%uint63]).

(** The length of the valid UTF-8 sequence at [i] (RFC 3629: no overlong
    form, no surrogate, nothing above U+10FFFF), or 0. *)
Definition utf8_len (s : string) (i : nat) : nat :=
  let at_in lo hi k := match byte_at s (i + k) with Some x => bin lo hi x | None => false end in
  let cont k := at_in x80 xbf k in
  match byte_at s i with
  | None => 0
  | Some c =>
      if ble c x7f then 1
      else if bin xc2 xdf c && cont 1 then 2
      else if bis xe0 c && at_in xa0 xbf 1 && cont 2 then 3
      else if (bin xe1 xec c || bis xee c || bis xef c) && cont 1 && cont 2 then 3
      else if bis xed c && at_in x80 x9f 1 && cont 2 then 3
      else if bis xf0 c && at_in x90 xbf 1 && cont 2 && cont 3 then 4
      else if bin xf1 xf3 c && cont 1 && cont 2 && cont 3 then 4
      else if bis xf4 c && at_in x80 x8f 1 && cont 2 && cont 3 then 4
      else 0
  end.

(** The end of the run of bytes from [i] a string keeps as they are: not
    a quote, a backslash or a control character, and valid UTF-8. *)
Fixpoint plain_end (fuel : nat) (s : string) (i : nat) : nat :=
  match fuel with
  | O => i
  | S f =>
      match byte_at s i with
      | Some c =>
          if bis """"%byte c || bis "\"%byte c || ble c x1f then i
          else if ble c x7f then plain_end f s (S i)
          else match utf8_len s i with O => i | n => plain_end f s (i + n) end
      | None => i
      end
  end.

(** The text of a simple escape: quote, backslash, slash, b, f, n, r, t. *)
Definition simple_escape (e : byte) : option string :=
  let one b := Some (string_of_list_byte [b]) in
  if bis """"%byte e then one e else if bis "\"%byte e then one e else if bis "/"%byte e then one e
  else if bis "b"%byte e then one x08 else if bis "f"%byte e then one x0c
  else if bis "n"%byte e then one x0a else if bis "r"%byte e then one x0d
  else if bis "t"%byte e then one x09 else None.

(** After the escape [\u] of a high surrogate [u], the escaped low
    surrogate that completes the pair, if any (a [\u] that follows is read
    again as an escape of its own when it is not a low surrogate). *)
Definition low_half (u : int) (s : string) (i : nat) : got (option int) :=
  if ile 55296 u && ile u 56319 then
    match byte_at s i, byte_at s (S i), byte_at s (i + 5) with
    | Some b1, Some b2, Some _ =>
        if bis "\"%byte b1 && bis "u"%byte b2 then
          match hex4 s (i + 2) with
          | Bad w => Bad w
          | Got l j => if ile 56320 l && ile l 57343 then Got (Some l) j else Got None i
          end
        else Got None i
    | _, _, _ => Got None i
    end
  else Got None i.

(** A string's body from [i], after its opening quote; [acc] its pieces
    read, reversed. *)
Fixpoint str_body (fuel : nat) (s : string) (i : nat) (acc : list string) : got string :=
  match fuel with
  | O => Bad no_fuel
  | S f =>
      match byte_at s i with
      | None => Bad "unterminated string"
      | Some c =>
          if bis """"%byte c then Got (String.concat "" (rev' acc)) (S i)
          else if bis "\"%byte c then
            match byte_at s (S i) with
            | None => Bad "unterminated string"
            | Some e =>
                match simple_escape e with
                | Some x => str_body f s (S (S i)) (x :: acc)
                | None =>
                    if bis "u"%byte e then
                      match hex4 s (S (S i)) with
                      | Bad w => Bad w
                      | Got u j =>
                          match low_half u s j with
                          | Bad w => Bad w
                          | Got (Some l) k =>
                              str_body f s k (utf8 (iadd 65536 (iadd (PrimInt63.lsl (isub u 55296) 10) (isub l 56320))) :: acc)
                          | Got None _ => str_body f s j (utf8 u :: acc)
                          end
                      end
                    else Bad "invalid escape"
                end
            end
          else if ble c x1f then Bad "invalid control character"
          else
            match plain_end (String.length s) s i with
            | j => if Nat.eqb j i
                   then str_body f s (S i) (utf8 (iadd 56320 (i_of c)) :: acc)
                   else str_body f s j (String.substring i (j - i) s :: acc)
            end
      end
  end.

Definition is_digit (b : byte) : bool := bin "0"%byte "9"%byte b.

(** The end of a run of at least one digit from [i]. *)
Definition digits1 (s : string) (i : nat) : option nat :=
  match byte_at s i with
  | Some b => if is_digit b then Some (scan is_digit (String.length s) s i) else None
  | None => None
  end.

(** A number (JSON's grammar) from [i], its text ([E] written [e]) read by
    [Trusted.num_parse]. *)
Definition number (s : string) (i : nat) : got json :=
  let no_digit := Bad "expected a digit" in
  let i1 := match byte_at s i with Some b => if bis "-"%byte b then S i else i | None => i end in
  let int_part := match byte_at s i1 with
                  | Some b => if bis "0"%byte b then Some (S i1) else digits1 s i1
                  | None => None
                  end in
  match int_part with
  | None => no_digit
  | Some i2 =>
      let frac := match byte_at s i2 with
                  | Some b => if bis "."%byte b then digits1 s (S i2) else Some i2
                  | None => Some i2
                  end in
      match frac with
      | None => no_digit
      | Some i3 =>
          let expo := match byte_at s i3 with
                      | Some b =>
                          if bis "e"%byte b || bis "E"%byte b then
                            match byte_at s (S i3) with
                            | Some c => if bis "+"%byte c || bis "-"%byte c then digits1 s (S (S i3)) else digits1 s (S i3)
                            | None => None
                            end
                          else Some i3
                      | None => Some i3
                      end in
          match expo with
          | None => no_digit
          | Some i4 =>
              let text := if Nat.eqb i3 i4 then String.substring i (i4 - i) s
                          else String.substring i (i3 - i) s ++ "e" ++ String.substring (S i3) (i4 - S i3) s in
              match num_parse text with
              | Some x => Got (JNum x) i4
              | None => Bad "invalid number"
              end
          end
      end
  end.

(** The literal whose bytes are [w] at [i], or nothing. *)
Fixpoint literal (w : list byte) (s : string) (i : nat) : option nat :=
  match w with
  | [] => Some i
  | b :: w' => match byte_at s i with Some c => if bis b c then literal w' s (S i) else None | None => None end
  end.

Definition lit (w : list byte) (v : json) (s : string) (i : nat) : got json :=
  match literal w s i with Some j => Got v j | None => Bad "invalid literal" end.

(** The members read so far without one named [k] (in their order). *)
Fixpoint drop_rev (k : string) (l acc : list (string * json)) : list (string * json) :=
  match l with
  | [] => rev' acc
  | kv :: r => if String.eqb (fst kv) k then drop_rev k r acc else drop_rev k r (kv :: acc)
  end.

Definition drop_name (k : string) (l : list (string * json)) : list (string * json) :=
  if existsb (fun kv => String.eqb (fst kv) k) l then drop_rev k l [] else l.

Fixpoint value (fuel : nat) (s : string) (i : nat) : got json :=
  match fuel with
  | O => Bad no_fuel
  | S f =>
      let i := skip s i in
      match byte_at s i with
      | None => Bad "expecting value"
      | Some c =>
          if bis "{"%byte c then
            let j := skip s (S i) in
            match byte_at s j with
            | Some d => if bis "}"%byte d then Got (JObj []) (S j) else object_members f s (S i) []
            | None => object_members f s (S i) []
            end
          else if bis "["%byte c then
            let j := skip s (S i) in
            match byte_at s j with
            | Some d => if bis "]"%byte d then Got (JArr []) (S j) else array_elements f s (S i) []
            | None => array_elements f s (S i) []
            end
          else if bis """"%byte c then
            match str_body (String.length s) s (S i) [] with Got x j => Got (JStr x) j | Bad w => Bad w end
          else if bis "t"%byte c then lit ["t"; "r"; "u"; "e"]%byte (JBool true) s i
          else if bis "f"%byte c then lit ["f"; "a"; "l"; "s"; "e"]%byte (JBool false) s i
          else if bis "n"%byte c then lit ["n"; "u"; "l"; "l"]%byte JNull s i
          else if bis "-"%byte c || is_digit c then number s i
          else Bad "expecting value"
      end
  end
(** An object's members from [i], after its [{]; [acc] the members read,
    reversed. *)
with object_members (fuel : nat) (s : string) (i : nat) (acc : list (string * json)) : got json :=
  match fuel with
  | O => Bad no_fuel
  | S f =>
      let i := skip s i in
      match byte_at s i with
      | Some c =>
          if bis """"%byte c then
            match str_body (String.length s) s (S i) [] with
            | Bad w => Bad w
            | Got k i1 =>
                let i2 := skip s i1 in
                match byte_at s i2 with
                | Some d =>
                    if bis ":"%byte d then
                      match value f s (S i2) with
                      | Bad w => Bad w
                      | Got v i3 =>
                          let acc' := (k, v) :: drop_name k acc in
                          let i4 := skip s i3 in
                          match byte_at s i4 with
                          | Some e =>
                              if bis ","%byte e then object_members f s (S i4) acc'
                              else if bis "}"%byte e then Got (JObj (rev' acc')) (S i4)
                              else Bad "expected '}'"
                          | None => Bad "expected '}'"
                          end
                      end
                    else Bad "expected ':'"
                | None => Bad "expected ':'"
                end
            end
          else Bad "expected '""'"
      | None => Bad "expected '""'"
      end
  end
(** An array's elements from [i], after its [[]; [acc] the elements read,
    reversed. *)
with array_elements (fuel : nat) (s : string) (i : nat) (acc : list json) : got json :=
  match fuel with
  | O => Bad no_fuel
  | S f =>
      match value f s i with
      | Bad w => Bad w
      | Got v j =>
          let j := skip s j in
          match byte_at s j with
          | Some e =>
              if bis ","%byte e then array_elements f s (S j) (v :: acc)
              else if bis "]"%byte e then Got (JArr (rev' (v :: acc))) (S j)
              else Bad "expected ']'"
          | None => Bad "expected ']'"
          end
      end
  end.

(** A whole text: the depth check, one value, nothing after it but
    whitespace. *)
Definition read_json (s : string) : got json :=
  let n := String.length s in
  if depth_ok n s 0 false false 0%uint63 0%uint63 then
    match value (S (S (2 * n))) s 0 with
    | Bad w => Bad w
    | Got v i => if nle n (skip s i) then Got v i else Bad "extra data"
    end
  else Bad "JSON nests deeper than 512 levels".

(** The server's line (spec/07 §7.1): stripped of whitespace at both ends
    (also vertical tab, form feed and the separators 0x1C-0x1F); a blank
    line is no request ([None]); else the value, or the message of the
    answer to a line that is not JSON. *)
Definition strip_ws (b : byte) : bool := ws b || bis x0b b || bis x0c b || bin x1c x1f b.

(** The end of [s] before its trailing whitespace, looking back from [i]. *)
Fixpoint back (s : string) (i : nat) : nat :=
  match i with
  | O => O
  | S j => match byte_at s j with Some b => if strip_ws b then back s j else i | None => i end
  end.

Definition read_line (line : string) : option (string + json) :=
  let a := scan strip_ws (String.length line) line 0 in
  let e := back line (String.length line) in
  if nle e a then None
  else Some (match read_json (String.substring a (e - a) line) with
             | Got v _ => inr v
             | Bad w => inl ("1:1: invalid JSON: " ++ w)
             end).
