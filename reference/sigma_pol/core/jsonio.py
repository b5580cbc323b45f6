"""Reading and writing JSON exactly (spec/07-conformance.md §JSON).

Reading: numbers become doubles (an integer literal is rounded to the nearest
double, one beyond the double range becomes infinite and is then refused where
a finite number is required); ``NaN`` and ``Infinity`` are not JSON; nesting
deeper than :data:`MAX_JSON_DEPTH` is refused with its line and column before
the parser recurses.

Writing: keys sorted, UTF-8, no insignificant spaces; an integral double with
``|v| <= 2^53`` is written without a fraction; the non-finite doubles are
written as the strings ``"+inf"``, ``"-inf"`` and ``"nan"``; a lone surrogate,
which has no UTF-8 form (an answer echoes a request's ``name`` as it came), is
written as its ``\\u`` escape.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Final

from .errors import InputError
from .terms import JSON

MAX_JSON_DEPTH: Final = 512


def line_col(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


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
        raise InputError(f"{e.lineno}:{e.colno}", f"invalid JSON: {e.msg}") from None
    except ValueError as e:
        raise InputError("JSON", str(e)) from None
    return value


def to_output(value: Any) -> Any:
    """The JSON-writable form of a value: doubles as the spec writes them."""
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


_SURROGATE: Final = re.compile("[\ud800-\udfff]")


def write_json(value: Any) -> str:
    text = json.dumps(to_output(value), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    # Outside strings json.dumps writes ASCII only, so every surrogate is inside one.
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
