"""Helpers that read and drive the window's widgets, shared by the UI tests."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QLineEdit, QPushButton, QSpinBox

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.events import Event
from fifo_gui.core.fifo_queue import STANDARD_QUEUES
from fifo_gui.core.recorder import Recorder
from fifo_gui.core.recording import Setup, read_recording
from fifo_gui.core.scenario import Scenario, load_scenario, parse_scenario
from fifo_gui.core.scenario_runner import run_scenario
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.table.task_model import Column

WAIT_MS = 15_000

OLD_FILE = b"the good old file, whole"  # what an output held before it was written again


def the_disk_fails_to_keep_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on a written file fails when it is flushed to the disk (EIO), as
    a full or failing disk, or a network share, reports it: after the writing."""

    def fails(fd: int) -> None:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(os, "fsync", fails)


def cell(window: MainWindow, row: int, column: Column) -> str:
    """What row `row` says in `column` (on screen or scrolled out of it)."""
    return window.model.text(row, column)


def on_screen(window: MainWindow, row: int, column: Column, role: int = 0) -> object:
    """What the table's cell holds for Qt to paint (rows on screen only)."""
    return window.model.index(row, column).data(role)


def states(window: MainWindow) -> list[str]:
    return [cell(window, r, Column.STATE) for r in range(window.model.rowCount())]


def finished_count(window: MainWindow) -> int:
    m = window.model
    return sum(m.count(s) for s in TaskState if s.finished)


def button(window: MainWindow, name: str) -> QPushButton:
    found = window.findChild(QPushButton, name)
    assert found is not None, name
    return found


def spin(window: MainWindow, name: str) -> QSpinBox:
    found = window.findChild(QSpinBox, name)
    assert found is not None, name
    return found


def click(qtbot, window: MainWindow, name: str) -> None:
    b = button(window, name)
    assert b.isEnabled(), f"{name} is disabled"
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)


def status_text(window: MainWindow) -> str:
    label = window.findChild(QLabel, "workerStatusLabel")
    assert label is not None
    return label.text()


def wait_status(qtbot, window: MainWindow, word: str) -> None:
    qtbot.waitUntil(lambda: word in status_text(window), timeout=WAIT_MS)


def add_quick_sleep(qtbot, window: MainWindow, name: str, seconds: float = 0.0) -> None:
    edit = window.findChild(QLineEdit, "taskNameEdit")
    spin = window.findChild(QDoubleSpinBox, "durationSpin")
    edit.setText(name)
    spin.setValue(seconds)
    click(qtbot, window, "addSleepButton")


def record_scenario(name: str, path: Path) -> list[Event]:
    """Run a resources/scenarios file in the console runner, recording it (with
    its Setup line, as `--console --scenario --record` does); its events."""
    record_parsed(load_scenario(resource_path("scenarios", f"{name}.json")), path)
    return read_recording(path)


def record_json(
    text: str, path: Path, scheduler_class: type[ClassroomScheduler] = ClassroomScheduler
) -> None:
    """Run a scenario given as JSON text on `scheduler_class`, recording it."""
    record_parsed(parse_scenario(text), path, scheduler_class)


def record_parsed(
    scenario: Scenario, path: Path, scheduler_class: type[ClassroomScheduler] = ClassroomScheduler
) -> None:
    discipline = scheduler_class.queue_class.discipline
    setup = Setup(discipline, scenario.maxsize, scenario.workers, STANDARD_QUEUES[discipline])
    recorder = Recorder(path, setup=setup)
    run_scenario(scenario, scheduler_class, listener=recorder.record)
    recorder.close()
    assert recorder.error is None


def select_row_of(qtbot, window: MainWindow, task_id: int) -> None:
    """Click the row of `task_id`, as the class does (once the table shows it)."""
    model = window.model

    def shown_at() -> int | None:
        rows = (r for r in range(model.rowCount()) if model.row(r).task_id == task_id)
        return next(rows, None)

    qtbot.waitUntil(lambda: shown_at() is not None, timeout=WAIT_MS)
    row = shown_at()
    assert row is not None
    rect = window.table.visualRect(model.index(row, Column.TASK))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
