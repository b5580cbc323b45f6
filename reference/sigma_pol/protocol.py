"""The conformance protocol: one JSON request in, one JSON answer out (spec/07-conformance.md).

A request is a golden vector without its expectations: ``name``, ``kind``,
``term``, optional ``schema`` and the kind's inputs.  The answer carries the
expectations the reference computes:

* every kind: ``sort``, ``encoding``, ``fingerprint``, ``identity``;
* ``pred``: ``cases: [{expect_ok, expect_reason?}]`` beside ``expect``;
* ``policy``: ``ordered`` (provider ids), ``scores``, ``rejected`` ``[{provider, reason}]``;
* ``xform``: the transformed ``request``;
* ``failplan``: ``classified`` ``[{kind, action}]``.

A term refused at admission answers ``{"rejected": true, "error": …}`` as its
``expect``; a request that is not valid answers ``{"name", "error"}``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from .customs import CONFORMANCE_REGISTRY
from .encoding import fingerprint_of_encoding, identity_of_encoding
from .errors import AdmissionError, InputError, SigmaPolError
from .inputs import candidate_from_json, candidates_from_json, context_from_json, request_from_json
from .jsonio import read_json, write_json
from .policy import Compiled, compile_term
from .semantics import Verdict
from .signature import Sort
from .terms import JSON, param_to_json
from .vocabulary import Schema, schema_from_json

Handler = Callable[[Compiled, dict[str, Any], Schema], dict[str, Any]]


def _field(request: dict[str, Any], key: str) -> Any:
    if key not in request:
        raise InputError(f"$.{key}", "missing")
    return request[key]


def _expect_sort(compiled: Compiled, kind: str, sort: Sort) -> None:
    if compiled.sort is not sort:
        raise InputError("$.term", f"kind '{kind}' needs a {sort} term, got {compiled.sort}")


def _encoding(compiled: Compiled, request: dict[str, Any], schema: Schema) -> dict[str, Any]:
    return {}


def _pred(compiled: Compiled, request: dict[str, Any], schema: Schema) -> dict[str, Any]:
    _expect_sort(compiled, "pred", Sort.PRED)
    cases = _field(request, "cases")
    if not isinstance(cases, list):
        raise InputError("$.cases", "expected an array")
    answers = []
    for i, case in enumerate(cases):
        where = f"$.cases[{i}]"
        if not isinstance(case, dict):
            raise InputError(where, "expected an object with candidate and ctx")
        candidate = candidate_from_json(case.get("candidate"), f"{where}.candidate", schema)
        ctx = context_from_json(case.get("ctx", {}), f"{where}.ctx")
        why: Verdict = compiled.carrier(candidate, ctx)
        answers.append(
            {"expect_ok": True} if why is None else {"expect_ok": False, "expect_reason": why}
        )
    return {"__cases__": answers}


def _policy(compiled: Compiled, request: dict[str, Any], schema: Schema) -> dict[str, Any]:
    _expect_sort(compiled, "policy", Sort.POLICY)
    candidates = candidates_from_json(_field(request, "candidates"), "$.candidates", schema)
    ctx = context_from_json(request.get("ctx", {}), "$.ctx")
    plan = compiled.carrier.plan(candidates, ctx)
    return {
        "ordered": [e.candidate["provider_id"] for e in plan.ordered],
        "scores": [e.score for e in plan.ordered],
        "rejected": [{"provider": r.provider, "reason": r.reason} for r in plan.rejected],
    }


def _xform(compiled: Compiled, request: dict[str, Any], schema: Schema) -> dict[str, Any]:
    _expect_sort(compiled, "xform", Sort.XFORM)
    req = request_from_json(request.get("request", {}), "$.request")
    candidate = candidate_from_json(_field(request, "candidate"), "$.candidate", schema)
    ctx = context_from_json(request.get("ctx", {}), "$.ctx")
    return {"request": compiled.carrier(req, candidate, ctx)}


def _failplan(compiled: Compiled, request: dict[str, Any], schema: Schema) -> dict[str, Any]:
    _expect_sort(compiled, "failplan", Sort.FAILPLAN)
    kinds = _field(request, "cases")
    if not isinstance(kinds, list) or not all(isinstance(k, str) for k in kinds):
        raise InputError("$.cases", "expected an array of error kinds")
    table = compiled.carrier
    from .semantics import classify

    return {"classified": [{"kind": k, "action": param_to_json(classify(table, k))} for k in kinds]}


HANDLERS: Final[dict[str, Handler]] = {
    "encoding": _encoding,
    "pred": _pred,
    "policy": _policy,
    "xform": _xform,
    "failplan": _failplan,
}


def answer(request: JSON) -> dict[str, Any]:
    """The answer to one decoded request."""
    name = request.get("name") if isinstance(request, dict) else None
    if not isinstance(name, str):
        name = None
    try:
        if not isinstance(request, dict):
            raise InputError("$", "a request is a JSON object")
        kind = _field(request, "kind")
        handler = HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise InputError("$.kind", f"unknown kind (one of {', '.join(HANDLERS)})")
        schema = schema_from_json(request.get("schema"), "$.schema")
        try:
            compiled = compile_term(_field(request, "term"), schema, CONFORMANCE_REGISTRY)
        except AdmissionError as e:
            return {"name": name, "expect": {"rejected": True, "error": str(e)}}
        encoding = compiled.normal.encoding
        expect: dict[str, Any] = {
            "sort": compiled.sort.value,
            "encoding": encoding,
            "fingerprint": fingerprint_of_encoding(encoding),
            "identity": identity_of_encoding(encoding),
        }
        extra = handler(compiled, request, schema)
        cases = extra.pop("__cases__", None)
        expect.update(extra)
        out: dict[str, Any] = {"name": name, "expect": expect}
        if cases is not None:
            out["cases"] = cases
        return out
    except SigmaPolError as e:
        return {"name": name, "error": str(e)}


def answer_line(line: str) -> str:
    """One protocol line in, one out; never raises on bad input."""
    try:
        request = read_json(line)
    except InputError as e:
        return write_json({"name": None, "error": str(e)})
    return write_json(answer(request))
