"""The attempt machine (spec/15-run.md §15.5–§15.8): plan once, walk the ordered
candidates, transform the request per attempt, call, consult the FailPlan, advance.

A host drives it step by step::

    machine = Machine(policy, candidates, ctx, runtime, engine)
    step = machine.start()                  # Call | Wait | Done
    while not isinstance(step, Done):
        if isinstance(step, Call):
            step = machine.respond(response)  # the host's Response, or None
        else:
            step = machine.resume()           # after waiting until step.until_ms

and :func:`run` drives it over a script of responses.  The machine has no
clock and does no I/O: its clock starts at ``ctx.now_ms`` (0 when absent), a
call's response advances it by ``elapsed_ms`` (0 when absent), a wait sets it
to ``until_ms``.  Its inputs are never changed (it works on copies).

Every transition appends the rules that fired to :attr:`Machine.fired`, each a
:class:`Fired` with the clock, the cursor and the attempt counter after it;
the branches below cite the rule they implement.  The plan, the transform and
the FailPlan come from the policy's carrier (:mod:`sigma_pol.semantics.carriers`):
the machine is not a second recursion over terms.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple, Unpack

from ..semantics.carriers import Policy, Rejection, Scored
from ..semantics.decision_values import Candidate, Context, Request
from ..syntax.errors import SigmaPolError
from ..syntax.terms import JSON, ParamValue
from .records import (
    MISSING_RESPONSE,
    Breaker,
    Detail,
    Disable,
    Engine,
    Response,
    Runtime,
)
from .state import (
    base_request,
    chosen_served_by,
    disable_expired,
    policy_context,
    priced,
    settle,
)

#: Error kinds that say nothing of a provider's health: they never count
#: against its breaker (upstream's ``CLIENT_FAULT_KINDS``).
CLIENT_FAULT_KINDS: Final = ("bad_request", "content_filter", "context_overflow")

#: Upstream keeps this many bytes of an error message (R-Fail).
MESSAGE_BYTES: Final = 300

#: Every rule of chapter 15, in the chapter's order, with what it does in one line
#: (the run's story and its page tell a rule with these words).
RULES: Final[Mapping[str, str]] = {
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
# steps and results


@dataclass(frozen=True, slots=True)
class Call:
    """Call ``candidate`` with ``request`` (after the transform) at clock ``at_ms``;
    ``attempt`` is the 1-based attempt number on this candidate."""

    provider: str
    model: str
    request: Request
    at_ms: float
    attempt: int
    candidate: Candidate


@dataclass(frozen=True, slots=True)
class Wait:
    """Wait until the clock reads ``until_ms``, then :meth:`Machine.resume`."""

    until_ms: float


@dataclass(frozen=True, slots=True)
class Chosen:
    provider: str
    model: str
    served_by: str


@dataclass(frozen=True, slots=True)
class Result:
    """How the run ended: ``chosen`` when ``ok``, else ``error``."""

    ok: bool
    chosen: Chosen | None = None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class Done:
    result: Result


Step = Call | Wait | Done


class Fired(NamedTuple):
    """One rule that fired: the clock, the cursor (0-based plan index) and the
    attempt counter after it, and what it changed (``detail``).  A named tuple,
    immutable as the other records and built at a third of a frozen dataclass's
    cost: a run appends one for every rule that fires, five a step in a retry
    loop, and the step bound's ten thousand steps are the longest vector."""

    rule: str
    at_ms: float
    cursor: int
    attempts: int
    detail: Detail


@dataclass(frozen=True, slots=True)
class PinMissing:
    """The rejection of a run whose ``requirements.pin`` names no candidate of the pool."""

    pin: JSON
    reason: str = "pin_not_found"


class MachineError(SigmaPolError):
    """The machine was driven out of order (a response when no call is pending)."""


# ---------------------------------------------------------------------------
# the machine


