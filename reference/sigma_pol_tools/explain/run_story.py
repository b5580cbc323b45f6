"""The story of a run (spec/15-run.md), read off what the attempt machine
records (:attr:`sigma_pol.engine.Machine.fired`, each rule with its detail):
the planning, each step (a call or a wait) with what led to it and what
followed, and the end.  Nothing here decides: a rule's words are the
machine's (:data:`sigma_pol.engine.RULES`), its facts the rule's detail.
``sigma-pol run`` tells it (:mod:`.run_page` lays it out).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from sigma_pol.engine import RULES, Call, Engine, Machine, Outcome, Response, Runtime, drive
from sigma_pol.engine.state import base_request, chosen_served_by
from sigma_pol.semantics.carriers import Policy
from sigma_pol.semantics.decision_values import Candidate, Context, Request
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.lua import is_json_number
from sigma_pol.syntax.terms import JSON, param_to_json


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


def show_ms(value: float) -> str:
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


def show_count(n: float | None) -> str:
    if n is None:
        return "0"
    return str(int(n)) if n == int(n) else repr(n)


def tell(inputs: RunInputs) -> tuple[Story, Outcome]:
    """Run the machine over the script and tell what it did, rule by rule.
    Returns the story and the engine's :class:`~sigma_pol.engine.Outcome`."""
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
    is_open = {pid: b.open for pid, b in before.breakers.items()}
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
        text = RULES.get(rule, rule)
        if rule == "R-Start":
            text = f"the clock starts at {show_ms(f.at_ms)}"
        elif rule == "R-Breaker-Recover":
            is_open[d["provider"]] = False
            text = f"breaker of {d['provider']} recovered: closed, failures reset"
        elif rule == "R-Disable-Upgrade":
            text = f"disable of {d['provider']} ({d['kind']}) upgraded to at_ms {show_ms(start)}"
        elif rule == "R-Disable-Expire" and "set_at_ms" in d:  # at the start
            text = f"disable of {d['provider']} expired (set at {show_ms(d['set_at_ms'])})"
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
        if rule == "R-Skip" or (rule == "R-Disable-Expire" and "set_at_ms" not in d):
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
                extra += f", http {show_count(resp.http_status)}"
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
            n = show_count(d["consecutive_failures"])
            still = "open" if is_open.get(d["provider"], False) else "closed"
            text = f"breaker of {d['provider']}: {n} consecutive failure(s), stays {still}"
        elif rule == "R-Breaker-Trip":
            n = show_count(d["consecutive_failures"])
            is_open[d["provider"]] = True
            text = f"breaker of {d['provider']} opens ({n} consecutive failure(s))"
        elif rule == "R-Client-Fault":
            text = f"{d['error_kind']} is a client fault: the breaker of {d['provider']} is kept"
        elif rule == "R-Abort":
            text = f"abort: the run ends with {d['error_kind']}"
        elif rule == "R-Disable":
            text = f"{d['provider']} disabled ({d['kind']}) at {show_ms(f.at_ms)}; next candidate"
        elif rule in ("R-Retry", "R-Retry-Wait"):
            of = _limit(last_action)
            back = show_ms(d["backoff_ms"])
            text = f"retry {f.attempts} of {of}, backoff {back}"
            if rule == "R-Retry-Wait":
                text += f": wait until {show_ms(d['until_ms'])}"
        elif rule == "R-Resume":
            text = f"the wait is over at {show_ms(d['until_ms'])}"
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
            current = Episode("wait", f.at_ms, f"wait until {show_ms(d['until_ms'])}")
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
    names = list(RULES)
    return names.index(rule) if rule in names else len(names)


def _more(status: str) -> str:
    if status == "called once":
        return "called 2 times"
    if status.startswith("called ") and status.endswith(" times"):
        return f"called {int(status.split()[1]) + 1} times"
    return status


def _served(c: Candidate) -> str:

    return chosen_served_by(c)


def _response(responses: Sequence[Response | None], index: int) -> Response | None:
    return responses[index] if 0 <= index < len(responses) else None


def _elapsed(resp: Response | None) -> str:
    if resp is None or resp.elapsed_ms is None:
        return ""
    return f" after {show_ms(resp.elapsed_ms)}"


def _limit(action: JSON) -> str:
    attempts = action.get("attempts") if isinstance(action, dict) else None
    return show_count(float(attempts) if is_json_number(attempts) else 1.0)  # admitted: a number
