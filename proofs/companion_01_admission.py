"""Companion of Theorem 1 (proofs/01-admission-total.md): admission is total and bounded.

Admission is run with its node visitor wrapped, so the work it does is counted
rather than timed: on every JSON value at most 4 097 term nodes are entered and
none deeper than level 65, however large or deep the value is.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.syntax.errors import AdmissionError
from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol.valid import admission
from sigma_pol_tools.conformance.measures import depth, size

from tests.strategies import terms


class Work:
    """What one admission did: node entries and the deepest level entered."""

    def __init__(self) -> None:
        self.nodes = 0
        self.deepest = 0


@contextmanager
def counted() -> Iterator[Work]:
    """Count every entry into admission's node visitor (its recursion goes through
    the module global, so the wrapper sees every level)."""
    work = Work()
    visit = admission._admit_node

    def counting(*args: Any) -> Any:
        work.nodes += 1
        work.deepest = max(work.deepest, args[3])
        return visit(*args)

    with mock.patch.object(admission, "_admit_node", counting):
        yield work


def admit_outcome(value: Any) -> tuple[str, Work]:
    """``"admitted"`` or ``"refused"``; anything else escapes and fails the test."""
    with counted() as work:
        try:
            admitted = admission.admit(value)
        except AdmissionError as e:
            assert e.where.startswith("$") and e.why, e
            assert str(e) == f"{e.where}: {e.why}"
            outcome = "refused"
        else:
            assert isinstance(admitted.sort, Sort)
            outcome = "admitted"
    assert work.nodes <= admission.MAX_NODES + 1
    assert work.deepest <= admission.MAX_DEPTH + 1
    return outcome, work


# ---------------------------------------------------------------------------
# arbitrary JSON values, including what JSON text cannot carry

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([2**53 + 1, 10**400, -(10**400)]),
    st.floats(),  # NaN, ±inf, ±0, subnormals
    st.text(max_size=4),
    st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=2),
    st.sampled_from([*SIGNATURE, "price_in", "le", "has_tee", "partner", "action", "abort"]),
)

json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(st.sampled_from(["action", "provider", "model", "a", "\udfff"]), inner)
        | st.tuples(st.sampled_from(list(SIGNATURE)), st.lists(inner, max_size=5)).map(
            lambda t: [t[0], *t[1]]
        )
    ),
    max_leaves=40,
)


def graft(term: Any, junk: Any, rng: random.Random) -> Any:
    """Replace one randomly chosen position of a JSON term (walked iteratively) with junk."""
    if not isinstance(term, list) or len(term) < 2:
        return junk
    spots: list[tuple[list[Any], int]] = []
    todo: list[Any] = [term]
    while todo:
        node = todo.pop()
        for i in range(len(node)):
            spots.append((node, i))
            if isinstance(node[i], list):
                todo.append(node[i])
    node, i = rng.choice(spots)
    node[i] = junk
    return term


@given(json_values)
def test_admission_is_total_on_arbitrary_json(value: Any) -> None:
    admit_outcome(value)


@given(terms(Sort.POLICY, max_depth=4), json_values, st.randoms(use_true_random=False))
def test_admission_is_total_on_damaged_terms(term: Any, junk: Any, rng: random.Random) -> None:
    admit_outcome(graft(term, junk, rng))


@given(terms(Sort.POLICY, max_depth=5))
def test_admission_visits_each_node_once(term: Any) -> None:
    outcome, work = admit_outcome(term)
    assert outcome == "admitted"
    admitted = admission.admit(term).term
    assert work.nodes == size(admitted) and work.deepest == depth(admitted)


# ---------------------------------------------------------------------------
# the bounds hold against values far beyond them (built without recursion)


def nested(depth: int, wrap: Callable[[Any], Any], core: Any) -> Any:
    value = core
    for _ in range(depth):
        value = wrap(value)
    return value


DEEP = 100_000


# the values are built when their test runs (a builder each), not at collection:
# every worker collects every module, and seven chains of 100 000 levels would be
# built and kept by each
@pytest.mark.parametrize(
    ("build", "where_starts"),
    [
        (lambda: nested(DEEP, lambda v: ["not", v], ["top"]), "$.not[1].not[1]"),
        (lambda: nested(DEEP, lambda v: ["and", v], ["top"]), "$.and[1].and[1]"),
        (lambda: nested(DEEP, lambda v: [v], []), "$"),
        (lambda: nested(DEEP, lambda v: {"a": v}, None), "$"),
        (lambda: ["set_param", "t", nested(DEEP, lambda v: [v], 1)], "$.set_param[2]"),
        (
            lambda: ["always", {"action": "abort", "backoff_ms": nested(DEEP, lambda v: [v], 1)}],
            "$",
        ),
        (lambda: ["filter_text", [nested(DEEP, lambda v: {"k": v}, 1)]], "$.filter_text[1]"),
    ],
    ids=["not-chain", "and-chain", "bare-arrays", "objects", "scalar", "action", "recipe"],
)
def test_hundred_thousand_levels_are_refused_near_the_top(
    build: Callable[[], Any], where_starts: str
) -> None:
    value = build()
    with counted() as work, pytest.raises(AdmissionError) as refused:
        admission.admit(value)
    assert refused.value.where.startswith(where_starts)
    assert work.nodes <= admission.MAX_DEPTH + 1 and work.deepest <= admission.MAX_DEPTH + 1


def test_a_hundred_thousand_children_cost_4097_node_entries() -> None:
    wide: list[Any] = ["and", *[["top"]] * 100_000]
    with counted() as work, pytest.raises(AdmissionError, match="max size 4096"):
        admission.admit(wide)
    assert work.nodes == admission.MAX_NODES + 1


def checks_per_value(value: Any, values: int) -> float:
    """Primitive checks (number and string tests) admission makes per JSON value."""
    calls = [0]
    number, text = admission.is_finite_number, admission.is_valid_unicode

    def counting_number(v: object) -> bool:
        calls[0] += 1
        return number(v)

    def counting_text(s: str) -> bool:
        calls[0] += 1
        return text(s)

    with (
        mock.patch.object(admission, "is_finite_number", counting_number),
        mock.patch.object(admission, "is_valid_unicode", counting_text),
    ):
        admission.admit(value)
    return calls[0] / values


@pytest.mark.parametrize("n", [10, 1_000, 20_000])
def test_parameter_checking_does_constant_work_per_value(n: int) -> None:
    """Parameters are the only unbounded part of an admitted term: each of their
    scalars is tested a bounded number of times, whatever the parameter's size
    (the other cost, sorting record keys, is the n log n of the proof)."""
    recipe = ["filter_text", [f"s{i}" for i in range(n)] + [{"w": 1.5}] * n]
    action = ["always", {"action": "abort", **{f"k{i}": i for i in range(n)}}]
    chain = ["chain", [{"provider": f"p{i}", "model": "m"} for i in range(n)]]
    assert checks_per_value(recipe, 3 * n) <= 2
    assert checks_per_value(action, 2 * n + 2) <= 3
    assert checks_per_value(chain, 3 * n) <= 2


def test_non_finite_and_oversized_numbers_are_refused_not_raised() -> None:
    for bad in (math.nan, math.inf, -math.inf, 10**400):
        with pytest.raises(AdmissionError, match="finite"):
            admission.admit(["lit", bad])
    with pytest.raises(AdmissionError, match="Unicode"):
        admission.admit(["provider_eq", "\ud800"])
