"""The design rule: `fold` is the only recursion over terms.

Every function in the package that calls itself, directly or through other
functions of its module, is listed here with what it walks; none of them walks
a `Term`.  A new recursive function fails this test until it is either
re-expressed as an algebra over `fold` or shown to walk something else.
"""

from __future__ import annotations

import ast
from pathlib import Path

import sigma_pol

#: recursive functions that walk JSON or parameter values, never a Term
NOT_TERM_WALKS = {
    "core.admission._admit_node": "JSON input to Term, bounded by depth 64",
    "core.terms.param_from_json": "parameter values (nesting bounded at admission)",
    "core.terms.param_to_json": "parameter values",
    "core.encoding.encode_param": "parameter values",
    "syntax.printer.param_doc": "parameter values (records and arrays, never a term)",
    "conformance.strategies._terms": "builds generators sort by sort, bounded by max_depth",
    "conformance.strategies._deferred": "builds generators sort by sort, bounded by max_depth",
    "conformance.minimize._value_shrinks": "JSON values of a request (nesting bounded at 512)",
}


def _calls(func: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            names.add(node.func.id)
    return names


def recursive_functions() -> set[str]:
    found = set()
    root = Path(sigma_pol.__file__).parent
    for path in sorted(root.rglob("*.py")):
        module = ".".join(path.relative_to(root).with_suffix("").parts)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        methods = {
            id(item) for cls in ast.walk(tree) if isinstance(cls, ast.ClassDef) for item in cls.body
        }
        # a bare-name call inside a method names a module function, not the method
        graph = {
            node.name: _calls(node)
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and id(node) not in methods
        }
        for name in graph:
            seen, todo = set(), [name]
            while todo:
                current = todo.pop()
                for callee in graph.get(current, ()):
                    if callee == name:
                        found.add(f"{module}.{name}")
                    if callee in graph and callee not in seen:
                        seen.add(callee)
                        todo.append(callee)
    return found


def test_fold_is_the_only_recursion_over_terms() -> None:
    assert recursive_functions() <= NOT_TERM_WALKS.keys(), (
        recursive_functions() - NOT_TERM_WALKS.keys()
    )


def test_the_fold_itself_is_iterative() -> None:
    assert not any(name.startswith("core.fold.") for name in recursive_functions())
