"""`fifo-gui --console --attach URL --queue NAME --record FILE` in a process of
its own: it records what it observes until Ctrl+C, and the recording replays."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from fifo_gui.broker.workers import RQWorker, enqueue, lesson_calls
from fifo_gui.core.events import TaskFailed, TaskQueued, TaskStarted
from fifo_gui.core.recording import load_recording
from tests.broker.conftest import WAIT, RedisServer
from tests.helpers import ROOT, ledger_of

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Ctrl+C as SIGINT: POSIX")


class Lines:
    """A child's stdout, line by line, on a reader thread; a test waits for a line."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._changed = threading.Condition()
        self._thread = threading.Thread(target=self._read, args=(process,), daemon=True)
        self._thread.start()

    def _read(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            with self._changed:
                self.lines.append(line.rstrip("\n"))
                self._changed.notify_all()

    def wait_for(self, start: str) -> str:
        with self._changed:
            found = self._changed.wait_for(
                lambda: next((s for s in self.lines if s.startswith(start)), None), WAIT
            )
        assert found, f"no line starting {start!r} in {self.lines}"
        return found

    def join(self) -> None:
        self._thread.join(WAIT)


def _wait_until_recorded(record: Path, text: str) -> None:
    """Wait until the recording holds `text`: the recorder writes every 0.25 s,
    and another process tells no event when it has."""
    written = threading.Event()
    for _ in range(int(WAIT / 0.25)):
        if text in record.read_text(encoding="utf-8"):
            return
        written.wait(0.25)
    raise AssertionError(f"{text} not recorded in {WAIT} s")


def _console(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "LANG": "C", "LC_ALL": "C", "LANGUAGE": ""}
    return subprocess.Popen(
        [sys.executable, "-m", "fifo_gui", "--console", *args],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_the_console_records_the_lesson_on_rq_until_ctrl_c(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    record = tmp_path / "rq.jsonl"
    child = _console("--attach", redis_server.url, "--queue", "lesson", "--record", str(record))
    lines = Lines(child)
    worker = None
    try:
        lines.wait_for("Watching the RQ queue lesson: 0 tasks waiting or running.")
        enqueue(redis_server.url, "lesson", lesson_calls())
        worker = RQWorker(redis_server.url, "lesson", "burst-1", burst=True)
        assert worker.wait(WAIT) == 0
        _wait_until_recorded(record, '"WorkerStopped"')  # the worker left: all is seen
        child.send_signal(signal.SIGINT)
        child.wait(WAIT)
    finally:
        if worker is not None:
            worker.end()
        if child.poll() is None:
            child.kill()
            child.wait(WAIT)
        lines.join()
        assert child.stderr is not None
        err = child.stderr.read()
        child.stderr.close()
        assert child.stdout is not None
        child.stdout.close()
    assert (child.returncode, err) == (0, "")
    assert lines.lines[-1] == "Seen on the queue: 4 put, 3 done, 1 failed."
    recording = load_recording(record)
    labels = [e.label for e in recording.events if isinstance(e, TaskQueued)]
    assert labels[0] == "sample_task('Task A', 2)" and len(labels) == 4
    assert [e.task_id for e in recording.events if isinstance(e, TaskStarted)] == [1, 2, 3, 4]
    (failed,) = [e for e in recording.events if isinstance(e, TaskFailed)]
    assert "This task was meant to fail!" in failed.traceback
    ledger = ledger_of(recording.events)  # the replay's ledger: what the window shows
    assert (ledger.done, ledger.failed, ledger.queued, ledger.running) == (3, 1, 0, 0)
    assert ledger.lanes == ["burst-1"]


def test_a_broker_that_is_down_leaves_no_recording(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    redis_server.stop()
    record = tmp_path / "rq.jsonl"
    child = _console("--attach", redis_server.url, "--record", str(record))
    out, err = child.communicate(timeout=WAIT)
    assert child.returncode == 2
    assert err.startswith(f"fifo-gui: No Redis answers at 127.0.0.1:{redis_server.port}/0 (")
    assert err.count("\n") == 1 and out == ""
    assert not record.exists()


def test_queue_needs_attach() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--queue", "lesson"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert (proc.returncode, proc.stderr) == (2, "fifo-gui: --queue needs --attach URL\n")


def test_the_window_attach_takes_only_its_options() -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "fifo_gui",
            "--attach",
            "redis://localhost:6379/0",
            "--workers",
            "2",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert (proc.returncode, proc.stderr) == (
        2,
        "fifo-gui: --attach shows an RQ queue: it takes no --workers\n",
    )
