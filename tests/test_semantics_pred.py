"""Pred operations: verdicts and upstream's reason strings, boundary by boundary."""

from __future__ import annotations

from typing import Any

import pytest

from .semantics_helpers import cand, verdict

PRICE_LE_5 = ["cmp", "price_in", "le", 5]


def test_top_and_bot() -> None:
    assert verdict(["top"]) is None
    assert verdict(["bot"]) == "bot"


def test_and_reports_the_first_failing_child_in_normal_form_order() -> None:
    term = ["and", ["is", "has_tee"], PRICE_LE_5]
    assert verdict(term) == "cmp:price_in:le"
    assert verdict(term, cand(price_in=1)) == "is:has_tee"
    assert verdict(term, cand(price_in=1, has_tee=True)) is None


def test_or_and_not() -> None:
    assert verdict(["or", ["is", "has_tee"], PRICE_LE_5]) == "or"
    assert verdict(["or", ["is", "has_tee"], PRICE_LE_5], cand(price_in=5)) is None
    assert verdict(["not", PRICE_LE_5], cand(price_in=5)) == "not"
    assert verdict(["not", PRICE_LE_5]) is None


@pytest.mark.parametrize(
    ("rel", "holds"),
    [("lt", False), ("le", True), ("eq", True), ("ne", False), ("ge", True), ("gt", False)],
)
def test_every_relation_at_the_boundary(rel: str, holds: bool) -> None:
    why = verdict(["cmp", "context", rel, 8000], cand(capabilities={"context": 8000}))
    assert why == (None if holds else f"cmp:context:{rel}")


@pytest.mark.parametrize(
    ("field", "default_holds", "rel", "bound"),
    [
        ("price_in", False, "le", 1e308),  # +inf
        ("price_out", False, "le", 1e308),  # +inf
        ("latency_ms", False, "le", 1e308),  # +inf
        ("tok_s", True, "eq", 0),
        ("success_rate", True, "eq", 1),
        ("credits", True, "eq", 0),
        ("context", True, "eq", 0),
    ],
)
def test_core_num_field_defaults(field: str, default_holds: bool, rel: str, bound: float) -> None:
    assert (verdict(["cmp", field, rel, bound]) is None) is default_holds


def test_prices_read_the_candidate_then_the_ema() -> None:
    ctx = {"state": {"ema": {"p1|m1": {"price_in": 3, "price_out": 12}}}}
    assert verdict(PRICE_LE_5, cand(), ctx) is None
    assert verdict(PRICE_LE_5, cand(price_in=9), ctx) == "cmp:price_in:le"
    assert verdict(["cmp", "price_out", "le", 5], cand(), ctx) == "cmp:price_out:le"
    assert verdict(PRICE_LE_5, cand(model_family="m2"), ctx) == "cmp:price_in:le"


def test_state_fields() -> None:
    ctx: Any = {"state": {"breakers": {"p1": True, "p2": "yes"}, "disabled": {"p1": {"kind": "x"}},
                          "credits": {"p1": 7}}}  # fmt: skip
    assert verdict(["is", "breaker_open"], cand(), ctx) is None
    assert verdict(["is", "breaker_open"], cand(provider_id="p2"), ctx) == "is:breaker_open"
    assert verdict(["is", "disabled"], cand(), ctx) is None
    assert verdict(["is", "disabled"], cand(provider_id="p2"), ctx) == "is:disabled"
    assert verdict(["cmp", "credits", "eq", 7], cand(), ctx) is None
    assert verdict(["is", "breaker_open"]) == "is:breaker_open"


def test_bool_field_defaults_and_values() -> None:
    assert verdict(["is", "has_tee"]) == "is:has_tee"
    assert verdict(["is", "no_log"], cand(no_log=True)) is None
    assert verdict(["is", "no_log"], cand(no_log=False)) == "is:no_log"


def test_tiers() -> None:
    assert verdict(["tier_eq", "fallback"]) is None  # an absent tier reads fallback
    assert verdict(["tier_eq", "partner"], cand(tier="marketplace")) == "tier"
    assert verdict(["min_tier", "marketplace"], cand(tier="marketplace")) is None
    assert verdict(["min_tier", "marketplace"], cand(tier="partner")) is None
    assert verdict(["min_tier", "marketplace"]) == "min_tier"
    assert verdict(["min_tier", "fallback"], cand(tier="gold")) == "min_tier"  # unknown: rank 0


