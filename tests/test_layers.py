"""The imports of the interpreter and its tools run one way (README § Layout, issue 29:
the interpreter small and visible apart from its tools).

Layers, lowest first; a module may import from its own room (its subpackage) and
from any lower layer, never from a higher one or from a sibling of the same rank:

    sigma_pol:  syntax  <-  encoding (encode)  <-  valid, normal  <-  text, semantics
                <-  catalog, encoding.decode  <-  request  <-  engine  <-  flow, config  <-  protocol
    sigma_pol_tools:  conformance, explain, lint, fmt  <-  command line

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
REFERENCE = PACKAGE.parent

#: rank of each room (a subpackage, or one module placed apart from its
#: subpackage's rank); the rest of ``sigma_pol_tools`` (cli, commands, demo,
#: spec_table) is the command line, above everything
RANK: Mapping[str, int] = {
    "sigma_pol.syntax": 0,
    "sigma_pol.encoding": 1,
    "sigma_pol.valid": 2,
    "sigma_pol.normal": 2,
    "sigma_pol.text": 3,
    "sigma_pol.semantics": 3,
    "sigma_pol.catalog": 4,
    "sigma_pol.encoding.decode": 4,
    "sigma_pol.request": 5,
    "sigma_pol.engine": 6,
    "sigma_pol.flow": 7,
    "sigma_pol.config": 7,
    "sigma_pol.protocol": 8,
    "sigma_pol_tools.conformance": 9,
    "sigma_pol_tools.explain": 9,
    "sigma_pol_tools.lint": 9,
    "sigma_pol_tools.fmt": 9,
}
COMMAND_LINE = 10


def package_sources() -> dict[str, str]:
    """Every module of the interpreter and of its tools, by dotted name."""
    sources = {}
    for top in ("sigma_pol", "sigma_pol_tools"):
        for path in sorted((REFERENCE / top).rglob("*.py")):
            parts = path.relative_to(REFERENCE).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            sources[".".join(parts)] = path.read_text(encoding="utf-8")
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
                if alias.name == "__version__":
                    continue  # the package's version string (the protocol's hello says it)
                submodule = f"{target}.{alias.name}"
                found.add(submodule if submodule in sources else target)
    return {m for m in found if m in sources and m != name}


def _room_key(module: str) -> str | None:
    """The longest key of :data:`RANK` that is ``module`` or a package holding it."""
    keys = [k for k in RANK if module == k or module.startswith(k + ".")]
    return max(keys, key=len) if keys else None


def rank_of(module: str) -> int:
    key = _room_key(module)
    return COMMAND_LINE if key is None else RANK[key]


def room_of(module: str) -> str:
    """The room a module belongs to: its subpackage (a module placed apart shares
    its subpackage's room); the command line is one room."""
    key = _room_key(module)
    if key is None:
        return "command line"
    return ".".join(key.split(".")[:2])


def layer_violations(sources: Mapping[str, str]) -> list[str]:
    bad = []
    for name, source in sources.items():
        if name == "sigma_pol":
            continue  # the interpreter's front door: the doors into every part
        for target in sorted(imports_of(name, source, sources)):
            if target == "sigma_pol" and name.startswith("sigma_pol_tools"):
                continue  # a tool may use the interpreter's front door
            if room_of(target) == room_of(name) and target != "sigma_pol":
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


def test_the_interpreter_is_its_front_door_and_its_rooms() -> None:
    """``sigma_pol`` holds one module of its own, the API (``__init__.py``); the
    rest lives in the rooms :data:`RANK` names, each module in one of them."""
    assert sorted(p.name for p in PACKAGE.glob("*.py")) == ["__init__.py"]
    rooms = {name.split(".")[1] for name in package_sources() if name.startswith("sigma_pol.")}
    assert rooms == {key.split(".")[1] for key in RANK if key.startswith("sigma_pol.")}


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
    sources = _planted("sigma_pol.valid.admission", "from ..semantics.compiler import compile_term")
    assert "sigma_pol.valid.admission imports sigma_pol.semantics.compiler (rank 3 >= 2)" in (
        layer_violations(sources)
    )
    assert any("sigma_pol.valid.admission" in cycle for cycle in import_cycles(sources))


def test_a_lazy_sideways_import_counts() -> None:
    sources = _planted("sigma_pol.text.printer", "def f():\n    from ..catalog.document import x\n")
    assert any(
        v.startswith("sigma_pol.text.printer imports sigma_pol.catalog.document")
        for v in layer_violations(sources)
    )


def test_a_planted_tool_import_in_the_interpreter_is_a_layer_violation() -> None:
    sources = _planted("sigma_pol.engine.machine", "from sigma_pol_tools.explain import trace")
    assert "sigma_pol.engine.machine imports sigma_pol_tools.explain.trace (rank 9 >= 6)" in (
        layer_violations(sources)
    )
    sources = _planted("sigma_pol.syntax.terms", "import sigma_pol")
    assert "sigma_pol.syntax.terms imports sigma_pol (rank 10 >= 0)" in layer_violations(sources)
