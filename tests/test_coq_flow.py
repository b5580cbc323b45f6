"""Σ_flow in proofs/coq (theories/Flow.v, the protocol kind ``flow`` of the
extracted server) agrees with the flow vectors, and a planted change in the
Coq labeling is caught, by the vectors and by a proof (FlowProofs.v; issue 32
item 8).

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


def _flow_outcomes(report: dict[str, Any]) -> dict[str, str]:
    """Each ``flow`` vector's outcome (the ``flow_run`` kind is not answered)."""
    outcomes: dict[str, dict[str, Any]] = report["outcomes"]
    return {name: o["outcome"] for name, o in outcomes.items() if o["kind"] == "flow"}


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
