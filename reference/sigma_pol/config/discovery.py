"""The host's hooks and marketplace discovery (spec/17-configuration.md §17.6):
``price_multiplier`` and ``discover`` as the protocol gives them, the ranking
prices (``apply_ranking_prices``, llm_policy.lua 77–112) and the marketplace
candidates of a call (``gather_marketplace_candidates``, 345–417).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..engine.state import priced
from ..semantics.decision_values import Candidate
from ..syntax.errors import InputError
from ..syntax.reading import as_object
from ..syntax.suggest import did_you_mean
from ..syntax.terms import JSON
from .runtime import CacheEntry

HOST_KEYS: Final = ("discover", "price_multiplier")


@dataclass(frozen=True, slots=True)
class Answer:
    """What ``host.discover(id)`` answers: offers (``ok``), or a failure."""

    ok: bool
    offers: list[JSON]
    fetched_at_ms: float | None


@dataclass(frozen=True, slots=True)
class Host:
    """The host's hooks: ``multipliers`` by provider (a number, or numbers by source);
    ``discover`` by discovery id (``None``: the host has no ``discover``)."""

    multipliers: Mapping[str, JSON]
    discover: Mapping[str, Answer] | None

    def multiplier(self, provider_id: str, source: str | None) -> float:
        """C-Price-Host: the host's multiplier, 1 unless it is a number > 0."""
        given = self.multipliers.get(provider_id)
        if isinstance(given, dict):
            given = given.get(source) if source is not None else None
        return given if isinstance(given, float) and given > 0 else 1.0


NO_HOST: Final = Host({}, None)


def _answer(value: JSON, where: str) -> Answer:
    obj = as_object(
        value, where, "expected {ok: true, offers, fetched_at_ms?} or {ok: false, error}"
    )
    ok = obj.get("ok")
    if not isinstance(ok, bool):
        raise InputError(f"{where}.ok", "expected a boolean")
    allowed = ("fetched_at_ms", "offers", "ok") if ok else ("error", "ok")
    for key in sorted(obj):
        if key not in allowed:
            raise InputError(
                f"{where}.{key}",
                f"unknown member (one of {', '.join(allowed)})",
                did_you_mean(key, allowed),
            )
    if not ok:
        return Answer(False, [], None)
    offers = obj.get("offers")
    if offers == {}:
        offers = []
    if not isinstance(offers, list):
        raise InputError(f"{where}.offers", "expected an array of offers")
    fetched = obj.get("fetched_at_ms")
    if fetched is not None and not isinstance(fetched, float):
        raise InputError(f"{where}.fetched_at_ms", "expected a number")
    return Answer(True, offers, fetched)


def host_from_json(value: JSON, where: str = "$.host") -> Host:
    if value is None:
        return NO_HOST
    obj = as_object(value, where, "expected an object {price_multiplier?, discover?}")
    for key in sorted(obj):
        if key not in HOST_KEYS:
            raise InputError(
                f"{where}.{key}",
                f"unknown member (one of {', '.join(HOST_KEYS)})",
                did_you_mean(key, HOST_KEYS),
            )
    mults = as_object(
        obj.get("price_multiplier", {}),
        f"{where}.price_multiplier",
        "expected an object by provider id",
    )
    for pid in sorted(mults):
        here = f"{where}.price_multiplier.{pid}"
        m = mults[pid]
        if isinstance(m, dict):
            for source in sorted(m):
                if not isinstance(m[source], float):
                    raise InputError(f"{here}.{source}", "expected a number")
        elif not isinstance(m, float) and m is not None:
            raise InputError(here, "expected a number, or an object of numbers by source")
    discover_json = obj.get("discover")
    discover = None
    if discover_json is not None:
        table = as_object(discover_json, f"{where}.discover", "expected an object by discovery id")
        discover = {k: _answer(v, f"{where}.discover.{k}") for k, v in sorted(table.items())}
    return Host(mults, discover)


#: offer members and the type each must have (C-Offer)
_OFFER_NUMBERS: Final = (
    "expires_at_ms",
    "latency_ms",
    "price_in_usd_per_mtok",
    "price_out_usd_per_mtok",
    "quality_hint",
    "success_rate",
    "tok_s",
)
_OFFER_STRINGS: Final = ("peer_id", "seller_endpoint", "wire_model_id")


