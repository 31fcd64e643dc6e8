"""The app as a process: the screenshot command, command-line errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("workers", ["1", "3"])
def test_screenshot_command_saves_the_window(tmp_path: Path, workers: str) -> None:
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--workers", workers, "--screenshot", str(out)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1920, 1080)


def test_bad_workers_argument_is_refused_with_status_2() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--workers", "0"],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=ROOT,
    )
    assert proc.returncode == 2
    assert "between 1 and 16" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("desktop_style", ["", "Windows"])
def test_a_new_application_starts_in_fusion_whatever_the_desktop_style(
    tmp_path: Path, desktop_style: str
) -> None:
    # The palette and stylesheet are made for Fusion. A new app gets it from its
    # arguments (no QStyle round trip at start-up), over QT_STYLE_OVERRIDE too.
    probe = (
        "from fifo_gui.ui.app.application import make_application\n"
        "app = make_application()\n"
        "app.setStyleSheet('')  # the style under the stylesheet's wrapper\n"
        "print(app.style().name())\n"
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path),
        QT_STYLE_OVERRIDE=desktop_style,
    )
    proc = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=ROOT, env=env
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split()[-1] == "fusion"
