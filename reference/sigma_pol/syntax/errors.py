"""The two ways an input is refused (spec/03-admission.md §Errors).

Every refusal names where (a JSON path in upstream's form, ``$.and[2].cmp[3]``,
or a line and column) and why.  No other exception escapes the public API on
bad input.

A refusal may also carry a *hint*: how to fix it (a "did you mean", the short
list of valid values, the missing argument's name).  The hint is never part of
``str()``, which is the message the conformance protocol compares byte for byte
(spec/03-admission.md §3.10): the command line prints it on a line of its own.
"""

from __future__ import annotations

from typing import Self


class SigmaPolError(Exception):
    """Base of every refusal; ``str()`` is the message a user sees."""

    def __init__(self, where: str, why: str, hint: str | None = None) -> None:
        super().__init__(f"{where}: {why}")
        self.where = where
        self.why = why
        self.hint = hint

    def moved(self, where: str, why: str | None = None) -> Self:
        """The same refusal named at another place (a file, a line and column),
        its reason reworded when ``why`` is given, its hint kept."""
        return type(self)(where, self.why if why is None else why, self.hint)


class AdmissionError(SigmaPolError):
    """A term is not admitted: arity, sorts, parameters or bounds."""


class InputError(SigmaPolError):
    """A non-term input (schema, candidates, context, request, JSON text) is malformed."""
