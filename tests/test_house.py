"""The interpreter apart from its tools (issue 29): ``sigma_pol`` is the
interpreter, small enough to read, and imports nothing from ``sigma_pol_tools``
(nor any other tool); ``sigma_pol_tools`` imports it one way.

The size is counted in code lines: a line that holds a token of code, so blank
lines, comments and docstrings (a string standing as a statement) do not count.
Chapters 16 and 17 raise the budget, each in the commit that adds the chapter.
"""

from __future__ import annotations

import ast
import io
import tokenize
from pathlib import Path
from typing import Final

import sigma_pol
import sigma_pol_tools

INTERPRETER: Final = Path(sigma_pol.__file__).parent
TOOLS: Final = Path(sigma_pol_tools.__file__).parent

#: The interpreter's budget in code lines: chapters 1-15 (5 130 when chapters 16
#: and 17 came), raised by each chapter that adds a concern of its own.
BUDGET: Final = (
    6000
    + 900  # chapter 16, Σ_flow: sigma_pol/flow/, text/flow_text.py, protocol/flow_kinds.py (868)
    + 1500  # chapter 17, the configuration: sigma_pol/config/, catalog/matrix.py, protocol/config_kinds.py (1 445)
)

#: The most code lines a module of ``sigma_pol_tools/commands/`` may hold (issue 29,
#: item 8): a command reads its options and calls; what it shares or lays out is a
#: module of its own, named after what it holds.
COMMAND_MODULE_LINES: Final = 150

#: What the interpreter may import: itself, the standard library and lark.
TOOL_PACKAGES: Final = ("sigma_pol_tools", "tests", "mutation", "benchmarks", "proofs")

_NOT_CODE: Final = {
    tokenize.COMMENT,
    tokenize.NL,
    tokenize.NEWLINE,
    tokenize.INDENT,
    tokenize.DEDENT,
    tokenize.ENDMARKER,
}


def docstring_lines(tree: ast.Module) -> set[int]:
    """The lines of every string that stands as a statement (docstrings, and the
    strings that document an attribute)."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            lines.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return lines


def code_lines(source: str) -> int:
    """The lines of ``source`` that hold a token of code."""
    docs = docstring_lines(ast.parse(source))
    lines: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type not in _NOT_CODE:
            lines.update(range(token.start[0], token.end[0] + 1))
    return len(lines - docs)


def interpreter_size(root: Path = INTERPRETER) -> dict[str, int]:
    """Each module of the interpreter and its code lines."""
    return {
        str(path.relative_to(root)): code_lines(path.read_text(encoding="utf-8"))
        for path in sorted(root.rglob("*.py"))
    }


def imports_of(source: str, module: str) -> list[tuple[int, str]]:
    """Every module ``source`` imports (its line, the module's dotted name), relative
    imports resolved against ``module`` (the dotted name of the importing package)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")[: len(module.split(".")) - node.level + 1]
                name = ".".join([*base, *([node.module] if node.module else [])])
            else:
                name = node.module or ""
            found.append((node.lineno, name))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id)
            in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            found.append((node.lineno, str(node.args[0].value)))
    return found


def tool_imports(root: Path = INTERPRETER) -> list[str]:
    """Each import of a tool in the interpreter, as ``file:line: module``."""
    wrong: list[str] = []
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        package = ".".join(parts if path.name == "__init__.py" else parts[:-1])
        package = package.removesuffix(".__init__")
        for line, name in imports_of(path.read_text(encoding="utf-8"), package):
            if name.split(".")[0] in TOOL_PACKAGES:
                wrong.append(f"{path.relative_to(root.parent)}:{line}: {name}")
    return wrong


def test_the_interpreter_fits_its_budget() -> None:
    sizes = interpreter_size()
    total = sum(sizes.values())
    print(f"\nthe interpreter (sigma_pol): {total} code lines in {len(sizes)} modules")
    assert total <= BUDGET, f"{total} code lines, over the budget of {BUDGET}"


def test_every_command_module_is_small() -> None:
    sizes = interpreter_size(TOOLS / "commands")
    over = {name: lines for name, lines in sizes.items() if lines > COMMAND_MODULE_LINES}
    assert over == {}, f"command modules over {COMMAND_MODULE_LINES} code lines: {over}"


def test_the_interpreter_imports_no_tool() -> None:
    assert tool_imports() == []


def test_the_tools_are_outside_the_interpreter() -> None:
    assert not TOOLS.is_relative_to(INTERPRETER)


def test_code_lines_leave_out_blanks_comments_and_docstrings() -> None:
    """Counted by hand: the ``def`` line, the assignment and its continuation, the
    return; not the docstrings, the comment or the blank lines."""
    source = (
        '"""A module."""\n'
        "\n"
        "# a comment\n"
        "def f(x):\n"
        '    """Its docstring,\n'
        '    on two lines."""\n'
        "    y = (x +  # a trailing comment\n"
        "         1)\n"
        "\n"
        "    return y\n"
    )
    assert code_lines(source) == 4


def test_a_tool_import_is_found_however_written(tmp_path: Path) -> None:
    """A planted import of a tool, in each form, is reported with its place."""
    package = tmp_path / "sigma_pol"
    (package / "engine").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "engine" / "__init__.py").write_text("")
    (package / "engine" / "a.py").write_text(
        "import os\n"
        "from sigma_pol.syntax import terms\n"
        "from sigma_pol_tools.cli import main\n"
        "import sigma_pol_tools.commands\n"
        "def f():\n"
        "    from tests import conftest\n"
        "    return importlib.import_module('sigma_pol_tools.explain')\n"
    )
    assert tool_imports(package) == [
        "sigma_pol/engine/a.py:3: sigma_pol_tools.cli",
        "sigma_pol/engine/a.py:4: sigma_pol_tools.commands",
        "sigma_pol/engine/a.py:6: tests",
        "sigma_pol/engine/a.py:7: sigma_pol_tools.explain",
    ]
