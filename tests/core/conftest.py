"""Core fixtures: schedulers that are always shut down, and an event recorder."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest

from fifo_gui.core import FIFOScheduler
from fifo_gui.core.events import Event

JOIN = 5.0  # seconds: generous, only reached when something is broken


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


@pytest.fixture
def make_scheduler() -> Iterator[Callable[..., tuple[FIFOScheduler, Recorder]]]:
    made: list[FIFOScheduler] = []

    def make(**kwargs: object) -> tuple[FIFOScheduler, Recorder]:
        kwargs.setdefault("verbose", False)
        scheduler = FIFOScheduler(**kwargs)  # type: ignore[arg-type]
        recorder = Recorder()
        scheduler.add_listener(recorder)
        made.append(scheduler)
        return scheduler, recorder

    yield make
    for scheduler in made:
        assert scheduler.shutdown(timeout=JOIN)
