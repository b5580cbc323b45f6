"""Before the grammar runs: bytes that are not UTF-8, the version tag,
brackets, strings and nesting (spec/12-text-syntax.md).

A byte that is not UTF-8 is refused where it stands, before any bracket in a
binary file is miscounted.  Then one linear pass over the text finds what a
person most often gets wrong and what a parser reports worst: an unclosed or
stray bracket (named with the position of its partner), a string that never
ends, and nesting beyond what admission accepts.  Terms nest at most
:data:`~sigma_pol.valid.admission.MAX_DEPTH` deep and so at most that many ``(`` are
ever open; parameter values nest at most
:data:`~sigma_pol.valid.admission.MAX_PARAM_DEPTH` deep and so at most that many
``[``/``{``.  Every ``(`` becomes at least one node of the term (sugar only
adds nodes), so a text with more than :data:`~sigma_pol.valid.admission.MAX_NODES`
of them is refused too.  Refusing these here is exact (no admissible text is
refused), keeps every later stage shallow (a hundred thousand brackets give
one line:column error, never a ``RecursionError``) and spares the parser a
megabyte of terms admission would refuse anyway.

Errors are :class:`~sigma_pol.syntax.errors.InputError` with ``where`` = ``line:column``
(1-based, columns in characters) and a ``why`` that ends with the offending
line and a caret under the column.
"""

from __future__ import annotations

import re
from typing import Final

from ..syntax.errors import InputError
from ..syntax.jsonio import line_col
from ..syntax.signature import VERSION
from ..valid.admission import MAX_DEPTH, MAX_NODES, MAX_PARAM_DEPTH, shown

#: A string (possibly unclosed), a comment, or a bracket: what the scan looks at.  The
#: string is one run of plain characters per escape, not one alternation per character.
_PIECE: Final = re.compile(
    r'"[^"\\]*+(?:\\.[^"\\]*+)*+(?P<closed>")?|#[^\n]*+|[()\[\]{}]'
    # a line's indentation, when the line holds more than layout and a comment
    r"|(?P<line>\n[ \t]*+)(?=[^ \t\r\n#])",
    re.S,
)

#: A version tag at the start of the text (after layout and comments); the
#: possessive quantifiers keep a long run of layout from backtracking.
_TAG: Final = re.compile(r"(?:[ \t\r\n\f]|#[^\n]*+)*+(?P<tag>[A-Za-z][A-Za-z0-9_.\-]*/v[0-9]+):")

#: Characters of a long offending line shown around the column.
_WINDOW: Final = 76

_PARTNER: Final = {")": "(", "]": "[", "}": "{"}


