"""The suite's hypothesis profile, also when the proofs' companions run on their own."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("ci", max_examples=60, deadline=None)
settings.load_profile("ci")
