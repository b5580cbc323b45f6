"""The text syntax of Σ_pol and the grammar that reads it.

Chapter: spec/12-text-syntax.md (grammar: ``grammar/sigma_pol.lark``, shipped as
``sigma_pol.grammar``).

Modules and their public names:

* :mod:`.text`: ``parse``, ``parse_admitted``, ``decode``, ``read_json_term`` (the entry points);
* :mod:`.read`: the lark reader and its located errors;
* :mod:`.scan`: the shortcut tokens (leaf terms and flat arrays lexed whole);
* :mod:`.lower`: upstream's surface sugar lowered to core terms;
* :mod:`.printer`: ``print_term``, ``param_doc`` (the authoring form);
* :mod:`.layout`: the documents both printing and formatting lay out in columns;
* :mod:`.concrete`: a text as written, its comments and blank lines attached;
* :mod:`.formatter`: ``format_text`` (``fmt``: layout only, comments and sugar kept).

Nothing is imported here, so that ``import sigma_pol`` does not load lark.
Imports only from :mod:`sigma_pol.core`.
"""
