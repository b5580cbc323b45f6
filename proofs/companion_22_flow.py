"""Companion of Theorem 22 (proofs/22-flow.md): a flow's identity is its structure.

Random flows with twins (a node cloned with its content and inputs, so that
later nodes read one or the other), shared inputs, repeated input positions,
templates and NUL bytes in system prompts, each under random renamings
(names such as ``n1``, ``n10``, ``n2`` that a name order sorts as strings).
Every expectation is recomputed from the theorem's words, never read from the
labeling's own tables; each clause keeps, as a test, the planted bug it must
catch.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sigma_pol.encoding.decode import decode
from sigma_pol.flow import flow_admission, flow_encoding, flow_run, labeling
from sigma_pol.flow.flow_admission import Flow, admit_flow
from sigma_pol.flow.flow_encoding import NormalFlow, normalize_flow
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.terms import JSON

P_ABORT: JSON = ["policy", ["top"], ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]]
P_NEXT: JSON = [
    "policy",
    ["and", ["top"], ["meets_req"]],
    ["field", "context"],
    ["ordered"],
    ["id"],
    ["always", {"action": "next_candidate"}],
]
SYSTEMS = ("draft", "critic", "fuse", 'say "x"\n', "a\0b")
TEMPLATES = (None, None, None, "$1", "$2|$1", "")
NAME_POOL = ("n0", "n1", "n2", "n10", "n11", "a", "b", "z", "é", "x y", "", "0", "9", "aa", "Z")


def random_flow(rng: random.Random, size: int) -> JSON:
    """A flow of about ``size`` llm nodes, twins frequent, every node on a path."""
    nodes: dict[str, JSON] = {"in": {"kind": "input"}}
    made = ["in"]
    for i in range(size):
        k = rng.choice((1, 1, 2, 3))
        node: dict[str, JSON] = {
            "kind": "llm",
            "system": rng.choice(SYSTEMS[:3] if rng.random() < 0.8 else SYSTEMS),
            "policy": rng.choice((P_ABORT, P_NEXT)),
            "inputs": [rng.choice(made) for _ in range(k)],
        }
        template = rng.choice(TEMPLATES)
        if template is not None:
            node["template"] = template
        nodes[f"v{i}"] = node
        made.append(f"v{i}")
        if rng.random() < 0.45:  # a twin: same content, same inputs
            nodes[f"v{i}t"] = copy.deepcopy(node)
            made.append(f"v{i}t")
    read = {pre for n in nodes.values() if isinstance(n, dict) for pre in n.get("inputs", [])}  # type: ignore[union-attr]
    sinks: list[JSON] = [n for n in made if n not in read]
    rng.shuffle(sinks)
    nodes["sink"] = {"kind": "llm", "system": "join", "policy": P_ABORT, "inputs": sinks[:32]}
    for extra in sinks[32:]:  # more than 32 sinks: a second join level
        nodes[f"more-{extra}"] = {
            "kind": "llm",
            "system": "j",
            "policy": P_ABORT,
            "inputs": [extra, "sink"],
        }
    nodes["out"] = {"kind": "output", "inputs": ["sink"]}
    return ["flow", nodes]


def renamed(value: JSON, rng: random.Random) -> JSON:
    """``value`` with its ids renamed by a random bijection."""
    assert isinstance(value, list) and isinstance(value[1], dict)
    old = sorted(value[1])
    pool = list(NAME_POOL) + [f"r{i}" for i in range(len(old))]
    rng.shuffle(pool)
    new = dict(zip(old, pool, strict=False))
    nodes: dict[str, JSON] = {}
    for node_id, node in value[1].items():
        assert isinstance(node, dict)
        moved = dict(node)
        if "inputs" in moved:
            ins = moved["inputs"]
            assert isinstance(ins, list)
            moved["inputs"] = [new[str(i)] for i in ins]
        nodes[new[node_id]] = moved
    return ["flow", nodes]


def corpus(seed: int, count: int) -> Iterator[tuple[JSON, list[JSON]]]:
    rng = random.Random(seed)
    for _ in range(count):
        f = random_flow(rng, rng.randint(1, 9))
        yield f, [renamed(f, rng) for _ in range(3)]


CORPUS = list(corpus(22, 150))


def _normal(value: JSON, tie_break: bool = True) -> NormalFlow:
    return normalize_flow(admit_flow(value), tie_break)


def _has_twins(value: JSON) -> bool:
    flow = admit_flow(value)
    seen = set()
    for node in flow.nodes.values():
        key = (labeling.content_key(node), node.inputs)
        if key in seen:
            return True
        seen.add(key)
    return False


# ---------------------------------------------------------------------------
# clause 1: invariance under renaming


def invariance_failures(tie_break: bool) -> list[JSON]:
    return [
        g
        for f, renamings in CORPUS
        for g in renamings
        if _normal(g, tie_break).encoding != _normal(f, tie_break).encoding
    ]


def test_the_corpus_has_twins() -> None:
    assert sum(1 for f, _ in CORPUS if _has_twins(f)) >= 50


def test_identity_is_invariant_under_renaming() -> None:
    assert invariance_failures(True) == []


def test_planted_the_name_tie_break_breaks_invariance() -> None:
    """Upstream's rule (the least name among twins) changes identities."""
    assert invariance_failures(False)


