"""The suite's hypothesis profiles, chosen by the environment variable
``SIGMA_POL_HYPOTHESIS`` (README § Tests): ``ci`` (the default, what
``scripts/check`` runs) or ``quick`` (few examples, for local work).  A test
that sets its own ``max_examples`` keeps it under either."""

from __future__ import annotations

import gc
import os

from hypothesis import settings

PROFILES = {"ci": 60, "quick": 10}
VARIABLE = "SIGMA_POL_HYPOTHESIS"


def load_profile() -> str:
    """Register the profiles and load the one the environment names."""
    for name, examples in PROFILES.items():
        settings.register_profile(name, max_examples=examples, deadline=None)
    chosen = os.environ.get(VARIABLE, "ci")
    if chosen not in PROFILES:
        known = ", ".join(PROFILES)
        raise SystemExit(f"{VARIABLE}={chosen!r}: not a profile (known: {known})")
    settings.load_profile(chosen)
    return chosen


def freeze_the_heap() -> None:
    """After collection: move every object alive (the modules, the collected
    tests and their parameters) out of the garbage collector's generations, so
    that the collections the tests' allocations trigger no longer walk them
    again and again (CPython's ``gc.freeze``; the tests' own objects are
    collected as before).  Once per process, whichever conftest calls first."""
    if gc.get_freeze_count() == 0:
        gc.collect()
        gc.freeze()
