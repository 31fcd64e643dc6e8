"""Plain helpers shared by the test folders: constants and functions, no Qt, no fixtures.

Fixtures live in the conftest.py that covers every folder using them; helpers that
drive widgets live in tests/ui/helpers.py. No test module imports another.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable
from pathlib import Path

from fifo_gui.core.events import Event
from fifo_gui.core.ledger import Ledger

ROOT = Path(__file__).resolve().parents[1]
JOIN = 5.0  # seconds: generous, only reached when something is broken


def repeat_count(default: int = 20) -> int:
    """How often a `slow` test repeats its case: CI keeps the default, FIFO_GUI_REPEAT lowers it."""
    count = int(os.environ.get("FIFO_GUI_REPEAT", str(default)))
    if count < 1:
        raise ValueError(f"FIFO_GUI_REPEAT must be at least 1, not {count}")
    return count


def ledger_of(events: Iterable[Event]) -> Ledger:
    """The ledger the app builds from `events`: where every task is, as they tell it.

    Its `queued` counts STOP sentinels too (`stops_waiting` of them); `arrivals`
    counts tasks put, STOPs aside.
    """
    ledger = Ledger()
    ledger.apply(tuple(events))  # a snapshot: workers may still be reporting
    return ledger


class Recorder:
    """A listener that keeps every event, and lets a test wait for one."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self._cond = threading.Condition()

    def __call__(self, event: Event) -> None:
        with self._cond:
            self.events.append(event)
            self._cond.notify_all()

    def of(self, kind: type) -> list[Event]:
        with self._cond:
            return [e for e in self.events if isinstance(e, kind)]

    def wait_for(self, predicate: Callable[[list[Event]], bool], timeout: float = JOIN) -> None:
        with self._cond:
            assert self._cond.wait_for(lambda: predicate(self.events), timeout), self.events
