"""Shared fixtures: no test may leave a live thread behind."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def no_thread_left_behind() -> Iterator[None]:
    """Fail a test that leaves a non-main thread alive (give it 2 s to finish)."""
    before = set(threading.enumerate())
    yield
    deadline = time.monotonic() + 2.0
    while True:
        extra = [t for t in threading.enumerate() if t not in before and t.is_alive()]
        if not extra or time.monotonic() > deadline:
            break
        time.sleep(0.01)
    assert not extra, f"test left threads running: {[t.name for t in extra]}"
