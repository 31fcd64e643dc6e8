"""The table's follower with its model and table, without a window: what a
reader who scrolled away keeps in view."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractItemView

from fifo_gui.core.events import TaskFinished, TaskQueued, TaskStarted
from fifo_gui.ui.table.table_columns import task_table
from fifo_gui.ui.table.table_follow import TableFollower
from fifo_gui.ui.table.task_model import Column, TaskTableModel


def queued(task_id: int) -> TaskQueued:
    return TaskQueued(task_id, f"t{task_id}()", 0.0, "MainThread", False)


def done(task_id: int) -> list:
    return [TaskStarted(task_id, 1.0, "worker-1"), TaskFinished(task_id, 1.0, "worker-1", "None")]


MODES = QAbstractItemView.ScrollMode


@pytest.mark.parametrize("mode", [MODES.ScrollPerItem, MODES.ScrollPerPixel])  # macOS: per pixel
def test_a_trim_leaves_a_reader_who_scrolled_away_on_the_same_rows(qtbot, mode) -> None:
    model = TaskTableModel(now=lambda: 0.0, history=20)
    table = task_table(model)
    table.setVerticalScrollMode(mode)
    step = 1 if mode == MODES.ScrollPerItem else table.verticalHeader().defaultSectionSize()
    follower = TableFollower(table, model)
    qtbot.addWidget(table)
    table.resize(700, 300)
    table.show()
    qtbot.waitExposed(table)
    model.apply([queued(i) for i in range(1, 81)])
    model.apply([e for i in range(1, 21) for e in done(i)])
    qtbot.waitUntil(lambda: table.verticalScrollBar().maximum() > 30 * step)
    table.verticalScrollBar().setValue(30 * step)  # the reader looks at row 31 on
    assert not follower.following
    reading = model.text(table.rowAt(0), Column.ID)
    model.apply([e for i in range(21, 41) for e in done(i)])  # the oldest finished rows go
    assert model.rowCount() < 80  # trimmed
    follower.on_frame()
    assert model.text(table.rowAt(0), Column.ID) == reading  # the same rows in view
    assert not follower.following
