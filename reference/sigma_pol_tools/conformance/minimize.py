"""Minimizing a diverging request (spec/07-conformance.md §7.6).

A divergence found by the fuzzer is shrunk greedily: each step tries smaller
variants of the request, smallest first in spirit, and keeps the first one on
which the reference and the server still differ in the same answer member.
The variants are, in this order:

* a member of the request dropped (``schema``, ``ctx``, ``scores``…);
* a subterm replaced by one of the smallest terms of its sort (built from the
  signature: ``top``, ``zero``, ``argmax``, ``id``, ``always`` of the
  smallest action…), by one of its own subterms of the same sort, or a child
  of a variadic node dropped;
* a parameter simplified (a record or array emptied or shortened, a number
  made 0, 1 or its integer part, a string cut to one character);
* in the inputs, an array element or object member dropped (a candidate with
  its score), a value simplified as above.

Every variant must be strictly shorter as JSON text, so the search ends; it
is also bounded by a number of tries.  :func:`needed_ops` then says which
operations of the minimal term the divergence needs: those that no other
smallest term of the same sort can replace with the divergence kept.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from typing import Final

from sigma_pol.syntax.signature import SIGNATURE, ParamSort, Sort
from sigma_pol.syntax.terms import JSON

from .fuzz_gen import KIND_SORT
from .fuzz_values import SMALLEST
from .term_walk import nodes, operations, replace_at

#: Whether the reference and the server still differ (in the same way) on a request.
Diverges = Callable[[JSON], bool]

#: Tries per divergence: enough for the requests the generator makes.
DEFAULT_TRIES: Final = 400
#: Replacements tried per node by :func:`needed_ops`.
ALTERNATIVES_TRIED: Final = 6
_FIXED_MEMBERS: Final = ("kind", "term", "name")


def _size(value: JSON) -> int:
    return len(json.dumps(value))


def _smallest_terms() -> dict[Sort, list[JSON]]:
    """For each sort, the smallest term of each of its operations, smallest first:
    parameters at their smallest value, subterms the smallest of their sort."""
    smallest: dict[Sort, JSON] = {}
    terms: dict[Sort, list[JSON]] = {sort: [] for sort in Sort}
    while len(smallest) < len(Sort):
        for op, spec in SIGNATURE.items():
            if spec.variadic is not None:
                parts = [smallest.get(spec.variadic)]
            else:
                parts = [
                    smallest.get(s) if isinstance(s, Sort) else SMALLEST[ParamSort(s)]
                    for s in spec.ins
                ]
            term = [op, *parts]
            if None not in parts and term not in terms[spec.out]:
                terms[spec.out].append(term)
        for sort, found in terms.items():
            found.sort(key=_size)
            if found:
                smallest[sort] = found[0]
    return terms


SMALLEST_TERMS: Final = _smallest_terms()


def minimize(
    request: JSON,
    diverges: Diverges,
    tries: int = DEFAULT_TRIES,
    variants: Callable[[JSON], Iterator[JSON]] | None = None,
) -> JSON:
    """The smallest variant of ``request`` found on which ``diverges`` holds:
    greedy, each round taking the first smaller variant (``variants``, by
    default :func:`shrinks`) that still diverges."""
    smaller = shrinks if variants is None else variants
    current, size = request, _size(request)
    improved = True
    while improved and tries > 0:
        improved = False
        for candidate in smaller(current):
            candidate_size = _size(candidate)
            if candidate_size >= size:
                continue
            tries -= 1
            if diverges(candidate):
                current, size, improved = candidate, candidate_size, True
                break
            if tries <= 0:
                break
    return current


def shrinks(request: JSON) -> Iterator[JSON]:
    """Smaller variants of a request, in the order of the module docstring."""
    if not isinstance(request, dict):
        yield from _value_shrinks(request)
        return
    for key in request:
        if key not in _FIXED_MEMBERS:
            yield {k: v for k, v in request.items() if k != key}
    if "term" in request:
        for term in _term_shrinks(request["term"], KIND_SORT.get(str(request.get("kind")))):
            yield {**request, "term": term}
    candidates, scores = request.get("candidates"), request.get("scores")
    if isinstance(candidates, list) and isinstance(scores, list) and len(scores) == len(candidates):
        for i in range(len(candidates)):  # a candidate goes with its score
            yield {**request, "candidates": _without(candidates, i), "scores": _without(scores, i)}
    for key, value in request.items():
        if key not in _FIXED_MEMBERS:
            for smaller in _value_shrinks(value):
                yield {**request, key: smaller}


def _without(items: list[JSON], i: int) -> list[JSON]:
    return [*items[:i], *items[i + 1 :]]


def _term_shrinks(term: JSON, sort: Sort | None) -> Iterator[JSON]:
    found = list(nodes(term, sort))
    sorted_at = {(node.path, node.sort) for node in found}
    for node in found:
        path, array = node.path, node.array
        for small in SMALLEST_TERMS[node.sort]:
            if small != array:
                yield replace_at(term, path, small)
        for i, arg in enumerate(array[1:], start=1):
            if ((*path, i), node.sort) in sorted_at:
                yield replace_at(term, path, arg)
        if SIGNATURE[node.op].variadic is not None and len(array) > 2:
            for i in range(1, len(array)):
                yield replace_at(term, path, _without(array, i))
    for node in found:
        path, array = node.path, node.array
        for i, arg_sort in enumerate(SIGNATURE[node.op].ins, start=1):
            if not isinstance(arg_sort, Sort) and i < len(array):
                yield replace_at(term, (*path, i), SMALLEST[ParamSort(arg_sort)])
                for smaller in _value_shrinks(array[i]):
                    yield replace_at(term, (*path, i), smaller)


def _value_shrinks(value: JSON) -> Iterator[JSON]:
    """Smaller JSON values: containers emptied, shortened or with a smaller member;
    numbers 0, 1 or their integer part; strings of one character."""
    if isinstance(value, dict):
        if value:
            yield {}
        for key in value:
            yield {k: v for k, v in value.items() if k != key}
        for key, member in value.items():
            for smaller in _value_shrinks(member):
                yield {**value, key: smaller}
    elif isinstance(value, list):
        if value:
            yield []
        for i in range(len(value)):
            yield _without(value, i)
        for i, item in enumerate(value):
            for smaller in _value_shrinks(item):
                yield [*value[:i], smaller, *value[i + 1 :]]
    elif isinstance(value, str):
        if len(value) > 1:
            yield value[:1]
    elif isinstance(value, int | float) and not isinstance(value, bool):
        yield 0
        yield 1
        if isinstance(value, float) and math.isfinite(value) and not value.is_integer():
            yield int(value)


def needed_ops(request: JSON, diverges: Diverges) -> tuple[str, ...]:
    """The operations of the request's term that the divergence needs, in signature
    order: a node is needed when no smallest term of its sort without its operation
    (at most :data:`ALTERNATIVES_TRIED` of them) keeps the divergence in its place.
    When every term of the sort has the operation (``policy``, ``always``), only the
    root is named: the request's own operation."""
    if not isinstance(request, dict):
        return ()
    term = request.get("term")
    needed = set()
    for node in nodes(term, KIND_SORT.get(str(request.get("kind")))):
        others = [t for t in SMALLEST_TERMS[node.sort] if node.op not in operations(t)]
        others = others[:ALTERNATIVES_TRIED]
        if not others and node.path:
            continue  # every term of its sort has it (always in a FailPlan): no telling
        if not any(diverges(replace_at(request, ("term", *node.path), t)) for t in others):
            needed.add(node.op)
    return tuple(op for op in SIGNATURE if op in needed)
