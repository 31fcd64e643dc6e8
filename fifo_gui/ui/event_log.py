"""The event log: the lesson's prints, made visible, one line per event."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QPlainTextEdit, QWidget

from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
)
from fifo_gui.ui.clock import format_clock

MAX_LINES = 2000


def describe(event: Event, label: str) -> str:
    """What happened, in a few words (without time and thread)."""
    if isinstance(event, TaskQueued):
        return f"queued #{event.task_id} {event.label}"
    if isinstance(event, TaskStarted):
        return f"started #{event.task_id} {label}"
    if isinstance(event, TaskFinished):
        return f"done #{event.task_id} {label} → {event.result}"
    if isinstance(event, TaskFailed):
        return f"failed #{event.task_id} {event.error_type}: {event.message}"
    if isinstance(event, TaskCancelled):
        return f"cancelled #{event.task_id} {label}"
    if isinstance(event, WorkerStarted):
        return "worker started, blocked on tasks.get()"
    return f"took STOP #{event.sentinel_id} and exited"


def format_line(event: Event, label: str = "") -> str:
    """`12:00:01.234 [worker-1] failed #3 ValueError: ...`"""
    return f"{format_clock(event.time)} [{event.thread}] {describe(event, label)}"


class EventLog(QPlainTextEdit):
    """A read-only, bounded log of every event, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventLog")
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setToolTip("Every event with its time and the thread that caused it: "
                        "MainThread is the producer, worker-N the consumer(s)")
        self._labels: dict[int, str] = {}

    def add_events(self, batch: Sequence[Event]) -> None:
        """Append one line per event (only the last MAX_LINES of a flood are written)."""
        labels = self._labels
        for event in batch:  # keep labels for every event, even ones not written
            if isinstance(event, TaskQueued):
                labels[event.task_id] = event.label
        skipped = max(0, len(batch) - MAX_LINES)
        lines = [f"… {skipped:,} more events not shown …"] if skipped else []
        for event in batch[skipped:]:
            task_id = getattr(event, "task_id", 0)
            lines.append(format_line(event, labels.get(task_id, "")))
        for event in batch:  # a finished task's label is no longer needed
            if isinstance(event, (TaskFinished, TaskFailed, TaskCancelled)):
                labels.pop(event.task_id, None)
        self.appendPlainText("\n".join(lines))

    def log_message(self, text: str) -> None:
        """A line from the window itself (e.g. a refused action)."""
        self.appendPlainText(text)
