"""Catalogs: every validation rule with its path and message, every default of
flattening, the candidates of one call, and the catalog on the CLI and protocol
(spec/11-catalog.md)."""

from __future__ import annotations

import copy
import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.catalog.document import call_candidates, catalog_from_json
from sigma_pol.catalog.fields import complete_candidate
from sigma_pol.protocol.answer import answer
from sigma_pol.request.given import population_of_request
from sigma_pol.semantics.decision_values import context_from_json
from sigma_pol.semantics.observe import observer
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, schema_from_json
from sigma_pol_tools.cli import main

Catalog = dict[str, Any]


def base() -> Catalog:
    """A valid catalog: two static providers, one marketplace provider, two models."""
    return {
        "providers": {
            "acme": {
                "discovery": "static",
                "base_url": "https://acme.example/v1",
                "api_kind": "openai_compatible",
                "tier": "partner",
            },
            "bolt": {
                "discovery": "static",
                "base_url": "https://bolt.example",
                "api_kind": "anthropic",
            },
            "mkt": {
                "discovery": "marketplace",
                "discovery_id": "mkt-1",
                "api_kind": "openai_compatible",
            },
        },
        "models": {
            "m-small": {
                "capabilities": {"context": 8000},
                "served_by": [{"provider": "bolt"}, {"provider": "acme", "price_in": 1}],
            },
            "m-big": {
                "capabilities": {"context": 128000},
                "static_quality_hint": 0.8,
                "served_by": [
                    {"provider": "mkt"},
                    {"provider": "acme", "served_model_id": "big-v2"},
                ],
            },
        },
    }


def refusal(cat: Any, schema: Any = None) -> str:
    with pytest.raises(InputError) as e:
        catalog_from_json(cat, "$", schema_from_json(schema) if schema else DEFAULT_SCHEMA)
    return str(e.value)


def edit(change: Callable[[Catalog], object]) -> Catalog:
    cat = base()
    change(cat)
    return cat


def prov(name: str = "acme") -> Callable[[Catalog], dict[str, Any]]:
    return lambda c: c["providers"][name]


def _set(where: Callable[[Catalog], Any], key: str, value: Any) -> Callable[[Catalog], None]:
    return lambda c: where(c).__setitem__(key, value)


def _del(where: Callable[[Catalog], Any], key: str) -> Callable[[Catalog], None]:
    return lambda c: where(c).__delitem__(key)


ACME = prov("acme")
MKT = prov("mkt")
SMALL: Callable[[Catalog], dict[str, Any]] = lambda c: c["models"]["m-small"]  # noqa: E731
PAIR0: Callable[[Catalog], dict[str, Any]] = lambda c: c["models"]["m-small"]["served_by"][0]  # noqa: E731

Rule = tuple[str, Callable[[Catalog], object], str]
#: The objects of the base catalog a rule edits, with their paths.
AT: dict[str, tuple[Callable[[Catalog], dict[str, Any]], str]] = {
    "acme": (ACME, "$.providers.acme"),
    "mkt": (MKT, "$.providers.mkt"),
    "m-small": (SMALL, "$.models.m-small"),
    "pair0": (PAIR0, "$.models.m-small.served_by[0]"),
}


def mistyped(at: str, member: str, value: Any, expected: str) -> Rule:
    """The rule that ``member`` of the object ``at`` must be ``expected``."""
    where, path = AT[at]
    return (
        f"{member} not {expected}",
        _set(where, member, value),
        f"{path}.{member}: expected {expected}",
    )


def dynamic(at: str, member: str, value: Any) -> Rule:
    """The rule that a dynamic field is never authored."""
    where, path = AT[at]
    why = "is dynamic: a live signal the host supplies per call, never authored"
    return (f"{member} is dynamic", _set(where, member, value), f"{path}.{member}: {why}")


