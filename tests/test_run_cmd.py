"""``sigma-pol run``: the story of a run (text), the protocol answer (json), the page (html).

The example is examples/run-retry/: a policy keeping what is not disabled
(``bedrock`` is, since 0 ms, with the ttl of 300000 ms: still at 1000 ms),
the cheapest first (argmax of ``-price_in``), so the plan is

    #1 openai/gpt-5.5 (1.25)  #2 anthropic/claude (1.4)  #3 azure/gpt-5.5 (1.5)
    #4 azure/claude (1.6)     #5 mistral/mistral-large (2)

and three scripts.  The expectations below are derived by hand from chapter 15
(the rule names) and the example's retry table, in the comments beside them.

The command runs in this process (tests/inprocess.py), but for the retry
script's story, told by a ``python -m sigma_pol_tools.cli run`` process.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

import pytest
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.text.parse import parse

from .browser import measure, screenshot
from .inprocess import sigma_pol as in_process

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "run-retry"
SIGMA_POL = [sys.executable, "-m", "sigma_pol_tools.cli"]


def sigma_pol(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``sigma-pol ARGS…`` in the example's directory, in this process (tests/inprocess.py)."""
    return in_process(*args, stdin=stdin, cwd=EXAMPLE)


def sigma_pol_process(*args: str) -> subprocess.CompletedProcess[str]:
    """``sigma-pol ARGS…`` in the example's directory, a ``python -m sigma_pol_tools.cli`` process."""
    return subprocess.run(
        [*SIGMA_POL, *args], capture_output=True, text=True, timeout=900, cwd=EXAMPLE
    )


def run_example(
    script: str, *extra: str, process: bool = False
) -> subprocess.CompletedProcess[str]:
    return (sigma_pol_process if process else sigma_pol)(
        "run",
        "policy.sigma",
        "--candidates",
        "candidates.json",
        "--ctx",
        "ctx.json",
        "--runtime",
        "runtime.json",
        "--responses",
        f"responses-{script}.json",
        *extra,
    )


def lines_with(text: str, rule: str) -> list[str]:
    """The lines naming ``rule`` at their end (``RULE`` or ``[RULE]``), blanks squeezed."""
    out = []
    for line in text.splitlines():
        line = " ".join(line.split())
        if line.endswith((f" {rule}", f"[{rule}]")):
            out.append(line)
    return out


# ---------------------------------------------------------------------------
# text


def test_retry_script_waits_with_the_backoff_array() -> None:
    # the one run of the command in a process of its own: the others run in this one
    done = run_example("retry", process=True)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    # server_error -> retry_same attempts 2, backoff [250, 1000]: the counter goes 1 (<= 2,
    # wait backoff[0] = 250 from 1000 + 120 = 1120 to 1370), 2 (<= 2, wait backoff[1] = 1000
    # from 1370 + 90 = 1460 to 2460); the third call at 2460 succeeds after 640 -> 3100.
    assert "step 1 at 1000 ms: call #1 openai/gpt-5.5, attempt 1" in out
    assert "step 2 at 1120 ms: wait until 1370 ms" in out
    assert "step 3 at 1370 ms: call #1 openai/gpt-5.5, attempt 2" in out
    assert "step 4 at 1460 ms: wait until 2460 ms" in out
    assert "step 5 at 2460 ms: call #1 openai/gpt-5.5, attempt 3" in out
    assert lines_with(out, "R-Retry-Wait") == [
        "retry 1 of 2, backoff 250 ms: wait until 1370 ms R-Retry-Wait",
        "retry 2 of 2, backoff 1000 ms: wait until 2460 ms R-Retry-Wait",
    ]
    # the transform set_param temperature 0.2 over the contract's 0.7: the one change
    assert out.count("~ temperature: 0.7 -> 0.2") == 3
    # two counted failures (threshold 3: stays closed), then the success resets the breaker
    assert "breaker of openai: 2 consecutive failure(s), stays closed" in out
    assert "at 3100 ms: the run ends" in out
    assert "result: ok: openai/gpt-5.5 (served by openai)" in out


