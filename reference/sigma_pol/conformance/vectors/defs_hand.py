"""Vectors whose expectation is written by hand (spec/07-conformance.md §7.3).

Every other vector takes its expectation from the reference it certifies.
These do not: each expectation below was derived from the specification
(chapters 2 to 6 and 8) and upstream's Lua, with the derivation in the note
(the normal form and its encoding, the arithmetic step by step, the PRNG
states), and the generator refuses to write the vectors if the reference
answers otherwise (:func:`sigma_pol.conformance.generate.hand_disagreements`).
Every operation of the signature is covered by at least one of them
(tests/test_hand_vectors.py counts).

Arithmetic was done with a calculator: integer arithmetic for the PRNG and the
fingerprint, one correctly rounded IEEE-754 operation at a time for doubles.
``M`` is 2147483647.  A candidate written ``a(tok_s 3)`` is provider ``a``,
model family ``m1``, with that member.

The ``summation-order`` vectors fail an implementation that sums in another
order than the one chapter 6 fixes (normal-form order for ``add``, pool order
for ``sample``), in written order, right to left, or exactly (``math.fsum``).
"""

from __future__ import annotations

from typing import Any, Final

from .fixtures import cand, ctx, policy_term
from .vector import (
    Definition,
    by_hand,
    case,
    encoding,
    failplan,
    policy,
    pred,
    raw,
    reject,
    scorer,
    selector,
    xform,
)

V: Final = "sigma-pol/v2:"
SUM: Final = "summation-order"
NEXT: Final = {"action": "next_candidate"}
ABORT: Final = {"action": "abort"}
DISABLE: Final = {"action": "disable_provider"}
RETRY2: Final = {"action": "retry_same", "attempts": 2}
OK: Final = {"expect_ok": True}


def _fails(reason: str) -> dict[str, Any]:
    return {"expect_ok": False, "expect_reason": reason}


# ---------------------------------------------------------------------------
# Pred


