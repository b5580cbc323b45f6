"""``sigma-pol run``: one run of a policy over a response script, told as a story
(spec/15-run.md).

``sigma-pol run POLICY --candidates F | --catalog F --ctx F --responses F
[--runtime F] [--engine F] [--schema F] [--format text|json|html]``

* ``text`` (the default): each step with the clock, the rule of chapter 15
  that fired, the attempt number, the backoff, the breaker and disable
  changes, the request sent (as a change of the base request, upstream's
  ``build_request``) and the response; then the result and the runtime state
  after the run;
* ``json``: the protocol answer, the line ``sigma-pol serve`` gives for the
  ``run`` request made of the same files (spec/07-conformance.md §7.1);
* ``html``: the same story as one self-contained page, a timeline for teaching.

Every input file is read and validated before the run starts: a malformed one
is an error naming the file and the JSON path (or line and column) of the
offending value, never a traceback.  The story is read off the engine's own
trace (:attr:`sigma_pol.engine.Machine.fired`): this module decides nothing.
"""

from __future__ import annotations

import argparse
import html
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sigma_pol.request.given import Given
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import Candidate, Context, Request
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.lua import is_json_number
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON, param_to_json

from .common import (
    Subparsers,
    emit,
    file_given,
    given_file,
    read_admitted,
    require_registered,
    stdin_once,
    term_command,
)

if TYPE_CHECKING:  # the run layer loads when a run is told
    from sigma_pol.engine import Engine, Outcome, Response, Runtime
    from sigma_pol.semantics.carriers import Policy

#: One line per rule of chapter 15, for the page's legend and ``--format text``'s footer.
RULE_GLOSS: Mapping[str, str] = {
    "R-Start": "the clock starts at ctx.now_ms (0 when absent)",
    "R-Breaker-Recover": "an open breaker whose window has passed is closed, failures reset",
    "R-Disable-Upgrade": "a legacy disable (a bare string) becomes {kind, at_ms: start}",
    "R-Disable-Expire": "a disable older than disable_provider_ttl_ms is removed",
    "R-Pool": "the pool is priced (raw prices times the multiplier)",
    "R-Plan": "the policy plans once: filter, score, select",
    "R-Pin": "requirements.pin names the one candidate of the plan",
    "R-Pin-Missing": "requirements.pin names no candidate of the pool",
    "R-Empty": "an empty plan ends the run: no_candidates",
    "R-Skip": "a candidate whose provider is disabled is skipped",
    "R-Call": "the transform rewrites the base request; the candidate is called",
    "R-Exhausted": "the cursor passed the plan's end: exhausted, with the last error kind",
    "R-Success": "a successful response ends the run with the candidate chosen",
    "R-Breaker-Reset": "a success closes the provider's breaker, failures reset",
    "R-Missing": "the script has no response for this call: read as error unknown",
    "R-Fail": "a failed response is classified by the FailPlan",
    "R-Breaker-Count": "a counted failure adds one to the provider's breaker",
    "R-Breaker-Trip": "the threshold (or open_breaker_ms) opens the breaker",
    "R-Client-Fault": "a client fault (bad_request, ...) does not count against the breaker",
    "R-Abort": "abort ends the run at once with the error kind",
    "R-Disable": "disable_provider disables the provider and moves to the next candidate",
    "R-Retry": "retry_same with no backoff calls the same candidate again at once",
    "R-Retry-Wait": "retry_same with a backoff waits before the next attempt",
    "R-Resume": "the wait is over: the clock reads its until_ms",
    "R-Retry-Spent": "the attempts are spent: the next candidate",
    "R-Retry-Spent-Abort": "the attempts are spent and then_action is abort: the run ends",
    "R-Same-Model": "next_provider_same_model jumps to the next candidate of the same model",
    "R-Same-Model-None": "no later candidate has the model: the plan is exhausted",
    "R-Next": "next_candidate: the next candidate of the plan",
}

# ---------------------------------------------------------------------------
# inputs


@dataclass(frozen=True)
class RunInputs:
    """The run's inputs, read and validated, and the ``run`` request they make."""

    policy: Policy
    candidates: list[Candidate]
    ctx: Context
    runtime: Runtime | None
    engine: Engine | None
    responses: list[Response | None]
    request: dict[str, JSON]
    source: str
    #: the metrics store a configured call's policy sees (spec/17 C-Call-State)
    ema: dict[str, JSON] | None = None
    credits: dict[str, JSON] | None = None


