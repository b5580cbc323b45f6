"""Source mutation check of the golden vectors: figures printed, never asserted
(issue 13, part 6; spec/07-conformance.md §7.5).

    .venv/bin/python benchmarks/source_mutants.py [--sample N] [--seed S] [--module M]
                                                  [--show-killed]

``mutation/mutants.py`` holds mutants written by hand, one per operation of
𝔖.  This script makes them mechanically instead: it parses the modules that
decide an answer (the semantics, the observation of inputs, the reading rules,
the normal form and the encoding, the run engine), and at each site of one of
these kinds plants one change:

* a comparison flipped: ``<`` and ``<=``, ``>`` and ``>=``, ``==`` and ``!=``,
  ``is`` and ``is not``, ``in`` and ``not in``;
* arithmetic swapped: ``+`` and ``-``, ``*`` and ``/``;
* a ``not`` dropped;
* a numeric constant nudged: 0 and 1 swapped, any other ``n`` to ``n + 1``;
  ``True`` and ``False`` swapped;
* ``and`` and ``or`` swapped;
* ``sorted(x, …)`` replaced by ``list(x)``, and ``x.sort(…)`` dropped.

Docstrings, annotations, constant keyword arguments (``strict=True``,
``frozen=True``) and ``assert`` statements are left alone (a failed assertion
kills a mutant without telling anything about the vectors).

Each mutant is built in memory: the package is copied once into a temporary
directory under another name, and the mutated module is compiled from its
rewritten syntax tree and served by an import hook in place of its file, so
the tree under test is never edited.  Every golden vector is then sent, as
its protocol line (``conformance.generate.request_of``), to the mutant's
``answer_line``, and the answer is compared with the vector's expectation
(``conformance.compare.mismatches``), as ``sigma-pol certify`` would.  A
mutant is *killed* by the first vector it answers differently, by crashing,
or by running past a time limit; a mutant no vector kills *survives*.
Survivors are listed with their source line, in two groups: those judged
equivalent (no protocol input can tell them from the reference), each with
the reason, from the table :data:`EQUIVALENT`; and the others, each a gap in
the vectors (or a new equivalent mutant to judge and add to the table).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import random
import shutil
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import CodeType, FrameType, ModuleType
from typing import Any

import sigma_pol
from sigma_pol.syntax.jsonio import read_json
from sigma_pol_tools.conformance.compare import mismatches
from sigma_pol_tools.conformance.generate import VECTORS_FILE, load_vectors, request_of

#: The modules mutated, relative to the package.
TARGETS = (
    "semantics/algebra.py",
    "semantics/requirements.py",
    "semantics/observe.py",
    "semantics/decision_values.py",
    "syntax/reading.py",
    "normal/normal_form.py",
    "encoding/encode.py",
    "engine/machine.py",
    "engine/state.py",
    "engine/records.py",
    "engine/run_inputs.py",
)

#: The name the copy of the package is imported under.
ALIAS = "sigma_pol_mutant"
#: Seconds a mutant may spend on the whole vector file (the reference needs about 0.4).
TIME_LIMIT = 20.0

FLIPS: dict[type[ast.AST], type[ast.AST]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.Div,
    ast.Div: ast.Mult,
    ast.And: ast.Or,
    ast.Or: ast.And,
}

SYMBOL = {
    ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
    ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in", ast.Add: "+",
    ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.And: "and", ast.Or: "or",
}  # fmt: skip


_SAMPLE_LIMIT = (
    "one draw past the limit; a limit comes only from top_k, which keeps its first k "
    "(explain's sampling trace would show the extra draw, the answer cannot)"
)
_PROTOCOL_DEPTH = (
    "a protocol line nests at most 512 levels, checked on its text first (spec/07 §7.2), "
    "and an input value starts at level 2 or deeper: the value bound guards the Python "
    "API and cannot be reached through the protocol"
)
_READ_SORTED = (
    "the object was read by core/reading.read_input, which copies members in code-point "
    "order: sorting it again changes nothing"
)
_OUTPUT_ORDER = "the order of an object's members in an answer, which JSON comparison ignores"
_NOT_IN_ANSWER = "the Python API's bookkeeping, which no protocol answer shows"
_TWO_53 = (
    "an integral double of magnitude 2^53 to 2^54 has at most 17 digits, which %.17g "
    "prints exactly and without exponent: the text %.0f prints"
)

#: Survivors judged equivalent for the protocol, keyed by (module, change, source
#: line): why no vector can kill them.  Any other survivor is printed as a gap.
EQUIVALENT: dict[tuple[str, str, str], str] = {
    ("semantics/algebra.py", "> -> >=", "if x > hi:"): (
        "clamp at x = hi returns hi, the same double; with lo > hi, x = hi < lo already gave lo"
    ),
    ("semantics/algebra.py", "< -> <=", "if v < lo:"): (
        "min_max: an equal value replaces the bound by itself (-0 for +0 at most, and the "
        "protocol writes both as 0)"
    ),
    ("semantics/algebra.py", "> -> >=", "if v > hi:"): "min_max: as for lo",
    ("semantics/algebra.py", "<= -> <", "elif x <= lo:"): (
        "min_max at x = lo computes (x - lo)/(hi - lo) = 0, or NaN for x = lo = -inf, "
        "which the NaN guard maps to 0"
    ),
    ("semantics/algebra.py", ">= -> >", "t = temp if temp >= 0 else 0.0"): (
        "at temp = 0 both give 0 (admission turns -0 into +0)"
    ),
    ("semantics/algebra.py", "< -> <=", "while len(out) < want and live:"): _SAMPLE_LIMIT,
    ("semantics/algebra.py", ">= -> >", "if len(out) >= want:"): _SAMPLE_LIMIT,
    ("semantics/algebra.py", "> -> >=", "positive = [w for w in weights if w > 0]"): (
        "zero weights join the drawn pool at its end, where running sums equal the total and "
        "r = u * total never passes the last positive entry; once the positive ones are "
        "drawn they are taken in pool order, one draw each, as the zero-weight tail is"
    ),
    ("semantics/algebra.py", "- -> +", "pick = min(bisect_left(running, r), len(live) - 1)"): (
        "bisect_left never passes len(live) - 1, since r = u * total <= running[-1]: the "
        "bound is defensive"
    ),
    ("semantics/algebra.py", "1 -> 0", "pick = min(bisect_left(running, r), len(live) - 1)"): (
        "as the line's other mutant: the bound is defensive"
    ),
    ("semantics/algebra.py", "0.0 -> 1.0", "observe(u, 0.0, 0.0, (), entry)"): (
        "what explain is told about a draw, not the answer"
    ),
    ("semantics/algebra.py", "1 -> 0", "observe(u, r, running[-1], tuple(running), live[pick])"): (
        "what explain is told about a draw, not the answer"
    ),
    ("syntax/reading.py", "512 -> 513", "MAX_INPUT_DEPTH: Final = 512"): _PROTOCOL_DEPTH,
    ("syntax/reading.py", "> -> >=", "if depth > MAX_INPUT_DEPTH:"): _PROTOCOL_DEPTH,
    (
        "syntax/reading.py",
        "1 -> 0",
        "stack: list[tuple[Any, Any, Any, str, int]] = [(value, root, None, where, 1)]",
    ): _PROTOCOL_DEPTH,
    ("syntax/reading.py", "+ -> -", "stack.append((src[i], items, i, path, depth + 1))"): (
        _PROTOCOL_DEPTH
    ),
    ("syntax/reading.py", "1 -> 0", "stack.append((src[i], items, i, path, depth + 1))"): (
        _PROTOCOL_DEPTH
    ),
    ("syntax/reading.py", "+ -> -", "stack.append((src[name], record, name, path, depth + 1))"): (
        _PROTOCOL_DEPTH
    ),
    ("syntax/reading.py", "1 -> 0", "stack.append((src[name], record, name, path, depth + 1))"): (
        _PROTOCOL_DEPTH
    ),
    ("syntax/reading.py", "sorted(x) -> list(x)", "for key in sorted(obj):"): _READ_SORTED,
    (
        "semantics/decision_values.py",
        "sorted(x) -> list(x)",
        'for key, credit in sorted((tables["credits"] or {}).items()):',
    ): _READ_SORTED,
    (
        "semantics/decision_values.py",
        "sorted(x) -> list(x)",
        'for key, table in sorted(tables["ema"].items()):',
    ): _READ_SORTED,
    (
        "semantics/decision_values.py",
        "sorted(x) -> list(x)",
        "for name, decl in sorted(schema.extensions.items()):",
    ): (
        "core/vocabulary.schema_from_json declares the fields in code-point order already "
        "(the order is pinned by place-extension-fields-in-code-point-order)"
    ),
    # the run engine (spec/15)
    ("engine/machine.py", "<= -> <", "if len(data) <= MESSAGE_BYTES:"): (
        "a message of exactly 300 bytes cut at 300 bytes is itself"
    ),
    ("engine/machine.py", "False -> True", "self._waiting = False"): (
        _NOT_IN_ANSWER + " (a guard against driving the machine out of order)"
    ),
    ("engine/machine.py", "True -> False", "self._started = True"): (
        _NOT_IN_ANSWER + " (a guard against starting it twice)"
    ),
    (
        "engine/machine.py",
        "+ -> -",
        'call = Call(pid, cand["model_family"], request, self.clock, self.attempts + 1, cand)',
    ): _NOT_IN_ANSWER + " (a call step's attempt number)",
    (
        "engine/machine.py",
        "1 -> 0",
        'call = Call(pid, cand["model_family"], request, self.clock, self.attempts + 1, cand)',
    ): _NOT_IN_ANSWER + " (a call step's attempt number)",
    ("engine/machine.py", "<= -> <", "if 1 <= attempt <= len(entries):"): (
        "at attempt = len(entries) the last entry is entries[-1] either way (the first "
        "comparison's mutant is killed by run-boundary-backoff-array-first-entry)"
    ),
    ("engine/machine.py", "1 -> 0", "if 1 <= attempt <= len(entries):"): (
        "the attempt counter is at least 1 when a backoff is asked"
    ),
    (
        "engine/machine.py",
        "0 -> 1",
        "self.ordered = self.policy.selector([Scored(found, scores[0], 0)], self.ctx, None)",
    ): "the input position of a population of one, which no selector can tell",
    ("engine/state.py", "sorted(x) -> list(x)", "for pid in sorted(breakers):"): (
        "each provider's record is settled on its own: the order changes nothing (spec/15 §15.4)"
    ),
    ("engine/state.py", "sorted(x) -> list(x)", "for pid in sorted(disabled):"): (
        "each provider's record is settled on its own: the order changes nothing (spec/15 §15.4)"
    ),
    (
        "engine/state.py",
        "and -> or",
        'return str(peer) if isinstance(peer, str) and truthy(peer) else str(c["provider_id"])',
    ): "a peer id is a string (chapter 2 refuses any other), and every string is truthy",
    ("engine/records.py", "sorted(x) -> list(x)", "for pid, b in sorted(breakers_json.items())"): (
        _READ_SORTED
    ),
    ("engine/records.py", "sorted(x) -> list(x)", "for pid, d in sorted(disabled_json.items())"): (
        _READ_SORTED
    ),
    (
        "engine/records.py",
        "sorted(x) -> list(x)",
        '"breakers": {pid: b.to_json() for pid, b in sorted(self.breakers.items())},',
    ): _OUTPUT_ORDER,
    (
        "engine/records.py",
        "sorted(x) -> list(x)",
        '"disabled": {pid: d.to_json() for pid, d in sorted(self.disabled.items())},',
    ): _OUTPUT_ORDER,
    ("engine/run_inputs.py", "sorted(x) -> list(x)", "for family in sorted(catalog.models):"): (
        _READ_SORTED
    ),
    (
        "engine/run_inputs.py",
        "sorted(x) -> list(x)",
        "for key in sorted(value):  # the first member that is not one, in code-point order",
    ): _READ_SORTED,
    ("encoding/encode.py", "53 -> 54", "_TWO_53 = 2.0**53"): _TWO_53,
    ("encoding/encode.py", "<= -> <", "if v.is_integer() and -_TWO_53 <= v <= _TWO_53:"): (
        "at |v| = 2^53 " + _TWO_53
    ),
    ("encoding/encode.py", "4096 -> 4097", "CHUNK = 4096"): (
        "the chunk size of the fingerprint's summation: any size gives the same integers"
    ),
}


@dataclass(frozen=True)
class Mutant:
    module: str  # e.g. "semantics/algebra.py"
    site: int  # index among the module's sites, in walk order
    line: int
    change: str

    @property
    def name(self) -> str:
        return f"{self.module}:{self.line} {self.change}"


# ---------------------------------------------------------------------------
# sites and changes


def _skipped(tree: ast.Module) -> set[int]:
    """ids of the nodes no mutation may touch: docstrings, annotations, asserts."""
    skip: set[int] = set()

    def whole(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Assert):
            whole(node)
        elif isinstance(node, ast.keyword) and isinstance(node.value, ast.Constant):
            whole(node)  # strict=True, frozen=True, reverse=True: flags, not values
        elif isinstance(node, ast.AnnAssign | ast.arg):
            whole(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            whole(node.returns)
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        docstring = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
        if docstring and isinstance(first.value.value, str):  # type: ignore[union-attr]
            whole(first)
    return skip


def _changes(node: ast.AST) -> Iterator[tuple[str, Any]]:
    """The changes one node admits, as (description, what to apply)."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in FLIPS:
                new = FLIPS[type(op)]
                yield f"{SYMBOL[type(op)]} -> {SYMBOL[new]}", ("compare", i, new)
    elif isinstance(node, ast.BinOp | ast.AugAssign | ast.BoolOp) and type(node.op) in FLIPS:
        new = FLIPS[type(node.op)]
        yield f"{SYMBOL[type(node.op)]} -> {SYMBOL[new]}", ("op", new)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield "not dropped", ("unwrap",)
    elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
        yield f"{node.value} -> {not node.value}", ("constant", not node.value)
    elif isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        value = node.value
        new = 1 if value == 0 else 0 if value == 1 else value + 1
        new = type(value)(new)
        yield f"{value!r} -> {new!r}", ("constant", new)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if node.func.id == "sorted" and node.args:
            yield "sorted(x) -> list(x)", ("unsorted",)
    elif (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Call)
        and isinstance(node.value.func, ast.Attribute)
        and node.value.func.attr == "sort"
    ):
        yield "x.sort() dropped", ("drop",)


