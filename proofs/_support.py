"""Shared helpers of the proofs' companions: typed structure, the two evaluations, ≈.

Everything that looks at a term does it through :func:`sigma_pol.core.fold.fold`
(the project's one-fold rule); the helpers here walk JSON and parameter values
only.
"""

from __future__ import annotations

import math
from typing import Any

from hypothesis import strategies as st
from sigma_pol import admit
from sigma_pol.conformance.strategies import terms
from sigma_pol.core.fold import fold, uniform
from sigma_pol.core.signature import Sort
from sigma_pol.core.terms import JSON, ParamValue, Record, Term
from sigma_pol.semantics.algebra import reference_algebra
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.inputs import Context, candidates_from_json, context_from_json
from sigma_pol.semantics.policy import evaluate

#: (sort, JSON term of that sort), every sort, four levels deep.  Built once as a
#: ``one_of`` (a ``flatmap`` would rebuild the term strategies on every draw,
#: which is ten times slower).
SORTED_TERMS = st.one_of([st.tuples(st.just(s), terms(s, max_depth=4)) for s in Sort])

# ---------------------------------------------------------------------------
# typed structural equality: Python's == says True == 1.0; a term does not


def typed(value: ParamValue) -> Any:
    """A parameter value as a comparable key that keeps its type.

    The two zeros are one value (𝕍 has one zero: the encoding writes both as
    ``0``, proofs/05-encoding-injective.md), so ``-0.0`` keys as ``0.0``.
    """
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, float):
        return ("num", value + 0.0)
    if isinstance(value, str):
        return ("str", value)
    if isinstance(value, tuple):
        return ("array", tuple(typed(v) for v in value))
    assert isinstance(value, Record)
    return ("record", tuple((k, typed(v)) for k, v in value.items()))


def _structure_node(node: Term, args: tuple[Any, ...]) -> Any:
    return (
        node.op,
        tuple(a if isinstance(o, Term) else typed(a) for a, o in zip(args, node.args, strict=True)),
    )


STRUCTURE_ALGEBRA = uniform(_structure_node)


def structure(term: Term) -> Any:
    """The term as nested tuples with typed parameters: equal iff the terms are equal."""
    return fold(term, STRUCTURE_ALGEBRA)


# ---------------------------------------------------------------------------
# the two evaluations of Theorem 4


def term_of(value: JSON) -> Term:
    return admit(value).term


def raw_meaning(term: Term) -> Any:
    """𝔖 folded over the term as written (no normal form)."""
    return fold(term, reference_algebra(customs=CONFORMANCE_REGISTRY))


def normal_meaning(term: Term) -> Any:
    """𝔖 as the reference defines evaluation: folded over the normal form."""
    return evaluate(term, customs=CONFORMANCE_REGISTRY)


def inputs(candidates: JSON, ctx: JSON) -> tuple[list[dict[str, Any]], Context]:
    return candidates_from_json(candidates, "$.candidates"), context_from_json(ctx, "$.ctx")


def approx(a: float, b: float) -> bool:
    """Scores ``a ≈ b``: equal as numbers (so ``-0.0 ≈ 0.0``), or both NaN."""
    return a == b or (math.isnan(a) and math.isnan(b))


def approx_all(xs: list[float], ys: list[float]) -> bool:
    return len(xs) == len(ys) and all(approx(x, y) for x, y in zip(xs, ys, strict=True))
