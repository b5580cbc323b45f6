"""The suite's hypothesis profiles, chosen by the environment variable
``SIGMA_POL_HYPOTHESIS`` (README § Tests): ``ci`` (the default, what
``scripts/check`` runs) or ``quick`` (few examples, for local work).  A test
that sets its own ``max_examples`` keeps it under either."""

from __future__ import annotations

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
