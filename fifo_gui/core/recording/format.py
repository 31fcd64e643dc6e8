"""The recording format: its version, its limits, the events and the setup
a line may hold, and the error a bad file raises. Stdlib only."""

from __future__ import annotations

from typing import Any, NamedTuple

from fifo_gui.core.events import (
    ProducerWaiting,
    QueueConfigured,
    QueuePaused,
    QueueStepped,
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.messages import CoreError

VERSION = 1
MAX_BYTES = 512 * 1024 * 1024
MAX_TEXT = 100_000  # characters of one text field (tracebacks are bounded well below)
MAX_LINE = 8 * MAX_TEXT  # bytes of one line: a few text fields, some escaped
MAX_TIME = 1_000_000.0  # seconds (11.6 days): the replay slider counts ms in a C int
MAX_ID = 10**9  # a task's id
MAX_NUMBER = 1e15  # a priority or an expected duration
EVENT_TYPES: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        TaskQueued,
        TaskStarted,
        TaskFinished,
        TaskFailed,
        TaskCancelled,
        WorkerStarted,
        WorkerStopped,
        SentinelTaken,
        QueueConfigured,
        QueuePaused,
        QueueStepped,
        ProducerWaiting,
    )
}
DISCIPLINES = ("FIFO", "LIFO", "Priority")
MAXSIZE = (0, 10**9)  # the bounds of a recorded maxsize ...
WORKERS = (0, 16)  # ... and number of workers the window starts (0: a broker's)


class RecordingError(CoreError, ValueError):
    """A recording that cannot be read, with the line and the problem."""


class Setup(NamedTuple):
    """How the session's queue was set up when the recording began: the first
    line of a recording, so that a replay shows the same queue."""

    discipline: str = "FIFO"  # "FIFO", "LIFO" or "Priority"
    maxsize: int = 0  # 0: unbounded
    workers: int = 1
    queue: str = "queue.Queue"  # what the queue is, put and get: as `QueueConfigured` says
    put: str = "schedule() → put()"
    get: str = "get()"
    producer: str = "MainThread"

    @classmethod
    def of(cls, event: QueueConfigured) -> Setup:
        """The setup `event` says."""
        return cls(
            event.discipline,
            event.maxsize,
            event.workers,
            event.queue,
            event.put,
            event.get,
            event.producer,
        )

    def configured(self, time: float = 0.0, thread: str = "MainThread") -> QueueConfigured:
        """The setup as the event a ledger takes it from (for a recording
        made before the queue reported its setup as events)."""
        return QueueConfigured(time, thread, *self)
