"""The fuzzer's flows (spec/07-conformance.md §7.6, spec/16-flow.md): a stream
of ``flow`` and ``flow_run`` requests, and a minimizer that drops nodes and
edges.

The flows are DAGs grown node by node: each new ``llm`` node reads one to
three earlier nodes (repeats allowed), from a few system prompts and two
policies so that contents meet; about half the nodes get a *twin* (the same
content and inputs) so that later nodes read one or the other; a template now
and then (``$1``, ``$2|$1``, ``$0``, ``$9``, ``""``); every sink is read by a
last node that the output reads.  The ids are then renamed at random from a
pool where ``n1``, ``n10``, ``n2``, ``é`` and ``""`` stand beside random names,
so that an order that reads names shows.  About one flow in four is broken
in one place (a rule of §16.2).  A ``flow_run`` gives an answer per node, or
(one in five) a Σ_pol run per node over one or two candidates with a short
script whose responses carry ``text``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator, Sequence
from typing import Final

from sigma_pol.protocol.flow_kinds import FLOW_KINDS
from sigma_pol.syntax.terms import JSON

from .fuzz_gen import Stream

__all__ = ["FLOW_KINDS", "FlowStream", "flow_shrinks", "with_flows"]

_POLICIES: Final[tuple[JSON, ...]] = (
    ["policy", ["top"], ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]],
    [
        "policy",
        ["and", ["top"], ["meets_req"]],
        ["field", "context"],
        ["ordered"],
        ["id"],
        ["always", {"action": "next_candidate"}],
    ],
)
_SYSTEMS: Final = ("draft", "critic", "fuse", "", 'say "x"\n', "a\0b")
_TEMPLATES: Final = (None, None, None, None, "$1", "$2|$1", "$0-$9", "", "[$1]$$1")
_NAMES: Final = ("n0", "n1", "n2", "n9", "n10", "n11", "a", "b", "z", "é", "", "x y", "0", "Z")
_TEXTS: Final = ("", "ok", "$1", "two\nlines", "ü", "[input 1]")
_CANDIDATES: Final[tuple[JSON, ...]] = (
    {"provider_id": "p", "model_family": "m"},
    {"provider_id": "q", "model_family": "m"},
)


_BAD_SYSTEMS: Final[tuple[JSON, ...]] = (3, None, ["s"])
_BAD_POLICIES: Final[tuple[JSON, ...]] = (["top"], ["bogus"], None)


def random_flow(rng: random.Random, size: int) -> dict[str, JSON]:
    """A flow's node map, every node on a path from ``in`` to ``out``."""
    nodes: dict[str, JSON] = {"in": {"kind": "input"}}
    made = ["in"]
    for i in range(size):
        node: dict[str, JSON] = {
            "kind": "llm",
            "system": rng.choice(_SYSTEMS[:3] if rng.random() < 0.8 else _SYSTEMS),
            "policy": rng.choice(_POLICIES),
            "inputs": [rng.choice(made) for _ in range(rng.choice((1, 1, 2, 3)))],
        }
        template = rng.choice(_TEMPLATES)
        if template is not None:
            node["template"] = template
        nodes[f"v{i}"] = node
        made.append(f"v{i}")
        if rng.random() < 0.5:
            nodes[f"v{i}t"] = copy.deepcopy(node)
            made.append(f"v{i}t")
    read = {str(p) for n in nodes.values() for p in _inputs(n)}
    sinks: list[JSON] = [n for n in made if n not in read]
    sinks = sinks[:32]
    nodes["last"] = {"kind": "llm", "system": "join", "policy": _POLICIES[0], "inputs": sinks}
    nodes["out"] = {"kind": "output", "inputs": ["last"]}
    return nodes


def _inputs(node: JSON) -> list[JSON]:
    ins = node.get("inputs") if isinstance(node, dict) else None
    return ins if isinstance(ins, list) else []


def renamed(nodes: dict[str, JSON], rng: random.Random) -> tuple[dict[str, JSON], dict[str, str]]:
    """The node map under a random bijection of its ids, and the bijection."""
    old = sorted(nodes)
    pool = list(_NAMES) + [f"r{rng.randrange(1000)}-{i}" for i in range(len(old))]
    rng.shuffle(pool)
    new = dict(zip(old, pool, strict=False))
    out: dict[str, JSON] = {}
    for node_id, node in nodes.items():
        moved = dict(node) if isinstance(node, dict) else node
        if isinstance(moved, dict) and isinstance(moved.get("inputs"), list):
            moved["inputs"] = [new.get(str(i), str(i)) for i in _inputs(moved)]
        out[new[node_id]] = moved
    return out, new


def broken(nodes: dict[str, JSON], rng: random.Random) -> None:
    """One thing wrong, somewhere (§16.2)."""
    llm = sorted(n for n, v in nodes.items() if isinstance(v, dict) and v.get("kind") == "llm")
    victim = nodes[rng.choice(llm)]
    assert isinstance(victim, dict)
    what = rng.randrange(9)
    if what == 0:
        victim["inputs"] = [*_inputs(victim), "nowhere"]
    elif what == 1:
        system = rng.choice(_BAD_SYSTEMS)
        victim["system"] = system
    elif what == 2:
        victim["kind"] = rng.choice(("LLM", 1, None))
    elif what == 3:
        policy = rng.choice(_BAD_POLICIES)
        victim["policy"] = policy
    elif what == 4:
        victim["inputs"] = [*_inputs(victim), "out"]
    elif what == 5:
        nodes["orphan"] = {"kind": "llm", "system": "o", "policy": _POLICIES[0], "inputs": ["in"]}
    elif what == 6:
        victim["inputs"] = ["in"] * 33
    elif what == 7:
        victim["template"] = rng.choice((None, 1))
    else:
        nodes["in2"] = {"kind": "input"}


