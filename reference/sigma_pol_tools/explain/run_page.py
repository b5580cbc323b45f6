"""The story of a run laid out (spec/15-run.md): ``render_text`` (what
``sigma-pol run`` prints) and ``render_html`` (one self-contained page, a
timeline for teaching, its legend in the machine's own words).
"""

from __future__ import annotations

import html

from sigma_pol.engine import RULES
from sigma_pol.syntax.jsonio import write_json

from .run_story import Story, show_count, show_ms

RULE_COLUMN = 62


def render_text(story: Story) -> str:
    e = story.engine
    lines = [
        f"run of {story.source}",
        f"engine: breaker threshold {show_count(e.circuit_breaker_threshold)}, "
        f"breaker window {show_ms(e.circuit_breaker_rate_limit_ms)}, "
        f"disable ttl {show_ms(e.disable_provider_ttl_ms)}",
        f"runtime before: {write_json(story.runtime_before)}",
        "plan:",
    ]
    for i, ((provider, model, _served_by), status) in enumerate(
        zip(story.plan, story.status, strict=True), start=1
    ):
        lines.append(f"  {i:>2}. {provider}/{model}  ({status})")
    if not story.plan:
        lines.append("  (empty)")
    for r in story.rejected:
        lines.append(f"  rejected {r}")
    step = 0
    for episode in story.episodes:
        if episode.kind in ("call", "wait"):
            step += 1
            lines.append(f"step {step} at {show_ms(episode.at_ms)}: {episode.title}")
        elif episode.kind == "plan":
            lines.append(f"at {show_ms(episode.at_ms)}: planning")
        else:
            lines.append(f"at {show_ms(episode.at_ms)}: the run ends")
        for event in episode.events:
            lines.append(_with_rule(f"    {event.text}", event.rule))
            lines.extend(f"        {d}" for d in event.diff)
    lines.append(f"result: {story.result}")
    lines.append(f"runtime after: {write_json(story.runtime_after)}")
    return "\n".join(lines)


def _with_rule(text: str, rule: str) -> str:
    if len(text) + 2 + len(rule) <= RULE_COLUMN + 24 and len(text) < RULE_COLUMN:
        return f"{text:<{RULE_COLUMN}}  {rule}"
    return f"{text}  [{rule}]"


_CSS = """
:root { --ink: #1d2330; --soft: #5b6475; --line: #d5dae3; --ok: #1f7a3d; --bad: #a12b2b;
  --wait: #8a5a00; --call: #1f4f99; --bg: #fbfbfd; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--ink); background: var(--bg); }
main { max-width: 1080px; margin: 0 auto; padding: 24px 28px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 17px; margin: 28px 0 8px; }
.sub { color: var(--soft); margin: 0 0 16px; }
code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
.result { display: inline-block; padding: 6px 12px; border-radius: 6px; font-weight: 600;
  overflow-wrap: anywhere; max-width: 100%; }
.result.ok { background: #e3f4e8; color: var(--ok); }
.result.bad { background: #f8e3e3; color: var(--bad); }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line);
  vertical-align: top; overflow-wrap: anywhere; }
th { color: var(--soft); font-weight: 600; font-size: 13px; }
.n { width: 3em; }
ol.timeline { list-style: none; margin: 0; padding: 0 0 0 0; position: relative; }
ol.timeline::before { content: ""; position: absolute; left: 104px; top: 0; bottom: 0;
  width: 2px; background: var(--line); }
li.ep { display: grid; grid-template-columns: 96px 1fr; gap: 20px; margin: 0 0 14px; }
.clock { text-align: right; font-weight: 600; color: var(--soft); padding-top: 8px;
  overflow-wrap: anywhere; }
.card { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--soft);
  border-radius: 6px; padding: 8px 12px; min-width: 0; }
li.call .card { border-left-color: var(--call); }
li.wait .card { border-left-color: var(--wait); }
li.done.ok .card { border-left-color: var(--ok); }
li.done.bad .card { border-left-color: var(--bad); }
.card h3 { font-size: 15px; margin: 0 0 6px; overflow-wrap: anywhere; }
.ev { display: flex; gap: 10px; align-items: baseline; margin: 2px 0; }
.ev .what { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.rule { flex: 0 0 auto; font-family: ui-monospace, monospace; font-size: 12px;
  background: #eef1f6; border-radius: 4px; padding: 1px 6px; color: var(--ink); }
pre.diff { margin: 4px 0 6px 0; padding: 6px 8px; background: #f4f6f9; border-radius: 4px;
  white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12.5px; }
dl.legend { display: grid; grid-template-columns: 190px 1fr; gap: 2px 12px; }
dl.legend dt { font-family: ui-monospace, monospace; font-size: 13px; }
dl.legend dd { margin: 0; color: var(--soft); }
"""


