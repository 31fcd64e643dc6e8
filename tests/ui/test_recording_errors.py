"""Recording in the window when things go wrong: one clear message, nothing else."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from PySide6.QtWidgets import QLabel, QMessageBox

from fifo_gui.core import recorder as recorder_module
from fifo_gui.core.events import TaskStarted
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.session import pacing
from tests.ui.helpers import WAIT_MS, add_quick_sleep, click, finished_count


def error_boxes(window: MainWindow) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox, "errorDialog") if b.isVisible()]


def test_recording_to_a_folder_that_does_not_exist_says_so(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "no-such-folder" / "run.jsonl"
    assert not window.recording.start_recording(path)
    (box,) = error_boxes(window)
    assert box.windowTitle() == "Cannot record" and "no-such-folder" in box.text()
    label = window.findChild(QLabel, "recordingLabel")
    assert label is not None and not label.isVisible()
    assert not window.recording.recording
    assert not window.recording.actions.record.isChecked()
    assert not path.exists()


def test_a_recording_whose_writes_fail_says_it_is_incomplete(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    path = tmp_path / "run.jsonl"
    assert window.recording.start_recording(path)
    recorder = window.recording.recorder
    assert recorder is not None

    def disk_full(fd: int, data: bytes) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(recorder_module, "write_all", disk_full)  # the disk fills up
    add_quick_sleep(qtbot, window, "after")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: finished_count(window) == 1, timeout=WAIT_MS)
    # The recorder's thread fails at its next write; the next events to record
    # stop the recording and say so, without waiting for the teacher.
    qtbot.waitUntil(lambda: recorder.error is not None, timeout=WAIT_MS)
    add_quick_sleep(qtbot, window, "later")
    qtbot.waitUntil(lambda: not window.recording.recording, timeout=WAIT_MS)
    (box,) = error_boxes(window)
    assert box.windowTitle() == "Recording incomplete" and str(path) in box.text()
    assert "cannot write" in box.text() and os.strerror(errno.ENOSPC) in box.text()
    assert not window.recording.recording


def test_stopping_on_an_error_amid_a_backlog_stops_once(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    """Stopping takes in what is left; that must not re-enter the stop from the
    recording's own slot (it once disconnected twice and raised in Qt's loop)."""
    monkeypatch.setattr(pacing, "DRAIN_BUDGET_S", 0.0)  # one chunk a turn
    path = tmp_path / "run.jsonl"
    assert window.recording.start_recording(path)
    recorder = window.recording.recorder
    assert recorder is not None
    recorder.error = "cannot write run.jsonl: disk full"  # as the recorder's thread sets it
    chunk = pacing.EVENT_CHUNK
    window.bridge.feed([TaskStarted(i, float(i), "worker-1") for i in range(1, 3 * chunk)])
    qtbot.waitUntil(lambda: not window.recording.recording, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.bridge.backlog == 0, timeout=WAIT_MS)
    (box,) = error_boxes(window)
    assert box.windowTitle() == "Recording incomplete"
