"""A conformance server with upstream's twin tie-break planted, for the flow
fuzzer's test (tests/test_flow_fuzz.py):

    python tests/flow_serve.py --twins-by-name

answers like ``sigma-pol serve``, except that the normal form of a flow breaks
ties of its greedy key by the least node name, as upstream's ``table.sort``
over a name-ordered list does (spec/09 E19), instead of by least path.
"""

from __future__ import annotations

import sys

from sigma_pol.flow import flow_encoding, labeling
from sigma_pol.protocol.answer import answer_line


def plant_twins_by_name() -> None:
    real = labeling.canonical_labeling

    def by_name(flow: labeling.Flow, tie_break: bool = True) -> labeling.Labeling:
        return real(flow, False)

    flow_encoding.canonical_labeling = by_name  # type: ignore[assignment]


def main() -> None:
    if sys.argv[1:] != ["--twins-by-name"]:
        raise SystemExit(f"usage: {sys.argv[0]} --twins-by-name")
    plant_twins_by_name()
    for raw in sys.stdin.buffer:
        line = raw.decode("utf-8", "surrogateescape").strip()
        if line:
            sys.stdout.buffer.write(answer_line(line).encode("utf-8") + b"\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