def test_failover_script_jumps_to_the_same_model_and_skips_a_disabled_provider() -> None:
    out = run_example("failover").stdout
    # model_unavailable on #1 -> next_provider_same_model: the next gpt-5.5 is #3 (R-Same-Model);
    # auth_error on #3 -> disable azure at 1000 + 60 + 40 = 1100 (R-Disable); #4 is azure:
    # skipped (R-Skip); #5 mistral succeeds after 900 -> 2000.
    assert "the next candidate of model gpt-5.5: #3" in out
    assert "step 2 at 1060 ms: call #3 azure/gpt-5.5, attempt 1" in out
    assert "azure disabled (auth_error) at 1100 ms; next candidate" in out
    assert "skip #4 azure: the provider is disabled" in out
    assert "step 3 at 1100 ms: call #5 mistral/mistral-large, attempt 1" in out
    assert "4. azure/claude-opus-4-8  (skipped (disabled))" in out
    assert "2. anthropic/claude-opus-4-8  (not reached)" in out
    assert "result: ok: mistral/mistral-large (served by mistral)" in out
    assert '"azure":{"at_ms":1100,"kind":"auth_error"}' in out


def test_abort_script_opens_a_breaker_then_aborts() -> None:
    out = run_example("abort").stdout
    # rate_limit -> next_candidate with open_breaker_ms: the breaker opens at 1015 (R-Breaker-Trip);
    # bad_request is a client fault (R-Client-Fault) -> abort (R-Abort), the error is the kind.
    assert "breaker of openai opens (1 consecutive failure(s))" in out
    assert "bad_request is a client fault: the breaker of anthropic is kept" in out
    assert lines_with(out, "R-Abort") == ["abort: the run ends with bad_request R-Abort"]
    assert "result: failed: bad_request" in out
    assert '"openai":{"consecutive_failures":1,"open":true,"opened_at_ms":1015}' in out


def test_a_script_that_runs_out_reads_as_unknown() -> None:
    # no runtime: nothing is disabled, the plan holds all six.  An empty script: #1 gets no
    # response (R-Missing, error unknown -> next_candidate), and so does every candidate:
    # six calls, exhausted with the last kind.
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "none.json"
        empty.write_text("[]")
        done = sigma_pol(
            "run", "policy.sigma", "--candidates", "candidates.json", "--responses", str(empty)
        )
    # the call failed: the exit status says so (README, issue 33)
    assert done.returncode == 1, done.stderr
    assert len(lines_with(done.stdout, "R-Missing")) == 6
    assert "result: failed: exhausted: unknown" in done.stdout


# ---------------------------------------------------------------------------
# json: the protocol answer, as serve gives it


@pytest.mark.parametrize("script", ["retry", "failover", "abort"])
def test_json_is_what_serve_answers(script: str) -> None:
    done = run_example(script, "--format", "json")
    assert done.returncode == CALL_STATUS[script], done.stderr
    # the request serve is sent is made of the same files, the term as JSON
    term = term_to_json(parse((EXAMPLE / "policy.sigma").read_text(encoding="utf-8")))
    request = {
        "name": "policy",
        "kind": "run",
        "term": term,
        "candidates": json.loads((EXAMPLE / "candidates.json").read_text()),
        "ctx": json.loads((EXAMPLE / "ctx.json").read_text()),
        "runtime": json.loads((EXAMPLE / "runtime.json").read_text()),
        "responses": json.loads((EXAMPLE / f"responses-{script}.json").read_text()),
    }
    served = sigma_pol("serve", stdin=json.dumps(request) + "\n")
    assert served.returncode == 0, served.stderr
    assert done.stdout == served.stdout
    answer = json.loads(done.stdout)
    assert answer["name"] == "policy" and "steps" in answer["expect"]


# ---------------------------------------------------------------------------
# bad input: the file and the path, never a traceback


