"""The vectors of Σ_flow, derived by hand (spec/16-flow.md §16.10).

Each vector is a protocol request of kind ``flow`` or ``flow_run`` with the
answer derived by hand from the rules of chapter 16 (the derivation is the
comment above it); :func:`flow_vectors` refuses to produce the file when the
reference answers otherwise (a member given by hand differs).  What is not
derived by hand: a flow's ``identity`` (sha256 of the encoding written by
hand), its ``fingerprint`` and ``normal`` form where not given, and each
call's ``policy_fingerprint``, taken from upstream's ``term.fingerprint`` at
74512eb (the constants ``FP_*``: chapter 5's function, run by upstream).

``python -m sigma_pol_tools.conformance.flow_vectors golden/sigma_flow_v1.json``
writes the file: one vector per line, keys sorted, as chapter 7 §7.3 writes
the Σ_pol vectors.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from sigma_pol.flow.flow_admission import VERSION
from sigma_pol.protocol.answer import answer
from sigma_pol.syntax.jsonio import read_json, to_output, write_json
from sigma_pol.syntax.terms import JSON

from .compare import same

# ---------------------------------------------------------------------------
# building blocks

#: upstream's MOA policy (tests/unit/flow_basic.lua); its encoding is already normal
P_MOA: Final[JSON] = [
    "policy",
    ["meets_req"],
    ["field", "context"],
    ["argmax"],
    ["id"],
    ["always", {"action": "next_candidate"}],
]
E_MOA: Final = (
    'sigma-pol/v2:(policy (meets_req) (field "context") (argmax) (id) '
    '(always {"action":"next_candidate"}))'
)
FP_MOA: Final = "1880005190-2002217178"
#: a policy that aborts on the first failure
P_ABORT: Final[JSON] = [
    "policy",
    ["top"],
    ["zero"],
    ["argmax"],
    ["id"],
    ["always", {"action": "abort"}],
]
E_ABORT: Final = 'sigma-pol/v2:(policy (top) (zero) (argmax) (id) (always {"action":"abort"}))'
FP_ABORT: Final = "620763012-742354862"
#: a policy that walks the candidates in input order, next candidate on failure
P_NEXT: Final[JSON] = [
    "policy",
    ["top"],
    ["zero"],
    ["ordered"],
    ["id"],
    ["always", {"action": "next_candidate"}],
]
FP_NEXT: Final = "701446979-709362718"
#: and(top, meets_req): chapter 4 drops the unit top and unwraps the one-child and
P_AND: Final[JSON] = [
    "policy",
    ["and", ["top"], ["meets_req"]],
    ["zero"],
    ["argmax"],
    ["id"],
    ["always", {"action": "abort"}],
]
E_AND: Final = 'sigma-pol/v2:(policy (meets_req) (zero) (argmax) (id) (always {"action":"abort"}))'

RULES_TAG: Final = "rules"


def llm(system: JSON, inputs: JSON, policy: JSON = P_ABORT, **more: JSON) -> JSON:
    return {"kind": "llm", "system": system, "policy": policy, "inputs": inputs, **more}


INPUT: Final[JSON] = {"kind": "input"}


def out(of: str) -> JSON:
    return {"kind": "output", "inputs": [of]}


def flow(nodes: Mapping[str, JSON]) -> JSON:
    return ["flow", dict(nodes)]


def enc(*nodes: str) -> str:
    return "sigma-flow/v1:(" + " ".join(nodes) + ")"


def ln(label: str, system: str, inputs: str, policy: str = E_ABORT, template: str = "") -> str:
    """An llm node of an encoding, its system (and template) already E-String'd."""
    tpl = f" template={template}" if template else ""
    return f"(llm {label} system={system} policy={policy}{tpl} inputs=[{inputs}])"


def q(s: str) -> str:
    """E-String of a string holding none of the five escaped characters."""
    return f'"{s}"'


#: u -> a -> out, the least admitted flow with an llm node
def simple(system: str = "s") -> JSON:
    return flow({"u": INPUT, "a": llm(system, ["u"]), "out": out("a")})


SIMPLE_ENC: Final = enc("(input n0)", ln("n1", q("s"), "n0"), "(output n2 inputs=[n1])")


@dataclass(frozen=True)
class FlowVector:
    name: str
    kind: str
    request: dict[str, JSON]
    hand: dict[str, JSON] | None = None
    fails: bool = False
    rules: tuple[str, ...] = ()
    note: str = ""
    pins: tuple[str, ...] = field(default=())


def refused(name: str, value: JSON, error: str, *rules: str, **kw: Any) -> FlowVector:
    return FlowVector(
        name,
        "flow",
        {"flow": value},
        {"rejected": True, "error": error},
        rules=rules,
        **kw,
    )


def encoded(name: str, value: JSON, encoding: str, *rules: str, **kw: Any) -> FlowVector:
    return FlowVector(name, "flow", {"flow": value}, {"encoding": encoding}, rules=rules, **kw)


def ran(
    name: str,
    value: JSON,
    text: str,
    answers: dict[str, JSON],
    calls: list[JSON],
    output: str,
    *rules: str,
    **kw: Any,
) -> FlowVector:
    return FlowVector(
        name,
        "flow_run",
        {"flow": value, "input": text, "answers": answers},
        {"calls": calls, "output": output},
        rules=rules,
        **kw,
    )


def call(node: str, system: str, prompt: str, fp: str = FP_ABORT, **more: JSON) -> JSON:
    return {"node": node, "system": system, "prompt": prompt, "policy_fingerprint": fp, **more}


# ---------------------------------------------------------------------------
# admission: one vector per rule of §16.2, each refusal upstream's message at its path

SHAPE = '$: a flow is { "flow", <nodes map> }'

