"""``sigma-pol eval``: a term evaluated against JSON inputs, its report as JSON
(spec/07-conformance.md §7.4); the report is :mod:`.evaluation`'s.
"""

from __future__ import annotations

import argparse

from sigma_pol.syntax.jsonio import write_json

from .command_line import Subparsers, emit, term_command
from .decision_options import add_decision_inputs, decision_setup
from .evaluation import evaluation_report


def cmd_eval(args: argparse.Namespace) -> int:
    setup = decision_setup(args, ("--request", args.request), ("--candidate", args.candidate))
    report = evaluation_report(setup.term.normalized, args, setup.schema, setup.registry)
    emit(write_json(report))
    return 0


def register(sub: Subparsers) -> None:
    ev = term_command(sub, "eval", "evaluate a term against JSON inputs", cmd_eval)
    add_decision_inputs(ev)
    ev.add_argument(
        "--request",
        help="JSON request the Xform transforms (Xform and Policy terms; "
        "default: the context's request)",
    )
    ev.add_argument("--candidate", help="JSON candidate (Xform terms)")
    ev.add_argument(
        "--kinds", nargs="*", help="error kinds to classify (FailPlan and Policy terms)"
    )
