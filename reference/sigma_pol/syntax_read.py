"""Reading a text: the lark grammar, the pieces it builds, and errors in words
(spec/12-text-syntax.md).

``read(text)`` checks the version tag and the brackets (:mod:`.syntax_scan`),
then runs lark's LALR parser over ``grammar/sigma_pol.lark`` with the pieces
built bottom-up as the parser reduces (no parse tree, no recursion), and
returns the :class:`~.syntax_lower.Located` JSON form of the term, sugar
lowered.  Strings, numbers and records are checked here: the escapes (the
canonical ones, ``\\\\ \\" \\n \\r \\t``, plus JSON's ``\\/ \\b \\f \\uXXXX``; every
other character, control characters included, stands for itself), the number
syntax (JSON's; ``-0`` keeps its sign), and duplicate keys.

Every refusal is an :class:`~sigma_pol.errors.InputError` at ``line:column``
with what was expected in words and the offending line under a caret.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from functools import cache
from importlib.resources import files
from typing import Any, Final

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from .errors import InputError
from .jsonio import line_col
from .syntax_lower import Located, TextProblem, apply, as_param, as_term
from .syntax_scan import check_brackets, check_version, problem

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


def _at(token: Token, offset: int = 0) -> Located:
    """The position of ``token``'s character at ``offset`` (strings span lines)."""
    text = str(token)
    line = token.line or 1
    column = token.column or 1
    newlines = text.count("\n", 0, offset)
    if newlines:
        column = offset - text.rfind("\n", 0, offset)
    else:
        column += offset
    return Located("word", "", line + newlines, column)


def _unquote(token: Token) -> str:
    body = str(token)[1:-1]
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
                _at(token, 1 + m.start()),
                f'\\{code} is not an escape{hint}; a string may use \\\\ \\" \\n \\r \\t '
                "\\/ \\b \\f and \\uXXXX, and holds any other character as itself",
            )
    out.append(body[done:])
    text = "".join(out)
    # \uXXXX pairs written for one astral character become that character
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


class _Build(Transformer[Token, Any]):
    """Builds the located JSON form as the LALR parser reduces."""

    def start(self, children: list[Any]) -> Located:
        return as_term(children[-1])

    def term(self, children: list[Any]) -> Located:
        lpar, name, *args, _rpar = children
        return apply(str(name), _at(lpar), args)

    def word(self, children: list[Token]) -> Located:
        (token,) = children
        return Located("word", str(token), *_position(token))

    def string(self, children: list[Token]) -> Located:
        (token,) = children
        return Located("string", _unquote(token), *_position(token))

    def number(self, children: list[Token]) -> Located:
        (token,) = children
        text = str(token)
        if _NUMBER.fullmatch(text) is None:
            raise TextProblem(
                _at(token),
                f"{text} is not a number: write an optional -, digits without leading zeros, "
                "an optional fraction and exponent, like 5, -0.25 or 1e-05",
            )
        number = float(text)
        if not math.isfinite(number):
            raise TextProblem(_at(token), f"{text} is beyond the range of a double")
        return Located("number", number, *_position(token))

    def pair(self, children: list[Any]) -> tuple[Located, Located]:
        key, item = children
        name = _unquote(key) if key.type == "STRING" else str(key)
        return Located("string", name, *_position(key)), as_param(item)

    def record(self, children: list[Any]) -> Located:
        brace, *pairs, _close = children
        record: dict[str, Any] = {}
        for key, item in pairs:
            if key.json in record:
                raise TextProblem(key, f"the key {key.json!r} appears twice in this record")
            record[key.json] = item.json
        return Located("record", record, *_position(brace))

    def array(self, children: list[Any]) -> Located:
        bracket, *items, _close = children
        return Located("array", [as_param(i).json for i in items], *_position(bracket))


def _position(token: Token) -> tuple[int, int]:
    return token.line or 1, token.column or 1


@cache
def grammar() -> Lark:
    """The LALR parser of ``grammar/sigma_pol.lark``, building located pieces."""
    source = (files("sigma_pol.grammar") / "sigma_pol.lark").read_text(encoding="utf-8")
    return Lark(source, parser="lalr", lexer="contextual", transformer=_Build())


def read(text: str) -> Located:
    """The located JSON form of a text (canonical encoding or authoring form)."""
    check_version(text)
    check_brackets(text)
    try:
        # the transformer runs inline: lark returns what _Build.start built
        located: Located = grammar().parse(text)  # type: ignore[assignment]
    except TextProblem as e:
        raise problem(text, e.line, e.column, e.why) from None
    except UnexpectedInput as e:
        raise _in_words(text, e) from None
    return located


# ---------------------------------------------------------------------------
# lark's errors, in words

_VALUE_STARTS: Final = frozenset({"NAME", "NUMBER", "STRING", "LPAR", "LSQB", "LBRACE"})
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
    return f"`{token}`"


def _in_words(text: str, e: UnexpectedInput) -> InputError:
    if isinstance(e, UnexpectedToken):
        token = e.token
        if token.type == "$END":
            line, column = line_col(text, len(text))
            if not _COMMENT.sub("", text).strip(" \t\r\n\f"):
                return problem(text, line, column, "the text holds no term")
            return problem(text, line, column, f"expected {expected_words(e.expected)} here")
        why = f"expected {expected_words(e.expected)}, found {_found(token)}"
        if e.expected == {"$END"}:
            why += " (a text holds one term)"
        return problem(text, e.line, e.column, why)
    if isinstance(e, UnexpectedCharacters):
        index = e.pos_in_stream or 0
        char = text[index] if index < len(text) else ""
        why = f"unexpected character {char!r}"
        # lark's `allowed` here is the lexer state's, shared by several parser
        # states, so it can name brackets this place cannot take: say what starts what
        if char == "'":
            why += " (strings are written in double quotes)"
        else:
            why += (
                ' (a name starts with a letter or _, a string with ", a number with a digit '
                "or -, a comment with #)"
            )
        return problem(text, e.line, e.column, why)
    line, column = line_col(text, len(text))
    return problem(text, line, column, "the text ends too early")