def run_inputs(args: argparse.Namespace) -> RunInputs:
    """Read every file the options name, with its errors placed in that file
    (the run's readers of :mod:`sigma_pol.engine.run_inputs`, each input a
    :class:`~sigma_pol.request.given.Given` named ``FILE:$``)."""
    from sigma_pol.engine.run_inputs import (
        read_engine,
        read_responses,
        read_run_context,
        read_run_pool,
        read_runtime,
    )
    from sigma_pol.request.given import read_schema
    from sigma_pol.semantics.compiler import interpret

    stdin_once(
        [
            ("POLICY", args.term),
            ("--schema", args.schema),
            ("--candidates", args.candidates),
            ("--catalog", args.catalog),
            ("--ctx", args.ctx),
            ("--responses", args.responses),
            ("--runtime", args.runtime),
            ("--engine", args.engine),
        ]
    )
    schema_given = given_file(args.schema)
    schema = read_schema(schema_given)
    term = read_admitted(args.term, schema)
    if term.admitted.sort is not Sort.POLICY:
        raise InputError(
            f"{args.term}:$" if term.is_json else args.term,
            f"a run needs a Policy term, this one is a {term.admitted.sort}",
            "wrap it: (policy PRED SCORER SELECTOR XFORM FAILPLAN)",
        )
    require_registered(term, CONFORMANCE_REGISTRY)

    request: dict[str, JSON] = {"name": _name(args.term), "kind": "run", "term": term.json}
    if schema_given is not None:
        request["schema"] = schema_given.value
    ctx = given_file(args.ctx)
    if args.candidates is not None and args.catalog is not None:
        raise InputError("--catalog", "give --candidates or --catalog, not both")
    candidates_given, catalog_given = given_file(args.candidates), given_file(args.catalog)
    # a run's pool: the candidates, or the catalog's engine matrix then extra_candidates
    candidates = read_run_pool(candidates_given, catalog_given, ctx, schema)
    if candidates is None:
        raise InputError("--candidates", "a run needs --candidates or --catalog")
    for name, value in (("candidates", candidates_given), ("catalog", catalog_given)):
        if value is not None:
            request[name] = value.value
    _refuse_state(ctx)
    context = read_run_context(ctx)
    request["ctx"] = ctx.value if ctx is not None else {}
    from ..lint.traps import unread_candidates, unread_context, warn

    lines = [] if ctx is None else unread_context(ctx.value, ctx.where)
    if candidates_given is not None:
        lines += unread_candidates(candidates_given.value, candidates_given.where, schema)
    warn(lines, args.strict)
    runtime_given, engine_given = given_file(args.runtime), given_file(args.engine)
    runtime, engine = read_runtime(runtime_given), read_engine(engine_given)
    for name, value in (("runtime", runtime_given), ("engine", engine_given)):
        if value is not None:
            request[name] = value.value
    responses_given = file_given(args.responses)  # a required option
    responses = read_responses(responses_given)
    request["responses"] = responses_given.value
    compiled = interpret(term.normalized, schema, CONFORMANCE_REGISTRY)
    return RunInputs(
        compiled.policy(), candidates, context, runtime, engine, responses, request, args.term
    )


def _runtime_of_state(state: Mapping[str, JSON], now: JSON) -> dict[str, JSON]:
    """The ``--runtime`` records (chapter 15 §15.3) that give a run the breakers
    and disables an eval context's ``state`` holds: an open breaker opened at
    the start, a disable set at the start (a reason string kept as the kind)."""
    at = now if is_json_number(now) else 0
    breakers = state.get("breakers")
    disabled = state.get("disabled")
    runtime: dict[str, JSON] = {}
    if isinstance(breakers, dict):
        runtime["breakers"] = {
            p: {"open": True, "opened_at_ms": at} for p in sorted(breakers) if breakers[p]
        }
    if isinstance(disabled, dict):
        runtime["disabled"] = {
            p: {"kind": v if isinstance(v, str) else "unknown", "at_ms": at}
            for p, v in sorted(disabled.items())
            if v
        }
    return runtime


