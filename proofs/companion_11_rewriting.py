"""Companion of Theorem 11 (proofs/11-rewriting.md): R terminates, is confluent, and the
normalizer computes its normal form.

R is ``tests/checkers/rewriting.py``: a one-step rewriter whose equations are
read from spec/04-normal-form.md §4.6 and oriented by §4.7.  As the proof's last
paragraph asks: (a) random R-derivations end at ``normalize(t)`` (in
``tests/test_rewriting.py``, on 2 000 terms, three strategies); (b) μ decreases
at every step; (c) every critical pair of the proof's table, and every peak
``u₁ ← t → u₂`` of generated terms, joins; (d) each branch of
``normal/normal_form.py`` performs only the equations §4.8 names for it, checked
by instrumenting the normalizer's algebra.  The planted bugs the proof lists are
each caught.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest
from sigma_pol import DEFAULT_SCHEMA, admit, normalize
from sigma_pol.normal.normal_form import NORMALIZING_ALGEBRA, Normal
from sigma_pol.syntax.fold import fold
from sigma_pol.syntax.terms import Term

from tests.checkers.admission_rules import denote
from tests.checkers.compare import compare_rewriting, node_of, schema_of
from tests.checkers.generate import Terms, rewriting_corpus
from tests.checkers.mutants import mutant
from tests.checkers.rewriting import EQUATIONS, NAMES, Rewriter, parse_equation
from tests.checkers.spec_text import code_spans, section, table_rows
from tests.checkers.terms import Node, size

SIGMA = schema_of(DEFAULT_SCHEMA)


def _rewrites(value: Any) -> bool:
    term = admit(value).term
    return normalize(term) != term


@functools.cache
def corpus() -> list[Any]:
    """The 300 generated terms, built once per process when a test first asks
    (not at import: every worker imports every module)."""
    values, _ = rewriting_corpus(11, SIGMA, 300, _rewrites)
    return values


def reference_nf(value: Any) -> Node:
    return node_of(normalize(admit(value).term))


# ---------------------------------------------------------------------------
# (b) termination: the measure of §1 decreases at every step


def test_the_measure_decreases_at_every_step() -> None:
    report = compare_rewriting(
        corpus(), DEFAULT_SCHEMA, Rewriter(), seed=11, strategies=("uniform",)
    )
    assert report.findings == [], report.findings[:3]
    assert report.steps > 10 * len(corpus())  # the derivations are not trivial


# ---------------------------------------------------------------------------
# (c) confluence: every peak joins

A, B, C = ["is", "has_tee"], ["is", "no_log"], ["tier_eq", "partner"]
S = ["field", "tok_s"]
N, D, R = {"action": "next_candidate"}, {"action": "disable_provider"}, {"action": "retry_same"}


def ov(inner: Any, kind: str, action: Any) -> Any:
    return ["override", inner, kind, action]


def always(action: Any = N) -> Any:
    return ["always", action]


#: One instance of each row of the critical-pair table of proofs/11 §2a, in its order
#: (``auth_error < rate_limit < timeout``; the base is ``N``).
CRITICAL_PAIRS: list[Any] = [
    ["and", A, ["top"]],
    ["and", ["top"]],
    ["and", ["bot"]],
    ["and", A, ["top"], ["bot"]],
    ["and", B, ["and", ["top"], C, A], ["and", ["bot"]], ["and", A]],
    ["and", C, B, A],
    ["not", ["not", ["top"]]],
    ["not", ["not", ["bot"]]],
    ["not", ["not", ["not", A]]],
    ["scale", 0, ["zero"]],
    ["scale", 1, ["zero"]],
    ["gate", ["top"], ["zero"]],
    ["gate", ["bot"], ["zero"]],
    ["normalize", ["normalize", ["normalize", S]]],
    ov(ov(ov(always(), "rate_limit", D), "rate_limit", R), "rate_limit", D),
    ov(ov(ov(always(), "rate_limit", D), "auth_error", R), "auth_error", D),
    ov(ov(ov(always(), "rate_limit", D), "rate_limit", R), "auth_error", D),
    ov(ov(ov(always(), "timeout", D), "rate_limit", R), "auth_error", D),
    ov(ov(always(), "rate_limit", D), "auth_error", N),
    ov(ov(always(), "rate_limit", N), "auth_error", D),
    ov(ov(always(), "rate_limit", N), "rate_limit", D),
    ov(ov(always(), "rate_limit", N), "auth_error", N),
    ov(ov(ov(always(), "timeout", D), "timeout", R), "auth_error", N),
]


def peaks_join(rewriter: Rewriter, t: Node, seed: int) -> set[Node]:
    """The R-normal forms reached from every one-step successor of ``t``."""
    rng = random.Random(seed)
    bound = 20 * size(t) ** 2 + 100
    return {rewriter.derive(u, "uniform", rng, bound).result for _, u in rewriter.successors(t)}


@pytest.mark.parametrize("value", CRITICAL_PAIRS)
def test_every_critical_pair_joins(value: Any) -> None:
    assert peaks_join(Rewriter(), denote(value), seed=0) == {reference_nf(value)}


def test_every_peak_of_generated_terms_joins() -> None:
    rng = random.Random(11)
    terms = Terms(rng, SIGMA, redexes=0.5)
    rewriter = Rewriter()
    peaks = 0
    for _ in range(60):
        value = terms.term("Policy", depth=5, reach=4, wide=True)
        t = denote(value)
        joins = peaks_join(rewriter, t, seed=peaks)
        assert joins <= {reference_nf(value)}, value
        peaks += len(rewriter.successors(t)) >= 2
        rewriter.forget()
    assert peaks >= 50


# ---------------------------------------------------------------------------
# (d) each branch of the normalizer performs the equations §4.8 names for it

#: The functions of the algebra that hand their result to another function of the
#: table: ``_override`` updates the table that ``_failplan`` re-emits.
CALLS = {"_override": ("_failplan",), "_always": ("_failplan",)}


@functools.cache
def equations_of(function: str) -> frozenset[str]:
    names: set[str] = set()
    for cells in table_rows(section("04-normal-form.md", "4.8")):
        if function in code_spans(cells[0]):
            names |= {s for s in code_spans(cells[1]) if s in NAMES}
    for callee in CALLS.get(function, ()):
        names |= equations_of(callee)
    return frozenset(names)


def test_each_branch_performs_only_its_equations() -> None:
    calls: list[tuple[str, Term, Term]] = []

    def watch(function: Any) -> Any:
        def entry(node: Term, args: tuple[Any, ...]) -> Normal:
            out: Normal = function(node, args)
            rebuilt = Term(node.op, tuple(a.term if isinstance(a, Normal) else a for a in args))
            calls.append((function.__name__, rebuilt, out.term))
            return out

        return entry

    algebra = {op: watch(f) for op, f in NORMALIZING_ALGEBRA.items()}
    rewriters: dict[str, Rewriter] = {}
    performed: set[tuple[str, str]] = set()
    for value in corpus():
        calls.clear()
        fold(admit(value).term, algebra)
        for function, before, after in calls:
            start, end = node_of(before), node_of(after)
            allowed = equations_of(function)
            if not allowed:
                assert start == end, (function, start, end)
                continue
            if function not in rewriters:
                rewriters[function] = Rewriter([e for e in EQUATIONS if e.name in allowed])
            rewriter = rewriters[function]
            derivation = rewriter.derive(start, "uniform", random.Random(0), 10_000)
            assert derivation.result == end, (function, start, end)
            performed |= {(function, label.split("(")[0]) for _, label in derivation.steps}
    # every equation was performed by some branch of the corpus
    assert {name for _, name in performed} == set(NAMES)


# ---------------------------------------------------------------------------
# the planted bugs of the proof's companion paragraph


def test_f3_only_on_always_has_two_normal_forms() -> None:
    """With ``override(always(B), k, B) = always(B)`` as the only F3, the pair
    ``ov(ov(always(B), k, B), k', c)`` with ``k' < k`` has two normal forms."""
    lhs, rhs = parse_equation("override(always(a), k, a) = always(a)")
    planted = Rewriter().replacing("F3", lhs=lhs, rhs=rhs, condition="")
    pair = denote(ov(ov(always(), "rate_limit", N), "auth_error", D))
    assert len(peaks_join(planted, pair, seed=0)) == 2
    assert len(peaks_join(Rewriter(), pair, seed=0)) == 1
    report = compare_rewriting(corpus(), DEFAULT_SCHEMA, planted, seed=11, stop_after=1)
    assert report.findings


NORMALIZER_BUGS: dict[str, tuple[str, str]] = {
    "AC children sorted by repr": (
        "flat.sort(key=lambda k: k.body)",
        "flat.sort(key=lambda k: repr(k.term))",
    ),
    "Assoc on seq in reverse order": (
        "flat.extend(kid.parts)",
        'flat.extend(reversed(kid.parts) if node.op == "seq" else kid.parts)',
    ),
    "the inner override wins": (
        "{**inner.plan.overrides, reason: action}",
        "{reason: action, **inner.plan.overrides}",
    ),
}


@pytest.mark.parametrize("name", NORMALIZER_BUGS)
def test_each_planted_normalizer_bug_is_caught(name: str) -> None:
    planted = mutant("sigma_pol.normal.normal_form", NORMALIZER_BUGS[name])
    report = compare_rewriting(
        corpus(),
        DEFAULT_SCHEMA,
        Rewriter(),
        seed=11,
        normalize=planted.normalize,
        check_measure=False,
        stop_after=1,
    )
    assert report.findings, f"the planted bug {name!r} went unnoticed"
