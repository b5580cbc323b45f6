"""``sigma-pol explain``: one decision, traced node by node (spec/13-trace-format.md)."""

from __future__ import annotations

import argparse
from typing import Any

from ..catalog import candidates_from_catalog
from ..cli import emit, read_json_file, read_term, schema_arg, term_command
from ..customs import CONFORMANCE_REGISTRY
from ..errors import InputError
from ..explain_html import render_html
from ..explain_text import render_text
from ..inputs import Candidate, Context, candidates_from_json, context_from_json, request_from_json
from ..jsonio import write_json
from ..trace import trace_policy
from ..trace_report import trace_report
from ..vocabulary import Schema

RENDERERS = {"text": render_text, "json": write_json, "html": render_html}


def evaluation_inputs(args: argparse.Namespace, schema: Schema) -> tuple[list[Candidate], Context]:
    """The candidates (given, or flattened from a catalog) and the context
    (``{}`` when absent), validated."""
    ctx_json = read_json_file(args.ctx) if args.ctx else {}
    ctx_where = f"{args.ctx}:$" if args.ctx else "$"
    ctx = context_from_json(ctx_json, ctx_where)
    if args.candidates is not None and args.catalog is not None:
        raise InputError("--catalog", "give --candidates or --catalog, not both")
    if args.catalog is not None:
        catalog = read_json_file(args.catalog)
        return candidates_from_catalog(
            catalog, ctx_json, f"{args.catalog}:$", ctx_where, schema
        ), ctx
    if args.candidates is None:
        raise InputError("--candidates", "a decision needs --candidates or --catalog")
    where = f"{args.candidates}:$"
    return candidates_from_json(read_json_file(args.candidates), where, schema), ctx


def cmd_explain(args: argparse.Namespace) -> int:
    schema = schema_arg(args)
    term = read_term(args.term, schema)
    candidates, ctx = evaluation_inputs(args, schema)
    request = None
    if args.request is not None:
        request = request_from_json(read_json_file(args.request), f"{args.request}:$")
    trace = trace_policy(term, candidates, ctx, request, schema, CONFORMANCE_REGISTRY)
    emit(RENDERERS[args.format](trace_report(trace)))
    return 0


def add_inputs(p: Any) -> None:
    p.add_argument("--candidates", help="JSON array of candidates")
    p.add_argument(
        "--catalog",
        help="JSON catalog of providers and models, in place of --candidates "
        "(plus the ctx's request.extra_candidates)",
    )
    p.add_argument("--ctx", help="JSON context: request, state, seed, now_ms (default {})")


def register(sub: Any) -> None:
    ex = term_command(sub, "explain", "trace one decision of a policy, node by node", cmd_explain)
    add_inputs(ex)
    ex.add_argument(
        "--request", help="JSON request the Xform changes (default: the context's request)"
    )
    ex.add_argument(
        "--format",
        choices=sorted(RENDERERS),
        default="text",
        help="text (88 columns), json (the documented trace) or html (one page)",
    )
