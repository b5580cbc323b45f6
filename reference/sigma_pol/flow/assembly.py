"""A node's user message from its inputs' answers (spec/16-flow.md §16.6).

Upstream's ``default_assemble``: a template, when the node has one (even
``""``), is the message with each ``$`` followed by ASCII digits replaced by
the answer of that input (1-based; ``$0`` and a number beyond the inputs by
nothing); without a template, one input passes through and several are
labeled sections in input order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

#: A-Placeholder: ``$`` and the longest run of ASCII digits after it (Lua's
#: ``%$(%d+)`` in the C locale: ``%d`` is ``0``–``9`` only, never another script's digits).
PLACEHOLDER: Final = re.compile(r"\$([0-9]+)")


def placeholder_index(digits: str) -> int:
    """The input a placeholder's digits name, 0 when they name none: leading
    zeros are ignored, and a number of more than 4 digits is beyond any
    in-degree (at most 32), which Python's int would also refuse to read past
    4 300 digits."""
    significant = digits.lstrip("0")
    return int(significant) if significant and len(significant) <= 4 else 0


def fill_template(template: str, parts: Sequence[str]) -> str:
    """A-Template: one left-to-right pass; a replacement is never read again."""

    def part(match: re.Match[str]) -> str:
        n = placeholder_index(match.group(1))
        return parts[n - 1] if 1 <= n <= len(parts) else ""

    return PLACEHOLDER.sub(part, template)


def assemble(template: str | None, parts: Sequence[str]) -> str:
    """A-Assemble: the user message of a node with ``template`` reading ``parts``."""
    if template is not None:
        return fill_template(template, parts)
    if len(parts) == 1:
        return parts[0]
    return "\n\n".join(f"[input {i}]\n{text}" for i, text in enumerate(parts, start=1))