class Machine:
    """One run's configuration: cursor, attempt counter, clock, runtime, trace."""

    def __init__(
        self,
        policy: Policy,
        candidates: Sequence[Candidate],
        ctx: Context,
        runtime: Runtime | None = None,
        engine: Engine | None = None,
        ema: Mapping[str, JSON] | None = None,
        credits: Mapping[str, JSON] | None = None,
    ) -> None:
        self.policy = policy
        #: the metrics store the policy's state shows (spec/17 C-Call-State; empty in a bare run)
        self._ema, self._credits = ema, credits
        self.engine = engine if engine is not None else Engine()
        given = runtime if runtime is not None else Runtime()
        #: the runtime state, changed by the run (copies of the input's records)
        self.breakers: dict[str, Breaker] = dict(given.breakers)
        self.disabled: dict[str, Disable] = dict(given.disabled)
        self.contract, self.seed = contract_of(ctx.request, ctx.seed)
        self.clock: float = ctx.now_ms if ctx.now_ms is not None else 0.0
        self.started_at = self.clock
        self.ctx: Context = policy_context(self.contract, ctx.state, self.seed, self.clock)
        self._pool_input = list(candidates)
        self.ordered: list[Scored] = []
        self.rejected: list[Rejection | PinMissing] = []
        self.cursor = 0
        self.attempts = 0
        self.last_error_kind: str | None = None
        self.decision_path: list[dict[str, JSON]] = []
        self.steps: list[Call | Wait] = []
        self.fired: list[Fired] = []
        self.done: Result | None = None
        self._pending: Scored | None = None
        self._waiting = False
        self._started = False

    # -- bookkeeping

    def _fire(self, rule: str, **detail: Unpack[Detail]) -> None:
        self.fired.append(Fired(rule, self.clock, self.cursor, self.attempts, detail))

    def _event(self, **members: JSON) -> None:
        self.decision_path.append(members)

    def runtime(self) -> Runtime:
        """The runtime state now (after the run: the host's state to keep)."""
        return Runtime(dict(self.breakers), dict(self.disabled))

    # -- R-Start, R-Pool, R-Plan, R-Pin, R-Pin-Missing, R-Empty

    def start(self) -> Step:
        """Plan the run and take its first step."""
        if self._started:
            raise MachineError("run", "the machine has already started")
        self._started = True
        self._fire("R-Start", now_ms=self.clock)
        settled: list[tuple[str, Detail]] = []
        state = settle(
            self.breakers, self.disabled, self.clock, self.engine, settled, self._ema, self._credits
        )
        for rule, detail in settled:
            self._fire(rule, **detail)
        self.ctx = policy_context(self.contract, state, self.seed, self.clock)
        pool = [priced(c) for c in self._pool_input]
        self._fire("R-Pool", size=len(pool))
        requirements = self.contract.get("requirements")
        pin = requirements.get("pin") if isinstance(requirements, dict) else None
        if pin is not None and pin is not False:
            found = _pinned(pool, pin)
            if found is None:
                self.ordered, self.rejected = [], [PinMissing(pin)]
                self._fire("R-Pin-Missing")
            else:
                scores = self.policy.scorer([found], self.ctx)
                self.ordered = self.policy.selector([Scored(found, scores[0], 0)], self.ctx, None)
                self._fire("R-Pin", size=len(self.ordered))
        else:
            plan = self.policy.plan(pool, self.ctx)
            self.ordered, self.rejected = plan.ordered, list(plan.rejected)
            self._fire("R-Plan", size=len(self.ordered), rejected=len(plan.rejected))
        if not self.ordered:
            self._fire("R-Empty")
            return self._finish(Result(ok=False, error="no_candidates"))
        return self._advance()

    # -- R-Skip, R-Disable-Expire, R-Call, R-Exhausted

    def _advance(self) -> Step:
        while self.cursor < len(self.ordered):
            entry = self.ordered[self.cursor]
            cand = entry.candidate
            pid = cand["provider_id"]
            record = self.disabled.get(pid)
            if record is not None and disable_expired(record, self.clock, self.engine):
                del self.disabled[pid]
                self._fire("R-Disable-Expire", provider=pid)
                record = None
            if record is not None:
                self._event(
                    event="skipped",
                    provider_id=pid,
                    model_family=cand["model_family"],
                    reason="disabled_provider",
                )
                self.cursor += 1
                self.attempts = 0
                self._fire("R-Skip", provider=pid)
                continue
            request = self.policy.mutate(base_request(cand, self.contract), cand, self.ctx)
            self._pending = entry
            call = Call(pid, cand["model_family"], request, self.clock, self.attempts + 1, cand)
            self.steps.append(call)
            self._fire("R-Call", provider=pid, model=cand["model_family"])
            return call
        self._fire("R-Exhausted")
        kind = self.last_error_kind if self.last_error_kind is not None else "no_candidates"
        return self._finish(Result(ok=False, error="exhausted: " + kind))

    def _finish(self, result: Result) -> Done:
        self.done = result
        return Done(result)

    # -- R-Resume

    def resume(self) -> Step:
        """Continue after a wait: the clock reads the wait's ``until_ms``."""
        if not self._waiting:
            raise MachineError("run", "no wait is pending")
        self._waiting = False
        last = self.steps[-1]
        assert isinstance(last, Wait)
        self.clock = last.until_ms
        self._fire("R-Resume", until_ms=last.until_ms)
        return self._advance()

    # -- R-Success, R-Breaker-Reset, R-Missing, R-Fail and the actions

    def respond(self, response: Response | None) -> Step:
        """Hand the machine the response to the pending call (``None``: the host has none)."""
        entry = self._pending
        if entry is None:
            raise MachineError("run", "no call is pending")
        self._pending = None
        if response is None:
            response = MISSING_RESPONSE
            self._fire("R-Missing")
        cand = entry.candidate
        pid, model = cand["provider_id"], cand["model_family"]
        call_start = self.clock
        if response.elapsed_ms is not None:
            self.clock = self.clock + response.elapsed_ms
        event: dict[str, JSON] = {
            "event": "attempted",
            "provider_id": pid,
            "model_family": model,
            "attempt": self.attempts + 1,
            "latency_ms": self.clock - call_start,
        }
        if not response.ok:
            event["error_kind"] = (
                response.error_kind if response.error_kind is not None else "unknown"
            )
            if response.http_status is not None:
                event["http_status"] = response.http_status
            if response.error_message is not None:
                event["error_message"] = truncate_message(response.error_message)
        self.decision_path.append(event)
        if response.ok:
            self._fire("R-Success", provider=pid)
            if pid in self.breakers:
                old = self.breakers[pid]
                self.breakers[pid] = Breaker(False, 0.0, old.opened_at_ms)
                self._fire("R-Breaker-Reset", provider=pid)
            return self._finish(Result(ok=True, chosen=Chosen(pid, model, chosen_served_by(cand))))
        kind = response.error_kind if response.error_kind is not None else "unknown"
        self.last_error_kind = kind
        action = self.policy.classify(kind)
        self._fire("R-Fail", provider=pid, error_kind=kind)
        self._count_failure(pid, kind, action)
        return self._act(entry, kind, action)

    def _count_failure(self, pid: str, kind: str, action: ParamValue) -> None:
        """R-Client-Fault, R-Breaker-Count, R-Breaker-Trip."""
        if is_client_fault(kind):
            self._fire("R-Client-Fault", provider=pid, error_kind=kind)
            return
        old = self.breakers.get(pid, Breaker(False, 0.0))
        failures = (old.consecutive_failures or 0.0) + 1.0
        opens = _member(action, "open_breaker_ms") is not None
        if opens or failures >= self.engine.circuit_breaker_threshold:
            self.breakers[pid] = Breaker(True, failures, self.clock)
            self._fire("R-Breaker-Trip", provider=pid, consecutive_failures=failures)
        else:
            self.breakers[pid] = Breaker(old.open, failures, old.opened_at_ms)
            self._fire("R-Breaker-Count", provider=pid, consecutive_failures=failures)

    def _act(self, entry: Scored, kind: str, action: ParamValue) -> Step:
        cand = entry.candidate
        pid, model = cand["provider_id"], cand["model_family"]
        verb = _member(action, "action")
        if verb is None:
            verb = "next_candidate"
        if verb == "abort":  # R-Abort
            self._fire("R-Abort", error_kind=kind)
            return self._finish(Result(ok=False, error=kind))
        if verb == "disable_provider":  # R-Disable
            self.disabled[pid] = Disable(kind, self.clock)
            self._event(event="provider_disabled", provider_id=pid, reason=kind)
            self.cursor += 1
            self.attempts = 0
            self._fire("R-Disable", provider=pid, kind=kind)
            return self._advance()
        if verb == "retry_same":
            limit = _member(action, "attempts")  # admitted: a number, or absent
            most = limit if isinstance(limit, float) else 1.0
            self.attempts += 1
            if retry_allowed(self.attempts, most):
                back = backoff_for(action, self.attempts)
                self._event(
                    event="retry_scheduled",
                    provider_id=pid,
                    model_family=model,
                    attempt=self.attempts,
                    backoff_ms=back,
                )
                if back > 0:  # R-Retry-Wait
                    wait = Wait(self.clock + back)
                    self.steps.append(wait)
                    self._waiting = True
                    self._fire("R-Retry-Wait", backoff_ms=back, until_ms=wait.until_ms)
                    return wait
                self._fire("R-Retry", backoff_ms=back)  # R-Retry: re-issue at once
                return self._advance()
            self.attempts = 0
            if _member(action, "then_action") == "abort":  # R-Retry-Spent-Abort
                self._fire("R-Retry-Spent-Abort", error_kind=kind)
                return self._finish(Result(ok=False, error=kind))
            self.cursor += 1  # R-Retry-Spent
            self._fire("R-Retry-Spent")
            return self._advance()
        if verb == "next_provider_same_model":
            found = next(
                (
                    j
                    for j in range(self.cursor + 1, len(self.ordered))
                    if self.ordered[j].candidate["model_family"] == model
                ),
                None,
            )
            self.attempts = 0
            if found is None:  # R-Same-Model-None
                self.cursor = len(self.ordered)
                self._fire("R-Same-Model-None", model=model)
            else:  # R-Same-Model
                self.cursor = found
                self._fire("R-Same-Model", model=model)
            return self._advance()
        self.cursor += 1  # R-Next: next_candidate
        self.attempts = 0
        self._fire("R-Next")
        return self._advance()


