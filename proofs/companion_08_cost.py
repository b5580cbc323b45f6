"""Companion of Theorem 8 (proofs/08-cost.md): evaluation costs O(|term| · n) for a
population of n, sorting and ``sample`` apart.

Cost is counted, never timed: :func:`metered` is 𝔖 with every carrier function
wrapped to count its calls and the scores or entries it returns.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import accumulate
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from sigma_pol import admit
from sigma_pol.normal.normal_form import canonical
from sigma_pol.semantics import algebra
from sigma_pol.semantics.algebra import rank_weights, reference_algebra
from sigma_pol.semantics.carriers import Scored
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.prng import Minstd
from sigma_pol.syntax.fold import OpInterpretation, fold
from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol.syntax.terms import Term
from sigma_pol_tools.conformance.measures import size

from tests.strategies import candidates, contexts, terms

from ._support import inputs


class Meter:
    def __init__(self) -> None:
        self.calls = 0  # applications of a carrier function
        self.values = 0  # scores and ordering entries produced


def metered(meter: Meter) -> dict[str, OpInterpretation[Any]]:
    reference = reference_algebra(customs=CONFORMANCE_REGISTRY)

    def entry(op: str) -> OpInterpretation[Any]:
        sort = SIGNATURE[op].out

        def interpret(node: Term, args: tuple[Any, ...]) -> Any:
            meaning = reference[op](node, args)
            if sort in (Sort.FAILPLAN, Sort.POLICY):
                return meaning  # a table, and the record of the five slots

            def counted(*inputs: Any) -> Any:
                meter.calls += 1
                out = meaning(*inputs)
                if sort in (Sort.SCORER, Sort.SELECTOR):
                    meter.values += len(out)
                return out

            return counted

        return interpret

    return {op: entry(op) for op in SIGNATURE}


def plan_cost(js: Any, cands: Any, ctx: Any) -> tuple[Meter, int]:
    meter = Meter()
    normal = canonical(admit(js).term).term
    pop, context = inputs(cands, ctx)
    fold(normal, metered(meter)).plan(pop, context)
    return meter, size(normal)


@given(terms(Sort.POLICY, max_depth=4), candidates, contexts)
def test_a_plan_applies_each_node_at_most_once_per_candidate(js: Any, cands: Any, ctx: Any) -> None:
    meter, nodes = plan_cost(js, cands, ctx)
    n = len(cands)
    assert meter.calls <= nodes * max(n, 1)
    assert meter.values <= nodes * n


@given(terms(Sort.XFORM, max_depth=4), candidates, contexts)
def test_a_mutation_applies_each_node_at_most_once(js: Any, cands: Any, ctx: Any) -> None:
    meter = Meter()
    normal = canonical(admit(js).term).term
    pop, context = inputs(cands, ctx)
    xform = fold(normal, metered(meter))
    for c in pop:
        before = meter.calls
        xform({"temperature": 0.5}, c, context)
        assert meter.calls - before <= size(normal)


# ---------------------------------------------------------------------------
# scaling, by exact counts


def population(n: int) -> list[Any]:
    return [
        {
            "provider_id": f"p{i}",
            "model_family": "m",
            "price_in": i % 7,
            "tok_s": i,
            "tier": "partner",
        }
        for i in range(n)
    ]


def wide_policy(width: int) -> Any:
    filter_ = ["and", *(["cmp", "tok_s", "ge", -i] for i in range(width))]
    scorer = ["add", *(["scale", i + 2, ["field", "price_in"]] for i in range(width))]
    return ["policy", filter_, scorer, ["argmax"], ["id"], ["always", {"action": "abort"}]]


def second_difference(costs: list[int]) -> int:
    return costs[2] - 2 * costs[1] + costs[0]


def test_cost_is_linear_in_the_population() -> None:
    costs = [plan_cost(wide_policy(8), population(n), {})[0] for n in (100, 200, 300)]
    assert second_difference([m.calls for m in costs]) == 0
    assert second_difference([m.values for m in costs]) == 0


def test_cost_is_linear_in_the_term() -> None:
    costs = [plan_cost(wide_policy(w), population(50), {})[0] for w in (10, 20, 30)]
    assert second_difference([m.calls for m in costs]) == 0
    assert second_difference([m.values for m in costs]) == 0


# ---------------------------------------------------------------------------
# sample: the exception


def sample_work(temp: float, n: int, k: int | None = None) -> tuple[int, int]:
    """(running-sum elements computed, PRNG draws) for one ``sample`` ordering of n."""
    summed, draws = [0], [0]
    draw = Minstd.draw

    def counting_accumulate(items: Iterable[float], **kw: Any) -> Any:
        values = list(items)
        summed[0] += len(values)
        return accumulate(values, **kw)

    def counting_draw(self: Any) -> float:
        draws[0] += 1
        return draw(self)

    js: Any = ["sample", temp] if k is None else ["top_k", k, ["sample", temp]]
    select = fold(canonical(admit(js).term).term, reference_algebra())
    pop, ctx = inputs(population(n), {"seed": 11})
    scored = [Scored(c, float(i % 5), i) for i, c in enumerate(pop)]
    with (
        mock.patch.object(algebra, "accumulate", counting_accumulate),
        mock.patch.object(Minstd, "draw", counting_draw),
    ):
        select(scored, ctx, None)
    return summed[0], draws[0]


def test_sample_is_quadratic_when_every_weight_is_positive() -> None:
    small, large = sample_work(1e6, 200)[0], sample_work(1e6, 400)[0]
    assert 3.5 < large / small < 4.5
    assert large <= 400 * 401 // 2 + 400


def test_sample_summation_stops_growing_once_weights_underflow() -> None:
    """Only positive weights are summed: with temp 0 there is one; with temp 1 the
    weights halve and reach 0 after 1075 ranks, so beyond that n adds no summing."""
    assert sample_work(0.0, 200)[0] == sample_work(0.0, 400)[0] == 1
    assert sample_work(1.0, 1500)[0] == sample_work(1.0, 3000)[0] <= 1075 * 1076 // 2
    assert sample_work(1.0, 3000)[1] == 3000  # the draws stay one per entry
    # above temp 1 (q > 1/2) the smallest subnormal times q rounds back to itself:
    # the weights never reach 0 and the summing stays quadratic in n
    assert all(w > 0 for w in rank_weights(20_000, 4.0))


@pytest.mark.parametrize("k", [1, 5, 50])
def test_top_k_of_sample_draws_k_times(k: int) -> None:
    assert sample_work(1e6, 300, k)[1] == k
    assert sample_work(1e6, 300)[1] == 300
