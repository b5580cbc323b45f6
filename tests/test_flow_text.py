"""The text syntax of flows (spec/12-text-syntax.md §12.9): reading, errors at
their line and column, ``fmt`` (comments kept, idempotent, the identity kept),
and a JSON flow printed as text.  ``tests/data/flow/best.formatted.flow`` is
the formatted form of ``best.flow``, checked by eye against §12.9's layout
rules: ``flow``, then each statement after a blank line, attributes two
columns in, every comment where it stood."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sigma_pol.flow.flow_admission import admit_flow
from sigma_pol.flow.flow_encoding import normalize_flow
from sigma_pol.syntax.errors import SigmaPolError
from sigma_pol.text.flow_text import read_flow_text
from sigma_pol_tools.conformance import flow_vectors as fv
from sigma_pol_tools.fmt.flow_format import format_flow_text, print_flow

from tests.inprocess import sigma_pol

DATA = Path(__file__).parent / "data" / "flow"
P_ABORT_TEXT = "(policy top zero argmax id (always {action: abort}))"


def test_a_text_lowers_to_the_flow_written_by_hand() -> None:
    text = f"""flow
let p = {P_ABORT_TEXT}
input u
llm a <- u, u  system "s"  template "$2$1" policy p
output "the end" <- a
"""
    want = ["flow", {
        "u": {"kind": "input"},
        "a": {"kind": "llm", "inputs": ["u", "u"], "system": "s", "template": "$2$1",
              "policy": fv.P_ABORT},
        "the end": {"kind": "output", "inputs": ["a"]},
    }]  # fmt: skip
    assert read_flow_text(text).value == want


@pytest.mark.parametrize(
    ("text", "where", "why"),
    [
        (
            "flow\ninput u\nnode a",
            "3:1",
            "expected an attribute (system, template, policy) or "
            "input, llm, output or let, found 'node'",
        ),
        ("flow\ninput u\nllm a <- u policy q\noutput o <- a", "3:19", "no policy is named 'q'"),
        ("flow\ninput u\ninput u", "3:7", "node 'u' is defined twice"),
        ("flow\ninput u\nllm a <- u system 3", "3:19", "expected a string, found '3'"),
        (
            "flow\nlet p = (policy top zero argmax id (always {action: abrt}))",
            "2:45",
            "Action.action invalid: abrt",
        ),
    ],
)
def test_errors_stand_at_their_line_and_column(text: str, where: str, why: str) -> None:
    """By hand: the last case's term starts at column 9 of line 2, and chapter
    12 places a bad Action verb at its key, ``action``, column 37 of the term:
    9 + 37 - 1 = 45."""
    with pytest.raises(SigmaPolError) as caught:
        read_flow_text(text)
    assert caught.value.where == where
    assert caught.value.why.startswith(why)


def test_an_admission_refusal_stands_at_its_node(tmp_path: Path) -> None:
    flow = tmp_path / "dead.flow"
    flow.write_text(
        f'flow\nlet p = {P_ABORT_TEXT}\ninput u\nllm a <- u system "s" policy p\n'
        'llm z <- u system "t" policy p\noutput out <- a\n'
    )
    done = sigma_pol("check", str(flow))
    assert done.returncode == 1
    assert f"{flow}:5:5: node 'z' is not on a path input -> output (at $.flow[1].z)" in done.stderr
    assert "hint: nothing reads 'z'" in done.stderr


def test_fmt_lays_out_as_written_by_hand_keeps_comments_and_is_idempotent() -> None:
    text = (DATA / "best.flow").read_text(encoding="utf-8")
    formatted = format_flow_text(text) + "\n"
    assert formatted == (DATA / "best.formatted.flow").read_text(encoding="utf-8")
    assert format_flow_text(formatted) + "\n" == formatted
    comments = [line.strip() for line in text.splitlines() if "#" in line]
    kept = [line.strip() for line in formatted.splitlines() if "#" in line]
    assert [c[c.index("#") :] for c in comments] == [c[c.index("#") :] for c in kept]


def test_fmt_keeps_the_identity() -> None:
    files = [DATA / "best.flow", DATA / "best.formatted.flow"]
    ids = {sigma_pol("id", str(f)).stdout for f in files}
    assert len(ids) == 1 and len(next(iter(ids))) == 65


def test_a_json_flow_prints_as_text_with_the_same_identity(tmp_path: Path) -> None:
    value = fv.moa()
    text = print_flow(value)
    assert text.startswith("flow\n\ninput u\n") or "input u" in text
    read = read_flow_text(text).value
    same = normalize_flow(admit_flow(read)).identity == normalize_flow(admit_flow(value)).identity
    assert same
    flow = tmp_path / "moa.json"
    flow.write_text(json.dumps(value))
    assert sigma_pol("fmt", str(flow)).stdout == text + "\n"
