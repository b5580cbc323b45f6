"""The protocol kind ``run`` (spec/07-conformance.md §7.1, spec/15-run.md §15.9).

A request gives a Policy term, its pool (``candidates`` or ``catalog``), the
context of the call (``ctx``: ``request``, ``now_ms``, ``seed``), and
optionally the host's ``runtime`` and the ``engine`` parameters, and the
``responses`` script; the answer adds to ``expect`` the run's ``steps``,
``decision_path``, ``result``, ``rejected`` and ``runtime``.  Every input is
read before the run starts (:mod:`sigma_pol.engine.run_inputs`), so a
malformed one is an input error with its path.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import outcome_to_json, run
from ..engine.run_inputs import run_inputs_of_request
from ..semantics.compiler import Compiled
from ..syntax.terms import JSON
from ..syntax.vocabulary import Schema


def answer_run(compiled: Compiled, request: Mapping[str, JSON], schema: Schema) -> dict[str, JSON]:
    """The ``run`` kind's members of ``expect``."""
    given = run_inputs_of_request(request, schema)
    outcome = run(
        compiled.policy(), given.candidates, given.ctx, given.runtime, given.engine, given.responses
    )
    return outcome_to_json(outcome)
