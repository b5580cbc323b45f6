"""The flow run (spec/16-flow.md §16.5, §16.7): the schedule, each llm node
called once after all of its inputs, over given answers or over Σ_pol runs.

A node's call is one of:

* an answer given by the caller (``answers``: node id → text);
* a Σ_pol run of chapter 15 (``runs``: node id → the inputs of a ``run``
  request but its term): the node's policy over the given pool, with the
  node's system prompt and assembled message as the request's ``messages``
  (R-Node-Request); the node's answer is the ``text`` of the response that
  succeeded, and a run that fails fails the flow (R-Node-Fail).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from ..encoding.encode import fingerprint_of_encoding
from ..engine import outcome_to_json, run
from ..engine.run_inputs import RunInputs, run_inputs_of_request
from ..semantics.compiler import interpret
from ..semantics.customs import CONFORMANCE_REGISTRY
from ..syntax.errors import InputError
from ..syntax.jsonio import LONE_SURROGATE, is_valid_unicode
from ..syntax.suggest import did_you_mean
from ..syntax.terms import JSON
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from .assembly import assemble
from .flow_admission import Flow, Node, kahn_order, successors

#: The members of one node's run: a ``run`` request's inputs but its term.
RUN_KEYS: Final = ("candidates", "catalog", "ctx", "runtime", "engine", "responses")


def call_order(flow: Flow) -> list[str]:
    """R-Schedule: the llm nodes in upstream's Kahn order (``flow.run``)."""
    ids = flow.ids()
    order = kahn_order(flow.nodes, ids, successors(flow.nodes, ids))
    return [n for n in order if flow.nodes[n].kind == "llm"]


@dataclass(frozen=True, slots=True)
class NodeAnswer:
    """What one node's call gave: its text, or the error of its failed run; the
    run's answer (``steps``, ``decision_path``, ``result``) when it was a run."""

    text: str | None
    error: str | None = None
    run: dict[str, JSON] | None = None


@dataclass(frozen=True, slots=True)
class Call:
    node: str
    system: str
    prompt: str
    policy_fingerprint: str
    run: dict[str, JSON] | None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "node": self.node,
            "system": self.system,
            "prompt": self.prompt,
            "policy_fingerprint": self.policy_fingerprint,
        }
        if self.run is not None:
            out["run"] = self.run
        return out


@dataclass(frozen=True, slots=True)
class FlowRun:
    """The calls in order and the output, or the node whose run failed."""

    calls: list[Call]
    output: str | None
    failed: tuple[str, str] | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"calls": [c.to_json() for c in self.calls]}
        if self.failed is None:
            out["output"] = self.output
        else:
            out["failed"] = {"node": self.failed[0], "error": self.failed[1]}
        return out


NodeCall = Callable[[Node, str], NodeAnswer]


def run_flow(flow: Flow, input_text: str, call: NodeCall) -> FlowRun:
    """R-Run: the input's answer is ``input_text``; each llm node in call order
    gets its assembled message and calls; the output's answer is its input's."""
    answers: dict[str, str] = {flow.input_id: input_text}
    calls: list[Call] = []
    for node_id in call_order(flow):
        node = flow.nodes[node_id]
        prompt = assemble(node.template, [answers[pre] for pre in node.inputs])
        assert node.policy is not None
        got = call(node, prompt)
        fingerprint = fingerprint_of_encoding(node.policy.encoding)
        calls.append(Call(node_id, node.system, prompt, fingerprint, got.run))
        if got.text is None:
            return FlowRun(calls, None, (node_id, got.error or ""))
        answers[node_id] = got.text
    (last,) = flow.nodes[flow.output_id].inputs
    return FlowRun(calls, answers[last], None)


# ---------------------------------------------------------------------------
# the caller's inputs


def _llm_ids(flow: Flow) -> list[str]:
    return [n for n in flow.ids() if flow.nodes[n].kind == "llm"]


def _per_node(value: JSON, where: str, flow: Flow, what: str) -> dict[str, JSON]:
    """An object with one member per llm node (R-Inputs): no other, none missing."""
    if value == []:
        value = {}
    if not isinstance(value, dict):
        raise InputError(where, f"expected an object: llm node id -> {what}")
    llm = _llm_ids(flow)
    for key in sorted(value):
        if key not in llm:
            raise InputError(
                f"{where}.{key}", "not an llm node of the flow", did_you_mean(key, llm)
            )
    for node_id in llm:
        if node_id not in value:
            raise InputError(where, f"missing the {what} of llm node '{node_id}'")
    return value


