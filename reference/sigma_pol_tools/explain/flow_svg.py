"""A flow drawn as an SVG graph, and the page of a flow run (spec/16-flow.md
§16.3, §16.5, §16.7; spec/13-trace-format.md for the pages' conventions).

Nodes stand in rows by depth (the longest path from the input), at most
:data:`PER_ROW` to a row so that the page fits 1280 pixels; each node shows
its canonical label and id, its system prompt (shortened), its policy's
identity (12 hex digits) and, for an ``llm`` node, its number in the call
order; twins (``llm`` nodes with the same content and inputs) are marked.  An
edge runs from an input to its reader, labeled with the input's position when
the reader has several.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Final

from sigma_pol.encoding.encode import identity_of_encoding
from sigma_pol.flow.flow_admission import Flow, Node
from sigma_pol.flow.flow_encoding import NormalFlow
from sigma_pol.flow.flow_run import FlowRun, call_order
from sigma_pol.flow.labeling import content_key

PER_ROW: Final = 5
NODE_W: Final = 220
NODE_H: Final = 74
GAP_X: Final = 28
GAP_Y: Final = 46
MARGIN: Final = 16
SYSTEM_CHARS: Final = 30


@dataclass(frozen=True, slots=True)
class Placed:
    node: Node
    x: int
    y: int


def depths(flow: Flow) -> dict[str, int]:
    """The longest path from the input to each node (the input at 0)."""
    depth: dict[str, int] = {}
    for node_id in _topological(flow):
        ins = flow.nodes[node_id].inputs
        depth[node_id] = 1 + max((depth[i] for i in ins), default=-1)
    return depth


def _topological(flow: Flow) -> list[str]:
    order = [flow.input_id, *call_order(flow), flow.output_id]
    return list(dict.fromkeys(order))


def twins(flow: Flow) -> set[str]:
    """The llm nodes that share their content and inputs with another."""
    seen: dict[tuple[bytes, tuple[str, ...]], list[str]] = {}
    for node_id in flow.ids():
        node = flow.nodes[node_id]
        if node.kind == "llm":
            seen.setdefault((content_key(node), node.inputs), []).append(node_id)
    return {n for group in seen.values() if len(group) > 1 for n in group}


def layout(normal: NormalFlow) -> list[Placed]:
    """Rows by depth, nodes of a row in label order, wrapped at :data:`PER_ROW`."""
    flow, label = normal.flow, normal.labeling.label
    depth = depths(flow)
    rows: dict[int, list[str]] = {}
    for node_id in normal.labeling.order:
        rows.setdefault(depth[node_id], []).append(node_id)
    placed, row = [], 0
    for d in sorted(rows):
        members = sorted(rows[d], key=lambda n: int(label[n][1:]))
        for start in range(0, len(members), PER_ROW):
            for col, node_id in enumerate(members[start : start + PER_ROW]):
                x = MARGIN + col * (NODE_W + GAP_X)
                y = MARGIN + row * (NODE_H + GAP_Y)
                placed.append(Placed(flow.nodes[node_id], x, y))
            row += 1
    return placed


def _short(text: str, limit: int = SYSTEM_CHARS) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def render_svg(normal: NormalFlow, called: list[str] | None = None) -> str:
    """The graph as one ``<svg>`` element (``called``: the call order to number)."""
    flow, label = normal.flow, normal.labeling.label
    placed = layout(normal)
    at = {p.node.id: p for p in placed}
    number = {n: i for i, n in enumerate(called if called is not None else call_order(flow), 1)}
    marked = twins(flow)
    width = MARGIN * 2 + min(PER_ROW, max(1, len(placed))) * (NODE_W + GAP_X) - GAP_X
    height = max(p.y for p in placed) + NODE_H + MARGIN
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="flow graph">',
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
        'markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>',
    ]
    for p in placed:
        for pos, pre in enumerate(p.node.inputs, 1):
            src = at[pre]
            x1, y1 = src.x + NODE_W // 2, src.y + NODE_H
            # each input position ends at its own point of the reader's top edge
            x2, y2 = p.x + pos * NODE_W // (len(p.node.inputs) + 1), p.y
            out.append(
                f'<line class="edge" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#555" '
                'marker-end="url(#arrow)"/>'
            )
            if len(p.node.inputs) > 1:
                out.append(
                    f'<text class="pos" x="{x2 + 3}" y="{y2 - 6}" '
                    f'font-size="12" fill="#333">{pos}</text>'
                )
    for p in placed:
        node = p.node
        twin = node.id in marked
        fill = {"input": "#e8f4e8", "output": "#e8eef8"}.get(node.kind, "#fff8e6")
        out.append(
            f'<g class="node" data-id="{escape(node.id)}"><rect x="{p.x}" y="{p.y}" '
            f'width="{NODE_W}" height="{NODE_H}" rx="6" fill="{fill}" '
            f'stroke="{"#c0392b" if twin else "#777"}" stroke-width="{3 if twin else 1}"/>'
        )
        title = f"{label[node.id]} · {node.id}" + (" · twin" if twin else "")
        lines = [(title, "bold")]
        if node.kind == "llm":
            assert node.policy is not None
            lines.append((_short(node.system), "normal"))
            ident = identity_of_encoding(node.policy.encoding)[:12]
            lines.append((f"policy {ident}", "mono"))
        else:
            lines.append((node.kind, "normal"))
        for i, (text, style) in enumerate(lines):
            weight = ' font-weight="bold"' if style == "bold" else ""
            family = "monospace" if style == "mono" else "sans-serif"
            out.append(
                f'<text x="{p.x + 10}" y="{p.y + 20 + i * 18}" font-size="13" '
                f'font-family="{family}"{weight}>{escape(_short(text, 34))}</text>'
            )
        if node.id in number:
            cx, cy = p.x + NODE_W - 16, p.y + 16
            out.append(
                f'<circle cx="{cx}" cy="{cy}" r="11" fill="#34495e"/><text class="order" '
                f'x="{cx}" y="{cy + 4}" font-size="12" text-anchor="middle" '
                f'fill="#fff">{number[node.id]}</text>'
            )
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out)


def render_flow_page(normal: NormalFlow, result: FlowRun | None = None) -> str:
    """One page: the graph, then (for a run) the calls in order and the output."""
    called = None if result is None else [c.node for c in result.calls]
    parts = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8"><title>flow</title>',
        "<style>body{font-family:sans-serif;margin:16px;max-width:1240px}"
        "pre{white-space:pre-wrap;background:#f6f6f6;padding:6px}"
        "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;"
        "vertical-align:top;text-align:left}</style></head><body><main>",
        f"<h1>flow <code>{normal.identity[:16]}…</code></h1>",
        "<p>Nodes by depth, each with its canonical label, id, system prompt and policy "
        "identity; the numbers are the call order; a red border marks twins.</p>",
        render_svg(normal, called),
    ]
    if result is not None:
        parts.append(
            "<h2>Calls</h2><table><tr><th>#</th><th>node</th><th>system</th><th>prompt</th></tr>"
        )
        for i, c in enumerate(result.calls, 1):
            parts.append(
                f"<tr><td>{i}</td><td>{escape(c.node)}</td><td><pre>{escape(c.system)}</pre></td>"
                f"<td><pre>{escape(c.prompt)}</pre></td></tr>"
            )
        parts.append("</table>")
        if result.failed is not None:
            node, error = result.failed
            parts.append(f"<h2>Failed</h2><p>node {escape(node)}: {escape(error)}</p>")
        else:
            parts.append(f"<h2>Output</h2><pre>{escape(result.output or '')}</pre>")
    parts.append("</main></body></html>")
    return "\n".join(parts)
