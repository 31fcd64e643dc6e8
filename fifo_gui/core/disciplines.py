"""Other queue disciplines on the same scheduler: LIFO and priority.

Each scheduler differs from `ClassroomScheduler` only in its queue class, and each
queue differs from `FIFOQueue` only in the storage hooks that the standard
library's own `queue.LifoQueue` and `queue.PriorityQueue` override (`_init`,
`_qsize`, `_put`, `_get`). Pause, step, Stop now and bounded queues work the
same in all three.

Where STOP goes is itself a lesson:
- LIFO: the sentinel pushed last is taken first. Stop ends each worker after
  its current task; what was queued stays for the next Start.
- Priority: STOP has the largest priority, so it comes after every task
  queued before it, as in FIFO (but a task queued after it, at any priority,
  still overtakes it).
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Callable
from typing import Any

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.fifo_queue import FIFOQueue
from fifo_gui.core.task import Task


class LIFOQueue(FIFOQueue[Any]):
    """Last in, first out: `get()` takes the newest item (a stack)."""

    discipline = "LIFO"
    newest_first = True

    def _get(self) -> Any:
        return self.queue.pop()


class PriorityQueue(FIFOQueue[Any]):
    """Lowest `priority` first; equal priorities in arrival order. The stop
    signal, which has no priority, comes after every task put before it."""

    discipline = "Priority"

    def _init(self, maxsize: int) -> None:
        self.heap: list[tuple[float, int, Any]] = []
        self._arrivals = itertools.count()

    def _qsize(self) -> int:
        return len(self.heap)

    def _put(self, item: Any) -> None:
        priority = item.priority if isinstance(item, Task) else math.inf
        heapq.heappush(self.heap, (priority, next(self._arrivals), item))

    def _get(self) -> Any:
        return heapq.heappop(self.heap)[2]


class LIFOScheduler(ClassroomScheduler):
    """The lesson's scheduler over a LIFO queue: the newest task runs next."""

    queue_class = LIFOQueue


class PriorityScheduler(ClassroomScheduler):
    """The lesson's scheduler over a priority queue: the lowest priority runs next."""

    queue_class = PriorityQueue

    def schedule_prioritized(
        self, priority: float, func: Callable[..., Any], /, *args: Any, **kwargs: Any
    ) -> int:
        """Like `schedule`, with the task's priority (lower runs first; `schedule`
        uses 0). Positional-only, so no keyword of the task's own can clash."""
        return self.submit(func, args, kwargs, priority=priority)


DISCIPLINES: dict[str, type[ClassroomScheduler]] = {
    "FIFO": ClassroomScheduler,
    "LIFO": LIFOScheduler,
    "Priority": PriorityScheduler,
}
QUEUE_CLASSES: dict[str, type[FIFOQueue[Any]]] = {
    name: cls.queue_class for name, cls in DISCIPLINES.items()
}
