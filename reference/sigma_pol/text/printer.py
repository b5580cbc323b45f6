"""The printer: a term in the authoring form, stable layout, ~88 columns
(spec/12-text-syntax.md).

Printing is an algebra over :func:`~sigma_pol.syntax.fold.fold`: each node becomes a
:class:`~.layout.Doc` (its one-line form, and how it breaks), built from its already
printed children; :func:`~.layout.layout` lays the document out.  The layout is a
function of the term and the width only: a node goes on one line when it fits
in the columns left, otherwise its head (``(op`` and the parameters before its
first subterm) stays on the first line and every remaining argument goes on a
line of its own, two columns in.  Arrays and records that do not fit put their
first element beside their bracket and fill the lines under it, aligned after
the bracket; a record ending a node whose arguments are all parameters is a
table when it breaks (one member a line, values aligned, ``})`` on a line of
its own), and a retry table always is (spec/12-text-syntax.md §12.7).

What is printed reads back as the same term (:func:`sigma_pol.text.parse.parse`):
a nullary operation is written bare, a string is written bare exactly when the
grammar's ``NAME`` reads it back (and it is not ``true``, ``false`` or
``null``), otherwise quoted with the canonical escapes plus ``\\uXXXX`` for any
other character that is not printable; a number in the shortest form that reads
back to the same double (``-0`` keeps its sign).  Sugar is printed in one case
only, where the core term is unreadable: a FailPlan ``(override … (always b) r a)``
whose reasons strictly increase in code-point order and never name ``unknown``
is exactly what ``(retry_table {unknown: b, r: a, …})`` lowers to, and is printed
so, instead of a staircase one level deeper per reason.  Everything else is the
core term that admission saw.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace
from functools import cache
from typing import Any, Final

from ..syntax.fold import fold, uniform
from ..syntax.terms import ParamValue, Record, Term
from .layout import WIDTH, Doc, layout
from .read import grammar

_RESERVED: Final = frozenset({"true", "false", "null"})
_ESCAPES: Final = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


@cache
def _bare() -> re.Pattern[str]:
    """The grammar's NAME: the strings that read back bare."""
    return re.compile(grammar().get_terminal("NAME").pattern.to_regexp())


def escape_character(ch: str) -> str:
    """``ch`` as a string holds it: itself when printable, else its escape."""
    if ch in _ESCAPES:
        return _ESCAPES[ch]
    if ch == " " or ch.isprintable():
        return ch
    code = ord(ch)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    high, low = divmod(code - 0x10000, 0x400)
    return f"\\u{0xD800 + high:04x}\\u{0xDC00 + low:04x}"


def text_of_string(s: str) -> str:
    if s not in _RESERVED and _bare().fullmatch(s):
        return s
    return '"' + "".join(escape_character(ch) for ch in s) + '"'


def text_of_number(v: float) -> str:
    if v == 0:
        return "-0" if math.copysign(1.0, v) < 0 else "0"
    if v.is_integer() and abs(v) <= 2.0**53:
        return "%.0f" % v  # noqa: UP031 (no exponent, no fraction)
    return repr(v)


def param_doc(v: ParamValue) -> Doc:
    """A parameter value (never a term: values nest only records and arrays)."""
    if isinstance(v, bool):
        return Doc("true" if v else "false")
    if isinstance(v, float):
        return Doc(text_of_number(v))
    if isinstance(v, str):
        return Doc(text_of_string(v))
    if isinstance(v, tuple):
        return _bracketed("[", [param_doc(x) for x in v], "]")
    return _bracketed("{", [_pair(key, param_doc(x)) for key, x in v.items()], "}")


def _pair(key: str, item: Doc, column: int = 0) -> Doc:
    """``key: value``, the value ``column`` characters after the key's start
    (a table's aligned values; 0: one space after the colon)."""
    written = text_of_string(key)
    label = f"{written}:{' ' * (column - len(written))} "
    if not item.items:
        return Doc(label + item.flat)
    return replace(item, flat=label + item.flat, head=label + item.head)


def _bracketed(open_: str, items: list[Doc], close: str) -> Doc:
    flat = open_ + ", ".join(i.flat for i in items) + close
    if not items:
        return Doc(flat)
    return Doc(flat, open_, tuple(items), close, ",", hang=True, fill=True)


def _params_only(op: str, docs: list[Doc], last_value: ParamValue | None = None) -> Doc:
    """``(op p …)``: a long array or record at the end breaks after its bracket;
    a record as a table (spec/12 §12.7: one member per line, values aligned,
    its closing bracket on a line of its own)."""
    flat = "(" + " ".join([op, *(d.flat for d in docs)]) + ")"
    last = docs[-1]
    if not last.items:
        return Doc(flat)
    prefix = "(" + " ".join([op, *(d.flat for d in docs[:-1])]) + " "
    if isinstance(last_value, Record):
        column = max(len(text_of_string(key)) for key in last_value)
        members = tuple(_pair(key, param_doc(x), column) for key, x in last_value.items())
        # a retry table (two or more members, every value a record) is a table
        # even when it would fit on one line
        always = len(last_value) > 1 and all(isinstance(x, Record) for x in last_value.values())
        return Doc(flat, prefix + "{", members, "})", "", outdent_close=True, forced=always)
    return Doc(
        flat, prefix + last.head, last.items, last.close + ")", last.separator, True, fill=last.fill
    )


def _node(node: Term, args: tuple[Any, ...]) -> Doc:
    if not args:
        return Doc(node.op)
    docs = [
        a if isinstance(o, Term) else param_doc(a) for a, o in zip(args, node.args, strict=True)
    ]
    first_term = next((i for i, o in enumerate(node.args) if isinstance(o, Term)), len(docs))
    if first_term == len(docs):
        return _params_only(node.op, docs, args[-1])
    flat = "(" + " ".join([node.op, *(d.flat for d in docs)]) + ")"
    head = "(" + " ".join([node.op, *(d.flat for d in docs[:first_term])])
    # a term holding a table that never goes on one line cannot either
    forced = any(d.forced for d in docs)
    return Doc(flat, head, tuple(docs[first_term:]), ")", forced=forced)


def _always(node: Term, args: tuple[Any, ...]) -> Doc:
    (base,) = args
    return replace(_node(node, args), table=(base, ()))


def _override(node: Term, args: tuple[Any, ...]) -> Doc:
    inner, reason, action = args
    assert isinstance(inner, Doc)
    if inner.table is not None:
        base, overrides = inner.table
        if reason != "unknown" and (not overrides or overrides[-1][0] < reason):
            table = (base, (*overrides, (reason, action)))
            record = Record({"unknown": base, **dict(table[1])})
            return replace(_params_only("retry_table", [param_doc(record)], record), table=table)
    return _node(node, args)


PRINTING_ALGEBRA = {**uniform(_node), "always": _always, "override": _override}


def print_term(term: Term, width: int = WIDTH) -> str:
    """``term`` in the authoring form, laid out in ``width`` columns."""
    return layout(fold(term, PRINTING_ALGEBRA), width)
