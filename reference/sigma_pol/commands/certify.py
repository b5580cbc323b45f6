"""The certify command: replay the golden vectors against another implementation's
server (spec/07-conformance.md §7.5).

``sigma-pol certify [--vectors FILE] [--json] [--timeout S] -- COMMAND ARGS…``
starts ``COMMAND ARGS…``, which must speak the conformance protocol, and prints
the checklist of passed and failed vectors per operation.  Exit status 0 only
when every vector passes, 1 when one fails, 2 when the command cannot be started
or the vector file is malformed.  Without ``--vectors`` the reference's own
vectors are used (the same as the committed ``golden/sigma_pol_v2.json``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..cli import emit, read_json_file
from ..core.errors import InputError


def _stderr_line(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def cmd_certify(args: argparse.Namespace) -> int:
    from ..conformance.certify import certify, progress_printer
    from ..conformance.generate import golden_vectors, vectors_from_json

    command = list(args.command)
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        raise InputError("certify", "no command to certify (sigma-pol certify -- COMMAND ARGS…)")
    if args.timeout <= 0:
        raise InputError("--timeout", "expected a positive number of seconds")
    if args.vectors is None:
        vectors = golden_vectors()
    else:
        doc = read_json_file(args.vectors)
        try:
            _version, vectors = vectors_from_json(doc)
        except InputError as e:
            raise InputError(f"{args.vectors}:{e.where}", e.why) from None
    report = certify(vectors, command, args.timeout, progress_printer(_stderr_line))
    if args.json:
        emit(json.dumps(report.to_json(), ensure_ascii=False, sort_keys=True))
    else:
        emit(report.render())
    return 0 if report.passed else 1


def register(sub: Any) -> None:
    p = sub.add_parser(
        "certify", help="replay the golden vectors against an implementation's server"
    )
    p.add_argument("--vectors", metavar="FILE", help="vector file (default: the reference's)")
    p.add_argument("--json", action="store_true", help="print a machine-readable report")
    p.add_argument(
        "--timeout", type=float, default=10.0, metavar="S", help="seconds to wait per answer"
    )
    p.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND ARGS… (the server)")
    p.set_defaults(run=cmd_certify)
