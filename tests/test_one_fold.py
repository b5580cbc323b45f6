"""The design rule: `fold` (syntax/fold.py) is the only recursion over terms.

A walk over a term is anything that goes from a node to its arguments and on
to theirs.  Read from the source of every module but syntax/fold.py, three
shapes of code can do that, and each is flagged:

1. **recursion**: a function that reaches itself through calls (by bare name,
   as ``self.f``/``cls.f`` inside its class, or as ``module.f``/``alias.f``)
   and is not one of the listed walks over JSON or parameter values;
2. **a ``while`` loop that reads ``.args``**: a work list or a descent along a
   path (the shape of an iterative tree walk);
3. **a ``for`` loop or comprehension over ``X.args``** whose loop variable is
   pushed onto a list (``append``/``extend``/``insert``) or has its own
   ``.args`` read: a second level reached from the first.

One level of arguments (an algebra zipping its folded arguments with
``node.args``) is not a walk.  The planted walks at the end are handed to the
same checker as source text, so each shape is shown to be flagged.
"""

from __future__ import annotations

import ast
import functools
import textwrap
from collections.abc import Iterator
from pathlib import Path

import sigma_pol

PACKAGE = Path(sigma_pol.__file__).parent
REFERENCE = PACKAGE.parent
FOLD = "sigma_pol.syntax.fold"

#: recursive functions that walk JSON or parameter values, never a Term
NOT_TERM_WALKS = {
    "sigma_pol.valid.admission._admit_node": "JSON input to Term, bounded by depth 64",
    "sigma_pol.__init__.mutate": "no recursion: the API's door calls the policy's own mutate",
    "sigma_pol.__init__.classify": "no recursion: the API's door calls the policy's own classify",
    "sigma_pol.syntax.terms.param_from_json": "parameter values (nesting bounded at admission)",
    "sigma_pol.syntax.terms.param_to_json": "parameter values",
    "sigma_pol.syntax.terms.typed_key": "parameter values",
    "sigma_pol.encoding.encode.encode_param": "parameter values",
    "sigma_pol.text.printer.param_doc": "parameter values (records and arrays, never a term)",
    "sigma_pol_tools.fmt.formatter._doc": "a text's pieces as written, nested as deep as the reader lets them",
    "sigma_pol_tools.fmt.formatter._item": "the same walk (a piece inside another, with its key and comments)",
    "sigma_pol_tools.fmt.concrete._Reader.value": "walks the one parser's tree of a text (text, not a Term)",
    "sigma_pol_tools.fmt.concrete._Reader._sequence": "the same walk: the members of a bracket",
    "sigma_pol_tools.fmt.concrete._Reader._pair": "the same walk: a record's key and value",
    "sigma_pol_tools.conformance.fuzz_gen.RequestGenerator.node": "grows a JSON term from the signature, "
    "bounded by the depth it is given",
    "sigma_pol_tools.conformance.fuzz_gen.RequestGenerator.argument": "the same growth: one argument",
    "sigma_pol_tools.conformance.fuzz_gen.RequestGenerator._any_term": "the same growth: a subterm of any sort",
    "sigma_pol_tools.conformance.fuzz_gen.RequestGenerator._term_with": "the same growth: a term holding an op",
    "sigma_pol_tools.conformance.minimize._value_shrinks": "JSON values of a request (nesting bounded at 512)",
    "sigma_pol.config.inheritance.resolve": "a profile's extends chain (profiles, not terms; a cycle is refused)",
    "sigma_pol.config.lowering.lower_filter": "a profile's filter spec (the surface syntax, lowered to a term)",
    "sigma_pol.config.lowering.lower_mutate": "a profile's mutate spec (the surface syntax, lowered to a term)",
    "sigma_pol_tools.conformance.fuzz_config.ConfigRequests.filter": "draws a profile's filter spec, two levels deep",
}

#: loops that read ``.args`` of something that is not a term being walked
NOT_TERM_LOOPS = {
    "sigma_pol.syntax.terms.Term.__eq__": "two terms side by side, a work list of pairs: "
    "equality is the one structural walk besides the fold (which walks one term), and "
    "it must not recurse (issue 29, item 7; tests/test_deep_terms.py)",
    "sigma_pol.syntax.terms.Term.__hash__": "the hash, once per node, bottom-up over the "
    "nodes not hashed yet: beneath the fold (syntax/fold.py imports terms), so not by it",
    "sigma_pol.text.parse.place": "descends the reader's located JSON pieces along an error's "
    "path to find its line and column (a Located, not a Term)",
}

Function = ast.FunctionDef | ast.AsyncFunctionDef