BAD = [
    ("responses", '{"ok": true}', "bad.json:$: expected an array of responses"),
    ("responses", '[{"ok": 1}]', "bad.json:$[0].ok: expected a boolean"),
    ("responses", '[{"ok": false, "error_kind": 5}]', "bad.json:$[0].error_kind: expected a string"),
    ("responses", '[{"ok": true, "elapsed_ms": -1}]', "bad.json:$[0].elapsed_ms: expected a number >= 0"),
    ("responses", '[{"ok": true,\n  "elapsed": 1}]', "bad.json:$[0].elapsed: unknown member"),
    ("responses", '[{"ok": true,', "bad.json:1:14: invalid JSON"),
    ("runtime", '{"breakers": {"a": {"open": "no"}}}', "bad.json:$.breakers.a.open: expected a boolean"),
    ("runtime", '{"disabled": {"a": 3}}', "bad.json:$.disabled.a: expected a disable record"),
    ("engine", '{"circuit_breaker_treshold": 2}', "bad.json:$.circuit_breaker_treshold: unknown member"),
    ("engine", '{"disable_provider_ttl_ms": "1"}', "bad.json:$.disable_provider_ttl_ms: expected a number"),
    ("ctx", '{"state": {}}', "bad.json:$.state: a run's ctx has no state"),
    ("candidates", '[{"provider_id": "a"}]', "bad.json:$[0]"),
]  # fmt: skip


@pytest.mark.parametrize(("option", "text", "says"), BAD)
def test_bad_input_names_the_file_and_the_path(
    tmp_path: Path, option: str, text: str, says: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(text)
    files = {
        "candidates": "candidates.json",
        "ctx": "ctx.json",
        "runtime": "runtime.json",
        "engine": None,
        "responses": "responses-retry.json",
    }
    files[option] = str(bad)
    args = ["run", "policy.sigma"]
    for name, path in files.items():
        if path is not None:
            args += [f"--{name}", path]
    done = sigma_pol(*args)
    assert done.returncode == 2, done.stdout
    assert "Traceback" not in done.stderr
    assert says in done.stderr, done.stderr


def test_a_term_that_is_not_a_policy_is_refused(tmp_path: Path) -> None:
    pred = tmp_path / "pred.sigma"
    pred.write_text("top\n")
    done = sigma_pol(
        "run", str(pred), "--candidates", "candidates.json", "--responses", "responses-retry.json"
    )
    assert done.returncode == 2
    assert "a run needs a Policy term, this one is a Pred" in done.stderr


def test_a_run_past_the_step_bound_names_the_script(tmp_path: Path) -> None:
    forever = tmp_path / "forever.sigma"
    forever.write_text(
        "(policy top zero argmax identity (always {action: retry_same, attempts: 1e9}))"
    )
    none = tmp_path / "none.json"
    none.write_text("[]")
    done = sigma_pol(
        "run", str(forever), "--candidates", "candidates.json", "--responses", str(none)
    )
    assert done.returncode == 2
    assert f"{none}:$: the run takes more than 10000 steps" in done.stderr


# ---------------------------------------------------------------------------
# html: a self-contained page, rendered in a real browser


class Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.errors: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag not in ("meta", "br", "hr", "img", "link", "input", "wbr"):
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1:]}")
        else:
            self.open.pop()


#: The exit status of each example script: 0 when the call succeeded, 1 when it
#: failed (the abort script ends with bad_request), in every format.
CALL_STATUS = {"retry": 0, "failover": 0, "abort": 1}


def page_of(script: str) -> str:
    done = run_example(script, "--format", "html")
    assert done.returncode == CALL_STATUS[script], done.stderr
    return done.stdout


def test_the_page_is_well_formed_and_self_contained() -> None:
    text = page_of("failover")
    page = Page()
    page.feed(text)
    page.close()
    assert page.errors == [] and page.open == []
    for tag, attrs in page.tags:
        assert tag not in ("script", "link", "img", "iframe"), tag
        assert not any(k in ("src", "href") for k in attrs), (tag, attrs)
    assert "url(" not in text and "@import" not in text
    # one card per step (3 calls) plus planning and the end
    assert sum(1 for tag, a in page.tags if tag == "li") == 5
    assert text.count('class="rule">R-Call<') == 3


