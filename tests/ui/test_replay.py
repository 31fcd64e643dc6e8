"""Record, replay, trace and predict in the window (issue 17)."""

from __future__ import annotations

import gc
import json
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QMessageBox,
    QSlider,
    QToolButton,
    QWidget,
)

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.events import Event, QueueConfigured, TaskQueued
from fifo_gui.core.recording import Recording, load_recording, read_recording, write_recording
from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.table.task_model import Column, TaskTableModel
from tests.ui.helpers import (
    OLD_FILE,
    WAIT_MS,
    add_quick_sleep,
    click,
    finished_count,
    record_scenario,
    select_row_of,
    the_disk_fails_to_keep_writes,
)

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")

Row = tuple[int, str, str, float | None, float | None, float | None]


def seconds(text: str) -> float | None:
    return float(text) if text else None


def table(model: TaskTableModel) -> list[Row]:
    """Every row: id, state, worker, enqueued, started, finished (seconds)."""

    def cell(r: int, c: Column) -> str:
        return model.text(r, c)

    return [
        (
            model.row(r).task_id,
            cell(r, Column.STATE),
            cell(r, Column.WORKER),
            seconds(cell(r, Column.ENQUEUED)),
            seconds(cell(r, Column.STARTED)),
            seconds(cell(r, Column.FINISHED)),
        )
        for r in range(model.rowCount())
    ]


def same_tables(got: list[Row], want: list[Row]) -> None:
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert g[:3] == w[:3]
        for a, b in zip(g[3:], w[3:], strict=True):
            assert (a is None) == (b is None), (g, w)
            if a is not None and b is not None:
                assert abs(a - b) <= 0.001 + 1e-9, (g, w)


def expected_table(events: list[Event]) -> list[Row]:
    """The table the live window's model shows for these events."""
    model = TaskTableModel()
    model.apply([e._replace(time=model.epoch + e.time) for e in events])
    return table(model)


def replay_bar_slider(window: MainWindow) -> QSlider:
    slider = window.findChild(QSlider, "replaySlider")
    assert slider is not None
    return slider


@pytest.mark.parametrize("scenario", ["lesson", "burst", "bounded-buffer"])
def test_replay_reproduces_the_final_table(
    qtbot, window: MainWindow, tmp_path: Path, scenario: str
) -> None:
    events = record_scenario(scenario, tmp_path / "run.jsonl")
    assert window.recording.open_recording(tmp_path / "run.jsonl")
    assert "Replay" in window.windowTitle()
    banner = window.findChild(QLabel, "replayBanner")
    assert banner is not None and banner.isVisible() and "REPLAY" in banner.text()
    assert not window.actions_.start.isEnabled()
    assert not window.actions_.add_sleep.isEnabled()
    assert window.model.rowCount() == 0
    qtbot.keyClick(window, Qt.Key.Key_End, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.recording.replay.at_end, timeout=WAIT_MS)
    same_tables(table(window.model), expected_table(events))
    assert window.sessions.current.scheduler is None  # no worker ran: none is there


