"""Explanation: why a policy decided as it did, and how two policies differ.

Chapter: spec/13-trace-format.md.

Modules and their public names:

* :mod:`.trace`: ``trace_normal`` (the tracing algebra: 𝔖 recording every node);
* :mod:`.report`: ``trace_report`` (the ``sigma-pol-trace/1`` document);
* :mod:`.text`, :mod:`.html`: that document for people;
* :mod:`.diff`: ``sigma-pol-diff/1``, two policies side by side;
* :mod:`.run_story`, :mod:`.run_page`: a run's story (spec/15-run.md), told from
  what the attempt machine records, as text or one page.

Imports from :mod:`sigma_pol.syntax`, :mod:`sigma_pol.semantics` and
:mod:`sigma_pol.text`.
"""