ADMISSION: Final = (
    # F-Shape: the value is an object, not ["flow", nodes]
    refused("flow-shape-object", {"flow": {}}, SHAPE, "F-Shape"),
    # F-Shape: element 0 is not "flow"
    refused("flow-shape-tag", ["flaw", {"u": INPUT}], SHAPE, "F-Shape"),
    # F-Shape: the node map is a string
    refused("flow-shape-nodes-string", ["flow", "nodes"], SHAPE, "F-Shape"),
    # F-Shape: one element only (Lua's t[2] is nil)
    refused("flow-shape-one-element", ["flow"], SHAPE, "F-Shape"),
    # pinned-flow-node-map: a non-empty array of nodes is refused by F-Shape
    refused(
        "pinned-flow-node-map",
        ["flow", [INPUT, {"kind": "output", "inputs": [1]}]],
        SHAPE,
        "F-Shape",
        pins=("pinned-flow-node-map",),
    ),
    # F-Empty: {} and [] are the empty node map
    refused("flow-empty", ["flow", {}], "$: flow has no nodes", "F-Empty"),
    refused(
        "flow-empty-array",
        ["flow", []],
        "$: flow has no nodes",
        "F-Empty",
        pins=("pinned-flow-node-map",),
    ),
    # F-Size: 257 nodes are refused before any node is looked at (all input nodes)
    refused(
        "flow-size-257",
        flow({f"i{k:03d}": INPUT for k in range(257)}),
        "$: flow exceeds max size 256 nodes",
        "F-Size",
    ),
    # F-Record: node 'a' is a number
    refused(
        "flow-record",
        flow({"u": INPUT, "a": 5, "out": out("u")}),
        "$.flow[1].a: node 'a' must be a record",
        "F-Record",
    ),
    # F-Kind: an unknown kind, shown as itself
    refused(
        "flow-kind-unknown",
        flow({"u": INPUT, "a": {"kind": "llmx"}, "out": out("u")}),
        "$.flow[1].a.kind: node 'a': unknown kind 'llmx'",
        "F-Kind",
    ),
    # F-Kind: absent kind is nil; an empty array is a record with no kind
    refused(
        "flow-kind-absent",
        flow({"u": INPUT, "a": [], "out": out("u")}),
        "$.flow[1].a.kind: node 'a': unknown kind 'nil'",
        "F-Record",
        "F-Kind",
    ),
    # F-Kind: a number is shown as chapter 3 §3.6 shows it (upstream's tostring: 2)
    refused(
        "flow-kind-number",
        flow({"u": INPUT, "a": {"kind": 2}, "out": out("u")}),
        "$.flow[1].a.kind: node 'a': unknown kind '2'",
        "F-Kind",
    ),
    # F-Input: ids in order a, out, u; a and out pass, u lists an input
    refused(
        "flow-input-takes-no-inputs",
        flow({"u": {"kind": "input", "inputs": ["a"]}, "a": llm("s", ["u"]), "out": out("a")}),
        "$.flow[1].u.inputs: input node 'u' takes no inputs",
        "F-Input",
    ),
    # pinned-flow-input-inputs: a number there is a Lua error upstream; refused
    refused(
        "pinned-flow-input-inputs",
        flow({"u": {"kind": "input", "inputs": 5}, "a": llm("s", ["u"]), "out": out("a")}),
        "$.flow[1].u.inputs: input node 'u' takes no inputs",
        "F-Input",
        pins=("pinned-flow-input-inputs",),
    ),
    # F-Output: two inputs
    refused(
        "flow-output-two-inputs",
        flow({"u": INPUT, "a": llm("s", ["u"]), "out": {"kind": "output", "inputs": ["a", "u"]}}),
        "$.flow[1].out.inputs: output node 'out' takes exactly one input",
        "F-Output",
    ),
    # F-Output: no inputs member (nin 0)
    refused(
        "flow-output-no-inputs",
        flow({"u": INPUT, "out": {"kind": "output"}}),
        "$.flow[1].out.inputs: output node 'out' takes exactly one input",
        "F-Output",
    ),
    # F-Llm: an empty inputs list
    refused(
        "flow-llm-no-input",
        flow({"u": INPUT, "a": llm("s", []), "out": out("a")}),
        "$.flow[1].a.inputs: llm node 'a' needs at least one input",
        "F-Llm",
    ),
    # F-Llm: an object as inputs has no element 1 (Lua's # is 0)
    refused(
        "flow-llm-inputs-object",
        flow({"u": INPUT, "a": llm("s", {"1": "u"}), "out": out("a")}),
        "$.flow[1].a.inputs: llm node 'a' needs at least one input",
        "F-Llm",
    ),
    # F-Degree: 33 input positions (all u)
    refused(
        "flow-llm-in-degree-33",
        flow({"u": INPUT, "a": llm("s", ["u"] * 33), "out": out("a")}),
        "$.flow[1].a.inputs: llm node 'a' exceeds max in-degree 32",
        "F-Degree",
    ),
    # F-System: absent
    refused(
        "flow-system-absent",
        flow(
            {"u": INPUT, "a": {"kind": "llm", "policy": P_ABORT, "inputs": ["u"]}, "out": out("a")}
        ),
        "$.flow[1].a.system: llm node 'a' needs a string system prompt",
        "F-System",
    ),
    # F-System: null is present and not a string
    refused(
        "flow-system-null",
        flow({"u": INPUT, "a": llm(None, ["u"]), "out": out("a")}),
        "$.flow[1].a.system: llm node 'a' needs a string system prompt",
        "F-System",
    ),
    # F-Template: a number; null likewise (present, as in a term)
    refused(
        "flow-template-number",
        flow({"u": INPUT, "a": llm("s", ["u"], template=3), "out": out("a")}),
        "$.flow[1].a.template: llm node 'a' template must be a string",
        "F-Template",
    ),
    # pinned-flow-null-present: a null template is present (upstream's test
    # decoder reads null as nil and would admit the flow)
    refused(
        "flow-template-null",
        flow({"u": INPUT, "a": llm("s", ["u"], template=None), "out": out("a")}),
        "$.flow[1].a.template: llm node 'a' template must be a string",
        "F-Template",
        pins=("pinned-flow-null-present",),
    ),
    # F-Policy: chapter 3's refusal of ["bogus"] is "$: unknown op 'bogus'"
    refused(
        "flow-policy-refused",
        flow({"u": INPUT, "a": llm("s", ["u"], ["bogus"]), "out": out("a")}),
        "$.flow[1].a.policy: llm node 'a' policy: $: unknown op 'bogus'",
        "F-Policy",
    ),
    # F-Policy: absent policy is admitted as null: "$: a term is { op, ... } with a string op"
    refused(
        "flow-policy-absent",
        flow({"u": INPUT, "a": {"kind": "llm", "system": "s", "inputs": ["u"]}, "out": out("a")}),
        "$.flow[1].a.policy: llm node 'a' policy: $: a term is { op, ... } with a string op",
        "F-Policy",
    ),
    # F-Policy-Sort: a Pred
    refused(
        "flow-policy-sort",
        flow({"u": INPUT, "a": llm("s", ["u"], ["top"]), "out": out("a")}),
        "$.flow[1].a.policy: llm node 'a' policy must be a Policy term, got Pred",
        "F-Policy-Sort",
    ),
    # F-Ref: the second input names no node
    refused(
        "flow-ref-unknown",
        flow({"u": INPUT, "a": llm("s", ["u", "z"]), "out": out("a")}),
        "$.flow[1].a.inputs[2]: node 'a' references unknown input 'z'",
        "F-Ref",
    ),
    # F-Ref: a number never names a node (ids are strings), shown as 7
    refused(
        "flow-ref-number",
        flow({"u": INPUT, "a": llm("s", ["u", 7]), "out": out("a")}),
        "$.flow[1].a.inputs[2]: node 'a' references unknown input '7'",
        "F-Ref",
    ),
    # F-Ref on the output node
    refused(
        "flow-ref-output",
        flow({"u": INPUT, "out": out("v")}),
        "$.flow[1].out.inputs[1]: node 'out' references unknown input 'v'",
        "F-Ref",
    ),
    # the per-node checks go in id order: 'a' (a record error) before 'b' (a kind error)
    refused(
        "flow-check-order-ids",
        flow({"u": INPUT, "b": {"kind": "x"}, "a": True, "out": out("u")}),
        "$.flow[1].a: node 'a' must be a record",
        "F-Record",
    ),
    # a node's own error comes before the count of input nodes (F-One-Input is after the loop)
    refused(
        "flow-check-order-node-first",
        flow({"u": INPUT, "v": INPUT, "a": llm("s", ["u"], ["top"]), "out": out("a")}),
        "$.flow[1].a.policy: llm node 'a' policy must be a Policy term, got Pred",
        "F-Policy-Sort",
    ),
    # F-One-Input: two input nodes
    refused(
        "flow-two-inputs",
        flow({"u": INPUT, "v": INPUT, "a": llm("s", ["u"]), "out": out("a")}),
        "$: a flow needs exactly one input node, found 2",
        "F-One-Input",
    ),
    # F-One-Input: none (an llm node reads the output... no: reads itself; F-Ref passes)
    refused(
        "flow-no-input",
        flow({"a": llm("s", ["a"]), "out": out("a")}),
        "$: a flow needs exactly one input node, found 0",
        "F-One-Input",
    ),
    # F-One-Output: none
    refused(
        "flow-no-output",
        flow({"u": INPUT, "a": llm("s", ["u"])}),
        "$: a flow needs exactly one output node, found 0",
        "F-One-Output",
    ),
    # F-Sink: a reads out at position 2 (before the cycle it also makes is looked for)
    refused(
        "flow-output-not-sink",
        flow({"u": INPUT, "a": llm("s", ["u", "out"]), "out": out("a")}),
        "$.flow[1].a.inputs[2]: output node 'out' must be a sink",
        "F-Sink",
    ),
    # F-Acyclic: a <-> b
    refused(
        "flow-cycle",
        flow({"u": INPUT, "a": llm("s", ["u", "b"]), "b": llm("t", ["a"]), "out": out("b")}),
        "$: flow has a cycle",
        "F-Acyclic",
    ),
    # F-Path: z reads u and feeds nothing (a dead end); refused, not pruned
    refused(
        "flow-dead-end",
        flow({"u": INPUT, "a": llm("s", ["u"]), "z": llm("orphan", ["u"]), "out": out("a")}),
        "$.flow[1].z: node 'z' is not on a path input -> output",
        "F-Path",
    ),
    # F-Path: ids in order a, b, out, u: a and b are both dead ends, a is named
    refused(
        "flow-dead-end-first-id",
        flow({"u": INPUT, "b": llm("s", ["u"]), "a": llm("t", ["b"]), "out": out("u")}),
        "$.flow[1].a: node 'a' is not on a path input -> output",
        "F-Path",
    ),
    # E17: a trailing element is ignored: the encoding of u -> a -> out
    encoded(
        "flow-shape-trailing-element",
        ["flow", {"u": INPUT, "a": llm("s", ["u"]), "out": out("a")}, "extra"],
        SIMPLE_ENC,
        "F-Shape",
    ),
    # E18: an input node's string inputs is admitted and ignored
    encoded(
        "flow-input-inputs-string",
        flow({"u": {"kind": "input", "inputs": "x"}, "a": llm("s", ["u"]), "out": out("a")}),
        SIMPLE_ENC,
        "F-Input",
    ),
    # F-Degree: 32 positions are admitted: inputs=[n0,…,n0] (32 times)
    encoded(
        "flow-llm-in-degree-32",
        flow({"u": INPUT, "a": llm("s", ["u"] * 32), "out": out("a")}),
        enc("(input n0)", ln("n1", q("s"), ",".join(["n0"] * 32)), "(output n2 inputs=[n1])"),
        "F-Degree",
    ),
)

