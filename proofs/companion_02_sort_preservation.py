"""Companion of Theorem 2 (proofs/02-sort-preservation.md): the normal form keeps the sort.

The normal form is written back as JSON by an algebra over the fold
(:data:`sigma_pol.syntax.json_form.JSON_ALGEBRA`) and admitted again: same sort, and
the admitted term is the normal form itself, no larger and no deeper.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from sigma_pol import admit, normalize
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.vocabulary import schema_from_json
from sigma_pol_tools.conformance.measures import depth, size

from ._support import SORTED_TERMS, structure


@given(SORTED_TERMS)
def test_normal_form_is_admitted_with_the_same_sort(case: tuple[Sort, Any]) -> None:
    sort, value = case
    admitted = admit(value)
    assert admitted.sort is sort
    normal = normalize(admitted.term)
    again = admit(term_to_json(normal))
    assert again.sort is sort
    assert structure(again.term) == structure(normal)
    assert size(normal) <= size(admitted.term) and depth(normal) <= depth(admitted.term)


EXTENDED = schema_from_json(
    {"fields": {"gpu_ram": {"sort": "Num", "default": 0}}, "tier_order": ["low", "high"]}
)


@pytest.mark.parametrize(
    ("value", "sort"),
    [
        (["and", ["cmp", "gpu_ram", "ge", 8], ["top"], ["min_tier", "high"]], Sort.PRED),
        (["scale", 1, ["gate", ["top"], ["normalize", ["field", "gpu_ram"]]]], Sort.SCORER),
        (["seq", ["id"], ["filter_text", [{}]], ["set_param", "a", True]], Sort.XFORM),
        (["override", ["always", {"action": "abort", "backoff_ms": {}}], "x", {"action": "abort"}],
         Sort.FAILPLAN),
    ],
)  # fmt: skip
def test_under_a_declared_schema_and_with_empty_records(value: Any, sort: Sort) -> None:
    normal = normalize(admit(value, EXTENDED).term)
    again = admit(term_to_json(normal), EXTENDED)
    assert again.sort is sort and structure(again.term) == structure(normal)
