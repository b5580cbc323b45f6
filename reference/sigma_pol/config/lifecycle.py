"""The lifecycle of a configuration and its runtime (spec/17-configuration.md §17.11):
registering, unregistering and redefining providers and models, and what each
does to the state accumulated under them.

Upstream has no ``register_*``: this is the design's rule (docs/POLICY_DESIGN.md
§4.4), specified as the reference's own extension.  The mutability classes are
chapter 11's (§11.5) for the members that reach a candidate; a provider's
``discovery_id`` is routing-target (where its offers come from), its
``source`` and ``notes`` tunable.  State lives in three places: a provider's
breaker and disable (``runtime``), a pair's metrics slot ``provider|family``
and a provider's credit slot (``store``), a discovery's cached offers.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..catalog.fields import Mutability
from ..engine import Runtime
from ..syntax.errors import InputError
from ..syntax.suggest import did_you_mean
from ..syntax.terms import JSON
from .config_document import config_from_json
from .metrics import CREDITS, Store
from .runtime import ConfigRuntime

#: L-Classes: a provider's members and their mutability class.
PROVIDER_CLASSES: Final[Mapping[str, Mutability]] = {
    "discovery": Mutability.ROUTING_TARGET,
    "base_url": Mutability.ROUTING_TARGET,
    "api_kind": Mutability.ROUTING_TARGET,
    "auth": Mutability.ROUTING_TARGET,
    "auth_env": Mutability.ROUTING_TARGET,
    "aws_region": Mutability.ROUTING_TARGET,
    "discovery_id": Mutability.ROUTING_TARGET,
    "scope": Mutability.IDENTITY,
    "tier": Mutability.TUNABLE,
    "has_tee": Mutability.TUNABLE,
    "no_log": Mutability.TUNABLE,
    "source": Mutability.TUNABLE,
    "notes": Mutability.TUNABLE,
}
#: L-Classes: a model's members (``served_by``: each pairing is an identity, below).
MODEL_CLASSES: Final[Mapping[str, Mutability]] = {
    "capabilities": Mutability.TUNABLE,
    "static_quality_hint": Mutability.TUNABLE,
    "family": Mutability.TUNABLE,
    "served_by": Mutability.IDENTITY,
}


@dataclass(frozen=True, slots=True)
class Engine:
    """A configuration document with its runtime and metrics store."""

    config: dict[str, JSON]
    runtime: ConfigRuntime
    store: Store


@dataclass(frozen=True, slots=True)
class Changed:
    """The engine after an operation, and the state slots it cleared (``provider``,
    ``provider|family``, ``discovery:<id>``), in code-point order."""

    engine: Engine
    cleared: tuple[str, ...]


def _table(engine: Engine, name: str) -> dict[str, JSON]:
    table = engine.config.get(name)
    return dict(table) if isinstance(table, dict) else {}


def _with(engine: Engine, name: str, table: dict[str, JSON]) -> dict[str, JSON]:
    config = copy.deepcopy(engine.config)
    config[name] = table
    config_from_json(config, "$.config")  # the result is a valid configuration
    return config


def _cleared(
    engine: Engine,
    config: dict[str, JSON],
    providers: set[str],
    pairs: set[str],
    discoveries: set[str],
) -> Changed:
    """L-Clear: the engine with the state of these providers, pairs and discoveries removed."""
    rt = engine.runtime.runtime
    breakers = {p: b for p, b in rt.breakers.items() if p not in providers}
    disabled = {p: d for p, d in rt.disabled.items() if p not in providers}
    cache = {d: e for d, e in engine.runtime.discovery_cache.items() if d not in discoveries}
    gone = set(pairs) | {CREDITS + p for p in providers}
    store = {
        k: dict(v)
        for k, v in engine.store.items()
        if k not in gone and k.partition("|")[0] not in providers
    }
    cleared = sorted(
        {p for p in providers if p in rt.breakers or p in rt.disabled}
        | {k for k in engine.store if k not in store}
        | {f"discovery:{d}" for d in discoveries if d in engine.runtime.discovery_cache}
    )
    runtime = ConfigRuntime(Runtime(breakers, disabled), cache)
    return Changed(Engine(config, runtime, store), tuple(cleared))


def _known(table: Mapping[str, JSON], key: str, what: str, where: str) -> None:
    if key not in table:
        raise InputError(where, f"no {what} '{key}'", did_you_mean(key, sorted(table)))


def register(engine: Engine, table: str, key: str, value: JSON) -> Changed:
    """L-Register: a provider or model that is not there is added; the configuration
    must stay valid.  Nothing is cleared: a new id has no state."""
    entries = _table(engine, table)
    if key in entries:
        raise InputError(
            f"$.config.{table}.{key}", "already registered (redefine it, or unregister it first)"
        )
    entries[key] = copy.deepcopy(value)
    return Changed(Engine(_with(engine, table, entries), engine.runtime, engine.store), ())


def _serving(engine: Engine, pid: str) -> list[str]:
    out = []
    for family, model in sorted(_table(engine, "models").items()):
        served = model.get("served_by") if isinstance(model, dict) else None
        if isinstance(served, list) and any(
            isinstance(s, dict) and s.get("provider") == pid for s in served
        ):
            out.append(family)
    return out


def unregister(engine: Engine, table: str, key: str) -> Changed:
    """L-Unregister: the provider or model is removed and its state cleared (a provider:
    its breaker, disable, metrics and credit slots, its discovery's cache when no
    other provider shares it; a model: the metrics slots of its pairs).  A provider
    a model still serves is refused, naming the models."""
    entries = _table(engine, table)
    _known(entries, key, table[:-1], f"$.{table}")
    if table == "providers":
        serving = _serving(engine, key)
        if serving:
            raise InputError(
                f"$.config.providers.{key}",
                f"still serves {', '.join(serving)}: unregister the model(s) or redefine "
                "their served_by first",
            )
        old = entries.pop(key)
        config = _with(engine, table, entries)
        return _cleared(engine, config, {key}, set(), _orphaned(old, entries))
    del entries[key]
    config = _with(engine, table, entries)
    pairs = {k for k in engine.store if k.partition("|")[2] == key and not k.startswith(CREDITS)}
    return _cleared(engine, config, set(), pairs, set())


def _orphaned(old: JSON, others: Mapping[str, JSON]) -> set[str]:
    """The discovery id of a provider no other provider shares."""
    did = old.get("discovery_id") if isinstance(old, dict) else None
    if not isinstance(did, str):
        return set()
    shared = any(isinstance(p, dict) and p.get("discovery_id") == did for p in others.values())
    return set() if shared else {did}


def _pairs(model: JSON) -> dict[str, JSON]:
    """A model's pairings: provider -> the served model id it names (or none)."""
    served = model.get("served_by") if isinstance(model, dict) else None
    out: dict[str, JSON] = {}
    for s in served if isinstance(served, list) else []:
        if isinstance(s, dict) and isinstance(s.get("provider"), str):
            out[str(s["provider"])] = s.get("served_model_id", s.get("provider_model_id"))
    return out