def _pred() -> list[Definition]:
    price_fails = _fails("cmp:price_out:le")
    return [
        by_hand(
            pred(
                "hand-top",
                ["top"],
                [case(cand("a"))],
                "top holds. Encoding: the node (top) behind the version prefix. Fingerprint "
                "(spec/05 §5.6) over the 18 bytes 115 105 103 109 97 45 112 111 108 47 118 50 58 "
                "40 116 111 112 41 of sigma-pol/v2:(top): h1 = 5381, then h1·31+b mod "
                "2147483647: 166926, 5174811, 160419244, 678029379, 1691558023, 898691230, "
                "2089624478, 353849519, 231916962, 746974928, 1681386416, 583371418, 904644840, "
                "126702669, 1780299208, 1502184384, 1470559429, 490185753; h2 = 52711, then "
                "h2·37+b mod 2147483629: 1950422, 72165719, 522648077, 10626297, 393173086, "
                "1662502453, 1383049261, 1780699301, 1461365375, 383428197, 1301941633, "
                "927200633, 2094169044, 174844024, 26778117, 990790440, 152024699, 1329946646. "
                "Identity: sha256sum of the same 18 bytes (coreutils)",
                ("pred",),
            ),
            {
                "sort": "Pred",
                "encoding": V + "(top)",
                "fingerprint": "490185753-1329946646",
                "identity": "29423345af6837918884eb1f831b413dbc088af5d8c7bcd17e16b7c5b5ce3a53",
            },
            [OK],
        ),
        by_hand(
            pred(
                "hand-bot-absorbs-and",
                ["and", ["is", "has_tee"], ["bot"]],
                [case(cand("a")), case(cand("b", has_tee=True))],
                "normal form (spec/04 §4.2): bot is and's absorbing element, so the node is "
                "(bot); a fails with bot, not with is:has_tee, although is(has_tee) comes first "
                "as written and fails for a",
                ("pred",),
            ),
            {"sort": "Pred", "encoding": V + "(bot)"},
            [_fails("bot"), _fails("bot")],
        ),
        by_hand(
            pred(
                "hand-and-reason-in-normal-form-order",
                ["and", ["provider_eq", "b"], ["cmp", "tok_s", "ge", 50]],
                [
                    case(cand("a", tok_s=10)),
                    case(cand("a", tok_s=60)),
                    case(cand("b", tok_s=60)),
                    case(cand("b")),
                ],
                'children sorted by encoding: (cmp "tok_s" "ge" 50) before (provider_eq "b") '
                "('c' < 'p'); and reports the first failing child in that order: a(tok_s 10) "
                "fails both, reason cmp:tok_s:ge; a(tok_s 60) provider_id; b(tok_s 60) holds; "
                "b without tok_s reads 0 < 50: cmp:tok_s:ge",
                ("pred",),
            ),
            {
                "sort": "Pred",
                "encoding": V + '(and (cmp "tok_s" "ge" 50) (provider_eq "b"))',
            },
            [_fails("cmp:tok_s:ge"), _fails("provider_id"), OK, _fails("cmp:tok_s:ge")],
        ),
        by_hand(
            pred(
                "hand-or-drops-its-unit",
                ["or", ["tier_eq", "partner"], ["bot"], ["family_eq", "m2"]],
                [
                    case(cand("a")),
                    case(cand("a", "m2")),
                    case(cand("a", tier="partner")),
                ],
                "bot is or's unit and is dropped; the two children sort as (family_eq ...) < "
                "(tier_eq ...). a(m1, no tier = fallback) fails both: reason or; family m2 "
                "holds; tier partner holds",
                ("pred",),
            ),
            {
                "sort": "Pred",
                "encoding": V + '(or (family_eq "m2") (tier_eq "partner"))',
            },
            [_fails("or"), OK, OK],
        ),
        by_hand(
            pred(
                "hand-or-collapses-to-its-child",
                ["or", ["bot"], ["has_cap", "tools"]],
                [
                    case(cand("a")),
                    case(cand("a", capabilities={"tools": 0})),
                    case(cand("a", capabilities={"tools": False})),
                ],
                "or(bot, p) normalizes to p (one element left), so the reason is p's "
                "missing_capability:tools, not or. Lua truthiness (spec/02 §2.5): 0 is truthy, "
                "false is not",
                ("pred",),
            ),
            {"sort": "Pred", "encoding": V + '(has_cap "tools")'},
            [_fails("missing_capability:tools"), OK, _fails("missing_capability:tools")],
        ),
        by_hand(
            pred(
                "hand-not-not",
                ["not", ["not", ["is", "no_log"]]],
                [case(cand("a")), case(cand("a", no_log=True))],
                "not(not(p)) normalizes to p: a without no_log fails with is:no_log (not with "
                "not); no_log true holds",
                ("pred",),
            ),
            {"sort": "Pred", "encoding": V + '(is "no_log")'},
            [_fails("is:no_log"), OK],
        ),
        by_hand(
            pred(
                "hand-not",
                ["not", ["provider_eq", "a"]],
                [case(cand("a")), case(cand("b"))],
                "not fails with reason not where its child holds (a), and holds where it fails (b)",
                ("pred",),
            ),
            {"sort": "Pred", "encoding": V + '(not (provider_eq "a"))'},
            [_fails("not"), OK],
        ),
        _meets_req(),
        by_hand(
            pred(
                "hand-scope-matches",
                ["scope_matches"],
                [
                    case(cand("a"), ctx(request={"scope": "eu"})),
                    case(cand("a", scope="eu"), ctx(request={"scope": "eu"})),
                    case(cand("a", scope="eu")),
                    case(cand("a", scope="eu"), ctx(request={"scope": "us"})),
                ],
                "an unscoped candidate matches any request; a scoped one needs the request's "
                "scope equal; without ctx the request is {} (chapter 8 pinned-absent-request), "
                "so a scoped candidate fails with scope",
                ("pred",),
            ),
            {"sort": "Pred", "encoding": V + "(scope_matches)"},
            [OK, OK, _fails("scope"), _fails("scope")],
        ),
        by_hand(
            pred(
                "hand-is-state-fields",
                ["and", ["is", "disabled"], ["not", ["is", "breaker_open"]]],
                [
                    case(cand("a"), ctx(state={"disabled": {"a": False}})),
                    case(cand("a"), ctx(state={"disabled": {"a": None}})),
                    case(cand("a"), ctx(state={"disabled": {"a": 1}, "breakers": {"a": True}})),
                    case(cand("a"), ctx(state={"disabled": {"a": 1}, "breakers": {"a": 1}})),
                ],
                '(is "disabled") sorts before (not ...). disabled holds when state.disabled has '
                "a member named a, whatever its value (false included) except null, which is "
                "absent (chapter 8 pinned-null-member-absent); breaker_open holds only for "
                "exactly true (spec/02 §2.1), so breakers.a = 1 leaves it false",
                ("pred",),
            ),
            {
                "sort": "Pred",
                "encoding": V + '(and (is "disabled") (not (is "breaker_open")))',
            },
            [OK, _fails("is:disabled"), _fails("not"), OK],
        ),
        by_hand(
            pred(
                "hand-cmp-price-sources",
                ["cmp", "price_out", "le", 25],
                [
                    case(cand("a", price_out=20)),
                    case(cand("a")),
                    case(cand("a"), ctx(state={"ema": {"a|m1": {"price_out": 30}}})),
                    case(cand("a"), ctx(state={"ema": {"a|m1": {"price_out": 25}}})),
                    case(cand("a", price_out=26), ctx(state={"ema": {"a|m1": {"price_out": 1}}})),
                ],
                "price_out is the candidate's, else the EMA entry a|m1's, else +inf (spec/02 "
                "§2.1): 20 <= 25 holds; +inf <= 25 is false; EMA 30 fails; EMA 25 holds; the "
                "candidate's 26 wins over the EMA's 1 and fails",
                ("pred",),
            ),
            {"sort": "Pred", "encoding": V + '(cmp "price_out" "le" 25)'},
            [OK, price_fails, price_fails, OK, price_fails],
        ),
        by_hand(
            pred(
                "hand-tiers",
                ["and", ["min_tier", "marketplace"], ["not", ["tier_eq", "partner"]]],
                [
                    case(cand("a", tier="marketplace")),
                    case(cand("a", tier="partner")),
                    case(cand("a")),
                    case(cand("a", tier="gold")),
                ],
                "ranks in the default order fallback 1, marketplace 2, partner 3; an absent "
                "tier is fallback, an unknown one rank 0 (spec/02 §2.3). (min_tier ...) sorts "
                "before (not ...): marketplace holds both; partner passes min_tier then fails "
                "not; absent (rank 1) and gold (rank 0) fail min_tier",
                ("pred",),
            ),
            {
                "sort": "Pred",
                "encoding": V + '(and (min_tier "marketplace") (not (tier_eq "partner")))',
            },
            [OK, _fails("not"), _fails("min_tier"), _fails("min_tier")],
        ),
        by_hand(
            pred(
                "hand-tier-eq-default",
                ["tier_eq", "fallback"],
                [case(cand("a")), case(cand("a", tier="partner"))],
                "tier_eq reads an absent tier as fallback: holds; partner fails with tier",
                ("pred",),
            ),
            {"sort": "Pred", "encoding": V + '(tier_eq "fallback")'},
            [OK, _fails("tier")],
        ),
        by_hand(
            pred(
                "hand-served-by",
                ["served_by_eq", "peer7"],
                [
                    case(cand("a", offer={"peer_id": "peer7"})),
                    case(cand("peer7")),
                    case(cand("a", offer={})),
                    case(cand("peer7", offer={"peer_id": "peer8"})),
                ],
                "served-by is offer.peer_id when present, else provider_id: peer7 via the "
                "offer holds; provider peer7 without offer holds; an offer without peer_id "
                "falls back to a: served_by; a peer peer8 overrides provider peer7: served_by",
                ("pred",),
            ),
            {"sort": "Pred", "encoding": V + '(served_by_eq "peer7")'},
            [OK, OK, _fails("served_by"), _fails("served_by")],
        ),
        raw_integer_beyond_2_53(),
    ]


