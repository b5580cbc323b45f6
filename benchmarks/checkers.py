"""The independent checkers' figures: what they compare, and what it costs (issue 13).

    .venv/bin/python benchmarks/checkers.py

Runs the two comparisons of the test suite on their corpora (the same seeds as
``tests/test_admission_rules.py`` and ``tests/test_rewriting.py``) and prints
how many values were compared, how they split (admitted, refused by which
check; rewritten by the normalizer or already normal), the R-steps taken, and
the CPU and wall time of each part.  Figures only: nothing is asserted here.
"""

from __future__ import annotations

import collections
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sigma_pol import DEFAULT_SCHEMA, admit, normalize

from tests.checkers.admission_rules import first_failure
from tests.checkers.compare import compare_admission, compare_rewriting, schema_of
from tests.checkers.generate import admission_corpus, rewriting_corpus
from tests.checkers.rewriting import Rewriter
from tests.test_admission_rules import EXTENDED

T = TypeVar("T")


def timed(label: str, work: Callable[[], T]) -> T:
    cpu, wall = time.process_time(), time.perf_counter()
    result = work()
    print(
        f"  {label:<34} cpu {time.process_time() - cpu:6.2f} s   "
        f"wall {time.perf_counter() - wall:6.2f} s"
    )
    return result


def admission() -> None:
    print("admission rules (spec/03 §3.9) against admit")
    cases = (("default", DEFAULT_SCHEMA, 1, 2000), ("extended", EXTENDED, 2, 1000))
    for name, schema, seed, count in cases:
        sigma = schema_of(schema)
        values = timed(f"{name}: generate {count}", partial(admission_corpus, seed, sigma, count))
        report = timed(f"{name}: compare", partial(compare_admission, values, schema))
        failing = collections.Counter(
            f.check for f in (first_failure(v, sigma) for v in values) if f is not None
        )
        print(
            f"    compared {report.compared}, admitted {report.admitted}, "
            f"refused {report.compared - report.admitted}, disagreements {len(report.findings)}"
        )
        print("    first failing check: " + ", ".join(f"{k} {n}" for k, n in failing.most_common()))


def rewriting() -> None:
    print("rewrite system R (spec/04 §4.6-4.7) against normalize")

    def rewrites(value: Any) -> bool:
        term = admit(value).term
        return normalize(term) != term

    sigma = schema_of(DEFAULT_SCHEMA)
    values, rewritten = timed("generate 2000", lambda: rewriting_corpus(3, sigma, 2000, rewrites))
    report = timed(
        "compare (3 strategies)",
        lambda: compare_rewriting(values, DEFAULT_SCHEMA, Rewriter(), seed=3, check_measure=False),
    )
    measured = timed(
        "compare (1 strategy, with μ)",
        lambda: compare_rewriting(
            values, DEFAULT_SCHEMA, Rewriter(), seed=3, strategies=("uniform",)
        ),
    )
    print(
        f"    compared {report.compared}, rewritten by normalize {rewritten} "
        f"({rewritten / report.compared:.1%}), derivations {report.derivations}, "
        f"R-steps {report.steps} ({report.steps / report.derivations:.1f} per derivation), "
        f"disagreements {len(report.findings) + len(measured.findings)}"
    )


if __name__ == "__main__":
    admission()
    rewriting()
