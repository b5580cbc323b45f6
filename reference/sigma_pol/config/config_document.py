"""The configuration document and its validation (spec/17-configuration.md §17.1, §17.2).

A host writes one document, upstream's ``config`` table as JSON under upstream's
names: ``providers``, ``models``, ``profiles`` (required), ``retry_policies``,
``defaults``, ``fields``, ``tier_order``, ``policy_envelope`` (optional).
:func:`config_from_json` checks it as upstream's ``validate_config`` and ``M.init``
do (C-Doc-* rules), in the order the chapter fixes, and refuses the first fault
with its JSON path; it then resolves every profile's inheritance (C-Extends-*,
:mod:`.inheritance`) and reads the engine parameters from ``defaults``
(C-Defaults).  Nothing here lowers a profile: an unlowerable profile is refused
when a call (or ``sigma-pol profile``) lowers it, as upstream raises then.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..engine import Engine
from ..semantics.compiler import normalize_term
from ..syntax.errors import AdmissionError, InputError
from ..syntax.reading import as_object
from ..syntax.signature import Sort
from ..syntax.suggest import did_you_mean
from ..syntax.terms import JSON
from ..syntax.vocabulary import Schema, schema_from_json
from .inheritance import Member, resolve_all

#: upstream's ``VALID_DISCOVERY``, ``VALID_API_KIND``, ``VALID_TIERS`` (candidate.lua 10–15)
DISCOVERY: Final = ("static", "marketplace")
API_KINDS: Final = ("openai_compatible", "openai_codex", "anthropic", "google", "bedrock", "ollama")
TIERS: Final = ("partner", "marketplace", "fallback")

#: The members a configuration's reader knows; any other is kept and ignored (C-Doc).
KNOWN_MEMBERS: Final = (
    "customs",
    "defaults",
    "fields",
    "models",
    "policy_envelope",
    "profiles",
    "providers",
    "retry_policies",
    "tier_order",
)

#: upstream's ``DEFAULTS`` (llm_policy.lua 46–53): the engine's parameters.
ENGINE_DEFAULTS: Final[dict[str, float]] = {
    "circuit_breaker_threshold": 3.0,
    "circuit_breaker_rate_limit_ms": 30000.0,
    "circuit_breaker_failure_ms": 300000.0,
    "disable_provider_ttl_ms": 300000.0,
    "discovery_cache_ttl_ms": 60000.0,
    "free_credit_threshold_usd": 1.0,
}


@dataclass(frozen=True, slots=True)
class Defaults:
    """The engine's parameters after ``config.defaults`` (C-Defaults)."""

    engine: Engine
    discovery_cache_ttl_ms: float
    free_credit_threshold_usd: float


@dataclass(frozen=True, slots=True)
class Config:
    """A validated configuration: its tables as written, its profiles resolved."""

    providers: Mapping[str, Mapping[str, JSON]]
    models: Mapping[str, Mapping[str, JSON]]
    #: each profile with its ``extends`` chain flattened (C-Extends-Merge)
    profiles: Mapping[str, Mapping[str, Member]]
    retry_policies: Mapping[str, JSON]
    defaults: Defaults
    schema: Schema
    envelope: JSON | None


def _provider(pid: str, p: JSON, where: str) -> None:
    """C-Doc-Provider (upstream's ``validate_provider``, candidate.lua 17–35)."""
    if not isinstance(p, dict) and p != []:
        raise InputError(where, "expected an object (a provider)")
    obj = as_object(p, where, "")
    discovery = obj.get("discovery")
    if discovery not in DISCOVERY:
        raise InputError(
            f"{where}.discovery",
            "must be one of: static, marketplace",
            did_you_mean(discovery, DISCOVERY) if isinstance(discovery, str) else None,
        )
    base_url = obj.get("base_url")
    if discovery == "static" and (not isinstance(base_url, str) or base_url == ""):
        raise InputError(f"{where}.base_url", "required for discovery=static (a non-empty string)")
    if discovery == "marketplace" and not isinstance(obj.get("discovery_id"), str):
        raise InputError(f"{where}.discovery_id", "required for discovery=marketplace (a string)")
    api_kind = obj.get("api_kind")
    if api_kind not in API_KINDS:
        raise InputError(
            f"{where}.api_kind",
            "must be one of: " + ", ".join(API_KINDS),
            did_you_mean(api_kind, API_KINDS) if isinstance(api_kind, str) else None,
        )
    tier = obj.get("tier")
    if tier is not None and tier not in TIERS:
        raise InputError(
            f"{where}.tier",
            "must be one of: " + ", ".join(TIERS),
            did_you_mean(tier, TIERS) if isinstance(tier, str) else None,
        )
    source = obj.get("source")
    if source is not None and not isinstance(source, str):
        raise InputError(f"{where}.source", "expected a string (the price multiplier's source)")


