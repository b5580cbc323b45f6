"""Companion of Theorem 10 (proofs/10-safety.md): an admitted term evaluates without
error on validated inputs, but for the statement's two cases.

Generated admitted policies are compiled (folded over their normal form with a
registry) and run: ``plan`` on generated candidates and contexts, ``mutate`` of
a generated request for every candidate, ``classify`` of every error kind.  The
only exceptions allowed are the two of the statement, each in its case: an
unregistered ``custom``, raised when the term is folded (ρ is consulted at
evaluation, never later), and ``filter_*`` meeting a ``_filters`` member that
is not an object.  The generated policies are steered toward the operations
whose arithmetic could fault: ``normalize`` over populations with ±∞ and NaN
(``add(field, neg field)`` of an absent, infinite field), ``sample`` with
``temp`` in {−1, 0, 1, 4, 1e300}, ``top_k`` with a huge count, ``scale 0``.

The NaN rule of ``normalize`` (spec/06 §normalize) is asserted on populations
whose scores are derived by hand: a NaN changes neither bound and maps to +0.

Planted bugs caught: ``min_max`` dividing when ``hi == lo`` (a NaN among equal
scores divides by zero); ``min_max`` keeping a NaN (``d`` kept when NaN), giving
it −0, or keeping NaNs when the bounds meet; ``rank_weights`` using ``temp``
unclamped (``temp = -1`` divides by zero); ``custom`` looked up lazily (the
error moves from the fold to ``mutate``).
"""

from __future__ import annotations

import math
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from sigma_pol import admit
from sigma_pol.semantics.compiler import evaluate
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import request_from_json
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.signature import Sort

from tests.strategies import candidates, contexts, names, numbers, terms

from ._support import inputs, normal_meaning, term_of

KINDS = ("auth_error", "rate_limit", "server_error", "timeout", "unknown", "zz")
FAILPLAN = ["always", {"action": "abort"}]

#: scorers whose values reach ±∞ and NaN on ordinary candidates (an absent price
#: observes as +∞; ∞ - ∞ is NaN)
hazardous_scorers = st.sampled_from(
    [
        ["normalize", ["add", ["field", "price_in"], ["neg", ["field", "price_in"]]]],
        ["normalize", ["add", ["field", "price_out"], ["lit", 1]]],
        ["normalize", ["lit", 3]],
        ["scale", 0, ["field", "price_in"]],
        ["clamp", 0, 1, ["field", "latency_ms"]],
        ["gate", ["has_cap", "supports_tools"], ["field", "price_in"]],
    ]
)
hazardous_selectors = st.one_of(
    st.sampled_from([-1, 0, 1, 4, 1e300]).map(lambda t: ["sample", t]),
    st.sampled_from([1, 1e300]).map(lambda k: ["top_k", k, ["sample", 0.5]]),
)
policies = st.one_of(
    terms(Sort.POLICY, max_depth=5),
    st.tuples(
        terms(Sort.PRED, max_depth=3),
        st.one_of(hazardous_scorers, terms(Sort.SCORER, max_depth=4)),
        st.one_of(hazardous_selectors, terms(Sort.SELECTOR, max_depth=3)),
        terms(Sort.XFORM, max_depth=3),
        terms(Sort.FAILPLAN, max_depth=3),
    ).map(lambda slots: ["policy", *slots]),
)
requests = st.fixed_dictionaries(
    {}, optional={"temperature": numbers, "top_p": numbers, "a": names, "_filters": st.just({})}
)


def run(term: Any, cands: Any, ctx: Any, request: Any) -> None:
    """Compile and run ``term`` everywhere the statement quantifies over."""
    policy = evaluate(admit(term).term, customs=CONFORMANCE_REGISTRY)
    pop, context = inputs(cands, ctx)
    policy.plan(pop, context)
    req = request_from_json(request, "$.request")
    for c in pop:
        policy.mutate(req, c, context)
    for kind in KINDS:
        policy.classify(kind)


@given(policies, candidates, contexts, requests)
def test_admitted_policies_run_without_error(term: Any, cands: Any, ctx: Any, request: Any) -> None:
    try:
        run(term, cands, ctx, request)
    except InputError as e:  # the one case generated terms can reach: _filters set to a scalar
        assert e.why == "request member _filters is not an object", e