def contract_of(request: Request, seed: float | None) -> tuple[Request, float | None]:
    """R-Start: the contract and the run's seed.  The call context's seed, when
    given, is the contract's (spec/08 pinned-run-seed); the run's seed is the
    contract's ``seed``."""
    contract = dict(request)
    if seed is not None:
        contract["seed"] = seed
    own = contract.get("seed")
    return contract, own if isinstance(own, float) else None


def retry_allowed(counter: int, most: float) -> bool:
    """R-Retry's premise: the counter, after its increment, is at most ``attempts``."""
    return counter <= most


def is_client_fault(kind: str) -> bool:
    """R-Client-Fault's premise (upstream's ``CLIENT_FAULT_KINDS``)."""
    return kind in CLIENT_FAULT_KINDS


def _member(action: ParamValue, key: str) -> ParamValue | None:
    """A member of an Action record (``None`` when absent)."""
    return action.get(key) if isinstance(action, Mapping) else None


def _pinned(pool: Sequence[Candidate], pin: JSON) -> Candidate | None:
    """The first candidate of the pool whose provider and model are the pin's."""
    if not isinstance(pin, dict):
        return None
    for c in pool:
        if c["provider_id"] == pin.get("provider") and c["model_family"] == pin.get("model"):
            return c
    return None