def redefine(engine: Engine, table: str, key: str, changes: JSON) -> Changed:
    """L-Redefine: member changes (``null`` removes a member) applied to a provider or
    model.  Tunable members keep the state; a changed identity or routing-target
    member clears it (a provider's: all of it; a model's pairing: that pair's metrics
    slot); a member with no class is refused, naming it."""
    entries = _table(engine, table)
    _known(entries, key, table[:-1], f"$.{table}")
    if changes == []:
        changes = {}
    if not isinstance(changes, dict):
        raise InputError("$.changes", "expected an object of member changes")
    classes = PROVIDER_CLASSES if table == "providers" else MODEL_CLASSES
    for name in sorted(changes):
        if name not in classes:
            raise InputError(
                f"$.changes.{name}",
                f"not a {table[:-1]} member with a mutability class",
                did_you_mean(name, sorted(classes)),
            )
    old = entries[key]
    assert isinstance(old, dict)
    new = dict(old)
    for name, value in changes.items():
        if value is None:
            new.pop(name, None)
        else:
            new[name] = copy.deepcopy(value)
    entries[key] = new
    config = _with(engine, table, entries)
    moved = sorted(
        name
        for name in changes
        if classes[name] is not Mutability.TUNABLE and old.get(name) != new.get(name)
    )
    if table == "providers":
        if not moved:
            return Changed(Engine(config, engine.runtime, engine.store), ())
        discoveries = {d for d in (old.get("discovery_id"),) if isinstance(d, str)}
        if new.get("discovery_id") == old.get("discovery_id"):
            discoveries = set()
        return _cleared(engine, config, {key}, set(), discoveries)
    before, after = _pairs(old), _pairs(new)
    stale = {f"{p}|{key}" for p in before if p not in after or after[p] != before[p]}
    return _cleared(engine, config, set(), stale, set())
