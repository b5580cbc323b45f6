"""The fuzzer's flows (conformance/fuzz_flow.py): ``fuzz --kinds flow,flow_run``
finds nothing against the reference's server, and against a server that
breaks twin ties by name (upstream's rule, tests/flow_serve.py) it exits 1
with a minimized flow that still holds twins."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sigma_pol.flow import flow_encoding, labeling
from sigma_pol.flow.flow_admission import admit_flow
from sigma_pol.protocol.answer import answer_line
from sigma_pol.syntax.jsonio import read_json
from sigma_pol.syntax.terms import JSON
from sigma_pol_tools.conformance.flow_vectors import shipped_flow_vectors
from sigma_pol_tools.conformance.fuzz import Options, fuzz
from sigma_pol_tools.conformance.fuzz_flow import FlowStream, flow_shrinks
from sigma_pol_tools.conformance.fuzz_gen import Focus

from tests.inprocess import sigma_pol

HERE = Path(__file__).parent
SERVE = [sys.executable, "-m", "sigma_pol_tools.cli", "serve"]
TWINS_BY_NAME = [sys.executable, str(HERE / "flow_serve.py"), "--twins-by-name"]


@contextmanager
def twins_by_name() -> Iterator[None]:
    real = labeling.canonical_labeling
    flow_encoding.canonical_labeling = lambda flow, tie_break=True: real(flow, False)  # type: ignore[assignment]
    try:
        yield
    finally:
        flow_encoding.canonical_labeling = real


class TwinsByName:
    """The planted server in this process: the plant holds while it answers only."""

    def ask(self, line: str) -> str:
        with twins_by_name():
            return answer_line(line)

    def stop(self) -> tuple[int | None, str]:
        return None, ""


def _twins(flow: JSON) -> bool:
    admitted = admit_flow(flow)
    keys = [(labeling.content_key(n), n.inputs) for n in admitted.nodes.values() if n.kind == "llm"]
    return len(keys) != len(set(keys))


def test_the_stream_has_twins_and_both_kinds() -> None:
    stream = FlowStream(0, ("flow", "flow_run"), None)
    requests = [stream.next() for _ in range(200)]
    kinds = {r["kind"] for r in requests if isinstance(r, dict)}
    assert kinds == {"flow", "flow_run"}
    admitted = []
    for r in requests:
        assert isinstance(r, dict)
        reply = read_json(answer_line(json.dumps(r)))
        assert isinstance(reply, dict)
        expect = reply.get("expect")
        if isinstance(expect, dict) and "rejected" not in expect:
            admitted.append(r["flow"])
    assert len(admitted) >= 100
    assert sum(1 for f in admitted if _twins(f)) >= 50


def test_the_minimized_divergence_is_a_small_twin_flow() -> None:
    report = fuzz(TwinsByName, Options(seed=3, count=120, focus=Focus(("flow",)), hello=False))
    assert report.diverged > 0
    smallest = min(report.divergences, key=lambda d: len(d.exchange.line))
    request = smallest.exchange.request
    assert isinstance(request, dict)
    flow = request["flow"]
    assert isinstance(flow, list) and isinstance(flow[1], dict)
    assert _twins(flow)
    assert len(flow[1]) <= 6  # input, two twins, their readers, output (or fewer)


def test_planted_a_minimizer_that_drops_nothing_leaves_the_flow_large() -> None:
    """The shrinks are what make it small: without them the found flow stays."""
    import sigma_pol_tools.conformance.fuzz as engine

    real = engine.flow_shrinks
    engine.flow_shrinks = lambda request: iter(())  # type: ignore[assignment]
    try:
        report = fuzz(TwinsByName, Options(seed=3, count=120, focus=Focus(("flow",)), hello=False))
    finally:
        engine.flow_shrinks = real
    smallest = min(report.divergences, key=lambda d: len(d.exchange.line))
    flow = smallest.exchange.request["flow"]  # type: ignore[index,call-overload]
    assert len(flow[1]) > 6


def test_shrinks_are_smaller_and_keep_answers_to_nodes_that_remain() -> None:
    stream = FlowStream(1, ("flow_run",), None)
    request = stream.next()
    assert isinstance(request, dict)
    for smaller in flow_shrinks(request):
        assert isinstance(smaller, dict)
        flow = smaller["flow"]
        assert isinstance(flow, list) and isinstance(flow[1], dict)
        given = smaller.get("answers") or smaller.get("runs")
        assert isinstance(given, dict)
        assert set(given) <= set(flow[1])


def test_fuzz_flows_against_the_reference_exits_0() -> None:
    done = sigma_pol("fuzz", "--kinds", "flow,flow_run", "--count", "400", "--", *SERVE)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 diverged" in done.stdout


def test_fuzz_flows_against_twins_by_name_exits_1() -> None:
    done = sigma_pol("fuzz", "--kinds", "flow", "--count", "150", "--", *TWINS_BY_NAME)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "expect.encoding" in done.stdout


def test_certify_flows_passes_the_reference_and_fails_twins_by_name() -> None:
    done = sigma_pol("certify", "--flows", "--", *SERVE)
    assert done.returncode == 0, done.stdout[-2000:]
    count = len(shipped_flow_vectors()[1])
    assert f"{count} / {count} vectors passed" in done.stdout
    done = sigma_pol("certify", "--flows", "-v", "--", *TWINS_BY_NAME)
    assert done.returncode == 1
    assert "pinned-flow-twins          6 of its 10 vectors fail" in done.stdout
