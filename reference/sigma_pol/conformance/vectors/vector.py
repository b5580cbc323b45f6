"""Vector definitions: what a golden vector sends, before the reference answers it
(spec/07-conformance.md §Vectors).

A :class:`Definition` holds the request (kind, term, optional schema and the
kind's inputs), a one-line ``note`` saying what it checks, its ``tags`` and
the pinned rules it relies on (``pins``, spec/08-pinned.md).  Most are data,
read from ``golden/definitions`` by :mod:`.data`; the helpers below build one
per kind for the families generated in Python (:mod:`.families`), and
:func:`pinned` adds pins.  The expectations are computed:
:mod:`sigma_pol.conformance.generate` asks the reference.  A few definitions
also carry an expectation written by hand (``hand``, or :func:`by_hand`),
derived from the specification with the derivation in the note; the generator
refuses to write the vectors when the reference answers otherwise, so those
vectors are evidence independent of the code they certify.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final

from ...core.terms import JSON

#: Members of ``expect`` a hand expectation may leave out: functions of the
#: encoding (spec/05-encoding.md §5.6) that no one derives by hand.
HASH_MEMBERS: Final = ("fingerprint", "identity")

#: A vector: one JSON object of the vector file (spec/07 §7.3).  Read from a
#: file it is only an object until the schema has checked it; the annotation
#: arrays are read through :func:`annotation`.
Vector = dict[str, JSON]


def annotation(vector: Mapping[str, JSON], member: str) -> tuple[str, ...]:
    """The names an annotation array of a vector lists (``covers``, ``pins``,
    ``tags``): its strings, none when it is absent or not an array."""
    names = vector.get(member)
    return tuple(n for n in names if isinstance(n, str)) if isinstance(names, list) else ()


@dataclass(frozen=True)
class Definition:
    """A vector before its expectations are computed.

    ``line`` is the verbatim protocol line for the few vectors whose request does
    not survive a JSON round trip (a literal beyond the double range, a lone
    surrogate escape, an integer beyond 2^53, ``-0.0``).  ``fails`` marks a
    vector whose answer is an input error rather than a decision.  ``keep``
    lists the expectation keys to record (upstream's vectors record no
    identity).  ``hand``, when given, is the answer derived by hand: its
    ``expect`` (every member but those of :data:`HASH_MEMBERS`, which it may
    give) and, for ``pred``, its ``cases`` verdicts.  ``pins`` names the rules of
    spec/08-pinned.md the expectation
    relies on (``tests/test_pins.py`` checks that they are exactly those).
    ``place`` (with ``fails``) records the answer's ``at``, the place of the
    error, as the vector's ``input_error_at`` (spec/07 §7.1: normative).
    """

    name: str
    kind: str
    inputs: Mapping[str, JSON]
    note: str = ""
    tags: tuple[str, ...] = ()
    line: str | None = None
    fails: bool = False
    keep: tuple[str, ...] | None = None
    hand: Mapping[str, JSON] | None = None
    pins: tuple[str, ...] = ()
    place: bool = False


def by_hand(
    definition: Definition,
    expect: Mapping[str, JSON],
    cases: Sequence[Mapping[str, JSON]] | None = None,
) -> Definition:
    """``definition`` with the expectation derived by hand: ``expect``, and for a
    ``pred`` vector each case's ``{expect_ok, expect_reason?}``.  Numbers are
    doubles; non-finite ones are written ``"+inf"``, ``"-inf"``, ``"nan"``, as
    the protocol writes them."""
    hand: dict[str, JSON] = {"expect": dict(expect)}
    if cases is not None:
        hand["cases"] = [dict(c) for c in cases]
    return replace(definition, hand=hand)


def pinned(definition: Definition, *rules: str) -> Definition:
    """The definition, relying on the pinned ``rules`` besides those it names."""
    return replace(definition, pins=tuple(sorted({*definition.pins, *rules})))


def _inputs(required: dict[str, JSON], **optional: JSON | None) -> dict[str, JSON]:
    """Request members: the ``required`` ones, and each optional one that is given."""
    return required | {key: value for key, value in optional.items() if value is not None}


def pred(
    name: str,
    term: JSON,
    cases: Sequence[dict[str, JSON]],
    note: str,
    tags: Sequence[str] = (),
    schema: JSON | None = None,
    fails: bool = False,
) -> Definition:
    inputs = _inputs({"term": term, "cases": list(cases)}, schema=schema)
    return Definition(name, "pred", inputs, note, tuple(tags), fails=fails)


def policy(
    name: str,
    term: JSON,
    candidates: Sequence[JSON],
    note: str,
    ctx: JSON | None = None,
    tags: Sequence[str] = (),
    schema: JSON | None = None,
    fails: bool = False,
) -> Definition:
    inputs = _inputs({"term": term, "candidates": list(candidates)}, ctx=ctx, schema=schema)
    return Definition(name, "policy", inputs, note, tuple(tags), fails=fails)


def scorer(
    name: str,
    term: JSON,
    candidates: Sequence[JSON],
    note: str,
    ctx: JSON | None = None,
    tags: Sequence[str] = (),
    schema: JSON | None = None,
) -> Definition:
    inputs = _inputs({"term": term, "candidates": list(candidates)}, ctx=ctx, schema=schema)
    return Definition(name, "scorer", inputs, note, tuple(tags))


def xform(
    name: str,
    term: JSON,
    request: JSON,
    candidate: JSON,
    note: str,
    ctx: JSON | None = None,
    tags: Sequence[str] = (),
    fails: bool = False,
) -> Definition:
    inputs = _inputs({"term": term, "request": request, "candidate": candidate}, ctx=ctx)
    return Definition(name, "xform", inputs, note, tuple(tags), fails=fails)


def encoding(
    name: str,
    term: JSON,
    note: str,
    tags: Sequence[str] = (),
    schema: JSON | None = None,
    fails: bool = False,
) -> Definition:
    inputs = _inputs({"term": term}, schema=schema)
    return Definition(name, "encoding", inputs, note, tuple(tags), fails=fails)


def reject(
    name: str, term: JSON, note: str, tags: Sequence[str] = (), schema: JSON | None = None
) -> Definition:
    """A term admission must refuse; the expectation records the error and its path."""
    inputs = _inputs({"term": term}, schema=schema)
    return Definition(name, "reject", inputs, note, ("reject", *tags))
