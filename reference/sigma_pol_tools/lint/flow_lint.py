"""Lint of a flow (spec/14-lint.md §14.6, spec/16-flow.md): twins, templates
that name an input the node does not have or leave one unread, and each llm
node's policy linted as a term (its warnings' paths under the node's)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from sigma_pol.flow.assembly import PLACEHOLDER, placeholder_index
from sigma_pol.flow.flow_admission import Flow, node_path
from sigma_pol.flow.labeling import content_key
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema
from sigma_pol.valid.admission import admit

from .lint_rules import Finding, lint_term

FLOW_CODES: Final = MappingProxyType(
    {
        "flow-twins": "two llm nodes with the same system, policy, template and inputs",
        "template-unknown-input": "a template placeholder that names no input of its node",
        "template-unread-input": "an input of a node that its template never reads",
    }
)


def lint_flow(flow: Flow, schema: Schema = DEFAULT_SCHEMA) -> list[Finding]:
    """The warnings about an admitted flow, node by node in code-point order of
    their ids: the node's own, then its policy's."""
    found: list[Finding] = []
    first_of: dict[tuple[bytes, tuple[str, ...]], str] = {}
    for node_id in flow.ids():
        node = flow.nodes[node_id]
        if node.kind != "llm":
            continue
        where = node_path(node_id)
        key = (content_key(node), node.inputs)
        if key in first_of:
            twin = first_of[key]
            found.append(
                Finding(
                    "flow-twins",
                    f"node '{node_id}' is a twin of '{twin}': the same system prompt, policy, "
                    "template and inputs; the normal form tells them apart by the nodes that "
                    "read them (spec/16 §16.3), and both make the same call",
                    "keep them if they are meant as two samples of one call; otherwise give "
                    "each its own system prompt or template",
                    where,
                )
            )
        else:
            first_of[key] = node_id
        if node.template is not None:
            found += _template(node_id, node.template, len(node.inputs))
        assert node.policy is not None
        term = admit(node.policy_json, schema).term
        found += [
            Finding(f.code, f.message, f.fix, f"{where}.policy" + f.path[1:])
            for f in lint_term(term)
        ]
    return found


def _template(node_id: str, template: str, inputs: int) -> list[Finding]:
    where = f"{node_path(node_id)}.template"
    named = [(m.group(0), placeholder_index(m.group(1))) for m in PLACEHOLDER.finditer(template)]
    out = []
    for written, n in named:
        if not 1 <= n <= inputs:
            out.append(
                Finding(
                    "template-unknown-input",
                    f"{written} names no input of node '{node_id}', which has {inputs}: "
                    "it is replaced by nothing",
                    f"use $1 to ${inputs}" if inputs > 1 else "use $1",
                    where,
                )
            )
    read = {n for _, n in named}
    unread = [i for i in range(1, inputs + 1) if i not in read]
    if unread:
        listed = ", ".join(f"${i}" for i in unread)
        out.append(
            Finding(
                "template-unread-input",
                f"the template of node '{node_id}' never reads {listed}: that input's answer "
                "is computed and not used",
                f"add {listed} to the template, or remove the input",
                where,
            )
        )
    return out
