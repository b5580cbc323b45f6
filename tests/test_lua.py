"""The Lua-value helpers (reference/sigma_pol/syntax/lua.py), against Lua's rules
written out by hand: only nil and false fail a test; ``a or b``; a JSON null is
nil in an input and a value (cjson.null) in a term."""

from __future__ import annotations

import pytest
from sigma_pol.syntax.lua import chain_model, chain_provider, is_double, is_json_number, truthy


@pytest.mark.parametrize("value", [0, 0.0, "", [], {}, True, "x", -1.5])
def test_every_value_but_nil_and_false_holds(value: object) -> None:
    assert truthy(value)


@pytest.mark.parametrize("value", [None, False])
def test_nil_and_false_fail(value: object) -> None:
    assert not truthy(value)


@pytest.mark.parametrize(
    ("entry", "provider", "model"),
    [
        ({"provider": "a", "model": "m"}, "a", "m"),
        ({"provider_id": "b", "model_family": "n"}, "b", "n"),  # absent: the second key
        ({"provider": False, "provider_id": "b", "model": False}, "b", None),  # false or nil
        ({"provider": "", "provider_id": "b", "model": 0}, "", 0),  # "" and 0 hold in Lua
        ({"provider": None, "provider_id": "b", "model": None}, None, None),  # cjson.null holds
    ],
)
def test_chain_entry_keys_are_lua_or(
    entry: dict[str, object], provider: object, model: object
) -> None:
    assert chain_provider(entry) == provider  # type: ignore[arg-type]
    assert chain_model(entry) == model  # type: ignore[arg-type]


def test_the_two_number_predicates() -> None:
    assert [is_double(v) for v in (1.0, 1, True, "1", float("nan"))] == [
        True,
        False,
        False,
        False,
        True,
    ]
    assert [is_json_number(v) for v in (1.0, 1, True, False, "1", None)] == [
        True,
        True,
        False,
        False,
        False,
        False,
    ]
