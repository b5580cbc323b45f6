"""Admission of a flow (spec/16-flow.md §16.1, §16.2).

The algorithm of §16.2 in upstream's order (``flow.check``): the shape, the
bounds, each node in code-point order of its id (record, kind, arity by kind,
the llm node's in-degree, system, template and policy, then its references),
the counts of input and output nodes, the output as a sink, acyclicity, and
every node on a path from the input to the output.  Each refusal is an
:class:`~sigma_pol.syntax.errors.AdmissionError` at the path §16.2 names, whose
reason is upstream's message (without its own ``$:`` prefix).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..normal.normal_form import Normal, canonical
from ..syntax.errors import AdmissionError
from ..syntax.jsonio import is_valid_unicode
from ..syntax.signature import Sort
from ..syntax.terms import JSON
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from ..valid.admission import admit, describe, shown

VERSION: Final = "sigma-flow/v1"
#: upstream's ``flow.LIMITS`` (F-Size, F-Degree)
MAX_NODES: Final = 256
MAX_IN_DEGREE: Final = 32
KINDS: Final = ("input", "llm", "output")
#: where the node map stands in a flow's JSON form (``["flow", nodes]``)
NODES: Final = "$.flow[1]"


@dataclass(frozen=True, slots=True)
class Node:
    """An admitted node: its id, kind and ordered inputs; an llm node's system
    prompt, normal policy (with its encoding) and template."""

    id: str
    kind: str
    inputs: tuple[str, ...]
    system: str = ""
    policy: Normal | None = None
    policy_json: JSON = None
    template: str | None = None


@dataclass(frozen=True, slots=True)
class Flow:
    """An admitted flow: its nodes by id, in code-point order of their ids."""

    nodes: dict[str, Node]
    input_id: str
    output_id: str

    def ids(self) -> list[str]:
        return sorted(self.nodes)


def node_path(node_id: str) -> str:
    return f"{NODES}.{shown(node_id)}"


def _refuse(where: str, why: str) -> AdmissionError:
    return AdmissionError(where, why)


def _inputs_of(node: dict[str, JSON] | list[JSON]) -> JSON:
    return node.get("inputs") if isinstance(node, dict) else None


def _in_degree(inputs: JSON) -> int:
    """Lua's ``#node.inputs`` for a table, else 0 (F-Arity): an array's length;
    an object has no element 1 (its keys are strings), so 0."""
    return len(inputs) if isinstance(inputs, list) else 0


def admit_flow(value: JSON, schema: Schema = DEFAULT_SCHEMA) -> Flow:
    """Admit a JSON value as a flow (§16.2), or raise :class:`AdmissionError`."""
    # F-Shape: ["flow", nodes, …]; a non-empty array of nodes is pinned out
    # (spec/08 pinned-flow-node-map), trailing elements are ignored as upstream does.
    if (
        not isinstance(value, list)
        or len(value) < 2
        or value[0] != "flow"
        or not isinstance(value[1], dict | list)
        or (isinstance(value[1], list) and value[1] != [])
    ):
        raise _refuse("$", 'a flow is { "flow", <nodes map> }')
    raw: dict[str, JSON] = value[1] if isinstance(value[1], dict) else {}
    ids = sorted(raw)
    for node_id in ids:  # F-Id (spec/08 pinned-flow-text-unicode)
        if not is_valid_unicode(node_id):
            raise _refuse(NODES, f"node id '{shown(node_id)}' is not valid Unicode")
    if not ids:
        raise _refuse("$", "flow has no nodes")
    if len(ids) > MAX_NODES:
        raise _refuse("$", f"flow exceeds max size {MAX_NODES} nodes")
    nodes = {node_id: _admit_node(node_id, raw[node_id], raw, schema) for node_id in ids}
    return _admit_graph(nodes, ids)


def _admit_node(node_id: str, node: JSON, raw: dict[str, JSON], schema: Schema) -> Node:
    where = node_path(node_id)
    name = shown(node_id)
    if not isinstance(node, dict | list):  # F-Record
        raise _refuse(where, f"node '{name}' must be a record")
    kind = node.get("kind", _ABSENT) if isinstance(node, dict) else _ABSENT
    if not isinstance(kind, str) or kind not in KINDS:  # F-Kind
        shown_kind = "nil" if kind is _ABSENT else describe(kind)
        raise _refuse(f"{where}.kind", f"node '{name}': unknown kind '{shown_kind}'")
    inputs = _inputs_of(node)
    nin = _in_degree(inputs)
    record: dict[str, JSON] = node if isinstance(node, dict) else {}
    system, template, policy, policy_json = "", None, None, None
    if kind == "input":  # F-Input
        if nin > 0 or ("inputs" in record and not isinstance(inputs, str | dict | list)):
            # a number, boolean or null: upstream's ipairs fails on it (pinned-flow-input-inputs)
            raise _refuse(f"{where}.inputs", f"input node '{name}' takes no inputs")
    elif kind == "output":  # F-Output
        if nin != 1:
            raise _refuse(f"{where}.inputs", f"output node '{name}' takes exactly one input")
    else:
        if nin < 1:  # F-Llm
            raise _refuse(f"{where}.inputs", f"llm node '{name}' needs at least one input")
        if nin > MAX_IN_DEGREE:  # F-Degree
            raise _refuse(
                f"{where}.inputs", f"llm node '{name}' exceeds max in-degree {MAX_IN_DEGREE}"
            )
        given_system = record.get("system", _ABSENT)
        if not isinstance(given_system, str):  # F-System
            raise _refuse(f"{where}.system", f"llm node '{name}' needs a string system prompt")
        if not is_valid_unicode(given_system):  # pinned-flow-text-unicode
            raise _refuse(
                f"{where}.system", f"llm node '{name}' system prompt is not valid Unicode"
            )
        system = given_system
        if "template" in record:  # F-Template (a null template is present, as in a term)
            given_template = record["template"]
            if not isinstance(given_template, str):
                raise _refuse(f"{where}.template", f"llm node '{name}' template must be a string")
            if not is_valid_unicode(given_template):
                raise _refuse(
                    f"{where}.template", f"llm node '{name}' template is not valid Unicode"
                )
            template = given_template
        policy_json = record.get("policy")
        try:  # F-Policy
            admitted = admit(policy_json, schema)
        except AdmissionError as e:
            raise _refuse(f"{where}.policy", f"llm node '{name}' policy: {e}") from None
        if admitted.sort is not Sort.POLICY:  # F-Policy-Sort
            raise _refuse(
                f"{where}.policy",
                f"llm node '{name}' policy must be a Policy term, got {admitted.sort.value}",
            )
        policy = canonical(admitted.term)
    refs: list[str] = []
    if isinstance(inputs, list):  # F-Ref, each element in order
        for i, pre in enumerate(inputs, start=1):
            if not isinstance(pre, str) or pre not in raw:
                raise _refuse(
                    f"{where}.inputs[{i}]",
                    f"node '{name}' references unknown input '{describe(pre)}'",
                )
            refs.append(pre)
    if kind == "input":
        refs = []
    return Node(node_id, kind, tuple(refs), system, policy, policy_json, template)


_ABSENT: Final = object()


def _admit_graph(nodes: dict[str, Node], ids: list[str]) -> Flow:
    inputs = [i for i in ids if nodes[i].kind == "input"]
    outputs = [i for i in ids if nodes[i].kind == "output"]
    if len(inputs) != 1:  # F-One-Input
        raise _refuse("$", f"a flow needs exactly one input node, found {len(inputs)}")
    if len(outputs) != 1:  # F-One-Output
        raise _refuse("$", f"a flow needs exactly one output node, found {len(outputs)}")
    input_id, output_id = inputs[0], outputs[0]
    for node_id in ids:  # F-Sink
        for i, pre in enumerate(nodes[node_id].inputs, start=1):
            if pre == output_id:
                raise _refuse(
                    f"{node_path(node_id)}.inputs[{i}]",
                    f"output node '{shown(output_id)}' must be a sink",
                )
    succ = successors(nodes, ids)
    if len(kahn_order(nodes, ids, succ)) != len(ids):  # F-Acyclic
        raise _refuse("$", "flow has a cycle")
    from_input = _reach(input_id, succ)
    preds = {node_id: list(nodes[node_id].inputs) for node_id in ids}
    to_output = _reach(output_id, preds)
    for node_id in ids:  # F-Path
        if node_id not in from_input or node_id not in to_output:
            raise AdmissionError(
                node_path(node_id),
                f"node '{shown(node_id)}' is not on a path input -> output",
                _dead_end_hint(node_id, succ, output_id),
            )
    return Flow(nodes, input_id, output_id)


def successors(nodes: dict[str, Node], ids: list[str]) -> dict[str, list[str]]:
    """Each node's consumers, one entry per input position that reads it, in
    code-point order of the consumer's id, then position (upstream's ``succ``)."""
    succ: dict[str, list[str]] = {node_id: [] for node_id in ids}
    for node_id in ids:
        for pre in nodes[node_id].inputs:
            succ[pre].append(node_id)
    return succ


def kahn_order(nodes: dict[str, Node], ids: list[str], succ: dict[str, list[str]]) -> list[str]:
    """Kahn's order as upstream runs it (F-Acyclic, R-Schedule): a FIFO queue
    seeded with the nodes of in-degree 0 in code-point order of their ids; a
    node is queued when its last input position is consumed."""
    indeg = {node_id: len(nodes[node_id].inputs) for node_id in ids}
    queue = [node_id for node_id in ids if indeg[node_id] == 0]
    at = 0
    while at < len(queue):
        for b in succ[queue[at]]:
            indeg[b] -= 1
            if indeg[b] == 0:
                queue.append(b)
        at += 1
    return queue


def _reach(start: str, edges: dict[str, list[str]]) -> dict[str, None]:
    """The nodes reached from ``start`` (a dict used as an ordered set)."""
    hit, stack = {start: None}, [start]
    while stack:
        for nb in edges[stack.pop()]:
            if nb not in hit:
                hit[nb] = None
                stack.append(nb)
    return hit


def _dead_end_hint(node_id: str, succ: dict[str, list[str]], output_id: str) -> str:
    """Why a node admitted so far misses the output (informative, spec/03 §3.10):
    every node comes from the input once the flow is acyclic, so it is a dead end."""
    readers = sorted(dict.fromkeys(succ[node_id]))
    if not readers:
        return (
            f"nothing reads '{shown(node_id)}': list it in the inputs of a node on the way "
            f"to the output '{shown(output_id)}', or remove it (a flow is refused, not pruned)"
        )
    listed = ", ".join(f"'{shown(r)}'" for r in readers)
    return f"'{shown(node_id)}' is read only by {listed}, which reach no output either"
