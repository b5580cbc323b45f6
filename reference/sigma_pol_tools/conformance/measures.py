"""Measures of a term as algebras over the fold: size, depth, operations used.

Used by admission-bound reports, the golden generator (``covers``) and the
benchmarks.  Size and depth count term nodes only, as the admission bounds do
(spec/03-admission.md §Bounds).
"""

from __future__ import annotations

from typing import Any

from sigma_pol.syntax.fold import fold, uniform
from sigma_pol.syntax.terms import Term


def _children(node: Term, args: tuple[Any, ...]) -> list[Any]:
    """The folded values of the subterm arguments."""
    return [a for a, original in zip(args, node.args, strict=True) if isinstance(original, Term)]


def _size(node: Term, args: tuple[Any, ...]) -> int:
    sizes: list[int] = _children(node, args)
    return 1 + sum(sizes)


def _depth(node: Term, args: tuple[Any, ...]) -> int:
    depths: list[int] = _children(node, args)
    return 1 + max(depths, default=0)


def _ops(node: Term, args: tuple[Any, ...]) -> frozenset[str]:
    used = {node.op}
    for child in _children(node, args):
        used |= child
    return frozenset(used)


SIZE_ALGEBRA = uniform(_size)
DEPTH_ALGEBRA = uniform(_depth)
OPS_ALGEBRA = uniform(_ops)


def size(term: Term) -> int:
    """Number of term nodes (parameters are not nodes)."""
    return fold(term, SIZE_ALGEBRA)


def depth(term: Term) -> int:
    """Levels of term nodes; a constant has depth 1."""
    return fold(term, DEPTH_ALGEBRA)


def ops_used(term: Term) -> list[str]:
    """The operations occurring in ``term``, in code-point order."""
    return sorted(fold(term, OPS_ALGEBRA))