class FlowStream:
    """Flow requests, between the generic stream's (when it has kinds to send)."""

    def __init__(self, seed: int, kinds: Sequence[str], generic: Stream | None) -> None:
        self.rng = random.Random(seed * 7919 + 16)
        self.kinds = tuple(kinds)
        self.generic = generic
        self.index = 0

    def next(self) -> JSON:
        self.index += 1
        if self.generic is not None and self.index % 2 == 0:
            return self.generic.next()
        return self.request(self.rng.choice(self.kinds), f"fuzz-flow-{self.index}")

    def request(self, kind: str, name: str) -> JSON:
        rng = self.rng
        nodes = random_flow(rng, rng.randint(1, 7))
        is_broken = rng.random() < 0.25
        if is_broken:
            broken(nodes, rng)
        nodes, _ = renamed(nodes, rng)
        request: dict[str, JSON] = {"name": name, "kind": kind, "flow": ["flow", nodes]}
        if kind == "flow":
            return request
        request["input"] = rng.choice(_TEXTS)
        llm = sorted(n for n, v in nodes.items() if isinstance(v, dict) and v.get("kind") == "llm")
        if rng.random() < 0.2:
            request["runs"] = {n: self._run(rng) for n in llm}
        else:
            request["answers"] = {n: f"{rng.choice(_TEXTS)}<{n}>" for n in llm}
        return request

    @staticmethod
    def _run(rng: random.Random) -> JSON:
        pool = list(_CANDIDATES[: rng.randint(1, 2)])
        responses: list[JSON] = []
        for _ in range(rng.randint(0, 2)):
            if rng.random() < 0.6:
                responses.append({"ok": True, "text": rng.choice(_TEXTS)})
            else:
                responses.append({"ok": False, "error_kind": "server_error"})
        return {"candidates": pool, "ctx": {}, "responses": responses}


def with_flows(generic: Stream | None, kinds: Sequence[str], seed: int) -> Stream:
    """The stream to fuzz with: flows when a flow kind is in focus."""
    flows = [k for k in kinds if k in FLOW_KINDS]
    if not flows:
        assert generic is not None
        return generic
    return FlowStream(seed, flows, generic)


# ---------------------------------------------------------------------------
# minimizing


def _nodes(request: JSON) -> dict[str, JSON] | None:
    flow = request.get("flow") if isinstance(request, dict) else None
    if isinstance(flow, list) and len(flow) >= 2 and isinstance(flow[1], dict):
        return flow[1]
    return None


def _with_nodes(request: dict[str, JSON], nodes: dict[str, JSON]) -> dict[str, JSON]:
    flow = request["flow"]
    assert isinstance(flow, list)
    out = {**request, "flow": ["flow", nodes, *flow[2:]]}
    for member in ("answers", "runs"):
        given = request.get(member)
        if isinstance(given, dict):
            out[member] = {k: v for k, v in given.items() if k in nodes}
    return out


def flow_shrinks(request: JSON) -> Iterator[JSON]:
    """Smaller variants of a flow request: a node dropped (its readers read its
    first input instead, or lose it), an input position dropped, a member
    dropped or emptied, a policy made the least one; the request's other
    members."""
    nodes = _nodes(request)
    if nodes is None or not isinstance(request, dict):
        return
    for node_id in sorted(nodes):
        node = nodes[node_id]
        if isinstance(node, dict) and node.get("kind") in ("input", "output"):
            continue
        ins = _inputs(node)
        for rewire in (True, False):
            rest: dict[str, JSON] = {}
            for other_id, other in nodes.items():
                if other_id == node_id:
                    continue
                if isinstance(other, dict) and node_id in _inputs(other):
                    fed = [
                        x
                        for i in _inputs(other)
                        for x in ([ins[0]] if i == node_id and rewire and ins else [i])
                        if x != node_id
                    ]
                    other = {**other, "inputs": fed}
                rest[other_id] = other
            yield _with_nodes(request, rest)
    for member in ("template", "system", "policy"):  # on every node at once (twins stay twins)
        if any(isinstance(n, dict) and member in n for n in nodes.values()):
            yield _with_nodes(request, {k: _least(v, member) for k, v in nodes.items()})
    for node_id in sorted(nodes):
        node = nodes[node_id]
        if not isinstance(node, dict):
            continue
        ins = _inputs(node)
        for i in range(len(ins)):
            if len(ins) > 1:
                smaller = {**node, "inputs": [*ins[:i], *ins[i + 1 :]]}
                yield _with_nodes(request, {**nodes, node_id: smaller})
        for member in ("template", "system"):
            if member in node:
                yield _with_nodes(request, {**nodes, node_id: _without(node, member)})
                if node[member] not in ("", None):
                    yield _with_nodes(request, {**nodes, node_id: {**node, member: ""}})
        if "policy" in node and node["policy"] != _POLICIES[0]:
            yield _with_nodes(request, {**nodes, node_id: {**node, "policy": _POLICIES[0]}})
    for member in ("input", "schema"):
        if member in request and request[member] not in ("", None):
            yield {**request, member: ""} if member == "input" else _without(request, member)


def _without(record: dict[str, JSON], key: str) -> dict[str, JSON]:
    return {k: v for k, v in record.items() if k != key}


def _least(node: JSON, member: str) -> JSON:
    """``node`` with ``member`` at its least: no template, an empty system, the
    first policy (only for an llm node, whose system and policy are required)."""
    if not isinstance(node, dict) or member not in node:
        return node
    if member == "template":
        return _without(node, member)
    return {**node, member: "" if member == "system" else _POLICIES[0]}