#: (case, change to the base catalog, the exact message)
RULES: list[Rule] = [
    # the catalog
    (
        "providers missing",
        _del(lambda c: c, "providers"),
        "$.providers: required (an object keyed by id)",
    ),
    (
        "models missing",
        _del(lambda c: c, "models"),
        "$.models: required (an object keyed by family)",
    ),
    (
        "providers not an object",
        _set(lambda c: c, "providers", [1]),
        "$.providers: expected an object keyed by id",
    ),
    (
        "models not an object",
        _set(lambda c: c, "models", "m"),
        "$.models: expected an object keyed by family",
    ),
    (
        "profiles are policies",
        _set(lambda c: c, "profiles", {}),
        "$.profiles: unknown catalog member (one of models, providers)",
    ),
    # a provider: upstream's rules
    (
        "provider not an object",
        _set(lambda c: c["providers"], "acme", 3),
        "$.providers.acme: expected an object (a provider)",
    ),
    (
        "discovery missing",
        _del(ACME, "discovery"),
        "$.providers.acme.discovery: must be one of: static, marketplace",
    ),
    (
        "discovery unknown",
        _set(ACME, "discovery", "dns"),
        "$.providers.acme.discovery: must be one of: static, marketplace",
    ),
    (
        "static needs base_url",
        _del(ACME, "base_url"),
        "$.providers.acme.base_url: required for discovery=static (a non-empty string)",
    ),
    (
        "base_url empty",
        _set(ACME, "base_url", ""),
        "$.providers.acme.base_url: required for discovery=static (a non-empty string)",
    ),
    (
        "marketplace needs discovery_id",
        _del(MKT, "discovery_id"),
        "$.providers.mkt.discovery_id: required for discovery=marketplace (a string)",
    ),
    (
        "api_kind missing",
        _del(ACME, "api_kind"),
        "$.providers.acme.api_kind: must be one of: openai_compatible, openai_codex, anthropic, google, bedrock, ollama",
    ),
    (
        "api_kind unknown",
        _set(ACME, "api_kind", "grpc"),
        "$.providers.acme.api_kind: must be one of: openai_compatible, openai_codex, anthropic, google, bedrock, ollama",
    ),
    (
        "tier unknown",
        _set(ACME, "tier", "gold"),
        "$.providers.acme.tier: must be one of: fallback, marketplace, partner",
    ),
    # a provider: the rules added here
    (
        "empty provider id",
        lambda c: c["providers"].__setitem__("", c["providers"]["acme"]),
        "$.providers.: a provider id is a non-empty string",
    ),
    (
        "unknown provider member",
        _set(ACME, "region", "eu"),
        "$.providers.acme.region: unknown provider member (one of api_kind, auth, auth_env, aws_region, base_url, discovery, discovery_id, has_tee, no_log, provider_id, scope, tier, or a declared field)",
    ),
    (
        "auth_override is not a field",
        _set(ACME, "auth_override", {"kind": "bearer"}),
        "$.providers.acme.auth_override: auth_override is an execution input (ctx.request.auth_override), not a candidate field",
    ),
    dynamic("acme", "latency_ms", 30),
    dynamic("mkt", "offer", {}),
    (
        "provider_id differs from key",
        _set(ACME, "provider_id", "other"),
        "$.providers.acme.provider_id: must equal its key 'acme' when given",
    ),
    mistyped("mkt", "base_url", 7, "a string"),
    mistyped("acme", "auth_env", True, "a string"),
    mistyped("acme", "aws_region", 1, "a string"),
    mistyped("acme", "scope", ["a"], "a string"),
    mistyped("acme", "has_tee", 1, "a boolean"),
    mistyped("acme", "no_log", "yes", "a boolean"),
    (
        "auth not an object",
        _set(ACME, "auth", "sk-123"),
        "$.providers.acme.auth: expected an auth handle (an object with a string kind)",
    ),
    (
        "auth without kind",
        _set(ACME, "auth", {"env": "KEY"}),
        "$.providers.acme.auth.kind: expected a string (the kind of auth handle)",
    ),
    # a model: upstream's rules
    (
        "model not an object",
        _set(lambda c: c["models"], "m-small", "x"),
        "$.models.m-small: expected an object (a model)",
    ),
    (
        "served_by missing",
        _del(SMALL, "served_by"),
        "$.models.m-small.served_by: must be a non-empty list",
    ),
    (
        "served_by empty",
        _set(SMALL, "served_by", []),
        "$.models.m-small.served_by: must be a non-empty list",
    ),
    (
        "served_by empty object",
        _set(SMALL, "served_by", {}),
        "$.models.m-small.served_by: must be a non-empty list",
    ),
    (
        "served_by not a list",
        _set(SMALL, "served_by", {"provider": "acme"}),
        "$.models.m-small.served_by: must be a non-empty list",
    ),
    (
        "pairing not an object",
        lambda c: SMALL(c)["served_by"].append("acme"),
        "$.models.m-small.served_by[2]: expected an object (a pairing naming its provider)",
    ),
    (
        "provider does not resolve",
        _set(PAIR0, "provider", "zed"),
        "$.models.m-small.served_by[0].provider: does not resolve (no such key in $.providers)",
    ),
    (
        "provider not a string",
        _set(PAIR0, "provider", 1),
        "$.models.m-small.served_by[0].provider: does not resolve (no such key in $.providers)",
    ),
    (
        "capabilities missing",
        _del(SMALL, "capabilities"),
        "$.models.m-small.capabilities: required",
    ),
    # a model: the rules added here
    (
        "empty family",
        lambda c: c["models"].__setitem__("", c["models"]["m-small"]),
        "$.models.: a model family is a non-empty string",
    ),
    (
        "unknown model member",
        _set(SMALL, "context", 8000),
        "$.models.m-small.context: unknown model member (one of capabilities, model_family, served_by, static_quality_hint, or a declared field)",
    ),
    dynamic("m-small", "tok_s", 80),
    (
        "model_family differs from key",
        _set(SMALL, "model_family", "m"),
        "$.models.m-small.model_family: must equal its key 'm-small' when given",
    ),
    mistyped("m-small", "capabilities", 8000, "an object"),
    (
        "context not a number",
        _set(SMALL, "capabilities", {"context": "8k"}),
        "$.models.m-small.capabilities.context: expected a number",
    ),
    mistyped("m-small", "static_quality_hint", "high", "a number"),
    # a pairing (served_by entry)
    (
        "unknown pairing member",
        _set(PAIR0, "model", "x"),
        "$.models.m-small.served_by[0].model: unknown served_by member (one of price_in, price_out, provider, provider_model_id, quality_hint, served_model_id, or a declared field)",
    ),
    dynamic("pair0", "success_rate", 1),
    mistyped("pair0", "price_in", "cheap", "a number"),
    mistyped("pair0", "price_out", True, "a number"),
    mistyped("pair0", "quality_hint", "x", "a number"),
    mistyped("pair0", "served_model_id", "", "a non-empty string"),
    mistyped("pair0", "provider_model_id", 4, "a non-empty string"),
    (
        "both wire-id names",
        lambda c: PAIR0(c).update(served_model_id="a", provider_model_id="a"),
        "$.models.m-small.served_by[0].provider_model_id: give served_model_id or provider_model_id (upstream's name for it), not both",
    ),
    (
        "same pairing twice",
        lambda c: SMALL(c)["served_by"].append({"provider": "bolt", "price_in": 2}),
        "$.models.m-small.served_by[2]: repeats served_by[0]: same provider and served model id",
    ),
    (
        "same pairing, wire id spelled out",
        lambda c: SMALL(c)["served_by"].append({"provider": "bolt", "served_model_id": "m-small"}),
        "$.models.m-small.served_by[2]: repeats served_by[0]: same provider and served model id",
    ),
]


