"""The student's `tasks` queue, observed: it gets a subclass of its own class (so
a LifoQueue stays a LifoQueue) that reports every put and get to the probe; the
items themselves go on and come off it untouched."""

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
        def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
            probe.on_put(item)
            super().put(item, block, timeout)

        def get(self, block: bool = True, timeout: float | None = None) -> Any:
            probe.on_get(block, timeout)
            me = threading.get_ident()
            waits = block and timeout is None
            if waits:
                probe.waiting[me] = probe.waiting.get(me, 0) + 1
            try:
                item = super().get(block, timeout)
            finally:
                if waits:
                    probe.waiting[me] -= 1
            probe.on_taken(item)
            return item

    Observed.__name__ = Observed.__qualname__ = base.__name__
    tasks.__class__ = Observed
