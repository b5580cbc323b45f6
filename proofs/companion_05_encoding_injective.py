"""Companion of Theorem 5 (proofs/05-encoding-injective.md): the canonical encoding is
injective on normal forms, and ``sigma_pol.encoding.decode.decode`` is a left inverse.

Equality of terms is the typed structural equality of ``_support.structure``
(``True`` is not ``1``; the two zeros are one value of 𝕍).

Two values drawn independently almost never share an encoding under any
plausible encoder, so injectivity is checked on *near collisions*: a value
and a neighbour that an encoder with one rule missing would write alike (a
double one ulp or one unit away, or rounded to 16 digits; a string with one
character nudged, an escaped character inserted, or written as the two
characters of its escape; ``true`` against ``1`` and ``"true"``; an array
against a record and against a string holding its separator; one element
moved; ``-0`` against ``0``, which are one value).  :func:`near` builds the
neighbour of a parameter value, :func:`near_terms` moves it into a term.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from sigma_pol import AdmissionError, admit
from sigma_pol.encoding.decode import decode
from sigma_pol.encoding.encode import encode_number, encode_param
from sigma_pol.normal.normal_form import canonical
from sigma_pol.syntax.fold import fold, uniform
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.signature import OPEN_STRING_SORTS, SIGNATURE, ParamSort, Sort
from sigma_pol.syntax.terms import ParamValue, Record, Term, param_from_json

from tests.strategies import names

from ._support import SORTED_TERMS, sorted_terms, structure, typed


@given(SORTED_TERMS)
def test_decode_is_a_left_inverse_of_the_encoding_of_normal_forms(case: tuple[Any, Any]) -> None:
    normal = canonical(admit(case[1]).term)
    assert structure(decode(normal.encoding)) == structure(normal.term)
    assert structure(decode(normal.body)) == structure(normal.term)  # version tag optional


doubles = st.floats(allow_nan=False, allow_infinity=False)


@given(doubles)
def test_number_rendering_round_trips(v: float) -> None:
    """17 significant digits identify a double; the two zeros both read back as 0."""
    assert float(encode_number(v)) == v
    assert math.copysign(1, float(encode_number(v))) == (1 if v == 0 else math.copysign(1, v))


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


def test_values_of_different_kinds_never_share_an_encoding() -> None:
    values: list[ParamValue] = [1.0, "1", True, "true", (), (1.0,), Record({"1": 1.0}), ("1",)]
    assert len({encode_param(v) for v in values}) == len(values)


# ---------------------------------------------------------------------------
# near collisions of parameter values

#: each character the encoding escapes, and the two characters it writes for it
ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}

#: doubles where the rendering changes rule or needs all 17 digits
EDGES = (
    2.0**53, 2.0**53 - 1, 2.0**53 + 2, -(2.0**53), 1e16, 1e17, 1e21, 0.1, 0.3, 0.1 + 0.2,
    1 / 3, 2 / 3, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 123456789.12345679,
)  # fmt: skip


def _nudged_char(c: str, step: int) -> str:
    code = ord(c) + step
    if 0xD800 <= code <= 0xDFFF:  # no surrogates: a string of a term is valid Unicode
        code = 0xE000 if step > 0 else 0xD7FF
    return chr(min(max(code, 0), 0x10FFFF))


def near_number(x: float, rng: random.Random) -> ParamValue:
    options: list[ParamValue] = [
        math.nextafter(x, math.inf),
        math.nextafter(x, -math.inf),
        x + 1,
        x - 1,
        -x,
        float("%.16g" % x),  # noqa: UP031 (the digits a 16-digit rendering keeps)
        encode_number(x),  # the number's own spelling, as a string
    ]
    if x == 0:
        options += [-0.0, False]
    if x == 1:
        options.append(True)
    return rng.choice([v for v in options if not isinstance(v, float) or math.isfinite(v)])


def near_string(s: str, rng: random.Random) -> ParamValue:
    at = rng.randrange(len(s) + 1)
    options: list[ParamValue] = [
        s[:at] + rng.choice(list(ESCAPES)) + s[at:],  # an escaped character inserted
        s + "\\",
        s[:at] + '","' + s[at:],  # the separator of an array, smuggled into one string
    ]
    if s:
        i = rng.randrange(len(s))
        options.append(s[:i] + _nudged_char(s[i], rng.choice([1, -1])) + s[i + 1 :])
    for char, spelled in ESCAPES.items():  # a character against the two of its escape
        if char in s:
            options.append(s.replace(char, spelled, 1))
        if spelled in s:
            options.append(s.replace(spelled, char, 1))
    if s in ("true", "false"):
        options.append(s == "true")
    return rng.choice(options)


def near_array(t: tuple[ParamValue, ...], rng: random.Random) -> ParamValue:
    if not t:
        return rng.choice([("",), (0.0,), "[]", False])
    i = rng.randrange(len(t))
    j = rng.randrange(len(t))
    moved = list(t)
    moved.insert(j, moved.pop(i))
    options: list[ParamValue] = [
        (*t[:i], near(t[i], rng), *t[i + 1 :]),
        tuple(moved),  # one element moved
        t[:i] + t[i + 1 :],
        (*t[:i], (t[i],), *t[i + 1 :]),  # one element wrapped
        Record({str(k): v for k, v in enumerate(t)}),  # the array as a record
    ]
    strings = [v for v in t if isinstance(v, str)]
    if len(t) >= 2 and len(strings) == len(t):
        options.append(('","'.join(strings[:2]), *strings[2:]))  # two elements as one string
    return rng.choice(options)


def near_record(r: Record, rng: random.Random) -> ParamValue:
    items = list(r.items())
    i = rng.randrange(len(items))
    key, value = items[i]
    options: list[ParamValue] = [
        Record({**dict(items), key: near(value, rng)}),
        tuple(v for _k, v in items),  # the record as an array
    ]
    renamed = near_string(key, rng)
    if isinstance(renamed, str) and renamed not in r:
        options.append(Record({**{k: v for k, v in items if k != key}, renamed: value}))
    if i + 1 < len(items):  # two members as one: the separators smuggled into the key,
        following = items[i + 1][0]  # as written quoted, or as an encoder not quoting keys
        rest = {k: v for k, v in items if k not in (key, following)}
        for merged in (
            key + '":' + encode_param(value) + ',"' + following,
            key + ":" + encode_param(value) + "," + following,
        ):
            options.append(Record({**rest, merged: items[i + 1][1]}))
    return rng.choice(options)


def near(value: ParamValue, rng: random.Random) -> ParamValue:
    """A value an encoder with one rule wrong would likely write like ``value``."""
    if isinstance(value, bool):
        return rng.choice([not value, 1.0 if value else 0.0, "true" if value else "false"])
    if isinstance(value, float):
        return near_number(value, rng)
    if isinstance(value, str):
        return near_string(value, rng)
    if isinstance(value, tuple):
        return near_array(value, rng)
    return near_record(value, rng)


#: parameter values of every shape: numbers, strings, booleans, arrays, records
param_values = st.recursive(
    st.one_of(doubles, st.sampled_from(EDGES), tricky, names, st.booleans()),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(tricky, inner, max_size=3),
    max_leaves=10,
).map(param_from_json)

near_params = st.tuples(param_values, st.randoms(use_true_random=False)).map(
    lambda c: (c[0], near(c[0], c[1]))
)


@given(near_params)
def test_parameter_encoding_is_injective_on_near_collisions(pair: tuple[Any, Any]) -> None:
    a, b = pair
    assert (encode_param(a) == encode_param(b)) == (typed(a) == typed(b))


@given(st.one_of(doubles, st.sampled_from(EDGES)), st.randoms(use_true_random=False))
def test_near_doubles_render_distinctly(x: float, rng: random.Random) -> None:
    y = near_number(x, rng)
    if isinstance(y, float):
        assert (encode_number(x) == encode_number(y)) == (x == y)


# ---------------------------------------------------------------------------
# near collisions of terms

#: parameter sorts whose values any neighbour of the right kind keeps admissible
#: more often than not (a field name, relation or tier changed is refused)
OPEN_SORTS = OPEN_STRING_SORTS | {ParamSort.NUM, ParamSort.SCALAR, ParamSort.RECIPE}
OPEN_SORTS |= {ParamSort.ACTION, ParamSort.CHAIN}


def _plain(value: Any) -> Any:
    """A parameter value as JSON, its doubles kept doubles (``-0.0`` stays ``-0.0``)."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Record):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _sites(node: Term, args: tuple[Any, ...]) -> int:
    """How many places of the term a near neighbour can change."""
    spec = SIGNATURE[node.op]
    kids = sum(a for a, o in zip(args, node.args, strict=True) if isinstance(o, Term))
    if spec.variadic is not None:
        return kids + (1 if len(node.args) >= 2 else 0)
    return kids + sum(1 for s in spec.ins if isinstance(s, ParamSort) and s in OPEN_SORTS)


