"""Reading a text: the lark grammar, the pieces it builds, and errors in words
(spec/12-text-syntax.md).

``read(text)`` checks the version tag and the brackets (:mod:`.scan`),
then runs lark's LALR parser over ``grammar/sigma_pol.lark`` with the pieces
built bottom-up as the parser reduces (no parse tree, no recursion), and
returns the :class:`~.lower.Located` JSON form of the term, sugar
lowered.  Strings, numbers and records are checked here: the escapes (the
canonical ones, ``\\\\ \\" \\n \\r \\t``, plus JSON's ``\\/ \\b \\f \\uXXXX``; every
other character, control characters included, stands for itself), the number
syntax (JSON's; ``-0`` keeps its sign), and duplicate keys.

Speed comes from handing lark few tokens (it costs some microseconds each):
strings and numbers are decoded by lexer callbacks, and the grammar's shortcut
tokens carry a whole term, array or record of scalars, split here with the
grammar's own scalar patterns (see ``grammar/sigma_pol.lark``).

Every refusal is an :class:`~sigma_pol.syntax.errors.InputError` at ``line:column``
with what was expected in words and the offending line under a caret.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from functools import cache
from importlib.resources import files
from typing import Any, Final

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from ..syntax.errors import InputError
from ..syntax.jsonio import line_col
from .lower import Located, TextProblem, apply, as_term, param_json
from .scan import check_brackets, check_utf8, check_version, problem

_NUMBER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+\-]?[0-9]+)?")
_COMMENT: Final = re.compile(r"#[^\n]*")
_ESCAPE: Final = re.compile(r"\\(u[0-9A-Fa-f]{4}|.)", re.S)
_SIMPLE_ESCAPES: Final = {
    '"': '"',
    "\\": "\\",
    "/": "/",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
}


def _shifted(raw: str, line: int, column: int, offset: int) -> Located:
    """The position of the character at ``offset`` in ``raw``, which starts at
    ``line:column`` (strings and shortcut tokens span lines)."""
    newlines = raw.count("\n", 0, offset)
    if newlines:
        column = offset - raw.rfind("\n", 0, offset)
    else:
        column += offset
    return Located("word", "", line + newlines, column)


def _unquote(raw: str, line: int, column: int) -> str:
    body = raw[1:-1]
    if "\\" not in body:
        return body
    out: list[str] = []
    done = 0
    for m in _ESCAPE.finditer(body):
        out.append(body[done : m.start()])
        done = m.end()
        code = m.group(1)
        if code in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[code])
        elif len(code) == 5:
            out.append(chr(int(code[1:], 16)))
        else:
            hint = " (\\u takes four hex digits)" if code == "u" else ""
            raise TextProblem(
                _shifted(raw, line, column, 1 + m.start()),
                f'\\{code} is not an escape{hint}; a string may use \\\\ \\" \\n \\r \\t '
                "\\/ \\b \\f and \\uXXXX, and holds any other character as itself",
            )
    out.append(body[done:])
    text = "".join(out)
    # \uXXXX pairs written for one astral character become that character
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def _number(raw: str, line: int, column: int) -> Located:
    at = Located("number", 0.0, line, column)
    if _NUMBER.fullmatch(raw) is None:
        raise TextProblem(
            at,
            f"{raw} is not a number: write an optional -, digits without leading zeros, "
            "an optional fraction and exponent, like 5, -0.25 or 1e-05",
        )
    number = float(raw)
    if not math.isfinite(number):
        raise TextProblem(at, f"{raw} is beyond the range of a double")
    return Located("number", number, line, column)


def _scalar(kind: str, raw: str, line: int, column: int) -> Located:
    """A NAME, STRING or NUMBER, decoded and checked."""
    if kind == "NAME":
        return Located("word", raw, line, column)
    if kind == "STRING":
        return Located("string", _unquote(raw, line, column), line, column)
    return _number(raw, line, column)


class _Scalars:
    """Decodes scalars as the lexer meets them, so that a bad number or escape
    is refused where it stands, before anything after it is read.

    A STRING or NUMBER token's value becomes its :class:`Located` value; a
    shortcut token's (LEAF_TERM, FLAT_ARRAY, FLAT_RECORD) becomes the list of the
    scalars inside it (a record's keys and items alternate), split by a pattern
    made of the grammar's own NAME, STRING, NUMBER and layout terminals (set by
    :meth:`learn` once lark has compiled them).
    """

    def __init__(self) -> None:
        self.inside: re.Pattern[str] | None = None

    def learn(self, parser: Lark) -> None:
        def terminal(name: str) -> str:
            return parser.get_terminal(name).pattern.to_regexp()

        gap = f"{terminal('LAYOUT')}|[,:=]"
        items = "|".join(f"(?P<{k}>{terminal(k)})" for k in ("NAME", "STRING", "NUMBER"))
        # \Z takes the layout after the last scalar in one match (the token's
        # closing bracket is left out by endpos), so finditer never rescans it
        self.inside = re.compile(f"(?:{gap})*+(?:{items}|\\Z)")

    def callbacks(self) -> dict[str, Callable[[Token], Token]]:
        return {
            "STRING": self.one,
            "NUMBER": self.one,
            "LEAF_TERM": self.many,
            "FLAT_ARRAY": self.many,
            "FLAT_RECORD": self.many,
        }

    @staticmethod
    def one(token: Token) -> Token:
        token.value = _scalar(token.type, str(token), *_position(token))
        return token

    def many(self, token: Token) -> Token:
        assert self.inside is not None
        raw = str(token)
        line, column = _position(token)
        scalars: list[Located] = []
        # the character at offset i of the current line is in column base + i;
        # lines are counted on from the last scalar, so this is linear in the token
        base, counted = column, 0
        for m in self.inside.finditer(raw, 1, len(raw) - 1):
            kind = m.lastgroup
            if kind is None:  # the layout after the last scalar
                break
            start = m.start(kind)
            newlines = raw.count("\n", counted, start)
            if newlines:
                line += newlines
                base = -raw.rfind("\n", counted, start)
            counted = start
            try:
                scalars.append(_scalar(kind, m.group(kind), line, base + start))
            except TextProblem as e:
                raise _ShortcutProblem(Located("word", "", e.line, e.column), e.why) from None
        token.value = scalars
        return token


class _ShortcutProblem(TextProblem):
    """A bad scalar inside a shortcut token.  The lexer may match a shortcut
    where the parser would refuse its bracket (lark's contextual lexer retries
    with every terminal to name what it found), so the scalar's problem is not
    necessarily the text's first: :func:`read` then lets the rules decide."""


