"""The task table: one row per queue item (task or STOP), in enqueue order.

Its rows are the shared `Ledger`'s records. It follows the bridge's batches
and shows them at the window's frames: at most one `beginInsertRows` and one
ranged `dataChanged` a frame, so a flood of events costs the GUI a few
notifications per frame, not one per event.
"""

from __future__ import annotations

import bisect
import time
from collections.abc import Callable, Iterable
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Slot,
)
from PySide6.QtGui import QColor, QFont

from fifo_gui.core.events import Event
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.numbers import number, seconds
from fifo_gui.ui.session import Session
from fifo_gui.ui.views.palette import state_icon, state_name, state_tint

if TYPE_CHECKING:
    from fifo_gui.ui.bridge import Batch, SchedulerBridge

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
# A QColor, not a QBrush: Qt converts it, and building a QBrush at import makes
# PySide set up QGradient and its 7 enums before the first paint.
_INK = QColor("#000000")
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


# The English titles and tips, marked for lupdate (str(): PySide types the mark
# as object); `header_text` and `headerData` translate them where they are shown.
HEADERS = {
    Column.POSITION: "#",
    Column.ID: str(QT_TRANSLATE_NOOP("TaskTableModel", "ID")),
    Column.TASK: str(QT_TRANSLATE_NOOP("TaskTableModel", "Task")),
    Column.STATE: str(QT_TRANSLATE_NOOP("TaskTableModel", "State")),
    Column.WORKER: str(QT_TRANSLATE_NOOP("TaskTableModel", "Worker")),
    Column.ENQUEUED: str(QT_TRANSLATE_NOOP("TaskTableModel", "Enqueued")),
    Column.STARTED: str(QT_TRANSLATE_NOOP("TaskTableModel", "Started")),
    Column.FINISHED: str(QT_TRANSLATE_NOOP("TaskTableModel", "Finished")),
    Column.WAIT: str(QT_TRANSLATE_NOOP("TaskTableModel", "Wait")),
    Column.RUN: str(QT_TRANSLATE_NOOP("TaskTableModel", "Run")),
    Column.RESULT: str(QT_TRANSLATE_NOOP("TaskTableModel", "Result / Error")),
}
HEADER_TIPS = {
    Column.POSITION: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel", "Place in the queue while waiting: 1 = the next item a worker takes"
        )
    ),
    Column.ID: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel", "Task id, in the order the producer put it on the queue"
        )
    ),
    Column.ENQUEUED: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel",
            "When the producer put it on the queue, in seconds since the session began",
        )
    ),
    Column.STARTED: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel",
            "When a worker took it off the queue, in seconds since the session began",
        )
    ),
    Column.FINISHED: str(
        QT_TRANSLATE_NOOP("TaskTableModel", "When it finished, in seconds since the session began")
    ),
    Column.WAIT: str(
        QT_TRANSLATE_NOOP("TaskTableModel", "Time spent waiting in the queue (enqueued → started)")
    ),
    Column.RUN: str(QT_TRANSLATE_NOOP("TaskTableModel", "Time spent running (started → finished)")),
}


def header_text(column: Column) -> str:
    """`column`'s title in the window's language."""
    return QCoreApplication.translate("TaskTableModel", HEADERS[column])


_NUMERIC = {
    Column.POSITION,
    Column.ID,
    Column.ENQUEUED,
    Column.STARTED,
    Column.FINISHED,
    Column.WAIT,
    Column.RUN,
}


def _seconds(value: float | None) -> str:
    return "" if value is None else seconds(value)


def _at(value: float | None, epoch: float) -> str:
    return "" if value is None else number(value - epoch, 3)


# A priority queue's Task cells lead with the priority ("P1 · sample_task(...)"):
# the class sees why the queue takes 4, 1, 3, 2, 5.
PRIORITY_HEADER = str(QT_TRANSLATE_NOOP("TaskTableModel", "P · Task"))
PRIORITY_TIP = str(
    QT_TRANSLATE_NOOP(
        "TaskTableModel", "P: the task's priority. A priority queue takes the lowest P first."
    )
)

DEFAULT_HISTORY = 100_000
_LIVE = frozenset((TaskState.QUEUED, TaskState.RUNNING))