def test_scrub_back_to_zero_and_forward_to_the_end(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    events = record_scenario("burst", tmp_path / "burst.jsonl")
    window.recording.open_recording(tmp_path / "burst.jsonl")
    slider = replay_bar_slider(window)
    slider.setValue(slider.maximum())  # as a drag to the end does
    final = table(window.model)
    same_tables(final, expected_table(events))
    middle = slider.maximum() // 2
    slider.setValue(middle)
    mid = table(window.model)
    assert any("Running" in state for _, state, *_ in mid)
    slider.setValue(0)  # backwards, to before the first event
    assert window.model.rowCount() == 0
    assert window.ledger.queued == window.ledger.running == 0
    assert not window.ledger.waiting and not window.ledger.live
    slider.setValue(slider.maximum())
    same_tables(table(window.model), final)


def test_the_collector_gets_its_objects_back_when_the_window_rests_or_closes(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    """While the frame clock runs, each frame moves the cycle collector's
    objects (a replay's recording among them) out of its scans (`gc.freeze`);
    at rest, and when the window closes, it gets them back. (The test
    process holds more objects than the app: the bound is set past them.)"""
    from fifo_gui.ui.session import pacing

    monkeypatch.setattr(pacing, "FULL_WALK", len(gc.get_objects()) + 1_000_000)
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    assert window.recording.open_recording(tmp_path / "lesson.jsonl")
    replay = window.recording.replay
    assert replay is not None
    replay.play()
    qtbot.waitUntil(lambda: window.clock.running and gc.get_freeze_count() > 0, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: replay.at_end and not window.clock.running, timeout=WAIT_MS)
    assert gc.get_freeze_count() == 0
    replay.restart()
    replay.play()
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 0, timeout=WAIT_MS)
    window.close()
    assert gc.get_freeze_count() == 0


def test_play_pause_steps_and_speed(qtbot, window: MainWindow, tmp_path: Path) -> None:
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    commands = window.recording
    commands.open_recording(tmp_path / "lesson.jsonl")
    replay = commands.replay
    assert replay is not None
    combo = window.findChild(QComboBox, "replaySpeedCombo")
    assert combo is not None
    combo.setCurrentIndex(combo.count() - 1)
    assert replay.speed == 8.0
    qtbot.keyClick(window, Qt.Key.Key_BracketLeft, Qt.KeyboardModifier.ControlModifier)
    assert replay.speed == 4.0
    next_button = window.findChild(QToolButton, "replayNextButton")
    prev_button = window.findChild(QToolButton, "replayPrevButton")
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    assert replay.index == 1 and window.model.rowCount() in (0, 1)
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(prev_button, Qt.MouseButton.LeftButton)
    assert replay.index == 1
    play = window.findChild(QToolButton, "replayPlayButton")
    qtbot.mouseClick(play, Qt.MouseButton.LeftButton)
    assert replay.playing
    qtbot.waitUntil(lambda: replay.at_end and not replay.playing, timeout=WAIT_MS)
    assert not window.clock.running or window.clock._busy() is False
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)  # idle means idle
    click_close = window.findChild(QToolButton, "replayCloseButton")
    qtbot.mouseClick(click_close, Qt.MouseButton.LeftButton)
    assert commands.replay is None
    assert window.actions_.start.isEnabled()
    assert "Replay" not in window.windowTitle()
    add_quick_sleep(qtbot, window, "live again")  # the window is live: its own ids show
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: finished_count(window) == 1, timeout=WAIT_MS)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (
            '{"v":1,"type":"TaskQueued","time":0.1,"task_id":1,"label":"a","thread":"M"',
            "line 1: the line is cut off",
        ),
        ("not json\n", "line 1: not valid JSON"),
        ('{"v":1,"type":"os.system","time":0}\n', "line 1: unknown event type"),
        (
            '{"v":1,"type":"TaskStarted","time":NaN,"task_id":1,"thread":"w"}\n',
            "NaN is not allowed",
        ),
        ("", "holds no events"),
    ],
)
def test_a_bad_recording_gets_one_message(
    qtbot, window: MainWindow, tmp_path: Path, content: str, problem: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    title = window.windowTitle()
    assert not window.recording.open_recording(path)
    boxes = [b for b in window.findChildren(QMessageBox, "errorDialog") if b.isVisible()]
    assert len(boxes) == 1
    assert problem in boxes[0].text() and "bad.jsonl" in boxes[0].text()
    assert window.recording.replay is None and window.windowTitle() == title
    assert window.actions_.start.isEnabled()


def test_record_in_the_window_then_replay(
    qtbot, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    live = make_window()
    path = tmp_path / "live.jsonl"
    assert live.recording.start_recording(path)
    label = live.findChild(QLabel, "recordingLabel")
    assert label is not None and "Recording to live.jsonl" in label.text()
    for name in ("one", "two", "three"):
        add_quick_sleep(qtbot, live, name)
    click(qtbot, live, "startButton")
    qtbot.waitUntil(lambda: finished_count(live) == 3, timeout=WAIT_MS)
    live.actions_.stop.trigger()
    qtbot.waitUntil(lambda: live.ledger.count(TaskState.CONSUMED) == 1, timeout=WAIT_MS)
    live.model.flush()
    want = table(live.model)
    assert live.recording.stop_recording() >= 8
    assert not label.isVisible()
    replay = make_window()
    replay.recording.open_recording(path)
    replay.recording.replay.seek(replay.recording.replay.duration)
    same_tables(table(replay.model), want)


def test_export_trace_from_the_table_and_from_a_replay(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    events = record_scenario("lesson", tmp_path / "lesson.jsonl")
    window.recording.open_recording(tmp_path / "lesson.jsonl")
    window.recording.replay.seek(window.recording.replay.duration)
    assert window.recording.export_trace(tmp_path / "replay.json")
    trace = json.loads((tmp_path / "replay.json").read_text(encoding="utf-8"))
    runs = [e for e in trace["traceEvents"] if e["ph"] == "X"]
    assert len(runs) == 4  # one complete event per task run
    window.recording.close_replay()
    # Live: the same events through the window's own path, then from the table.
    epoch = window.sessions.current.epoch
    window.bridge.feed([e._replace(time=epoch + e.time) for e in events])
    while window.bridge.backlog:
        window.bridge.drain()
    assert window.recording.export_trace(tmp_path / "live.json")
    live = json.loads((tmp_path / "live.json").read_text(encoding="utf-8"))
    live_runs = [e for e in live["traceEvents"] if e["ph"] == "X"]
    assert sorted(e["args"]["id"] for e in live_runs) == sorted(e["args"]["id"] for e in runs)
    # A live session's clock starts at its first event; a replay keeps the recorded times.
    first = next(e for e in events if not isinstance(e, QueueConfigured))  # its first event
    shift = first.time * 1e6
    for a, b in zip(
        sorted(live_runs, key=lambda e: e["ts"]), sorted(runs, key=lambda e: e["ts"]), strict=True
    ):
        assert abs(a["ts"] + shift - b["ts"]) < 1 and abs(a["dur"] - b["dur"]) < 1
    assert any(e["ph"] == "i" and e["cat"] == "worker" for e in live["traceEvents"])


def test_a_trace_the_disk_fails_to_keep_leaves_the_old_file_whole(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    target = tmp_path / "trace.json"
    target.write_bytes(OLD_FILE)
    the_disk_fails_to_keep_writes(monkeypatch)
    assert not window.recording.export_trace(target)
    boxes = [b for b in window.findChildren(QMessageBox, "errorDialog") if b.isVisible()]
    assert len(boxes) == 1 and "Could not write" in boxes[0].text()
    assert target.read_bytes() == OLD_FILE
    assert os.listdir(tmp_path) == ["trace.json"]  # and no half of the new one beside it


@pytest.mark.skipif(sys.platform == "win32", reason="Windows replaces no file held open")
def test_a_trace_over_an_old_file_replaces_it_whole(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """Whoever reads the old trace meanwhile reads it whole: the new one is put in its place."""
    target = tmp_path / "trace.json"
    target.write_bytes(OLD_FILE)
    with target.open("rb") as reader:
        assert window.recording.export_trace(target)
        assert reader.read() == OLD_FILE
    assert "traceEvents" in json.loads(target.read_text(encoding="utf-8"))
    assert os.listdir(tmp_path) == ["trace.json"]


def test_predict_live_scores_a_right_and_a_wrong_guess(qtbot, window: MainWindow) -> None:
    for name in ("A", "B", "C"):
        add_quick_sleep(qtbot, window, name)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.actions_.pause.isChecked()
    panel = window.findChild(QLabel, "predictPanel")
    assert panel is not None and panel.isVisible() and "Predict" in panel.text()
    click(qtbot, window, "startButton")
    predict = window.recording.predict
    first = window.model.row(0).task_id
    select_row_of(qtbot, window, first)  # right: FIFO, the head goes first
    with qtbot.waitSignal(predict.revealed, timeout=WAIT_MS) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_F7)
    assert blocker.args == [True]
    assert "Right" in panel.text() and "1 of 1 right" in panel.text()
    select_row_of(qtbot, window, first + 2)  # wrong: the third is not next
    with qtbot.waitSignal(predict.revealed, timeout=WAIT_MS) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_F7)
    assert blocker.args == [False]
    assert "Wrong" in panel.text() and "1 of 2 right" in panel.text()
    # Stop: which queued tasks still run before the worker exits? Only the third.
    qtbot.keyClick(window, Qt.Key.Key_F5, Qt.KeyboardModifier.ShiftModifier)
    assert predict.stop_question and "Stop: select every queued task" in panel.text()
    select_row_of(qtbot, window, first + 2)
    assert len(window.table.selectionModel().selectedRows()) == 1
    with qtbot.waitSignal(predict.revealed, timeout=WAIT_MS) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_F7)
    assert blocker.args == [True]
    assert f"ran: C (ID {first + 2})" in panel.toolTip() and "2 of 3 right" in panel.toolTip()


def test_predict_in_a_replay(qtbot, window: MainWindow, tmp_path: Path) -> None:
    events = record_scenario("lesson", tmp_path / "lesson.jsonl")
    window.recording.open_recording(tmp_path / "lesson.jsonl")
    replay = window.recording.replay
    assert replay is not None
    queued = [e for e in events if isinstance(e, TaskQueued) and not e.sentinel]
    replay.seek(queued[-1].time)  # every task is queued: rows to click
    window.recording.actions.predict.trigger()
    predict = window.recording.predict
    started = [e for e in events[replay.index :] if type(e).__name__ == "TaskStarted"]
    select_row_of(qtbot, window, started[0].task_id)
    with qtbot.waitSignal(predict.revealed, timeout=WAIT_MS) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert blocker.args == [True]
    wrong = started[1].task_id + 1
    select_row_of(qtbot, window, wrong)
    with qtbot.waitSignal(predict.revealed, timeout=WAIT_MS) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert blocker.args == [False]
    assert predict.score == "1 of 2 right"


def test_recording_file_round_trip_in_the_writer(tmp_path: Path) -> None:
    events = record_scenario("lesson", tmp_path / "a.jsonl")
    with (tmp_path / "b.jsonl").open("w", encoding="utf-8") as stream:
        write_recording(events, stream)
    assert read_recording(tmp_path / "b.jsonl") == events


def test_bad_replay_on_the_command_line_exits_2(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    path = tmp_path / "cut.jsonl"
    setup = '{"v":1,"type":"Setup","discipline":"FIFO","maxsize":0,"workers":1}\n'
    path.write_text(setup + '{"v":1', "utf-8")  # nothing before the cut line to replay
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--replay", str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip() == (
        "fifo-gui: cannot open recording: cut.jsonl: line 2: the "
        "line is cut off (a truncated recording?)"
    )


PROBE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from fifo_gui.app import main

def poll():
    app = QApplication.instance()
    windows = [w for w in app.topLevelWidgets() if w.objectName() == "mainWindow"]
    if windows and windows[0].ledger.done == 3:
        windows[0].close()
        return
    QTimer.singleShot(20, poll)

QTimer.singleShot(0, poll)
sys.exit(main(sys.argv[1:]))
"""


def test_record_and_trace_out_in_the_window(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    scenario = tmp_path / "quick.json"
    scenario.write_text(
        json.dumps(
            {
                "version": 1,
                "title": "quick",
                "workers": 1,
                "maxsize": 0,
                "tasks": [{"kind": "sleep", "name": n, "seconds": 0} for n in "ABC"],
            }
        ),
        "utf-8",
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    record, trace = tmp_path / "run.jsonl", tmp_path / "run.json"
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            PROBE,
            "--scenario",
            str(scenario),
            "--autostart",
            "--record",
            str(record),
            "--trace-out",
            str(trace),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    events = read_recording(record)
    assert sum(type(e).__name__ == "TaskFinished" for e in events) == 3
    runs = [e for e in json.loads(trace.read_text("utf-8"))["traceEvents"] if e["ph"] == "X"]
    assert len(runs) == 3


def test_every_new_command_has_a_shortcut_a_menu_and_a_line_in_help(
    qtbot, window: MainWindow
) -> None:
    from PySide6.QtWidgets import QTableWidget

    actions = window.recording.actions.all()
    menus = [
        a for m in window.menuBar().actions() if m.menu() is not None for a in m.menu().actions()
    ]
    for action in actions:
        assert not action.shortcut().isEmpty(), action.text()
        assert action.shortcut().toString() in action.toolTip()
        assert action in menus or any(
            action in sub.menu().actions() for sub in menus if sub.menu() is not None
        ), action.text()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.findChild(QTableWidget, "shortcutsTable") is not None)
    listed = window.findChild(QTableWidget, "shortcutsTable")
    commands = {listed.item(r, 1).text() for r in range(listed.rowCount())}
    for action in actions:
        assert action.text().replace("&", "") in commands


def open_through_the_menu(monkeypatch, window: MainWindow, path: Path) -> None:
    """File ▸ Open recording…, the dialog answering `path`."""
    monkeypatch.setattr(
        "fifo_gui.ui.replay.recording_commands.QFileDialog.getOpenFileName",
        lambda *args, **kwargs: (str(path), ""),
    )
    window.actions_.open_recording.trigger()


def test_open_recording_reads_the_file_off_the_gui_thread(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    release = threading.Event()
    readers: list[threading.Thread] = []

    def slow_disk(path: Path) -> Recording:  # a big file, a slow disk: the window goes on
        readers.append(threading.current_thread())
        release.wait(2.0)
        return load_recording(path)

    monkeypatch.setattr("fifo_gui.ui.replay.recording_commands.load_recording", slow_disk)
    open_through_the_menu(monkeypatch, window, tmp_path / "lesson.jsonl")
    assert readers and readers[0] is not threading.main_thread()
    assert window.recording.replay is None  # not yet: the event loop runs meanwhile
    assert "Reading lesson.jsonl" in window.statusBar().currentMessage()
    release.set()
    qtbot.waitUntil(lambda: window.recording.replay is not None, timeout=WAIT_MS)
    assert "Replay" in window.windowTitle()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ('{"v":1,"type":"TaskStarted","time":1e400,"task_id":1,"thread":"w"}\n', "line 1"),
        (
            '{"v":1,"type":"TaskStarted","time":1,"task_id":' + "9" * 5000 + ',"thread":"w"}\n',
            "line 1",
        ),
        (
            "\n".join(['{"v":1,"type":"TaskStarted","time":1,"task_id":1,"thread":"w"}'] * 3)
            + '\n{"v":1,"type":"TaskStarted","time":2200000,"task_id":1,"thread":"w"}\n',
            "line 4",
        ),
    ],
    ids=["1e400", "5000-digit-id", "25-days"],
)
def test_a_hostile_recording_opened_from_the_menu_gets_one_message_and_changes_nothing(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch, content: str, problem: str
) -> None:
    add_quick_sleep(qtbot, window, "mine")  # the live session the class is in
    path = tmp_path / "hostile.jsonl"
    path.write_text(content, encoding="utf-8")
    title = window.windowTitle()
    open_through_the_menu(monkeypatch, window, path)

    def boxes() -> list[QMessageBox]:
        return [b for b in window.findChildren(QMessageBox, "errorDialog") if b.isVisible()]

    qtbot.waitUntil(lambda: len(boxes()) == 1, timeout=WAIT_MS)
    assert problem in boxes()[0].text() and "hostile.jsonl" in boxes()[0].text()
    assert window.recording.replay is None and window.windowTitle() == title
    assert window.actions_.start.isEnabled() and window.model.rowCount() == 1
    assert QApplication.overrideCursor() is None


@needs_fifo
def test_a_named_pipe_opened_from_the_menu_is_refused_at_once(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    path = tmp_path / "pipe.jsonl"
    os.mkfifo(path)
    open_through_the_menu(monkeypatch, window, path)
    qtbot.waitUntil(
        lambda: any(
            "named pipe" in b.text() for b in window.findChildren(QMessageBox, "errorDialog")
        ),
        timeout=WAIT_MS,
    )
    assert window.recording.replay is None


def test_a_window_closed_while_its_recording_is_read_is_not_told(
    qtbot, make_window: Callable[..., MainWindow], tmp_path: Path, monkeypatch
) -> None:
    from fifo_gui.ui.files import background_load

    record_scenario("lesson", tmp_path / "lesson.jsonl")
    release = threading.Event()

    def slow_disk(path: Path) -> Recording:
        release.wait(2.0)
        return load_recording(path)

    monkeypatch.setattr("fifo_gui.ui.replay.recording_commands.load_recording", slow_disk)
    closing = MainWindow(ClassroomScheduler(verbose=False))
    closing.show()
    open_through_the_menu(monkeypatch, closing, tmp_path / "lesson.jsonl")
    closing.close()
    closing.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(closing), timeout=WAIT_MS)
    release.set()
    qtbot.waitUntil(lambda: not background_load._running, timeout=WAIT_MS)
    assert QApplication.overrideCursor() is None
    assert make_window().recording.replay is None  # the app goes on


def test_the_replay_bar_wraps_on_a_720p_projector_at_a_big_zoom(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    # At 1280x720 +4 the bar's one row made the window 1,422 px wide: Close
    # replay, New session and the status bar's words were off the screen.
    from fifo_gui.ui.layout.layout_report import on_screen

    record_scenario("bounded-buffer", tmp_path / "bb.jsonl")
    assert window.recording.open_recording(tmp_path / "bb.jsonl")
    bar = window.findChild(QWidget, "replayBar")
    assert bar is not None
    wide = bar.geometry().height()
    for _ in range(4):
        window.actions_.zoom_in.trigger()
    window.resize(1280, 690)
    qtbot.waitUntil(lambda: window.width() == 1280)
    assert window.minimumSizeHint().width() <= 1280
    controls = [w for w in bar.findChildren(QWidget) if w.isVisibleTo(bar)]
    qtbot.waitUntil(lambda: all(on_screen(w, window) for w in controls))
    assert bar.geometry().height() > wide  # two lines
    slider = replay_bar_slider(window)
    assert slider.width() > slider.minimumWidth()  # it takes what its line leaves


def test_a_replay_shows_the_events_as_they_were_read(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """No copy shifted in time: the replay's session clock is the recording's
    (epoch 0, now = the position), and what it looks up was made by the reader."""
    events = record_scenario("bounded-buffer", tmp_path / "run.jsonl")
    recording = load_recording(tmp_path / "run.jsonl")
    replay = window.recording.enter_replay(
        recording.events, tmp_path / "run.jsonl", recording.setup
    )
    assert replay.events is recording.events
    assert replay.epoch == 0.0 and window.sessions.current.epoch == 0.0
    replay.seek(replay.duration / 2)
    assert window.sessions.current.now() == replay.position == replay.duration / 2
    replay.seek(replay.duration)
    read = table(window.model)
    same_tables(read, expected_table(events))
    # Events from anywhere else (a list) are replayed alike.
    again = window.recording.enter_replay(list(events), tmp_path / "run.jsonl", recording.setup)
    assert again.events == recording.events and again.duration == replay.duration
    assert list(again.events.ends) == list(recording.events.ends)  # type: ignore[attr-defined]
    again.seek(again.duration)
    same_tables(table(window.model), read)


def test_at_rest_a_large_frozen_set_stays_frozen_until_it_is_small_again(monkeypatch) -> None:
    """A full collection of a million-task replay's objects held a click for a
    third of a second: past FULL_WALK objects they stay out of its walk. (The
    test process holds more objects than the app: the bound is set from them.)"""
    from fifo_gui.ui.session import pacing
    from fifo_gui.ui.session.collector import Collector

    bound = len(gc.get_objects()) + 100_000
    monkeypatch.setattr(pacing, "FULL_WALK", bound)
    collector = Collector()
    gc.unfreeze()
    held = [[] for _ in range(200_000)]  # tracked objects, as a replay's events
    collector.on_frame()
    collector.on_clock_running(False)
    assert gc.get_freeze_count() > bound  # not walked at rest
    del held  # refcounting frees them, frozen or not
    collector.on_frame()
    collector.on_clock_running(False)
    assert gc.get_freeze_count() == 0  # few again: given back and collected
