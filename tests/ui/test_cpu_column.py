"""Each task's CPU time as a share of its run: the table's CPU column, a bar's tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from fifo_gui.core.events import TaskFailed, TaskFinished, TaskQueued, TaskStarted, WorkerStarted
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.ledger.record import SHARE_FROM
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.table.column_headers import header_words
from fifo_gui.ui.table.table_columns import MARGIN, PAD
from fifo_gui.ui.table.task_model import Column, TaskTableModel
from fifo_gui.ui.views.timeline_view import TimelineView
from tests.ui.helpers import WAIT_MS, add_quick_sleep, click, on_screen, states
from tests.ui.test_laptop_layout import LAPTOPS, fit


def queued(task_id: int, at: float = 0.0) -> TaskQueued:
    return TaskQueued(task_id, f"task{task_id}()", at, "MainThread")


def test_the_cpu_cell_says_the_share_of_the_run_once_the_task_ended(qtbot) -> None:
    model = TaskTableModel(now=lambda: 10.0)
    model.apply([queued(1), queued(2), queued(3), queued(4)])
    model.apply(
        [
            TaskStarted(1, 1.0, "worker-1"),
            TaskFinished(1, 3.0, "worker-1", "1", 1.0),  # waited half its run for the GIL
            TaskStarted(2, 1.0, "worker-2"),
            TaskFailed(2, 2.0, "worker-2", "ValueError", "no", "", 1.0),
            TaskStarted(3, 3.0, "worker-1"),  # running: its CPU is not known yet
            TaskStarted(4, 2.0, "worker-2"),
            TaskFinished(4, 3.0, "worker-2", "4"),  # not measured (a broker's job, say)
        ]
    )
    assert [model.text(r, Column.CPU) for r in range(4)] == ["50 %", "100 %", "", ""]


def test_a_run_too_short_for_the_cpu_clock_has_no_share(qtbot) -> None:
    model = TaskTableModel(now=lambda: 10.0)
    model.apply([queued(1), queued(2)])
    model.apply(
        [
            TaskStarted(1, 1.0, "worker-1"),
            TaskFinished(1, 1.0 + SHARE_FROM / 2, "worker-1", "1", 0.0),  # a no-op: 0 % or 300 %?
            TaskStarted(2, 2.0, "worker-1"),
            TaskFinished(2, 2.0 + 2 * SHARE_FROM, "worker-1", "2", 2 * SHARE_FROM),
        ]
    )
    assert [model.text(r, Column.CPU) for r in range(2)] == ["", "100 %"]
    tip = header_words(Column.CPU, priority=False)[1]
    assert tip is not None and f"under {SHARE_FROM:g} s" in tip  # the tip says why


def test_a_sleeping_task_shows_almost_no_cpu_and_projector_view_hides_it(
    qtbot, window: MainWindow
) -> None:
    fit(qtbot, window, LAPTOPS["1366x768"], 0)
    table = window.table
    qtbot.waitUntil(lambda: not table.isColumnHidden(Column.CPU))  # room for it at +0
    add_quick_sleep(qtbot, window, "nap", 0.3)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Done"], timeout=WAIT_MS)
    qtbot.waitUntil(lambda: on_screen(window, 0, Column.STATE) == "Done")  # drawn at a frame
    share = str(on_screen(window, 0, Column.CPU))
    assert share.endswith(" %") and int(share.removesuffix(" %")) < 20  # it slept
    window.actions_.projector_view.setChecked(True)
    qtbot.waitUntil(lambda: table.isColumnHidden(Column.RUN))
    assert table.isColumnHidden(Column.CPU)  # no CPU share without the run it is a share of
    window.actions_.projector_view.setChecked(False)
    qtbot.waitUntil(lambda: not table.isColumnHidden(Column.RUN))
    qtbot.waitUntil(lambda: not table.isColumnHidden(Column.CPU))
    click(qtbot, window, "stopButton")


def test_a_timeline_bar_says_its_cpu_once_it_ended(qtbot) -> None:
    ledger = Ledger()
    ledger.apply(
        [
            WorkerStarted(100.0, "worker-1"),
            queued(1, 100.0),
            queued(2, 100.0),
            TaskStarted(1, 101.0, "worker-1"),
            TaskFinished(1, 103.0, "worker-1", "1", 1.0),
            TaskStarted(2, 103.0, "worker-1"),
        ]
    )
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: 104.0))
    qtbot.addWidget(view)
    ended, running = ledger.recent[0], ledger.workers["worker-1"]
    assert view.describe(ended).endswith("ran 2.000 s\nused 1.000 s of CPU (50 % of its run)")
    assert running is not None and "CPU" not in view.describe(running)  # not known yet
    ledger.apply([TaskFinished(2, 103.0 + SHARE_FROM / 2, "worker-1", "2", 0.0)])
    short = next(r for r in ledger.recent if r.task_id == 2)
    assert "CPU" not in view.describe(short)  # too short to tell


@pytest.mark.parametrize("zoom", [0, 2, 4])
@pytest.mark.parametrize("screen", list(LAPTOPS.values()), ids=list(LAPTOPS))
def test_the_cpu_column_never_cuts_the_result_column_s_title(
    qtbot, window: MainWindow, screen, zoom: int
) -> None:
    fit(qtbot, window, screen, zoom)
    table = window.table
    header = table.horizontalHeader()
    bold = QFont(header.font())
    bold.setBold(True)  # the style sheet draws the titles bold
    title = header.model().headerData(Column.RESULT, Qt.Orientation.Horizontal)
    need = (
        QFontMetrics(bold).horizontalAdvance(str(title))
        + table.fontMetrics().horizontalAdvance(PAD)
        + MARGIN
    )
    # Shown, it leaves the title whole; where Task's name leaves Result less, it is hidden.
    qtbot.waitUntil(
        lambda: table.isColumnHidden(Column.CPU) or table.columnWidth(Column.RESULT) >= need
    )
