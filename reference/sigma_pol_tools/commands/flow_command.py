"""Flows on the command line (spec/16-flow.md, spec/07-conformance.md §7.4):
``check``, ``encode`` and ``id`` read a flow file as they read a term file
(:mod:`sigma_pol_tools.commands.flow_files`), and

``sigma-pol flow run FLOW --input TEXT (--answers F | --runs F) [--schema F]
[--format text|json|html]``

runs a flow over given answers or over a Σ_pol run per node (§16.7): ``json``
is the protocol's ``flow_run`` answer, ``text`` the calls in order, ``html`` a
page with the graph drawn (:mod:`sigma_pol_tools.explain.flow_svg`).  A flow whose
node's run fails is an answer (``failed``), exit status 1.
"""

from __future__ import annotations

import argparse

from sigma_pol.flow.flow_admission import Flow
from sigma_pol.flow.flow_encoding import NormalFlow
from sigma_pol.flow.flow_run import (
    FlowRun,
    FlowRuns,
    answers_call,
    call_order,
    read_answers,
    run_flow,
)
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.terms import JSON

from .command_line import Subparsers, emit
from .decision_options import schema_arg, stdin_once
from .flow_files import flow_of_text
from .term_files import read_json_file, read_text


def _read_flow(args: argparse.Namespace) -> tuple[Flow, NormalFlow]:
    schema = schema_arg(args)
    text = read_text(args.flow)
    normal = flow_of_text(args.flow, text, schema)
    if normal is None:
        raise InputError(args.flow, 'not a flow: a flow file is JSON ["flow", {<id>: <node>, …}]')
    return normal.flow, normal


def flow_run_of_args(args: argparse.Namespace) -> tuple[NormalFlow, FlowRun]:
    stdin_once(
        [
            ("FLOW", args.flow),
            ("--answers", args.answers),
            ("--runs", args.runs),
            ("--schema", args.schema),
        ]
    )
    if (args.answers is None) == (args.runs is None):
        raise InputError("flow run", "give exactly one of --answers and --runs")
    flow, normal = _read_flow(args)
    if args.answers is not None:
        answers = read_answers(read_json_file(args.answers), flow, f"{args.answers}:$")
        return normal, run_flow(flow, args.input, answers_call(answers))
    runs = FlowRuns(read_json_file(args.runs), flow, schema_arg(args), f"{args.runs}:$")
    return normal, run_flow(flow, args.input, runs.call)


def render_text(normal: NormalFlow, result: FlowRun) -> str:
    lines = [f"flow {normal.identity}", ""]
    label = normal.labeling.label
    for i, c in enumerate(result.calls, 1):
        lines.append(f"{i}. {c.node} ({label[c.node]}), policy {c.policy_fingerprint}")
        lines.append(f"   system: {c.system!r}")
        lines.append(f"   prompt: {c.prompt!r}")
        if c.run is not None:
            lines.append(f"   run: {write_json(c.run['result'])}")
    lines.append("")
    if result.failed is not None:
        lines.append(f"failed: node {result.failed[0]!r}: {result.failed[1]}")
    else:
        lines.append(f"output: {result.output!r}")
    return "\n".join(lines)


def render_flow(normal: NormalFlow, fmt: str) -> str:
    """``explain`` of a flow: its nodes in label order with their call numbers
    (``text``), its ``flow`` answer and call order (``json``), or its page (``html``)."""
    order = call_order(normal.flow)
    if fmt == "json":
        return write_json({**normal.answer(), "call_order": list[JSON](order)})
    if fmt == "html":
        from ..explain.flow_svg import render_flow_page

        return render_flow_page(normal)
    number = {n: i for i, n in enumerate(order, 1)}
    lines = [f"flow {normal.identity}", ""]
    for node_id in normal.labeling.order:
        node = normal.flow.nodes[node_id]
        label = normal.labeling.label
        head = f"{label[node_id]} {node_id} ({node.kind})"
        if node_id in number:
            head += f", call {number[node_id]}"
        lines.append(head)
        if node.inputs:
            lines.append("   reads " + ", ".join(f"{label[i]} {i}" for i in node.inputs))
        if node.kind == "llm":
            lines.append(f"   system: {node.system!r}")
            if node.template is not None:
                lines.append(f"   template: {node.template!r}")
    return "\n".join(lines)


def cmd_flow_run(args: argparse.Namespace) -> int:
    normal, result = flow_run_of_args(args)
    if args.format == "json":
        emit(write_json({"identity": normal.identity, **result.to_json()}))
    elif args.format == "html":
        from ..explain.flow_svg import render_flow_page

        emit(render_flow_page(normal, result))
    else:
        emit(render_text(normal, result))
    return 1 if result.failed is not None else 0


def register(sub: Subparsers) -> None:
    p = sub.add_parser("flow", help="Σ_flow: run a flow (check, encode and id read flows too)")
    fsub = p.add_subparsers(dest="flow_command", required=True, metavar="FLOW_COMMAND")
    r = fsub.add_parser("run", help="run a flow over given answers or a Σ_pol run per node")
    r.add_argument("flow", metavar="FLOW", help='JSON flow ["flow", {<id>: <node>, …}]')
    r.add_argument("--input", required=True, help="the user's prompt (the input node's answer)")
    r.add_argument("--answers", help="JSON object: llm node id -> its answer")
    r.add_argument(
        "--runs",
        help="JSON object: llm node id -> {candidates | catalog, ctx?, runtime?, engine?, "
        "responses (each with its text)}",
    )
    r.add_argument("--schema", help="JSON schema for the nodes' policies")
    r.add_argument(
        "--format",
        choices=["html", "json", "text"],
        default="text",
        help="text (the calls), json (the protocol answer) or html (a page with the graph)",
    )
    r.set_defaults(run=cmd_flow_run)
