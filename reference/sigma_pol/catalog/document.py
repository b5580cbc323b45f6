"""Catalogs: authored providers and models, flattened into candidates (spec/11-catalog.md).

A catalog is the data a deployment authors: **providers** (connection and
identity) and **models** (what they can do, and which providers serve them).
The verbs never see it; they see the **candidates** it flattens to, one per
pairing of a model with a static provider of its ``served_by`` list, each
completed by the one candidate validator of :mod:`sigma_pol.catalog.fields`.
A catalog is validated once, completely, and then never changes; the
candidates of one call are its candidates followed by the call's
``extra_candidates`` (``ctx.request.extra_candidates``).

Validation applies upstream's rules first, in upstream's order (the
``validate_config`` of ``llm_policy/candidate.lua``), then the rules added here
so that every refusal names the authored member at fault (chapter 11 §11.3).
Providers and models are visited in code-point order of their keys, so the
first error, like the order of the candidates, never depends on the order in
which an object's members were written.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..core.errors import InputError
from ..core.reading import read_input
from ..core.terms import JSON
from ..core.vocabulary import DEFAULT_SCHEMA, Schema
from ..semantics.inputs import Candidate
from .fields import (
    API_KINDS,
    AUTH_OVERRIDE_WHY,
    DISCOVERY_KINDS,
    DYNAMIC_WHY,
    FIELD_CLASSES,
    ROUTING_STRINGS,
    Mutability,
    candidates_completed,
    check_auth,
    check_strings,
    complete_candidate,
    is_wire_id,
)

#: The members each authored object may carry, besides declared extension fields.
CATALOG_KEYS: Final = ("models", "providers")
PROVIDER_KEYS: Final = (
    "api_kind",
    "auth",
    "auth_env",
    "aws_region",
    "base_url",
    "discovery",
    "discovery_id",
    "has_tee",
    "no_log",
    "provider_id",
    "scope",
    "tier",
)
MODEL_KEYS: Final = ("capabilities", "model_family", "served_by", "static_quality_hint")
PAIRING_KEYS: Final = (
    "price_in",
    "price_out",
    "provider",
    "provider_model_id",
    "quality_hint",
    "served_model_id",
)

#: Provider members copied onto each of its candidates, under the same name.
PROVIDER_COPIED: Final = (
    "api_kind",
    "auth",
    "auth_env",
    "aws_region",
    "base_url",
    "has_tee",
    "no_log",
    "scope",
    "tier",
)
#: Pairing members copied onto its candidate (``quality_hint`` overrides the model's hint).
PAIRING_COPIED: Final = ("price_in", "price_out", "quality_hint")


def _object(value: Any, where: str, why: str) -> dict[str, Any]:
    """An object; ``[]`` is the empty object, as a Lua encoder writes it (spec/02)."""
    if value == []:
        return {}
    if not isinstance(value, dict):
        raise InputError(where, why)
    return value


def _number(obj: Mapping[str, Any], name: str, where: str) -> None:
    if name in obj and not isinstance(obj[name], float):
        raise InputError(f"{where}.{name}", "expected a number")


def _bool(obj: Mapping[str, Any], name: str, where: str) -> None:
    if name in obj and not isinstance(obj[name], bool):
        raise InputError(f"{where}.{name}", "expected a boolean")


def _known_keys(
    obj: Mapping[str, Any], keys: Sequence[str], schema: Schema, where: str, what: str
) -> None:
    """Refuse members that are neither the object's own nor declared extension fields."""
    for key in sorted(obj):
        here = f"{where}.{key}"
        if key in keys:
            continue
        if key in schema.extensions:
            decl = schema.extensions[key]
            if decl.sort == "Num" and not isinstance(obj[key], float):
                raise InputError(here, "expected a number (declared Num field)")
            if decl.sort == "Bool" and not isinstance(obj[key], bool):
                raise InputError(here, "expected a boolean (declared Bool field)")
            continue
        if key == "auth_override":
            raise InputError(here, AUTH_OVERRIDE_WHY)
        if FIELD_CLASSES.get(key) is Mutability.DYNAMIC:
            raise InputError(here, DYNAMIC_WHY)
        raise InputError(
            here, f"unknown {what} member (one of {', '.join(keys)}, or a declared field)"
        )