class _Build(Transformer[Token, Any]):
    """Builds the located JSON form as the LALR parser reduces."""

    def start(self, children: list[Any]) -> Located:
        return as_term(children[-1])

    def term(self, children: list[Any]) -> Located:
        lpar, name, *args, _rpar = children
        return apply(str(name), Located("word", "", *_position(lpar)), args)

    def leaf_term(self, children: list[Token]) -> Located:
        (token,) = children
        head, *args = token.value
        return apply(head.json, Located("word", "", *_position(token)), args)

    def word(self, children: list[Token]) -> Located:
        (token,) = children
        return Located("word", str(token), *_position(token))

    def string(self, children: list[Token]) -> Located:
        (token,) = children
        located: Located = token.value
        return located

    number = string

    def pair(self, children: list[Any]) -> tuple[Located, Located]:
        key, item = children
        if key.type == "STRING":
            return key.value, item
        return Located("string", str(key), *_position(key)), item

    def record(self, children: list[Any]) -> Located:
        brace, *pairs, _close = children
        return _record(pairs, brace)

    def flat_record(self, children: list[Token]) -> Located:
        (token,) = children
        keys_and_items = token.value
        pairs = [
            (Located("string", key.json, key.line, key.column), item)
            for key, item in zip(keys_and_items[::2], keys_and_items[1::2], strict=True)
        ]
        return _record(pairs, token)

    def array(self, children: list[Any]) -> Located:
        bracket, *items, _close = children
        return Located(
            "array", [param_json(i) for i in items], *_position(bracket), items=tuple(items)
        )

    def flat_array(self, children: list[Token]) -> Located:
        (token,) = children
        items = tuple(token.value)
        return Located("array", [param_json(i) for i in items], *_position(token), items=items)


