"""A text as written: its values, their comments and its blank lines
(spec/12-text-syntax.md §12.7).

The formatter works on what the author wrote, not on the term it denotes:
sugar, bare or parenthesized operations, names, strings and numbers stay as
written, and so do the comments, each attached to a value by where it stands:

* a comment on a line of its own goes **before** the next value of its term,
  array or record (comments between a key and its value go before the pair);
  with no value after it, it **dangles** after the last one, before the
  closing bracket;
* a comment that ends a line after a value (or after the comma that follows
  it) goes **after** that value; after the last value of a term, array or
  record it goes after the whole of it, since it ends the same line (unless
  comments dangle there, which keeps it in order before them);
* a comment that ends the line of an opening bracket or of a term's operation
  goes after the **head** of that term, array or record; in an empty one, it
  dangles;
* comments before the term (and between a version tag and the term) lead the
  text; comments on lines of their own after it trail the text.

A run of blank lines before a comment or a value is kept as one blank line,
except before the first thing inside a bracket.

:func:`read_written` expects a text that :func:`.read.read` accepts (the
formatter reads it so first, with its errors); it re-reads the tokens with the
grammar's own ``NAME``, ``STRING``, ``NUMBER`` and ``VERSION`` patterns, so both
passes cut the text the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Final, Literal, NamedTuple

from sigma_pol.text.layout import Comment
from sigma_pol.text.printer import escape_character
from sigma_pol.text.read import grammar

PieceKind = Literal["atom", "term", "array", "record"]


@dataclass(slots=True)
class Piece:
    """A value as written, and the comments and blank lines attached to it."""

    kind: PieceKind
    #: an atom's token (a name, a string, a number), a term's operation name
    text: str = ""
    #: in a record: the key, as written
    key: str | None = None
    #: a term's arguments, an array's elements, a record's values (keyed)
    items: tuple[Piece, ...] = ()
    blank: bool = False
    before: tuple[Comment, ...] = ()
    after: tuple[str, ...] = ()
    head_after: tuple[str, ...] = ()
    dangling: tuple[Comment, ...] = ()


@dataclass(frozen=True, slots=True)
class Written:
    """A whole text as written: leading comments, the version tag ("" when there
    is none), the term, and the comments on lines of their own after it."""

    leading: tuple[Comment, ...]
    tag: str
    value: Piece
    trailing: tuple[Comment, ...]


class _Token(NamedTuple):
    #: "comment", "tag", "atom", or the bracket or separator itself
    kind: str
    text: str
    #: line breaks between the previous token (or the start) and this one
    breaks: int


#: A string's escape sequence, or one character of it written as itself.
_STRING_PIECE: Final = re.compile(r"(\\(?:u[0-9A-Fa-f]{4}|.))|(.)", re.S)


def _string_token(raw: str) -> str:
    """A string as written, but with every raw character that is not printable
    (a line break, a tab, a control character) written as its escape, so that a
    string never breaks or hides in the layout.  It reads back as the same string."""
    body = raw[1:-1]
    if body.isprintable():
        return raw
    return (
        '"'
        + "".join(m.group(1) or escape_character(m.group(2)) for m in _STRING_PIECE.finditer(body))
        + '"'
    )


@cache
def _tokens_pattern(tagged: bool) -> re.Pattern[str]:
    """Layout, a comment, or one token, made of the grammar's terminals; a
    version tag only when ``tagged`` (at the start of the text)."""
    parser = grammar()

    def terminal(name: str) -> str:
        return parser.get_terminal(name).pattern.to_regexp()

    tag = f"|(?P<tag>{terminal('VERSION')})" if tagged else ""
    # the grammar's layout is these five characters and comments (LAYOUT)
    return re.compile(
        rf"(?P<layout>[ \t\r\n\f]++)|(?P<comment>#[^\n]*+){tag}|(?P<string>{terminal('STRING')})"
        f"|(?P<atom>{terminal('NAME')}|{terminal('NUMBER')})|(?P<punct>[()\\[\\]{{}},:=])"
    )


def _tokens(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    breaks = 0
    started = False  # a token other than a comment has been seen
    at = 0
    while at < len(text):
        # Past the start the parser expects no tag, so it reads `org/v2:` as a
        # name and a colon (a key), and `sigma-pol/v2:add` as one namespaced
        # name; reading with the tag left out cuts the text the same way.
        m = _tokens_pattern(not started).match(text, at)
        assert m is not None, (at, text[at : at + 20])
        at = m.end()
        kind = m.lastgroup
        token = m.group()
        if kind == "layout":
            breaks += token.count("\n")
            continue
        if kind == "string":
            kind, token = "atom", _string_token(token)
        elif kind == "punct":
            kind = token
        elif kind == "comment":
            token = token.rstrip()
        assert kind is not None
        started = started or kind != "comment"
        tokens.append(_Token(kind, token, breaks))
        breaks = 0
    return tokens


class _Reader:
    """Builds the pieces of a text from its tokens, attaching comments as it goes."""

    def __init__(self, tokens: list[_Token]) -> None:
        self.tokens = tokens
        self.at = 0

    def _peek(self) -> _Token | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def _next(self) -> _Token:
        token = self.tokens[self.at]
        self.at += 1
        return token

    def _own_line_comments(self, leading: list[Comment]) -> None:
        """Comments up to the next value, each on a line of its own."""
        while (token := self._peek()) is not None and token.kind == "comment":
            self._next()
            leading.append(Comment(token.text, token.breaks >= 2 and bool(leading)))

    def text(self) -> Written:
        leading: list[Comment] = []
        self._own_line_comments(leading)
        start = self._peek()
        assert start is not None
        blank = start.breaks >= 2 and bool(leading)
        tag = ""
        if start.kind == "tag":
            tag = self._next().text
            # a comment between the tag and the term goes before the tag
            after_tag: list[Comment] = []
            self._own_line_comments(after_tag)
            leading += [Comment(c.text) for c in after_tag]
        value = self.value()
        value.blank = blank
        trailing: list[Comment] = []
        while (token := self._peek()) is not None:
            self._next()
            if token.breaks == 0 and not trailing:
                value.after += (token.text,)
            else:
                trailing.append(Comment(token.text, token.breaks >= 2))
        return Written(tuple(leading), tag, value, tuple(trailing))

    def value(self) -> Piece:
        token = self._next()
        if token.kind == "atom":
            return Piece("atom", token.text)
        if token.kind == "(":
            piece = Piece("term")
            # `( # …` then the name: the comment goes after the head `(op`
            while (name := self._next()).kind == "comment":
                piece.head_after += (name.text,)
            piece.text = name.text
            self._sequence(piece, ")", keyed=False)
        elif token.kind == "[":
            piece = Piece("array")
            self._sequence(piece, "]", keyed=False)
        else:
            assert token.kind == "{", token
            piece = Piece("record")
            self._sequence(piece, "}", keyed=True)
        return piece

    def _sequence(self, piece: Piece, close: str, keyed: bool) -> None:
        """The items of ``piece`` up to ``close``, and the comments among them."""
        items: list[Piece] = []
        pending: list[Comment] = []  # comments on lines of their own, for the next item
        last: Piece | None = None
        while True:
            token = self._peek()
            assert token is not None
            if token.kind == "comment":
                self._next()
                if token.breaks == 0 and not pending:
                    if last is not None:
                        last.after += (token.text,)
                    else:
                        piece.head_after += (token.text,)
                else:
                    first = last is None and not pending
                    pending.append(Comment(token.text, token.breaks >= 2 and not first))
                continue
            if token.kind == ",":
                self._next()
                continue
            if token.kind == close:
                self._next()
                break
            blank = token.breaks >= 2 and (last is not None or bool(pending))
            item = self._pair() if keyed else self.value()
            if pending:
                item.before = (*pending, *item.before)
                pending = []
            item.blank = blank
            items.append(item)
            last = item
        piece.items = tuple(items)
        piece.dangling = tuple(pending)
        if not items and piece.head_after:
            # nothing to go after: the comments sit inside the empty brackets
            piece.dangling = (*(Comment(text) for text in piece.head_after), *piece.dangling)
            piece.head_after = ()
        elif last is not None and last.after and not piece.dangling:
            # the line the last item ends on is the line this piece ends on
            piece.after, last.after = last.after, ()

    def _pair(self) -> Piece:
        """``key: value``; comments between the key and the value go before the pair."""
        key = self._next()
        inside: list[Comment] = []
        while (separator := self._next()).kind == "comment":
            inside.append(Comment(separator.text))
        assert separator.kind in (":", "="), separator
        while (token := self._peek()) is not None and token.kind == "comment":
            self._next()
            inside.append(Comment(token.text))
        item = self.value()
        item.key = key.text
        item.before = tuple(inside)
        return item


def read_written(text: str) -> Written:
    """The pieces of a text the reader accepts, with their comments (module docstring)."""
    return _Reader(_tokens(text)).text()