def _meets_req() -> Definition:
    needs = {"needs": ["vision", "tools", "json_mode"]}
    return by_hand(
        pred(
            "hand-meets-req",
            ["meets_req"],
            [
                case(
                    cand("a", capabilities={"supports_vision": True}),
                    ctx(request={"requirements": needs}),
                ),
                case(
                    cand("a", capabilities={"supports_json_mode": True, "supports_vision": True}),
                    ctx(request={"tools": [{"name": "f"}], "requirements": {"needs": ["vision"]}}),
                ),
                case(
                    cand("a", capabilities={"supports_json_mode": True, "context": 4000}),
                    ctx(
                        request={"requirements": {"min_context": 8000, "needs": ["json_mode", "x"]}}
                    ),
                ),
                case(cand("a"), ctx(request={"requirements": {"tier": "fallback"}})),
                case(cand("a", has_tee=True), ctx(request={"requirements": {"privacy": "no_log"}})),
                case(cand("a"), ctx(request={"requirements": {"min_quality": 0.5}})),
                case(cand("a"), ctx(request={"requirements": {"min_tok_s": 0}})),
            ],
            "spec/06 §meets_req, needs in code-point order (chapter 8 pinned-needs-order): "
            "1) needs vision, tools, json_mode → json_mode < tools < vision, json_mode unmet; "
            "2) tools derived from request.tools, needs {tools, vision} → tools first, unmet; "
            "3) json_mode met, x ignored, context 4000 < min_context 8000; 4) the candidate "
            "has no tier member, which differs from fallback (no default here); 5) no_log "
            "met by has_tee; 6) quality_hint absent = 0 < 0.5; 7) tok_s absent = 0, not < 0",
            ("pred",),
        ),
        {"sort": "Pred", "encoding": V + "(meets_req)"},
        [
            _fails("missing_capability:json_mode"),
            _fails("missing_capability:tools"),
            _fails("min_context"),
            _fails("tier"),
            OK,
            _fails("min_quality"),
            OK,
        ],
    )


def raw_integer_beyond_2_53() -> Definition:
    return by_hand(
        raw(
            "hand-integer-beyond-2-53",
            "pred",
            '"term":["cmp","tok_s","eq",9007199254740993],'
            '"cases":[{"candidate":{"provider_id":"a","model_family":"m1",'
            '"tok_s":9007199254740993}},'
            '{"candidate":{"provider_id":"b","model_family":"m1","tok_s":9007199254740995}}]',
            "numbers read as the nearest double, ties to even (chapter 8 "
            "pinned-integer-beyond-2-53); doubles near 2^53 are 2 apart. 2^53+1 is halfway "
            "between 2^53 (even significand 2^52) and 2^53+2 (odd 2^52+1): 2^53, in the term "
            "(encoded 9007199254740992, rule 2 of spec/05 §5.2) and in a's tok_s, so a holds. "
            "2^53+3 is halfway between 2^53+2 (odd) and 2^53+4 (even 2^52+2): 2^53+4 ≠ 2^53, "
            "b fails",
            ("pred",),
        ),
        {"sort": "Pred", "encoding": V + '(cmp "tok_s" "eq" 9007199254740992)'},
        [OK, _fails("cmp:tok_s:eq")],
    )


# ---------------------------------------------------------------------------
# Scorer


