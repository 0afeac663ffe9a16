"""Shared fixture: the built-in library, loaded once."""

from __future__ import annotations

import pytest

from drills.library import Library, load_library


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library()
