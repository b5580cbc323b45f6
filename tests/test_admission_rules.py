"""The admission rules of spec/03-admission.md §3.9 against the reference's ``admit``.

The checker (:mod:`tests.checkers.admission_rules`) is transcribed from the spec:
its rule tables are compared here with the spec's text and with the signature
table, and its verdict, sort, ``⌊v⌋`` and first failing check are compared with
``sigma_pol.admit`` on 1 000 generated values (well-sorted terms of depth ≥ 6
with a node of ≥ 6 arguments, mutations of them, and the bounds) under a schema
with extension fields and its own tiers.  The same comparison under the default
schema, on 1 500 values, is Theorem 9's (proofs/companion_09_admission_rules.py,
clauses 1 to 3); that its corpus makes every kind of check fail is checked here.
"""

from __future__ import annotations

import collections
import functools
import math
import random
import re
from typing import Any

import pytest
from sigma_pol import DEFAULT_SCHEMA
from sigma_pol.syntax.signature import SIGNATURE, ParamSort, Sort
from sigma_pol.syntax.vocabulary import schema_from_json

from .checkers import admission_rules as rules
from .checkers.admission_rules import A_FIX, A_VAR, PARAMETER_RULES, Sequence
from .checkers.compare import compare_admission, schema_of
from .checkers.generate import admission_corpus, large
from .checkers.spec_text import SPEC, code_spans, section, table_rows

#: A schema with an extension of each sort and its own tier order.  (A declared
#: name that is not valid Unicode is refused by the schema reader, spec/08
#: pinned-lone-surrogate; a term's own such names are still escaped in messages.)
EXTENDED = schema_from_json(
    {
        "fields": {
            "gpu_mem": {"sort": "Num", "default": 0},
            "eu_only": {"sort": "Bool", "default": False},
        },
        "tier_order": ["bronze", "silver", "gold"],
    }
)

# ---------------------------------------------------------------------------
# the checker's tables are the spec's


def spec_fix_rules() -> dict[str, tuple[str, tuple[str, ...]]]:
    """The ``A-Fix`` instance table of §3.9.2, one entry per operation."""
    found = {}
    for cells in table_rows(section("03-admission.md", "3.9.2")):
        names = code_spans(cells[0])
        if not names or not all(n.startswith("A-") for n in names):
            continue
        premises = tuple(code_spans(cells[2])) if cells[2] != "none" else ()
        for name in names:
            found[name.removeprefix("A-")] = (cells[1], premises)
    return found


def spec_var_rules() -> dict[str, str]:
    """The sentence "`A-Var` for `and`, `or` (`S = Pred`), …" of §3.9.2."""
    text = section("03-admission.md", "3.9.2")
    sentence = re.search(r"`A-Var` for (.*?)\. `A-Fix`", text, re.DOTALL)
    assert sentence is not None
    found, pending = {}, []
    for span in code_spans(sentence.group(1)):
        if span.startswith("S = "):
            found.update(dict.fromkeys(pending, span.removeprefix("S = ")))
            pending = []
        else:
            pending.append(span)
    return found


def test_the_term_rules_are_the_spec_tables() -> None:
    assert spec_fix_rules() == dict(A_FIX)
    assert spec_var_rules() == dict(A_VAR)


def test_the_term_rules_are_the_signature() -> None:
    """Σ of the judgement is ``syntax/signature.py`` (§3.9.1): same operations, sorts, inputs."""
    transcribed = {op: (out, ins) for op, (out, ins) in A_FIX.items()}
    transcribed.update({op: (sort, ("*" + sort,)) for op, sort in A_VAR.items()})

    def row(op: str) -> tuple[str, tuple[str, ...]]:
        spec = SIGNATURE[op]
        if spec.variadic is not None:
            return str(spec.out), ("*" + str(spec.variadic),)
        return str(spec.out), tuple(("↓" if isinstance(s, Sort) else "") + s for s in spec.ins)

    assert transcribed == {op: row(op) for op in SIGNATURE}


def test_the_parameter_rules_are_the_spec_table_and_the_signature() -> None:
    named = {}
    for cells in table_rows(section("03-admission.md", "3.9.3")):
        rule = code_spans(cells[0])[0]
        sorts = [s for s in code_spans(cells[1]) if s != "P"]
        named.update(dict.fromkeys(sorts, rule.replace("[P]", "").replace("-", "_")))
    assert {sort: f.__name__ for sort, f in PARAMETER_RULES.items()} == named
    assert set(named) == {str(s) for s in ParamSort}


def test_every_inference_rule_of_the_spec_is_a_function_of_the_checker() -> None:
    text = (SPEC / "03-admission.md").read_text(encoding="utf-8")
    names = set(re.findall(r"─+ ([AW]-[A-Za-z]+)$", text, re.MULTILINE))
    assert names == {"A-Root", "A-Var", "A-Fix", "W-Atom", "W-Str", "W-Arr", "W-Obj"}
    for name in names:
        assert callable(getattr(rules, name.replace("-", "_"))), name


# ---------------------------------------------------------------------------
# the spec's own examples (§3.9.5 "Consequences"), expectations from its text


