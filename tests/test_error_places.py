"""Where a refusal is placed, and what it suggests (issue 22, item 3; spec/12
§12.5, spec/03 §3.10): an unclosed bracket where it most likely is, a bare
field name with the form that reads it, the key at fault inside a record, a
JSON text that ends inside an array or object.

Every line:column below is counted by hand on the text beside it (1-based,
columns in characters)."""

from __future__ import annotations

import pytest
from sigma_pol.syntax.errors import SigmaPolError
from sigma_pol.syntax.jsonio import read_json
from sigma_pol.text.parse import parse_admitted

PLAN_TAIL = "  argmax\n  id\n  (always {action: next_candidate}))\n"


def refusal(text: str) -> SigmaPolError:
    with pytest.raises(SigmaPolError) as caught:
        parse_admitted(text)
    return caught.value


def test_an_unclosed_paren_is_placed_where_the_indentation_says_it_closed() -> None:
    # line 3's `(normalize` (column 3) lacks its `)`; line 4 starts at column 3,
    # at the indentation of line 3, so it was meant to be closed by then; the
    # `)` of line 6 then closes it, and `(policy` (1:1) is what the end leaves open
    text = "(policy\n  meets_req\n  (normalize (field tok_s)\n" + PLAN_TAIL
    e = refusal(text)
    assert e.where == "3:3"
    assert e.why.startswith(
        "this `(` is never closed, it seems: line 4 is indented as if it were; "
        "still open at the end: `(` at 1:1\n"
    )
    assert e.why.endswith("   3 |   (normalize (field tok_s)\n     |   ^")


def test_a_paren_closed_by_a_line_that_starts_with_its_partner_is_not_blamed() -> None:
    # `})` on its own line at the table's indentation closes, it does not outdent;
    # the brackets left open are `(policy`, `(and` (6:3) and the innermost `(or` (6:12)
    text = (
        "(policy\n  meets_req zero argmax id\n  (retry_table {\n"
        "    auth_error: {action: abort}\n  })\n  (and top (or top\n"
    )
    e = refusal(text)
    assert e.where == "6:12"
    assert e.why.startswith("this `(` is never closed (also still open: `(` at 6:3, `(` at 1:1)")


def test_with_no_outdented_line_the_innermost_open_paren_is_named_and_the_others_listed() -> None:
    e = refusal("(and meets_req (or top")
    assert e.where == "1:16"
    assert e.why.startswith("this `(` is never closed (also still open: `(` at 1:1)\n")


@pytest.mark.parametrize(
    ("text", "where", "hint"),
    [
        # argument 1 of normalize is a Scorer; tok_s is a Num field: 2:14
        (
            "(policy meets_req\n  (normalize tok_s)\n" + PLAN_TAIL,
            "2:14",
            "did you mean `(field tok_s)`? A field is read as a Scorer by (field NAME)",
        ),
        # an operand of and is a Pred; has_tee is a Bool field
        (
            "(and meets_req has_tee)",
            "1:16",
            "did you mean `(is has_tee)`? A Bool field is read as a Pred by (is NAME)",
        ),
        (
            "(and meets_req tok_s)",
            "1:16",
            "did you mean `(cmp tok_s ge …)`? A Num field is read as a Pred by "
            "(cmp NAME REL NUMBER)",
        ),
        # not a field: the misspelt operation, as before
        ("(normalise (field price_in))", "1:1", "did you mean 'normalize'?"),
    ],
)
def test_a_bare_name_gets_the_form_that_reads_it(text: str, where: str, hint: str) -> None:
    e = refusal(text)
    assert e.where == where
    assert e.why.startswith("unknown op ")
    assert e.hint == hint


@pytest.mark.parametrize(
    ("text", "where"),
    [
        # the caret is on the key `attempts`, in the action of the table's key rate_limit
        (
            "(policy meets_req zero argmax id\n  (retry_table\n"
            "    {rate_limit: {action: retry_same, attempts: two},\n"
            "     unknown: {action: next_candidate}}))\n",
            "3:39",
        ),
        # an Action written as the argument of always: the key in it
        ("(policy meets_req zero argmax id (always {action: retry_same, attempts: two}))", "1:63"),
        # a flat record is split by the grammar's own token; its keys are placed too
        ("(override (always {action: abort}) timeout {action: abort, backoff_ms: x})", "1:60"),
    ],
)
def test_an_action_error_has_its_caret_on_the_key_at_fault(text: str, where: str) -> None:
    e = refusal(text)
    assert e.where == where
    assert e.why.split(" (at")[0].startswith("Action.")


@pytest.mark.parametrize(
    ("text", "where", "why"),
    [
        # the closing `]` of the array at 1:1 is missing; the text ends on line 3
        (
            '[{"provider_id": "a", "model_family": "m"},\n {"provider_id": "b"}\n',
            "3:1",
            "invalid JSON: the text ends inside the array opened at 1:1: a `]` is missing",
        ),
        # the object at 1:1 holds the open array at 1:7, which is named first
        (
            '{"a": [1, 2',
            "1:12",
            "invalid JSON: the text ends inside the array opened at 1:7 (and 1 more around "
            "it): a `]` is missing",
        ),
        # brackets inside strings are not counted
        (
            '{"a": "[x"',
            "1:11",
            "invalid JSON: the text ends inside the object opened at 1:1: a `}` is missing",
        ),
    ],
)
def test_a_json_text_that_ends_too_soon_names_what_is_left_open(
    text: str, where: str, why: str
) -> None:
    with pytest.raises(SigmaPolError) as caught:
        read_json(text)
    assert caught.value.where == where
    assert caught.value.why.startswith(why)