#: ``add(field price_in, neg field price_out)``: ``p_in + (1 - p_out)``; an
#: absent price observes as +∞ (spec/06 §field), so a candidate with neither
#: price scores ``∞ + (1 - ∞)`` = ∞ - ∞ = NaN.
SPREAD = ["add", ["field", "price_in"], ["neg", ["field", "price_out"]]]
#: ``p + (1 - p)`` with one price: 1 where it is known (p = 1), NaN where absent.
FLAT = ["add", ["field", "price_in"], ["neg", ["field", "price_in"]]]
UNPRICED = {"provider_id": "u", "model_family": "m1"}


def _normalized(scorer: Any, cands: Any, ctx: Any = None) -> list[float]:
    pop, context = inputs(cands, ctx or {})
    scores: list[float] = normal_meaning(term_of(["normalize", scorer]))(pop, context)
    return scores


def _positive_zero(x: float) -> bool:
    return x == 0 and math.copysign(1.0, x) == 1.0


def test_normalize_maps_a_nan_to_zero_between_distinct_bounds() -> None:
    """spec/06 §normalize, step 3: raw values 1 (1 + (1 - 1)), 3 (3 + (1 - 1))
    and NaN; the NaN changes neither bound (lo = 1, hi = 3), then maps to +0
    (neither ≥ hi nor ≤ lo, d = NaN, hence 0): by hand, [0, 1, +0]."""
    cands = [
        {"provider_id": "a", "model_family": "m1", "price_in": 1, "price_out": 1},
        {"provider_id": "b", "model_family": "m1", "price_in": 3, "price_out": 1},
        UNPRICED,
    ]
    scores = _normalized(SPREAD, cands)
    assert scores == [0.0, 1.0, 0.0], scores
    assert _positive_zero(scores[2]), scores


def test_normalize_of_a_nan_among_equal_scores_is_all_zero() -> None:
    """Step 2: raw values 1 and NaN; the bounds meet (lo = hi = 1), so every
    result is +0, the NaN's too; so with NaNs alone (lo = +∞ > hi = −∞)."""
    priced = {"provider_id": "k", "model_family": "m1", "price_in": 1}
    for cands in ([priced, UNPRICED], [UNPRICED, UNPRICED]):
        scores = _normalized(FLAT, cands)
        assert len(scores) == len(cands) and all(_positive_zero(x) for x in scores), scores


@given(candidates, contexts)
def test_normalize_maps_a_nan_to_zero_among_any_population(cands: Any, ctx: Any) -> None:
    """Whatever the other candidates, the unpriced one (NaN, first) scores +0
    and no score leaves [0, 1] or is NaN; the policy around it runs."""
    scores = _normalized(SPREAD, [UNPRICED, *cands], ctx)
    assert _positive_zero(scores[0]), scores
    assert all(0 <= x <= 1 for x in scores), scores
    run(
        ["policy", ["top"], ["normalize", FLAT], ["argmax"], ["id"], FAILPLAN],
        [UNPRICED, *cands],
        ctx,
        {},
    )


def test_unregistered_custom_fails_when_folded_not_later() -> None:
    term = admit(["policy", ["top"], ["zero"], ["argmax"], ["custom", "acme:x"], FAILPLAN]).term
    try:
        evaluate(term, customs=CONFORMANCE_REGISTRY)
    except InputError as e:
        assert e.where == "custom 'acme:x'"
    else:
        raise AssertionError("an unregistered custom compiled")


def test_filters_set_to_a_scalar_is_the_other_case() -> None:
    xform = ["seq", ["set_param", "_filters", 0], ["filter_text", ["NFKC"]]]
    term = ["policy", ["top"], ["zero"], ["argmax"], xform, FAILPLAN]
    try:
        run(term, [{"provider_id": "a", "model_family": "m1"}], {}, {})
    except InputError as e:
        assert e.why == "request member _filters is not an object"
    else:
        raise AssertionError("filter_text over a scalar _filters did not fail")
