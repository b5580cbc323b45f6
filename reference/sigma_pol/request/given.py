"""The one reader of a request's inputs: candidates, a catalog in their place,
the context (spec/07-conformance.md §7.1, spec/11-catalog.md §11.4).

An input arrives as a :class:`Given`: its JSON value and the path that names it
in errors, ``$.candidates`` in a protocol request, ``pool.json:$`` in a file
given on the command line.  Every path below one is spelled by
:meth:`Given.member` (``$.ctx.request.extra_candidates``), so a refusal names
the place the same way whichever door the input came in by.  The values
themselves are checked by :mod:`sigma_pol.semantics.decision_values` (a candidate, a
context, an Xform's request), :mod:`sigma_pol.syntax.vocabulary` (a schema) and
:mod:`sigma_pol.catalog` (a catalog, flattened, and its redefinitions); this
module decides which input is read, in which order, and under which name, for
the protocol (:mod:`sigma_pol.protocol.answer`), the command line and the
decision API (:func:`sigma_pol.decide`).  The inputs of a run (its pool, its state, its
engine parameters, its responses) are read by :mod:`.run_inputs` from the
same :class:`Given`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from ..catalog.document import call_candidates, catalog_from_json
from ..semantics.decision_values import (
    Candidate,
    Context,
    Request,
    candidate_from_json,
    candidates_from_json,
    context_from_json,
    request_from_json,
)
from ..syntax.errors import InputError
from ..syntax.terms import JSON
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema, schema_from_json


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

    def at(self, key: str) -> Given:
        """The member ``key`` of an object, ``null`` where absent (a reader refuses it)."""
        value = self.value.get(key) if isinstance(self.value, dict) else None
        return Given(value, f"{self.where}.{key}")


def given_in(request: Mapping[str, JSON], name: str, root: str = "$") -> Given | None:
    """The member ``name`` of a protocol request, or ``None`` when absent."""
    return Given(request[name], f"{root}.{name}") if name in request else None


def read_schema(schema: Given | None) -> Schema:
    """The schema (spec/02-vocabulary.md §2.5), the default one when none is given."""
    return DEFAULT_SCHEMA if schema is None else schema_from_json(schema.value, schema.where)


def read_context(ctx: Given | None) -> Context:
    """The context, ``{}`` when none is given."""
    return context_from_json({}, "$") if ctx is None else context_from_json(ctx.value, ctx.where)


def read_candidate(candidate: Given, schema: Schema = DEFAULT_SCHEMA) -> Candidate:
    """One candidate (a Pred case's, an Xform's)."""
    return candidate_from_json(candidate.value, candidate.where, schema)


def read_candidate_array(candidates: Given, schema: Schema = DEFAULT_SCHEMA) -> list[Candidate]:
    """Candidates given as an array, evaluated as they are (upstream's ``plan``)."""
    return candidates_from_json(candidates.value, candidates.where, schema)


def read_request(request: Given | None) -> Request:
    """The request an Xform transforms, ``{}`` when none is given."""
    if request is None:
        return request_from_json({}, "$")
    return request_from_json(request.value, request.where)


_NON_FINITE: Final = {"+inf": math.inf, "-inf": -math.inf, "nan": math.nan}


def empty_object_as_array(value: JSON) -> JSON:
    """A member that must be an array: ``{}`` is the empty one, as a Lua
    encoder writes it (spec/07 §7.1, spec/08 pinned-empty-object-is-array)."""
    return [] if value == {} else value


def read_scores(scores: Given | None, count: int) -> list[float]:
    """A selector's scores, one per candidate: doubles, non-finite ones as the
    protocol writes them (``"+inf"``, ``"-inf"``, ``"nan"``); all 0 when none
    are given; ``{}`` is the empty array."""
    if scores is None or scores.value is None:
        return [0.0] * count
    value = empty_object_as_array(scores.value)
    if not isinstance(value, list) or len(value) != count:
        raise InputError(scores.where, f"expected an array of {count} scores, one per candidate")
    out = []
    for i, v in enumerate(value):
        if isinstance(v, int | float) and not isinstance(v, bool):
            out.append(float(v))
        elif isinstance(v, str) and v in _NON_FINITE:
            out.append(_NON_FINITE[v])
        else:
            raise InputError(f"{scores.where}[{i}]", 'expected a number, "+inf", "-inf" or "nan"')
    return out


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


#: How a catalog becomes a pool: from the catalog and the context, as given.
CatalogPool = Callable[[Given, Given | None, Schema], list[Candidate]]
ArrayPool = Callable[[Given, Schema], list[Candidate]]


def read_candidates(
    candidates: Given | None,
    catalog: Given | None,
    ctx: Given | None,
    schema: Schema = DEFAULT_SCHEMA,
    from_catalog: CatalogPool = read_catalog_candidates,
    from_array: ArrayPool = read_candidate_array,
) -> list[Candidate] | None:
    """The candidates of a decision: those given, evaluated as they are
    (upstream's ``plan``), or a catalog's followed by the context's
    ``request.extra_candidates`` (an engine input, merged only into a catalog's
    pool), built by ``from_catalog`` (a run builds upstream's engine matrix)
    and ``from_array`` (a run's candidates have number raw prices);
    ``None`` when neither is given."""
    if catalog is not None:
        if candidates is not None:
            raise InputError(catalog.where, "give candidates or a catalog, not both")
        return from_catalog(catalog, ctx, schema)
    return None if candidates is None else from_array(candidates, schema)


def pool_of_request(
    request: Mapping[str, JSON],
    schema: Schema = DEFAULT_SCHEMA,
    from_catalog: CatalogPool = read_catalog_candidates,
    from_array: ArrayPool = read_candidate_array,
) -> tuple[list[Candidate], Given | None]:
    """The ``candidates`` (or ``catalog``) of a protocol request, and its ``ctx`` as given."""
    ctx = given_in(request, "ctx")
    candidates = read_candidates(
        given_in(request, "candidates"),
        given_in(request, "catalog"),
        ctx,
        schema,
        from_catalog,
        from_array,
    )
    if candidates is None:
        raise InputError("$.candidates", "missing (or give a catalog)")
    return candidates, ctx


@dataclass(frozen=True, slots=True)
class Population:
    """What a scorer, selector or policy request decides on."""

    candidates: list[Candidate]
    ctx: Context


def population_of_request(
    request: Mapping[str, JSON], schema: Schema = DEFAULT_SCHEMA
) -> Population:
    """The ``candidates`` (or ``catalog``) and ``ctx`` of a protocol request."""
    candidates, ctx = pool_of_request(request, schema)
    return Population(candidates, read_context(ctx))
