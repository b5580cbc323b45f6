"""Shared helpers of the run theorems' companions (Theorems 16–21, spec/15-run.md).

A *case* is a run's inputs, drawn from a seed by the run fuzzer's generator
(:class:`sigma_pol_tools.conformance.fuzz_run.RunRequests`: FailPlans over every
action and member, populations with repeated providers and model families,
failing scripts that run out, open breakers, old, fresh and legacy disables,
small engine windows), biased per theorem, and read by the engine's readers.

The checks of the companions look at what a run *did* — its steps, its
decision path, its result, the plan it walked — and recompute what the
theorem says from the inputs and chapter 15's definitions, never from the
engine's own bookkeeping (its cursor, its counter, its disable table).  The
index of a call in the plan is found by the identity of the candidate object
the call carries.

:func:`planted` puts one bug in the engine for the extent of a block (a
module function or a method replaced), so that each companion can show its
check failing on the bug its theorem exists to rule out.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from unittest import mock

from sigma_pol.engine import (
    Call,
    Engine,
    Outcome,
    Response,
    Wait,
    run,
)
from sigma_pol.engine import machine as machine_module
from sigma_pol.engine import state as state_module
from sigma_pol.engine.run_inputs import run_inputs_of_request
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA
from sigma_pol_tools.conformance.fuzz_run import RunRequests

#: A run of a companion is refused past this many steps (the engine's bound is
#: 10 000; a planted bug that loops shows sooner).
STEPS: int = 2000


@dataclass
class Case:
    """A run's inputs as JSON (the form a vector would carry) and as read."""

    json: dict[str, Any]
    policy: Any
    candidates: list[Any]
    ctx: Any
    runtime: Any
    engine: Engine
    responses: list[Response | None]

    def run(self, max_steps: int = STEPS) -> Outcome:
        return run(
            self.policy,
            self.candidates,
            self.ctx,
            self.runtime,
            self.engine,
            self.responses,
            max_steps,
        )


def read_case(request: Mapping[str, Any]) -> Case:
    """The engine's inputs of a run request (well-formed: drawn, not a near miss)."""
    request = copy.deepcopy(dict(request))
    policy = compile_term(request["term"]).carrier
    given = run_inputs_of_request(request, DEFAULT_SCHEMA)
    engine = given.engine if given.engine is not None else Engine()
    responses = list(given.responses)
    return Case(request, policy, given.candidates, given.ctx, given.runtime, engine, responses)


def draw(
    seed: int,
    *,
    successes: bool = False,
    abort: float = 0.0,
    length: int | None = None,
) -> Case:
    """A case drawn from ``seed``: ``successes`` makes a script of successes only;
    ``abort`` is the chance that each FailPlan action is ``abort`` (or a spent
    ``retry_same`` whose ``then_action`` is); ``length`` fixes the script's length."""
    rng = random.Random(seed)
    gen = RunRequests(rng)
    term = gen.policy()
    if abort:
        term[-1] = _with_aborts(term[-1], rng, abort)
    candidates = gen.candidates()
    if not candidates or rng.random() < 0.3:  # repeated families and providers, longer plans
        candidates += [
            {"provider_id": rng.choice(("a", "b", "c")), "model_family": rng.choice(("m", "n"))}
            for _ in range(rng.randint(2, 7))
        ]
    request: dict[str, Any] = {"kind": "run", "term": term, "candidates": candidates}
    request["ctx"] = gen.ctx(candidates)
    if rng.random() < 0.85:
        request["runtime"] = gen.runtime(candidates)
    if rng.random() < 0.6:
        request["engine"] = gen.engine()
    count = length if length is not None else rng.choice((0, 1, 2, 3, 5, 8, 12))
    if successes:
        script = [{"ok": True, "elapsed_ms": rng.choice((0, 7, 30000))} for _ in range(count)]
    else:
        kinds = ["server_error", "timeout", "auth_error", "model_unavailable", "bad_request"]
        script = [gen.response(kinds) for _ in range(count)]
    request["responses"] = script
    return read_case(request)


def _with_aborts(plan: Any, rng: random.Random, p: float) -> Any:
    """The FailPlan term with each action made an abort (or a spent-retry abort) at rate ``p``."""
    if isinstance(plan, list) and plan and plan[0] == "always":
        return ["always", _abortive(plan[1], rng, p)]
    if isinstance(plan, list) and plan and plan[0] == "override":
        return ["override", _with_aborts(plan[1], rng, p), plan[2], _abortive(plan[3], rng, p)]
    return plan


