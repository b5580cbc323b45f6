"""The providers' status view (spec/17-configuration.md §17.8) laid out for
``sigma-pol status``: as text, one line per provider, or as one HTML page.
"""

from __future__ import annotations

import html

from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.terms import JSON


def status_text(doc: dict[str, JSON]) -> list[str]:
    """The status view as lines: each provider available or not, and why."""
    lines = [f"status at {write_json(doc['generated_at_ms'])} ms"]
    providers = doc["providers"]
    assert isinstance(providers, dict)
    for pid, row in providers.items():
        assert isinstance(row, dict)
        breaker = row["breaker"]
        assert isinstance(breaker, dict)
        state = "available" if row["available"] else "unavailable"
        why = []
        if breaker.get("open"):
            why.append(f"breaker open, recovers in {write_json(breaker['ms_until_recovery'])} ms")
        disabled = row.get("disabled")
        if isinstance(disabled, dict):
            left = write_json(disabled["ms_until_recovery"])
            why.append(f"disabled ({disabled.get('kind')}), recovers in {left} ms")
        if "credits_remaining_usd" in row:
            why.append(f"credits {write_json(row['credits_remaining_usd'])} USD")
        lines.append(f"  {pid}: {state}" + (f" — {'; '.join(why)}" if why else ""))
    return lines


def status_html(doc: dict[str, JSON]) -> str:
    """The status view as one HTML page: a table, one row per provider."""
    rows = []
    providers = doc["providers"]
    assert isinstance(providers, dict)
    for pid, row in providers.items():
        assert isinstance(row, dict)
        cells = [
            pid,
            "yes" if row["available"] else "no",
            write_json(row["breaker"]),
            write_json(row.get("disabled")),
        ]
        rows.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells) + "</tr>")
    head = "<tr><th>provider</th><th>available</th><th>breaker</th><th>disabled</th></tr>"
    return (
        "<!doctype html><meta charset=utf-8><title>provider status</title>"
        f"<h1>Provider status at {write_json(doc['generated_at_ms'])} ms</h1>"
        f"<table>{head}{''.join(rows)}</table>"
    )
