"""Implementations side by side (spec/07 §7.5 "Side by side"; issue 21 item 4).

The reference, a Pred-only server and a NaN-first server certified in one run
(three ``--`` commands): the markdown table has a column each, headed by the
``hello`` name, each command listed under the title; the cells say pass,
FAIL (vectors passed of those sent), not claimed and waived as each claim and
answer dictate; the drill-down lists the vectors some implementation failed,
and only those (not a vector another did not claim: issue 33); ``side-by-side`` rebuilds
the same from saved ``--json`` reports; the html page is rendered by a real
browser (headless chromium), which must find the tables and no horizontal
overflow.  A missing browser fails the test: it is not skipped.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from sigma_pol_tools.conformance.report_format import read_report
from sigma_pol_tools.conformance.side_by_side import html_page, markdown

from .inprocess import sigma_pol as in_process

SUBSET = [sys.executable, str(Path(__file__).parent / "subset_serve.py")]
REFERENCE = [sys.executable, "-m", "sigma_pol_tools.cli", "serve"]
ONLY = ["--only", "argmax", "--only", "sample", "--only", "tier_eq", "--only", "pred-top"]
CHROMIUM = "/usr/bin/chromium"


def _run(*args: str) -> tuple[int, str, str]:
    """``sigma-pol ARGS…`` in this process (tests/inprocess.py); the servers it
    certifies are processes of their own."""
    done = in_process(*args)
    return done.returncode, done.stdout, done.stderr


@cache
def _reports() -> tuple[dict[str, Any], ...]:
    reports = []
    for server, extra in (
        (REFERENCE, []),
        ([*SUBSET, "--pred-only"], []),
        ([*SUBSET, "--nan-first"], ["--waive", "pinned-nan-score-order=NaN first"]),
    ):
        _status, out, err = _run("certify", "--json", *ONLY, *extra, "--", *server)
        assert out, err
        reports.append(json.loads(out))
    return tuple(reports)


def _covering(op: str) -> int:
    golden = Path(__file__).resolve().parent.parent / "golden" / "sigma_pol_v2.json"
    vectors = json.loads(golden.read_text(encoding="utf-8"))["vectors"]
    return sum(op in v.get("covers", []) for v in vectors)


def _row(text: str, name: str) -> list[str]:
    line = next(x for x in text.splitlines() if x.startswith(f"| {name} |"))
    return [cell.strip() for cell in line.strip("|").split("|")][1:]


def test_several_commands_in_one_run_make_one_table(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    status, out, err = _run(
        "certify", *ONLY, "--html", str(page),
        "--", *REFERENCE, "--", *SUBSET, "--pred-only", "--", *SUBSET, "--nan-first",
    )  # fmt: skip
    assert status == 1, err  # the NaN-first server fails (no waiver here)
    assert (
        "| | `sigma-pol 0.1.0 (Python) #1` | `pred-only 0.1 (Python)` "
        "| `sigma-pol 0.1.0 (Python) #2` |" in out
    )
    nan_first = " ".join([*SUBSET, "--nan-first"])
    assert f"- `sigma-pol 0.1.0 (Python) #2`: `{nan_first}`" in out.splitlines()
    argmax = _covering("argmax")  # every vector covering argmax, counted from the file
    sample = _covering("sample")
    # passed / sent: two argmax vectors and one sample vector fail NaN-first
    assert _row(out, "argmax") == [
        f"pass {argmax} / {argmax}",
        "not claimed",
        f"FAIL {argmax - 2} / {argmax}",
    ]
    assert _row(out, "sample")[2] == f"FAIL {sample - 1} / {sample}"
    assert _row(out, "tier_eq")[1].startswith("pass")
    # the drill-down: exactly the three vectors NaN-first fails, none "not claimed" only
    drill = out[out.index("## vectors some implementation failed") :]
    entries = [line for line in drill.splitlines() if line.startswith("- ")]
    assert entries == [
        "- `pinned-nan-score-order` (selector; covers argmax)",
        "- `hand-argmax-nan-last` (selector; covers argmax)",
        "- `pinned-nan-score-order-sample` (selector; covers sample)",
    ]
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_saved_reports_give_the_same_table_with_waivers(tmp_path: Path) -> None:
    files = []
    for i, report in enumerate(_reports()):
        path = tmp_path / f"r{i}.json"
        path.write_text(json.dumps(report), encoding="utf-8")
        files.append(str(path))
    status, out, err = _run("side-by-side", *files, "--html", str(tmp_path / "p.html"))
    assert status == 0, err
    assert out.rstrip("\n") == markdown(_reports())
    assert _row(out, "pinned-nan-score-order") == ["pass 3 / 3", "untested", "waived `NaN first`"]
    assert "(none)" in out[out.index("## vectors some implementation failed") :]  # all passed
    policy = _row(out, "policy")  # the operation's row (the kind's comes later)
    assert policy[0] == policy[2] and policy[0].startswith("pass ")
    assert policy[1] == "not claimed"
    assert _row(out, "on its claim")[1].startswith("conforms")
    # Not a report: exit 2, with the file.
    bad = tmp_path / "bad.json"
    bad.write_text("[1]", encoding="utf-8")
    # (the one run of side-by-side in a process of its own)
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol_tools.cli", "side-by-side", str(bad)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 2
    assert "bad.json:$: expected a report of sigma-pol certify --json" in done.stderr


def test_what_servers_said_is_escaped_in_both_forms() -> None:
    report = {
        "command": ["srv", "<b>x|y</b>"],
        "ok": False,
        "vectors": 1,
        "passed": 0,
        "implementation": {"name": "ev\udcffil <script>", "version": "1", "language": "C"},
        "claim": {"kinds": ["pred"], "ops": ["top"], "catalogs": True, "schemas": True,
                  "identities": True},
        "ops": {"top": {"passed": [], "failed": ["v"], "elsewhere": []}},
        "outcomes": {"v": {"kind": "pred", "covers": ["top"], "pins": [], "outcome": "fail",
                           "why": "name: want v, got <img src=x> \ud800 | pipe"}},
        "pins": {}, "waived": {}, "reference": "0", "specification": "sigma-pol/v2",
        "vectors_file": None, "vectors_version": "sigma-pol/v2", "failed": 1, "untested": [],
        "failures": [], "culprits": [], "claim_source": "", "not_claimed": [], "summary": "",
    }  # fmt: skip
    assert read_report(report) == report  # a report as certify --json writes one
    page = html_page([report])
    assert "<script>" not in page and "<img" not in page
    assert "ev\\udcffil &lt;script&gt;" in page
    page.encode("utf-8")  # valid UTF-8
    text = markdown([report])
    # markdown escapes only what it needs: what a server said is a code span, where
    # `<` is itself (no entity shown, no html rendered); `|` in a table escaped
    assert "- `sigma-pol 0.1.0 (Python)`" not in text
    assert "- `ev\\udcffil <script> 1 (C)`: `srv <b>x|y</b>`" in text
    assert (
        "  - `ev\\udcffil <script> 1 (C)`: FAIL `name: want v, got <img src=x> \\ud800 | pipe`"
        in text
    )
    assert "&lt;" not in text and "&amp;" not in text
    outside_code = re.sub(r"`[^`]*`", "", text)
    assert "<" not in outside_code
    text.encode("utf-8")


def _measure(page: str) -> dict[str, Any]:
    """The page rendered by headless chromium at 1024 px: what a script inside it
    measured after layout (the script is added here, the page has none)."""
    assert Path(CHROMIUM).exists(), "chromium is needed to render the page (apt install chromium)"
    probe = """<script>
