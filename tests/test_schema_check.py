"""The hand-written checker of the vector schema (sigma_pol_tools/conformance/schema_check.py)
agrees with ``jsonschema`` (a development dependency, the independent judge)
on the golden file and on many broken vectors, knows every keyword the schema
uses, and says where and why a file breaks it."""

from __future__ import annotations

import copy
import json
import random
import re
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from sigma_pol_tools.conformance.schema import vectors_schema
from sigma_pol_tools.conformance.schema_check import (
    KNOWN_KEYWORDS,
    UnknownKeyword,
    first_problem,
    keywords,
)

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "sigma_pol_v2.json"


@cache
def _golden() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return doc


@cache
def _validator() -> jsonschema.Draft202012Validator:
    """jsonschema's validator of the vector schema, built once (it keeps what it
    has resolved of the schema's references between documents)."""
    return jsonschema.Draft202012Validator(vectors_schema())


def _judge(doc: Any) -> bool:
    return bool(_validator().is_valid(doc))


def test_every_keyword_of_the_schema_is_interpreted() -> None:
    assert keywords(vectors_schema()) <= KNOWN_KEYWORDS
    with pytest.raises(UnknownKeyword, match="minItems"):
        first_problem({"type": "array", "minItems": 1}, [])


@pytest.mark.parametrize(
    ("schema", "value", "keyword"),
    [
        ({"required": "name"}, {}, "required"),
        ({"minLength": "3"}, "ab", "minLength"),
        ({"type": 7}, None, "type"),
        ({"items": [{"type": "string"}]}, [1], "items"),
        ({"anyOf": {"type": "string"}}, 1, "anyOf"),
        ({"$ref": "#/$defs/x", "$defs": {"x": "string"}}, 1, "$ref"),
    ],
)
def test_a_keyword_holding_the_wrong_shape_is_refused(
    schema: dict[str, Any], value: Any, keyword: str
) -> None:
    """A keyword's value of a shape JSON Schema does not give it is a bug of
    the schema, said as such, not read as whatever it happens to hold (the
    characters of a string taken as member names, say)."""
    with pytest.raises(UnknownKeyword, match=re.escape(keyword)):
        first_problem(schema, value)


def test_the_golden_file_conforms() -> None:
    assert _judge(_golden())
    assert first_problem(vectors_schema(), _golden()) is None


#: Values a broken vector may carry in place of a member's.
REPLACEMENTS: tuple[Any, ...] = (
    None,
    True,
    0,
    1.5,
    -1,
    "",
    "x",
    "Pred",
    "+inf",
    "sigma-pol/v2:(top)",
    [],
    [1],
    ["x"],
    ["top", "top"],
    {},
    {"a": 1},
    {"rejected": True, "error": "e"},
)


def _mutations(vector: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """Vectors one step from ``vector``: a member removed, added, or replaced at
    some depth, chosen at random but reproducibly."""
    out = []
    for key in sorted(vector):
        out.append({k: v for k, v in vector.items() if k != key})
        out.append({**vector, key: rng.choice(REPLACEMENTS)})
        value = vector[key]
        if isinstance(value, dict) and value:
            inner = sorted(value)[rng.randrange(len(value))]
            out.append({**vector, key: {**value, inner: rng.choice(REPLACEMENTS)}})
        if isinstance(value, list) and value:
            changed = copy.deepcopy(value)
            changed[rng.randrange(len(changed))] = rng.choice(REPLACEMENTS)
            out.append({**vector, key: changed})
    for extra in ("line", "term", "expect", "input_error", "scores", "cases", "nam", "pins"):
        if extra not in vector:
            out.append({**vector, extra: rng.choice(REPLACEMENTS)})
    return out


def test_the_checker_agrees_with_jsonschema_on_broken_vectors() -> None:
    rng = random.Random(7)
    vectors = _golden()["vectors"]
    seen = [0, 0]
    for vector in rng.sample(vectors, 60):
        for broken in _mutations(vector, rng):
            doc = {"version": "sigma-pol/v2", "vectors": [broken]}
            judged = _judge(doc)
            mine = first_problem(vectors_schema(), doc)
            assert (mine is None) == judged, (broken, mine)
            seen[judged] += 1
    assert seen[0] > 500 and seen[1] > 50  # both outcomes well represented


@pytest.mark.parametrize(
    ("vector", "where", "why"),
    [
        ({"nam": "x"}, "$.vectors[0].nam", "unexpected member (did you mean 'name'?)"),
        ({"name": "x"}, "$.vectors[0]", "missing member 'kind'"),
        (
            {"name": "Bad Name", "kind": "encoding", "covers": [], "tags": [], "term": []},
            "$.vectors[0].name",
            '"Bad Name" does not match ^[a-z0-9][a-z0-9_-]*$',
        ),
        (
            {"name": "x", "kind": "encoding", "covers": [], "tags": [], "expect": {}},
            "$.vectors[0]",
            "missing member: give one of 'line', 'term'",
        ),
        (
            {
                "name": "x",
                "kind": "scorer",
                "covers": [],
                "tags": [],
                "term": [],
                "input_error": "e",
            },
            "$.vectors[0]",
            "missing member 'candidates', or missing member 'catalog' (as 'line' is absent and kind is \"scorer\")",
        ),
        (
            {
                "name": "x",
                "kind": "pred",
                "covers": [],
                "tags": [],
                "term": [],
                "input_error": "e",
                "cases": [],
                "scores": [],
            },
            "$.vectors[0].scores",
            'not allowed here (as kind is "pred")',
        ),
        (
            {
                "name": "x",
                "kind": "scorer",
                "covers": [],
                "tags": [],
                "term": [],
                "input_error": "e",
                "candidates": [1],
            },
            "$.vectors[0].candidates[0]",
            "expected an object, or expected an array",
        ),
        (
            {
                "name": "x",
                "kind": "encoding",
                "covers": ["top", "top"],
                "tags": [],
                "term": [],
                "input_error": "e",
            },
            "$.vectors[0].covers[1]",
            'repeats item 0 ("top")',
        ),
    ],
)
def test_the_first_problem_names_its_path_and_why(vector: Any, where: str, why: str) -> None:
    doc = {"version": "sigma-pol/v2", "vectors": [vector]}
    assert first_problem(vectors_schema(), doc) == (where, why)
    assert not _judge(doc)


def test_a_pattern_ending_in_dollar_is_anchored_at_the_very_end() -> None:
    """Python's ``$`` also matches before a final newline; ECMA-262's does not."""
    schema = {"type": "string", "pattern": "^[a-z]+$"}
    assert first_problem(schema, "abc") is None
    assert first_problem(schema, "abc\n") == ("$", '"abc\\n" does not match ^[a-z]+$')


def test_deeply_nested_values_are_compared_without_recursion() -> None:
    """``const`` and ``uniqueItems`` compare whole values; 500 levels is within
    the JSON reader's bound and beyond Python's recursion limit for a recursive walk."""
    deep: Any = 1
    other: Any = 2
    for _ in range(500):
        deep, other = [deep], [other]
    assert first_problem({"uniqueItems": True}, [deep, other]) is None
    repeated = first_problem({"uniqueItems": True}, [deep, deep])
    assert repeated is not None and repeated[0] == "$[1]"
    assert first_problem({"const": deep}, deep) is None
    assert first_problem({"const": deep}, other) is not None
