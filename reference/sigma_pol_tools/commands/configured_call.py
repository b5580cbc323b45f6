"""A call served under a configuration (spec/17-configuration.md §17.5), for
``sigma-pol execute`` (its steps and result) and ``sigma-pol run --config`` (told
as ``run`` tells a run, under the policy the call ran under): the configuration
and the call's files read, each refusal named by its file.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TypeVar

from sigma_pol.config import config_from_json, config_runtime_from_json, seed
from sigma_pol.config.config_document import Config
from sigma_pol.syntax.errors import InputError, SigmaPolError
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.terms import JSON

from ..explain.run_page import render_html, render_text
from ..explain.run_story import RunInputs, tell
from .command_line import emit
from .term_files import read_json_file

T = TypeVar("T")


def read_config(source: str) -> tuple[Config, JSON]:
    """A configuration file read and validated; a refusal names the file."""
    value = read_json_file(source)
    try:
        return config_from_json(value, "$"), value
    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None


def read_call_file(source: str | None, reader: Callable[[JSON, str], T]) -> tuple[JSON, T]:
    """A call's JSON file (``None`` when not given) and what ``reader`` reads of it,
    a refusal named by the file."""
    value = None if source is None else read_json_file(source)
    try:
        return value, reader(value, "$")
    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None


def execute_call(args: argparse.Namespace) -> int:
    """``sigma-pol execute CONFIG --contract F --responses F [--metrics F] [--host F]
    [--runtime F] [--now T]``: one call served under the configuration (spec/17 §17.5),
    its steps, result and runtime after."""
    from sigma_pol.config import execute, host_from_json, read_contract, served_to_json
    from sigma_pol.engine import responses_from_json

    config, _value = read_config(args.config)

    store = read_call_file(args.metrics, seed)[1]
    host = read_call_file(args.host, host_from_json)[1]
    state = read_call_file(args.runtime, config_runtime_from_json)[1]
    contract = read_call_file(args.contract, read_contract)[1]
    responses = read_call_file(args.responses, responses_from_json)[1]
    try:
        served = execute(config, store, host, state, contract, args.now, responses)
    except SigmaPolError as e:
        raise e.moved(f"{args.config}:{e.where}") from None
    answer = served_to_json(served)
    if args.format == "json":
        emit(write_json(answer))
        return 0
    if served.policy is None:
        emit(
            f"the call fails: {served.failure} (the contract names no profile "
            "of the configuration and brings no policy_ir)"
        )
        return 0
    emit(f"policy: {served.policy.origin}, identity {answer['policy']['identity']}")  # type: ignore[index,call-overload]
    steps = answer["steps"]
    assert isinstance(steps, list)
    for step in steps:
        assert isinstance(step, dict)
        if "call" in step:
            call = step["call"]
            assert isinstance(call, dict)
            emit(f"  at {write_json(step['at_ms'])} ms: call {call['provider']}/{call['model']}")
        else:
            emit(f"  wait until {write_json(step['wait'])}")
    emit(f"result: {write_json(answer['result'])}")
    emit(f"runtime after: {write_json(answer['runtime'])}")
    return 0


def run_configured(args: argparse.Namespace) -> int:
    """``sigma-pol run --config CONFIG --contract F --responses F [--metrics F] [--host F]
    [--runtime F] [--now T]``: a call the configuration serves, told as ``run`` tells a
    run, under the policy it ran under (spec/17 §17.5)."""
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

    if args.contract is None:
        raise InputError("--contract", "run --config needs the call's contract (a JSON file)")
    config, config_json = read_config(args.config)
    given: dict[str, JSON] = {}

    def read(source: str | None, name: str, reader: Callable[[JSON, str], T]) -> T:
        value, read_ = read_call_file(source, reader)
        if value is not None:
            given[name] = value
        return read_

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
