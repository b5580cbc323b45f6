"""Building the Coq model for its tests (tests/test_coq_model.py,
tests/test_coq_run.py): the checkout's server, built under the lock
``proofs/coq/serve`` takes (``proofs/coq/build`` is incremental by content:
nothing runs again when no input changed), and planted copies whose builds
share the checkout's store, so that a planted build runs coqc only on the
planted files and the files that Require them (a successful step is stored
under the key of its inputs, a failing one runs each time).
"""

from __future__ import annotations

import fcntl
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
COQ = ROOT / "proofs" / "coq"
INSTALL = "apt-get install -y coq libcoq-flocq libcoq-core-ocaml-dev ocaml-findlib"

#: The store of the checkout's build, shared by the planted copies' builds.
STORE = str(COQ / "_build" / "store")
#: The environment of a planted copy's build: the model alone (no proof files).
MODEL_ONLY = {"SIGMA_COQ_MODEL_ONLY": "1", "SIGMA_COQ_STORE": STORE, "PATH": "/usr/bin:/bin"}
#: The same with the proofs, for plants a proof must catch.
WITH_PROOFS = {"SIGMA_COQ_STORE": STORE, "PATH": "/usr/bin:/bin"}


def need_tools() -> None:
    missing = [t for t in ("coqc", "ocamlfind") if shutil.which(t) is None]
    if missing:
        pytest.fail(f"{', '.join(missing)} not installed; install with: {INSTALL}")


def built_server() -> list[str]:
    """The checkout's server, built if an input changed (xdist workers build
    it once; ``bash scripts/check`` has just built it in ``proofs/coq/check``)."""
    need_tools()
    (COQ / "_build").mkdir(exist_ok=True)
    with (COQ / "_build" / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        subprocess.run([str(COQ / "build")], check=True, timeout=900)
    return [str(COQ / "serve")]


def plant(copy: Path, file: str, old: str, new: str) -> None:
    target = copy / "theories" / file
    text = target.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"the plant's anchor moved in {file}"
    target.write_text(text.replace(old, new), encoding="utf-8")


def planted_copy(tmp: Path, *plants: tuple[str, str, str]) -> Path:
    """A copy of proofs/coq's sources with each ``(file, old, new)`` planted;
    call it after :func:`built_server`, whose stored steps its build reuses."""
    copy = tmp / "coq"
    ignore = shutil.ignore_patterns("_build", "*.vo", "*.vok", "*.vos", "*.glob", ".*aux")
    shutil.copytree(COQ, copy, ignore=ignore)
    for file, old, new in plants:
        plant(copy, file, old, new)
    return copy


def build(copy: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """A planted copy's ``build`` (its status and output, not checked here)."""
    return subprocess.run(
        [str(copy / "build")], env=env, capture_output=True, text=True, check=False, timeout=900
    )


def certify_report(vectors: Path, command: list[str], *flags: str) -> dict[str, Any]:
    """``sigma-pol certify --json`` of ``vectors`` against a server, decoded."""
    # --timeout 120: the model writes the 10 000 steps of
    # run-boundary-steps-exactly-10000 (a 3.4 MB answer) in about 5 s of CPU, and
    # a busy machine stretches that past certify's default 10 s (a bound, not a
    # timed assert: a model that answers at all passes it)
    certify = [
        sys.executable, "-m", "sigma_pol.cli", "certify", "--json", "--timeout", "120", *flags
    ]  # fmt: skip
    done = subprocess.run(
        [*certify, "--vectors", str(vectors), "--", *command],
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report