#: The page's layout, measured after it loaded: document and viewport widths,
#: the right edge of the widest element, and the number of step cards.
MEASURE = """(() => {
  var d = document.documentElement, worst = 0;
  document.querySelectorAll('*').forEach(function (e) {
    var r = e.getBoundingClientRect(); if (r.right > worst) worst = r.right; });
  return [d.scrollWidth, d.clientWidth, Math.ceil(worst), document.querySelectorAll('li.ep').length];
})()"""


@pytest.mark.parametrize("script", ["retry", "failover", "abort"])
def test_the_page_fits_1280_pixels_in_a_browser(script: str) -> None:
    scroll, client, right, cards = measure(page_of(script), MEASURE, width=1280, height=900)
    assert client == 1280 or client > 1200, client  # the viewport (less a scroll bar)
    assert scroll <= client, f"horizontal overflow: {scroll} > {client}"
    assert right <= client, f"an element ends at {right} px, past {client}"
    assert cards >= 3


def test_the_page_renders_to_a_screenshot(tmp_path: Path) -> None:
    shot = screenshot(page_of("retry"), tmp_path / "page.png", width=1280, height=1800)
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1280, 1800)
    assert len(data) > 20000  # a blank page compresses to a few kilobytes


def test_request_diff_names_each_change_by_its_path() -> None:
    from sigma_pol_tools.explain.run_story import request_diff

    # by hand: a unchanged; b.x changed, b.y removed, b.w added; c removed; d added;
    # z an array changed as a whole; the lines in code-point order of their paths
    base = {"a": 1, "b": {"x": 1, "y": 2}, "c": 3, "z": [1]}
    sent = {"a": 1, "b": {"x": 2, "w": 0}, "d": 4, "z": [2]}
    assert request_diff(base, sent) == [
        "+ b.w: 0", "~ b.x: 1 -> 2", "- b.y", "- c", "+ d: 4", "~ z: [1] -> [2]",
    ]  # fmt: skip
    assert request_diff(base, base) == []


CATALOG = {
    "providers": {
        "acme": {"discovery": "static", "base_url": "https://a", "api_kind": "anthropic"},
        "bolt": {"discovery": "static", "base_url": "https://b", "api_kind": "anthropic"},
    },
    "models": {
        "m": {
            "capabilities": {"context": 8000},
            "served_by": [{"provider": "acme", "provider_model_id": "m-v2"}, {"provider": "bolt"}],
        }
    },
}


def test_a_catalog_run_walks_the_engine_matrix_and_matches_serve(tmp_path: Path) -> None:
    # the pool: upstream's matrix (acme/m, bolt/m, in the pairings' order), then the
    # extra candidate x/m; the example's policy orders by -price_in, none has a price:
    # all score alike, argmax keeps input order.  acme fails (server_error: retry 1 of 2
    # after 250 ms, then 2 of 2 after 1000 ms, then spent: R-Retry-Spent); bolt succeeds.
    (tmp_path / "catalog.json").write_text(json.dumps(CATALOG))
    ctx = {"request": {"extra_candidates": [{"provider_id": "x", "model_family": "m"}]}}
    (tmp_path / "ctx.json").write_text(json.dumps(ctx))
    script = [{"ok": False, "error_kind": "server_error"}] * 3 + [{"ok": True}]
    (tmp_path / "script.json").write_text(json.dumps(script))
    args = ["run", "policy.sigma", "--catalog", str(tmp_path / "catalog.json")]
    args += ["--ctx", str(tmp_path / "ctx.json"), "--responses", str(tmp_path / "script.json")]
    out = sigma_pol(*args).stdout
    assert "1. acme/m  (called 3 times)" in out
    assert "2. bolt/m  (called once, chosen)" in out
    assert "3. x/m  (not reached)" in out
    assert "~ temperature" not in out  # no contract temperature: set_param adds it
    assert "+ temperature: 0.2" in out
    term = term_to_json(parse((EXAMPLE / "policy.sigma").read_text(encoding="utf-8")))
    request = {"name": "policy", "kind": "run", "term": term, "catalog": CATALOG, "ctx": ctx}
    request["responses"] = script
    served = sigma_pol("serve", stdin=json.dumps(request) + "\n")
    assert sigma_pol(*args, "--format", "json").stdout == served.stdout


