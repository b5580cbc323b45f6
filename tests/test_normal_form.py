"""The normal form: upstream's equations, idempotence, sort preservation."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol import admit, normalize
from sigma_pol.normal.normal_form import canonical
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.signature import Sort
from sigma_pol.valid.admission import check

from tests.strategies import terms


def enc(term: Any) -> str:
    return canonical(admit(term).term).encoding


def body(term: Any) -> str:
    return enc(term).removeprefix("sigma-pol/v2:")


P = ["cmp", "price_in", "le", 5]
Q = ["is", "has_tee"]
R = ["meets_req"]
S = ["field", "context"]
A = {"action": "next_candidate"}


@pytest.mark.parametrize(
    ("term", "normal"),
    [
        # flattened, then sorted by encoding: "(cmp …" < "(is …" < "(meets_req)"
        (["and", R, ["and", Q, P]], ["and", P, Q, R]),
        (["and", P, ["top"]], P),
        (["or", P, ["bot"]], P),
        (["and", P, ["bot"]], ["bot"]),
        (["or", P, ["top"]], ["top"]),
        (["and", ["top"], ["top"]], ["top"]),
        (["or", ["bot"]], ["bot"]),
        (["not", ["not", P]], P),
        (["not", ["top"]], ["bot"]),
        (["not", ["bot"]], ["top"]),
        (["not", ["not", ["not", P]]], ["not", P]),
        (["scale", 1, S], S),
        (["scale", 0, S], ["zero"]),
        (["scale", -0.0, S], ["zero"]),
        (["scale", 2, ["zero"]], ["zero"]),
        (["add", S, ["zero"]], S),
        (["gate", ["top"], S], S),
        (["gate", ["bot"], S], ["zero"]),
        (["gate", P, ["zero"]], ["zero"]),
        (["gate", ["not", ["not", ["top"]]], S], S),
        (["normalize", ["normalize", S]], ["normalize", S]),
        (["seq", ["id"], ["seq", ["inject_seed", "b"], ["id"]], ["inject_seed", "a"]],
         ["seq", ["inject_seed", "b"], ["inject_seed", "a"]]),
        (["seq", ["id"]], ["id"]),
        (["override", ["override", ["always", A], "b", {"action": "abort"}], "a", A], ["override", ["always", A], "b", {"action": "abort"}]),
    ],
)  # fmt: skip
def test_equation(term: Any, normal: Any) -> None:
    # ``normal`` is written in normal form by hand: the normalizer must return it
    # as written (a normalizer that maps everything to one term fails here, as
    # it would not if both sides were normalized) and keep it fixed.
    written = admit(normal).term
    assert term_to_json(normalize(admit(term).term)) == term_to_json(written)
    assert term_to_json(normalize(written)) == term_to_json(written)


def test_nested_scales_stay_nested() -> None:
    assert body(["scale", 2, ["scale", 3, S]]) == '(scale 2 (scale 3 (field "context")))'


def test_failplan_outer_override_wins_and_reasons_sort() -> None:
    term = [
        "override",
        ["override", ["override", ["always", A], "rate_limit", {"action": "abort"}], "auth_error",
         {"action": "disable_provider"}],
        "rate_limit", {"action": "disable_provider"},
    ]  # fmt: skip
    assert body(term) == (
        '(override (override (always {"action":"next_candidate"}) "auth_error" '
        '{"action":"disable_provider"}) "rate_limit" {"action":"disable_provider"})'
    )


def test_failplan_override_equal_to_base_is_dropped() -> None:
    assert body(["override", ["always", A], "x", {"action": "next_candidate"}]) == (
        '(always {"action":"next_candidate"})'
    )


def test_ac_children_sort_by_encoding_in_code_point_order() -> None:
    term = ["or", ["family_eq", "é"], ["family_eq", "z"], ["family_eq", "Z"]]
    assert body(term) == '(or (family_eq "Z") (family_eq "z") (family_eq "é"))'


@given(terms(Sort.POLICY, max_depth=5))
def test_normalize_is_idempotent_and_sort_preserving(term: Any) -> None:
    normal = canonical(admit(term).term)
    again = canonical(normal.term)
    assert again.term == normal.term
    assert again.encoding == normal.encoding
    assert check(term_to_json(normal.term)) is Sort.POLICY


@given(terms(Sort.PRED, max_depth=4), terms(Sort.PRED, max_depth=4))
def test_equal_normal_forms_iff_equal_encodings(a: Any, b: Any) -> None:
    na, nb = canonical(admit(a).term), canonical(admit(b).term)
    assert (na.term == nb.term) == (na.encoding == nb.encoding)


@given(st.permutations([P, Q, R, ["tier_eq", "partner"]]))
def test_argument_order_does_not_change_identity(children: list[Any]) -> None:
    assert enc(["and", *children]) == enc(["and", P, Q, R, ["tier_eq", "partner"]])