def render_html(story: Story) -> str:
    esc = html.escape
    e = story.engine
    cls = "ok" if story.ok else "bad"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>run of {esc(story.source)}</title>",
        f"<style>{_CSS}</style></head><body><main>",
        f"<h1>The run of {esc(story.source)}</h1>",
        '<p class="sub">Each step below is a transition of the attempt machine '
        "(spec/15-run.md); the label at the right of a line names the rule that fired.</p>",
        f'<p><span class="result {cls}" id="result">{esc(story.result)}</span></p>',
        "<h2>Engine and runtime</h2>",
        '<table id="engine"><tr><th>breaker threshold</th><th>breaker window</th>'
        "<th>disable ttl</th><th>clock at the start</th></tr>",
        f"<tr><td>{esc(show_count(e.circuit_breaker_threshold))}</td>"
        f"<td>{esc(show_ms(e.circuit_breaker_rate_limit_ms))}</td>"
        f"<td>{esc(show_ms(e.disable_provider_ttl_ms))}</td>"
        f"<td>{esc(show_ms(story.started_at))}</td></tr></table>",
        '<table id="runtime"><tr><th>runtime before the run</th>'
        "<th>runtime after the run</th></tr>",
        f'<tr><td class="mono">{esc(write_json(story.runtime_before))}</td>'
        f'<td class="mono">{esc(write_json(story.runtime_after))}</td></tr></table>',
        "<h2>The plan</h2>",
        '<table id="plan"><tr><th class="n">#</th><th>provider</th><th>model</th>'
        "<th>served by</th><th>in this run</th></tr>",
    ]
    for i, ((provider, model, served), status) in enumerate(
        zip(story.plan, story.status, strict=True), start=1
    ):
        parts.append(
            f'<tr><td class="n">{i}</td><td>{esc(provider)}</td><td>{esc(model)}</td>'
            f"<td>{esc(served)}</td><td>{esc(status)}</td></tr>"
        )
    if not story.plan:
        parts.append('<tr><td class="n"></td><td colspan="4">(the plan is empty)</td></tr>')
    parts.append("</table>")
    if story.rejected:
        parts.append('<p class="sub">rejected: ' + "; ".join(esc(r) for r in story.rejected))
        parts.append("</p>")
    parts.append("<h2>Timeline</h2>")
    parts.append('<ol class="timeline" id="timeline">')
    step = 0
    for episode in story.episodes:
        kind = episode.kind
        if kind in ("call", "wait"):
            step += 1
            title = f"step {step}: {episode.title}"
        elif kind == "plan":
            title = "planning"
        else:
            title = f"the end: {episode.title}"
        extra = f" {cls}" if kind == "done" else ""
        parts.append(
            f'<li class="ep {kind}{extra}"><div class="clock">{esc(show_ms(episode.at_ms))}</div>'
            f'<div class="card"><h3>{esc(title)}</h3>'
        )
        for event in episode.events:
            parts.append(
                f'<div class="ev"><span class="what">{esc(event.text)}</span>'
                f'<span class="rule">{esc(event.rule)}</span></div>'
            )
            if event.diff:
                parts.append(f'<pre class="diff">{esc(chr(10).join(event.diff))}</pre>')
        parts.append("</div></li>")
    parts.append("</ol>")
    parts.append("<h2>The rules of this run</h2>")
    parts.append('<dl class="legend" id="legend">')
    for rule in story.rules:
        parts.append(f"<dt>{esc(rule)}</dt><dd>{esc(RULES.get(rule, ''))}</dd>")
    parts.append("</dl>")
    parts.append(
        '<p class="sub">The base request (upstream\'s build_request) copies the '
        "candidate's provider members and the contract's messages and parameters; "
        "a step's diff is what the policy's transform changed in it.</p>"
    )
    parts.append("</main></body></html>")
    return "\n".join(parts)
