"""The one reader of a request's inputs: candidates, a catalog in their place,
the context (spec/07-conformance.md §7.1, spec/11-catalog.md §11.4).

An input arrives as a :class:`Given`: its JSON value and the path that names it
in errors, ``$.candidates`` in a protocol request, ``pool.json:$`` in a file
given on the command line.  Every path below one is spelled by
:meth:`Given.member` (``$.ctx.request.extra_candidates``), so a refusal names
the place the same way whichever door the input came in by.  The values
themselves are checked by :mod:`sigma_pol.semantics.inputs` (a candidate, a
context) and :mod:`sigma_pol.catalog` (a catalog, flattened, and its
redefinitions); this module decides which input is read, in which order, and
under which name.  A new input of a request (a run's state, its engine
parameters, its responses) is a new function here reading a :class:`Given`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..catalog.document import call_candidates, catalog_from_json
from ..core.errors import InputError
from ..core.terms import JSON
from ..core.vocabulary import DEFAULT_SCHEMA, Schema
from ..semantics.inputs import Candidate, Context, candidates_from_json, context_from_json


@dataclass(frozen=True, slots=True)
class Given:
    """One input as given: its JSON ``value`` and ``where`` it is, for errors."""

    value: JSON
    where: str

    def member(self, *keys: str) -> Given | None:
        """The member at ``keys`` (``ctx.member("request", "extra_candidates")``),
        or ``None`` where a step is not a member of an object."""
        value, where = self.value, self.where
        for key in keys:
            if not isinstance(value, dict) or key not in value:
                return None
            value, where = value[key], f"{where}.{key}"
        return Given(value, where)


def given_in(request: Mapping[str, JSON], name: str, root: str = "$") -> Given | None:
    """The member ``name`` of a protocol request, or ``None`` when absent."""
    return Given(request[name], f"{root}.{name}") if name in request else None


def read_context(ctx: Given | None) -> Context:
    """The context, ``{}`` when none is given."""
    return context_from_json({}, "$") if ctx is None else context_from_json(ctx.value, ctx.where)


def read_catalog_candidates(
    catalog: Given, ctx: Given | None, schema: Schema = DEFAULT_SCHEMA
) -> list[Candidate]:
    """A catalog's candidates (flattened, every default resolved), then the
    context's ``request.extra_candidates`` (spec/11 §11.4): fresh copies."""
    extras = None if ctx is None else ctx.member("request", "extra_candidates")
    flat = catalog_from_json(catalog.value, catalog.where, schema)
    if extras is None:
        return call_candidates(flat, None, catalog.where, schema)
    return call_candidates(flat, extras.value, extras.where, schema)


def read_candidates(
    candidates: Given | None,
    catalog: Given | None,
    ctx: Given | None,
    schema: Schema = DEFAULT_SCHEMA,
) -> list[Candidate] | None:
    """The candidates of a decision: those given, evaluated as they are
    (upstream's ``plan``), or a catalog's followed by the context's
    ``request.extra_candidates`` (an engine input, merged only into a catalog's
    pool); ``None`` when neither is given."""
    if catalog is not None:
        if candidates is not None:
            raise InputError(catalog.where, "give candidates or a catalog, not both")
        return read_catalog_candidates(catalog, ctx, schema)
    if candidates is None:
        return None
    return candidates_from_json(candidates.value, candidates.where, schema)


@dataclass(frozen=True, slots=True)
class Population:
    """What a scorer, selector or policy request decides on."""

    candidates: list[Candidate]
    ctx: Context


def population_of_request(
    request: Mapping[str, JSON], schema: Schema = DEFAULT_SCHEMA
) -> Population:
    """The ``candidates`` (or ``catalog``) and ``ctx`` of a protocol request."""
    ctx = given_in(request, "ctx")
    candidates = read_candidates(
        given_in(request, "candidates"), given_in(request, "catalog"), ctx, schema
    )
    if candidates is None:
        raise InputError("$.candidates", "missing (or give a catalog)")
    return Population(candidates, read_context(ctx))
