"""The fuzz command: differential testing of an implementation's server against the
reference (spec/07-conformance.md §7.6).

``sigma-pol fuzz [--seed N] [--count N] [--time S] [--kinds K,…] [--containing OP,…]
[--no-catalogs] [--no-schemas] [--waive RULE]… [--save DIR] [--timeout S] [--jobs N] --
COMMAND ARGS…`` starts ``COMMAND ARGS…``, asks it what it claims (``hello``),
sends it a seeded stream of requests inside the claim, compares each answer
with the reference's and reports the minimized divergences (those on a waived
rule are counted, not filed).  Exit status 0 when nothing diverged, 1 when something did, 2 when the
server is unusable or the command is misused.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.signature import SIGNATURE

from .command_line import Parser, Subparsers, emit
from .server_flags import add_claim_flags, add_impl_flag, add_jobs_flag, jobs_arg, server_commands

if TYPE_CHECKING:
    from ..conformance.fuzz import FuzzReport, Options


def _progress_line() -> Callable[[FuzzReport], None] | None:
    """A progress line on standard error, rewritten in place, when it is a terminal."""
    if not sys.stderr.isatty():
        return None
    last = [0.0]

    def show(report: FuzzReport) -> None:
        now = time.monotonic()
        if now - last[0] >= 0.25:
            last[0] = now
            rate = report.requests / report.seconds if report.seconds > 0 else 0.0
            sys.stderr.write(
                f"\rfuzz: {report.requests} requests, {report.diverged} diverged, "
                f"{rate:.0f} / s\x1b[K"
            )
            sys.stderr.flush()

    return show


def stream_options(args: argparse.Namespace) -> Options:
    """The request stream the options of :func:`add_stream_options` describe (checked)."""
    from ..conformance.claims import Claim, names_given, waivers_given
    from ..conformance.fuzz import DEFAULT_COUNT, Options
    from ..conformance.fuzz_gen import KINDS, Focus

    if args.count is not None and args.count < 1:
        raise InputError("--count", "expected a positive number of requests")
    if args.time is not None and args.time <= 0:
        raise InputError("--time", "expected a positive number of seconds")
    from sigma_pol.protocol.flow_kinds import FLOW_KINDS

    from ..conformance.fuzz_config import CONFIG_KINDS

    # flows and a configuration's kinds (spec/16, 17) only when named
    every = (*KINDS, *FLOW_KINDS, *CONFIG_KINDS)
    given_kinds = names_given(args.kinds, every, "--kinds", "kind")
    kinds = given_kinds or list(KINDS)
    ops = names_given(args.containing, list(SIGNATURE), "--containing", "operation")
    focus = Focus(kinds, ops)
    if not focus.kinds:
        raise InputError(
            "--containing", f"no kind among {', '.join(kinds)} has a term with {', '.join(ops)}"
        )
    count = args.count if args.count is not None or args.time is not None else DEFAULT_COUNT
    waive = waivers_given(args.waive)

    def narrow(claim: Claim) -> Claim:
        return claim.narrowed(
            given_kinds, (), args.no_catalogs, args.no_schemas, waive, args.no_identities
        )

    return Options(seed=args.seed, count=count, seconds=args.time, focus=focus, narrow=narrow)


def cmd_fuzz(args: argparse.Namespace) -> int:
    from ..conformance.fuzz import fuzz
    from ..conformance.fuzz_process import ProcessServer
    from ..conformance.fuzz_report import render_report, save_vectors

    options = replace(stream_options(args), jobs=jobs_arg(args))
    if args.timeout <= 0:
        raise InputError("--timeout", "expected a positive number of seconds")
    commands = server_commands(args.impl, args.command)
    if not commands:
        raise InputError(
            "fuzz", "no server to fuzz (sigma-pol fuzz -- COMMAND ARGS…, or --impl 'COMMAND ARGS…')"
        )
    if len(commands) > 1:
        shown = "; ".join(" ".join(c) for c in commands)
        raise InputError("fuzz", f"one server is fuzzed at a time, {len(commands)} given: {shown}")
    (command,) = commands
    progress = _progress_line()
    report = fuzz(lambda: ProcessServer(command, args.timeout), options, tuple(command), progress)
    if progress is not None:
        sys.stderr.write("\r\x1b[K")
    if report.requests:
        emit(render_report(report))
    if args.save is not None and report.groups:
        path, saved, left_out = save_vectors(report, Path(args.save))
        for why in left_out:
            emit(f"not saved: {why}")
        emit(f"saved {saved} vector{'s' if saved != 1 else ''} to {path}")
    if report.unusable is not None:
        e = report.unusable
        status = "still running" if e.status is None else f"exit status {e.status}"
        tail = e.stderr.rstrip()
        message = f"server unusable: {e.why} ({status})"
        if tail:
            message += "; its standard error ends:\n" + tail
        sys.stderr.buffer.write(
            f"sigma-pol: error: {message}\n".encode("utf-8", "backslashreplace")
        )
        return 2
    return 1 if report.groups else 0


def register(sub: Subparsers) -> None:
    p = sub.add_parser(
        "fuzz", help="compare an implementation's server with the reference on generated requests"
    )
    add_stream_options(p)
    p.add_argument("--save", metavar="DIR", help="write the minimal divergences as vectors")
    p.add_argument(
        "--timeout", type=float, default=10.0, metavar="S", help="seconds to wait per answer"
    )
    add_jobs_flag(p, "request stream")
    add_impl_flag(p, several=False)
    p.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND ARGS… (the server)")
    p.set_defaults(run=cmd_fuzz)


def add_stream_options(p: Parser) -> None:
    """The options that choose the request stream (read by :func:`stream_options`)."""
    p.add_argument("--seed", type=int, default=0, help="seed of the request stream (default 0)")
    p.add_argument("--count", type=int, metavar="N", help="requests to send (default 2000)")
    p.add_argument("--time", type=float, metavar="S", help="seconds to spend at most")
    p.add_argument(
        "--kinds", action="append", metavar="K,…", help="request kinds to send (default: all)"
    )
    p.add_argument(
        "--containing",
        action="append",
        metavar="OP,…",
        help="send only terms containing one of these operations (repeatable)",
    )
    add_claim_flags(p)
