"""The task table's column widths: from the font, never from the contents
(measuring 100,000 rows would freeze the window), fitted to the table's width
so the Result / Error column (a failure's message) is in sight without
scrolling sideways. The class reads FIFO order by task name, so the Task
column has the room first: # and ID are as wide as the numbers in the table,
Result / Error elides first and stretches into what is left."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPalette, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from fifo_gui.core.states import TaskState
from fifo_gui.ui.table.cell_words import TaskFit
from fifo_gui.ui.table.column_headers import Column, header_text
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.views.palette import state_name
from fifo_gui.ui.window.theme import FUSION_FOCUS_MARGIN, relative_font
from fifo_gui.ui.words.numbers import number

# The widest text each column usually shows; a wider one elides.
SAMPLES = {
    Column.STATE: "XX Cancelled",
    Column.WORKER: "worker-10",
    Column.ENQUEUED: "0000.000",
    Column.STARTED: "0000.000",
    Column.FINISHED: "0000.000",
    Column.WAIT: "000.000 s",
    Column.RUN: "000.000 s",
    Column.CPU: "100 %",
}
DIGITS_LEAST = 3  # # and ID: a lesson's numbers (up to 999) never move the columns
TASK_SAMPLE = "sample_task('Task A', 2.0)"  # the Task column's width when there is room
TASK_NAME = "sample_task('Task A'…"  # the room it has before Result / Error gets any
TASK_LEAST = "…'Task A', 2.0)"  # and the least (cut at its start): the name that tells rows apart
RESULT_LEAST = "ValueError…"  # Result / Error's room before the Task column grows to its sample
PAD = "0"  # room for the cell's margins, in the font's digits (and MARGIN px)
MARGIN = 6


class TaskTable(QTableView):
    """The task table's view.

    Signals:
        resized(): GUI thread. Its viewport changed size (the window, a dock,
            a scroll bar shown or hidden). A signal, not an event filter: a
            filter in Python is called for every event, each paint too, and
            under a backlog each such call waits for the workers' GIL.
    """

    resized = Signal()

    def __init__(self) -> None:
        """Its viewport is made here, as Qt makes its own. Qt's, handed to Python
        a first time (`viewport()`), has PySide try every QWidget class for its
        type, and build each class it tries: all that, for a plain QWidget."""
        super().__init__()
        viewport = QWidget()
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(True)
        self.setViewport(viewport)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A scroll area's resize event is its viewport's."""
        super().resizeEvent(event)
        self.resized.emit()


