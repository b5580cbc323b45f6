"""The conformance protocol: one JSON request in, one JSON answer out (spec/07-conformance.md).

A request is a golden vector without its expectations: ``name``, ``kind``,
``term``, optional ``schema`` and the kind's inputs.  The answer carries the
expectations the reference computes:

* every kind: ``sort``, ``encoding``, ``fingerprint``, ``identity``;
* ``pred``: ``cases: [{expect_ok, expect_reason?}]`` beside ``expect``;
* ``policy``: ``ordered`` (provider ids), ``scores``, ``rejected`` ``[{provider, reason}]``;
* ``xform``: the transformed ``request``;
* ``failplan``: ``classified`` ``[{kind, action}]``;
* ``scorer``: ``scores``, one per candidate in input order;
* ``selector``: the ordering of ``candidates`` scored by ``scores`` (numbers,
  or ``"+inf"``, ``"-inf"``, ``"nan"``; all 0 when absent): ``ordered``
  (provider ids), ``positions`` (0-based input indices, which tell apart
  candidates sharing a provider) and ``scores`` (as the selector leaves them);
* ``reject``: a term expected to be refused; admitted, it answers
  ``rejected: false`` beside the usual fields;
* ``hello`` (no term): who answers and what it claims (:func:`hello_answer`,
  spec/07 §7.5 "Claims"); the reference claims everything and waives nothing.

Only the kinds that evaluate fold the term into 𝔖 with the conformance
registry; ``encoding`` and ``reject`` answer from the normal form alone, so a
``custom`` no registry holds is an error only in a ``policy`` or ``xform``
request (spec/06-semantics.md §custom).

A term refused at admission answers ``{"rejected": true, "error": …}`` as its
``expect``; a request that is not valid answers ``{"name", "error"}``.

:func:`answer_line` never raises and always returns one line of valid UTF-8
JSON (spec/07-conformance.md §7.1, "The reference's server"): a ``name`` or a
failplan case that is not valid Unicode is an input error, an answer that would
still echo a lone surrogate becomes an error answer, and any unexpected
exception becomes an error answer naming the request, its traceback going to
the ``log`` callback only.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from ..request.given import (
    Given,
    empty_object_as_array,
    given_in,
    population_of_request,
    read_candidate,
    read_context,
    read_request,
    read_schema,
    read_scores,
)
from ..semantics.carriers import CustomRegistry, Scored, Verdict, classify
from ..semantics.compiler import Compiled, interpret, normalize_term
from ..semantics.customs import CONFORMANCE_REGISTRY
from ..semantics.decision_values import Candidate, Context
from ..syntax.errors import AdmissionError, InputError, SigmaPolError
from ..syntax.fold import OpInterpretation
from ..syntax.jsonio import LONE_SURROGATE, is_valid_unicode, read_json, write_json
from ..syntax.signature import SIGNATURE, Sort
from ..syntax.terms import JSON, param_to_json
from ..syntax.vocabulary import Schema
from ..valid.admission import shown
from .run_kind import answer_run


@dataclass(frozen=True, slots=True)
class Evaluated:
    """What a kind's handler adds to the answer: members of ``expect`` and, for
    ``pred``, the verdicts, which sit beside ``expect`` (spec/07 §7.1)."""

    expect: dict[str, JSON]
    cases: list[JSON] | None = None


Handler = Callable[[Compiled, Mapping[str, JSON], Schema], Evaluated]
#: Builds an interpretation of every operation for one schema and registry.
AlgebraFactory = Callable[[Schema, CustomRegistry | None], Mapping[str, OpInterpretation[Any]]]


def _field(request: Mapping[str, JSON], key: str) -> JSON:
    if key not in request:
        raise InputError(f"$.{key}", "missing")
    return request[key]


def _expect_sort(compiled: Compiled, kind: str, sort: Sort) -> None:
    if compiled.sort is not sort:
        raise InputError("$.term", f"kind '{kind}' needs a {sort} term, got {compiled.sort}")


def _pred(compiled: Compiled, request: Mapping[str, JSON], schema: Schema) -> Evaluated:
    _expect_sort(compiled, "pred", Sort.PRED)
    cases = empty_object_as_array(_field(request, "cases"))
    if not isinstance(cases, list):
        raise InputError("$.cases", "expected an array")
    answers: list[JSON] = []
    for i, case in enumerate(cases):
        where = f"$.cases[{i}]"
        if not isinstance(case, dict):
            raise InputError(where, "expected an object with candidate and ctx")
        given = Given(case, where)
        candidate = read_candidate(
            given.member("candidate") or Given(None, f"{where}.candidate"), schema
        )
        ctx = read_context(given.member("ctx"))
        why: Verdict = compiled.pred()(candidate, ctx)
        verdict: dict[str, JSON] = {"expect_ok": why is None}
        if why is not None:
            verdict["expect_reason"] = why
        answers.append(verdict)
    return Evaluated({}, answers)


def _population(request: Mapping[str, JSON], schema: Schema) -> tuple[list[Candidate], Context]:
    """The ``candidates`` and ``ctx`` of a scorer, selector or policy request: the one
    place a request's population is read."""
    population = population_of_request(request, schema)  # or a `catalog` (spec/11)
    return population.candidates, population.ctx


