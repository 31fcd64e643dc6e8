"""The task table: one row per queue item (task or STOP), in enqueue order.

Its rows are the shared `Ledger`'s records. It follows the bridge's batches
and shows them at the window's frames: at most one row insertion a frame, so
a flood of events costs the GUI a few notifications per frame, not one per
event.

The model is a `QStandardItemModel` that holds the text of only the rows the
table shows (`show_rows`), refreshed at the frames: painting the table reads
Qt's own items and never calls into Python. Under a backlog the workers hold
Python's GIL, and every call from Qt into Python waits for it, so a table
that asked Python for each cell (about 850 calls a paint) froze the window.
"""

from __future__ import annotations

import bisect
import time
from collections.abc import Callable, Iterable
from enum import IntEnum
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Slot,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QStandardItemModel

from fifo_gui.core.events import Event
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.palette import state_icon, state_name, state_tint
from fifo_gui.ui.words.numbers import number, seconds

if TYPE_CHECKING:
    from fifo_gui.ui.session.bridge import Batch, SchedulerBridge

# Roles as plain ints: a cell's data is a dict of them, built for each row on screen.
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
DECORATION = int(Qt.ItemDataRole.DecorationRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
FONT = int(Qt.ItemDataRole.FontRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
HORIZONTAL = Qt.Orientation.Horizontal
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


COLUMNS = len(Column)
_NUMERIC = tuple(
    int(c)
    for c in (
        Column.POSITION,
        Column.ID,
        Column.ENQUEUED,
        Column.STARTED,
        Column.FINISHED,
        Column.WAIT,
        Column.RUN,
    )
)


def _seconds(value: float | None) -> str:
    return "" if value is None else seconds(value)


def _at(value: float | None, epoch: float) -> str:
    return "" if value is None else number(value - epoch, 3)


# A task queued in a priority queue leads its Task cell with its priority
# ("P1 · sample_task(...)"): the class sees why the queue takes 4, 1, 3, 2, 5.
# Rows queued before the queue took items by priority have none to show.
PRIORITY_HEADER = str(QT_TRANSLATE_NOOP("TaskTableModel", "P · Task"))
PRIORITY_TIP = str(
    QT_TRANSLATE_NOOP(
        "TaskTableModel", "P: the task's priority. A priority queue takes the lowest P first."
    )
)

DEFAULT_HISTORY = 100_000
_LIVE = frozenset((TaskState.QUEUED, TaskState.RUNNING))
# The columns that move on while a row keeps its state: a queued row's place
# in line and wait, a running row's clock.
_MOVING = {
    TaskState.QUEUED: (int(Column.POSITION), int(Column.WAIT)),
    TaskState.RUNNING: (int(Column.RUN),),
}
Look = dict[int, Any]  # one cell's data by role, as Qt's item holds it


class _Shown(NamedTuple):
    """A row on screen as Qt's items hold it, and what it was set from."""

    state: TaskState
    ranked: bool
    fit: TaskFit | None
    looks: list[Look]


class TaskFit(NamedTuple):
    """The room a Task cell's text has: its font and its width in px."""

    metrics: QFontMetricsF
    room: float


class TaskTableModel(QStandardItemModel):
    """The ledger's records as rows, in enqueue order.

    With a `bridge`, it follows the bridge's batches (and reads its ledger) and
    shows them at `show_changes()`, the window's frame. At most `history`
    finished rows stay in the table (the oldest go first); the counts keep
    every task.

    Every row is here (`row`, `text`); Qt's items carry the cells of the rows
    on screen only (`show_rows`), so `index(r, c).data()` is empty elsewhere.
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
        super().__init__(0, len(Column), parent)
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
        self._priority = self.ledger.discipline == "Priority"
        self._says = self._column_texts()
        self._window = (0, 0)  # the rows on screen: first, how many
        self._fit: TaskFit | None = None  # the Task column's room, once the table said
        self._shown: dict[int, _Shown] = {}  # task id -> its cells as Qt holds them
        self._set_headers()

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
        """A frame: take the new rows in (the rows on screen are brought up to
        date by `refresh`, once the table has followed them)."""
        if self._changed:
            self._take_in()

    @Slot()
    def flush(self) -> None:
        """Show what changed now: the new rows, and the rows on screen."""
        self._take_in()
        self.refresh()

    def _take_in(self) -> None:
        """One insertion of the new rows; the oldest finished ones trimmed."""
        self._changed = False
        added, self._pending = self._pending, []
        if added:
            first = len(self._rows)
            self._rows += added
            self._ids += [rec.task_id for rec in added]
            self.insertRows(first, len(added))
        in_table = self.ledger.finished - self._finished_gone
        if in_table > self.history + max(1, self.history // 10):
            self._trim(in_table - self.history)
        self._follow_discipline()

    def _follow_discipline(self) -> None:
        """The Task column's title says P while the queue orders by priority."""
        priority = self.ledger.discipline == "Priority"
        if priority != self._priority:
            self._priority = priority
            self._set_headers()

    def _set_headers(self) -> None:
        for column in Column:
            title, tip = HEADERS[column], HEADER_TIPS.get(column)
            if column == Column.TASK and self._priority:
                title, tip = PRIORITY_HEADER, PRIORITY_TIP
            translate = QCoreApplication.translate
            self.setHeaderData(column, HORIZONTAL, translate("TaskTableModel", title), DISPLAY)
            if tip is not None:
                self.setHeaderData(column, HORIZONTAL, translate("TaskTableModel", tip), TOOLTIP)

    def _trim(self, excess: int) -> None:
        """Drop the `excess` oldest finished rows: one removal, amortised O(1)."""
        rows = self._rows
        k = 0  # the leading run of finished rows (FIFO: almost always the excess)
        while k < len(rows) and k < excess and rows[k].state.finished:
            k += 1
        if k == excess:
            # Qt's items leave first: after a removal each item's cached place
            # is stale, and Qt finds it again by a search through every item
            # (taking the 180 cells of a screen out took some 100 ms).
            self._take_items()
            self._live_from = max(0, self._live_from - k)
            del rows[:k]
            del self._ids[:k]
            self.removeRows(0, k)
        else:  # a long task still running near the top: filter instead
            dropped = 0
            keep = []
            for row in rows:
                if dropped < excess and row.state.finished:
                    dropped += 1
                else:
                    keep.append(row)
            self._replace_rows(keep)
        self._finished_gone += excess

    def _replace_rows(self, rows: list[Record]) -> None:
        """The table holds `rows` from now on: one model reset (the selection
        and the scroll start over)."""
        self.beginResetModel()
        self.blockSignals(True)  # the old rows' removal and the new ones' insertion are the reset
        self.removeRows(0, self.rowCount())
        self.insertRows(0, len(rows))
        self.blockSignals(False)
        self._rows = rows
        self._ids = [r.task_id for r in rows]
        self._live_from = 0
        self._shown.clear()
        self.endResetModel()

    def _advance_live_from(self) -> None:
        rows, first = self._rows, self._live_from
        while first < len(rows) and rows[first].state not in _LIVE:
            first += 1
        self._live_from = first

    # -- the rows on screen ---------------------------------------------------------

    def show_rows(self, first: int, count: int) -> None:
        """The table shows `count` rows from `first` on: Qt's items carry their
        cells from now on, and no others. The rows that stay in view keep theirs
        until the frame's `refresh` moves them all on to one instant."""
        window = (max(0, first), max(0, count))
        if window != self._window:
            self._window = window
            self._bring_in(self._on_screen())

    def _on_screen(self) -> range:
        first, count = self._window
        return range(first, min(len(self._rows), first + count))

    def _bring_in(self, on_screen: range) -> None:
        """Qt's items out of the rows gone from view, into the rows come into it."""
        rows, shown = self._rows, self._shown
        wanted = {rows[i].task_id for i in on_screen}
        self._take_items([i for i in shown if i not in wanted])
        for i in on_screen:
            if rows[i].task_id not in shown:
                self._set_cells(i, rows[i])

    def _set_cells(self, i: int, rec: Record) -> None:
        cells = self._shown[rec.task_id] = _Shown(
            rec.state, rec.ranked, self._fit, self._cells(rec)
        )
        for c, look in enumerate(cells.looks):
            self.setItemData(self.index(i, c), look)

    @Slot()
    def refresh(self) -> None:
        """Bring the cells of the rows on screen up to date. A row whose state
        is unchanged since it was set moves on its live columns only (a queued
        row's place and wait, a running row's clock); a finished one not at all."""
        on_screen = self._on_screen()
        self._bring_in(on_screen)
        rows, shown = self._rows, self._shown
        for i in on_screen:
            rec = rows[i]
            held = shown[rec.task_id]
            if (
                held.state is not rec.state
                or held.ranked is not rec.ranked
                or held.fit is not self._fit
            ):
                self._set_cells(i, rec)
                continue
            for column in _MOVING.get(rec.state, ()):
                text = self._display(rec, column)
                look = held.looks[column]
                if look[DISPLAY] != text:
                    look[DISPLAY] = text
                    self.setData(self.index(i, column), text)

    def _take_items(self, task_ids: Iterable[int] | None = None) -> None:
        """Qt's items of these rows' cells out of the model (all shown rows: None)."""
        for task_id in list(self._shown) if task_ids is None else task_ids:
            del self._shown[task_id]
            at = self.index_of_id(task_id)
            if at is not None:
                for column in range(COLUMNS):
                    self.takeItem(at, column)

    def _cells(self, row: Record) -> list[Look]:
        """Each of `row`'s cells as Qt's item holds it: text, tooltip, and the
        State cell's icon and tint."""
        tip = self._tooltip(row)
        cells: list[Look] = [{DISPLAY: says(row), TOOLTIP: tip} for says in self._says]
        for numeric in _NUMERIC:
            cells[numeric][ALIGNMENT] = RIGHT
        state = cells[Column.STATE]
        state[DECORATION] = state_icon(row.state)
        state[BACKGROUND] = state_tint(row.state)
        state[FOREGROUND] = _INK  # dark on the light tint, whatever the desktop theme
        task = cells[Column.TASK]
        if row.sentinel:
            task[FONT] = self._bold
        elif self._fit is not None:
            task[ACCESSIBLE] = task[DISPLAY]  # a screen reader says the whole call
            task[DISPLAY] = self._fitted(row)
        return cells

    def fit_task(self, fit: TaskFit) -> None:
        """The Task column holds `fit.room` px of text from now on: a longer
        call is cut at its start, after its priority ("P1 · …('Task A', 2.0)"),
        so the name that tells the rows apart stays; the other columns are cut
        at their end by the table ("ValueError: This ta…")."""
        self._fit = fit
        self.refresh()

    def _fitted(self, row: Record) -> str:
        assert self._fit is not None
        metrics, room = self._fit
        prefix = f"P{number(row.priority)} · " if row.ranked else ""
        left = room - metrics.horizontalAdvance(prefix)
        return prefix + metrics.elidedText(row.label, Qt.TextElideMode.ElideLeft, max(0.0, left))

    # -- what the window asks ----------------------------------------------------

    def text(self, row: int, column: Column) -> str:
        """The text row `row` shows in `column`, on screen or not."""
        return self._display(self._rows[row], column)

    def task_ids(self, indexes: Iterable[QModelIndex | QPersistentModelIndex]) -> list[int]:
        """The task ids of the rows of `indexes` (a selection), sorted, once each."""
        return sorted({self._rows[index.row()].task_id for index in indexes})

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
            self._replace_rows(keep)
            self._finished_gone += removed
            self.refresh()
        return removed

    def reset(self) -> None:
        """No rows (a new session's ledger)."""
        self._pending = []
        self._changed = False
        self._replace_rows([])
        self._finished_gone = 0
        self._follow_discipline()

    # -- what a cell says -------------------------------------------------------

    def _display(self, row: Record, column: int) -> str:
        return self._says[column](row)

    def _column_texts(self) -> tuple[Callable[[Record], str], ...]:
        """What each column says about a row, in column order: looked up by the
        column's number (comparing against `Column` members costs more than the
        text itself, and a frame asks for hundreds)."""

        def place(row: Record) -> str:
            position = self.queue_position(row)
            return "" if position is None else number(position)

        def task(row: Record) -> str:
            if row.ranked and not row.sentinel:
                return f"P{number(row.priority)} · {row.label}"
            return row.label

        def wait(row: Record) -> str:
            if row.sentinel:
                return ""
            end = row.started if row.started is not None else row.finished
            return _seconds((self.now() if end is None else end) - row.enqueued)

        def run(row: Record) -> str:
            if row.started is None or row.sentinel:
                return ""
            return _seconds((self.now() if row.finished is None else row.finished) - row.started)

        return (
            place,
            lambda row: number(row.task_id),
            task,
            lambda row: state_name(row.state),
            lambda row: row.worker,
            lambda row: _at(row.enqueued, self.session.epoch),
            lambda row: _at(row.started, self.session.epoch),
            lambda row: _at(row.finished, self.session.epoch),
            wait,
            run,
            lambda row: row.error or row.result,
        )

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
        return self.tr("ID {id} {task} — {state}, put by {producer}").format(
            id=number(row.task_id),
            task=self._display(row, Column.TASK),  # with its priority, if one decided its turn
            state=state_name(row.state),
            producer=row.producer,
        )