# The pinned refusal of a lone surrogate needs the protocol line (JSON escapes).
LONE_SYSTEM_LINE: Final = (
    '{"name":"pinned-flow-text-unicode","kind":"flow","flow":["flow",{"u":{"kind":"input"},'
    '"a":{"kind":"llm","system":"\\ud800","policy":["policy",["top"],["zero"],["argmax"],'
    '["id"],["always",{"action":"abort"}]],"inputs":["u"]},"out":{"kind":"output","inputs":["a"]}}]}'
)

# ---------------------------------------------------------------------------
# normal forms and encodings

MOA_SYS = (
    "Answer concisely.",
    "Answer rigorously, show steps.",
    "Synthesize the single best answer from the drafts.",
)
MOA_TEMPLATE = "Draft A:\n$1\n\nDraft B:\n$2"


def moa(u: str = "u", a: str = "a", b: str = "b", f: str = "f", o: str = "out") -> JSON:
    """upstream's MOA(ids) (tests/unit/flow_basic.lua)"""
    return flow(
        {
            u: INPUT,
            a: llm(MOA_SYS[0], [u], P_MOA),
            b: llm(MOA_SYS[1], [u], P_MOA),
            f: llm(MOA_SYS[2], [a, b], P_MOA, template=MOA_TEMPLATE),
            o: out(f),
        }
    )


# MOA: u is n0. Ready {a, b}: keys "llm\0Answer concisely.\0…" and "llm\0Answer
# rigorously…" differ first at 'c' (0x63) < 'r' (0x72): a is n1, b n2.  Then f
# (its inputs n1,n2), then out.  The template's LF is written \n (E-String).
MOA_ENC: Final = enc(
    "(input n0)",
    ln("n1", q(MOA_SYS[0]), "n0", E_MOA),
    ln("n2", q(MOA_SYS[1]), "n0", E_MOA),
    ln("n3", q(MOA_SYS[2]), "n1,n2", E_MOA, '"Draft A:\\n$1\\n\\nDraft B:\\n$2"'),
    "(output n4 inputs=[n3])",
)
# the same with f reading [b, a]: a is still n1 and b n2 (their keys do not
# change), so f reads inputs=[n2,n1]: input order is kept (E20)
MOA_SWAPPED_INPUTS_ENC: Final = MOA_ENC.replace("inputs=[n1,n2]", "inputs=[n2,n1]")

P = "policy"