def read_answers(value: JSON, flow: Flow, where: str = "$.answers") -> dict[str, str]:
    """``answers``: each llm node's text, a string of valid Unicode."""
    given = _per_node(value, where, flow, "answer")
    out = {}
    for node_id, text in given.items():
        if not isinstance(text, str):
            raise InputError(f"{where}.{node_id}", "expected a string (the node's answer)")
        if not is_valid_unicode(text):
            raise InputError(f"{where}.{node_id}", LONE_SURROGATE)
        out[node_id] = text
    return out


def answers_call(answers: Mapping[str, str]) -> NodeCall:
    return lambda node, _prompt: NodeAnswer(answers[node.id])


#: R-Node-Request's messages: the system prompt, then the assembled message.
def node_messages(system: str, prompt: str) -> JSON:
    return [{"role": "system", "content": system}, {"role": "user", "content": prompt}]


@dataclass(frozen=True, slots=True)
class NodeRun:
    """One node's run as given: its request (``messages`` still to set) and the
    ``text`` of each response (``None`` where a response has none)."""

    request: dict[str, JSON]
    texts: list[str | None]
    where: str


def _node_run(value: JSON, where: str) -> NodeRun:
    if value == []:
        value = {}
    if not isinstance(value, dict):
        raise InputError(where, "expected an object {candidates | catalog, ctx, responses, …}")
    for key in sorted(value):
        if key not in RUN_KEYS:
            raise InputError(
                f"{where}.{key}",
                f"unknown member (one of {', '.join(RUN_KEYS)})",
                did_you_mean(key, RUN_KEYS),
            )
    request = dict(value)
    texts: list[str | None] = []
    responses = value.get("responses")
    if isinstance(responses, list):
        stripped: list[JSON] = []
        for i, response in enumerate(responses):
            text: str | None = None
            if isinstance(response, dict) and "text" in response:
                given = response["text"]
                if not isinstance(given, str):
                    raise InputError(f"{where}.responses[{i}].text", "expected a string")
                if not is_valid_unicode(given):
                    raise InputError(f"{where}.responses[{i}].text", LONE_SURROGATE)
                text = given
                response = {k: v for k, v in response.items() if k != "text"}
            texts.append(text)
            stripped.append(response)
        request["responses"] = stripped
    return NodeRun(request, texts, where)


def _with_messages(request: dict[str, JSON], messages: JSON) -> dict[str, JSON]:
    """R-Node-Request: the node's ``ctx.request.messages`` are ``messages``,
    whatever the given request holds there."""
    ctx = request.get("ctx", {})
    ctx = {} if ctx == [] else ctx
    if not isinstance(ctx, dict):
        return request  # the reader refuses it with its path
    inner = ctx.get("request", {})
    inner = {} if inner == [] else inner
    if not isinstance(inner, dict):
        return request
    return {**request, "ctx": {**ctx, "request": {**inner, "messages": messages}}}


def _repathed(e: InputError, where: str) -> InputError:
    return e.moved(where + e.where[1:]) if e.where.startswith("$") else e


class FlowRuns:
    """``runs``: each llm node's run, read (and checked) before the flow starts."""

    def __init__(
        self, value: JSON, flow: Flow, schema: Schema = DEFAULT_SCHEMA, where: str = "$.runs"
    ) -> None:
        given = _per_node(value, where, flow, "run")
        self.schema = schema
        self.runs = {n: _node_run(v, f"{where}.{n}") for n, v in given.items()}
        for node_id, node_run in self.runs.items():  # every input checked before any run
            self._inputs(node_run, node_messages(flow.nodes[node_id].system, ""))

    def _inputs(self, node_run: NodeRun, messages: JSON) -> RunInputs:
        try:
            return run_inputs_of_request(_with_messages(node_run.request, messages), self.schema)
        except InputError as e:
            raise _repathed(e, node_run.where) from None

    def call(self, node: Node, prompt: str) -> NodeAnswer:
        """R-Node-Run: the node's policy run over its inputs; its answer."""
        node_run = self.runs[node.id]
        given = self._inputs(node_run, node_messages(node.system, prompt))
        assert node.policy is not None
        compiled = interpret(node.policy, self.schema, CONFORMANCE_REGISTRY)
        outcome = run(
            compiled.policy(),
            given.candidates,
            given.ctx,
            given.runtime,
            given.engine,
            given.responses,
        )
        answer = outcome_to_json(outcome)
        shown = {k: answer[k] for k in ("steps", "decision_path", "result")}
        if not outcome.result.ok:
            return NodeAnswer(None, outcome.result.error, shown)
        text = node_run.texts[outcome.used - 1] if outcome.used <= len(node_run.texts) else None
        if text is None:
            raise InputError(
                f"{node_run.where}.responses[{outcome.used - 1}]",
                f"missing text: the response that succeeded gives llm node '{node.id}' its answer",
            )
        return NodeAnswer(text, None, shown)
