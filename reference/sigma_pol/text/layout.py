"""Laying a document out in columns: the one layout of the printer and the
formatter (spec/12-text-syntax.md §12.6, §12.7).

A :class:`Doc` is a printed piece: its one-line form, and how it breaks.  The
printer builds one from a term (:mod:`.printer`), the formatter from a text as
written (:mod:`.formatter`), which adds the comments and blank lines it keeps;
:func:`layout` lays either out, by an explicit stack (no recursion), as a
function of the document and the width alone:

* a piece goes on one line when it fits in the columns left (and holds no
  comment that ends a line, ``forced``); otherwise its ``head`` stays on the
  first line and each item goes on a line of its own, two columns in (terms),
  or the first beside the head and the rest aligned under it (arrays and
  records, ``hang``);
* a comment on a line of its own is printed before the piece it precedes, at
  that piece's column; a comment that ended a line ends the line where its
  piece ends (after the separators and closing brackets that follow it there),
  and when several do, the first ends it and the others follow on lines of
  their own, at the piece's column (side by side they would read back as one
  comment); such comments on consecutive lines start in one column, two after
  the longest of those lines; comments never count towards the width;
* comments after a piece's last item put its closing bracket on a line of its
  own, at the items' column;
* a hanging array or record of scalars (``fill``) puts as many items on each
  line as fit, and a table (``outdent_close``: a record ending a term of
  parameters, its values aligned by its builder) puts one member per line two
  columns in, with no separator, and its closing bracket on a line of its own
  at the piece's column (spec/12 §12.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..syntax.terms import ParamValue

WIDTH: Final = 88


@dataclass(frozen=True, slots=True)
class Comment:
    """A ``# …`` comment on a line of its own, and whether a blank line precedes it."""

    text: str
    blank: bool = False


# Not frozen: documents are built by the hundred thousand (a frozen dataclass
# sets each field through object.__setattr__, several times slower), and
# nothing changes one once it is built (dataclasses.replace makes another).
@dataclass(slots=True)
class Doc:
    """A printed piece: its one-line form and, if it can break, how.

    Broken, the piece is ``head`` followed by ``items``: below the head two
    columns in (terms), or the first beside the head and the rest aligned under
    it (arrays and records, ``hang``); ``separator`` follows every item but the
    last, ``close`` follows the last.

    The printer sets none of the fields after ``table``; the formatter sets them
    to keep what the author wrote besides the values.
    """

    flat: str
    head: str = ""
    items: tuple[Doc, ...] = ()
    close: str = ""
    separator: str = ""
    hang: bool = False
    #: for a FailPlan that ``retry_table`` writes exactly: its base and overrides
    table: tuple[ParamValue, tuple[tuple[str, ParamValue], ...]] | None = None
    #: holds a comment that ends a line, so it never goes on one line
    forced: bool = False
    #: a blank line comes before it, when it starts a line
    blank: bool = False
    #: comments on lines of their own before it, at its column
    before: tuple[Comment, ...] = ()
    #: comments at the end of the line where it ends
    after: tuple[str, ...] = ()
    #: comments at the end of its head's line (it is then broken)
    head_after: tuple[str, ...] = ()
    #: comments on lines of their own after its last item, before its closing bracket
    dangling: tuple[Comment, ...] = ()
    #: broken, its items after the first share lines as long as they fit (an
    #: array or record of scalars, hanging); else one item per line
    fill: bool = False
    #: broken, its closing bracket goes on a line of its own at the piece's column
    #: (a table: a record ending a term of parameters, spec/12 §12.7)
    outdent_close: bool = False


@dataclass(frozen=True, slots=True)
class _Notes:
    """Comments that end the current line, whatever is appended to it first
    (the column is for those that must go on lines of their own)."""

    texts: tuple[str, ...]
    column: int


@dataclass(frozen=True, slots=True)
class _OwnLines:
    """Comments on lines of their own, then a closing bracket on a line of its own."""

    column: int
    comments: tuple[Comment, ...]
    close: str
    close_column: int


