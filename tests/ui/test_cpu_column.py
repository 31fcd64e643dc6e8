"""The table's CPU column: each task's CPU time as a share of its run."""

from __future__ import annotations

from fifo_gui.core.events import TaskFailed, TaskFinished, TaskQueued, TaskStarted
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.table.task_model import Column, TaskTableModel
from tests.ui.helpers import WAIT_MS, add_quick_sleep, click, on_screen, states
from tests.ui.test_laptop_layout import LAPTOPS, fit


def queued(task_id: int) -> TaskQueued:
    return TaskQueued(task_id, f"task{task_id}()", 0.0, "MainThread")


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
