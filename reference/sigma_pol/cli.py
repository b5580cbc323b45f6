"""The ``sigma-pol`` command line (spec/07-conformance.md §Tools).

Exit status: 0 on success; 1 when a term is refused at admission (the error is
printed); 2 when an input is malformed or a command is misused (``diff``, as
diff(1): 0 the same policy, 1 different, 2 any trouble, a refused term
included).  No command prints a Python traceback on bad input.

Each subcommand lives in a module of :mod:`sigma_pol.commands` with a
``register(subparsers)`` function; they are registered in module-name order.
What they share (reading files, the options of a decision) is
:mod:`sigma_pol.commands.common`.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence
from typing import Final

from .commands.common import (
    SourceTerm,
    add_decision_inputs,
    admit_json_text,
    decision_inputs,
    decision_sources,
    emit,
    is_json_text,
    read_admitted,
    read_json_file,
    read_term,
    read_text,
    registry_arg,
    report_refusal,
    require_registered,
    schema_arg,
    stand_in_labels,
    stdin_once,
    term_command,
    term_of_text,
    version_line,
)
from .core.errors import AdmissionError, SigmaPolError
from .core.signature import VERSION

#: ``main`` and ``parser``; the helpers of :mod:`sigma_pol.commands.common` stay
#: importable from here for code written before they moved (import them from there)
__all__ = [
    "COMMANDS",
    "SourceTerm",
    "add_decision_inputs",
    "admit_json_text",
    "command_modules",
    "decision_inputs",
    "decision_sources",
    "emit",
    "is_json_text",
    "main",
    "parser",
    "read_admitted",
    "read_json_file",
    "read_term",
    "read_text",
    "registry_arg",
    "report_refusal",
    "require_registered",
    "schema_arg",
    "stand_in_labels",
    "stdin_once",
    "term_command",
    "term_of_text",
    "version_line",
]


#: Each command and the module of :mod:`sigma_pol.commands` that registers it
#: (tests/test_cli.py checks the table against the modules): a run of a command
#: imports its own module only; ``--help``, a misspelt command and a command
#: missing here import them all.
COMMANDS: Final = {
    "certify": "certify",
    "check": "core",
    "flow": "flow",
    "config": "config",
    "profile": "config",
    "status": "config",
    "encode": "core",
    "execute": "config",
    "id": "core",
    "eval": "core",
    "serve": "core",
    "demo": "core",
    "diff": "diff",
    "explain": "explain",
    "fuzz": "fuzz",
    "golden": "golden",
    "lint": "lint",
    "run": "run",
    "side-by-side": "side_by_side",
    "spec-table": "spec",
    "fmt": "syntax",
    "parse": "syntax",
    "decode": "syntax",
}


def command_modules() -> list[str]:
    """The modules of :mod:`sigma_pol.commands` that register commands, by name."""
    from . import commands

    # ``common`` holds the commands' shared helpers, not a command
    return sorted(m.name for m in pkgutil.iter_modules(commands.__path__) if m.name != "common")


def parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser: every command, or when ``argv`` starts with a
    command of :data:`COMMANDS`, that command's module's commands."""
    ap = argparse.ArgumentParser(
        prog="sigma-pol", description=f"Reference interpreter of Σ_pol ({VERSION})"
    )
    ap.add_argument("--version", action="version", version=version_line())
    # a refused term exits 1, unless a command sets its own status (diff: 2)
    ap.set_defaults(rejected_status=1)
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")
    first = argv[0] if argv else None
    modules = [COMMANDS[first]] if first in COMMANDS else command_modules()
    for module in modules:
        importlib.import_module(f"sigma_pol.commands.{module}").register(sub)
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser(argv).parse_args(argv)
    try:
        status: int = args.run(args)
    except SigmaPolError as e:
        report_refusal(e)
        # a refused term is 1, unless a command says otherwise (diff: trouble, 2)
        refused: int = args.rejected_status
        raise SystemExit(refused if isinstance(e, AdmissionError) else 2) from None
    except KeyboardInterrupt:
        raise SystemExit(130) from None
    except BrokenPipeError:
        raise SystemExit(0) from None
    return status


if __name__ == "__main__":
    raise SystemExit(main())