def _model(family: str, m: JSON, providers: Mapping[str, JSON], where: str) -> None:
    """C-Doc-Model (upstream's ``validate_model``, candidate.lua 37–51)."""
    if not isinstance(m, dict) and m != []:
        raise InputError(where, "expected an object (a model)")
    obj = as_object(m, where, "")
    served = obj.get("served_by")
    if not isinstance(served, list) or not served:
        raise InputError(f"{where}.served_by", "must be a non-empty list")
    for i, s in enumerate(served):
        pid = s.get("provider") if isinstance(s, dict) else None
        if not isinstance(pid, str) or pid not in providers:
            hint = did_you_mean(pid, sorted(providers)) if isinstance(pid, str) else None
            raise InputError(f"{where}.served_by[{i}].provider", "does not resolve", hint)
    if not isinstance(obj.get("capabilities"), dict) and obj.get("capabilities") != []:
        raise InputError(f"{where}.capabilities", "required (an object)")


def _profile(name: str, p: JSON, profiles: Mapping[str, JSON], where: str) -> None:
    """C-Doc-Profile (upstream's ``validate_profile``, candidate.lua 53–66)."""
    if not isinstance(p, dict) and p != []:
        raise InputError(where, "expected an object (a profile)")
    obj = as_object(p, where, "")
    extends = obj.get("extends")
    if extends is not None and (not isinstance(extends, str) or extends not in profiles):
        hint = did_you_mean(extends, sorted(profiles)) if isinstance(extends, str) else None
        shown = extends if isinstance(extends, str) else repr(extends)
        raise InputError(f"{where}.extends", f"references unknown profile: {shown}", hint)
    if obj.get("weights") is not None:
        raise InputError(
            f"{where}.weights",
            f"was removed in sigma-pol/v2; use profiles.{name}.scorer "
            "(a Scorer term over real fields)",
        )


def _defaults(value: JSON, where: str) -> Defaults:
    """C-Defaults: each member overrides upstream's ``DEFAULTS`` of that name; a
    parameter the engine reads must be a finite number; other members are kept and
    never read (upstream's ``ema_alpha``)."""
    table = dict(ENGINE_DEFAULTS)
    for key, v in sorted(as_object(value, where, "expected an object of parameters").items()):
        if v is None:
            continue
        if key in ENGINE_DEFAULTS:
            if not isinstance(v, float) or not math.isfinite(v):
                raise InputError(f"{where}.{key}", "expected a finite number")
            table[key] = v
    return Defaults(
        engine=Engine(
            circuit_breaker_threshold=table["circuit_breaker_threshold"],
            circuit_breaker_rate_limit_ms=table["circuit_breaker_rate_limit_ms"],
            disable_provider_ttl_ms=table["disable_provider_ttl_ms"],
        ),
        discovery_cache_ttl_ms=table["discovery_cache_ttl_ms"],
        free_credit_threshold_usd=table["free_credit_threshold_usd"],
    )


def unknown_defaults(value: JSON) -> list[str]:
    """The members of ``defaults`` the engine never reads (``config check`` says so)."""
    if not isinstance(value, dict):
        return []
    return sorted(k for k in value if k not in ENGINE_DEFAULTS)


def config_from_json(value: JSON, where: str = "$.config") -> Config:
    """Validate a configuration (the first fault raises, C-Doc order) and resolve it."""
    if not isinstance(value, dict):
        raise InputError(where, "config must be an object")
    for name in ("providers", "models", "profiles"):
        if not isinstance(value.get(name), dict) and value.get(name) != []:
            raise InputError(f"{where}.{name}", f"config.{name} required (an object)")
    providers = as_object(value["providers"], f"{where}.providers", "")
    models = as_object(value["models"], f"{where}.models", "")
    profiles = as_object(value["profiles"], f"{where}.profiles", "")
    for pid in sorted(providers):
        _provider(pid, providers[pid], f"{where}.providers.{pid}")
    for family in sorted(models):
        _model(family, models[family], providers, f"{where}.models.{family}")
    for name in sorted(profiles):
        _profile(name, profiles[name], profiles, f"{where}.profiles.{name}")
    resolved = resolve_all({k: as_object(v, "", "") for k, v in profiles.items()}, where)
    defaults = _defaults(value.get("defaults", {}), f"{where}.defaults")
    schema_doc: dict[str, JSON] = {
        k: value[k] for k in ("fields", "tier_order") if value.get(k) is not None
    }
    schema = schema_from_json(schema_doc, where)
    if value.get("customs") is not None:
        raise InputError(
            f"{where}.customs",
            "a host's named transforms are functions, not JSON: leave customs out "
            "(a term's (custom …) runs with the conformance stand-ins)",
        )
    envelope = value.get("policy_envelope")
    if envelope is not None:
        try:
            sort = normalize_term(envelope, schema).sort
        except AdmissionError as e:
            raise InputError(
                f"{where}.policy_envelope", f"config.policy_envelope must be a Pred term: {e}"
            ) from None
        if sort is not Sort.PRED:
            raise InputError(
                f"{where}.policy_envelope",
                f"config.policy_envelope must be a Pred term: {sort.value}",
            )
    retry = value.get("retry_policies")
    retry_policies = as_object(
        retry if retry is not None else {},
        f"{where}.retry_policies",
        "expected an object of named retry tables",
    )
    return Config(
        providers={k: as_object(v, "", "") for k, v in providers.items()},
        models={k: as_object(v, "", "") for k, v in models.items()},
        profiles=resolved,
        retry_policies=retry_policies,
        defaults=defaults,
        schema=schema,
        envelope=envelope,
    )
