"""Hand-derived vectors (spec/07-conformance.md §7.3): every operation has one, the
generator refuses a wrong one, and the summation-order vectors fail a host that
sums in another order than chapter 6 gives, or exactly (math.fsum), which the
exact comparison of answers (§7.1) now tells from the reference."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sigma_pol.semantics.algebra import reference_algebra
from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json
from sigma_pol.syntax.fold import fold
from sigma_pol.syntax.signature import SIGNATURE
from sigma_pol.valid.admission import admit
from sigma_pol_tools.cli import main
from sigma_pol_tools.conformance import generate
from sigma_pol_tools.conformance.generate import (
    VECTORS_FILE,
    GenerationError,
    all_definitions,
    build_vectors,
    definitions_in,
    load_vectors,
)
from sigma_pol_tools.conformance.vectors.vector import Definition, by_hand, scorer

from mutation.mutants import MUTANTS, run_mutant

from .inprocess import patient

GOLDEN = Path(__file__).parent.parent / "golden"
BROKEN_SERVE = Path(__file__).parent / "broken_serve.py"

#: The vectors an exactly summing `add` fails: the three hand-written ones built
#: for it, and one older vector whose scores differ from the reference's by one ulp.
FSUM_FAILS = {
    "hand-add-sum-exactly-fails",
    "hand-add-sum-in-written-order-fails",
    "hand-policy-sum-decides-the-order",
    "policy-weighted-sum",
}


@pytest.fixture(scope="module")
def committed() -> list[dict[str, Any]]:
    return load_vectors((GOLDEN / VECTORS_FILE).read_text(encoding="utf-8"))[1]


def _definition(name: str) -> Definition:
    return next(d for d in definitions_in("hand.json") if d.name == name)


def test_every_operation_has_a_hand_vector(committed: list[dict[str, Any]]) -> None:
    hand = [v for v in committed if "hand" in v["tags"]]
    assert len(hand) >= len(SIGNATURE)
    assert [op for op in SIGNATURE if not any(op in v["covers"] for v in hand)] == []
    assert all(v.get("note") for v in hand)


def test_summation_order_vectors_cover_add_and_sample(committed: list[dict[str, Any]]) -> None:
    summed = [v for v in committed if "summation-order" in v["tags"]]
    assert all("hand" in v["tags"] for v in summed)
    assert {"add", "sample", "policy"} <= {op for v in summed for op in v["covers"]}


def test_every_hand_definition_is_tagged_hand_in_the_file(committed: list[dict[str, Any]]) -> None:
    """hand.json's and those of other files (mutation.json's, say) alike."""
    tagged = {v["name"] for v in committed if "hand" in v["tags"]}
    by_hand_anywhere = {d.name for d in all_definitions() if d.hand is not None}
    assert tagged == by_hand_anywhere
    assert {d.name for d in definitions_in("hand.json")} <= by_hand_anywhere


def _planted_scores(name: str, scores: list[Any]) -> Definition:
    d = _definition(name)
    assert d.hand is not None
    return replace(d, hand={**d.hand, "expect": {**d.hand["expect"], "scores": scores}})


def test_golden_refuses_a_wrong_hand_expectation_and_writes_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    # One ulp off: what multiplying by the reciprocal gives instead of dividing.
    planted = _planted_scores("hand-normalize-divides", [0, 0.30000000000000004, 1])

    def planted_in(file_name: str) -> tuple[Definition, ...]:
        return tuple(planted if d.name == planted.name else d for d in definitions_in(file_name))

    monkeypatch.setattr(generate, "definitions_in", planted_in)
    assert main(["golden", "--out", str(tmp_path)]) == 1
    err = capfd.readouterr().err
    assert "sigma-pol: no vectors written: hand-normalize-divides: " in err
    assert (
        "expect.scores: by hand [0,0.30000000000000004,1], the reference answers [0,0.3,1]" in err
    )
    assert list(tmp_path.iterdir()) == []


def test_a_hand_expectation_must_give_every_member_and_every_case() -> None:
    d = _definition("hand-integer-beyond-2-53")
    assert d.hand is not None
    no_encoding = {k: v for k, v in d.hand["expect"].items() if k != "encoding"}
    with pytest.raises(GenerationError, match=r"expect\.encoding: not written by hand"):
        build_vectors([replace(d, hand={**d.hand, "expect": no_encoding})])
    with pytest.raises(GenerationError, match=r"cases\[1\]: by hand \{\"expect_ok\":true\}"):
        build_vectors([replace(d, hand={**d.hand, "cases": [{"expect_ok": True}] * 2})])
    with pytest.raises(GenerationError, match='fingerprint: by hand "1-2"'):
        build_vectors(
            [replace(d, hand={**d.hand, "expect": {**d.hand["expect"], "fingerprint": "1-2"}})]
        )


def test_hand_tag_and_hand_expectation_go_together() -> None:
    plain = scorer("x", ["zero"], [], "zero", tags=("hand",))
    with pytest.raises(GenerationError, match="x: tagged hand but has no hand expectation"):
        build_vectors([plain])
    no_provider = scorer("y", ["zero"], [{"model_family": "m1"}], "a candidate without provider")
    failing = replace(by_hand(no_provider, {"sort": "Scorer"}), fails=True)
    with pytest.raises(GenerationError, match="y: a hand expectation cannot be an input error"):
        build_vectors([failing])


def test_an_exactly_summing_add_fails_certify() -> None:
    """A server whose `add` uses math.fsum fails certify on the summation-order
    vectors and on nothing that does not cover `add`; before the exact comparison
    it passed all 312 vectors of the time, the one it now fails included."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "sigma_pol_tools.cli",
            *patient(["certify", "--json"]),
            "--",
            sys.executable,
            str(BROKEN_SERVE),
            "--mutants",
            "add-fsum",
        ],
        capture_output=True,
        timeout=900,
    )
    assert done.returncode == 1, done.stderr
    report = json.loads(done.stdout)
    failed = {f["vector"] for f in report["failures"]}
    assert failed == FSUM_FAILS
    assert report["passed"] == report["vectors"] - len(FSUM_FAILS)
    assert all("add" in f["covers"] for f in report["failures"])
    assert [c["op"] for c in report["culprits"]] == ["add"]
    # Within the old relative tolerance of 1e-12 the older vector would have passed.
    (older,) = [f for f in report["failures"] if f["vector"] == "policy-weighted-sum"]
    assert older["want"] != older["got"]
    assert all(
        math.isclose(a, b, rel_tol=1e-12) for a, b in zip(older["want"], older["got"], strict=True)
    )


