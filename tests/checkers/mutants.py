"""Planted bugs: a copy of a reference module with one edit, to show a checker catches it.

:func:`mutant` reads the module's source, replaces one exact passage (which must
occur exactly once, so a refactoring of the module fails loudly here rather than
leaving a mutant identical to the reference) and executes the result as a
sibling module of the original.  The reference itself is never modified.
"""

from __future__ import annotations

import importlib
import inspect
import sys
import types


def mutant(module_name: str, *edits: tuple[str, str]) -> types.ModuleType:
    """``module_name`` with each ``(old, new)`` passage replaced."""
    original = importlib.import_module(module_name)
    source = inspect.getsource(original)
    for old, new in edits:
        found = source.count(old)
        if found != 1:
            raise LookupError(f"{module_name}: the planted edit's passage occurs {found} times")
        source = source.replace(old, new)
    package, _, leaf = module_name.rpartition(".")
    module = types.ModuleType(f"{package}._mutant_{leaf}")
    module.__package__ = package
    module.__file__ = original.__file__
    sys.modules[module.__name__] = module  # dataclasses look their module up by name
    try:
        exec(compile(source, f"<mutant of {module_name}>", "exec"), module.__dict__)
    finally:
        del sys.modules[module.__name__]
    return module
