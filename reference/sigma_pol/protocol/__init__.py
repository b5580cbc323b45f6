"""The conformance protocol: one request in, one answer out (spec/07-conformance.md §7.1).

* :mod:`.answer`: ``answer`` (what ``sigma-pol serve`` speaks, line by line);
* :mod:`.run_kind`: the ``run`` kind's answer (spec/15-run.md §15.9).

Imports from every other part of :mod:`sigma_pol`; nothing in it imports this.
"""
