"""Authoring: what a person writing a policy is told beyond admission.

Chapter: spec/14-lint.md.

Modules and their public names:

* :mod:`.vocabulary`: the names hosts and upstream use beyond the signature
  (error kinds, capabilities, request parameters, action knobs) and the
  context members the semantics reads;
* :mod:`.lint`: ``lint_term`` (an algebra over the fold) and ``lint_context``:
  admissible but suspicious terms and contexts, each with its place and a fix.

Imports from :mod:`sigma_pol.syntax` and :mod:`sigma_pol.semantics`.
"""
