"""The typed builder API: one builder per operation, and mypy rejects ill-sorted terms."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol.valid import build as b


def test_every_operation_has_a_builder() -> None:
    assert b.BUILDERS.keys() == SIGNATURE.keys()


def test_a_built_policy_is_admitted_as_a_policy() -> None:
    pol = b.policy(
        b.and_(b.meets_req(), b.not_(b.is_("breaker_open")), b.cmp("price_out", "le", 25)),
        b.add(b.scale(0.7, b.neg(b.normalize(b.field("price_in")))), b.lit(1)),
        b.top_k(3, b.sample(0.5)),
        b.seq(b.filter_text(["NFKC", {"strength": 2}]), b.clamp_param("temperature", 0, 1)),
        b.override(b.always({"action": "next_candidate"}), "auth_error", {"action": "abort"}),
    )
    admitted = pol.admit()
    assert admitted.sort is Sort.POLICY
    assert admitted.term == pol.term


def test_mypy_rejects_a_scorer_where_a_pred_is_needed(tmp_path: Path) -> None:
    snippet = tmp_path / "ill_sorted.py"
    snippet.write_text(
        textwrap.dedent(
            """
            from sigma_pol.valid.build import and_, field, meets_req
            ok = and_(meets_req())
            bad = and_(field("price_in"))
            """
        )
    )
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(snippet)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "MYPYPATH": str(Path(b.__file__).parents[2])},
    )
    assert done.returncode == 1, done.stdout
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1
    assert "ill_sorted.py:4:" in errors[0] and "ScorerSort" in errors[0], errors
