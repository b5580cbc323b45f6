"""``sigma-pol explain``: one decision, traced node by node (spec/13-trace-format.md);
for a flow file, its graph (spec/16-flow.md §16.11)."""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Callable
from typing import Any

from sigma_pol.normal.normal_form import canonical
from sigma_pol.request.given import read_request
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import write_json

from ..lint.traps import warn_traps
from .command_line import Subparsers, emit, term_command
from .decision_options import add_decision_inputs, decision_inputs, decision_setup, schema_arg
from .flow_command import render_flow
from .flow_files import flow_of_text
from .term_files import given_file, read_text


def cmd_explain(args: argparse.Namespace) -> int:
    # Imported here: the renderers load the text syntax (lark), which commands
    # such as serve never need at start-up.
    from ..explain.html import render_html
    from ..explain.plain_text import render_text
    from ..explain.report import trace_report
    from ..explain.trace import trace_normal

    width = args.width if args.width is not None else terminal_width()
    renderers: dict[str, Callable[[dict[str, Any]], str]] = {
        "text": lambda doc: render_text(doc, width),
        "json": write_json,
        "html": render_html,
    }
    if args.term != "-":  # a flow file (spec/16-flow.md §16.11): its graph
        flow = flow_of_text(args.term, read_text(args.term), schema_arg(args))
        if flow is not None:
            emit(render_flow(flow, args.format))
            return 0
    setup = decision_setup(args, ("--request", args.request))
    candidates, ctx = decision_inputs(args, setup.schema)
    if candidates is None:
        raise InputError("--candidates", "a decision needs --candidates or --catalog")
    warn_traps(
        setup.term.admitted.term,
        candidates,
        ctx.request,
        setup.schema,
        args.schema is not None,
        args.strict,
    )
    request_file = given_file(args.request)
    request = None if request_file is None else read_request(request_file)
    # the term admitted by the set-up, normalized once: no second admission
    normal = canonical(setup.term.admitted.term)
    where = f"{args.term}:$"
    trace = trace_normal(normal, candidates, ctx, request, setup.schema, setup.registry, where)
    emit(renderers[args.format](trace_report(trace)))
    return 0


def terminal_width() -> int:
    """The terminal's width when standard output is one (``COLUMNS`` when set);
    88 when the page goes to a file or a pipe, so that what a script keeps does
    not depend on the window it ran in."""
    from ..explain.plain_text import WIDTH

    if not sys.stdout.isatty():
        return WIDTH
    return max(shutil.get_terminal_size((WIDTH, 24)).columns, 40)


def _width(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of columns, got {text!r}") from None
    if n < 40:
        raise argparse.ArgumentTypeError(f"{n} columns is too narrow: 40 at least")
    return n


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
        help="text (the terminal's width, or --width), json (the documented trace) "
        "or html (one page)",
    )
    ex.add_argument(
        "--width",
        type=_width,
        metavar="N",
        help="the text form's width in columns, 40 at least (default: the terminal's; "
        "88 into a file or a pipe)",
    )
