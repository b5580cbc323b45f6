"""The options of a decision (spec/07-conformance.md §7.4): ``--schema``,
``--candidates``/``--catalog``, ``--ctx``, ``--strict`` and ``--custom``, read
and validated, and their one set-up (:func:`decision_setup`), used by ``eval``
and ``explain``.
"""

from __future__ import annotations

import argparse
import shlex
from collections.abc import Iterable
from dataclasses import dataclass
from types import MappingProxyType

from sigma_pol.request.given import read_candidates, read_context, read_schema
from sigma_pol.semantics.carriers import CustomRegistry
from sigma_pol.semantics.customs import (
    CONFORMANCE_REGISTRY,
    STAND_IN_KINDS,
    StandIn,
    custom_paths,
    stand_in,
)
from sigma_pol.semantics.decision_values import Candidate, Context
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.vocabulary import Schema

#: What ``register(sub)`` of each command module receives: ``add_subparsers()``'s result.
from .command_line import Parser
from .term_files import SourceTerm, given_file, read_admitted


def schema_arg(args: argparse.Namespace) -> Schema:
    return read_schema(given_file(args.schema))


def stdin_once(named: Iterable[tuple[str, str | None]]) -> None:
    """Refuse a command line that names standard input (``-``) for two inputs:
    it can be read only once.  ``named`` pairs each input's name with its value."""
    first = None
    for name, value in named:
        if value != "-":
            continue
        if first is not None:
            raise InputError(name, f"standard input can be read only once, and {first} reads it")
        first = name


def add_decision_inputs(p: Parser) -> None:
    """``--candidates``, ``--catalog``, ``--ctx`` and ``--custom``: what a
    decision is made on, and the host's transforms it may need."""
    p.add_argument("--candidates", help="JSON array of candidates")
    p.add_argument(
        "--catalog",
        help="JSON catalog of providers and models, in place of --candidates "
        "(plus the ctx's request.extra_candidates)",
    )
    p.add_argument("--ctx", help="JSON context: request, state, seed, now_ms (default {})")
    p.add_argument(
        "--strict",
        action="store_true",
        help="a warning about the inputs (a misspelt member, a silent trap) is an error",
    )
    kinds = ", ".join(f"{k}: {what}" for k, what in STAND_IN_KINDS.items())
    p.add_argument(
        "--custom",
        action="append",
        default=[],
        metavar="NAME=STAND_IN",
        help=f"evaluate (custom NAME) with a stand-in for the host's transform ({kinds}); "
        "repeat for several names",
    )


def decision_sources(args: argparse.Namespace) -> list[tuple[str, str | None]]:
    """The files the options of :func:`add_decision_inputs` name, for :func:`stdin_once`."""
    return [("--candidates", args.candidates), ("--catalog", args.catalog), ("--ctx", args.ctx)]


def registry_arg(args: argparse.Namespace) -> CustomRegistry:
    """The conformance registry (chapter 8 ``pinned-custom-registry``) with the
    ``--custom NAME=STAND_IN`` stand-ins added."""
    stand_ins: dict[str, StandIn] = {}
    for given in args.custom:
        name, eq, label = given.partition("=")
        where = f"--custom {given}"
        if not name or not eq:
            raise InputError(where, f"expected NAME={' or NAME='.join(STAND_IN_KINDS)}")
        if name in CONFORMANCE_REGISTRY:
            raise InputError(where, f"{name} is registered; a stand-in cannot replace it")
        if name in stand_ins:
            raise InputError(where, f"{name} already has a stand-in")
        stand_ins[name] = stand_in(label, where)
    return MappingProxyType({**CONFORMANCE_REGISTRY, **stand_ins})


def stand_in_labels(registry: CustomRegistry) -> dict[str, str]:
    """The stand-ins of a registry from :func:`registry_arg`: name -> label."""
    return {name: fn.label for name, fn in registry.items() if isinstance(fn, StandIn)}


def require_registered(term: SourceTerm, registry: CustomRegistry) -> None:
    """Refuse a term to be evaluated that names a ``custom`` the registry does
    not hold, at the custom's place in the file (spec/06-semantics.md §custom)."""
    for path, sym in custom_paths(term.admitted.term):
        if sym in registry:
            continue
        option = shlex.quote(f"{sym}=identity")
        why = (
            f"custom '{sym}': not registered in this host's registry; "
            f"to evaluate with a stand-in, give --custom {option}"
        )
        if term.is_json:
            raise InputError(f"{term.source}:{path}", why)
        from sigma_pol.text.parse import problem_at_path

        located = problem_at_path(term.text, path, why)
        raise InputError(f"{term.source}:{located.where}", located.why)


def decision_inputs(
    args: argparse.Namespace, schema: Schema, warned: list[str] | None = None
) -> tuple[list[Candidate] | None, Context]:
    """The options of :func:`add_decision_inputs`, read and validated: the
    candidates (given, flattened from a catalog, or ``None`` when neither is
    given) and the context (``{}`` when absent).  A member of either that is
    most likely misspelt is warned about on standard error, an error under
    ``--strict`` (spec/14-lint.md §14.4); with ``warned`` (lint, which lints the
    context itself), the candidates' warnings are added to it instead."""
    from ..lint.traps import unread_candidates, unread_context, warn

    ctx_file = given_file(args.ctx or None)
    ctx = read_context(ctx_file)
    if args.candidates is not None and args.catalog is not None:
        raise InputError("--catalog", "give --candidates or --catalog, not both")
    catalog, candidates = given_file(args.catalog), given_file(args.candidates)
    read = read_candidates(candidates, catalog, ctx_file, schema)
    lines = (
        [] if candidates is None else unread_candidates(candidates.value, candidates.where, schema)
    )
    if warned is not None:
        warned.extend(lines)
    else:
        if ctx_file is not None:
            lines = unread_context(ctx_file.value, ctx_file.where) + lines
        warn(lines, getattr(args, "strict", False))
    return read, ctx


@dataclass(frozen=True, slots=True)
class DecisionSetup:
    """What ``eval`` and ``explain`` read before deciding: the schema, the
    registry with its stand-ins, and the term, admitted once."""

    schema: Schema
    registry: CustomRegistry
    term: SourceTerm


def decision_setup(args: argparse.Namespace, *more: tuple[str, str | None]) -> DecisionSetup:
    """The one set-up of a command that evaluates ``args.term``: standard input
    named at most once (among TERM, ``--schema``, the decision inputs and the
    command's ``more`` files), the schema, the registry, the term read and
    admitted, every ``custom`` it names registered."""
    stdin_once([("TERM", args.term), ("--schema", args.schema), *decision_sources(args), *more])
    schema = schema_arg(args)
    registry = registry_arg(args)
    term = read_admitted(args.term, schema)
    require_registered(term, registry)
    return DecisionSetup(schema, registry, term)