def _refuse_state(ctx: Given | None) -> None:
    """An eval context's ``state`` given to a run: refused, with the runtime file
    that says the same (spec/15-run.md §15.9: a run's state is built from the
    runtime), so the fix is one copy away."""
    if ctx is None or not isinstance(ctx.value, dict) or ctx.value.get("state") is None:
        return
    state = ctx.value["state"]
    runtime = _runtime_of_state(state if isinstance(state, dict) else {}, ctx.value.get("now_ms"))
    raise InputError(
        f"{ctx.where}.state",
        "a run's ctx has no state: the breakers and disables are given with --runtime FILE, "
        'records {"breakers": {"<provider_id>": {"open": true, "consecutive_failures": N, '
        '"opened_at_ms": T}}, "disabled": {"<provider_id>": {"kind": "<error kind>", '
        '"at_ms": T}}} (chapter 15 §15.3; ema and credits have no part in a run)',
        f"move state out of the ctx and give --runtime a file holding {write_json(runtime)}",
    )


def _name(source: str) -> str:
    return "stdin" if source == "-" else Path(source).stem


# ---------------------------------------------------------------------------
# the story: the engine's trace grouped into steps


@dataclass
class Event:
    """One rule that fired, told: the clock, the rule, what happened."""

    rule: str
    at_ms: float
    text: str
    #: a change of the base request (``+ key: value``, ``- key``, ``~ key: a -> b``)
    diff: list[str] = field(default_factory=list)


@dataclass
class Episode:
    """A step of the run (a call or a wait) with what led to it and what followed;
    the prelude (planning) has ``kind`` ``plan``, the end ``done``."""

    kind: str
    at_ms: float
    title: str
    events: list[Event] = field(default_factory=list)


@dataclass
class Story:
    source: str
    started_at: float
    engine: Engine
    plan: list[tuple[str, str, str]]
    #: for each plan entry: called (how often), skipped, chosen
    status: list[str]
    rejected: list[str]
    episodes: list[Episode]
    ok: bool
    result: str
    runtime_before: dict[str, JSON]
    runtime_after: dict[str, JSON]
    contract: Request
    rules: list[str]


def _ms(value: float) -> str:
    if math.isfinite(value) and value == int(value) and abs(value) < 2**53:
        return f"{int(value)} ms"
    return f"{value!r} ms"


def _show(value: JSON) -> str:
    text = write_json(value)
    return text if len(text) <= 120 else text[:117] + "..."


def request_diff(base: JSON, sent: JSON) -> list[str]:
    """How ``sent`` differs from ``base``: members added, removed, changed
    (objects compared member by member, in code-point order of their names,
    other values as a whole)."""
    out: list[str] = []
    stack: list[tuple[str, JSON, JSON]] = [("", base, sent)]
    while stack:
        path, old, new = stack.pop()
        if isinstance(old, dict) and isinstance(new, dict):
            for key in sorted(set(old) | set(new)):
                where = f"{path}.{key}" if path else key
                if key not in new:
                    out.append(f"- {where}")
                elif key not in old:
                    out.append(f"+ {where}: {_show(new[key])}")
                else:
                    stack.append((where, old[key], new[key]))
        elif write_json(old) != write_json(new):
            out.append(f"~ {path or '(request)'}: {_show(old)} -> {_show(new)}")
    return [line for _, line in sorted((line[2:].partition(": ")[0], line) for line in out)]


def _count(n: float | None) -> str:
    if n is None:
        return "0"
    return str(int(n)) if n == int(n) else repr(n)