def snippet(text: str, line: int, column: int) -> str:
    """The offending line, numbered, with a caret under ``column``; a long line
    is shown as a window around the column."""
    lines = text.split("\n")
    whole = lines[line - 1].rstrip("\r") if line <= len(lines) else ""
    start = max(0, min(column - 1 - _WINDOW // 2, len(whole) - _WINDOW))
    end = start + _WINDOW
    shown_line = ("…" if start else "") + whole[start:end] + ("…" if end < len(whole) else "")
    before = ("…" if start else "") + whole[start : column - 1]
    # keep tabs so the caret lands under the same character in a terminal
    pad = "".join("\t" if ch == "\t" else " " for ch in before)
    gutter = f"{line:>4} | "
    return f"{gutter}{shown(shown_line)}\n{' ' * (len(gutter) - 2)}| {pad}^"


def problem(text: str, line: int, column: int, why: str) -> InputError:
    """An :class:`InputError` at ``line:column`` showing the line and a caret."""
    return InputError(f"{line}:{column}", f"{why}\n{snippet(text, line, column)}")


def problem_at(text: str, index: int, why: str) -> InputError:
    line, column = line_col(text, index)
    return problem(text, line, column, why)


#: A code point no UTF-8 text holds: a byte that was not UTF-8, which the
#: commands read as U+DC80–U+DCFF (Python's ``surrogateescape``), or a surrogate.
_NOT_UTF8: Final = re.compile("[\ud800-\udfff]")


def check_utf8(text: str) -> None:
    """Refuse a text that is not UTF-8 (a binary file, or text saved in another
    encoding) at its first such byte, before brackets are counted in it."""
    m = _NOT_UTF8.search(text)
    if m is None:
        return
    code = ord(m.group())
    what = (
        f"byte 0x{code - 0xDC00:02X} is not UTF-8"
        if 0xDC80 <= code <= 0xDCFF
        else f"U+{code:04X} is a lone surrogate, not a character"
    )
    raise problem_at(
        text, m.start(), f"{what}, and a text is read as UTF-8 (is this a binary file?)"
    )


def check_version(text: str) -> None:
    """Refuse a version tag other than ours; the tag itself is optional."""
    m = _TAG.match(text)
    if m is not None and m.group("tag") != VERSION:
        raise problem_at(
            text,
            m.start("tag"),
            f"this text is tagged {shown(m.group('tag'))}, but this reader reads {VERSION} "
            "only (another version has another signature and other identities)",
        )


def _open_at(text: str, index: int) -> str:
    line, column = line_col(text, index)
    return f"{line}:{column}"


def check_brackets(text: str) -> None:
    """Matched brackets, closed strings, and nesting within admission's bounds.

    A bracket never closed is reported where it most likely is (spec/12
    §12.5): the first bracket that a later line's indentation says was closed
    (a line that starts, not with a closing bracket, at or left of the
    indentation of the line the bracket opened on), else the innermost one
    still open at the end; the others still open at the end are listed."""
    # each open bracket: itself, where it opened, the indentation of its line
    open_: list[tuple[str, int, int]] = []
    terms = params = nodes = 0
    indent = len(text) - len(text.lstrip(" \t"))
    #: the first bracket a line's indentation says closed, and where that line starts
    outdented: tuple[str, int, int] | None = None
    for m in _PIECE.finditer(text):
        piece = m.group()
        if m.group("line") is not None:
            indent = len(piece) - 1
            after = text[m.end()]
            if outdented is None and after not in ")]}":
                closed = [o for o in open_ if o[2] >= indent]
                if closed:
                    outdented = (closed[-1][0], closed[-1][1], m.start() + 1)
            continue
        if piece[0] == "#":
            continue
        if piece[0] == '"':
            if m.group("closed") is None:
                raise problem_at(text, m.start(), 'this string is never closed (no ending ")')
            continue
        if piece in "([{":
            if piece == "(":
                terms += 1
                nodes += 1
                if nodes > MAX_NODES:
                    raise problem_at(
                        text,
                        m.start(),
                        f"term number {nodes} opens here, but a term has at most {MAX_NODES} nodes "
                        "(the admission limit)",
                    )
                if terms > MAX_DEPTH:
                    raise problem_at(
                        text,
                        m.start(),
                        f"terms nest deeper than {MAX_DEPTH} levels here (the admission limit)",
                    )
            else:
                params += 1
                if params > MAX_PARAM_DEPTH:
                    raise problem_at(
                        text,
                        m.start(),
                        f"parameter values nest deeper than {MAX_PARAM_DEPTH} levels here "
                        "(the admission limit)",
                    )
            open_.append((piece, m.start(), indent))
            continue
        if not open_:
            raise problem_at(text, m.start(), f"`{piece}` closes nothing: no bracket is open")
        opener, where, _indent = open_.pop()
        if opener != _PARTNER[piece]:
            raise problem_at(
                text,
                m.start(),
                f"`{piece}` does not match the `{opener}` opened at {_open_at(text, where)}",
            )
        if opener == "(":
            terms -= 1
        else:
            params -= 1
    if not open_:
        return
    if outdented is not None:
        opener, where, line_start = outdented
        line, _column = line_col(text, line_start)
        still = [o for o in open_ if o[1] != where]
        listed = ", ".join(f"`{o}` at {_open_at(text, at)}" for o, at, _i in still)
        rest = f"; still open at the end: {listed}" if listed else ""
        raise problem_at(
            text,
            where,
            f"this `{opener}` is never closed, it seems: line {line} is indented as if it "
            f"were{rest}",
        )
    opener, where, _indent = open_[-1]
    others = ", ".join(f"`{o}` at {_open_at(text, at)}" for o, at, _i in reversed(open_[:-1]))
    more = f" (also still open: {others})" if others else ""
    raise problem_at(text, where, f"this `{opener}` is never closed{more}")
