"""The package's imports run one way (README § Layout, issue: a package that reads like
the spec's table of contents).

Layers, lowest first; a module may import from its own subpackage and from any
lower layer, never from a higher one or from a sibling of the same rank:

    core  <-  semantics  <-  syntax, catalog, run  <-  request  <-  flow
          <-  explain, conformance, authoring  <-  command line

Every ``import`` and ``from … import`` counts, those inside functions too (a lazy
import is still a dependency).  The checker reads the source text, so the planted
tests below can hand it a module with one extra line and watch it complain.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Mapping
from pathlib import Path

import sigma_pol

PACKAGE = Path(sigma_pol.__file__).parent

#: rank of each subpackage; top-level modules (cli, demo, spec_table) and
#: ``commands`` are the command line, above everything
RANK: Mapping[str, int] = {
    "core": 0,
    "semantics": 1,
    "syntax": 2,
    "catalog": 2,
    "run": 2,
    "request": 3,
    "config": 3,
    "flow": 4,
    "explain": 5,
    "conformance": 5,
    "authoring": 5,
    "commands": 6,
}
COMMAND_LINE = 6


def package_sources() -> dict[str, str]:
    """Every module of the package, by dotted name below ``sigma_pol``."""
    sources = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        sources[".".join(("sigma_pol", *parts))] = path.read_text(encoding="utf-8")
    return sources


def _is_package(name: str, sources: Mapping[str, str]) -> bool:
    return any(other.startswith(name + ".") for other in sources)


@functools.cache
def _import_statements(source: str) -> tuple[ast.Import | ast.ImportFrom, ...]:
    """The import statements of a module's source, anywhere in it (parsed once per
    source text: the tests ask for every module's imports several times)."""
    return tuple(
        n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Import | ast.ImportFrom)
    )


def imports_of(name: str, source: str, sources: Mapping[str, str]) -> set[str]:
    """The package modules ``name`` imports (``from . import x`` names the module x)."""
    here = name if _is_package(name, sources) else name.rpartition(".")[0]
    found = set()
    for node in _import_statements(source):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("sigma_pol")}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            elif node.module and node.module.startswith("sigma_pol"):
                target = node.module
            else:
                continue
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                found.add(submodule if submodule in sources else target)
    return {m for m in found if m in sources and m != name}


def rank_of(module: str) -> int:
    parts = module.split(".")
    return RANK.get(parts[1], COMMAND_LINE) if len(parts) > 1 else COMMAND_LINE


def room_of(module: str) -> str:
    """The subpackage a module belongs to; the command line is one room."""
    parts = module.split(".")
    inside = len(parts) > 1 and parts[1] in RANK and rank_of(module) < COMMAND_LINE
    return parts[1] if inside else "command line"


def layer_violations(sources: Mapping[str, str]) -> list[str]:
    bad = []
    for name, source in sources.items():
        if name == "sigma_pol":
            continue  # the package's front door re-exports the core's names
        for target in sorted(imports_of(name, source, sources)):
            if target == "sigma_pol" or room_of(target) == room_of(name):
                continue
            if rank_of(target) >= rank_of(name):
                bad.append(f"{name} imports {target} (rank {rank_of(target)} >= {rank_of(name)})")
    return bad


def import_cycles(sources: Mapping[str, str]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    graph = {name: sorted(imports_of(name, src, sources)) for name, src in sources.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            if i < len(graph[node]):
                work.append((node, i + 1))
                nxt = graph[node][i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    cycles.append(sorted(component))
    return cycles


def test_no_module_imports_from_a_higher_layer() -> None:
    assert layer_violations(package_sources()) == []


def test_no_import_cycle() -> None:
    assert import_cycles(package_sources()) == []


def test_at_most_eight_top_level_modules() -> None:
    top = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(top) <= 8, top


def _planted(module: str, line: str) -> dict[str, str]:
    sources = package_sources()
    sources[module] = line + "\n" + sources[module]
    return sources


def test_a_planted_back_import_is_a_layer_violation_and_a_cycle() -> None:
    # the circle this layout removed: the policy layer's carriers imported from 𝔖
    # while 𝔖 imported the policy back
    sources = _planted("sigma_pol.semantics.carriers", "from .algebra import reference_algebra")
    assert import_cycles(sources) == [
        ["sigma_pol.semantics.algebra", "sigma_pol.semantics.carriers"]
    ]
    sources = _planted("sigma_pol.core.admission", "from ..semantics.policy import compile_term")
    assert "sigma_pol.core.admission imports sigma_pol.semantics.policy (rank 1 >= 0)" in (
        layer_violations(sources)
    )
    assert any("sigma_pol.core.admission" in cycle for cycle in import_cycles(sources))


def test_a_lazy_sideways_import_counts() -> None:
    sources = _planted(
        "sigma_pol.syntax.printer", "def f():\n    from ..catalog.document import x\n"
    )
    assert any(
        v.startswith("sigma_pol.syntax.printer imports sigma_pol.catalog.document")
        for v in layer_violations(sources)
    )