def _record(pairs: list[tuple[Located, Located]], brace: Token) -> Located:
    """A record from its located keys and items: every item a parameter value
    (in order), then no key twice."""
    values = [param_json(item) for _key, item in pairs]
    record: dict[str, Any] = {}
    for (key, _item), value in zip(pairs, values, strict=True):
        name = key.json
        assert isinstance(name, str)
        if name in record:
            raise TextProblem(key, f"the key {name!r} appears twice in this record")
        record[name] = value
    return Located("record", record, *_position(brace), members=tuple(pairs))


def _position(token: Token) -> tuple[int, int]:
    return token.line or 1, token.column or 1


def make_parser(source: str) -> Lark:
    """lark's LALR parser of a grammar source, building located pieces as it
    reduces (the transformer runs inline: no parse tree)."""
    scalars = _Scalars()
    parser = Lark(
        source,
        parser="lalr",
        lexer="contextual",
        transformer=_Build(),
        lexer_callbacks=scalars.callbacks(),
    )
    scalars.learn(parser)
    return parser


def _grammar_source() -> str:
    return (files("sigma_pol.grammar") / "sigma_pol.lark").read_text(encoding="utf-8")


@cache
def grammar() -> Lark:
    """The parser of ``grammar/sigma_pol.lark``, built once per process."""
    return make_parser(_grammar_source())


def _rules_source() -> str:
    """The grammar with its shortcut tokens made unmatchable: every term, array
    and record read by the ``term``, ``array`` and ``record`` rules token by
    token, which define what the shortcuts only speed up."""
    source = _grammar_source()
    for name in _OPENED_BY:
        source = re.sub(rf"^{name}\.3: .*$", f"{name}: /x(?!)/", source, flags=re.M)
    return source


@cache
def rules_grammar() -> Lark:
    """The parser of :func:`_rules_source` (no shortcuts), building located pieces."""
    return make_parser(_rules_source())


@cache
def written_grammar() -> Lark:
    """The same grammar, read by the rules (no shortcut swallows a comment),
    building lark's parse tree with every token kept, brackets and separators
    included, each with its place in the text: a text as written, for ``fmt``
    (spec/12 §12.7).  Between two tokens lies what the grammar skips (``LAYOUT``:
    white space and comments), so a text's comments are the ``#`` runs of those
    gaps.  Call :func:`read` first: it refuses what this parser would, in words."""
    return Lark(_rules_source(), parser="lalr", lexer="contextual", keep_all_tokens=True)


def read(text: str) -> Located:
    """The located JSON form of a text (canonical encoding or authoring form)."""
    check_utf8(text)
    check_version(text)
    check_brackets(text)
    try:
        # the transformer runs inline: lark returns what _Build.start built
        located: Located = grammar().parse(text)  # type: ignore[assignment]
    except _ShortcutProblem:
        return _read_by_the_rules(text)
    except TextProblem as e:
        raise problem(text, e.line, e.column, e.why) from None
    except UnexpectedInput as e:
        raise _in_words(text, e) from None
    return located


def _read_by_the_rules(text: str) -> Located:
    """A text whose shortcut token held a bad scalar, read without shortcuts:
    the error the rules meet first is the text's error."""
    try:
        located: Located = rules_grammar().parse(text)  # type: ignore[assignment]
    except TextProblem as e:
        raise problem(text, e.line, e.column, e.why) from None
    except UnexpectedInput as e:
        raise _in_words(text, e) from None
    return located


# ---------------------------------------------------------------------------
# lark's errors, in words

_VALUE_STARTS: Final = frozenset(
    {"NAME", "NUMBER", "STRING", "LPAR", "LSQB", "LBRACE", "LEAF_TERM", "FLAT_ARRAY", "FLAT_RECORD"}
)
#: The shortcut tokens, named by the bracket they start with (a person never
#: sees the shortcut, only the bracket).
_OPENED_BY: Final = {"LEAF_TERM": "(", "FLAT_ARRAY": "[", "FLAT_RECORD": "{"}
_WORDS: Final = {
    "VERSION": "a version tag",
    "NAME": "a name",
    "STRING": "a string",
    "NUMBER": "a number",
    "LPAR": "`(`",
    "LSQB": "`[`",
    "LBRACE": "`{`",
    "_COLON": "`:`",
    "_EQUALS": "`=`",
    "_COMMA": "`,`",
    "RPAR": "`)`",
    "RSQB": "`]`",
    "RBRACE": "`}`",
    "$END": "the end of the text",
}


