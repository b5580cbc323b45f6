"""Σ_flow (spec/16-flow.md): upstream's ``tests/unit/flow_basic.lua`` as data,
the hand-derived vectors against the reference, and the generator refusing a
planted reference.

Upstream's five scenarios are translated to protocol requests; each expectation
is what upstream's test asserts (``t.eq``, ``t.contains``, ``t.truthy``).
Upstream's ``run_node`` answers by system prompt ("Synthesize…" gives
``FINAL: 391``, "…concisely." gives ``391``, the other ``17*23 = 391
(steps...)``); a ``flow_run`` request gives those answers per node id.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from sigma_pol.flow import assembly, labeling
from sigma_pol.protocol.answer import answer, answer_line
from sigma_pol.syntax.jsonio import read_json
from sigma_pol_tools.conformance import flow_vectors as fv

MOA: Any = fv.moa()


def _flow(value: Any) -> dict[str, Any]:
    reply = answer({"name": "t", "kind": "flow", "flow": value})
    assert "expect" in reply, reply
    expect = reply["expect"]
    assert isinstance(expect, dict)
    return expect


def _moa_with(change: Callable[[dict[str, Any]], None]) -> Any:
    flow = copy.deepcopy(MOA)
    change(flow[1])
    return flow


def test_upstream_a_well_formed_fusion_is_admitted() -> None:
    assert "rejected" not in _flow(MOA)


def test_upstream_normalize_is_idempotent_and_label_independent() -> None:
    f1 = _flow(MOA)
    assert _flow(f1["normal"])["encoding"] == f1["encoding"]  # normalize idempotent
    f2 = _flow(fv.moa("start", "left", "right", "join", "end"))
    assert f2["encoding"] == f1["encoding"]  # identity is independent of node labels
    assert "sigma-flow/v1:" in f1["encoding"]
    assert "sigma-pol/v2:" in f1["encoding"]  # nested policy bytes are v2


def test_upstream_swapping_the_drafters_system_prompts_changes_identity() -> None:
    def swap(nodes: dict[str, Any]) -> None:
        nodes["a"]["system"], nodes["b"]["system"] = nodes["b"]["system"], nodes["a"]["system"]

    assert _flow(_moa_with(swap))["encoding"] != _flow(MOA)["encoding"]


def test_upstream_the_driver_schedules_the_dag_and_assembles_via_template() -> None:
    reply = answer(
        {"kind": "flow_run", "flow": MOA, "input": "What is 17 * 23?", "answers": fv.MOA_ANSWERS}
    )
    expect = reply["expect"]
    assert expect["output"] == "FINAL: 391"  # the output node returns the synthesizer's answer
    calls = expect["calls"]
    assert len(calls) == 3  # three llm nodes ran; the trace records each
    synth = calls[2]
    assert "Draft A:\n391" in synth["prompt"]
    assert "Draft B:\n17*23 = 391" in synth["prompt"]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda n: n["a"].update(inputs=["u", "f"]), "cycle"),
        (lambda n: n.update(b={"kind": "input"}), "exactly one input"),
        (
            lambda n: n.update(z=fv.llm("orphan", ["u"], fv.P_MOA)),
            "path input -> output",
        ),
    ],
    ids=["cycle", "two-inputs", "dangling"],
)
def test_upstream_admission_rejects_malformed_flows(
    change: Callable[[dict[str, Any]], None], words: str
) -> None:
    expect = _flow(_moa_with(change))
    assert expect["rejected"] is True
    assert words in expect["error"]


# ---------------------------------------------------------------------------
# the vectors


def test_at_least_forty_vectors_derived_by_hand() -> None:
    vectors = fv.flow_vectors()
    assert sum(1 for v in vectors if "hand" in v["tags"]) >= 40


def test_every_rule_of_admission_has_a_vector() -> None:
    tags = {t for v in fv.flow_vectors() for t in v["tags"]}
    rules = {
        "F-Shape",
        "F-Empty",
        "F-Size",
        "F-Record",
        "F-Kind",
        "F-Input",
        "F-Output",
        "F-Llm",
        "F-Degree",
        "F-System",
        "F-Template",
        "F-Policy",
        "F-Policy-Sort",
        "F-Ref",
        "F-One-Input",
        "F-One-Output",
        "F-Sink",
        "F-Acyclic",
        "F-Path",
    }
    assert rules <= tags, rules - tags


def _planted(monkeypatch: pytest.MonkeyPatch) -> str:
    with pytest.raises(fv.FlowVectorError) as caught:
        fv.flow_vectors()
    return str(caught.value)


def test_the_generator_refuses_names_as_the_tie_break(monkeypatch: pytest.MonkeyPatch) -> None:
    """Upstream's tie-break (the least name) planted: a twin vector disagrees."""
    real = labeling.canonical_labeling
    monkeypatch.setattr(labeling, "canonical_labeling", lambda f, tie_break=True: real(f, False))
    monkeypatch.setattr(fv_encoding(), "canonical_labeling", labeling.canonical_labeling)
    assert "flow-twins" in _planted(monkeypatch)


def fv_encoding() -> Any:
    from sigma_pol.flow import flow_encoding

    return flow_encoding


def test_the_generator_refuses_dollar_zero_as_the_first_input(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def wrong(digits: str) -> int:
        n = int(digits)
        return 1 if n == 0 else n

    monkeypatch.setattr(assembly, "placeholder_index", wrong)
    assert "flow-run-template-edges" in _planted(monkeypatch)


def test_the_generator_refuses_a_schedule_by_least_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """A topological order taking the least ready name first (not upstream's FIFO)."""
    from sigma_pol.flow import flow_run

    def least_name_first(flow: Any) -> list[str]:
        done: set[str] = set()
        order: list[str] = []
        while len(done) < len(flow.nodes):
            ready = [n for n in flow.ids() if n not in done and set(flow.nodes[n].inputs) <= done]
            done.add(ready[0])
            order.append(ready[0])
        return [n for n in order if flow.nodes[n].kind == "llm"]

    monkeypatch.setattr(flow_run, "call_order", least_name_first)
    assert "flow-run-kahn-fifo" in _planted(monkeypatch)


# ---------------------------------------------------------------------------
# requests that are not valid


@pytest.mark.parametrize(
    ("request_line", "where"),
    [
        ('{"kind":"flow"}', "$.flow: missing"),
        (
            '{"kind":"flow_run","flow":["flow",{"u":{"kind":"input"},"o":{"kind":"output",'
            '"inputs":["u"]}}],"input":"x"}',
            "$: a flow_run request gives exactly one",
        ),
        (
            '{"kind":"flow_run","flow":["flow",{"u":{"kind":"input"},"o":{"kind":"output",'
            '"inputs":["u"]}}],"input":"x","answers":{"o":"y"}}',
            "$.answers.o: not an llm node",
        ),
        (
            '{"kind":"flow_run","flow":["flow",{"u":{"kind":"input"},"a":{"kind":"llm","system":'
            '"s","policy":["policy",["top"],["zero"],["argmax"],["id"],["always",{"action":"abort"}]],'
            '"inputs":["u"]},"o":{"kind":"output","inputs":["a"]}}],"input":"x","runs":{"a":'
            '{"candidates":[{"provider_id":"p"}],"responses":[]}}}',
            "$.runs.a.candidates[0]",
        ),
    ],
)
def test_an_invalid_flow_request_is_an_error_with_its_path(request_line: str, where: str) -> None:
    reply = read_json(answer_line(request_line))
    assert isinstance(reply, dict)
    error = reply.get("error")
    assert isinstance(error, str) and error.startswith(where), reply
