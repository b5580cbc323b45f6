"""The fold: the unique homomorphism from terms into an algebra (spec/01-terms-and-sorts.md
§1.4; evaluation as a fold: spec/06-semantics.md §6.1).

``fold(term, algebra)`` is the only recursion over terms in this package.  An
algebra maps every operation name to a function of the node and its arguments,
where each subterm argument has already been folded and each parameter is passed
through unchanged, in signature order.  Semantics, normalization, encoding,
printing, tracing, size and op coverage are all algebras over this one fold
(``tests/test_one_fold.py`` checks that no other module walks a term).

The walk is iterative, so a term built through the Python API deeper than the
interpreter's recursion limit still folds; terms from callers are bounded by
admission long before that matters.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from .signature import SIGNATURE, Sort
from .terms import Term

R = TypeVar("R")

#: An interpretation of one operation: (the node, its folded arguments) -> value.
OpInterpretation = Callable[[Term, tuple[Any, ...]], R]
Algebra = Mapping[str, OpInterpretation[R]]


#: For each fixed-arity operation, the argument indices that hold subterms;
#: a variadic operation has none listed, since every argument is a subterm.
_FIXED_POSITIONS = {
    name: tuple(i for i, sort in enumerate(spec.ins) if isinstance(sort, Sort))
    for name, spec in SIGNATURE.items()
    if spec.variadic is None
}


def subterm_positions(term: Term) -> Sequence[int]:
    """Indices of ``term.args`` that hold subterms, by the signature alone."""
    fixed = _FIXED_POSITIONS.get(term.op)
    return fixed if fixed is not None else range(len(term.args))


def fold(term: Term, algebra: Algebra[R]) -> R:
    """Fold ``term`` bottom-up, children left to right, into ``algebra``."""
    results: list[Any] = []
    # A node with subterms is popped twice: first to push its children (the
    # positions are still None), then, once their results are on top of
    # ``results``, to combine them.  A node without subterms is combined at once.
    stack: list[tuple[Any, Sequence[int] | None]] = [(term, None)]
    while stack:
        node, positions = stack.pop()
        op = node.op
        if positions is None:
            if op not in SIGNATURE:
                raise KeyError(f"unknown op {op!r}")
            positions = subterm_positions(node)
            if not positions:
                results.append(algebra[op](node, node.args))
                continue
            stack.append((node, positions))
            args = node.args
            stack.extend([(args[i], None) for i in reversed(positions)])
            continue
        count = len(positions)
        folded = results[-count:]
        del results[-count:]
        if count == len(node.args):  # every argument a subterm: nothing to splice in
            results.append(algebra[op](node, tuple(folded)))
            continue
        spliced = list(node.args)
        for i, value in zip(positions, folded, strict=True):
            spliced[i] = value
        results.append(algebra[op](node, tuple(spliced)))
    (result,) = results
    return result  # type: ignore[no-any-return]


def uniform(interpret: OpInterpretation[R]) -> dict[str, OpInterpretation[R]]:
    """An algebra giving every operation the same interpretation."""
    return {name: interpret for name in SIGNATURE}
