"""The run, transcribed from spec/15-run.md alone (§15.2–§15.9).

Written from the chapter's text, not from ``sigma_pol.engine``, and sharing none of
its code: the configuration is a plain dict, each transition a function named
after its rule, the runtime records are JSON objects as the chapter writes
them.  What the chapter takes from other chapters is taken from the reference's
implementation of those chapters: the policy's plan, scorer, selector,
transform and FailPlan lookup (chapter 6, ``sigma_pol.semantics``) and the
reading of candidates and requests (chapter 2).

:func:`run_answer` takes a ``run`` request (already valid: the checker does no
input validation) and returns the members chapter 15 §15.9 adds to ``expect``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from sigma_pol.semantics.carriers import Scored
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.semantics.decision_values import (
    Context,
    State,
    candidates_from_json,
    request_from_json,
)
from sigma_pol.syntax.terms import param_to_json

# §15.2
DEFAULTS: Final = {
    "circuit_breaker_threshold": 3.0,
    "circuit_breaker_rate_limit_ms": 30000.0,
    "disable_provider_ttl_ms": 300000.0,
}
CLIENT_FAULTS: Final = ("bad_request", "content_filter", "context_overflow")


def _truthy(v: Any) -> bool:
    return v is not None and v is not False


def _num(v: Any) -> float:
    return float(v)


# ---------------------------------------------------------------------------
# §15.3 recovery and expiry


def has_recovered(b: Mapping[str, Any], t: float, E: Mapping[str, float]) -> bool:
    opened = _num(b["opened_at_ms"]) if "opened_at_ms" in b else 0.0
    return b.get("open") is True and t - opened >= E["circuit_breaker_rate_limit_ms"]


def has_expired(d: Mapping[str, Any], t: float, E: Mapping[str, float]) -> bool:
    at = _num(d["at_ms"]) if "at_ms" in d else 0.0
    return t - at >= E["disable_provider_ttl_ms"]


# ---------------------------------------------------------------------------
# §15.4 the start


def priced(c: dict[str, Any]) -> dict[str, Any]:
    """R-Pool: one candidate priced."""
    if not any(k in c for k in ("raw_price_in", "price_in", "raw_price_out", "price_out")):
        return dict(c)
    r_in = c["raw_price_in"] if "raw_price_in" in c else c.get("price_in")
    r_out = c["raw_price_out"] if "raw_price_out" in c else c.get("price_out")
    mu = c.get("price_multiplier")
    if not (isinstance(mu, float) and mu > 0):
        mu = 1.0
    out = dict(c)
    out["price_multiplier"] = mu
    for side, raw in (("in", r_in), ("out", r_out)):
        for key in (f"raw_price_{side}", f"price_{side}"):
            out.pop(key, None)
        if raw is not None:
            out[f"raw_price_{side}"] = raw
            out[f"price_{side}"] = raw * mu
    return out


def base(c: Mapping[str, Any], q: Mapping[str, Any]) -> dict[str, Any]:
    """§15.6: the base request."""
    out: dict[str, Any] = {}
    for k in ("provider_id", "model_family", "served_model_id", "base_url", "aws_region",
              "api_kind", "auth_env", "auth"):  # fmt: skip
        if c.get(k) is not None:
            out[k] = c[k]
    if isinstance(q.get("messages"), list | dict):
        out["messages"] = q["messages"]
    elif q.get("prompt") is not None:
        out["messages"] = [{"role": "user", "content": q["prompt"]}]
    else:
        out["messages"] = []
    for k in ("tools", "response_format", "images", "temperature", "seed", "max_tokens"):
        if q.get(k) is not None:
            out[k] = q[k]
    reqs = q.get("requirements") if isinstance(q.get("requirements"), dict) else {}
    if _truthy(q.get("timeout_ms")):
        out["timeout_ms"] = q["timeout_ms"]
    elif _truthy(reqs.get("max_latency_ms")):
        out["timeout_ms"] = reqs["max_latency_ms"]
    else:
        out["timeout_ms"] = 30000.0
    if c.get("discovery") == "marketplace" and "offer" in c:
        out["offer"] = c["offer"]
    return out


def start(request: Mapping[str, Any]) -> dict[str, Any]:
    """R-Start … R-Empty: the first configuration (or a done one)."""
    pi = compile_term(request["term"]).carrier
    ctx = request.get("ctx") or {}
    q = request_from_json(ctx.get("request", {}), "$.ctx.request")
    E = dict(DEFAULTS)
    E.update({k: _num(v) for k, v in (request.get("engine") or {}).items()})
    # R-Start
    t = _num(ctx["now_ms"]) if "now_ms" in ctx else 0.0
    if "seed" in ctx:
        q["seed"] = _num(ctx["seed"])
    s = q.get("seed")
    runtime = request.get("runtime") or {}
    B = {p: _plain(b) for p, b in (runtime.get("breakers") or {}).items()}
    D = {
        p: (d if isinstance(d, str) else _plain(d))
        for p, d in (runtime.get("disabled") or {}).items()
    }
    # R-Breaker-Recover
    for p in sorted(B):
        if has_recovered(B[p], t, E):
            B[p]["open"] = False
            B[p]["consecutive_failures"] = 0.0
    # R-Disable-Upgrade
    for p in sorted(D):
        if isinstance(D[p], str):
            D[p] = {"kind": D[p], "at_ms": t}
    # R-Disable-Expire
    for p in sorted(D):
        if has_expired(D[p], t, E):
            del D[p]
    kappa = Context(
        request=q,
        state=State(
            ema={},
            credits={},
            breakers={p: b.get("open") is True for p, b in B.items()},
            disabled={p: d for p, d in D.items()},
        ),
        seed=s,
        now_ms=t,
    )
    pool = [priced(c) for c in candidates_from_json(request["candidates"], "$.candidates")]
    reqs = q.get("requirements") if isinstance(q.get("requirements"), dict) else {}
    pin = reqs.get("pin")
    rejected: list[dict[str, Any]] = []
    if pin is not None and pin is not False:
        match = [c for c in pool if c["provider_id"] == pin.get("provider")
                 and c["model_family"] == pin.get("model")]  # fmt: skip
        if match:  # R-Pin
            c = match[0]
            P = pi.selector([Scored(c, pi.scorer([c], kappa)[0], 0)], kappa, None)
        else:  # R-Pin-Missing
            P = []
            rejected = [{"reason": "pin_not_found", "pin": pin}]
    else:  # R-Plan
        plan = pi.plan(pool, kappa)
        P = plan.ordered
        rejected = [{"provider": r.provider, "model": r.model, "reason": r.reason}
                    for r in plan.rejected]  # fmt: skip
    config: dict[str, Any] = {
        "pi": pi, "kappa": kappa, "q": q, "E": E, "P": [e.candidate for e in P],
        "mode": "ready", "i": 0, "a": 0, "t": t, "B": B, "D": D, "lam": None,
        "path": [], "steps": [], "rejected": rejected, "result": None,
    }  # fmt: skip
    if not P:  # R-Empty
        config["mode"] = "done"
        config["result"] = {"ok": False, "error": "no_candidates"}
    return config


def _plain(record: Mapping[str, Any]) -> dict[str, Any]:
    return {k: (float(v) if isinstance(v, int | float) and not isinstance(v, bool) else v)
            for k, v in record.items()}  # fmt: skip


# ---------------------------------------------------------------------------
# §15.6 advancing


def advance(g: dict[str, Any]) -> None:
    n = len(g["P"])
    while True:
        i = g["i"]
        if i < n:
            p = g["P"][i]["provider_id"]
            if p in g["D"] and has_expired(g["D"][p], g["t"], g["E"]):  # R-Disable-Expire
                del g["D"][p]
        if i < n and g["P"][i]["provider_id"] in g["D"]:  # R-Skip
            c = g["P"][i]
            g["path"].append({"event": "skipped", "provider_id": c["provider_id"],
                              "model_family": c["model_family"], "reason": "disabled_provider"})  # fmt: skip
            g["i"] += 1
            g["a"] = 0
            continue
        if i < n:  # R-Call
            c = g["P"][i]
            request = g["pi"].xform(base(c, g["q"]), c, g["kappa"])
            g["steps"].append({"call": {"provider": c["provider_id"], "model": c["model_family"],
                                        "request": request}, "at_ms": g["t"]})  # fmt: skip
            g["mode"] = "calling"
            return
        # R-Exhausted
        g["mode"] = "done"
        g["result"] = {"ok": False, "error": "exhausted: " + (g["lam"] if g["lam"] is not None
                                                               else "no_candidates")}  # fmt: skip
        return


# ---------------------------------------------------------------------------
# §15.7 responses


def backoff(A: Mapping[str, Any], a: int) -> float:
    b = A.get("backoff_ms")
    if isinstance(b, int | float):
        return float(b)
    if isinstance(b, list):
        if a <= len(b):
            return float(b[a - 1])
        return float(b[-1]) if b else 0.0
    return 0.0


def respond(g: dict[str, Any], r: Mapping[str, Any] | None) -> None:
    if r is None:  # R-Missing
        r = {"ok": False, "error_kind": "unknown"}
    c = g["P"][g["i"]]
    p, f = c["provider_id"], c["model_family"]
    t0 = g["t"]
    g["t"] = t0 + (float(r["elapsed_ms"]) if "elapsed_ms" in r else 0.0)
    ev: dict[str, Any] = {"event": "attempted", "provider_id": p, "model_family": f,
                          "attempt": g["a"] + 1, "latency_ms": g["t"] - t0}  # fmt: skip
    if not r["ok"]:
        ev["error_kind"] = r.get("error_kind", "unknown")
        if "http_status" in r:
            ev["http_status"] = r["http_status"]
        if "error_message" in r:
            ev["error_message"] = first_300_bytes(r["error_message"])
    g["path"].append(ev)
    if r["ok"]:
        if p in g["B"]:  # R-Breaker-Reset
            g["B"][p]["consecutive_failures"] = 0.0
            g["B"][p]["open"] = False
        served = c.get("offer", {}).get("peer_id") if isinstance(c.get("offer"), dict) else None
        g["mode"] = "done"  # R-Success
        g["result"] = {"ok": True, "chosen": {"provider": p, "model": f,
                                              "served_by": served if _truthy(served) else p}}  # fmt: skip
        return
    # R-Fail
    k = r.get("error_kind", "unknown")
    g["lam"] = k
    A = param_to_json(g["pi"].classify(k))
    assert isinstance(A, dict)
    # the breaker rule
    if k not in CLIENT_FAULTS:
        old = g["B"].get(p, {"open": False, "consecutive_failures": 0.0})
        phi = old.get("consecutive_failures", 0.0) + 1.0
        if "open_breaker_ms" in A or phi >= g["E"]["circuit_breaker_threshold"]:
            g["B"][p] = {"open": True, "consecutive_failures": phi, "opened_at_ms": g["t"]}
        else:
            g["B"][p] = {**old, "consecutive_failures": phi}
    # the action rule
    verb = A["action"]
    if verb == "abort":
        g["mode"], g["result"] = "done", {"ok": False, "error": k}
    elif verb == "disable_provider":
        g["D"][p] = {"kind": k, "at_ms": g["t"]}
        g["path"].append({"event": "provider_disabled", "provider_id": p, "reason": k})
        g["i"] += 1
        g["a"] = 0
        g["mode"] = "ready"
    elif verb == "retry_same":
        m = A.get("attempts", 1.0)
        a2 = g["a"] + 1
        if a2 <= m:
            b = backoff(A, a2)
            g["a"] = a2
            g["path"].append({"event": "retry_scheduled", "provider_id": p, "model_family": f,
                              "attempt": a2, "backoff_ms": b})  # fmt: skip
            if b > 0:  # R-Retry-Wait
                g["steps"].append({"wait": {"until_ms": g["t"] + b}})
                g["mode"] = ("waiting", g["t"] + b)
            else:  # R-Retry
                g["mode"] = "ready"
        elif A.get("then_action") == "abort":  # R-Retry-Spent-Abort
            g["a"] = 0
            g["mode"], g["result"] = "done", {"ok": False, "error": k}
        else:  # R-Retry-Spent
            g["a"] = 0
            g["i"] += 1
            g["mode"] = "ready"
    elif verb == "next_provider_same_model":
        later = [j for j in range(g["i"] + 1, len(g["P"])) if g["P"][j]["model_family"] == f]
        g["i"] = later[0] if later else len(g["P"])
        g["a"] = 0
        g["mode"] = "ready"
    else:  # R-Next
        g["i"] += 1
        g["a"] = 0
        g["mode"] = "ready"


def first_300_bytes(message: str) -> str:
    """§15.8: the longest prefix of at most 300 UTF-8 bytes."""
    out, size = [], 0
    for ch in message:
        size += len(ch.encode("utf-8"))
        if size > 300:
            break
        out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------------------
# §15.9 the answer


def run_answer(request: Mapping[str, Any], max_steps: int = 10000) -> dict[str, Any]:
    g = start(request)
    script = list(request.get("responses") or [])
    if g["mode"] == "ready":
        advance(g)
    while g["mode"] != "done":
        if len(g["steps"]) > max_steps:
            raise OverflowError("more than 10000 steps")
        if g["mode"] == "calling":
            respond(g, script.pop(0) if script else None)
            if g["mode"] == "ready":
                advance(g)
        else:  # R-Resume
            g["t"] = g["mode"][1]
            g["mode"] = "ready"
            advance(g)
    return {
        "steps": g["steps"],
        "decision_path": g["path"],
        "result": g["result"],
        "rejected": g["rejected"],
        "runtime": {"breakers": g["B"], "disabled": g["D"]},
    }
