"""A flow file read as a term file is (spec/16-flow.md, spec/12 §12.9): JSON
``["flow", {…}]`` or a flow text, admitted and normalized, a refusal placed at
the file and the node's line and column; and what ``check``, ``encode`` and
``id`` print for a flow.
"""

from __future__ import annotations

from pathlib import Path

from sigma_pol.flow.flow_admission import NODES, admit_flow
from sigma_pol.flow.flow_encoding import NormalFlow, normalize_flow
from sigma_pol.syntax.errors import AdmissionError, InputError, SigmaPolError
from sigma_pol.syntax.jsonio import read_json
from sigma_pol.syntax.terms import JSON
from sigma_pol.syntax.vocabulary import Schema

from .term_files import read_text


def is_flow_value(value: JSON) -> bool:
    return isinstance(value, list) and bool(value) and value[0] == "flow"


def flow_of_text(source: str, text: str, schema: Schema) -> NormalFlow | None:
    """The normal form of a flow file (JSON ``["flow", {…}]`` or a flow text,
    spec/12 §12.9), ``None`` when the text is not a flow; a refusal names the
    file and the flow's path (in a text, the line and column of the node)."""
    from sigma_pol.text.flow_text import is_flow_text

    if is_flow_text(text):
        return flow_of_flow_text(source, text, schema)
    if not text.lstrip().startswith("["):
        return None
    try:
        value = read_json(text)
    except InputError:
        return None  # the term reader reports it with its line and column
    if not is_flow_value(value):
        return None
    try:
        return normalize_flow(admit_flow(value, schema))
    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None


def flow_of_flow_text(source: str, text: str, schema: Schema) -> NormalFlow:
    from sigma_pol.text.flow_text import read_flow_text
    from sigma_pol.text.scan import problem

    here = Path(source).parent if source != "-" else Path(".")
    try:
        read = read_flow_text(text, schema, lambda name: read_text(str(here / name)))
    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None
    try:
        return normalize_flow(admit_flow(read.value, schema))
    except AdmissionError as e:
        place = node_place(e.where, read.places)
        if place is None:
            raise e.moved(f"{source}:{e.where}") from None
        moved = problem(text, *place, f"{e.why} (at {e.where})")
        raise AdmissionError(f"{source}:{moved.where}", moved.why, e.hint) from None


def node_place(where: str, places: dict[str, tuple[int, int]]) -> tuple[int, int] | None:
    """The place of the node a flow path names (the longest id that fits)."""
    best = None
    for node_id, place in places.items():
        prefix = f"{NODES}.{node_id}"
        rest = where[len(prefix) :]
        fits = where.startswith(prefix) and (not rest or rest[0] in ".[")
        if fits and (best is None or len(node_id) > len(best[0])):
            best = (node_id, place)
    return None if best is None else best[1]


def flow_line(normal: NormalFlow, command: str) -> str:
    """What ``check``, ``encode`` and ``id`` print for a flow."""
    if command == "check":
        return "Flow"
    return normal.encoding if command == "encode" else normal.identity