def _nested_not(depth: int, leaf: Any) -> Any:
    term = leaf
    for _ in range(depth - 1):
        term = ["not", term]
    return term


CHAIN = {"provider": "p", "model": "m"}
SPEC_EXAMPLES: list[tuple[Any, str]] = [
    (_nested_not(65, [1]), "term exceeds max depth 64"),  # depth before shape
    (["cmp", 1], "$: cmp takes 3 argument(s), got 1"),  # arity before arguments
    (["and", ["lit", 1], ["bogus"]], "$.and[1]: expected Pred, got Scorer"),
    (["and", ["not", ["lit", "x"]], ["bogus"]], "$.and[1].not[1].lit[1]: expected a finite number"),
    (
        ["chain", [{**CHAIN, "provider": None}]],
        "$.chain[1]: Chain[1] must be { provider=, model= }",
    ),
    (["chain", [{**CHAIN, "provider_id": None}]], "$.chain[1]: null is not a parameter value"),
    (large(random.Random(0), 4097), "$.policy[5]: term exceeds max size 4096 nodes"),
    (["always", ["abort"]], "$.always[1]: Action.action invalid: nil"),  # §3.4.1 step 1
    (["lit", -0.0], ""),  # §3.9.7: admitted, as +0
]


@pytest.mark.parametrize(("value", "expected"), SPEC_EXAMPLES)
def test_the_spec_examples(value: Any, expected: str) -> None:
    sigma = schema_of(DEFAULT_SCHEMA)
    refused = rules.first_failure(value, sigma)
    assert (str(refused) if refused else "").endswith(expected)
    assert (rules.A_Root(value, sigma) is None) == bool(expected)
    assert compare_admission([value], DEFAULT_SCHEMA).findings == []


def test_minus_zero_is_admitted_as_plus_zero() -> None:
    """§3.9.7: every zero of a parameter, at any depth, is ``+0`` in ``⌊v⌋``."""
    value = ["filter_text", [{"a": -0.0}]]
    (step,) = rules.denote(value).args[0]  # type: ignore[misc]
    assert math.copysign(1.0, step.items[0][1]) == 1.0
    assert compare_admission([value], DEFAULT_SCHEMA).findings == []


# ---------------------------------------------------------------------------
# the comparison


SCHEMAS = {"default": DEFAULT_SCHEMA, "extended": EXTENDED}


@functools.cache
def corpus(schema: str, seed: int, count: int) -> list[Any]:
    return admission_corpus(seed, schema_of(SCHEMAS[schema]), count)


#: Theorem 9's corpus (its companion compares it under the default schema)
THEOREM_9 = ("default", 9, 1500)


@pytest.mark.parametrize(("schema", "seed", "count"), [("extended", 2, 1000)])
def test_the_rules_and_admit_agree_on_generated_values(schema: str, seed: int, count: int) -> None:
    report = compare_admission(corpus(schema, seed, count), SCHEMAS[schema])
    assert report.compared == count
    assert report.findings == [], report.findings[:3]
    assert 0.3 < report.admitted / count < 0.7  # both verdicts are well represented


def test_the_corpus_makes_every_kind_of_check_fail() -> None:
    """Every check of ``C(v)`` is the first to fail for some value of Theorem 9's
    corpus, so its comparison exercises each of them."""
    sigma = schema_of(DEFAULT_SCHEMA)
    failing: collections.Counter[str] = collections.Counter()
    for value in corpus(*THEOREM_9):
        refused = rules.first_failure(value, sigma)
        if refused is not None:
            failing[refused.check] += 1
    used = {w for _, ws in A_FIX.values() for w in ws if not w.startswith("↓")}
    expected = {"depth", "size", "shape", "op", "arity", "sort", *(f"P-{s}" for s in used)}
    expected |= {"wf-nesting", "wf-null", "wf-unicode", "wf-finite"}
    assert set(failing) == expected, expected ^ set(failing)


# ---------------------------------------------------------------------------
# the comparison can fail: planted disagreements in the checker


def test_a_changed_side_condition_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """P-Count with ``v ≥ 0`` instead of ``v ≥ 1``: ``top_k(0, …)`` is derivable."""

    def count_from_zero(v: Any, _s: rules.Schema) -> bool:
        return rules.num(v) and float(v) == int(v) and float(v) >= 0

    monkeypatch.setitem(PARAMETER_RULES, "Count", count_from_zero)  # type: ignore[index]
    values = corpus(*THEOREM_9)
    findings = compare_admission(values, DEFAULT_SCHEMA, stop_after=1).findings
    assert findings and findings[0].what in ("sort", "rules vs check sequence")


def test_a_swapped_error_order_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Well-formedness before the sort rule: ``Recipe [null]`` says null, not the Recipe rule."""
    sort_rule = Sequence.parameter

    def well_formed_first(self: Sequence, sort: str, v: Any, path: str) -> None:
        self.well_formed(v, path, 1)
        sort_rule(self, sort, v, path)

    monkeypatch.setattr(Sequence, "parameter", well_formed_first)
    values = corpus(*THEOREM_9)
    findings = compare_admission(values, DEFAULT_SCHEMA, stop_after=1).findings
    assert findings and findings[0].what == "error"
