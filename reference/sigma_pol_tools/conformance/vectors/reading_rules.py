"""The reading rules made total (issue 33, items 4 and 6; spec/02-vocabulary.md
§2.6, spec/07-conformance.md §7.1, spec/15-run.md §15.9).

One vector per point where the text used to leave a reading open, and per
order of checks that decides the place of an input error.  An error vector
records the place (``input_error_at``, the answer's ``at``): it is
conformance, the wording is not.  The sixteen points, numbered as in
spec/15 §15.9's table *Reading a run's inputs*:

1–6. ``"foo": null`` in the engine, the runtime, a breaker record, a disable
     record, a response, a run's ctx: absent (null members are dropped before
     the unknown-member check);
7.   ``runtime.breakers: null`` and ``engine.<param>: null``: both absent;
8.   a run's ctx member other than request, now_ms, seed: refused;
9.   ``ctx.state: null`` in a run: absent;
10.  unknown members of the runtime, of a breaker record (numeric too) and of
     a disable record: refused;
11.  a response's ``response`` member: read by the reading rules (a lone
     surrogate or ``1e999`` refused), its shape not checked;
12.  ``{"a": null}`` where an array is read (responses, candidates,
     extra_candidates, scores, cases): the empty array, as needs reads it;
13.  ``ctx.request.seed`` not a number: refused only when ``ctx.seed`` is absent;
14.  a pairing's ``served_model_id``: not read by the run's engine matrix;
15.  ``pin.provider`` of another type than string: matches nothing;
16.  ``pin.model`` of another type or absent: matches nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.terms import JSON

from .fixtures import cand
from .run_boundaries import RULES_FIRED, run_vector
from .vector import Definition, pinned, pred

_NEXT: Final[list[JSON]] = ["always", {"action": "next_candidate"}]
_POLICY: Final[list[JSON]] = ["policy", ["top"], ["zero"], ["ordered"], ["id"], _NEXT]
_TWO: Final = (cand("a", "m"), cand("b", "m"))
_FAIL: Final[dict[str, JSON]] = {"ok": False, "error_kind": "server_error"}
_OK: Final[dict[str, JSON]] = {"ok": True}


def _read(name: str, note: str, responses: list[JSON] | None = None, **inputs: JSON) -> Definition:
    return run_vector(
        name,
        _POLICY,
        _TWO,
        responses if responses is not None else [_OK],
        note,
        ("reading",),
        given=inputs,
    )


def _refused(
    name: str, note: str, responses: list[JSON] | None = None, **inputs: JSON
) -> Definition:
    return run_vector(
        name,
        _POLICY,
        _TWO,
        responses if responses is not None else [_OK],
        note,
        ("reading",),
        fails=True,
        given=inputs,
    )


def null_members() -> list[Definition]:
    """Points 1–7 and 9: a null member is absent in every run record."""
    return [
        _read(
            "reading-null-member-engine",
            "point 1: engine {circuit_breaker_threshold 1, foo null}: foo is absent, not an "
            "unknown member; the threshold 1 trips a's breaker at its first failure.",
            [_FAIL, _OK],
            engine={"circuit_breaker_threshold": 1, "foo": None},
        ),
        _read(
            "reading-null-member-runtime",
            "point 2: runtime {foo null}: absent; the runtime is empty.",
            runtime={"foo": None},
        ),
        _read(
            "reading-null-member-breaker",
            "point 3: a breaker record {open true, opened_at_ms 0, foo null}: foo absent; "
            "the breaker recovers at now 30000 (window 30000).",
            ctx={"now_ms": 30000},
            runtime={"breakers": {"a": {"open": True, "opened_at_ms": 0, "foo": None}}},
        ),
        _read(
            "reading-null-member-disable",
            "point 4: a disable record {kind timeout, at_ms 5, foo null}: foo absent; live at "
            "0 (TTL 300000): a skipped, b called.",
            runtime={"disabled": {"a": {"kind": "timeout", "at_ms": 5, "foo": None}}},
        ),
        _read(
            "reading-null-member-response",
            "point 5: a response {ok true, foo null, error_kind null}: both absent; a is ok.",
            [{"ok": True, "foo": None, "error_kind": None}],
        ),
        _read(
            "reading-null-member-run-ctx",
            "point 6: a run's ctx {now_ms 7, foo null}: foo absent, not an unknown member; "
            "the clock starts at 7.",
            ctx={"now_ms": 7, "foo": None},
        ),
        _read(
            "reading-null-tables-and-parameters",
            "point 7: runtime {breakers null, disabled {a …}} and engine "
            "{disable_provider_ttl_ms null}: both absent alike (no breakers; the default TTL "
            "300000 keeps a's disable at 0 live): a skipped, b called.",
            runtime={"breakers": None, "disabled": {"a": "timeout"}},
            engine={"disable_provider_ttl_ms": None},
        ),
        _read(
            "reading-null-run-ctx-state",
            "point 9: a run's ctx {state null}: absent, so not refused as a state.",
            ctx={"state": None, "now_ms": 1},
        ),
    ]


def unknown_members() -> list[Definition]:
    """Points 8 and 10: the run's records refuse unknown members (at the member)."""
    return [
        _refused(
            "reading-run-ctx-unknown-member",
            "point 8: a run's ctx {sead 4}: a run record refuses a member it does not have "
            "(chapter 2's context would ignore it): at $.ctx.sead.",
            ctx={"sead": 4},
        ),
        _refused(
            "reading-runtime-unknown-member",
            "point 10: runtime {breakers {}, disable {}}: unknown member at $.runtime.disable.",
            runtime={"breakers": {}, "disable": {}},
        ),
        _refused(
            "reading-breaker-unknown-member",
            "point 10: a breaker record with a numeric extra, {open false, failures 2}: "
            "unknown at $.runtime.breakers.a.failures.",
            runtime={"breakers": {"a": {"open": False, "failures": 2}}},
        ),
        _refused(
            "reading-disable-unknown-member",
            "point 10: a disable record {kind timeout, reason x}: unknown at "
            "$.runtime.disabled.a.reason.",
            runtime={"disabled": {"a": {"kind": "timeout", "reason": "x"}}},
        ),
        _refused(
            "reading-unknown-members-code-point-order",
            "the first unknown member in code-point order: a breaker record {zz 1, aa 1} is "
            "refused at $.runtime.breakers.a.aa, whatever order the members are written in.",
            runtime={"breakers": {"a": {"zz": 1, "aa": 1}}},
        ),
    ]


