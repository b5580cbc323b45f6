"""Terms of Σ_pol and their parameter values (spec/01-terms-and-sorts.md).

A term is an operation name and its arguments, in signature order.  An argument
is a subterm where the signature says an operational sort, and a parameter value
otherwise; the value itself is never inspected to decide which.

Parameter values are immutable JSON values restricted to what a term may carry:
finite doubles (``float``, never ``bool``), strings, booleans, arrays (tuples)
and records (:class:`Record`, keys kept sorted).  There is no ``null``: no
parameter sort admits it (spec/03-admission.md).  An empty record and an empty
array are the same value, the empty array, as in upstream's Lua tables.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

ParamValue = Union[float, str, bool, tuple["ParamValue", ...], "Record"]
Arg = Union["Term", ParamValue]
JSON = Union[None, bool, int, float, str, list["JSON"], dict[str, "JSON"]]  # noqa: UP007 (recursive alias)


class Record(Mapping[str, ParamValue]):
    """An immutable, non-empty record with its keys in code-point order."""

    __slots__ = ("_items",)

    _items: tuple[tuple[str, ParamValue], ...]

    def __init__(self, items: Mapping[str, ParamValue]) -> None:
        if not items:
            raise ValueError("an empty record is the empty array ()")
        self._items = tuple(sorted(items.items()))

    def __getitem__(self, key: str) -> ParamValue:
        for k, v in self._items:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        """``Mapping.get`` without raising and catching ``KeyError`` (the run machine
        asks an Action record for its members at every step)."""
        for k, v in self._items:
            if k == key:
                return v
        return default

    def __iter__(self) -> Iterator[str]:
        return (k for k, _ in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Record) and typed_key(self) == typed_key(other)

    def __hash__(self) -> int:
        return hash(typed_key(self))

    def __repr__(self) -> str:
        return f"Record({dict(self._items)!r})"


def typed_key(value: ParamValue) -> object:
    """A key equal for two parameter values exactly when they are one value of 𝕍.

    Typed (spec/03-admission.md §3.9.7): Python finds ``True == 1.0``, but a
    boolean is never a number, so each value is tagged with its kind.
    """
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, float):
        return ("num", value)
    if isinstance(value, str):
        return ("str", value)
    if isinstance(value, tuple):
        return ("array", tuple(typed_key(v) for v in value))
    return ("record", tuple((k, typed_key(v)) for k, v in value.items()))


@dataclass(frozen=True, slots=True, eq=False)
class Term:
    """``(op arg1 … argn)``: an operation applied to its arguments.

    Equality is typed (spec/03-admission.md §3.9.7): ``set_param("x", true)`` and
    ``set_param("x", 1)`` are different terms.  Subterms compare as terms;
    parameters by :func:`typed_key`.

    Neither ``==`` nor ``hash`` recurses in Python: a term built through the
    builder API can be deeper than the interpreter's stack (admission bounds a
    term at depth 64, the builder does not), and it still compares and hashes.
    The hash is computed once, bottom-up, and kept (a term never changes).
    """

    op: str
    args: tuple[Arg, ...] = ()
    _hash: int | None = field(default=None, init=False, repr=False)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Term):
            return NotImplemented
        todo: list[tuple[Term, Term]] = [(self, other)]
        while todo:
            a, b = todo.pop()
            if a is b:
                continue
            if a.op != b.op or len(a.args) != len(b.args):
                return False
            if a._hash is not None and b._hash is not None and a._hash != b._hash:
                return False
            for x, y in zip(a.args, b.args, strict=True):
                if isinstance(x, Term):
                    if not isinstance(y, Term):
                        return False
                    todo.append((x, y))
                elif isinstance(y, Term) or typed_key(x) != typed_key(y):
                    return False
        return True

    def __hash__(self) -> int:
        if self._hash is None:
            # post-order over the subterms not hashed yet: each node after its children
            todo: list[tuple[Term, bool]] = [(self, False)]
            while todo:
                node, children_done = todo.pop()
                if node._hash is not None:
                    continue
                if not children_done:
                    todo.append((node, True))
                    todo.extend(
                        (a, False) for a in node.args if isinstance(a, Term) and a._hash is None
                    )
                    continue
                parts = tuple(
                    a._hash if isinstance(a, Term) else hash(typed_key(a)) for a in node.args
                )
                object.__setattr__(node, "_hash", hash((node.op, parts)))
        assert self._hash is not None
        return self._hash

    def __repr__(self) -> str:
        return f"Term({self.op!r}, {self.args!r})"


def param_from_json(value: JSON) -> ParamValue:
    """The parameter value of an already-admitted JSON value.

    Integers become doubles (𝕍), ``-0`` becomes ``+0`` (spec/03-admission.md
    §3.9.7), an empty object becomes the empty array.  Admission guarantees
    there is no ``null`` and no non-finite number.
    """
    if isinstance(value, bool | str):
        return value
    if isinstance(value, int | float):
        # -0 is +0 (spec/03-admission.md §3.9.7, spec/08 pinned-minus-zero): one
        # identity, one term, one meaning
        number = float(value)
        return 0.0 if number == 0 else number
    if isinstance(value, list):
        return tuple(param_from_json(v) for v in value)
    if isinstance(value, dict):
        if not value:
            return ()
        return Record({k: param_from_json(v) for k, v in value.items()})
    raise TypeError(f"not a parameter value: {value!r}")


def param_to_json(value: ParamValue) -> JSON:
    """The JSON value of a parameter; integral doubles within 2^53 become ints."""
    if isinstance(value, bool | str):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() and abs(value) <= 2.0**53 else value
    if isinstance(value, tuple):
        return [param_to_json(v) for v in value]
    return {k: param_to_json(v) for k, v in value.items()}
