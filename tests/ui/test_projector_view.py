"""View ▸ Projector view, offscreen: the lesson line and what More shows.

The real-X cases (rows, widths, a window manager's sizes) are in
tests/faults/test_real_layout.py; these check the widgets themselves.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from fifo_gui.ui.app.main_window import MainWindow


def shown_buttons(parent: QWidget, window: MainWindow) -> dict[str, QPushButton]:
    return {
        button.text(): button
        for button in parent.findChildren(QPushButton)
        if button.isVisibleTo(window)
    }


def test_more_lists_each_control_not_in_sight_once(qtbot, window: MainWindow) -> None:
    window.resize(1280, 720)
    window.actions_.projector_view.setChecked(True)
    line = window.lesson_line
    qtbot.mouseClick(line.more, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.controls.isVisible)
    in_line = shown_buttons(line, window)
    in_more = shown_buttons(window.controls, window)
    assert {"Start", "Stop", "Pause", "Step"} <= set(in_line)
    twice = set(in_line) & set(in_more)
    assert not twice, f"listed again under More: {sorted(twice)}"
    assert {"Stop now", "Add CPU", "Retry"} <= set(in_more)  # the others, once
    # Projector view off: the strip has every control again.
    window.actions_.projector_view.setChecked(False)
    assert {"Start", "Stop", "Pause", "Step", "Add sleeping"} <= set(
        shown_buttons(window.controls, window)
    )


def test_the_lesson_line_wraps_rather_than_widen_the_window(qtbot, window: MainWindow) -> None:
    """A 960 px window beside the code at zoom +4: the line asks for no more
    than the run controls' room, and Start and Stop stay on one row."""
    for _ in range(4):
        window.presentation.zoom_in()
    window.actions_.projector_view.setChecked(True)
    line = window.lesson_line
    start = line.findChild(QPushButton, "lessonStartButton")
    stop = line.findChild(QPushButton, "lessonStopButton")
    assert start is not None and stop is not None
    assert line.minimumSizeHint().width() < 600, line.minimumSizeHint()
    window.resize(960, 600)
    qtbot.waitUntil(lambda: line.width() <= 960 - 12)
    assert window.minimumSizeHint().width() <= 960
    qtbot.waitUntil(lambda: start.y() == stop.y() and stop.geometry().right() < line.width())


def test_more_opens_over_the_window_and_moves_nothing_in_it(qtbot, window: MainWindow) -> None:
    # At 1280x720 +4, More opened in the window's layout: the lane went to the
    # bottom and More itself jumped 146 px up under the mouse.
    for _ in range(4):
        window.presentation.zoom_in()
    window.resize(1280, 720)
    window.actions_.projector_view.setChecked(True)
    line = window.lesson_line
    watched = [line.more, window.table, window.docks.lane, window.scenario_banner]

    def places() -> list[object]:
        return [(w.isVisible(), w.mapTo(window, w.rect().topLeft()), w.size()) for w in watched]

    qtbot.waitUntil(line.isVisible)
    before = places()
    qtbot.mouseClick(line.more, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.controls.isVisible)
    assert places() == before
    drawer = window.controls.window()
    assert drawer is not window and drawer.objectName() == "moreDrawer"
    assert drawer.y() >= line.more.mapToGlobal(line.more.rect().bottomLeft()).y() - 1
    drawer.close()  # Escape, or a click outside
    qtbot.waitUntil(lambda: not line.more.isChecked())
    assert window.controls.window() is window and not window.controls.isVisible()
    assert places() == before


def test_a_window_too_small_for_the_strip_folds_it_and_unfolds_it_with_room(
    qtbot, window: MainWindow
) -> None:
    # A 960x600 window beside the code at +4: the strip's rows were cut, two
    # overlapped the banner's buttons, and the table showed no row.
    line, strip = window.lesson_line, window.controls
    window.resize(960, 600)
    for _ in range(4):
        window.presentation.zoom_in()
    qtbot.waitUntil(line.isVisible)
    assert not strip.isVisible() and not window.actions_.projector_view.isChecked()
    assert window.findChild(QPushButton, "lessonStartButton").isVisible()
    for _ in range(4):
        window.presentation.zoom_out()
    window.resize(1600, 1000)
    qtbot.waitUntil(strip.isVisible, timeout=5000)  # the room came back: so does the strip
    assert not line.isVisible()


def test_at_a_big_zoom_the_offer_is_said_where_the_teacher_looks(qtbot, window: MainWindow) -> None:
    # At +2 and more, the status bar's room left "At this…" of the offer.
    for _ in range(2):
        window.presentation.zoom_in()
    qtbot.waitUntil(lambda: "Projector view" in window.narrator.text())
    from fifo_gui.ui.window.actions import WindowActions, key_text

    assert key_text(WindowActions.projector_view) in window.narrator.text()  # the system's keys
    window.actions_.add_fail.trigger()  # the run's own news comes first again
    window.start_workers()
    qtbot.waitUntil(lambda: "Projector view" not in window.narrator.text())
