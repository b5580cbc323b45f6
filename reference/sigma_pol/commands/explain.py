"""``sigma-pol explain``: one decision, traced node by node (spec/13-trace-format.md)."""

from __future__ import annotations

import argparse
from typing import Any

from ..authoring.traps import warn_traps
from ..cli import (
    add_decision_inputs,
    decision_inputs,
    decision_sources,
    emit,
    read_admitted,
    read_json_file,
    registry_arg,
    require_registered,
    schema_arg,
    stdin_once,
    term_command,
)
from ..core.errors import InputError
from ..core.jsonio import write_json
from ..semantics.inputs import request_from_json


def cmd_explain(args: argparse.Namespace) -> int:
    # Imported here: the renderers load the text syntax (lark), which commands
    # such as serve never need at start-up.
    from ..explain.html import render_html
    from ..explain.report import trace_report
    from ..explain.text import render_text
    from ..explain.trace import trace_policy

    renderers = {"text": render_text, "json": write_json, "html": render_html}
    stdin_once(
        [
            ("TERM", args.term),
            ("--schema", args.schema),
            *decision_sources(args),
            ("--request", args.request),
        ]
    )
    schema = schema_arg(args)
    registry = registry_arg(args)
    term = read_admitted(args.term, schema)
    require_registered(term, registry)
    candidates, ctx = decision_inputs(args, schema)
    if candidates is None:
        raise InputError("--candidates", "a decision needs --candidates or --catalog")
    warn_traps(term.admitted.term, candidates, ctx.request, schema, args.schema is not None)
    request = None
    if args.request is not None:
        request = request_from_json(read_json_file(args.request), f"{args.request}:$")
    where = f"{args.term}:$"
    trace = trace_policy(term.json, candidates, ctx, request, schema, registry, where)
    emit(renderers[args.format](trace_report(trace)))
    return 0


def register(sub: Any) -> None:
    ex = term_command(sub, "explain", "trace one decision of a policy, node by node", cmd_explain)
    add_decision_inputs(ex)
    ex.add_argument(
        "--request", help="JSON request the Xform changes (default: the context's request)"
    )
    ex.add_argument(
        "--format",
        choices=["html", "json", "text"],
        default="text",
        help="text (88 columns), json (the documented trace) or html (one page)",
    )
