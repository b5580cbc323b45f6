"""Companion of Theorem 7 (proofs/07-determinism.md): no decision depends on dict
order, hash seed, locale or platform.

* hash seed and locale: every golden vector (upstream's 15 among them), and a
  sampled, jittered decision over dict-heavy inputs, is answered by
  ``sigma-pol serve`` in subprocesses under several ``PYTHONHASHSEED``,
  ``LC_ALL`` and ``LANG`` settings;
* dict order: reordering the members of every JSON object of a request changes
  no byte of the answer;
* platform: the two places where a host's libraries could differ, number
  rendering and the PRNG, are checked against exact arithmetic;
* statically: the package imports no source of nondeterminism, and every
  hash-ordered collection it builds is listed below with why its order is never
  observed.
"""

from __future__ import annotations

import ast
import json
import os
import random
import subprocess
import sys
from decimal import ROUND_HALF_EVEN, Decimal
from pathlib import Path
from typing import Any

import pytest
import sigma_pol
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.encoding.encode import encode_number
from sigma_pol.protocol.answer import answer
from sigma_pol.semantics.prng import Minstd, salt_hash, substream_seed
from sigma_pol.syntax.jsonio import write_json
from sigma_pol_tools.conformance.generate import load_vectors, request_of

from tests.strategies import candidates, contexts, names, terms

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "golden" / "sigma_pol_v2.json"

#: decisions that touch every sort, sampling, jitter and dict-heavy inputs
EXTRA: list[dict[str, Any]] = [
    {
        "name": "sampled-and-jittered",
        "kind": "policy",
        "term": ["policy", ["or", ["tier_eq", "partner"], ["has_cap", "supports_tools"]],
                 ["add", ["field", "context"], ["neg", ["normalize", ["field", "price_in"]]]],
                 ["top_k", 4, ["sample", 2]], ["seq", ["jitter", "a", 1], ["jitter", "b", 1]],
                 ["always", {"action": "abort", "z": 1, "a": 2}]],
        "candidates": [
            {"provider_id": f"p{i}", "model_family": "m", "tier": ["partner", "fallback"][i % 2],
             "price_in": i % 3,
             "capabilities": {"context": 1000 * (i % 4), "supports_tools": i % 3 == 0}}
            for i in range(12)
        ],
        "ctx": {"seed": 1234567, "request": {"requirements": {}}},
    },
]  # fmt: skip


def run(lines: list[str], env: dict[str, str]) -> bytes:
    """``sigma-pol serve``'s answers to ``lines`` in a subprocess with ``env`` added."""
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol_tools.cli", "serve"],
        input="".join(line + "\n" for line in lines).encode(),
        capture_output=True,
        check=True,
        env={**os.environ, **env},
        timeout=900,
    )
    return done.stdout


def golden_requests() -> list[str]:
    """The protocol lines of the golden vectors (upstream's 15 among them), then
    of the Σ_flow vectors (twins, NUL bytes, names that sort otherwise as strings)."""
    flows = (ROOT / "golden" / "sigma_flow_v1.json").read_text(encoding="utf-8").splitlines()
    return [request_of(v) for v in load_vectors(GOLDEN.read_text(encoding="utf-8"))[1]] + [
        request_of(json.loads(line)) for line in flows
    ]


