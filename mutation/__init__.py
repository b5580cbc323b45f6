"""Mutation adequacy of the golden vectors (spec/07-conformance.md §7.5, §7.6).

Not part of the installed package: ``pip install .`` ships the interpreter and
the conformance tools (``sigma_pol``); this package holds the planted mistakes
that measure the vectors and the fuzzer, and is imported from a checkout by
the tests and by its command:

    python -m mutation score                 which vectors kill each mutant
    python -m mutation fuzz [--seed N] …     how soon the fuzzer finds each one

* :mod:`.mutants`: ``MUTANTS``, the reference algebra with one operation's
  interpretation replaced by a plausible mistake, and ``run_all``, which
  vectors kill each one.
"""
