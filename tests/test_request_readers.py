"""Each input of a protocol request is refused at its own path, by the one
reader of request/ (issue 19 item 6): the messages are those the protocol has
always written (byte for byte: implementations compare them), whichever kind
the input comes in."""

from __future__ import annotations

from typing import Any

import pytest
import sigma_pol
from sigma_pol.protocol.answer import answer
from sigma_pol.syntax.errors import InputError

CAND = {"provider_id": "p", "model_family": "m"}
ZERO_ARGMAX = ["policy", ["top"], ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]]


@pytest.mark.parametrize(
    ("request_", "error"),
    [
        # a selector's scores: one per candidate, each a number or a non-finite word
        (
            {"kind": "selector", "term": ["argmax"], "candidates": [CAND], "scores": [1, 2]},
            "$.scores: expected an array of 1 scores, one per candidate",
        ),
        (
            {"kind": "selector", "term": ["argmax"], "candidates": [CAND], "scores": ["inf"]},
            '$.scores[0]: expected a number, "+inf", "-inf" or "nan"',
        ),
        (
            {"kind": "selector", "term": ["argmax"], "candidates": [CAND], "scores": {}},
            "$.scores: expected an array of 1 scores, one per candidate",
        ),
        # a Pred case's candidate and context, named inside the case
        (
            {"kind": "pred", "term": ["top"], "cases": [{"ctx": {}}]},
            "$.cases[0].candidate: expected an object",
        ),
        (
            {"kind": "pred", "term": ["top"], "cases": [{"candidate": CAND, "ctx": 3}]},
            "$.cases[0].ctx: expected an object",
        ),
        # an Xform's request, candidate and context
        (
            {"kind": "xform", "term": ["id"], "candidate": CAND, "request": 1},
            "$.request: expected an object",
        ),
        ({"kind": "xform", "term": ["id"]}, "$.candidate: missing"),
        (
            {"kind": "xform", "term": ["id"], "candidate": {"provider_id": "p"}},
            "$.candidate.model_family: expected a string (every candidate has one)",
        ),
        (
            {"kind": "xform", "term": ["id"], "candidate": CAND, "ctx": {"request": 2}},
            "$.ctx.request: expected an object",
        ),
        # the schema, before the term
        ({"kind": "encoding", "term": ["top"], "schema": 5}, "$.schema: a schema is an object"),
        # a run's pool and context
        (
            {"kind": "run", "term": ZERO_ARGMAX, "candidates": [], "catalog": {}},
            "$.catalog: give candidates or a catalog, not both",
        ),
        (
            {"kind": "run", "term": ZERO_ARGMAX, "candidates": [CAND], "ctx": {"state": {}}},
            "$.ctx.state: a run's ctx has no state",
        ),
        # a run's raw prices are multiplied (spec/15 §15.9): numbers, in the
        # candidates and in a catalog's extra candidates alike
        (
            {
                "kind": "run",
                "term": ZERO_ARGMAX,
                "candidates": [CAND, {**CAND, "raw_price_in": "x"}],
                "responses": [],
            },
            "$.candidates[1].raw_price_in: expected a number",
        ),
        (
            {
                "kind": "run",
                "term": ZERO_ARGMAX,
                "catalog": {"providers": {}, "models": {}},
                "ctx": {"request": {"extra_candidates": [{**CAND, "raw_price_out": {}}]}},
                "responses": [],
            },
            "$.ctx.request.extra_candidates[0].raw_price_out: expected a number",
        ),
    ],
)
def test_each_input_is_refused_at_its_path(request_: dict[str, Any], error: str) -> None:
    out = answer({"name": "r", **request_})
    assert "expect" not in out, out
    assert out["error"].startswith(error), out["error"]


def test_the_decision_api_reads_its_inputs_as_the_protocol_does() -> None:
    policy = sigma_pol.compile(ZERO_ARGMAX)
    with pytest.raises(InputError, match=r"^\$\.candidates\[0\]\.model_family: expected a string"):
        sigma_pol.decide(policy, [{"provider_id": "p"}])
    with pytest.raises(InputError, match=r"^\$\.ctx\.request: expected an object"):
        sigma_pol.decide(policy, [CAND], {"request": 5})
    assert [e.candidate["provider_id"] for e in sigma_pol.decide(policy, [CAND]).ordered] == ["p"]


def test_only_a_run_reads_raw_prices() -> None:
    """A decision never multiplies a raw price (upstream's ``plan`` reads none),
    so the same candidate is decided on by the ``policy`` kind."""
    out = answer(
        {
            "name": "r",
            "kind": "policy",
            "term": ZERO_ARGMAX,
            "candidates": [CAND, {**CAND, "provider_id": "q", "raw_price_in": "x"}],
        }
    )
    assert out["expect"]["ordered"] == ["p", "q"], out