_RUN_LINE_HEAD: Final = (
    '{"kind":"run","name":"NAME","term":["policy",["top"],["zero"],["ordered"],["id"],'
    '["always",{"action":"next_candidate"}]],"candidates":[{"provider_id":"a","model_family":"m"}],'
)


def _line(name: str, tail: str) -> str:
    return _RUN_LINE_HEAD.replace("NAME", name) + tail


def response_body() -> list[Definition]:
    """Point 11: a response's ``response`` member passes the reading rules."""
    return [
        _read(
            "reading-response-body-any-shape",
            "point 11: a response's response member is the host's body: any shape is read "
            "(here an array holding an object) and not looked at.",
            [{"ok": True, "response": [{"text": "hi", "tokens": 2}]}],
        ),
        Definition(
            "reading-response-body-lone-surrogate",
            "run",
            {},
            "point 11: the response member is read by the reading rules: a lone surrogate in "
            "it is refused at $.responses[0].response.text.",
            ("run", "reading"),
            line=_line(
                "reading-response-body-lone-surrogate",
                '"responses":[{"ok":true,"response":{"text":"\\ud800"}}]}',
            ),
            fails=True,
            place=True,
            pins=("pinned-lone-surrogate",),
        ),
        Definition(
            "reading-response-body-beyond-double",
            "run",
            {},
            "point 11: 1e999 in the response member reads as +∞ and is refused (a finite "
            "number is required of every input number) at $.responses[0].response.n.",
            ("run", "reading"),
            line=_line(
                "reading-response-body-beyond-double",
                '"responses":[{"ok":true,"response":{"n":1e999}}]}',
            ),
            fails=True,
            place=True,
            pins=("pinned-non-finite-json-literal",),
        ),
    ]


