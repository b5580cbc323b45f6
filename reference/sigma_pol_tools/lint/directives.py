"""The directive registry: the filter names a host applies, and their parameters
(spec/14-lint.md §14.5, ``sigma-pol-directives/1``).

``filter_text`` and ``filter_image`` carry a Recipe the host executes (upstream's
docs/POLICY_DESIGN.md §5.3: "the DSL *names* a seeded recipe; the host
*executes* it"); admission checks only the Recipe's shape (chapter 3 §3.4.2),
so any name is admitted.  The registry is the list of names a host is expected
to apply, as upstream's design and GenVM's LLM module name them (POLICY_DESIGN.md
§5.3, docs/GENVM-LLM-POLICY.md, genvm/dispatch.lua), each with the shape of its
parameter.  Lint reads it (:func:`recipe_findings`): a name outside it, or a
step written in another shape, is a warning with a did-you-mean.  A schema's
``directives`` member adds names (chapter 2 §2.2) as its ``fields`` add fields.

Shapes: ``none``, a step written as the bare name (``NFKC``); ``number``, a
one-entry record ``{Name: n}`` (``{GaussianNoise: 0.05}``); ``pair``, upstream's
``{ Unsharpen = {2.0, 4.0} }``, two numbers, which a sigma-pol/v2 Recipe cannot
hold (a flat record maps names to single numbers).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from sigma_pol.syntax.suggest import closest, listing
from sigma_pol.syntax.terms import ParamValue
from sigma_pol.syntax.vocabulary import DirectiveShape as Shape

#: The registry's version: a host that guarantees this list names it.
VERSION: Final = "sigma-pol-directives/1"


#: Which Xform carries which kind of filter.
KIND_OF_OP: Final = MappingProxyType({"filter_text": "text", "filter_image": "image"})

#: The registry, by kind: each name and the shape of its parameter (spec/14 §14.5).
REGISTRY: Final[Mapping[str, Mapping[str, Shape]]] = MappingProxyType(
    {
        "text": MappingProxyType({"NFKC": "none", "NormalizeWS": "none", "RmZeroWidth": "none"}),
        "image": MappingProxyType(
            {"GaussianNoise": "number", "JpegRecompress": "number", "Unsharpen": "pair"}
        ),
    }
)

#: How each shape is written in a step, for messages.
WRITTEN: Final = MappingProxyType(
    {"none": "{name}", "number": "{{{name}: 0.05}}", "pair": "{{{name}: [2.0, 4.0]}}"}
)


def written(name: str, shape: Shape) -> str:
    return WRITTEN[shape].format(name=name)


@dataclass(frozen=True, slots=True)
class Problem:
    """One step of a Recipe the registry does not know as written: its 1-based
    index, what is wrong and the fix."""

    index: int
    #: ``unknown-directive`` or ``directive-shape`` (spec/14-lint.md §14.2)
    code: str
    message: str
    fix: str


def _names(kind: str, extra: Mapping[str, Mapping[str, Shape]]) -> dict[str, Shape]:
    return {**REGISTRY[kind], **extra.get(kind, {})}


def recipe_problems(
    op: str, recipe: ParamValue, extra: Mapping[str, Mapping[str, Shape]] = MappingProxyType({})
) -> list[Problem]:
    """What in an admitted Recipe of ``op`` names no registered filter, or gives
    one a parameter of another shape; ``extra`` is a schema's additions."""
    kind = KIND_OF_OP[op]
    known = _names(kind, extra)
    other_kind = "image" if kind == "text" else "text"
    others = _names(other_kind, extra)
    steps = recipe if isinstance(recipe, tuple) else ()
    found: list[Problem] = []
    for index, step in enumerate(steps, start=1):
        entries: list[tuple[str, bool]] = (
            [(step, False)]
            if isinstance(step, str)
            else [(key, True) for key in sorted(step)]
            if isinstance(step, Mapping)
            else []
        )
        if len(entries) > 1:
            shown = ", ".join(f"{{{k}: …}}" for k, _ in entries)
            found.append(
                Problem(
                    index,
                    "directive-shape",
                    f"one step names {len(entries)} filters; the host applies them in an order "
                    "the record does not fix",
                    f"one step each: [{shown}]",
                )
            )
        for name, has_value in entries:
            shape = known.get(name)
            if shape is None:
                near = closest(name, known)
                if name in others:
                    message = f"'{name}' is a {other_kind} filter, not a {kind} filter"
                    fix = f"move it to filter_{other_kind}"
                else:
                    message = f"'{name}' is not a {kind} filter of the registry ({VERSION})"
                    fix = (
                        f"did you mean '{near}'?"
                        if near is not None
                        else f"the {kind} filters are {listing(sorted(known))}; "
                        "a schema's directives member declares a host's own"
                    )
                found.append(Problem(index, "unknown-directive", message, fix))
                continue
            if has_value != (shape != "none"):
                wants = "takes no parameter" if shape == "none" else "takes a parameter"
                found.append(
                    Problem(
                        index,
                        "directive-shape",
                        f"the {kind} filter {name} {wants}",
                        f"write {written(name, shape)}",
                    )
                )
            elif shape == "pair":
                found.append(
                    Problem(
                        index,
                        "directive-shape",
                        f"the {kind} filter {name} takes two numbers (upstream's "
                        f"{{ {name} = {{2.0, 4.0}} }}), which a Recipe step cannot hold",
                        "leave it to the host's configuration, or declare a one-number "
                        "variant in the schema's directives",
                    )
                )
    return found
