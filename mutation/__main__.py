"""``python -m mutation score | fuzz``, run from a checkout (spec/07-conformance.md
§7.5, §7.6).

``score`` replays the golden vectors against every mutant of the reference and
prints, per mutant, how many vectors kill it and how many of upstream's 15
vectors alone do, then the totals.  ``fuzz [--seed N] [--count N] …`` (the
stream options of ``sigma-pol fuzz``) runs the fuzzer's request stream in
process against every mutant, each until its first divergence, and prints the
requests it took and the minimal request.  Exit status 0 only if every mutant
is killed, 1 if one survives, 2 on a usage error.
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Sequence
from dataclasses import replace
from functools import partial

from sigma_pol.syntax.errors import InputError
from sigma_pol_tools.commands.command_line import emit, report_refusal
from sigma_pol_tools.commands.fuzz_command import add_stream_options, stream_options

from .mutants import MUTANTS, run_all


def score() -> int:
    """Which golden vectors kill each mutant, beside upstream's vectors alone."""
    from sigma_pol_tools.conformance.generate import GenerationError, golden_vectors
    from sigma_pol_tools.conformance.vectors.vector import annotation

    try:
        vectors = golden_vectors()
    except GenerationError as e:
        sys.stderr.write(f"mutation: no vectors: {e}\n")
        return 1
    upstream = [v for v in vectors if "upstream" in annotation(v, "tags")]
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


def fuzz(args: argparse.Namespace) -> int:
    """How soon the fuzzer's stream finds each mutant (its first divergence)."""
    import sigma_pol_tools.conformance.fuzz as fuzz_module

    options = replace(stream_options(args), first_only=True)
    killed = 0
    emit(f"{'mutant':<28} {'op':<14} {'requests':>8}  first divergence (minimal request)")
    # Every mutant is sent the same stream: the reference's answer to a line is
    # computed once for all of them (the fuzzer only reads it).
    computed = fuzz_module.reference_answer
    fuzz_module.reference_answer = functools.lru_cache(maxsize=4096)(computed)
    try:
        for mutant in MUTANTS:
            server = partial(fuzz_module.InProcessServer, mutant.algebra())
            report = fuzz_module.fuzz(server, options)
            found = report.divergences
            killed += bool(found)
            where = f"{found[0].member}: {found[0].exchange.line}" if found else "SURVIVES"
            emit(f"{mutant.name:<28} {mutant.op:<14} {report.requests:>8}  {where[:200]}")
    finally:
        fuzz_module.reference_answer = computed
    total = len(MUTANTS)
    emit("")
    emit(
        f"fuzz --seed {options.seed} within {options.count} requests: "
        f"{killed} / {total} mutants killed ({100 * killed / total:.1f} %)"
    )
    return 0 if killed == total else 1


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m mutation", description="mutation adequacy of the golden vectors"
    )
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("score", help="which golden vectors kill each mutant of the reference")
    add_stream_options(
        sub.add_parser("fuzz", help="how soon the fuzzer's stream finds each mutant")
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return score() if args.command == "score" else fuzz(args)
    except InputError as e:
        report_refusal(e)
        return 2


if __name__ == "__main__":
    sys.exit(main())