def null_object_arrays() -> list[Definition]:
    """Point 12: ``{"a": null}`` reads as ``[]`` wherever an array is read."""
    empty_of_null: dict[str, JSON] = {"a": None}
    return [
        Definition(
            "reading-null-object-as-responses",
            "run",
            {"term": _POLICY, "candidates": list(_TWO), "responses": empty_of_null},
            "point 12: responses {a null} is {} (its null member absent), the empty array: "
            "a's call has no response, R-Missing, R-Next, then b: R-Missing, "
            "'exhausted: unknown'.",
            ("run", "reading", *RULES_FIRED["reading-null-object-as-responses"]),
        ),
        Definition(
            "reading-null-object-as-candidates",
            "policy",
            {
                "term": ["policy", ["top"], ["zero"], ["argmax"], ["id"], _NEXT],
                "candidates": empty_of_null,
            },
            "point 12: candidates {a null} is the empty array: no candidate, nothing ordered.",
            ("reading",),
        ),
        Definition(
            "reading-null-object-as-extra-candidates",
            "run",
            {
                "term": _POLICY,
                "catalog": {
                    "providers": {
                        "p": {
                            "discovery": "static",
                            "base_url": "https://p.example",
                            "api_kind": "openai_compatible",
                        }
                    },
                    "models": {"m": {"capabilities": {}, "served_by": [{"provider": "p"}]}},
                },
                "ctx": {"request": {"extra_candidates": empty_of_null}},
                "responses": [_OK],
            },
            "point 12: ctx.request.extra_candidates {a null} is the empty array: the pool is "
            "the engine matrix alone, p/m, called and ok.",
            ("run", "reading", *RULES_FIRED["reading-null-object-as-extra-candidates"]),
        ),
        Definition(
            "reading-null-object-as-scores",
            "selector",
            {"term": ["argmax"], "candidates": [], "scores": empty_of_null},
            "point 12: scores {a null} is the empty array, one score for each of no candidate.",
            ("reading",),
        ),
        Definition(
            "reading-null-object-as-cases",
            "failplan",
            {"term": _NEXT, "cases": empty_of_null},
            "point 12: a failplan's cases {a null} is the empty array: nothing classified.",
            ("reading",),
        ),
        pred(
            "reading-null-object-as-needs",
            ["meets_req"],
            [
                {
                    "candidate": cand("a", "m"),
                    "ctx": {"request": {"requirements": {"needs": empty_of_null}}},
                }
            ],
            "point 12, as chapter 2 already read it: requirements.needs {a null} is the empty "
            "array, so meets_req asks for nothing and a passes.",
            ("reading",),
        ),
    ]


def seeds_and_pins() -> list[Definition]:
    """Points 13, 15, 16."""
    seeded: list[JSON] = ["policy", ["top"], ["zero"], ["ordered"], ["inject_seed", "seed"], _NEXT]
    return [
        run_vector(
            "reading-request-seed-replaced",
            seeded,
            _TWO[:1],
            [_OK],
            "point 13: ctx.seed 5 replaces ctx.request.seed 'x' (pinned-run-seed), which is "
            "then never read: no error; the request's seed is 5.",
            ("reading",),
            ctx={"seed": 5, "request": {"seed": "x"}},
        ),
        run_vector(
            "reading-request-seed-not-a-number",
            seeded,
            _TWO[:1],
            [_OK],
            "point 13: without ctx.seed the contract's own seed 'x' is the run's: not a "
            "number, refused at $.ctx.request.seed.",
            ("reading",),
            fails=True,
            ctx={"request": {"seed": "x"}},
        ),
        _read(
            "reading-pin-provider-number",
            "point 15: pin {provider 5, model m}: any JSON value is read; 5 equals no "
            "provider id (a string): R-Pin-Missing, the pin echoed, no_candidates.",
            ctx={"request": {"requirements": {"pin": {"provider": 5, "model": "m"}}}},
        ),
        _read(
            "reading-pin-model-absent",
            "point 16: pin {provider a}: the absent model equals no model family: "
            "R-Pin-Missing, no_candidates.",
            ctx={"request": {"requirements": {"pin": {"provider": "a"}}}},
        ),
        _read(
            "reading-pin-model-array",
            "point 16: pin {provider a, model [m]}: an array equals no model family: "
            "R-Pin-Missing.",
            ctx={"request": {"requirements": {"pin": {"provider": "a", "model": ["m"]}}}},
        ),
    ]


