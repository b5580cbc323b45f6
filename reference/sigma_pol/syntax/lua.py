"""Lua values as upstream reads them, in one place (spec/02-vocabulary.md §2.6,
spec/03-admission.md §3.4, spec/08-pinned.md).

Upstream is Lua: a value *holds* unless it is ``nil`` or ``false`` (``0`` and
``""`` hold), and ``a or b`` is ``a`` when it holds, else ``b``.  In an input
(candidates, context, requests, authored recipes) a JSON ``null`` member reads
as absent, ``nil`` (pinned-null-member-absent), so :func:`truthy` treats
``None`` as ``nil``.  In a term, ``null`` is a value (a Lua decoder's
``cjson.null``, which holds); only an absent member is ``nil`` there, which
is how :func:`chain_provider` and :func:`chain_model` read a Chain entry.

The two number predicates differ in what they are given: :func:`is_double`
takes a value the protocol's JSON reader produced (every number a double),
:func:`is_json_number` one Python's own JSON reader or a caller produced
(an integer or a double, never a boolean).
"""

from __future__ import annotations

from typing import Final, TypeGuard

from .terms import JSON

_ABSENT: Final = object()


def truthy(value: object) -> bool:
    """Lua truthiness of an input value: everything but ``nil`` (``None``, absent)
    and ``false`` holds."""
    return value is not None and value is not False


def lua_or(value: JSON | None, default: JSON) -> JSON:
    """Lua's ``value or default`` on an input value: ``default`` only when
    ``value`` is nil or ``false`` (``""``, ``0`` and ``{}`` are kept)."""
    return value if value is not None and value is not False else default


def _or(entry: dict[str, JSON], first: str, second: str) -> JSON:
    """``entry[first] or entry[second]`` in a term, where only an absent member is nil."""
    value = entry.get(first, _ABSENT)
    return entry.get(second) if value is _ABSENT or value is False else value  # type: ignore[return-value]


def chain_provider(entry: dict[str, JSON]) -> JSON:
    """A Chain entry's provider: ``e.provider or e.provider_id`` (spec/03 §3.4)."""
    return _or(entry, "provider", "provider_id")


def chain_model(entry: dict[str, JSON]) -> JSON:
    """A Chain entry's model: ``e.model or e.model_family`` (spec/03 §3.4)."""
    return _or(entry, "model", "model_family")


def is_double(value: object) -> bool:
    """A number read by the protocol's JSON reader, which reads every number as a
    double (:func:`sigma_pol.syntax.jsonio.read_json`)."""
    return isinstance(value, float)


def is_json_number(value: object) -> TypeGuard[int | float]:
    """A JSON number as Python holds it: an ``int`` or a ``float``, never a ``bool``."""
    return isinstance(value, int | float) and not isinstance(value, bool)
