"""The whole window in Spanish: walk every widget a person sees (labels,
buttons, fields' placeholders, combo items, table headers, dock titles, tabs,
menus, tooltips of what is shown) and find no English left, apart from code.

Two nets: a text that is one of our English messages (a source in the .ts
files) with a different Spanish is a string shown without its translation;
a text with English-only words is a string that never went through tr()."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTabBar,
    QTableView,
    QWidget,
)

from fifo_gui.ui.words.i18n import install_language, remove_language

TRANSLATIONS = Path(__file__).resolve().parents[2] / "fifo_gui" / "translations"
# Words a Spanish sentence never has; code (queue.Queue, get(), sample_task('Task A', 2),
# worker-1, MainThread, FIFO/LIFO) is taken out before looking.
ENGLISH = {
    "the", "and", "of", "to", "is", "add", "start", "stop", "pause", "step", "new",
    "open", "save", "queued", "running", "done", "failed", "cancelled", "waiting",
    "task", "tasks", "worker", "workers", "queue", "with", "from", "for", "your",
    "settings", "burst", "retry", "clear", "finished", "order", "producer", "consumer",
    "session", "replay", "help", "view", "file", "labs", "notes", "compare", "cancel",
}  # fmt: skip
CODE = re.compile(
    r"[\w.]*\(.*?\)|\b\w+[._]\w+\b|worker-\d+|MainThread|queue\.\w+|Task [A-Z]\b|\bB\d+\b"
    r"|\b[A-Z]{2,}\b"  # STOP, FIFO, FULL: names the lesson uses as they are
)


def english_sources() -> dict[str, str]:
    """Every English message of ours and its Spanish (from the .ts parts)."""
    found: dict[str, str] = {}
    for path in TRANSLATIONS.glob("fifo_gui_es_*.ts"):
        for message in ET.parse(path).getroot().iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            text = "".join(translation.itertext()) if translation is not None else ""
            found[source] = text
    return found


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    assert install_language(qapp, "es") == "es"
    yield
    remove_language(qapp)


def shown_texts(window: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person sees in `window` now."""
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        where = f"{type(widget).__name__} {widget.objectName()}"
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield where, widget.text()
        if isinstance(widget, QLineEdit):
            yield where, widget.placeholderText()
        if isinstance(widget, QComboBox):
            yield from ((where, widget.itemText(i)) for i in range(widget.count()))
        if isinstance(widget, QTabBar):
            yield from ((where, widget.tabText(i)) for i in range(widget.count()))
        if isinstance(widget, QDockWidget):
            yield where, widget.windowTitle()
        if isinstance(widget, QTableView):
            model = widget.model()
            for column in range(model.columnCount()):
                yield where, str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        if widget.toolTip() and isinstance(widget, (QAbstractButton, QLabel, QComboBox)):
            yield f"{where} (tooltip)", widget.toolTip()
    for menu in window.findChildren(QMenu):
        yield f"menu {menu.objectName()}", menu.title()
        for action in menu.actions():
            yield f"menu {menu.objectName()}", action.text()


def test_the_window_in_spanish_has_no_english_left(qtbot, spanish: None, make_window) -> None:
    window = make_window()
    window.actions_.add_lesson.trigger()  # rows, a lane, a narrator line, the status bar
    qtbot.waitUntil(lambda: window.model.rowCount() == 4)
    sources = english_sources()
    left: list[str] = []
    for where, text in shown_texts(window):
        plain = text.replace("&", "")
        if plain in sources and sources[plain] and sources[plain] != plain:
            left.append(f"{where}: {plain!r} (not translated)")
            continue
        words = set(re.findall(r"[a-z]+", CODE.sub(" ", plain).lower()))
        if words & ENGLISH:
            left.append(f"{where}: {plain!r} (English words {sorted(words & ENGLISH)})")
    assert not left, "\n".join(left)


def test_a_task_refused_by_worker_processes_is_said_in_spanish(
    qtbot, spanish: None, make_window, tmp_path: Path
) -> None:
    """The core's reason (a function from a tasks file cannot reach a worker
    process) is translated like the sentence around it, not left in English."""
    window = make_window()
    combo = window.findChild(QComboBox, "engineCombo")
    assert combo is not None
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # processes: a new session
    assert window.sessions.current.engine == "processes"
    tasks = tmp_path / "mine.py"
    tasks.write_text("def shout(text):\n    return text.upper()\n", encoding="utf-8")
    assert window.labs.load_tasks(tasks)
    edit = window.findChild(QLineEdit, "userArgsEdit")
    assert edit is not None
    qtbot.waitUntil(edit.isVisible, timeout=15_000)
    qtbot.keyClicks(edit, "'hola'")
    button = window.findChild(QPushButton, "addUserTaskButton")
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    said = window.statusBar().currentMessage()
    assert said.startswith("La tarea no se añadió: shout viene de "), said
    assert "que un proceso trabajador no puede importar" in said, said
    assert window.ledger.arrivals == 0  # nothing was queued
