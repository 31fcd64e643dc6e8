"""UI fixtures: settings in a temporary folder, a window that is always closed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from fifo_gui.core import FIFOScheduler
from fifo_gui.core.states import TaskState
from fifo_gui.ui.application import make_application
from fifo_gui.ui.main_window import MainWindow
from fifo_gui.ui.task_model import Column


@pytest.fixture(autouse=True)
def settings_in_tmp(tmp_path: Path) -> None:
    """Never read or write the user's real settings."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))


@pytest.fixture
def make_window(qtbot) -> Iterator[Callable[..., MainWindow]]:
    made: list[MainWindow] = []

    def make(**scheduler_kwargs: object) -> MainWindow:
        make_application()  # the app's real font and stylesheet
        scheduler = FIFOScheduler(verbose=False, **scheduler_kwargs)  # type: ignore[arg-type]
        window = MainWindow(scheduler)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()
        assert not window.scheduler.running


@pytest.fixture
def window(make_window) -> MainWindow:
    return make_window()


def cell(window: MainWindow, row: int, column: Column) -> str:
    return str(window.model.index(row, column).data())


def states(window: MainWindow) -> list[str]:
    return [cell(window, r, Column.STATE) for r in range(window.model.rowCount())]


def finished_count(window: MainWindow) -> int:
    m = window.model
    return sum(m.count(s) for s in TaskState if s.finished)