def _abortive(action: Any, rng: random.Random, p: float) -> Any:
    if rng.random() >= p:
        return action
    if rng.random() < 0.5:
        return {"action": "abort"}
    return {"action": "retry_same", "attempts": rng.choice((0, 1, 2)), "then_action": "abort"}


# ---------------------------------------------------------------------------
# what a run did, recomputed


def calls_of(outcome: Outcome) -> list[Call]:
    return [s for s in outcome.steps if isinstance(s, Call)]


def waits_of(outcome: Outcome) -> list[Wait]:
    return [s for s in outcome.steps if isinstance(s, Wait)]


def plan_index(outcome: Outcome, call: Call) -> int:
    """The plan position of the candidate a call went to (by identity)."""
    for i, entry in enumerate(outcome.ordered):
        if entry.candidate is call.candidate:
            return i
    raise AssertionError(f"a call to {call.provider}/{call.model} is not to a planned candidate")


def response_for(case: Case, k: int) -> Response:
    """The response the ``k``-th call gets: the script's, else R-Missing's."""
    given = case.responses[k] if k < len(case.responses) else None
    return given if given is not None else Response(ok=False, error_kind="unknown")


def action_of(case: Case, kind: str) -> Any:
    """The FailPlan's action for an error kind, as a plain dict (chapter 6 ``classify``)."""
    action = case.policy.classify(kind)
    return {k: action[k] for k in action} if isinstance(action, Mapping) else {}


def start_ms(case: Case) -> float:
    return case.ctx.now_ms if case.ctx.now_ms is not None else 0.0


def live_at_start(case: Case) -> dict[str, float]:
    """The disables live at the start (§15.3–15.4): provider -> the instant it was set.
    A legacy record was set at the start (R-Disable-Upgrade); ``at_ms`` absent reads 0;
    a record has expired once ``now - at >= ttl`` (R-Disable-Expire)."""
    t = start_ms(case)
    live: dict[str, float] = {}
    table = case.runtime.disabled if case.runtime is not None else {}
    for pid, record in table.items():
        at = t if record.legacy else (record.at_ms if record.at_ms is not None else 0.0)
        if not t - at >= case.engine.disable_provider_ttl_ms:
            live[pid] = at
    return live


def max_attempts(case: Case, kinds: list[str]) -> int:
    """``M = max(0, ⌊m*⌋)`` over the actions the run can select: ``m*`` the largest
    ``attempts`` of a ``retry_same`` action among those of ``kinds`` (1 when absent)."""
    best = 0
    for kind in kinds:
        action = action_of(case, kind)
        if action.get("action") == "retry_same":
            m = action.get("attempts", 1.0)
            best = max(best, int(m // 1) if m >= 1 else 0)
    return best


def kinds_of(case: Case) -> list[str]:
    """The error kinds a run of this case can meet: its script's, and ``unknown``."""
    kinds = {"unknown"}
    for r in case.responses:
        if r is not None and not r.ok:
            kinds.add(r.error_kind if r.error_kind is not None else "unknown")
    return sorted(kinds)


# ---------------------------------------------------------------------------
# plants


@contextmanager
def planted(target: str, replacement: Callable[..., Any]) -> Iterator[None]:
    """``target`` of the engine replaced for the block: a function of its machine
    module (``"_member"``, ``"backoff_for"``, ``"disable_expired"``), a method
    (``"Machine._act"``), or a function of its state module (``"state.settle"``)."""
    if target.startswith("Machine."):
        with mock.patch.object(machine_module.Machine, target.split(".", 1)[1], replacement):
            yield
    elif target.startswith("state."):
        with mock.patch.object(state_module, target.split(".", 1)[1], replacement):
            yield
    else:
        with mock.patch.object(machine_module, target, replacement):
            yield


def first_failing(check: Callable[[Case], list[str]], draws: Callable[[int], Case], n: int) -> str:
    """The first problem ``check`` reports over the cases of seeds ``0 … n-1`` ('' if none)."""
    for seed in range(n):
        problems = check(draws(seed))
        if problems:
            return f"seed {seed}: {problems[0]}"
    return ""