@pytest.mark.slow
def test_golden_answers_are_byte_identical_across_hash_seeds_and_locales() -> None:
    requests = golden_requests() + [json.dumps(r) for r in EXTRA]
    outputs = {
        run(requests, env)
        for env in (
            {"PYTHONHASHSEED": "0", "LC_ALL": "C"},
            {"PYTHONHASHSEED": "1"},
            {"PYTHONHASHSEED": "random", "LC_ALL": "C"},
            {"PYTHONHASHSEED": "4242", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"},
        )
    }
    assert len(outputs) == 1
    answers = next(iter(outputs)).rstrip(b"\n").split(b"\n")  # a line may hold U+2028
    assert len(answers) == len(requests)
    assert b'"error"' not in answers[-1]  # the extra decision is answered, not refused


# ---------------------------------------------------------------------------
# dict order


def reordered(value: Any, rng: random.Random) -> Any:
    """``value`` with the members of every object in a random order (walked iteratively)."""
    root: list[Any] = [None]
    todo: list[tuple[Any, Any, Any]] = [(value, root, 0)]
    while todo:
        src, dst, key = todo.pop()
        if isinstance(src, dict):
            keys = list(src)
            rng.shuffle(keys)
            dst[key] = {}
            for k in keys:
                todo.append((src[k], dst[key], k))
        elif isinstance(src, list):
            dst[key] = [None] * len(src)
            for i, item in enumerate(src):
                todo.append((item, dst[key], i))
        else:
            dst[key] = src
    return root[0]


@given(
    st.sampled_from(["policy", "xform", "failplan"]).flatmap(
        lambda kind: st.fixed_dictionaries(
            {
                "name": names,
                "kind": st.just(kind),
                "term": terms(getattr(sigma_pol.Sort, kind.upper()), max_depth=4),
                "candidates": candidates,
                "candidate": candidates.filter(bool).map(lambda cs: cs[0]),
                "ctx": contexts,
                "request": st.just({"temperature": 0.7, "top_p": 0.9, "seed": 1}),
                "cases": st.just(["rate_limit", "unknown", "auth_error"]),
            }
        )
    ),
    st.randoms(use_true_random=False),
)
@pytest.mark.slow
def test_member_order_of_the_request_is_never_observed(request: Any, rng: random.Random) -> None:
    assert write_json(answer(reordered(request, rng))) == write_json(answer(request))


# ---------------------------------------------------------------------------
# platform: number rendering and the PRNG against exact arithmetic


def exact_g17(v: float) -> str:
    """C99 ``%.17g`` computed from the exact binary value with decimal arithmetic."""
    d = Decimal(v)
    exponent = d.adjusted()
    rounded = d.quantize(Decimal(1).scaleb(exponent - 16), rounding=ROUND_HALF_EVEN)
    if rounded.adjusted() != exponent:  # rounding carried into a new digit
        exponent = rounded.adjusted()
        rounded = d.quantize(Decimal(1).scaleb(exponent - 16), rounding=ROUND_HALF_EVEN)
    digits = str(abs(rounded.scaleb(16 - exponent)).to_integral_value()).rstrip("0") or "0"
    sign = "-" if v < 0 else ""
    if -4 <= exponent < 17:
        if exponent >= 0:
            whole, frac = digits[: exponent + 1].ljust(exponent + 1, "0"), digits[exponent + 1 :]
        else:
            whole, frac = "0", "0" * (-exponent - 1) + digits
        return sign + whole + ("." + frac if frac else "")
    mantissa = digits[0] + ("." + digits[1:] if digits[1:] else "")
    return f"{sign}{mantissa}e{'-' if exponent < 0 else '+'}{abs(exponent):02d}"


@given(st.floats(allow_nan=False, allow_infinity=False).filter(lambda v: v != 0))
def test_number_rendering_is_the_exact_decimal_rounding(v: float) -> None:
    if v.is_integer() and abs(v) <= 2.0**53:
        assert encode_number(v) == str(int(v))
    else:
        assert encode_number(v) == exact_g17(v)


@pytest.mark.parametrize("v", [0.1, 1e-05, 2.5e-10, 1e100, 1e17, 5e-324, 1.7976931348623157e308])
def test_number_rendering_examples(v: float) -> None:
    assert encode_number(v) == exact_g17(v)


@given(st.integers(-(2**40), 2**40), st.sampled_from(["", "jitter:top_p", "é", "jitter:a b"]))
def test_the_prng_is_exact_integer_arithmetic(seed: int, salt: str) -> None:
    """For integral seeds every double operation of MINSTD is exact, so any IEEE host agrees."""
    m = 2**31 - 1
    state = seed % m
    if state <= 0:
        state += m - 1
    for _ in range(4):
        state = state * 16807 % m
    rng = Minstd(float(seed))
    for _ in range(5):
        state = state * 16807 % m
        assert rng.draw() == state / m
    h = 0
    for byte in salt.encode("utf-8"):
        h = (h * 31 + byte) % m
    assert salt_hash(salt) == h
    assert substream_seed(float(seed), salt) == float((seed + h) % m)


# ---------------------------------------------------------------------------
# statically: no source of nondeterminism, every hash-ordered collection accounted for

FORBIDDEN_MODULES = {"random", "time", "datetime", "locale", "secrets", "uuid", "os"}

#: functions that build a set, with why its iteration order is never observed
HASH_ORDERED = {
    "semantics.requirements.derived_needs": "needs are returned sorted",
    "syntax.terms.Record.__hash__": "hash() of a record: equality of dict keys, never an order",
    "syntax.terms.Term.__hash__": "hash() of a term: equality of dict keys, never an order",
    "syntax.signature.__module__": "OPEN_STRING_SORTS: membership, and admission's rule table "
    "built from it is only looked up by key",
    "syntax.suggest.closest": "the choices are sorted before any use (a refusal's hint only)",
    "config.lifecycle._cleared": "providers, pairs and discoveries to clear: membership only; "
    "what was cleared is returned sorted",
    "config.lifecycle._orphaned": "the discoveries no other provider shares: membership only",
    "config.lifecycle.redefine": "what a redefinition clears: membership only (_cleared)",
    "config.lifecycle.unregister": "what an unregistration clears: membership only (_cleared)",
}
#: the interpreter's modules that are not on the path from a request to a
#: decision (the tools, ``sigma_pol_tools``, are outside the interpreter)
OUTSIDE = ("text.",)


def _scope_names(tree: ast.Module) -> dict[int, str]:
    """Each AST node's enclosing function, as ``Class.method`` or ``function``."""
    owner: dict[int, str] = {}
    todo: list[tuple[ast.AST, str]] = [(tree, "__module__")]
    while todo:
        node, name = todo.pop()
        for child in ast.iter_child_nodes(node):
            inner = name
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                inner = child.name if name == "__module__" else f"{name}.{child.name}"
            owner[id(child)] = inner
            todo.append((child, inner))
    return owner


def hazards_in(path: Path, module: str) -> tuple[set[str], set[str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    owner = _scope_names(tree)
    imports, hashed = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imports |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            imports.add(node.module.split(".")[0])
        builds_set = isinstance(node, ast.Set | ast.SetComp) or (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("set", "frozenset", "hash", "id")
        )
        if builds_set:
            hashed.add(f"{module}.{owner.get(id(node), '__module__')}")
    return imports & FORBIDDEN_MODULES, hashed


def test_the_decision_path_has_no_source_of_nondeterminism() -> None:
    package = Path(sigma_pol.__file__).parent
    found: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        module = ".".join(path.relative_to(package).with_suffix("").parts)
        if module.startswith(OUTSIDE):
            continue
        forbidden, hashed = hazards_in(path, module)
        assert not forbidden, (module, forbidden)
        found |= hashed
    assert found == HASH_ORDERED.keys(), found ^ HASH_ORDERED.keys()