def _scorer() -> list[Definition]:
    return [
        by_hand(
            scorer(
                "hand-zero-units",
                ["add", ["zero"], ["scale", 5, ["zero"]]],
                [cand("a"), cand("b"), cand("c")],
                "scale(5, zero) is zero (spec/04 §4.3); add drops both units, an empty list "
                "gives the unit: (zero), 0 for each of three candidates",
                tags=("scorer",),
            ),
            {"sort": "Scorer", "encoding": V + "(zero)", "scores": [0, 0, 0]},
        ),
        by_hand(
            scorer(
                "hand-add-sum-exactly-fails",
                ["add", ["lit", 1e16], ["lit", 1], ["lit", -1e16]],
                [cand("a")],
                "children in code-point order of their encodings: (lit -10000000000000000) "
                "('-' is 0x2d), (lit 1) (')' 0x29 < '0' 0x30), (lit 10000000000000000). Doubles "
                "near 1e16 are 2 apart. 0 + -1e16 = -1e16; -1e16 + 1 = -9999999999999999, "
                "halfway between -1e16 (even significand 5e15) and -9999999999999998 (odd): "
                "-1e16; -1e16 + 1e16 = 0. The exact sum (math.fsum) is 1",
                tags=("scorer", SUM),
            ),
            {
                "sort": "Scorer",
                "encoding": V + "(add (lit -10000000000000000) (lit 1) (lit 10000000000000000))",
                "scores": [0],
            },
        ),
        by_hand(
            scorer(
                "hand-add-sum-in-written-order-fails",
                ["add", ["lit", -1e16], ["lit", 1e16], ["lit", 1]],
                [cand("a")],
                "the same normal form as hand-add-sum-exactly-fails, so the same sum 0: "
                "-1e16, then + 1 rounds back to -1e16 (tie to even), then + 1e16. As written, "
                "-1e16 + 1e16 = 0 and 0 + 1 = 1; exactly, 1",
                tags=("scorer", SUM),
            ),
            {
                "sort": "Scorer",
                "encoding": V + "(add (lit -10000000000000000) (lit 1) (lit 10000000000000000))",
                "scores": [0],
            },
        ),
        by_hand(
            scorer(
                "hand-add-sum-right-to-left-fails",
                ["add", ["lit", 3], ["lit", 1e16], ["lit", -1e16]],
                [cand("a")],
                "normal-form order (lit -10000000000000000), (lit 10000000000000000), (lit 3) "
                "('1' < '3'): -1e16 + 1e16 = 0, + 3 = 3 (also the exact sum). Right to left "
                "(and as written): 3 + 1e16 = 10000000000000003, halfway between ...002 (odd "
                "significand) and ...004 (even): ...004, then - 1e16 = 4. In ascending value "
                "order: -1e16 + 3 rounds to -9999999999999996 (even), + 1e16 = 4",
                tags=("scorer", SUM),
            ),
            {
                "sort": "Scorer",
                "encoding": V + "(add (lit -10000000000000000) (lit 10000000000000000) (lit 3))",
                "scores": [3],
            },
        ),
        by_hand(
            scorer(
                "hand-add-overflow-order",
                ["add", ["lit", 1e308], ["lit", 1e308], ["lit", -1e308]],
                [cand("a")],
                "1e308 encodes 1e+308 (%.17g: 1.0000000000000000e+308, zeros dropped); "
                "normal-form order (lit -1e+308), (lit 1e+308), (lit 1e+308): 0 + -1e308, "
                "+ 1e308 = 0, + 1e308 = 1e308. As written (or right to left) 1e308 + 1e308 "
                "overflows to +inf and stays +inf",
                tags=("scorer", SUM),
            ),
            {
                "sort": "Scorer",
                "encoding": V + "(add (lit -1e+308) (lit 1e+308) (lit 1e+308))",
                "scores": [1e308],
            },
        ),
        by_hand(
            scorer(
                "hand-scale",
                ["scale", -2, ["field", "tok_s"]],
                [cand("a", tok_s=1.5), cand("b")],
                "-2 × 1.5 = -3; b's tok_s defaults to 0 and -2 × 0 = -0, written 0 (chapter 8 "
                "pinned-minus-zero)",
                tags=("scorer",),
            ),
            {"sort": "Scorer", "encoding": V + '(scale -2 (field "tok_s"))', "scores": [-3, 0]},
        ),
        by_hand(
            scorer(
                "hand-scale-zero-weight",
                ["scale", 0, ["field", "price_in"]],
                [cand("a", price_in=2), cand("b")],
                "scale(0, s) normalizes to zero (spec/04 §4.3): 0 for the unpriced b, where "
                "0 × +inf would be NaN",
                tags=("scorer",),
            ),
            {"sort": "Scorer", "encoding": V + "(zero)", "scores": [0, 0]},
        ),
        by_hand(
            scorer(
                "hand-gate",
                ["gate", ["is", "has_tee"], ["field", "latency_ms"]],
                [
                    cand("a", has_tee=True),
                    cand("b", latency_ms=50),
                    cand("c", has_tee=True, latency_ms=50),
                ],
                "latency_ms defaults to +inf; gate keeps it where has_tee holds (a: +inf, "
                "c: 50) and demotes to 0 elsewhere (b)",
                tags=("scorer",),
            ),
            {
                "sort": "Scorer",
                "encoding": V + '(gate (is "has_tee") (field "latency_ms"))',
                "scores": ["+inf", 0, 50],
            },
        ),
        by_hand(
            scorer(
                "hand-neg",
                ["neg", ["field", "success_rate"]],
                [cand("a", success_rate=0.9), cand("b", success_rate=0.25), cand("c")],
                "1 - s: 0.9 is 0.90000000000000002220446…, 1 - 0.9 is exact (Sterbenz) "
                "0.09999999999999997779553…, shortest form 0.09999999999999998; 1 - 0.25 = "
                "0.75; c's success_rate defaults to 1: 0",
                tags=("scorer",),
            ),
            {
                "sort": "Scorer",
                "encoding": V + '(neg (field "success_rate"))',
                "scores": [0.09999999999999998, 0.75, 0],
            },
        ),
        by_hand(
            scorer(
                "hand-normalize-divides",
                ["normalize", ["field", "tok_s"]],
                [cand("a"), cand("b", tok_s=3), cand("c", tok_s=10)],
                "lo = 0, hi = 10; b maps to (3 - 0) / (10 - 0) = 0.3 correctly rounded. "
                "Multiplying by the reciprocal instead gives 3 × 0.1 = 0.30000000000000004, "
                "one ulp away: scores compare exactly",
                tags=("scorer",),
            ),
            {
                "sort": "Scorer",
                "encoding": V + '(normalize (field "tok_s"))',
                "scores": [0, 0.3, 1],
            },
        ),
        by_hand(
            scorer(
                "hand-normalize-infinite-bound",
                ["normalize", ["neg", ["field", "price_in"]]],
                [cand("a", price_in=1), cand("b", price_in=2), cand("c")],
                "values 1 - 1 = 0, 1 - 2 = -1, 1 - inf = -inf; lo = -inf, hi = 0: a is at hi "
                "(1), c at lo (0), b strictly between: (-1 - -inf) / (0 - -inf) = inf/inf = "
                "NaN, guarded to 0 (spec/06 §normalize)",
                tags=("scorer",),
            ),
            {
                "sort": "Scorer",
                "encoding": V + '(normalize (neg (field "price_in")))',
                "scores": [1, 0, 0],
            },
        ),
        by_hand(
            scorer(
                "hand-clamp-nan",
                ["clamp", 10, 20, ["add", ["field", "latency_ms"], ["neg", ["field", "price_in"]]]],
                [
                    cand("a", latency_ms=5, price_in=1),
                    cand("b", latency_ms=30, price_in=0.5),
                    cand("c", latency_ms=15, price_in=1),
                    cand("d"),
                    cand("e", price_in=2),
                ],
                '(field "latency_ms") sorts before (neg ...). a: 5 + 0 = 5 < 10 → 10; b: 30 + '
                "0.5 → 20; c: 15; d: +inf + (1 - inf) = +inf + -inf = NaN, which clamp keeps "
                "(both comparisons false); e: +inf + -1 = +inf → 20",
                tags=("scorer",),
            ),
            {
                "sort": "Scorer",
                "encoding": V + '(clamp 10 20 (add (field "latency_ms") (neg (field "price_in"))))',
                "scores": [10, 20, 15, "nan", 20],
            },
        ),
        by_hand(
            scorer(
                "hand-field-price-sources",
                ["field", "price_in"],
                [cand("a", price_in=2), cand("b"), cand("c"), cand("d")],
                "the candidate's price_in, else state.ema[provider|model].price_in, else +inf: "
                "a 2; b from ema b|m1: 0.5; c none: +inf; d's key is d|m1, the ema has only "
                "d|m2: +inf",
                ctx(state={"ema": {"b|m1": {"price_in": 0.5}, "d|m2": {"price_in": 1}}}),
                ("scorer",),
            ),
            {
                "sort": "Scorer",
                "encoding": V + '(field "price_in")',
                "scores": [2, 0.5, "+inf", "+inf"],
            },
        ),
        by_hand(
            scorer(
                "hand-lit",
                ["lit", 0.1],
                [cand("a"), cand("b")],
                "0.1 is not integral: %.17g gives 0.10000000000000001 (spec/05 §5.2 rule 3); "
                "the score is the double itself, written in its shortest form 0.1",
                tags=("scorer",),
            ),
            {"sort": "Scorer", "encoding": V + "(lit 0.10000000000000001)", "scores": [0.1, 0.1]},
        ),
        by_hand(
            raw(
                "hand-minus-zero",
                "scorer",
                '"term":["add",["scale",-0.0,["field","tok_s"]],["lit",-0.0],["lit",2]],'
                '"candidates":[{"provider_id":"a","model_family":"m1","tok_s":5}]',
                "-0 = 0 in the normal form (chapter 8 pinned-minus-zero): scale(-0, s) is zero, "
                "dropped from add; lit(-0) keeps its parameter but encodes (lit 0), sorted "
                "before (lit 2). Score 0 + -0 = 0, + 2 = 2",
                tags=("scorer",),
            ),
            {"sort": "Scorer", "encoding": V + "(add (lit 0) (lit 2))", "scores": [2]},
        ),
    ]


