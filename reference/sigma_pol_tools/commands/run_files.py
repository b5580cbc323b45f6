"""The files of ``sigma-pol run POLICY`` read and validated before the run starts
(spec/15-run.md §15.9): the policy, the pool, the context (an eval context's
``state`` refused, with the runtime file that says the same), the runtime, the
engine and the responses, each refusal placed in its file.
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

from ..explain.run_story import RunInputs
from .decision_options import require_registered, stdin_once
from .term_files import file_given, given_file, read_admitted


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
