"""The run of proofs/coq (theories/Run.v, the protocol kind ``run`` of the
extracted server) agrees with the run vectors, and a planted change in the Coq
run is caught, by a proof (RunProofs.v) and by the vectors (issue 23, the run
in Coq).

Needs Coq and OCaml (Debian: ``apt-get install -y coq libcoq-flocq
libcoq-core-ocaml-dev ocaml-findlib``); without them these tests fail and say so.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
COQ = ROOT / "proofs" / "coq"
CERTIFY = [sys.executable, "-m", "sigma_pol.cli", "certify", "--json", "--kinds", "run"]
INSTALL = "apt-get install -y coq libcoq-flocq libcoq-core-ocaml-dev ocaml-findlib"

#: The plant: the attempt counter read from 0 (R-Retry compares the counter
#: before its increment, so ``attempts: m`` allows one retry more; Theorem 16's
#: "what would break it").
COUNTER = "    let a' := S (att m) in\n"
COUNTER_FROM_0 = "    let a' := att m in\n"


def _need_tools() -> None:
    missing = [t for t in ("coqc", "ocamlfind") if shutil.which(t) is None]
    if missing:
        pytest.fail(f"{', '.join(missing)} not installed; install with: {INSTALL}")


def _run_vectors(tmp: Path) -> Path:
    """The golden vectors of kind ``run`` (the claim narrows them further)."""
    golden = json.loads((ROOT / "golden" / "sigma_pol_v2.json").read_text(encoding="utf-8"))
    kept = [v for v in golden["vectors"] if v.get("kind") == "run"]
    path = tmp / "run-vectors.json"
    path.write_text(json.dumps({"version": golden["version"], "vectors": kept}), encoding="utf-8")
    return path


def _certify(vectors: Path, command: list[str]) -> dict[str, Any]:
    done = subprocess.run(
        [*CERTIFY, "--vectors", str(vectors), "--", *command],
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def _planted_copy(tmp: Path) -> Path:
    copy = tmp / "coq"
    shutil.copytree(COQ, copy, ignore=shutil.ignore_patterns("_build", "*.vo*", "*.glob", ".*aux"))
    target = copy / "theories" / "Run.v"
    text = target.read_text(encoding="utf-8")
    assert text.count(COUNTER) == 1, "the plant's anchor moved in Run.v"
    target.write_text(text.replace(COUNTER, COUNTER_FROM_0), encoding="utf-8")
    return copy


@pytest.fixture(scope="module")
def serve() -> list[str]:
    _need_tools()
    subprocess.run([str(COQ / "build")], check=True, timeout=900)
    return [str(COQ / "serve")]


def test_the_server_claims_runs_without_catalogs(serve: list[str]) -> None:
    line = '{"name":"hello","kind":"hello"}\n'
    done = subprocess.run(serve, input=line, capture_output=True, text=True, timeout=60)
    claims = json.loads(done.stdout)["claims"]
    assert "run" in claims["kinds"]
    assert {"policy", "id"} <= set(claims["ops"])
    assert "set_param" not in claims["ops"]
    assert claims["catalogs"] is False


def test_every_run_vector_in_the_claim_passes(serve: list[str], tmp_path: Path) -> None:
    report = _certify(_run_vectors(tmp_path), serve)
    assert report["vectors"] >= 80, report["vectors"]
    assert report["failed"] == 0, report["failures"][:3]


def test_counting_attempts_from_0_breaks_the_termination_proof(tmp_path: Path) -> None:
    _need_tools()
    copy = _planted_copy(tmp_path)
    done = subprocess.run(
        [str(copy / "build")], capture_output=True, text=True, check=False, timeout=900
    )
    assert done.returncode != 0
    assert "RunProofs.v" in done.stderr, done.stderr[-2000:]


def test_counting_attempts_from_0_fails_the_retry_vectors(tmp_path: Path) -> None:
    _need_tools()
    copy = _planted_copy(tmp_path)
    subprocess.run(
        [str(copy / "build")],
        env={"SIGMA_COQ_MODEL_ONLY": "1", "PATH": "/usr/bin:/bin"},
        check=True,
        capture_output=True,
        timeout=900,
    )
    report = _certify(_run_vectors(tmp_path), [str(copy / "serve")])
    failed = {f["vector"] for f in report["failures"]}
    assert failed, "a run counting attempts from 0 passed every run vector"
    assert "run-retry-spent-next" in failed or "run-attempts-zero" in failed, sorted(failed)