# ---------------------------------------------------------------------------
# Selector


#: spec/06 §6.10 by integer arithmetic: seed 0 moves to M - 1 = 2147483646, then
#: s → s·16807 mod M: 2147466840, 1865008398, 524833574, 1162539989 (warm-up),
#: then 1003374717, 1677272375, 2046456103.
_SEED_0_DRAWS: Final = (
    "u = 1003374717/M = 0.46723276…, 1677272375/M = 0.78104…, 2046456103/M = 0.95295…"
)

#: The temp of the summation-order sampling vector, found by a search over temps
#: near the one where the first draw lands on the first running sum.
_TEMP: Final = 0.4462060998274456


def _selector() -> list[Definition]:
    five = [cand(p) for p in "abcde"]
    return [
        by_hand(
            selector(
                "hand-argmax-nan-last",
                ["argmax"],
                five,
                "score order (chapter 8 pinned-nan-score-order): numbers descending, equal "
                "scores by position, NaN last: +inf (c, 2), 1 (a, 0), 1 (d, 3), -inf (e, 4), "
                "then NaN (b, 1)",
                scores=[1, "nan", "+inf", 1, "-inf"],
                tags=("selector",),
            ),
            {
                "sort": "Selector",
                "encoding": V + "(argmax)",
                "ordered": ["c", "a", "d", "e", "b"],
                "positions": [2, 0, 3, 4, 1],
                "scores": ["+inf", 1, 1, "-inf", "nan"],
            },
        ),
        by_hand(
            selector(
                "hand-ordered",
                ["ordered"],
                five[:3],
                "input order, scores untouched, NaN included",
                scores=[2, "nan", 5],
                tags=("selector",),
            ),
            {
                "sort": "Selector",
                "encoding": V + "(ordered)",
                "ordered": ["a", "b", "c"],
                "positions": [0, 1, 2],
                "scores": [2, "nan", 5],
            },
        ),
        by_hand(
            selector(
                "hand-sample-draws",
                ["sample", 3],
                five[:3],
                "pool in score order b(3), c(2), a(1); q = 3/4, weights 1, 0.75, 0.5625 "
                "(exact). Seed 0: " + _SEED_0_DRAWS + ". Draw 1: total 2.3125, r = 1.0805… "
                "> 1, <= 1.75: c. Draw 2: pool b, a, total 1.5625, r = 1.2204… > 1: a. Draw 3: "
                "r = 0.95295… <= 1: b",
                scores=[1, 3, 2],
                ctx=ctx(seed=0),
                tags=("selector",),
            ),
            {
                "sort": "Selector",
                "encoding": V + "(sample 3)",
                "ordered": ["c", "a", "b"],
                "positions": [2, 0, 1],
                "scores": [2, 1, 3],
            },
        ),
        by_hand(
            selector(
                "hand-sample-sum-in-pool-order",
                ["sample", _TEMP],
                five[:3],
                "temp t = 0x1.c8ea4078236b9p-2 (%.17g: 0.44620609982744558); t + 1 = "
                "1.4462060998274455; q = t/(t+1) = 0x1.3bf0c327bbd96p-2; weights 1, q, q·q = "
                "0x1.85ea62b2478ecp-4; all scores 0, so the pool is a, b, c. In units of "
                "2^-56 (doubles in [1,2) are multiples of 16): 1 + q = 0x14efc30c9eef658, 8 "
                "past a multiple: a tie, to even 0x14efc30c9eef660 = 1.3085356228829936; + "
                "q·q = 0x1675ad6f5136f4c, 12 past: up to total 0x1675ad6f5136f50 = "
                "1.4037298534707905. The exact sum 0x1675ad6f5136f44 (4 past) rounds down to "
                "1.4037298534707903, as does summing right to left. Seed 37: s = 621859, "
                "1861649625, 2055994232, 2083176994 (warm-up), then 1529841117, 217947888, "
                "1590535481; u1 = 0.7123877842502612. r = u1 × total: 1 + 2.197e-16 exactly, "
                "rounding to 1.0000000000000002 > 1 = first running sum, <= 1.3085…: b. (With "
                "the smaller total, 1 + 6.15e-17 rounds to 1 <= 1: a would be picked.) Draw 2: "
                "pool a, c, total 1.0951942305877969, r = 0.1111… <= 1: a. Then c",
                ctx=ctx(seed=37),
                tags=("selector", SUM),
            ),
            {
                "sort": "Selector",
                "encoding": V + "(sample 0.44620609982744558)",
                "ordered": ["b", "a", "c"],
                "positions": [1, 0, 2],
                "scores": [0, 0, 0],
            },
        ),
        by_hand(
            selector(
                "hand-chain",
                [
                    "chain",
                    [
                        {"provider": "b", "model": "m1"},
                        {"provider_id": "a", "model_family": "m1"},
                        {"provider": "b", "model": "m1"},
                    ],
                ],
                [cand("a"), cand("b"), cand("c"), cand("a", "m2"), cand("a")],
                "keys b|m1 → 1, a|m1 → 2, b|m1 → 3 (the later index wins); c|m1 and a|m2 are "
                "not listed and left out. Scores become -priority: a(0) -2, b(1) -3, a(4) -2; "
                "score order, equal priorities by position (chapter 8 "
                "pinned-chain-equal-priority). Records encode with sorted keys",
                tags=("selector",),
            ),
            {
                "sort": "Selector",
                "encoding": V
                + '(chain [{"model":"m1","provider":"b"},{"model_family":"m1","provider_id":"a"},'
                '{"model":"m1","provider":"b"}])',
                "ordered": ["a", "a", "b"],
                "positions": [0, 4, 1],
                "scores": [-2, -2, -3],
            },
        ),
        by_hand(
            selector(
                "hand-top-k",
                ["top_k", 2, ["argmax"]],
                five[:3],
                "argmax orders b(3), c(2), a(1); top_k keeps the first two",
                scores=[1, 3, 2],
                tags=("selector",),
            ),
            {
                "sort": "Selector",
                "encoding": V + "(top_k 2 (argmax))",
                "ordered": ["b", "c"],
                "positions": [1, 2],
                "scores": [3, 2],
            },
        ),
    ]


