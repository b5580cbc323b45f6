"""Companion of Theorem 13 (proofs/13-prefix-stability.md): a selector asked for
``ℓ`` entries gives the first ``ℓ`` of its full ordering, and ``sample`` under a
limit draws exactly as often as it places a candidate.

Selector terms are generated of every shape (``top_k`` nested over every
selector, ``sample`` at the temperatures where its weights change character:
0 (one positive weight), 0.5, 1, 4 and 1e300 (no weight underflows)), over
populations with tied, infinite and NaN scores and candidates a ``chain``
lists.  For every ``ℓ`` from 1 to ``|E| + 1`` the limited ordering must be the
prefix; the draws are counted by wrapping ``Minstd.draw``.

Planted bugs caught: ``sample_order`` computing ``want`` from the positive
prefix only (the zero-weight tail is then missing under a limit); ``_top_k``
passing ``limit`` alone to the inner selector (``top_k(2, sample)`` asked for
no limit draws for every candidate); ``sample`` drawing once per pool entry up
front.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from hypothesis import given
from hypothesis import strategies as st
from sigma_pol import admit
from sigma_pol.semantics.carriers import Scored
from sigma_pol.semantics.compiler import evaluate
from sigma_pol.semantics.decision_values import context_from_json
from sigma_pol.semantics.prng import Minstd
from sigma_pol.syntax.signature import Sort

from tests.strategies import terms

TEMPS = [0, 0.5, 1, 4, 1e300]
SCORES = [1.0, 1.0, 2.0, 0.0, -1.0, math.inf, -math.inf, math.nan]
PROVIDERS = ["p1", "p2", "p3", "p4"]

samples = st.sampled_from(TEMPS).map(lambda t: ["sample", t])
chains = st.lists(
    st.fixed_dictionaries(
        {"provider": st.sampled_from(PROVIDERS), "model": st.sampled_from(["m1", "m2"])}
    ),
    min_size=1,
    max_size=4,
).map(lambda entries: ["chain", entries])
leaves = st.one_of(st.just(["argmax"]), st.just(["ordered"]), samples, chains)
selectors = st.recursive(
    leaves, lambda inner: st.tuples(st.integers(1, 6), inner).map(lambda ki: ["top_k", *ki])
) | terms(Sort.SELECTOR, max_depth=4)

populations = st.lists(
    st.tuples(st.sampled_from(PROVIDERS), st.sampled_from(["m1", "m2"]), st.sampled_from(SCORES)),
    max_size=8,
)


def scored(population: list[tuple[str, str, float]]) -> list[Scored]:
    return [
        Scored({"provider_id": p, "model_family": m}, s, i)
        for i, (p, m, s) in enumerate(population)
    ]


def key(ordering: list[Scored]) -> list[tuple[int, str, int | None]]:
    """An ordering as comparable data (NaN is not equal to itself)."""
    return [(e.position, repr(e.score), e.chain_priority) for e in ordering]


@contextmanager
def counting_draws() -> Iterator[list[int]]:
    count = [0]
    original = Minstd.draw

    def draw(self: Minstd) -> float:
        count[0] += 1
        return original(self)

    with mock.patch.object(Minstd, "draw", draw):
        yield count


#: ``sample`` alone or under one ``top_k``: where the zero-weight tail and the
#: short-cut meet (drawn apart so every example exercises them)
sampling = st.one_of(samples, st.tuples(st.integers(1, 9), samples).map(lambda ks: ["top_k", *ks]))


@given(st.one_of(selectors, sampling), populations, st.integers(0, 2**31))
def test_a_limited_ordering_is_the_prefix_of_the_full_one(
    term: Any, population: list[tuple[str, str, float]], seed: int
) -> None:
    select = evaluate(admit(term).term)
    ctx = context_from_json({"seed": seed}, "$")
    entries = scored(population)
    full = key(select(list(entries), ctx, None))
    for limit in range(1, len(entries) + 2):
        assert key(select(list(entries), ctx, limit)) == full[:limit], (term, limit)


@given(st.sampled_from(TEMPS), st.integers(0, 8), st.integers(1, 9), st.integers(0, 2**31))
def test_sample_draws_once_per_placed_candidate(temp: float, n: int, limit: int, seed: int) -> None:
    select = evaluate(admit(["sample", temp]).term)
    ctx = context_from_json({"seed": seed}, "$")
    entries = scored([("p1", "m1", float(i % 3)) for i in range(n)])
    with counting_draws() as draws:
        placed = select(entries, ctx, limit)
    assert len(placed) == min(limit, n)
    assert draws[0] == min(limit, n)


@given(st.integers(1, 6), st.sampled_from(TEMPS), st.integers(0, 8), st.integers(0, 2**31))
def test_top_k_of_sample_draws_k_times_at_most(k: int, temp: float, n: int, seed: int) -> None:
    select = evaluate(admit(["top_k", k, ["sample", temp]]).term)
    ctx = context_from_json({"seed": seed}, "$")
    with counting_draws() as draws:
        placed = select(scored([("p1", "m1", 1.0)] * n), ctx, None)
    assert len(placed) == draws[0] == min(k, n)
