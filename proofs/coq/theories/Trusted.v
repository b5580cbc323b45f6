(** The trusted base of the mechanization: the only [Parameter]s of the
    development (the check script refuses any other [Axiom], [Parameter],
    [Admitted] or [admit]).  Both are realized in the extracted server by
    OCaml's own functions (see Extract.v); nothing is proved about them.

    - [num_text]: the rendering of a finite double as spec/05 §5.2 writes it
      (zero as [0], integers of magnitude <= 2^53 in decimal, otherwise C99
      [%.17g]); PrimFloat has no decimal printing.
    - [fmod]: the exact IEEE-754 remainder of spec/06 §6.10 (C's [fmod]);
      PrimFloat has no remainder. *)
From Coq Require Import String PrimFloat.

Parameter num_text : float -> string.
Parameter fmod : float -> float -> float.
