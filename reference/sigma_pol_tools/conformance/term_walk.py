"""The tools' one walk over JSON-form terms (spec/01-terms-and-sorts.md §1.5,
the JSON form): where the nodes of a term are, which operations it holds, and a
term with one member replaced.

A *node* is an array whose head is an operation name of the signature; its
arguments follow the head, so the path of a node (the indices from the root,
outermost first) steps from a node to its ``i``-th argument by index ``i``.
The fuzzer and the minimizer read terms that admission would refuse (a near
miss, a vector's term), so the walk never raises on a term: what is not a node
is not entered.  How far it enters is a :class:`Descent`:

* ``SORTED``: admission's shape: a node is entered only where a term of its
  output sort belongs (the root: any sort, or the one asked), and only its
  argument positions of a term sort (a parameter, and an argument past the
  operation's arity, hold no node);
* ``ARGUMENTS``: every argument of every node, sorts unchecked (a parameter
  array headed by an operation name counts as a node);
* ``ANYWHERE``: every array element and object member of a JSON value, the
  non-node arrays and the objects too (the path then holds member names).

Nodes come in pre-order, children left to right; the walk keeps its own stack
(terms nest up to the JSON bound, 512 levels, past Python's recursion).
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol.syntax.terms import JSON


class ShapeError(TypeError):
    """A value the fuzzer made itself is not of the shape its code relies on: a bug
    of the fuzzer (a :class:`TypeError`, as indexing the wrong shape would raise)."""


def shape_of(value: JSON) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    return "a string" if isinstance(value, str) else f"the {type(value).__name__} {value!r}"


def child(value: JSON, key: str | int) -> JSON:
    """The member ``key`` of an object, or the element ``key`` of an array (a
    missing one raises :class:`KeyError` or :class:`IndexError`, as indexing does)."""
    if isinstance(value, dict) and isinstance(key, str):
        return value[key]
    if isinstance(value, list) and isinstance(key, int):
        return value[key]
    raise ShapeError(f"no {key!r} in {shape_of(value)}")


def member_at(value: JSON, path: Sequence[str | int]) -> JSON:
    """The member of ``value`` at ``path`` (keys and indices, outermost first)."""
    for key in path:
        value = child(value, key)
    return value


def replace_at(value: JSON, path: Sequence[str | int], new: JSON) -> JSON:
    """A copy of ``value`` with the member at ``path`` replaced by ``new`` (the
    containers on the path copied, the rest shared)."""
    if not path:
        return new
    containers = [value]
    for key in path[:-1]:
        containers.append(child(containers[-1], key))
    for container, key in zip(reversed(containers), reversed(path), strict=True):
        if isinstance(container, list) and isinstance(key, int):
            new = [*container[:key], new, *container[key + 1 :]]
        elif isinstance(container, dict) and isinstance(key, str):
            new = {**container, key: new}
        else:
            raise ShapeError(f"no {key!r} in {shape_of(container)}")
    return new


class Descent(enum.Enum):
    """How far :func:`nodes` enters a term (the module docstring)."""

    SORTED = "sorted"
    ARGUMENTS = "arguments"
    ANYWHERE = "anywhere"


@dataclass(frozen=True, slots=True)
class Node:
    """A node of a term: its path from the root, its operation, its output sort
    and the array itself (head and arguments)."""

    path: tuple[str | int, ...]
    op: str
    sort: Sort
    array: list[JSON]


def nodes(
    term: JSON, sort: Sort | None = None, descent: Descent = Descent.SORTED
) -> Iterator[Node]:
    """The nodes of ``term`` in pre-order, entered as ``descent`` says; with
    ``SORTED``, a root not of ``sort`` (when given) is no node."""
    stack: list[tuple[JSON, tuple[str | int, ...], Sort | None]] = [(term, (), sort)]
    while stack:
        value, path, want = stack.pop()
        # an array headed by another array or an object (unhashable) is no node
        head = value[0] if isinstance(value, list) and value else None
        spec = SIGNATURE.get(head) if isinstance(head, str) else None
        if spec is not None and isinstance(value, list):
            if descent is Descent.SORTED and want is not None and spec.out is not want:
                continue
            yield Node(path, spec.name, spec.out, value)
        elif descent is not Descent.ANYWHERE:
            continue
        inner: list[tuple[JSON, tuple[str | int, ...], Sort | None]] = []
        if isinstance(value, dict):
            inner = [(v, (*path, k), None) for k, v in value.items()]
        elif isinstance(value, list) and spec is not None and descent is Descent.SORTED:
            args = len(value) - 1
            sorts = [spec.variadic] * args if spec.variadic is not None else list(spec.ins)
            for i in range(1, min(args, len(sorts)) + 1):
                position = sorts[i - 1]
                if isinstance(position, Sort):
                    inner.append((value[i], (*path, i), position))
        elif isinstance(value, list):
            start = 0 if spec is None else 1
            inner = [(value[i], (*path, i), None) for i in range(start, len(value))]
        stack.extend(reversed(inner))


def operations(term: JSON, descent: Descent = Descent.ARGUMENTS) -> list[str]:
    """The operation of each node of ``term``, in pre-order."""
    return [node.op for node in nodes(term, None, descent)]
