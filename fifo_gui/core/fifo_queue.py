"""`queue.Queue` plus the two things a teaching scheduler needs on a bounded queue.

It is still a `queue.Queue` (the lesson's `tasks`): `put`, `get`, `qsize`,
`full` and `maxsize` behave as documented. It extends it through the hooks
the standard library's own `PriorityQueue` and `LifoQueue` use.
"""

from __future__ import annotations

import queue
import time
from collections.abc import Sized
from typing import TypeVar

T = TypeVar("T")


class FIFOQueue(queue.Queue[T]):
    """A FIFO `queue.Queue` whose STOP items can always get in."""

    def __init__(self, maxsize: int = 0) -> None:
        super().__init__(maxsize)
        # The threads waiting in get(): peeking at it spares force_put() a
        # notify() call (~0.3 µs) when nobody waits, the common case in a flood.
        # It is a private deque of threading.Condition; without it, always notify.
        self._getters: Sized | None = getattr(self.not_empty, "_waiters", None)

    def force_put(self, item: T) -> None:
        """Put `item` without looking at `maxsize`, never blocking.

        For STOP sentinels: Stop must not wait for room on a full queue (that
        is how a producer-consumer program deadlocks), so a bounded queue may
        hold up to one sentinel per worker over its size. And for the
        scheduler, which has already seen room under its own lock.
        """
        with self.mutex:
            self.queue.append(item)
            self.unfinished_tasks += 1
            if self._getters is None or self._getters:
                self.not_empty.notify()

    def force_put_many(self, items: list[T]) -> None:
        """`force_put` for a whole batch: one lock and one `notify()` call.

        It wakes as many waiting workers as there are items, not one per
        put; each then takes items without the lock while any are left (see
        `take`), so a burst is not a thousand lock rounds and notify() calls.
        """
        with self.mutex:
            self.queue.extend(items)
            self.unfinished_tasks += len(items)
            if self._getters is None or self._getters:
                self.not_empty.notify(len(items))

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

    def get(self, block: bool = True, timeout: float | None = None) -> T:
        """`queue.Queue.get`, safe next to `take()`'s lock-free pops.

        `get()` checks for an item and then pops it; a `take()` on another
        thread can empty the deque in between. Then it simply waits again.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            try:
                return super().get(block, timeout)
            except IndexError:
                if not block:
                    raise queue.Empty from None
                if deadline is not None:
                    timeout = max(0.0, deadline - time.monotonic())

    def take(self) -> T:
        """What a worker calls instead of `get()`: no lock when an item waits.

        Why: with the producer and the worker each taking the queue's lock for
        every item, two threads on two cores fall into a lock convoy (each
        wakes holding the lock and then waits for the GIL, so the other blocks
        on the lock): several futex calls per item. A deque pop is atomic, so
        a waiting item needs no lock; only an empty queue means waiting in
        `get()`.
        """
        try:
            item: T = self.queue.popleft()
        except IndexError:
            return self.get()
        if self.maxsize:  # read after the pop: a bound set meanwhile still gets its wake-up
            with self.not_full:
                self.not_full.notify()
        return item

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
