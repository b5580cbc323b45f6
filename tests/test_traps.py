"""Silent traps (spec/14-lint.md §14.4, sigma_pol_tools/lint/traps.py): ``eval``, ``explain``
and ``lint`` warn on standard error where a decision is right by the rules and
still not what its author meant, and never change an answer.

The expectations are read off upstream's ``llm_policy/filter.lua`` by hand: a
need ``vision`` is checked as ``caps["supports_vision"]`` (its ``NEED_TO_CAP``
table), ``has_cap`` reads ``caps[name]`` as written, and ``min_tier`` ranks an
unknown tier as 0, below every tier of the order.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import run_main

ROOT = Path(__file__).resolve().parent.parent
PLAN = "(policy (and meets_req breaker_closed) zero argmax id (always {action: next_candidate}))"
NEEDS_VISION = {"request": {"requirements": {"needs": ["vision"]}}}


def write(tmp_path: Path, name: str, value: object) -> str:
    path = tmp_path / name
    path.write_text(value if isinstance(value, str) else json.dumps(value), encoding="utf-8")
    return str(path)


def candidates(*caps: dict[str, object], tier: str = "partner") -> list[dict[str, object]]:
    return [
        {"provider_id": f"p{i}", "model_family": "m", "tier": tier, "capabilities": c}
        for i, c in enumerate(caps, start=1)
    ]


def warnings_of(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("sigma-pol: warning: ")]


@pytest.mark.parametrize("command", ["eval", "explain"])
def test_a_need_read_under_the_other_name_is_warned_and_the_answer_is_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    term = write(tmp_path, "p.sigma", PLAN)
    ctx = write(tmp_path, "ctx.json", NEEDS_VISION)
    # p1 holds the flag the need reads; p2 and p3 hold the need's own name
    cands = write(
        tmp_path,
        "c.json",
        candidates({"supports_vision": True}, {"vision": True}, {"vision": True}),
    )
    status, out, err = run_main([command, term, "--candidates", cands, "--ctx", ctx], capsys)
    assert status == 0
    (warning,) = warnings_of(err)
    assert "needs 'vision', which meets_req reads as capabilities.supports_vision" in warning
    assert "candidates #1 (p2/m), #2 (p3/m)" in warning
    assert 'write "supports_vision": true' in warning
    # the answer is upstream's: p2 and p3 rejected as missing_capability:vision
    assert "missing_capability:vision" in out
    assert "sigma-pol: warning" not in out
    if command == "eval":
        assert [e["provider"] for e in json.loads(out)["ordered"]] == ["p1"]


def test_has_cap_of_a_needs_name_read_under_the_flag_is_warned(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    term = write(tmp_path, "p.sigma", PLAN.replace("meets_req", "(has_cap vision)"))
    cands = write(tmp_path, "c.json", candidates({"supports_vision": True}, {"vision": True}))
    status, out, err = run_main(["eval", term, "--candidates", cands], capsys)
    assert status == 0
    (warning,) = warnings_of(err)
    assert warning.startswith("sigma-pol: warning: (has_cap vision) reads capabilities.vision")
    assert "candidate #0 (p1/m) hold 'supports_vision'" in warning
    assert [e["provider"] for e in json.loads(out)["ordered"]] == ["p2"]


def test_a_tier_outside_the_order_is_warned_with_the_schema_hint(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    term = write(tmp_path, "p.sigma", PLAN.replace("meets_req", "(min_tier partner)"))
    cands = write(tmp_path, "c.json", candidates({}, {}, tier="tee"))
    status, out, err = run_main(["eval", term, "--candidates", cands], capsys)
    assert status == 0
    (warning,) = warnings_of(err)
    assert "the tier 'tee' of candidates #0 (p1/m), #1 (p2/m) is not in the tier order" in warning
    assert "no --schema was given" in warning and "--schema FILE" in warning
    assert json.loads(out)["ordered"] == []
    # with the schema that declares tee: no warning, and both pass
    schema = str(ROOT / "examples" / "greybox.schema.json")
    status, out, err = run_main(["eval", term, "--candidates", cands, "--schema", schema], capsys)
    assert status == 0 and warnings_of(err) == []
    assert [e["provider"] for e in json.loads(out)["ordered"]] == ["p1", "p2"]


def test_lint_with_candidates_warns_on_standard_error_and_counts_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A trap warning is a warning lint prints: counted, and --strict fails on it
    (issue 33: it printed a trap, then "0 warning(s)", and exited 0).  Plant:
    drop the `warnings +=` before warn_traps in commands/lint.py and this fails."""
    term = write(tmp_path, "p.sigma", PLAN)
    ctx = write(tmp_path, "ctx.json", NEEDS_VISION)
    cands = write(tmp_path, "c.json", candidates({"vision": True}))
    status, out, err = run_main(["lint", term, "--ctx", ctx, "--candidates", cands], capsys)
    assert status == 0
    assert len(warnings_of(err)) == 1
    assert out.splitlines()[-1] == "1 warning(s) in 2 file(s)"
    status, out, err = run_main(
        ["lint", term, "--ctx", ctx, "--candidates", cands, "--strict"], capsys
    )
    assert status == 1
    assert out.splitlines()[-1] == "1 warning(s) in 2 file(s)"


