"""``sigma-pol config check``, ``sigma-pol profile``, ``sigma-pol status``: a host's
configuration read, its profiles lowered, its providers' status
(spec/17-configuration.md).

* ``config check CONFIG``: the document validated (§17.2) and every profile
  lowered and admitted (§17.4, §17.5), each refusal at its path; the
  ``defaults`` the engine never reads are named on standard error;
* ``profile CONFIG NAME``: the profile's term in the text syntax, then its
  identity; ``--all``: one line per profile, ``name identity``;
* ``status CONFIG [--runtime F] [--metrics F] [--now T]``: the status view
  (§17.8) as text, JSON or HTML.
"""

from __future__ import annotations

import argparse
import sys

from sigma_pol.config import config_runtime_from_json, provider_status, seed
from sigma_pol.config.call import call_policy
from sigma_pol.config.config_document import Config, unknown_defaults
from sigma_pol.syntax.errors import InputError, SigmaPolError
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.suggest import did_you_mean
from sigma_pol.syntax.terms import JSON
from sigma_pol.valid.admission import admit

from .command_line import Subparsers, emit
from .configured_call import execute_call, read_config
from .status_page import status_html, status_text
from .term_files import read_json_file


def _profile_identity(config: Config, name: str, source: str) -> tuple[JSON, str]:
    try:
        chosen = call_policy(config, {"profile": name})
    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None
    assert not isinstance(chosen, str)
    return chosen.term, chosen.normalized.identified()["identity"]


def _check(args: argparse.Namespace) -> int:
    config, value = read_config(args.config)
    for name in sorted(config.profiles):
        _profile_identity(config, name, args.config)
    defaults = value.get("defaults") if isinstance(value, dict) else None
    for key in unknown_defaults(defaults):
        sys.stderr.write(
            f"sigma-pol: warning: {args.config}:$.defaults.{key}: the engine never reads it\n"
        )
    emit(
        f"{args.config}: ok ({len(config.providers)} providers, "
        f"{len(config.models)} models, {len(config.profiles)} profiles)"
    )
    return 0


def _profile(args: argparse.Namespace) -> int:
    from sigma_pol.text.printer import print_term

    config, _value = read_config(args.config)
    if args.all:
        for name in sorted(config.profiles):
            emit(f"{name} {_profile_identity(config, name, args.config)[1]}")
        return 0
    if args.name is None:
        raise InputError("profile", "name a profile, or give --all")
    if args.name not in config.profiles:
        raise InputError(
            f"{args.config}:$.profiles",
            f"no profile '{args.name}'",
            did_you_mean(args.name, sorted(config.profiles)),
        )
    term, identity = _profile_identity(config, args.name, args.config)
    emit(print_term(admit(term, config.schema).term))
    emit(f"identity {identity}")
    return 0


def _status(args: argparse.Namespace) -> int:
    config, _value = read_config(args.config)
    try:
        store = seed(None if args.metrics is None else read_json_file(args.metrics))
        state = config_runtime_from_json(
            None if args.runtime is None else read_json_file(args.runtime)
        )
    except SigmaPolError as e:
        raise e.moved(f"{args.metrics or args.runtime}:{e.where}") from None
    doc = provider_status(
        config.providers,
        state.runtime.breakers,
        state.runtime.disabled,
        store,
        args.now,
        config.defaults.engine,
    )
    if args.format == "json":
        emit(write_json(doc))
    elif args.format == "html":
        emit(status_html(doc))
    else:
        for line in status_text(doc):
            emit(line)
    return 0


def register(sub: Subparsers) -> None:
    p = sub.add_parser("config", help="a host's configuration (spec chapter 17)")
    inner = p.add_subparsers(dest="config_command", required=True, metavar="SUBCOMMAND")
    c = inner.add_parser("check", help="validate a configuration and lower every profile")
    c.add_argument("config", help="configuration JSON file")
    c.set_defaults(run=_check)
    p = sub.add_parser("profile", help="the term a profile lowers to, and its identity")
    p.add_argument("config", help="configuration JSON file")
    p.add_argument("name", nargs="?", help="the profile's name")
    p.add_argument("--all", action="store_true", help="one line per profile: name identity")
    p.set_defaults(run=_profile)
    s = sub.add_parser("status", help="the providers' status view at an instant")
    s.add_argument("config", help="configuration JSON file")
    s.add_argument("--runtime", help="runtime JSON file {breakers, disabled, discovery_cache}")
    s.add_argument("--metrics", help="metrics JSON file (upstream's metrics table)")
    s.add_argument("--now", type=float, default=0.0, help="the instant, in ms (default 0)")
    s.add_argument("--format", choices=("text", "json", "html"), default="text")
    s.set_defaults(run=_status)
    e = sub.add_parser(
        "execute", help="serve one call under a configuration, over a script of responses"
    )
    e.add_argument("config", help="configuration JSON file")
    e.add_argument(
        "--contract",
        required=True,
        help="the call's contract (JSON): profile or policy_ir, prompt, ...",
    )
    e.add_argument("--responses", required=True, help="JSON array of responses, one per call")
    e.add_argument("--metrics", help="metrics JSON file")
    e.add_argument("--host", help="host hooks JSON file: price_multiplier, discover")
    e.add_argument("--runtime", help="runtime JSON file {breakers, disabled, discovery_cache}")
    e.add_argument("--now", type=float, default=0.0, help="the call's start, in ms (default 0)")
    e.add_argument("--format", choices=("text", "json"), default="text")
    e.set_defaults(run=execute_call)