def served_model_id() -> list[Definition]:
    """Point 14."""
    catalog: dict[str, JSON] = {
        "providers": {
            "p": {
                "discovery": "static",
                "base_url": "https://p.example",
                "api_kind": "openai_compatible",
            }
        },
        "models": {
            "m": {
                "capabilities": {},
                "served_by": [
                    {"provider": "p", "served_model_id": "m-v2"},
                    {"provider": "p", "provider_model_id": "m-v3"},
                ],
            }
        },
    }
    return [
        Definition(
            "reading-matrix-served-model-id",
            "run",
            {"term": _POLICY, "catalog": catalog, "responses": [_FAIL, _OK]},
            "point 14: the run's engine matrix reads provider_model_id only (upstream's "
            "build_candidate_matrix): the pairing's served_model_id m-v2 is not read, its "
            "request's served_model_id is the family m; the second pairing's is m-v3.",
            ("run", "reading", *RULES_FIRED["reading-matrix-served-model-id"]),
        ),
    ]


def run_null_members() -> list[Definition]:
    """A run request's own members (chapter 7): ``null`` is an error there."""
    return [
        _refused(
            "reading-run-runtime-null",
            "a request member set to null is present (chapter 7 §7.1): runtime null is not "
            "an object, refused at $.runtime.",
            runtime=None,
        ),
    ]


def places() -> list[Definition]:
    """Item 4: the order of checks decides the place of the first error."""
    return [
        Definition(
            "place-candidate-reading-before-structure",
            "policy",
            {},
            "the reading rules apply to a candidate before its structure: provider_id 5 is "
            "wrong, but the number 1e999 in zz is met first: at $.candidates[0].zz.",
            ("place",),
            line=(
                '{"kind":"policy","name":"place-candidate-reading-before-structure",'
                '"term":["policy",["top"],["zero"],["argmax"],["id"],'
                '["always",{"action":"next_candidate"}]],'
                '"candidates":[{"provider_id":5,"model_family":"m","zz":1e999}]}'
            ),
            fails=True,
            place=True,
        ),
        Definition(
            "place-members-in-code-point-order",
            "policy",
            {},
            "the reading rules visit an object's members in code-point order of their "
            "names, whatever order they are written in: of a and b, both beyond the double "
            "range, a is met first: at $.candidates[0].a.",
            ("place",),
            line=(
                '{"kind":"policy","name":"place-members-in-code-point-order",'
                '"term":["policy",["top"],["zero"],["argmax"],["id"],'
                '["always",{"action":"next_candidate"}]],'
                '"candidates":[{"provider_id":"p","model_family":"m","a":1e999,"b":1e999}]}'
            ),
            fails=True,
            place=True,
        ),
        Definition(
            "place-candidates-element-by-element",
            "policy",
            {
                "term": ["policy", ["top"], ["zero"], ["argmax"], ["id"], _NEXT],
                "candidates": [
                    {"provider_id": "a", "model_family": "m", "price_in": "x"},
                    {"provider_id": "b", "model_family": "m", "tier": 5},
                ],
            },
            "candidates are read one after the other: candidates[0].price_in is met before "
            "candidates[1].tier.",
            ("place",),
            fails=True,
            place=True,
        ),
        Definition(
            "place-candidate-member-order",
            "policy",
            {
                "term": ["policy", ["top"], ["zero"], ["argmax"], ["id"], _NEXT],
                "candidates": [{"provider_id": "a", "model_family": "m", "has_tee": 1, "tier": 5}],
            },
            "a candidate's typed members are checked tier, scope, the numbers, then the "
            "booleans: tier 5 is met before has_tee 1.",
            ("place",),
            fails=True,
            place=True,
        ),
        Definition(
            "place-ctx-request-before-seed",
            "policy",
            {
                "term": ["policy", ["top"], ["zero"], ["argmax"], ["id"], _NEXT],
                "candidates": [],
                "ctx": {"seed": "x", "request": {"scope": 5}},
            },
            "a context's parts: request, state, seed, now_ms: request.scope is met before seed.",
            ("place",),
            fails=True,
            place=True,
        ),
        Definition(
            "place-extension-fields-in-code-point-order",
            "policy",
            {
                "term": ["policy", ["top"], ["zero"], ["argmax"], ["id"], _NEXT],
                "schema": {
                    "fields": {
                        "zb": {"sort": "Num", "default": 0},
                        "za": {"sort": "Num", "default": 0},
                    }
                },
                "candidates": [{"provider_id": "a", "model_family": "m", "zb": "x", "za": "x"}],
            },
            "declared extension fields are checked in code-point order of their names, "
            "whatever order the schema declares them in: za is met before zb.",
            ("place",),
            fails=True,
            place=True,
        ),
        _refused(
            "place-run-inputs-order",
            "a run's inputs are read candidates, ctx, runtime, engine, responses: the bad "
            "engine parameter is met before the bad response.",
            [{"ok": "yes"}],
            engine={"circuit_breaker_threshold": "3"},
        ),
        _refused(
            "place-response-member-order",
            "a response: unknown members, ok, elapsed_ms, error_kind, error_message, "
            "http_status: ok is met before error_kind.",
            [{"ok": "yes", "error_kind": 5}],
        ),
        _refused(
            "place-breakers-before-disables",
            "the runtime: its unknown members, then breakers (by provider, code-point order), "
            "then disables: the breaker b is met before the disable a.",
            runtime={"breakers": {"b": {"open": 1}}, "disabled": {"a": 5}},
        ),
        _refused(
            "place-runtime-tables-before-records",
            "the runtime: both tables are checked to be objects before any record is read: "
            "disabled (not an object) is met before the breaker b's open (not a boolean).",
            runtime={"breakers": {"b": {"open": 1}}, "disabled": 1},
        ),
    ]


