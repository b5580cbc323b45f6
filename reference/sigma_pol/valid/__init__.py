"""Admission: which JSON values are terms, and of which sort (spec/03-admission.md).

* :mod:`.admission`: ``admit``, ``check``, ``Admitted`` (the one judgement);
* :mod:`.hints`: what a refusal adds to help the fix ("did you mean …");
* :mod:`.build`: the sorted builder API (terms built in Python, admitted as built).

Imports from :mod:`sigma_pol.syntax` and :mod:`sigma_pol.encoding`.
"""
