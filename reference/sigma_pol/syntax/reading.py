"""The one reader of JSON-shaped inputs (spec/02-vocabulary.md §2.6, spec/07-conformance.md
§7.1 *Reading rules*, spec/15-run.md §15.9).

Every input a request kind reads (candidates, a context, a request, a catalog,
a run's runtime, engine parameters and responses) passes through
:func:`read_input` before its structure is looked at: the reading rules of
chapter 2 §2.6, applied here once:

1. every number becomes a double; a non-finite one is refused;
2. every string and member name must be valid Unicode;
3. an object member whose value is ``null`` is absent (dropped before any
   other check, so ``"foo": null`` is never an unknown member and
   ``{"a": null}`` is the empty object); a ``null`` array element is kept;
4. nesting deeper than :data:`MAX_INPUT_DEPTH` levels is refused;

depth first, object members in code-point order of their names, so the first
error is well defined.  Rule 5 (``[]`` is the empty object where an object is
read, ``{}`` the empty array where an array is read) is :func:`as_object` and
:func:`as_array`, which the structure checks call.  :func:`as_array` is also
the one rule for the request members read as arrays without the reading rules
(``scores``, ``cases``): an object all of whose members are ``null`` is ``{}``
there too, so ``{"a": null}`` reads as ``[]`` wherever an array is read.
:func:`refuse_unknown` is the unknown-member check of the records that refuse
them (the run's, chapter 15 §15.9), in code-point order with a did-you-mean.
A schema (spec/02-vocabulary.md §2.2) is not an input: it is read as given
(``"fields": null`` refused, not absent), its one exception, rule 5, through
:func:`as_object`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any, Final

from .errors import InputError
from .jsonio import LONE_SURROGATE, is_valid_unicode
from .suggest import did_you_mean
from .terms import JSON

MAX_INPUT_DEPTH: Final = 512


def read_input(value: JSON, where: str) -> Any:
    """A deep copy of ``value`` under the reading rules: doubles for numbers
    (finite), strings and member names valid Unicode, ``null`` members dropped,
    nesting bounded; refused with the path of the first offending value.

    Each value on the stack carries its container's path and its own key; its
    path is spelled out only when an error names it or it is a container.
    """
    root: dict[None, Any] = {}
    stack: list[tuple[Any, Any, Any, str, int]] = [(value, root, None, where, 1)]
    while stack:
        src, dst, key, parent, depth = stack.pop()
        if depth > MAX_INPUT_DEPTH:
            raise InputError(
                member_path(parent, key), f"nests deeper than {MAX_INPUT_DEPTH} levels"
            )
        if isinstance(src, str):
            if not is_valid_unicode(src):
                raise InputError(member_path(parent, key), LONE_SURROGATE)
            dst[key] = src
        elif isinstance(src, bool) or src is None:
            dst[key] = src
        elif isinstance(src, int | float):
            try:
                number = float(src)
            except OverflowError:
                number = math.inf
            if not math.isfinite(number):
                raise InputError(member_path(parent, key), "expected a finite number")
            dst[key] = number
        elif isinstance(src, list):
            path = member_path(parent, key)
            items: list[Any] = [None] * len(src)
            dst[key] = items
            for i in range(len(src) - 1, -1, -1):
                stack.append((src[i], items, i, path, depth + 1))
        elif isinstance(src, dict):
            path = member_path(parent, key)
            record: dict[str, Any] = {}
            dst[key] = record
            for name in sorted(src, reverse=True):
                if not is_valid_unicode(name):
                    raise InputError(path, LONE_SURROGATE)
                if src[name] is not None:
                    stack.append((src[name], record, name, path, depth + 1))
        else:
            raise InputError(member_path(parent, key), "not a JSON value")
    return root[None]


def member_path(parent: str, key: int | str | None) -> str:
    """The path of the member ``key`` of the container at ``parent`` (None: the
    container itself): ``$.a[2]`` for an element, ``$.a.b`` for a member."""
    if key is None:
        return parent
    return f"{parent}[{key}]" if isinstance(key, int) else f"{parent}.{key}"


def as_object(value: Any, where: str, why: str = "expected an object") -> dict[str, Any]:
    """An object; ``[]`` is the empty object (rule 5, spec/08 pinned-empty-object-is-array)."""
    if value == []:
        return {}
    if not isinstance(value, dict):
        raise InputError(where, why)
    return value


def as_array(value: JSON) -> JSON:
    """A value read where an array is: ``{}`` is the empty array (rule 5), and so
    is an object whose members are all ``null`` (rule 3 makes it ``{}``).
    Any other value is returned as it is, for the caller to check."""
    if isinstance(value, dict) and all(v is None for v in value.values()):
        return []
    return value


def refuse_unknown(obj: Mapping[str, Any], keys: Iterable[str], where: str) -> None:
    """Refuse the first member, in code-point order, that is not one of ``keys``."""
    known = tuple(keys)
    for key in sorted(obj):
        if key not in known:
            raise InputError(
                f"{where}.{key}",
                f"unknown member (one of {', '.join(known)})",
                did_you_mean(key, known),
            )