def check_offer(offer: JSON, where: str) -> dict[str, JSON]:
    """C-Offer: an offer is an object with a string ``model_family``; its numeric and
    string members, when present, have those types."""
    if not isinstance(offer, dict):
        raise InputError(where, "expected an offer object {model_family, ...}")
    if not isinstance(offer.get("model_family"), str):
        raise InputError(f"{where}.model_family", "expected a string (every offer has one)")
    for key in _OFFER_NUMBERS:
        if offer.get(key) is not None and not isinstance(offer[key], float):
            raise InputError(f"{where}.{key}", "expected a number")
    for key in _OFFER_STRINGS:
        if offer.get(key) is not None and not isinstance(offer[key], str):
            raise InputError(f"{where}.{key}", "expected a string")
    caps = offer.get("capabilities")
    if caps is not None and not isinstance(caps, dict) and caps != []:
        raise InputError(f"{where}.capabilities", "expected an object")
    return offer


def ranking_prices(c: Candidate, host: Host, source: str | None) -> Candidate:
    """C-Price-Rank (``apply_ranking_prices``): raw prices kept, ranking prices the raw
    ones times the candidate's own multiplier when a number > 0, else the host's
    (the run's :func:`~sigma_pol.engine.state.priced` with the host's as the fallback)."""
    return priced(c, host.multiplier(str(c["provider_id"]), source))


def _offer_candidate(pid: str, p: Mapping[str, JSON], offer: dict[str, JSON]) -> Candidate:
    """C-Offer-Candidate: the candidate an offer stands for."""
    wire = offer.get("wire_model_id")
    tier = p.get("tier")
    has_tee, no_log = p.get("has_tee"), p.get("no_log")
    members: dict[str, JSON | None] = {
        "provider_id": pid,
        "model_family": offer["model_family"],
        "served_model_id": wire
        if wire is not None and wire is not False
        else offer["model_family"],
        "capabilities": offer["capabilities"] if offer.get("capabilities") is not None else {},
        "quality_hint": offer.get("quality_hint"),
        "raw_price_in": offer.get("price_in_usd_per_mtok"),
        "raw_price_out": offer.get("price_out_usd_per_mtok"),
        "price_in": offer.get("price_in_usd_per_mtok"),
        "price_out": offer.get("price_out_usd_per_mtok"),
        "success_rate": offer.get("success_rate"),
        "latency_ms": offer.get("latency_ms"),
        "tok_s": offer.get("tok_s"),
        "tier": tier if tier is not None and tier is not False else "marketplace",
        "has_tee": has_tee if has_tee is not None and has_tee is not False else False,
        "no_log": no_log if no_log is not None and no_log is not False else False,
        "base_url": offer.get("seller_endpoint"),
        "aws_region": p.get("aws_region"),
        "auth_env": p.get("auth_env"),
        "auth": p.get("auth"),
        "api_kind": p.get("api_kind"),
        "discovery": "marketplace",
        "offer": offer,
    }
    return {k: v for k, v in members.items() if v is not None}


@dataclass(frozen=True, slots=True)
class Offered:
    """A marketplace candidate and the place of the offer it stands for."""

    candidate: Candidate
    where: str


def marketplace(
    providers: Mapping[str, Mapping[str, JSON]],
    host: Host,
    cache: dict[str, CacheEntry],
    now: float,
    ttl: float,
) -> list[Offered]:
    """C-Discover-*: the marketplace candidates of a call at ``now``, each priced
    (C-Price-Rank with the provider's ``source``, else its discovery id); ``cache``
    is updated in place by each successful discovery."""
    out: list[Offered] = []
    if host.discover is None:  # C-Discover-No-Hook
        return out
    for pid in sorted(providers):
        p = providers[pid]
        if p.get("discovery") != "marketplace":
            continue
        did = p["discovery_id"]
        assert isinstance(did, str)  # C-Doc-Provider
        cached = cache.get(did)
        fresh = cached is not None and now - (cached.fetched_at_ms or 0.0) < ttl
        if cached is not None and fresh:  # C-Discover-Fresh
            offers, where = cached.offers, f"$.runtime.discovery_cache.{did}.offers"
        else:
            answer = host.discover.get(did)
            if answer is not None and answer.ok:  # C-Discover-Fetch
                offers, where = answer.offers, f"$.host.discover.{did}.offers"
                fetched = answer.fetched_at_ms if answer.fetched_at_ms is not None else now
                cache[did] = CacheEntry(list(offers), fetched)
            else:  # C-Discover-Failed
                offers, where = [], ""
        source = p.get("source")
        for i, offer_json in enumerate(offers):
            offer = check_offer(offer_json, f"{where}[{i}]")
            expires = offer.get("expires_at_ms")
            if (
                expires is None
                or expires is False
                or (isinstance(expires, float) and expires > now)
            ):
                cand = _offer_candidate(pid, p, offer)
                priced = ranking_prices(cand, host, source if isinstance(source, str) else did)
                out.append(Offered(priced, f"{where}[{i}]"))
    return out
