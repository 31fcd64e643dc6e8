"""The app as a process: closing never hangs, the screenshot command works."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]

CLOSE_DURING_TASK = """
import sys, time
from PySide6.QtCore import QTimer
from fifo_gui.core import FIFOScheduler, sample_task
from fifo_gui.ui.application import make_application
from fifo_gui.ui.main_window import MainWindow
app = make_application()
window = MainWindow(FIFOScheduler(verbose=False))
window.show()
task = {task}
window.scheduler.schedule(*task)
window.start_workers()
QTimer.singleShot(300, window.close)
sys.exit(app.exec())
"""


def run_app_script(code: str, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    began = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=30, cwd=ROOT, env=env)
    return proc, time.monotonic() - began


def clean_stderr(stderr: str) -> str:
    ignored = "This plugin does not support propagateSizeHints()"
    return "\n".join(line for line in stderr.splitlines() if ignored not in line)


@pytest.mark.parametrize("task", ["(sample_task, 'long', 60)", "(time.sleep, 60)"],
                         ids=["cooperative", "plain-sleep"])
def test_closing_during_a_60s_task_exits_within_3s(tmp_path: Path, task: str) -> None:
    proc, elapsed = run_app_script(CLOSE_DURING_TASK.format(task=task), tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert clean_stderr(proc.stderr) == ""
    # Process start (Qt import, window) plus the close itself must fit in 3 s
    # on an idle machine; leave room for a loaded CI box.
    assert elapsed < 6, elapsed


@pytest.mark.parametrize("workers", ["1", "3"])
def test_screenshot_command_saves_the_window(tmp_path: Path, workers: str) -> None:
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--workers", workers, "--screenshot", str(out)],
        capture_output=True, text=True, timeout=60, cwd=ROOT, env=env)
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1920, 1080)


def test_bad_workers_argument_is_refused_with_status_2() -> None:
    proc = subprocess.run([sys.executable, "-m", "fifo_gui", "--workers", "0"],
                          capture_output=True, text=True, timeout=30, cwd=ROOT)
    assert proc.returncode == 2
    assert "between 1 and 16" in proc.stderr and "Traceback" not in proc.stderr