# ---------------------------------------------------------------------------
# Xform


def _xform() -> list[Definition]:
    x = ("xform",)
    return [
        by_hand(
            xform(
                "hand-id-seq-units",
                ["seq", ["id"], ["seq", ["id"]]],
                {"temperature": 0.5, "_filters": {"text": {"recipe": ["a"]}}},
                cand("a"),
                "seq(id) has only its unit: id; so has the outer seq: (id), the request unchanged",
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V + "(id)",
                "request": {"temperature": 0.5, "_filters": {"text": {"recipe": ["a"]}}},
            },
        ),
        by_hand(
            xform(
                "hand-seq-flattens-in-order",
                ["seq", ["set_param", "t", 1], ["seq", ["clamp_param", "t", 2, 3], ["id"]]],
                {"t": 9, "u": "x"},
                cand("a"),
                "the inner seq drops id and is its one child; seq keeps its order: set t to 1, "
                "then clamp 1 into [2, 3]: 2",
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V + '(seq (set_param "t" 1) (clamp_param "t" 2 3))',
                "request": {"t": 2, "u": "x"},
            },
        ),
        by_hand(
            xform(
                "hand-set-param-from-ctx",
                ["set_param", "seed", "from_ctx"],
                {"seed": "old"},
                cand("a"),
                '"from_ctx" sets the context seed as given, not reduced mod M: 2147483648',
                ctx=ctx(seed=2147483648),
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V + '(set_param "seed" "from_ctx")',
                "request": {"seed": 2147483648},
            },
        ),
        by_hand(
            xform(
                "hand-inject-seed-without-seed",
                ["inject_seed", "seed"],
                {"seed": 5, "x": 1},
                cand("a"),
                "no seed in the context: setting an absent value removes the member",
                tags=x,
            ),
            {"sort": "Xform", "encoding": V + '(inject_seed "seed")', "request": {"x": 1}},
        ),
        by_hand(
            xform(
                "hand-clamp-param",
                ["seq", ["clamp_param", "temperature", 0, 1], ["clamp_param", "top_p", 0.5, 1]],
                {"temperature": 1.5, "top_p": "x"},
                cand("a"),
                "1.5 clamps to 1; top_p is not a number and stays",
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V + '(seq (clamp_param "temperature" 0 1) (clamp_param "top_p" 0.5 1))',
                "request": {"temperature": 1, "top_p": "x"},
            },
        ),
        by_hand(
            xform(
                "hand-jitter",
                ["seq", ["jitter", "top_p", 0.1], ["jitter", "temperature", 1]],
                {"top_p": 0.9},
                cand("a"),
                "salt hashes h = h·31 + byte mod M over 'jitter:top_p': 106, 3391, 105237, "
                "3262463, 101136454, 987746541, 555371771, 36655841, 1136331182, 866528402, "
                "1092576793, 1657625990; substream (42 + h) mod M = 1657626032; steps "
                "415367293, 1756240701, 2122217339, 550923550, then 1570102633: u = "
                "0.7311360136285127; u·2 = 1.4622720272570253, - 1 = 0.4622720272570253, × 0.1 "
                "= 0.046227202725702535; 0.9 + that = 0.9462272027257026. 'jitter:temperature' "
                "shares the prefix 'jitter:t' (36655841), then 1136331172, 866528089, "
                "1092567107, 1657325713, 1984973336, 1404631397, 593900483, 1231045914, "
                "1655201449, 1919121139; substream 1919121181; steps 1612794774, 703174184, "
                "646001047, 1809761344, then 1848016147: u = 0.860549578378233; offset (u·2 - "
                "1) × 1 = 0.721099156756466, set as is (temperature absent)",
                ctx=ctx(seed=42),
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V
                + '(seq (jitter "top_p" 0.10000000000000001) (jitter "temperature" 1))',
                "request": {"top_p": 0.9462272027257026, "temperature": 0.721099156756466},
            },
        ),
        by_hand(
            xform(
                "hand-filter-text",
                ["filter_text", ["NFKC", {"max_len": 4096}]],
                {"_filters": {"image": {"recipe": []}}},
                cand("a"),
                "the directive's seed is ctx.seed mod M: fmod(-1, M) = -1 < 0, + M = "
                "2147483646; the existing image directive is kept",
                ctx=ctx(seed=-1),
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V + '(filter_text ["NFKC",{"max_len":4096}])',
                "request": {
                    "_filters": {
                        "image": {"recipe": []},
                        "text": {"recipe": ["NFKC", {"max_len": 4096}], "seed": 2147483646},
                    }
                },
            },
        ),
        by_hand(
            xform(
                "hand-filter-image-after-false",
                ["seq", ["set_param", "_filters", False], ["filter_image", {}]],
                {},
                cand("a"),
                "an empty recipe {} is the empty array (chapter 8 pinned-empty-object-is-array), "
                "encoded []; _filters set to false counts as absent (Lua's `or {}`); the seed "
                "2147483649.5 mod M = 2.5",
                ctx=ctx(seed=2147483649.5),
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V + '(seq (set_param "_filters" false) (filter_image []))',
                "request": {"_filters": {"image": {"recipe": [], "seed": 2.5}}},
            },
        ),
        by_hand(
            xform(
                "hand-custom",
                ["seq", ["custom", "test:stamp_provider"], ["custom", "test:drop_temperature"]],
                {"temperature": 0.7, "x": 1},
                cand("p9"),
                "the conformance registry (chapter 8 pinned-custom-registry): x_provider "
                "becomes p9, then temperature is removed",
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V
                + '(seq (custom "test:stamp_provider") (custom "test:drop_temperature"))',
                "request": {"x": 1, "x_provider": "p9"},
            },
        ),
        by_hand(
            xform(
                "hand-when",
                [
                    "seq",
                    ["when", ["provider_eq", "a"], ["set_param", "k", 1]],
                    ["when", ["provider_eq", "b"], ["set_param", "k", 2]],
                ],
                {},
                cand("a"),
                "only the first when's Pred holds for a: k = 1",
                tags=x,
            ),
            {
                "sort": "Xform",
                "encoding": V + '(seq (when (provider_eq "a") (set_param "k" 1)) '
                '(when (provider_eq "b") (set_param "k" 2)))',
                "request": {"k": 1},
            },
        ),
        by_hand(
            encoding(
                "hand-encoding-strings",
                ["set_param", "note", 'q"b\\s\nn\rr\tté\x01'],
                'five characters are escaped (\\\\, \\", \\n, \\r, \\t), everything else is '
                "itself: é as UTF-8, U+0001 raw (spec/05 §5.3)",
                ("xform", "encoding"),
            ),
            {
                "sort": "Xform",
                "encoding": V + '(set_param "note" "q\\"b\\\\s\\nn\\rr\\tté\x01")',
            },
        ),
    ]


