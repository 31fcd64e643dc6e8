"""A replay shows the recorded queue: its discipline and its bound (the Setup line)."""

from __future__ import annotations

import gc
import json
from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel, QSlider

from fifo_gui.core.disciplines import LIFOScheduler
from fifo_gui.core.recording import Setup, load_recording
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.table.task_model import Column
from tests.ui.helpers import WAIT_MS, add_quick_sleep, click, finished_count, record_json

QUICK_LIFO = json.dumps(
    {
        "version": 2,
        "workers": 1,
        "maxsize": 2,
        "tasks": [{"kind": "sleep", "name": f"T{n}", "seconds": 0.02} for n in range(12)],
    }
)


def record_lifo(path: Path) -> None:
    record_json(QUICK_LIFO, path, LIFOScheduler)


def test_a_replay_shows_the_recorded_discipline_and_bound(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "lifo.jsonl"
    record_lifo(path)
    assert load_recording(path).setup == Setup("LIFO", 2, 1, "queue.LifoQueue")
    assert window.scheduler.discipline == "FIFO" and window.queue_lane.maxsize == 0
    assert window.recording.open_recording(path)
    assert window.ledger.discipline == "LIFO"
    assert window.queue_lane.maxsize == 2
    # The (disabled) boxes show the recording's queue too; no live queue is behind them.
    assert window.controls.maxsize_spin.value() == 2 and window.sessions.current.scheduler is None
    replay = window.recording.replay
    assert replay is not None
    replay.seek(replay.duration)
    window.stats_panel.refresh()
    label = window.findChild(QLabel, "stat_started_fifo")
    # A stack takes the newest first: judged against the recording's queue, which it names.
    assert label is not None and label.text() == "yes — LIFO: newest first"
    window.recording.close_replay()  # live again: the window's own queue
    assert window.ledger.discipline == "FIFO" and window.queue_lane.maxsize == 0
    assert window.controls.maxsize_spin.value() == 0


def test_a_replay_says_replay_where_the_live_window_says_what_to_do(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "lifo.jsonl"
    record_lifo(path)
    hint = window.findChild(QLabel, "firstStepsHint")
    assert hint is not None and "Ctrl+1" in hint.text()
    assert window.recording.open_recording(path)
    assert window.narrator.text().startswith("Replay")
    assert hint.text().startswith("Replay") and "Ctrl+1" not in hint.text()
    assert window.timeline.live_badge == "● Replay"  # the session's kind, as it is written
    window.recording.close_replay()
    assert "Ctrl+1" in window.narrator.text() and "Ctrl+1" in hint.text()
    assert window.timeline.live_badge == "● live"


def test_a_window_recording_begins_with_the_windows_queue_setup(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    window.controls.workers_spin.setValue(2)
    window.controls.maxsize_spin.setValue(4)
    qtbot.waitUntil(lambda: window.scheduler.tasks.maxsize == 4, timeout=2000)
    path = tmp_path / "live.jsonl"
    assert window.recording.start_recording(path)
    window.recording.stop_recording()
    assert load_recording_setup(path) == Setup("FIFO", 4, 2)


def load_recording_setup(path: Path) -> Setup | None:
    first = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    return Setup(first["discipline"], first["maxsize"], first["workers"])


def test_after_close_replay_a_new_task_is_first_in_line(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    for n in range(5):  # a live session first: its ids run to 5
        add_quick_sleep(qtbot, window, f"live {n}")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: finished_count(window) == 5, timeout=WAIT_MS)
    path = tmp_path / "lifo.jsonl"
    record_lifo(path)
    assert window.recording.open_recording(path)
    window.recording.close_replay()  # a new live session: no worker runs, ids from 1
    assert not window.scheduler.running
    add_quick_sleep(qtbot, window, "after the replay")
    window.model.flush()
    row = window.model.rowCount() - 1
    assert window.model.index(row, Column.ID).data() == "1"  # a new session's first task
    assert window.model.index(row, Column.POSITION).data() == "1"


def test_the_replay_slider_keeps_its_length_while_the_time_counts(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "lifo.jsonl"
    record_lifo(path)
    window.resize(1100, 700)
    assert window.recording.open_recording(path)
    slider = window.findChild(QSlider, "replaySlider")
    assert slider is not None
    replay = window.recording.replay
    assert replay is not None
    widths = []
    for seconds in (0.0, replay.duration / 3, replay.duration):
        replay.seek(seconds)
        qtbot.wait(1)  # let the bar lay itself out again
        QApplication.processEvents()
        widths.append(slider.width())
    assert len(set(widths)) == 1, widths


BOUNDED = json.dumps(
    {
        "version": 2,
        "workers": 1,
        "maxsize": 1,
        "tasks": [{"kind": "sleep", "name": f"B{n}", "seconds": 0.1} for n in range(4)],
    }
)


def test_a_bounded_buffer_replay_shows_the_producer_waiting(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "bounded.jsonl"
    record_json(BOUNDED, path)
    assert window.recording.open_recording(path)
    replay = window.recording.replay
    assert replay is not None
    replay.seek(0.15)  # B0 runs, B1 fills the queue, the producer waits to put B2
    qtbot.waitUntil(lambda: "waits for room" in window.queue_lane.summary(), timeout=WAIT_MS)
    replay.seek(replay.duration)  # all put, all done
    qtbot.waitUntil(lambda: "waits for room" not in window.queue_lane.summary(), timeout=WAIT_MS)
    window.recording.close_replay()
    assert not window.ledger.producers_waiting  # a new live session: nobody waits


def test_a_jump_leaves_the_cycle_collector_as_it_found_it(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """A jump holds the collector back while it makes its records, then lets it run."""
    path = tmp_path / "lifo.jsonl"
    record_lifo(path)
    assert window.recording.open_recording(path)
    replay = window.recording.replay
    assert replay is not None
    held: list[bool] = []
    window.bridge.batch_applied.connect(lambda _: held.append(not gc.isenabled()))
    replay.seek(replay.duration)
    assert held and all(held)  # every batch of the jump went in with the collector held
    assert gc.isenabled()
    replay.seek(0.0)
    assert gc.isenabled()
