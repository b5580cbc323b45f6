"""The text syntax of Σ_pol and the grammar that reads it.

Chapter: spec/12-text-syntax.md (grammar: ``grammar/sigma_pol.lark``, shipped as
``sigma_pol.grammar``).

Modules and their public names:

* :mod:`.parse`: ``parse``, ``parse_admitted``, ``read_json_term`` (the entry points);
* :mod:`.read`: the lark reader and its located errors;
* :mod:`.scan`: the shortcut tokens (leaf terms and flat arrays lexed whole);
* :mod:`.lower`: upstream's surface sugar lowered to core terms;
* :mod:`.printer`: ``print_term``, ``param_doc`` (the authoring form);
* :mod:`.layout`: the documents printing lays out in columns (``fmt`` lays its own out too).

Nothing is imported here, so that ``import sigma_pol`` does not load lark.
Imports from :mod:`sigma_pol.syntax` and :mod:`sigma_pol.valid`.
"""
