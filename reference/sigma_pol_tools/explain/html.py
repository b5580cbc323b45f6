"""``sigma-pol explain --format html``: one self-contained page (spec/13-trace-format.md §13.3).

Reads only the trace document of :mod:`sigma_pol_tools.explain.report`.  The page
needs nothing but itself: the style is inline, there is no script, no image,
no font, and its only links are each node's rule to its section of chapter 6
(relative to the checkout), so it opens offline and makes no request.  It
takes the window's whole width.  Sections: the decision (the chosen candidate
on a line of its own, the ordered candidates, then the rejected ones with
their reasons); the policy tree, one ``<details>`` per node (open, so it reads
like the text form, and each can be folded away) with its number, its rule
and its results per candidate, a list that wraps, the FailPlan slot as its
retry table; the grid of every node against every candidate, the columns in
the decision's order so that the winner's is first, which scrolls within
itself with its first column fixed, one line a cell (the whole text in the
cell's title), so the page is never wider than a 1280-pixel window; the
candidates' table; the sampling steps; the change to the request; the
FailPlan.  A Selector's number is labelled a rank; a Pred's verdict under a
``not`` is shown as inner (its effect is the ``not``'s), not as holding or
failing.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any, Final

from .plain_text import (
    CANDIDATE_HEADER,
    candidate_rows,
    node_label,
    node_tokens,
    number,
    retry_table,
    value,
)

STYLE: Final = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 1em; color: #222; }
code, td, th { font-family: ui-monospace, monospace; font-size: 13px; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 2em; }
details.node { margin-left: 1.4em; border-left: 1px solid #ccc; padding-left: .6em; }
details.node > summary { cursor: pointer; overflow-wrap: anywhere; }
.sort { color: #777; font-size: 12px; margin-left: .6em; }
.res { color: #036; margin-left: 1em; }
table { border-collapse: collapse; margin: .6em 0; }
td, th { border: 1px solid #ddd; padding: 2px 8px; text-align: left; vertical-align: top; }
th { background: #f4f4f4; }
.holds { color: #070; } .fails { color: #b00; } .skipped, .idle { color: #999; }
.inner { color: #777; font-style: italic; }
ul.node-results { display: flex; flex-wrap: wrap; gap: 2px 14px; list-style: none;
                  margin: .2em 0 .6em; padding: 0; font: 13px ui-monospace, monospace; }
.scroll { overflow-x: auto; max-width: 100%; }
table.grid td, table.grid th { white-space: nowrap; max-width: 16em; overflow: hidden;
                               text-overflow: ellipsis; }
table.grid td.tree, table.grid th.tree { position: sticky; left: 0; background: #fff;
                                         white-space: pre; max-width: none; z-index: 1; }
table.grid th.tree { background: #f4f4f4; }
table.grid th.winner, table.grid td.winner { background: #eef7ee; font-weight: bold; }
p.winner { font-size: 1.15em; background: #eef7ee; padding: .4em .8em;
           border-left: 4px solid #070; }
.nid { color: #777; font: 12px ui-monospace, monospace; margin-right: .5em; }
a.rule { color: #036; font-size: 12px; margin-left: .6em; }
pre.retry { margin: .2em 0 .6em 1.4em; font-size: 13px; }
"""

#: Where each node's rule is: the section of its operation in chapter 6, a link
#: relative to the repository's root (the page opened from a checkout).
SPEC_06: Final = "spec/06-semantics.md"


def _rule(op: str) -> str:
    """The node's rule of chapter 6, ``D-op``, linked to its operation's section."""
    return f'<a class="rule" href="{SPEC_06}#{escape(op)}">D-{escape(op)}</a>'


#: What the page says a Selector's number is.
RANK: Final = "rank "


def _cell(tag: str, text: str, cls: str | None = None, attrs: str = "") -> str:
    klass = f' class="{cls}"' if cls else ""
    return f"<{tag}{klass}{attrs}>{escape(text)}</{tag}>"


def _table(
    header: Sequence[str], rows: Sequence[Sequence[str]], cls: str, head_attrs: Sequence[str] = ()
) -> str:
    attrs = list(head_attrs) or [""] * len(header)
    head = "".join(_cell("th", h, attrs=a) for h, a in zip(header, attrs, strict=True))
    body = "".join("<tr>" + "".join(_cell("td", c) for c in row) + "</tr>" for row in rows)
    return f'<table class="{cls}"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def _under_not(doc: dict[str, Any]) -> dict[int, bool]:
    """The nodes with a ``not`` above them: their verdicts are inner, their effect
    on the decision is the ``not``'s (the pre-order rows, no recursion)."""
    nodes = doc["nodes"]
    inner: dict[int, bool] = {}
    for row in doc["preorder"]:
        node = nodes[row["node"]]
        parent = node["parent"]
        if parent is not None and (nodes[parent]["op"] == "not" or parent in inner):
            inner[node["id"]] = True
    return inner


