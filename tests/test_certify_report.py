"""What certify's report says and blames (spec/07 §7.5; issue 33 item 3).

* A decisions-only claim (``"identities": false`` in hello, or
  ``--no-identities``): the answers' encoding, fingerprint and identity are
  not compared, and the report says so; a Pred-only port that answers none of
  them (``tests/subset_serve.py --pred-only --decisions-only``) conforms on it.
* The per-operation rows blame the likely culprit, not every operation a
  failing vector covers: with only ``cmp`` wrong, ``and``, ``not`` and ``is``
  (whose failing vectors also cover ``cmp``) are not FAIL, and 14 of the 15
  claimed operations conform.
* The header says where the claim came from (hello, or the flags); an untested
  operation is never in the verdict's list of what conforms.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from sigma_pol.syntax.signature import SIGNATURE, Sort

from .inprocess import sigma_pol

SUBSET = [sys.executable, str(Path(__file__).parent / "subset_serve.py")]
PRED_OPS = [name for name, spec in SIGNATURE.items() if spec.out is Sort.PRED]


def _report(*args: str) -> tuple[int, dict[str, Any]]:
    done = sigma_pol("certify", "--json", *args)
    assert done.stdout, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    return done.returncode, report


def test_a_decisions_only_pred_port_conforms_on_its_claim() -> None:
    status, report = _report("--", *SUBSET, "--pred-only", "--decisions-only")
    assert status == 0, report["summary"]
    assert report["claim"]["identities"] is False
    assert report["passed"] == report["vectors"] > 100
    assert report["summary"].endswith("; no catalogs; decisions only; waived none")
    done = sigma_pol(
        "certify", "--only", "pred-top", "--", *SUBSET, "--pred-only", "--decisions-only"
    )
    assert (
        "not compared (a decisions-only claim): the answers' encoding, fingerprint, identity"
        in (" ".join(done.stdout.split()))
    )


def test_without_the_decisions_only_claim_the_same_port_fails_on_identities() -> None:
    # the reference's answers with the three members dropped, certified against a
    # claim with identities: each admitted vector fails on exactly those members
    code = (
        "import json, sys\n"
        "from sigma_pol.protocol.answer import answer_line\n"
        "for raw in sys.stdin:\n"
        "    a = json.loads(answer_line(raw.strip()))\n"
        "    for k in ('encoding', 'fingerprint', 'identity'): a.get('expect', {}).pop(k, None)\n"
        "    print(json.dumps(a), flush=True)\n"
    )
    server = [sys.executable, "-c", code]
    status, report = _report("--only", "pred-top", "--", *server)
    assert status == 1
    fields = sorted(f["field"] for f in report["failures"])
    assert fields == ["expect.encoding", "expect.fingerprint", "expect.identity"]
    # the flag makes the same claim the hello member does
    status, report = _report("--only", "pred-top", "--no-identities", "--", *server)
    assert status == 0, report["summary"]
    assert report["claim_source"].endswith("narrowed by --no-identities")


def test_the_rows_blame_the_culprit_not_every_operation_a_failing_vector_covers() -> None:
    status, report = _report("--", *SUBSET, "--pred-only", "--mutant", "cmp-strictness")
    assert status == 1
    assert [c["op"] for c in report["culprits"]] == ["cmp"]
    blamed = [op for op, row in report["ops"].items() if row["failed"]]
    assert blamed == ["cmp"]
    # `and` covers failing vectors (pred-and-first-failing holds cmp): counted apart
    assert "pred-and-first-failing" in report["ops"]["and"]["elsewhere"]
    assert "pred-and-first-failing" in report["ops"]["cmp"]["failed"]
    assert report["summary"].startswith(
        f"{report['passed']} / {report['vectors']} vectors passed; 14 / 15 operations conform"
    )
    done = sigma_pol("certify", "--", *SUBSET, "--pred-only", "--mutant", "cmp-strictness")
    rows = [line for line in done.stdout.splitlines() if line.startswith(("ok ", "FAIL"))]
    assert [r.split()[1] for r in rows if r.startswith("FAIL")] == ["cmp"]
    (and_row,) = [r for r in rows if r.split()[1] == "and"]
    assert and_row.startswith("ok ") and and_row.endswith("failing, blamed on cmp)")


def test_the_header_says_where_the_claim_came_from() -> None:
    _status, report = _report("--only", "pred-top", "--", *SUBSET, "--pred-only")
    assert report["claim_source"] == "claims from hello"
    _status, report = _report("--only", "pred-top", "--ops", "top", "--", *SUBSET, "--pred-only")
    assert report["claim_source"] == "claims from hello, narrowed by --ops"
    _status, report = _report("--only", "pred-top", "--ops", "top", "--", *SUBSET, "--no-hello")
    assert report["claim_source"] == (
        "claim from the flags --ops "
        "(hello answered with an error: every kind and operation claimed)"
    )


def test_an_untested_operation_is_never_in_what_conforms() -> None:
    # `or` is claimed but no vector of --only pred-top covers it
    status, report = _report("--only", "pred-top", "--ops", "top,or", "--", *SUBSET, "--pred-only")
    assert status == 0
    assert report["untested"] == ["or"]
    counts, verdict = report["summary"].split("\n")
    assert "1 / 2 operations conform, 1 untested" in counts
    assert verdict == (
        "conforms on its claim: kinds encoding, pred, reject; operations top; no catalogs; "
        "waived none; untested, so not certified: or"
    )


def test_fuzz_honours_a_decisions_only_claim() -> None:
    # the same port fuzzed: its answers lack the three members, which the claim
    # says are not compared, so nothing diverges (the minimizing exchanges too)
    server = [*SUBSET, "--pred-only", "--decisions-only"]
    done = sigma_pol("fuzz", "--count", "60", "--", *server)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "decisions only" in done.stdout