def tell(inputs: RunInputs) -> tuple[Story, Outcome]:
    """Run the machine over the script and tell what it did, rule by rule.
    Returns the story and the engine's :class:`~sigma_pol.engine.Outcome`."""
    from sigma_pol.engine import Call, Disable, Engine, Machine, Runtime, drive
    from sigma_pol.engine.state import base_request, breaker_recovers, disable_expired

    engine = inputs.engine if inputs.engine is not None else Engine()
    before = inputs.runtime if inputs.runtime is not None else Runtime()
    machine = Machine(
        inputs.policy,
        inputs.candidates,
        inputs.ctx,
        inputs.runtime,
        inputs.engine,
        ema=inputs.ema,
        credits=inputs.credits,
    )
    outcome = drive(machine, inputs.responses)
    start = machine.started_at
    # what the start's settling changed, provider by provider, in the engine's order
    settled: list[str] = []
    is_open = {pid: b.open for pid, b in before.breakers.items()}
    for pid in sorted(before.breakers):
        if breaker_recovers(before.breakers[pid], start, engine):
            settled.append(f"breaker of {pid} recovered: closed, failures reset")
            is_open[pid] = False
    for pid in sorted(before.disabled):
        old = before.disabled[pid]
        if old.legacy:
            settled.append(f"disable of {pid} ({old.kind}) upgraded to at_ms {_ms(start)}")
            at = start
        else:
            at = old.at_ms if old.at_ms is not None else 0.0
        if disable_expired(Disable(old.kind, at), start, engine):
            settled.append(f"disable of {pid} expired (set at {_ms(at)})")
    plan = [
        (e.candidate["provider_id"], e.candidate["model_family"], _served(e.candidate))
        for e in outcome.ordered
    ]
    status = ["not reached"] * len(plan)
    calls = [s for s in outcome.steps if isinstance(s, Call)]
    prelude = Episode("plan", start, "planning")
    episodes: list[Episode] = [prelude]
    current = prelude
    pending: list[Event] = []  # skips and expiries before the next step
    tail: list[Event] = []  # what ends the run after the last step
    call_index = -1
    last_action: JSON = None
    for f in outcome.fired:
        d = f.detail
        rule = f.rule
        text = RULE_GLOSS.get(rule, rule)
        if rule == "R-Start":
            text = f"the clock starts at {_ms(f.at_ms)}"
        elif rule in ("R-Breaker-Recover", "R-Disable-Upgrade") or (
            rule == "R-Disable-Expire" and "provider" not in d
        ):
            text = settled.pop(0) if settled else text
        elif rule == "R-Pool":
            text = f"the pool holds {d.get('size')} candidate(s), priced"
        elif rule == "R-Plan":
            text = f"the plan orders {d.get('size')} candidate(s), {d.get('rejected')} rejected"
        elif rule == "R-Pin":
            text = "requirements.pin: the plan is the pinned candidate alone"
        elif rule == "R-Pin-Missing":
            text = "requirements.pin names no candidate of the pool (pin_not_found)"
        elif rule == "R-Disable-Expire":
            text = f"the disable of {d['provider']} has expired: removed"
        elif rule == "R-Skip":
            status[f.cursor - 1] = "skipped (disabled)"
            text = f"skip #{f.cursor} {d['provider']}: the provider is disabled"
        if rule in ("R-Skip", "R-Disable-Expire") and "provider" in d:
            pending.append(Event(rule, f.at_ms, text))
            continue
        if rule == "R-Call":
            call_index += 1
            call = calls[call_index]
            cand = outcome.ordered[f.cursor].candidate
            n = status[f.cursor]
            status[f.cursor] = "called once" if n == "not reached" else _more(n)
            current = Episode(
                "call",
                f.at_ms,
                f"call #{f.cursor + 1} {call.provider}/{call.model}, attempt {call.attempt}",
            )
            current.events.extend(pending)
            pending = []
            base = base_request(cand, machine.contract)
            diff = request_diff(base, call.request)
            told = "the request is the base request" if not diff else "the request, from the base:"
            current.events.append(Event(rule, f.at_ms, told, diff))
            episodes.append(current)
            continue
        if rule == "R-Missing":
            text = "the script has run out: no response, read as error unknown"
        elif rule == "R-Success":
            resp = _response(inputs.responses, call_index)
            status[f.cursor] += ", chosen"
            text = f"success{_elapsed(resp)}"
        elif rule == "R-Fail":
            resp = _response(inputs.responses, call_index)
            extra = ""
            if resp is not None and resp.http_status is not None:
                extra += f", http {_count(resp.http_status)}"
            if resp is not None and resp.error_message is not None:
                extra += f", {_show(resp.error_message)}"
            kind = d["error_kind"]
            action = param_to_json(inputs.policy.classify(kind))
            last_action = action
            text = f"failed: {kind}{_elapsed(resp)}{extra}"
            current.events.append(
                Event(rule, f.at_ms, text, [f"FailPlan: {kind} -> {_show(action)}"])
            )
            continue
        elif rule == "R-Breaker-Reset":
            is_open[d["provider"]] = False
            text = f"breaker of {d['provider']} closed, failures reset to 0"
        elif rule == "R-Breaker-Count":
            n = _count(d["consecutive_failures"])
            still = "open" if is_open.get(d["provider"], False) else "closed"
            text = f"breaker of {d['provider']}: {n} consecutive failure(s), stays {still}"
        elif rule == "R-Breaker-Trip":
            n = _count(d["consecutive_failures"])
            is_open[d["provider"]] = True
            text = f"breaker of {d['provider']} opens ({n} consecutive failure(s))"
        elif rule == "R-Client-Fault":
            text = f"{d['error_kind']} is a client fault: the breaker of {d['provider']} is kept"
        elif rule == "R-Abort":
            text = f"abort: the run ends with {d['error_kind']}"
        elif rule == "R-Disable":
            text = f"{d['provider']} disabled ({d['kind']}) at {_ms(f.at_ms)}; next candidate"
        elif rule in ("R-Retry", "R-Retry-Wait"):
            of = _limit(last_action)
            back = _ms(d["backoff_ms"])
            text = f"retry {f.attempts} of {of}, backoff {back}"
            if rule == "R-Retry-Wait":
                text += f": wait until {_ms(d['until_ms'])}"
        elif rule == "R-Resume":
            text = f"the wait is over at {_ms(d['until_ms'])}"
        elif rule == "R-Retry-Spent":
            text = "the attempts are spent: the next candidate"
        elif rule == "R-Retry-Spent-Abort":
            text = f"the attempts are spent, then_action abort: the run ends with {d['error_kind']}"
        elif rule == "R-Same-Model":
            text = f"the next candidate of model {d['model']}: #{f.cursor + 1}"
        elif rule == "R-Same-Model-None":
            text = f"no later candidate of model {d['model']}: the plan is exhausted"
        elif rule == "R-Next":
            text = "the next candidate of the plan"
        elif rule == "R-Exhausted":  # told at the end, after the skips that led there
            tail, pending = [*pending, Event(rule, f.at_ms, "the plan is exhausted")], []
            continue
        current.events.append(Event(rule, f.at_ms, text))
        if rule == "R-Retry-Wait":
            current = Episode("wait", f.at_ms, f"wait until {_ms(d['until_ms'])}")
            episodes.append(current)
    result = outcome.result
    c = result.chosen
    if result.ok and c is not None:
        said = f"ok: {c.provider}/{c.model} (served by {c.served_by})"
    else:
        said = f"failed: {result.error}"
    end = Episode("done", machine.clock, said)
    end.events.extend([*tail, *pending])
    episodes.append(end)
    rejected = []
    for r in outcome.rejected:
        who = getattr(r, "provider", None)
        if who is None:
            rejected.append(f"pin {_show(getattr(r, 'pin', None))}: {r.reason}")
        else:
            rejected.append(f"{who}/{getattr(r, 'model', '')}: {r.reason}")
    story = Story(
        source=inputs.source,
        started_at=start,
        engine=engine,
        plan=plan,
        status=status,
        rejected=rejected,
        episodes=episodes,
        ok=result.ok,
        result=said,
        runtime_before=before.to_json(),
        runtime_after=outcome.runtime.to_json(),
        contract=machine.contract,
        rules=sorted({f.rule for f in outcome.fired}, key=_rule_order),
    )
    return story, outcome