def backoff_for(action: ParamValue, attempt: int) -> float:
    """Upstream's ``backoff_ms_for``: a number is the backoff of every attempt; an
    array gives attempt ``i`` (1-based) its ``i``-th entry, its last entry beyond
    its end, 0 when empty; absent is 0."""
    b = _member(action, "backoff_ms")
    if isinstance(b, float):
        return b
    if isinstance(b, tuple):
        entries = [float(v) for v in b if isinstance(v, float)]  # admitted: all numbers
        if 1 <= attempt <= len(entries):
            return entries[attempt - 1]
        return entries[-1] if entries else 0.0
    return 0.0


def truncate_message(message: str) -> str:
    """The first 300 bytes of the UTF-8 message, less a character cut in two
    (spec/08 pinned-run-message-bytes)."""
    data = message.encode("utf-8")
    if len(data) <= MESSAGE_BYTES:
        return message
    return data[:MESSAGE_BYTES].decode("utf-8", errors="ignore")


# ---------------------------------------------------------------------------
# driving a script


#: A run is refused beyond this many steps (spec/08 pinned-run-step-bound).
MAX_STEPS: Final = 10000


class RunTooLong(SigmaPolError):
    """The run would take more than :data:`MAX_STEPS` steps."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """Everything a run produced."""

    steps: list[Call | Wait]
    result: Result
    decision_path: list[dict[str, JSON]]
    rejected: list[Rejection | PinMissing]
    runtime: Runtime
    ordered: list[Scored]
    fired: list[Fired]
    #: how many responses of the script were used
    used: int


def drive(
    machine: Machine, responses: Sequence[Response | None], max_steps: int = MAX_STEPS
) -> Outcome:
    """Run ``machine`` to the end, answering its calls from ``responses`` in order
    (R-Missing once they run out)."""
    step = machine.start()
    used = 0
    while not isinstance(step, Done):
        if len(machine.steps) > max_steps:
            raise RunTooLong("$.responses", f"the run takes more than {max_steps} steps")
        if isinstance(step, Call):
            if used < len(responses):
                response, used = responses[used], used + 1
            else:
                response = None
            step = machine.respond(response)
        else:
            step = machine.resume()
    return Outcome(
        steps=list(machine.steps),
        result=step.result,
        decision_path=list(machine.decision_path),
        rejected=list(machine.rejected),
        runtime=machine.runtime(),
        ordered=list(machine.ordered),
        fired=list(machine.fired),
        used=used,
    )


def run(
    policy: Policy,
    candidates: Sequence[Candidate],
    ctx: Context,
    runtime: Runtime | None,
    engine: Engine | None,
    responses: Sequence[Response | None],
    max_steps: int = MAX_STEPS,
) -> Outcome:
    """The whole run of ``policy`` over ``candidates`` with a script of responses."""
    return drive(Machine(policy, candidates, ctx, runtime, engine), responses, max_steps)
