"""The formatter: a text laid out again as written, comments and sugar kept
(spec/12-text-syntax.md §12.7).

``format_text(text)`` reads the text first (:func:`.read.read`: it refuses
exactly what ``parse`` refuses before admission, with the same errors), then
its pieces as written (:mod:`.concrete`), and lays them out with the printer's
rules (:mod:`.layout`): every name, string, number, operation and sugar form
stays as written, and only layout and separators change (one space between
arguments, ``, `` between elements, ``key: value``).  Where an argument goes
on a line of its own when a term breaks is read off the signature, as for the
printer: the head keeps the parameters before the first argument in a term
position; the members of a sugar set or combinator go one per line; a record
ending a term of parameters is a table, its values aligned (§12.7).  Comments
that sit inside a head break it: the head is then ``(op`` alone.

So ``format_text(print_term(t)) == print_term(t)``: the printer's output is
already formatted.  And for every text ``x`` the reader accepts,
``format_text(format_text(x)) == format_text(x)`` and both read as ``x`` does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol.text.layout import WIDTH, Doc, layout
from sigma_pol.text.lower import SUGAR
from sigma_pol.text.read import read

from .concrete import Piece, read_written


def format_text(text: str, width: int = WIDTH) -> str:
    """``text`` laid out in ``width`` columns, as written (no final line break)."""
    read(text)  # refuse what parse refuses before admission, where parse does
    written = read_written(text)
    value = written.value
    doc = _decorated(_labelled(written.tag, _doc(value)), value)
    out = [layout(replace(doc, before=written.leading + doc.before), width)]
    for comment in written.trailing:
        out.append("\n\n" if comment.blank else "\n")
        out.append(comment.text)
    return "".join(out)


def _doc(piece: Piece) -> Doc:
    """The document of a piece, without its key and its own comments."""
    if piece.kind == "atom":
        return Doc(piece.text)
    docs = [_item(item) for item in piece.items]
    if piece.kind == "term":
        return _term(piece, docs)
    if piece.kind == "array":
        return _bracketed(piece, "[", docs, "]")
    return _bracketed(piece, "{", docs, "}")


def _item(piece: Piece) -> Doc:
    """The document of a piece inside another: with its key and its own comments."""
    if piece.kind == "atom" and piece.key is None and not (piece.before or piece.after):
        return Doc(piece.text, blank=piece.blank)  # the common case, made quick
    label = "" if piece.key is None else piece.key + ": "
    return _decorated(_labelled(label, _doc(piece)), piece)


def _labelled(label: str, doc: Doc) -> Doc:
    """``doc`` after a label (a record's key, or the version tag)."""
    if not label:
        return doc
    if not doc.items and not doc.forced:
        return Doc(label + doc.flat)
    return replace(doc, flat=label + doc.flat, head=label + doc.head)


def _decorated(doc: Doc, piece: Piece) -> Doc:
    """``doc`` with the comments and blank line before and after ``piece``."""
    if not (piece.before or piece.after or piece.blank):
        return doc
    return replace(doc, blank=piece.blank, before=piece.before, after=piece.after)


def _forced(piece: Piece, docs: Sequence[Doc]) -> bool:
    """A comment inside ``piece`` ends a line, so it cannot go on one line."""
    return bool(
        piece.head_after
        or piece.dangling
        or any(d.forced or d.before for d in docs)
        or any(d.after for d in docs[:-1])
    )


def _bracketed(piece: Piece, open_: str, docs: list[Doc], close: str) -> Doc:
    flat = open_ + ", ".join(d.flat for d in docs) + close
    forced = _forced(piece, docs)
    if not docs and not forced:
        return Doc(flat)
    # the first element goes beside the bracket unless a comment comes between them
    hang = bool(docs) and not piece.head_after and not docs[0].before
    return Doc(
        flat,
        open_,
        tuple(docs),
        close,
        ",",
        hang,
        forced=forced,
        head_after=piece.head_after,
        dangling=piece.dangling,
        fill=hang and not forced and not any(d.blank for d in docs),
    )


def _padded(doc: Doc, at: int, spaces: int) -> Doc:
    """``doc`` (``key: value``) with ``spaces`` more after its key's colon, which
    ends at ``at``."""
    if not spaces:
        return doc
    pad = " " * spaces
    head = doc.head[:at] + pad + doc.head[at:] if doc.head else ""
    return replace(doc, flat=doc.flat[:at] + pad + doc.flat[at:], head=head)


def _table(record: Piece, last: Doc, prefix: str, flat: str) -> Doc:
    """A record ending a term of parameters, as a table (spec/12 §12.7): its
    members one per line two columns in, their values aligned one space after
    the longest key's colon, the closing bracket on a line of its own."""
    keys = [item.key or "" for item in record.items]
    column = max(len(key) for key in keys)
    # a retry table (two or more members, every value a record) is a table even
    # when it would fit on one line
    always = len(keys) > 1 and all(item.kind == "record" for item in record.items)
    # the members' documents, built already: the padding goes after each key's colon
    members = tuple(
        _padded(member, len(key) + 1, column - len(key))
        for key, member in zip(keys, last.items, strict=True)
    )
    return replace(
        last,
        flat=flat,
        head=prefix + last.head,
        items=members,
        close=last.close + ")",
        separator="",
        hang=False,
        fill=False,
        outdent_close=True,
        forced=last.forced or always,
    )


def first_own_line(op: str, args: Sequence[Piece]) -> int:
    """The first argument of ``(op args…)`` that goes on a line of its own when
    the term breaks: the first in a term position (the printer's first
    subterm); every member of a sugar set or combinator; as written where the
    operation is unknown or past its arity (a parenthesized argument)."""
    sugar = SUGAR.get(op)
    spec = SIGNATURE.get(op)
    if (sugar is not None and sugar.members) or (spec is not None and spec.variadic is not None):
        return 0
    ins = spec.ins if spec is not None else ()
    for i, arg in enumerate(args):
        if isinstance(ins[i], Sort) if i < len(ins) else arg.kind == "term":
            return i
    return len(args)


def _head_holds(piece: Piece, docs: Sequence[Doc], k: int) -> bool:
    """Whether the head line can hold the first ``k`` arguments: no comment
    before or among them but one ending the line after the last, which then
    ends the head's line; none of them broken but the last parameter of a term
    without subterms, which breaks after its bracket."""
    if piece.head_after or any(d.before for d in docs[:k]):
        return False
    if any(d.after or d.forced for d in docs[: k - 1]):
        return False
    if k < len(docs):
        return not docs[k - 1].forced
    return not piece.dangling


def _term(piece: Piece, docs: list[Doc]) -> Doc:
    op = piece.text
    flat = "(" + " ".join([op, *(d.flat for d in docs)]) + ")"
    forced = _forced(piece, docs)
    if not docs:
        return Doc(flat, "(" + op, (), ")", forced=forced, dangling=piece.dangling)
    k = first_own_line(op, piece.items)
    if k and not _head_holds(piece, docs, k):
        k = 0
    if k == len(docs):
        # parameters only: a long array or record at the end breaks after its bracket
        last = docs[-1]
        record = piece.items[-1]
        if not last.items and not last.forced:
            return Doc(flat)
        prefix = "(" + " ".join([op, *(d.flat for d in docs[:-1])]) + " "
        if record.kind == "record" and record.items:
            return _table(record, last, prefix, flat)
        return replace(last, flat=flat, head=prefix + last.head, close=last.close + ")")
    head = "(" + " ".join([op, *(d.flat for d in docs[:k])])
    head_after = (*piece.head_after, *(docs[k - 1].after if k else ()))
    return Doc(
        flat,
        head,
        tuple(docs[k:]),
        ")",
        forced=forced,
        head_after=head_after,
        dangling=piece.dangling,
    )
