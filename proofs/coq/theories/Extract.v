(** Extraction of the model to OCaml (the server in ../server). *)
From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlNativeString ExtrOcamlNatInt ExtrOCamlFloats ExtrOCamlInt63.
From SigmaPol Require Import Trusted Json JsonRead JsonWrite Syntax Admission Encoding Decode NormalForm Semantics Xform Catalog Inputs CatalogCheck.
From SigmaPol Require Run RunJson.
From SigmaPol Require Flow FlowRun.

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

(** [List.rev] as OCaml's: Coq's [rev] is defined by appending each element
    at the end, quadratic once extracted, and a run of 10 000 steps reverses
    its steps and decision path (the step bound's vector took seconds).
    OCaml's [List.rev] computes the same list in linear time; the mapping is
    trusted as the extraction is (TRUSTED.md). *)
Extract Inlined Constant List.rev => "List.rev".
(** The same for counting: [nat] is OCaml's [int] (ExtrOcamlNatInt), but
    [Nat.leb] and [Nat.ltb] stay recursive in unary steps and [Semantics.nat_float]
    adds 1.0 once per unit, so comparing the step counter with the bound of
    10 000 and an attempt count with [attempts] cost the counter's value at
    every step.  Mapped to OCaml's comparisons and [float_of_int] (exact:
    the counters stay far below 2^53). *)
Extract Inlined Constant Nat.leb => "(<=)".
Extract Inlined Constant Nat.ltb => "(<)".
Extract Inlined Constant Semantics.nat_float => "(fun n -> Float64.of_float (Stdlib.float_of_int n))".

Extraction Language OCaml.
Extraction "model.ml"
  Admission.admit_term Admission.default_schema Admission.row_of
  Syntax.sort_name NormalForm.nf Encoding.canonical Encoding.enc Decode.decode Trusted.num_ok
  Semantics.evp Semantics.evs Semantics.evsel Semantics.evf Semantics.cls Semantics.plan
  Semantics.entries
  Xform.mutate Xform.conformance_registry
  Catalog.flatten Catalog.complete Catalog.engine_matrix
  Inputs.plain Inputs.all_null Inputs.candidate Inputs.context Inputs.ctx_of Inputs.xform_request
  Inputs.pid Inputs.schema_of Inputs.field Inputs.pred_cases Inputs.selector_scores Inputs.failplan_cases
  CatalogCheck.candidates CatalogCheck.run_pool
  Run.run Run.run_policy Run.default_engine
  RunJson.RunProtocol.run_request RunJson.RunProtocol.run_candidate
  JsonRead.read_line JsonWrite.to_line JsonWrite.invalid_json JsonWrite.shown
  JsonWrite.of_json JsonWrite.of_pv
  Flow.flow_answer FlowRun.flow_run_answer.
