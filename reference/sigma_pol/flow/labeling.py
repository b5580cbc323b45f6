"""The normal form of a flow as a canonical labeling (spec/16-flow.md §16.3).

Upstream's greedy assignment (``flow.normalize``): the input node is ``n0``;
then, repeatedly, among the unlabeled nodes whose inputs are all labeled, the
least by its *key* takes the next label.  The key is upstream's byte string
(L-Key), compared byte-wise; where two ready nodes have equal keys (twins,
L-Tie), the least by their *least path* to the output goes first (L-Path), a
tie-break that reads the graph's structure only, never a node's name.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from .flow_admission import Flow, Node


@dataclass(frozen=True, slots=True)
class Labeling:
    """The canonical id of every node (``n0``, ``n1``, …) and the nodes in label order."""

    label: dict[str, str]
    order: tuple[str, ...]


def content_key(node: Node) -> bytes:
    """L-Key's content part: an llm node's ``llm``, system, policy encoding and
    template joined by NUL bytes; the kind alone for the input and output."""
    if node.kind != "llm":
        return node.kind.encode()
    assert node.policy is not None
    return b"\0".join(
        (
            b"llm",
            node.system.encode(),
            node.policy.encoding.encode(),
            (node.template or "").encode(),
        )
    )


def node_key(node: Node, label: dict[str, str]) -> bytes:
    """L-Key: the content key, byte 1, the labels of the inputs joined by ``,``."""
    return content_key(node) + b"\x01" + ",".join(label[i] for i in node.inputs).encode()


def least_paths(flow: Flow) -> dict[str, tuple[int, ...]]:
    """L-Path: each node's least path to the output, the sequence of 1-based
    input positions walked back from the output, least in lexicographic order
    (a proper prefix first).  Computed from the output backwards: a node's
    least path is the least of ``lp(c) + (i,)`` over its consumers ``c`` and
    the positions ``i`` at which ``c`` reads it."""
    consumers: dict[str, list[tuple[str, int]]] = {n: [] for n in flow.nodes}
    for node_id, node in flow.nodes.items():
        for i, pre in enumerate(node.inputs, start=1):
            consumers[pre].append((node_id, i))
    lp: dict[str, tuple[int, ...]] = {flow.output_id: ()}
    pending = {n: len(consumers[n]) for n in flow.nodes}  # consumers not yet done
    stack = [flow.output_id]
    while stack:
        done = stack.pop()
        for pre in dict.fromkeys(flow.nodes[done].inputs):
            pending[pre] -= flow.nodes[done].inputs.count(pre)
            if pending[pre] == 0:
                lp[pre] = min(lp[c] + (i,) for c, i in consumers[pre])
                stack.append(pre)
    return lp


def canonical_labeling(flow: Flow, tie_break: bool = True) -> Labeling:
    """The canonical labeling of an admitted flow (L-Greedy).

    ``tie_break=False`` is upstream's own rule for ties (the least original
    name, as ``table.sort`` over a name-ordered list tends to leave them): it
    exists for the companion of Theorem 22, which must fail on it."""
    lp = least_paths(flow)
    label: dict[str, str] = {}
    # each distinct input once (a repeated input position is one wait)
    waiting = {n: len(dict.fromkeys(node.inputs)) for n, node in flow.nodes.items()}
    readers: dict[str, list[str]] = {n: [] for n in flow.nodes}
    for node_id, node in flow.nodes.items():
        for pre in dict.fromkeys(node.inputs):
            readers[pre].append(node_id)
    ready: list[tuple[bytes, tuple[int, ...] | str, str]] = []

    def push(node_id: str) -> None:
        second: tuple[int, ...] | str = lp[node_id] if tie_break else node_id
        heapq.heappush(ready, (node_key(flow.nodes[node_id], label), second, node_id))

    push(flow.input_id)
    order: list[str] = []
    while ready:
        _, _, pick = heapq.heappop(ready)
        label[pick] = f"n{len(order)}"
        order.append(pick)
        for reader in sorted(readers[pick]):
            waiting[reader] -= 1
            if waiting[reader] == 0:
                push(reader)
    return Labeling(label, tuple(order))
