"""Which rules of chapter 8 a divergence touches, when a glance can tell
(spec/08-pinned.md, spec/07-conformance.md §7.6).

A minimal diverging request is small, so what it contains is a good hint of
what the two implementations disagree about: a NaN score beside a differing
order, a ``chain`` over two candidates with one key, a lone surrogate, a
``-0``…  Each test below looks only at the request, the reference's answer and
the members that differ; it names the pinned rule (a vector name of chapter 8)
a porter should read first.  It is a hint, never a verdict.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from typing import Final, TypeGuard

from sigma_pol.syntax.jsonio import is_valid_unicode
from sigma_pol.syntax.terms import JSON

from .compare import Mismatch
from .term_walk import operations

_ORDER_FIELDS: Final = frozenset({"expect.ordered", "expect.positions", "expect.scores"})
_NON_FINITE: Final = frozenset({"+inf", "-inf", "nan"})
#: Members where ``[]`` stands for the empty object (chapter 8 ``pinned-empty-object-is-array``).
_OBJECT_MEMBERS: Final = frozenset(
    {
        "ctx",
        "request",
        "candidate",
        "state",
        "ema",
        "breakers",
        "disabled",
        "credits",
        "capabilities",
        "offer",
        "_filters",
        "requirements",
        "schema",
    }
)
#: How chapter 3 §3.6 writes a value that is not a string or a number in a message.
_MESSAGE_VALUE: Final = re.compile(r"\b(object|array|null|nil|true|false)\b")


def _walk(value: JSON) -> Iterator[JSON]:
    """Every value inside ``value`` (itself included), and every member name."""
    stack = [value]
    while stack:
        item = stack.pop()
        yield item
        if isinstance(item, dict):
            yield from item.keys()
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def _is_int(v: JSON) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool)


def _beyond_range(v: JSON) -> bool:
    if not _is_int(v):
        return False
    try:
        float(v)
    except OverflowError:
        return True
    return False


def _duplicate_chain_keys(candidates: JSON) -> bool:
    if not isinstance(candidates, list):
        return False
    keys = [
        (c.get("provider_id"), c.get("model_family")) for c in candidates if isinstance(c, dict)
    ]
    return len(keys) != len(set(keys))


def _many_needs(request: dict[str, JSON]) -> bool:
    """Whether some call request in the inputs has two needs or more, given or derived."""
    for value in _walk(request):
        if not isinstance(value, dict):
            continue
        requirements = value.get("requirements")
        if isinstance(requirements, dict):
            needs = requirements.get("needs")
            count = len(needs) if isinstance(needs, list) else 0
            count += sum(1 for key in ("images", "tools", "response_format") if key in value)
            if count >= 2:
                return True
    return False


def _empty_object(request: dict[str, JSON]) -> bool:
    """``{}`` anywhere, or ``[]`` as a member that holds an object."""
    for value in _walk(request):
        if value == {}:
            return True
        if isinstance(value, dict) and any(
            value[k] == [] for k in _OBJECT_MEMBERS.intersection(value)
        ):
            return True
    return False


def _duplicate_tiers(schema: JSON) -> bool:
    tiers = schema.get("tier_order") if isinstance(schema, dict) else None
    return isinstance(tiers, list) and len(tiers) != len({repr(t) for t in tiers})


def pins_of(
    request: JSON, reference: dict[str, JSON], differing: tuple[Mismatch, ...]
) -> tuple[str, ...]:
    """The pinned rules a divergence likely depends on, in chapter 8's order."""
    if not isinstance(request, dict):
        return ()
    fields = {m.field for m in differing}
    term = request.get("term")
    ops = set(operations(term))
    inputs = {k: v for k, v in request.items() if k not in ("term", "kind", "name")}
    everything = list(_walk(request))
    answer_values = list(_walk(reference))
    differing_values = [v for m in differing for v in (*_walk(m.want), *_walk(m.got))]
    expect = reference.get("expect")
    error = str(reference.get("error") or (expect.get("error") if isinstance(expect, dict) else ""))
    ordering = bool(fields & _ORDER_FIELDS)
    refused_differently = "expect.error" in fields
    errs = "error" in fields
    tests: tuple[tuple[str, Callable[[], bool]], ...] = (
        (
            "pinned-nan-score-order",
            lambda: ordering and "nan" in [*_walk(request.get("scores")), *answer_values],
        ),
        (
            "pinned-chain-equal-priority",
            lambda: (
                ordering and "chain" in ops and _duplicate_chain_keys(request.get("candidates"))
            ),
        ),
        (
            "pinned-needs-order",
            lambda: "meets_req" in ops and _many_needs(request),
        ),
        (
            "pinned-integer-beyond-2-53",
            lambda: any(_is_int(v) and abs(v) > 2**53 and not _beyond_range(v) for v in everything),
        ),
        ("pinned-non-finite-json-literal", lambda: any(_beyond_range(v) for v in everything)),
        (
            "pinned-non-finite-json",
            lambda: any(isinstance(v, str) and v in _NON_FINITE for v in differing_values),
        ),
        (
            "pinned-null-parameter",
            lambda: any(v is None for v in _walk(term)),
        ),
        (
            "pinned-empty-object-is-array",
            lambda: _empty_object(request),
        ),
        (
            "pinned-lone-surrogate",
            lambda: any(isinstance(v, str) and not is_valid_unicode(v) for v in everything),
        ),
        (
            "pinned-message-values",
            lambda: (
                refused_differently
                and any(isinstance(v, str) and _MESSAGE_VALUE.search(v) for v in differing_values)
            ),
        ),
        (
            "pinned-action-extra-key-order",
            lambda: refused_differently and ("Action key" in error or "unknown key" in error),
        ),
        (
            "pinned-minus-zero",
            lambda: any(
                isinstance(v, float) and v == 0 and math.copysign(1, v) < 0 for v in everything
            ),
        ),
        ("pinned-custom-registry", lambda: "custom" in ops),
        (
            "pinned-null-member-absent",
            lambda: any(v is None for v in _walk(inputs)),
        ),
        (
            "pinned-absent-request",
            lambda: (
                errs
                and (
                    (request.get("kind") == "xform" and "request" not in request)
                    or ("ctx" not in request and bool(ops & {"meets_req", "scope_matches"}))
                )
            ),
        ),
        (
            "pinned-candidate-validation",
            lambda: errs and "candidate" in error,
        ),
        ("pinned-tier-order-duplicates", lambda: _duplicate_tiers(request.get("schema"))),
    )
    return tuple(name for name, holds in tests if holds())
