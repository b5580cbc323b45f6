"""The normal form: upstream's equations, as a fold with smart constructors
(spec/04-normal-form.md).

Each node is rebuilt bottom-up from already-normal children, so every rule only
looks one level down.  The carrier :class:`Normal` keeps the encoding of the
normal subterm beside it, so sorting the children of an AC node by encoding
never re-encodes a subtree: the whole pass costs the size of the encodings it
builds.

Rules, driven by the signature's declarations where the signature can say them:

* AC and associative variadic ops (``and``, ``or``, ``add``, ``seq``): same-op
  children are spliced, the unit is dropped, the absorbing element collapses
  the node; no child left gives the unit, one child gives that child; the
  children of a commutative op are sorted by their encoding (``seq`` keeps its
  order);
* ``not(not p) = p``, ``not(top) = bot``, ``not(bot) = top``;
* ``scale(0, s) = zero`` (either zero), ``scale(w, zero) = zero``, ``scale(1, s) = s``;
* ``gate(top, s) = s``, ``gate(bot, s) = zero``, ``gate(p, zero) = zero``;
* ``normalize(normalize(s)) = normalize(s)``;
* a FailPlan is ``always(base)`` wrapped by one ``override`` per error kind, in
  code-point order of the kind, the outermost override of a kind winning, and an
  override whose action encodes like the base dropped.

No arithmetic is done on numbers: identities compare exactly against 0 and 1.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..encoding.encode import (
    encode_param,
    fingerprint_of_encoding,
    identity_of_encoding,
    with_version,
    write_node,
)
from ..syntax.fold import OpInterpretation, fold
from ..syntax.signature import SIGNATURE, ParamSort, Sort
from ..syntax.terms import ParamValue, Term


@dataclass(frozen=True, slots=True)
class FailPlanTable:
    """A FailPlan as the normal form sees it: the base and the overrides."""

    base: ParamValue
    overrides: Mapping[str, ParamValue]


@dataclass(frozen=True, slots=True)
class Normal:
    """A normal term with its encoding (body, no version prefix).

    It is all that checking, encoding, identifying and comparing a term need
    (none of them consults a registry of ``custom`` transforms): its sort is its
    operation's (sort preservation, proofs/02-sort-preservation.md)."""

    term: Term
    body: str
    #: the normal subterm arguments, in order, so rules can look one level down
    parts: tuple[Normal, ...] = ()
    plan: FailPlanTable | None = None

    @property
    def encoding(self) -> str:
        return with_version(self.body)

    @property
    def sort(self) -> Sort:
        return SIGNATURE[self.term.op].out

    def identified(self) -> dict[str, str]:
        """What names the term, as the protocol's answers and ``eval`` give it:
        its ``sort``, ``encoding``, ``fingerprint`` and ``identity`` (chapter 5)."""
        encoding = self.encoding
        return {
            "sort": self.sort.value,
            "encoding": encoding,
            "fingerprint": fingerprint_of_encoding(encoding),
            "identity": identity_of_encoding(encoding),
        }


def _node(op: str, args: tuple[Any, ...]) -> Normal:
    """Build ``(op args…)`` from normal children (as :class:`Normal`) and params."""
    terms: list[Any] = []
    pieces: list[str] = []
    parts: list[Normal] = []
    for a in args:
        if isinstance(a, Normal):
            terms.append(a.term)
            pieces.append(a.body)
            parts.append(a)
        else:
            terms.append(a)
            pieces.append(encode_param(a))
    # encoding's own writer, fed the children's encodings instead of re-encoding them
    return Normal(Term(op, tuple(terms)), write_node(op, pieces), tuple(parts))


def _constant(op: str) -> Normal:
    return _node(op, ())


def _variadic(node: Term, kids: tuple[Normal, ...]) -> Normal:
    spec = SIGNATURE[node.op]
    flat: list[Normal] = []
    for kid in kids:
        if spec.assoc and kid.term.op == node.op:
            flat.extend(kid.parts)
        elif kid.term.op == spec.unit:
            continue
        elif spec.absorb is not None and kid.term.op == spec.absorb:
            return _constant(spec.absorb)
        else:
            flat.append(kid)
    if not flat:
        assert spec.unit is not None
        return _constant(spec.unit)
    if len(flat) == 1:
        return flat[0]
    if spec.comm:
        flat.sort(key=lambda k: k.body)
    return _node(node.op, tuple(flat))


def _not(node: Term, args: tuple[Any, ...]) -> Normal:
    (p,) = args
    if p.term.op == "not":
        return p.parts[0]  # type: ignore[no-any-return]
    if p.term.op == "top":
        return _constant("bot")
    if p.term.op == "bot":
        return _constant("top")
    return _node("not", args)


def _scale(node: Term, args: tuple[Any, ...]) -> Normal:
    w, s = args
    if w == 0 or s.term.op == "zero":
        return _constant("zero")
    if w == 1:
        return s  # type: ignore[no-any-return]
    return _node("scale", args)


def _gate(node: Term, args: tuple[Any, ...]) -> Normal:
    p, s = args
    if p.term.op == "top":
        return s  # type: ignore[no-any-return]
    if p.term.op == "bot" or s.term.op == "zero":
        return _constant("zero")
    return _node("gate", args)


def _normalize(node: Term, args: tuple[Any, ...]) -> Normal:
    (s,) = args
    return s if s.term.op == "normalize" else _node("normalize", args)


def _failplan(base: ParamValue, overrides: Mapping[str, ParamValue]) -> Normal:
    out = _node("always", (base,))
    base_key = encode_param(base)
    for reason in sorted(overrides):
        action = overrides[reason]
        if encode_param(action) != base_key:
            out = _node("override", (out, reason, action))
    return Normal(
        out.term, out.body, out.parts, FailPlanTable(base, MappingProxyType(dict(overrides)))
    )


def _always(node: Term, args: tuple[Any, ...]) -> Normal:
    return _failplan(args[0], {})


def _override(node: Term, args: tuple[Any, ...]) -> Normal:
    inner, reason, action = args
    assert inner.plan is not None
    return _failplan(inner.plan.base, {**inner.plan.overrides, reason: action})


def _plain(node: Term, args: tuple[Any, ...]) -> Normal:
    return _node(node.op, args)


def _leaf(node: Term, args: tuple[Any, ...]) -> Normal:
    """An operation without subterms is already normal: only its encoding is built."""
    return Normal(node, write_node(node.op, map(encode_param, args)))


def _algebra() -> dict[str, OpInterpretation[Normal]]:
    special: dict[str, OpInterpretation[Normal]] = {
        "not": _not,
        "scale": _scale,
        "gate": _gate,
        "normalize": _normalize,
        "always": _always,
        "override": _override,
    }
    algebra: dict[str, OpInterpretation[Normal]] = {}
    for name, spec in SIGNATURE.items():
        if spec.variadic is not None:
            algebra[name] = _variadic
        elif name in special:
            algebra[name] = special[name]
        elif all(isinstance(sort, ParamSort) for sort in spec.ins):
            algebra[name] = _leaf
        else:
            algebra[name] = _plain
    return algebra


NORMALIZING_ALGEBRA: Mapping[str, OpInterpretation[Normal]] = MappingProxyType(_algebra())


def canonical(term: Term) -> Normal:
    """The normal form of ``term`` together with its canonical encoding."""
    return fold(term, NORMALIZING_ALGEBRA)


def normalize(term: Term) -> Term:
    return canonical(term).term