class ColumnFit(QObject):
    """Sets `table`'s column widths now (call `fit()` after a font change) and
    whenever its viewport is resized."""

    def __init__(self, table: TaskTable, model: TaskTableModel) -> None:
        super().__init__(table)
        self._table = table
        self._model = model
        self._digits = self.digits()
        table.resized.connect(self.fit)
        table.horizontalHeader().sectionResized.connect(self._on_section_resized)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._on_rows_changed)

    def digits(self) -> tuple[int, int]:
        """The digits of the table's largest place in the queue and its last ID:
        O(1), from the row count and the last row (ids grow down the table)."""
        model = self._model
        rows = model.rowCount()
        last_id = str(model.row(rows - 1).task_id) if rows else ""
        return max(DIGITS_LEAST, len(str(rows))), max(DIGITS_LEAST, len(last_id))

    @Slot()
    def _on_rows_changed(self) -> None:
        """A table that grows past 999 rows (a burst) needs a wider # and ID."""
        if self.digits() != self._digits:
            self.fit()

    def widths(self, room: int) -> dict[Column, int]:
        """Each column's width for a viewport `room` px wide (Result: the rest).
        CPU is left out where Run is hidden, or where a lesson task's name and
        Result / Error's least would not fit beside it: it gives way first."""
        metrics = self._table.fontMetrics()
        bold = QFont(self._table.horizontalHeader().font())
        bold.setBold(True)  # the titles are bold (`task_table`): measure them so
        header = QFontMetrics(bold)
        pad = metrics.horizontalAdvance(PAD) + MARGIN

        def width(sample: str, column: Column) -> int:
            title = header.horizontalAdvance(header_text(column))
            return max(metrics.horizontalAdvance(sample), title) + pad

        hidden = self._table.isColumnHidden  # projector view leaves the clock columns out
        sizes = {
            c: width(sample, c)
            for c, sample in SAMPLES.items()
            if not hidden(Column.RUN if c is Column.CPU else c)  # CPU: shown or not by `fit`
        }
        # A state's name in the window's language ("En ejecución") may be the longest.
        sizes[Column.STATE] = max(
            sizes[Column.STATE], *(width("XX " + state_name(s), Column.STATE) for s in TaskState)
        )
        places, ids = self.digits()
        sizes[Column.POSITION] = width(number(10**places - 1), Column.POSITION)
        sizes[Column.ID] = width(number(10**ids - 1), Column.ID)
        result = width(RESULT_LEAST, Column.RESULT)
        least, sample = width(TASK_LEAST, Column.TASK), width(TASK_SAMPLE, Column.TASK)
        name = width(TASK_NAME, Column.TASK)
        left = room - sum(sizes.values())
        if Column.CPU in sizes and left < name + result:  # the names and errors come first
            left += sizes.pop(Column.CPU)
        # The Task column first up to a lesson task's name, then Result / Error
        # up to its least, then Task up to its sample; Result has the rest.
        # Result never narrower than the header lets a section be (it would
        # scroll the table sideways by that much).
        least_result = self._table.horizontalHeader().minimumSectionSize()
        task = min(name, left - least_result)
        task += min(sample - task, max(0, left - task - result))
        # Cut to its least, the Task column keeps the times in sight. Where even
        # that cannot, the table scrolls sideways anyway: a lesson task's call is whole.
        sizes[Column.TASK] = max(least, task) if left >= least else sample
        sizes[Column.RESULT] = max(least_result, left - sizes[Column.TASK])
        return sizes

    @Slot(int, int, int)
    def _on_section_resized(self, column: int, old: int, new: int) -> None:
        if column == Column.TASK:
            self.fit_task()
        elif column == Column.RUN and 0 in (old, new):  # Run hidden or shown: CPU follows
            self.fit()

    def fit_task(self) -> None:
        """Tell the model how much text a Task cell holds (a cell's text has
        its margins inside the column, and a px to spare)."""
        table = self._table
        room = table.columnWidth(Column.TASK) - 2 * (FUSION_FOCUS_MARGIN + 1) - 3
        self._model.fit_task(TaskFit(QFontMetricsF(table.font()), room))

    @Slot()
    def fit(self) -> None:
        table = self._table
        self._digits = self.digits()
        widths = self.widths(table.viewport().width())
        table.setColumnHidden(Column.CPU, Column.CPU not in widths)
        for column, width in widths.items():
            # Result too: the last section stretches but never below the width it
            # was given, and the default 100 px scrolled a small screen sideways.
            if table.columnWidth(column) != width:
                table.setColumnWidth(column, width)
        self.fit_task()  # a new font, if not a new width


class RowsOnScreen(QObject):
    """Tells `model` which rows `table` shows whenever that changes (a scroll,
    rows added or removed, a resize): Qt's items hold only those rows' cells."""

    def __init__(self, table: TaskTable, model: TaskTableModel) -> None:
        super().__init__(table)
        self._table = table
        self._model = model
        bar = table.verticalScrollBar()
        bar.valueChanged.connect(self.update)
        bar.rangeChanged.connect(self.update)
        table.resized.connect(self.update)

    @Slot()
    def update(self) -> None:
        """Hand the model the rows in view: from the top one, as many as the
        viewport's height holds, plus the rows cut by its edges."""
        table = self._table
        height = max(1, table.verticalHeader().defaultSectionSize())
        self._model.show_rows(max(0, table.rowAt(0)), table.viewport().height() // height + 2)


def task_table(model: TaskTableModel) -> TaskTable:
    """The task table over `model`: whole rows selected, no row numbers (the `#`
    column is the place in line), columns fitted to their contents."""
    table = TaskTable()
    table.setObjectName("taskTable")
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    # Tab leaves the table for the next view, as in any form; the arrows move
    # in it. Qt's Tab from cell to cell held a keyboard user in 12 cells a row.
    table.setTabKeyNavigation(False)
    table.verticalHeader().hide()
    RowsOnScreen(table, model)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)
    # A title wider than its column ends in "…" ("Result / E…"): Qt's default
    # centred it and cut both ends ("esult / Errc" at 1280x720).
    header.setTextElideMode(Qt.TextElideMode.ElideRight)
    relative_font(header, 0, bold=True)  # the titles stand out from the rows
    tip = QCoreApplication.translate(
        "TaskTable",
        "Every item put on the queue, in FIFO order. Double-click a failed task for its traceback.",
    )
    table.setToolTip(tip)
    # Spoken when Tab reaches it; TableFollower keeps a description of where it is.
    table.setAccessibleName(QCoreApplication.translate("TaskTable", "Tasks, in queue order"))
    table.setAccessibleDescription(tip)
    return table
