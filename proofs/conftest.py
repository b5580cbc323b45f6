"""The suite's hypothesis profile and its heap frozen after collection, also when the
proofs' companions run on their own."""

from __future__ import annotations

import pytest

from tests.profiles import freeze_the_heap, load_profile

load_profile()


def pytest_collection_finish(session: pytest.Session) -> None:
    freeze_the_heap()
