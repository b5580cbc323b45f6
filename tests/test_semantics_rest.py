"""Scorer, Selector, Xform, FailPlan and Policy operations at their boundaries."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.semantics.algebra import min_max
from sigma_pol.semantics.prng import Minstd, salt_hash, substream_seed
from sigma_pol.syntax.errors import InputError

from .semantics_helpers import cand, carrier, order, scores, verdict, xform

INF = math.inf
POP = [cand(provider_id="a", price_in=1, capabilities={"context": 100}),
       cand(provider_id="b", price_in=3),
       cand(provider_id="c", capabilities={"context": 50})]  # fmt: skip


# Scorer -------------------------------------------------------------------


def test_field_zero_lit_add_scale_neg() -> None:
    assert scores(["field", "price_in"], POP) == [1, 3, INF]
    assert scores(["field", "context"], POP) == [100, 0, 50]
    assert scores(["zero"], POP) == [0, 0, 0]
    assert scores(["lit", 2.5], POP) == [2.5, 2.5, 2.5]
    assert scores(["add", ["field", "context"], ["lit", 1]], POP) == [101, 1, 51]
    assert scores(["scale", 0.5, ["field", "price_in"]], POP) == [0.5, 1.5, INF]
    assert scores(["neg", ["field", "price_in"]], POP) == [0, -2, -INF]


def test_add_sums_left_to_right_in_normal_form_order() -> None:
    # normal form order is (lit 1) (lit 1) (lit 10000000000000000): 0 + 1 + 1 + 1e16
    # is exact, while the written order 1e16 + 1 + 1 would round both ones away
    term = ["add", ["lit", 1e16], ["scale", 1, ["lit", 1]], ["lit", 1]]
    # by hand: 0 + 1 = 1, 1 + 1 = 2, 2 + 1e16 = 10000000000000002 (doubles near
    # 1e16 are 2 apart, so the sum is exact); in written order 1e16 + 1 is a tie
    # that rounds to even, 1e16, twice, and the answer would be 1e16
    assert scores(term, POP[:1]) == [10000000000000002.0]


def test_gate_demotes_to_zero_and_keeps_the_candidate() -> None:
    term = ["gate", ["cmp", "price_in", "le", 2], ["field", "context"]]
    assert scores(term, POP) == [100, 0, 0]


def test_normalize_min_max_with_pinned_endpoints() -> None:
    assert min_max([1, 3, INF]) == [0, 0, 1]
    assert min_max([2, 4, 3]) == [0, 1, 0.5]
    assert min_max([5, 5]) == [0, 0]
    assert min_max([]) == []
    assert min_max([-INF, 0, INF]) == [0, 0, 1]
    nan = float("nan")
    assert min_max([nan, 1, 2]) == [0, 0, 1]
    assert min_max([nan, nan]) == [0, 0]
    assert scores(["normalize", ["field", "context"]], POP) == [1, 0, 0.5]


def test_clamp() -> None:
    assert scores(["clamp", 0, 60, ["field", "context"]], POP) == [60, 0, 50]
    assert scores(["clamp", 0, 60, ["field", "price_in"]], POP) == [1, 3, 60]


# Selector -----------------------------------------------------------------


def test_argmax_descending_stable_on_ties_nan_last() -> None:
    nan = float("nan")
    assert order(["argmax"], [1, 3, 3, -INF, INF]) == ["p4", "p1", "p2", "p0", "p3"]
    assert order(["argmax"], [nan, 1, nan, 0.0, -0.0]) == ["p1", "p3", "p4", "p0", "p2"]


def test_ordered_keeps_input_order() -> None:
    assert order(["ordered"], [1, 3, 2]) == ["p0", "p1", "p2"]


def test_top_k() -> None:
    assert order(["top_k", 2, ["argmax"]], [1, 3, 2]) == ["p1", "p2"]
    assert order(["top_k", 9, ["argmax"]], [1, 3, 2]) == ["p1", "p2", "p0"]
    assert order(["top_k", 1, ["top_k", 2, ["ordered"]]], [1, 3, 2]) == ["p0"]


def test_chain_priorities_absent_entries_and_duplicates() -> None:
    chain = [{"provider": "p2", "model": "m"}, {"provider_id": "p0", "model_family": "m"},
             {"provider": "p9", "model": "m"}, {"provider": "p2", "model": "m"}]  # fmt: skip
    # p2 appears twice: the later index (4) wins; p1 is not listed
    assert order(["chain", chain], [0, 0, 0]) == ["p0", "p2"]
    assert order(["chain", []], [0, 0]) == []


def test_chain_equal_priorities_keep_input_order() -> None:
    pol = ["policy", ["top"], ["zero"], ["chain", [{"provider": "x", "model": "m"}]], ["id"],
           ["always", {"action": "abort"}]]  # fmt: skip
    from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json

    two = candidates_from_json(
        [{"provider_id": "x", "model_family": "m", "tag": i} for i in range(3)], "$"
    )
    plan = carrier(pol).plan(two, context_from_json({}, "$"))
    assert [e.candidate["tag"] for e in plan.ordered] == [0, 1, 2]
    assert [e.score for e in plan.ordered] == [-1, -1, -1]


def naive_sample(score_list: list[float], temp: float, seed: float | None) -> list[str]:
    """The spec's algorithm, transcribed literally (O(n²), no shortcuts)."""
    pool = sorted(range(len(score_list)), key=lambda i: (-score_list[i], i))
    t = max(temp, 0.0)
    q = t / (t + 1)
    weights, w = {}, 1.0
    for i in pool:
        weights[i] = w
        w = w * q
    rng = Minstd(seed if seed is not None else 0.0)
    out = []
    while pool:
        total = 0.0
        for i in pool:
            total = total + weights[i]
        r = rng.draw() * total
        pick, acc = len(pool) - 1, 0.0
        for k, i in enumerate(pool):
            acc = acc + weights[i]
            if r <= acc:
                pick = k
                break
        out.append(f"p{pool.pop(pick)}")
    return out


