"""scripts/bundle: a one-folder PyInstaller build that runs the lesson, records
it and opens its window, frozen (sys.executable is the app itself)."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None,
        reason='PyInstaller is not installed (pip install ".[test]")',
    ),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bundle")
    built = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "bundle"), "--dist", str(out / "dist"),
         "--work", str(out / "build")],
        capture_output=True, text=True, timeout=900, cwd=ROOT, check=False,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr[-3000:]
    exe = out / "dist" / "fifo-gui" / ("fifo-gui.exe" if sys.platform == "win32" else "fifo-gui")
    assert exe.is_file()
    return exe


def run(exe: Path, *args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    return subprocess.run(
        [str(exe), *args], capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env
    )


@pytest.mark.timeout(900)
def test_the_bundle_runs_the_lesson_in_the_console(bundle: Path, tmp_path: Path) -> None:
    version = run(bundle, "--version", tmp_path=tmp_path)
    assert version.returncode == 0 and version.stdout.startswith("fifo-gui 0."), version
    lesson = run(bundle, "--console", tmp_path=tmp_path)
    assert lesson.returncode == 0, lesson.stderr
    assert "Task ID 3 failed: ValueError: This task was meant to fail!" in lesson.stdout


@pytest.mark.timeout(900)
def test_the_bundle_records_a_scenario_frozen(bundle: Path, tmp_path: Path) -> None:
    scenario = bundle.parent / "_internal" / "fifo_gui" / "resources" / "scenarios" / "lesson.json"
    record = tmp_path / "lesson.jsonl"
    done = run(
        bundle, "--console", "--scenario", str(scenario), "--record", str(record), tmp_path=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert "unrecognized arguments" not in done.stderr  # the recorder no longer re-runs the app
    kinds = [json.loads(line)["type"] for line in record.read_text("utf-8").splitlines()]
    assert kinds.count("TaskFinished") + kinds.count("TaskFailed") >= 4, kinds
    assert kinds[-1] == "WorkerStopped"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to another process is POSIX")
@pytest.mark.timeout(900)
def test_the_bundle_opens_its_window_records_and_ends_on_sigint(
    bundle: Path, tmp_path: Path
) -> None:
    shot = run(bundle, "--screenshot", str(tmp_path / "w.png"), tmp_path=tmp_path)
    assert shot.returncode == 0 and (tmp_path / "w.png").stat().st_size > 10_000, shot.stderr
    record = tmp_path / "window.jsonl"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.Popen(
        [str(bundle), "--autostart", "--record", str(record)],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while "WorkerStarted" not in (record.read_text("utf-8") if record.exists() else ""):
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()
            time.sleep(0.05)
        sent = time.monotonic()
        proc.send_signal(signal.SIGINT)
        _, stderr = proc.communicate(timeout=10)
        took = time.monotonic() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0 and took < 3.0, (took, stderr)
    kinds = [json.loads(line)["type"] for line in record.read_text("utf-8").splitlines()]
    assert kinds[-1] == "WorkerStopped"
