"""Vector definitions as data (spec/07-conformance.md §7.3 "Definitions"): the
files of golden/definitions are all read, in the listed order; a malformed file
is refused with the file, the JSON path and the reason; numbers keep their
meaning.  That the generated vector file stays byte-identical is
tests/test_golden.py's test_committed_files_equal_a_fresh_generation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sigma_pol.syntax.errors import InputError
from sigma_pol_tools.conformance.generate import (
    DEFINITION_FILES,
    all_definitions,
    definitions_in,
    vector_of,
)
from sigma_pol_tools.conformance.vectors.data import definitions_from_json, load_definitions, parse
from sigma_pol_tools.conformance.vectors.families import FAMILIES

DEFINITIONS = Path(__file__).parent.parent / "golden" / "definitions"

ENTRY = {
    "name": "x-lit",
    "kind": "scorer",
    "request": {"term": ["lit", 5], "candidates": [{"provider_id": "a", "model_family": "m"}]},
}


def _load(text: str) -> None:
    load_definitions("t.json", FAMILIES, text=text)


def _refusal(doc: object) -> str:
    with pytest.raises(InputError) as e:
        _load(json.dumps(doc))
    return str(e.value)


def test_every_definitions_file_is_listed_once() -> None:
    on_disk = sorted(p.name for p in DEFINITIONS.glob("*.json"))
    assert sorted(DEFINITION_FILES) == on_disk
    assert len(set(DEFINITION_FILES)) == len(DEFINITION_FILES)


def test_every_family_is_used_once_and_generates_several_vectors() -> None:
    used = [
        entry["family"]
        for name in DEFINITION_FILES
        for entry in json.loads((DEFINITIONS / name).read_text(encoding="utf-8"))["definitions"]
        if "family" in entry
    ]
    assert sorted(used) == sorted(FAMILIES)
    assert all(len(family()) >= 2 or name == "catalog" for name, family in FAMILIES.items())


def test_the_files_hold_every_definition_in_order() -> None:
    names = [d.name for name in DEFINITION_FILES for d in definitions_in(name)]
    assert names == [d.name for d in all_definitions()]
    assert names[:2] == ["encoding-ac-sorting", "encoding-number-format"]  # upstream's first
    assert len(names) == len(set(names))


def test_a_definition_reads_as_written() -> None:
    entry = {
        **ENTRY,
        "note": "n",
        "tags": ["t"],
        "pins": ["pinned-minus-zero"],
        "hand": {"expect": {"sort": "Scorer"}},
        "keep": ["sort"],
    }
    (d,) = definitions_from_json({"definitions": [entry]}, "t.json", {})
    assert (d.name, d.kind, dict(d.inputs), d.note) == ("x-lit", "scorer", ENTRY["request"], "n")
    assert (d.tags, d.pins, d.keep, d.hand, d.fails, d.line) == (
        ("t",),
        ("pinned-minus-zero",),
        ("sort",),
        {"expect": {"sort": "Scorer"}},
        False,
        None,
    )


def test_an_integer_and_its_double_give_the_same_vector() -> None:
    """5 and 5.0 are one double (spec/07 §7.2): the vector file cannot tell them
    apart; 2^53 + 1 is read as the double 2^53, as the protocol reads it."""
    as_double = {**ENTRY, "request": {**ENTRY["request"], "term": ["lit", 5.0]}}
    vectors = [
        vector_of(definitions_from_json({"definitions": [e]}, "t.json", {})[0])
        for e in (ENTRY, as_double)
    ]
    assert vectors[0] == vectors[1]
    assert vectors[0]["expect"]["scores"] == [5]
    big = {**ENTRY, "request": {**ENTRY["request"], "term": ["lit", 9007199254740993]}}
    (d,) = definitions_from_json(parse(json.dumps({"definitions": [big]}), "t.json"), "", {})
    assert vector_of(d)["term"] == ["lit", 9007199254740992.0]


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        ([], 'golden/definitions/t.json: $: a definitions file is {"definitions": [...]}'),
        (
            {"definitions": [], "vectors": []},
            "golden/definitions/t.json: $.vectors: a file has `about` and `definitions`",
        ),
        (
            {"definitions": [{**ENTRY, "expect": {}}]},
            "golden/definitions/t.json: $.definitions[0].expect: not a member of a definition",
        ),
        (
            {"definitions": [{**ENTRY, "tags": "pred"}]},
            "golden/definitions/t.json: $.definitions[0].tags: expected array of strings",
        ),
        (
            {"definitions": [{"kind": "pred", "request": {}}]},
            "golden/definitions/t.json: $.definitions[0].name: required (a non-empty string)",
        ),
        (
            {"definitions": [{**ENTRY, "line": "{}"}]},
            "$.definitions[0]: exactly one of `request` and `line` is given",
        ),
        (
            {"definitions": [{**ENTRY, "hand": {"cases": []}}]},
            "$.definitions[0].hand.expect: required (an object)",
        ),
        (
            {"definitions": [ENTRY, {"family": "pred-relation"}]},
            "$.definitions[1].family: no family 'pred-relation' (known: admission-",
        ),
        (
            {"definitions": [{"family": "catalog", "note": "x"}]},
            '$.definitions[0]: a family entry is {"family": NAME} alone',
        ),
    ],
)
def test_a_malformed_file_is_refused_naming_where_and_why(doc: object, message: str) -> None:
    assert message in _refusal(doc)


def test_json_errors_name_the_file_line_and_column() -> None:
    with pytest.raises(InputError, match=r"^golden/definitions/t\.json:2:12: invalid JSON"):
        _load('{"definitions": [\n  {"name": }]}')
    with pytest.raises(InputError, match="the member 'name' is given twice"):
        _load('{"definitions": [{"name": "a", "name": "b", "kind": "pred", "request": {}}]}')
    with pytest.raises(InputError, match=r'NaN is not JSON \(write non-finite numbers as "\+inf"'):
        _load('{"definitions": [{"name": "a", "kind": "pred", "request": {"x": NaN}}]}')
