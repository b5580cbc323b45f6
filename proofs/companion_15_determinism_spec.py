"""Companion of Theorem 15 (proofs/15-determinism-spec.md): admission, ``nf``,
encoding, identity and every decision are functions of ``(σ, ρ, term, inputs,
seed)``.

Theorem 7's companion replays the golden requests across processes, hash seeds
and locales.  This one generates what the golden vectors hold few of:

* policies with ``sample`` and ``jitter`` (the two users of the seed), asked
  twice with one seed (one answer), with seeds ``0`` and ``-0`` (one answer:
  both seed the generator alike), and with no seed at all, which the spec
  reads as seed 0 (spec/06 §6.10), so again one answer;
* requests whose needs come from every source at once (listed needs, images,
  tools, ``response_format``), answered by two processes with different
  ``PYTHONHASHSEED``s, byte for byte: the first failing need is a function of
  the request, not of a set's iteration order.

Planted bugs caught: ``derived_needs`` returning its set unsorted (the two
processes name different first needs); ``sample`` seeded from the clock when
the context has no seed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from sigma_pol.protocol.answer import answer, answer_line
from sigma_pol.syntax.signature import Sort

from tests.strategies import candidates, terms

seeded_selectors = st.one_of(
    st.sampled_from([0, 0.5, 1, 4]).map(lambda t: ["sample", t]),
    st.tuples(st.integers(1, 4), st.sampled_from([0.5, 4])).map(
        lambda kt: ["top_k", kt[0], ["sample", kt[1]]]
    ),
)
seeded_xforms = st.lists(
    st.one_of(
        st.tuples(st.sampled_from(["temperature", "top_p"]), st.sampled_from([0.1, 0.5])).map(
            lambda pa: ["jitter", *pa]
        ),
        terms(Sort.XFORM, max_depth=2),
    ),
    min_size=1,
    max_size=3,
).map(lambda xs: ["seq", *xs])
policies = st.tuples(
    terms(Sort.PRED, max_depth=2), terms(Sort.SCORER, max_depth=3), seeded_selectors, seeded_xforms
).map(lambda s: ["policy", *s, ["always", {"action": "abort"}]])


def decide(term: Any, cands: Any, ctx: dict[str, Any]) -> str:
    request = {"kind": "policy", "name": "t", "term": term, "candidates": cands, "ctx": ctx}
    return json.dumps(answer(request), sort_keys=True)


def served(lines: list[str], hash_seed: str) -> str:
    """What ``sigma-pol serve`` answers to ``lines`` in a process of its own,
    with ``PYTHONHASHSEED`` set to ``hash_seed``.  The timeout bounds a hang
    (the answers take well under a second of CPU): generous, not a target."""
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol_tools.cli", "serve"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=900,
    )
    return done.stdout


#: Policies decided per example: each example starts three processes.
BATCH = 25


# A few examples of a batch each: an example costs three interpreters; each
# holds BATCH decisions, so a hash-order dependence has many chances to show.
@settings(max_examples=3)
@given(
    st.lists(
        st.tuples(policies, candidates, st.integers(1, 2**31 - 1)), min_size=BATCH, max_size=BATCH
    )
)
def test_one_seed_one_decision_in_every_process(batch: list[tuple[Any, Any, int]]) -> None:
    """One seed, one decision, whatever the process: this process's answers
    (its hash seed is random) equal, byte for byte, those of ``serve`` processes
    with ``PYTHONHASHSEED`` 0, 1 and random, for BATCH policies at once."""
    request = {"temperature": 0.7, "top_p": 0.9}
    lines = [
        json.dumps(
            {
                "kind": "policy",
                "name": f"p{i}",
                "term": term,
                "candidates": cands,
                "ctx": {"seed": seed, "request": request},
            }
        )
        for i, (term, cands, seed) in enumerate(batch)
    ]
    here = "".join(answer_line(line) + "\n" for line in lines)
    for hash_seed in ("0", "1", "random"):
        assert served(lines, hash_seed) == here, f"PYTHONHASHSEED={hash_seed}"


@given(policies, candidates)
def test_seed_zero_minus_zero_and_absent_decide_alike(term: Any, cands: Any) -> None:
    request = {"temperature": 0.7, "top_p": 0.9}
    zero = decide(term, cands, {"seed": 0, "request": request})
    assert decide(term, cands, {"seed": -0.0, "request": request}) == zero
    assert decide(term, cands, {"request": request}) == zero


NEEDS = ["seed", "tools", "vision", "json_mode", "x_custom", "audio"]


def needs_requests() -> list[str]:
    """Pred requests on meets_req whose candidate lacks every capability."""
    lines = []
    for i in range(len(NEEDS)):
        listed = NEEDS[i:] + NEEDS[:i]
        request = {
            "requirements": {"needs": listed},
            "images": ["img"],
            "tools": [{"name": "t"}],
            "response_format": {"type": "json_object"},
        }
        case = {"candidate": {"provider_id": "p", "model_family": "m"}, "ctx": {"request": request}}
        lines.append(
            json.dumps(
                {"kind": "pred", "name": f"needs-{i}", "term": ["meets_req"], "cases": [case]}
            )
        )
    return lines


def test_the_first_failing_need_does_not_depend_on_the_hash_seed() -> None:
    lines = needs_requests()
    first = served(lines, "1")
    assert first.count("\n") == len(lines)
    assert "missing_capability:json_mode" in first  # code-point order: json_mode first
    for hash_seed in ("2", "3", "4"):
        assert served(lines, hash_seed) == first
