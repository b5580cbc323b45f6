"""The normal form (spec/04-normal-form.md): :mod:`.normal_form`, ``canonical``,
``normalize``, ``Normal`` (a normal term with its encoding).

Imports from :mod:`sigma_pol.syntax` and :mod:`sigma_pol.encoding`.
"""