def _rule_order(rule: str) -> int:
    names = list(RULE_GLOSS)
    return names.index(rule) if rule in names else len(names)


def _more(status: str) -> str:
    if status == "called once":
        return "called 2 times"
    if status.startswith("called ") and status.endswith(" times"):
        return f"called {int(status.split()[1]) + 1} times"
    return status


def _served(c: Candidate) -> str:
    from sigma_pol.engine.state import chosen_served_by

    return chosen_served_by(c)


def _response(responses: Sequence[Response | None], index: int) -> Response | None:
    return responses[index] if 0 <= index < len(responses) else None


def _elapsed(resp: Response | None) -> str:
    if resp is None or resp.elapsed_ms is None:
        return ""
    return f" after {_ms(resp.elapsed_ms)}"


def _limit(action: JSON) -> str:
    attempts = action.get("attempts") if isinstance(action, dict) else None
    return _count(float(attempts) if is_json_number(attempts) else 1.0)  # admitted: a number


# ---------------------------------------------------------------------------
# renderers

RULE_COLUMN = 62


def render_text(story: Story) -> str:
    e = story.engine
    lines = [
        f"run of {story.source}",
        f"engine: breaker threshold {_count(e.circuit_breaker_threshold)}, "
        f"breaker window {_ms(e.circuit_breaker_rate_limit_ms)}, "
        f"disable ttl {_ms(e.disable_provider_ttl_ms)}",
        f"runtime before: {write_json(story.runtime_before)}",
        "plan:",
    ]
    for i, ((provider, model, _served_by), status) in enumerate(
        zip(story.plan, story.status, strict=True), start=1
    ):
        lines.append(f"  {i:>2}. {provider}/{model}  ({status})")
    if not story.plan:
        lines.append("  (empty)")
    for r in story.rejected:
        lines.append(f"  rejected {r}")
    step = 0
    for episode in story.episodes:
        if episode.kind in ("call", "wait"):
            step += 1
            lines.append(f"step {step} at {_ms(episode.at_ms)}: {episode.title}")
        elif episode.kind == "plan":
            lines.append(f"at {_ms(episode.at_ms)}: planning")
        else:
            lines.append(f"at {_ms(episode.at_ms)}: the run ends")
        for event in episode.events:
            lines.append(_with_rule(f"    {event.text}", event.rule))
            lines.extend(f"        {d}" for d in event.diff)
    lines.append(f"result: {story.result}")
    lines.append(f"runtime after: {write_json(story.runtime_after)}")
    return "\n".join(lines)


