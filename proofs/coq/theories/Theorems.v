(** The index of the machine-checked theorems (proofs/README.md names each
    one beside its paper proof).  [Print Assumptions] lists, for each, what
    it rests on; proofs/coq/check fails unless that is only the trusted
    base of Trusted.v (proofs/coq/TRUSTED.md).

    [Print Assumptions] cannot see an assumption passed as a premise (a
    proposition the statement assumes, like a Section [Hypothesis] once its
    Section is closed).  [premises_open] walks each theorem's statement,
    each binder replaced by a hole, and fails on a premise that is a
    proposition closed over the statement's own variables: an assumption
    in disguise (it refuses, for instance, a completeness theorem stated
    as [enc_injective_nf -> forall t u, ...]).  proofs/coq/check refuses
    a Section [Hypothesis] outside the induction principles. *)
From SigmaPol Require Import Syntax NormalForm NFProofs SemProofs AdmProofs ChkProofs.

Ltac premises_open_of H :=
  lazymatch type of H with
  | forall x : ?A, _ =>
      lazymatch type of A with
      | Prop => tryif has_evar A then idtac
                else fail 100 "a premise closed over the statement's variables:" A
      | _ => idtac
      end;
      let H' := fresh in epose proof (H _) as H'; clear H; premises_open_of H'
  | _ => clear H
  end.
Ltac premises_open T := let H := fresh in pose proof T as H; premises_open_of H.

