"""The text syntax (issue 4): round trips, decoding, sugar, errors in words."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from sigma_pol.encoding.decode import decode
from sigma_pol.encoding.encode import encode
from sigma_pol.normal.normal_form import normalize
from sigma_pol.syntax.errors import AdmissionError, InputError, SigmaPolError
from sigma_pol.syntax.terms import Term
from sigma_pol.text.parse import parse, print_term, read_json_term
from sigma_pol.valid.admission import admit

from tests.strategies import terms

from .conftest import upstream_vectors

ROOT = Path(__file__).resolve().parent.parent


def core(value: Any) -> Term:
    return admit(value).term


# ---------------------------------------------------------------------------
# round trips over the shared term strategy


@given(terms())
def test_parse_reads_back_what_print_writes(value: Any) -> None:
    term = core(value)
    assert parse(print_term(term)) == term


@given(terms())
def test_print_is_idempotent_through_parse(value: Any) -> None:
    printed = print_term(core(value))
    assert print_term(parse(printed)) == printed


@given(terms())
def test_decode_is_a_left_inverse_of_encode(value: Any) -> None:
    term = core(value)
    normal = normalize(term)
    assert decode(encode(normal)) == normal
    assert decode(encode(term)) == term


@given(terms())
def test_narrow_widths_still_read_back(value: Any) -> None:
    term = core(value)
    assert parse(print_term(term, width=20)) == term


def test_negative_zero_is_read_with_its_sign_and_admitted_as_plus_zero() -> None:
    """The reader keeps the sign of ``-0`` (spec/12); admission makes every zero of a
    parameter ``+0`` (spec/03 §3.9.7), so the term prints as ``(lit 0)``."""
    (zero,) = read_json_term("(lit -0)")[1:]  # type: ignore[index]
    assert isinstance(zero, float) and math.copysign(1.0, zero) < 0
    term = parse("(lit -0)")
    (admitted,) = term.args
    assert isinstance(admitted, float) and math.copysign(1.0, admitted) > 0
    assert print_term(term) == "(lit 0)"


def test_strings_print_bare_only_when_they_read_back_as_strings() -> None:
    term = core(
        ["seq", ["set_param", "true", "true"], ["set_param", "a b", True], ["custom", "5x"]]
    )
    assert (
        print_term(term) == '(seq (set_param "true" "true") (set_param "a b" true) (custom "5x"))'
    )
    term = core(["family_eq", "tab\there\u0007 \U0001f600"])
    assert print_term(term) == '(family_eq "tab\\there\\u0007 \U0001f600")'
    assert parse(print_term(term)) == term


def test_layout_is_stable_and_fits_88_columns() -> None:
    text = print_term(parse((ROOT / "examples" / "design-example.sigma").read_text()))
    assert text == (
        "(policy\n"
        "  (and meets_req (not (is breaker_open)) (cmp price_out le 25))\n"
        "  (add\n"
        "    (scale 0.7 (neg (normalize (field price_in))))\n"
        "    (scale 0.3 (normalize (field context))))\n"
        "  argmax\n"
        "  (seq (filter_text [NFKC]) (clamp_param temperature 0 1))\n"
        "  (retry_table {\n"
        "    auth_error: {action: disable_provider}\n"
        "    unknown:    {action: next_candidate}\n"
        "  }))"
    )
    assert max(len(line) for line in text.splitlines()) <= 88


def test_a_sorted_override_chain_prints_as_the_retry_table_it_lowers_from() -> None:
    chain = core(
        [
            "override",
            ["override", ["always", {"action": "abort"}], "a", {"action": "abort"}],
            "b",
            {"action": "next_candidate"},
        ]
    )
    # a retry table is a table at any width (spec/12 §12.7), its values aligned
    # one space after `unknown:`, the longest key
    table = (
        "(retry_table {\n"
        "  a:       {action: abort}\n"
        "  b:       {action: next_candidate}\n"
        "  unknown: {action: abort}\n"
        "})"
    )
    assert print_term(chain) == table
    assert print_term(chain, width=100) == table
    unsorted = core(
        [
            "override",
            ["override", ["always", {"action": "abort"}], "b", {"action": "abort"}],
            "a",
            {"action": "abort"},
        ]
    )
    assert print_term(unsorted).startswith("(override\n  (retry_table {\n    b:       {")
    assert parse(print_term(unsorted)) == unsorted


# ---------------------------------------------------------------------------
# the canonical encoding reads as text


ENCODED = [v for v in upstream_vectors() if "encoding" in v["expect"]]


@pytest.mark.parametrize("vector", ENCODED, ids=lambda v: v["name"])
def test_every_upstream_encoding_decodes_and_reencodes_to_the_same_bytes(
    vector: dict[str, Any],
) -> None:
    encoding = vector["expect"]["encoding"]
    term = decode(encoding)
    assert encode(term).encode("utf-8") == encoding.encode("utf-8")
    assert term == normalize(core(vector["term"]))
    assert parse(encoding) == term
    assert decode(encoding.removeprefix("sigma-pol/v2:")) == term


def test_there_are_upstream_encodings_to_check() -> None:
    assert len(ENCODED) >= 10


def test_decode_ignores_layout_around_the_encoding() -> None:
    assert decode('\n  sigma-pol/v2:(is "has_tee")\n') == Term("is", ("has_tee",))


# ---------------------------------------------------------------------------
# sugar: each form against the core term upstream's elaborator builds
# (llm_policy/elaborate.lua; the expected terms are transcribed from it)

P = ["meets_req"]
NOT_DISABLED = ["not", ["is", "disabled"]]
BREAKER_CLOSED = ["not", ["is", "breaker_open"]]
NEXT = {"action": "next_candidate"}

SUGAR_CASES: list[tuple[str, Any]] = [
    ("requirements", ["meets_req"]),
    ("(requirements)", ["meets_req"]),
    ("not_disabled", NOT_DISABLED),
    ("breaker_closed", BREAKER_CLOSED),
    ("identity", ["id"]),
    ("(all_of requirements not_disabled)", ["and", P, NOT_DISABLED]),
    ("(all_of requirements)", ["and", P]),
    ("(any_of requirements breaker_closed)", ["or", P, BREAKER_CLOSED]),
    ("(none_of requirements (is has_tee))", ["not", ["or", P, ["is", "has_tee"]]]),
    ("(none_of requirements)", ["not", ["or", P]]),
    ("(tier_in partner marketplace)", ["or", ["tier_eq", "partner"], ["tier_eq", "marketplace"]]),
    ("(tier_in partner)", ["tier_eq", "partner"]),
    (
        "(family_in gpt-5.5 claude-opus-4-8)",
        ["or", ["family_eq", "gpt-5.5"], ["family_eq", "claude-opus-4-8"]],
    ),
    ("(family_in gpt-5.5)", ["family_eq", "gpt-5.5"]),
    (
        "(provider_in openrouter codex)",
        ["or", ["provider_eq", "openrouter"], ["provider_eq", "codex"]],
    ),
    ("(provider_in openrouter)", ["provider_eq", "openrouter"]),
    ("(provider_not_in antseed)", ["not", ["provider_eq", "antseed"]]),
    (
        "(provider_not_in antseed x)",
        ["not", ["or", ["provider_eq", "antseed"], ["provider_eq", "x"]]],
    ),
    ("(served_by_in peerA peerB)", ["or", ["served_by_eq", "peerA"], ["served_by_eq", "peerB"]]),
    ("(served_by_in peerA)", ["served_by_eq", "peerA"]),
    ("(served_by_not_in peerBad)", ["not", ["served_by_eq", "peerBad"]]),
    ("(served_by_not_in a b)", ["not", ["or", ["served_by_eq", "a"], ["served_by_eq", "b"]]]),
    (
        "(price_max {input: 5, output: 25})",
        ["and", ["cmp", "price_in", "le", 5], ["cmp", "price_out", "le", 25]],
    ),
    ("(price_max {output: 25})", ["cmp", "price_out", "le", 25]),
    ("(price_max {input: 0})", ["cmp", "price_in", "le", 0]),
    ("(price_max {input: false})", ["top"]),
    ("(price_max {})", ["top"]),
    (
        "(pipe (filter_text [NFKC]) (jitter {temperature: 0.3}))",
        ["seq", ["filter_text", ["NFKC"]], ["jitter", "temperature", 0.3]],
    ),
    ("(pipe identity)", ["seq", ["id"]]),
    (
        "(jitter {top_p: 0.1, temperature: 0.3})",
        ["seq", ["jitter", "temperature", 0.3], ["jitter", "top_p", 0.1]],
    ),
    ("(jitter {temperature: 0.3})", ["jitter", "temperature", 0.3]),
    (
        "(set_param {user: router, seed: from_ctx})",
        ["seq", ["inject_seed", "seed"], ["set_param", "user", "router"]],
    ),
    ("(set_param {seed: from_ctx})", ["inject_seed", "seed"]),
    (
        "(clamp {top_p: 0.9, temperature: 1})",
        ["seq", ["clamp_param", "temperature", 0, 1], ["clamp_param", "top_p", 0, 0.9]],
    ),
    (
        "(retry_table {auth_error: {action: disable_provider}, unknown: {action: abort}})",
        ["override", ["always", {"action": "abort"}], "auth_error", {"action": "disable_provider"}],
    ),
    (
        "(retry_table {b: {action: abort}, a: {action: retry_same}})",
        [
            "override",
            ["override", ["always", NEXT], "a", {"action": "retry_same"}],
            "b",
            {"action": "abort"},
        ],
    ),
    ("(retry_table {unknown: {action: abort}})", ["always", {"action": "abort"}]),
    ("(retry_table {})", ["always", NEXT]),
    ("(retry_table)", ["always", NEXT]),
    ("(softmax_sample {temp: 0.5})", ["sample", 0.5]),
    ("(softmax_sample)", ["sample", 1]),
    ("softmax_sample", ["sample", 1]),
    ("(top_k {k: 2, temp: 0.5})", ["top_k", 2, ["sample", 0.5]]),
    ("(top_k {k: 5})", ["top_k", 5, ["argmax"]]),
    ("(top_k {})", ["top_k", 3, ["argmax"]]),
]


@pytest.mark.parametrize(("text", "expected"), SUGAR_CASES, ids=[c[0] for c in SUGAR_CASES])
def test_sugar_lowers_as_upstream_elaborates(text: str, expected: Any) -> None:
    assert parse(text) == core(expected)


def test_core_forms_sharing_a_sugar_name_stay_core() -> None:
    assert parse("(jitter temperature 0.3)") == core(["jitter", "temperature", 0.3])
    assert parse("(set_param seed from_ctx)") == core(["set_param", "seed", "from_ctx"])
    assert parse("(clamp 0 1 (field context))") == core(["clamp", 0, 1, ["field", "context"]])
    assert parse("(top_k 2 argmax)") == core(["top_k", 2, ["argmax"]])


def test_bare_sugar_names_in_parameter_positions_are_strings() -> None:
    assert parse("(set_param user identity)") == core(["set_param", "user", "identity"])


def test_an_empty_set_is_refused_as_upstream_refuses_or_with_no_argument() -> None:
    with pytest.raises(AdmissionError, match="or needs at least one argument"):
        parse("(tier_in)")


def test_authoring_layout_commas_comments_and_quoted_keys() -> None:
    text = """
    # a comment
    (always {"action" = abort, attempts: 2,})  # trailing comma, = for :
    """
    assert parse(text) == core(["always", {"action": "abort", "attempts": 2}])


# ---------------------------------------------------------------------------
# malformed inputs: line:column, the line, a caret, and words

MALFORMED: list[tuple[str, str]] = [
    (
        "(and meets_req\n     (cmp price_in le 5)",
        "1:1: this `(` is never closed\n   1 | (and meets_req\n     | ^",
    ),
    ("(top))", "1:6: `)` closes nothing: no bracket is open\n   1 | (top))\n     |      ^"),
    (
        "(and [top)",
        "1:10: `)` does not match the `[` opened at 1:6\n   1 | (and [top)\n     |          ^",
    ),
    (
        "(cmp price_in le 05)",
        "1:18: 05 is not a number: write an optional -, digits without leading zeros, an optional "
        "fraction and exponent, like 5, -0.25 or 1e-05\n   1 | (cmp price_in le 05)\n     |                  ^",
    ),
    (
        "(cmp price_in le 1e999)",
        "1:18: 1e999 is beyond the range of a double\n   1 | (cmp price_in le 1e999)\n     |                  ^",
    ),
    ("(frob meets_req)", "1:1: unknown op 'frob' (at $)\n   1 | (frob meets_req)\n     | ^"),
    (
        '(family_eq "a\\q")',
        '1:14: \\q is not an escape; a string may use \\\\ \\" \\n \\r \\t \\/ \\b \\f and \\uXXXX, '
        'and holds any other character as itself\n   1 | (family_eq "a\\q")\n     |              ^',
    ),
    (
        "sigma-pol/v1:(top)",
        "1:1: this text is tagged sigma-pol/v1, but this reader reads sigma-pol/v2 only (another "
        "version has another signature and other identities)\n   1 | sigma-pol/v1:(top)\n     | ^",
    ),
    (
        "(" * 100_000,
        "1:65: terms nest deeper than 64 levels here (the admission limit)\n   1 | …"
        + "(" * 76
        + "…\n     |"
        + " " * 40
        + "^",
    ),
    (
        '(family_eq "abc)',
        '1:12: this string is never closed (no ending ")\n   1 | (family_eq "abc)\n     |            ^',
    ),
    (
        "(tier_eq 'partner')",
        "1:10: unexpected character \"'\" (strings are written in double quotes)\n   1 | (tier_eq 'partner')\n     |          ^",
    ),
    (
        "()",
        "1:2: expected an operation name (a term is written (op argument …)), found `)`\n   1 | ()\n     |  ^",
    ),
    (
        "(always {action: abort, action: abort})",
        "1:25: the key 'action' appears twice in this record\n   1 | (always {action: abort, action: abort})\n     |                         ^",
    ),
    (
        "(set_param user null)",
        '1:17: null is not a value of any parameter sort; write "null" for the string\n   1 | (set_param user null)\n     |                 ^',
    ),
    (
        "(tier_eq (top))",
        "1:10: a parameter value goes here (a number, a string, a name, a record or an array); this is the term (top)\n   1 | (tier_eq (top))\n     |          ^",
    ),
    (
        "(top) (bot)",
        "1:7: expected the end of the text, found `(` (a text holds one term)\n   1 | (top) (bot)\n     |       ^",
    ),
    ("# nothing\n", "2:1: the text holds no term\n   2 | \n     | ^"),
    (
        '(and meets_req\n  (cmp price_in lt "x"))',
        '2:20: expected a finite number (at $.and[2].cmp[3])\n   2 |   (cmp price_in lt "x"))\n     |                    ^',
    ),
    (
        "(and meets_req,)",
        "1:15: expected a value, a term or `)`, found `,`\n   1 | (and meets_req,)\n     |               ^",
    ),
    (
        "(always {action abort})",
        "1:17: expected `:` or `=`, found the name abort\n   1 | (always {action abort})\n     |                 ^",
    ),
    (
        "(price_max {input: 5, ouput: 25})",
        "1:12: price_max knows the keys input and output, not 'ouput' (did you mean 'output'?)\n   1 | (price_max {input: 5, ouput: 25})\n     |            ^",
    ),
    (
        "(not_disabled 3)",
        "1:15: not_disabled takes no arguments\n   1 | (not_disabled 3)\n     |               ^",
    ),
    (
        "(filter_text [NFKC :])",
        "1:20: expected a value, a term, `,` or `]`, found `:`\n   1 | (filter_text [NFKC :])\n     |                    ^",
    ),
    (
        "(always {action: abort :})",
        "1:24: expected a key, `,` or `}`, found `:`\n   1 | (always {action: abort :})\n     |                        ^",
    ),
    (
        "(tier_eq café)",
        "1:13: unexpected character 'é' (names are ASCII letters, digits, _ . - and /; quote any other text, like \"café\")\n   1 | (tier_eq café)\n     |             ^",
    ),
    (
        "(family_eq \u201cx\u201d)",
        "1:12: unexpected character '\u201c' (strings are written in straight double quotes)\n   1 | (family_eq \u201cx\u201d)\n     |            ^",
    ),
    (
        "\ufeff(top)",
        "1:1: unexpected character '\\ufeff' (a byte order mark; save the text as UTF-8 without one)\n   1 | \ufeff(top)\n     | ^",
    ),
    (
        '(family_eq "a\udcff")',
        "1:14: byte 0xFF is not UTF-8, and a text is read as UTF-8 (is this a binary file?)\n"
        '   1 | (family_eq "a\\udcff")\n     |              ^',
    ),
    (
        "\ud800(top)",
        "1:1: U+D800 is a lone surrogate, not a character, and a text is read as UTF-8 (is this "
        "a binary file?)\n   1 | \\ud800(top)\n     | ^",
    ),
    (
        "(and meets_req @)",
        "1:16: unexpected character '@' (a name starts with a letter or _, a string with \", a "
        "number with a digit or -, a comment with #)\n   1 | (and meets_req @)\n     |                ^",
    ),
]


@pytest.mark.parametrize(
    ("text", "message"), MALFORMED, ids=[m[1].split(":")[0] + ":" + m[0][:20] for m in MALFORMED]
)
def test_malformed_text_is_refused_with_position_caret_and_words(text: str, message: str) -> None:
    with pytest.raises(SigmaPolError) as refused:
        parse(text)
    assert str(refused.value) == message


def test_tabs_keep_the_caret_under_the_offending_character() -> None:
    with pytest.raises(InputError) as refused:
        parse("(and\tmeets_req\t@)")
    # the pad copies the tabs, so a terminal puts the caret under the `@`
    assert refused.value.why.endswith("   1 | (and\tmeets_req\t@)\n     |     \t         \t^")


def test_a_text_with_more_terms_than_admission_allows_is_refused_before_parsing() -> None:
    with pytest.raises(
        InputError, match="term number 4097 opens here, but a term has at most 4096"
    ):
        parse("(and " + "(top) " * 5000 + ")")


def test_decode_refuses_what_is_not_byte_for_byte_an_encoding() -> None:
    with pytest.raises(InputError) as refused:
        decode("sigma-pol/v2:(and  (meets_req))")
    assert str(refused.value) == (
        "1:19: not a canonical encoding: the encoding of this term has '(meets_req))' here "
        "(sigma-pol parse reads the authoring form)\n"
        "   1 | sigma-pol/v2:(and  (meets_req))\n"
        "     |                   ^"
    )
    with pytest.raises(InputError, match="1:36: not a canonical encoding"):
        decode('sigma-pol/v2:(cmp "price_in" "le" 5.0)')
