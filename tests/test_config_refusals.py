"""Bad configurations, contracts, hosts and runtimes are refused with their JSON path
(spec/17-configuration.md §17.2, §17.9), never with a traceback; the server
answers every one of them."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from sigma_pol.protocol.answer import answer_line

BASE: dict[str, Any] = {
    "providers": {
        "p1": {"discovery": "static", "base_url": "http://p1", "api_kind": "openai_compatible"},
        "mk": {"discovery": "marketplace", "discovery_id": "mkt", "api_kind": "openai_compatible"},
    },
    "models": {"m1": {"served_by": [{"provider": "p1"}], "capabilities": {"context": 8000}}},
    "profiles": {"default": {}, "fast": {"extends": "default"}},
}


def _with(path: str, value: Any) -> dict[str, Any]:
    """BASE with the member at a dotted path set to ``value``."""
    config = copy.deepcopy(BASE)
    *parents, last = path.split(".")
    here = config
    for step in parents:
        here = here[step]
    here[last] = value
    return config


def _execute(config: Any, **more: Any) -> dict[str, Any]:
    request = {"name": "t", "kind": "execute", "config": config, "contract": {}, "now_ms": 0}
    request["responses"] = []
    request.update(more)
    reply: dict[str, Any] = json.loads(answer_line(json.dumps(request)))
    return reply


#: (what is wrong, the request's inputs, the place the refusal must name)
CASES = [
    ("config not an object", {"config": 5}, "$.config:"),
    ("no providers", {"config": {"models": {}, "profiles": {}}}, "$.config.providers:"),
    (
        "a discovery misspelt",
        {"config": _with("providers.p1.discovery", "statik")},
        "$.config.providers.p1.discovery:",
    ),
    (
        "an api_kind unknown",
        {"config": _with("providers.p1.api_kind", "grpc")},
        "$.config.providers.p1.api_kind:",
    ),
    (
        "a tier unknown",
        {"config": _with("providers.p1.tier", "gold")},
        "$.config.providers.p1.tier:",
    ),
    (
        "a marketplace without id",
        {"config": _with("providers.mk.discovery_id", None)},
        "$.config.providers.mk.discovery_id:",
    ),
    (
        "served_by empty",
        {"config": _with("models.m1.served_by", [])},
        "$.config.models.m1.served_by:",
    ),
    (
        "served_by naming nobody",
        {"config": _with("models.m1.served_by", [{"provider": "p9"}])},
        "$.config.models.m1.served_by[0].provider:",
    ),
    (
        "no capabilities",
        {"config": _with("models.m1.capabilities", None)},
        "$.config.models.m1.capabilities:",
    ),
    (
        "extends nobody",
        {"config": _with("profiles.fast.extends", "defualt")},
        "$.config.profiles.fast.extends:",
    ),
    (
        "a defaults parameter not a number",
        {"config": _with("defaults", {"circuit_breaker_threshold": "3"})},
        "$.config.defaults.circuit_breaker_threshold:",
    ),
    (
        "an envelope refused",
        {"config": _with("policy_envelope", ["cmp", "price_in", "lt"])},
        "$.config.policy_envelope:",
    ),
    (
        "a mutate spec unknown",
        {"config": _with("profiles.default", {"mutate": "shout"})},
        "$.config.profiles.default.mutate:",
    ),
    (
        "a filter list item unknown",
        {"config": _with("profiles.default", {"filter": {"all_of": ["requirements", 7]}})},
        "$.config.profiles.default.filter.all_of[1]:",
    ),
    (
        "a profile name not a string",
        {"config": BASE, "contract": {"profile": 5}},
        "$.contract.profile:",
    ),
    (
        "a policy_ir refused",
        {"config": BASE, "contract": {"policy_ir": ["policy"]}},
        "$.contract.policy_ir:",
    ),
    (
        "an offer without family",
        {"config": BASE, "host": {"discover": {"mkt": {"ok": True, "offers": [{}]}}}},
        "$.host.discover.mkt.offers[0].model_family:",
    ),
    (
        "a discover answer without ok",
        {"config": BASE, "host": {"discover": {"mkt": {"offers": []}}}},
        "$.host.discover.mkt.ok:",
    ),
    ("a host member misspelt", {"config": BASE, "host": {"discovery": {}}}, "$.host.discovery:"),
    (
        "a multiplier not a number",
        {"config": BASE, "host": {"price_multiplier": {"p1": "2"}}},
        "$.host.price_multiplier.p1:",
    ),
    (
        "a cache entry's offers not an array",
        {"config": BASE, "runtime": {"discovery_cache": {"mkt": {"offers": 3}}}},
        "$.runtime.discovery_cache.mkt.offers:",
    ),
    (
        "a metrics price not a number",
        {"config": BASE, "metrics": {"models": {"m1@p1": {"price_in_usd_per_mtok": "1"}}}},
        "$.metrics.models.m1@p1.price_in_usd_per_mtok:",
    ),
    ("now_ms missing", {"config": BASE, "now_ms": None}, "$.now_ms:"),
]


@pytest.mark.parametrize(("what", "inputs", "where"), CASES, ids=[c[0] for c in CASES])
def test_a_refusal_names_its_place(what: str, inputs: dict[str, Any], where: str) -> None:
    reply = _execute(**inputs)
    assert "error" in reply, (what, reply)
    assert reply["error"].startswith(where), (what, reply["error"])
    assert "internal error" not in reply["error"]


def test_an_unknown_profile_is_an_answer_not_an_error() -> None:
    reply = _execute(BASE, contract={"profile": "nope"})
    assert reply["expect"]["result"] == {"ok": False, "error": "unknown profile: nope"}
    assert reply["expect"]["policy"] is None


def test_the_protocol_names_the_kinds_config_kinds_answers() -> None:
    from sigma_pol.protocol.answer import CONFIG_KINDS, KINDS
    from sigma_pol.protocol.config_kinds import CONFIG_HANDLERS

    assert tuple(CONFIG_HANDLERS) == CONFIG_KINDS
    assert set(CONFIG_KINDS) <= set(KINDS)
