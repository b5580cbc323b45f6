"""Claims, waivers and subsets that can pass (spec/07 §7.5 "Claims"; issue 21).

A faithful Pred-only server conforms on its claim; the same server with a
planted ``tier_eq`` bug fails naming ``tier_eq``; a server ordering NaN first
passes only with ``pinned-nan-score-order`` waived, and is caught without by
an argmax and a sample vector.  The servers are ``tests/subset_serve.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from sigma_pol.protocol.answer import KINDS, answer
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol_tools.conformance.claims import Claim, claim_of_hello, needs, place
from sigma_pol_tools.conformance.generate import shipped_vectors

from .conftest import run_main
from .inprocess import run_bytes

SUBSET = [sys.executable, str(Path(__file__).parent / "subset_serve.py")]
REFERENCE = [sys.executable, "-m", "sigma_pol_tools.cli", "serve"]
PRED_OPS = [name for name, spec in SIGNATURE.items() if spec.out is Sort.PRED]


def _certify(*args: str) -> tuple[int, str, str]:
    """certify in this process (tests/inprocess.py); the servers are processes."""
    status, out, err = run_bytes(["certify", *args])
    return status, out.decode(), err.decode()


def _report(*args: str) -> tuple[int, dict[str, Any]]:
    status, out, err = _certify("--json", *args)
    assert out, err
    report: dict[str, Any] = json.loads(out)
    return status, report


def test_the_reference_answers_hello_with_everything() -> None:
    reply = answer({"name": "hello", "kind": "hello"})
    assert reply == {
        "name": "hello",
        "implementation": {"name": "sigma-pol", "version": "0.1.0", "language": "Python"},
        "claims": {"kinds": list(KINDS), "ops": list(SIGNATURE), "catalogs": True, "schemas": True},
        "waives": {},
    }
    assert claim_of_hello(reply).everything


def test_a_faithful_pred_only_server_conforms_on_its_claim() -> None:
    status, report = _report("--", *SUBSET, "--pred-only")
    assert status == 0, report["summary"]
    assert report["claim"] == {
        "kinds": ["encoding", "pred", "reject"],
        "ops": PRED_OPS,
        "catalogs": False,
        "schemas": True,
        "identities": True,
    }
    assert report["implementation"] == {"name": "pred-only", "version": "0.1", "language": "Python"}
    assert report["summary"].endswith(
        "conforms on its claim: kinds encoding, pred, reject; operations "
        + ", ".join(PRED_OPS)
        + "; no catalogs; waived none"
    )
    # Chapter 7's promise: the vector refusing not(zero) for its sort needs zero,
    # which this server refuses as unknown, so it is not claimed (not failed).
    outcomes = report["outcomes"]
    assert outcomes["reject-sort-mismatch"]["outcome"] == "not claimed"
    assert outcomes["reject-sort-mismatch"]["why"] == "operation zero"
    assert report["passed"] == report["vectors"] > 100
    assert len(report["not_claimed"]) + report["vectors"] == len(shipped_vectors()[1])
    assert set(report["ops"]) == {*PRED_OPS, "(no operation)"}


def test_a_planted_tier_eq_bug_is_named_the_culprit_within_the_claim() -> None:
    status, report = _report("--", *SUBSET, "--pred-only", "--mutant", "tier-eq-no-fallback")
    assert status == 1
    assert [c["op"] for c in report["culprits"]] == ["tier_eq"]
    assert report["summary"].splitlines()[1].startswith("does not conform on its claim")
    # --only and: the vectors exercising `and` inside the claim, no whole policy.
    status, report = _report(
        "--only", "tier_eq", "--", *SUBSET, "--pred-only", "--mutant", "tier-eq-no-fallback"
    )
    assert status == 1
    assert [c["op"] for c in report["culprits"]] == ["tier_eq"]
    kinds = {o["kind"] for o in report["outcomes"].values() if o["outcome"] != "not claimed"}
    assert kinds <= {"encoding", "pred", "reject"}


def test_a_nan_first_server_passes_only_with_the_rule_waived() -> None:
    status, report = _report("--", *SUBSET, "--nan-first")
    assert status == 1
    failed = {f["vector"] for f in report["failures"]}
    assert "pinned-nan-score-order-sample" in failed  # sample
    assert "pinned-nan-score-order" in failed  # argmax
    assert {"argmax", "sample"} <= {op for f in report["failures"] for op in f["covers"]}
    assert all("pinned-nan-score-order" in f["pins"] for f in report["failures"])

    status, report = _report("--waive", "pinned-nan-score-order", "--", *SUBSET, "--nan-first")
    assert status == 0, report["summary"]
    waived = report["waived"]["pinned-nan-score-order"]
    assert waived["why"] == "waived on the command line"
    assert failed <= set(waived["vectors"])
    assert "waived pinned-nan-score-order" in report["summary"]
    assert report["pins"].get("pinned-nan-score-order") is None

    # The server may waive the rule itself, with its reason, in its hello answer (on the
    # vectors of sample, among them the sample one that failed above: the whole run
    # passing with the rule waived is the command line's case above).
    status, out, _err = _certify("--only", "sample", "--", *SUBSET, "--nan-first", "--waive")
    assert status == 0
    shown = " ".join(out.split())
    assert (
        "waived (not sent): pinned-nan-score-order (NaN sorts first in this host's sort)" in shown
    )


def test_a_server_answering_hello_with_an_error_claims_everything() -> None:
    status, out, _err = _certify("--only", "pred-top", "--", *SUBSET, "--no-hello")
    assert status == 0
    assert "hello answered with an error: every kind and operation claimed" in " ".join(out.split())


def test_flags_narrow_the_claim_and_name_what_they_narrow() -> None:
    status, report = _report("--kinds", "pred", "--ops", "top,and,tier_eq", "--", *REFERENCE)
    assert status == 0
    assert report["claim"]["kinds"] == ["pred"]
    assert report["claim"]["ops"] == ["top", "and", "tier_eq"]
    ran = [n for n, o in report["outcomes"].items() if o["outcome"] == "pass"]
    assert ran and all(report["outcomes"][n]["kind"] == "pred" for n in ran)
    # the vectors of tier_eq hold catalogs and schemas both (11 vectors, not 515)
    status, report = _report("--only", "tier_eq", "--no-catalogs", "--no-schemas", "--", *REFERENCE)
    assert status == 0
    assert report["passed"] > 0
    whys = {v["why"] for v in report["not_claimed"]}
    assert whys == {"catalogs", "schemas"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--ops", "argmx"], "--ops: unknown operation 'argmx' (did you mean 'argmax'?)"),
        (["--kinds", "preds"], "--kinds: unknown kind 'preds' (did you mean 'pred'?)"),
        # nothing close: every known name (as fuzz says it; one reader of both flags)
        (
            ["--kinds", "zzz"],
            "--kinds: unknown kind 'zzz' (one of encoding, pred, policy, xform, failplan, "
            "scorer, selector, reject, run, profile, execute, status)",
        ),
        (
            ["--waive", "pinned-nan-order"],
            "--waive: unknown pinned rule 'pinned-nan-order' (did you mean 'pinned-nan-score-order'?)",
        ),
    ],
)
def test_unknown_names_in_flags_exit_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # refused before the server starts: the command's status and message, in this process
    status, _out, err = run_main(["certify", *args, "--", *REFERENCE], capsys)
    assert status == 2
    assert message in err


def test_nothing_in_the_claim_is_no_verdict() -> None:
    status, out, _err = _certify("--kinds", "pred", "--ops", "policy", "--", *REFERENCE)
    assert status == 1
    assert "nothing certified: no vector of the claim ran" in out


def test_a_malformed_hello_answer_makes_the_server_unusable(tmp_path: Path) -> None:
    server = tmp_path / "hello.py"
    reply = {"name": "hello", "claims": {"kinds": ["pred"], "ops": ["top", "argmx"]}}
    server.write_text(
        "import sys\nfor line in sys.stdin:\n    print("
        + repr(json.dumps(reply))
        + ", flush=True)\n",
        encoding="utf-8",
    )
    status, out, err = _certify("--", sys.executable, str(server))
    assert (status, out) == (2, "")
    assert (
        "the server's answer to hello is malformed: $.claims.ops[1]: "
        "unknown operation 'argmx' (did you mean 'argmax'?)"
    ) in err


def test_claim_of_hello_reads_each_member() -> None:
    claim = claim_of_hello(
        {
            "name": "hello",
            "claims": {"ops": ["and", "top"], "catalogs": False},
            "waives": {"pinned-needs-order": "we check needs as listed"},
        }
    )
    assert claim.kinds == KINDS and claim.ops == ("top", "and")  # signature order
    assert (claim.catalogs, claim.schemas) == (False, True)
    assert claim.waives == {"pinned-needs-order": "we check needs as listed"}
    assert claim_of_hello({"name": "hello", "error": "unknown kind"}).everything
    for bad, where in [
        ({"claims": []}, "$.claims"),
        ({"claims": {"kinds": "pred"}}, "$.claims.kinds"),
        ({"claims": {"catalogs": 1}}, "$.claims.catalogs"),
        ({"claims": {"op": []}}, "$.claims.op"),
        ({"waives": {"pinned-nope": "x"}}, "$.waives.pinned-nope"),
        ({"waives": {"pinned-needs-order": 3}}, "$.waives.pinned-needs-order"),
        ({"implementation": {"name": 3}}, "$.implementation.name"),
    ]:
        with pytest.raises(InputError) as info:
            claim_of_hello({"name": "hello", **bad})
        assert info.value.where == where


def test_a_vector_needs_every_operation_its_term_holds() -> None:
    by_name = {v["name"]: v for v in shipped_vectors()[1]}
    assert needs(by_name["reject-sort-mismatch"]) == ("not", "zero")
    pred_claim = Claim(kinds=("pred", "encoding", "reject"), ops=tuple(PRED_OPS))
    assert place(by_name["reject-sort-mismatch"], pred_claim).why == "operation zero"
    assert place(by_name["pred-top"], pred_claim).outcome == "claimed"
    assert place(by_name["scorer-neg"], pred_claim).why == "kind scorer"
    # A line vector is read for its members: the catalog and schema ones too.
    catalog = next(
        v for v in by_name.values() if "catalog" in v or '"catalog"' in v.get("line", "")
    )
    assert place(catalog, Claim(catalogs=False)).why == "catalogs"


def test_fuzz_sends_only_what_is_claimed() -> None:
    status, stdout, _err = run_bytes(["fuzz", "--count", "150", "--", *SUBSET, "--pred-only"])
    out = stdout.decode()
    assert status == 0, out
    assert "0 diverged" in out
    assert "not claimed (not sent):" in out


def test_fuzz_files_no_divergence_on_a_waived_rule() -> None:
    def fuzz(*extra: str) -> tuple[int, str]:
        # the one divergence seed 0 finds in 300 requests is request 1 (the pinned NaN
        # order vector): 20 requests (were 300)
        status, out, _err = run_bytes(
            ["fuzz", "--count", "20", *extra, "--", *SUBSET, "--nan-first"]
        )
        return status, out.decode()

    status, out = fuzz()
    assert status == 1 and "pinned-nan-score-order" in out
    status, out = fuzz("--waive", "pinned-nan-score-order")
    assert status == 0, out
    assert "waived: pinned-nan-score-order (waived on the command line):" in out
