"""The queue's lock: one that, found taken, lets its holder run first.

A producer and a worker share the queue's lock for every item (`put`, `get`,
`task_done`). With a plain `threading.Lock`, a thread that waits for it is
handed the lock when it is released, and then waits for the interpreter lock
(the GIL) to use it. The thread that released it needs it again a moment
later, finds it taken, and waits in turn: the two threads hand the lock back
and forth once per item, a switch between threads at each hand-over (a *lock
convoy*). It halved the rate of the scheduler beside `ThreadPoolExecutor`,
whose queue has no lock of Python's.

`YieldingLock` lets the interpreter go once before it waits (`time.sleep(0)`):
the holder, which may be waiting for the interpreter, runs, finishes what it
does under the lock and lets go of it; the caller then most often takes it
without waiting, and the threads take turns by the interpreter's own slices
(`sys.getswitchinterval()`), many items each, instead of by item. It is still
a lock: one holder at a time, a `timeout` kept, and `threading.Condition`
built on it works as on any lock. README, Performance: the figures.
"""

from __future__ import annotations

import threading
import time
from types import TracebackType


class YieldingLock:
    """A `threading.Lock` that yields the interpreter once before it waits."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.release = self._lock.release  # `Lock.release`, called as it is
        self.locked = self._lock.locked  # whether some thread holds the lock

    def acquire(self, blocking: bool = True, timeout: float = -1) -> bool:
        """`Lock.acquire`; when the lock is taken, first let its holder run."""
        if not blocking:
            return self._lock.acquire(False, timeout)  # a timeout here is an error, as there
        if self._lock.acquire(False):
            return True
        time.sleep(0)  # the holder may be waiting for the interpreter: let it finish
        return self._lock.acquire(True, timeout)

    def __enter__(self) -> bool:
        return self.acquire()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._lock.release()
