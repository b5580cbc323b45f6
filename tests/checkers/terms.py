"""The checkers' own terms and parameter values, and their encoding (spec/05-encoding.md).

A :class:`Node` is an operation and its arguments; an argument is a ``Node`` or a
parameter value: a ``float`` (never an ``int``), a ``str``, a ``bool``, a ``tuple``
(an array) or a :class:`Rec` (a non-empty record, names in code-point order), as
spec/03-admission.md §3.7 and §3.9.7 describe ``⌊v⌋``.  Nodes are immutable and
compare structurally with *exact* parameter keys (a ``-0.0`` is not a ``+0.0``
here, so a checker can see whether a zero's sign survived admission);
:func:`same_value` is the equality of §3.9.7 that the equations use.

The encoding is written from chapter 5 (§5.2 numbers, §5.3 strings, §5.4 other
values, §5.5 nodes); it shares no code with ``sigma_pol.encoding.encode``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Union

Param = Union[float, str, bool, tuple["Param", ...], "Rec"]
Arg = Union["Node", Param]


@dataclass(frozen=True, slots=True)
class Rec:
    """A record: its members, sorted by name in code-point order, at least one."""

    items: tuple[tuple[str, Param], ...]


def param_key(v: Param) -> Any:
    """A hashable key equal for exactly equal values: typed, and the sign of a zero kept."""
    if isinstance(v, bool):
        return ("bool", v)
    if isinstance(v, float):
        return ("num", v, math.copysign(1.0, v))
    if isinstance(v, str):
        return ("str", v)
    if isinstance(v, tuple):
        return ("array", tuple(param_key(x) for x in v))
    return ("record", tuple((k, param_key(x)) for k, x in v.items))


def same_value(a: Param, b: Param) -> bool:
    """Equality of parameter values, spec/03 §3.9.7: same kind, equal as that kind
    (numbers as doubles, so the two zeros are equal; a boolean is never a number)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, float) and isinstance(b, float) and a == b
    if isinstance(a, str) or isinstance(b, str):
        return isinstance(a, str) and isinstance(b, str) and a == b
    if isinstance(a, tuple) or isinstance(b, tuple):
        return (
            isinstance(a, tuple)
            and isinstance(b, tuple)
            and len(a) == len(b)
            and all(same_value(x, y) for x, y in zip(a, b, strict=True))
        )
    return [k for k, _ in a.items] == [k for k, _ in b.items] and all(
        same_value(x, y) for (_, x), (_, y) in zip(a.items, b.items, strict=True)
    )


class Node:
    """``(op arg …)``, immutable; its key and its encoding are computed once."""

    __slots__ = ("_children", "_enc", "_hash", "_key", "args", "op")

    def __init__(self, op: str, args: tuple[Arg, ...] = ()) -> None:
        self.op = op
        self.args = args
        self._key: Any = None
        self._enc: str | None = None
        self._hash: int | None = None
        self._children: tuple[tuple[int, Node], ...] | None = None

    @property
    def key(self) -> Any:
        if self._key is None:
            self._key = (
                self.op,
                tuple(a.key if isinstance(a, Node) else param_key(a) for a in self.args),
            )
        return self._key

    @property
    def enc(self) -> str:
        """``⟦t⟧``: the encoding without the version prefix (§5.5)."""
        if self._enc is None:
            parts = [a.enc if isinstance(a, Node) else encode_param(a) for a in self.args]
            self._enc = "(" + " ".join([self.op, *parts]) + ")"
        return self._enc

    @property
    def children(self) -> tuple[tuple[int, Node], ...]:
        """The subterm arguments with their indices in ``args`` (computed once: the
        rewriter asks at every step)."""
        if self._children is None:
            self._children = tuple((i, a) for i, a in enumerate(self.args) if isinstance(a, Node))
        return self._children

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Node) and (self is other or self.key == other.key)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self.key)
        return self._hash

    def __repr__(self) -> str:
        return self.enc


def size(t: Node) -> int:
    return 1 + sum(size(c) for _, c in t.children)


def depth(t: Node) -> int:
    return 1 + max((depth(c) for _, c in t.children), default=0)


def width(t: Node) -> int:
    """The largest number of arguments of a node of ``t``."""
    return max([len(t.args), *(width(c) for _, c in t.children)])


# ---------------------------------------------------------------------------
# the encoding, chapter 5

_TWO_53 = 2.0**53
_ESCAPED = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def encode_number(v: float) -> str:
    """§5.2: ``0`` for both zeros; integers up to 2^53 in digits; else C's ``%.17g``."""
    if v == 0:
        return "0"
    if v == math.floor(v) and abs(v) <= _TWO_53:
        return str(int(v))
    return "%.17g" % v  # noqa: UP031 (§5.2 is C's printf conversion)


def encode_param(v: Param) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        return encode_number(v)
    if isinstance(v, str):
        return '"' + "".join(_ESCAPED.get(c, c) for c in v) + '"'
    if isinstance(v, tuple):
        return "[" + ",".join(encode_param(x) for x in v) + "]"
    return "{" + ",".join(encode_param(k) + ":" + encode_param(x) for k, x in v.items) + "}"