def sites(tree: ast.Module) -> list[tuple[ast.AST, str, Any]]:
    """Every (node, description, change) of a module, in a fixed walk order."""
    skip = _skipped(tree)
    out = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        for description, change in _changes(node):
            out.append((node, description, change))
    return out


class _Apply(ast.NodeTransformer):
    """Applies one change to one node (found by identity) of a copied tree."""

    def __init__(self, target: ast.AST, change: Any) -> None:
        self.target, self.change = target, change

    def visit(self, node: ast.AST) -> Any:
        if node is not self.target:
            return self.generic_visit(node)
        kind = self.change[0]
        if kind == "compare":
            assert isinstance(node, ast.Compare)
            node.ops[self.change[1]] = self.change[2]()
        elif kind == "op":
            node.op = self.change[1]()  # type: ignore[attr-defined]
        elif kind == "unwrap":
            assert isinstance(node, ast.UnaryOp)
            return node.operand
        elif kind == "constant":
            assert isinstance(node, ast.Constant)
            node.value = self.change[1]
        elif kind == "unsorted":
            assert isinstance(node, ast.Call)
            return ast.Call(ast.Name("list", ast.Load()), node.args[:1], [])
        elif kind == "drop":
            return ast.Pass()
        return node


def mutants_of(module: str, source: str) -> list[Mutant]:
    tree = ast.parse(source)
    return [
        Mutant(module, i, getattr(node, "lineno", 0), description)
        for i, (node, description, _change) in enumerate(sites(tree))
    ]