def _with_rule(text: str, rule: str) -> str:
    if len(text) + 2 + len(rule) <= RULE_COLUMN + 24 and len(text) < RULE_COLUMN:
        return f"{text:<{RULE_COLUMN}}  {rule}"
    return f"{text}  [{rule}]"


_CSS = """
:root { --ink: #1d2330; --soft: #5b6475; --line: #d5dae3; --ok: #1f7a3d; --bad: #a12b2b;
  --wait: #8a5a00; --call: #1f4f99; --bg: #fbfbfd; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--ink); background: var(--bg); }
main { max-width: 1080px; margin: 0 auto; padding: 24px 28px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 17px; margin: 28px 0 8px; }
.sub { color: var(--soft); margin: 0 0 16px; }
code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
.result { display: inline-block; padding: 6px 12px; border-radius: 6px; font-weight: 600;
  overflow-wrap: anywhere; max-width: 100%; }
.result.ok { background: #e3f4e8; color: var(--ok); }
.result.bad { background: #f8e3e3; color: var(--bad); }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line);
  vertical-align: top; overflow-wrap: anywhere; }
th { color: var(--soft); font-weight: 600; font-size: 13px; }
.n { width: 3em; }
ol.timeline { list-style: none; margin: 0; padding: 0 0 0 0; position: relative; }
ol.timeline::before { content: ""; position: absolute; left: 104px; top: 0; bottom: 0;
  width: 2px; background: var(--line); }
li.ep { display: grid; grid-template-columns: 96px 1fr; gap: 20px; margin: 0 0 14px; }
.clock { text-align: right; font-weight: 600; color: var(--soft); padding-top: 8px;
  overflow-wrap: anywhere; }
.card { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--soft);
  border-radius: 6px; padding: 8px 12px; min-width: 0; }
li.call .card { border-left-color: var(--call); }
li.wait .card { border-left-color: var(--wait); }
li.done.ok .card { border-left-color: var(--ok); }
li.done.bad .card { border-left-color: var(--bad); }
.card h3 { font-size: 15px; margin: 0 0 6px; overflow-wrap: anywhere; }
.ev { display: flex; gap: 10px; align-items: baseline; margin: 2px 0; }
.ev .what { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.rule { flex: 0 0 auto; font-family: ui-monospace, monospace; font-size: 12px;
  background: #eef1f6; border-radius: 4px; padding: 1px 6px; color: var(--ink); }
pre.diff { margin: 4px 0 6px 0; padding: 6px 8px; background: #f4f6f9; border-radius: 4px;
  white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12.5px; }
dl.legend { display: grid; grid-template-columns: 190px 1fr; gap: 2px 12px; }
dl.legend dt { font-family: ui-monospace, monospace; font-size: 13px; }
dl.legend dd { margin: 0; color: var(--soft); }
"""


