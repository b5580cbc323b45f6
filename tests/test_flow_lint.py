"""Lint of flows (spec/14-lint.md §14.6): each warning derived by hand on small
flows, and the dead end's hint."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sigma_pol.flow.flow_admission import admit_flow
from sigma_pol.syntax.errors import AdmissionError
from sigma_pol_tools.conformance import flow_vectors as fv
from sigma_pol_tools.lint.flow_lint import lint_flow

from tests.inprocess import sigma_pol

P_UNIT: Any = [
    "policy",
    ["and", ["top"], ["meets_req"]],
    ["zero"],
    ["argmax"],
    ["id"],
    ["always", {"action": "abort"}],
]


def _codes(value: Any) -> list[tuple[str, str]]:
    """The flow's warnings but §14.2's no-health-filter, which every small policy
    here draws (none reads breaker_open) and tests/test_lint.py checks."""
    found = lint_flow(admit_flow(value))
    return [(f.code, f.path) for f in found if f.code != "no-health-filter"]


def test_twins_are_named_at_the_second_id() -> None:
    assert _codes(fv.critics("a1", "a2")) == [("flow-twins", "$.flow[1].a2")]


def test_same_content_other_inputs_are_not_twins() -> None:
    # b reads a, c reads u: one system and policy, different inputs
    value = fv.flow(
        {
            "u": fv.INPUT,
            "a": fv.llm("s", ["u"]),
            "b": fv.llm("x", ["a"]),
            "c": fv.llm("x", ["u"]),
            "f": fv.llm("f", ["b", "c"]),
            "out": fv.out("f"),
        }
    )
    assert _codes(value) == []


def test_templates_naming_no_input_and_leaving_one_unread() -> None:
    # f has 2 inputs; "$0 $1 $3": $0 and $3 name none (in order), $2 is never read
    value = fv.flow(
        {
            "u": fv.INPUT,
            "a": fv.llm("a", ["u"]),
            "b": fv.llm("b", ["u"]),
            "f": fv.llm("f", ["a", "b"], template="$0 $1 $3"),
            "out": fv.out("f"),
        }
    )
    found = lint_flow(admit_flow(value))
    findings = [f for f in found if f.code != "no-health-filter"]  # as _codes says
    assert [(f.code, f.message.split(" ")[0]) for f in findings] == [
        ("template-unknown-input", "$0"),
        ("template-unknown-input", "$3"),
        ("template-unread-input", "the"),
    ]
    assert "never reads $2" in findings[2].message


def test_each_policy_is_linted_under_its_node() -> None:
    value = fv.flow({"u": fv.INPUT, "a": fv.llm("s", ["u"], P_UNIT), "out": fv.out("a")})
    assert _codes(value) == [("unit-child", "$.flow[1].a.policy.policy[1].and[1]")]


def test_a_dead_end_is_refused_with_what_it_lacks() -> None:
    value = fv.flow(
        {
            "u": fv.INPUT,
            "a": fv.llm("s", ["u"]),
            "z": fv.llm("t", ["u"]),
            "y": fv.llm("r", ["z"]),
            "out": fv.out("a"),
        }
    )
    try:
        admit_flow(value)
    except AdmissionError as e:
        # ids a, out, u, y, z: y is the first not on a path; nothing reads it
        assert str(e) == "$.flow[1].y: node 'y' is not on a path input -> output"
        assert e.hint is not None and e.hint.startswith("nothing reads 'y'")
    else:
        raise AssertionError("admitted")
    # z is read by zz only, which nothing reads: ids a, out, u, z, zz: z is named
    value = fv.flow(
        {
            "u": fv.INPUT,
            "a": fv.llm("s", ["u"]),
            "z": fv.llm("t", ["u"]),
            "zz": fv.llm("r", ["z"]),
            "out": fv.out("a"),
        }
    )
    try:
        admit_flow(value)
    except AdmissionError as e:
        assert str(e) == "$.flow[1].z: node 'z' is not on a path input -> output"
        assert e.hint == "'z' is read only by 'zz', which reach no output either"
    else:
        raise AssertionError("admitted")


def test_lint_command_prints_each_warning_with_its_path(tmp_path: Path) -> None:
    flow = tmp_path / "f.json"
    flow.write_text(json.dumps(fv.critics("a1", "a2")))
    done = sigma_pol("lint", str(flow))
    assert done.returncode == 0
    assert f"{flow}:$.flow[1].a2: flow-twins: node 'a2' is a twin of 'a1'" in done.stdout
    # and §14.2's no-health-filter once for each llm node's policy: a1, a2, c, d, f
    assert done.stdout.count(": no-health-filter: ") == 5
    assert done.stdout.endswith("6 warning(s) in 1 file(s)\n")
