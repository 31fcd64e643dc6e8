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

The columns and their titles are in column_headers.py, what a cell says in
cell_words.py, a cell's data by role in cell_looks.py.
"""

from __future__ import annotations

import bisect
import time
from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt, Slot
from PySide6.QtGui import QFont, QStandardItemModel

from fifo_gui.core.events import Event
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.table.cell_looks import DISPLAY, TOOLTIP, Shown, cell_looks
from fifo_gui.ui.table.cell_words import CellWords, TaskFit
from fifo_gui.ui.table.column_headers import COLUMNS, Column, header_words

if TYPE_CHECKING:
    from fifo_gui.ui.session.bridge import Batch, SchedulerBridge

# Column and TaskFit: where the table's importers have always found them.
__all__ = ["DEFAULT_HISTORY", "Column", "TaskFit", "TaskTableModel"]

HORIZONTAL = Qt.Orientation.Horizontal
TASK_ID = attrgetter("task_id")  # a row's id, read in C: a replay's jump brings 100k rows at once
DEFAULT_HISTORY = 100_000
_LIVE = frozenset((TaskState.QUEUED, TaskState.RUNNING))
# The columns that move on while a row keeps its state: a queued row's place
# in line and wait, a running row's clock.
_MOVING = {
    TaskState.QUEUED: (int(Column.POSITION), int(Column.WAIT)),
    TaskState.RUNNING: (int(Column.RUN),),
}


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
            ledger = ledger if ledger is not None else Ledger()
            self.session = Session(ledger, clock=now, epoch=now())
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
        self._words = CellWords(session=self.session)
        self._window = (0, 0)  # the rows on screen: first, how many
        self._fit: TaskFit | None = None  # the Task column's room, once the table said
        self._shown: dict[int, Shown] = {}  # task id -> its cells as Qt holds them
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
        self._words.session = session
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
            if not first:  # a fresh table, maybe a million rows at once (a replay's jump)
                added = self._trimmed_before(added)
            self._rows += added
            self._ids += map(TASK_ID, added)
            if not first:
                self._live_from = self._oldest_in_flight(self._rows)
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
            title, tip = header_words(column, priority=self._priority)
            self.setHeaderData(column, HORIZONTAL, title, DISPLAY)
            if tip is not None:
                self.setHeaderData(column, HORIZONTAL, tip, TOOLTIP)

    def _trim(self, excess: int) -> None:
        """Drop the `excess` oldest finished rows: one removal, amortised O(1)."""
        rows = self._rows
        k = 0  # the leading run of finished rows (FIFO: almost always the excess)
        while k < len(rows) and k < excess and rows[k].state.finished:
            k += 1
        if k == excess:
            # Qt's items leave first: after a removal each item's cached place
            # is stale, and Qt finds it again by a search through every item
            # (taking a screen's cells out one by one was a visible stall).
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

    def _oldest_in_flight(self, rows: list[Record]) -> int:
        """Where the oldest row in flight is (or would go) in `rows`: the rows
        before it have all finished. A search, not a walk over them."""
        live = self.ledger.live
        return bisect.bisect_left(rows, min(live), key=TASK_ID) if live else len(rows)

    def _trimmed_before(self, rows: list[Record]) -> list[Record]:
        """`rows` for a fresh table, trimmed as `_trim` would trim them once
        inserted, when their leading finished rows are the excess: Qt never
        hears of rows that go at once."""
        in_table = self.ledger.finished - self._finished_gone
        excess = in_table - self.history
        if in_table <= self.history + max(1, self.history // 10) or (
            self._oldest_in_flight(rows) < excess
        ):
            return rows
        self._finished_gone += excess
        return rows[excess:]

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
        looks = cell_looks(rec, self._words, self._fit, self._bold)
        cells = self._shown[rec.task_id] = Shown(rec.state, rec.ranked, self._fit, looks)
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
                text = self._words.text(rec, column)
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

    def fit_task(self, fit: TaskFit) -> None:
        """The Task column holds `fit.room` px of text from now on: a longer
        call is cut at its start, after its priority ("P1 · …('Task A', 2.0)"),
        so the name that tells the rows apart stays; the other columns are cut
        at their end by the table ("ValueError: This ta…")."""
        self._fit = fit
        self.refresh()

    # -- what the window asks ----------------------------------------------------

    def text(self, row: int, column: Column) -> str:
        """The text row `row` shows in `column`, on screen or not."""
        return self._words.text(self._rows[row], column)

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