def critics(d1: str, d2: str, c: str = "c", d: str = "d") -> JSON:
    """The issue's twin flow: u -> {d1, d2} (twins "draft"), d1 -> c ("critic C"),
    d2 -> d ("critic D"), {c, d} -> f -> out."""
    return flow(
        {
            "u": INPUT,
            d1: llm("draft", ["u"]),
            d2: llm("draft", ["u"]),
            c: llm("critic C", [d1]),
            d: llm("critic D", [d2]),
            "f": llm("fuse", [c, d]),
            "out": out("f"),
        }
    )


# Twins: u n0; ready {a1, a2}, equal keys ("llm\0draft\0<P>\0\1n0"): L-Path.
# lp(out)=(), lp(f)=(1), lp(c)=(1,1), lp(d)=(1,2), lp(a1)=(1,1,1) (via c),
# lp(a2)=(1,2,1) (via d): a1 (the draft c reads) is n1.  Now ready {a2, c}:
# "llm\0critic C…" < "llm\0draft…" ('c' < 'd'): c is n2 (inputs n1), then a2
# n3, d n4 (inputs n3), f n5 (inputs n2,n4), out n6.  Exchanging the names a1
# and a2 moves nothing: the draft c reads is still the one of least path.
# (Upstream: the name order decides which draft is n1, E19.)
CRITICS_ENC: Final = enc(
    "(input n0)",
    ln("n1", q("draft"), "n0"),
    ln("n2", q("critic C"), "n1"),
    ln("n3", q("draft"), "n0"),
    ln("n4", q("critic D"), "n3"),
    ln("n5", q("fuse"), "n2,n4"),
    "(output n6 inputs=[n5])",
)


# Twins read by one node at two positions: f reads [b, a], both "draft" of u.
# lp(f)=(1), lp(b)=(1,1), lp(a)=(1,2): b is n1, a n2, f reads inputs=[n1,n2]
# whatever the names.
SAME_CONSUMER_ENC: Final = enc(
    "(input n0)",
    ln("n1", q("draft"), "n0"),
    ln("n2", q("draft"), "n0"),
    ln("n3", q("fuse"), "n1,n2"),
    "(output n4 inputs=[n3])",
)


def chain_twins(names: Mapping[str, str]) -> JSON:
    """u -> c1 -> … -> c8 (systems s1…s8), twins t1, t2 ("draft") read c8,
    t1 -> k1 ("critic C"), t2 -> k2 ("critic D"), f reads [k1, k2], out."""
    n = dict(names)
    nodes: dict[str, JSON] = {n["u"]: INPUT}
    prev = n["u"]
    for i in range(1, 9):
        nodes[n[f"c{i}"]] = llm(f"s{i}", [prev])
        prev = n[f"c{i}"]
    nodes[n["t1"]] = llm("draft", [prev])
    nodes[n["t2"]] = llm("draft", [prev])
    nodes[n["k1"]] = llm("critic C", [n["t1"]])
    nodes[n["k2"]] = llm("critic D", [n["t2"]])
    nodes[n["f"]] = llm("fuse", [n["k1"], n["k2"]])
    nodes[n["out"]] = out(n["f"])
    return flow(nodes)


CHAIN_KEYS = ("u", *(f"c{i}" for i in range(1, 9)), "t1", "t2", "k1", "k2", "f", "out")
# Labels: u n0, c1…c8 n1…n8 (a chain: one ready node at a time); twins t1, t2:
# lp(t1)=(1,1,1) via k1, lp(t2)=(1,2,1) via k2: t1 n9; ready {t2, k1}:
# "critic C" < "draft": k1 n10; t2 n11; k2 n12 (inputs n11); f n13 (inputs
# n10,n12); out n14.  Fed its own normal form (ids n0…n14, where the twins are
# named n9 and n11, and "n11" < "n9" as strings), the walk gives every node
# its own label again: idempotence (upstream's name order would swap them).
CHAIN_ENC: Final = enc(
    "(input n0)",
    *(ln(f"n{i}", q(f"s{i}"), f"n{i - 1}") for i in range(1, 9)),
    ln("n9", q("draft"), "n8"),
    ln("n10", q("critic C"), "n9"),
    ln("n11", q("draft"), "n8"),
    ln("n12", q("critic D"), "n11"),
    ln("n13", q("fuse"), "n10,n12"),
    "(output n14 inputs=[n13])",
)
CHAIN_LABELS = ("u", *(f"c{i}" for i in range(1, 9)), "t1", "k1", "t2", "k2", "f", "out")
CHAIN_NORMAL_NAMES = {k: f"n{i}" for i, k in enumerate(CHAIN_LABELS)}
# the names upstream's order would mislead most: the twins' names in reverse
CHAIN_OTHER_NAMES = {**{k: k for k in CHAIN_KEYS}, "t1": "zz", "t2": "aa"}

# NUL collision (E19): A: system "x", template "t\0<P>\0t"; B: system
# "x\0<P>\0t", template "t"; both read u with policy P.  Joined keys:
# A: "llm\0x\0<P>\0t\0<P>\0t\1n0", B: "llm\0x\0<P>\0t\0<P>\0t\1n0": equal, a tie
# of two different nodes.  lp: c reads A at (1,1,1), d reads B at (1,2,1), so A
# is n1 whatever the names; then ready {B, c}: "llm\0C" < "llm\0x" ('C' 0x43 <
# 'x' 0x78): c n2; B n3; d n4; f n5 (inputs n2,n4); out n6.
NUL_T = "t\0" + E_ABORT + "\0t"
NUL_S = "x\0" + E_ABORT + "\0t"


def nul_pair(a: str, b: str) -> JSON:
    return flow(
        {
            "u": INPUT,
            a: llm("x", ["u"], template=NUL_T),
            b: llm(NUL_S, ["u"], template="t"),
            "c": llm("C", [a]),
            "d": llm("D", [b]),
            "f": llm("fuse", ["c", "d"]),
            "out": out("f"),
        }
    )


def _e(s: str) -> str:
    """E-String of a string with quotes only among the five escaped characters."""
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


NUL_ENC: Final = enc(
    "(input n0)",
    ln("n1", q("x"), "n0", E_ABORT, _e(NUL_T)),
    ln("n2", q("C"), "n1"),
    ln("n3", _e(NUL_S), "n0", E_ABORT, q("t")),
    ln("n4", q("D"), "n3"),
    ln("n5", q("fuse"), "n2,n4"),
    "(output n6 inputs=[n5])",
)

# NUL order (upstream determined, kept): systems "a" and "a\0b".  The tuples
# would put "a" first (a proper prefix); the joined keys compare "llm\0a\0s…"
# with "llm\0a\0b\0s…" at 's' (0x73) against 'b' (0x62): "a\0b" is n1.
NUL_ORDER_ENC: Final = enc(
    "(input n0)",
    ln("n1", _e("a\0b"), "n0"),
    ln("n2", q("a"), "n0"),
    ln("n3", q("fuse"), "n1,n2"),
    "(output n4 inputs=[n3])",
)

