"""`queue.Queue` plus the two things a teaching scheduler needs on a bounded queue.

It is still a `queue.Queue` (the lesson's `tasks`): `put`, `get`, `qsize`,
`full` and `maxsize` behave as documented. It extends it through the hooks
the standard library's own `PriorityQueue` and `LifoQueue` use.
"""

from __future__ import annotations

import queue
import time
from typing import TypeVar

T = TypeVar("T")


class FIFOQueue(queue.Queue[T]):
    """A FIFO `queue.Queue` whose STOP items can always get in."""

    def force_put(self, item: T) -> None:
        """Put `item` even past `maxsize`, never blocking.

        Used for STOP sentinels only: Stop must not wait for room on a full
        queue (that is how a producer-consumer program deadlocks), so a
        bounded queue may hold up to one sentinel per worker over its size.
        """
        with self.mutex:
            self._put(item)
            self.unfinished_tasks += 1
            self.not_empty.notify()

    def wait_for_room(self, timeout: float | None = None) -> bool:
        """Block until the queue is not full (or `timeout` passes); True if there is room."""
        with self.not_full:
            if timeout is None:
                while 0 < self.maxsize <= self._qsize():
                    self.not_full.wait()
                return True
            deadline = time.monotonic() + timeout
            while 0 < self.maxsize <= self._qsize():
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self.not_full.wait(remaining)
            return True

    def tasks_done(self, count: int) -> None:
        """`task_done()` for `count` items at once.

        One `task_done()` per item takes the queue's lock once more per item,
        and with a producer putting at the same time that contention halved
        the scheduler's throughput. `join()` keeps its meaning: it returns once
        every item is processed *and* reported, never earlier.
        """
        if count <= 0:
            return
        with self.all_tasks_done:
            unfinished = self.unfinished_tasks - count
            if unfinished < 0:
                raise ValueError("tasks_done() called too many times")
            if unfinished == 0:
                self.all_tasks_done.notify_all()
            self.unfinished_tasks = unfinished

    def set_maxsize(self, maxsize: int) -> None:
        """Change the bound (0 = unbounded); items already queued stay."""
        with self.mutex:
            self.maxsize = maxsize
            self.not_full.notify_all()  # a bigger bound makes room for blocked producers