#: How an item starts: on a line of its own, continuing the current line (the
#: first item of a hanging piece), or on the current line if it fits (fill).
_OWN_LINE, _CONTINUES, _FILLS = 0, 1, 2


def layout(doc: Doc, width: int = WIDTH) -> str:
    """Lay ``doc`` out in ``width`` columns (an explicit stack: no recursion)."""
    lines: list[str] = []
    # comments that end the current line, each with the column it takes if it
    # must go on a line of its own: one comment ends a line, and any more follow
    # it on lines of their own (side by side they would read back as one)
    notes: list[tuple[str, int]] = []
    ends: dict[int, str] = {}  # the comment that ends a line, by the line's index

    def end_line() -> None:
        if notes:
            ends[len(lines) - 1] = notes[0][0]
            lines.extend(" " * column + text for text, column in notes[1:])
            notes.clear()

    def start_line(column: int, text: str, blank: bool) -> None:
        end_line()
        if blank and lines:
            lines.append("")
        lines.append(" " * column + text)

    # (doc, column, how it starts, characters that will follow it)
    work: list[tuple[Doc, int, int, int] | str | _Notes | _OwnLines] = [(doc, 0, _OWN_LINE, 0)]
    while work:
        entry = work.pop()
        if isinstance(entry, str):
            lines[-1] += entry
            continue
        if isinstance(entry, _Notes):
            notes.extend((text, entry.column) for text in entry.texts)
            continue
        if isinstance(entry, _OwnLines):
            for comment in entry.comments:
                start_line(entry.column, comment.text, comment.blank)
            start_line(entry.close_column, entry.close, False)
            continue
        piece, column, starts, trailing = entry
        if starts == _FILLS and len(lines[-1]) + 1 + len(piece.flat) + trailing <= width:
            lines[-1] += " " + piece.flat
            continue
        continues = starts == _CONTINUES
        broken = piece.forced or (bool(piece.items) and column + len(piece.flat) + trailing > width)
        text = piece.head if broken else piece.flat
        if continues:
            # only the first item of a hanging piece continues a line, and a
            # piece hangs only when nothing sits between its head and that item
            assert not notes and not piece.before
            lines[-1] += text
        else:
            for comment in piece.before:
                start_line(column, comment.text, comment.blank)
            start_line(column, text, piece.blank)
        if not broken:
            notes.extend((text, column) for text in piece.after)
            continue
        inner = column + len(piece.head) if piece.hang else column + 2
        notes.extend((text, inner) for text in piece.head_after)
        work.append(_Notes(piece.after, column))
        own_line_close = bool(piece.dangling) or not piece.items or piece.outdent_close
        if own_line_close:
            close_column = column if piece.outdent_close else inner
            work.append(_OwnLines(inner, piece.dangling, piece.close, close_column))
        else:
            work.append(piece.close)
        last = len(piece.items) - 1
        for i in range(last, -1, -1):
            if i == last:
                after = 0 if own_line_close else trailing + len(piece.close)
            else:
                after = len(piece.separator)
                work.append(piece.separator)
            starts = _CONTINUES if piece.hang and i == 0 else _FILLS if piece.fill else _OWN_LINE
            work.append((piece.items[i], inner, starts, after))
    end_line()
    _align(lines, ends)
    return "\n".join(lines)


def _align(lines: list[str], ends: dict[int, str]) -> None:
    """End each line of ``ends`` with its comment; on consecutive lines the
    comments start in one column, two after the longest of those lines."""
    runs: list[list[int]] = []
    for index in sorted(ends):
        if runs and runs[-1][-1] == index - 1:
            runs[-1].append(index)
        else:
            runs.append([index])
    for run in runs:
        column = max(len(lines[i]) for i in run) + 2
        for i in run:
            lines[i] = lines[i].ljust(column) + ends[i]
