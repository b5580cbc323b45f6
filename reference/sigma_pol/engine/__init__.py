"""The run: the attempt machine that gives a FailPlan its meaning (spec/15-run.md).

A pure engine (no clock, no I/O) that plans once, walks the ordered
candidates, transforms the request per attempt, calls, consults the FailPlan
and advances, as upstream's ``llm_policy.lua`` engine does.  It consumes the
policy's carrier (``plan``, ``mutate``, ``classify``, its scorer and selector
for a pin) from :mod:`sigma_pol.semantics`; it is not a second recursion over
terms.

Modules and their public names:

* :mod:`.records`: the data: ``Engine`` (parameters, upstream's defaults),
  ``Detail`` (what a rule that fired records), ``Breaker``, ``Disable``,
  ``Runtime`` (the host's state), ``Response``, and their JSON readers
  ``engine_from_json``, ``runtime_from_json``, ``responses_from_json`` (input
  errors with JSON paths);
* :mod:`.state`: the start of a run: ``settle`` (recovery and expiry at the
  start instant, the snapshot ``ctx.state``), ``priced`` (the pool's prices),
  ``base_request`` (upstream's ``build_request``), the recovery tests
  ``breaker_recovers``, ``disable_expired``;
* :mod:`.machine`: ``Machine`` (``start() -> Step``, ``respond(Response | None)
  -> Step``, ``resume() -> Step``; ``fired``, ``decision_path``, ``steps``,
  ``runtime()``), the steps ``Call``, ``Wait``, ``Done``, ``Result``,
  ``Chosen``, ``Fired`` (a rule that fired), ``PinMissing``, ``RULES`` (every
  rule, with what it does in one line),
  ``run(policy, candidates, ctx, runtime, engine, responses) -> Outcome`` and
  ``drive(machine, responses)``, ``backoff_for``, ``truncate_message``,
  ``CLIENT_FAULT_KINDS``;
* :mod:`.run_json`: ``outcome_to_json`` and ``step_to_json``, the protocol's form.

Reading a run's inputs from files or a protocol request (with paths in errors)
is :mod:`sigma_pol.engine.run_inputs` (``read_run_pool``, ``read_run_context``,
``read_runtime``, ``read_engine``, ``read_responses``, ``run_inputs_of_request``).

A host's loop, and what each step records::

    m = Machine(policy, pool, ctx, runtime, engine)
    step = m.start()
    while not isinstance(step, Done):
        step = m.respond(host_call(step)) if isinstance(step, Call) else m.resume()
    m.fired        # [Fired(rule, at_ms, cursor, attempts, detail)], in order
    m.decision_path, m.steps, m.runtime(), m.rejected, m.ordered

Imports only from :mod:`sigma_pol.syntax` and :mod:`sigma_pol.semantics`.
"""

from .machine import (
    CLIENT_FAULT_KINDS,
    RULES,
    Call,
    Chosen,
    Done,
    Fired,
    Machine,
    Outcome,
    PinMissing,
    Result,
    RunTooLong,
    Step,
    Wait,
    drive,
    run,
)
from .records import (
    Breaker,
    Disable,
    Engine,
    Response,
    Runtime,
    engine_from_json,
    response_from_json,
    responses_from_json,
    runtime_from_json,
)
from .run_json import outcome_to_json, step_to_json

__all__ = [
    "CLIENT_FAULT_KINDS",
    "RULES",
    "Breaker",
    "Call",
    "Chosen",
    "Disable",
    "Done",
    "Engine",
    "Fired",
    "Machine",
    "Outcome",
    "PinMissing",
    "Response",
    "Result",
    "RunTooLong",
    "Runtime",
    "Step",
    "Wait",
    "drive",
    "engine_from_json",
    "outcome_to_json",
    "response_from_json",
    "responses_from_json",
    "run",
    "runtime_from_json",
    "step_to_json",
]
