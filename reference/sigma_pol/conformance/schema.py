"""The JSON Schema of the vector file, ``golden/vectors.schema.json``
(spec/07-conformance.md §Vectors, where it is normative for the file's structure).

The schema is a superset of upstream's format: every upstream vector validates
unchanged, plus ``covers``, ``tags``, ``note``, ``pins``, ``line``,
``input_error`` and ``catalog`` and the kinds ``scorer``, ``selector`` and
``reject``.  Values the schema cannot
check (terms, candidates) are left to the protocol, which refuses them with a
path; the schema fixes which members a vector of each kind carries.
"""

from __future__ import annotations

import json
from typing import Final

from ..core.signature import SIGNATURE, VERSION
from ..core.terms import JSON
from .vectors.summaries import SUMMARY

#: The names of the rules of spec/08-pinned.md, as its vectors are named.
PINNED_RULES: Final = tuple(SUMMARY)

_STRING_LIST: Final[dict[str, JSON]] = {"type": "array", "items": {"type": "string"}}
#: A double as the protocol writes it: a number, or one of the non-finite spellings.
_DOUBLE: Final[dict[str, JSON]] = {
    "oneOf": [{"type": "number"}, {"enum": ["+inf", "-inf", "nan"]}],
}
_OBJECT_OR_EMPTY: Final[dict[str, JSON]] = {
    "description": "an object; [] is the same empty value",
    "oneOf": [{"type": "object"}, {"type": "array", "maxItems": 0}],
}
_CANDIDATES: Final[dict[str, JSON]] = {
    "description": "an array of candidates; {} is the same empty value",
    "oneOf": [
        {"type": "array", "items": _OBJECT_OR_EMPTY},
        {"type": "object", "maxProperties": 0},
    ],
}

#: The inputs each kind sends beside ``term`` and ``schema``, and the required
#: ones: each group of alternatives needs one of its members (a population is
#: given as ``candidates`` or as a ``catalog``, spec/11 §11.4).
KIND_INPUTS: Final[dict[str, tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]]] = {
    "encoding": ((), ()),
    "reject": ((), ()),
    "pred": (("cases",), (("cases",),)),
    "scorer": (("candidates", "catalog", "ctx"), (("candidates", "catalog"),)),
    "selector": (("candidates", "catalog", "scores", "ctx"), (("candidates", "catalog"),)),
    "policy": (("candidates", "catalog", "ctx"), (("candidates", "catalog"),)),
    "xform": (("candidate", "request", "ctx"), (("candidate",),)),
    "failplan": (("cases",), (("cases",),)),
    "run": (
        ("candidates", "catalog", "ctx", "runtime", "engine", "responses"),
        (("candidates", "catalog"), ("responses",)),
    ),
}

#: What an admitted answer's ``expect`` holds beside the common members, per kind.
_KIND_EXPECT: Final[dict[str, dict[str, JSON]]] = {
    "encoding": {},
    "reject": {"rejected": {"const": False}},
    "pred": {},
    "scorer": {"scores": {"type": "array", "items": _DOUBLE}},
    "selector": {
        "ordered": _STRING_LIST,
        "positions": {"type": "array", "items": {"type": "integer", "minimum": 0}},
        "scores": {"type": "array", "items": _DOUBLE},
    },
    "policy": {
        "ordered": _STRING_LIST,
        "scores": {"type": "array", "items": _DOUBLE},
        "rejected": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["provider", "reason"],
                "properties": {"provider": {"type": "string"}, "reason": {"type": "string"}},
                "additionalProperties": False,
            },
        },
    },
    "xform": {"request": _OBJECT_OR_EMPTY},
    "failplan": {
        "classified": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["kind", "action"],
                "properties": {"kind": {"type": "string"}, "action": _OBJECT_OR_EMPTY},
                "additionalProperties": False,
            },
        }
    },
    # spec/15-run.md §15.9
    "run": {
        "steps": {
            "type": "array",
            "items": {
                "oneOf": [
                    {"type": "object", "required": ["call", "at_ms"]},
                    {"type": "object", "required": ["wait"]},
                ]
            },
        },
        "decision_path": {
            "type": "array",
            "items": {"type": "object", "required": ["event"]},
        },
        "result": {"type": "object", "required": ["ok"]},
        "rejected": {"type": "array", "items": {"type": "object", "required": ["reason"]}},
        "runtime": {"type": "object", "required": ["breakers", "disabled"]},
    },
}

_REFUSED: Final[dict[str, JSON]] = {
    "type": "object",
    "required": ["rejected", "error"],
    "properties": {"rejected": {"const": True}, "error": {"type": "string", "minLength": 1}},
    "additionalProperties": False,
}

