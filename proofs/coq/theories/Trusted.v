(** The trusted base of the mechanization: the only [Parameter]s and the
    only [Axiom] of the development (the check script refuses any other
    [Axiom], [Parameter], [Admitted] or [admit]).  The Parameters are
    realized in the extracted server by OCaml's own functions (see
    Extract.v); the one Axiom is what the proofs know of the number text,
    and tests/test_coq_number_text.py compares its realization with the
    reference's printer (proofs/coq/TRUSTED.md).

    - [num_text]: the rendering of a finite double as spec/05 §5.2 writes it
      (zero as [0], integers of magnitude <= 2^53 in decimal, otherwise C99
      [%.17g]); PrimFloat has no decimal printing.
    - [num_parse]: reading such a text back (C's [strtod] on the number
      alphabet below).
    - [num_text_spec]: on a finite double other than [-0] (what admission
      leaves, Shape.v), the text is over the alphabet [0-9 + - . e] and reads
      back as the same double (and is not empty): so the number text is
      injective there, and
      the canonical encoding can be decoded (Decode.v).
    - [num_text_g]: C99's [%.<p>g] of a double (used at [p] 15 and 16 by
      the answer writer, JsonWrite.v, to write the shortest text that
      reads back); PrimFloat has no decimal printing.
    - [fmod]: the exact IEEE-754 remainder of spec/06 §6.10 (C's [fmod]);
      PrimFloat has no remainder. *)
From Coq Require Import String Ascii Bool PrimFloat.

Parameter num_text : float -> string.
Parameter num_parse : string -> option float.
Parameter fmod : float -> float -> float.
Parameter num_text_g : nat -> float -> string.

(** A finite double other than [-0]: [-0] is the zero whose reciprocal is
    negative (computed: no axiom of the floats is needed to tell them
    apart). *)
Definition num_ok (x : float) : bool :=
  negb (PrimFloat.is_nan x) && negb (PrimFloat.is_infinity x)
  && (negb (PrimFloat.eqb x 0%float) || PrimFloat.ltb 0%float (1 / x)%float).

(** The alphabet of the number text: [0-9], [+], [-], [.], [e]. *)
Definition num_char (c : ascii) : bool :=
  let n := nat_of_ascii c in
  (Nat.leb 48 n && Nat.leb n 57) || Nat.eqb n 43 || Nat.eqb n 45 || Nat.eqb n 46 || Nat.eqb n 101.

Fixpoint num_chars (s : string) : bool :=
  match s with EmptyString => true | String c r => num_char c && num_chars r end.

Axiom num_text_spec : forall x, num_ok x = true ->
  num_parse (num_text x) = Some x /\ num_text x <> EmptyString /\ num_chars (num_text x) = true.
