"""The protocol kinds ``flow`` and ``flow_run`` (spec/07-conformance.md §7.1,
spec/16-flow.md §16.8).

``flow``: the flow's admission, then its ``encoding``, ``fingerprint``,
``identity`` and ``normal`` form.  ``flow_run``: the flow's ``identity``, the
``calls`` in call order and the ``output`` (or, when a node's run fails, the
node and the run's error as ``failed``), over ``answers`` or ``runs``.  A flow
refused at admission answers ``{"rejected": true, "error"}`` as a term does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..flow.flow_admission import admit_flow
from ..flow.flow_encoding import normalize_flow
from ..flow.flow_run import FlowRuns, answers_call, read_answers, run_flow
from ..syntax.errors import AdmissionError, InputError
from ..syntax.jsonio import LONE_SURROGATE, is_valid_unicode
from ..syntax.terms import JSON
from ..syntax.vocabulary import Schema

FLOW_KINDS: Final = ("flow", "flow_run")


def answer_flow(request: Mapping[str, JSON], kind: str, schema: Schema) -> dict[str, JSON]:
    """The ``expect`` of a ``flow`` or ``flow_run`` request (input errors raise)."""
    if "flow" not in request:
        raise InputError("$.flow", 'missing (a flow: ["flow", {<id>: <node>, …}])')
    try:
        flow = admit_flow(request["flow"], schema)
    except AdmissionError as e:
        return {"rejected": True, "error": str(e)}
    normal = normalize_flow(flow)
    if kind == "flow":
        return normal.answer()
    text = request.get("input")
    if not isinstance(text, str):
        raise InputError("$.input", "expected a string (the user's prompt)")
    if not is_valid_unicode(text):
        raise InputError("$.input", LONE_SURROGATE)
    has_answers, has_runs = "answers" in request, "runs" in request
    if has_answers == has_runs:
        raise InputError("$", "a flow_run request gives exactly one of answers and runs")
    if has_answers:
        result = run_flow(flow, text, answers_call(read_answers(request["answers"], flow)))
    else:
        result = run_flow(flow, text, FlowRuns(request["runs"], flow, schema).call)
    return {"identity": normal.identity, **result.to_json()}
