"""Companion of Theorem 5 (proofs/05-encoding-injective.md): the canonical encoding is
injective on normal forms, and ``sigma_pol.syntax.text.decode`` is a left inverse.

Equality of terms is the typed structural equality of ``_support.structure``
(``True`` is not ``1``; the two zeros are one value of 𝕍).
"""

from __future__ import annotations

import math
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from sigma_pol import admit, canonical
from sigma_pol.conformance.strategies import names
from sigma_pol.core.encoding import encode_number, encode_param
from sigma_pol.core.terms import ParamValue, Record, param_from_json
from sigma_pol.syntax.text import decode

from ._support import SORTED_TERMS, structure, typed


@given(SORTED_TERMS)
def test_decode_is_a_left_inverse_of_the_encoding_of_normal_forms(case: tuple[Any, Any]) -> None:
    normal = canonical(admit(case[1]).term)
    assert structure(decode(normal.encoding)) == structure(normal.term)
    assert structure(decode(normal.body)) == structure(normal.term)  # version tag optional


@given(SORTED_TERMS, SORTED_TERMS)
def test_distinct_normal_forms_have_distinct_encodings(
    a: tuple[Any, Any], b: tuple[Any, Any]
) -> None:
    x, y = canonical(admit(a[1]).term), canonical(admit(b[1]).term)
    assert (x.encoding == y.encoding) == (structure(x.term) == structure(y.term))


doubles = st.floats(allow_nan=False, allow_infinity=False)


@given(doubles)
def test_number_rendering_round_trips(v: float) -> None:
    """17 significant digits identify a double; the two zeros both read back as 0."""
    assert float(encode_number(v)) == v
    assert math.copysign(1, float(encode_number(v))) == (1 if v == 0 else math.copysign(1, v))


@given(
    st.floats(allow_nan=False, allow_infinity=False),
    st.floats(allow_nan=False, allow_infinity=False),
)
def test_distinct_doubles_render_distinctly(a: float, b: float) -> None:
    assert (encode_number(a) == encode_number(b)) == (a == b)


def test_neighbouring_doubles_render_distinctly() -> None:
    for v in (0.1, 1.0, 2.0**53, 2.0**53 + 2, 1e17, 5e-324, 1.7976931348623157e308):
        for w in (math.nextafter(v, math.inf), math.nextafter(v, -math.inf)):
            assert encode_number(v) != encode_number(w)


#: strings full of the characters the encoding gives a meaning to
tricky = st.text(st.sampled_from([*'"\\\n\r\t ()[]{},:;é\x00\x7fa0']), max_size=8)


@given(st.one_of(tricky, names))
def test_strings_read_back_exactly(s: str) -> None:
    normal = canonical(admit(["set_param", s, s]).term)
    assert decode(normal.encoding).args == (s, s)


#: parameter values of every shape: numbers, strings, booleans, arrays, records
param_values = st.recursive(
    st.one_of(doubles, tricky, st.booleans()),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(tricky, inner, max_size=3),
    max_leaves=10,
).map(param_from_json)


@given(param_values, param_values)
def test_parameter_encoding_is_injective(a: ParamValue, b: ParamValue) -> None:
    assert (encode_param(a) == encode_param(b)) == (typed(a) == typed(b))


def test_values_of_different_kinds_never_share_an_encoding() -> None:
    values: list[ParamValue] = [1.0, "1", True, "true", (), (1.0,), Record({"1": 1.0}), ("1",)]
    assert len({encode_param(v) for v in values}) == len(values)
