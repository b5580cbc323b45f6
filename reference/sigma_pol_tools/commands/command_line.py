"""The command line's shared parts (spec/07-conformance.md §7.4): the parser a
command module registers on, a command reading term files, ``--version``'s
line, and what goes to standard output and standard error.

Every module of :mod:`sigma_pol_tools.commands` whose name ends in
``_command(s)`` is a command with a ``register(subparsers)`` function; the
others hold what the commands share.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TypeAlias

from sigma_pol.syntax.errors import AdmissionError, SigmaPolError
from sigma_pol.syntax.signature import VERSION

#: What ``register(sub)`` of each command module receives: ``add_subparsers()``'s result.


#: What ``register(sub)`` of each command module receives: ``add_subparsers()``'s result.
Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


#: A command's own parser, as ``Subparsers.add_parser`` returns it.
Parser = argparse.ArgumentParser


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