# ---------------------------------------------------------------------------
# clause 2: the encoding reads back into the normal form


_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"', re.S)
_UNESCAPE = {"\\\\": "\\", '\\"': '"', "\\n": "\n", "\\r": "\r", "\\t": "\t"}


def _read_string(text: str, at: int) -> tuple[str, int]:
    match = _STRING.match(text, at)
    assert match is not None, text[at : at + 40]
    body = re.sub(r"\\.", lambda m: _UNESCAPE[m.group(0)], match.group(1))
    return body, match.end()


def _read_policy(text: str, at: int) -> tuple[JSON, int]:
    """A Σ_pol encoding: its version tag, then one balanced parenthesized form
    (strings skipped as wholes); decoded by chapter 5's reader."""
    start = at
    at = text.index("(", at)
    depth = 0
    while True:
        c = text[at]
        if c == '"':
            _, at = _read_string(text, at)
            continue
        depth += {"(": 1, ")": -1}.get(c, 0)
        at += 1
        if depth == 0:
            return term_to_json(decode(text[start:at])), at


def read_flow_encoding(text: str) -> JSON:
    """E-Flow read back (spec/16 §16.4), field by field, into a flow's JSON form."""
    head = "sigma-flow/v1:("
    assert text.startswith(head) and text.endswith(")")
    at, nodes = len(head), {}
    while text[at] != ")":
        assert text[at] == "("
        kind, label = re.match(r"\((\w+) (n\d+)", text[at:]).groups()  # type: ignore[union-attr]
        at += len(kind) + len(label) + 2
        node: dict[str, JSON] = {"kind": kind}
        if kind == "llm":
            assert text.startswith(" system=", at)
            node["system"], at = _read_string(text, at + len(" system="))
            assert text.startswith(" policy=", at)
            node["policy"], at = _read_policy(text, at + len(" policy="))
            if text.startswith(" template=", at):
                node["template"], at = _read_string(text, at + len(" template="))
        if text.startswith(" inputs=[", at):
            end = text.index("]", at)
            listed = text[at + len(" inputs=[") : end]
            node["inputs"] = listed.split(",") if listed else []
            at = end + 1
        assert text[at] == ")"
        at += 1
        nodes[label] = node
        if text[at] == " ":
            at += 1
    return ["flow", nodes]


def test_the_encoding_reads_back_into_the_normal_form() -> None:
    for f, renamings in CORPUS:
        for g in (f, *renamings):
            normal = _normal(g)
            assert read_flow_encoding(normal.encoding) == normal.normal_json()


def test_equal_encodings_come_from_renamings() -> None:
    """Two flows of equal encoding are both renamings of the one normal form:
    each labeling is a bijection onto n0… that keeps contents and inputs."""
    for f, renamings in CORPUS[:40]:
        for g in (f, *renamings):
            normal = _normal(g)
            flow, label = normal.flow, normal.labeling.label
            assert sorted(label.values(), key=lambda n: int(n[1:])) == [
                f"n{i}" for i in range(len(flow.nodes))
            ]
            read = read_flow_encoding(normal.encoding)
            assert isinstance(read, list) and isinstance(read[1], dict)
            for node_id, node in flow.nodes.items():
                back = read[1][label[node_id]]
                assert isinstance(back, dict)
                assert back["kind"] == node.kind
                if node.kind != "input":
                    assert back["inputs"] == [label[i] for i in node.inputs]
                if node.kind == "llm":
                    assert back["system"] == node.system


# ---------------------------------------------------------------------------
# clause 3: idempotence


def idempotence_failures(tie_break: bool) -> list[JSON]:
    out = []
    for f, renamings in CORPUS:
        for g in (f, *renamings):
            once = _normal(g, tie_break)
            if _normal(once.normal_json(), tie_break).encoding != once.encoding:
                out.append(g)
    return out


def test_the_normal_form_is_idempotent() -> None:
    assert idempotence_failures(True) == []


def test_planted_the_name_tie_break_breaks_idempotence() -> None:
    assert idempotence_failures(False)


# ---------------------------------------------------------------------------
# clause 4: each llm node called once, after all of its inputs


