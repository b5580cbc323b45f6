"""Flows on the command line (reference/sigma_pol/commands/flow.py): ``check``,
``encode`` and ``id`` of a flow file, ``flow run`` in its three formats, its
errors, and the page of a 20-node flow measured in chromium at 1280 pixels."""

from __future__ import annotations

import json
import random
from pathlib import Path

from sigma_pol.flow.flow_admission import admit_flow
from sigma_pol.flow.flow_encoding import normalize_flow
from sigma_pol.flow.flow_run import answers_call, run_flow
from sigma_pol_tools.conformance import flow_vectors as fv
from sigma_pol_tools.explain.flow_svg import render_flow_page

from proofs.companion_22_flow import random_flow
from tests.browser import measure
from tests.inprocess import sigma_pol


def _files(tmp_path: Path) -> tuple[str, str]:
    flow, answers = tmp_path / "moa.json", tmp_path / "answers.json"
    flow.write_text(json.dumps(fv.moa()), encoding="utf-8")
    answers.write_text(json.dumps(fv.MOA_ANSWERS), encoding="utf-8")
    return str(flow), str(answers)


def test_check_encode_and_id_read_a_flow(tmp_path: Path) -> None:
    flow, _ = _files(tmp_path)
    assert sigma_pol("check", flow).stdout == "Flow\n"
    assert sigma_pol("encode", flow).stdout == fv.MOA_ENC + "\n"
    identity = sigma_pol("id", flow).stdout.strip()
    assert identity == normalize_flow(admit_flow(fv.moa())).identity


def test_a_refused_flow_names_the_file_and_path_and_exits_1(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('["flow", {"u": {"kind": "input"}, "out": {"kind": "output"}}]')
    done = sigma_pol("check", str(bad))
    assert done.returncode == 1
    assert f"{bad}:$.flow[1].out.inputs: output node 'out' takes exactly one input" in done.stderr
    assert "Traceback" not in done.stderr


def test_flow_run_text_lists_the_calls_in_order(tmp_path: Path) -> None:
    flow, answers = _files(tmp_path)
    done = sigma_pol("flow", "run", flow, "--input", "What is 17 * 23?", "--answers", answers)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.index("1. a (n1)") < out.index("2. b (n2)") < out.index("3. f (n3)")
    assert "output: 'FINAL: 391'" in out


def test_flow_run_json_is_the_protocol_answer(tmp_path: Path) -> None:
    flow, answers = _files(tmp_path)
    done = sigma_pol("flow", "run", flow, "--input", "Q", "--answers", answers, "--format", "json")
    got = json.loads(done.stdout)
    assert got["output"] == "FINAL: 391"
    assert [c["node"] for c in got["calls"]] == ["a", "b", "f"]


def test_flow_run_over_runs_and_a_failing_node(tmp_path: Path) -> None:
    flow = tmp_path / "f.json"
    flow.write_text(json.dumps(fv.ONE))
    runs = tmp_path / "runs.json"
    runs.write_text(json.dumps({"a": {"candidates": [fv.CAND_A], "responses": []}}))
    done = sigma_pol("flow", "run", str(flow), "--input", "hi", "--runs", str(runs))
    assert done.returncode == 1
    # P_NEXT: next_candidate past the only candidate: exhausted: unknown
    assert "failed: node 'a': exhausted: unknown" in done.stdout


def test_flow_run_needs_exactly_one_of_answers_and_runs(tmp_path: Path) -> None:
    flow, answers = _files(tmp_path)
    done = sigma_pol("flow", "run", flow, "--input", "x")
    assert done.returncode == 2
    assert "give exactly one of --answers and --runs" in done.stderr
    done = sigma_pol("flow", "run", answers, "--input", "x", "--answers", answers)
    assert done.returncode == 2
    assert "not a flow" in done.stderr


MEASURE = """(() => {
  const rects = [...document.querySelectorAll('g.node rect')].map(r => r.getBoundingClientRect());
  const texts = [...document.querySelectorAll('g.node text')].map(t => t.getBoundingClientRect());
  let overlaps = 0;
  for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) {
    const a = rects[i], b = rects[j];
    if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps++;
  }
  return {
    scroll: document.documentElement.scrollWidth,
    nodes: rects.length,
    overlaps,
    smallest_text: Math.min(...texts.map(t => t.height)),
    orders: document.querySelectorAll('text.order').length,
  };
})()"""


def test_the_page_of_a_20_node_flow_is_readable_at_1280_pixels() -> None:
    rng = random.Random(5)
    value = random_flow(rng, 12)
    while not 18 <= len(value[1]) <= 24:  # type: ignore[index,arg-type]
        value = random_flow(rng, 12)
    flow = admit_flow(value)
    result = run_flow(flow, "IN", answers_call({n: n for n in flow.nodes}))
    seen = measure(render_flow_page(normalize_flow(flow), result), MEASURE, 1280, 900)
    assert seen["scroll"] <= 1280  # no horizontal scrolling
    assert seen["nodes"] == len(flow.nodes)
    assert seen["overlaps"] == 0
    assert seen["smallest_text"] >= 12  # 13 px text, drawn unscaled
    assert seen["orders"] == len(result.calls)  # every call numbered


def test_explain_of_a_flow_draws_it(tmp_path: Path) -> None:
    flow = tmp_path / "critics.json"
    flow.write_text(json.dumps(fv.critics("a1", "a2")))
    text = sigma_pol("explain", str(flow)).stdout
    # labels by hand (flow_vectors.CRITICS_ENC); calls a1, a2, c, d, f (R-Schedule)
    assert "n1 a1 (llm), call 1" in text
    assert "n2 c (llm), call 3" in text
    assert "n3 a2 (llm), call 2" in text
    page = sigma_pol("explain", str(flow), "--format", "html").stdout
    assert page.count(" · twin<") == 2  # a1 and a2, and no other node
    assert page.count('class="order"') == 5
