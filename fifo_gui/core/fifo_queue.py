"""`queue.Queue` plus the three things a teaching scheduler needs.

It is still a `queue.Queue` (the lesson's `tasks`): `put`, `get`, `task_done`,
`join`, `qsize`, `full` and `maxsize` behave as documented, and CPython's own
queue tests run against it (tests/core/test_cpython_queue.py). It adds:

- `force_put`: a STOP sentinel gets in even when a bounded queue is full;
- `pause` / `step` / `resume`: while paused, no item leaves the queue except
  one per `step()`, even for a worker that was already waiting in `get()`.
  A step lets an item out to a worker waiting now, or does nothing: it is
  never banked for a later `get()`;
- `wait_for_room` and `close`: a producer can wait for room without holding a
  lock, and is woken when the scheduler shuts down.

Items are stored through the standard hooks (`_init`, `_qsize`, `_put`,
`_get`), so a subclass that swaps them, as `queue.LifoQueue` and
`queue.PriorityQueue` do, keeps all three. Its lock (`mutex`, under the
three conditions) is a `YieldingLock` (yielding_lock.py), so that a producer
and a worker do not hand it to each other item by item.
"""

from __future__ import annotations

import queue
import threading
import time
from typing import TypeVar

from fifo_gui.core.yielding_lock import YieldingLock

T = TypeVar("T")
# The standard library's queue each discipline's queue is, as the lesson names it.
STANDARD_QUEUES = {
    "FIFO": "queue.Queue",
    "LIFO": "queue.LifoQueue",
    "Priority": "queue.PriorityQueue",
}


class FIFOQueue(queue.Queue[T]):
    """A FIFO `queue.Queue` that can be paused and whose STOP items always get in."""

    discipline = "FIFO"  # the order items leave in, as the window names it
    newest_first = False  # whether of two alike items get() takes the newer

    @property
    def standard(self) -> str:
        """The standard library's queue this one is, as the lesson names it."""
        return STANDARD_QUEUES[self.discipline]

    def __init__(self, maxsize: int = 0) -> None:
        super().__init__(maxsize)
        # queue.Queue's lock and its three conditions, on a lock a producer and
        # a worker do not hand back and forth by item (yielding_lock.py).
        self.mutex = YieldingLock()  # type: ignore[assignment]
        self.not_empty = threading.Condition(self.mutex)
        self.not_full = threading.Condition(self.mutex)
        self.all_tasks_done = threading.Condition(self.mutex)
        self.paused = False
        self.steps = 0  # items a step let out that no getter has taken yet
        self.getters = 0  # threads waiting inside get() now
        self.closed = False

    # -- putting -------------------------------------------------------------

    def force_put(self, item: T) -> None:
        """Put `item` without looking at `maxsize`, never blocking.

        STOP must get in even when the queue is full: a Stop that waits for
        room behind the very workers it is meant to stop is how
        producer-consumer programs deadlock. So a bounded queue may hold up
        to one sentinel per worker over its size.
        """
        with self.mutex:
            self._put(item)
            self.unfinished_tasks += 1
            self.not_empty.notify()

    def has_room(self) -> bool:
        """Whether a `put` now would not wait: `not full()`, read without
        `mutex`. A length and a bound are each read whole, and only a caller
        that alone puts (the scheduler's `_put_lock`) may rely on the answer:
        the workers only take items, so the room it saw is still there at its
        put. The workers' `get()` so never waits for a producer's look."""
        return not 0 < self.maxsize <= self._qsize()

    def wait_for_room(self, timeout: float | None = None) -> bool:
        """Block until the queue is not full, or is closed; False if `timeout` ran out."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self.not_full:
            while 0 < self.maxsize <= self._qsize() and not self.closed:
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    return False
                self.not_full.wait(remaining)
            return True

    def wait_done(self, timeout: float | None = None) -> bool:
        """`join()` for at most `timeout` seconds: True if every item put is done."""
        with self.all_tasks_done:
            if self.unfinished_tasks:
                self.all_tasks_done.wait(timeout)
            return not self.unfinished_tasks

    def close(self) -> None:
        """Wake every producer waiting for room; from now on nobody waits for it."""
        with self.mutex:
            self.closed = True
            self.not_full.notify_all()

    def set_maxsize(self, maxsize: int) -> None:
        """Change the bound (0 = unbounded); items already queued stay."""
        with self.mutex:
            self.maxsize = maxsize
            self.not_full.notify_all()  # a bigger bound makes room for blocked producers

    # -- taking --------------------------------------------------------------

    def get(self, block: bool = True, timeout: float | None = None) -> T:
        """`queue.Queue.get`, except that while paused only a `step()` lets an item out."""
        with self.not_empty:
            if not block:
                if not self._can_take():
                    raise queue.Empty
            elif timeout is not None and timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            elif not self._can_take():
                self.getters += 1  # a step() now lets an item out to this thread
                try:
                    self._wait_to_take(timeout)
                except BaseException:
                    self.steps = min(self.steps, self.getters - 1)  # none banked for later
                    raise
                finally:
                    self.getters -= 1
            if self.paused:
                self.steps -= 1
            item = self._get()
            self.not_full.notify()
            return item

    def _wait_to_take(self, timeout: float | None) -> None:
        """Wait (holding `not_empty`) until an item may be taken; Empty on `timeout`."""
        if timeout is None:
            while not self._can_take():
                self.not_empty.wait()
            return
        deadline = time.monotonic() + timeout
        while not self._can_take():
            remaining = deadline - time.monotonic()
            if remaining <= 0.0:
                raise queue.Empty
            self.not_empty.wait(remaining)

    def _can_take(self) -> bool:
        """An item waits, and the queue is not paused (or a step lets one out)."""
        return self._qsize() > 0 and (not self.paused or self.steps > 0)

    # -- pause and step ------------------------------------------------------

    def pause(self) -> None:
        """From now on no item leaves the queue, except one per `step()`."""
        with self.mutex:
            if not self.paused:
                self.paused = True
                self.steps = 0

    def step(self) -> bool:
        """While paused, let exactly one item out to a worker waiting in `get()`.

        True if it did: the queue is paused, an item waits and a getter waits
        for it (beyond those earlier steps already let through). Otherwise
        False, and nothing is kept for later: a step before Start, or before
        anything is queued, does not let an item out when one comes. If a
        new getter comes first, it takes the item instead: still exactly one.
        """
        with self.mutex:
            steps = self.steps
            if not self.paused or self._qsize() <= steps or self.getters <= steps:
                return False
            self.steps = steps + 1
            self.not_empty.notify()
            return True

    def resume(self) -> None:
        """Let items out freely again, to every waiting worker."""
        with self.mutex:
            self.paused = False
            self.steps = 0
            self.not_empty.notify_all()
