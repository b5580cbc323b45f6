"""The vectors ``sigma-pol certify`` sends (spec/07-conformance.md §7.5): the
shipped ones, the Σ_flow ones (``--flows``, spec/16-flow.md §16.10), or a vector
file (``--vectors``), a refusal naming the file and the place in it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from sigma_pol.syntax.errors import InputError

from .term_files import read_json_file

if TYPE_CHECKING:  # the conformance layer loads lazily: serve never needs it at start-up
    from sigma_pol.syntax.terms import JSON


def vectors_of(args: argparse.Namespace) -> tuple[str, list[dict[str, JSON]]]:
    from ..conformance.certify import vector_file
    from ..conformance.generate import shipped_vectors

    if args.flows:  # spec/16-flow.md §16.10: the Σ_flow vectors the package ships
        from ..conformance.flow_vectors import shipped_flow_vectors

        return shipped_flow_vectors()
    if args.vectors is None:
        return shipped_vectors()
    try:
        raw = Path(args.vectors).read_bytes() if args.vectors != "-" else sys.stdin.buffer.read()
    except OSError as e:
        raise InputError(args.vectors, e.strerror or "cannot read") from None
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        column = e.start - (raw.rfind(b"\n", 0, e.start) + 1) + 1
        why = f"not valid UTF-8 (byte 0x{raw[e.start]:02x})"
        raise InputError(f"{args.vectors}:{line}:{column}", why) from None
    doc = read_json_file(args.vectors)
    try:
        return vector_file(doc)
    except InputError as e:
        raise InputError(f"{args.vectors}:{e.where}", e.why) from None
