"""The golden-vector definitions (spec/07-conformance.md §Vectors): ``Definition``
(:mod:`.vector`), the reader of the data files of ``golden/definitions``
(:mod:`.data`), the families generated in Python (:mod:`.families`, with the
fixtures of :mod:`.fixtures`) and the checklist's summaries (:mod:`.summaries`).
The order of the files is ``DEFINITION_FILES`` of
:mod:`sigma_pol_tools.conformance.generate`."""
