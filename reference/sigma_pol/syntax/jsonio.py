"""Reading and writing JSON exactly (spec/07-conformance.md §JSON).

Reading: numbers become doubles (an integer literal is rounded to the nearest
double, one beyond the double range becomes infinite and is then refused where
a finite number is required); ``NaN`` and ``Infinity`` are not JSON; nesting
deeper than :data:`MAX_JSON_DEPTH` is refused with its line and column before
the parser recurses.

Writing: keys sorted, UTF-8, no insignificant spaces; an integral double with
``|v| <= 2^53`` is written without a fraction; the non-finite doubles are
written as the strings ``"+inf"``, ``"-inf"`` and ``"nan"``.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Final, overload

from .errors import InputError
from .terms import JSON

#: Why a string holding a lone surrogate is refused wherever an input carries
#: one (spec/08 pinned-lone-surrogate): no answer could echo it as UTF-8.
LONE_SURROGATE: Final = "string is not valid Unicode (lone surrogate)"


def is_valid_unicode(s: str) -> bool:
    """Whether ``s`` can be written as UTF-8 (it holds no lone surrogate)."""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


MAX_JSON_DEPTH: Final = 512


def line_col(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


#: A JSON string, a run of scalar characters, or one structural character.
_LEXEME = re.compile(r'"(?:[^"\\]|\\.)*"|[^\s"\[\]{},:]+|\S', re.DOTALL)
#: One step of a term path: ``.op[i]``.
_TERM_STEP = re.compile(r"\.[^.\[\]]+\[(\d+)\]")


def term_path_index(text: str, path: str) -> int | None:
    """Where, in a JSON text that parses, the value a term path names starts
    (``$.policy[1].and[2]``: element 2 of element 1 of the root array), or
    ``None`` when the text has no such element.  Linear in the text, no recursion."""
    indices = [int(m.group(1)) for m in _TERM_STEP.finditer(path)]
    lexemes = _LEXEME.finditer(text)
    token = next(lexemes, None)
    for wanted in indices:
        if token is None or token.group() != "[":
            return None
        token = next(lexemes, None)
        for _ in range(wanted):  # skip the elements before it, each one value
            depth = 0
            while token is not None:
                lexeme = token.group()
                depth += lexeme in ("[", "{")
                depth -= lexeme in ("]", "}")
                if depth < 0:
                    return None  # the array ended first
                token = next(lexemes, None)
                if depth == 0:
                    break
            if token is None or token.group() != ",":
                return None
            token = next(lexemes, None)
        if token is None or token.group() in ("]", "}"):
            return None
    return None if token is None else token.start()


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def _check_depth(text: str) -> None:
    if text.count("[") + text.count("{") <= MAX_JSON_DEPTH:
        return  # too few brackets to nest that deep: skip the scan
    depth = 0
    for token in _TOKEN.finditer(text):
        bracket = token.group()
        if bracket in ("[", "{"):
            depth += 1
            if depth > MAX_JSON_DEPTH:
                line, col = line_col(text, token.start())
                raise InputError(f"{line}:{col}", f"JSON nests deeper than {MAX_JSON_DEPTH} levels")
        elif bracket in ("]", "}"):
            depth -= 1


def read_json(text: str) -> JSON:
    """Parse one JSON text, or raise :class:`InputError` with line:column."""
    _check_depth(text)
    try:
        value: JSON = json.loads(text, parse_int=float, parse_constant=_reject_constant)
    except json.JSONDecodeError as e:
        if not text[e.pos :].strip():
            raise _ended_inside(text, e) from None
        raise InputError(f"{e.lineno}:{e.colno}", f"invalid JSON: {e.msg}") from None
    except ValueError as e:
        raise InputError("JSON", str(e)) from None
    return value


_BRACKETS: Final = re.compile(r'"(?:[^"\\]|\\.)*+"?|[\[\]{}]', re.DOTALL)


def _ended_inside(text: str, e: json.JSONDecodeError) -> InputError:
    """A JSON text that ends too soon: named by the array or object left open
    (the innermost), where it opened, and what closes it."""
    open_: list[tuple[str, int]] = []
    for m in _BRACKETS.finditer(text):
        piece = m.group()
        if piece in ("[", "{"):
            open_.append((piece, m.start()))
        elif piece in ("]", "}") and open_:
            open_.pop()
    if not open_:
        return InputError(f"{e.lineno}:{e.colno}", f"invalid JSON: {e.msg}")
    bracket, at = open_[-1]
    what, close = ("array", "]") if bracket == "[" else ("object", "}")
    line, col = line_col(text, at)
    more = f" (and {len(open_) - 1} more around it)" if len(open_) > 1 else ""
    return InputError(
        f"{e.lineno}:{e.colno}",
        f"invalid JSON: the text ends inside the {what} opened at {line}:{col}{more}: "
        f"a `{close}` is missing ({e.msg.lower()})",
    )


@overload
def to_output(value: dict[str, JSON]) -> dict[str, JSON]: ...
@overload
def to_output(value: JSON) -> JSON: ...
@overload
def to_output(value: object) -> object: ...
def to_output(value: object) -> object:
    """The JSON-writable form of a value: doubles as the spec writes them (an
    object stays an object; tuples, as arrays, are written too)."""
    stack: list[Any] = []
    if isinstance(value, float):
        return _number(value)
    if isinstance(value, list | tuple):
        out: Any = [None] * len(value)
        stack.append((value, out))
    elif isinstance(value, dict):
        out = {}
        stack.append((value, out))
    else:
        return value
    while stack:
        src, dst = stack.pop()
        items = enumerate(src) if isinstance(src, list | tuple) else src.items()
        for key, item in items:
            if isinstance(item, float):
                dst[key] = _number(item)
            elif isinstance(item, list | tuple):
                dst[key] = [None] * len(item)
                stack.append((item, dst[key]))
            elif isinstance(item, dict):
                dst[key] = {}
                stack.append((item, dst[key]))
            else:
                dst[key] = item
    return out


def _number(v: float) -> float | int | str:
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "+inf" if v > 0 else "-inf"
    if v.is_integer() and abs(v) <= 2.0**53:
        return int(v)
    return v


def write_json(value: Any) -> str:
    return json.dumps(to_output(value), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
