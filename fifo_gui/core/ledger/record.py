"""One queue item's record: the table's row, the lane's box, the timeline's bar."""

from __future__ import annotations

from fifo_gui.core.events import TaskQueued
from fifo_gui.core.states import QUEUED


class Record:
    """One queue item (task or STOP). Times are `time.monotonic()` values."""

    __slots__ = (
        "cpu",
        "enqueued",
        "error",
        "expected",
        "finished",
        "label",
        "priority",
        "producer",
        "ranked",
        "result",
        "sentinel",
        "started",
        "state",
        "task_id",
        "traceback",
        "worker",
    )

    def __init__(self, event: TaskQueued) -> None:
        (
            self.task_id,
            self.label,
            self.enqueued,
            self.producer,
            self.sentinel,
            self.expected,
            self.priority,
        ) = event
        self.state = QUEUED
        self.ranked = False  # queued while the queue took items by priority (`Ledger`)
        self.worker = ""
        self.started: float | None = None
        self.finished: float | None = None
        self.cpu: float | None = None  # CPU seconds its call used, once it ended (if measured)
        self.result = ""
        self.error = ""
        self.traceback = ""

    def copy(self) -> Record:
        """A record of its own with the same fields (a ledger's copy: `Ledger.copy`)."""
        other = Record.__new__(Record)
        other.task_id, other.label, other.enqueued = self.task_id, self.label, self.enqueued
        other.producer, other.sentinel = self.producer, self.sentinel
        other.expected, other.priority = self.expected, self.priority
        other.state, other.ranked, other.worker = self.state, self.ranked, self.worker
        other.started, other.finished, other.cpu = self.started, self.finished, self.cpu
        other.result, other.error, other.traceback = self.result, self.error, self.traceback
        return other
