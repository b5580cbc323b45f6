"""The suite's hypothesis profile, also when the proofs' companions run on their own."""

from __future__ import annotations

from tests.profiles import load_profile

load_profile()
