"""Building the Coq model for its tests (tests/test_coq_model.py,
tests/test_coq_run.py): the checkout's server, built once under the lock
``proofs/coq/serve`` takes and only when a source is newer than it, and
planted copies that carry the checkout's .vo files, so that a build with
``SIGMA_COQ_REUSE=1`` checks again only the planted file and those after it.
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

#: The environment of a planted copy's build: the model alone (no proof
#: files), from the first changed file on.
MODEL_ONLY = {"SIGMA_COQ_MODEL_ONLY": "1", "SIGMA_COQ_REUSE": "1", "PATH": "/usr/bin:/bin"}
#: The same with the proofs, for plants a proof must catch.
WITH_PROOFS = {"SIGMA_COQ_REUSE": "1", "PATH": "/usr/bin:/bin"}


def need_tools() -> None:
    missing = [t for t in ("coqc", "ocamlfind") if shutil.which(t) is None]
    if missing:
        pytest.fail(f"{', '.join(missing)} not installed; install with: {INSTALL}")


def _stale() -> bool:
    """Whether a source of the model is newer than its server (``bash
    scripts/check`` has just built it when it runs ``proofs/coq/check``)."""
    exe = COQ / "_build" / "serve.exe"
    if not exe.is_file():
        return True
    built = exe.stat().st_mtime_ns
    sources = [COQ / "_CoqProject", *(COQ / "theories").glob("*.v"), *(COQ / "server").glob("*.ml")]
    return any(source.stat().st_mtime_ns > built for source in sources)


def built_server() -> list[str]:
    """The checkout's server, built if needed (xdist workers build it once)."""
    need_tools()
    (COQ / "_build").mkdir(exist_ok=True)
    with (COQ / "_build" / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if _stale():
            subprocess.run([str(COQ / "build")], check=True, timeout=900)
    return [str(COQ / "serve")]


def plant(copy: Path, file: str, old: str, new: str) -> None:
    target = copy / "theories" / file
    text = target.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"the plant's anchor moved in {file}"
    target.write_text(text.replace(old, new), encoding="utf-8")


def planted_copy(tmp: Path, *plants: tuple[str, str, str]) -> Path:
    """A copy of proofs/coq with each ``(file, old, new)`` planted; call it
    after :func:`built_server`, whose .vo files it carries (times kept)."""
    copy = tmp / "coq"
    shutil.copytree(COQ, copy, ignore=shutil.ignore_patterns("_build", "*.glob", ".*aux"))
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
    certify = [sys.executable, "-m", "sigma_pol.cli", "certify", "--json", *flags]
    done = subprocess.run(
        [*certify, "--vectors", str(vectors), "--", *command],
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report
