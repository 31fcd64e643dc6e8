"""The window's engine: threads or processes, from the command line and the Consumer group."""

from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QComboBox

from fifo_gui.core.user_tasks import load_user_tasks
from fifo_gui.ui.window.settings import AppSettings
from tests.helpers import ROOT
from tests.ui.helpers import WAIT_MS, add_quick_sleep, click, states


def test_the_window_runs_its_workers_as_processes_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    command = ["-m", "fifo_gui", "--engine", "processes", "--workers", "2", "--screenshot"]
    proc = subprocess.run(
        [sys.executable, *command, str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=env,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Starting task: 'T1'" in proc.stdout  # printed by the task, in its process
    assert QImage(str(out)).width() == 1920


def engine_combo(window) -> QComboBox:  # type: ignore[no-untyped-def]
    found = window.findChild(QComboBox, "engineCombo")
    assert found is not None
    return found


def test_the_engine_combo_runs_the_next_session_on_processes_and_remembers_it(
    qtbot, make_window
) -> None:
    window = make_window()
    combo = engine_combo(window)
    assert combo.currentData() == "threads" and window.sessions.current.engine == "threads"
    assert combo.accessibleName() and "GIL" in combo.toolTip()
    threads_session = window.sessions.current
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # as a teacher does: the next item
    session = window.sessions.current
    assert session is not threads_session and session.live
    assert session.engine == "processes" and combo.currentData() == "processes"
    assert AppSettings().engine == "processes"  # the next start of the app uses it
    assert "process of its own" in window.statusBar().currentMessage()

    click(qtbot, window, "startButton")
    add_quick_sleep(qtbot, window, "in a process", 0.0)
    qtbot.waitUntil(lambda: states(window) == ["Done"], timeout=WAIT_MS)
    assert session.scheduler is not None
    assert len(session.scheduler.process_ids()) == 1  # a process of its own ran it

    # While a task runs, the engine stays: refused, and said why.
    add_quick_sleep(qtbot, window, "long", 60.0)
    qtbot.waitUntil(lambda: states(window)[-1] == "Running", timeout=WAIT_MS)
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert window.sessions.current is session and combo.currentData() == "processes"
    assert "before changing" in window.statusBar().currentMessage()
    assert AppSettings().engine == "processes"

    window.close()  # mid-task: the window closes at once and no worker process is left
    assert not session.scheduler.running
    assert multiprocessing.active_children() == []


def test_back_to_threads_when_idle_and_new_session_keeps_the_engine(qtbot, make_window) -> None:
    window = make_window()
    combo = engine_combo(window)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert window.sessions.current.engine == "processes"
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert window.sessions.current.engine == "threads" and AppSettings().engine == "threads"
    click(qtbot, window, "newSessionButton")  # New session keeps the engine
    assert window.sessions.current.engine == "threads" and combo.isEnabled()


def test_a_scenario_that_names_processes_opens_on_processes(qtbot, make_window, tmp_path) -> None:
    path = tmp_path / "on-processes.json"
    tasks = [{"kind": "sleep", "name": f"T{n}", "seconds": 0.05} for n in range(3)]
    doc = {"version": 2, "workers": 2, "engine": "processes", "tasks": tasks}
    path.write_text(json.dumps({**doc, "expect": {"done": 3}}), encoding="utf-8")
    window = make_window()
    assert window.files.open_path(path)
    session = window.sessions.current
    assert session.engine == "processes" and engine_combo(window).currentData() == "processes"
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Done"] * 3, timeout=WAIT_MS)
    assert session.scheduler is not None and len(session.scheduler.process_ids()) == 2
    assert AppSettings().engine == "threads"  # a file's engine is the file's, not remembered


def test_a_scenario_whose_tasks_cannot_reach_a_process_is_refused(
    qtbot, make_window, tmp_path
) -> None:
    mine = tmp_path / "mine.py"
    mine.write_text("def double(x):\n    return 2 * x\n", encoding="utf-8")
    path = tmp_path / "mine.json"
    doc = {"version": 2, "engine": "processes", "tasks": [{"kind": "double", "args": [2]}]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    window = make_window()
    window.labs.set_user_tasks(load_user_tasks(mine), mine)
    window.files.open_path(path)
    assert "which a worker process cannot import" in window.statusBar().currentMessage()
    assert window.model.rowCount() == 0
    click(qtbot, window, "startButton")
    assert window.model.rowCount() == 0  # nothing of it was put