def mutated_code(mutant: Mutant, source: str, filename: str) -> CodeType:
    tree = ast.parse(source)
    node, _description, change = sites(tree)[mutant.site]
    tree = _Apply(node, change).visit(tree)
    return compile(ast.fix_missing_locations(tree), filename, "exec")


# ---------------------------------------------------------------------------
# loading a mutant


class _Serve(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves one module of the copy from a code object instead of its file."""

    def __init__(self) -> None:
        self.name = ""
        self.origin = ""
        self.code: CodeType | None = None

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if fullname != self.name:
            return None
        return importlib.util.spec_from_file_location(fullname, self.origin, loader=self)

    def create_module(self, spec: Any) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        assert self.code is not None
        exec(self.code, module.__dict__)


class Workshop:
    """A copy of the package under :data:`ALIAS`, loadable with one module mutated."""

    def __init__(self, root: Path) -> None:
        self.copy = root / ALIAS
        shutil.copytree(
            Path(sigma_pol.__file__).parent, self.copy, ignore=shutil.ignore_patterns("__pycache__")
        )
        sys.path.insert(0, str(root))
        self.serve = _Serve()
        sys.meta_path.insert(0, self.serve)

    def source(self, module: str) -> str:
        return (self.copy / module).read_text(encoding="utf-8")

    def load(self, mutant: Mutant | None) -> ModuleType:
        """The copy's protocol module, with ``mutant`` applied (None: unmutated)."""
        for name in [n for n in sys.modules if n == ALIAS or n.startswith(ALIAS + ".")]:
            del sys.modules[name]
        if mutant is None:
            self.serve.name = ""
        else:
            path = self.copy / mutant.module
            self.serve.name = ALIAS + "." + mutant.module.removesuffix(".py").replace("/", ".")
            self.serve.origin = str(path)
            self.serve.code = mutated_code(mutant, self.source(mutant.module), str(path))
        importlib.invalidate_caches()
        return importlib.import_module(ALIAS + ".protocol.answer")


# ---------------------------------------------------------------------------
# running the vectors


class _TimeUp(BaseException):
    """Raised by the alarm; a BaseException, so no ``except Exception`` in the
    package under test can swallow it."""


def _alarm(_signum: int, _frame: FrameType | None) -> None:
    raise _TimeUp


@dataclass(frozen=True)
class Outcome:
    mutant: Mutant
    killed_by: str | None  # a vector name, "(crash at load)", "(time limit)", None: survived


def run(protocol: ModuleType | None, mutant: Mutant, vectors: Sequence[dict[str, Any]]) -> Outcome:
    if protocol is None:
        return Outcome(mutant, "(crash at load)")
    signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
    try:
        for vector in vectors:
            try:
                line = protocol.answer_line(request_of(vector))
                got = read_json(line)
            except _TimeUp:
                raise
            except Exception:  # a crash answers nothing: the vector fails
                return Outcome(mutant, str(vector["name"]))
            if mismatches(vector, got):
                return Outcome(mutant, str(vector["name"]))
        return Outcome(mutant, None)
    except _TimeUp:
        return Outcome(mutant, "(time limit)")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=0, help="mutants per module (0: all)")
    parser.add_argument("--seed", type=int, default=13, help="seed of the sample")
    parser.add_argument("--module", action="append", help="only these modules (repeatable)")
    parser.add_argument("--vectors", default=None, help="vector file (default: golden/)")
    parser.add_argument("--show-killed", action="store_true", help="list killed mutants too")
    args = parser.parse_args(argv)

    root_dir = Path(__file__).resolve().parent.parent
    vector_file = Path(args.vectors) if args.vectors else root_dir / "golden" / VECTORS_FILE
    _version, vectors = load_vectors(vector_file.read_text(encoding="utf-8"))
    signal.signal(signal.SIGALRM, _alarm)
    rng = random.Random(args.seed)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="sigma-pol-mutation-") as tmp:
        shop = Workshop(Path(tmp))
        reference = run(shop.load(None), Mutant("-", -1, 0, "none"), vectors)
        if reference.killed_by is not None:
            raise SystemExit(f"the unmutated copy fails {reference.killed_by}: fix that first")
        outcomes: list[Outcome] = []
        for module in args.module or TARGETS:
            every = mutants_of(module, shop.source(module))
            chosen = every
            if args.sample and len(every) > args.sample:
                chosen = sorted(rng.sample(every, args.sample), key=lambda m: m.site)
            for mutant in chosen:
                try:
                    protocol: ModuleType | None = shop.load(mutant)
                except Exception:
                    protocol = None
                outcomes.append(run(protocol, mutant, vectors))
        _report(outcomes, vectors, args.show_killed, time.perf_counter() - started)