@pytest.mark.parametrize(("case", "change", "message"), RULES, ids=[r[0] for r in RULES])
def test_every_rule_names_the_member_at_fault(
    case: str, change: Callable[[Catalog], object], message: str
) -> None:
    assert refusal(edit(change)) == message


@pytest.mark.parametrize("value", [None, 3, "catalog", [1], True])
def test_a_catalog_is_an_object(value: Any) -> None:
    assert refusal(value) == "$: a catalog is an object with providers and models"


def test_the_base_catalog_is_valid_and_empty_objects_may_be_arrays() -> None:
    assert len(catalog_from_json(base()).candidates) == 3
    assert catalog_from_json({"providers": [], "models": []}).candidates == ()


def test_upstream_rules_come_before_the_added_ones() -> None:
    # an unknown member and a bad discovery: upstream's discovery rule speaks first
    cat = edit(lambda c: ACME(c).update(discovery="dns", region="eu"))
    assert refusal(cat).startswith("$.providers.acme.discovery:")
    # every provider is checked before any model, as upstream's validate_config
    cat = edit(lambda c: (ACME(c).pop("api_kind"), SMALL(c).pop("capabilities")))
    assert refusal(cat).startswith("$.providers.acme.api_kind:")
    # within a model, served_by is checked before capabilities
    cat = edit(lambda c: (SMALL(c).pop("capabilities"), PAIR0(c).update(provider="zed")))
    assert refusal(cat).startswith("$.models.m-small.served_by[0].provider:")


