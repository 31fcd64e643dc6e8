"""What a first start does not show is imported after the first paint, and
each command behind it works the first time it is used (`ui/window/late.py`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.broker.attach_offer import missing_text
from fifo_gui.ui.window.late import LATE
from tests.helpers import ROOT

# Imported only for what the window makes late (beside the LATE modules themselves).
LATE_ROOMS = ("multiprocessing", "fifo_gui.check", "fifo_gui.broker.source")

# The real command line, up to the main window's first paint: what is imported then.
FIRST_PAINT = """
import json, os, sys
from PySide6.QtCore import QEvent, QObject
from fifo_gui.ui.app.application import make_application

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.objectName() == "mainWindow":
            print(json.dumps(sorted(sys.modules)), flush=True)
            os._exit(0)
        return False

app = make_application()
spy = FirstPaint()
app.installEventFilter(spy)
from fifo_gui.app import main
main(sys.argv[1:])
"""


def modules_at_first_paint(tmp_path: Path, *args: str) -> set[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT, "--workers", "1", *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    return set(json.loads(proc.stdout.splitlines()[-1]))


def late_ones(modules: set[str]) -> list[str]:
    late = {entry.module for entry in LATE}
    return sorted(m for m in modules if m in late or m.startswith(LATE_ROOMS))


def test_the_first_paint_imports_nothing_a_first_start_does_not_show(tmp_path: Path) -> None:
    modules = modules_at_first_paint(tmp_path)
    assert "fifo_gui.ui.app.main_window" in modules  # the probe saw the window's paint
    assert late_ones(modules) == []


def test_worker_processes_are_imported_when_the_engine_is_theirs(tmp_path: Path) -> None:
    modules = modules_at_first_paint(tmp_path, "--engine", "processes")
    assert "fifo_gui.core.processes.scheduler" in modules
    assert "multiprocessing" in modules


def said(action: QAction) -> tuple[object, ...]:
    """Everything a command says and allows, as the menus and the shortcut list show it."""
    keys = tuple(k.toString() for k in action.shortcuts())
    return (action.text(), action.toolTip(), action.statusTip(), keys, action.isEnabled())


def test_a_late_feature_changes_nothing_its_commands_say_when_it_is_made(
    window: MainWindow,
) -> None:
    before = [said(action) for action in window.actions_.all()]
    window.late.check.get()
    window.late.broker.get()
    assert [said(action) for action in window.actions_.all()] == before


def close_when_shown(qtbot, kind: type[QWidget], closed: list[str]) -> None:
    """The modal dialog the command opens, closed once it shows (its name noted)."""

    def close() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            closed.append(dialog.objectName() or type(dialog).__name__)
            dialog.reject()
        else:
            QTimer.singleShot(10, close)

    QTimer.singleShot(0, close)


def test_check_your_scheduler_asks_for_a_file_the_first_time(qtbot, window: MainWindow) -> None:
    assert window.late.check.made() is None
    closed: list[str] = []
    close_when_shown(qtbot, QDialog, closed)
    window.actions_.check.trigger()  # the file dialog, modal: closed by the timer
    assert closed and window.late.check.made() is not None
    assert window.sessions.current.live  # cancelled: nothing was checked


def test_attach_asks_for_the_queue_the_first_time(qtbot, window: MainWindow) -> None:
    assert window.late.broker.made() is None
    if window.actions_.attach.toolTip().startswith(missing_text()):
        pytest.skip("rq and redis are not installed: Attach says what to install")
    closed: list[str] = []
    close_when_shown(qtbot, QDialog, closed)
    window.actions_.attach.trigger()  # the attach dialog, modal: closed by the timer
    assert closed and window.late.broker.made() is not None
    assert window.sessions.current.live  # cancelled: nothing was attached


@pytest.mark.parametrize(
    ("command", "name"),
    [
        ("exercise", "exerciseDialog"),  # Check your scheduler's: made by it
        ("shortcuts", "shortcutsDialog"),
        ("teaching_guide", "teachingGuide"),
    ],
)
def test_help_opens_its_dialogs_the_first_time(
    qtbot, window: MainWindow, command: str, name: str
) -> None:
    window.actions_.action(command).trigger()
    qtbot.waitUntil(lambda: any(w.isVisible() for w in window.findChildren(QDialog, name)))
    for dialog in window.findChildren(QDialog, name):
        dialog.close()