class TaskTableModel(QAbstractTableModel):
    """The ledger's records as rows, in enqueue order.

    With a `bridge`, it follows the bridge's batches (and reads its ledger) and
    shows them at `show_changes()`, the window's frame. At most `history`
    finished rows stay in the table (the oldest go first); the counts keep
    every task.
    """

    def __init__(
        self,
        parent: QObject | None = None,
        now: Callable[[], float] = time.monotonic,
        history: int = DEFAULT_HISTORY,
        ledger: Ledger | None = None,
        bridge: SchedulerBridge | None = None,
    ) -> None:
        """Show the bridge's session, or `ledger`, or a ledger of its own."""
        super().__init__(parent)
        self.history = history
        if bridge is not None:
            self.session = bridge.session
            bridge.batch_applied.connect(self._on_batch_applied)
        else:
            self.session = Session(ledger if ledger is not None else Ledger(), now=now, epoch=now())
        self.ledger = self.session.ledger
        self._finished_gone = 0  # finished rows trimmed or cleared from the table
        self._live_from = 0  # rows above this one are all finished
        self._rows: list[Record] = []
        self._ids: list[int] = []  # parallel to _rows, increasing: bisect finds a row
        self._pending: list[Record] = []  # new records not yet shown
        self._changed = False  # a batch came in since the last showing
        self._bold = QFont()
        self._bold.setBold(True)
        self._priority = False  # a priority queue: the Task cell shows each priority

    @property
    def epoch(self) -> float:
        """Where 0 s falls: times are shown as seconds since the session began."""
        return self.session.epoch

    def now(self) -> float:
        """The session's clock (a replay's: the instant shown)."""
        return self.session.now()

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """Show `session`'s ledger from now on: no rows until it takes some in."""
        self.session = session
        self.ledger = session.ledger
        self.reset()

    # -- following the ledger ----------------------------------------------------

    def apply(self, batch: Iterable[Event]) -> None:
        """Feed a batch into the ledger and show what it changed, now (no bridge)."""
        self._pending += self.ledger.apply(batch)
        self.flush()

    @Slot(object)
    def _on_batch_applied(self, batch: Batch) -> None:
        """The ledger took a batch in: its new rows wait for the next frame."""
        self._pending += batch.added
        self._changed = True

    @Slot()
    def show_changes(self) -> None:
        """A frame: show what changed, or move the live columns on; one
        repaint of the table either way."""
        if self._changed:
            self.flush()
        else:
            self.refresh_live_columns()

    @Slot()
    def flush(self) -> None:
        """Show what changed: one insert and one ranged dataChanged.

        Only rows that were queued or running at the last flush can have
        changed since, and they all lie at or below `_live_from`; a view
        repaints nothing for the part of the range it does not show (in a
        flood, the rows far below the ones on screen)."""
        self._changed = False
        changed_from = self._live_from
        added, self._pending = self._pending, []
        if added:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(added) - 1)
            self._rows += added
            self._ids += [rec.task_id for rec in added]
            self.endInsertRows()
        in_table = self.ledger.finished - self._finished_gone
        if in_table > self.history + max(1, self.history // 10):
            self._trim(in_table - self.history)
            changed_from = 0
        self._advance_live_from()
        if changed_from < len(self._rows):
            self.dataChanged.emit(
                self.index(changed_from, 0), self.index(len(self._rows) - 1, len(Column) - 1)
            )
        self._follow_discipline()

    def _follow_discipline(self) -> None:
        """The priorities are shown exactly while the queue orders by them."""
        priority = self.ledger.discipline == "Priority"
        if priority == self._priority:
            return
        self._priority = priority
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, Column.TASK, Column.TASK)
        if self._rows:
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, Column.TASK), self.index(last, Column.TASK))

    def _trim(self, excess: int) -> None:
        """Drop the `excess` oldest finished rows: one removal, amortised O(1)."""
        rows = self._rows
        k = 0  # the leading run of finished rows (FIFO: almost always the excess)
        while k < len(rows) and k < excess and rows[k].state.finished:
            k += 1
        if k == excess:
            self.beginRemoveRows(QModelIndex(), 0, k - 1)
            self._live_from = max(0, self._live_from - k)
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
                else:
                    keep.append(row)
            self._rows = keep
            self._ids = [r.task_id for r in keep]
            self._live_from = 0
            self.endResetModel()
        self._finished_gone += excess

    def _advance_live_from(self) -> None:
        rows, first = self._rows, self._live_from
        while first < len(rows) and rows[first].state not in _LIVE:
            first += 1
        self._live_from = first

    def refresh_live_columns(self) -> None:
        """Queue positions and running clocks move on: repaint those columns, from
        the first row still queued or running down. Rows above it never change
        again, and a view repaints nothing for a range it does not show."""
        self._advance_live_from()
        rows, first = self._rows, self._live_from
        if first == len(rows):
            return
        last = len(rows) - 1
        self.dataChanged.emit(self.index(first, Column.POSITION), self.index(last, Column.POSITION))
        self.dataChanged.emit(self.index(first, Column.WAIT), self.index(last, Column.RUN))

    # -- what the window asks ----------------------------------------------------

    def count(self, state: TaskState) -> int:
        """How many rows (tasks and STOPs) are in `state`; cleared rows still count."""
        return self.ledger.count(state)

    def first_live_row(self) -> int | None:
        """The first row still queued or running: the task a worker took last
        with the queue's head below it. None if every row has finished."""
        self._advance_live_from()
        return self._live_from if self._live_from < len(self._rows) else None

    def index_of_id(self, task_id: int) -> int | None:
        """The row number of task `task_id`, if it is shown."""
        i = bisect.bisect_left(self._ids, task_id)
        return i if i < len(self._ids) and self._ids[i] == task_id else None

    def row(self, index: int) -> Record:
        """The row at `index` (for views and dialogs)."""
        return self._rows[index]

    def row_for_id(self, task_id: int) -> Record | None:
        """The row of task `task_id`, if it is still in the table (or about to be)."""
        i = bisect.bisect_left(self._ids, task_id)
        if i < len(self._ids) and self._ids[i] == task_id:
            return self._rows[i]
        pending = self._pending
        i = bisect.bisect_left(pending, task_id, key=lambda rec: rec.task_id)
        return pending[i] if i < len(pending) and pending[i].task_id == task_id else None

    def label_of(self, task_id: int) -> str:
        """The task's label, "" if it is not in the table."""
        row = self.row_for_id(task_id)
        return "" if row is None else row.label

    def queue_position(self, row: Record) -> int | None:
        """1 for the next item a worker will take; None unless the row is waiting."""
        return self.ledger.queue_position(row)

    def clear_finished(self) -> int:
        """Remove finished rows from the table (counts keep them); return how many."""
        self.flush()
        keep = [r for r in self._rows if not r.state.finished]
        removed = len(self._rows) - len(keep)
        if removed:
            self.beginResetModel()
            self._rows = keep
            self._ids = [r.task_id for r in keep]
            self._finished_gone += removed
            self._live_from = 0
            self.endResetModel()
        return removed

    def reset(self) -> None:
        """No rows (a new session's ledger)."""
        self.beginResetModel()
        self._rows, self._ids, self._pending = [], [], []
        self._finished_gone = self._live_from = 0
        self._changed = False
        self._priority = self.ledger.discipline == "Priority"
        self.endResetModel()

    # -- QAbstractTableModel ------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        column = Column(section)
        if column == Column.TASK and self._priority:
            if role == DISPLAY:
                return QCoreApplication.translate("TaskTableModel", PRIORITY_HEADER)
            if role == TOOLTIP:
                return QCoreApplication.translate("TaskTableModel", PRIORITY_TIP)
        if role == DISPLAY:
            return header_text(column)
        if role == TOOLTIP:
            tip = HEADER_TIPS.get(column)
            return None if tip is None else QCoreApplication.translate("TaskTableModel", tip)
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

    def _display(self, row: Record, column: int) -> str:
        if column == Column.POSITION:
            position = self.queue_position(row)
            return "" if position is None else str(position)
        if column == Column.ID:
            return str(row.task_id)
        if column == Column.TASK:
            if self._priority and not row.sentinel:
                return f"P{number(row.priority)} · {row.label}"
            return row.label
        if column == Column.STATE:
            return state_name(row.state)
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
            return _seconds((self.now() if end is None else end) - row.enqueued)
        if column == Column.RUN:
            if row.started is None or row.sentinel:
                return ""
            return _seconds((self.now() if row.finished is None else row.finished) - row.started)
        if column == Column.RESULT:
            return row.error or row.result
        return ""

    def _tooltip(self, row: Record) -> str:
        if row.traceback:
            import html  # on demand: a failure's tooltip, not the start

            # Monospace, so the ^^^ markers stay under the code they point at.
            hint = html.escape(self.tr("(double-click to open)"))
            return (
                f"<pre style='font-family: monospace'>{html.escape(row.traceback.rstrip())}"
                f"</pre><p>{hint}</p>"
            )
        if row.sentinel:
            return self.tr(
                "The STOP sentinel: everything ahead of it still runs; "
                "the worker that takes it exits."
            )
        return self.tr("#{id} {task} — {state}, put by {producer}").format(
            id=row.task_id, task=row.label, state=state_name(row.state), producer=row.producer
        )
