"""Exit under load, each case repeated in fresh processes: never hangs, never crashes."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers import ROOT, repeat_count

REPS = repeat_count(20)  # CI runs all 20; FIFO_GUI_REPEAT=2 for a quick local run

PRELUDE = """
import sys, time
from PySide6.QtCore import QTimer
from fifo_gui.core import ClassroomScheduler, noop, sample_task
from fifo_gui.ui.app.application import make_application
from fifo_gui.ui.app.main_window import MainWindow
app = make_application()
window = MainWindow(ClassroomScheduler(verbose=False))
app.aboutToQuit.connect(window.shut_down)
window.show()
"""

CLOSE_DURING_TASK = (
    PRELUDE
    + """
window.scheduler.schedule(*{task})
window.start_workers()
def close():
    print("CLOSE_AT", time.monotonic(), flush=True)
    window.close()
QTimer.singleShot(200, close)
sys.exit(app.exec())
"""
)

QUIT_DURING_FLOOD = (
    PRELUDE
    + """
window.start_workers()
def feed():
    for _ in range(2000):
        window.scheduler.schedule(noop)
    QTimer.singleShot(0, feed)
def quit():
    print("CLOSE_AT", time.monotonic(), flush=True)
    app.quit()
QTimer.singleShot(0, feed)
QTimer.singleShot(300, quit)
sys.exit(app.exec())
"""
)


def run(code: str, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=30, cwd=ROOT, env=env
    )
    ended = time.monotonic()
    marks = [line.split()[1] for line in proc.stdout.splitlines() if line.startswith("CLOSE_AT")]
    asked = float(marks[0]) if marks else ended
    return proc, ended - asked  # CLOCK_MONOTONIC is shared by every process


def clean_stderr(stderr: str) -> str:
    ignored = "This plugin does not support propagateSizeHints()"
    return "\n".join(line for line in stderr.splitlines() if ignored not in line)


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    ("case", "code"),
    [
        (
            "close during a 60 s cooperative task",
            CLOSE_DURING_TASK.format(task="(sample_task, 'long', 60)"),
        ),
        ("close during plain time.sleep(60)", CLOSE_DURING_TASK.format(task="(time.sleep, 60)")),
        ("quit() while the worker runs a flood", QUIT_DURING_FLOOD),
    ],
    ids=["cooperative", "plain-sleep", "quit-flood"],
)
def test_exit_is_prompt_and_clean(tmp_path: Path, case: str, code: str) -> None:
    for rep in range(REPS):
        proc, after_close = run(code, tmp_path)
        assert proc.returncode == 0, f"{case}, run {rep}: {proc.stderr[-2000:]}"
        assert clean_stderr(proc.stderr) == "", f"{case}, run {rep}"
        assert after_close < 3.0, f"{case}, run {rep}: exited {after_close:.2f} s after close"
