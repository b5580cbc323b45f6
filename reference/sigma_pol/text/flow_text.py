"""The text syntax of flows (spec/12-text-syntax.md §12.9, spec/16-flow.md).

A flow text starts with the word ``flow`` and lists statements; a policy is a
term of the text syntax (any text ``(…)`` of chapter 12, comments inside
kept), written in place or named by ``let`` (in the file, or read from a
policy file)::

    # best of two drafts, each with its critic
    flow
    let draft = (policy requirements (field context) argmax id
                  (retry_table {}))
    input u
    llm d1 <- u  system "Draft an answer."  policy draft
    llm c <- d1, u
      system "Criticize the draft."
      template "Question: $2\\n\\nDraft: $1"
      policy (policy requirements (field price_in) argmax id (retry_table {}))
    output out <- c

:func:`read_flow_text` lowers it to the flow's JSON form, each node's place
kept for errors; :func:`parse_flow_text` keeps its comments and layout for
``fmt`` (``sigma_pol_tools.fmt.flow_format`` lays it out and prints a flow's
JSON form in this syntax).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from ..syntax.errors import InputError, SigmaPolError
from ..syntax.json_form import term_to_json
from ..syntax.terms import JSON
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from .parse import read_admitted
from .scan import problem

NAME: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-/]*(?::[A-Za-z_][A-Za-z0-9_.\-/]*)*")
_STRING: Final = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_SPACE: Final = re.compile(r"[ \t\r\f]+")
_NUMBER: Final = re.compile(r"-?[0-9][0-9.eE+\-]*")
_ESCAPES: Final = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
                   "t": "\t"}  # fmt: skip
KEYWORDS: Final = ("input", "llm", "output", "let")
ATTRIBUTES: Final = ("system", "template", "policy")


@dataclass(slots=True)
class Token:
    kind: str  # word, string, number, arrow, comma, eq, term, comment, newline
    text: str
    line: int
    column: int


def is_flow_text(text: str) -> bool:
    """Whether a text is a flow: its first word, after comments, is ``flow``."""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return re.match(r"flow(?![A-Za-z0-9_.\-/:])", stripped) is not None
    return False


def string_value(token: Token, text: str) -> str:
    body, out, at = token.text[1:-1], [], 0
    while at < len(body):
        ch = body[at]
        if ch != "\\":
            out.append(ch)
            at += 1
            continue
        nxt = body[at + 1]
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            at += 2
        elif nxt == "u" and re.fullmatch(r"[0-9A-Fa-f]{4}", body[at + 2 : at + 6]):
            out.append(chr(int(body[at + 2 : at + 6], 16)))
            at += 6
        else:
            raise problem(text, token.line, token.column, f"unknown escape \\{nxt} in a string")
    joined = "".join(out)
    return joined.encode("utf-16", "surrogatepass").decode("utf-16", "surrogatepass")


def _term_end(text: str, at: int, line: int, column: int) -> int:
    """The index after the ``)`` closing the ``(`` at ``at`` (strings and comments skipped)."""
    depth = 0
    while at < len(text):
        ch = text[at]
        if ch == '"':
            match = _STRING.match(text, at)
            if match is None:
                break
            at = match.end()
            continue
        if ch == "#":
            end = text.find("\n", at)
            at = len(text) if end < 0 else end
            continue
        depth += {"(": 1, ")": -1}.get(ch, 0)
        at += 1
        if depth == 0:
            return at
    raise problem(text, line, column, "this ( is never closed")


def tokens(text: str) -> list[Token]:
    out: list[Token] = []
    at, line, start_of_line = 0, 1, 0
    while at < len(text):
        column = at - start_of_line + 1
        ch = text[at]
        if ch == "\n":
            out.append(Token("newline", "\n", line, column))
            at, line, start_of_line = at + 1, line + 1, at + 1
            continue
        space = _SPACE.match(text, at)
        if space:
            at = space.end()
            continue
        if ch == "#":
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            out.append(Token("comment", text[at:end], line, column))
            at = end
            continue
        if ch == '"':
            match = _STRING.match(text, at)
            if match is None:
                raise problem(text, line, column, "this string is never closed")
            kind, end = "string", match.end()
        elif ch == "(":
            kind, end = "term", _term_end(text, at, line, column)
        elif text.startswith("<-", at):
            kind, end = "arrow", at + 2
        elif ch in ",=":
            kind, end = ("comma" if ch == "," else "eq"), at + 1
        elif (number := _NUMBER.match(text, at)) is not None:
            kind, end = "number", number.end()
        else:
            match = NAME.match(text, at)
            if match is None:
                raise problem(text, line, column, f"unexpected {ch!r} in a flow")
            kind, end = "word", match.end()
        piece = text[at:end]
        out.append(Token(kind, piece, line, column))
        newlines = piece.count("\n")
        if newlines:
            line += newlines
            start_of_line = at + piece.rfind("\n") + 1
        at = end
    return out


# ---------------------------------------------------------------------------
# statements


@dataclass(slots=True)
class Attribute:
    name: str
    value: Token
    before: list[str] = field(default_factory=list)
    after: str = ""


@dataclass(slots=True)
class Statement:
    keyword: Token
    name: Token
    inputs: list[Token] = field(default_factory=list)
    attributes: list[Attribute] = field(default_factory=list)
    value: Token | None = None  # a let's term or file
    from_file: bool = False
    before: list[str] = field(default_factory=list)
    after: str = ""


@dataclass(slots=True)
class FlowText:
    leading: list[str]
    statements: list[Statement]
    trailing: list[str]
    head_after: str = ""


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = tokens(text)
        self.at = 0
        self.pending: list[str] = []
        self.last: Statement | Attribute | None = None

    def _skip(self) -> None:
        """Newlines and comments: own-line comments wait for what follows, a
        comment ending a line goes after what it follows."""
        while self.at < len(self.toks) and self.toks[self.at].kind in ("newline", "comment"):
            tok = self.toks[self.at]
            if tok.kind == "comment":
                prev = self.toks[self.at - 1] if self.at else None
                own_line = prev is None or prev.kind == "newline"
                if not own_line and self.last is not None and not self.last.after:
                    self.last.after = tok.text
                else:
                    self.pending.append(tok.text)
            self.at += 1

    def _peek(self) -> Token | None:
        self._skip()
        return self.toks[self.at] if self.at < len(self.toks) else None

    def _take(self, kind: str, what: str) -> Token:
        tok = self._peek()
        if tok is None:
            line = self.text.count("\n") + 1
            column = len(self.text) - (self.text.rfind("\n") + 1) + 1
            raise problem(self.text, line, column, f"expected {what}, found the end of the text")
        if tok.kind != kind and not (kind == "id" and tok.kind in ("word", "string")):
            raise problem(self.text, tok.line, tok.column, f"expected {what}, found {tok.text!r}")
        self.at += 1
        return tok

    def parse(self) -> FlowText:
        self._skip()
        leading, self.pending = self.pending, []
        head = self._take("word", "the word flow")
        if head.text != "flow":
            raise problem(self.text, head.line, head.column, "a flow text starts with flow")
        statements: list[Statement] = []
        holder = Statement(head, head)
        self.last = holder
        while (tok := self._peek()) is not None:
            if tok.kind != "word" or tok.text not in KEYWORDS:
                where = "an attribute (system, template, policy) or " if statements else ""
                raise problem(
                    self.text,
                    tok.line,
                    tok.column,
                    f"expected {where}input, llm, output or let, found {tok.text!r}",
                )
            statements.append(self._statement())
        return FlowText(leading, statements, self.pending, holder.after)

    def _statement(self) -> Statement:
        before, self.pending = self.pending, []
        keyword = self._take("word", "a statement")
        name = self._take("id", "a name (a node id, or a policy's name)")
        st = Statement(keyword, name, before=before)
        self.last = st
        if keyword.text == "let":
            self._take("eq", "=")
            tok = self._peek()
            if tok is not None and tok.kind == "word" and tok.text == "file":
                self.at += 1
                st.value, st.from_file = self._take("string", "a policy file's name"), True
            else:
                st.value = self._take("term", "a policy, written (policy …)")
            return st
        if keyword.text in ("llm", "output"):
            self._take("arrow", "<- and the node's inputs")
            st.inputs.append(self._take("id", "an input's id"))
            while (tok := self._peek()) is not None and tok.kind == "comma":
                self.at += 1
                st.inputs.append(self._take("id", "an input's id"))
        if keyword.text == "llm":
            while (tok := self._peek()) is not None and tok.kind == "word":
                if tok.text not in ATTRIBUTES:
                    break
                attr_before, self.pending = self.pending, []
                self.at += 1
                allowed = ("term", "word") if tok.text == "policy" else ("string",)
                value = self._peek()
                if value is None or value.kind not in allowed:
                    found = "the end" if value is None else repr(value.text)
                    what = (
                        "a policy (policy …) or a let's name"
                        if allowed[0] == "term"
                        else "a string"
                    )
                    at = value or tok
                    raise problem(self.text, at.line, at.column, f"expected {what}, found {found}")
                self.at += 1
                attr = Attribute(tok.text, value, attr_before)
                st.attributes.append(attr)
                self.last = attr
        return st


def parse_flow_text(text: str) -> FlowText:
    return _Parser(text).parse()


# ---------------------------------------------------------------------------
# lowering


@dataclass(frozen=True, slots=True)
class ReadFlow:
    """A flow text lowered: its JSON form and where each node stands."""

    value: JSON
    places: dict[str, tuple[int, int]]


def _policy_of(
    text: str, tok: Token, schema: Schema, read_file: Callable[[str], str] | None
) -> JSON:
    """A term token (or a file's text) read and admitted; errors at the text's places."""
    try:
        _, admitted = read_admitted(tok.text, schema)
    except SigmaPolError as e:
        m = re.match(r"(\d+):(\d+)$", e.where)
        if m is None:
            raise
        line, column = int(m.group(1)), int(m.group(2))
        column = column + tok.column - 1 if line == 1 else column
        # the reason without the snippet of the term alone; the flow's snippet instead
        moved = problem(text, line + tok.line - 1, column, e.why.split("\n", 1)[0])
        raise type(e)(moved.where, moved.why, e.hint) from None
    return term_to_json(admitted.term)


def read_flow_text(
    text: str, schema: Schema = DEFAULT_SCHEMA, read_file: Callable[[str], str] | None = None
) -> ReadFlow:
    """The flow a text denotes, in JSON form, not yet admitted as a flow (its
    policies are: a policy's refusal is placed in the text)."""
    parsed = parse_flow_text(text)
    lets: dict[str, JSON] = {}
    for st in parsed.statements:
        if st.keyword.text != "let":
            continue
        assert st.value is not None
        if st.from_file:
            if read_file is None:
                raise problem(text, st.value.line, st.value.column, "no file can be read here")
            name = string_value(st.value, text)
            lets[st.name.text] = _file_policy(text, st.value, name, schema, read_file)
        else:
            lets[st.name.text] = _policy_of(text, st.value, schema, read_file)
    nodes: dict[str, JSON] = {}
    places: dict[str, tuple[int, int]] = {}
    for st in parsed.statements:
        if st.keyword.text == "let":
            continue
        node_id = token_id(st.name, text)
        if node_id in nodes:
            raise problem(text, st.name.line, st.name.column, f"node '{node_id}' is defined twice")
        node: dict[str, JSON] = {"kind": st.keyword.text}
        if st.inputs:
            node["inputs"] = [token_id(t, text) for t in st.inputs]
        for attr in st.attributes:
            if attr.name in node:
                raise problem(
                    text, attr.value.line, attr.value.column, f"{attr.name} is given twice"
                )
            if attr.name != "policy":
                node[attr.name] = string_value(attr.value, text)
            elif attr.value.kind == "term":
                node["policy"] = _policy_of(text, attr.value, schema, read_file)
            elif attr.value.text in lets:
                node["policy"] = lets[attr.value.text]
            else:
                from ..syntax.suggest import did_you_mean

                near = did_you_mean(attr.value.text, sorted(lets))
                raise problem(
                    text,
                    attr.value.line,
                    attr.value.column,
                    f"no policy is named '{attr.value.text}' (let NAME = (policy …))"
                    + (f"; {near}" if near else ""),
                )
        nodes[node_id] = node
        places[node_id] = (st.name.line, st.name.column)
    return ReadFlow(["flow", nodes], places)


def _file_policy(
    text: str, tok: Token, name: str, schema: Schema, read_file: Callable[[str], str]
) -> JSON:
    from .parse import parse_admitted

    try:
        return term_to_json(parse_admitted(read_file(name), schema).term)
    except InputError as e:
        raise problem(text, tok.line, tok.column, f"{name}:{e.where}: {e.why}") from None


def token_id(tok: Token, text: str) -> str:
    return string_value(tok, text) if tok.kind == "string" else tok.text