# ---------------------------------------------------------------------------
# FailPlan and Policy


def _failplan() -> list[Definition]:
    return [
        by_hand(
            failplan(
                "hand-always",
                ["always", {"action": "abort", "zeta_ms": 5, "alpha_ms": 1}],
                ["timeout", "unknown"],
                "every kind gets the base action; its record encodes with sorted keys",
                ("failplan",),
            ),
            {
                "sort": "FailPlan",
                "encoding": V + '(always {"action":"abort","alpha_ms":1,"zeta_ms":5})',
                "classified": [
                    {"kind": "timeout", "action": {"action": "abort", "alpha_ms": 1, "zeta_ms": 5}},
                    {"kind": "unknown", "action": {"action": "abort", "alpha_ms": 1, "zeta_ms": 5}},
                ],
            },
        ),
        by_hand(
            failplan(
                "hand-override-unknown-fallback",
                ["override", ["override", ["always", NEXT], "unknown", ABORT], "x", NEXT],
                ["x", "unknown", "rate_limit"],
                "table {unknown: abort, x: next}; x's action equals the base and is dropped "
                "(spec/04 §4.4), so classify(x) falls back to unknown: abort, like every kind",
                ("failplan",),
            ),
            {
                "sort": "FailPlan",
                "encoding": V
                + '(override (always {"action":"next_candidate"}) "unknown" {"action":"abort"})',
                "classified": [
                    {"kind": "x", "action": ABORT},
                    {"kind": "unknown", "action": ABORT},
                    {"kind": "rate_limit", "action": ABORT},
                ],
            },
        ),
        by_hand(
            failplan(
                "hand-override-outer-wins",
                [
                    "override",
                    [
                        "override",
                        [
                            "override",
                            ["override", ["always", NEXT], "timeout", RETRY2],
                            "auth_error",
                            DISABLE,
                        ],
                        "rate_limit",
                        DISABLE,
                    ],
                    "auth_error",
                    NEXT,
                ],
                ["auth_error", "rate_limit", "timeout"],
                "the outermost auth_error override (next) wins and equals the base: dropped; "
                "the rest wrap always(next) in code-point order, rate_limit inside timeout",
                ("failplan",),
            ),
            {
                "sort": "FailPlan",
                "encoding": V
                + '(override (override (always {"action":"next_candidate"}) "rate_limit" '
                '{"action":"disable_provider"}) "timeout" {"action":"retry_same","attempts":2})',
                "classified": [
                    {"kind": "auth_error", "action": NEXT},
                    {"kind": "rate_limit", "action": DISABLE},
                    {"kind": "timeout", "action": RETRY2},
                ],
            },
        ),
    ]