def test_the_first_error_does_not_depend_on_member_order() -> None:
    cat = edit(lambda c: (ACME(c).pop("api_kind"), prov("bolt")(c).pop("api_kind")))
    reordered = {
        "models": cat["models"],
        "providers": dict(reversed(list(cat["providers"].items()))),
    }
    assert refusal(cat) == refusal(reordered) == refusal(json.loads(json.dumps(reordered)))
    assert refusal(cat).startswith("$.providers.acme.")


def test_the_tier_order_of_the_schema_decides_valid_tiers() -> None:
    schema = {"tier_order": ["bronze", "gold"]}
    assert refusal(base(), schema) == "$.providers.acme.tier: must be one of: bronze, gold"
    cat = edit(_set(ACME, "tier", "gold"))
    catalog_from_json(cat, "$", schema_from_json(schema))


def test_declared_fields_are_catalog_data() -> None:
    schema = schema_from_json({"fields": {"eu": {"sort": "Bool", "default": False}}})
    bad = edit(_set(ACME, "eu", "yes"))
    with pytest.raises(
        InputError, match=r"\$\.providers\.acme\.eu: expected a boolean \(declared Bool field\)"
    ):
        catalog_from_json(bad, "$", schema)
    num = schema_from_json({"fields": {"gpu": {"sort": "Num", "default": 0}}})
    with pytest.raises(
        InputError, match=r"\$\.models\.m-small\.gpu: expected a number \(declared Num field\)"
    ):
        catalog_from_json(edit(_set(SMALL, "gpu", True)), "$", num)
    # an undeclared one is an unknown member
    assert refusal(edit(_set(ACME, "eu", True))).startswith(
        "$.providers.acme.eu: unknown provider member"
    )


# ---------------------------------------------------------------- flattening


def by_pair(cat: Any, schema: Any = DEFAULT_SCHEMA) -> dict[tuple[str, str], dict[str, Any]]:
    return {
        (c["provider_id"], c["model_family"]): c
        for c in catalog_from_json(cat, "$", schema).candidates
    }


def test_flattening_resolves_every_member() -> None:
    cands = by_pair(base())
    assert cands[("acme", "m-small")] == {
        "provider_id": "acme",
        "model_family": "m-small",
        "served_model_id": "m-small",
        "capabilities": {"context": 8000.0},
        "base_url": "https://acme.example/v1",
        "api_kind": "openai_compatible",
        "auth": {"kind": "none"},
        "tier": "partner",
        "has_tee": False,
        "no_log": False,
        "discovery": "static",
        "price_in": 1.0,
    }
    small_bolt = cands[("bolt", "m-small")]
    assert small_bolt["tier"] == "fallback" and small_bolt["api_kind"] == "anthropic"
    big = cands[("acme", "m-big")]
    assert big["served_model_id"] == "big-v2" and big["quality_hint"] == 0.8


def test_order_is_family_then_served_by_and_marketplace_pairings_are_discovered() -> None:
    order = [(c["model_family"], c["provider_id"]) for c in catalog_from_json(base()).candidates]
    assert order == [("m-big", "acme"), ("m-small", "bolt"), ("m-small", "acme")]


def test_provider_members_reach_every_candidate_of_the_provider() -> None:
    cat = edit(
        lambda c: ACME(c).update(
            scope="agent:7",
            has_tee=True,
            no_log=True,
            auth={"kind": "env", "var": "ACME_KEY"},
            auth_env="ACME_KEY",
            aws_region="eu-west-1",
        )
    )
    for family in ("m-small", "m-big"):
        cand = by_pair(cat)[("acme", family)]
        assert cand["scope"] == "agent:7" and cand["has_tee"] is True and cand["no_log"] is True
        assert cand["auth"] == {"kind": "env", "var": "ACME_KEY"}
        assert cand["auth_env"] == "ACME_KEY" and cand["aws_region"] == "eu-west-1"
    assert "scope" not in by_pair(cat)[("bolt", "m-small")]


