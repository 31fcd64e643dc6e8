"""The table model on its own: Qt's model checks and the batching contract."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fifo_gui.core.events import (
    QueueConfigured,
    TaskCancelled,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStopped,
)
from fifo_gui.core.states import TaskState
from fifo_gui.ui.table.task_model import Column, TaskTableModel


def queued(task_id: int, sentinel: bool = False) -> TaskQueued:
    return TaskQueued(task_id, f"task{task_id}()", float(task_id), "MainThread", sentinel)


def test_qt_model_tester_is_happy(qtmodeltester) -> None:
    model = TaskTableModel(now=lambda: 100.0)
    model.apply([queued(1), queued(2), queued(3, sentinel=True), queued(4)])
    model.apply([TaskStarted(1, 5.0, "worker-1"), TaskFinished(1, 6.0, "worker-1", "None")])
    qtmodeltester.check(model)


def test_a_burst_is_one_insert(qtbot) -> None:
    model = TaskTableModel(now=lambda: 0.0)
    model.apply([queued(i) for i in range(1, 11)])
    inserts: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _p, first, last: inserts.append((first, last)))
    batch: list = [queued(i) for i in range(11, 1011)]
    for i in range(3, 8):
        batch += [TaskStarted(i, 1.0, "worker-1"), TaskFinished(i, 2.0, "worker-1", "'ok'")]
    model.apply(batch)
    assert inserts == [(10, 1009)]
    assert model.count(TaskState.DONE) == 5 and model.count(TaskState.QUEUED) == 1005


def shown(model: TaskTableModel, row: int) -> list[object]:
    """What Qt's items hold for row `row` (what a paint of the table reads)."""
    return [model.index(row, c).data() for c in Column]


def test_qt_holds_the_cells_of_the_rows_on_screen_only(qtbot) -> None:
    """Painting reads Qt's items: no call into Python per cell, and no item per
    row of a 100,000-row table."""
    model = TaskTableModel(now=lambda: 10.0)
    model.apply([queued(i) for i in range(1, 101)])
    assert shown(model, 0) == [None] * len(Column)  # no table: nothing on screen
    model.show_rows(40, 5)
    for r in range(40, 45):
        assert shown(model, r) == [model.text(r, c) for c in Column]
    assert shown(model, 39) == [None] * len(Column) and shown(model, 45) == [None] * len(Column)
    model.show_rows(90, 20)  # scrolled to the end: the rows left behind are emptied
    assert shown(model, 40) == [None] * len(Column)
    assert model.index(99, Column.TASK).data() == "task100()"
    assert model.index(99, Column.TASK).data(Qt.ItemDataRole.ToolTipRole)


def test_a_frame_sets_only_the_cells_that_moved(qtbot) -> None:
    """Finished rows never change again; a queued row's place and wait move on."""
    clock = [10.0]
    model = TaskTableModel(now=lambda: clock[0])
    model.apply([queued(i) for i in range(1, 6)])
    model.apply([TaskStarted(1, 5.0, "worker-1"), TaskFinished(1, 6.0, "worker-1", "None")])
    model.show_rows(0, 5)
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda tl, _br, _roles=(): changed.append((tl.row(), tl.column())))
    model.refresh()
    assert changed == []  # nothing moved
    clock[0] = 11.0
    model.refresh()  # a second later: the waits of the four queued rows
    assert sorted(changed) == [(r, Column.WAIT) for r in range(1, 5)]
    changed.clear()
    model.apply([TaskStarted(2, 11.0, "worker-1")])  # the head is taken: places move up
    assert (0, Column.STATE) not in changed  # the finished row is left alone
    assert (1, Column.STATE) in changed and (2, Column.POSITION) in changed
    assert model.index(2, Column.POSITION).data() == "1"