def render_html(story: Story) -> str:
    esc = html.escape
    e = story.engine
    cls = "ok" if story.ok else "bad"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>run of {esc(story.source)}</title>",
        f"<style>{_CSS}</style></head><body><main>",
        f"<h1>The run of {esc(story.source)}</h1>",
        '<p class="sub">Each step below is a transition of the attempt machine '
        "(spec/15-run.md); the label at the right of a line names the rule that fired.</p>",
        f'<p><span class="result {cls}" id="result">{esc(story.result)}</span></p>',
        "<h2>Engine and runtime</h2>",
        '<table id="engine"><tr><th>breaker threshold</th><th>breaker window</th>'
        "<th>disable ttl</th><th>clock at the start</th></tr>",
        f"<tr><td>{esc(_count(e.circuit_breaker_threshold))}</td>"
        f"<td>{esc(_ms(e.circuit_breaker_rate_limit_ms))}</td>"
        f"<td>{esc(_ms(e.disable_provider_ttl_ms))}</td>"
        f"<td>{esc(_ms(story.started_at))}</td></tr></table>",
        '<table id="runtime"><tr><th>runtime before the run</th>'
        "<th>runtime after the run</th></tr>",
        f'<tr><td class="mono">{esc(write_json(story.runtime_before))}</td>'
        f'<td class="mono">{esc(write_json(story.runtime_after))}</td></tr></table>',
        "<h2>The plan</h2>",
        '<table id="plan"><tr><th class="n">#</th><th>provider</th><th>model</th>'
        "<th>served by</th><th>in this run</th></tr>",
    ]
    for i, ((provider, model, served), status) in enumerate(
        zip(story.plan, story.status, strict=True), start=1
    ):
        parts.append(
            f'<tr><td class="n">{i}</td><td>{esc(provider)}</td><td>{esc(model)}</td>'
            f"<td>{esc(served)}</td><td>{esc(status)}</td></tr>"
        )
    if not story.plan:
        parts.append('<tr><td class="n"></td><td colspan="4">(the plan is empty)</td></tr>')
    parts.append("</table>")
    if story.rejected:
        parts.append('<p class="sub">rejected: ' + "; ".join(esc(r) for r in story.rejected))
        parts.append("</p>")
    parts.append("<h2>Timeline</h2>")
    parts.append('<ol class="timeline" id="timeline">')
    step = 0
    for episode in story.episodes:
        kind = episode.kind
        if kind in ("call", "wait"):
            step += 1
            title = f"step {step}: {episode.title}"
        elif kind == "plan":
            title = "planning"
        else:
            title = f"the end: {episode.title}"
        extra = f" {cls}" if kind == "done" else ""
        parts.append(
            f'<li class="ep {kind}{extra}"><div class="clock">{esc(_ms(episode.at_ms))}</div>'
            f'<div class="card"><h3>{esc(title)}</h3>'
        )
        for event in episode.events:
            parts.append(
                f'<div class="ev"><span class="what">{esc(event.text)}</span>'
                f'<span class="rule">{esc(event.rule)}</span></div>'
            )
            if event.diff:
                parts.append(f'<pre class="diff">{esc(chr(10).join(event.diff))}</pre>')
        parts.append("</div></li>")
    parts.append("</ol>")
    parts.append("<h2>The rules of this run</h2>")
    parts.append('<dl class="legend" id="legend">')
    for rule in story.rules:
        parts.append(f"<dt>{esc(rule)}</dt><dd>{esc(RULE_GLOSS.get(rule, ''))}</dd>")
    parts.append("</dl>")
    parts.append(
        '<p class="sub">The base request (upstream\'s build_request) copies the '
        "candidate's provider members and the contract's messages and parameters; "
        "a step's diff is what the policy's transform changed in it.</p>"
    )
    parts.append("</main></body></html>")
    return "\n".join(parts)


# ---------------------------------------------------------------------------
# the command


