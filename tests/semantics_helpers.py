"""Small evaluators for per-operation tests: JSON in, carrier values out."""

from __future__ import annotations

from typing import Any

from sigma_pol.semantics.carriers import Scored
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import (
    candidate_from_json,
    candidates_from_json,
    context_from_json,
    request_from_json,
)
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema

CAND = {"provider_id": "p1", "model_family": "m1"}


def cand(**over: Any) -> dict[str, Any]:
    return {**CAND, **over}


def carrier(term: Any, schema: Schema = DEFAULT_SCHEMA) -> Any:
    return compile_term(term, schema, CONFORMANCE_REGISTRY).carrier


def verdict(term: Any, candidate: Any = CAND, ctx: Any = None) -> str | None:
    why: str | None = carrier(term)(
        candidate_from_json(candidate, "$"), context_from_json(ctx or {}, "$")
    )
    return why


def scores(term: Any, candidates: list[Any], ctx: Any = None) -> list[float]:
    pop = candidates_from_json(candidates, "$")
    out: list[float] = carrier(term)(pop, context_from_json(ctx or {}, "$"))
    return out


def order(
    term: Any, score_list: list[float], ctx: Any = None, limit: int | None = None
) -> list[str]:
    """Provider ids p0, p1, … ordered by a selector over the given scores."""
    scored = [
        Scored(candidate_from_json({"provider_id": f"p{i}", "model_family": "m"}, "$"), s, i)
        for i, s in enumerate(score_list)
    ]
    ordering = carrier(term)(scored, context_from_json(ctx or {}, "$"), limit)
    return [e.candidate["provider_id"] for e in ordering]


def xform(term: Any, request: Any, candidate: Any = CAND, ctx: Any = None) -> dict[str, Any]:
    out: dict[str, Any] = carrier(term)(
        request_from_json(request, "$"),
        candidate_from_json(candidate, "$"),
        context_from_json(ctx or {}, "$"),
    )
    return out