def test_queue_positions_follow_takes_and_cancels() -> None:
    model = TaskTableModel(now=lambda: 0.0)
    model.apply([queued(i) for i in range(1, 6)])
    pos = lambda: [model.text(r, Column.POSITION) for r in range(5)]  # noqa: E731
    assert pos() == ["1", "2", "3", "4", "5"]
    model.apply([TaskStarted(1, 1.0, "worker-1"), TaskCancelled(3, 1.0, "MainThread")])
    assert pos() == ["", "1", "", "2", "3"]
    model.apply([TaskStarted(2, 1.0, "worker-1")])
    assert pos() == ["", "", "", "1", "2"]


def test_sentinel_row_is_consumed_by_the_worker_that_took_it() -> None:
    model = TaskTableModel(now=lambda: 0.0)
    model.apply([queued(1, sentinel=True)])
    assert model.text(0, Column.POSITION) == "1"
    model.apply([WorkerStopped(2.0, "worker-3", 1)])
    assert model.text(0, Column.STATE) == "Consumed"
    assert model.text(0, Column.WORKER) == "worker-3"


def test_history_cap_drops_the_oldest_finished_rows_and_keeps_the_counts(qtbot) -> None:
    model = TaskTableModel(now=lambda: 0.0, history=10)
    removed: list[tuple[int, int]] = []
    model.rowsRemoved.connect(lambda _p, first, last: removed.append((first, last)))
    for i in range(1, 51):
        model.apply(
            [queued(i), TaskStarted(i, 1.0, "worker-1"), TaskFinished(i, 2.0, "worker-1", "None")]
        )
    assert model.count(TaskState.DONE) == 50
    assert 10 <= model.rowCount() <= 11
    assert model.text(model.rowCount() - 1, Column.ID) == "50"  # newest kept
    assert removed and all(first == 0 for first, _ in removed)  # oldest go first


def test_history_cap_never_drops_unfinished_rows(qtbot) -> None:
    model = TaskTableModel(now=lambda: 0.0, history=2)
    model.apply([queued(1), TaskStarted(1, 1.0, "worker-1")])  # long task, still running
    for i in range(2, 12):
        model.apply(
            [queued(i), TaskStarted(i, 1.0, "worker-2"), TaskFinished(i, 2.0, "worker-2", "None")]
        )
    ids = [model.text(r, Column.ID) for r in range(model.rowCount())]
    assert ids[0] == "1" and model.text(0, Column.STATE) == "Running"
    assert len(ids) <= 4


def test_drain_budget_leaves_the_rest_for_the_next_turn(qtbot) -> None:
    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.ui.session import pacing
    from fifo_gui.ui.session.bridge import SchedulerBridge

    scheduler = ClassroomScheduler(verbose=False)
    bridge = SchedulerBridge(scheduler)
    batches: list[int] = []
    events: list[object] = []

    def on_batch(batch) -> None:
        batches.append(len(batch.events))
        events.extend(batch.events)

    bridge.batch_applied.connect(on_batch)
    for _ in range(5000):
        scheduler.schedule(abs, 1)
    reported = 1 + 5000  # a listener hears the queue's setup first, then the 5,000 puts
    old = pacing.DRAIN_BUDGET_S
    pacing.DRAIN_BUDGET_S = 0.0  # one chunk per turn, whatever the machine
    try:
        bridge.drain()
        assert batches == [pacing.EVENT_CHUNK]
        assert isinstance(events[0], QueueConfigured)
        assert bridge.backlog == reported - pacing.EVENT_CHUNK
        qtbot.waitUntil(lambda: bridge.backlog == 0)  # later turns take the rest
    finally:
        pacing.DRAIN_BUDGET_S = old
    assert sum(batches) == reported and max(batches) == pacing.EVENT_CHUNK
    assert sum(isinstance(event, TaskQueued) for event in events) == 5000  # every put
    bridge.detach()
    scheduler.shutdown(1)


