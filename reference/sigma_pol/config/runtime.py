"""The engine's runtime state for a configured call (spec/17-configuration.md §17.8):
chapter 15's breakers and disables, and the per-discovery cache of offers; its
dump and restore (upstream's ``dump_state`` and ``restore_state``,
llm_policy.lua 306–326).

The protocol's ``runtime`` is ``{breakers, disabled, discovery_cache}``: the state
as the engine holds it when the call starts (a legacy disable string stays one
until a check reads it).  :func:`dump` and :func:`restore` translate it to and
from upstream's snapshot document; restoring upgrades each legacy string to
``{kind, at_ms: <the restore instant>}`` (C-Restore-Legacy).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..engine import Disable, Runtime, runtime_from_json
from ..syntax.errors import InputError
from ..syntax.suggest import did_you_mean
from ..syntax.terms import JSON
from .metrics import Store


@dataclass(frozen=True, slots=True)
class CacheEntry:
    """A discovery's cached answer: its offers and when they were fetched."""

    offers: list[JSON]
    fetched_at_ms: float | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"offers": list(self.offers)}
        if self.fetched_at_ms is not None:
            out["fetched_at_ms"] = self.fetched_at_ms
        return out


@dataclass(frozen=True, slots=True)
class ConfigRuntime:
    """Breakers and disables (chapter 15) and the discovery cache."""

    runtime: Runtime = field(default_factory=Runtime)
    discovery_cache: Mapping[str, CacheEntry] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSON]:
        out = self.runtime.to_json()
        out["discovery_cache"] = {k: e.to_json() for k, e in sorted(self.discovery_cache.items())}
        return out


RUNTIME_KEYS = ("breakers", "disabled", "discovery_cache")


def cache_entry_from_json(value: JSON, where: str) -> CacheEntry:
    if not isinstance(value, dict):
        raise InputError(where, "expected a cache entry {offers, fetched_at_ms?}")
    for key in sorted(value):
        if key not in ("fetched_at_ms", "offers"):
            raise InputError(f"{where}.{key}", "unknown member (one of fetched_at_ms, offers)")
    offers = value.get("offers", [])
    if offers == {}:
        offers = []
    if not isinstance(offers, list):
        raise InputError(f"{where}.offers", "expected an array of offers")
    fetched = value.get("fetched_at_ms")
    if fetched is not None and not isinstance(fetched, float):
        raise InputError(f"{where}.fetched_at_ms", "expected a number")
    return CacheEntry(offers, fetched)


def config_runtime_from_json(value: JSON, where: str = "$.runtime") -> ConfigRuntime:
    """The protocol's ``runtime``: chapter 15's reader for breakers and disables, and
    the discovery cache (each entry's offers are read when a call uses them)."""
    if value is None:
        return ConfigRuntime()
    if value == []:
        value = {}
    if not isinstance(value, dict):
        raise InputError(where, "expected an object {breakers, disabled, discovery_cache}")
    for key in sorted(value):
        if key not in RUNTIME_KEYS:
            raise InputError(
                f"{where}.{key}",
                f"unknown member (one of {', '.join(RUNTIME_KEYS)})",
                did_you_mean(key, RUNTIME_KEYS),
            )
    rest = {k: v for k, v in value.items() if k != "discovery_cache"}
    cache_json = value.get("discovery_cache", {})
    if cache_json == []:
        cache_json = {}
    if not isinstance(cache_json, dict):
        raise InputError(f"{where}.discovery_cache", "expected an object keyed by discovery id")
    cache = {
        k: cache_entry_from_json(v, f"{where}.discovery_cache.{k}")
        for k, v in sorted(cache_json.items())
        if v is not None
    }
    return ConfigRuntime(runtime_from_json(rest, where), cache)


def dump(state: ConfigRuntime, store: Store) -> dict[str, JSON]:
    """C-Dump: upstream's snapshot document of the runtime and the metrics store."""
    rt = state.runtime.to_json()
    return {
        "circuit_breakers": rt["breakers"],
        "disabled_providers": rt["disabled"],
        "ema_metrics": {k: dict(v) for k, v in sorted(store.items())},
        "discovery_cache": {k: e.to_json() for k, e in sorted(state.discovery_cache.items())},
    }


def restore(snapshot: JSON, now: float, where: str = "$") -> tuple[ConfigRuntime, Store | None]:
    """C-Restore: a snapshot document back to the runtime (and the metrics store when
    the snapshot has one); a legacy disable string becomes ``{kind, at_ms: now}``
    (C-Restore-Legacy).  ``initialized`` is never restored."""
    if not isinstance(snapshot, dict):
        raise InputError(where, "snapshot must be a table")
    ours: dict[str, JSON] = {}
    for theirs, mine in (
        ("circuit_breakers", "breakers"),
        ("disabled_providers", "disabled"),
        ("discovery_cache", "discovery_cache"),
    ):
        if snapshot.get(theirs) is not None:
            ours[mine] = snapshot[theirs]
    state = config_runtime_from_json(ours, where)
    disabled = {
        pid: Disable(d.kind, now) if d.legacy else d for pid, d in state.runtime.disabled.items()
    }
    upgraded = ConfigRuntime(Runtime(state.runtime.breakers, disabled), state.discovery_cache)
    ema = snapshot.get("ema_metrics")
    store: Store | None = None
    if isinstance(ema, dict):
        store = {k: dict(v) for k, v in ema.items() if isinstance(v, dict)}
    return upgraded, store
