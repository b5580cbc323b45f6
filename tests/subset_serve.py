"""Conformance servers of partial or differing implementations, for the claim tests.

python tests/subset_serve.py --pred-only [--mutant NAME]
    a faithful implementation of the Pred operations only: it answers
    ``hello`` claiming the kinds encoding, pred and reject, the operations
    of sort Pred, no catalogs; it refuses a term holding any other
    operation at admission with ``unknown op``, as chapter 7 asks of a
    subset, and a request of another kind with an error.  ``--mutant``
    plants one mutant of ``mutation.mutants`` (a wrong Pred
    operation);
python tests/subset_serve.py --pred-only --decisions-only
    the Pred-only server of a port that starts with the semantics: its
    answers carry the sort and the decisions, no ``encoding``,
    ``fingerprint`` or ``identity`` (it computes neither hash: the functions
    that would raise), and its ``hello`` says so (``"identities": false``);
python tests/subset_serve.py --nan-first [--waive]
    the whole reference, but ordering NaN scores before every number (as a
    host whose sort puts NaN first would): it decides
    ``pinned-nan-score-order`` otherwise, in argmax and sample alike.
    ``--waive`` makes it say so in its ``hello`` answer;
python tests/subset_serve.py --no-hello
    the reference, answering ``hello`` with an error (an older server).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import sigma_pol.normal.normal_form as normal_form
import sigma_pol.semantics.algebra as algebra
from sigma_pol.protocol.answer import AlgebraFactory, answer
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import read_json, to_output, write_json
from sigma_pol.syntax.signature import SIGNATURE, Sort

# the mutants live in the checkout (not in the installed package), beside tests/
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mutation.mutants import MUTANTS

PRED_OPS = [name for name, spec in SIGNATURE.items() if spec.out is Sort.PRED]
PRED_KINDS = ["encoding", "pred", "reject"]


def _foreign(term: Any, path: str) -> tuple[str, str] | None:
    """The first operation outside the Pred ones in a term, depth first, and its path."""
    if not isinstance(term, list) or not term or not isinstance(term[0], str):
        return None
    op = term[0]
    if op in SIGNATURE and op not in PRED_OPS:
        return path, op
    for i, child in enumerate(term[1:], start=1):
        found = _foreign(child, f"{path}.{op}[{i}]" if path != "$" else f"$.{op}[{i}]")
        if found is not None:
            return found
    return None


def _no_hash(_encoding: str) -> str:
    raise AssertionError("a decisions-only port computes no fingerprint or identity")


def _sort_only(self: normal_form.Normal) -> dict[str, str]:
    return {"sort": self.sort.value}


def pred_only(request: Any, planted: AlgebraFactory | None, identities: bool) -> dict[str, Any]:
    if not isinstance(request, dict):
        return answer(request)
    name = request.get("name") if isinstance(request.get("name"), str) else None
    if request.get("kind") == "hello":
        return {
            "name": name,
            "implementation": {"name": "pred-only", "version": "0.1", "language": "Python"},
            "claims": {
                "kinds": PRED_KINDS,
                "ops": PRED_OPS,
                "catalogs": False,
                "schemas": True,
                "identities": identities,
            },
        }
    if request.get("kind") not in PRED_KINDS:
        return {"name": name, "error": "$.kind: not implemented here", "at": "$.kind"}
    found = _foreign(request.get("term"), "$")
    if found is not None:
        path, op = found
        return {"name": name, "expect": {"rejected": True, "error": f"{path}: unknown op '{op}'"}}
    return answer(request, algebra=planted)


def _nan_first(entry: Any) -> tuple[int, float, int]:
    s = entry.score
    return (0, 0.0, entry.position) if s != s else (1, -s, entry.position)


def main() -> None:
    args = sys.argv[1:]
    planted: AlgebraFactory | None = None
    if "--mutant" in args:
        name = args[args.index("--mutant") + 1]
        (mutant,) = [m for m in MUTANTS if m.name == name]
        planted = mutant.algebra()
    if "--decisions-only" in args:
        normal_form.Normal.identified = _sort_only  # type: ignore[method-assign]
        normal_form.fingerprint_of_encoding = _no_hash
        normal_form.identity_of_encoding = _no_hash
    if "--nan-first" in args:
        algebra.score_order_key = _nan_first  # type: ignore[assignment]
    for raw in sys.stdin.buffer:
        line = raw.decode("utf-8", "surrogateescape").strip()
        if not line:
            continue
        try:
            request = read_json(line)
        except InputError as e:
            reply: dict[str, Any] = {"name": None, "error": str(e)}
        else:
            hello = isinstance(request, dict) and request.get("kind") == "hello"
            if "--pred-only" in args:
                reply = pred_only(request, planted, "--decisions-only" not in args)
            elif hello and "--no-hello" in args:
                reply = {"name": "hello", "error": "$.kind: unknown kind", "at": "$.kind"}
            else:
                reply = answer(request, algebra=planted)
                if hello and "--waive" in args:
                    reason = "NaN sorts first in this host's sort"
                    reply["waives"] = {"pinned-nan-score-order": reason}
        sys.stdout.buffer.write(write_json(to_output(reply)).encode("utf-8") + b"\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
