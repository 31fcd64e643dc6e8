"""The table model on its own: Qt's model checks and the batching contract."""

from __future__ import annotations

from fifo_gui.core.events import TaskCancelled, TaskFinished, TaskQueued, TaskStarted, WorkerStopped
from fifo_gui.core.states import TaskState
from fifo_gui.ui.task_model import Column, TaskTableModel


def queued(task_id: int, sentinel: bool = False) -> TaskQueued:
    return TaskQueued(task_id, f"task{task_id}()", float(task_id), "MainThread", sentinel)


def test_qt_model_tester_is_happy(qtmodeltester) -> None:
    model = TaskTableModel(now=lambda: 100.0)
    model.apply([queued(1), queued(2), queued(3, sentinel=True), queued(4)])
    model.apply([TaskStarted(1, 5.0, "worker-1"), TaskFinished(1, 6.0, "worker-1", "None")])
    qtmodeltester.check(model)


def test_a_burst_is_one_insert_and_one_ranged_data_change(qtbot) -> None:
    model = TaskTableModel(now=lambda: 0.0)
    model.apply([queued(i) for i in range(1, 11)])
    inserts: list[tuple[int, int]] = []
    changes: list[tuple[int, int, int, int]] = []
    model.rowsInserted.connect(lambda _p, first, last: inserts.append((first, last)))
    model.dataChanged.connect(lambda tl, br, _roles=(): changes.append(
        (tl.row(), tl.column(), br.row(), br.column())))
    batch: list = [queued(i) for i in range(11, 1011)]
    for i in range(3, 8):
        batch += [TaskStarted(i, 1.0, "worker-1"), TaskFinished(i, 2.0, "worker-1", "'ok'")]
    model.apply(batch)
    assert inserts == [(10, 1009)]
    full_rows = [c for c in changes if (c[1], c[3]) == (0, len(Column) - 1)]
    assert full_rows == [(2, 0, 6, len(Column) - 1)]
    assert len(changes) <= 3  # + the live columns (positions, clocks), each one range
    assert model.count(TaskState.DONE) == 5 and model.count(TaskState.QUEUED) == 1005


def test_queue_positions_follow_takes_and_cancels() -> None:
    model = TaskTableModel(now=lambda: 0.0)
    model.apply([queued(i) for i in range(1, 6)])
    pos = lambda: [model.index(r, Column.POSITION).data() for r in range(5)]  # noqa: E731
    assert pos() == ["1", "2", "3", "4", "5"]
    model.apply([TaskStarted(1, 1.0, "worker-1"), TaskCancelled(3, 1.0, "MainThread")])
    assert pos() == ["", "1", "", "2", "3"]
    model.apply([TaskStarted(2, 1.0, "worker-1")])
    assert pos() == ["", "", "", "1", "2"]


def test_sentinel_row_is_consumed_by_the_worker_that_took_it() -> None:
    model = TaskTableModel(now=lambda: 0.0)
    model.apply([queued(1, sentinel=True)])
    assert model.index(0, Column.POSITION).data() == "1"
    model.apply([WorkerStopped(2.0, "worker-3", 1)])
    assert model.index(0, Column.STATE).data() == "Consumed"
    assert model.index(0, Column.WORKER).data() == "worker-3"
