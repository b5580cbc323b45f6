"""The certify command: replay the golden vectors against another implementation's
server (spec/07-conformance.md §7.5).

``sigma-pol certify [--vectors FILE] [--only NAME|OP]… [--json] [-v] [--timeout S]
-- COMMAND ARGS…`` starts ``COMMAND ARGS…``, which must speak the conformance
protocol, and prints the checklist of passed and failed vectors per operation.
Exit status 0 only when every vector run passes, 1 when one fails, 2 when the
command is misused, the vector file is malformed (the JSON path of its first
problem against the vector schema), or the server is unusable: it cannot
start, or its answers are out of step with the requests (the reason, its exit
status and the end of its standard error, printed once).  Without
``--vectors`` the reference's own vectors are used (the same as the committed
``golden/sigma_pol_v2.json``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .. import __version__
from ..core.errors import InputError
from ..core.signature import VERSION
from .common import emit, read_json_file


def _stderr_line(text: str) -> None:
    sys.stderr.buffer.write((text + "\n").encode("utf-8", "backslashreplace"))
    sys.stderr.flush()


def cmd_certify(args: argparse.Namespace) -> int:
    from ..conformance.certify import certify, progress_printer, select, vector_file
    from ..conformance.generate import golden_vectors
    from ..conformance.server import ServerUnusable

    command = list(args.command)
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        raise InputError("certify", "no command to certify (sigma-pol certify -- COMMAND ARGS…)")
    if args.timeout <= 0:
        raise InputError("--timeout", "expected a positive number of seconds")
    if args.vectors is None:
        version, vectors = VERSION, golden_vectors()
    else:
        doc = read_json_file(args.vectors)
        try:
            version, vectors = vector_file(doc)
        except InputError as e:
            raise InputError(f"{args.vectors}:{e.where}", e.why) from None
    if args.only:
        vectors = select(vectors, args.only)
    try:
        report = certify(vectors, command, args.timeout, progress_printer(_stderr_line))
    except ServerUnusable as e:
        _stderr_line(f"sigma-pol: certify: {e.describe()}")
        return 2
    report.reference = __version__
    report.vectors_file = args.vectors
    report.vectors_version = version
    if args.json:
        emit(json.dumps(report.to_json(), ensure_ascii=False, sort_keys=True))
    else:
        emit(report.render(verbose=args.verbose))
    return 0 if report.passed else 1


def register(sub: Any) -> None:
    p = sub.add_parser(
        "certify", help="replay the golden vectors against an implementation's server"
    )
    p.add_argument("--vectors", metavar="FILE", help="vector file (default: the reference's)")
    p.add_argument(
        "--only",
        action="append",
        metavar="NAME|OP",
        help="run only the vector NAME, or the vectors covering the operation OP (repeatable)",
    )
    p.add_argument("--json", action="store_true", help="print a machine-readable report")
    p.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="show each failing vector's request line and note",
    )
    p.add_argument(
        "--timeout", type=float, default=10.0, metavar="S", help="seconds to wait per answer"
    )
    p.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND ARGS… (the server)")
    p.set_defaults(run=cmd_certify)