_NULL: Final = "pinned-null-member-absent"
_EMPTY: Final = "pinned-empty-object-is-array"
_VALIDATION: Final = "pinned-candidate-validation"
#: The pinned rules each vector relies on (tests/test_pins.py checks them): a
#: null member absent, {} read as [], candidates validated, a non-finite literal.
PINS: Final[dict[str, tuple[str, ...]]] = {
    **{
        f"reading-null-{name}": (_NULL,)
        for name in (
            "member-engine",
            "member-runtime",
            "member-breaker",
            "member-disable",
            "member-response",
            "member-run-ctx",
            "tables-and-parameters",
            "run-ctx-state",
        )
    },
    "reading-null-object-as-candidates": (_EMPTY,),
    "reading-null-object-as-extra-candidates": (_EMPTY, _NULL),
    "reading-null-object-as-scores": (_EMPTY,),
    "reading-null-object-as-cases": (_EMPTY,),
    "reading-null-object-as-needs": (_EMPTY, _NULL),
    "place-candidate-reading-before-structure": ("pinned-non-finite-json-literal",),
    "place-members-in-code-point-order": ("pinned-non-finite-json-literal",),
    "place-candidates-element-by-element": (_VALIDATION,),
    "place-candidate-member-order": (_VALIDATION,),
    "place-extension-fields-in-code-point-order": (_VALIDATION,),
}


#: The vectors whose point is a spelling a decoder may not keep (a member set to
#: ``null``, ``{"a": null}`` where an array is read): sent as their exact line
#: (spec/07 §7.3), as a Lua replayer would drop the null member.
ON_A_LINE: Final = (
    "reading-null-object-as-responses",
    "reading-null-object-as-candidates",
    "reading-null-object-as-scores",
    "reading-null-object-as-cases",
    "reading-run-runtime-null",
)


def _on_a_line(d: Definition) -> Definition:
    if d.name not in ON_A_LINE:
        return d
    return replace(d, line=write_json({"name": d.name, "kind": d.kind, **d.inputs}), inputs={})


def reading_rules() -> list[Definition]:
    return [_on_a_line(pinned(d, *PINS.get(d.name, ()))) for d in _all()]


def _all() -> list[Definition]:
    return [
        *null_members(),
        *unknown_members(),
        *response_body(),
        *null_object_arrays(),
        *seeds_and_pins(),
        *served_model_id(),
        *run_null_members(),
        *places(),
    ]