ESC_SYS = 'say "hi"\\\n\r\t\x01é'
# E-String: " -> \", \ -> \\, LF -> \n, CR -> \r, TAB -> \t, U+0001 and é as themselves
ESC_ENC: Final = enc(
    "(input n0)",
    ln("n1", '"say \\"hi\\"\\\\\\n\\r\\t\x01é"', "n0"),
    "(output n2 inputs=[n1])",
)

NORMAL: Final = (
    encoded("flow-moa", moa(), MOA_ENC, "L-Greedy", "E-Flow"),
    encoded(
        "flow-moa-renamed",
        moa("start", "left", "right", "join", "end"),
        MOA_ENC,
        "L-Greedy",
        note="upstream's label-independence test: the same graph under other names",
    ),
    encoded(
        "flow-moa-names-reversed",
        moa("z", "y", "x", "w", "a"),
        MOA_ENC,
        "L-Greedy",
        note="names whose order is the reverse of the labels'",
    ),
    encoded(
        "flow-normal-input-order",
        flow(
            {
                "u": INPUT,
                "a": llm(MOA_SYS[0], ["u"], P_MOA),
                "b": llm(MOA_SYS[1], ["u"], P_MOA),
                "f": llm(MOA_SYS[2], ["b", "a"], P_MOA, template=MOA_TEMPLATE),
                "out": out("f"),
            }
        ),
        MOA_SWAPPED_INPUTS_ENC,
        "L-Key",
    ),
    encoded(
        "flow-twins-critics",
        critics("a1", "a2"),
        CRITICS_ENC,
        "L-Tie",
        "L-Path",
        pins=("pinned-flow-twins",),
    ),
    encoded(
        "flow-twins-critics-swapped",
        critics("a2", "a1"),
        CRITICS_ENC,
        "L-Tie",
        "L-Path",
        pins=("pinned-flow-twins",),
        note="the twins' names exchanged: upstream answers inputs=[n4,n2] for f here (E19)",
    ),
    encoded(
        "flow-twins-critics-renamed",
        critics("q", "p", "y", "x"),
        CRITICS_ENC,
        "L-Tie",
        "L-Path",
        pins=("pinned-flow-twins",),
    ),
    encoded(
        "flow-twins-same-consumer",
        flow(
            {
                "u": INPUT,
                "a": llm("draft", ["u"]),
                "b": llm("draft", ["u"]),
                "f": llm("fuse", ["b", "a"]),
                "out": out("f"),
            }
        ),
        SAME_CONSUMER_ENC,
        "L-Path",
        pins=("pinned-flow-twins",),
    ),
    encoded(
        "flow-twins-same-consumer-swapped",
        flow(
            {
                "u": INPUT,
                "a": llm("draft", ["u"]),
                "b": llm("draft", ["u"]),
                "f": llm("fuse", ["a", "b"]),
                "out": out("f"),
            }
        ),
        SAME_CONSUMER_ENC,
        "L-Path",
        pins=("pinned-flow-twins",),
    ),
    encoded(
        "flow-twins-chain",
        chain_twins({k: k for k in CHAIN_KEYS}),
        CHAIN_ENC,
        "L-Path",
        pins=("pinned-flow-twins",),
    ),
    encoded(
        "flow-twins-chain-renamed",
        chain_twins(CHAIN_OTHER_NAMES),
        CHAIN_ENC,
        "L-Path",
        pins=("pinned-flow-twins",),
    ),
    encoded(
        "flow-twins-idempotent",
        chain_twins(CHAIN_NORMAL_NAMES),
        CHAIN_ENC,
        "L-Path",
        pins=("pinned-flow-twins",),
        note="the normal form of flow-twins-chain, normalized again",
    ),
    encoded(
        "flow-key-collision-nul",
        nul_pair("A", "B"),
        NUL_ENC,
        "L-Key",
        "L-Tie",
        pins=("pinned-flow-twins",),
    ),
    encoded(
        "flow-key-collision-nul-swapped",
        nul_pair("B", "A"),
        NUL_ENC,
        "L-Key",
        "L-Tie",
        pins=("pinned-flow-twins",),
    ),
    encoded(
        "flow-key-nul-order",
        flow(
            {
                "u": INPUT,
                "p": llm("a", ["u"]),
                "r": llm("a\0b", ["u"]),
                "f": llm("fuse", ["r", "p"]),
                "out": out("f"),
            }
        ),
        NUL_ORDER_ENC,
        "L-Key",
    ),
    encoded("flow-encoding-escapes", simple(ESC_SYS), ESC_ENC, "E-String"),
    encoded(
        "flow-encoding-template-empty",
        flow({"u": INPUT, "a": llm("s", ["u"], template=""), "out": out("a")}),
        enc("(input n0)", ln("n1", q("s"), "n0", E_ABORT, '""'), "(output n2 inputs=[n1])"),
        "E-Flow",
    ),
    encoded(
        "flow-direct",
        flow({"in": INPUT, "out": out("in")}),
        enc("(input n0)", "(output n1 inputs=[n0])"),
        "E-Flow",
    ),
    encoded(
        "flow-ignored-members",
        flow(
            {
                "u": {"kind": "input", "system": "x", "label": 1},
                "a": llm("s", ["u"], note="n"),
                "out": {"kind": "output", "inputs": ["a"], "template": "t"},
            }
        ),
        SIMPLE_ENC,
        "E-Flow",
    ),
    encoded(
        "flow-policy-normalized",
        flow({"u": INPUT, "a": llm("s", ["u"], P_AND), "out": out("a")}),
        enc("(input n0)", ln("n1", q("s"), "n0", E_AND), "(output n2 inputs=[n1])"),
        "L-Content",
    ),
)

# ---------------------------------------------------------------------------
# runs over given answers

MOA_ANSWERS: Final[dict[str, JSON]] = {
    "a": "391",
    "b": "17*23 = 391 (steps...)",
    "f": "FINAL: 391",
}
Q = "What is 17 * 23?"


def two(template: str | None, inputs: list[JSON]) -> JSON:
    more: dict[str, JSON] = {} if template is None else {"template": template}
    return flow({"u": INPUT, "a": llm("s", inputs, **more), "out": out("a")})


