"""Vectors that kill the source mutants the other vectors let live
(spec/07-conformance.md §7.5; ``benchmarks/mutation.py``).

``benchmarks/mutation.py`` plants one small change at a time in the modules
that decide an answer (a comparison flipped, an ``and`` made an ``or``, a
constant nudged…) and replays every golden vector against each.  Before these
vectors, four of the changes that an input can tell apart survived:

* ``clamp``'s first test ``x < lo`` made ``x <= lo``: the two agree unless
  ``lo > hi`` (allowed, spec/06 §clamp: "the rule is applied as written") and
  ``x = lo``, where the rule gives ``hi`` and the mutant ``lo``;
* the derived need ``tools`` taken from any truthy ``tools`` member instead of
  a non-empty array (spec/06 §meets_req step 1), and likewise ``vision`` from
  ``images``: an empty array, or a member that is not an array, needs nothing;
* a ``requirements.needs`` that is not an array of strings accepted
  (spec/02 §2.6): it is an input error;
* a string with a lone surrogate accepted in a candidate (spec/02 §2.6 rule 2):
  it is an input error, as it is in a term.

Each expectation is derived by hand from the rule quoted in its note; the
generator checks it against the reference (spec/07 §7.3).
"""

from __future__ import annotations

from typing import Any, Final

from .fixtures import cand, ctx, policy_term
from .vector import Definition, by_hand, case, pinned, policy, pred, raw, scorer, xform

V: Final = "sigma-pol/v2:"
T: Final = ("mutation",)
OK: Final = {"expect_ok": True}


def _fails(reason: str) -> dict[str, Any]:
    return {"expect_ok": False, "expect_reason": reason}


def _clamp() -> list[Definition]:
    return [
        by_hand(
            scorer(
                "mutation-clamp-lo-above-hi",
                ["clamp", 5, 1, ["field", "tok_s"]],
                [cand("a", tok_s=5), cand("b", tok_s=0), cand("c", tok_s=9), cand("d", tok_s=1)],
                "lo 5 above hi 1, applied as written (spec/06 §clamp): lo if x < lo, else hi "
                "if x > hi, else x. a: 5 < 5 no, 5 > 1: 1 (x = lo must not give lo); "
                "b: 0 < 5: 5; c: 9 > 1: 1; d: 1 < 5: 5",
                tags=T,
            ),
            {
                "sort": "Scorer",
                "encoding": V + '(clamp 5 1 (field "tok_s"))',
                "scores": [1, 5, 1, 5],
            },
        ),
        by_hand(
            xform(
                "mutation-clamp-param-lo-above-hi",
                ["clamp_param", "t", 5, 1],
                {"t": 5, "u": 5},
                cand("a"),
                "clamp_param applies clamp's rule (spec/06 §clamp_param): t = 5 = lo is not "
                "below lo but above hi 1, so 1; u is another member, unchanged",
                tags=T,
            ),
            {"sort": "Xform", "encoding": V + '(clamp_param "t" 5 1)', "request": {"t": 1, "u": 5}},
        ),
    ]


def _derived_needs() -> Definition:
    bare = cand("a")
    return by_hand(
        pred(
            "mutation-derived-needs-want-a-non-empty-array",
            ["meets_req"],
            [
                case(bare, ctx(request={"tools": []}), "empty tools"),
                case(bare, ctx(request={"tools": "web"}), "tools not an array"),
                case(bare, ctx(request={"images": []}), "empty images"),
                case(bare, ctx(request={"images": {"0": "i"}}), "images not an array"),
                case(bare, ctx(request={"tools": [{"name": "f"}]}), "one tool"),
                case(bare, ctx(request={"images": ["i"]}), "one image"),
            ],
            "spec/06 §meets_req step 1: tools is needed for a non-empty tools array, vision "
            "for a non-empty images array; the candidate has no capabilities. An empty array, "
            "a string and an object need nothing, so the first four hold; one tool fails "
            "missing_capability:tools, one image missing_capability:vision",
            tags=T,
        ),
        {"sort": "Pred", "encoding": V + "(meets_req)"},
        [OK, OK, OK, OK, _fails("missing_capability:tools"), _fails("missing_capability:vision")],
    )


def _bad_inputs() -> list[Definition]:
    meets_req = policy_term(["meets_req"])
    return [
        policy(
            "mutation-needs-is-not-an-array",
            meets_req,
            [cand("a")],
            "requirements.needs must be an array of strings (spec/02 §2.6): a string is an "
            "input error, not the one need vision nor the needs v, i, s, o, n",
            ctx=ctx(request={"requirements": {"needs": "vision"}}),
            tags=T,
            fails=True,
        ),
        policy(
            "mutation-needs-holds-a-number",
            meets_req,
            [cand("a")],
            "requirements.needs must be an array of strings (spec/02 §2.6): 1 is an input error",
            ctx=ctx(request={"requirements": {"needs": ["vision", 1]}}),
            tags=T,
            fails=True,
        ),
        pinned(
            raw(
                "mutation-lone-surrogate-in-a-candidate",
                "pred",
                '"term":["top"],"cases":[{"candidate":'
                '{"provider_id":"a","model_family":"m1","scope":"\\udc00x"}}]',
                "every string of an input must be valid Unicode (spec/02 §2.6 rule 2): a lone "
                "surrogate in a candidate member is an input error, even where top reads "
                "nothing",
                tags=T,
                fails=True,
            ),
            "pinned-lone-surrogate",
        ),
    ]


DEFINITIONS: Final = (*_clamp(), _derived_needs(), *_bad_inputs())