def schedule_failures(order_of: Callable[[Flow], list[str]]) -> list[str]:
    problems = []
    for f, renamings in CORPUS:
        for g in (f, *renamings):
            flow = admit_flow(g)
            order = order_of(flow)
            llm = sorted(n for n in flow.ids() if flow.nodes[n].kind == "llm")
            if sorted(order) != llm:
                problems.append(f"not each llm node once: {order}")
                continue
            at = {n: i for i, n in enumerate(order)}
            for n in order:
                for pre in flow.nodes[n].inputs:
                    if flow.nodes[pre].kind == "llm" and at[pre] > at[n]:
                        problems.append(f"{n} called before its input {pre}")
    return problems


def test_the_run_calls_each_llm_node_once_after_its_inputs() -> None:
    assert schedule_failures(flow_run.call_order) == []


def test_the_run_assembles_from_its_inputs_answers() -> None:
    """Each node answers its own id: a one-input node without a template gets
    its input's id (the input node's answer is the prompt, "IN")."""
    for f, _ in CORPUS[:50]:
        flow = admit_flow(f)
        got = flow_run.run_flow(flow, "IN", flow_run.answers_call({n: n for n in flow.nodes}))
        assert got.output == "sink"
        for c in got.calls:
            node = flow.nodes[c.node]
            if len(node.inputs) == 1 and node.template is None:
                pre = node.inputs[0]
                assert c.prompt == ("IN" if pre == flow.input_id else pre)


def test_planted_a_schedule_in_name_order_is_caught() -> None:
    def by_name(flow: Flow) -> list[str]:
        return [n for n in flow.ids() if flow.nodes[n].kind == "llm"]

    assert schedule_failures(by_name)


# ---------------------------------------------------------------------------
# clause 5: admission is bounded


def _hostile() -> Iterator[JSON]:
    pol = P_ABORT
    # 256 nodes in a chain
    chain: dict[str, JSON] = {"u": {"kind": "input"}}
    prev = "u"
    for i in range(254):
        chain[f"c{i:03d}"] = {"kind": "llm", "system": "", "policy": pol, "inputs": [prev]}
        prev = f"c{i:03d}"
    chain["out"] = {"kind": "output", "inputs": [prev]}
    yield ["flow", chain]
    # a dense DAG: each node reads up to 32 earlier ones
    dense: dict[str, JSON] = {"u": {"kind": "input"}}
    made = ["u"]
    for i in range(254):
        dense[f"d{i:03d}"] = {"kind": "llm", "system": "", "policy": pol, "inputs": made[-32:]}
        made.append(f"d{i:03d}")
    dense["out"] = {"kind": "output", "inputs": [made[-1]]}
    yield ["flow", dense]
    # 257 nodes, refused before any is read
    yield ["flow", {f"i{i}": {"kind": "input"} for i in range(257)}]


class Counted:
    """Counts the nodes admission reads and the input positions its graph walks see."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.nodes = 0
        self.positions = 0
        real_node, real_succ = flow_admission._admit_node, flow_admission.successors

        def node(*args: Any) -> Any:
            self.nodes += 1
            return real_node(*args)

        def succ(nodes: Any, ids: Any) -> Any:
            out = real_succ(nodes, ids)
            self.positions += sum(len(v) for v in out.values())
            return out

        monkeypatch.setattr(flow_admission, "_admit_node", node)
        monkeypatch.setattr(flow_admission, "successors", succ)


def test_admission_reads_each_node_once(monkeypatch: pytest.MonkeyPatch) -> None:
    counted = Counted(monkeypatch)
    for value in _hostile():
        assert isinstance(value, list) and isinstance(value[1], dict)
        before = counted.nodes
        try:
            flow = admit_flow(value)
        except flow_admission.AdmissionError:
            assert counted.nodes == before  # F-Size: refused before any node is read
            continue
        assert counted.nodes - before == len(value[1])
        positions = sum(len(n.inputs) for n in flow.nodes.values())
        assert counted.positions >= positions


def test_planted_a_quadratic_admission_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Admitting every node again per node (a plausible slip) reads n² nodes."""
    real = flow_admission.admit_flow

    def twice(value: JSON, schema: Any = flow_admission.DEFAULT_SCHEMA) -> Flow:
        flow = real(value, schema)
        assert isinstance(value, list) and isinstance(value[1], dict)
        for node_id in flow.ids():
            flow_admission._admit_node(node_id, value[1][node_id], value[1], schema)
        return flow

    counted = Counted(monkeypatch)
    value = next(_hostile())
    assert isinstance(value, list) and isinstance(value[1], dict)
    twice(value)
    assert counted.nodes != len(value[1])


def test_the_labeling_is_what_encoding_uses() -> None:
    """The encoder labels by the labeling under test (a plant of the tie-break
    in labeling reaches the encoding the clauses above check)."""
    assert flow_encoding.canonical_labeling is labeling.canonical_labeling
