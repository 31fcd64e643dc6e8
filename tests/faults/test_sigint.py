"""Ctrl+C in the terminal ends the app as closing the window does: the workers
stop and the recording is finished, within 3 s (in a real process)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers import ROOT


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to another process is POSIX")
@pytest.mark.timeout(60)
def test_sigint_closes_the_window_stops_the_workers_and_finishes_the_recording(
    tmp_path: Path,
) -> None:
    record = tmp_path / "run.jsonl"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.Popen(
        [sys.executable, "-m", "fifo_gui", "--autostart", "--record", str(record)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 30
        while "WorkerStarted" not in (record.read_text("utf-8") if record.exists() else ""):
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()
            time.sleep(0.05)
        time.sleep(0.3)  # the event loop idles: nothing polls for the signal
        sent = time.monotonic()
        proc.send_signal(signal.SIGINT)
        _, stderr = proc.communicate(timeout=10)
        took = time.monotonic() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, stderr
    assert took < 3.0, f"ended {took:.2f} s after SIGINT"
    assert "KeyboardInterrupt" not in stderr
    kinds = [json.loads(line)["type"] for line in record.read_text("utf-8").splitlines()]
    assert kinds[-1] == "WorkerStopped"  # the sentinel went in; the recording's end is there
