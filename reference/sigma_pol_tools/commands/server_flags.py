"""The flags of the commands that drive a server (spec/07-conformance.md §7.5,
§7.6): the claim's narrowing, ``--impl`` and ``--jobs``, for ``certify`` and
``fuzz`` alike.
"""

from __future__ import annotations

import argparse
import os
import shlex

from sigma_pol.syntax.errors import InputError

#: What ``register(sub)`` of each command module receives: ``add_subparsers()``'s result.
from .command_line import Parser


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
