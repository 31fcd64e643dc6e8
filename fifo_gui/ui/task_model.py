"""The task table: one row per queue item (task or STOP), in enqueue order.

It mirrors the core's events. Each drained batch becomes at most one
`beginInsertRows` and one ranged `dataChanged`, so a flood of events costs the
GUI a few notifications per tick, not one per event.
"""

from __future__ import annotations

import bisect
import time
from collections.abc import Callable, Iterable
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.states import TaskState
from fifo_gui.ui.palette import state_icon, state_tint

# Looking up Qt.ItemDataRole.DisplayRole costs microseconds; data() is called
# thousands of times per repaint, so compare against plain ints.
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
DECORATION = int(Qt.ItemDataRole.DecorationRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
FONT = int(Qt.ItemDataRole.FontRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
ID_ROLE = int(Qt.ItemDataRole.UserRole)
_INK = QBrush(QColor("#000000"))
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class Column(IntEnum):
    """The table's columns, in order."""

    POSITION = 0
    ID = 1
    TASK = 2
    STATE = 3
    WORKER = 4
    ENQUEUED = 5
    STARTED = 6
    FINISHED = 7
    WAIT = 8
    RUN = 9
    RESULT = 10


HEADERS = {
    Column.POSITION: "#",
    Column.ID: "ID",
    Column.TASK: "Task",
    Column.STATE: "State",
    Column.WORKER: "Worker",
    Column.ENQUEUED: "Enqueued",
    Column.STARTED: "Started",
    Column.FINISHED: "Finished",
    Column.WAIT: "Wait",
    Column.RUN: "Run",
    Column.RESULT: "Result / Error",
}
HEADER_TIPS = {
    Column.POSITION: "Place in the queue while waiting: 1 = the next item a worker takes",
    Column.ID: "Task id, in the order the producer put it on the queue",
    Column.ENQUEUED: "When the producer put it on the queue, in seconds since the window opened",
    Column.STARTED: "When a worker took it off the queue, in seconds since the window opened",
    Column.FINISHED: "When it finished, in seconds since the window opened",
    Column.WAIT: "Time spent waiting in the queue (enqueued → started)",
    Column.RUN: "Time spent running (started → finished)",
}
_FINISHED = frozenset(s for s in TaskState if s.finished)
_NUMERIC = {Column.POSITION, Column.ID, Column.ENQUEUED, Column.STARTED, Column.FINISHED,
            Column.WAIT, Column.RUN}


class Row:
    """What the table knows about one queue item."""

    __slots__ = (
        "enqueued", "error", "finished", "label", "producer", "result", "sentinel",
        "started", "state", "task_id", "traceback", "worker",
    )

    def __init__(self, event: TaskQueued) -> None:
        self.task_id = event.task_id
        self.label = event.label
        self.sentinel = event.sentinel
        self.producer = event.thread
        self.enqueued = event.time
        self.state = TaskState.QUEUED
        self.worker = ""
        self.started: float | None = None
        self.finished: float | None = None
        self.result = ""
        self.error = ""
        self.traceback = ""


def _seconds(value: float | None) -> str:
    return "" if value is None else f"{value:.3f} s"


def _at(value: float | None, epoch: float) -> str:
    return "" if value is None else f"{value - epoch:.3f}"


DEFAULT_HISTORY = 100_000


class TaskTableModel(QAbstractTableModel):
    """Rows of `Row`, fed by `apply(batch)` from the bridge's `events_batched`.

    At most `history` finished rows stay in the table (the oldest go first);
    the counts keep every task.
    """

    def __init__(self, parent: QObject | None = None,
                 now: Callable[[], float] = time.monotonic,
                 history: int = DEFAULT_HISTORY) -> None:
        super().__init__(parent)
        self.history = history
        self._finished_rows = 0  # finished rows still in the table
        self._rows: list[Row] = []
        self._ids: list[int] = []  # parallel to _rows, increasing: bisect finds a row
        self._by_id: dict[int, Row] = {}
        self._counts = dict.fromkeys(TaskState, 0)
        # For the `#` column: the queue is FIFO, so the items workers have taken
        # are exactly those up to the highest id taken; cancelled items still
        # physically on the queue don't count as waiting.
        self._taken_upto = 0
        self._cancelled_waiting: list[int] = []
        self._now = now
        self.epoch = now()  # times are shown as seconds since the model was made
        self._bold = QFont()
        self._bold.setBold(True)
        self._handlers: dict[type, Callable[[Any], Row | None]] = {
            TaskStarted: self._started,
            TaskFinished: self._finished,
            TaskFailed: self._failed,
            TaskCancelled: self._cancelled,
            WorkerStopped: self._worker_stopped,
            WorkerStarted: self._worker_started,
        }

    # -- ingesting events ------------------------------------------------------

    def apply(self, batch: Iterable[Event]) -> None:
        """Mirror a batch of events: one insert and one ranged dataChanged at most."""
        new_rows: list[Row] = []
        first_changed = last_changed = -1
        known = len(self._rows)
        # Rows known before this batch have ids up to this one; a higher id is
        # a row inserted below, and needs no bisect (the common case in a flood).
        newest_known = self._ids[known - 1] if known else 0
        by_id, handlers, queued = self._by_id, self._handlers, 0
        for event in batch:
            kind = type(event)
            if kind is TaskQueued:
                row = Row(event)  # type: ignore[arg-type]
                new_rows.append(row)
                by_id[row.task_id] = row
                queued += 1
                continue
            changed = handlers[kind](event)
            if changed is None or changed.task_id > newest_known:
                continue
            index = self._row_index(changed.task_id, known)
            if index < 0:
                continue  # a row cleared from the view
            if first_changed < 0 or index < first_changed:
                first_changed = index
            last_changed = max(last_changed, index)
        self._counts[TaskState.QUEUED] += queued
        if new_rows:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(new_rows) - 1)
            self._rows.extend(new_rows)
            self._ids.extend(r.task_id for r in new_rows)
            self.endInsertRows()
        if first_changed >= 0:
            self.dataChanged.emit(
                self.index(first_changed, 0), self.index(last_changed, len(Column) - 1)
            )
        if self._finished_rows > self.history + max(1, self.history // 10):
            self._trim()
        if self._rows:
            self.refresh_live_columns()

    def _trim(self) -> None:
        """Drop the oldest finished rows down to `history`: one removal, amortised O(1)."""
        excess = self._finished_rows - self.history
        rows = self._rows
        k = 0  # the leading run of finished rows (FIFO: almost always the excess)
        while k < len(rows) and k < excess and rows[k].state.finished:
            k += 1
        if k == excess:
            self.beginRemoveRows(QModelIndex(), 0, k - 1)
            for row in rows[:k]:
                del self._by_id[row.task_id]
            del rows[:k]
            del self._ids[:k]
            self.endRemoveRows()
        else:  # a long task still running near the top: filter instead
            self.beginResetModel()
            dropped = 0
            keep = []
            for row in rows:
                if dropped < excess and row.state.finished:
                    dropped += 1
                    del self._by_id[row.task_id]
                else:
                    keep.append(row)
            self._rows = keep
            self._ids = [r.task_id for r in keep]
            self.endResetModel()
        self._finished_rows = self.history

    def refresh_live_columns(self) -> None:
        """Queue positions and running clocks move on: repaint those columns."""
        last = len(self._rows) - 1
        self.dataChanged.emit(self.index(0, Column.POSITION), self.index(last, Column.POSITION))
        self.dataChanged.emit(self.index(0, Column.WAIT), self.index(last, Column.RUN))

    def _row_index(self, task_id: int, known: int) -> int:
        i = bisect.bisect_left(self._ids, task_id, 0, known)
        return i if i < known and self._ids[i] == task_id else -1

    def _move(self, row: Row, state: TaskState) -> None:
        counts = self._counts
        counts[row.state] -= 1
        counts[state] += 1
        if state in _FINISHED and row.state not in _FINISHED:
            self._finished_rows += 1
        row.state = state

    def _take(self, task_id: int) -> None:
        if task_id > self._taken_upto:
            self._taken_upto = task_id
            cut = bisect.bisect_right(self._cancelled_waiting, task_id)
            del self._cancelled_waiting[:cut]

    def _started(self, event: TaskStarted) -> Row | None:
        row = self._by_id.get(event.task_id)
        self._take(event.task_id)
        if row is None:
            return None
        row.worker, row.started = event.thread, event.time
        self._move(row, TaskState.RUNNING)
        return row

    def _finished(self, event: TaskFinished) -> Row | None:
        row = self._by_id.get(event.task_id)
        if row is None:
            return None
        row.finished, row.result = event.time, event.result
        self._move(row, TaskState.DONE)
        return row

    def _failed(self, event: TaskFailed) -> Row | None:
        row = self._by_id.get(event.task_id)
        if row is None:
            return None
        row.finished = event.time
        row.error = f"{event.error_type}: {event.message}" if event.message else event.error_type
        row.traceback = event.traceback
        self._move(row, TaskState.FAILED)
        return row

    def _cancelled(self, event: TaskCancelled) -> Row | None:
        row = self._by_id.get(event.task_id)
        if row is None:
            return None
        if row.state is TaskState.QUEUED and event.task_id > self._taken_upto:
            bisect.insort(self._cancelled_waiting, event.task_id)
        row.finished = event.time
        row.result = "cancelled before it started" if row.started is None else "cancelled"
        self._move(row, TaskState.CANCELLED)
        return row

    def _worker_started(self, event: WorkerStarted) -> Row | None:
        return None  # no row: a worker is not a queue item

    def _worker_stopped(self, event: WorkerStopped) -> Row | None:
        row = self._by_id.get(event.sentinel_id)
        if row is None:
            return None
        self._take(event.sentinel_id)
        row.worker, row.started = event.thread, event.time
        row.finished = event.time
        row.result = f"{event.thread} took it and exited"
        self._move(row, TaskState.CONSUMED)
        return row

    # -- what the window asks ----------------------------------------------------

    def count(self, state: TaskState) -> int:
        """How many rows (tasks and STOPs) are in `state`; cleared rows still count."""
        return self._counts[state]

    def row(self, index: int) -> Row:
        """The row at `index` (for views and dialogs)."""
        return self._rows[index]

    def label_of(self, task_id: int) -> str:
        """The task's label, "" if it is not in the table."""
        row = self._by_id.get(task_id)
        return "" if row is None else row.label

    def row_for_id(self, task_id: int) -> Row | None:
        """The row of task `task_id`, if it is still in the table."""
        return self._by_id.get(task_id)

    def queue_position(self, row: Row) -> int | None:
        """1 for the next item a worker will take; None unless the row is waiting."""
        if row.state is not TaskState.QUEUED:
            return None
        cancelled_ahead = bisect.bisect_left(self._cancelled_waiting, row.task_id)
        position = row.task_id - self._taken_upto - cancelled_ahead
        return position if position > 0 else None

    def clear_finished(self) -> int:
        """Remove finished rows from the table (counts keep them); return how many."""
        keep = [r for r in self._rows if not r.state.finished]
        removed = len(self._rows) - len(keep)
        if removed:
            self.beginResetModel()
            self._rows = keep
            self._ids = [r.task_id for r in keep]
            self._by_id = {r.task_id: r for r in keep}
            self._finished_rows = 0
            self.endResetModel()
        return removed

    # -- QAbstractTableModel ------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        column = Column(section)
        if role == DISPLAY:
            return HEADERS[column]
        if role == TOOLTIP:
            return HEADER_TIPS.get(column)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == DISPLAY:
            return self._display(row, column)
        if column == Column.STATE:
            if role == DECORATION:
                return state_icon(row.state)
            if role == BACKGROUND:
                return state_tint(row.state)
            if role == FOREGROUND:
                return _INK  # dark on the light tint, whatever the desktop theme
        if role == TOOLTIP:
            return self._tooltip(row)
        if role == ALIGNMENT and column in _NUMERIC:
            return RIGHT
        if role == FONT and row.sentinel and column == Column.TASK:
            return self._bold
        if role == ID_ROLE:
            return row.task_id
        return None

    def _display(self, row: Row, column: int) -> str:
        if column == Column.POSITION:
            position = self.queue_position(row)
            return "" if position is None else str(position)
        if column == Column.ID:
            return str(row.task_id)
        if column == Column.TASK:
            return row.label
        if column == Column.STATE:
            return row.state.value
        if column == Column.WORKER:
            return row.worker
        if column == Column.ENQUEUED:
            return _at(row.enqueued, self.epoch)
        if column == Column.STARTED:
            return _at(row.started, self.epoch)
        if column == Column.FINISHED:
            return _at(row.finished, self.epoch)
        if column == Column.WAIT:
            if row.sentinel:
                return ""
            end = row.started if row.started is not None else row.finished
            return _seconds((self._now() if end is None else end) - row.enqueued)
        if column == Column.RUN:
            if row.started is None or row.sentinel:
                return ""
            return _seconds((self._now() if row.finished is None else row.finished) - row.started)
        if column == Column.RESULT:
            return row.error or row.result
        return ""

    def _tooltip(self, row: Row) -> str:
        if row.traceback:
            return row.traceback.rstrip() + "\n\n(double-click to open)"
        if row.sentinel:
            return ("The STOP sentinel: everything ahead of it still runs; "
                    "the worker that takes it exits.")
        return f"#{row.task_id} {row.label} — {row.state.value}, put by {row.producer}"
