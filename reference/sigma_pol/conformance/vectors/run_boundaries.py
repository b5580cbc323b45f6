"""Run vectors at every boundary of chapter 15's rules (issue 33, item 5;
spec/15-run.md): each comparison a rule makes gets a vector on both sides of it,
so that an engine wrong at one of them fails certify.

The boundaries, each with the vectors on its two sides:

* the message bytes (`pinned-run-message-bytes`, 300): a message of exactly
  300 bytes kept whole, one of 301 cut to 300;
* the step bound (`pinned-run-step-bound`, 10 000): a run of exactly 10 000
  steps answered, one of 10 001 refused at `$.responses`;
* R-Retry-Wait's `b > 0`: a backoff of 0 retries at once, of 1 ms waits until
  `t + 1`; a backoff array's first entry is the first retry's;
* the response reader's `elapsed_ms ≥ 0`: `elapsed_ms: 0` read (its negative
  side is `run-bad-response-elapsed`);
* R-Pool's `μ > 0`: a multiplier of 0, below 0 and between 0 and 1, and a
  candidate priced on one side only;
* the recovery tests of §15.3 with `opened_at_ms` / `at_ms` > 0: a breaker or a
  disable one millisecond before its window ends (live) and at its end
  (recovered, expired), so `now - at` and `now + at` give different answers;
* R-Success's `served_by`: an offer with a peer id, without one, with `""`;
* R-Retry-Spent's cursor step over three candidates (the next one, not the last);
* the engine matrix's `has_tee` / `no_log` defaults (`false`).

Each note derives the expectation by hand; ``tests/test_run_boundaries.py``
checks the deciding member of each against that derivation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from ...core.terms import JSON
from .fixtures import cand
from .vector import Definition

_TAGS: Final = ("run", "boundary")

#: The rules of chapter 15 that fire in each run vector of this module and of
#: :mod:`.reading_rules`, in the chapter's order: the vectors' tags
#: (tests/test_run_vectors.py replays each vector and checks them).
RULES_FIRED: Final[dict[str, tuple[str, ...]]] = {
    "run-boundary-message-300-bytes": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Exhausted",
        "R-Fail",
        "R-Breaker-Count",
        "R-Next",
    ),
    "run-boundary-message-301-bytes": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Exhausted",
        "R-Fail",
        "R-Breaker-Count",
        "R-Next",
    ),
    "run-boundary-steps-exactly-10000": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Exhausted",
        "R-Missing",
        "R-Fail",
        "R-Breaker-Count",
        "R-Breaker-Trip",
        "R-Retry",
        "R-Retry-Spent",
    ),
    "run-boundary-backoff-zero": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Breaker-Reset",
        "R-Fail",
        "R-Breaker-Count",
        "R-Retry",
    ),
    "run-boundary-backoff-one": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Breaker-Reset",
        "R-Fail",
        "R-Breaker-Count",
        "R-Retry-Wait",
        "R-Resume",
    ),
    "run-boundary-backoff-array-first-entry": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Breaker-Reset",
        "R-Fail",
        "R-Breaker-Count",
        "R-Breaker-Trip",
        "R-Retry-Wait",
        "R-Resume",
    ),
    "run-boundary-elapsed-zero": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Fail",
        "R-Breaker-Count",
        "R-Next",
    ),
    "run-boundary-multiplier-zero": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "run-boundary-multiplier-negative": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "run-boundary-multiplier-half": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "run-boundary-priced-one-side": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "run-boundary-priced-out-only": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "run-boundary-disable-live-before-ttl": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Skip",
        "R-Call",
        "R-Success",
    ),
    "run-boundary-disable-expired-at-ttl": (
        "R-Start",
        "R-Disable-Expire",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
    ),
    "run-boundary-breaker-open-before-window": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
    ),
    "run-boundary-breaker-recovered-at-window": (
        "R-Start",
        "R-Breaker-Recover",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Breaker-Reset",
    ),
    "run-boundary-offer-with-peer": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "run-boundary-offer-without-peer": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "run-boundary-offer-empty-peer": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "run-boundary-retry-spent-three": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Fail",
        "R-Breaker-Count",
        "R-Retry",
        "R-Retry-Spent",
    ),
    "run-boundary-matrix-flag-defaults": ("R-Start", "R-Pool", "R-Plan", "R-Empty"),
    "reading-null-member-engine": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Fail",
        "R-Breaker-Trip",
        "R-Next",
    ),
    "reading-null-member-runtime": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "reading-null-member-breaker": (
        "R-Start",
        "R-Breaker-Recover",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Breaker-Reset",
    ),
    "reading-null-member-disable": ("R-Start", "R-Pool", "R-Plan", "R-Skip", "R-Call", "R-Success"),
    "reading-null-member-response": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "reading-null-member-run-ctx": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "reading-null-tables-and-parameters": (
        "R-Start",
        "R-Disable-Upgrade",
        "R-Pool",
        "R-Plan",
        "R-Skip",
        "R-Call",
        "R-Success",
    ),
    "reading-null-run-ctx-state": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "reading-response-body-any-shape": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "reading-null-object-as-responses": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Exhausted",
        "R-Missing",
        "R-Fail",
        "R-Breaker-Count",
        "R-Next",
    ),
    "reading-null-object-as-extra-candidates": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
    ),
    "reading-request-seed-replaced": ("R-Start", "R-Pool", "R-Plan", "R-Call", "R-Success"),
    "reading-pin-provider-number": ("R-Start", "R-Pool", "R-Pin-Missing", "R-Empty"),
    "reading-pin-model-absent": ("R-Start", "R-Pool", "R-Pin-Missing", "R-Empty"),
    "reading-pin-model-array": ("R-Start", "R-Pool", "R-Pin-Missing", "R-Empty"),
    "reading-matrix-served-model-id": (
        "R-Start",
        "R-Pool",
        "R-Plan",
        "R-Call",
        "R-Success",
        "R-Breaker-Reset",
        "R-Fail",
        "R-Breaker-Count",
        "R-Next",
    ),
}


def _policy(failplan: JSON, filter_: JSON = None, scorer: JSON = None) -> list[JSON]:
    return [
        "policy",
        filter_ or ["top"],
        scorer or ["zero"],
        ["ordered"],
        ["id"],
        failplan,
    ]


def run_vector(
    name: str,
    term: JSON,
    pool: Sequence[JSON],
    responses: Sequence[JSON],
    note: str,
    tags: Sequence[str] = (),
    fails: bool = False,
    keep: tuple[str, ...] | None = None,
    pins: tuple[str, ...] = (),
    given: Mapping[str, JSON] | None = None,
    **inputs: JSON,
) -> Definition:
    """A ``run`` definition; ``given`` and ``inputs`` add ``ctx``, ``runtime``,
    ``engine`` or ``catalog`` (``pool`` is then not sent)."""
    request: dict[str, JSON] = {"term": term}
    more = {**(given or {}), **inputs}
    if "catalog" not in more:
        request["candidates"] = list(pool)
    request.update(more)
    request["responses"] = list(responses)
    return Definition(
        name,
        "run",
        request,
        note,
        (*_TAGS, *tags, *RULES_FIRED.get(name, ())),
        fails=fails,
        keep=keep,
        pins=pins,
        place=fails,
    )


_NEXT: Final[list[JSON]] = ["always", {"action": "next_candidate"}]
_TWO: Final = (cand("a", "m"), cand("b", "m"))


def _fail(message: str | None = None, **more: JSON) -> dict[str, JSON]:
    out: dict[str, JSON] = {"ok": False, "error_kind": "server_error", **more}
    if message is not None:
        out["error_message"] = message
    return out


_OK: Final[dict[str, JSON]] = {"ok": True}


def message_bytes() -> list[Definition]:
    return [
        run_vector(
            "run-boundary-message-300-bytes",
            _policy(_NEXT),
            _TWO[:1],
            [_fail("a" * 300)],
            "error_message is 300 × 'a', 300 bytes: at the limit, kept whole in the "
            "attempted event (a cut below 300 bytes fails here).",
        ),
        run_vector(
            "run-boundary-message-301-bytes",
            _policy(_NEXT),
            _TWO[:1],
            [_fail("a" * 300 + "b")],
            "error_message is 300 × 'a' then 'b', 301 bytes: one over the limit, the event "
            "keeps 300 × 'a' (a limit of 301 fails here).",
        ),
    ]


def step_bound() -> list[Definition]:
    return [
        run_vector(
            "run-boundary-steps-exactly-10000",
            _policy(["always", {"action": "retry_same", "attempts": 9999}]),
            _TWO[:1],
            [],
            "retry_same attempts 9999, no backoff, an empty script: every call is R-Missing "
            "(unknown) and retried at once, 1 + 9999 = 10000 calls, no wait: exactly 10000 "
            "steps, which the bound allows. The 10000th failure spends the retries "
            "(a' = 10000 > 9999): R-Retry-Spent, R-Exhausted, 'exhausted: unknown'; a's "
            "breaker tripped at φ 3 (t 0) and counted on: consecutive_failures 10000, open, "
            "opened_at_ms 0. Only sort, encoding, result, rejected and runtime are recorded "
            "(the 10000 steps are not).",
            keep=("encoding", "rejected", "result", "runtime", "sort"),
        ),
        run_vector(
            "run-boundary-steps-10001",
            _policy(["always", {"action": "retry_same", "attempts": 10000}]),
            _TWO[:1],
            [],
            "retry_same attempts 10000 and an empty script: 10001 calls, one step over the "
            "bound: refused at $.responses.",
            fails=True,
        ),
    ]


def backoffs() -> list[Definition]:
    def retry(backoff: JSON, attempts: float = 1) -> list[JSON]:
        return ["always", {"action": "retry_same", "attempts": attempts, "backoff_ms": backoff}]

    return [
        run_vector(
            "run-boundary-backoff-zero",
            _policy(retry(0)),
            _TWO,
            [_fail(elapsed_ms=5), _OK],
            "backoff 0 is not > 0: R-Retry, no wait. a fails at t 0 → 5, retry_scheduled "
            "attempt 1 backoff 0, a called again at 5 and ok: two calls, no wait step.",
        ),
        run_vector(
            "run-boundary-backoff-one",
            _policy(retry(1)),
            _TWO,
            [_fail(elapsed_ms=5), _OK],
            "backoff 1 is > 0: R-Retry-Wait. a fails at t 0 → 5, wait until 5 + 1 = 6, "
            "R-Resume, a called at 6 and ok: steps call@0, wait 6, call@6.",
        ),
        run_vector(
            "run-boundary-backoff-array-first-entry",
            _policy(retry([5, 7], 3)),
            _TWO,
            [_fail(), _fail(), _fail(), _OK],
            "backoff [5, 7], attempts 3: the first retry waits b_1 = 5 (until 5), the second "
            "b_2 = 7 (until 12), the third is past the array's end and takes its last entry, "
            "7 (until 19); a is ok on its fourth call, at 19.",
        ),
    ]


def elapsed() -> list[Definition]:
    return [
        run_vector(
            "run-boundary-elapsed-zero",
            _policy(_NEXT),
            _TWO,
            [_fail(elapsed_ms=0), {"ok": True, "elapsed_ms": 0}],
            "elapsed_ms 0 is not negative: read, the clock stays 0; a fails (latency 0), "
            "R-Next, b called at 0 and ok (latency 0).",
        ),
    ]


def multipliers() -> list[Definition]:
    cheapest_first: JSON = ["neg", ["field", "price_in"]]

    def priced(name: str, mult: JSON, note: str) -> Definition:
        pool = [cand("a", "m", price_in=4, price_multiplier=mult), cand("b", "m", price_in=3)]
        term: JSON = ["policy", ["top"], cheapest_first, ["argmax"], ["id"], _NEXT]
        return run_vector(name, term, pool, [_OK], note)

    return [
        priced(
            "run-boundary-multiplier-zero",
            0,
            "a's price_multiplier 0 is not > 0: μ = 1, a's price_in 4 × 1 = 4 against b's 3: "
            "the cheapest first is b, called and ok (μ = 0 would price a at 0 and call it).",
        ),
        priced(
            "run-boundary-multiplier-negative",
            -2,
            "a's price_multiplier -2 is not > 0: μ = 1, a's price_in 4 against b's 3: b is "
            "called first and ok.",
        ),
        priced(
            "run-boundary-multiplier-half",
            0.5,
            "a's price_multiplier 0.5 is > 0: a's price_in 4 × 0.5 = 2 against b's 3: a is "
            "called first and ok.",
        ),
        run_vector(
            "run-boundary-priced-one-side",
            ["policy", ["top"], cheapest_first, ["argmax"], ["id"], _NEXT],
            [cand("a", "m", price_in=2, price_multiplier=2), cand("b", "m", price_in=3)],
            [_OK],
            "a has price_in 2 and no price_out, multiplier 2: it is priced (one raw price is "
            "enough), price_in 2 × 2 = 4 against b's 3: b is called first and ok.",
        ),
        run_vector(
            "run-boundary-priced-out-only",
            ["policy", ["top"], ["neg", ["field", "price_out"]], ["argmax"], ["id"], _NEXT],
            [cand("a", "m", price_out=2, price_multiplier=2), cand("b", "m", price_out=3)],
            [_OK],
            "a has price_out 2 and no price_in, multiplier 2: priced, price_out 2 × 2 = 4 "
            "against b's 3 (b: multiplier 1): b is called first and ok.",
        ),
    ]


def _ttl_engine(ms: float) -> dict[str, JSON]:
    return {"circuit_breaker_rate_limit_ms": ms, "disable_provider_ttl_ms": ms}


def recovery() -> list[Definition]:
    disabled: JSON = {"disabled": {"a": {"kind": "server_error", "at_ms": 500}}}
    breaker: JSON = {
        "breakers": {"a": {"open": True, "consecutive_failures": 3, "opened_at_ms": 500}}
    }
    not_open: JSON = ["not", ["is", "breaker_open"]]
    return [
        run_vector(
            "run-boundary-disable-live-before-ttl",
            _policy(_NEXT),
            _TWO,
            [_OK],
            "a disabled at 500, TTL 1000, now 1499: 1499 - 500 = 999 < 1000, live: R-Skip a, "
            "b called at 1499 and ok; a's record is kept (an expiry computed as now + at_ms, "
            "1999, would call a).",
            ctx={"now_ms": 1499},
            runtime=disabled,
            engine=_ttl_engine(1000),
        ),
        run_vector(
            "run-boundary-disable-expired-at-ttl",
            _policy(_NEXT),
            _TWO,
            [_OK],
            "a disabled at 500, TTL 1000, now 1500: 1500 - 500 = 1000 ≥ 1000, expired at the "
            "start (R-Disable-Expire): a called at 1500 and ok, the record removed.",
            ctx={"now_ms": 1500},
            runtime=disabled,
            engine=_ttl_engine(1000),
        ),
        run_vector(
            "run-boundary-breaker-open-before-window",
            _policy(_NEXT, filter_=not_open),
            _TWO,
            [_OK],
            "a's breaker opened at 500, window 1000, now 1499: 999 < 1000, still open: the "
            "policy sees breaker_open(a) and rejects a; b called and ok; a's record unchanged "
            "(an opening computed as now + opened_at_ms would have recovered).",
            ctx={"now_ms": 1499},
            runtime=breaker,
            engine=_ttl_engine(1000),
        ),
        run_vector(
            "run-boundary-breaker-recovered-at-window",
            _policy(_NEXT, filter_=not_open),
            _TWO,
            [_OK],
            "a's breaker opened at 500, window 1000, now 1500: 1000 ≥ 1000, recovered at the "
            "start (R-Breaker-Recover: open false, consecutive_failures 0, opened_at_ms kept): "
            "a passes the filter, is called and ok (R-Breaker-Reset).",
            ctx={"now_ms": 1500},
            runtime=breaker,
            engine=_ttl_engine(1000),
        ),
    ]


def offers() -> list[Definition]:
    def offered(name: str, offer: JSON, note: str) -> Definition:
        pool = [cand("a", "m", discovery="marketplace", offer=offer)]
        return run_vector(name, _policy(_NEXT), pool, [_OK], note)

    return [
        offered(
            "run-boundary-offer-with-peer",
            {"peer_id": "peer-7", "price": 2},
            "a marketplace candidate's offer is sent in its request; its truthy peer_id "
            "'peer-7' is served_by.",
        ),
        offered(
            "run-boundary-offer-without-peer",
            {"price": 2},
            "an offer without peer_id: sent in the request, and served_by is the provider, a.",
        ),
        offered(
            "run-boundary-offer-empty-peer",
            {"peer_id": ""},
            "peer_id '' is truthy (Lua: only nil and false are not): served_by is ''.",
        ),
    ]


def cursor() -> list[Definition]:
    spent: JSON = ["always", {"action": "retry_same", "attempts": 1}]
    return [
        run_vector(
            "run-boundary-retry-spent-three",
            _policy(spent),
            (cand("a", "m"), cand("b", "m"), cand("c", "m")),
            [_fail(), _fail(), _OK],
            "a fails, is retried once (attempts 1) and fails again: a' = 2 > 1, R-Retry-Spent "
            "moves the cursor to 1: b (not the last candidate, c) is called and ok.",
        ),
    ]


_EITHER_FLAG: Final[list[JSON]] = ["or", ["is", "has_tee"], ["is", "no_log"]]


def matrix_defaults() -> list[Definition]:
    url = "https://x.example"
    catalog: dict[str, JSON] = {
        "providers": {
            "p": {"discovery": "static", "base_url": url, "api_kind": "openai_compatible"},
            "q": {
                "discovery": "static",
                "base_url": url,
                "api_kind": "openai_compatible",
                "has_tee": False,
                "no_log": False,
            },
        },
        "models": {"m": {"capabilities": {}, "served_by": [{"provider": "p"}, {"provider": "q"}]}},
    }
    return [
        run_vector(
            "run-boundary-matrix-flag-defaults",
            _policy(_NEXT, filter_=_EITHER_FLAG),
            (),
            [_OK],
            "the engine matrix's has_tee and no_log are the provider's, else false (Lua's "
            "or: a false stays false): p has neither, q has both false, so neither passes "
            "(is has_tee) or (is no_log): both rejected, R-Empty, no_candidates.",
            catalog=catalog,
        ),
    ]


def run_boundaries() -> list[Definition]:
    return [
        *message_bytes(),
        *step_bound(),
        *backoffs(),
        *elapsed(),
        *multipliers(),
        *recovery(),
        *offers(),
        *cursor(),
        *matrix_defaults(),
    ]