def _functions(tree: ast.Module) -> Iterator[tuple[str, Function, str | None]]:
    """Every function with its qualified name and its class (if a method)."""
    todo: list[tuple[ast.AST, str, str | None]] = [(tree, "", None)]
    while todo:
        node, prefix, cls = todo.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                todo.append((child, f"{prefix}{child.name}.", child.name))
            elif isinstance(child, Function):
                yield f"{prefix}{child.name}", child, cls
                todo.append((child, f"{prefix}{child.name}.", None))


def _callees(func: Function, cls: str | None, module_names: set[str]) -> set[str]:
    """Names this function calls, resolved to qualified names of its module."""
    found = set()
    for node in ast.walk(func):
        if not isinstance(node, ast.Call):
            continue
        target = node.func
        if isinstance(target, ast.Name):
            found.add(target.id)
        elif isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
            owner = target.value.id
            if owner in ("self", "cls") and cls is not None:
                found.add(f"{cls}.{target.attr}")
            elif owner in module_names:
                found.add(target.attr)  # module.f(…) or alias.f(…): f of that module
            else:
                found.add(target.attr)  # obj.f(…): any function of that name may be meant
    return found


def _module_aliases(tree: ast.Module) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names |= {a.asname or a.name for a in node.names}
    return names


# cached by source text: two tests ask for every module's (a planted source is another text)
@functools.cache
def recursive_functions(module: str, source: str) -> frozenset[str]:
    tree = ast.parse(source)
    functions = {name: (func, cls) for name, func, cls in _functions(tree)}
    # a call by bare attribute name may mean a method of any class of the module
    by_short: dict[str, set[str]] = {}
    for name in functions:
        by_short.setdefault(name.rsplit(".", 1)[-1], set()).add(name)
    aliases = _module_aliases(tree)
    graph = {}
    for name, (func, cls) in functions.items():
        resolved = set()
        for callee in _callees(func, cls, aliases):
            if callee in functions:
                resolved.add(callee)
            elif "." not in callee:
                resolved |= {n for n in by_short.get(callee, ()) if "." not in n or n == callee}
        graph[name] = resolved
    found = set()
    for name in graph:
        seen, todo = set(), [name]
        while todo:
            current = todo.pop()
            for callee in graph.get(current, ()):
                if callee == name:
                    found.add(f"{module}.{name}")
                if callee not in seen:
                    seen.add(callee)
                    todo.append(callee)
    return frozenset(found)


def _reads_args(node: ast.AST, of: str | None = None) -> bool:
    return any(
        isinstance(n, ast.Attribute)
        and n.attr == "args"
        and (of is None or (isinstance(n.value, ast.Name) and n.value.id == of))
        for n in ast.walk(node)
    )


def _pushes(node: ast.AST, name: str) -> bool:
    for n in ast.walk(node):
        if (
            isinstance(n, ast.Call)
            and isinstance(n.func, ast.Attribute)
            and n.func.attr in ("append", "extend", "insert")
            and any(_is_or_holds(arg, name) for arg in n.args)
        ):
            return True
    return False


def _is_or_holds(arg: ast.AST, name: str) -> bool:
    """``name`` itself, in a tuple, or as a generator over it: what a work list keeps."""
    if isinstance(arg, ast.Name):
        return arg.id == name
    if isinstance(arg, ast.Tuple | ast.List | ast.Starred):
        return any(_is_or_holds(e, name) for e in ast.iter_child_nodes(arg))
    if isinstance(arg, ast.GeneratorExp | ast.ListComp):
        return _is_or_holds(arg.elt, name) or any(_reads_args(g.iter) for g in arg.generators)
    return False


def _targets(target: ast.AST) -> list[str]:
    return [n.id for n in ast.walk(target) if isinstance(n, ast.Name)]


def _bound_to_args(target: ast.AST, iterated: ast.AST) -> list[str]:
    """The loop variables that take values out of some ``X.args``.

    ``for value, original in zip(folded, node.args)`` binds only ``original`` to
    an argument; ``for i, a in enumerate(node.args)`` only ``a``.
    """
    if (
        isinstance(iterated, ast.Call)
        and isinstance(iterated.func, ast.Name)
        and isinstance(target, ast.Tuple)
    ):
        sources: list[ast.AST] = []
        if iterated.func.id == "zip":
            sources = list(iterated.args)
        elif iterated.func.id == "enumerate" and iterated.args:
            sources = [ast.Constant(0), iterated.args[0]]
        if len(sources) == len(target.elts):
            return [
                var
                for element, source in zip(target.elts, sources, strict=True)
                if _reads_args(source)
                for var in _targets(element)
            ]
    return _targets(target) if _reads_args(iterated) else []


