"""tests/core: the Qt-free core. Fixtures: tests/conftest.py; helpers: tests/helpers.py."""

from __future__ import annotations

# Only for the modules still importing these from .conftest; new code imports tests.helpers.
from tests.helpers import JOIN, Recorder  # noqa: F401
