"""Admission: every rule refuses with upstream's path and message, and nothing else escapes."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol import AdmissionError, Sort, Term, admit
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.terms import Record
from sigma_pol.syntax.vocabulary import schema_from_json
from sigma_pol.valid.admission import check

from tests.strategies import terms

ACTION = {"action": "next_candidate"}

REFUSALS: list[tuple[Any, str]] = [
    (["frobnicate"], "$: unknown op 'frobnicate'"),
    (["not"], "$: not takes 1 argument(s), got 0"),
    (["and"], "$: and needs at least one argument"),
    ([], "$: a term is { op, ... } with a string op"),
    ({"op": "top"}, "$: a term is { op, ... } with a string op"),
    ([5], "$: a term is { op, ... } with a string op"),
    (["and", ["top"], "x"], "$.and[2]: a term is { op, ... } with a string op"),
    (["and", ["meets_req"], ["zero"]], "$.and[2]: expected Pred, got Scorer"),
    (["and", ["top"], ["cmp", "price_in", "le", "5"]], "$.and[2].cmp[3]: expected a finite number"),
    (["cmp", "price_in", "lte", 5], "$.cmp[2]: expected a relation (lt|le|eq|ne|ge|gt)"),
    (["cmp", "no_such_field", "le", 5], "$.cmp[1]: undeclared field 'no_such_field'"),
    (["cmp", "has_tee", "le", 5], "$.cmp[1]: field 'has_tee' has sort Bool, expected Num"),
    (["is", "price_in"], "$.is[1]: field 'price_in' has sort Num, expected Bool"),
    (["is", 3], "$.is[1]: expected a field name"),
    (["cmp", "price_in", "le", True], "$.cmp[3]: expected a finite number"),
    (["cmp", "price_in", "le", 1e400], "$.cmp[3]: expected a finite number"),
    (["cmp", "price_in", "le", float("nan")], "$.cmp[3]: expected a finite number"),
    (["cmp", "price_in", "le", 10**400], "$.cmp[3]: expected a finite number"),
    (["min_tier", "platinum"], "$.min_tier[1]: unknown tier 'platinum'"),
    (["tier_eq", 5], "$.tier_eq[1]: unknown tier '5'"),
    (["family_eq", 5], "$.family_eq[1]: expected a string (Family)"),
    (["provider_eq", 7], "$.provider_eq[1]: expected a string (Provider)"),
    (["served_by_eq", None], "$.served_by_eq[1]: expected a string (ServedBy)"),
    (["has_cap", []], "$.has_cap[1]: expected a string (Capability)"),
    (["top_k", 2.5, ["argmax"]], "$.top_k[1]: expected a positive integer (Count >= 1)"),
    (["top_k", 0, ["argmax"]], "$.top_k[1]: expected a positive integer (Count >= 1)"),
    (["top_k", -1, ["argmax"]], "$.top_k[1]: expected a positive integer (Count >= 1)"),
    (["top_k", ["argmax"], 3], "$.top_k[1]: expected a positive integer (Count >= 1)"),
    (["set_param", "x", None], "$.set_param[2]: expected a scalar (number|string|boolean)"),
    (["set_param", "x", [1]], "$.set_param[2]: expected a scalar (number|string|boolean)"),
    (["always", "abort"], "$.always[1]: Action must be a record"),
    (["always", {"action": "explode"}], "$.always[1]: Action.action invalid: explode"),
    (["always", {}], "$.always[1]: Action.action invalid: nil"),
    (["always", ["abort"]], "$.always[1]: Action.action invalid: nil"),
    (["always", {"action": None}], "$.always[1]: Action.action invalid: null"),
    (["always", {"action": 3}], "$.always[1]: Action.action invalid: 3"),
    (
        ["always", {"action": "abort", "then_action": "x"}],
        "$.always[1]: Action.then_action invalid: x",
    ),
    (
        ["always", {"action": "abort", "attempts": "2"}],
        "$.always[1]: Action.attempts must be a number",
    ),
    (
        ["always", {"action": "abort", "open_breaker_ms": None}],
        "$.always[1]: Action.open_breaker_ms must be a number",
    ),
    (
        ["always", {"action": "abort", "backoff_ms": "fast"}],
        "$.always[1]: Action.backoff_ms must be a number or array",
    ),
    (
        ["always", {"action": "abort", "backoff_ms": {"a": 1}}],
        "$.always[1]: Action.backoff_ms must be a number or array",
    ),
    (
        ["always", {"action": "abort", "backoff_ms": [1, "x"]}],
        "$.always[1]: Action.backoff_ms entries must be numbers",
    ),
    (
        ["always", {"action": "abort", "zeta": "x", "alpha": "y"}],
        "$.always[1]: Action key 'alpha' must map to a finite number",
    ),
    (["filter_text", "NFKC"], "$.filter_text[1]: Recipe must be an array"),
    (["filter_text", {"a": 1}], "$.filter_text[1]: Recipe must be an array"),
    (["filter_text", ["a", 3]], "$.filter_text[1]: Recipe[2] must be a string or flat record"),
    (["filter_text", [["a"]]], "$.filter_text[1]: Recipe[1] must map string keys to numbers"),
    (["filter_text", [{"a": "b"}]], "$.filter_text[1]: Recipe[1] must map string keys to numbers"),
    (["chain", {"p": 1}], "$.chain[1]: Chain must be an array"),
    (["chain", [{"provider": "p"}]], "$.chain[1]: Chain[1] must be { provider=, model= }"),
    (
        ["chain", [{"provider": "p", "model": "m", "x": 1}]],
        "$.chain[1]: Chain[1]: unknown key 'x'",
    ),
    (
        ["chain", [{"provider": None, "provider_id": "p", "model": "m"}]],
        "$.chain[1]: Chain[1] must be { provider=, model= }",
    ),
    (
        ["chain", [{"provider": "p", "provider_id": None, "model": "m"}]],
        "$.chain[1]: null is not a parameter value",
    ),
    (["custom", "\ud800"], "$.custom[1]: string is not valid Unicode (lone surrogate)"),
    (["\ud800x"], "$: unknown op '\\ud800x'"),
    (["override", ["always", ACTION], 5, ACTION], "$.override[2]: expected a string (FailReason)"),
    (
        ["policy", ["top"], ["zero"], ["argmax"], ["id"], ["top"]],
        "$.policy[5]: expected FailPlan, got Pred",
    ),
]


@pytest.mark.parametrize(("term", "message"), REFUSALS, ids=[m for _, m in REFUSALS])
def test_refusal_names_path_and_reason(term: Any, message: str) -> None:
    with pytest.raises(AdmissionError) as caught:
        admit(term)
    assert str(caught.value) == message


def test_depth_bound_is_checked_on_entry() -> None:
    def nested(levels: int) -> Any:
        term: Any = ["top"]
        for _ in range(levels - 1):
            term = ["not", term]
        return term

    assert check(nested(64)) is Sort.PRED
    with pytest.raises(AdmissionError) as caught:
        admit(nested(65))
    assert str(caught.value).endswith(": term exceeds max depth 64")
    assert str(caught.value).startswith("$" + ".not[1]" * 64)


def test_hundred_thousand_levels_are_refused_without_recursion_error() -> None:
    term: Any = ["top"]
    for _ in range(100_000):
        term = ["not", term]
    with pytest.raises(AdmissionError, match="max depth 64"):
        admit(term)
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(AdmissionError):
        admit(["chain", [{"provider": "p", "model": "m", "provider_id": deep}]])


def test_node_bound() -> None:
    assert check(["and", *[["top"]] * 4095]) is Sort.PRED
    with pytest.raises(AdmissionError) as caught:
        admit(["and", *[["top"]] * 4096])
    assert str(caught.value) == "$.and[4096]: term exceeds max size 4096 nodes"


def test_extension_fields_are_admitted_only_when_declared() -> None:
    schema = schema_from_json({"fields": {"region_score": {"sort": "Num", "default": 0}}})
    assert check(["cmp", "region_score", "gt", 0.5], schema) is Sort.PRED
    with pytest.raises(AdmissionError, match="undeclared field 'region_score'"):
        admit(["cmp", "region_score", "gt", 0.5])


def test_declared_tier_order() -> None:
    schema = schema_from_json({"tier_order": ["bronze", "gold"]})
    assert check(["min_tier", "gold"], schema) is Sort.PRED
    with pytest.raises(AdmissionError, match="unknown tier 'partner'"):
        admit(["min_tier", "partner"], schema)


def test_admitted_values() -> None:
    assert check(["top_k", 2.0, ["argmax"]]) is Sort.SELECTOR
    assert check(["filter_text", {}]) is Sort.XFORM
    assert check(["chain", {}]) is Sort.SELECTOR
    assert check(["chain", [{"provider": False, "provider_id": "p", "model_family": "m"}]]) is (
        Sort.SELECTOR
    )
    assert (
        check(["always", {"action": "abort", "backoff_ms": [1, 2], "mark_ms": 5}]) is Sort.FAILPLAN
    )


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=4)
    | st.sampled_from(["and", "not", "cmp", "price_in", "le", "top", "policy", "\ud800"]),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=30,
)


@given(json_values)
def test_admission_is_total_over_json_values(value: Any) -> None:
    """Every JSON value is either admitted with a sort, and then its JSON form is
    admitted again as the same term, or refused with an AdmissionError whose
    message is ``<JSON path>: <reason>`` (spec/03 §3.8); nothing else is raised."""
    try:
        admitted = admit(value)
    except AdmissionError as e:
        assert e.where.startswith("$"), e.where
        assert e.why and str(e) == f"{e.where}: {e.why}"
        return
    assert admitted.sort in Sort
    again = admit(term_to_json(admitted.term))
    assert (again.sort, term_to_json(again.term)) == (admitted.sort, term_to_json(admitted.term))


@given(terms(Sort.POLICY, max_depth=5))
def test_generated_terms_are_admitted_with_their_sort(term: Any) -> None:
    assert check(term) is Sort.POLICY


def test_minus_zero_is_admitted_as_plus_zero_at_any_depth() -> None:
    """spec/03 §3.9.7: one identity, one term, one meaning."""
    for term in (
        ["lit", -0.0],
        ["scale", -0.0, ["field", "context"]],
        ["set_param", "x", -0.0],
        ["always", {"action": "abort", "x": 1, "y": -0.0}],
    ):
        admitted = admit(term).term
        zeros = [v for v in _numbers_of(admitted.args) if v == 0]
        assert zeros and all(math.copysign(1.0, v) == 1.0 for v in zeros), term
    assert admit(["lit", -0.0]).term == admit(["lit", 0]).term


def _numbers_of(value: Any) -> list[float]:
    """Every double in a parameter value (the term's own floats, not its JSON form,
    which would print both zeros as 0)."""
    if isinstance(value, float):
        return [value]
    if isinstance(value, tuple):
        return [n for v in value for n in _numbers_of(v)]
    if isinstance(value, Mapping):
        return [n for v in value.values() for n in _numbers_of(v)]
    return []


def test_term_equality_is_typed() -> None:
    """spec/03 §3.9.7: a boolean is never a number (Python finds True == 1.0)."""
    as_bool, as_num = admit(["set_param", "x", True]).term, admit(["set_param", "x", 1]).term
    assert as_bool != as_num
    # no parameter sort nests a boolean today; the values themselves are typed
    assert Record({"k": True}) != Record({"k": 1.0})
    assert Term("x", ((True,),)) != Term("x", ((1.0,),))
    assert len({as_bool, as_num}) == 2
    assert as_bool == admit(["set_param", "x", True]).term
