"""Evaluation inputs are validated at the boundary with a path, never a traceback."""

from __future__ import annotations

from typing import Any

import pytest
from sigma_pol.semantics.decision_values import (
    candidate_from_json,
    candidates_from_json,
    context_from_json,
    request_from_json,
)
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import read_json, write_json
from sigma_pol.syntax.vocabulary import schema_from_json

C = {"provider_id": "p", "model_family": "m"}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"model_family": "m"}, "$[0].provider_id: expected a string (every candidate has one)"),
        ({**C, "price_in": "3"}, "$[0].price_in: expected a number"),
        ({**C, "has_tee": 1}, "$[0].has_tee: expected a boolean"),
        ({**C, "capabilities": 5}, "$[0].capabilities: expected an object"),
        ({**C, "capabilities": {"context": "big"}}, "$[0].capabilities.context: expected a number"),
        ({**C, "offer": {"peer_id": 3}}, "$[0].offer.peer_id: expected a string"),
        ({**C, "tier": 3}, "$[0].tier: expected a string"),
        ({**C, "x": [1, "\ud800"]}, "$[0].x[1]: string is not valid Unicode (lone surrogate)"),
        ({**C, "price_in": 1e400}, "$[0].price_in: expected a finite number"),
        ("nope", "$[0]: expected an object"),
    ],
)
def test_malformed_candidates(value: Any, message: str) -> None:
    with pytest.raises(InputError) as caught:
        candidates_from_json([value], "$")
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"seed": "7"}, "$.seed: expected a number"),
        ({"request": 5}, "$.request: expected an object"),
        ({"request": {"requirements": {"needs": "tools"}}}, "$.request.requirements.needs: expected an array of strings"),
        ({"request": {"requirements": {"min_context": "8k"}}}, "$.request.requirements.min_context: expected a number"),
        ({"state": {"credits": {"p": "x"}}}, "$.state.credits.p: expected a number"),
        ({"state": {"ema": {"p|m": 3}}}, "$.state.ema.p|m: expected an object"),
    ],
)  # fmt: skip
def test_malformed_contexts(value: Any, message: str) -> None:
    with pytest.raises(InputError) as caught:
        context_from_json(value, "$")
    assert str(caught.value) == message


def test_lua_json_conventions() -> None:
    ctx = context_from_json({"request": [], "state": {"ema": []}, "seed": None}, "$")
    assert ctx.request == {} and ctx.seed is None and ctx.state.ema == {}
    cand = candidate_from_json({**C, "price_in": None, "capabilities": []}, "$")
    assert "price_in" not in cand and cand["capabilities"] == {}
    assert candidates_from_json({}, "$") == []
    assert request_from_json({"a": 1}, "$") == {"a": 1.0}


def test_schema_validation() -> None:
    with pytest.raises(InputError, match="cannot override core field 'price_in'"):
        schema_from_json({"fields": {"price_in": {"sort": "Num", "default": 0}}})
    with pytest.raises(InputError, match="needs a numeric default"):
        schema_from_json({"fields": {"x": {"sort": "Num", "default": True}}})
    with pytest.raises(InputError, match="tier 'a' listed twice"):
        schema_from_json({"tier_order": ["a", "b", "a"]})
    schema = schema_from_json(
        {"fields": {"x": {"sort": "Bool", "default": False}}, "tier_order": []}
    )
    with pytest.raises(InputError, match=r"\$\[0\]\.x: expected a boolean"):
        candidates_from_json([{**C, "x": 1}], "$", schema)


def test_json_reading_and_writing() -> None:
    assert read_json("[1, 9007199254740993]") == [1.0, 9007199254740992.0]
    assert read_json("1e400") == float("inf")
    with pytest.raises(InputError, match="1:2: invalid JSON"):
        read_json("[}")
    with pytest.raises(InputError, match="NaN is not JSON"):
        read_json("[NaN]")
    with pytest.raises(InputError, match="1:513: JSON nests deeper than 512 levels"):
        read_json("[" * 100_000)
    assert write_json(
        {"b": [1.0, 0.5, float("inf"), -float("inf"), float("nan"), -0.0], "a": "é"}
    ) == ('{"a":"é","b":[1,0.5,"+inf","-inf","nan",0]}')