def _report(
    outcomes: Sequence[Outcome], vectors: Sequence[Any], show_killed: bool, seconds: float
) -> None:
    print(f"{len(vectors)} golden vectors, {len(outcomes)} mutants, {seconds:.1f} s")
    print(f"  {'module':<28} {'mutants':>7} {'killed':>7} {'survived':>8} {'kill %':>7}")
    by_module: dict[str, list[Outcome]] = {}
    for outcome in outcomes:
        by_module.setdefault(outcome.mutant.module, []).append(outcome)
    total_killed = 0
    for module, rows in by_module.items():
        killed = sum(1 for o in rows if o.killed_by is not None)
        total_killed += killed
        share = 100 * killed / len(rows)
        print(f"  {module:<28} {len(rows):>7} {killed:>7} {len(rows) - killed:>8} {share:>6.1f}%")
    if outcomes:
        share = 100 * total_killed / len(outcomes)
        print(f"  {'all':<28} {len(outcomes):>7} {total_killed:>7} "
              f"{len(outcomes) - total_killed:>8} {share:>6.1f}%")  # fmt: skip
    how = Counter(
        "crash at load" if o.killed_by == "(crash at load)"
        else "time limit" if o.killed_by == "(time limit)"
        else "a vector"
        for o in outcomes if o.killed_by is not None
    )  # fmt: skip
    print("  killed by: " + ", ".join(f"{k} {n}" for k, n in sorted(how.items())))
    lines: dict[str, list[str]] = {}

    def source_line(m: Mutant) -> str:
        if m.module not in lines:
            path = Path(sigma_pol.__file__).parent / m.module
            lines[m.module] = path.read_text(encoding="utf-8").splitlines()
        return lines[m.module][m.line - 1].strip() if m.line else ""

    judged: dict[str, list[Mutant]] = {}
    gaps: list[Mutant] = []
    for outcome in outcomes:
        if outcome.killed_by is None:
            m = outcome.mutant
            reason = EQUIVALENT.get((m.module, m.change, source_line(m)))
            if reason is None:
                gaps.append(m)
            else:
                judged.setdefault(reason, []).append(m)
    print(f"survivors no input can tell from the reference ({sum(map(len, judged.values()))}):")
    for reason, ms in judged.items():
        print("  " + "; ".join(f"{m.name}" for m in ms))
        print(f"      {reason}")
    print(f"survivors not judged equivalent ({len(gaps)}):")
    for m in gaps:
        print(f"  {m.name:<55} | {source_line(m)}")
    if show_killed:
        print("killed:")
        for outcome in outcomes:
            if outcome.killed_by is not None:
                m = outcome.mutant
                print(f"  {m.name:<55} | {source_line(m)}  [by {outcome.killed_by}]")


if __name__ == "__main__":
    main()
