"""`sigma-pol diff`: the same policy is reported as the same; changes are found by slot and
by candidate."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json
from sigma_pol.syntax.signature import Sort
from sigma_pol.text.parse import read_json_term
from sigma_pol_tools.cli import main
from sigma_pol_tools.explain.diff import diff_policies, fit_values, render_diff_text
from sigma_pol_tools.explain.plain_text import CANDIDATE_HEADER, WIDTH

from tests.strategies import terms

from .test_explain import CANDS, column_cells, pol

INPUTS = (candidates_from_json(CANDS, "$"), context_from_json({"seed": 1}, "$"))


def diff(old: str, new: str, with_inputs: bool = True) -> dict[str, Any]:
    return diff_policies(read_json_term(old), read_json_term(new), INPUTS if with_inputs else None)


def changed_slots(report: dict[str, Any]) -> list[str]:
    return [s["slot"] for s in report["slots"] if not s["same"]]


def test_argument_order_and_sugar_are_not_differences() -> None:
    old = pol("(and (min_tier marketplace) (cmp price_in le 5))", "(add (field price_in) (lit 1))")
    new = pol(
        "(and (cmp price_in le 5) (and top (min_tier marketplace)))",
        "(add (lit 1) (scale 1 (field price_in)))",
    )
    report = diff(old, new)
    assert report["same_identity"] is True
    assert report["old"] == report["new"]
    assert changed_slots(report) == []
    assert all(row["changed"] == [] for row in report["candidates"])
    assert "same identity: the same policy" in render_diff_text(report)


def test_sugar_is_not_a_difference() -> None:
    sugared = (
        "(policy (all_of requirements breaker_closed (tier_in partner marketplace))"
        " (field price_in) argmax identity"
        " (retry_table {auth_error: {action: disable_provider}, rate_limit: {action: abort}}))"
    )
    core = (
        "(policy (and (or (tier_eq marketplace) (tier_eq partner)) (not (is breaker_open))"
        " meets_req) (field price_in) argmax id"
        " (override (override (always {action: next_candidate}) rate_limit {action: abort})"
        " auth_error {action: disable_provider}))"
    )
    report = diff(sugared, core)
    assert report["same_identity"] is True
    assert changed_slots(report) == []


def test_long_names_fit_88_columns() -> None:
    long_names = [
        {"provider_id": f"provider-with-a-rather-long-name-{i}", "model_family": "m" * 40}
        for i in range(3)
    ]
    inputs = (candidates_from_json(long_names, "$"), context_from_json({}, "$"))
    old, new = pol(scorer="(field price_in)"), pol(selector="ordered")
    report = diff_policies(read_json_term(old), read_json_term(new), inputs)
    lines = render_diff_text(report).split("\n")
    assert all(len(line) <= WIDTH for line in lines)
    (at,) = [k for k, line in enumerate(lines) if line.split()[:2] == ["#", "provider"]]
    rows = column_cells(lines[at:], list(CANDIDATE_HEADER))
    assert [(r[1], r[2]) for r in rows] == [(c["provider_id"], "m" * 40) for c in long_names]


@settings(max_examples=30)
@given(terms(Sort.POLICY, max_depth=4))
def test_a_policy_is_the_same_as_its_printed_normal_form(term: Any) -> None:
    from sigma_pol.normal.normal_form import canonical
    from sigma_pol.text.parse import print_term
    from sigma_pol.valid.admission import admit

    printed = print_term(canonical(admit(term).term).term)
    report = diff_policies(term, read_json_term(printed))
    assert report["same_identity"] and changed_slots(report) == []


def test_changes_by_slot_and_by_candidate() -> None:
    old = pol("(min_tier marketplace)", "(neg (field price_in))")
    new = pol(
        "(and (min_tier marketplace) (cmp price_in le 4))",
        "(neg (field price_in))",
        "(top_k 1 argmax)",
        failplan="(override (always {action: next_candidate}) auth_error {action: abort})",
    )
    report = diff(old, new)
    assert report["same_identity"] is False
    assert changed_slots(report) == ["filter", "selector", "failplan"]
    rows = {row["candidate"]: row for row in report["candidates"]}
    # p1 (price 3) stays first; p2 (price 9) and p4 (price 5) are now filtered out
    assert rows[0]["changed"] == []
    assert rows[1]["changed"] == ["verdict", "reason", "score", "rank"]
    assert rows[3]["changed"] == ["verdict", "reason", "score", "rank"]
    assert rows[3]["old"] == {"verdict": "kept", "reason": None, "score": -4.0, "rank": 2}
    assert rows[3]["new"] == {
        "verdict": "rejected",
        "reason": "cmp:price_in:le",
        "score": None,
        "rank": None,
    }
    assert rows[2]["changed"] == [] and rows[2]["new"]["reason"] == "min_tier"


def test_rank_only_change() -> None:
    report = diff(pol(scorer="(field price_in)"), pol(scorer="(neg (field price_in))"))
    assert changed_slots(report) == ["scorer"]
    assert {r["candidate"]: r["changed"] for r in report["candidates"]} == {
        0: ["score", "rank"],
        1: ["score", "rank"],
        2: ["score", "rank"],
        3: ["score", "rank"],
    }


def test_text_marks_the_changed_lines_of_a_slot_in_88_columns() -> None:
    old = pol(
        "(min_tier marketplace)",
        "(add (scale 0.4 (neg (normalize (field price_in)))) (scale 0.6 (field context)))",
    )
    new = pol(
        "(min_tier partner)",
        "(add (scale 0.4 (neg (normalize (field price_in)))) (scale 0.6 (field context)))",
    )
    text = render_diff_text(diff(old, new))
    lines = text.split("\n")
    assert all(len(line) <= WIDTH for line in lines)
    assert "the identities differ; changed slots are marked *, their changed lines - and +" in lines
    # the changed slot: its old line marked -, its new line +, under each other
    at = lines.index("* filter    - (min_tier marketplace)")
    assert lines[at + 1] == "            + (min_tier partner)"
    # an unchanged slot is shown once, unmarked
    assert any(line.startswith("  scorer      (add") for line in lines)
    assert not any(line.startswith(("  scorer    -", "  scorer    +")) for line in lines)
    assert "  #3  p4        m2     kept -> rejected  - -> min_tier" in text
    assert lines[-1] == "unchanged: #0 #2"


def test_only_the_changed_lines_of_a_long_slot_are_marked() -> None:
    """A retry table whose one action changes: the table's other rows, its head
    and its closing line are unmarked; the row that changed is shown old (-)
    then new (+).  Each row is one line: the table at 74 columns breaks
    between its members, never inside a value."""
    table = (
        "(retry_table {auth_error: {action: disable_provider}, "
        "server_error: {action: retry_same, attempts: 2, backoff_ms: [500, %s]}, "
        "unknown: {action: next_candidate}})"
    )
    old = pol(failplan=table % "2000")
    new = pol(failplan=table % "4000")
    lines = render_diff_text(diff(old, new, with_inputs=False)).split("\n")
    at = lines.index("* failplan    (retry_table {")
    assert lines[at : at + 6] == [
        "* failplan    (retry_table {",
        "                auth_error:   {action: disable_provider}",
        "            -   server_error: {action: retry_same, attempts: 2, backoff_ms: [500, 2000]}",
        "            +   server_error: {action: retry_same, attempts: 2, backoff_ms: [500, 4000]}",
        "                unknown:      {action: next_candidate}",
        "              })",
    ]


@pytest.mark.parametrize(
    ("line", "width", "pieces"),
    [
        # the array is one value: the line wraps between the record's values
        (
            "  {action: retry_same, attempts: 2, backoff_ms: [500, 2000], then_action: abort}",
            40,
            [
                "  {action: retry_same, attempts: 2,",
                "    backoff_ms: [500, 2000],",
                "    then_action: abort}",
            ],
        ),
        # the array does not fit beside its key: the line wraps before it and
        # after it, never between its elements (a cut at every space would give
        # `backoff_ms: [500, 2000,` / `4000, 8000] attempts: 2`)
        (
            "backoff_ms: [500, 2000, 4000, 8000] attempts: 2",
            30,
            ["backoff_ms:", "  [500, 2000, 4000, 8000]", "  attempts: 2"],
        ),
        # between values before between a key and its value
        ("x: [1, 2, 3] y: [4, 5, 6]", 16, ["x: [1, 2, 3]", "  y: [4, 5, 6]"]),
        # a string's spaces are inside a value
        ('(family_eq "a b c d e f")', 12, ["(family_eq", '  "a b c d e f")']),
        # what fits is left alone
        ("(and a b)", 20, ["(and a b)"]),
    ],
)
def test_a_long_line_wraps_at_value_boundaries(line: str, width: int, pieces: list[str]) -> None:
    assert fit_values(line, width) == pieces


def test_without_inputs_only_the_forms_are_compared() -> None:
    report = diff(pol(), pol(selector="ordered"), with_inputs=False)
    assert report["candidates"] is None
    assert "candidates whose" not in render_diff_text(report)


def test_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "old.pol").write_text(pol())
    (tmp_path / "new.json").write_text(
        json.dumps(
            [
                "policy",
                ["top"],
                ["zero"],
                ["ordered"],
                ["id"],
                ["always", {"action": "next_candidate"}],
            ]
        )
    )
    (tmp_path / "c.json").write_text(json.dumps(CANDS))
    args = ["diff", str(tmp_path / "old.pol"), str(tmp_path / "new.json")]
    # the identities differ: exit status 1, as diff(1)
    assert main([*args, "--candidates", str(tmp_path / "c.json"), "--format", "json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["format"] == "sigma-pol-diff/1"
    assert changed_slots(report) == ["selector"]
    assert [r["changed"] for r in report["candidates"]] == [[], [], [], []]  # ties: input order
    with pytest.raises(SystemExit) as stop:
        main([*args, "--ctx", str(tmp_path / "c.json")])
    assert stop.value.code == 2
    assert (
        "--ctx: comparing decisions needs --candidates or --catalog too" in capsys.readouterr().err
    )


def test_only_policies_are_compared(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.pol").write_text(pol())
    (tmp_path / "b.pol").write_text("(min_tier marketplace)")
    with pytest.raises(SystemExit) as stop:
        main(["diff", str(tmp_path / "a.pol"), str(tmp_path / "b.pol")])
    assert stop.value.code == 2
    error = capsys.readouterr().err
    assert f"{tmp_path / 'b.pol'}:$: diff compares two Policy terms, got a Pred term" in error


def test_every_member_of_the_diff_is_documented() -> None:
    import re

    from .test_explain import SPEC, member_names

    report = diff(pol(), pol(selector="ordered"))
    spans = re.findall(r"`([^`]+)`", SPEC.read_text(encoding="utf-8"))
    documented = {word for span in spans for word in re.findall(r"\w+", span)}
    assert member_names(report) - documented == set()
