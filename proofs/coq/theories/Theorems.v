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
From SigmaPol Require Import FlowRun FlowRunProofs.
Print Assumptions FlowRunProofs.calls_scheduled.
Goal True. premises_open FlowRunProofs.calls_scheduled. Abort.
