"""The replay bar speaks: its slider, speed and ◀ ▶ buttons have names of words a
screen reader says; in Spanish the bar and the event log speak Spanish while a
`--log` transcript keeps its English lines (issue 25)."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTranslator
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QSlider, QToolButton, QWidget

from fifo_gui.ui.app.main_window import MainWindow
from tests.ui.helpers import record_scenario

ROOT = Path(__file__).resolve().parents[2]
WORDS = re.compile(r"[^\W\d_]+(?: [^\W\d_]+)*")  # letters and single spaces: no ◀ ▶ ⏸ /
CONTROLS = [
    (QSlider, "replaySlider"),
    (QLabel, "replayTimeLabel"),
    (QToolButton, "replayPrevButton"),
    (QToolButton, "replayPlayButton"),
    (QToolButton, "replayNextButton"),
    (QToolButton, "replayCloseButton"),
]


def spoken_name(widget: QWidget) -> str:
    """What assistive technology reads as the widget's name (AT-SPI asks this)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None, widget.objectName()
    return interface.text(QAccessible.Text.Name)


def speed_names(window: MainWindow) -> tuple[str, str]:
    """The speed combo box's own name and the label it is read by: over AT-SPI a
    combo box's name is its current text ("1x"); Orca names it by its label."""
    combo = window.findChild(QComboBox, "replaySpeedCombo")
    assert combo is not None and combo.isVisible()
    interface = QAccessible.queryAccessibleInterface(combo)
    labels = [
        other.text(QAccessible.Text.Name)
        for other, _ in interface.relations(QAccessible.RelationFlag.Label)
    ]
    assert len(labels) == 1, labels
    return combo.accessibleName(), labels[0]


def open_replay(window: MainWindow, tmp_path: Path) -> None:
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    assert window.recording.open_recording(tmp_path / "lesson.jsonl")


def bar_names(window: MainWindow) -> dict[str, str]:
    names = {}
    for kind, name in CONTROLS:
        widget = window.findChild(kind, name)
        assert widget is not None and widget.isVisible(), name
        names[name] = spoken_name(widget)
    return names


def test_the_replay_bars_controls_have_names_of_words(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    open_replay(window, tmp_path)
    names = bar_names(window)
    for name, spoken in names.items():
        assert WORDS.fullmatch(spoken), (name, spoken)
    assert len(set(names.values())) == len(names), names  # each says which one it is
    assert names["replayPlayButton"] == "Play or pause"
    assert names["replaySlider"] == "Replay position"
    name, label = speed_names(window)
    assert (name, label) == ("Replay speed", "Speed")
    slider = window.findChild(QSlider, "replaySlider")
    assert "Drag to any instant" in slider.accessibleDescription()


def test_in_spanish_the_bar_and_the_log_speak_spanish_and_the_log_file_stays_english(
    qtbot, make_window: Callable[..., MainWindow], qapp: QApplication, tmp_path: Path
) -> None:
    qm = tmp_path / "files_es.qm"
    built = subprocess.run(
        [
            str(Path(sys.executable).parent / "pyside6-lrelease"),
            str(ROOT / "fifo_gui" / "translations" / "fifo_gui_es_files.ts"),
            "-qm",
            str(qm),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert built.returncode == 0, built.stderr
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        window = make_window()
        transcript = io.StringIO()
        window.log.set_transcript(transcript)
        open_replay(window, tmp_path)
        names = bar_names(window)
        assert names["replaySlider"] == "Posición de la reproducción"
        assert names["replayPlayButton"] == "Reproducir o pausar"
        assert speed_names(window) == ("Velocidad de reproducción", "Velocidad")
        for spoken in names.values():
            assert WORDS.fullmatch(spoken), spoken
        banner = window.findChild(QLabel, "replayBanner")
        assert banner.text().startswith("REPRODUCCIÓN · lesson.jsonl")
        window.recording.replay.seek(window.recording.replay.duration)
        window.log.flush()
        shown = window.log.toPlainText()
        assert "en cola ID 1 sample_task('Task A'" in shown and "queued ID 1" not in shown, shown
        assert "tomó STOP" in shown
        written = transcript.getvalue()
        assert "queued ID 1 sample_task('Task A'" in written and "en cola" not in written, written
        assert "took STOP" in written
    finally:
        qapp.removeTranslator(translator)