def test_pairing_overrides() -> None:
    cat = edit(
        lambda c: SMALL(c).update(
            static_quality_hint=0.5,
            served_by=[
                {"provider": "bolt", "provider_model_id": "claude-x", "quality_hint": 0.9},
                {"provider": "acme", "price_in": 2, "price_out": 6},
                {"provider": "acme", "served_model_id": "small-2"},
            ],
        )
    )
    cands = catalog_from_json(cat).candidates[1:]
    assert [c["served_model_id"] for c in cands] == ["claude-x", "m-small", "small-2"]
    assert [c["quality_hint"] for c in cands] == [0.9, 0.5, 0.5]
    assert (cands[1]["price_in"], cands[1]["price_out"]) == (2.0, 6.0)


def test_absent_prices_read_inf_unless_the_state_knows_better() -> None:
    cand = by_pair(base())[("bolt", "m-small")]
    assert "price_in" not in cand and "price_out" not in cand
    price = observer("price_out", DEFAULT_SCHEMA)
    assert price(cand, context_from_json({}, "$")) == math.inf
    ema = context_from_json({"state": {"ema": {"bolt|m-small": {"price_out": 4}}}}, "$")
    assert price(cand, ema) == 4.0


def test_declared_fields_most_specific_level_wins() -> None:
    schema = schema_from_json({"fields": {"gpu": {"sort": "Num", "default": 0}}})
    cat = edit(
        lambda c: (
            ACME(c).update(gpu=1),
            SMALL(c).update(gpu=2),
            SMALL(c)["served_by"][1].update(gpu=3),
        )
    )
    cands = by_pair(cat, schema)
    assert cands[("acme", "m-small")]["gpu"] == 3.0
    assert cands[("bolt", "m-small")]["gpu"] == 2.0
    assert cands[("acme", "m-big")]["gpu"] == 1.0


def test_a_validated_catalog_is_not_changed_by_its_input_or_its_calls() -> None:
    raw = base()
    catalog = catalog_from_json(raw)
    before = copy.deepcopy(catalog.candidates)
    raw["providers"]["acme"]["tier"] = "fallback"
    pool = call_candidates(catalog, None, "$")
    pool[0]["tier"] = "marketplace"
    pool[0]["capabilities"]["context"] = 1.0
    assert catalog.candidates == before
    assert call_candidates(catalog, None, "$") == list(before)


# ------------------------------------------------------- candidates of a call

EXTRA = {
    "provider_id": "openai@agent:1234",
    "model_family": "gpt-x",
    "base_url": "https://api.openai.example",
    "capabilities": {"context": 64000},
    "scope": "agent:1234",
    "latency_ms": 250,
}


def test_extra_candidates_are_completed_and_follow_the_catalog() -> None:
    pool = call_candidates(catalog_from_json(base()), [EXTRA], "$.extra")
    assert len(pool) == 4 and pool[3]["provider_id"] == "openai@agent:1234"
    assert {
        k: pool[3][k] for k in ("served_model_id", "api_kind", "auth", "tier", "discovery")
    } == {
        "served_model_id": "gpt-x",
        "api_kind": "openai_compatible",
        "auth": {"kind": "none"},
        "tier": "fallback",
        "discovery": "static",
    }
    assert pool[3]["has_tee"] is False and pool[3]["no_log"] is False
    assert pool[3]["latency_ms"] == 250.0  # a live signal the host measured for this call