def candidate_cell(node: dict[str, Any], i: int, inner: bool = False) -> tuple[str, str]:
    """What ``node`` did for candidate ``i``: (text, css class).  A verdict under
    a ``not`` is shown as inner (its effect is the ``not``'s), in neither the
    colour of holding nor of failing."""
    result, sort = node["result"], node["sort"]
    if sort == "Pred":
        v = result["verdicts"][i]
        status = v["status"]
        if status in ("holds", "fails") and inner:
            said = "holds" if status == "holds" else "fails: " + v["reason"]
            return f"inner {said}", "inner"
        if status == "holds":
            return "holds", "holds"
        if status == "fails":
            return "fails: " + v["reason"], "fails"
        return ("skipped", "skipped") if status == "short_circuit" else ("", "idle")
    if sort == "Scorer":
        scores = result["scores"]
        if scores is None or scores[i] is None:
            return "", "idle"
        demoted = i in result.get("demoted", [])
        return number(scores[i]) + (" (demoted)" if demoted else ""), ""
    if sort == "Selector":
        order = [e["candidate"] for e in result["output"] or []]
        return (f"{RANK}{order.index(i) + 1}", "") if i in order else ("", "idle")
    if sort == "Xform" and result["applied"] and result["candidate"] == i:
        return " ".join(node_tokens(node)[1:]), ""
    return "", "idle"


