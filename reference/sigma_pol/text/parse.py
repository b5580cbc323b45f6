"""The textual syntax of Σ_pol: parse and print (spec/12-text-syntax.md).

One grammar (``grammar/sigma_pol.lark``) reads two forms of a term:

* the **canonical encoding**, ``sigma-pol/v2:(and (cmp "price_in" "le" 5) (meets_req))``,
  the version tag optional (another version is refused), so that an identity's
  preimage seen in a trace or a log decodes back to its term;
* the **authoring form**: the same parenthesized terms with ``#`` comments,
  free layout, bare names (a nullary operation in a term position, a string in
  a parameter position), records ``{action: abort}`` and arrays ``[NFKC, NormalizeWS]``
  with optional commas, and upstream's surface sugar (:mod:`.lower`).

The reader produces the JSON form of the term and hands it to
:func:`sigma_pol.valid.admission.admit`, so every check of sorts and parameters lives
in one place; an admission error comes back at the ``line:column`` of the piece
its JSON path names.  Nothing here normalizes: ``parse`` returns the term as
written (sugar lowered); :mod:`sigma_pol.encoding.decode` reads an encoding back.

* ``parse(text)`` -> term; ``parse(print_term(t)) == t`` for every admitted ``t``;
* ``print_term(term)`` -> the authoring form, stable layout, ~88 columns;
"""

from __future__ import annotations

import re
from typing import Final

from ..syntax.errors import AdmissionError, InputError
from ..syntax.signature import SIGNATURE, AnySort, Sort
from ..syntax.terms import JSON, Term
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from ..valid.admission import Admitted, admit
from ..valid.hints import in_notation, op_hint
from .lower import SUGAR, SUGAR_NOTE, Located
from .printer import print_term
from .read import read
from .scan import problem

__all__ = [
    "SUGAR",
    "SUGAR_NOTE",
    "parse",
    "parse_admitted",
    "place",
    "print_term",
    "problem_at_path",
    "read_admitted",
    "read_json_term",
]

_STEP: Final = re.compile(r"\.[^.\[\]]+\[(\d+)\]")
_KEY: Final = re.compile(r"\.([^.\[\]]+)")


def read_json_term(text: str) -> JSON:
    """The JSON form of a text (sugar lowered), not yet admitted."""
    return read(text).json


def read_admitted(text: str, schema: Schema = DEFAULT_SCHEMA) -> tuple[Located, Admitted]:
    """Read and admit a text, keeping where each piece stands; errors carry
    ``line:column``."""
    located = read(text)
    try:
        return located, admit(located.json, schema)
    except AdmissionError as e:
        raise _at_source(text, located, e, schema) from None


def parse_admitted(text: str, schema: Schema = DEFAULT_SCHEMA) -> Admitted:
    """Read and admit a text; errors carry ``line:column``."""
    return read_admitted(text, schema)[1]


def parse(text: str, schema: Schema = DEFAULT_SCHEMA) -> Term:
    """The term a text denotes (canonical encoding or authoring form)."""
    return parse_admitted(text, schema).term


def place(located: Located, path: str) -> Located:
    """The piece of a text that a term's JSON path (``$.policy[1].and[2]``) names:
    the deepest piece the path reaches (sugar lowers to terms placed at the
    sugar form); a path ending in a record's key (``$.always[1].attempts``)
    names that key as written."""
    piece = located
    end = 0
    for m in _STEP.finditer(path):
        index = int(m.group(1)) - 1
        if not 0 <= index < len(piece.args):
            return piece
        piece = piece.args[index]
        end = m.end()
    # `.key` after the last step: that key of the record there, as written
    key = _KEY.fullmatch(path, end)
    member = piece.member(key.group(1)) if key is not None else None
    return piece if member is None else member[0]


#: An admission error about one element of an array parameter (``Recipe[2] must …``).
_ELEMENT: Final = re.compile(r"^(?:Recipe|Chain)\[(\d+)\] ")


def element(piece: Located, index: int) -> Located:
    """The ``index``-th (1-based) element of an array as written, else the array."""
    return piece.items[index - 1] if 0 < index <= len(piece.items) else piece


#: An admission error about a key of a record parameter (``Action.attempts must …``).
_RECORD_KEY: Final = re.compile(r"^Action\.(\w+) ")


def _expected_sort(located: Located, where: str) -> AnySort | None:
    """The sort the position at ``where`` takes: its parent operation's argument
    sort (``None`` at the root, or where the parent is not a term)."""
    steps = list(_STEP.finditer(where))
    if not steps:
        return None
    parent = place(located, where[: steps[-1].start()])
    op = parent.json[0] if parent.kind == "term" and isinstance(parent.json, list) else None
    spec = SIGNATURE.get(op) if isinstance(op, str) else None
    if spec is None:
        return None
    index = int(steps[-1].group(1)) - 1
    return spec.ins[index] if index < len(spec.ins) else spec.variadic


def _field_hint(name: str, want: AnySort | None, schema: Schema) -> str | None:
    """For a field's bare name where a term is expected: how a field is read
    there (spec/03-admission.md §3.10)."""
    decl = schema.decl(name)
    if decl is None:
        return None
    if want is Sort.PRED or (want is None and decl.sort == "Bool"):
        if decl.sort == "Bool":
            return f"did you mean `(is {name})`? A Bool field is read as a Pred by (is NAME)"
        return (
            f"did you mean `(cmp {name} ge …)`? A Num field is read as a Pred by "
            "(cmp NAME REL NUMBER)"
        )
    if decl.sort == "Num":
        return f"did you mean `(field {name})`? A field is read as a Scorer by (field NAME)"
    return (
        f"{name} is a Bool field: a Scorer reads Num fields, by (field NAME); "
        f"(gate (is {name}) …) scores where it holds"
    )


def _at_source(
    text: str, located: Located, e: AdmissionError, schema: Schema = DEFAULT_SCHEMA
) -> AdmissionError:
    """``e`` moved from its JSON path to the line and column of that piece (the
    key at fault, in a record), its reason in the text's notation; an unknown
    operation's hint also weighs the sugar forms and the fields
    (spec/03-admission.md §3.10)."""
    piece = place(located, e.where)
    hint = e.hint
    if e.why.startswith("unknown op") and isinstance(piece.json, list):
        op = piece.json[0]
        if isinstance(op, str):
            field = _field_hint(op, _expected_sort(located, e.where), schema)
            hint = field or op_hint(op, SUGAR)
    key = _RECORD_KEY.match(e.why)
    member = piece.member(key.group(1)) if key is not None else None
    if member is not None:
        piece = member[0]
    at = _ELEMENT.match(e.why)
    if at is not None:
        piece = element(piece, int(at.group(1)))
    why = f"{in_notation(e.why, 'text')} (at {e.where})"
    moved = problem(text, piece.line, piece.column, why)
    return AdmissionError(moved.where, moved.why, hint)


def problem_at_path(text: str, where: str, why: str) -> InputError:
    """An input error about the piece of a readable ``text`` at the JSON path
    ``where`` (``$.policy[4].seq[1]``), at its line and column."""
    piece = place(read(text), where)
    return problem(text, piece.line, piece.column, f"{why} (at {where})")