def test_a_flood_is_shown_at_the_windows_frames_not_per_batch(qtbot) -> None:
    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.ui.session.bridge import SchedulerBridge

    scheduler = ClassroomScheduler(verbose=False)
    bridge = SchedulerBridge(scheduler)
    model = TaskTableModel(bridge=bridge)
    assert model.ledger is bridge.ledger
    inserts: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _p, first, last: inserts.append((first, last)))
    for _ in range(3):  # three batches reach the ledger ...
        scheduler.schedule(abs, 1)
        bridge.drain()
    assert model.ledger.queued == 3 and model.rowCount() == 0  # ... and wait for a frame
    model.show_changes()  # the window's next frame: one insert for all three
    assert inserts == [(0, 2)]
    model.show_changes()  # nothing new: no insert
    assert inserts == [(0, 2)]
    bridge.detach()
    scheduler.shutdown(1)


def test_a_priority_queue_shows_each_tasks_priority_in_its_task_cell(qtbot) -> None:
    """The class sees why the queue takes 2 before 1: its P is lower. A row
    whose turn a priority did not decide shows none."""
    model = TaskTableModel()
    model.show_rows(0, 10)
    model.apply(
        [
            TaskQueued(1, "sleep(1)", 1.0, "MainThread", priority=3),
            TaskQueued(2, "sleep(2)", 2.0, "MainThread", priority=1.5),
            TaskQueued(3, "sleep(3)", 2.5, "MainThread"),
            TaskStarted(3, 2.6, "worker-1"),
            TaskFinished(3, 2.7, "worker-1", "None"),
        ]
    )
    task = model.index(0, Column.TASK)
    assert task.data() == "sleep(1)"  # FIFO: no priorities in sight
    with qtbot.waitSignal(model.headerDataChanged):
        model.apply([QueueConfigured(3.0, "MainThread", "Priority", 0, 1)])
    shown = lambda: [model.index(r, Column.TASK).data() for r in range(model.rowCount())]  # noqa: E731
    # Waiting when the queue became a priority queue: their priority decides.
    assert shown() == ["P3 · sleep(1)", "P1.5 · sleep(2)", "sleep(3)"]
    assert model.headerData(Column.TASK, Qt.Orientation.Horizontal) == "P · Task"
    model.apply(
        [
            TaskQueued(4, "sleep(4)", 3.5, "MainThread", priority=0),
            *(TaskStarted(i, 4.0 + i, "worker-1") for i in (4, 2, 1)),
        ]
    )
    model.apply([QueueConfigured(9.0, "MainThread", "FIFO", 0, 1)])
    # Taken by priority: they keep it. The task run before it keeps none.
    assert shown() == ["P3 · sleep(1)", "P1.5 · sleep(2)", "sleep(3)", "P0 · sleep(4)"]
    assert model.headerData(Column.TASK, Qt.Orientation.Horizontal) == "Task"
    model.apply([TaskQueued(5, "sleep(5)", 9.5, "MainThread")])
    assert shown()[-1] == "sleep(5)"


def test_the_table_holds_every_row_it_shows_after_a_zoom_out(qtbot) -> None:
    """Smaller text fits more rows with no scroll and no resize: they are filled too."""
    from PySide6.QtGui import QFont

    from fifo_gui.ui.table.table_columns import task_table

    model = TaskTableModel(now=lambda: 10.0)
    table = task_table(model)
    qtbot.addWidget(table)
    big = QFont(table.font())
    big.setPointSize(24)
    table.setFont(big)
    table.resize(900, 420)
    table.show()
    qtbot.waitExposed(table)
    model.apply([queued(i) for i in range(1, 31)])

    def every_row_in_view_is_filled() -> bool:
        last = table.rowAt(table.viewport().height() - 1)
        last = model.rowCount() - 1 if last < 0 else last
        return all(model.index(r, Column.ID).data() == str(r + 1) for r in range(last + 1))

    qtbot.waitUntil(every_row_in_view_is_filled)
    small = QFont(big)
    small.setPointSize(7)
    table.setFont(small)
    qtbot.waitUntil(every_row_in_view_is_filled)


