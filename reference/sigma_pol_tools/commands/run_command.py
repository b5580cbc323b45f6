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
from pathlib import Path

from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON

from ..explain.run_page import render_html, render_text
from ..explain.run_story import RunInputs, tell
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
    context = read_run_context(ctx)
    request["ctx"] = ctx.value if ctx is not None else {}
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


def _name(source: str) -> str:
    return "stdin" if source == "-" else Path(source).stem


# ---------------------------------------------------------------------------
# the command


def cmd_run(args: argparse.Namespace) -> int:
    inputs = run_inputs(args)
    if args.format == "json":
        from sigma_pol.protocol.answer import answer

        emit(write_json(answer(inputs.request)))
        return 0
    from sigma_pol.engine import RunTooLong

    try:
        story, _ = tell(inputs)
    except RunTooLong as e:  # the FailPlan retries past the bound (spec/08 pinned-run-step-bound)
        raise RunTooLong(f"{args.responses}:$", e.why, e.hint) from None
    emit(render_html(story) if args.format == "html" else render_text(story))
    return 0


def register(sub: Subparsers) -> None:
    p = term_command(
        sub, "run", "run a policy over a script of responses, told step by step", cmd_run
    )
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
