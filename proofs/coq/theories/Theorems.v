(** The theorems (filled below). *)
From SigmaPol Require Import Syntax.