def _policy(compiled: Compiled, request: Mapping[str, JSON], schema: Schema) -> Evaluated:
    _expect_sort(compiled, "policy", Sort.POLICY)
    candidates, ctx = _population(request, schema)
    plan = compiled.policy().plan(candidates, ctx)
    return Evaluated(
        {
            "ordered": [e.candidate["provider_id"] for e in plan.ordered],
            "scores": [e.score for e in plan.ordered],
            "rejected": [{"provider": r.provider, "reason": r.reason} for r in plan.rejected],
        }
    )


def _xform(compiled: Compiled, request: Mapping[str, JSON], schema: Schema) -> Evaluated:
    _expect_sort(compiled, "xform", Sort.XFORM)
    req = read_request(given_in(request, "request"))
    candidate = read_candidate(Given(_field(request, "candidate"), "$.candidate"), schema)
    ctx = read_context(given_in(request, "ctx"))
    return Evaluated({"request": compiled.xform()(req, candidate, ctx)})


def _failplan(compiled: Compiled, request: Mapping[str, JSON], schema: Schema) -> Evaluated:
    _expect_sort(compiled, "failplan", Sort.FAILPLAN)
    given = empty_object_as_array(_field(request, "cases"))
    if not isinstance(given, list) or not all(isinstance(k, str) for k in given):
        raise InputError("$.cases", "expected an array of error kinds")
    kinds = [k for k in given if isinstance(k, str)]  # all of them
    for i, kind in enumerate(kinds):
        # The answer echoes each kind (spec/08 pinned-lone-surrogate).
        if not is_valid_unicode(kind):
            raise InputError(f"$.cases[{i}]", LONE_SURROGATE)
    table = compiled.fail_table()
    classified: list[JSON] = [
        {"kind": k, "action": param_to_json(classify(table, k))} for k in kinds
    ]
    return Evaluated({"classified": classified})


def _scorer(compiled: Compiled, request: Mapping[str, JSON], schema: Schema) -> Evaluated:
    _expect_sort(compiled, "scorer", Sort.SCORER)
    candidates, ctx = _population(request, schema)
    scores: list[JSON] = list(compiled.scorer()(candidates, ctx))
    return Evaluated({"scores": scores})


def _run(compiled: Compiled, request: Mapping[str, JSON], schema: Schema) -> Evaluated:
    _expect_sort(compiled, "run", Sort.POLICY)
    return Evaluated(answer_run(compiled, request, schema))  # spec/15-run.md §15.9


def _selector(compiled: Compiled, request: Mapping[str, JSON], schema: Schema) -> Evaluated:
    _expect_sort(compiled, "selector", Sort.SELECTOR)
    candidates, ctx = _population(request, schema)
    scores = read_scores(given_in(request, "scores"), len(candidates))
    scored = [Scored(c, s, i) for i, (c, s) in enumerate(zip(candidates, scores, strict=True))]
    ordering = compiled.selector()(scored, ctx, None)
    return Evaluated(
        {
            "ordered": [e.candidate["provider_id"] for e in ordering],
            "positions": [e.position for e in ordering],
            "scores": [e.score for e in ordering],
        }
    )


#: The kinds answered from the normal form alone, and what each adds: they never
#: fold the term into 𝔖, so they never consult the registry of ``custom``.
NOT_EVALUATED: Final[dict[str, dict[str, JSON]]] = {"encoding": {}, "reject": {"rejected": False}}

#: The kinds that evaluate the term (folded into 𝔖 with the conformance registry).
HANDLERS: Final[dict[str, Handler]] = {
    "pred": _pred,
    "policy": _policy,
    "xform": _xform,
    "failplan": _failplan,
    "scorer": _scorer,
    "selector": _selector,
    "run": _run,
}


