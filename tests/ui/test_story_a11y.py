"""The narrator speaks to a screen reader, its lines translate whole, and the
dialogs follow the window's zoom (issue 25)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QFontDatabase,
    QFontInfo,
)
from PySide6.QtWidgets import QApplication, QLabel

from fifo_gui.core.events import QueueConfigured
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.check.check_commands import ExerciseDialog
from fifo_gui.ui.table.traceback_dialog import TracebackDialog
from fifo_gui.ui.views.narrator import Narrator, first_line
from fifo_gui.ui.words.numbers import number

TS = Path(__file__).resolve().parents[2] / "fifo_gui" / "translations" / "fifo_gui_es_story.ts"


def narrator_of(window: MainWindow) -> Narrator:
    label = window.findChild(QLabel, "narrationLabel")
    assert isinstance(label, Narrator)
    return label


def test_the_narrator_is_a_live_region(qtbot, window: MainWindow, monkeypatch) -> None:
    narrator = narrator_of(window)
    assert narrator.accessibleName() == "Narrator"
    assert narrator.accessibleDescription() == narrator.text()  # the line, heard on arrival
    told: list[tuple[QAccessible.Event, str]] = []

    def update(event: QAccessibleEvent) -> None:
        said = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        told.append((event.type(), said))

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    narrator.on_refused("Nothing to stop: the workers are not running.")
    assert narrator.accessibleDescription() == "Nothing to stop: the workers are not running."
    assert (QAccessible.Event.DescriptionChanged, "") in told
    assert (QAccessible.Event.Announcement, narrator.text()) in told


def test_the_traceback_follows_the_zoom(qtbot, make_window) -> None:
    """Issue 22 found it at the system's fixed font, 12 px at every zoom."""
    window = make_window()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    dialog = TracebackDialog("#1 failing_task()", "Traceback (most recent call last):", window)
    exercise = ExerciseDialog(window)
    dialog.show()
    exercise.show()
    base = app.font().pointSize()
    # The system's fixed-width family (Qt's fixedPitch() is unreliable: Noto Sans Mono says no).
    fixed = QFontInfo(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)).family()
    for text in (dialog.text, exercise.text):
        assert text.font().pointSize() == base
        assert QFontInfo(text.font()).family() == fixed
    window.actions_.zoom_in.trigger()
    window.actions_.zoom_in.trigger()
    assert app.font().pointSize() == base + 2
    qtbot.waitUntil(lambda: dialog.text.font().pointSize() == base + 2)
    qtbot.waitUntil(lambda: exercise.text.font().pointSize() == base + 2)
    assert QFontInfo(dialog.text.font()).family() == fixed
    window.actions_.zoom_reset.trigger()
    dialog.close()
    exercise.close()


@pytest.fixture
def spanish(tmp_path: Path) -> Iterator[None]:
    """This part's Spanish, compiled and installed for one test."""
    tool = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed beside this Python")
    qm = tmp_path / "story.qm"
    subprocess.run([tool, "-silent", str(TS), "-qm", str(qm)], check=True, timeout=60)
    translator = QTranslator()
    assert translator.load(str(qm))
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


def test_the_narrator_says_whole_sentences_in_spanish(qtbot, window: MainWindow, spanish) -> None:
    narrator = narrator_of(window)
    assert first_line().startswith("Aún no ha pasado nada")

    def configured(workers: int, maxsize: int) -> str | None:
        line = narrator._describe(QueueConfigured(0.0, "MainThread", "FIFO", maxsize, workers))
        return None if line is None else line.text

    assert configured(1, 0) == "La cola: FIFO, sin límite, 1 trabajador"
    assert configured(3, 2000) == f"La cola: FIFO, maxsize {number(2000)}, 3 trabajadores"


def test_english_plurals_agree_without_a_translator(qtbot, window: MainWindow) -> None:
    narrator = narrator_of(window)

    def configured(workers: int) -> str | None:
        line = narrator._describe(QueueConfigured(0.0, "MainThread", "LIFO", 0, workers))
        return None if line is None else line.text

    assert configured(1) == "The queue: LIFO, unbounded, 1 worker"
    assert configured(2) == "The queue: LIFO, unbounded, 2 workers"