#: (case, change to EXTRA, the exact message) for the one candidate validator
CANDIDATE_RULES: list[tuple[str, dict[str, Any], str]] = [
    (
        "capabilities required",
        {"capabilities": None},
        '$.extra[0].capabilities: required (an object, e.g. {"context": 8000})',
    ),
    (
        "static needs base_url",
        {"base_url": None},
        "$.extra[0].base_url: required for discovery=static (a non-empty string)",
    ),
    (
        "marketplace needs an offer",
        {"discovery": "marketplace"},
        "$.extra[0].offer: required for discovery=marketplace (an object)",
    ),
    (
        "api_kind unknown",
        {"api_kind": "soap"},
        "$.extra[0].api_kind: must be one of: openai_compatible, openai_codex, anthropic, google, bedrock, ollama",
    ),
    (
        "tier unknown",
        {"tier": "gold"},
        "$.extra[0].tier: must be one of: fallback, marketplace, partner",
    ),
    (
        "discovery unknown",
        {"discovery": "dns"},
        "$.extra[0].discovery: must be one of: static, marketplace",
    ),
    (
        "provider_id empty",
        {"provider_id": ""},
        "$.extra[0].provider_id: expected a non-empty string",
    ),
    (
        "provider_id missing",
        {"provider_id": None},
        "$.extra[0].provider_id: expected a string (every candidate has one)",
    ),
    (
        "served_model_id empty",
        {"served_model_id": ""},
        "$.extra[0].served_model_id: expected a non-empty string",
    ),
    (
        "auth_override",
        {"auth_override": {"kind": "bearer"}},
        "$.extra[0].auth_override: auth_override is an execution input (ctx.request.auth_override), not a candidate field",
    ),
    (
        "auth handle",
        {"auth": {"kind": 1}},
        "$.extra[0].auth.kind: expected a string (the kind of auth handle)",
    ),
    ("aws_region", {"aws_region": 5}, "$.extra[0].aws_region: expected a string"),
    ("price", {"price_in": "1"}, "$.extra[0].price_in: expected a number"),
]


@pytest.mark.parametrize(
    ("case", "change", "message"), CANDIDATE_RULES, ids=[r[0] for r in CANDIDATE_RULES]
)
def test_extra_candidates_pass_the_one_validator(
    case: str, change: dict[str, Any], message: str
) -> None:
    extra = {k: v for k, v in {**EXTRA, **change}.items() if v is not None}
    with pytest.raises(InputError) as e:
        call_candidates(catalog_from_json(base()), [extra], "$.extra")
    assert str(e.value) == message


def test_a_marketplace_candidate_with_its_offer() -> None:
    offer = {**EXTRA, "discovery": "marketplace", "offer": {"peer_id": "p9"}}
    del offer["base_url"]
    assert complete_candidate(offer, "$")["offer"] == {"peer_id": "p9"}


def test_extra_candidates_must_be_an_array() -> None:
    with pytest.raises(InputError, match=r"^\$\.extra: expected an array of candidates$"):
        call_candidates(catalog_from_json(base()), {"provider_id": "x"}, "$.extra")


# ------------------------------------------------------- protocol and CLI

POLICY = [
    "policy",
    ["top"],
    ["field", "context"],
    ["argmax"],
    ["id"],
    ["always", {"action": "abort"}],
]


def test_a_policy_request_may_carry_a_catalog() -> None:
    out = answer({"name": "c", "kind": "policy", "term": POLICY, "catalog": base()})
    assert out["expect"]["ordered"] == ["acme", "bolt", "acme"]
    assert out["expect"]["scores"] == [128000, 8000, 8000]
    ctx = {"request": {"extra_candidates": [EXTRA]}}
    out = answer({"name": "c", "kind": "policy", "term": POLICY, "catalog": base(), "ctx": ctx})
    assert out["expect"]["ordered"] == ["acme", "openai@agent:1234", "bolt", "acme"]


def test_extra_candidates_are_an_engine_input_only_merged_into_a_catalog() -> None:
    ctx = {"request": {"extra_candidates": [EXTRA]}}
    given = [{"provider_id": "a", "model_family": "m"}]
    out = answer({"name": "c", "kind": "policy", "term": POLICY, "candidates": given, "ctx": ctx})
    assert out["expect"]["ordered"] == ["a"]


@pytest.mark.parametrize(
    ("extra", "error"),
    [
        (
            {"catalog": base(), "candidates": []},
            "$.catalog: give candidates or a catalog, not both",
        ),
        ({}, "$.candidates: missing (or give a catalog)"),
        (
            {"catalog": edit(_del(ACME, "api_kind"))},
            "$.catalog.providers.acme.api_kind: must be one of",
        ),
        (
            {"catalog": base(), "ctx": {"request": {"extra_candidates": [{"provider_id": "x"}]}}},
            "$.ctx.request.extra_candidates[0].model_family: expected a string",
        ),
    ],
)
def test_protocol_refusals_name_the_path(extra: dict[str, Any], error: str) -> None:
    out = answer({"name": "c", "kind": "policy", "term": POLICY, **extra})
    assert "expect" not in out and out["error"].startswith(error)