def _descends(loop: ast.For | ast.AsyncFor | ast.While) -> bool:
    """``v = …v.args…`` inside the loop: a walk down one path of the tree."""
    return any(
        isinstance(n, ast.Assign)
        and any(_reads_args(n.value, of=var) for t in n.targets for var in _targets(t))
        for n in ast.walk(loop)
    )


# cached by source text, like recursive_functions
@functools.cache
def term_loops(module: str, source: str) -> frozenset[str]:
    """Functions holding a loop of shape 2 or 3 (see the module docstring)."""
    found = set()
    for name, func, _cls in _functions(ast.parse(source)):
        for node in ast.walk(func):
            if isinstance(node, ast.While) and _reads_args(node):
                found.add(f"{module}.{name}")
            loops: list[tuple[ast.AST, ast.AST, ast.AST]] = []
            if isinstance(node, ast.For | ast.AsyncFor):
                loops.append((node.target, node.iter, node))
            elif isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
                loops += [(g.target, g.iter, node) for g in node.generators]
            for target, iterated, body in loops:
                for var in _bound_to_args(target, iterated):
                    if _pushes(body, var) or _reads_args(body, of=var):
                        found.add(f"{module}.{name}")
            if isinstance(node, ast.For | ast.AsyncFor | ast.While) and _descends(node):
                found.add(f"{module}.{name}")
    return frozenset(found)


def package_modules() -> Iterator[tuple[str, str]]:
    """Every module of the interpreter and of its tools, by dotted name."""
    paths = [*PACKAGE.rglob("*.py"), *(REFERENCE / "sigma_pol_tools").rglob("*.py")]
    for path in sorted(paths):
        module = ".".join(path.relative_to(REFERENCE).with_suffix("").parts)
        if module != FOLD:
            yield module, path.read_text(encoding="utf-8")


def walks(module: str, source: str) -> set[str]:
    return (recursive_functions(module, source) - NOT_TERM_WALKS.keys()) | (
        term_loops(module, source) - NOT_TERM_LOOPS.keys()
    )


def test_fold_is_the_only_walk_over_terms() -> None:
    found = set().union(*(walks(m, s) for m, s in package_modules()))
    assert found == set(), found


def test_every_listed_exception_exists() -> None:
    recursive = set().union(*(recursive_functions(m, s) for m, s in package_modules()))
    loops = set().union(*(term_loops(m, s) for m, s in package_modules()))
    assert NOT_TERM_WALKS.keys() <= recursive
    assert NOT_TERM_LOOPS.keys() <= loops


def test_the_fold_itself_is_iterative() -> None:
    source = (PACKAGE / "syntax" / "fold.py").read_text(encoding="utf-8")
    assert recursive_functions(FOLD, source) == set()


PLANTED = {
    "a work list over .args": """
        def size(term):
            stack, n = [term], 0
            while stack:
                node = stack.pop()
                n += 1
                stack.extend(a for a in node.args if hasattr(a, "op"))
            return n
    """,
    "a descent along a path (while)": """
        def at(term, path):
            node = term
            while path:
                node = node.args[path.pop()]
            return node
    """,
    "a descent along a path (for)": """
        def at(term, path):
            node = term
            for i in path:
                node = node.args[i]
            return node
    """,
    "a for loop pushing children": """
        def leaves(term):
            todo, out = [term], []
            for node in todo:
                for child in node.args:
                    todo.append(child)
            return out
    """,
    "a comprehension two levels deep": """
        def grandchildren(term):
            return [g for c in term.args for g in c.args]
    """,
    "a recursive method": """
        class Walker:
            def visit(self, node):
                return [self.visit(a) for a in node.args]
    """,
    "recursion through a module attribute": """
        import walker_module
        def depth(node):
            return 1 + max(walker_module.depth(a) for a in node.args)
    """,
    "mutual recursion": """
        def even(node):
            return odd(node.args[0])
        def odd(node):
            return even(node.args[0])
    """,
}


def test_each_planted_walk_is_flagged() -> None:
    for shape, source in PLANTED.items():
        assert walks("planted", textwrap.dedent(source)), shape


def test_one_level_of_arguments_is_not_a_walk() -> None:
    algebra = """
        def encode_node(node, args):
            parts = [node.op]
            for original, folded in zip(node.args, args, strict=True):
                parts.append(folded if hasattr(original, "op") else str(folded))
            return " ".join(parts)
    """
    assert walks("planted", textwrap.dedent(algebra)) == set()