_COMMON_EXPECT: Final[dict[str, JSON]] = {
    "sort": {"enum": ["Pred", "Scorer", "Selector", "Xform", "FailPlan", "Policy"]},
    "encoding": {"type": "string", "pattern": "^" + VERSION + ":\\("},
    "fingerprint": {"type": "string", "pattern": "^[0-9]+-[0-9]+$"},
    "identity": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
}

_PRED_CASE: Final[dict[str, JSON]] = {
    "type": "object",
    "required": ["expect_ok"],
    "properties": {
        "candidate": _OBJECT_OR_EMPTY,
        "ctx": _OBJECT_OR_EMPTY,
        "note": {"type": "string"},
        "expect_ok": {"type": "boolean"},
        "expect_reason": {"type": "string"},
    },
    "additionalProperties": False,
}


def _admitted(kind: str) -> dict[str, JSON]:
    """``expect`` of an admitted answer of one kind (a vector MAY record some members only)."""
    properties: dict[str, JSON] = {**_COMMON_EXPECT, **_KIND_EXPECT[kind]}
    return {
        "type": "object",
        "required": ["sort", "encoding"],
        "properties": properties,
        "additionalProperties": False,
    }


def _kind_rule(kind: str) -> dict[str, JSON]:
    members, required = KIND_INPUTS[kind]
    expect: JSON = _REFUSED if kind == "reject" else {"oneOf": [_admitted(kind), _REFUSED]}
    properties: dict[str, JSON] = {"expect": expect}
    if kind == "pred":
        properties["cases"] = {"type": "array", "items": _PRED_CASE}
    if kind == "failplan":
        properties["cases"] = _STRING_LIST
    # A vector sent as a line carries its inputs inside the line.
    otherwise: dict[str, JSON] = {"required": [group[0] for group in required if len(group) == 1]}
    choices = [group for group in required if len(group) > 1]
    if choices:
        otherwise["allOf"] = [{"anyOf": [{"required": [m]} for m in g]} for g in choices]
    then: dict[str, JSON] = {"properties": properties, "if": {"required": ["line"]}}
    then["else"] = otherwise
    disallowed = sorted(
        {m for ms, _ in KIND_INPUTS.values() for m in ms} - set(members) - {"cases"}
    )
    if disallowed:
        then["not"] = {"anyOf": [{"required": [m]} for m in disallowed]}
    return {"if": {"properties": {"kind": {"const": kind}}}, "then": then}


def vectors_schema() -> dict[str, JSON]:
    """The schema as a JSON value."""
    vector: dict[str, JSON] = {
        "type": "object",
        "required": ["name", "kind", "covers", "tags"],
        "properties": {
            "name": {"type": "string", "pattern": "^[a-z0-9][a-z0-9_-]*$"},
            "kind": {"enum": [*sorted(KIND_INPUTS)]},
            "line": {"type": "string", "description": "the exact protocol line to send"},
            "term": {"description": "the term as JSON (spec chapter 1)"},
            "schema": {"type": ["object", "null"]},
            "cases": {"type": "array"},
            "candidates": _CANDIDATES,
            "catalog": {
                "description": "a catalog of providers and models (spec chapter 11)",
                "type": "object",
            },
            "candidate": _OBJECT_OR_EMPTY,
            "scores": {"type": "array", "items": _DOUBLE},
            "ctx": _OBJECT_OR_EMPTY,
            "request": _OBJECT_OR_EMPTY,
            # a run's inputs (spec/15-run.md §15.9)
            "runtime": _OBJECT_OR_EMPTY,
            "engine": _OBJECT_OR_EMPTY,
            "responses": {"type": "array"},
            "expect": {"type": "object"},
            "input_error": {"type": "string", "minLength": 1},
            "input_error_at": {
                "description": "the JSON path the error answer's `at` must hold (spec/07 §7.1)",
                "type": "string",
                "minLength": 1,
            },
            "covers": {
                "type": "array",
                "items": {"enum": list(SIGNATURE)},
                "uniqueItems": True,
            },
            "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": True},
            "note": {"type": "string"},
            "pins": {
                "description": "the rules of spec chapter 8 the expectation relies on",
                "type": "array",
                "items": {"enum": list(PINNED_RULES)},
                "uniqueItems": True,
            },
        },
        "additionalProperties": False,
        "allOf": [
            {"oneOf": [{"required": ["line"]}, {"required": ["term"]}]},
            {"oneOf": [{"required": ["expect"]}, {"required": ["input_error"]}]},
            *(_kind_rule(kind) for kind in sorted(KIND_INPUTS)),
        ],
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"Golden vectors of {VERSION}",
        "type": "object",
        "required": ["version", "vectors"],
        "properties": {
            "version": {"const": VERSION},
            "vectors": {"type": "array", "items": {"$ref": "#/$defs/vector"}},
        },
        "additionalProperties": False,
        "$defs": {"vector": vector},
    }


def render_schema() -> str:
    """The schema file's text: two-space indents, keys sorted, a final newline."""
    return json.dumps(vectors_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
