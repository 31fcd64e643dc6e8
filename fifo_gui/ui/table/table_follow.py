"""The table follows the action: the head of the queue, the row a worker just
took, and after Stop the STOP row, stay in view, unless the user scrolled away.
When nothing is left to run, it ends at the last rows (a burst whose last
thousands finished between two frames, a replay scrubbed to its end).

Runs at the window's frames and after the table is resized, and costs a binary search
and at most one scroll a frame, whatever the number of rows.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QModelIndex, QObject, QTimer, Slot
from PySide6.QtWidgets import QAbstractItemView

from fifo_gui.core.states import TaskState
from fifo_gui.ui.table.table_columns import TaskTable
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.views.drawing import short_label
from fifo_gui.ui.views.spoken import Spoken
from fifo_gui.ui.words.numbers import agree, number

CONTEXT_ROWS = 2  # finished rows kept above the live one: what just happened
STOP_SEARCH = 64  # rows from the end searched for the STOP that Stop just put


class TableFollower(QObject):
    """Keeps the live row (or the STOP after Stop) in view of `table`.

    A scroll by the user that leaves the live row out of sight stops the
    following; a scroll that brings it back, or `follow()`, resumes it.
    """

    def __init__(
        self, table: TaskTable, model: TaskTableModel, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._model = model
        self.following = True
        self._moving = False  # our own scroll, not the user's
        self._find_stop = False
        self._stop_id: int | None = None
        table.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        # The history's oldest rows leave from the top: a reader scrolled away
        # keeps the rows they read, rather than seeing later ones slide under.
        self._rows_gone_above = 0
        model.rowsAboutToBeRemoved.connect(self._on_rows_leaving)
        model.rowsRemoved.connect(self._on_rows_left)
        # A shorter table (a zoom, a dock dragged up) must not cut the followed
        # row, even when no frame comes (the window is idle).
        table.resized.connect(self._on_resized)
        # Where the table is, said to a screen reader, at the frames when it changes.
        self.spoken = Spoken(table, self._spoken_key, self.summary)

    def _spoken_key(self) -> Hashable:
        return (self._model.rowCount(), self._model.first_live_row(), self.following)

    def summary(self) -> str:
        """Where the table is, in words: its rows, the first still live, whether it follows."""
        model = self._model
        rows = model.rowCount()
        if not rows:
            return self.tr("No tasks yet: each task put on the queue gets a row, in FIFO order")
        parts = [
            agree(self.tr("%n row(s), in the order they were put on the queue", "", rows), rows)
        ]
        live = model.first_live_row()
        if live is None:
            parts.append(self.tr("all finished"))
        else:
            record = model.row(live)
            parts.append(
                self.tr("first still waiting or running: row {row}, {task} (ID {id})").format(
                    row=number(live + 1), task=short_label(record), id=number(record.task_id)
                )
            )
        parts.append(
            self.tr("following the queue")
            if self.following
            else self.tr("scrolled away: no longer following the queue")
        )
        return "; ".join(parts)

    @Slot()
    def _on_resized(self) -> None:
        if self.following:
            QTimer.singleShot(0, self._after_resize)  # once the scroll bar has its new range

    @Slot()
    def _after_resize(self) -> None:
        if not self._find_stop:  # a Stop's STOP row: searched for at the next frame
            self.on_frame()

    def follow(self) -> None:
        """Follow again, from the next frame."""
        self.following = True

    def reveal_stop(self) -> None:
        """Stop or Stop now was pressed: at the next frame, bring its STOP row
        into view and keep it there until a worker takes it."""
        self._find_stop = True
        self.following = True

    def _visible_rows(self) -> tuple[int, int]:
        """The first and last rows in view from top to bottom: a row cut by an
        edge does not count, the followed row must be read whole."""
        table = self._table
        height = table.viewport().height()
        first = table.rowAt(0)
        if first >= 0 and table.rowViewportPosition(first) < 0:
            first += 1
        last = table.rowAt(height - 1)
        if last >= 0 and table.rowViewportPosition(last) + table.rowHeight(last) > height:
            last -= 1
        rows = self._model.rowCount()
        return (max(first, 0), rows - 1 if last < 0 else last)

    def _target(self) -> int | None:
        model = self._model
        if self._find_stop:
            self._find_stop = False
            rows = model.rowCount()
            for r in range(rows - 1, max(-1, rows - 1 - STOP_SEARCH), -1):
                if model.row(r).sentinel:
                    if model.row(r).state is not TaskState.QUEUED:
                        return r  # taken already (Stop now): shown once all the same
                    self._stop_id = model.row(r).task_id
                    break
        if self._stop_id is not None:
            at = model.index_of_id(self._stop_id)
            if at is not None and model.row(at).state is TaskState.QUEUED:
                return at
            self._stop_id = None  # taken (or cleared): back to the live row
        return self._live_or_last()

    def _live_or_last(self) -> int | None:
        """The first row queued or running; the last row once all have finished."""
        live = self._model.first_live_row()
        return self._model.rowCount() - 1 if live is None else live

    @Slot()
    def on_frame(self) -> None:
        """Scroll once if the row to follow left the view."""
        self.spoken.refresh()
        if not self.following:
            return
        target = self._target()
        if target is None:
            return
        first, last = self._visible_rows()
        if first <= target <= last and (target >= first + min(CONTEXT_ROWS, target) or first == 0):
            return
        top = max(0, target - CONTEXT_ROWS)
        if target > last and self._model.row(target).sentinel:  # the STOP: at the bottom edge
            hint = QAbstractItemView.ScrollHint.PositionAtBottom
            top = target
        else:
            hint = QAbstractItemView.ScrollHint.PositionAtTop
        self._moving = True
        self._table.scrollTo(self._model.index(top, 0), hint)
        self._moving = False

    @Slot(QModelIndex, int, int)
    def _on_rows_leaving(self, _parent: QModelIndex, first: int, last: int) -> None:
        top = self._table.rowAt(0)
        self._rows_gone_above = last - first + 1 if not self.following and last < top else 0

    @Slot()
    def _on_rows_left(self) -> None:
        gone, self._rows_gone_above = self._rows_gone_above, 0
        if not gone:
            return
        table = self._table
        per_item = table.verticalScrollMode() == QAbstractItemView.ScrollMode.ScrollPerItem
        step = 1 if per_item else table.verticalHeader().defaultSectionSize()
        bar = table.verticalScrollBar()
        self._moving = True
        bar.setValue(bar.value() - gone * step)
        self._moving = False

    @Slot(int)
    def _on_scrolled(self, value: int) -> None:
        if self._moving or self._model.rowCount() == 0:
            return
        target = (
            self._live_or_last()
            if self._stop_id is None
            else self._model.index_of_id(self._stop_id)
        )
        first, last = self._visible_rows()
        # The user looked elsewhere: stay there. Back at the action: follow again.
        self.following = target is None or first <= target <= last
