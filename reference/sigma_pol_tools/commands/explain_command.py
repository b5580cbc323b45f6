"""``sigma-pol explain``: one decision, traced node by node (spec/13-trace-format.md)."""

from __future__ import annotations

import argparse

from sigma_pol.normal.normal_form import canonical
from sigma_pol.request.given import read_request
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import write_json

from ..lint.traps import warn_traps
from .common import (
    Subparsers,
    add_decision_inputs,
    decision_inputs,
    decision_setup,
    emit,
    given_file,
    term_command,
)


def cmd_explain(args: argparse.Namespace) -> int:
    # Imported here: the renderers load the text syntax (lark), which commands
    # such as serve never need at start-up.
    from ..explain.html import render_html
    from ..explain.plain_text import render_text
    from ..explain.report import trace_report
    from ..explain.trace import trace_normal

    renderers = {"text": render_text, "json": write_json, "html": render_html}
    setup = decision_setup(args, ("--request", args.request))
    candidates, ctx = decision_inputs(args, setup.schema)
    if candidates is None:
        raise InputError("--candidates", "a decision needs --candidates or --catalog")
    warn_traps(
        setup.term.admitted.term, candidates, ctx.request, setup.schema, args.schema is not None
    )
    request_file = given_file(args.request)
    request = None if request_file is None else read_request(request_file)
    # the term admitted by the set-up, normalized once: no second admission
    normal = canonical(setup.term.admitted.term)
    where = f"{args.term}:$"
    trace = trace_normal(normal, candidates, ctx, request, setup.schema, setup.registry, where)
    emit(renderers[args.format](trace_report(trace)))
    return 0


def register(sub: Subparsers) -> None:
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
