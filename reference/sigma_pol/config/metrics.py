"""The metrics store (spec/17-configuration.md §17.7): upstream's ``ema_metrics``,
seeded from a metrics document (``seed_runtime_from_metrics``, llm_policy.lua
176–217) and changed by ``update_metrics`` (328–333).

The store maps ``"<provider_id>|<model_family>"`` to ``{price_in?, price_out?,
last_quality_eval?}`` and ``"__credits|<provider_id>"`` to
``{free_credits_remaining_usd}``.  It is what the policy's ``state.ema`` is, and
its credit slots are ``state.credits`` (C-Call-State).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..syntax.errors import InputError
from ..syntax.terms import JSON

#: The prefix of a provider's credit slot in the store.
CREDITS: Final = "__credits|"

Store = dict[str, dict[str, JSON]]


def pm_key(provider_id: str, model_family: str) -> str:
    """upstream's ``pm_key`` (util.lua 37–39)."""
    return provider_id + "|" + model_family


def split_key(key: str) -> tuple[str, str] | None:
    """C-Metrics-Key: ``family@provider`` (the first ``@``), else ``provider|family``
    (the first ``|``); ``None`` when the key has neither (the entry is skipped)."""
    if "@" in key:
        family, _, provider = key.partition("@")
        return provider, family
    if "|" in key:
        provider, _, family = key.partition("|")
        return provider, family
    return None


def _object(value: JSON, where: str) -> dict[str, JSON]:
    if value == []:
        return {}
    if not isinstance(value, dict):
        raise InputError(where, "expected an object")
    return value


def _number(obj: Mapping[str, JSON], key: str, where: str) -> None:
    v = obj.get(key)
    if v is not None and not isinstance(v, float):
        raise InputError(f"{where}.{key}", "expected a number")


def seed(metrics: JSON, where: str = "$.metrics") -> Store:
    """C-Metrics-Seed: the store a metrics document seeds, keys taken in code-point
    order (a later key naming the same pair overwrites an earlier one)."""
    store: Store = {}
    if metrics is None:
        return store
    doc = _object(metrics, where)
    models = doc.get("models")
    if isinstance(models, dict):
        for key in sorted(models):
            here = f"{where}.models.{key}"
            entry = _object(models[key], here)
            for name in ("price_in_usd_per_mtok", "price_out_usd_per_mtok"):
                _number(entry, name, here)
            pair = split_key(key)
            if pair is None:
                continue
            slot: dict[str, JSON] = {}
            for mine, theirs in (
                ("price_in", "price_in_usd_per_mtok"),
                ("price_out", "price_out_usd_per_mtok"),
                ("last_quality_eval", "last_quality_eval"),
            ):
                if entry.get(theirs) is not None:
                    slot[mine] = entry[theirs]
            store[pm_key(*pair)] = slot
    providers = doc.get("providers")
    if isinstance(providers, dict):
        for pid in sorted(providers):
            here = f"{where}.providers.{pid}"
            entry = _object(providers[pid], here)
            _number(entry, "free_credits_remaining_usd", here)
            if entry.get("free_credits_remaining_usd") is not None:
                store[CREDITS + pid] = {
                    "free_credits_remaining_usd": entry["free_credits_remaining_usd"]
                }
    return store


def update(store: Store, provider_id: str, model_family: str, delta: Mapping[str, JSON]) -> None:
    """C-Metrics-Update: ``update_metrics`` writes each member of ``delta`` over the
    pair's slot (created empty when missing), in place."""
    key = pm_key(provider_id, model_family)
    slot = store.setdefault(key, {})
    for name, value in delta.items():
        slot[name] = value


def credits_of(store: Mapping[str, Mapping[str, JSON]]) -> dict[str, JSON]:
    """C-Call-State: ``state.credits``, each credit slot's balance by provider."""
    out: dict[str, JSON] = {}
    for key in sorted(store):
        balance = store[key].get("free_credits_remaining_usd")
        if key.startswith(CREDITS) and len(key) > len(CREDITS) and balance is not None:
            out[key[len(CREDITS) :]] = balance
    return out
