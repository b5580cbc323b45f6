"""``sigma-pol fmt`` (spec/12-text-syntax.md §12.7): a text laid out again,
its comments, blank lines and sugar kept.

* :mod:`.concrete`: a text as written, its comments and blank lines attached,
  built from the one parser's tree (:func:`sigma_pol.text.read.written_grammar`);
* :mod:`.formatter`: ``format_text``.
"""
