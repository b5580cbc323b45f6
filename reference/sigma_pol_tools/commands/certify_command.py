"""The certify command: replay the golden vectors against another implementation's
server (spec/07-conformance.md §7.5).

``sigma-pol certify [--vectors FILE] [--only NAME|OP]… [--kinds K,…] [--ops OP,…]
[--no-catalogs] [--no-schemas] [--no-identities] [--waive RULE]… [--json] [-v]
[--timeout S] [--html FILE] [--jobs N] [--impl 'COMMAND ARGS…']… -- COMMAND ARGS…
[-- COMMAND ARGS…]…`` starts ``COMMAND ARGS…`` (or each ``--impl`` word, split
as a shell would: a command that contains ``--``), which must speak the
conformance protocol, asks it what it claims (``hello``), narrows the claim by
the flags, and prints the checklist of passed and failed vectors per operation
(a failure blamed on its likely culprits), the vectors not claimed and the
waived ones; ``--jobs N`` splits the vectors over N processes of the server,
with the same report.  Exit
status 0 only when every claimed vector run passes and at least one ran, 1
otherwise, 2 when the command is misused, the vector file is malformed (the
JSON path of its first problem against the vector schema), or the server is
unusable: it cannot start, its answer to ``hello`` is malformed, or its
answers are out of step with the requests (the reason, its exit status and the
end of its standard error, printed once).  Without ``--vectors`` the
reference's own vectors are used (the same as the committed
``golden/sigma_pol_v2.json``).

With several commands (each after its own ``--``, or several ``--impl``) every one is certified in
turn and the report is the side-by-side table of :mod:`..conformance.side_by_side`
(markdown on standard output; ``--html FILE`` writes the page too); the exit
status is the worst of theirs.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from sigma_pol import __version__
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.signature import SIGNATURE

from .certify_vectors import vectors_of
from .command_line import Subparsers, emit
from .server_flags import add_claim_flags, add_impl_flag, add_jobs_flag, jobs_arg, server_commands

if TYPE_CHECKING:  # the conformance layer loads lazily: serve never needs it at start-up
    from ..conformance.claims import Claim
    from ..conformance.report_format import Report, UnusableReport


def _stderr_line(text: str) -> None:
    sys.stderr.buffer.write((text + "\n").encode("utf-8", "backslashreplace"))
    sys.stderr.flush()


def _narrowing(args: argparse.Namespace) -> Callable[[Claim], Claim]:
    """The user's flags as a function narrowing a server's claim; every name checked."""
    from sigma_pol.protocol.answer import KINDS

    from ..conformance.claims import names_given, waivers_given

    kinds = names_given(args.kinds, KINDS, "--kinds", "kind")
    ops = names_given(args.ops, tuple(SIGNATURE), "--ops", "operation")
    waive = waivers_given(args.waive)

    def narrow(claim: Claim) -> Claim:
        return claim.narrowed(
            kinds, ops, args.no_catalogs, args.no_schemas, waive, args.no_identities
        )

    return narrow


def cmd_certify(args: argparse.Namespace) -> int:
    from ..conformance.certify import certify, progress_printer, select
    from ..conformance.server import ServerUnusable

    commands = server_commands(args.impl, args.command)
    if not commands:
        raise InputError(
            "certify",
            "no command to certify (sigma-pol certify -- COMMAND ARGS…, or --impl 'COMMAND ARGS…')",
        )
    if args.timeout <= 0:
        raise InputError("--timeout", "expected a positive number of seconds")
    if args.html is not None and len(commands) < 2:
        raise InputError(
            "--html", "a page is written for several commands (-- A … -- B …, or --impl twice)"
        )
    narrow = _narrowing(args)
    jobs = jobs_arg(args)
    version, vectors = vectors_of(args)
    if args.only:
        vectors = select(vectors, args.only)
    reports: list[Report] = []
    status = 0
    for command in commands:
        try:
            report = certify(
                vectors,
                command,
                args.timeout,
                progress_printer(_stderr_line),
                narrow,
                jobs=jobs,
            )
        except ServerUnusable as e:
            _stderr_line(f"sigma-pol: certify: {e.describe()}")
            if len(commands) == 1:
                return 2
            status = 2
            reports.append(_unusable(command, e.describe()))
            continue
        report.reference = __version__
        report.vectors_file = args.vectors
        report.vectors_version = version
        if len(commands) == 1:
            if args.json:
                emit(json.dumps(report.to_json(), ensure_ascii=False, sort_keys=True))
            else:
                emit(report.render(verbose=args.verbose))
            return 0 if report.passed else 1
        reports.append(report.to_json())
        status = max(status, 0 if report.passed else 1)
    _side_by_side(reports, args)
    return status


def _unusable(command: Sequence[str], why: str) -> UnusableReport:
    return {"command": list(command), "unusable": why, "ok": False}


def _side_by_side(reports: list[Report], args: argparse.Namespace) -> None:
    from ..conformance.side_by_side import html_page, markdown

    if args.json:
        emit(json.dumps({"reports": reports}, ensure_ascii=False, sort_keys=True))
    else:
        emit(markdown(reports))
    if args.html is not None:
        Path(args.html).write_bytes(html_page(reports).encode("utf-8", "backslashreplace"))


def register(sub: Subparsers) -> None:
    p = sub.add_parser(
        "certify", help="replay the golden vectors against an implementation's server"
    )
    p.add_argument("--vectors", metavar="FILE", help="vector file (default: the reference's)")
    p.add_argument(
        "--flows", action="store_true", help="replay the Σ_flow vectors (sigma_flow_v1.json)"
    )
    p.add_argument(
        "--only",
        action="append",
        metavar="NAME|OP",
        help="run only the vector NAME, or the vectors covering the operation OP (repeatable)",
    )
    p.add_argument("--kinds", action="append", metavar="K,…", help="claim only these request kinds")
    p.add_argument("--ops", action="append", metavar="OP,…", help="claim only these operations")
    add_claim_flags(p)
    p.add_argument("--json", action="store_true", help="print a machine-readable report")
    p.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="show each failing vector's request line and note, and each vector not sent",
    )
    p.add_argument(
        "--timeout", type=float, default=10.0, metavar="S", help="seconds to wait per answer"
    )
    p.add_argument(
        "--html", metavar="FILE", help="with several commands: write the side-by-side page"
    )
    add_jobs_flag(p, "vectors")
    add_impl_flag(p, several=True)
    p.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND ARGS… [-- COMMAND ARGS…]…")
    p.set_defaults(run=cmd_certify)
