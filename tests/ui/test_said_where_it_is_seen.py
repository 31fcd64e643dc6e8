"""Issue 22's small items: what the window says, where, and in whose words —
Little's law in a replay, where Record starts, a recording
or a function of yours in a scenario, keys from the registry."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox

from fifo_gui.resources import resource_path, resources_dir
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.views.race_panel import RacePanel
from fifo_gui.ui.window.actions import WindowActions
from tests.ui.helpers import WAIT_MS, click, record_scenario


def native(key: str) -> str:
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def test_littles_law_gets_its_note_in_a_replay_too(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """A replay's session has a ledger and no scheduler: the note reads the ledger,
    paused and while it plays, after going back to the start too."""
    record_scenario("burst", tmp_path / "burst.jsonl")
    assert window.recording.open_recording(tmp_path / "burst.jsonl")
    replay = window.recording.replay
    assert replay is not None and window.sessions.current.scheduler is None
    note = window.findChild(QLabel, "littleNote")
    assert note is not None
    replay.seek(1.5)  # 20 tasks arrived, a few done: the backlog has not drained
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    assert note.isVisible() and "drain" in window.stats_panel.values["little"].toolTip()
    replay.seek(replay.duration)  # drained: L and λ·W meet, the note goes
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    assert note.isHidden()
    replay.seek(0.0)
    replay.play()  # the class watches it again: the figures follow the replay's clock
    qtbot.waitUntil(lambda: note.isVisible(), timeout=WAIT_MS)  # before the backlog drains
    assert window.stats_panel.values["L"].text() != "—"
    replay.pause()


def test_record_starts_in_the_users_folder_after_a_shipped_scenario_opened(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    shipped = resource_path("scenarios", "burst.json")
    monkeypatch.setattr(
        "fifo_gui.ui.files.file_commands.QFileDialog.getOpenFileName",
        lambda *a, **k: (str(shipped), ""),
    )
    window.actions_.open.trigger()  # File ▸ Open scenario, from the app's own folder
    qtbot.waitUntil(lambda: window.scenario_banner.isVisible(), timeout=WAIT_MS)
    asked: list[Path] = []

    def ask(parent, caption: str, start: str, filters: str) -> tuple[str, str]:
        asked.append(Path(start).parent)
        return "", ""  # the teacher cancels

    monkeypatch.setattr("fifo_gui.ui.files.file_commands.QFileDialog.getSaveFileName", ask)
    window.actions_.record.trigger()
    assert len(asked) == 1 and not window.recording.recording
    assert not asked[0].resolve().is_relative_to(resources_dir().resolve()), asked[0]
    assert asked[0] == window.files.folder()  # Documents (or home): no folder used yet


def test_a_recording_opened_as_a_scenario_says_how_to_open_it(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    assert not window.files.open_path(tmp_path / "lesson.jsonl")
    box = window.findChild(QMessageBox, "errorDialog")
    assert box is not None and box.isVisible()
    assert box.text() == (
        "lesson.jsonl: this is a recording: open it with File ▸ Open recording (or --replay)"
    )
    box.close()


def test_a_version_1_scenario_runs_a_loaded_function(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    tasks = tmp_path / "mine.py"
    tasks.write_text("def shout(text):\n    return text.upper()\n", encoding="utf-8")
    assert window.labs.load_tasks(tasks)
    path = tmp_path / "shout.json"
    path.write_text(
        json.dumps({"version": 1, "tasks": [{"kind": "shout", "args": ["hi"]}]}), encoding="utf-8"
    )
    assert window.files.open_path(path)
    assert window.findChild(QMessageBox, "errorDialog") is None
    click(qtbot, window, "startButton")
    model = window.model
    qtbot.waitUntil(lambda: model.rowCount() == 1 and bool(model.row(0).result), timeout=WAIT_MS)
    assert (model.row(0).label, model.row(0).result) == ("shout('hi')", "'HI'")


@pytest.fixture
def other_keys(monkeypatch) -> None:
    """Keys other than today's: a sentence that spells a key out shows the old one."""
    for command, key in (
        (WindowActions.step, "Ctrl+Alt+S"),
        (WindowActions.replay_next, "Alt+Down"),
        (WindowActions.replay_prev, "Alt+Up"),
        (WindowActions.replay_start, "Alt+PgUp"),
        (WindowActions.replay_end, "Alt+PgDown"),
        (WindowActions.replay_play, "Ctrl+Alt+P"),
        (WindowActions.replay_faster, "Ctrl+Alt+Up"),
        (WindowActions.replay_slower, "Ctrl+Alt+Down"),
        (WindowActions.add_race, "Ctrl+Alt+4"),
        (WindowActions.add_race_locked, "Ctrl+Alt+5"),
    ):
        monkeypatch.setattr(command, "keys", (key,))


def test_sentences_name_the_registrys_keys(
    qtbot, other_keys: None, make_window, tmp_path: Path
) -> None:
    window = make_window()
    predict = window.recording.predict
    assert predict.step_key == f"Step ({native('Ctrl+Alt+S')})"
    panel = RacePanel()
    qtbot.addWidget(panel)
    assert f"({native('Ctrl+Alt+4')}, {native('Ctrl+Alt+5')})" in panel.toolTip()
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    assert window.recording.open_recording(tmp_path / "lesson.jsonl")
    assert predict.step_key == f"Next ({native('Alt+Down')})"
    assert window.statusBar().currentMessage().endswith(f"Play with {native('Ctrl+Alt+P')}.")
    bar = window.recording.mode.bar
    assert bar is not None
    slider_tip = bar.slider.toolTip()
    assert f"({native('Alt+Up')}/{native('Alt+Down')}: one event;" in slider_tip
    assert f"{native('Alt+PgUp')}/{native('Alt+PgDown')}: start/end)" in slider_tip
    speed_tip = bar.speed_combo.toolTip()
    assert f"({native('Ctrl+Alt+Up')}: faster, {native('Ctrl+Alt+Down')}: slower)" in speed_tip