Print Assumptions NFProofs.nf_preserves_sort.
Goal True. premises_open NFProofs.nf_preserves_sort. Abort.
Print Assumptions NFProofs.nf_idempotent.
Goal True. premises_open NFProofs.nf_idempotent. Abort.
Print Assumptions NFProofs.nf_sort_nrm.
Goal True. premises_open NFProofs.nf_sort_nrm. Abort.
Print Assumptions NFProofs.nf_of_nrm.
Goal True. premises_open NFProofs.nf_of_nrm. Abort.
Print Assumptions SemProofs.verdict_sound.
Goal True. premises_open SemProofs.verdict_sound. Abort.
Print Assumptions SemProofs.evsel_cands.
Goal True. premises_open SemProofs.evsel_cands. Abort.
Print Assumptions SemProofs.constrain_never_widens.
Goal True. premises_open SemProofs.constrain_never_widens. Abort.
Print Assumptions AdmProofs.wfchk_iff.
Goal True. premises_open AdmProofs.wfchk_iff. Abort.
Print Assumptions AdmProofs.pchk_iff.
Goal True. premises_open AdmProofs.pchk_iff. Abort.
Print Assumptions AdmProofs.adm_unique.
Goal True. premises_open AdmProofs.adm_unique. Abort.
Print Assumptions ChkProofs.chk_sound.
Goal True. premises_open ChkProofs.chk_sound. Abort.
Print Assumptions ChkProofs.pchk_sound.
Goal True. premises_open ChkProofs.pchk_sound. Abort.
From SigmaPol Require Import XformProofs.
Print Assumptions XformProofs.fold_fails_iff.
Goal True. premises_open XformProofs.fold_fails_iff. Abort.
Print Assumptions XformProofs.mutate_safety.
Goal True. premises_open XformProofs.mutate_safety. Abort.
Print Assumptions XformProofs.mutate_total_conformance.
Goal True. premises_open XformProofs.mutate_total_conformance. Abort.
Print Assumptions XformProofs.constrain_keeps_mutate_classify.
Goal True. premises_open XformProofs.constrain_keeps_mutate_classify. Abort.
From SigmaPol Require RunProofs.
Print Assumptions RunProofs.run_terminates.
Goal True. premises_open RunProofs.run_terminates. Abort.
Print Assumptions RunProofs.no_disabled_call.
Goal True. premises_open RunProofs.no_disabled_call. Abort.
Print Assumptions RunProofs.disable_kept_or_expired.
Goal True. premises_open RunProofs.disable_kept_or_expired. Abort.
Print Assumptions RunProofs.abort_ends_run.
Goal True. premises_open RunProofs.abort_ends_run. Abort.
From SigmaPol Require RunRel.
Print Assumptions RunRel.step_sound.
Goal True. premises_open RunRel.step_sound. Abort.
Print Assumptions RunRel.step_complete.
Goal True. premises_open RunRel.step_complete. Abort.
Print Assumptions RunRel.step_deterministic.
Goal True. premises_open RunRel.step_deterministic. Abort.
Print Assumptions RunRel.step_cursor.
Goal True. premises_open RunRel.step_cursor. Abort.
Print Assumptions RunRel.reaches_deterministic.
Goal True. premises_open RunRel.reaches_deterministic. Abort.
Print Assumptions RunRel.drive_sound.
Goal True. premises_open RunRel.drive_sound. Abort.
Print Assumptions RunRel.drive_complete.
Goal True. premises_open RunRel.drive_complete. Abort.
Print Assumptions RunRel.run_rel_deterministic.
Goal True. premises_open RunRel.run_rel_deterministic. Abort.
Print Assumptions RunRel.run_sound.
Goal True. premises_open RunRel.run_sound. Abort.
Print Assumptions RunRel.run_complete.
Goal True. premises_open RunRel.run_complete. Abort.
From SigmaPol Require RunJsonProofs.
Print Assumptions RunJsonProofs.runtime_read_back.
Goal True. premises_open RunJsonProofs.runtime_read_back. Abort.
Print Assumptions RunJsonProofs.runtime_places.
Goal True. premises_open RunJsonProofs.runtime_places. Abort.
Print Assumptions RunRel.start_rel_fn.
Goal True. premises_open RunRel.start_rel_fn. Abort.
Print Assumptions RunRel.start_rel_deterministic.
Goal True. premises_open RunRel.start_rel_deterministic. Abort.
From SigmaPol Require RunThms.
Print Assumptions RunThms.run_table_order.
Goal True. premises_open RunThms.run_table_order. Abort.
Print Assumptions RunThms.run_policy_table_order.
Goal True. premises_open RunThms.run_policy_table_order. Abort.
Print Assumptions RunThms.run_rel_table_order.
Goal True. premises_open RunThms.run_rel_table_order. Abort.
Print Assumptions RunThms.chain_order.
Goal True. premises_open RunThms.chain_order. Abort.
Print Assumptions RunThms.called_never_skipped.
Goal True. premises_open RunThms.called_never_skipped. Abort.
Print Assumptions RunThms.start_cursor_ok.
Goal True. premises_open RunThms.start_cursor_ok. Abort.
Print Assumptions RunThms.run_trace.
Goal True. premises_open RunThms.run_trace. Abort.
Print Assumptions RunThms.successes_first_live.
Goal True. premises_open RunThms.successes_first_live. Abort.
Print Assumptions RunThms.successes_none_live.
Goal True. premises_open RunThms.successes_none_live. Abort.
From SigmaPol Require Import Equations EqProofs.
Print Assumptions EqProofs.nf_eqE.
Goal True. premises_open EqProofs.nf_eqE. Abort.
Print Assumptions EqProofs.eqE_nf.
Goal True. premises_open EqProofs.eqE_nf. Abort.
Print Assumptions EqProofs.eqE_iff_nf.
Goal True. premises_open EqProofs.eqE_iff_nf. Abort.
From SigmaPol Require Import ChkComplete.
Print Assumptions ChkComplete.pchk_complete.
Goal True. premises_open ChkComplete.pchk_complete. Abort.
Print Assumptions ChkComplete.chk_complete.
Goal True. premises_open ChkComplete.chk_complete. Abort.
Print Assumptions ChkComplete.admit_term_complete.
Goal True. premises_open ChkComplete.admit_term_complete. Abort.
From SigmaPol Require Import Prefix.
Print Assumptions Prefix.prefix_stable.
Goal True. premises_open Prefix.prefix_stable. Abort.
From SigmaPol Require Import Shape ShapeProofs Decode DecodeProofs.
Print Assumptions ShapeProofs.admit_term_shaped.
Goal True. premises_open ShapeProofs.admit_term_shaped. Abort.
Print Assumptions ShapeProofs.nf_shaped.
Goal True. premises_open ShapeProofs.nf_shaped. Abort.
Print Assumptions DecodeProofs.decode_enc.
Goal True. premises_open DecodeProofs.decode_enc. Abort.
Print Assumptions DecodeProofs.enc_injective.
Goal True. premises_open DecodeProofs.enc_injective. Abort.
From SigmaPol Require Import Algebra.
Print Assumptions Algebra.fold_unique.
Goal True. premises_open Algebra.fold_unique. Abort.
Print Assumptions Algebra.of_g_to_g.
Goal True. premises_open Algebra.of_g_to_g. Abort.
Print Assumptions Algebra.to_g_wt.
Goal True. premises_open Algebra.to_g_wt. Abort.
Print Assumptions Algebra.enc_fold.
Goal True. premises_open Algebra.enc_fold. Abort.
Print Assumptions Algebra.nf_fold.
Goal True. premises_open Algebra.nf_fold. Abort.
Print Assumptions Algebra.sem_fold.
Goal True. premises_open Algebra.sem_fold. Abort.
From SigmaPol Require Import InputsProofs.
Print Assumptions InputsProofs.candidate_finite.
Goal True. premises_open InputsProofs.candidate_finite. Abort.
Print Assumptions InputsProofs.xform_request_total.
Goal True. premises_open InputsProofs.xform_request_total. Abort.
From SigmaPol Require Import RewriteProofs CongProofs.
Print Assumptions RewriteProofs.rstep_fill.
Goal True. premises_open RewriteProofs.rstep_fill. Abort.
Print Assumptions RewriteProofs.R_terminates.
Goal True. premises_open RewriteProofs.R_terminates. Abort.
Print Assumptions RewriteProofs.R_measure_decreases.
Goal True. premises_open RewriteProofs.R_measure_decreases. Abort.
Print Assumptions RewriteProofs.nf_reachable.
Goal True. premises_open RewriteProofs.nf_reachable. Abort.
Print Assumptions RewriteProofs.nf_R_normal_form.
Goal True. premises_open RewriteProofs.nf_R_normal_form. Abort.
Print Assumptions RewriteProofs.nrm_irreducible.
Goal True. premises_open RewriteProofs.nrm_irreducible. Abort.
Print Assumptions RewriteProofs.irreducible_nrm.
Goal True. premises_open RewriteProofs.irreducible_nrm. Abort.
Print Assumptions RewriteProofs.rstep_wt.
Goal True. premises_open RewriteProofs.rstep_wt. Abort.
Print Assumptions RewriteProofs.rstep_shaped.
Goal True. premises_open RewriteProofs.rstep_shaped. Abort.
Print Assumptions RewriteProofs.rstep_eqE.
Goal True. premises_open RewriteProofs.rstep_eqE. Abort.
Print Assumptions RewriteProofs.R_normal_form_unique.
Goal True. premises_open RewriteProofs.R_normal_form_unique. Abort.
Print Assumptions RewriteProofs.R_confluent.
Goal True. premises_open RewriteProofs.R_confluent. Abort.
Print Assumptions RewriteProofs.eqE_iff_joinable.
Goal True. premises_open RewriteProofs.eqE_iff_joinable. Abort.
Print Assumptions CongProofs.eqE_congruence.
Goal True. premises_open CongProofs.eqE_congruence. Abort.
Print Assumptions CongProofs.congruence_nf.
Goal True. premises_open CongProofs.congruence_nf. Abort.
Print Assumptions CongProofs.congruence_meaning.
Goal True. premises_open CongProofs.congruence_meaning. Abort.
Print Assumptions CongProofs.meaning_not_congruence.
Goal True. premises_open CongProofs.meaning_not_congruence. Abort.
Print Assumptions CongProofs.spec_cex_scores.
Goal True. premises_open CongProofs.spec_cex_scores. Abort.
From SigmaPol Require TotalProofs OrderProofs FoldProofs.
Print Assumptions TotalProofs.admission_total_bounded.
Goal True. premises_open TotalProofs.admission_total_bounded. Abort.
Print Assumptions OrderProofs.peq_jeq.
Goal True. premises_open OrderProofs.peq_jeq. Abort.
Print Assumptions OrderProofs.evp_jeq.
Goal True. premises_open OrderProofs.evp_jeq. Abort.
Print Assumptions OrderProofs.evs_jeq.
Goal True. premises_open OrderProofs.evs_jeq. Abort.
Print Assumptions OrderProofs.evsel_jeq.
Goal True. premises_open OrderProofs.evsel_jeq. Abort.
Print Assumptions OrderProofs.plan_jeq.
Goal True. premises_open OrderProofs.plan_jeq. Abort.
Print Assumptions OrderProofs.mutate_jeq.
Goal True. premises_open OrderProofs.mutate_jeq. Abort.
Print Assumptions Prefix.top_k_prefix.
Goal True. premises_open Prefix.top_k_prefix. Abort.
Print Assumptions Prefix.prefix_stable_extracted.
Goal True. premises_open Prefix.prefix_stable_extracted. Abort.
Print Assumptions FoldProofs.fold_unique_on.
Goal True. premises_open FoldProofs.fold_unique_on. Abort.
Print Assumptions FoldProofs.fold_related.
Goal True. premises_open FoldProofs.fold_related. Abort.
From SigmaPol Require AdmOrderProofs.
Print Assumptions AdmOrderProofs.admit_term_peq.
Goal True. premises_open AdmOrderProofs.admit_term_peq. Abort.
From SigmaPol Require JsonProofs.
Print Assumptions JsonProofs.read_line_distinct.
Goal True. premises_open JsonProofs.read_line_distinct. Abort.
From SigmaPol Require Import Flow FlowProofs.
Print Assumptions FlowProofs.normal_renaming.
Goal True. premises_open FlowProofs.normal_renaming. Abort.
Print Assumptions FlowProofs.enc_flow_injective.
Goal True. premises_open FlowProofs.enc_flow_injective. Abort.
Print Assumptions FlowProofs.normal_iso.
Goal True. premises_open FlowProofs.normal_iso. Abort.
Print Assumptions FlowProofs.enc_flow_iso.
Goal True. premises_open FlowProofs.enc_flow_iso. Abort.
Print Assumptions FlowProofs.admit_flow_ok.
Goal True. premises_open FlowProofs.admit_flow_ok. Abort.
Print Assumptions FlowProofs.admitted_normal_renaming.
Goal True. premises_open FlowProofs.admitted_normal_renaming. Abort.
Print Assumptions FlowProofs.admitted_flow_identity.
Goal True. premises_open FlowProofs.admitted_flow_identity. Abort.
Print Assumptions FlowProofs.normal_idempotent.
Goal True. premises_open FlowProofs.normal_idempotent. Abort.
Print Assumptions FlowProofs.admitted_normal_defined.
Goal True. premises_open FlowProofs.admitted_normal_defined. Abort.
Print Assumptions FlowProofs.admitted_flow_answer.
Goal True. premises_open FlowProofs.admitted_flow_answer. Abort.
Print Assumptions FlowProofs.flow_answer_total.
Goal True. premises_open FlowProofs.flow_answer_total. Abort.
Print Assumptions FlowProofs.admitted_flow_identity_total.
Goal True. premises_open FlowProofs.admitted_flow_identity_total. Abort.
Print Assumptions FlowProofs.flow_answer_identity.
Goal True. premises_open FlowProofs.flow_answer_identity. Abort.
Print Assumptions FlowProofs.flow_answer_renaming.
Goal True. premises_open FlowProofs.flow_answer_renaming. Abort.
Print Assumptions FlowProofs.admitted_normal_idempotent.
Goal True. premises_open FlowProofs.admitted_normal_idempotent. Abort.
From SigmaPol Require Import CatalogProofs.
Print Assumptions CatalogProofs.catalog_pool_flatten.
Goal True. premises_open CatalogProofs.catalog_pool_flatten. Abort.
Print Assumptions CatalogProofs.flat_paths_length.
Goal True. premises_open CatalogProofs.flat_paths_length. Abort.
From SigmaPol Require Import FlowRun FlowRunProofs.
Print Assumptions FlowRunProofs.calls_scheduled.
Goal True. premises_open FlowRunProofs.calls_scheduled. Abort.
