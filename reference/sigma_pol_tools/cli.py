"""The ``sigma-pol`` command line (spec/07-conformance.md §Tools).

Exit status: 0 on success; 1 when a term is refused at admission (the error is
printed); 2 when an input is malformed or a command is misused (``diff``, as
diff(1): 0 the same policy, 1 different, 2 any trouble, a refused term
included).  No command prints a Python traceback on bad input.

Each subcommand lives in a module of :mod:`sigma_pol_tools.commands` with a
``register(subparsers)`` function; they are registered in module-name order.
What they share is in the modules whose names do not end in ``_command(s)``:
:mod:`~sigma_pol_tools.commands.term_files` (reading files),
:mod:`~sigma_pol_tools.commands.decision_options` (the options of a decision),
:mod:`~sigma_pol_tools.commands.server_flags` (driving a server) and
:mod:`~sigma_pol_tools.commands.command_line` (the parser's parts, the output).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence
from typing import Final

from sigma_pol.syntax.errors import AdmissionError, SigmaPolError
from sigma_pol.syntax.signature import VERSION

from .commands.command_line import report_refusal, version_line

__all__ = ["COMMANDS", "command_modules", "main", "parser"]


#: Each command and the module of :mod:`sigma_pol_tools.commands` that registers
#: it, in ``--help``'s order (tests/test_cli.py checks the table against the
#: modules): a run of a command imports its own module only; ``--help``, a
#: misspelt command and a command missing here import them all.
COMMANDS: Final = {
    "certify": "certify_command",
    "check": "term_commands",
    "config": "config_command",
    "profile": "config_command",
    "status": "config_command",
    "encode": "term_commands",
    "execute": "config_command",
    "flow": "flow_command",
    "id": "term_commands",
    "eval": "eval_command",
    "serve": "serve_command",
    "demo": "demo_command",
    "diff": "diff_command",
    "explain": "explain_command",
    "fuzz": "fuzz_command",
    "golden": "golden_command",
    "lint": "lint_command",
    "run": "run_command",
    "side-by-side": "side_by_side_command",
    "spec-table": "spec_command",
    "fmt": "text_commands",
    "parse": "text_commands",
    "decode": "text_commands",
}


def command_modules() -> list[str]:
    """The modules of :mod:`sigma_pol_tools.commands` that register commands, in
    the order :data:`COMMANDS` first names them (so ``--help`` lists the commands
    in that order), then any the table misses, by name."""
    from . import commands

    # a command module's name ends in _command(s); the others (term_files, evaluation, …)
    # hold what the commands share or report, and register nothing
    found = [
        m.name
        for m in pkgutil.iter_modules(commands.__path__)
        if m.name.endswith(("_command", "_commands"))
    ]
    order = {module: i for i, module in enumerate(dict.fromkeys(COMMANDS.values()))}
    return sorted(found, key=lambda name: (order.get(name, len(order)), name))


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
        importlib.import_module(f"sigma_pol_tools.commands.{module}").register(sub)
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