def _own_key(obj: Mapping[str, Any], name: str, key: str, where: str) -> None:
    """``provider_id`` / ``model_family`` may repeat the key they are filed under, nothing else."""
    if name in obj and obj[name] != key:
        raise InputError(f"{where}.{name}", f"must equal its key '{key}' when given")


def _check_provider(pid: str, p: dict[str, Any], where: str, schema: Schema) -> None:
    # upstream's rules, in upstream's order
    if p.get("discovery") not in DISCOVERY_KINDS:
        raise InputError(f"{where}.discovery", f"must be one of: {', '.join(DISCOVERY_KINDS)}")
    if p["discovery"] == "static" and not is_wire_id(p.get("base_url")):
        raise InputError(f"{where}.base_url", "required for discovery=static (a non-empty string)")
    if p["discovery"] == "marketplace" and not isinstance(p.get("discovery_id"), str):
        raise InputError(f"{where}.discovery_id", "required for discovery=marketplace (a string)")
    if p.get("api_kind") not in API_KINDS:
        raise InputError(f"{where}.api_kind", f"must be one of: {', '.join(API_KINDS)}")
    if "tier" in p and p["tier"] not in schema.tier_order:
        raise InputError(f"{where}.tier", f"must be one of: {', '.join(schema.tier_order)}")
    # the rules added here
    if not is_wire_id(pid):
        raise InputError(where, "a provider id is a non-empty string")
    _known_keys(p, PROVIDER_KEYS, schema, where, "provider")
    _own_key(p, "provider_id", pid, where)
    check_strings(p, (*ROUTING_STRINGS, "scope"), where)
    _bool(p, "has_tee", where)
    _bool(p, "no_log", where)
    if "auth" in p:
        check_auth(p["auth"], f"{where}.auth")


def _wire_id(pairing: Mapping[str, Any], family: str, where: str) -> str:
    """The served model id of a pairing; ``provider_model_id`` is upstream's name for it."""
    if "served_model_id" in pairing and "provider_model_id" in pairing:
        raise InputError(
            f"{where}.provider_model_id",
            "give served_model_id or provider_model_id (upstream's name for it), not both",
        )
    for name in ("served_model_id", "provider_model_id"):
        if name in pairing:
            if not is_wire_id(pairing[name]):
                raise InputError(f"{where}.{name}", "expected a non-empty string")
            wire: str = pairing[name]
            return wire
    return family


def _check_model(
    family: str, m: dict[str, Any], where: str, providers: Mapping[str, Any], schema: Schema
) -> None:
    # upstream's rules, in upstream's order
    served = m.get("served_by")
    if served == {}:
        served = []
    if not isinstance(served, list) or not served:
        raise InputError(f"{where}.served_by", "must be a non-empty list")
    for i, pairing in enumerate(served):
        here = f"{where}.served_by[{i}]"
        if not isinstance(pairing, dict):
            raise InputError(here, "expected an object (a pairing naming its provider)")
        if not isinstance(pairing.get("provider"), str) or pairing["provider"] not in providers:
            raise InputError(f"{here}.provider", "does not resolve (no such key in $.providers)")
    if "capabilities" not in m:
        raise InputError(f"{where}.capabilities", "required")
    # the rules added here
    if not is_wire_id(family):
        raise InputError(where, "a model family is a non-empty string")
    _known_keys(m, MODEL_KEYS, schema, where, "model")
    _own_key(m, "model_family", family, where)
    caps = _object(m["capabilities"], f"{where}.capabilities", "expected an object")
    _number(caps, "context", f"{where}.capabilities")
    _number(m, "static_quality_hint", where)
    seen: dict[tuple[str, str], int] = {}
    for i, pairing in enumerate(served):
        here = f"{where}.served_by[{i}]"
        _known_keys(pairing, PAIRING_KEYS, schema, here, "served_by")
        for name in PAIRING_COPIED:
            _number(pairing, name, here)
        key = (pairing["provider"], _wire_id(pairing, family, here))
        if key in seen:
            raise InputError(
                here, f"repeats served_by[{seen[key]}]: same provider and served model id"
            )
        seen[key] = i


