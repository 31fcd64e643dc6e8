"""A refusal (Notices.refuse, the one path) is said by the narrator too: the
class reads the narrator, not the status bar (issue 22)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel, QLineEdit

from fifo_gui.ui.app.main_window import MainWindow
from tests.ui.helpers import WAIT_MS, click


def narration(window: MainWindow) -> str:
    label = window.findChild(QLabel, "narrationLabel")
    assert label is not None
    return label.text()


def test_a_refused_argument_is_said_by_the_narrator_too(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    tasks = tmp_path / "mine.py"
    tasks.write_text("def shout(text):\n    return text.upper()\n", encoding="utf-8")
    assert window.labs.load_tasks(tasks)
    edit = window.findChild(QLineEdit, "userArgsEdit")
    assert edit is not None
    qtbot.waitUntil(edit.isVisible, timeout=WAIT_MS)
    qtbot.keyClicks(edit, "'hi'")
    click(qtbot, window, "addUserTaskButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(
        lambda: narration(window).startswith("All 1 task done"), timeout=WAIT_MS
    )  # the run's story, once the lines before it were read
    success = narration(window)
    assert success.startswith("All 1 task done; taken in FIFO order"), success
    edit.clear()
    qtbot.keyClicks(edit, "os.system('ls')")
    click(qtbot, window, "addUserTaskButton")
    refusal = window.statusBar().currentMessage()
    assert refusal.startswith("Arguments refused")
    assert narration(window) == refusal
    window.clock.poke()  # frames go on: the refusal stays, no success line takes its place
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    assert narration(window) == refusal and window.ledger.queued == 0
