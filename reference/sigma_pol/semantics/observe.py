"""Observing a candidate: the field map and Lua truthiness (spec/02-vocabulary.md §Observation).

``observe(name, candidate, ctx)`` is total: an absent value reads the field's
default.  Sources, in upstream's code order:

* ``price_in`` / ``price_out``: the candidate's own value, else the state EMA
  entry keyed ``provider_id|model_family``;
* ``latency_ms``, ``tok_s``, ``success_rate``, ``has_tee``, ``no_log`` and every
  declared extension: the candidate's own value;
* ``context``: ``capabilities.context``;
* ``credits``: ``state.credits[provider_id]``;
* ``breaker_open``: ``state.breakers[provider_id] == true``;
* ``disabled``: ``state.disabled`` has an entry for the provider.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ..syntax.vocabulary import Schema
from .decision_values import Candidate, Context


def pm_key(candidate: Candidate) -> str:
    return f"{candidate['provider_id']}|{candidate['model_family']}"


def _price(name: str) -> Callable[[Candidate, Context], Any]:
    def get(c: Candidate, ctx: Context) -> Any:
        own = c.get(name)
        if own is not None:
            return own
        ema = ctx.state.ema
        entry = ema.get(pm_key(c)) if ema is not None else None
        return entry.get(name) if entry is not None else None

    return get


def _own(name: str) -> Callable[[Candidate, Context], Any]:
    return lambda c, _ctx: c.get(name)


def _context(c: Candidate, _ctx: Context) -> Any:
    caps = c.get("capabilities")
    return caps.get("context") if caps is not None else None


def _credits(c: Candidate, ctx: Context) -> Any:
    credits = ctx.state.credits
    return credits.get(c["provider_id"]) if credits is not None else None


def _breaker_open(c: Candidate, ctx: Context) -> Any:
    breakers = ctx.state.breakers
    return breakers.get(c["provider_id"]) is True if breakers is not None else None


def _disabled(c: Candidate, ctx: Context) -> Any:
    disabled = ctx.state.disabled
    return c["provider_id"] in disabled if disabled is not None else None


CORE_GETTERS: Final[dict[str, Callable[[Candidate, Context], Any]]] = {
    "price_in": _price("price_in"),
    "price_out": _price("price_out"),
    "latency_ms": _own("latency_ms"),
    "tok_s": _own("tok_s"),
    "success_rate": _own("success_rate"),
    "credits": _credits,
    "context": _context,
    "has_tee": _own("has_tee"),
    "no_log": _own("no_log"),
    "breaker_open": _breaker_open,
    "disabled": _disabled,
}


def observer(name: str, schema: Schema) -> Callable[[Candidate, Context], Any]:
    """The total observation of one declared field."""
    decl = schema.decl(name)
    if decl is None:
        raise KeyError(f"undeclared field {name!r}")
    get = CORE_GETTERS.get(name) or _own(name)
    default = decl.default

    def observe(c: Candidate, ctx: Context) -> Any:
        value = get(c, ctx)
        return default if value is None else value

    return observe