@given(
    st.lists(st.integers(0, 4).map(float), min_size=1, max_size=40),
    st.one_of(st.sampled_from([0.0, -1.0, 0.001, 0.5, 1.0, 3.0, 1e6, 1e300]), st.floats(0, 50)),
    st.one_of(
        st.none(),
        st.sampled_from([0.0, -5.0, 42.0, 2.0**31, 2.0**40 + 0.5]),
        st.integers(-9, 9).map(float),
    ),
    st.one_of(st.none(), st.integers(1, 5)),
)
def test_sample_matches_the_literal_algorithm(
    score_list: list[float], temp: float, seed: float | None, k: int | None
) -> None:
    ctx = {} if seed is None else {"seed": seed}
    expected = naive_sample(score_list, temp, seed)
    assert order(["sample", temp], score_list, ctx) == expected
    if k is not None:
        assert order(["top_k", k, ["sample", temp]], score_list, ctx) == expected[:k]


def test_sample_at_temperature_zero_is_argmax() -> None:
    s = [1.0, 5.0, 5.0, 2.0]
    assert order(["sample", 0], s, {"seed": 9}) == order(["argmax"], s)
    assert order(["sample", -3], s, {"seed": 9}) == order(["argmax"], s)


def test_minstd_reference_values() -> None:
    assert Minstd(1).draw() == 1144108930 / 2147483647
    assert Minstd(0).draw() == Minstd(2147483646).draw()
    assert Minstd(-1).draw() == Minstd(2147483646).draw()
    assert Minstd(2147483647).draw() == Minstd(0).draw()
    assert salt_hash("jitter:top_p") == (lambda: __import__("functools").reduce(
        lambda h, b: (h * 31 + b) % 2147483647, b"jitter:top_p", 0))()  # fmt: skip
    assert substream_seed(42.0, "") == 42.0


# Xform --------------------------------------------------------------------


def test_seq_set_param_inject_seed_clamp() -> None:
    term = [
        "seq",
        ["set_param", "max_tokens", 10],
        ["inject_seed", "seed"],
        ["clamp_param", "t", 0, 1],
    ]
    assert xform(term, {"t": 3}, ctx={"seed": 5}) == {"max_tokens": 10, "seed": 5, "t": 1}
    assert xform(term, {"t": "hot", "seed": 1}) == {"max_tokens": 10, "t": "hot"}
    assert xform(["set_param", "s", "from_ctx"], {}, ctx={"seed": 3}) == {"s": 3}
    assert xform(["set_param", "s", True], {}) == {"s": True}
    assert xform(["id"], {"a": 1}) == {"a": 1}