RUNS: Final = (
    # R-Schedule: ids a, b, f, out, u; the queue starts [u]; u's consumers in id
    # order a, b; a makes f wait (one of two positions), b frees it: a, b, f.
    # f's template takes a's answer as $1, b's as $2 (upstream's flow_basic).
    ran(
        "flow-run-moa",
        moa(),
        Q,
        MOA_ANSWERS,
        [
            call("a", MOA_SYS[0], Q, FP_MOA),
            call("b", MOA_SYS[1], Q, FP_MOA),
            call("f", MOA_SYS[2], "Draft A:\n391\n\nDraft B:\n17*23 = 391 (steps...)", FP_MOA),
        ],
        "FINAL: 391",
        "R-Schedule",
        "A-Template",
        "R-Run",
    ),
    # R-Schedule is FIFO, not the least name first: ids a, b, c, f, m, out, u.
    # Queue [u]; u's consumers in id order b, m: [b, m]; b frees a: [m, a]; m
    # frees c: [a, c]; a makes f wait; c frees f.  Calls b, m, a, c, f (the
    # least ready name first would call a before m).
    ran(
        "flow-run-kahn-fifo",
        flow(
            {
                "u": INPUT,
                "b": llm("B", ["u"]),
                "m": llm("M", ["u"]),
                "a": llm("A", ["b"]),
                "c": llm("C", ["m"]),
                "f": llm("F", ["a", "c"]),
                "out": out("f"),
            }
        ),
        "x",
        {"a": "ra", "b": "rb", "c": "rc", "f": "rf", "m": "rm"},
        [
            call("b", "B", "x"),
            call("m", "M", "x"),
            call("a", "A", "rb"),
            call("c", "C", "rm"),
            call("f", "F", "[input 1]\nra\n\n[input 2]\nrc"),
        ],
        "rf",
        "R-Schedule",
        "A-Assemble",
    ),
    # the order follows the names: z and a both read u; f reads [z, a].  Ids
    # a, f, out, u, z: calls a, z, f ...
    ran(
        "flow-run-order-names",
        flow(
            {
                "u": INPUT,
                "z": llm("Z", ["u"]),
                "a": llm("A", ["u"]),
                "f": llm("F", ["z", "a"]),
                "out": out("f"),
            }
        ),
        "x",
        {"a": "1", "z": "2", "f": "3"},
        [call("a", "A", "x"), call("z", "Z", "x"), call("f", "F", "[input 1]\n2\n\n[input 2]\n1")],
        "3",
        "R-Schedule",
    ),
    # ... and renamed (a -> y, z -> b): calls b, y, f, the same prompts
    ran(
        "flow-run-order-names-renamed",
        flow(
            {
                "u": INPUT,
                "b": llm("Z", ["u"]),
                "y": llm("A", ["u"]),
                "f": llm("F", ["b", "y"]),
                "out": out("f"),
            }
        ),
        "x",
        {"y": "1", "b": "2", "f": "3"},
        [call("b", "Z", "x"), call("y", "A", "x"), call("f", "F", "[input 1]\n2\n\n[input 2]\n1")],
        "3",
        "R-Schedule",
    ),
    # A-Assemble: one input passes through
    ran(
        "flow-run-pass-through",
        two(None, ["u"]),
        "IN\n",
        {"a": "A"},
        [call("a", "s", "IN\n")],
        "A",
        "A-Assemble",
    ),
    # A-Assemble: a repeated input is two sections
    ran(
        "flow-run-sections-repeated",
        two(None, ["u", "u"]),
        "IN",
        {"a": "A"},
        [call("a", "s", "[input 1]\nIN\n\n[input 2]\nIN")],
        "A",
        "A-Assemble",
    ),
    # A-Template: $0 and $3 (beyond 2) are nothing, $01 is 1, a $ without digits
    # stays, $$1 keeps its first $; a 23-digit number is beyond the inputs
    ran(
        "flow-run-template-edges",
        two("[$0][$01][$2][$3][$][$x][$$1][$99999999999999999999999]", ["u", "u"]),
        "IN",
        {"a": "A"},
        [call("a", "s", "[][IN][IN][][$][$x][$IN][]")],
        "A",
        "A-Template",
    ),
    # A-Template: "" is a template (the message is empty), even with one input
    ran(
        "flow-run-template-empty",
        two("", ["u"]),
        "IN",
        {"a": "A"},
        [call("a", "s", "")],
        "A",
        "A-Template",
    ),
    # A-Template: one pass; the input "$1" is not read again: "$1$1" -> "$1" "$1"
    ran(
        "flow-run-template-no-rescan",
        two("$1$1", ["u"]),
        "$1",
        {"a": "A"},
        [call("a", "s", "$1$1")],
        "A",
        "A-Template",
    ),
    # A-Template: a template with one input is still a template
    ran(
        "flow-run-template-single",
        two("Q: $1?", ["u"]),
        "IN",
        {"a": "A"},
        [call("a", "s", "Q: IN?")],
        "A",
        "A-Template",
    ),
    # A-Template: Unicode digits are not digits ($١ stays)
    ran(
        "flow-run-template-ascii-digits",
        two("$\u0661|$1", ["u"]),
        "IN",
        {"a": "A"},
        [call("a", "s", "$\u0661|IN")],
        "A",
        "A-Template",
    ),
    # R-Run: no llm node: no call, the output is the input
    ran(
        "flow-run-direct", flow({"in": INPUT, "out": out("in")}), "hello", {}, [], "hello", "R-Run"
    ),
    # 32 sections, [input 1] … [input 32]
    ran(
        "flow-run-in-degree-32",
        two(None, ["u"] * 32),
        "x",
        {"a": "A"},
        [call("a", "s", "\n\n".join(f"[input {i}]\nx" for i in range(1, 33)))],
        "A",
        "A-Assemble",
    ),
)

# input errors: answers must name exactly the llm nodes (pinned-flow-answers-exact)
ANSWER_ERRORS: Final = (
    FlowVector(
        "pinned-flow-answers-exact",
        "flow_run",
        {"flow": moa(), "input": Q, "answers": {"a": "1", "b": "2"}},
        fails=True,
        pins=("pinned-flow-answers-exact",),
    ),
    FlowVector(
        "flow-run-answer-unknown-node",
        "flow_run",
        {"flow": moa(), "input": Q, "answers": {**MOA_ANSWERS, "out": "x"}},
        fails=True,
        pins=("pinned-flow-answers-exact",),
    ),
    FlowVector(
        "flow-run-answers-and-runs",
        "flow_run",
        {"flow": moa(), "input": Q, "answers": MOA_ANSWERS, "runs": {}},
        fails=True,
        pins=("pinned-flow-answers-exact",),
    ),
    FlowVector(
        "flow-run-input-not-string",
        "flow_run",
        {"flow": moa(), "input": 5, "answers": MOA_ANSWERS},
        fails=True,
        pins=("pinned-flow-answers-exact",),
    ),
)

