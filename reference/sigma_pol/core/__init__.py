"""The core of Σ_pol: terms, their admission, normal form and encoding.

Chapters: spec/01-terms-and-sorts.md, spec/02-vocabulary.md (the schema),
spec/03-admission.md, spec/04-normal-form.md, spec/05-encoding.md.

Modules and their public names:

* :mod:`.signature`: ``SIGNATURE``, ``VERSION``, ``Sort``, ``ParamSort`` (the signature as data);
* :mod:`.terms`: ``Term``, ``Record``, ``ParamValue``;
* :mod:`.fold`: ``fold``, ``Algebra`` (the one recursion over terms);
* :mod:`.vocabulary`: ``Schema``, ``DEFAULT_SCHEMA``, ``schema_from_json``;
* :mod:`.admission`: ``admit``, ``check``, ``Admitted``;
* :mod:`.normal_form`: ``canonical``, ``normalize``, ``Normal``;
* :mod:`.encoding`: ``encode``, ``identity_of_encoding``, ``fingerprint_of_encoding``
  (the one writer of the canonical encoding);
* :mod:`.build`: the sorted builder API; :mod:`.json_form`: ``term_to_json``;
* :mod:`.jsonio`: reading and writing JSON exactly; :mod:`.errors`: the error types;
* :mod:`.measures`: depth, size and the operations a term uses.

Nothing here imports from the other subpackages.
"""
