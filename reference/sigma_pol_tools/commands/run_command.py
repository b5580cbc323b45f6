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
offending value, never a traceback.  The story is told by
:mod:`sigma_pol_tools.explain.run_story` from what the machine records, and laid
out by :mod:`sigma_pol_tools.explain.run_page`: this module reads and decides nothing else.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path

from sigma_pol.request.given import Given
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.lua import is_json_number
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON

from ..explain.run_page import render_html, render_text
from ..explain.run_story import RunInputs, tell
from .command_line import Subparsers, emit, term_command
from .decision_options import require_registered, stdin_once
from .term_files import file_given, given_file, read_admitted

# ---------------------------------------------------------------------------
# inputs


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

    from .config_command import read_config
    from .term_files import read_json_file

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
