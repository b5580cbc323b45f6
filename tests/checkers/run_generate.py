"""Random ``run`` requests (spec/15-run.md §15.9) for comparing the run checker with
the reference: small policies × populations × runtime states × engine
parameters × response scripts, drawn from a seeded :class:`random.Random`."""

from __future__ import annotations

import random
from typing import Any

KINDS = ("server_error", "timeout", "rate_limit", "auth_error", "bad_request",
         "content_filter", "context_overflow", "unknown", "network_error")  # fmt: skip
VERBS = ("retry_same", "next_candidate", "next_provider_same_model", "disable_provider", "abort")


def _pick(rng: random.Random, *choices: Any) -> Any:
    return choices[rng.randrange(len(choices))]


def action(rng: random.Random) -> dict[str, Any]:
    a: dict[str, Any] = {"action": _pick(rng, *VERBS, "retry_same", "retry_same")}
    if rng.random() < 0.6:
        a["attempts"] = _pick(rng, 0, 1, 2, 3, 1.5, -1)
    if rng.random() < 0.6:
        a["backoff_ms"] = _pick(rng, 0, 50, -5, [10, 0, 30], [], [25], 0.5)
    if rng.random() < 0.4:
        a["then_action"] = _pick(rng, *VERBS)
    if rng.random() < 0.2:
        a["open_breaker_ms"] = _pick(rng, 0, 100)
    return a


def failplan(rng: random.Random) -> Any:
    plan: Any = ["always", action(rng)]
    for kind in rng.sample(KINDS, rng.randrange(4)):
        plan = ["override", plan, kind, action(rng)]
    return plan


def policy(rng: random.Random) -> Any:
    filt = _pick(rng, ["top"], ["top"], ["not", ["is", "disabled"]],
                 ["not", ["is", "breaker_open"]], ["cmp", "price_in", "lt", 5])  # fmt: skip
    scorer = _pick(rng, ["zero"], ["field", "price_in"], ["neg", ["field", "price_in"]])
    selector = _pick(rng, ["ordered"], ["argmax"], ["top_k", 2, ["ordered"]],
                     ["chain", [{"provider": "b", "model": "m"}, {"provider": "a", "model": "n"}]],
                     ["sample", 1])  # fmt: skip
    xform = _pick(rng, ["id"], ["set_param", "temperature", 0.25], ["inject_seed", "x_seed"],
                  ["when", ["provider_eq", "a"], ["set_param", "max_tokens", 9]])  # fmt: skip
    return ["policy", filt, scorer, selector, xform, failplan(rng)]


def candidate(rng: random.Random) -> dict[str, Any]:
    c: dict[str, Any] = {"provider_id": _pick(rng, "a", "b", "c", "d"),
                         "model_family": _pick(rng, "m", "n")}  # fmt: skip
    if rng.random() < 0.4:
        c["price_in"] = _pick(rng, 1, 2, 4, 6)
    if rng.random() < 0.2:
        c["price_multiplier"] = _pick(rng, 0.5, 2, -1)
    if rng.random() < 0.1:
        c["raw_price_in"] = _pick(rng, 3, 7)
    if rng.random() < 0.1:
        c["discovery"] = "marketplace"
        c["offer"] = {"peer_id": "peer-" + c["provider_id"]}
    if rng.random() < 0.1:
        c["served_model_id"] = c["model_family"] + "-v1"
    return c


def runtime(rng: random.Random, now: float) -> dict[str, Any]:
    breakers: dict[str, Any] = {}
    disabled: dict[str, Any] = {}
    for p in ("a", "b", "c", "d"):
        if rng.random() < 0.3:
            b: dict[str, Any] = {"open": rng.random() < 0.6} if rng.random() < 0.9 else {}
            if rng.random() < 0.7:
                b["consecutive_failures"] = rng.randrange(4)
            if rng.random() < 0.7:
                b["opened_at_ms"] = _pick(rng, 0, now - 100, now - 30000, now)
            breakers[p] = b
        if rng.random() < 0.2:
            if rng.random() < 0.3:
                disabled[p] = _pick(rng, "auth_error", "legacy")
            else:
                d: dict[str, Any] = {"kind": "auth_error"}
                if rng.random() < 0.8:
                    d["at_ms"] = _pick(rng, 0, now - 50, now - 300000, now)
                disabled[p] = d
    return {"breakers": breakers, "disabled": disabled}


def response(rng: random.Random) -> dict[str, Any] | None:
    if rng.random() < 0.05:
        return None  # the host has no response for this call
    if rng.random() < 0.3:
        r: dict[str, Any] = {"ok": True}
    else:
        r = {"ok": False}
        if rng.random() < 0.9:
            r["error_kind"] = _pick(rng, *KINDS)
        if rng.random() < 0.2:
            r["http_status"] = _pick(rng, 429, 500, 503)
        if rng.random() < 0.2:
            r["error_message"] = _pick(rng, "down", "x" * 299 + "é!", "é" * 151)
    if rng.random() < 0.7:
        r["elapsed_ms"] = _pick(rng, 0, 10, 0.2, 60, 1000)
    return r


def run_request(rng: random.Random, name: str = "gen") -> dict[str, Any]:
    now = _pick(rng, None, 0, 1000, 0.1, 400000)
    ctx: dict[str, Any] = {}
    if now is not None:
        ctx["now_ms"] = now
    if rng.random() < 0.3:
        ctx["seed"] = rng.randrange(1, 100)
    request: dict[str, Any] = {}
    if rng.random() < 0.3:
        request["prompt"] = "hi"
    if rng.random() < 0.2:
        request["temperature"] = 0.9
    if rng.random() < 0.03:
        request["requirements"] = {"pin": False}
    elif rng.random() < 0.1:
        request["requirements"] = {"pin": {"provider": _pick(rng, "a", "b", "z"),
                                           "model": _pick(rng, "m", "n")}}  # fmt: skip
    if rng.random() < 0.1:
        request["seed"] = 3
    if request:
        ctx["request"] = request
    out: dict[str, Any] = {
        "name": name,
        "kind": "run",
        "term": policy(rng),
        "candidates": [candidate(rng) for _ in range(rng.randrange(6))],
        "ctx": ctx,
        "responses": [response(rng) for _ in range(rng.randrange(9))],
    }
    if rng.random() < 0.6:
        out["runtime"] = runtime(rng, now if now is not None else 0.0)
    if rng.random() < 0.5:
        engine: dict[str, Any] = {}
        for key, values in (("circuit_breaker_threshold", (1, 2, 3)),
                            ("circuit_breaker_rate_limit_ms", (0, 100, 30000)),
                            ("disable_provider_ttl_ms", (0, 50, 300000))):  # fmt: skip
            if rng.random() < 0.5:
                engine[key] = _pick(rng, *values)
        out["engine"] = engine
    return out
