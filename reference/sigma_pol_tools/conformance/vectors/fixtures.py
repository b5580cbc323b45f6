"""Readable fixtures for the vector definitions: candidates, contexts, terms.

Candidates are plain JSON objects (spec/02-vocabulary.md §Inputs): a provider
id and a model family, plus whatever a vector needs.
"""

from __future__ import annotations

from typing import Final

from sigma_pol.syntax.terms import JSON

NEXT: Final[dict[str, JSON]] = {"action": "next_candidate"}
ALWAYS_NEXT: Final[list[JSON]] = ["always", NEXT]


def cand(provider: str = "p1", model: str = "m1", **fields: JSON) -> dict[str, JSON]:
    """A candidate: ``provider_id``, ``model_family`` and the given fields."""
    return {"provider_id": provider, "model_family": model, **fields}


def ctx(
    request: JSON = None, state: JSON = None, seed: JSON = None, **more: JSON
) -> dict[str, JSON]:
    """A context with only the members given."""
    out: dict[str, JSON] = dict(more)
    if request is not None:
        out["request"] = request
    if state is not None:
        out["state"] = state
    if seed is not None:
        out["seed"] = seed
    return out


def policy_term(
    filter_: JSON = None, scorer: JSON = None, selector: JSON = None, xform: JSON = None
) -> list[JSON]:
    """A policy term; unspecified slots are top, zero, argmax, id, always(next)."""
    return [
        "policy",
        filter_ or ["top"],
        scorer or ["zero"],
        selector or ["argmax"],
        xform or ["id"],
        ALWAYS_NEXT,
    ]


#: four candidates that differ in every core field, for scorers and selectors
POP4: Final = (
    cand(
        "a", price_in=3, latency_ms=120, tok_s=80, success_rate=0.99, capabilities={"context": 8000}
    ),
    cand(
        "b", price_in=1, latency_ms=300, tok_s=40, success_rate=0.9, capabilities={"context": 32000}
    ),
    cand(
        "c", price_in=2, latency_ms=90, tok_s=120, success_rate=0.95, capabilities={"context": 4000}
    ),
    cand("d", latency_ms=200, capabilities={"context": 16000}),
)