def test_the_exit_status_says_whether_the_call_succeeded() -> None:
    """Plant: `return 0` for a failed run in cmd_run fails the abort case."""
    for script, status in CALL_STATUS.items():
        assert run_example(script).returncode == status, script


def test_an_eval_context_with_state_is_refused_with_the_runtime_it_means(tmp_path: Path) -> None:
    """Eval's context file given to run: refused at $.state, the message giving
    the --runtime record format and the hint the runtime file for this state
    (derived by hand: delta's breaker open at now_ms 5, bolt disabled with the
    reason auth_error at 5)."""
    ctx = tmp_path / "ctx.json"
    ctx.write_text(
        json.dumps(
            {
                "now_ms": 5,
                "state": {"breakers": {"delta": True}, "disabled": {"bolt": "auth_error"}},
            }
        )
    )
    done = sigma_pol(
        "run",
        "policy.sigma",
        "--candidates",
        "candidates.json",
        "--ctx",
        str(ctx),
        "--responses",
        "responses-retry.json",
    )
    assert done.returncode == 2
    assert f"{ctx}:$.state: a run's ctx has no state" in done.stderr
    assert '--runtime FILE, records {"breakers": {"<provider_id>": {"open": true' in done.stderr
    assert (
        'give --runtime a file holding {"breakers":{"delta":{"open":true,"opened_at_ms":5}},'
        '"disabled":{"bolt":{"at_ms":5,"kind":"auth_error"}}}'
    ) in done.stderr


def test_a_misspelt_candidate_member_is_warned_and_an_error_under_strict(tmp_path: Path) -> None:
    cands = json.loads((EXAMPLE / "candidates.json").read_text())
    cands[0]["pric_in"] = cands[0].pop("price_in", 1)
    path = tmp_path / "c.json"
    path.write_text(json.dumps(cands))
    args = ("run", "policy.sigma", "--candidates", str(path), "--responses", "responses-retry.json")
    warned = sigma_pol(*args)
    assert (
        f"sigma-pol: warning: {path}:$[0].pric_in: nothing reads the candidate member"
        in warned.stderr
    )
    assert "did you mean 'price_in'?" in warned.stderr
    strict = sigma_pol(*args, "--strict")
    assert strict.returncode == 2
    assert "are errors under --strict" in strict.stderr


def test_the_start_of_a_run_is_told_from_what_settle_records(tmp_path: Path) -> None:
    """The start's recovery and expiry (R-Breaker-Recover, R-Disable-Upgrade,
    R-Disable-Expire, spec/15-run.md §15.3) told from the provider and facts
    ``settle`` records with each rule.  By hand, at the start instant 1000 ms
    (ctx.json) with a breaker window of 500 ms and the default ttl 300000 ms:
    openai's breaker opened at 0 ms has recovered (1000 - 0 >= 500); the
    disables are visited in code-point order: azure's, set at -400000 ms, has
    expired (1000 + 400000 >= 300000); mistral's legacy string is upgraded to
    at_ms 1000 and lives (1000 - 1000 < 300000)."""
    runtime = tmp_path / "runtime.json"
    runtime.write_text(
        '{"breakers": {"openai": {"open": true, "consecutive_failures": 5, "opened_at_ms": 0}},'
        ' "disabled": {"mistral": "rate_limit", "azure": {"kind": "server_error", "at_ms": -400000}}}'
    )
    engine = tmp_path / "engine.json"
    engine.write_text('{"circuit_breaker_rate_limit_ms": 500}')
    done = sigma_pol(
        "run", "policy.sigma", "--candidates", "candidates.json", "--ctx", "ctx.json",
        "--runtime", str(runtime), "--engine", str(engine), "--responses", "responses-retry.json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    told = [
        line
        for rule in ("R-Breaker-Recover", "R-Disable-Expire", "R-Disable-Upgrade")
        for line in lines_with(done.stdout, rule)
    ]
    assert told == [
        "breaker of openai recovered: closed, failures reset R-Breaker-Recover",
        "disable of azure expired (set at -400000 ms) R-Disable-Expire",
        "disable of mistral (rate_limit) upgraded to at_ms 1000 ms R-Disable-Upgrade",
    ]
