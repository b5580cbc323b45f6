(** Extraction of the model to OCaml (the server in ../server). *)
From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlNativeString ExtrOcamlNatInt ExtrOCamlFloats ExtrOCamlInt63.
From SigmaPol Require Import Trusted Json JsonRead JsonWrite Syntax Admission Encoding Decode NormalForm Semantics Xform Catalog.
From SigmaPol Require Run.

(** The trusted base (Trusted.v), realized by the server's OCaml code. *)
Extract Constant Trusted.num_text => "Trusted_impl.num_text".
Extract Constant Trusted.num_parse => "Trusted_impl.num_parse".
Extract Constant Trusted.fmod => "Trusted_impl.fmod".
Extract Constant Trusted.num_text_g => "Trusted_impl.num_text_g".

(** Coq's own string functions, as OCaml's (the request reader and the
    answer writer read a line by index, JsonRead.v): the same functions,
    without walking the string a character at a time. *)
Extract Inlined Constant String.length => "Stdlib.String.length".
Extract Inlined Constant String.get =>
  "(fun n s -> if n < Stdlib.String.length s then Some (Stdlib.String.get s n) else None)".
Extract Inlined Constant String.substring =>
  "(fun n m s -> let l = Stdlib.String.length s in
     if n >= l then """" else Stdlib.String.sub s n (Stdlib.min m (l - n)))".

Extraction Language OCaml.
Extraction "model.ml"
  Admission.admit_term Admission.default_schema Admission.row_of
  Syntax.sort_name NormalForm.nf Encoding.canonical Encoding.enc Decode.decode Trusted.num_ok
  Semantics.evp Semantics.evs Semantics.evsel Semantics.evf Semantics.cls Semantics.plan
  Semantics.entries
  Xform.mutate Xform.conformance_registry
  Catalog.flatten Catalog.complete Catalog.engine_matrix
  Run.run Run.run_policy Run.default_engine
  JsonRead.read_line JsonWrite.to_line JsonWrite.invalid_json JsonWrite.shown
  JsonWrite.of_json JsonWrite.of_pv.
