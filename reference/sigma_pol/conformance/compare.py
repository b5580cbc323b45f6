"""Comparing an answer with a vector's expectation (spec/07-conformance.md §Answers).

Answers are compared as JSON values, not text: key order and number spelling
do not matter; ``[]`` and ``{}`` are the same empty value (a Lua host cannot
tell them apart).  Every number, scores included, must be the same double:
both texts are read as the nearest double (:func:`sigma_pol.core.jsonio.read_json`)
and the doubles must be equal, so ``0.3`` and ``0.30000000000000004`` differ
while ``1``, ``1.0`` and ``1e0`` agree; the two zeros are one value (the
protocol writes ``-0`` as ``0``); the non-finite doubles travel as the strings
``"+inf"``, ``"-inf"`` and ``"nan"`` and compare as strings, never equal to a
number.  A vector that expects an input error is passed by an error answer
whose ``at`` is the vector's ``input_error_at`` when it gives one (the place
of an input error is conformance, its wording is not: spec/07 §7.1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..core.lua import is_json_number
from ..core.terms import JSON

_ABSENT: Final = "<absent>"


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One disagreement: where in the answer, what the vector expects, what came back."""

    field: str
    want: JSON
    got: JSON


def _double(v: int | float) -> float:
    """The double a JSON number reads as (an integer beyond the range is infinite)."""
    try:
        return float(v)
    except OverflowError:
        return float("inf") if v > 0 else float("-inf")


def _empty(v: JSON) -> bool:
    return bool(v == [] or v == {})


def same(want: JSON, got: JSON) -> bool:
    """JSON equality as the protocol defines it (spec/07-conformance.md §7.1): numbers
    are equal as doubles (``-0 = +0``; a decoded answer holds no NaN or infinity,
    which travel as strings)."""
    stack: list[tuple[JSON, JSON]] = [(want, got)]
    while stack:
        a, b = stack.pop()
        if is_json_number(a) and is_json_number(b):
            if _double(a) != _double(b):
                return False
        elif _empty(a) and _empty(b):
            continue
        elif isinstance(a, list) and isinstance(b, list):
            if len(a) != len(b):
                return False
            stack.extend(zip(a, b, strict=True))
        elif isinstance(a, dict) and isinstance(b, dict):
            if a.keys() != b.keys():
                return False
            stack.extend((a[k], b[k]) for k in sorted(a))
        elif type(a) is not type(b) or a != b:
            return False
    return True


def mismatches(vector: Mapping[str, JSON], answer: JSON) -> list[Mismatch]:
    """How ``answer`` (a decoded answer line) differs from what ``vector`` expects."""
    if not isinstance(answer, dict):
        return [Mismatch("answer", "a JSON object", answer)]
    if "input_error" in vector:
        if "error" not in answer:
            return [Mismatch("error", vector["input_error"], answer.get("expect", _ABSENT))]
        place = vector.get("input_error_at")
        if place is not None and answer.get("at", _ABSENT) != place:
            return [Mismatch("at", place, answer.get("at", _ABSENT))]
        return []
    if "error" in answer:
        return [Mismatch("error", _ABSENT, answer["error"])]
    got = answer.get("expect")
    if not isinstance(got, dict):
        return [Mismatch("expect", vector.get("expect"), got if got is not None else _ABSENT)]
    out = []
    given = vector.get("expect", {})
    expect = given if isinstance(given, dict) else {}  # a vector file's is an object
    for key in sorted(expect):
        have = got.get(key, _ABSENT)
        if not same(expect[key], have):
            out.append(Mismatch(f"expect.{key}", expect[key], have))
    cases = vector.get("cases")
    if vector.get("kind") == "pred" and isinstance(cases, list):  # a pred vector's are
        out += _case_mismatches(cases, answer.get("cases"))
    return out


def _case_mismatches(cases: list[JSON], got: JSON) -> list[Mismatch]:
    if not isinstance(got, list) or len(got) != len(cases):
        return [Mismatch("cases", f"{len(cases)} verdicts", got if got is not None else _ABSENT)]
    out = []
    for i, (given, answered) in enumerate(zip(cases, got, strict=True)):
        case = given if isinstance(given, dict) else {}
        verdict = answered if isinstance(answered, dict) else {}
        for key in ("expect_ok", "expect_reason"):
            want, have = case.get(key, _ABSENT), verdict.get(key, _ABSENT)
            if want != have or type(want) is not type(have):
                out.append(Mismatch(f"cases[{i}].{key}", want, have))
    return out
