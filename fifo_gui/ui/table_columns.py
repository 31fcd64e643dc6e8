"""The task table's column widths: from the font, never from the contents
(measuring 100,000 rows would freeze the window), fitted to the table's width
so the Result / Error column (a failure's message) is in sight without
scrolling sideways. The Task column gives way first (its text elides, the
tooltip keeps it whole); Result / Error stretches into what is left."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QTableView

from fifo_gui.ui.task_model import HEADERS, Column

# The widest text each column usually shows; a wider one elides.
SAMPLES = {
    Column.POSITION: "00000",
    Column.ID: "0000000",  # a burst of a million
    Column.STATE: "XX Cancelled",
    Column.WORKER: "worker-10",
    Column.ENQUEUED: "0000.000",
    Column.STARTED: "0000.000",
    Column.FINISHED: "0000.000",
    Column.WAIT: "000.000 s",
    Column.RUN: "000.000 s",
}
TASK_SAMPLE = "sample_task('Task A', 2)"  # the Task column's width when there is room
TASK_LEAST = "sample_t…"  # and the least it gets
RESULT_LEAST = "ValueError: the task…"  # the least room kept for Result / Error
PAD = "0"  # room for the cell's margins, in the font's digits (and MARGIN px)
MARGIN = 6


class ColumnFit(QObject):
    """Sets `table`'s column widths now (call `fit()` after a font change) and
    whenever its viewport is resized."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self._table = table
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def widths(self, room: int) -> dict[Column, int]:
        """Each column's width for a viewport `room` px wide (Result: its least)."""
        metrics = self._table.fontMetrics()
        header = self._table.horizontalHeader().fontMetrics()
        pad = metrics.horizontalAdvance(PAD) + MARGIN

        def width(sample: str, column: Column) -> int:
            title = header.horizontalAdvance(HEADERS[column])
            return max(metrics.horizontalAdvance(sample), title) + pad

        sizes = {column: width(sample, column) for column, sample in SAMPLES.items()}
        result = width(RESULT_LEAST, Column.RESULT)
        free = room - sum(sizes.values()) - result
        task_most, task_least = width(TASK_SAMPLE, Column.TASK), width(TASK_LEAST, Column.TASK)
        sizes[Column.TASK] = max(task_least, min(task_most, free))
        sizes[Column.RESULT] = result
        return sizes

    def fit(self) -> None:
        table = self._table
        for column, width in self.widths(table.viewport().width()).items():
            if column != Column.RESULT and table.columnWidth(column) != width:
                table.setColumnWidth(column, width)
