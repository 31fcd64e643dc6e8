"""The window on the lesson plan's small screens, offscreen at fixed sizes:
the controls the lesson needs, the table's columns, the views in sight.

tests/faults/test_real_layout.py checks the same on a real X server."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QStyle, QToolBar, QToolButton

from fifo_gui.ui.table_columns import RESULT_LEAST
from fifo_gui.ui.task_model import Column
from tests.ui.helpers import WAIT_MS, add_quick_sleep, button, cell, click, spin

LAPTOPS = {"1280x720": QRect(0, 0, 1280, 690), "1366x768": QRect(0, 0, 1366, 738)}
LESSON_BUTTONS = ("startButton", "stopButton", "stopNowButton", "pauseButton", "stepButton")


def fit(qtbot, window, screen: QRect, zoom: int) -> None:
    window.fit_to_screen(screen)
    for _ in range(zoom):
        window.actions_.zoom_in.trigger()
    window.resize(screen.size())
    qtbot.waitUntil(lambda: window.size() == screen.size())


@pytest.mark.parametrize("zoom", [0, 4])
@pytest.mark.parametrize("screen", list(LAPTOPS.values()), ids=list(LAPTOPS))
def test_the_lesson_commands_stay_out_of_the_overflow(qtbot, window, screen, zoom) -> None:
    fit(qtbot, window, screen, zoom)
    consumer = window.findChild(QToolBar, "consumerBar")
    qtbot.waitUntil(lambda: consumer.width() >= consumer.sizeHint().width())
    assert all(button(window, name).isVisible() for name in LESSON_BUTTONS)


# A menu pops up: the offscreen platform says it cannot raise it or grab the keyboard.
@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")
def test_the_overflow_button_opens_a_menu_of_the_hidden_controls(qtbot, window) -> None:
    fit(qtbot, window, LAPTOPS["1280x720"], 8)
    table_bar = window.findChild(QToolBar, "tableBar")
    retry = button(window, "retryButton")
    qtbot.waitUntil(lambda: not retry.isVisible())  # the big zoom hides it
    more = table_bar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert more is not None and more.isVisible()
    seen: list[str] = []
    clicked: list[bool] = []
    retry.clicked.connect(lambda: clicked.append(True))

    def pick_retry() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        seen.extend(action.text() for action in menu.actions())
        menu.close()
        for action in menu.actions():
            if action.text() == "Retry":
                action.setEnabled(True)
                action.trigger()

    QTimer.singleShot(0, pick_retry)
    qtbot.mouseClick(more, Qt.MouseButton.LeftButton)
    assert "Retry" in seen and "Clear finished" in seen
    assert clicked == [True] or not retry.isEnabled()


@pytest.mark.parametrize("screen", list(LAPTOPS.values()), ids=list(LAPTOPS))
def test_the_table_fits_its_width_with_the_result_column_in_sight(qtbot, window, screen) -> None:
    fit(qtbot, window, screen, 0)
    table = window.table
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() == 0)
    result = table.horizontalHeader().sectionViewportPosition(Column.RESULT)
    least = table.fontMetrics().horizontalAdvance(RESULT_LEAST)
    assert result + least <= table.viewport().width()


def test_at_zoom_4_a_laptop_shows_the_wait_and_run_columns(qtbot, window) -> None:
    fit(qtbot, window, LAPTOPS["1366x768"], 4)
    table = window.table
    header = table.horizontalHeader()

    def run_in_sight() -> bool:
        end = header.sectionViewportPosition(Column.RUN) + header.sectionSize(Column.RUN)
        return end <= table.viewport().width()

    qtbot.waitUntil(run_in_sight)


@pytest.mark.parametrize("screen", list(LAPTOPS.values()), ids=list(LAPTOPS))
def test_a_first_start_on_a_laptop_shows_the_queue_lane(qtbot, window, screen) -> None:
    fit(qtbot, window, screen, 0)
    lane = window.docks[0]
    qtbot.waitUntil(lambda: not lane.visibleRegion().isEmpty())
    assert window.queue_lane.height() >= window.queue_lane.minimumHeight()


def test_the_worker_badge_stays_in_sight_when_its_word_grows(qtbot, window) -> None:
    fit(qtbot, window, LAPTOPS["1366x768"], 4)
    badge = window.controls.status_label
    qtbot.waitUntil(badge.isVisible)
    window.actions_.pause.trigger()  # "Worker: Idle · Paused": too wide for the line
    window.actions_.start.trigger()  # "Worker: Paused": it fits again
    qtbot.waitUntil(lambda: badge.text().endswith(": Paused"))
    qtbot.waitUntil(badge.isVisible)
    window.actions_.pause.trigger()


SCREENS = {**LAPTOPS, "1920x1080": QRect(0, 0, 1920, 1050)}


@pytest.mark.parametrize("zoom", [0, 2])
@pytest.mark.parametrize("screen", list(SCREENS.values()), ids=list(SCREENS))
def test_a_lesson_task_name_is_readable_in_the_task_column(qtbot, window, screen, zoom) -> None:
    fit(qtbot, window, screen, zoom)
    add_quick_sleep(qtbot, window, "Task A", 2.0)
    qtbot.waitUntil(lambda: window.model.rowCount() == 1)
    label = cell(window, 0, Column.TASK)
    assert label == "sample_task('Task A', 2.0)"
    table = window.table
    header = table.horizontalHeader()
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1

    def shown() -> str:  # the text the delegate draws in the cell
        room = header.sectionSize(Column.TASK) - 2 * margin
        return table.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, room)

    def readable() -> bool:
        end = header.sectionViewportPosition(Column.TASK) + header.sectionSize(Column.TASK)
        return shown().startswith("sample_task('Task A'") and end <= table.viewport().width()

    qtbot.waitUntil(readable)
    assert table.horizontalScrollBar().maximum() == 0  # Result elided, not pushed out of sight


def test_the_id_and_place_columns_widen_when_the_numbers_do(qtbot, window) -> None:
    fit(qtbot, window, LAPTOPS["1280x720"], 0)
    table = window.table
    narrow = table.columnWidth(Column.ID)
    assert table.columnWidth(Column.POSITION) == narrow  # room for 3 digits, a lesson's
    spin(window, "burstSpin").setValue(1_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1_000, timeout=WAIT_MS)
    digit = table.fontMetrics().horizontalAdvance("0")
    qtbot.waitUntil(lambda: table.columnWidth(Column.ID) == narrow + digit)
    assert table.columnWidth(Column.POSITION) == narrow + digit
