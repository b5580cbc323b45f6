"""The points issue 15 found underspecified, checked against expectations derived
by hand from the sentences that now specify them (spec/02-vocabulary.md §2.2
and §2.6, spec/03-admission.md §3.2 and §3.6, spec/05-encoding.md §5.2,
spec/07-conformance.md §7.1)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sigma_pol.encoding.encode import encode_number
from sigma_pol.protocol.answer import answer, answer_line
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.vocabulary import schema_from_json
from sigma_pol_tools.conformance.certify import echoed_name

from .conftest import sigma_pol

ONE = {"provider_id": "a", "model_family": "m1"}


def test_exact_ties_round_half_to_even() -> None:
    # 2^49 < 1000000000000000.25 < 2^50: doubles there are 2^(49-52) = 0.125 apart,
    # so .25 is exact and halfway between .2 and .3 at 17 digits; the even digit is 2.
    assert encode_number(1000000000000000.25) == "1000000000000000.2"
    # .75 is halfway between .7 and .8: the even digit is 8 (half-up agrees).
    assert encode_number(1000000000000000.75) == "1000000000000000.8"
    # 45 * 2^-22 = 45 * 5^22 / 10^22 = 1.07288360595703125e-05 (18 digits): halfway,
    # the 17th digit 2 is even, so it stays.
    assert encode_number(45 * 2.0**-22) == "1.0728836059570312e-05"


def test_empty_object_is_the_empty_array_of_scores_and_cases() -> None:
    selector = answer({"kind": "selector", "term": ["argmax"], "candidates": {}, "scores": {}})
    assert selector["expect"]["ordered"] == []
    failplan = answer({"kind": "failplan", "term": ["always", {"action": "abort"}], "cases": {}})
    assert failplan["expect"]["classified"] == []
    assert answer({"kind": "pred", "term": ["top"], "cases": {}})["cases"] == []
    # {} is an array of no score, so it does not fit one candidate
    assert "error" in answer(
        {"kind": "selector", "term": ["argmax"], "candidates": [ONE], "scores": {}}
    )


def test_null_scores_are_absent_and_a_null_ctx_is_an_error() -> None:
    two = [ONE, {**ONE, "provider_id": "b"}]
    got = answer({"kind": "selector", "term": ["argmax"], "candidates": two, "scores": None})
    assert (got["expect"]["ordered"], got["expect"]["scores"]) == (["a", "b"], [0.0, 0.0])
    assert "error" in answer(
        {"kind": "selector", "term": ["argmax"], "candidates": two, "ctx": None}
    )


def test_a_null_term_is_refused_not_missing() -> None:
    got = answer({"kind": "encoding", "term": None})
    assert got["expect"] == {"rejected": True, "error": "$: a term is { op, ... } with a string op"}
    assert answer({"kind": "encoding"})["error"] == "$.term: missing"


def test_tier_order_empty_object_is_the_empty_order() -> None:
    schema = {"tier_order": {}}
    assert (
        answer({"kind": "encoding", "term": ["top"], "schema": schema})["expect"]["sort"] == "Pred"
    )
    refused = answer({"kind": "encoding", "term": ["tier_eq", "fallback"], "schema": schema})
    assert refused["expect"]["error"] == "$.tier_eq[1]: unknown tier 'fallback'"


def test_messages_show_the_json_spelling_of_the_empty_value() -> None:
    shown = [
        answer({"kind": "reject", "term": ["tier_eq", empty]})["expect"]["error"]
        for empty in ({}, [])
    ]
    assert shown == ["$.tier_eq[1]: unknown tier 'object'", "$.tier_eq[1]: unknown tier 'array'"]


def _not_nested(arrays: int) -> str:
    """``not(not(…(top)))``: a term of ``arrays`` nested arrays."""
    return '["not",' * (arrays - 1) + '["top"]' + "]" * (arrays - 1)


def test_the_json_reader_refuses_a_deep_term_before_admission() -> None:
    lines = ['{"kind":"reject","name":"n","term":' + _not_nested(n) + "}" for n in (511, 512)]
    # 511 arrays inside the request object: 512 levels, read; admission refuses the depth
    assert json.loads(answer_line(lines[0]))["expect"]["error"].endswith(
        "term exceeds max depth 64"
    )
    # one more: the JSON reader refuses the line, an error with no name
    beyond = json.loads(answer_line(lines[1]))
    assert beyond["name"] is None and beyond["error"].endswith("JSON nests deeper than 512 levels")


def _ctx_with(arrays: int) -> str:
    """A context whose member ``x`` holds the number 1 inside ``arrays`` arrays."""
    return '{"x":' + "[" * arrays + "1" + "]" * arrays + "}"


def test_the_input_nesting_bound_is_unreachable_through_the_protocol() -> None:
    answers = [
        json.loads(
            answer_line('{"kind":"scorer","term":["zero"],"candidates":[],"ctx":' + ctx + "}")
        )
        for ctx in (_ctx_with(510), _ctx_with(511))
    ]
    # request object, ctx object, 510 arrays: the 512 levels a line may have; the
    # number below them is at level 512 of the ctx value, within the input bound
    assert answers[0]["expect"]["scores"] == []
    # one array more is refused by the JSON reader, before the input bound is looked at
    assert answers[1]["error"].endswith("JSON nests deeper than 512 levels")


def test_the_input_nesting_bound_is_reachable_on_the_command_line(tmp_path: Path) -> None:
    term, candidates = tmp_path / "t.json", tmp_path / "c.json"
    term.write_text('["top"]', encoding="utf-8")
    candidates.write_text(json.dumps([ONE]), encoding="utf-8")
    outcomes: list[Any] = []
    for arrays in (510, 511):
        ctx = tmp_path / f"ctx{arrays}.json"
        ctx.write_text(_ctx_with(arrays), encoding="utf-8")
        done = sigma_pol("eval", str(term), "--candidates", str(candidates), "--ctx", str(ctx))
        outcomes.append((done.returncode, "nests deeper than 512 levels" in done.stderr))
    # 1 + 511 brackets is a valid text, but the number sits at level 513 of the value
    assert outcomes == [(0, False), (2, True)]


def test_the_name_an_answer_echoes() -> None:
    """spec/07 §7.1: the request's name when it is a string of valid Unicode, else null."""
    assert echoed_name({"name": "v", "kind": "encoding", "term": ["top"]}) == "v"
    assert echoed_name({"name": "v", "line": '{"kind":"encoding","name":7,"term":["top"]}'}) is None
    lone = '{"kind":"encoding","name":"v\\ud800","term":["top"]}'
    assert echoed_name({"name": "v", "line": lone}) is None
    assert echoed_name({"name": "v", "line": '{"kind":'}) is None  # not JSON


@pytest.mark.parametrize(
    ("schema", "where"),
    [
        ({"fields": {"gpu\udc80": {"sort": "Num", "default": 0}}}, "$.schema.fields"),
        (
            {"fields": {"gpu": {"sort": "Num", "default": 0, "source": "\ud800"}}},
            "$.schema.fields.gpu.source",
        ),
        ({"tier_order": ["partner", "\udc80"]}, "$.schema.tier_order[1]"),
    ],
)
def test_a_schema_string_that_is_not_unicode_is_refused(schema: Any, where: str) -> None:
    """spec/08 pinned-lone-surrogate: a schema is an input; its names must be valid
    Unicode, or a message naming them could not be written."""
    with pytest.raises(InputError) as refused:
        schema_from_json(schema)
    assert (refused.value.where, refused.value.why) == (
        where,
        "string is not valid Unicode (lone surrogate)",
    )
