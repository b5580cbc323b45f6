"""The tools around the reference interpreter :mod:`sigma_pol`: the command line
and everything it offers beyond deciding.

* :mod:`.cli`: ``main``, the ``sigma-pol`` command; :mod:`.commands`: one module a command;
* :mod:`.conformance`: golden vectors, certification, the fuzzer, the vector schema;
* :mod:`.explain`: traces and diffs (spec/13-trace-format.md);
* :mod:`.lint`: what a policy's author is told beyond admission (spec/14-lint.md);
* :mod:`.fmt`: ``sigma-pol fmt`` (layout only, comments kept);
* :mod:`.demo`, :mod:`.spec_table`.

Imports :mod:`sigma_pol`; :mod:`sigma_pol` imports nothing from here
(tests/test_house.py holds both to that).
"""
