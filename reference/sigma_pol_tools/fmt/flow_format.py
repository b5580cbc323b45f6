"""Flows in the text syntax laid out again, and a flow's JSON form printed as
text (spec/12-text-syntax.md §12.9, spec/16-flow.md): the formatter of ``fmt``
for flow files.  Reading a flow text is the interpreter's
(:mod:`sigma_pol.text.flow_text`); each policy is laid out by chapter 12's
formatter (:mod:`.formatter`)."""

from __future__ import annotations

from sigma_pol.syntax.terms import JSON
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema
from sigma_pol.text.flow_text import KEYWORDS, NAME, parse_flow_text, string_value, token_id
from sigma_pol.text.layout import WIDTH
from sigma_pol.text.printer import escape_character, print_term
from sigma_pol.valid.admission import admit

from .formatter import format_text


def _quote(s: str) -> str:
    return '"' + "".join(escape_character(c) for c in s) + '"'


def _id_text(node_id: str) -> str:
    return node_id if NAME.fullmatch(node_id) and node_id not in KEYWORDS else _quote(node_id)


def _term_lines(term_text: str, indent: int, width: int) -> list[str]:
    body = format_text(term_text, max(20, width - indent))
    return [(" " * indent + line) if line else "" for line in body.split("\n")]


def _with_after(line: str, after: str) -> str:
    return f"{line}  {after}" if after else line


def format_flow_text(text: str, width: int = WIDTH) -> str:
    """A flow text laid out: ``flow``, then each statement after a blank line;
    an llm node's attributes on lines of their own, two columns in; a policy
    on its attribute's line when it fits, else below it, four columns in;
    every comment kept where it stands."""
    parsed = parse_flow_text(text)
    out = [*parsed.leading, _with_after("flow", parsed.head_after)]
    for st in parsed.statements:
        out.append("")
        out += st.before
        head = f"{st.keyword.text} {_id_text(token_id(st.name, text))}"
        if st.keyword.text == "let":
            assert st.value is not None
            if st.from_file:
                out.append(
                    _with_after(f"{head} = file {_quote(string_value(st.value, text))}", st.after)
                )
            else:
                out += _attached(f"{head} =", st.value.text, st.after, width)
            continue
        if st.inputs:
            head += " <- " + ", ".join(_id_text(token_id(t, text)) for t in st.inputs)
        out.append(_with_after(head, st.after))
        for attr in st.attributes:
            out += ["  " + c for c in attr.before]
            if attr.value.kind == "string":
                line = f"  {attr.name} {_quote(string_value(attr.value, text))}"
                out.append(_with_after(line, attr.after))
            elif attr.value.kind == "word":
                out.append(_with_after(f"  {attr.name} {attr.value.text}", attr.after))
            else:
                out += _attached(f"  {attr.name}", attr.value.text, attr.after, width)
    if parsed.trailing:
        out.append("")
        out += parsed.trailing
    return "\n".join(out)


def _attached(prefix: str, term_text: str, after: str, width: int) -> list[str]:
    one = _term_lines(term_text, 0, width)
    if len(one) == 1 and len(prefix) + 1 + len(one[0]) <= width:
        return [_with_after(f"{prefix} {one[0]}", after)]
    lines = [prefix, *_term_lines(term_text, len(prefix) - len(prefix.lstrip()) + 4, width)]
    lines[-1] = _with_after(lines[-1], after)
    return lines


def print_flow(value: JSON, schema: Schema = DEFAULT_SCHEMA, width: int = WIDTH) -> str:
    """A flow's JSON form (admitted) in the text syntax: nodes in code-point
    order of their ids, each policy printed by chapter 12's printer."""
    assert isinstance(value, list) and isinstance(value[1], dict)
    out = ["flow"]
    for node_id in sorted(value[1]):
        node = value[1][node_id]
        assert isinstance(node, dict)
        kind = str(node["kind"])
        head = f"{kind} {_id_text(node_id)}"
        ins = node.get("inputs")
        if kind != "input" and isinstance(ins, list):
            head += " <- " + ", ".join(_id_text(str(i)) for i in ins)
        out += ["", head]
        if kind == "llm":
            out.append(f"  system {_quote(str(node['system']))}")
            if isinstance(node.get("template"), str):
                out.append(f"  template {_quote(str(node['template']))}")
            term_text = print_term(admit(node["policy"], schema).term, width)
            out += _attached("  policy", term_text, "", width)
    return "\n".join(out)
