"""Mutability classes and redefinition (spec/11-catalog.md §11.5): a tunable change
keeps the candidate id (and so its state), an identity or routing-target change
makes a new candidate, a dynamic member is never redefined."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.catalog.document import catalog_from_json
from sigma_pol.catalog.fields import (
    FIELD_CLASSES,
    Mutability,
    candidate_id,
    complete_candidate,
    field_class,
)
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.vocabulary import schema_from_json

from .redefinition import redefine

CAND: dict[str, Any] = {
    "provider_id": "acme",
    "model_family": "m1",
    "base_url": "https://acme.example",
    "capabilities": {"context": 8000},
    "tier": "partner",
    "price_in": 3,
    "latency_ms": 120,
}

#: a new value for every member with a class but a dynamic one
NEW_VALUES: dict[str, Any] = {
    "provider_id": "acme@agent:1",
    "model_family": "m2",
    "served_model_id": "m1-2025",
    "scope": "agent:1",
    "base_url": "https://eu.acme.example",
    "api_kind": "anthropic",
    "auth": {"kind": "env", "var": "KEY"},
    "auth_env": "ACME_KEY",
    "aws_region": "eu-west-1",
    "discovery": "marketplace",
    "capabilities": {"context": 32000},
    "tier": "fallback",
    "price_in": 1,
    "price_out": 9,
    "has_tee": True,
    "no_log": True,
    "quality_hint": 0.9,
}


def of_class(cls: Mutability) -> list[str]:
    return sorted(name for name, c in FIELD_CLASSES.items() if c is cls)


def test_the_classes_of_the_candidate_schema() -> None:
    assert of_class(Mutability.IDENTITY) == (
        ["model_family", "provider_id", "scope", "served_model_id"]
    )
    assert of_class(Mutability.ROUTING_TARGET) == (
        ["api_kind", "auth", "auth_env", "aws_region", "base_url", "discovery"]
    )
    assert of_class(Mutability.TUNABLE) == (
        ["capabilities", "has_tee", "no_log", "price_in", "price_out", "quality_hint", "tier"]
    )
    assert of_class(Mutability.DYNAMIC) == ["latency_ms", "offer", "success_rate", "tok_s"]
    assert sorted(NEW_VALUES) == sorted(set(FIELD_CLASSES) - set(of_class(Mutability.DYNAMIC)))


def test_declared_fields_are_tunable_and_other_members_have_no_class() -> None:
    schema = schema_from_json({"fields": {"gpu": {"sort": "Num", "default": 0}}})
    assert field_class("gpu", schema) is Mutability.TUNABLE
    assert field_class("gpu") is None
    assert field_class("auth_override") is None


def test_every_member_a_catalog_produces_has_a_class() -> None:
    cat = {
        "providers": {
            "p": {
                "discovery": "static",
                "base_url": "u",
                "api_kind": "google",
                "tier": "partner",
                "scope": "s",
                "has_tee": True,
                "no_log": True,
                "auth": {"kind": "none"},
                "auth_env": "E",
                "aws_region": "r",
            }
        },
        "models": {
            "m": {
                "capabilities": {},
                "static_quality_hint": 1,
                "served_by": [
                    {"provider": "p", "served_model_id": "w", "price_in": 1, "price_out": 2}
                ],
            }
        },
    }
    (cand,) = catalog_from_json(cat).candidates
    assert sorted(cand) == sorted(set(FIELD_CLASSES) - set(of_class(Mutability.DYNAMIC)))


@pytest.mark.parametrize("name", of_class(Mutability.TUNABLE))
def test_a_tunable_change_keeps_the_id(name: str) -> None:
    done = redefine(CAND, {name: NEW_VALUES[name]})
    assert done.keeps_id and done.id == candidate_id(complete_candidate(CAND, "$"))
    assert done.candidate[name] == complete_candidate({**CAND, name: NEW_VALUES[name]}, "$")[name]
    assert done.candidate["latency_ms"] == 120.0  # live state carries over


@pytest.mark.parametrize(
    "name", of_class(Mutability.IDENTITY) + of_class(Mutability.ROUTING_TARGET)
)
def test_an_identity_or_routing_target_change_is_a_new_candidate(name: str) -> None:
    # a marketplace candidate carries its offer, which no redefinition may supply
    start = {**CAND, "offer": {"peer_id": "x"}} if name == "discovery" else CAND
    done = redefine(start, {name: NEW_VALUES[name]})
    assert not done.keeps_id
    assert done.candidate[name] == complete_candidate({**start, name: NEW_VALUES[name]}, "$")[name]


@pytest.mark.parametrize("name", of_class(Mutability.DYNAMIC))
def test_a_dynamic_member_is_never_redefined(name: str) -> None:
    with pytest.raises(InputError) as e:
        redefine(CAND, {name: 1})
    assert str(e.value) == (
        f"$.changes.{name}: is dynamic: never redefined (it accumulates with the host and is "
        "cleared only when the candidate is unregistered or explicitly reset)"
    )


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (
            {"auth_override": {"kind": "bearer"}},
            "$.changes.auth_override: auth_override is an execution input (ctx.request.auth_override), not a candidate field",
        ),
        ({"colour": "red"}, "$.changes.colour: not a candidate field with a mutability class"),
        ("tier", "$.changes: expected an object of member changes"),
        ({"tier": "gold"}, "$.changes.tier: must be one of: fallback, marketplace, partner"),
        (
            {"base_url": None},
            "$.changes.base_url: required for discovery=static (a non-empty string)",
        ),
        ({"price_in": "1"}, "$.changes.price_in: expected a number"),
    ],
)
def test_refused_redefinitions(changes: Any, message: str) -> None:
    with pytest.raises(InputError) as e:
        redefine(CAND, changes)
    assert str(e.value) == message


def test_removing_a_member_restores_its_default() -> None:
    done = redefine(CAND, {"tier": None, "price_in": None})
    assert (
        done.keeps_id and done.candidate["tier"] == "fallback" and "price_in" not in done.candidate
    )
    scoped = {**CAND, "scope": "agent:1"}
    assert not redefine(scoped, {"scope": None}).keeps_id


def test_no_change_and_a_same_value_change_keep_the_id() -> None:
    assert redefine(CAND, {}).keeps_id and redefine(CAND, []).keeps_id
    assert redefine(CAND, {"provider_id": "acme", "served_model_id": "m1"}).keeps_id


def test_the_id_reads_resolved_members_in_no_particular_order() -> None:
    explicit = {
        **CAND,
        "served_model_id": "m1",
        "api_kind": "openai_compatible",
        "auth": {"kind": "none"},
    }
    reordered = dict(reversed(list(explicit.items())))
    ids = {candidate_id(complete_candidate(c, "$")) for c in (CAND, explicit, reordered)}
    assert len(ids) == 1
    (only,) = ids
    assert len(only) == 64 and all(ch in "0123456789abcdef" for ch in only)


TUNABLE_VALUES = st.fixed_dictionaries(
    {},
    optional={
        "tier": st.sampled_from(["fallback", "marketplace", "partner"]),
        "price_in": st.floats(0, 100),
        "price_out": st.floats(0, 100),
        "quality_hint": st.floats(0, 1),
        "has_tee": st.booleans(),
        "no_log": st.booleans(),
        "capabilities": st.fixed_dictionaries({"context": st.integers(0, 10**6)}),
    },
)
TARGET_VALUES = st.fixed_dictionaries(
    {},
    optional={
        "provider_id": st.text(min_size=1, max_size=5),
        "scope": st.text(max_size=5),
        "base_url": st.text(min_size=1, max_size=5),
        "api_kind": st.sampled_from(["google", "bedrock", "ollama"]),
    },
)


@given(TUNABLE_VALUES, TARGET_VALUES)
def test_the_id_moves_exactly_when_an_identity_or_target_member_does(
    tunable: dict[str, Any], target: dict[str, Any]
) -> None:
    old = complete_candidate(CAND, "$")
    done = redefine(CAND, {**tunable, **target})
    moved = any(old.get(k) != done.candidate[k] for k in target)
    assert done.keeps_id is not moved
