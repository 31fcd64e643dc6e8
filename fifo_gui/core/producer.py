"""An automatic producer: a thread that calls `schedule()` at a steady rate.

With a bounded queue it blocks in `put()` when the queue is full — back-pressure
— and says so (`blocked`). It waits in short slices, so `stop()` is prompt even
while it is blocked.
"""

from __future__ import annotations

import queue
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import MAX_SECONDS, expected_seconds, failing_task, sample_task
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreValueError

MAX_RATE = 100.0  # tasks per second
PRODUCER = "auto-producer"  # how it names itself when it waits for room
_SLICE = 0.05  # seconds: how long one blocked put() waits before checking stop


@dataclass(frozen=True, slots=True)
class TaskMix:
    """What the producer makes: sleeps of random length, some failing tasks."""

    min_seconds: float = 0.2
    max_seconds: float = 1.0
    failure_probability: float = 0.1
    seed: int = 1

    def __post_init__(self) -> None:
        if not 0 <= self.min_seconds <= self.max_seconds <= MAX_SECONDS:
            raise CoreValueError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors",
                    "sleep range must satisfy 0 <= min <= max <= {limit:g} s, "
                    "got {low:g}..{high:g}",
                ),
                limit=MAX_SECONDS,
                low=self.min_seconds,
                high=self.max_seconds,
            )
        if not 0 <= self.failure_probability <= 1:
            raise CoreValueError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors", "failure probability must be between 0 and 1, got {value}"
                ),
                value=self.failure_probability,
            )


class AutoProducer:
    """Calls `scheduler.submit` `rate` times a second on its own thread."""

    def __init__(
        self,
        scheduler: ClassroomScheduler,
        rate: float,
        mix: TaskMix | None = None,
        on_submitted: Callable[[Callable[..., Any], tuple[Any, ...], int], None] | None = None,
    ) -> None:
        """`on_submitted(func, args, task_id)` is called, on the producer thread,
        after each put."""
        if not 0 < rate <= MAX_RATE:
            raise CoreValueError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors", "rate must be above 0 and at most {limit:g} tasks/s, got {rate}"
                ),
                limit=MAX_RATE,
                rate=rate,
            )
        self._scheduler = scheduler
        self.rate = rate
        self.mix = mix if mix is not None else TaskMix()
        self._on_submitted = on_submitted
        self.produced = 0
        self.blocked = False  # True while put() waits for room on a full queue
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        """True while the producer thread is alive."""
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Start producing (does nothing if already running)."""
        if self.running:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="producer", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 1.0) -> bool:
        """Stop producing; True if the thread ended within `timeout`."""
        self._stop.set()
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def _run(self) -> None:
        rng = random.Random(self.mix.seed)
        next_at = time.monotonic()
        while not self._stop.is_set():
            delay = next_at - time.monotonic()
            if delay > 0 and self._stop.wait(delay):
                break
            if not self._put_one(rng):
                break
            # After a long block, don't burst to catch up: keep the rate.
            next_at = max(next_at + 1 / self.rate, time.monotonic())
        self._blocked(False)

    def _blocked(self, blocked: bool) -> None:
        self.blocked = blocked
        self._scheduler.report_waiting(PRODUCER, blocked)

    def _put_one(self, rng: random.Random) -> bool:
        mix = self.mix
        func: Callable[..., Any]
        args: tuple[Any, ...]
        if rng.random() < mix.failure_probability:
            func, args = failing_task, ()
        else:
            seconds = round(rng.uniform(mix.min_seconds, mix.max_seconds), 2)
            func, args = sample_task, (f"P{self.produced + 1}", seconds)
        expected = expected_seconds(func, args, {})
        while not self._stop.is_set():
            try:
                task_id = self._scheduler.submit(func, args, timeout=_SLICE, expected=expected)
            except queue.Full:
                self._blocked(True)
                continue
            except RuntimeError:  # the scheduler was shut down
                return False
            self._blocked(False)
            self.produced += 1
            if self._on_submitted is not None:
                self._on_submitted(func, args, task_id)
            return True
        return False
