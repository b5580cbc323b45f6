(** The index of the machine-checked theorems (proofs/README.md names each
    one beside its paper proof).  [Print Assumptions] lists, for each, what
    it rests on; proofs/coq/check fails unless that is only the trusted
    base of Trusted.v (proofs/coq/TRUSTED.md). *)
From SigmaPol Require Import Syntax NormalForm NFProofs SemProofs AdmProofs ChkProofs.

Print Assumptions NFProofs.nf_preserves_sort.
Print Assumptions NFProofs.nf_idempotent.
Print Assumptions NFProofs.nf_sort_nrm.
Print Assumptions SemProofs.verdict_sound.
Print Assumptions SemProofs.evsel_cands.
Print Assumptions SemProofs.constrain_never_widens.
Print Assumptions AdmProofs.wfchk_iff.
Print Assumptions AdmProofs.pchk_iff.
Print Assumptions AdmProofs.adm_unique.
Print Assumptions ChkProofs.chk_sound.
Print Assumptions ChkProofs.pchk_sound.
From SigmaPol Require Import XformProofs.
Print Assumptions XformProofs.fold_fails_iff.
Print Assumptions XformProofs.mutate_safety.
Print Assumptions XformProofs.mutate_total_conformance.
Print Assumptions XformProofs.constrain_keeps_mutate_classify.
From SigmaPol Require RunProofs.
Print Assumptions RunProofs.run_terminates.
Print Assumptions RunProofs.no_disabled_call.
Print Assumptions RunProofs.disable_kept_or_expired.
Print Assumptions RunProofs.abort_ends_run.
From SigmaPol Require Import Equations EqProofs.
Print Assumptions EqProofs.nf_eqE.
Print Assumptions EqProofs.eqE_nf.
Print Assumptions EqProofs.eqE_iff_nf.
From SigmaPol Require Import ChkComplete.
Print Assumptions ChkComplete.pchk_complete.
Print Assumptions ChkComplete.chk_complete.
Print Assumptions ChkComplete.admit_term_complete.
From SigmaPol Require Import Prefix.
Print Assumptions Prefix.prefix_stable.
