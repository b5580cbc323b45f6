"""The command line: exit statuses, messages, no tracebacks.

check, encode, id, eval, serve and demo run here in ``python -m sigma_pol_tools.cli``
processes, end to end; the refusals run in this process (tests/inprocess.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import run_main, sigma_pol
from .inprocess import sigma_pol as in_process


def test_check_encode_id(tmp_path: Path) -> None:
    term = tmp_path / "t.json"
    term.write_text('["and", ["meets_req"], ["cmp", "price_in", "le", 5]]')
    assert sigma_pol("check", str(term)).stdout == "Pred\n"
    assert sigma_pol("encode", str(term)).stdout == (
        'sigma-pol/v2:(and (cmp "price_in" "le" 5) (meets_req))\n'
    )
    assert len(sigma_pol("id", "-", stdin=term.read_text()).stdout.strip()) == 64


@pytest.mark.parametrize(
    ("stdin", "status", "message"),
    [
        (
            '["cmp", "price_in", "le", "x"]',
            1,
            "rejected: -:1:27: expected a finite number (at $.cmp[3])",
        ),
        ("[1,", 2, "error: -:1:4: invalid JSON"),
        ("[" * 5000, 2, "JSON nests deeper than 512 levels"),
    ],
)
def test_refusals_have_status_and_message(stdin: str, status: int, message: str) -> None:
    done = in_process("check", "-", stdin=stdin)
    assert done.returncode == status
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def test_missing_file() -> None:
    done = in_process("check", "/nonexistent/term.json")
    assert done.returncode == 2 and "No such file" in done.stderr


def test_eval_policy(tmp_path: Path) -> None:
    (tmp_path / "p.json").write_text(
        '["policy", ["top"], ["field", "context"], ["argmax"], ["id"], ["always", {"action": "abort"}]]'
    )
    (tmp_path / "c.json").write_text(
        '[{"provider_id": "a", "model_family": "m"},'
        ' {"provider_id": "b", "model_family": "m", "capabilities": {"context": 5}}]'
    )
    done = sigma_pol("eval", str(tmp_path / "p.json"), "--candidates", str(tmp_path / "c.json"))
    report = json.loads(done.stdout)
    assert [e["provider"] for e in report["ordered"]] == ["b", "a"]


def test_serve_keeps_serving_after_bad_lines() -> None:
    lines = "\n".join(
        [
            "not json",
            '{"kind": "encoding", "name": "x"}',
            '{"kind": "encoding", "name": "ok", "term": ["top"]}',
            '{"kind": "encoding", "name": "bad", "term": ["top", 1]}',
            "[]",
        ]
    )
    done = sigma_pol("serve", stdin=lines + "\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 0
    assert answers[0]["error"].startswith("1:1: invalid JSON")
    assert answers[1] == {"name": "x", "error": "$.term: missing", "at": "$.term"}
    assert answers[2]["expect"]["encoding"] == "sigma-pol/v2:(top)"
    assert answers[3]["expect"] == {"rejected": True, "error": "$: top takes 0 argument(s), got 1"}
    assert answers[4] == {"name": None, "error": "$: a request is a JSON object", "at": "$"}


def test_demo_runs() -> None:
    done = sigma_pol("demo")
    assert done.returncode == 0 and "identity" in done.stdout


def test_the_demo_explains_itself_in_numbers_people_read() -> None:
    """Issue 33: the demo showed 0.29999999999999999 and a fingerprint unexplained
    and did not point on.  The 17-digit form appears in the encoding and in the
    sentence explaining it, nowhere else; the scores (0.7 = 0.7·1 + 0.3·0 for
    beta, cheapest and smallest context; 0.3 for alpha) are shortest forms.
    Plant: print the scores as %.17g (0.69999999999999996) and this fails."""
    out = sigma_pol("demo").stdout
    lines = out.splitlines()
    long = [line for line in lines if "0.29999999999999999" in line]
    assert len(long) == 2 and long[1].startswith("  sigma-pol/v2:(policy")
    assert "  1. beta   score 0.7" in lines and "  2. alpha  score 0.3" in lines
    assert "(scale 0.3 (normalize (field context)))" in out
    assert any(line.startswith("  sha256 of the encoding") for line in lines)
    assert any("cache key" in line and "not an identity" in line for line in lines)
    assert "docs/tutorial.md" in lines[-2]


# ---------------------------------------------------------------------------
# command-line habits (spec/07-conformance.md §7.4)


@pytest.fixture
def terms(tmp_path: Path) -> dict[str, str]:
    texts = {
        "pred.sigma": "(cmp price_in le 5)",
        "pol.json": '["policy",["top"],["zero"],["argmax"],["id"],["always",{"action":"abort"}]]',
        "refused.sigma": "(cmp price_in below 5)",
        "broken.json": "[1,",
    }
    for name, text in texts.items():
        (tmp_path / name).write_text(text)
    return {name: str(tmp_path / name) for name in [*texts, "missing.sigma"]}


def test_several_terms_one_line_each(
    terms: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    pred, pol = terms["pred.sigma"], terms["pol.json"]
    assert run_main(["check", pred, pol], capsys) == (0, f"{pred}: Pred\n{pol}: Policy\n", "")
    _, out, _ = run_main(["encode", pred, pol], capsys)
    assert out.splitlines()[0] == f'{pred}: sigma-pol/v2:(cmp "price_in" "le" 5)'
    _, out, _ = run_main(["id", pol, pred], capsys)
    assert [line.split(": ")[0] for line in out.splitlines()] == [pol, pred]
    # one file: no prefix
    assert run_main(["check", pred], capsys) == (0, "Pred\n", "")


@pytest.mark.parametrize(
    ("files", "status"),
    [
        (["pred.sigma", "refused.sigma", "pol.json"], 1),
        (["missing.sigma", "refused.sigma", "pred.sigma"], 2),
        (["refused.sigma", "broken.json"], 2),
        (["broken.json", "refused.sigma"], 2),
    ],
)
def test_several_terms_go_on_past_a_refusal_and_exit_with_the_worst(
    terms: dict[str, str], files: list[str], status: int, capsys: pytest.CaptureFixture[str]
) -> None:
    got, out, err = run_main(["check", *(terms[f] for f in files)], capsys)
    assert got == status
    good = [f for f in files if f in ("pred.sigma", "pol.json")]
    assert [line.split(": ")[0] for line in out.splitlines()] == [terms[f] for f in good]
    assert f"rejected: {terms['refused.sigma']}:1:15: expected a relation" in err
    assert len(err.split("sigma-pol: ")) - 1 == len(files) - len(good)


def test_standard_input_is_read_once(
    terms: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run_main(["check", terms["pred.sigma"], "-", "-"], capsys)
    assert status == 2
    assert "error: term 3: standard input can be read only once, and term 2 reads it" in err
    status, _, err = run_main(["diff", "-", "-"], capsys)
    assert status == 2
    assert "error: NEW: standard input can be read only once, and OLD reads it" in err
    status, _, err = run_main(["eval", "-", "--ctx", "-"], capsys)
    assert status == 2 and "--ctx: standard input can be read only once, and TERM reads it" in err


def test_diff_exits_as_diff_does(terms: dict[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    pol = terms["pol.json"]
    other = str(Path(pol).with_name("other.sigma"))
    Path(other).write_text("(policy top zero ordered id (always {action: abort}))")
    assert run_main(["diff", pol, pol], capsys)[0] == 0
    assert run_main(["diff", pol, other], capsys)[0] == 1
    status, _, err = run_main(["diff", pol, terms["refused.sigma"]], capsys)
    assert status == 2 and "sigma-pol: rejected: " in err
    assert run_main(["diff", pol, terms["broken.json"]], capsys)[0] == 2


POLICY_WITH_XFORM = (
    "(policy (and (min_tier marketplace) (not (is breaker_open))) zero argmax"
    " (set_param max_tokens 100)"
    " (override (always {action: abort}) auth_error {action: disable_provider}))"
)
CANDIDATES = [
    {"provider_id": "acme", "model_family": "gpt", "tier": "partner"},
    {"provider_id": "cask", "model_family": "llama", "tier": "fallback"},
    {"provider_id": "dune", "model_family": "claude", "tier": "marketplace"},
]


@pytest.fixture
def decision(tmp_path: Path) -> dict[str, str]:
    files = {
        "policy": (tmp_path / "p.sigma", POLICY_WITH_XFORM),
        "candidates": (tmp_path / "c.json", json.dumps(CANDIDATES)),
        "ctx": (
            tmp_path / "ctx.json",
            '{"request": {"max_tokens": 10, "a": 1}, "state": {"breakers": {"dune": true}}}',
        ),
        "request": (tmp_path / "r.json", '{"max_tokens": 5, "b": 2}'),
        "candidate": (tmp_path / "one.json", json.dumps(CANDIDATES[0])),
        "pred": (
            tmp_path / "pred.sigma",
            "(or (tier_eq marketplace) (and (tier_eq partner) (is has_tee)))",
        ),
        "xform": (tmp_path / "x.sigma", "(set_param max_tokens 100)"),
        "failplan": (tmp_path / "f.sigma", "(always {action: abort})"),
        "scorer": (tmp_path / "s.sigma", "(field price_in)"),
    }
    for path, text in files.values():
        path.write_text(text)
    return {k: str(path) for k, (path, _) in files.items()}


@pytest.mark.parametrize(
    ("with_request", "transformed"),
    # by hand: set_param max_tokens 100 on the context's request, or on the file's
    [(False, {"a": 1, "max_tokens": 100}), (True, {"b": 2, "max_tokens": 100})],
)
def test_eval_and_explain_transform_the_same_request(
    decision: dict[str, str],
    with_request: bool,
    transformed: dict[str, object],
    capsys: pytest.CaptureFixture[str],
) -> None:
    inputs = ["--candidates", decision["candidates"], "--ctx", decision["ctx"]]
    if with_request:
        inputs += ["--request", decision["request"]]
    status, out, _ = run_main(["eval", decision["policy"], *inputs], capsys)
    assert status == 0 and json.loads(out)["request"] == transformed
    status, out, _ = run_main(["explain", decision["policy"], *inputs, "--format", "json"], capsys)
    assert status == 0 and json.loads(out)["mutation"]["after"] == transformed
    # an Xform term reads the same way; --candidate names the candidate
    xform = ["eval", decision["xform"], "--candidate", decision["candidate"], *inputs[2:]]
    status, out, _ = run_main(xform, capsys)
    assert status == 0 and json.loads(out)["request"] == transformed


def test_eval_classifies_kinds_by_a_policys_failplan(
    decision: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["eval", decision["policy"], "--candidates", decision["candidates"]]
    status, out, _ = run_main([*args, "--kinds", "auth_error", "rate_limited"], capsys)
    assert status == 0
    # by hand: auth_error has its own entry; any other kind takes the base, abort
    assert json.loads(out)["classified"] == [
        {"kind": "auth_error", "action": {"action": "disable_provider"}},
        {"kind": "rate_limited", "action": {"action": "abort"}},
    ]
    status, out, _ = run_main(["eval", decision["failplan"], "--kinds", "x"], capsys)
    assert json.loads(out)["classified"] == [{"kind": "x", "action": {"action": "abort"}}]


@pytest.mark.parametrize(
    ("term", "option", "message"),
    [
        (
            "pred",
            "--kinds",
            "--kinds: not read for a Pred term (only for FailPlan and Policy terms)",
        ),
        ("scorer", "--request", "--request: not read for a Scorer term (only for Xform and Policy"),
        ("policy", "--candidate", "--candidate: not read for a Policy term (only for Xform terms)"),
        ("failplan", "--ctx", "--ctx: not read for a FailPlan term"),
        ("xform", "--candidates", "--candidates: not read for a Xform term"),
    ],
)
def test_eval_refuses_an_option_the_sort_does_not_read(
    decision: dict[str, str],
    term: str,
    option: str,
    message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    value = {"--kinds": "auth_error", "--request": decision["request"]}.get(option)
    value = value or decision["candidate" if option == "--candidate" else "candidates"]
    if option == "--ctx":
        value = decision["ctx"]
    needs = {
        "pred": ["--candidates", decision["candidates"]],
        "scorer": ["--candidates", decision["candidates"]],
        "policy": ["--candidates", decision["candidates"]],
        "xform": ["--candidate", decision["candidate"]],
        "failplan": [],
    }[term]
    status, _, err = run_main(["eval", decision[term], *needs, option, value], capsys)
    assert status == 2 and message in err


def test_eval_names_the_deepest_failing_checks(
    decision: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    # The filter (and (min_tier marketplace) (not (is breaker_open))), by hand:
    # cask (fallback) fails min_tier, a leaf: its own reason, itself the deepest;
    # dune's breaker is open, so the not's child holds and the not is the deepest.
    args = ["eval", decision["policy"], "--candidates", decision["candidates"]]
    status, out, _ = run_main([*args, "--ctx", decision["ctx"]], capsys)
    assert status == 0
    assert json.loads(out)["rejected"] == [
        {
            "provider": "cask",
            "model": "llama",
            "reason": "min_tier",
            "failed_checks": ["(min_tier marketplace)"],
        },
        {
            "provider": "dune",
            "model": "claude",
            "reason": "not",
            "failed_checks": ["(not (is breaker_open))"],
        },
    ]
    # (or (tier_eq marketplace) (and (tier_eq partner) (is has_tee))): the normal
    # form puts arguments in code-point order of their encodings, so the or
    # reads (and (is has_tee) (tier_eq partner)), then (tier_eq marketplace).
    # For acme and cask (no has_tee) the and stops at (is has_tee), and the
    # or fails because both its children failed: each child's deepest
    # failure is named.  dune (marketplace) holds.
    status, out, _ = run_main(["eval", decision["pred"], *args[2:]], capsys)
    failing = {"ok": False, "reason": "or"}
    checks = ["(is has_tee)", "(tier_eq marketplace)"]  # not "(and …)": beneath it
    assert json.loads(out)["verdicts"] == [
        {"provider": "acme", **failing, "failed_checks": checks},
        {"provider": "cask", **failing, "failed_checks": checks},
        {"provider": "dune", "ok": True},
    ]


def test_the_command_table_names_the_module_of_every_command() -> None:
    """``cli.COMMANDS`` (a run imports only its command's module) is what the
    modules of ``sigma_pol_tools.commands`` register, each command by its own module."""
    import argparse
    import importlib

    from sigma_pol_tools.cli import COMMANDS, command_modules

    registered = {}
    for module in command_modules():
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(f"sigma_pol_tools.commands.{module}").register(sub)
        registered |= dict.fromkeys(sub.choices, module)
    assert registered == COMMANDS


def test_a_command_run_alone_parses_as_in_the_whole_parser() -> None:
    """The parser of one command's module reads its arguments as the parser of
    every command does (the same defaults, the same function run)."""
    from sigma_pol_tools.cli import parser

    argv = ["eval", "-", "--candidates", "c.json"]
    alone, whole = parser(argv).parse_args(argv), parser().parse_args(argv)
    assert vars(alone) == vars(whole)
