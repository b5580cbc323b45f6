"""Σ_flow in proofs/coq (theories/Flow.v and FlowRun.v, the protocol kinds
``flow`` and ``flow_run`` of the extracted server) agrees with the flow
vectors, and a planted change in the Coq labeling is caught, by the vectors
and by a proof (FlowProofs.v), as are planted changes in the run's schedule,
assembly and a node's run (issue 32 item 8).

Needs Coq and OCaml (Debian: ``apt-get install -y coq libcoq-flocq
libcoq-core-ocaml-dev ocaml-findlib``); without them these tests fail and say so.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .coq_build import MODEL_ONLY, WITH_PROOFS, build, built_server, planted_copy
from .inprocess import ANSWER_WAIT

#: The plant: twins ordered by their ids, the smaller first, where spec/16
#: L-Tie orders them by their least path (upstream's ``table.sort`` over a
#: name-ordered list, chapter 9 E19).  Renaming the twins swaps their labels,
#: so the identity depends on the names: Theorem 22's clause 1 fails.
TIE = "  | p :: r => if key_lt (snd p) (snd best) then least p r else least best r\n"
TIE_BY_NAME = (
    "  | p :: r => if key_lt (snd p) (snd best) || (String.eqb (snd p) (snd best)\n"
    "                 && str_lt (fid (fst p)) (fid (fst best))) then least p r else least best r\n"
)


def _certify_flows(command: list[str]) -> dict[str, Any]:
    """``sigma-pol certify --flows --json`` against a server, decoded."""
    certify = [sys.executable, "-m", "sigma_pol_tools.cli", "certify", "--json", "--flows"]
    done = subprocess.run(
        [*certify, "--timeout", f"{10 * ANSWER_WAIT:g}", "--", *command],
        capture_output=True,
        text=True,
        check=False,
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def _flow_outcomes(report: dict[str, Any], kind: str = "flow") -> dict[str, str]:
    """Each vector's outcome of one kind."""
    outcomes: dict[str, dict[str, Any]] = report["outcomes"]
    return {name: o["outcome"] for name, o in outcomes.items() if o["kind"] == kind}


@pytest.fixture(scope="module")
def serve() -> list[str]:
    return built_server()


def test_every_flow_vector_passes(serve: list[str]) -> None:
    outcomes = _flow_outcomes(_certify_flows(serve))
    assert len(outcomes) == 62
    assert {n for n, o in outcomes.items() if o != "pass"} == set()


def test_twins_ordered_by_name_fail_the_twin_vectors_and_the_invariance_proof(
    serve: list[str], tmp_path: Path
) -> None:
    copy = planted_copy(tmp_path / "model", ("Flow.v", TIE, TIE_BY_NAME))
    assert build(copy, MODEL_ONLY).returncode == 0
    outcomes = _flow_outcomes(_certify_flows([str(copy / "serve")]))
    failed = {n for n, o in outcomes.items() if o != "pass"}
    # the twins renamed or swapped change their labels; nothing else changes
    assert "flow-twins-critics-swapped" in failed
    assert all("twins" in n or "collision" in n for n in failed), failed

    proofs = planted_copy(tmp_path / "proofs", ("Flow.v", TIE, TIE_BY_NAME))
    done = build(proofs, WITH_PROOFS)
    assert done.returncode != 0
    # Coq refuses the transport of the least ready node along the renaming (least_ren)
    assert 'File "./theories/FlowProofs.v"' in done.stderr


def test_every_flow_run_vector_passes(serve: list[str]) -> None:
    """Both variants: ``answers`` (R-Node-Answer) and ``runs`` (R-Node-Run)."""
    outcomes = _flow_outcomes(_certify_flows(serve), "flow_run")
    assert len(outcomes) == 25
    assert "flow-run-backed-second-response" in outcomes
    assert {n for n, o in outcomes.items() if o != "pass"} == set()


#: The plants of the run (FlowRun.v), each with a vector it must fail.
#: The calls in id order instead of Kahn's (R-Schedule): the FIFO queue
#: calls ``b`` and ``m`` (read by the input) before ``a`` (read by ``b``).
#: A placeholder ``$j`` replaced by part ``j + 1`` (A-Template's slot off by
#: one): ``Q: $1?`` gives ``Q: ?``.
#: A node's answer taken from the text of its run's first response instead of
#: the one that succeeded (R-Node-Run): the run that fails over to ``b``
#: answers ``not me`` (the failed response's text) instead of ``from b``.
RUN_PLANTS = [
    (
        "(kahn_order f).\n",
        "(map fid f).\n",
        "flow-run-kahn-fifo",
    ),
    (
        '  match j with O => "" | S i => match nth_error parts i with',
        '  match j with O => "" | S i => match nth_error parts j with',
        "flow-run-template-single",
    ),
    (
        "match nth_error (nr_texts nr) (pred used) with",
        "match nth_error (nr_texts nr) 0 with",
        "flow-run-backed-second-response",
    ),
]


@pytest.mark.parametrize(
    ("old", "new", "vector"),
    RUN_PLANTS,
    ids=["label-order", "template-slot", "first-response-text"],
)
def test_a_planted_run_fails_its_vectors(
    serve: list[str], tmp_path: Path, old: str, new: str, vector: str
) -> None:
    copy = planted_copy(tmp_path / "model", ("FlowRun.v", old, new))
    assert build(copy, MODEL_ONLY).returncode == 0
    report = _certify_flows([str(copy / "serve")])
    failed = {n for n, o in _flow_outcomes(report, "flow_run").items() if o != "pass"}
    assert vector in failed
    assert {n for n, o in _flow_outcomes(report).items() if o != "pass"} == set()
