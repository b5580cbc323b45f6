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

Every input file is read and validated before the run starts
(:mod:`sigma_pol_tools.commands.run_files`): a malformed one is an error naming
the file and the JSON path (or line and column) of the offending value, never a
traceback.  ``--config`` runs a call a configuration serves
(:mod:`sigma_pol_tools.commands.configured_call`, spec/17 §17.5).  The story is
told by :mod:`sigma_pol_tools.explain.run_story` from what the machine records,
and laid out by :mod:`sigma_pol_tools.explain.run_page`: this module reads and
decides nothing else.
"""

from __future__ import annotations

import argparse

from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import write_json

from ..explain.run_page import render_html, render_text
from ..explain.run_story import tell
from .command_line import Subparsers, emit, term_command
from .configured_call import run_configured
from .run_files import run_inputs


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