def run_configured(args: argparse.Namespace) -> int:
    """``sigma-pol run --config CONFIG --contract F --responses F [--metrics F] [--host F]
    [--runtime F] [--now T]``: a call the configuration serves, told as ``run`` tells a
    run, under the policy it ran under (spec/17 §17.5)."""
    from collections.abc import Callable
    from typing import TypeVar

    from sigma_pol.config import (
        call_policy,
        config_runtime_from_json,
        host_from_json,
        read_contract,
        seed,
    )
    from sigma_pol.config.call import pool
    from sigma_pol.config.metrics import credits_of
    from sigma_pol.engine import responses_from_json
    from sigma_pol.protocol.answer import answer
    from sigma_pol.semantics.compiler import interpret
    from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
    from sigma_pol.semantics.decision_values import Context
    from sigma_pol.syntax.errors import SigmaPolError

    from .common import read_json_file
    from .config_command import read_config

    if args.contract is None:
        raise InputError("--contract", "run --config needs the call's contract (a JSON file)")
    config, config_json = read_config(args.config)
    given: dict[str, JSON] = {}

    T = TypeVar("T")

    def read(source: str | None, name: str, reader: Callable[[JSON, str], T]) -> T:
        value = None if source is None else read_json_file(source)
        if value is not None:
            given[name] = value
        try:
            return reader(value, "$")
        except SigmaPolError as e:
            raise e.moved(f"{source}:{e.where}") from None

    store = read(args.metrics, "metrics", seed)
    host = read(args.host, "host", host_from_json)
    state = read(args.runtime, "runtime", config_runtime_from_json)
    contract = read(args.contract, "contract", read_contract)
    responses = read(args.responses, "responses", responses_from_json)
    now = args.now if args.now is not None else 0.0
    request: dict[str, JSON] = {"name": "run", "kind": "execute", "config": config_json}
    request.update(given)
    request["now_ms"] = now
    if args.format == "json":
        emit(write_json(answer(request)))
        return 0
    try:
        chosen = call_policy(config, contract)
    except SigmaPolError as e:
        raise e.moved(f"{args.config}:{e.where}") from None
    if isinstance(chosen, str):
        emit(f"the call fails at once: {chosen} (no profile of that name, no policy_ir)")
        return 0
    compiled = interpret(chosen.normalized, config.schema, CONFORMANCE_REGISTRY)
    candidates = pool(config, contract, store, host, dict(state.discovery_cache), now)
    inputs = RunInputs(
        compiled.policy(),
        candidates,
        Context(request=contract, now_ms=now),
        state.runtime,
        config.defaults.engine,
        responses,
        request,
        args.config,
        ema=dict(store),
        credits=credits_of(store),
    )
    story, _ = tell(inputs)
    identity = chosen.normalized.identified()["identity"]
    emit(f"policy: {chosen.origin}, identity {identity}")
    emit(render_html(story) if args.format == "html" else render_text(story))
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    if args.config is not None:  # a configured call (spec/17)
        return run_configured(args)
    if args.term is None:
        raise InputError("run", "give a POLICY term file, or --config CONFIG --contract FILE")
    inputs = run_inputs(args)
    if args.format == "json":
        from sigma_pol.protocol.answer import answer

        said = answer(inputs.request)
        emit(write_json(said))
        expect = said.get("expect")
        result = expect.get("result") if isinstance(expect, dict) else None
        return 0 if isinstance(result, dict) and result.get("ok") is True else 1
    from sigma_pol.engine import RunTooLong

    try:
        story, outcome = tell(inputs)
    except RunTooLong as e:  # the FailPlan retries past the bound (spec/08 pinned-run-step-bound)
        raise RunTooLong(f"{args.responses}:$", e.why, e.hint) from None
    emit(render_html(story) if args.format == "html" else render_text(story))
    # the exit status says whether the call succeeded (README, spec/15 §15.9)
    return 0 if outcome.result.ok else 1


def register(sub: Subparsers) -> None:
    p = term_command(
        sub,
        "run",
        "run a policy over a script of responses, told step by step",
        cmd_run,
        optional=True,
    )
    p.add_argument("--config", help="a configuration (spec chapter 17): run a call it serves")
    p.add_argument("--contract", help="with --config: the call's contract (JSON)")
    p.add_argument("--metrics", help="with --config: the metrics seed (JSON)")
    p.add_argument("--host", help="with --config: the host's hooks (JSON)")
    p.add_argument("--now", type=float, help="with --config: the call's start, in ms")
    p.add_argument("--candidates", help="JSON array of candidates")
    p.add_argument(
        "--catalog", help="JSON catalog of providers and models, in place of --candidates"
    )
    p.add_argument("--ctx", help="JSON context of the call: request, now_ms, seed (default {})")
    p.add_argument(
        "--responses",
        required=True,
        help="JSON array of responses, one per call: {ok, error_kind?, elapsed_ms?, ...}",
    )
    p.add_argument("--runtime", help="JSON runtime state: breakers and disabled, by provider")
    p.add_argument(
        "--strict",
        action="store_true",
        help="a warning about the inputs (a misspelt member) is an error",
    )
    p.add_argument(
        "--engine",
        help="JSON engine parameters: circuit_breaker_threshold, "
        "circuit_breaker_rate_limit_ms, disable_provider_ttl_ms",
    )
    p.add_argument(
        "--format",
        choices=["html", "json", "text"],
        default="text",
        help="text (the story), json (the protocol answer) or html (one page)",
    )