_POLICY_TAIL: Final = '(argmax) (id) (always {"action":"next_candidate"}))'


def _policy() -> list[Definition]:
    return [
        by_hand(
            policy(
                "hand-policy",
                policy_term(
                    filter_=["cmp", "price_in", "le", 2], scorer=["normalize", ["field", "tok_s"]]
                ),
                [
                    cand("a", price_in=3, tok_s=80),
                    cand("b", price_in=1, tok_s=40),
                    cand("c", price_in=2, tok_s=120),
                    cand("d", tok_s=200),
                ],
                "a (3 > 2) and d (unpriced, +inf) are rejected with cmp:price_in:le; the "
                "population is b(40), c(120): lo 40, hi 120, b → 0, c → 1; argmax c, b. d's "
                "tok_s 200 never enters the normalization",
                tags=("policy",),
            ),
            {
                "sort": "Policy",
                "encoding": V
                + '(policy (cmp "price_in" "le" 2) (normalize (field "tok_s")) '
                + _POLICY_TAIL,
                "ordered": ["c", "b"],
                "scores": [1, 0],
                "rejected": [
                    {"provider": "a", "reason": "cmp:price_in:le"},
                    {"provider": "d", "reason": "cmp:price_in:le"},
                ],
            },
        ),
        by_hand(
            policy(
                "hand-policy-sum-decides-the-order",
                policy_term(scorer=["add", ["field", "tok_s"], ["lit", 1e16], ["lit", -1e16]]),
                [cand("a", tok_s=3), cand("b", tok_s=3.5)],
                'normal-form order (field "tok_s"), (lit -1e16), (lit 1e16). a: 3 - 1e16 = '
                "-9999999999999997, a tie, to even -9999999999999996, + 1e16 = 4; b: 3.5 - 1e16 "
                "= -9999999999999996.5 → -9999999999999996, + 1e16 = 4. Equal scores keep input "
                "order: a, b. Summed exactly (3, 3.5) or right to left (1e16 - 1e16 + x), b "
                "would come first",
                tags=("policy", SUM),
            ),
            {
                "sort": "Policy",
                "encoding": V
                + '(policy (top) (add (field "tok_s") (lit -10000000000000000) '
                + "(lit 10000000000000000)) "
                + _POLICY_TAIL,
                "ordered": ["a", "b"],
                "scores": [4, 4],
                "rejected": [],
            },
        ),
    ]


# ---------------------------------------------------------------------------
# Encodings and refusals


def _encodings_and_refusals() -> list[Definition]:
    return [
        by_hand(
            encoding(
                "hand-encoding-numbers",
                [
                    "and",
                    ["cmp", "tok_s", "le", 1e16],
                    ["cmp", "tok_s", "ne", 123456789012345678],
                    ["cmp", "tok_s", "gt", -0.5],
                    ["cmp", "tok_s", "ge", 0.0001],
                ],
                "spec/05 §5.2: 1e16 > 2^53, %.17g keeps exponent 16 < 17 in fixed notation "
                "10000000000000000; 123456789012345678 reads as 123456789012345680, %.17g "
                "1.2345678901234568e+17 (exponent 17); -0.5; 0.0001 is "
                "1.00000000000000004792…e-4, 17 digits 1.0000000000000000, exponent -4 still "
                "fixed: 0.0001. Children sort by their relation: ge < gt < le < ne",
                ("encoding",),
            ),
            {
                "sort": "Pred",
                "encoding": V + '(and (cmp "tok_s" "ge" 0.0001) (cmp "tok_s" "gt" -0.5) '
                '(cmp "tok_s" "le" 10000000000000000) (cmp "tok_s" "ne" 1.2345678901234568e+17))',
            },
        ),
        by_hand(
            reject(
                "hand-reject-count",
                ["policy", ["top"], ["zero"], ["top_k", 0, ["argmax"]], ["id"], ["always", NEXT]],
                "depth first, left to right: the policy's third argument is top_k, whose first "
                "argument 0 is not a Count (spec/03 §3.4)",
                ("admission",),
            ),
            {
                "rejected": True,
                "error": "$.policy[3].top_k[1]: expected a positive integer (Count >= 1)",
            },
        ),
        by_hand(
            reject(
                "hand-reject-action-key-order",
                ["always", {"action": "abort", "zeta": "z", "beta": True}],
                "extra Action keys are checked in code-point order (chapter 8 "
                "pinned-action-extra-key-order): beta before zeta, and true is not a number",
                ("admission",),
            ),
            {
                "rejected": True,
                "error": "$.always[1]: Action key 'beta' must map to a finite number",
            },
        ),
        by_hand(
            reject(
                "hand-reject-null-in-chain",
                ["chain", [{"provider": "a", "model": "m1", "provider_id": None}]],
                "the Chain rule passes (provider and model are strings, every key is allowed); "
                "the well-formedness walk then meets null (chapter 8 pinned-null-parameter)",
                ("admission",),
            ),
            {"rejected": True, "error": "$.chain[1]: null is not a parameter value"},
        ),
        by_hand(
            reject(
                "hand-reject-message-number",
                ["min_tier", 1e100],
                "a value in a message is shown by its canonical encoding (spec/03 §3.6, chapter "
                "8 pinned-message-values): 1e100 as 1e+100",
                ("admission",),
            ),
            {"rejected": True, "error": "$.min_tier[1]: unknown tier '1e+100'"},
        ),
    ]


DEFINITIONS: Final[tuple[Definition, ...]] = (
    *_pred(),
    *_scorer(),
    *_selector(),
    *_xform(),
    *_failplan(),
    *_policy(),
    *_encodings_and_refusals(),
)
