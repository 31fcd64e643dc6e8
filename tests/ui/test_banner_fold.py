"""The scenario banner folds to give the table room and unfolds when the room
grows back, but never touches notes the teacher clicked (a click is a choice)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from fifo_gui.core.scenario import load_scenario
from fifo_gui.resources import resource_path
from fifo_gui.ui.producer.scenario_banner import ScenarioBanner


def shown_banner(qtbot) -> ScenarioBanner:
    """A banner with the bounded-buffer scenario's notes, on screen."""
    toggle, cancel, compare = QAction(), QAction(), QAction()
    toggle.setCheckable(True)
    banner = ScenarioBanner(toggle, cancel, compare)
    qtbot.addWidget(banner)
    banner.show_scenario(load_scenario(resource_path("scenarios", "bounded-buffer.json")))
    banner.show()
    qtbot.waitExposed(banner)
    return banner


def test_notes_opened_by_a_click_stay_open(qtbot) -> None:
    banner = shown_banner(qtbot)
    assert banner.notes.isVisible() and banner.can_fold()
    banner.fold()  # the window makes room: one line
    assert not banner.notes.isVisible() and not banner.can_fold()
    qtbot.mouseClick(banner.notes_button, Qt.MouseButton.LeftButton)  # the teacher wants them
    assert banner.notes.isVisible()
    assert not banner.can_fold()  # the room keeper leaves them open
    qtbot.mouseClick(banner.notes_button, Qt.MouseButton.LeftButton)
    assert not banner.notes.isVisible()


def test_only_notes_the_room_folded_come_back(qtbot) -> None:
    banner = shown_banner(qtbot)
    banner.fold()
    banner.unfold()  # the room grew back
    assert banner.notes.isVisible()
    qtbot.mouseClick(banner.notes_button, Qt.MouseButton.LeftButton)  # the teacher folds them
    banner.unfold()
    assert not banner.notes.isVisible()  # the teacher's fold stays
