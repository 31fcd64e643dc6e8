"""One queue item's record: the table's row, the lane's box, the timeline's bar."""

from __future__ import annotations

from fifo_gui.core.events import TaskQueued
from fifo_gui.core.states import QUEUED

# A run shorter than this has no CPU share: a no-op's few microseconds read
# as 0 % or 100 % by chance, and a thread's CPU clock may move in ticks of
# 15.6 ms (Windows). Yet a lab's CPU task on a fast laptop stays above it.
SHARE_FROM = 0.05  # seconds


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

    def cpu_share(self) -> float | None:
        """The CPU time its call used over its run (1.0: it computed all along,
        less while it waited, for the GIL or asleep); None until it ended, if
        nobody measured it, or for a run too short to tell (under SHARE_FROM)."""
        if self.cpu is None or self.started is None or self.finished is None:
            return None
        run = self.finished - self.started
        return self.cpu / run if run >= SHARE_FROM else None

    def as_put(self, ranked: bool) -> Record:
        """A record of its own for this item as it was when put: queued, and
        nothing since known (a checkpoint keeps no more of a queued record).
        `ranked`: its queue orders by priority."""
        other = Record.__new__(Record)
        other.task_id, other.label, other.enqueued = self.task_id, self.label, self.enqueued
        other.producer, other.sentinel = self.producer, self.sentinel
        other.expected, other.priority = self.expected, self.priority
        other.state, other.ranked, other.worker = QUEUED, ranked, ""
        other.started = other.finished = other.cpu = None
        other.result = other.error = other.traceback = ""
        return other

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
