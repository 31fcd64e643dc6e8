"""The window's engine: threads or processes, from the command line and the Consumer group."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from tests.helpers import ROOT


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
