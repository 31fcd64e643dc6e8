"""Pause and step: the classroom holds the queue, and lets one item out at a
time (`ClassroomScheduler` is made of this and the lesson's `FIFOScheduler`)."""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

from fifo_gui.core.events import Event, Listener, QueuePaused, QueueStepped
from fifo_gui.core.fifo_queue import FIFOQueue


class PauseAndStep:
    """Pause, resume and step the scheduler's queue (`tasks`), each reported
    as an event; `_lock` is the scheduler's, `_emit` its reporter's."""

    tasks: FIFOQueue[Any]
    _lock: threading.Lock
    if TYPE_CHECKING:

        def _emit(self, event: Event, to: tuple[Listener, ...] | None = None) -> None: ...

    @property
    def paused(self) -> bool:
        """True while no item leaves the queue except through `step()`."""
        return self.tasks.paused

    def pause(self) -> None:
        """Hold the workers before they take the next item; running tasks finish.

        A worker already waiting in `get()` is held too: the queue itself is
        paused, so nothing leaves it except through `step()`.
        """
        self._set_paused(True)

    def resume(self) -> None:
        """Let the workers take items freely again."""
        self._set_paused(False)

    def _set_paused(self, paused: bool) -> None:
        with self._lock:
            if self.tasks.paused == paused:
                return
            (self.tasks.pause if paused else self.tasks.resume)()
        self._emit(QueuePaused(time.monotonic(), threading.current_thread().name, paused))

    def step(self) -> bool:
        """While paused, let one item out to a worker waiting in `get()` right now.

        False if nothing can leave now (not paused, nothing queued, no worker
        waiting); nothing is kept for later.
        """
        if not self.tasks.step():
            return False
        self._emit(QueueStepped(time.monotonic(), threading.current_thread().name))
        return True
