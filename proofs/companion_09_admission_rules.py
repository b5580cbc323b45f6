"""Companion of Theorem 9 (proofs/09-admission-rules.md): the admission algorithm decides
the rules of spec/03-admission.md §3.9 and reports the first failing check of ``C(v)``.

As the proof's last paragraph asks: (a) the rules as a declarative checker
(``A_Root``: a recursive predicate plus ``|v|ₙ ≤ 4096``, no order, no messages)
and (b) ``C(v)`` as an explicit sequence of checks, both from
``tests/checkers/admission_rules.py``, are compared with ``admit`` on a seeded
corpus: well-sorted terms, junk in one or more positions (wrong types, ``null``,
``-0``, NaN, lone surrogates, deep parameters) and the bounds (depth 64/65,
4096/4097 nodes).  The four planted bugs the proof names are each caught.
"""

from __future__ import annotations

import functools
import json
import random
from typing import Any, Final

import pytest
from sigma_pol import DEFAULT_SCHEMA
from sigma_pol.syntax.errors import AdmissionError
from sigma_pol.syntax.signature import SIGNATURE, ParamSort
from sigma_pol.valid.admission import admit

from tests.checkers import admission_rules as rules
from tests.checkers.compare import compare_admission, schema_of
from tests.checkers.generate import Terms, admission_corpus, edges, slots
from tests.checkers.mutants import mutant

SIGMA = schema_of(DEFAULT_SCHEMA)


@functools.cache
def corpus() -> list[Any]:
    """The 1 500 generated values, built once per process when a test first asks
    (not at import: every worker imports every module)."""
    return admission_corpus(9, SIGMA, 1500)


def test_clauses_1_to_3_the_rules_the_sequence_and_admit_agree() -> None:
    """Soundness and completeness (same verdict, sort and ``⌊v⌋``), and the error is the
    first failing check of ``C(v)``; the rules and ``C(v)`` agree with each other."""
    report = compare_admission(corpus(), DEFAULT_SCHEMA)
    assert report.findings == [], report.findings[:3]


def test_clause_4_the_rules_are_syntax_directed() -> None:
    """At most one rule concludes about a value (its first element picks it), so a
    derivable value has one sort: its operation's output sort."""
    assert not set(rules.A_VAR) & set(rules.A_FIX)
    for value in corpus():
        sort = rules.A_Root(value, SIGMA)
        if sort is not None:
            assert sort == rules.premises(value[0], len(value) - 1)[0]


def test_lemma_b_the_counter_ends_at_the_size() -> None:
    """``N' = N + |v|ₙ``: after a successful walk the counter is the number of nodes."""
    for value in corpus():
        if rules.A_Root(value, SIGMA) is not None:
            assert rules.check_sequence(value, SIGMA).counter == rules.nodes(value)


def _parameter_checks(sort: str, v: Any) -> str | None:
    walk = rules.Sequence(SIGMA)
    try:
        walk.parameter(sort, v, "$")
        walk.well_formed(v, "$", 1)
    except rules.Refused as refused:
        return refused.reason
    return None


#: The parameter sorts some operation carries (Provenance is carried by none in
#: v2, so admission never asks for it: chapter 1 §1.6's table).
CARRIED: Final = frozenset(
    want.value for spec in SIGNATURE.values() for want in spec.ins if isinstance(want, ParamSort)
)


@functools.cache
def _holder(sort: str) -> tuple[str, tuple[int, ...]]:
    """A generated Policy term with a parameter position of sort ``sort`` (as JSON
    text) and the index path to that position."""
    terms = Terms(random.Random(f"holder {sort}"), SIGMA)
    while True:
        term = terms.term("Policy", depth=6)
        for node, i, want, _ in slots(term):
            path = _index_path(term, node) if want == sort else None
            if path is not None:
                return json.dumps(term), (*path, i)


def _index_path(term: Any, node: Any) -> tuple[int, ...] | None:
    """The indices that lead from ``term`` to ``node`` (one of its lists), if any."""
    if term is node:
        return ()
    for i, arg in enumerate(term):
        below = _index_path(arg, node) if isinstance(arg, list) else None
        if below is not None:
            return (i, *below)
    return None


