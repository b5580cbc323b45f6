"""The certifier: the reference certifies itself; a broken server is reported with
its failing operations and the likely culprits among them; a hung one is timed
out; answers compare as JSON values."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from sigma_pol.conformance.certify import Result, likely_culprits
from sigma_pol.conformance.compare import Mismatch, mismatches, same
from sigma_pol.conformance.generate import golden_vectors
from sigma_pol.conformance.mutants import run_all

FIXTURE = Path(__file__).parent / "broken_serve.py"


def _certify(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "sigma_pol.cli", "certify", *args],
        capture_output=True,
        timeout=300,
    )


def test_the_reference_certifies_itself() -> None:
    done = _certify("--", sys.executable, "-m", "sigma_pol.cli", "serve")
    out = done.stdout.decode()
    assert done.returncode == 0, out
    assert "42 / 42 operations conform" in out
    assert "FAIL" not in out


def test_a_broken_server_is_reported_with_its_failing_ops() -> None:
    done = _certify("--json", "--", sys.executable, str(FIXTURE))
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert not report["ok"]
    failed_ops = {op for op, row in report["ops"].items() if row["failed"]}
    assert {"argmax", "neg"} <= failed_ops
    assert report["ops"]["bot"]["failed"] == []
    fields = {(f["vector"], f["field"]) for f in report["failures"]}
    assert ("scorer-neg", "expect.scores") in fields
    assert ("selector-argmax-ties", "expect.ordered") in fields
    # Many ops fail alongside the two broken ones; the culprits are those two.
    assert len(failed_ops) > 10
    assert [c["op"] for c in report["culprits"]] == ["argmax", "neg"]
    # neg-minus changes every neg score, so every vector covering neg fails.
    covering_neg = sum(1 for v in golden_vectors() if "neg" in v["covers"])
    assert report["culprits"][1] == {
        "op": "neg",
        "failed": covering_neg,
        "passed": 0,
        "explains": report["culprits"][1]["explains"],
    }
    covers = {f["vector"]: f["covers"] for f in report["failures"]}
    assert covers["scorer-neg"] == ["field", "neg"]


def test_the_culprit_of_a_single_mutant_is_its_operation() -> None:
    vectors = golden_vectors()
    covers = {str(v["name"]): tuple(v.get("covers", ())) for v in vectors}
    exact = 0
    outcomes = run_all(vectors)
    for outcome in outcomes:
        killed = set(outcome.killed_by)
        results = [
            Result(name, ops, (Mismatch("expect", "x", "y"),) if name in killed else ())
            for name, ops in covers.items()
        ]
        culprits = likely_culprits(results)
        assert 1 <= len(culprits) <= 2
        exact += [c.op for c in culprits] == [outcome.mutant.op]
    assert exact / len(outcomes) >= 0.95


def test_a_hung_answer_is_timed_out_and_the_rest_still_run() -> None:
    done = _certify("--timeout", "1", "--", sys.executable, str(FIXTURE), "--hang-on", "xform-id")
    out = done.stdout.decode()
    assert done.returncode == 1
    assert "xform-id: answer: want an answer line, got no answer within 1 s" in out
    assert "FAIL id " in out


def test_a_server_that_never_reads_its_input_is_not_waited_for() -> None:
    """It answers with garbage and never reads: the requests fill the pipe, and
    the write that would block for ever fails its vector instead (spec/07 §7.5)."""
    never_reads = "import time\nfor _ in range(400): print('garbage', flush=True)\ntime.sleep(3600)"
    done = _certify("--timeout", "1", "--", sys.executable, "-c", never_reads)
    out = done.stdout.decode()
    assert done.returncode == 1
    assert "answer: want an answer line, got the process stopped reading" in out
    assert "answer: want a JSON line, got " in out


def test_usage_errors_exit_2() -> None:
    assert _certify().returncode == 2
    assert _certify("--", "/nonexistent/server").returncode == 2
    assert _certify("--vectors", "/nonexistent.json", "--", "true").returncode == 2


def test_empty_values_and_exact_numbers() -> None:
    """Numbers compare as doubles, exactly (spec/07-conformance.md §7.1): the spelling
    does not matter, one ulp does; -0 is 0; non-finite doubles are strings."""
    assert same({"request": []}, {"request": {}})
    assert same([1.0, "nan"], [1, "nan"])
    assert same(0.3, 0.29999999999999999)
    assert not same(1.0, 1.0 + 2**-52)
    assert not same(0.3, 0.1 * 3)
    assert same(0.0, -0.0)
    assert not same("+inf", float("inf"))
    assert not same("nan", "+inf")
    assert not same(10**400, 1e308)
    assert not same(1, True)
    vector = {"name": "v", "kind": "scorer", "expect": {"scores": [0.3], "sort": "Scorer"}}
    assert mismatches(vector, {"name": "v", "expect": {"scores": [0.3], "sort": "Scorer"}}) == []
    assert mismatches(vector, {"name": "v", "expect": {"scores": [0.1 + 0.2], "sort": "Scorer"}})


def test_an_expected_input_error_is_passed_by_any_error() -> None:
    vector = {"name": "v", "kind": "policy", "input_error": "$.candidates[1].price_in: …"}
    assert mismatches(vector, {"name": "v", "error": "something else"}) == []
    assert mismatches(vector, {"name": "v", "expect": {"sort": "Policy"}})