def _either(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def expected_words(names: Iterable[str]) -> str:
    """What the parser would have accepted, as a person says it."""
    expected = set(names)
    if expected == {"NAME"}:
        return "an operation name (a term is written (op argument …))"
    words: list[str] = []
    if expected >= _VALUE_STARTS:
        words += ["a value", "a term"]
        expected -= _VALUE_STARTS
    elif {"NAME", "STRING"} <= expected and "NUMBER" not in expected:
        words.append("a key")
        expected -= {"NAME", "STRING"}
    words += [word for name, word in _WORDS.items() if name in expected]
    return _either(words)


def _found(token: Token) -> str:
    if token.type == "$END":
        return "the end of the text"
    if token.type in ("NAME", "NUMBER"):
        return f"{'the name' if token.type == 'NAME' else 'the number'} {token}"
    if token.type == "STRING":
        return "a string"
    if token.type == "VERSION":
        return f"the version tag {token}"
    return f"`{_OPENED_BY.get(token.type, token)}`"


def _in_words(text: str, e: UnexpectedInput) -> InputError:
    if isinstance(e, UnexpectedToken):
        token = e.token
        # LALR merges the states after a value in a term, an array and a record,
        # so `expected` can name brackets this place cannot take; `accepts` tries
        # each terminal from here (without building anything) and names only those
        expected = e.accepts or e.expected
        if token.type == "$END":
            line, column = line_col(text, len(text))
            if not _COMMENT.sub("", text).strip(" \t\r\n\f"):
                return problem(text, line, column, "the text holds no term")
            return problem(text, line, column, f"expected {expected_words(expected)} here")
        why = f"expected {expected_words(expected)}, found {_found(token)}"
        if expected == {"$END"}:
            why += " (a text holds one term)"
        end = token.start_pos or 0
        key = _JOINED_KEY.search(text, max(0, end - 200), end)  # a window: no quadratic search
        if key is not None and expected <= {"_COLON", "_EQUALS"}:
            name, _, rest = key.group(1).partition(":")
            why += f" ({key.group(1)} is one name; a key and its value: {name}: {rest})"
        return problem(text, e.line, e.column, why)
    if isinstance(e, UnexpectedCharacters):
        index = e.pos_in_stream or 0
        char = text[index] if index < len(text) else ""
        why = f"unexpected character {char!r} ({_hint(char)})"
        return problem(text, e.line, e.column, why)
    line, column = line_col(text, len(text))
    return problem(text, line, column, "the text ends too early")


#: A name holding ":" just before the place a key's ":" was expected: ``{action:abort}``.
_JOINED_KEY: Final = re.compile(r"([A-Za-z_][A-Za-z0-9_.\-/]*:[A-Za-z0-9_.\-/:]+)[ \t\r\n\f]*\Z")


#: Characters people paste by accident, and what they meant.
_HINTS: Final = {
    "'": "strings are written in double quotes",
    "\u2018": "strings are written in straight double quotes",
    "\u2019": "strings are written in straight double quotes",
    "\u201c": "strings are written in straight double quotes",
    "\u201d": "strings are written in straight double quotes",
    "\ufeff": "a byte order mark; save the text as UTF-8 without one",
    "\u00a0": "a no-break space; layout is space, tab and line breaks",
}


def _hint(char: str) -> str:
    """What an unexpected character probably means.  (lark's `allowed` is the
    lexer state's, shared by several parser states, so it can name brackets this
    place cannot take: say instead what starts what.)"""
    if char in _HINTS:
        return _HINTS[char]
    if char.isalpha():
        return 'names are ASCII letters, digits, _ . - and /; quote any other text, like "café"'
    return (
        'a name starts with a letter or _, a string with ", a number with a digit or -, '
        "a comment with #"
    )
