"""The two ways an input is refused (spec/03-admission.md §Errors).

Every refusal names where (a JSON path in upstream's form, ``$.and[2].cmp[3]``,
or a line and column) and why.  No other exception escapes the public API on
bad input.
"""

from __future__ import annotations


class SigmaPolError(Exception):
    """Base of every refusal; ``str()`` is the message a user sees."""

    def __init__(self, where: str, why: str) -> None:
        super().__init__(f"{where}: {why}")
        self.where = where
        self.why = why


class AdmissionError(SigmaPolError):
    """A term is not admitted: arity, sorts, parameters or bounds."""


class InputError(SigmaPolError):
    """A non-term input (schema, candidates, context, request, JSON text) is malformed."""
