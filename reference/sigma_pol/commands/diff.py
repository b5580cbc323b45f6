"""``sigma-pol diff``: two policies side by side, by slot (spec/13-trace-format.md §13.4)."""

from __future__ import annotations

import argparse
from typing import Any

from ..cli import add_decision_inputs, decision_inputs, emit, read_term, schema_arg
from ..core.errors import InputError
from ..core.jsonio import write_json
from ..semantics.customs import CONFORMANCE_REGISTRY


def cmd_diff(args: argparse.Namespace) -> int:
    from ..explain.diff import diff_policies, render_diff_text  # loads lark: only when run

    schema = schema_arg(args)
    old, new = read_term(args.old, schema), read_term(args.new, schema)
    if args.ctx is not None and args.candidates is None and args.catalog is None:
        raise InputError("--ctx", "comparing decisions needs --candidates or --catalog too")
    candidates, ctx = decision_inputs(args, schema)
    inputs = None if candidates is None else (candidates, ctx)
    where = (f"{args.old}:$", f"{args.new}:$")
    report = diff_policies(old, new, inputs, schema, CONFORMANCE_REGISTRY, where)
    emit(write_json(report) if args.format == "json" else render_diff_text(report))
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser(
        "diff", help="compare two policies slot by slot, and their decisions on given inputs"
    )
    p.add_argument("old", help="the policy before (JSON or text syntax), or - for stdin")
    p.add_argument("new", help="the policy after (JSON or text syntax)")
    p.add_argument("--schema", help="schema JSON file: declared fields and tier order")
    add_decision_inputs(p)
    p.add_argument("--format", choices=["json", "text"], default="text", help="default: text")
    p.set_defaults(run=cmd_diff)
