"""The terms of Σ_pol as data: the signature, terms, the fold, the schema, the JSON form.

Chapters: spec/01-terms-and-sorts.md, spec/02-vocabulary.md (the schema).

Modules and their public names:

* :mod:`.signature`: ``SIGNATURE``, ``VERSION``, ``Sort``, ``ParamSort`` (the signature as data);
* :mod:`.terms`: ``Term``, ``Record``, ``ParamValue``, ``JSON``;
* :mod:`.fold`: ``fold``, ``Algebra`` (the one recursion over terms);
* :mod:`.vocabulary`: ``Schema``, ``DEFAULT_SCHEMA``, ``schema_from_json``;
* :mod:`.json_form`: ``term_to_json``; :mod:`.jsonio`: reading and writing JSON exactly;
* :mod:`.lua`: values as upstream's Lua sees them (truthiness, ``or``, numbers);
* :mod:`.errors`: the error types; :mod:`.suggest`: "did you mean" for every message.

Imports nothing from the rest of the package.
"""
