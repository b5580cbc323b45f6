"""Checking a vector file against its JSON Schema, ``golden/vectors.schema.json``
(spec/07-conformance.md §7.3, where the schema is normative, and §7.5, where
``certify`` refuses a file that breaks it).

The schema data is :func:`sigma_pol_tools.conformance.schema.vectors_schema`, the same
value the generator writes to the file.  ``jsonschema`` is a development
dependency only, so this module interprets the keywords that schema uses,
with the meaning JSON Schema draft 2020-12 gives them, and refuses any other
keyword (:class:`UnknownKeyword`): a schema that grows a keyword fails the tests
rather than being half checked.  ``tests/test_schema_check.py`` holds it to
``jsonschema`` on the golden vectors and on many broken ones.

Differences kept on purpose: numbers are the doubles of spec/07 §7.2, so an
``integer`` is a double with no fraction; a ``pattern`` ending in ``$`` is
anchored at the very end of the string (ECMA-262, unlike Python's ``$``).

:func:`first_problem` returns the first problem found, as ``(path, why)``: the
JSON path of the offending value (``$.vectors[3].expect.sort``) and a sentence.
Members are visited in the document's order, and an unexpected member is
reported before a missing one (``{"nam": …}`` is most likely ``name`` misspelt).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Final

from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.terms import JSON

Problem = tuple[str, str]
#: A schema (or a subschema): a JSON object of keywords.
SchemaObject = Mapping[str, JSON]
_Rule = Callable[[SchemaObject, JSON, str], "Problem | None"]

#: Keywords that only annotate.
_ANNOTATIONS: Final = frozenset({"$schema", "$defs", "title", "description"})
#: Keywords that validate, in the order they are checked.
_VALIDATORS: Final = (
    "$ref",
    "type",
    "const",
    "enum",
    "pattern",
    "minLength",
    "minimum",
    "maxItems",
    "maxProperties",
    "properties",
    "additionalProperties",
    "required",
    "items",
    "uniqueItems",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "if",
)
#: Keywords read together with another one (``then``/``else`` with ``if``).
_COMPANIONS: Final = frozenset({"then", "else"})
KNOWN_KEYWORDS: Final = _ANNOTATIONS | set(_VALIDATORS) | _COMPANIONS

_TYPE_NAMES: Final = {
    "object": "an object",
    "array": "an array",
    "string": "a string",
    "number": "a number",
    "integer": "an integer",
    "boolean": "true or false",
    "null": "null",
}


class UnknownKeyword(Exception):
    """The schema uses a keyword this checker does not interpret, or a keyword
    with a value of a shape it does not have in JSON Schema (a bug here)."""


# The schema's own values, read with the shape their keyword gives them.


def _object(value: JSON, keyword: str) -> dict[str, JSON]:
    if not isinstance(value, dict):
        raise UnknownKeyword(f"{keyword} holding {_shown(value)}")
    return value


def _array(value: JSON, keyword: str) -> list[JSON]:
    if not isinstance(value, list):
        raise UnknownKeyword(f"{keyword} holding {_shown(value)}")
    return value


def _objects(value: JSON, keyword: str) -> list[dict[str, JSON]]:
    return [_object(item, keyword) for item in _array(value, keyword)]


def _strings(value: JSON, keyword: str) -> list[str]:
    items = _array(value, keyword)
    if not all(isinstance(item, str) for item in items):
        raise UnknownKeyword(f"{keyword} holding {_shown(value)}")
    return [str(item) for item in items]


def _number(value: JSON, keyword: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise UnknownKeyword(f"{keyword} holding {_shown(value)}")
    return float(value)


def _string(value: JSON, keyword: str) -> str:
    if not isinstance(value, str):
        raise UnknownKeyword(f"{keyword} holding {_shown(value)}")
    return value


def _is_type(value: JSON, name: str) -> bool:
    if name == "object":
        return isinstance(value, dict)
    if name == "array":
        return isinstance(value, list)
    if name == "string":
        return isinstance(value, str)
    if name == "boolean":
        return isinstance(value, bool)
    if name == "null":
        return value is None
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return name == "number" or float(value).is_integer()


def _equal(a: JSON, b: JSON) -> bool:
    """JSON equality: ``1`` and ``1.0`` are equal, ``true`` and ``1`` are not.
    Iterative: a vector file may nest 512 levels deep (spec/07 §7.2)."""
    stack: list[tuple[JSON, JSON]] = [(a, b)]
    while stack:
        x, y = stack.pop()
        if isinstance(x, bool) or isinstance(y, bool):
            same = type(x) is type(y) and x == y
        elif isinstance(x, int | float) and isinstance(y, int | float):
            same = x == y
        elif isinstance(x, list) and isinstance(y, list):
            same = len(x) == len(y)
            stack.extend(zip(x, y, strict=False))
        elif isinstance(x, dict) and isinstance(y, dict):
            same = x.keys() == y.keys()
            stack.extend((x[k], y[k]) for k in x if k in y)
        else:
            same = type(x) is type(y) and x == y
        if not same:
            return False
    return True


@cache
def _regex(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern[:-1] + r"\Z" if pattern.endswith("$") else pattern)


def _member(path: str, key: str) -> str:
    return f"{path}.{key}" if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key) else f"{path}[{key!r}]"


def _shown(value: JSON, width: int = 60) -> str:
    text = write_json(value)
    return text if len(text) <= width else text[: width - 1] + "…"


def _did_you_mean(word: str, choices: Sequence[str]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


class _Checker:
    def __init__(self, root: SchemaObject) -> None:
        self.root = root

    def first(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        unknown = set(schema) - KNOWN_KEYWORDS
        if unknown:
            raise UnknownKeyword(", ".join(sorted(unknown)))
        for keyword in _VALIDATORS:
            if keyword in schema:
                check: _Rule = getattr(self, "_" + keyword.lstrip("$"))
                problem = check(schema, value, path)
                if problem is not None:
                    return problem
        return None

    def _ref(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        ref = _string(schema["$ref"], "$ref")
        if not ref.startswith("#/"):
            raise UnknownKeyword(f"$ref {ref}")
        target: SchemaObject = self.root
        for part in ref[2:].split("/"):
            target = _object(target[part], f"$ref {ref}")
        return self.first(target, value, path)

    def _type(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        given = schema["type"]
        names = _strings(given, "type") if isinstance(given, list) else [_string(given, "type")]
        if any(_is_type(value, n) for n in names):
            return None
        return path, "expected " + " or ".join(_TYPE_NAMES[n] for n in names)

    def _const(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if _equal(value, schema["const"]):
            return None
        return path, f"expected {_shown(schema['const'])}, got {_shown(value)}"

    def _enum(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        allowed = _array(schema["enum"], "enum")
        if any(_equal(value, a) for a in allowed):
            return None
        if len(allowed) <= 8:
            return path, "expected one of " + ", ".join(_shown(a) for a in allowed)
        strings = [a for a in allowed if isinstance(a, str)]
        hint = _did_you_mean(value, strings) if isinstance(value, str) else ""
        return path, f"{_shown(value)} is not one of the {len(allowed)} allowed values{hint}"

    def _pattern(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not isinstance(value, str) or _regex(_string(schema["pattern"], "pattern")).search(
            value
        ):
            return None
        return path, f"{_shown(value)} does not match {schema['pattern']}"

    def _minLength(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not isinstance(value, str) or len(value) >= _number(schema["minLength"], "minLength"):
            return None
        return path, f"expected at least {schema['minLength']} character(s)"

    def _minimum(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not isinstance(value, int | float) or isinstance(value, bool):
            return None
        if value >= _number(schema["minimum"], "minimum"):
            return None
        return path, f"expected at least {_shown(schema['minimum'])}, got {_shown(value)}"

    def _maxItems(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not isinstance(value, list) or len(value) <= _number(schema["maxItems"], "maxItems"):
            return None
        return path, f"expected at most {schema['maxItems']} item(s)"

    def _maxProperties(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        limit = _number(schema["maxProperties"], "maxProperties")
        if not isinstance(value, dict) or len(value) <= limit:
            return None
        return path, f"expected at most {schema['maxProperties']} member(s)"

    def _properties(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not isinstance(value, dict):
            return None
        properties = _object(schema["properties"], "properties")
        for key, item in value.items():
            if key in properties:
                rule = _object(properties[key], "properties")
                problem = self.first(rule, item, _member(path, key))
                if problem is not None:
                    return problem
        return None

    def _additionalProperties(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not isinstance(value, dict):
            return None
        known = list(_object(schema.get("properties", {}), "properties"))
        extra = schema["additionalProperties"]
        for key, item in value.items():
            if key in known:
                continue
            if extra is False:
                return _member(path, key), "unexpected member" + _did_you_mean(key, known)
            if isinstance(extra, dict):
                problem = self.first(extra, item, _member(path, key))
                if problem is not None:
                    return problem
        return None

    def _required(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not isinstance(value, dict):
            return None
        for key in _strings(schema["required"], "required"):
            if key not in value:
                return path, f"missing member {key!r}"
        return None

    def _items(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not isinstance(value, list):
            return None
        rule = _object(schema["items"], "items")
        for i, item in enumerate(value):
            problem = self.first(rule, item, f"{path}[{i}]")
            if problem is not None:
                return problem
        return None

    def _uniqueItems(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        if not schema["uniqueItems"] or not isinstance(value, list):
            return None
        for i, item in enumerate(value):
            for j in range(i):
                if _equal(value[j], item):
                    return f"{path}[{i}]", f"repeats item {j} ({_shown(item)})"
        return None

    def _allOf(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        for sub in _objects(schema["allOf"], "allOf"):
            problem = self.first(sub, value, path)
            if problem is not None:
                return problem
        return None

    def _anyOf(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        problems = [self.first(sub, value, path) for sub in _objects(schema["anyOf"], "anyOf")]
        if any(p is None for p in problems):
            return None
        return _best([p for p in problems if p is not None], path)

    def _oneOf(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        branches = _objects(schema["oneOf"], "oneOf")
        problems = [self.first(sub, value, path) for sub in branches]
        matched = [i for i, p in enumerate(problems) if p is None]
        if len(matched) == 1:
            return None
        members = _required_members(branches)
        if members is not None:
            names = ", ".join(repr(m) for m in members)
            if matched:
                both = " and ".join(repr(members[i]) for i in matched)
                return path, f"has {both}: give one of {names}"
            return path, f"missing member: give one of {names}"
        if matched:
            return path, f"matches {len(matched)} of the alternatives, expected exactly one"
        return _best([p for p in problems if p is not None], path)

    def _not(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        inner = _object(schema["not"], "not")
        if self.first(inner, value, path) is not None:
            return None
        members = _required_members(_objects(inner.get("anyOf", []), "anyOf"))
        if members is not None and isinstance(value, dict):
            present = next(m for m in members if m in value)
            return _member(path, present), "not allowed here"
        return path, "matches a shape that is not allowed here"

    def _if(self, schema: SchemaObject, value: JSON, path: str) -> Problem | None:
        condition = _object(schema["if"], "if")
        holds = self.first(condition, value, path) is None
        branch = schema.get("then" if holds else "else")
        if branch is None:
            return None
        problem = self.first(_object(branch, "then"), value, path)
        if problem is None:
            return None
        reason = _condition(condition, holds)
        where, why = problem
        if not reason:
            return problem
        if why.endswith(")") and " (as " in why:  # an inner condition: say both
            return where, f"{why[:-1]} and {reason[3:]})"
        return where, f"{why} ({reason})"


def _required_members(branches: Sequence[SchemaObject]) -> list[str] | None:
    """The member names when every branch is just ``{"required": [name]}``."""
    names = []
    for branch in branches:
        if set(branch) != {"required"}:
            return None
        required = _strings(branch["required"], "required")
        if len(required) != 1:
            return None
        names.append(required[0])
    return names or None


def _condition(condition: SchemaObject, holds: bool) -> str:
    """Why an ``if`` branch applies, when its condition is one simple fact."""
    properties = _object(condition.get("properties", {}), "properties")
    if set(condition) == {"properties"} and len(properties) == 1:
        ((key, given),) = properties.items()
        rule = _object(given, "properties")
        if set(rule) == {"const"} and holds:
            return f"as {key} is {_shown(rule['const'])}"
    members = _required_members([condition])
    if members is not None:
        return f"as {members[0]!r} is {'present' if holds else 'absent'}"
    return ""


def _best(problems: list[Problem], path: str) -> Problem:
    """The most telling of the alternatives' problems: the deepest one; when
    every alternative fails on the value itself, all of them."""
    if all(where == path for where, _ in problems):
        whys = list(dict.fromkeys(why for _, why in problems))
        return path, ", or ".join(whys)
    return max(problems, key=lambda p: len(p[0]))


def first_problem(schema: SchemaObject, value: JSON) -> Problem | None:
    """The first place ``value`` breaks ``schema``, or ``None`` if it conforms."""
    return _Checker(schema).first(schema, value, "$")


def keywords(schema: JSON) -> set[str]:
    """Every keyword a schema uses, at any depth (for the completeness test)."""
    found: set[str] = set()
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            found |= set(node)
            for key, sub in node.items():
                if key in ("properties", "$defs") and isinstance(sub, dict):
                    stack.extend(sub.values())
                elif key in ("items", "additionalProperties", "not", "if", "then", "else"):
                    stack.append(sub)
                elif key in ("allOf", "anyOf", "oneOf") and isinstance(sub, list):
                    stack.extend(sub)
    return found