def test_a_narrow_task_column_keeps_the_priority_and_the_end_of_the_call(qtbot) -> None:
    """Cut at its start, after the priority: "P5 · …('Task F', 2.0)"; a screen
    reader still hears the whole call."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from fifo_gui.ui.table.task_model import TaskFit

    model = TaskTableModel()
    model.show_rows(0, 10)
    model.apply(
        [
            QueueConfigured(0.5, "MainThread", "Priority", 0, 1),
            TaskQueued(1, "sample_task('Task F', 2.0)", 1.0, "MainThread", priority=5),
        ]
    )
    metrics = QFontMetricsF(QFont())
    model.fit_task(TaskFit(metrics, metrics.horizontalAdvance("P5 · …('Task F', 2.0)") + 1))
    shown = model.index(0, Column.TASK).data()
    assert shown.startswith("P5 · …") and shown.endswith("('Task F', 2.0)")
    accessible = model.index(0, Column.TASK).data(Qt.ItemDataRole.AccessibleTextRole)
    assert accessible == "P5 · sample_task('Task F', 2.0)" == model.text(0, Column.TASK)
    tip = model.index(0, Column.STATE).data(Qt.ItemDataRole.ToolTipRole)
    assert "P5 · sample_task('Task F', 2.0)" in tip  # the whole call, priority first
    model.fit_task(TaskFit(metrics, 1000.0))  # room enough: the whole call
    assert model.index(0, Column.TASK).data() == "P5 · sample_task('Task F', 2.0)"


def test_a_call_too_long_for_its_cell_keeps_its_first_argument(qtbot) -> None:
    """The lesson's Task B at zoom +4 read "…, duration=1)": which task, nobody
    could tell. Cut at the start, the call's arguments are cut at their end."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from fifo_gui.ui.table.task_model import TaskFit

    model = TaskTableModel()
    model.show_rows(0, 10)
    call = "sample_task(name='Task B', duration=1)"
    model.apply(
        [
            QueueConfigured(0.5, "MainThread", "FIFO", 0, 1),
            TaskQueued(1, call, 1.0, "MainThread"),
        ]
    )
    metrics = QFontMetricsF(QFont())
    model.fit_task(TaskFit(metrics, metrics.horizontalAdvance("…(name='Task B', d…") + 1))
    shown = model.index(0, Column.TASK).data()
    assert shown.startswith("…(name='Task B'") and shown.endswith("…"), shown
    assert model.index(0, Column.TASK).data(Qt.ItemDataRole.AccessibleTextRole) == call
    model.fit_task(TaskFit(metrics, metrics.horizontalAdvance("…task(name='Task B', duration=1)")))
    assert model.index(0, Column.TASK).data().endswith("(name='Task B', duration=1)")


def test_a_title_wider_than_its_column_ends_in_an_ellipsis_not_cut_at_both_ends(qtbot) -> None:
    # At 1280x720 after a flood the header read "esult / Errc": centred, cut both sides.
    from fifo_gui.ui.table.table_columns import task_table

    table = task_table(TaskTableModel(now=lambda: 10.0))
    qtbot.addWidget(table)
    table.resize(900, 300)
    table.show()
    qtbot.waitExposed(table)
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    title = header.fontMetrics().horizontalAdvance("Result / Error")
    table.setColumnWidth(Column.RESULT, title // 2)
    header.setOffsetToSectionPosition(Column.RESULT)
    qtbot.waitUntil(lambda: header.sectionViewportPosition(Column.RESULT) == 0)
    image = header.grab().toImage()
    left = header.sectionViewportPosition(Column.RESULT)
    width = header.sectionSize(Column.RESULT)
    background = image.pixelColor(left + width // 2, 1)

    def ink_in(x0: int, x1: int) -> bool:
        return any(
            image.pixelColor(x, y).lightness() < background.lightness() - 80
            for x in range(x0, x1)
            for y in range(image.height() // 4, image.height() * 3 // 4)
        )

    assert ink_in(left + 3, left + width - 3)  # the title is drawn
    edges = ink_in(left + 1, left + 3) or ink_in(left + width - 4, left + width - 2)
    assert not edges, "the title runs into the column's edges: cut, not elided"
