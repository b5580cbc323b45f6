"""Canonical encoding bytes, identity and fingerprint."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol import admit
from sigma_pol.encoding.encode import (
    encode_number,
    encode_string,
    fingerprint_of_encoding,
    identity_of_encoding,
)
from sigma_pol.normal.normal_form import canonical


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (0.0, "0"),
        (-0.0, "0"),
        (5.0, "5"),
        (-4096.0, "-4096"),
        (2.0**53, "9007199254740992"),
        (-(2.0**53), "-9007199254740992"),
        (2.0**53 + 2, "9007199254740994"),
        (2.0**60, "1.152921504606847e+18"),
        (0.1, "0.10000000000000001"),
        (1e-05, "1.0000000000000001e-05"),
        (2.5e-10, "2.5000000000000002e-10"),
        (1e100, "1e+100"),
        (1e300, "1.0000000000000001e+300"),
        (5e-324, "4.9406564584124654e-324"),
        (-1.5, "-1.5"),
    ],
)
def test_number_rendering(value: float, text: str) -> None:
    assert encode_number(value) == text


def test_string_escapes_only_five_characters() -> None:
    assert encode_string('a"b\\c\nd\re\tf') == '"a\\"b\\\\c\\nd\\re\\tf"'
    assert encode_string("\x00\x1f\x7fé→😀") == '"\x00\x1f\x7fé→😀"'


def test_records_sort_keys_and_empty_tables_are_arrays() -> None:
    normal = canonical(admit(["always", {"then_action": "abort", "action": "retry_same"}]).term)
    assert normal.body == '(always {"action":"retry_same","then_action":"abort"})'
    assert canonical(admit(["filter_text", {}]).term).body == "(filter_text [])"


def test_identity_is_sha256_of_the_utf8_encoding() -> None:
    encoding = canonical(admit(["family_eq", "é"]).term).encoding
    assert encoding == 'sigma-pol/v2:(family_eq "é")'
    assert identity_of_encoding(encoding) == hashlib.sha256(encoding.encode()).hexdigest()


def test_fingerprint_of_upstream_vector() -> None:
    encoding = 'sigma-pol/v2:(cmp "price_in" "le" 5)'
    assert fingerprint_of_encoding(encoding) == "921304031-1509639523"


def literal_fingerprint(encoding: str) -> str:
    """Upstream's loop, byte by byte."""
    h1, h2 = 5381, 52711
    for byte in encoding.encode("utf-8"):
        h1 = (h1 * 31 + byte) % 2147483647
        h2 = (h2 * 37 + byte) % 2147483629
    return f"{h1}-{h2}"


@given(st.text(max_size=300), st.integers(0, 3))
def test_chunked_fingerprint_equals_the_byte_loop(text: str, repeat: int) -> None:
    long_text = text * (repeat * 4000 // max(1, len(text)) + 1)
    for sample in (text, long_text):
        assert fingerprint_of_encoding(sample) == literal_fingerprint(sample)
