"""Shared helpers of the proofs' companions: typed structure, the two evaluations, ≈.

Everything that looks at a term does it through :func:`sigma_pol.syntax.fold.fold`
(the project's one-fold rule); the helpers here walk JSON and parameter values
only.
"""

from __future__ import annotations

import math
from typing import Any

from hypothesis import strategies as st
from sigma_pol import admit
from sigma_pol.semantics.algebra import reference_algebra
from sigma_pol.semantics.compiler import evaluate
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import Context, candidates_from_json, context_from_json
from sigma_pol.syntax.fold import fold, uniform
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON, ParamValue, Record, Term

from tests.strategies import sized_terms, terms

#: Node budgets of the sized terms of :data:`SORTED_TERMS`: a selector or a
#: FailPlan is a chain (``top_k`` of ``top_k``, ``override`` of ``override``),
#: and a long chain adds nothing a short one does not show.
SIZED_NODES = {Sort.SELECTOR: 8, Sort.FAILPLAN: 10}


def sorted_terms(sort: Sort) -> st.SearchStrategy[Any]:
    """JSON terms of ``sort``: half shallow (four levels) with odd parameters (any
    finite double, any text), half sized (up to 40 nodes, depth 6 and more, up to
    8 children) with the parameters policies carry (so equal subterms, the
    weights 0 and 1 and the units the rules look for occur often)."""
    shallow = terms(sort, max_depth=4)
    sized = sized_terms(sort, max_nodes=SIZED_NODES.get(sort, 40))
    # not `shallow | sized`: `|` would merge in `shallow`'s own `one_of` over the
    # operations, and `sized` would be one branch in fifteen
    return st.booleans().flatmap(lambda deep: sized if deep else shallow)


#: (sort, JSON term of that sort), every sort.  Built once as a ``one_of`` (a
#: ``flatmap`` would rebuild the term strategies on every draw, which is ten
#: times slower).
SORTED_TERMS = st.one_of([st.tuples(st.just(s), sorted_terms(s)) for s in Sort])

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
