(** Theorems about the run (spec/15): filled in below. *)
From SigmaPol Require Import Run.