window.addEventListener('load', () => {
  const d = document.documentElement;
  const tables = [...document.querySelectorAll('table')];
  const out = {scrollWidth: d.scrollWidth, innerWidth: window.innerWidth,
    tables: tables.map(t => t.id), rows: document.querySelectorAll('tbody tr').length,
    details: document.querySelectorAll('details.vector').length,
    fails: document.querySelectorAll('td.FAIL').length,
    waived: document.querySelectorAll('td.waived').length,
    notClaimed: document.querySelectorAll('td.not-claimed').length};
  const pre = document.createElement('pre'); pre.id = 'measured';
  pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
});
</script>"""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "page.html"
        path.write_text(page.replace("</body>", probe + "</body>"), encoding="utf-8")
        profile = Path(tmp) / "profile"
        done = subprocess.run(
            [
                CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync",
                f"--user-data-dir={profile}", "--window-size=1024,768",
                "--virtual-time-budget=5000", "--dump-dom", path.as_uri(),
            ],
            capture_output=True,
            timeout=900,
        )  # fmt: skip
        shutil.rmtree(profile, ignore_errors=True)
    dom = done.stdout.decode("utf-8", "replace")
    start = dom.index('<pre id="measured">') + len('<pre id="measured">')
    measured: dict[str, Any] = json.loads(dom[start : dom.index("</pre>", start)])
    return measured


def test_the_page_renders_in_a_browser_without_overflowing() -> None:
    measured = _measure(html_page(_reports()))
    assert measured["tables"] == ["verdict", "operations", "kinds", "pinned-rules"]
    assert measured["rows"] > 42
    assert measured["details"] == 0  # every vector passed or waived: no drill-down
    assert measured["fails"] == 0 and measured["waived"] >= 1 and measured["notClaimed"] > 20
    assert measured["scrollWidth"] <= measured["innerWidth"], measured
