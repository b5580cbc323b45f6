"""The golden command: generate the vectors, check them, and measure them against
mutants (spec/07-conformance.md §7.5).

``sigma-pol golden [--out DIR]`` writes ``sigma_pol_v2.json``, ``CHECKLIST.md``
and ``vectors.schema.json``; it refuses (exit 1) to change or remove an
existing vector of the same version, since regeneration is additive, and (exit
1, nothing written) to generate when an expectation written by hand disagrees
with the reference.
``--check`` writes nothing and exits 1 when the files in DIR differ from a
fresh generation.  ``--mutants`` prints which vectors kill each mutant of the
reference, beside the same figure for upstream's 15 vectors alone.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..core.errors import InputError
from .common import Subparsers, emit


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
    if args.mutants:
        return _mutation_report(vectors)
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


def _mutation_report(vectors: list[dict[str, Any]]) -> int:
    from ..conformance.mutants import MUTANTS, run_all

    upstream = [v for v in vectors if "upstream" in v.get("tags", ())]
    ours = run_all(vectors)
    theirs = {o.mutant.name: o for o in run_all(upstream)}
    killed = sum(1 for o in ours if o.killed_by)
    killed_up = sum(1 for o in theirs.values() if o.killed_by)
    total = len(MUTANTS)
    ops = len({m.op for m in MUTANTS})
    emit(f"{'mutant':<28} {'op':<14} {'killers':>7} {'upstream':>8}  first killer")
    for outcome in ours:
        m = outcome.mutant
        up = len(theirs[m.name].killed_by)
        first = outcome.killed_by[0] if outcome.killed_by else "SURVIVES"
        emit(f"{m.name:<28} {m.op:<14} {len(outcome.killed_by):>7} {up:>8}  {first}")
    emit("")
    emit(f"{total} mutants of {ops} operations")
    share = 100 * killed / total
    emit(f"generated vectors ({len(vectors)}): {killed} / {total} killed ({share:.1f} %)")
    emit(
        f"upstream's vectors alone ({len(upstream)}): {killed_up} / {total} killed "
        f"({100 * killed_up / total:.1f} %)"
    )
    return 0 if killed == total else 1


def register(sub: Subparsers) -> None:
    p = sub.add_parser("golden", help="generate the golden vectors, checklist and schema")
    p.add_argument("--out", default="golden", help="output directory (default: golden)")
    p.add_argument("--check", action="store_true", help="exit 1 if DIR's files are out of date")
    p.add_argument("--mutants", action="store_true", help="print the mutation-adequacy report")
    p.set_defaults(run=cmd_golden)
