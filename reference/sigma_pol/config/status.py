"""The status view (spec/17-configuration.md §17.8): upstream's ``provider_status``
(llm_policy.lua 505–576) with its two views ``breaker_view`` (431–449) and
``disable_view`` (454–466).  It reads the runtime and the metrics store at an
instant and changes neither (C-Status-Pure).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import Breaker, Disable, Engine
from ..syntax.terms import JSON
from .metrics import CREDITS, Store


def breaker_view(b: Breaker | None, now: float, engine: Engine) -> dict[str, JSON]:
    """C-Status-Breaker: no record is closed with no failures; a closed record shows
    its count and ``opened_at_ms``; an open one has recovered once its window has
    passed (shown closed), else shows how long until it does."""
    if b is None:
        return {"open": False, "consecutive_failures": 0.0, "ms_until_recovery": 0.0}
    cf = b.consecutive_failures if b.consecutive_failures is not None else 0.0
    if b.open is not True:
        out: dict[str, JSON] = {"open": False, "consecutive_failures": cf, "ms_until_recovery": 0.0}
        if b.opened_at_ms is not None:
            out["opened_at_ms"] = b.opened_at_ms
        return out
    opened = b.opened_at_ms if b.opened_at_ms is not None else 0.0
    window = engine.circuit_breaker_rate_limit_ms
    if now - opened >= window:
        return {
            "open": False,
            "consecutive_failures": cf,
            "opened_at_ms": opened,
            "ms_until_recovery": 0.0,
        }
    return {
        "open": True,
        "consecutive_failures": cf,
        "opened_at_ms": opened,
        "ms_until_recovery": max(0.0, opened + window - now),
    }


def disable_view(d: Disable, now: float, engine: Engine) -> dict[str, JSON] | None:
    """C-Status-Disable: ``None`` once expired; a legacy string reads ``at_ms`` 0."""
    at = 0.0 if d.legacy or d.at_ms is None else d.at_ms
    ttl = engine.disable_provider_ttl_ms
    if now - at >= ttl:
        return None
    out: dict[str, JSON] = {}
    if d.kind is not None:
        out["kind"] = d.kind
    out["at_ms"] = at
    out["ms_until_recovery"] = max(0.0, at + ttl - now)
    return out


def provider_status(
    providers: Mapping[str, object],
    breakers: Mapping[str, Breaker],
    disabled: Mapping[str, Disable],
    store: Store,
    now: float,
    engine: Engine,
) -> dict[str, JSON]:
    """C-Status: the document ``{schema, generated_at_ms, providers}``; the roster is
    every configured provider and every provider the runtime or the store names."""
    rows: dict[str, dict[str, JSON]] = {}

    def ensure(pid: str) -> dict[str, JSON]:
        if pid not in rows:
            rows[pid] = {"breaker": breaker_view(None, now, engine), "models": {}}
        return rows[pid]

    for pid in sorted(providers):
        ensure(pid)
    for pid in sorted(breakers):
        ensure(pid)["breaker"] = breaker_view(breakers[pid], now, engine)
    for pid in sorted(disabled):
        view = disable_view(disabled[pid], now, engine)
        row = ensure(pid)
        if view is not None:
            row["disabled"] = view
    for key in sorted(store):
        slot = store[key]
        if key.startswith(CREDITS) and len(key) > len(CREDITS):
            row = ensure(key[len(CREDITS) :])
            credit = slot.get("free_credits_remaining_usd")
            if credit is None:
                credit = slot.get("credits_remaining_usd")
            if credit is not None and credit is not False:
                row["credits_remaining_usd"] = credit
            elif "credits_remaining_usd" in row:
                del row["credits_remaining_usd"]
        elif "|" in key:
            pid, _, family = key.partition("|")
            models = ensure(pid)["models"]
            assert isinstance(models, dict)
            models[family] = {
                k: slot[k]
                for k in ("price_in", "price_out", "last_quality_eval")
                if slot.get(k) is not None
            }
    for row in rows.values():
        breaker = row["breaker"]
        assert isinstance(breaker, dict)
        row["available"] = "disabled" not in row and breaker.get("open") is not True
    return {
        "schema": "router_provider_status",
        "generated_at_ms": now,
        "providers": {k: rows[k] for k in sorted(rows)},
    }
