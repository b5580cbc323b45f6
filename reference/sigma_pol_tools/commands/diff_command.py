"""``sigma-pol diff``: two policies side by side, by slot (spec/13-trace-format.md §13.4)."""

from __future__ import annotations

import argparse

from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import write_json

from .command_line import Subparsers, emit
from .decision_options import (
    add_decision_inputs,
    decision_inputs,
    decision_sources,
    registry_arg,
    require_registered,
    schema_arg,
    stdin_once,
)
from .term_files import read_admitted


def cmd_diff(args: argparse.Namespace) -> int:
    """Exit status as diff(1)'s: 0 the same identity, 1 different, 2 trouble."""
    from ..explain.diff import (  # loads lark: only when run
        diff_policies,
        render_diff_text,
    )

    stdin_once(
        [("OLD", args.old), ("NEW", args.new), ("--schema", args.schema), *decision_sources(args)]
    )
    schema = schema_arg(args)
    registry = registry_arg(args)
    old, new = read_admitted(args.old, schema), read_admitted(args.new, schema)
    if args.ctx is not None and args.candidates is None and args.catalog is None:
        raise InputError("--ctx", "comparing decisions needs --candidates or --catalog too")
    candidates, ctx = decision_inputs(args, schema)
    inputs = None if candidates is None else (candidates, ctx)
    if inputs is not None:  # only deciding consults the registry
        require_registered(old, registry)
        require_registered(new, registry)
    where = (f"{args.old}:$", f"{args.new}:$")
    report = diff_policies(old.json, new.json, inputs, schema, registry, where)
    emit(write_json(report) if args.format == "json" else render_diff_text(report))
    return 0 if report["same_identity"] else 1


def register(sub: Subparsers) -> None:
    p = sub.add_parser(
        "diff", help="compare two policies slot by slot, and their decisions on given inputs"
    )
    p.add_argument("old", help="the policy before (JSON or text syntax), or - for stdin")
    p.add_argument("new", help="the policy after (JSON or text syntax)")
    p.add_argument("--schema", help="schema JSON file: declared fields and tier order")
    add_decision_inputs(p)
    p.add_argument("--format", choices=["json", "text"], default="text", help="default: text")
    # as diff(1): 1 means "different", so a refused term is trouble (2)
    p.set_defaults(run=cmd_diff, rejected_status=2)
