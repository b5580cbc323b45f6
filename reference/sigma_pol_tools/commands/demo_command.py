"""``sigma-pol demo``: check, encode and evaluate a sample policy (spec/07-conformance.md §7.4)."""

from __future__ import annotations

import argparse

from .command_line import Subparsers, emit


def cmd_demo(_args: argparse.Namespace) -> int:
    from ..demo import run_demo

    emit(run_demo())
    return 0


def register(sub: Subparsers) -> None:
    dm = sub.add_parser("demo", help="check, encode and evaluate a sample policy")
    dm.set_defaults(run=cmd_demo)