def _shown_rows(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """The pre-order rows the page shows: every node but those inside the
    FailPlan slot, which is shown as its retry table (as ``diff`` prints it)."""
    nodes, failplan = doc["nodes"], doc["slots"]["failplan"]
    return [
        row
        for row in doc["preorder"]
        if nodes[row["node"]]["slot"] != "failplan" or row["node"] == failplan
    ]


def _tree(doc: dict[str, Any]) -> str:
    """Nested ``<details>`` built from the pre-order rows: no recursion over the tree."""
    nodes, count = doc["nodes"], len(doc["candidates"])
    inner = _under_not(doc)
    failplan = doc["slots"]["failplan"]
    parts: list[str] = []
    open_depths: list[int] = []
    for row in _shown_rows(doc):
        while open_depths and open_depths[-1] >= row["depth"]:
            open_depths.pop()
            parts.append("</details>")
        node = nodes[row["node"]]
        results = " ".join(node_tokens(node))
        if results and node["id"] in inner and node["sort"] == "Pred":
            results = f"inner, under not: {results}"
        text = "retry_table" if node["id"] == failplan else node["text"]
        parts.append(
            f'<details class="node" open data-node="{node["id"]}"><summary>'
            f'<span class="nid">{node_label(node["id"])}</span>'
            f"<code>{escape(text)}</code>"
            f'<span class="sort">{escape(node["sort"])}</span>'
            + _rule(node["op"])
            + (f'<span class="res">{escape(results)}</span>' if results else "")
            + "</summary>"
        )
        if node["id"] == failplan:
            parts.append(f'<pre class="retry">{escape(chr(10).join(retry_table(doc)))}</pre>')
        cells = [candidate_cell(node, i, node["id"] in inner) for i in range(count)]
        if any(text for text, _ in cells):
            # a list that wraps, not a table row: ten candidates fit any width
            parts.append(
                '<ul class="node-results">'
                + "".join(
                    f"<li>#{i} {_cell('span', text, cls)}</li>"
                    for i, (text, cls) in enumerate(cells)
                    if text
                )
                + "</ul>"
            )
        open_depths.append(row["depth"])
    parts.extend("</details>" for _ in open_depths)
    return "".join(parts)


def column_order(doc: dict[str, Any]) -> list[int]:
    """The grid's columns: the ordered candidates best first (the winner is the
    first column after the tree's, in view however many there are), then those
    the filter kept and the selector left out, then the rejected, each in input
    order."""
    ranked = [e["candidate"] for e in doc["decision"]["ordered"]]
    rest = [r["candidate"] for r in doc["table"] if r["candidate"] not in ranked]
    kept = [i for i in rest if doc["table"][i]["verdict"] == "kept"]
    return ranked + kept + [i for i in rest if i not in kept]


def _grid(doc: dict[str, Any]) -> str:
    """Every node (a row, indented as in the tree) against every candidate (a
    column, in :func:`column_order`)."""
    nodes, cands = doc["nodes"], doc["candidates"]
    inner = _under_not(doc)
    order = column_order(doc)
    winner = order[0] if doc["decision"]["ordered"] else None

    def klass(i: int, base: str = "") -> str:
        return " ".join(c for c in (base, "winner" if i == winner else "") if c)

    head = '<th class="tree">node</th>' + "".join(
        _cell(
            "th",
            f"#{i} {cands[i]['provider']}/{cands[i]['model']}"
            + (" (chosen)" if i == winner else ""),
            attrs=f' class="{klass(i, "candidate")}" data-candidate="{i}"',
        )
        for i in order
    )
    body = []
    for row in _shown_rows(doc):
        node = nodes[row["node"]]
        cells = "".join(
            _cell("td", text, klass(i, cls) or None, f' title="{escape(text)}"' if text else "")
            for i, (text, cls) in ((i, candidate_cell(node, i, node["id"] in inner)) for i in order)
        )
        indent = "  " * row["depth"]
        label = "retry_table" if node["id"] == doc["slots"]["failplan"] else node["text"]
        shown = f"{node_label(node['id']):<4} {indent}{label}"
        body.append(f"<tr>{_cell('td', shown, 'tree')}{cells}</tr>")
    # the grid scrolls within itself, its first column fixed, so the page never
    # grows wider than the window however many candidates there are
    return (
        '<div class="scroll"><table class="grid">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
    )


def _candidates(doc: dict[str, Any]) -> str:
    return _table(CANDIDATE_HEADER, candidate_rows(doc), "candidates")


def _sampling(doc: dict[str, Any]) -> str:
    parts = []
    for node in doc["nodes"]:
        steps = node["result"].get("steps") if node["op"] == "sample" else None
        if steps is None:
            continue
        parts.append(
            f"<h3>{escape(node['text'])} (node {node_label(node['id'])}), "
            f"seed {escape(number(steps['seed']))}</h3>"
        )
        weights = [
            [str(k), f"#{c}", number(w)]
            for k, (c, w) in enumerate(zip(steps["pool"], steps["weights"], strict=True), 1)
        ]
        parts.append(_table(["rank", "candidate", "weight"], weights, "weights"))
        draws = [
            [
                str(k),
                repr(d["draw"]),
                repr(d["r"]),
                repr(d["total"]),
                " ".join(repr(s) for s in d["running"]),
                f"#{d['pick']}",
            ]
            for k, d in enumerate(steps["draws"], 1)
        ]
        header = ["draw", "prng u", "r = u·total", "total", "running sums", "pick"]
        parts.append(_table(header, draws, "draws"))
    return "".join(parts) or "<p>No <code>sample</code> selector ran.</p>"


def _mutation(doc: dict[str, Any]) -> str:
    mutation = doc["mutation"]
    if mutation is None:
        return "<p>No candidate was ordered, so no request was transformed.</p>"
    rows = [
        [
            c["key"],
            value(c["before"]) if "before" in c else "absent",
            value(c["after"]) if "after" in c else "absent",
        ]
        for c in mutation["changes"]
    ]
    intro = (
        f"<p>For candidate #{mutation['candidate']}, the request from "
        f"<code>{escape(mutation['source'])}</code>:</p>"
    )
    return intro + (
        _table(["key", "before", "after"], rows, "request") if rows else "<p>no change</p>"
    )


def render_html(doc: dict[str, Any]) -> str:
    """The page, as one string."""
    ordered = doc["decision"]["ordered"]
    rejected = doc["decision"]["rejected"]
    chosen = (
        f'<p class="winner">Chosen: #{ordered[0]["candidate"]} '
        f"{escape(ordered[0]['provider'])}/{escape(ordered[0]['model'])}"
        f" (score {escape(number(ordered[0]['score']))})</p>"
        if ordered
        else '<p class="winner">No candidate is left: nothing is called.</p>'
    )
    decision = chosen + (
        '<p>Ordered, best first:</p><ol class="ordered">'
        + "".join(
            f"<li>#{e['candidate']} {escape(e['provider'])}/{escape(e['model'])}"
            f" (score {escape(number(e['score']))})</li>"
            for e in ordered
        )
        + "</ol>"
        if ordered
        else "<p>No candidate is left.</p>"
    )
    if rejected:
        decision += (
            '<p>Rejected by the filter:</p><ul class="rejected">'
            + "".join(
                f"<li>#{e['candidate']} {escape(e['provider'])}/{escape(e['model'])}: "
                f'<span class="fails">{escape(e["reason"])}</span></li>'
                for e in rejected
            )
            + "</ul>"
        )
    failplan = _table(
        ["error kind", "action"],
        [[e["kind"], value(e["action"])] for e in doc["failplan"]],
        "failplan",
    )
    identity = escape(doc["identity"])
    return "".join(
        [
            '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">',
            f"<title>sigma-pol explain {identity[:12]}</title>",
            f"<style>{STYLE}</style></head><body>",
            f"<h1>Σ_pol decision</h1><p><code>{escape(doc['version'])}</code> identity "
            f"<code>{identity}</code>, seed <code>{escape(value(doc['seed']))}</code></p>",
            f'<section id="decision"><h2>Decision</h2>{decision}</section>',
            f'<section id="tree"><h2>Policy tree (normal form)</h2>{_tree(doc)}</section>',
            f'<section id="grid"><h2>Per-candidate results</h2>{_grid(doc)}</section>',
            f'<section id="candidates"><h2>Candidates</h2><div class="scroll">{_candidates(doc)}'
            "</div></section>",
            f'<section id="sampling"><h2>Sampling</h2>{_sampling(doc)}</section>',
            f'<section id="request"><h2>Request</h2>{_mutation(doc)}</section>',
            f'<section id="failplan"><h2>FailPlan</h2>{failplan}</section>',
            "</body></html>",
        ]
    )
