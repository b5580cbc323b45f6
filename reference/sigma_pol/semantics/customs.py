"""``custom`` transforms: the conformance registry, where a term names them,
and the command line's stand-ins (spec/06-semantics.md §custom;
spec/07-conformance.md §7.4).

``custom(sym)`` names a host-blessed transform; a term can never inject
behaviour.  Conformance needs one pinned registry so that vectors using
``custom`` have one expected answer; every conforming host's test harness
registers exactly these two:

* ``test:stamp_provider``: sets ``x_provider`` to the candidate's provider id;
* ``test:drop_temperature``: removes ``temperature`` from the request.

Any Sym is admitted, normalized, encoded and identified: the registry is
consulted only when a term is folded into 𝔖 to be evaluated (an unregistered
name: :class:`~sigma_pol.semantics.algebra.UnregisteredCustom`).  A real host's
policy names transforms the reference cannot have; to evaluate it anyway, the
command line registers a :class:`StandIn` under that name (``--custom
NAME=identity`` or ``NAME=drop:KEY``), which traces and reports show as such.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final

from ..syntax.errors import InputError
from ..syntax.fold import fold, uniform
from ..syntax.terms import Term
from .carriers import CustomRegistry
from .decision_values import Candidate, Context, Request


def _stamp_provider(req: Request, c: Candidate, _ctx: Context) -> Request:
    return {**req, "x_provider": c["provider_id"]}


def _drop_temperature(req: Request, _c: Candidate, _ctx: Context) -> Request:
    return {k: v for k, v in req.items() if k != "temperature"}


CONFORMANCE_REGISTRY: CustomRegistry = MappingProxyType(
    {"test:stamp_provider": _stamp_provider, "test:drop_temperature": _drop_temperature}
)


#: The stand-ins the command line offers, as ``NAME=<kind>``: what each does.
STAND_IN_KINDS: Final = MappingProxyType(
    {"identity": "the request unchanged", "drop:KEY": "the request without member KEY"}
)


@dataclass(frozen=True, slots=True)
class StandIn:
    """A transform standing in for a host's ``custom``: ``identity`` or ``drop:KEY``.

    ``label`` is how it is written on the command line and shown in reports.
    """

    label: str

    def __call__(self, req: Request, _c: Candidate, _ctx: Context) -> Request:
        if self.label == "identity":
            return req
        key = self.label.removeprefix("drop:")
        return {k: v for k, v in req.items() if k != key}


def stand_in(label: str, where: str) -> StandIn:
    """The stand-in ``label`` names (``identity``, ``drop:KEY``), or an input error at ``where``."""
    if label == "identity" or (label.startswith("drop:") and len(label) > len("drop:")):
        return StandIn(label)
    kinds = " or ".join(STAND_IN_KINDS)
    raise InputError(where, f"a stand-in is {kinds}, got {label!r}")


def _paths(node: Term, args: tuple[Any, ...]) -> list[tuple[str, str]]:
    if node.op == "custom":
        return [("", str(node.args[0]))]
    found: list[tuple[str, str]] = []
    for i, (value, original) in enumerate(zip(args, node.args, strict=True), 1):
        if isinstance(original, Term):
            found.extend((f".{node.op}[{i}]{rest}", sym) for rest, sym in value)
    return found


def custom_paths(term: Term) -> list[tuple[str, str]]:
    """``(JSON path, sym)`` of every ``custom`` node of ``term``, in reading order.

    The path is admission's (``$.policy[4].seq[1]``: argument 4 of ``policy``,
    then argument 1 of ``seq``), so that a term read from text can turn it into
    a line and a column.
    """
    return [("$" + rest, sym) for rest, sym in fold(term, uniform(_paths))]
