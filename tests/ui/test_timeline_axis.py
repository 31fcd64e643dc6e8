"""The timeline's times stay readable when its dock is shorter than its lanes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMainWindow, QScrollArea, QWidget

from fifo_gui.core.events import TaskFinished, TaskQueued, TaskStarted, WorkerStarted
from fifo_gui.core.ledger import Ledger
from fifo_gui.ui.layout.docks import DockedView, view_dock
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.timeline_geometry import AXIS_H
from fifo_gui.ui.views.timeline_view import TimelineView

WORKERS = [f"worker-{n}" for n in range(1, 5)]  # the race lab's four


def _four_lanes() -> Ledger:
    ledger = Ledger()
    events: list[object] = [WorkerStarted(100.0, name) for name in WORKERS]
    for i in range(1, 13):
        worker = WORKERS[i % 4]
        events += [TaskQueued(i, f"race({i})", 100.0, "MainThread", False, 1.0)]
        events += [
            TaskStarted(i, 100.0 + i / 2, worker),
            TaskFinished(i, 100.4 + i / 2, worker, "1"),
        ]
    ledger.apply(events)
    return ledger


def _ink_in_band(view: TimelineView, area: QScrollArea, top: float) -> int:
    """Dark pixels of the scroll area's viewport in the band of the axis's
    labels, across the plot (lane names and white bar labels are not there)."""
    viewport: QWidget = area.viewport()
    image = viewport.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    plot = view.plot_rect()
    shift = view.mapTo(viewport, view.rect().topLeft()).y()  # the view's y in the viewport
    dark = 0
    for y in range(int(top + shift), int(top + shift + AXIS_H - 6)):
        for x in range(int(plot.left()) + 2, int(plot.right()) - 2, 2):
            if 0 <= y < image.height() and image.pixelColor(x, y).lightness() < 90:
                dark += 1
    return dark


def test_the_axis_stays_in_sight_while_the_lanes_scroll(qtbot) -> None:
    """Four workers in a dock too short for their lanes (a race at 1920x1080):
    the dock scrolls the lanes, and the seconds stay at the bottom of what is
    in sight, over the lanes beneath; scrolled to the end, under the plot."""
    view = TimelineView(Session(_four_lanes(), epoch=100.0, clock=lambda: 108.0))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QWidget())
    dock = view_dock(
        window, DockedView("Timeline", view, Qt.DockWidgetArea.BottomDockWidgetArea, True)
    )
    window.resize(1100, 600)
    window.show()
    qtbot.waitExposed(window)
    view.grab()  # a paint sees the four lanes: the view asks for the height they need
    window.resizeDocks([dock], [150], Qt.Orientation.Vertical)
    area = dock.widget()
    assert isinstance(area, QScrollArea)
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the lanes do not fit: the dock scrolls

    natural = view.plot_rect().bottom() + 2
    bar.setValue(0)
    qtbot.waitUntil(lambda: view.axis_top() < natural)
    in_sight = view.visibleRegion().boundingRect()
    assert view.axis_top() + AXIS_H <= in_sight.bottom() + 1  # the labels whole, in sight
    assert _ink_in_band(view, area, view.axis_top()) > 20  # and drawn there, over the lanes

    bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: view.axis_top() == natural)  # at the end: under the plot
    assert _ink_in_band(view, area, natural) > 20