# ---------------------------------------------------------------------------
# runs over Σ_pol runs (chapter 15)

CAND_A: Final[JSON] = {"provider_id": "a", "model_family": "m"}
CAND_B: Final[JSON] = {"provider_id": "b", "model_family": "m"}


def messages(system: str, prompt: str) -> JSON:
    return [{"role": "system", "content": system}, {"role": "user", "content": prompt}]


def base_request(cand: JSON, system: str, prompt: str) -> JSON:
    """chapter 15 §15.6's base request of a candidate with provider_id and
    model_family only, no contract member but messages: timeout 30000"""
    assert isinstance(cand, dict)
    return {
        "provider_id": cand["provider_id"],
        "model_family": cand["model_family"],
        "messages": messages(system, prompt),
        "timeout_ms": 30000,
    }


def attempted(provider: str, **more: JSON) -> JSON:
    return {
        "event": "attempted",
        "provider_id": provider,
        "model_family": "m",
        "attempt": 1,
        "latency_ms": 0,
        **more,
    }


def step(provider: str, system: str, prompt: str) -> JSON:
    cand = CAND_A if provider == "a" else CAND_B
    request = base_request(cand, system, prompt)
    return {"call": {"provider": provider, "model": "m", "request": request}, "at_ms": 0}


def chosen(provider: str) -> JSON:
    return {"ok": True, "chosen": {"provider": provider, "model": "m", "served_by": provider}}


def run_vector(
    name: str,
    value: JSON,
    text: str,
    runs: dict[str, JSON],
    hand: dict[str, JSON] | None,
    *rules: str,
    **kw: Any,
) -> FlowVector:
    return FlowVector(
        name, "flow_run", {"flow": value, "input": text, "runs": runs}, hand, rules=rules, **kw
    )


ONE = flow({"u": INPUT, "a": llm("Be brief.", ["u"], P_NEXT), "out": out("a")})

RUN_BACKED: Final = (
    # one candidate, one success: a's run calls a/m once with messages [system,
    # user]; the answer is the response's text.
    run_vector(
        "flow-run-backed-one",
        ONE,
        "hi",
        {"a": {"candidates": [CAND_A], "ctx": {}, "responses": [{"ok": True, "text": "hello"}]}},
        {
            "calls": [
                call(
                    "a",
                    "Be brief.",
                    "hi",
                    FP_NEXT,
                    run={
                        "steps": [step("a", "Be brief.", "hi")],
                        "decision_path": [attempted("a")],
                        "result": chosen("a"),
                    },
                )
            ],
            "output": "hello",
        },
        "R-Node-Run",
        "R-Node-Request",
        pins=("pinned-flow-node-messages",),
    ),
    # a fails on a (server_error: next_candidate), succeeds on b: the answer is the
    # text of the response that succeeded (the second), not the first's.
    run_vector(
        "flow-run-backed-second-response",
        ONE,
        "hi",
        {
            "a": {
                "candidates": [CAND_A, CAND_B],
                "ctx": {},
                "responses": [
                    {"ok": False, "error_kind": "server_error", "text": "not me"},
                    {"ok": True, "text": "from b"},
                ],
            }
        },
        {
            "calls": [
                call(
                    "a",
                    "Be brief.",
                    "hi",
                    FP_NEXT,
                    run={
                        "steps": [step("a", "Be brief.", "hi"), step("b", "Be brief.", "hi")],
                        "decision_path": [
                            attempted("a", error_kind="server_error"),
                            attempted("b"),
                        ],
                        "result": chosen("b"),
                    },
                )
            ],
            "output": "from b",
        },
        "R-Node-Run",
    ),
    # pinned-flow-node-messages: the given request's messages are replaced
    run_vector(
        "pinned-flow-node-messages",
        ONE,
        "hi",
        {
            "a": {
                "candidates": [CAND_A],
                "ctx": {"request": {"messages": [{"role": "user", "content": "ignored"}]}},
                "responses": [{"ok": True, "text": "ok"}],
            }
        },
        {
            "calls": [
                call(
                    "a",
                    "Be brief.",
                    "hi",
                    FP_NEXT,
                    run={
                        "steps": [step("a", "Be brief.", "hi")],
                        "decision_path": [attempted("a")],
                        "result": chosen("a"),
                    },
                )
            ],
            "output": "ok",
        },
        "R-Node-Request",
        pins=("pinned-flow-node-messages",),
    ),
    # pinned-flow-node-fail: u -> a -> b -> out; a's script is empty: R-Missing
    # gives a failure of kind unknown, whose action (always abort) ends the run
    # with the error "unknown"; b is never called, the flow has no output.
    run_vector(
        "pinned-flow-node-fail",
        flow({"u": INPUT, "a": llm("first", ["u"]), "b": llm("second", ["a"]), "out": out("b")}),
        "hi",
        {
            "a": {"candidates": [CAND_A], "ctx": {}, "responses": []},
            "b": {"candidates": [CAND_A], "ctx": {}, "responses": [{"ok": True, "text": "x"}]},
        },
        {
            "calls": [
                call(
                    "a",
                    "first",
                    "hi",
                    FP_ABORT,
                    run={
                        "steps": [step("a", "first", "hi")],
                        "decision_path": [attempted("a", error_kind="unknown")],
                        "result": {"ok": False, "error": "unknown"},
                    },
                )
            ],
            "failed": {"node": "a", "error": "unknown"},
        },
        "R-Node-Fail",
        pins=("pinned-flow-node-fail",),
    ),
    # two nodes run: b's prompt is a's text
    run_vector(
        "flow-run-backed-chain",
        flow(
            {
                "u": INPUT,
                "a": llm("first", ["u"], P_NEXT),
                "b": llm("second", ["a"], P_NEXT),
                "out": out("b"),
            }
        ),
        "hi",
        {
            "a": {"candidates": [CAND_A], "ctx": {}, "responses": [{"ok": True, "text": "A!"}]},
            "b": {"candidates": [CAND_B], "ctx": {}, "responses": [{"ok": True, "text": "B!"}]},
        },
        {
            "calls": [
                call(
                    "a",
                    "first",
                    "hi",
                    FP_NEXT,
                    run={
                        "steps": [step("a", "first", "hi")],
                        "decision_path": [attempted("a")],
                        "result": chosen("a"),
                    },
                ),
                call(
                    "b",
                    "second",
                    "A!",
                    FP_NEXT,
                    run={
                        "steps": [step("b", "second", "A!")],
                        "decision_path": [attempted("b")],
                        "result": chosen("b"),
                    },
                ),
            ],
            "output": "B!",
        },
        "R-Node-Run",
        "R-Run",
    ),
    # input errors: the response that succeeded has no text; a malformed run input
    # named at its path under $.runs; a run for a node that is not an llm node
    run_vector(
        "flow-run-backed-missing-text",
        ONE,
        "hi",
        {"a": {"candidates": [CAND_A], "ctx": {}, "responses": [{"ok": True}]}},
        None,
        "R-Node-Run",
        fails=True,
    ),
    run_vector(
        "flow-run-backed-bad-response",
        ONE,
        "hi",
        {"a": {"candidates": [CAND_A], "ctx": {}, "responses": [{"ok": "yes"}]}},
        None,
        "R-Node-Run",
        fails=True,
    ),
    run_vector(
        "flow-run-backed-unknown-member",
        ONE,
        "hi",
        {"a": {"candidates": [CAND_A], "responses": [], "respones": []}},
        None,
        "R-Node-Run",
        fails=True,
    ),
)