def _flatten(
    providers: Mapping[str, dict[str, Any]],
    models: Mapping[str, dict[str, Any]],
    where: str,
    schema: Schema,
) -> list[Candidate]:
    """Provider × served_by, model families in code-point order, pairings in list order.

    A pairing with a marketplace provider contributes nothing: its candidates
    are discovered per call (they arrive as ``extra_candidates``).
    """
    out: list[Candidate] = []
    for family in sorted(models):
        m = models[family]
        for i, pairing in enumerate(m["served_by"]):
            here = f"{where}.models.{family}.served_by[{i}]"
            p = providers[pairing["provider"]]
            if p["discovery"] != "static":
                continue
            cand: dict[str, Any] = {
                "provider_id": pairing["provider"],
                "model_family": family,
                "served_model_id": _wire_id(pairing, family, here),
                "capabilities": m["capabilities"],
                "discovery": "static",
            }
            if "static_quality_hint" in m:
                cand["quality_hint"] = m["static_quality_hint"]
            for name in PROVIDER_COPIED:
                if name in p:
                    cand[name] = p[name]
            for name in PAIRING_COPIED:
                if name in pairing:
                    cand[name] = pairing[name]
            # declared extension fields: the most specific level wins
            for level, keys in ((p, PROVIDER_KEYS), (m, MODEL_KEYS), (pairing, PAIRING_KEYS)):
                for name in sorted(schema.extensions):
                    if name in level and name not in keys:
                        cand[name] = level[name]
            out.append(complete_candidate(cand, here, schema))
    return out


@dataclass(frozen=True)
class Catalog:
    """A validated catalog and the candidates it flattens to (never mutated)."""

    providers: Mapping[str, Mapping[str, Any]]
    models: Mapping[str, Mapping[str, Any]]
    candidates: tuple[Candidate, ...]


def catalog_from_json(value: JSON, where: str = "$", schema: Schema = DEFAULT_SCHEMA) -> Catalog:
    """Validate a catalog (the first error raises) and flatten it."""
    cat = _object(
        read_input(value, where), where, "a catalog is an object with providers and models"
    )
    for name, key in (("providers", "id"), ("models", "family")):
        if name not in cat:
            raise InputError(f"{where}.{name}", f"required (an object keyed by {key})")
    providers = _object(cat["providers"], f"{where}.providers", "expected an object keyed by id")
    models = _object(cat["models"], f"{where}.models", "expected an object keyed by family")
    for pid in sorted(providers):
        here = f"{where}.providers.{pid}"
        providers[pid] = _object(providers[pid], here, "expected an object (a provider)")
        _check_provider(pid, providers[pid], here, schema)
    for family in sorted(models):
        here = f"{where}.models.{family}"
        models[family] = _object(models[family], here, "expected an object (a model)")
        _check_model(family, models[family], here, providers, schema)
    for key in sorted(cat):
        if key not in CATALOG_KEYS:
            raise InputError(f"{where}.{key}", "unknown catalog member (one of models, providers)")
    candidates = tuple(_flatten(providers, models, where, schema))
    return Catalog(providers, models, candidates)


def call_candidates(
    catalog: Catalog, extras: JSON, where: str, schema: Schema = DEFAULT_SCHEMA
) -> list[Candidate]:
    """The candidates of one call: the catalog's, then the validated ``extras``.

    Fresh copies each time, so nothing a call does reaches the catalog.
    """
    own = copy.deepcopy(list(catalog.candidates))
    return own + candidates_completed(extras if extras is not None else [], where, schema)