def test_jitter_is_seeded_salted_per_parameter_and_skipped_without_seed() -> None:
    request = {"temperature": 1.7, "top_p": 0.9}
    assert xform(["jitter", "top_p", 0.1], request) == request
    out = xform(["jitter", "top_p", 0.1], request, ctx={"seed": 42})
    assert out["top_p"] == 0.9462272027257026  # upstream vector xform-seq-seeded
    both = xform(
        ["seq", ["jitter", "a", 1], ["jitter", "b", 1]], {"a": 0, "b": 0}, ctx={"seed": 42}
    )
    assert both["a"] != both["b"]
    offset_only = xform(["jitter", "x", 1], {"x": "text"}, ctx={"seed": 42})
    assert -1 <= offset_only["x"] <= 1


def test_filter_directives_carry_the_seed() -> None:
    ctx = {"seed": -1}
    out = xform(["seq", ["filter_text", ["NFKC"]], ["filter_image", [{"q": 80}]]], {}, ctx=ctx)
    assert out["_filters"] == {
        "text": {"recipe": ["NFKC"], "seed": 2147483646},
        "image": {"recipe": [{"q": 80}], "seed": 2147483646},
    }
    assert xform(["filter_text", []], {"_filters": {"x": 1}}) == {
        "_filters": {"x": 1, "text": {"recipe": []}}
    }


def test_when_both_ways() -> None:
    term = ["when", ["provider_eq", "p1"], ["set_param", "x", 1]]
    assert xform(term, {}) == {"x": 1}
    assert xform(term, {}, cand(provider_id="p2")) == {}


def test_custom_registry() -> None:
    assert xform(["custom", "test:stamp_provider"], {}) == {"x_provider": "p1"}
    assert xform(["custom", "test:drop_temperature"], {"temperature": 1, "a": 2}) == {"a": 2}
    with pytest.raises(InputError, match="not registered"):
        carrier(["custom", "nope"])


# FailPlan and Policy -----------------------------------------------------------


def test_failplan_classify_with_unknown_fallback() -> None:
    plan = carrier(["override", ["override", ["always", {"action": "abort"}], "a", {"action": "retry_same"}],
                    "unknown", {"action": "next_candidate"}])  # fmt: skip
    assert dict(plan["a"]) == {"action": "retry_same"}
    assert dict(plan["unknown"]) == {"action": "next_candidate"}


def test_plan_filters_scores_survivors_and_orders() -> None:
    from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json

    pol = ["policy", ["cmp", "price_in", "le", 2], ["field", "context"], ["argmax"], ["id"],
           ["always", {"action": "abort"}]]  # fmt: skip
    plan = carrier(pol).plan(candidates_from_json(POP, "$"), context_from_json({}, "$"))
    assert [e.candidate["provider_id"] for e in plan.ordered] == ["a"]
    assert [(r.provider, r.model, r.reason) for r in plan.rejected] == [
        ("b", "m1", "cmp:price_in:le"),
        ("c", "m1", "cmp:price_in:le"),
    ]


def test_constrain_narrows_the_filter() -> None:
    from sigma_pol import admit
    from sigma_pol.semantics.compiler import constrain
    from sigma_pol.syntax.json_form import term_to_json

    pol = admit(
        ["policy", ["top"], ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]]
    ).term
    env = admit(["min_tier", "partner"]).term
    narrowed: Any = term_to_json(constrain(pol, env))
    assert narrowed[1] == ["and", ["min_tier", "partner"], ["top"]]
    assert verdict(narrowed[1], cand(tier="fallback")) == "min_tier"


def test_constrain_admits_the_meet_again() -> None:
    """spec/06 §6.9: a filter of depth 64 is admitted alone; and(envelope, ·) of it
    has depth 65 and is refused, with a path into the constrained term."""
    from sigma_pol import AdmissionError, admit
    from sigma_pol.semantics.compiler import constrain

    deep: Any = ["top"]
    for _ in range(62):
        deep = ["not", deep]
    pol = admit(["policy", deep, ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]])
    env = admit(["min_tier", "partner"]).term
    with pytest.raises(AdmissionError) as refused:
        constrain(pol.term, env)
    assert refused.value.why == "term exceeds max depth 64"
    assert refused.value.where.startswith("$.policy[1].and[2].not[1]")
