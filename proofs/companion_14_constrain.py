"""Companion of Theorem 14 (proofs/14-constrain.md): ``constrain`` never widens a policy.

(a) On generated policies ``P``, envelopes ``V`` and validated inputs: a candidate
passes the constrained filter exactly when it passes ``V`` and ``P``'s filter
(so every candidate the constrained plan orders passes both), and the transform
and retry table are ``P``'s.  (b) The meet is admitted again: a filter of depth
64, or a policy of 4096 nodes, constrained, is an admission error.

The planted bugs the theorem names each fail this file: ``or(envelope,
filter)`` and "the envelope replaces the filter" fail (a); a constrain that
returns the meet without admitting it fails (b).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol import AdmissionError, admit
from sigma_pol.semantics.compiler import constrain, evaluate
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import request_from_json
from sigma_pol.syntax.signature import Sort

from tests.strategies import candidates, contexts, terms

from ._support import inputs

ERROR_KINDS = ("auth_error", "rate_limit", "timeout", "unknown", "zz")
FIVE = [["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]]


def meaning(term: Any) -> Any:
    return evaluate(term, customs=CONFORMANCE_REGISTRY)


@given(
    terms(Sort.POLICY, max_depth=4),
    terms(Sort.PRED, max_depth=4),
    candidates.filter(bool),
    contexts,
)
def test_the_constrained_filter_is_the_meet(
    policy: Any, envelope: Any, cands: Any, ctx: Any
) -> None:
    p, v = admit(policy).term, admit(envelope).term
    met = constrain(p, v)
    caller, host, constrained = meaning(p), meaning(v), meaning(met)
    pop, context = inputs(cands, ctx)
    for c in pop:
        both = host(c, context) is None and caller.filter(c, context) is None
        assert (constrained.filter(c, context) is None) == both
    plan = constrained.plan(pop, context)
    for entry in plan.ordered:
        assert host(entry.candidate, context) is None
        assert caller.filter(entry.candidate, context) is None
    request = request_from_json({"model": "m", "temperature": 0.5}, "$.request")
    for c in pop:
        assert constrained.mutate(request, c, context) == caller.mutate(request, c, context)
    for kind in ERROR_KINDS:
        assert constrained.classify(kind) == caller.classify(kind)


@given(st.sampled_from(["bot", "top"]), candidates.filter(bool), contexts)
def test_a_constant_envelope_keeps_all_or_nothing(constant: str, cands: Any, ctx: Any) -> None:
    """The two extreme envelopes: ``bot`` admits nothing, ``top`` changes nothing."""
    p = admit(["policy", ["is", "has_tee"], *FIVE]).term
    met = meaning(constrain(p, admit([constant]).term))
    pop, context = inputs(cands, ctx)
    kept = [c for c in pop if met.filter(c, context) is None]
    expected = [c for c in pop if meaning(p).filter(c, context) is None]
    assert kept == (expected if constant == "top" else [])


def _deep_filter(depth: int) -> Any:
    term: Any = ["top"]
    for _ in range(depth - 1):
        term = ["not", term]
    return term


def test_the_meet_is_admitted_again_depth() -> None:
    policy = admit(["policy", _deep_filter(63), *FIVE])  # filter depth 63, policy 64
    with pytest.raises(AdmissionError) as refused:
        constrain(policy.term, admit(["top"]).term)
    assert refused.value.why == "term exceeds max depth 64"


def test_the_meet_is_admitted_again_size() -> None:
    # alone: policy + and + 4088 meets_req + zero, argmax, id, always = 4094 nodes;
    # met with and(top, top): policy + and + 3 + 4089 + 4 = 4098 > 4096
    big = ["policy", ["and", *([["meets_req"]] * 4088)], *FIVE]
    policy = admit(big)
    envelope = admit(["and", ["top"], ["top"]]).term
    with pytest.raises(AdmissionError) as refused:
        constrain(policy.term, envelope)
    assert refused.value.why == "term exceeds max size 4096 nodes"