def test_population_of_request_reads_either_input() -> None:
    given = [{"provider_id": "a", "model_family": "m"}]
    assert population_of_request({"candidates": given}).candidates == [
        {"provider_id": "a", "model_family": "m"}
    ]
    assert len(population_of_request({"catalog": base(), "ctx": []}).candidates) == 3
    extra = {"request": {"extra_candidates": [EXTRA]}}
    assert len(population_of_request({"catalog": base(), "ctx": extra}).candidates) == 4
    # candidates given are evaluated as they are: extra_candidates joins only a catalog's pool
    assert len(population_of_request({"candidates": given, "ctx": extra}).candidates) == 1


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"catalog": {}, "candidates": []}, "$.catalog: give candidates or a catalog, not both"),
        ({"ctx": {}}, "$.candidates: missing (or give a catalog)"),
        (
            {"catalog": base(), "ctx": {"request": {"extra_candidates": [{"provider_id": "x"}]}}},
            "$.ctx.request.extra_candidates[0]",
        ),
        ({"candidates": [], "ctx": {"seed": "x"}}, "$.ctx.seed: "),
    ],
)
def test_population_of_request_names_each_input_by_its_path(
    request_: dict[str, Any], message: str
) -> None:
    with pytest.raises(InputError) as e:
        population_of_request(request_)
    assert str(e.value).startswith(message)


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as e:
        status = int(e.code or 0)
    out = capsys.readouterr()
    return status, out.out, out.err


def test_eval_accepts_a_catalog(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "p.json").write_text(json.dumps(POLICY))
    (tmp_path / "cat.json").write_text(json.dumps(base()))
    (tmp_path / "ctx.json").write_text(json.dumps({"request": {"extra_candidates": [EXTRA]}}))
    status, out, _ = run_cli(
        capsys,
        "eval",
        str(tmp_path / "p.json"),
        "--catalog",
        str(tmp_path / "cat.json"),
        "--ctx",
        str(tmp_path / "ctx.json"),
    )
    assert status == 0
    report = json.loads(out)
    assert [(e["provider"], e["model"]) for e in report["ordered"]] == [
        ("acme", "m-big"),
        ("openai@agent:1234", "gpt-x"),
        ("bolt", "m-small"),
        ("acme", "m-small"),
    ]


def test_eval_catalog_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "p.json").write_text(json.dumps(POLICY))
    (tmp_path / "bad.json").write_text(json.dumps(edit(_set(ACME, "tier", "gold"))))
    (tmp_path / "c.json").write_text("[]")
    cat = str(tmp_path / "bad.json")
    status, _, err = run_cli(capsys, "eval", str(tmp_path / "p.json"), "--catalog", cat)
    assert status == 2 and f"error: {cat}:$.providers.acme.tier: must be one of:" in err
    status, _, err = run_cli(
        capsys,
        "eval",
        str(tmp_path / "p.json"),
        "--catalog",
        cat,
        "--candidates",
        str(tmp_path / "c.json"),
    )
    assert status == 2 and "--catalog: give --candidates or --catalog, not both" in err
    status, _, err = run_cli(capsys, "eval", str(tmp_path / "p.json"))
    assert status == 2 and "needs --candidates or --catalog" in err
    assert "Traceback" not in err


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=8,
)
MEMBERS = st.sampled_from(
    [
        "discovery",
        "base_url",
        "api_kind",
        "tier",
        "auth",
        "scope",
        "served_by",
        "capabilities",
        "provider",
        "price_in",
        "models",
        "providers",
    ]
)


@given(st.lists(st.tuples(st.integers(0, 3), MEMBERS, JSON_VALUES), max_size=4))
def test_any_damage_is_refused_with_a_path_never_a_crash(
    damage: list[tuple[int, str, Any]],
) -> None:
    cat = base()
    places = [cat, ACME(cat), SMALL(cat), PAIR0(cat)]
    for where, member, value in damage:
        places[where][member] = value
    try:
        catalog_from_json(cat)
    except InputError as e:
        assert e.where.startswith("$")