def request_name(request: JSON) -> str | None:
    """The ``name`` an answer echoes: the request's, when it is a valid Unicode string."""
    name = request.get("name") if isinstance(request, dict) else None
    return name if isinstance(name, str) and is_valid_unicode(name) else None


#: Every kind, in the order an unknown kind's error lists them.
KINDS: Final = (
    "encoding",
    "pred",
    "policy",
    "xform",
    "failplan",
    "scorer",
    "selector",
    "reject",
    "run",
)
assert sorted(KINDS) == sorted([*NOT_EVALUATED, *HANDLERS])


#: The kind that asks who answers and what it claims; it is no vector's kind.
HELLO: Final = "hello"


def hello_answer(name: str | None) -> dict[str, JSON]:
    """The reference's answer to ``hello``: every kind and operation, catalogs
    and schemas, no rule waived (spec/07 §7.5 "Claims")."""
    from .. import __version__

    return {
        "name": name,
        "implementation": {"name": "sigma-pol", "version": __version__, "language": "Python"},
        "claims": {"kinds": list(KINDS), "ops": list(SIGNATURE), "catalogs": True, "schemas": True},
        "waives": {},
    }


def answer(request: JSON, algebra: AlgebraFactory | None = None) -> dict[str, JSON]:
    """The answer to one decoded request (under 𝔖 unless ``algebra`` says otherwise)."""
    name = request_name(request)
    try:
        if not isinstance(request, dict):
            raise InputError("$", "a request is a JSON object")
        if isinstance(request.get("name"), str) and name is None:
            raise InputError("$.name", LONE_SURROGATE)
        kind = _field(request, "kind")
        if kind == HELLO:
            return hello_answer(name)
        if not isinstance(kind, str) or kind not in KINDS:
            raise InputError("$.kind", f"unknown kind (one of {', '.join(KINDS)})")
        schema = read_schema(given_in(request, "schema"))
        try:
            normalized = normalize_term(_field(request, "term"), schema)
        except AdmissionError as e:
            return {"name": name, "expect": {"rejected": True, "error": str(e)}}
        expect: dict[str, JSON] = dict(normalized.identified())
        if kind in NOT_EVALUATED:
            extra = Evaluated(dict(NOT_EVALUATED[kind]))
        else:  # only here is the registry consulted (an unregistered custom: an error)
            compiled = interpret(normalized, schema, CONFORMANCE_REGISTRY, algebra)
            extra = HANDLERS[kind](compiled, request, schema)
        expect.update(extra.expect)
        out: dict[str, JSON] = {"name": name, "expect": expect}
        if extra.cases is not None:
            out["cases"] = extra.cases
        return out
    except SigmaPolError as e:
        return {"name": name, "error": str(e)}


def answer_line(line: str, log: Callable[[str], None] | None = None) -> str:
    """One protocol line in, one line of valid UTF-8 JSON out; never raises.

    An unexpected exception (a bug of the reference) becomes an error answer
    naming the request; its traceback goes to ``log``, never into the answer."""
    name = None
    try:
        try:
            request = read_json(line)
        except InputError as e:
            return write_json({"name": None, "error": str(e)})
        name = request_name(request)
        reply = answer(request)
        text = write_json(reply)
        if is_valid_unicode(text):
            return text
        # A string from the request that no check refused, echoed: refuse it here.
        where = _first_lone_surrogate(reply)
        why = "the answer would echo a string that is not valid Unicode (lone surrogate)"
        return write_json({"name": name, "error": f"$: {why}, at {where}"})
    except Exception as e:  # the last resort: the server outlives its own bugs
        if log is not None:
            log(
                f"internal error answering request {_called(name)}:\n"
                + shown("".join(traceback.format_exception(e)))
            )
        why = f"internal error ({type(e).__name__}) answering request {_called(name)}"
        return write_json({"name": name, "error": f"$: {why}; please report it"})


def _called(name: str | None) -> str:
    return "(unnamed)" if name is None else repr(name)


def _first_lone_surrogate(value: JSON) -> str:
    """The answer path of the first string or member name that is not valid Unicode."""
    stack: list[tuple[str, JSON]] = [("answer", value)]
    while stack:
        path, v = stack.pop()
        if isinstance(v, str) and not is_valid_unicode(v):
            return path
        if isinstance(v, dict):
            for key in sorted(v, reverse=True):
                if not is_valid_unicode(key):
                    return path
                stack.append((f"{path}.{key}", v[key]))
        elif isinstance(v, list):
            stack.extend((f"{path}[{i}]", v[i]) for i in range(len(v) - 1, -1, -1))
    return "answer"