def all_vectors() -> tuple[FlowVector, ...]:
    return (*ADMISSION, *NORMAL, *RUNS, *ANSWER_ERRORS, *RUN_BACKED)


# ---------------------------------------------------------------------------
# generation


class FlowVectorError(Exception):
    """A vector whose hand-derived answer the reference contradicts."""


def _disagreements(hand: Mapping[str, JSON], expect: Mapping[str, JSON]) -> list[str]:
    want = to_output(dict(hand))
    return [
        f"expect.{key}: by hand {write_json(want[key])}, "
        f"the reference answers {write_json(expect.get(key))}"
        for key in sorted(want)
        if key not in expect or not same(want[key], expect[key])
    ]


def vector_json(v: FlowVector) -> dict[str, JSON]:
    """The vector of ``v``: its request and the reference's answer, checked."""
    request: dict[str, JSON] = {"name": v.name, "kind": v.kind, **v.request}
    reply = answer(read_json(write_json(request)))
    return _vector(v, request, reply)


def _vector(v: FlowVector, request: dict[str, JSON], reply: dict[str, JSON]) -> dict[str, JSON]:
    out: dict[str, JSON] = dict(request)
    if v.fails:
        if "error" not in reply:
            raise FlowVectorError(f"{v.name}: declared an input error, answered {reply}")
        out["input_error"] = reply["error"]
    else:
        if "error" in reply:
            raise FlowVectorError(f"{v.name}: {reply['error']}")
        expect = reply["expect"]
        assert isinstance(expect, dict)
        if v.hand is None:
            raise FlowVectorError(f"{v.name}: no expectation by hand")
        problems = _disagreements(v.hand, expect)
        if problems:
            raise FlowVectorError(f"{v.name}: " + "; ".join(problems))
        out["expect"] = expect
    tags: list[JSON] = ["flow", *(["hand"] if v.hand is not None else [])]
    if v.pins:
        tags.append("pinned")
        out["pins"] = list[JSON](v.pins)
    out["tags"] = sorted(tags + list[JSON](v.rules), key=str)
    if v.note:
        out["note"] = v.note
    return out


def lone_surrogate_vector() -> dict[str, JSON]:
    reply = answer(read_json(LONE_SYSTEM_LINE))
    v = FlowVector(
        "pinned-flow-text-unicode",
        "flow",
        {},
        {
            "rejected": True,
            "error": "$.flow[1].a.system: llm node 'a' system prompt is not valid Unicode",
        },
        rules=("F-System",),
        pins=("pinned-flow-text-unicode",),
    )
    out = _vector(v, {"name": v.name, "kind": "flow"}, reply)
    out["line"] = LONE_SYSTEM_LINE
    return out


def flow_vectors() -> list[dict[str, JSON]]:
    """Every Σ_flow vector, in file order."""
    vectors = [vector_json(v) for v in all_vectors()]
    vectors.append(lone_surrogate_vector())
    names = [v["name"] for v in vectors]
    if len(set(names)) != len(names):
        raise FlowVectorError("a vector name is defined twice")
    return vectors


#: the generated file of the Σ_flow vectors, beside ``sigma_pol_v2.json``
FLOW_VECTORS_FILE: Final = "sigma_flow_v1.json"
#: the prefixes of chapter 16's rule names, as the vectors' tags carry them
RULE_PREFIXES: Final = ("F-", "L-", "E-", "A-", "R-")


def render_flow(vectors: list[dict[str, JSON]]) -> str:
    """The file's text: one vector per line, keys sorted."""
    return "".join(write_json(v) + "\n" for v in vectors)


def _tagged(vector: Mapping[str, JSON], tag: str) -> bool:
    tags = vector.get("tags")
    return isinstance(tags, list) and tag in tags


def flow_checklist(vectors: list[dict[str, JSON]]) -> str:
    """The Σ_flow section of ``CHECKLIST.md``: the vectors of each rule of
    chapter 16, then the pinned ones."""
    by_rule: dict[str, list[str]] = {}
    pinned: dict[str, list[str]] = {}
    for v in vectors:
        name = str(v["name"])
        tags = v.get("tags")
        for tag in tags if isinstance(tags, list) else []:
            if isinstance(tag, str) and tag.startswith(RULE_PREFIXES):
                by_rule.setdefault(tag, []).append(name)
        pins = v.get("pins")
        for pin in pins if isinstance(pins, list) else []:
            pinned.setdefault(str(pin), []).append(name)
    hand = sum(1 for v in vectors if _tagged(v, "hand"))
    lines = [
        "",
        "## Σ_flow (`sigma-flow/v1`)",
        "",
        f"Generated from `sigma_flow_v1.json` ({len(vectors)} vectors, {hand} derived by hand; "
        "spec/16-flow.md §16.10).",
        "",
        "| rule | vectors |",
        "|---|---|",
    ]
    lines += [
        f"| `{rule}` | {', '.join(f'`{n}`' for n in names)} |"
        for rule, names in sorted(by_rule.items())
    ]
    lines += ["", "| pinned rule (spec/16 §16.9) | vectors |", "|---|---|"]
    lines += [
        f"| `{pin}` | {', '.join(f'`{n}`' for n in names)} |"
        for pin, names in sorted(pinned.items())
    ]
    return "\n".join(lines) + "\n"


def shipped_flow_vectors() -> tuple[str, list[dict[str, JSON]]]:
    """The version and vectors of the shipped ``sigma_flow_v1.json`` (kept equal
    to a fresh generation by tests/test_golden.py), for ``certify --flows``."""
    from importlib.resources import files

    text = (files("sigma_pol_tools.golden") / FLOW_VECTORS_FILE).read_text(encoding="utf-8")
    vectors = [read_json(line) for line in text.splitlines() if line]
    return VERSION, [v for v in vectors if isinstance(v, dict)]


def main(argv: list[str]) -> int:
    Path(argv[0]).write_text(render_flow(flow_vectors()), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