def test_identity_predicates() -> None:
    assert verdict(["family_eq", "m1"]) is None
    assert verdict(["family_eq", "m2"]) == "model_family"
    assert verdict(["provider_eq", "p1"]) is None
    assert verdict(["provider_eq", "p2"]) == "provider_id"


def test_served_by_reads_the_peer_then_the_provider() -> None:
    assert verdict(["served_by_eq", "p1"]) is None
    assert verdict(["served_by_eq", "peer"], cand(offer={"peer_id": "peer"})) is None
    assert verdict(["served_by_eq", "p1"], cand(offer={"peer_id": "peer"})) == "served_by"
    assert verdict(["served_by_eq", "p1"], cand(offer={})) is None


def test_has_cap_uses_lua_truthiness() -> None:
    assert (
        verdict(["has_cap", "supports_tools"], cand(capabilities={"supports_tools": True})) is None
    )
    assert verdict(["has_cap", "context"], cand(capabilities={"context": 0})) is None
    why = verdict(["has_cap", "supports_tools"], cand(capabilities={"supports_tools": False}))
    assert why == "missing_capability:supports_tools"
    assert verdict(["has_cap", "x"]) == "missing_capability:x"


def test_scope_matches() -> None:
    assert verdict(["scope_matches"]) is None
    assert verdict(["scope_matches"], cand(scope="a"), {"request": {"scope": "a"}}) is None
    assert verdict(["scope_matches"], cand(scope="a"), {"request": {"scope": "b"}}) == "scope"
    assert verdict(["scope_matches"], cand(scope="a")) == "scope"


MEETS = ["meets_req"]


def req(**requirements: Any) -> dict[str, Any]:
    return {"request": {"requirements": requirements}}


def test_meets_req_each_reason_in_order() -> None:
    full = cand(capabilities={"supports_tools": True, "context": 1000}, tier="partner",
                has_tee=True, quality_hint=0.9, tok_s=50)  # fmt: skip
    assert verdict(MEETS, full, req()) is None
    assert verdict(MEETS, cand(), req(needs=["tools"])) == "missing_capability:tools"
    assert verdict(MEETS, cand(), req(needs=["unmapped"])) is None
    assert verdict(MEETS, cand(), req(min_context=1)) == "min_context"
    assert verdict(MEETS, cand(), req(min_context=0)) is None
    assert verdict(MEETS, cand(), req(model_family="m2")) == "model_family"
    assert verdict(MEETS, cand(), req(tier="fallback")) == "tier"  # no fallback default here
    assert verdict(MEETS, cand(), req(privacy="tee_required")) == "tee_required"
    assert verdict(MEETS, cand(), req(privacy="no_log")) == "no_log"
    assert verdict(MEETS, cand(has_tee=True), req(privacy="no_log")) is None
    assert verdict(MEETS, cand(), req(min_quality=0.5)) == "min_quality"
    assert verdict(MEETS, cand(), req(min_tok_s=1)) == "min_tok_s"
    assert verdict(MEETS, cand(), req(min_tok_s=0)) is None
    everything = req(needs=["tools"], min_context=1, model_family="m2", tier="x",
                     privacy="tee_required", min_quality=1, min_tok_s=1)  # fmt: skip
    assert verdict(MEETS, cand(), everything) == "missing_capability:tools"


def test_meets_req_derives_needs_from_the_request() -> None:
    def request(**fields: Any) -> dict[str, Any]:
        return {"request": fields}

    assert verdict(MEETS, cand(), request(images=["x"])) == "missing_capability:vision"
    assert verdict(MEETS, cand(), request(images=[])) is None
    assert verdict(MEETS, cand(), request(images={"a": 1})) is None
    assert verdict(MEETS, cand(), request(tools=[{}])) == "missing_capability:tools"
    rf = {"type": "json_object"}
    assert verdict(MEETS, cand(), request(response_format=rf)) == "missing_capability:json_mode"


def test_meets_req_checks_needs_in_code_point_order() -> None:
    ctx = {"request": {"images": [1], "tools": [1], "requirements": {"needs": ["seed"]}}}
    assert verdict(MEETS, cand(), ctx) == "missing_capability:seed"
    caps = {"supports_seed": True}
    assert verdict(MEETS, cand(capabilities=caps), ctx) == "missing_capability:tools"