def _admit_reason(sort: str, v: Any) -> str | None:
    """Why ``admit`` refuses ``v`` in a parameter position of sort ``sort``, or
    ``None`` where it admits it: the reference's reason, through its one door."""
    text, path = _holder(sort)
    term = json.loads(text)
    node = term
    for i in path[:-1]:
        node = node[i]
    node[path[-1]] = v
    try:
        admit(term, DEFAULT_SCHEMA)
    except AdmissionError as refused:
        return refused.why
    return None


@pytest.mark.parametrize("sort", sorted(rules.PARAMETER_RULES))
def test_lemma_a_parameters(sort: str) -> None:
    """The sort rule then the walk accept ``v`` iff ``σ ⊢ v : P`` and ``⊢_1 v wf``, and
    refuse with the reason of the first failing check, the reason ``admit`` gives for
    ``v`` in a parameter position of that sort."""
    terms = Terms(random.Random(sort), SIGMA)
    values = [*edges(sort, SIGMA), *(terms.param(sort) for _ in range(30))]
    for v in values:
        reason = _parameter_checks(sort, v)
        holds = rules.PARAMETER_RULES[sort](v, SIGMA) and rules.wf(v, 1)
        assert (reason is None) == holds, (sort, v, reason)
        if sort in CARRIED:
            assert reason == _admit_reason(sort, v), (sort, v)


# ---------------------------------------------------------------------------
# the planted bugs of the proof's companion paragraph

_PEEK = (
    "def _admit_node(",
    "def _peek(v):\n"
    "    if isinstance(v, list) and v and isinstance(v[0], str) and v[0] in SIGNATURE:\n"
    "        return SIGNATURE[v[0]].out\n"
    "    return None\n\n\n"
    "def _admit_node(",
)


def _sort_first(want: str) -> tuple[str, str]:
    recurse = "            child, sort = _admit_node(t[i], schema, here, depth + 1, counter)\n"
    return (
        f"{recurse}            if sort is not {want}:",
        f"            if _peek(t[i]) not in (None, {want}):\n"
        f'                raise AdmissionError(here, f"expected {{{want}}}, got {{_peek(t[i])}}")\n'
        f"{recurse}            if sort is not {want}:",
    )


_SHAPE = (
    "    if not isinstance(t, list) or not t or not isinstance(t[0], str):\n"
    "        raise AdmissionError("
    'path, "a term is { op, ... } with a string op", not_a_term_hint(t))\n'
)
_SIZE = (
    "    counter[0] += 1\n"
    "    if counter[0] > MAX_NODES:\n"
    '        raise AdmissionError(path, f"term exceeds max size {MAX_NODES} nodes")\n'
)

PLANTED: dict[str, list[tuple[str, str]]] = {
    # the argument loops run right to left (the term still built in order)
    "arguments right to left": [
        ("for i in range(1, len(t)):", "for i in reversed(range(1, len(t))):"),
        (
            "args.append(child)\n        return Term(op, tuple(args))",
            "args.append(child)\n        return Term(op, tuple(reversed(args)))",
        ),
        (
            "for i, (want, rule) in enumerate(_ARGUMENTS[op], start=1):",
            "for i, (want, rule) in reversed(list(enumerate(_ARGUMENTS[op], start=1))):",
        ),
        (
            "args.append(param_from_json(t[i]))\n    return Term(op, tuple(args))",
            "args.append(param_from_json(t[i]))\n    return Term(op, tuple(reversed(args)))",
        ),
    ],
    # a subterm's sort (read off its operation) compared before recursing into it
    "sort before recursion": [_PEEK, _sort_first("spec.variadic"), _sort_first("want")],
    "size after shape": [(_SIZE + _SHAPE, _SHAPE + _SIZE)],
    # the well-formedness walk before the sort's rule
    "well-formed before the sort rule": [
        (
            "    why = rule(v, schema)\n",
            "    why = (_well_formed(v) if isinstance(v, list | dict) else None)"
            " or rule(v, schema)\n",
        )
    ],
}


@pytest.mark.parametrize("name", PLANTED)
def test_each_planted_bug_is_caught(name: str) -> None:
    planted = mutant("sigma_pol.valid.admission", *PLANTED[name])
    report = compare_admission(corpus(), DEFAULT_SCHEMA, admit=planted.admit, stop_after=1)
    assert report.findings, f"the planted bug {name!r} went unnoticed"
