"""The student's `tasks` queue, observed: it gets a subclass of its own class (so
a LifoQueue stays a LifoQueue) that reports every put and take to the probe; the
items themselves go on and come off it untouched.

A put and a take are reported from the queue's own hooks (`_put`, `_get`), which
run under the queue's lock: the reports are in the order the queue made them,
whichever threads raced, and a get() that began before the queue was observed
(a worker started in `__init__`) is seen too when it takes its item."""

from __future__ import annotations

import queue
import threading
from typing import Any

from fifo_gui.check.probe import Probe


def observe(tasks: queue.Queue[Any], probe: Probe) -> None:
    """Give `tasks` a subclass of its own class that reports to `probe`; its items,
    its lock and any alias the student keeps stay as they are."""
    base = type(tasks)

    class Observed(base):  # type: ignore[valid-type,misc]
        def _put(self, item: Any) -> None:
            probe.on_put(item)
            super()._put(item)

        def _get(self) -> Any:
            item = super()._get()
            probe.on_taken(item)
            return item

        def get(self, block: bool = True, timeout: float | None = None) -> Any:
            probe.on_get(block, timeout)
            me = threading.get_ident()
            waits = block and timeout is None
            if waits:
                probe.waiting[me] = probe.waiting.get(me, 0) + 1
            try:
                return super().get(block, timeout)
            finally:
                if waits:
                    probe.waiting[me] -= 1

        def join(self) -> None:
            with probe.joining_now("tasks.join()"):
                super().join()

    Observed.__name__ = Observed.__qualname__ = base.__name__
    tasks.__class__ = Observed