SITES = uniform(_sites)


def neighbour_algebra(site: int, rng: random.Random) -> dict[str, Callable[..., Any]]:
    """Rebuild a term as JSON, changing its ``site``-th place (in fold order): a
    parameter replaced by :func:`near`, or one child of a variadic node moved."""
    seen = [0]

    def hit() -> bool:
        seen[0] += 1
        return seen[0] - 1 == site

    def node(n: Term, args: tuple[Any, ...]) -> Any:
        spec = SIGNATURE[n.op]
        if spec.variadic is not None:
            kids = list(args)
            if len(kids) >= 2 and hit():
                kids.insert(rng.randrange(len(kids)), kids.pop(rng.randrange(len(kids))))
            return [n.op, *kids]
        out: list[Any] = [n.op]
        for s, a, o in zip(spec.ins, args, n.args, strict=True):
            if isinstance(o, Term):
                out.append(a)
            elif s in OPEN_SORTS and hit():
                out.append(_plain(near(a, rng)))
            else:
                out.append(_plain(a))
        return out

    return uniform(node)


def _neighbour(value: Any, rng: random.Random) -> Any:
    """The normal form of ``value`` (as JSON) and one near neighbour of it."""
    normal = canonical(admit(value).term).term
    sites = fold(normal, SITES)
    site = rng.randrange(sites) if sites else 0
    return term_to_json(normal), fold(normal, neighbour_algebra(site, rng))


def _admissible(pair: tuple[Any, Any]) -> bool:
    try:
        admit(pair[1])
    except AdmissionError:
        return False
    return True


def near_terms(sort: Sort) -> st.SearchStrategy[tuple[Any, Any]]:
    """A normal form of ``sort`` and a neighbour one parameter or one move away."""
    return (
        st.tuples(sorted_terms(sort), st.randoms(use_true_random=False))
        .map(lambda c: _neighbour(c[0], c[1]))
        .filter(_admissible)
    )


NEAR_TERMS = st.one_of([near_terms(s) for s in Sort])


@settings(max_examples=30)  # each pair is a near collision: fewer say more than 60 random pairs
@given(NEAR_TERMS)
def test_near_normal_forms_have_distinct_encodings(pair: tuple[Any, Any]) -> None:
    x, y = (canonical(admit(v).term) for v in pair)
    assert (x.encoding == y.encoding) == (structure(x.term) == structure(y.term))
    assert structure(decode(y.encoding)) == structure(y.term)