@pytest.mark.parametrize(
    ("mutant", "killers"),
    [
        ("add-fsum", FSUM_FAILS),
        (
            "add-reversed",
            {
                "hand-add-sum-right-to-left-fails",
                "hand-add-overflow-order",
                "hand-policy-sum-decides-the-order",
            },
        ),
        ("sample-fsum-total", {"hand-sample-sum-in-pool-order"}),
        ("sample-total-right-to-left", {"hand-sample-sum-in-pool-order"}),
    ],
)
def test_summing_in_another_order_is_killed_by_the_summation_vectors(
    committed: list[dict[str, Any]], mutant: str, killers: set[str]
) -> None:
    (m,) = [m for m in MUTANTS if m.name == mutant]
    assert killers <= set(run_mutant(m, committed).killed_by)


def _written_order_scores(vector: dict[str, Any]) -> list[float]:
    """The scores of a vector's term folded as written, not as its normal form."""
    carrier = fold(admit(vector["term"]).term, reference_algebra())
    scores: list[float] = carrier(
        candidates_from_json(vector["candidates"], "$"), context_from_json({}, "$")
    )
    return scores


def test_summing_in_written_order_fails_the_summation_vectors(
    committed: list[dict[str, Any]],
) -> None:
    by_name = {v["name"]: v for v in committed}
    written = {
        name: _written_order_scores(by_name[name])
        for name in (
            "hand-add-sum-in-written-order-fails",
            "hand-add-sum-right-to-left-fails",
            "hand-add-overflow-order",
        )
    }
    assert written == {
        "hand-add-sum-in-written-order-fails": [1.0],
        "hand-add-sum-right-to-left-fails": [4.0],
        "hand-add-overflow-order": [math.inf],
    }
    for name, scores in written.items():
        assert by_name[name]["expect"]["scores"] != scores
