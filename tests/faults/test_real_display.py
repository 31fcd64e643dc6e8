"""The app on a real X server with real input: Xvfb, the xcb platform, xdotool keys.

Skipped (with the reason) where Xvfb or xdotool is not installed; .ci/run installs them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.faults.x_desktop import wait_for, x_desktop

ROOT = Path(__file__).resolve().parents[2]
LESSON = ROOT / "resources" / "scenarios" / "lesson.json"

pytestmark = pytest.mark.skipif(
    shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
    reason="needs Xvfb and xdotool (apt-get install xvfb xdotool; .ci/run installs them)",
)


@pytest.fixture
def xvfb() -> Iterator[str]:
    with x_desktop((1920, 1080), window_manager=False) as env:
        yield env["DISPLAY"]


@pytest.mark.timeout(120)
def test_shortcut_on_a_real_x_server(xvfb: str, tmp_path: Path) -> None:
    log = tmp_path / "events.log"
    env = dict(os.environ, DISPLAY=xvfb, QT_QPA_PLATFORM="xcb", XDG_CONFIG_HOME=str(tmp_path))
    app = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "fifo_gui",
            "--autostart",
            "--scenario",
            str(LESSON),
            "--log",
            str(log),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "fifo_gui"],
            env=env,
            capture_output=True,
            text=True,
            timeout=30,
        )
        window_id = found.stdout.split()[0]
        wait_for(lambda: "queued ID 4" in log.read_text(encoding="utf-8"), 20, "the scenario")
        subprocess.run(
            ["xdotool", "windowfocus", "--sync", window_id], env=env, timeout=10, check=True
        )
        subprocess.run(
            ["xdotool", "key", "--clearmodifiers", "ctrl+2"], env=env, timeout=10, check=True
        )  # Add failing task
        wait_for(
            lambda: "[MainThread] queued ID 5 failing_task()" in log.read_text(encoding="utf-8"),
            20,
            "the key press to enqueue a task",
        )
        wait_for(
            lambda: (
                "[worker-1] failed ID 5 ValueError: This task was meant to fail!"
                in log.read_text(encoding="utf-8")
            ),
            30,
            "the worker to run it",
        )
        subprocess.run(
            ["xdotool", "key", "--clearmodifiers", "ctrl+q"], env=env, timeout=10, check=True
        )  # Quit
        _, err = app.communicate(timeout=15)
    finally:
        if app.poll() is None:
            app.kill()
            app.communicate(timeout=5)
    assert app.returncode == 0, err
    assert "Traceback" not in err
