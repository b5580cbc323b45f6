"""The protocol kind ``run`` (spec/07-conformance.md §7.1, spec/15-run.md §15.9).

A request gives a Policy term, its pool (``candidates`` or ``catalog``), the
context of the call (``ctx``: ``request``, ``now_ms``, ``seed``), and
optionally the host's ``runtime`` and the ``engine`` parameters, and the
``responses`` script; the answer adds to ``expect`` the run's ``steps``,
``decision_path``, ``result``, ``rejected`` and ``runtime``.  Every input is
read before the run starts, so a malformed one is an input error with its path.
"""

from __future__ import annotations

from typing import Any, Final

from ..catalog.document import candidates_of_request
from ..core.errors import InputError
from ..core.suggest import did_you_mean
from ..core.vocabulary import Schema
from ..run import engine_from_json, outcome_to_json, responses_from_json, run, runtime_from_json
from ..semantics.inputs import Context, context_from_json
from ..semantics.policy import Compiled

#: The members of a run's ``ctx``: its state is the runtime (``$.runtime``).
RUN_CTX_KEYS: Final = ("now_ms", "request", "seed")


def run_context(value: Any, where: str = "$.ctx") -> Context:
    """A run's context: ``request``, ``now_ms`` and ``seed``, no ``state``."""
    if isinstance(value, dict):
        for key in sorted(value):
            if key == "state":
                raise InputError(
                    f"{where}.state",
                    "a run's ctx has no state: the policy's state is built from $.runtime",
                )
            if key not in RUN_CTX_KEYS:
                raise InputError(
                    f"{where}.{key}",
                    f"unknown member (one of {', '.join(RUN_CTX_KEYS)})",
                    did_you_mean(key, RUN_CTX_KEYS),
                )
    ctx = context_from_json(value, where)
    request = ctx.request
    if "seed" in request and not isinstance(request["seed"], float):
        raise InputError(f"{where}.request.seed", "expected a number (the run's seed)")
    requirements = request.get("requirements")
    if isinstance(requirements, dict) and "pin" in requirements:
        pin = requirements["pin"]
        if pin == []:
            pin = requirements["pin"] = {}
        if not isinstance(pin, dict):
            raise InputError(
                f"{where}.request.requirements.pin", "expected an object {provider, model}"
            )
    return ctx


def answer_run(compiled: Compiled, request: dict[str, Any], schema: Schema) -> dict[str, Any]:
    """The ``run`` kind's members of ``expect``."""
    candidates = candidates_of_request(request, schema)
    ctx = run_context(request.get("ctx", {}))
    runtime = runtime_from_json(request["runtime"]) if "runtime" in request else None
    engine = engine_from_json(request["engine"]) if "engine" in request else None
    if "responses" not in request:
        raise InputError("$.responses", "missing (an array of responses, [] for none)")
    responses = responses_from_json(request["responses"])
    outcome = run(compiled.carrier, candidates, ctx, runtime, engine, responses)
    return outcome_to_json(outcome)
