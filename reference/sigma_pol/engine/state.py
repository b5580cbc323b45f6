"""What a run starts from (spec/15-run.md §15.3, §15.4): the host's runtime state
at the start instant, the context the policy sees, the pool, the base request.

* :func:`breaker_recovers` and :func:`disable_expired` are the two recovery
  tests (upstream's ``breaker_view`` and ``disable_view``);
* :func:`settle` applies them to the runtime at the start instant
  (R-Breaker-Recover, R-Disable-Upgrade, R-Disable-Expire) and returns the
  snapshot ``ctx.state`` the policy reads (R-Start);
* :func:`priced` is upstream's ``enrich_with_prices`` with no metrics and no
  host multiplier (R-Pool);
* :func:`base_request` is upstream's ``build_request`` (R-Call).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..semantics.decision_values import Candidate, Context, Request, State
from ..syntax.lua import truthy
from ..syntax.terms import JSON
from .records import Breaker, Detail, Disable, Engine


def breaker_recovers(b: Breaker, now: float, engine: Engine) -> bool:
    """An open breaker has recovered once ``now - opened_at >= window`` (``opened_at``
    absent reads 0)."""
    opened = b.opened_at_ms if b.opened_at_ms is not None else 0.0
    return b.open is True and now - opened >= engine.circuit_breaker_rate_limit_ms


def disable_expired(d: Disable, now: float, engine: Engine) -> bool:
    """A disable has expired once ``now - at_ms >= ttl`` (``at_ms`` absent reads 0)."""
    at = d.at_ms if d.at_ms is not None else 0.0
    return now - at >= engine.disable_provider_ttl_ms


def settle(
    breakers: dict[str, Breaker],
    disabled: dict[str, Disable],
    now: float,
    engine: Engine,
    fired: list[tuple[str, Detail]],
    ema: Mapping[str, JSON] | None = None,
    credits: Mapping[str, JSON] | None = None,
) -> State:
    """Bring the runtime to the start instant, in place, and snapshot it.

    Breakers: an open one that has recovered is closed with its failures reset,
    its ``opened_at_ms`` kept; the snapshot maps every provider with a record to
    whether its breaker is open.  Disables: a legacy string is upgraded to
    ``{kind, at_ms: now}``; an expired record is removed; the snapshot holds the
    live ones.  ``fired`` receives the rule of each change with its provider (and,
    for a disable, its kind, or the instant it was set when it expires).  ``ema``
    and ``credits`` are the metrics store's (spec/17-configuration.md
    C-Call-State; none in a bare run).
    """
    snapshot_breakers: dict[str, bool] = {}
    for pid in sorted(breakers):
        b = breakers[pid]
        if breaker_recovers(b, now, engine):
            b = breakers[pid] = Breaker(False, 0.0, b.opened_at_ms)
            fired.append(("R-Breaker-Recover", {"provider": pid}))
        snapshot_breakers[pid] = b.open is True
    snapshot_disabled: dict[str, JSON] = {}
    for pid in sorted(disabled):
        d = disabled[pid]
        if d.legacy:
            d = disabled[pid] = Disable(d.kind, now)
            fired.append(("R-Disable-Upgrade", {"provider": pid, "kind": str(d.kind)}))
        if disable_expired(d, now, engine):
            del disabled[pid]
            set_at = d.at_ms if d.at_ms is not None else 0.0
            fired.append(("R-Disable-Expire", {"provider": pid, "set_at_ms": set_at}))
        else:
            snapshot_disabled[pid] = d.to_json()
    return State(
        ema=dict(ema or {}),
        breakers=snapshot_breakers,
        disabled=snapshot_disabled,
        credits=dict(credits or {}),
    )


def _positive_number(value: JSON) -> bool:
    return isinstance(value, float) and value > 0


def priced(c: Candidate, fallback: float = 1.0) -> Candidate:
    """The candidate as the pool holds it: upstream's ``enrich_with_prices`` with
    no metrics seeded (``apply_ranking_prices``; ``fallback``, the host's price
    multiplier, 1 where there is none: spec/17 C-Price-Rank).

    When it has a raw or a ranking price, ``raw_price_in`` and ``raw_price_out``
    are its raw prices (the ``raw_`` member, else the ranking one), its
    ``price_multiplier`` is its own when a positive number, else ``fallback``, and each
    ranking price is its raw price times the multiplier (absent when the raw
    price is).  A copy: the input is not changed.
    """
    e = dict(c)
    raw_in = c.get("raw_price_in", c.get("price_in"))
    raw_out = c.get("raw_price_out", c.get("price_out"))
    if raw_in is None and raw_out is None:
        return e
    mult = c.get("price_multiplier")
    if not _positive_number(mult):
        mult = fallback
    for name, raw in (("in", raw_in), ("out", raw_out)):
        if raw is None:
            e.pop(f"raw_price_{name}", None)
            e.pop(f"price_{name}", None)
        else:
            e[f"raw_price_{name}"] = raw
            e[f"price_{name}"] = raw * mult
    e["price_multiplier"] = mult
    return e


#: The candidate members the base request copies, under the same name.
CANDIDATE_MEMBERS = (
    "provider_id",
    "model_family",
    "served_model_id",
    "base_url",
    "aws_region",
    "api_kind",
    "auth_env",
    "auth",
)
#: The contract members the base request copies, under the same name.
CONTRACT_MEMBERS = ("tools", "response_format", "images", "temperature", "seed", "max_tokens")

DEFAULT_TIMEOUT_MS = 30000.0


def base_request(c: Candidate, contract: Request) -> Request:
    """Upstream's ``build_request``: the request a call starts from, before the transform.

    ``messages`` is the contract's when it is an array or object, else one user
    message holding ``prompt`` when there is one, else empty; ``timeout_ms`` is
    the contract's, else ``requirements.max_latency_ms``, else 30000 (Lua's
    ``or``: ``false`` passes on); a marketplace candidate adds its ``offer``.
    Absent members stay absent (Lua's ``nil``).
    """
    req: Request = {}
    for name in CANDIDATE_MEMBERS:
        if c.get(name) is not None:
            req[name] = c[name]
    messages = contract.get("messages")
    if isinstance(messages, list | dict):
        req["messages"] = messages
    elif contract.get("prompt") is not None:
        req["messages"] = [{"role": "user", "content": contract["prompt"]}]
    else:
        req["messages"] = []
    for name in CONTRACT_MEMBERS:
        if contract.get(name) is not None:
            req[name] = contract[name]
    requirements = contract.get("requirements")
    timeout: JSON = contract.get("timeout_ms")
    if not truthy(timeout):
        timeout = requirements.get("max_latency_ms") if isinstance(requirements, dict) else None
    req["timeout_ms"] = timeout if truthy(timeout) else DEFAULT_TIMEOUT_MS
    if c.get("discovery") == "marketplace" and c.get("offer") is not None:
        req["offer"] = c["offer"]
    return req


def policy_context(contract: Request, state: State, seed: float | None, now: float) -> Context:
    """The context the policy sees at plan time and in every transform of the run:
    the contract, the snapshot, the contract's seed, the start instant."""
    return Context(request=contract, state=state, seed=seed, now_ms=now)


def chosen_served_by(c: Candidate) -> str:
    """``offer.peer_id`` when the candidate has an offer with a truthy one, else its provider."""
    offer = c.get("offer")
    peer = offer.get("peer_id") if isinstance(offer, Mapping) else None
    return str(peer) if isinstance(peer, str) and truthy(peer) else str(c["provider_id"])
