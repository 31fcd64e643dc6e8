"""The control strip speaks: every spin box, field, combo and symbol button has a
name of words, a label names its field as its buddy, and Tab walks the strip in
the order it is drawn."""

from __future__ import annotations

import itertools
import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QToolButton,
    QWidget,
)

from fifo_gui.ui.app.main_window import MainWindow
from tests.ui.helpers import spin

WORDS = re.compile(r"[^\W\d_]{3,}")  # at least one word of letters, not ✕ or ▸


def _fields(window: MainWindow) -> list[QWidget]:
    kinds = (QAbstractSpinBox, QLineEdit, QComboBox, QToolButton)
    found: list[QWidget] = []
    for kind in kinds:
        found += window.controls.findChildren(kind)
    found += [window.scenario_banner.findChild(QToolButton, "scenarioBannerClose")]
    found += [window.scenario_banner.notes_button]
    found += [window.labs.discipline_combo, window.labs.discipline.priority_spin]
    yours = window.labs.user_tasks_bar  # made on first use: the Your tasks fields too
    found += [yours.combo, yours.args]
    return [w for w in found if not w.objectName().startswith("qt_")]  # a spin box's own edit


def test_every_field_of_the_strip_has_a_name_of_words(window: MainWindow) -> None:
    unnamed = [
        f"{w.objectName()}: {w.accessibleName()!r}"
        for w in _fields(window)
        if not WORDS.search(w.accessibleName())
    ]
    assert unnamed == []
    assert spin(window, "workersSpin").accessibleName() == "Workers"
    assert spin(window, "maxsizeSpin").accessibleName() == "Queue size limit (maxsize)"
    assert window.controls.name_edit.accessibleName() == "Task name"
    close = window.scenario_banner.findChild(QToolButton, "scenarioBannerClose")
    assert close is not None and close.accessibleName() == "Hide the scenario notes"
    # The tooltip's useful words are the description a screen reader adds.
    assert "How many workers Start runs" in spin(window, "workersSpin").accessibleDescription()


def test_a_label_is_the_buddy_of_the_field_it_names(window: MainWindow) -> None:
    buddies = {
        label.text(): label.buddy().objectName()
        for label in window.controls.findChildren(QLabel)
        if label.buddy() is not None
    }
    assert buddies["Workers"] == "workersSpin"
    assert buddies["maxsize"] == "maxsizeSpin"
    assert buddies["Rate"] == "producerRateSpin"
    assert buddies["Sleep"] == "producerMinSpin" and buddies["to"] == "producerMaxSpin"
    assert buddies["Seed"] == "producerSeedSpin"
    captions = [w for w in window.controls.findChildren(QLabel, "segmentCaption")]
    assert captions and all(c.accessibleDescription() == c.toolTip() for c in captions)


def test_tab_walks_the_strip_in_the_order_it_is_drawn(window: MainWindow) -> None:
    window.controls.settings_button.setChecked(True)  # the folded settings too
    window.resize(1900, 1000)
    strip = window.controls
    start = strip.name_edit
    start.setFocus()
    walked: list[QWidget] = [start]
    widget = start.nextInFocusChain()
    while widget is not start and len(walked) < 200:
        takes_tab = widget.isVisible() and widget.isEnabled() and widget.focusPolicy().value & 1
        if strip.isAncestorOf(widget) and takes_tab:
            walked.append(widget)
        widget = widget.nextInFocusChain()
    controls = [w for w in walked if isinstance(w, (QAbstractSpinBox, QLineEdit, QAbstractButton))]

    def box(w: QWidget) -> tuple[int, int, int]:
        """Top, bottom and left of `w` in the strip."""
        at = w.mapTo(strip, w.rect().topLeft())
        return at.y(), at.y() + w.height(), at.x()

    assert len(controls) > 10
    for before, after in itertools.pairwise(controls):
        top, bottom, left = box(before)
        next_top, next_bottom, next_left = box(after)
        middle = (next_top + next_bottom) // 2
        next_line = middle > bottom
        same_line = top <= middle <= bottom and next_left > left
        assert next_line or same_line, (before.objectName(), after.objectName())


def test_tab_leaves_the_task_table(qtbot, window: MainWindow) -> None:
    # Tab moved from cell to cell and came round again: a keyboard trap.
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window.actions_.add_lesson.trigger()
    table = window.table
    qtbot.waitUntil(lambda: window.model.rowCount() == 4)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    table.setFocus()
    table.setCurrentIndex(window.model.index(0, 2))
    qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not table)
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the arrows still move from cell to cell
    assert table.hasFocus() and table.currentIndex().column() == 3


def test_tab_stops_only_where_a_name_is_said(window: MainWindow) -> None:
    # The docks' scroll frames took Tab with no name: a screen reader said nothing.
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractScrollArea

    takes_tab = Qt.FocusPolicy.TabFocus.value
    for area in window.findChildren(QAbstractScrollArea):
        if area.isVisibleTo(window) and area.focusPolicy().value & takes_tab:
            assert area.accessibleName(), area.objectName()
