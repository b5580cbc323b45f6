"""What the commands share (spec/07-conformance.md §7.4): reading term and
JSON files with refusals that name the file, line and column; the options of
a decision (``--schema``, ``--candidates``/``--catalog``, ``--ctx``,
``--custom``) and their one set-up (:func:`decision_setup`), used by ``eval``
and ``explain``; writing to standard output.

Every module of :mod:`sigma_pol_tools.commands` but this one is a command with a
``register(subparsers)`` function.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TypeAlias

from sigma_pol.normal.normal_form import Normal, canonical
from sigma_pol.request.given import Given, read_candidates, read_context, read_schema
from sigma_pol.semantics.carriers import CustomRegistry
from sigma_pol.semantics.customs import (
    CONFORMANCE_REGISTRY,
    STAND_IN_KINDS,
    StandIn,
    custom_paths,
    stand_in,
)
from sigma_pol.semantics.decision_values import Candidate, Context
from sigma_pol.syntax.errors import AdmissionError, InputError, SigmaPolError
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.jsonio import line_col, read_json, term_path_index
from sigma_pol.syntax.signature import VERSION
from sigma_pol.syntax.terms import JSON
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema
from sigma_pol.valid.admission import Admitted, admit
from sigma_pol.valid.hints import in_notation

#: What ``register(sub)`` of each command module receives: ``add_subparsers()``'s result.
Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
#: A command's own parser, as ``Subparsers.add_parser`` returns it.
Parser = argparse.ArgumentParser


def read_text(source: str) -> str:
    """A file's text (``-``: standard input); bytes that are not UTF-8 are kept
    as lone surrogates for the readers to refuse where they stand."""
    if source == "-":
        return sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    if "#" in source and not Path(source).exists():
        return profile_text(*source.rsplit("#", 1))
    try:
        return Path(source).read_bytes().decode("utf-8", "surrogateescape")
    except OSError as e:
        raise InputError(source, e.strerror or "cannot read") from None


def profile_text(config: str, name: str) -> str:
    """``CONFIG#name``, where a command reads a term: the JSON of the term profile
    ``name`` of the configuration CONFIG lowers to (spec/17-configuration.md §17.4),
    so ``explain``, ``diff`` and every command that reads a term take a profile."""
    from sigma_pol.config import call_policy, config_from_json
    from sigma_pol.syntax.jsonio import write_json
    from sigma_pol.syntax.suggest import did_you_mean

    try:
        text = Path(config).read_bytes().decode("utf-8", "surrogateescape")
    except OSError as e:
        raise InputError(config, e.strerror or "cannot read") from None
    try:
        value = read_json(text)
    except InputError as e:
        raise InputError(f"{config}:{e.where}", e.why) from None
    try:
        document = config_from_json(value, "$")
        if name not in document.profiles:
            raise InputError(
                "$.profiles", f"no profile '{name}'", did_you_mean(name, sorted(document.profiles))
            )
        chosen = call_policy(document, {"profile": name})
    except SigmaPolError as e:
        raise e.moved(f"{config}:{e.where}") from None
    assert not isinstance(chosen, str)
    return write_json(chosen.term)


def read_json_file(source: str) -> JSON:
    text = read_text(source)  # its error already names the file
    try:
        return read_json(text)
    except InputError as e:
        raise InputError(f"{source}:{e.where}", e.why) from None


def is_json_text(text: str) -> bool:
    """A term file is JSON when its first non-blank character is ``[``."""
    return text.lstrip().startswith("[")


_LINE_COLUMN = re.compile(r"\d+:\d+")


def admit_json_text(text: str, schema: Schema = DEFAULT_SCHEMA) -> Admitted:
    """Read and admit a JSON term file, a refusal placed at the line and column
    of the value its path names, with a caret, its reason in JSON's notation
    (spec/07-conformance.md §7.4)."""
    from sigma_pol.text.scan import problem

    try:
        value = read_json(text)
    except InputError as e:
        if _LINE_COLUMN.fullmatch(e.where) is None:
            raise
        line, column = (int(n) for n in e.where.split(":"))
        raise problem(text, line, column, e.why) from None
    try:
        return admit(value, schema)
    except AdmissionError as e:
        why = in_notation(e.why, "json")
        index = term_path_index(text, e.where)
        if index is None:
            raise e.moved(e.where, why) from None
        moved = problem(text, *line_col(text, index), f"{why} (at {e.where})")
        raise AdmissionError(moved.where, moved.why, e.hint) from None


def term_of_text(source: str, text: str, schema: Schema = DEFAULT_SCHEMA) -> Admitted:
    """The admitted term of a term file's text (JSON or the text syntax, sugar
    lowered), a refusal named by ``source`` and its line and column."""
    from sigma_pol.text.parse import parse_admitted

    try:
        if is_json_text(text):
            return admit_json_text(text, schema)
        return parse_admitted(text, schema)
    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None


def read_term(source: str, schema: Schema = DEFAULT_SCHEMA) -> JSON:
    """A term from a file, as JSON (``[op, …]``): the file is JSON when its text
    starts with ``[``, otherwise the text syntax, sugar lowered; either is
    admitted under ``schema`` so that a refusal names its line and column."""
    return term_to_json(term_of_text(source, read_text(source), schema).term)


@dataclass(frozen=True, slots=True)
class SourceTerm:
    """A term read from a file and admitted: the file, its text, the term as written."""

    source: str
    text: str
    #: whether the file is JSON (else the text syntax, sugar lowered)
    is_json: bool
    admitted: Admitted
    #: the JSON form of the term
    json: JSON

    @property
    def normalized(self) -> Normal:
        return canonical(self.admitted.term)


def read_admitted(source: str, schema: Schema = DEFAULT_SCHEMA) -> SourceTerm:
    """A term file (JSON or the text syntax) read and admitted; every refusal
    names the file (``policy.json:$.and[2]: …``, ``policy.sigma:3:14: …``)."""
    text = read_text(source)
    admitted = term_of_text(source, text, schema)
    return SourceTerm(source, text, is_json_text(text), admitted, term_to_json(admitted.term))


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


def file_given(source: str) -> Given:
    """A JSON input file of the command line, named ``FILE:$`` below (the one
    way the commands name a place in a file they read)."""
    return Given(read_json_file(source), f"{source}:$")


def given_file(source: str | None) -> Given | None:
    """:func:`file_given`, ``None`` for an option not given."""
    return None if source is None else file_given(source)


def add_claim_flags(p: Parser) -> None:
    """The flags that narrow a server's claim, for ``certify`` and ``fuzz`` alike
    (read by :meth:`sigma_pol_tools.conformance.claims.Claim.narrowed`)."""
    p.add_argument(
        "--no-catalogs", action="store_true", help="claim no catalog: send no request with one"
    )
    p.add_argument(
        "--no-schemas", action="store_true", help="claim no schema but the default: send none"
    )
    p.add_argument(
        "--no-identities",
        action="store_true",
        help="a decisions-only claim: do not compare the answers' encoding, fingerprint "
        "and identity",
    )
    p.add_argument(
        "--waive",
        action="append",
        metavar="RULE[=WHY]",
        help="a pinned rule of chapter 8 the server decides otherwise: what it decides "
        "is not counted against it (repeatable)",
    )


def add_impl_flag(p: Parser, several: bool) -> None:
    """``--impl 'COMMAND ARGS…'``: a server command as one word, split as a shell
    would (spec/07 §7.5), so that a command holding ``--`` (``cargo run -- serve``)
    can be given; for ``certify``, repeatable and beside the ``-- COMMAND`` groups."""
    p.add_argument(
        "--impl",
        action="append",
        metavar="'COMMAND ARGS…'",
        help="the server's command as one shell-quoted word (it may contain --)"
        + ("; repeatable, before the -- groups" if several else ""),
    )


def server_commands(impl: list[str] | None, rest: list[str]) -> list[list[str]]:
    """The server commands given: each ``--impl`` word split as a shell would,
    in order, then the words after ``--``, one command per ``--``-separated group."""
    commands = []
    for i, word in enumerate(impl or ()):
        try:
            command = shlex.split(word)
        except ValueError as e:
            raise InputError(f"--impl[{i + 1}]", f"{e} in {word!r}") from None
        if not command:
            raise InputError(f"--impl[{i + 1}]", "an empty command")
        commands.append(command)
    words = rest[1:] if rest and rest[0] == "--" else rest
    groups: list[list[str]] = [[]]
    for word in words:
        if word == "--":
            groups.append([])
        else:
            groups[-1].append(word)
    return commands + [g for g in groups if g]


def add_jobs_flag(p: Parser, what: str) -> None:
    """``--jobs N``: how many server processes share the work (spec/07 §7.5, §7.6)."""
    p.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help=f"split the {what} over N server processes, deterministically (0: one per core; "
        "default 1)",
    )


def jobs_arg(args: argparse.Namespace) -> int:
    """The number of server processes ``--jobs`` asks for (``0``: one per core)."""
    if args.jobs < 0:
        raise InputError("--jobs", "expected a number of server processes (0: one per core)")
    return args.jobs or os.cpu_count() or 1


def emit(text: str) -> None:
    """A line on standard output; a lone surrogate in it (from a server's answer,
    say) is written as ``\\ud800``, never a reason to fail."""
    sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace") + b"\n")
    sys.stdout.buffer.flush()


def term_command(
    sub: Subparsers,
    name: str,
    help_: str,
    run: Callable[[argparse.Namespace], int],
    many: bool = False,
    optional: bool = False,
) -> Parser:
    """A command reading one term file (``term``), or several (``terms``) when ``many``;
    ``optional``: the term may be left out (``run --config`` takes its policy there)."""
    p = sub.add_parser(name, help=help_)
    if many:
        p.add_argument(
            "terms",
            nargs="+",
            metavar="term",
            help="term files (JSON or text syntax), - for stdin; one line each",
        )
    else:
        p.add_argument(
            "term",
            nargs="?" if optional else None,
            help="term file (JSON or text syntax), or - for stdin",
        )
    p.add_argument("--schema", help="schema JSON file: declared fields and tier order")
    p.set_defaults(run=run)
    return p


def version_line() -> str:
    """The package and the specification it implements (spec/07 §7.4 ``--version``)."""
    from sigma_pol import __version__

    return f"sigma-pol {__version__} (specification {VERSION})"


def report_refusal(e: SigmaPolError) -> None:
    """A refusal as the command line prints it: ``sigma-pol: rejected: …`` (a
    term) or ``sigma-pol: error: …``, then its hint, if any, on a line of its own."""
    kind = "rejected" if isinstance(e, AdmissionError) else "error"
    hint = "" if e.hint is None else f"  hint: {e.hint}\n"
    sys.stderr.buffer.write(f"sigma-pol: {kind}: {e}\n{hint}".encode("utf-8", "backslashreplace"))
    sys.stderr.flush()


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
