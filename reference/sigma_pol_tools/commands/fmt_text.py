"""What ``sigma-pol fmt`` makes of a file's text (spec/12-text-syntax.md §12.7,
§12.9): a text laid out, comments kept; a flow text as a flow; a JSON term or
flow, or ``--lower``, printed in its text form; and the first line where a
file and its formatted text differ, for ``--check``.
"""

from __future__ import annotations

import argparse

from sigma_pol.syntax.errors import InputError, SigmaPolError
from sigma_pol.syntax.jsonio import read_json

from .decision_options import schema_arg
from .term_files import is_json_text, term_of_text


def formatted_text(source: str, text: str, args: argparse.Namespace) -> str:
    """What ``fmt`` makes of a file's text, with its final line break."""
    from sigma_pol.text.flow_text import is_flow_text
    from sigma_pol.text.parse import print_term

    from ..fmt.flow_format import format_flow_text, print_flow
    from ..fmt.formatter import format_text  # the reader loads lark: only when run

    if is_flow_text(text) and not args.lower:  # spec/12 §12.9: a flow, comments kept
        try:
            return format_flow_text(text, args.width) + "\n"
        except SigmaPolError as e:
            raise e.moved(f"{source}:{e.where}") from None
    if is_json_text(text) and not (args.check or args.write):
        from .flow_files import flow_of_text

        flow = flow_of_text(source, text, schema_arg(args))
        if flow is not None:  # a JSON flow: its text form
            return print_flow(read_json(text), schema_arg(args), args.width) + "\n"

    if is_json_text(text) and (args.check or args.write):
        raise InputError(
            source,
            "this file is JSON, and --check and --write take files in the text syntax "
            f"(sigma-pol fmt {source} > NEW.sigma writes its text form)",
        )
    if is_json_text(text) or args.lower:
        return print_term(term_of_text(source, text, schema_arg(args)).term, args.width) + "\n"
    try:
        return format_text(text, args.width) + "\n"
    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None


def first_difference(old: str, new: str) -> int:
    """The first line (1-based) where two texts differ."""
    for number, (a, b) in enumerate(zip(old.split("\n"), new.split("\n"), strict=False), 1):
        if a != b:
            return number
    return min(old.count("\n"), new.count("\n")) + 1
