"""The golden command: generate the vectors and check them (spec/07-conformance.md §7.5).

``sigma-pol golden [--out DIR]`` writes ``sigma_pol_v2.json``, ``CHECKLIST.md``
and ``vectors.schema.json``; it refuses (exit 1) to change or remove an
existing vector of the same version, since regeneration is additive, and (exit
1, nothing written) to generate when an expectation written by hand disagrees
with the reference.
``--check`` writes nothing and exits 1 when the files in DIR differ from a
fresh generation.  (Which vectors kill each mutant of the reference is
measured from a checkout, ``python -m mutation score``: the mutants are not
part of the installed package.)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sigma_pol.syntax.errors import InputError

from .command_line import Subparsers, emit


def _problem(message: str) -> None:
    sys.stderr.buffer.write(f"sigma-pol: {message}\n".encode("utf-8", "backslashreplace"))


def _existing(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(str(path), getattr(e, "strerror", None) or "cannot read") from None


def cmd_golden(args: argparse.Namespace) -> int:
    from ..conformance.generate import (
        VECTORS_FILE,
        GenerationError,
        golden_files,
        golden_vectors,
        regressions,
    )

    try:
        vectors = golden_vectors()
    except GenerationError as e:
        _problem(f"no vectors written: {e}")
        return 1
    out = Path(args.out)
    files = golden_files(vectors)
    if args.check:
        stale = []
        for name, text in files.items():
            existing = _existing(out / name)
            if existing != text:
                state = "missing" if existing is None else "out of date"
                _problem(f"{out / name}: {state}; run `sigma-pol golden --out {out}`")
                stale.append(name)
        if not stale:
            emit(f"{out}: {len(vectors)} vectors, up to date")
        return 1 if stale else 0
    old = _existing(out / VECTORS_FILE)
    problems = regressions(old, vectors) if old is not None else []
    if problems:
        for problem in problems:
            _problem(f"{out / VECTORS_FILE}: {problem} (regeneration is additive within a version)")
        return 1
    out.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (out / name).write_bytes(text.encode("utf-8"))
    emit(f"{out}: {len(vectors)} vectors, {', '.join(files)}")
    return 0


def register(sub: Subparsers) -> None:
    p = sub.add_parser("golden", help="generate the golden vectors, checklist and schema")
    p.add_argument("--out", default="golden", help="output directory (default: golden)")
    p.add_argument("--check", action="store_true", help="exit 1 if DIR's files are out of date")
    p.set_defaults(run=cmd_golden)
