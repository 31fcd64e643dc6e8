"""The window on the lesson plan's small screens, offscreen at fixed sizes:
the controls the lesson needs, the table's columns, the views in sight.

tests/faults/test_real_layout.py checks the same on a real X server."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QLabel,
    QStyle,
)

from fifo_gui.ui.layout.layout_report import on_screen, overlapping, visible_controls
from fifo_gui.ui.table.first_steps import hint as first_steps_hint
from fifo_gui.ui.table.table_columns import RESULT_LEAST
from fifo_gui.ui.table.task_model import Column
from fifo_gui.ui.words.numbers import number
from tests.ui.helpers import WAIT_MS, add_quick_sleep, cell, click, spin

LAPTOPS = {"1280x720": QRect(0, 0, 1280, 690), "1366x768": QRect(0, 0, 1366, 738)}


def fit(qtbot, window, screen: QRect, zoom: int) -> None:
    window.fit_to_screen(screen)
    for _ in range(zoom):
        window.actions_.zoom_in.trigger()
    window.resize(screen.size())
    qtbot.waitUntil(lambda: window.size() == screen.size())


@pytest.mark.parametrize("zoom", [0, 4, 8])
@pytest.mark.parametrize("screen", list(LAPTOPS.values()), ids=list(LAPTOPS))
def test_every_control_of_the_strip_is_on_screen_whole(
    qtbot, window, screen, zoom, tmp_path: Path
) -> None:
    window.show()
    fit(qtbot, window, screen, zoom)
    tasks = tmp_path / "shout.py"
    tasks.write_text("def shout(text='hi'):\n    return text.upper()\n", encoding="utf-8")
    assert window.labs.your_tasks.load_tasks(tasks)  # a lab in use: its group too
    window.actions_.race_panel.trigger()
    controls = visible_controls(window)  # the strip's and the banner's, as the report sees them
    assert {"startButton", "stepButton", "addUserTaskButton", "addRaceButton"} <= {
        w.objectName() for w in controls
    }

    def laid_out() -> bool:
        return all(on_screen(w, window) for w in controls)

    qtbot.waitUntil(laid_out)
    assert not overlapping(controls, window)


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
    lane = window.docks.lane
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


def test_the_worker_badge_shrinks_back_after_a_zoom(qtbot, window) -> None:
    # QLabel's own size hint never falls below its minimum size: the badge
    # kept its +4 width at zoom 0, and the strip wrapped one row more.
    badge = window.controls.status_label
    before = badge.size()
    for _ in range(4):
        window.actions_.zoom_in.trigger()
    qtbot.waitUntil(lambda: badge.width() > before.width())
    window.actions_.zoom_reset.trigger()
    qtbot.waitUntil(lambda: badge.size() == before)
    text = badge.fontMetrics().horizontalAdvance(badge.text())
    assert badge.contentsRect().width() >= text  # its word whole


def test_a_long_badge_is_drawn_whole(qtbot, window) -> None:
    # "3 workers: Running" read "3 workers: Runninc": its room was its text's
    # advance to the pixel, and the bold glyphs reach past it.
    badge = window.controls.status_label
    badge.setText("16 workers: Stopping")  # the longest a live window says
    qtbot.waitUntil(lambda: badge.width() > badge.fontMetrics().horizontalAdvance(badge.text()))
    image = badge.grab().toImage()
    paper = image.pixelColor(2, image.height() // 2)

    def inked(x: int) -> bool:
        return any(
            abs(image.pixelColor(x, y).lightness() - paper.lightness()) > 80
            for y in range(image.height())
        )

    right = max(x for x in range(image.width()) if inked(x))
    assert right < badge.contentsRect().right() - 2  # the last letter ends inside


SCREENS = {**LAPTOPS, "1920x1080": QRect(0, 0, 1920, 1050)}


@pytest.mark.parametrize("zoom", [0, 2, 4])
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

    def shown() -> str:  # the text the delegate draws in the cell: cut at its start
        room = header.sectionSize(Column.TASK) - 2 * margin
        return table.fontMetrics().elidedText(label, Qt.TextElideMode.ElideLeft, room)

    def readable() -> bool:
        end = header.sectionViewportPosition(Column.TASK) + header.sectionSize(Column.TASK)
        # A call cut at its start must buy the times' columns a place in sight;
        # where it cannot, the table scrolls sideways anyway and the call is whole.
        run = header.sectionViewportPosition(Column.RUN) + header.sectionSize(Column.RUN)
        bought = run <= table.viewport().width()
        return (
            (shown() == label or bought)
            and shown().endswith("('Task A', 2.0)")
            and end <= table.viewport().width()
        )

    qtbot.waitUntil(readable)
    if zoom < 4:  # at +4 the times take the width: Result / Error scrolls into sight
        assert table.horizontalScrollBar().maximum() == 0  # Result elided, not pushed out


def test_the_id_and_place_columns_widen_when_the_numbers_do(qtbot, window) -> None:
    fit(qtbot, window, LAPTOPS["1280x720"], 0)
    table = window.table
    narrow = table.columnWidth(Column.ID)
    assert table.columnWidth(Column.POSITION) == narrow  # room for 3 digits, a lesson's
    spin(window, "burstSpin").setValue(1_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1_000, timeout=WAIT_MS)
    metrics = table.fontMetrics()  # a thousands separator and a digit more: "9,999"
    wider = metrics.horizontalAdvance(number(9_999)) - metrics.horizontalAdvance(number(999))
    qtbot.waitUntil(lambda: table.columnWidth(Column.ID) == narrow + wider)
    assert table.columnWidth(Column.POSITION) == narrow + wider


def test_the_empty_tables_hint_shows_whole_lines_only(qtbot, window) -> None:
    """A short table (720p at a big zoom) shows the hint's first lines, each
    whole, not a block of text cut through at both edges."""
    window.show()
    fit(qtbot, window, LAPTOPS["1280x720"], 4)
    window.table.setFixedHeight(150)  # as short as a banner and a lab make it there
    hint = window.findChild(QLabel, "firstStepsHint")
    viewport = window.table.viewport()
    qtbot.waitUntil(lambda: viewport.height() < 150 and hint.geometry() == viewport.rect())
    lines = hint.text().split("\n")
    assert lines[0] == "The queue is empty."
    spacing = hint.fontMetrics().lineSpacing()
    assert len(lines) * spacing <= viewport.height()
    assert len(lines) < len(first_steps_hint().split("\n"))  # it had to leave some out


def test_the_race_counters_show_both_rows_on_a_laptop_at_zoom_4(qtbot, window) -> None:
    # At 1366x768 +4 the "locked (race_locked)" row, the fix the lab teaches,
    # was cut off at the dock's foot behind a scroll bar.
    from PySide6.QtWidgets import QScrollArea

    from fifo_gui.resources import resource_path

    fit(qtbot, window, LAPTOPS["1366x768"], 4)
    assert window.files.open_path(resource_path("scenarios", "race-condition.json"))
    panel = window.labs.race_panel
    qtbot.waitUntil(panel.isVisible)
    area = window.findChild(QScrollArea, "racePanelScroll")
    assert area is not None
    qtbot.waitUntil(lambda: area.viewport().height() > 0)
    locked = panel.cells["race_locked"]["lost"]
    bottom = locked.mapTo(panel, locked.rect().bottomLeft()).y()
    assert bottom <= area.viewport().height() and area.verticalScrollBar().maximum() == 0
