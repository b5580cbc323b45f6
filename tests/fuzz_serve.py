"""Conformance servers with one planted bug each, for the fuzzer's tests.

    python tests/fuzz_serve.py --mutant NAME
        answers like ``sigma-pol serve`` under one mutant of
        ``mutation.mutants`` (one operation interpreted wrongly);
    python tests/fuzz_serve.py --quirk null-scores
        reads a selector request's ``"scores": null`` as ``[]`` (so any
        candidate makes it an input error) where the reference reads it as
        absent (every score 0);
    python tests/fuzz_serve.py --quirk empty-object-word
        writes an empty object ``{}`` inside an admission message as ``array``
        (as a Lua host, which cannot tell ``{}`` from ``[]``, would) where the
        reference writes ``object``.

Both quirks pass every golden vector (tests/test_fuzz_cmd.py checks it): no
vector sends ``"scores": null`` or has ``{}`` in a refused parameter's message.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import Any

from sigma_pol.protocol.answer import AlgebraFactory, answer
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import read_json, write_json
from sigma_pol.valid import admission

# the mutants live in the checkout (not in the installed package), beside tests/
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mutation.mutants import MUTANTS


def null_scores_as_empty(request: Any) -> Any:
    selector = isinstance(request, dict) and request.get("kind") == "selector"
    if selector and "scores" in request and request["scores"] is None:
        return {**request, "scores": []}
    return request


def plant_empty_object_word() -> None:
    describe = admission.describe

    def lua_describe(v: object) -> str:
        return "array" if v == {} and isinstance(v, dict) else describe(v)

    admission.describe = lua_describe


def plant_merge_replaces() -> None:
    """extends replaces a table the child gives instead of merging it (spec/17 C-Extends-Merge)."""
    from sigma_pol.config import inheritance

    merge = inheritance.merge_member

    def replaces(parent: Any, child: Any) -> Any:
        return copy.deepcopy(child) if isinstance(child, dict) else merge(parent, child)

    inheritance.merge_member = replaces


def main() -> None:
    args = sys.argv[1:]
    algebra: AlgebraFactory | None = None
    rewrite = lambda request: request  # noqa: E731
    if args[:1] == ["--mutant"]:
        (mutant,) = [m for m in MUTANTS if m.name == args[1]]
        algebra = mutant.algebra()
    elif args == ["--quirk", "null-scores"]:
        rewrite = null_scores_as_empty
    elif args == ["--quirk", "empty-object-word"]:
        plant_empty_object_word()
    elif args == ["--quirk", "merge-replaces"]:
        plant_merge_replaces()
    else:
        raise SystemExit(f"usage: {sys.argv[0]} --mutant NAME | --quirk QUIRK")
    for raw in sys.stdin.buffer:
        line = raw.decode("utf-8", "surrogateescape").strip()
        if not line:
            continue
        try:
            request = read_json(line)
        except InputError as e:
            out = write_json({"name": None, "error": str(e)})
        else:
            out = write_json(answer(rewrite(request), algebra=algebra))
        sys.stdout.buffer.write(out.encode("utf-8") + b"\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