def test_a_misspelt_member_is_warned_by_eval_and_explain_and_an_error_under_strict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 33's two typos: `sead` for seed in the context, `pric_in` for
    price_in in a candidate (which then reads +inf).  The answer is unchanged;
    under --strict each is an error (exit 2)."""
    term = write(tmp_path, "p.sigma", PLAN)
    ctx = write(tmp_path, "ctx.json", {"sead": 4, "request": {"requirements": {"min_contxt": 1}}})
    given = [{"provider_id": "p1", "model_family": "m", "pric_in": 3}]
    cands = write(tmp_path, "c.json", given)
    plain = write(tmp_path, "plain.json", [{"provider_id": "p1", "model_family": "m"}])
    clean_ctx = write(tmp_path, "clean.json", {"request": {"requirements": {}}})
    for command in ("eval", "explain"):
        status, out, err = run_main([command, term, "--candidates", cands, "--ctx", ctx], capsys)
        assert status == 0
        said = [w.removeprefix("sigma-pol: warning: ") for w in warnings_of(err)]
        assert (
            f"{ctx}:$.sead: nothing reads the context member 'sead'; did you mean 'seed'?" in said
        )
        assert any("$.request.requirements.min_contxt" in w and "'min_context'" in w for w in said)
        assert (
            f"{cands}:$[0].pric_in: nothing reads the candidate member 'pric_in'; "
            "did you mean 'price_in'?"
        ) in said
        _, same, _ = run_main([command, term, "--candidates", plain, "--ctx", clean_ctx], capsys)
        if command == "eval":  # the answer is unchanged by the warnings
            assert json.loads(out)["ordered"] == json.loads(same)["ordered"]
        status, _out, err = run_main(
            [command, term, "--candidates", cands, "--ctx", ctx, "--strict"], capsys
        )
        assert status == 2
        assert "the 3 warning(s) above are errors under --strict" in err


def test_no_warning_where_the_flags_are_read_as_held(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    term = write(
        tmp_path, "p.sigma", PLAN.replace("meets_req", "(and meets_req (min_tier partner))")
    )
    ctx = write(tmp_path, "ctx.json", NEEDS_VISION)
    cands = write(tmp_path, "c.json", candidates({"supports_vision": True, "vision": True}))
    status, _out, err = run_main(["eval", term, "--candidates", cands, "--ctx", ctx], capsys)
    assert status == 0 and warnings_of(err) == []


def test_chapter_11s_sample_catalog_with_a_vision_need_is_warned(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The newcomer's first eval: chapter 11's own sample catalog writes
    `"vision": true` on m-big, served by acme (mkt is a marketplace: no
    candidate), and the request needs vision."""
    chapter = (ROOT / "spec" / "11-catalog.md").read_text(encoding="utf-8")
    sample = chapter.split("## 11.1", 1)[1].split("```json\n", 1)[1].split("```", 1)[0]
    assert '"vision": true' in sample
    catalog = write(tmp_path, "catalog.json", sample)
    term = write(tmp_path, "p.sigma", PLAN)
    ctx = write(tmp_path, "ctx.json", NEEDS_VISION)
    status, out, err = run_main(["eval", term, "--catalog", catalog, "--ctx", ctx], capsys)
    assert status == 0
    (warning,) = warnings_of(err)
    assert "(acme/m-big)" in warning and "hold 'vision' instead" in warning
    assert json.loads(out)["ordered"] == []


def test_lint_with_a_context_alone_warns_of_a_need_read_under_both_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`lint --ctx`: the request needs vision (meets_req reads supports_vision)
    and the term also asks (has_cap vision): no candidate list is needed to see
    that the two checks read two names."""
    term = write(tmp_path, "p.sigma", PLAN.replace("meets_req", "(and meets_req (has_cap vision))"))
    ctx = write(tmp_path, "ctx.json", NEEDS_VISION)
    status, out, err = run_main(["lint", term, "--ctx", ctx], capsys)
    assert status == 0
    (warning,) = warnings_of(err)
    assert "and the term's (has_cap vision) reads capabilities.vision" in warning
    assert "write (has_cap supports_vision)" in warning
    assert out.splitlines()[-1] == "1 warning(s) in 2 file(s)"
    # without the need, nothing to say
    ctx = write(tmp_path, "ctx2.json", {"request": {"requirements": {}}})
    status, out, err = run_main(["lint", term, "--ctx", ctx], capsys)
    assert status == 0 and warnings_of(err) == []
