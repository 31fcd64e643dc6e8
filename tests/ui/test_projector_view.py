"""View ▸ Projector view, offscreen: the lesson line and what More shows.

The real-X cases (rows, widths, a window manager's sizes) are in
tests/faults/test_real_layout.py; these check the widgets themselves.
"""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from fifo_gui.ui.main_window import MainWindow


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
