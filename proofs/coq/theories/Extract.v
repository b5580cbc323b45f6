(** Extraction of the model to OCaml (the server in ../server). *)
From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlNativeString ExtrOcamlNatInt ExtrOCamlFloats.
From SigmaPol Require Import Trusted Json Syntax Admission Encoding Decode NormalForm Semantics Xform Catalog.
From SigmaPol Require Run.
From SigmaPol Require Flow FlowRun.

(** The trusted base (Trusted.v), realized by the server's OCaml code. *)
Extract Constant Trusted.num_text => "Trusted_impl.num_text".
Extract Constant Trusted.num_parse => "Trusted_impl.num_parse".
Extract Constant Trusted.fmod => "Trusted_impl.fmod".

Extraction Language OCaml.
Extraction "model.ml"
  Admission.admit_term Admission.default_schema Admission.row_of
  Syntax.sort_name NormalForm.nf Encoding.canonical Encoding.enc Decode.decode Trusted.num_ok
  Semantics.evp Semantics.evs Semantics.evsel Semantics.evf Semantics.cls Semantics.plan
  Semantics.entries
  Xform.mutate Xform.conformance_registry
  Catalog.flatten Catalog.complete Catalog.engine_matrix
  Run.run Run.run_policy Run.default_engine
  Flow.flow_answer FlowRun.flow_run_answer.
