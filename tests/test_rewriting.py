"""The rewrite system R of spec/04-normal-form.md §4.6–§4.8 against the reference's
``normalize``.

The rewriter (:mod:`tests.checkers.rewriting`) reads the equations from §4.6 and
applies them anywhere, in any order.  On 2 000 generated terms (depth ≥ 6, a
node of ≥ 6 arguments, rich in redexes) it must reach the reference's normal
form from the term under three seeded strategies, and find no redex in that
normal form.  The branch table of §4.8 is checked with one hand-written term
per equation instance, on which exactly that equation applies, at the root.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any

import pytest
from sigma_pol import DEFAULT_SCHEMA, admit, normalize
from sigma_pol.normal import normal_form

from .checkers.admission_rules import denote
from .checkers.compare import compare_rewriting, node_of, schema_of
from .checkers.generate import rewriting_corpus
from .checkers.rewriting import (
    EQUATIONS,
    NAMES,
    App,
    Const,
    Pattern,
    Rewriter,
    Seq,
    Var,
)
from .checkers.spec_text import code_spans, section, table_rows

# ---------------------------------------------------------------------------
# the equations are the spec's


def metavariables(p: Pattern) -> list[str]:
    if isinstance(p, Var | Seq):
        return [p.name]
    if isinstance(p, App):
        return [name for a in p.args for name in metavariables(a)]
    return []


def test_every_row_of_4_6_is_an_equation_of_the_rewriter() -> None:
    rows = [c for c in table_rows(section("04-normal-form.md", "4.6")) if " = " in c[1]]
    assert [code_spans(c[0])[0] for c in rows] == list(NAMES)
    assert len(EQUATIONS) == 30  # 4 + 3 + 4 + 2 + 4 schematic instances, 10 fixed, 3 FailPlan


@pytest.mark.parametrize("equation", EQUATIONS, ids=lambda e: e.label)
def test_an_equation_binds_every_metavariable_of_its_right_side(equation: Any) -> None:
    assert set(metavariables(equation.rhs)) <= set(metavariables(equation.lhs))


def test_the_permutative_equations_are_the_ones_4_7_orients_by_an_order() -> None:
    """R must orient an equation by an order exactly when its sides are permutations
    of each other (else it could loop); §4.7 says which ones it orders."""

    def nodes(p: Pattern) -> int:
        return 1 + sum(map(nodes, p.args)) if isinstance(p, App) else int(isinstance(p, Const))

    def permutative(e: Any) -> bool:
        same_variables = sorted(metavariables(e.lhs)) == sorted(metavariables(e.rhs))
        return same_variables and nodes(e.lhs) == nodes(e.rhs)

    assert {e.label for e in EQUATIONS if permutative(e)} == {e.label for e in EQUATIONS if e.order}


# ---------------------------------------------------------------------------
# §4.8: which normalizer branch performs which equation


@dataclass(frozen=True)
class Row:
    functions: tuple[str, ...]
    branch: str
    equations: tuple[str, ...]


def branch_rows() -> list[Row]:
    rows = []
    for cells in table_rows(section("04-normal-form.md", "4.8")):
        functions = tuple(s for s in code_spans(cells[0]) if s.startswith("_"))
        equations = tuple(s for s in code_spans(cells[1]) if s in NAMES)
        rows.append(Row(functions, cells[0], equations))
    return rows


def test_the_branch_table_names_existing_functions_and_every_equation() -> None:
    rows = branch_rows()
    for row in rows:
        for function in row.functions:
            assert callable(getattr(normal_form, function)), function
    assert {name for row in rows for name in row.equations} == set(NAMES)


A, B, C = ["is", "has_tee"], ["is", "no_log"], ["tier_eq", "partner"]
S1, S2, S3 = ["field", "latency_ms"], ["field", "tok_s"], ["lit", 2]
X1, X2, X3 = ["custom", "a"], ["set_param", "t", 1], ["inject_seed", "seed"]
N, D, R = {"action": "next_candidate"}, {"action": "disable_provider"}, {"action": "retry_same"}


def ov(inner: Any, kind: str, action: Any) -> Any:
    return ["override", inner, kind, action]


#: (the §4.8 row, by a phrase of its first cell; the equation instance; a term on
#: which that instance is the only redex, at the root; its one-step result, by hand)
CASES: list[tuple[str, str, Any, Any]] = [
    ("own operation is spliced", "Assoc⊙(and)", ["and", ["and", A, B], C], ["and", A, B, C]),
    ("own operation is spliced", "Assoc⊙(or)", ["or", ["or", A, B], C], ["or", A, B, C]),
    ("own operation is spliced", "Assoc⊙(add)", ["add", ["add", S1, S2], S3], ["add", S1, S2, S3]),
    ("own operation is spliced", "Assoc⊙(seq)", ["seq", ["seq", X2, X1], X3], ["seq", X2, X1, X3]),
    ("flat.sort", "Comm⊙(and)", ["and", B, A], ["and", A, B]),
    ("flat.sort", "Comm⊙(or)", ["or", C, A], ["or", A, C]),
    ("flat.sort", "Comm⊙(add)", ["add", S3, S1], ["add", S1, S3]),
    ("unit is skipped", "Unit⊙(and)", ["and", A, B, ["top"]], ["and", A, B]),
    ("unit is skipped", "Unit⊙(or)", ["or", ["bot"], A, B], ["or", A, B]),
    ("unit is skipped", "Unit⊙(add)", ["add", S1, S2, ["zero"]], ["add", S1, S2]),
    ("unit is skipped", "Unit⊙(seq)", ["seq", X1, ["id"], X2], ["seq", X1, X2]),
    ("absorbing constant", "Absorb⊙(and)", ["and", ["bot"], A, B], ["bot"]),
    ("absorbing constant", "Absorb⊙(or)", ["or", A, B, ["top"]], ["top"]),
    ("one child left", "Single⊙(and)", ["and", A], A),
    ("one child left", "Single⊙(or)", ["or", C], C),
    ("one child left", "Single⊙(add)", ["add", S2], S2),
    ("one child left", "Single⊙(seq)", ["seq", X3], X3),
    ("one child left", "Single⊙(and)", ["and", ["top"]], ["top"]),  # ⊙(u⊙) = u⊙
    ("child `not(p)`", "Not-Not", ["not", ["not", A]], A),
    ("`_not`, child `top`", "Not-Top", ["not", ["top"]], ["bot"]),
    ("`_not`, child `bot`", "Not-Bot", ["not", ["bot"]], ["top"]),
    ("`w == 0`", "Scale-Zero", ["scale", 0, S1], ["zero"]),
    ("`w == 0`", "Scale-Zero", ["scale", -0.0, S1], ["zero"]),
    ("child `zero`", "Scale-Of-Zero", ["scale", 2, ["zero"]], ["zero"]),
    ("`w == 1`", "Scale-One", ["scale", 1, S1], S1),
    ("Pred `top`", "Gate-Top", ["gate", ["top"], S1], S1),
    ("Pred `bot`", "Gate-Bot", ["gate", ["bot"], S1], ["zero"]),
    ("Scorer `zero`", "Gate-Zero", ["gate", A, ["zero"]], ["zero"]),
    ("`normalize(s)`", "Norm-Idem", ["normalize", ["normalize", S1]], ["normalize", S1]),
    (
        "`_override`",
        "F1",
        ov(ov(["always", N], "rate_limit", D), "rate_limit", R),
        ov(["always", N], "rate_limit", R),
    ),
    (
        "sorted(overrides)",
        "F2",
        ov(ov(["always", N], "rate_limit", D), "auth_error", R),
        ov(ov(["always", N], "auth_error", R), "rate_limit", D),
    ),
    ("not emitted", "F3", ov(["always", N], "rate_limit", N), ["always", N]),
    (
        "not emitted",
        "F3",
        ov(ov(["always", N], "auth_error", D), "rate_limit", N),
        ov(["always", N], "auth_error", D),
    ),
]


def row_of(phrase: str) -> Row:
    (row,) = [r for r in branch_rows() if phrase in r.branch]
    return row


def test_every_equation_instance_and_every_branch_has_a_case() -> None:
    assert {label for _, label, _, _ in CASES} == {e.label for e in EQUATIONS}
    covered = {row_of(phrase) for phrase, _, _, _ in CASES} | {row_of("no child left")}
    assert covered == {r for r in branch_rows() if r.equations}


@pytest.mark.parametrize(("phrase", "label", "term", "expected"), CASES, ids=[c[1] for c in CASES])
def test_one_step_of_the_named_equation_is_the_reference_normal_form(
    phrase: str, label: str, term: Any, expected: Any
) -> None:
    assert label.split("(")[0] in row_of(phrase).equations
    rewriter = Rewriter()
    t = denote(term)
    ((at, redex),) = rewriter.redexes(t)
    assert (at, redex.equation.label) == ((), label)
    assert rewriter.step(t, at, redex) == denote(expected)
    assert node_of(normalize(admit(term).term)) == denote(expected)
    assert rewriter.is_normal(denote(expected))


def test_no_child_left_is_units_then_single() -> None:
    """The row "no child left: returns the unit" is `Unit⊙` steps, then `Single⊙`."""
    term = ["and", ["top"], ["top"], ["top"]]
    rewriter = Rewriter()
    for seed in range(5):
        derivation = rewriter.derive(denote(term), "uniform", random.Random(seed), bound=10)
        labels = [label for _, label in derivation.steps]
        assert labels == ["Unit⊙(and)", "Unit⊙(and)", "Single⊙(and)"]
        assert derivation.result == denote(["top"]) == node_of(normalize(admit(term).term))


# ---------------------------------------------------------------------------
# the comparison


@functools.cache
def corpus() -> tuple[list[Any], int]:
    """2 000 terms, mostly ones the normalizer rewrites, and how many it rewrites."""
    return rewriting_corpus(3, schema_of(DEFAULT_SCHEMA), 2000, _changes)


def _changes(value: Any) -> bool:
    term = admit(value).term
    return normalize(term) != term


@pytest.mark.slow
def test_every_strategy_reaches_the_reference_normal_form() -> None:
    """(a) the rewriter reaches ``normalize(t)`` from ``t``, so the two are E-equal;
    (b) ``normalize(t)`` is R-normal; (c) three seeded strategies agree, each
    within a step bound of ``20·|t|² + 100``."""
    values, rewritten = corpus()
    report = compare_rewriting(values, DEFAULT_SCHEMA, Rewriter(), seed=3, check_measure=False)
    assert report.compared == 2000
    assert report.findings == [], report.findings[:3]
    assert rewritten >= 0.9 * 2000  # the filter keeps mostly terms the normalizer rewrites
    assert report.derivations == 3 * 2000


def test_a_dropped_equation_is_caught() -> None:
    """Without `Gate-Zero`, ``gate(p, zero)`` stays: the rewriter stops short of ``zero``."""
    rewriter = Rewriter().without("Gate-Zero")
    report = compare_rewriting(
        corpus()[0], DEFAULT_SCHEMA, rewriter, seed=3, check_measure=False, stop_after=1
    )
    assert report.findings
    assert report.findings[0].what in ("reference nf is reducible", "uniform normal form")
