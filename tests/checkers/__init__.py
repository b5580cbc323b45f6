"""Independent checkers: chapters 3 and 4 transcribed from their rules, not from the code.

* :mod:`.admission_rules` is the judgement ``Σ; σ ⊢ v : S`` of spec/03-admission.md
  §3.9 (one function per rule) and the check sequence ``C(v)`` of §3.9.5;
* :mod:`.rewriting` is the rewrite system R of spec/04-normal-form.md §4.7, whose
  equations are read from the table of §4.6 at import (the spec is the data);
* :mod:`.terms` holds their term representation and the encoding of chapter 5;
* :mod:`.generate` draws well-sorted terms and mutates them into ill-formed ones;
* :mod:`.run_rules` is the run of spec/15-run.md (the attempt machine), transcribed
  from chapter 15 alone: it shares no code with ``sigma_pol.engine`` and takes only
  chapter 6's meanings (plan, transform, FailPlan) from the reference;
  :mod:`.run_generate` draws the run requests it is compared on
  (``tests/test_run_checker.py``).

None of these modules imports ``sigma_pol``'s admission or normal form: they are
compared with the reference in ``tests/test_admission_rules.py``,
``tests/test_rewriting.py`` and the companions of Theorems 9 and 11, through
:mod:`.compare` (the only module here that calls the reference).
"""
