"""The conformance registry of ``custom`` transforms (spec/06-semantics.md §custom).

``custom(sym)`` names a host-blessed transform; a term can never inject
behaviour.  Conformance needs one pinned registry so that vectors using
``custom`` have one expected answer; every conforming host's test harness
registers exactly these two:

* ``test:stamp_provider``: sets ``x_provider`` to the candidate's provider id;
* ``test:drop_temperature``: removes ``temperature`` from the request.
"""

from __future__ import annotations

from types import MappingProxyType

from .carriers import CustomRegistry
from .inputs import Candidate, Context, Request


def _stamp_provider(req: Request, c: Candidate, _ctx: Context) -> Request:
    return {**req, "x_provider": c["provider_id"]}


def _drop_temperature(req: Request, _c: Candidate, _ctx: Context) -> Request:
    return {k: v for k, v in req.items() if k != "temperature"}


CONFORMANCE_REGISTRY: CustomRegistry = MappingProxyType(
    {"test:stamp_provider": _stamp_provider, "test:drop_temperature": _drop_temperature}
)
