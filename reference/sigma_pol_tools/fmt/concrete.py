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

There is one text parser: :func:`read_written` expects a text that
:func:`sigma_pol.text.read.read` accepts (the formatter reads it so first, with
its errors), and builds its pieces from lark's parse tree of the same grammar
(:func:`~sigma_pol.text.read.written_grammar`: read by the rules, every token
kept with its place).  The comments and blank lines are those of the layout the
grammar skips between two tokens of that tree; nothing here cuts the text into
tokens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal, NamedTuple

from lark import Token, Tree
from sigma_pol.text.layout import Comment
from sigma_pol.text.printer import escape_character
from sigma_pol.text.read import written_grammar

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


#: A comment in the layout between two tokens (the grammar's LAYOUT: white
#: space and comments, so every ``#`` there starts one, up to the line's end).
_COMMENT: Final = re.compile(r"#[^\n]*+")

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


def _atom(token: Token) -> str:
    """A name, a string or a number as written (a string with its unprintable
    characters escaped)."""
    return _string_token(str(token)) if token.type == "STRING" else str(token)


def _first(node: Tree[Token] | Token) -> Token:
    """The first token of a subtree (a tree's first child is a token or a tree)."""
    while isinstance(node, Tree):
        node = node.children[0]
    return node


class _Gap(NamedTuple):
    """The layout before a token: its comments, each with the line breaks
    before it, and the line breaks between the last of them and the token."""

    comments: tuple[tuple[str, int], ...]
    breaks: int


class _Reader:
    """Builds the pieces of a text from its parse tree, attaching the comments
    of the layout between its tokens as it goes (in the text's order)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0  # the end of the last token taken

    def gap(self, end: int) -> _Gap:
        """The layout from the last token taken up to ``end``, taken."""
        layout = self.text[self.at : end]
        self.at = end
        if "#" not in layout:  # the common case, made quick
            return _Gap((), layout.count("\n"))
        comments: list[tuple[str, int]] = []
        done = 0
        for m in _COMMENT.finditer(layout):
            comments.append((m.group().rstrip(), layout.count("\n", done, m.start())))
            done = m.end()
        return _Gap(tuple(comments), layout.count("\n", done))

    def take(self, token: Token) -> _Gap:
        """The layout before ``token``, and ``token`` taken."""
        gap = self.gap(token.start_pos or 0)
        self.at = token.end_pos or 0
        return gap

    def read(self, tree: Tree[Token]) -> Written:
        *tagged, top = tree.children
        gap = self.gap(_first(top if not tagged else tagged[0]).start_pos or 0)
        leading: list[Comment] = []
        for text, breaks in gap.comments:
            leading.append(Comment(text, breaks >= 2 and bool(leading)))
        blank = gap.breaks >= 2 and bool(leading)
        tag = ""
        if tagged:
            (version,) = tagged
            assert isinstance(version, Token)
            self.take(version)
            tag = str(version)
            # a comment between the tag and the term goes before the tag
            after_tag = self.gap(_first(top).start_pos or 0)
            leading += [Comment(text) for text, _breaks in after_tag.comments]
        assert isinstance(top, Tree)
        value = self.value(top)
        value.blank = blank
        trailing: list[Comment] = []
        for text, breaks in self.gap(len(self.text)).comments:
            if breaks == 0 and not trailing:
                value.after += (text,)
            else:
                trailing.append(Comment(text, breaks >= 2))
        return Written(tuple(leading), tag, value, tuple(trailing))

    def value(self, tree: Tree[Token]) -> Piece:
        """A value whose first token's layout is taken already."""
        if tree.data in ("word", "string", "number"):
            (token,) = tree.children
            assert isinstance(token, Token)
            self.take(token)
            return Piece("atom", _atom(token))
        first, *rest = tree.children
        assert isinstance(first, Token)
        self.take(first)
        if tree.data == "term":
            name, *rest = rest
            assert isinstance(name, Token)
            # `( # …` then the name: the comment goes after the head `(op`
            piece = Piece("term", str(name))
            piece.head_after = tuple(text for text, _breaks in self.take(name).comments)
            self._sequence(piece, rest, keyed=False)
        elif tree.data == "array":
            piece = Piece("array")
            self._sequence(piece, rest, keyed=False)
        else:
            assert tree.data == "record", tree.data
            piece = Piece("record")
            self._sequence(piece, rest, keyed=True)
        return piece

    def _sequence(self, piece: Piece, children: list[Tree[Token] | Token], keyed: bool) -> None:
        """The items of ``piece`` (``children``: items, separators and the closing
        bracket), and the comments among them."""
        items: list[Piece] = []
        pending: list[Comment] = []  # comments on lines of their own, for the next item
        last: Piece | None = None
        for child in children:
            gap = self.gap(_first(child).start_pos or 0)
            for text, breaks in gap.comments:
                if breaks == 0 and not pending:
                    if last is not None:
                        last.after += (text,)
                    else:
                        piece.head_after += (text,)
                else:
                    first = last is None and not pending
                    pending.append(Comment(text, breaks >= 2 and not first))
            if isinstance(child, Token):  # a separator, or the closing bracket
                self.take(child)
                continue
            blank = gap.breaks >= 2 and (last is not None or bool(pending))
            item = self._pair(child) if keyed else self.value(child)
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

    def _pair(self, pair: Tree[Token]) -> Piece:
        """``key: value``; comments between the key and the value go before the pair."""
        key, separator, value = pair.children
        assert isinstance(key, Token) and isinstance(separator, Token)
        assert isinstance(value, Tree)
        self.take(key)
        inside = [Comment(text) for text, _breaks in self.take(separator).comments]
        inside += [
            Comment(text) for text, _breaks in self.gap(_first(value).start_pos or 0).comments
        ]
        item = self.value(value)
        item.key = _atom(key)
        item.before = tuple(inside)
        return item


def read_written(text: str) -> Written:
    """The pieces of a text the reader accepts, with their comments (module docstring)."""
    return _Reader(text).read(written_grammar().parse(text))
