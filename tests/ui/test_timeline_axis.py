"""The timeline's times stay readable when its dock is shorter than its lanes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
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


def _ink(image: QImage, view: TimelineView, top: float) -> int:
    """Near-black pixels (the axis's labels: the bars are green, the waits and
    lines grey, the bars' names white) in the band of AXIS_H from `top` (the
    view's y; `image` begins at the view's y `origin`), across the plot."""
    ratio = image.devicePixelRatio()
    plot = view.plot_rect()
    dark = 0
    for y in range(round(top * ratio), round((top + AXIS_H - 6) * ratio)):
        for x in range(round((plot.left() + 2) * ratio), round((plot.right() - 2) * ratio), 2):
            if 0 <= y < image.height() and 0 <= x < image.width():
                colour = image.pixelColor(x, y)
                dark += max(colour.red(), colour.green(), colour.blue()) < 80
    return dark


def _on_screen(window: QMainWindow, area: QScrollArea) -> QImage | None:
    """What the window's backing store holds for the scroll area's viewport
    (not drawn again for the test: a stale part shows); None where the
    platform's grab is not the backing store at its device pixels (Qt's
    offscreen platform under QT_SCALE_FACTOR gives a part of it)."""
    whole = window.screen().grabWindow(window.winId()).toImage()
    ratio = window.devicePixelRatioF()
    if whole.width() != round(window.width() * ratio):
        return None
    viewport = area.viewport()
    corner = viewport.mapTo(window, QPoint(0, 0))
    part = whole.copy(
        round(corner.x() * ratio),
        round(corner.y() * ratio),
        round(viewport.width() * ratio),
        round(viewport.height() * ratio),
    ).convertToFormat(QImage.Format.Format_RGB32)
    part.setDevicePixelRatio(ratio)
    return part


def _drawn_now(area: QScrollArea) -> QImage:
    return area.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _race_timeline(qtbot) -> tuple[TimelineView, QMainWindow, QScrollArea]:
    """Four workers' lanes in a bottom dock 150 px tall (a race at 1920x1080)."""
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
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() > 0)  # the lanes scroll
    return view, window, area


def test_the_axis_stays_in_sight_while_the_lanes_scroll(qtbot) -> None:
    """The seconds stay at the bottom of what is in sight, over the lanes
    beneath, as the lanes scroll; scrolled to the end, under the plot."""
    view, _window, area = _race_timeline(qtbot)
    bar, natural = area.verticalScrollBar(), view.plot_rect().bottom() + 2
    for value in (0, bar.maximum() // 2, bar.maximum()):
        bar.setValue(value)
        qtbot.waitUntil(lambda v=value: view.visibleRegion().boundingRect().top() == v)
        in_sight = view.visibleRegion().boundingRect()
        top = view.axis_top()
        assert top + AXIS_H <= in_sight.bottom() + 1  # the labels whole, in sight
        assert (top == natural) == (value == bar.maximum())
        # drawn from the viewport's top, the view's y `value`
        assert _ink(_drawn_now(area), view, top - value) > 20, value


def test_a_scroll_leaves_no_stale_axis_on_screen(qtbot) -> None:
    """A scroll moves the view's pixels and paints only what it uncovers: the
    band at the bottom would move up with the lanes. What the window holds
    after each scroll is what the view draws for it."""
    _view, window, area = _race_timeline(qtbot)
    if _on_screen(window, area) is None:
        pytest.skip("this platform's grab of a window is not its backing store")
    bar = area.verticalScrollBar()
    for value in (bar.maximum() // 2, bar.maximum(), bar.maximum() // 3):
        bar.setValue(value)
        qtbot.waitUntil(lambda: _on_screen(window, area) == _drawn_now(area))


def test_an_exported_timeline_has_its_axis_under_every_lane(qtbot) -> None:
    """File ▸ Export ▸ the timeline draws the whole view: the seconds under the
    plot, none over a lane, whatever part of it the dock shows."""
    view, _window, area = _race_timeline(qtbot)
    area.verticalScrollBar().setValue(0)
    sticky = view.axis_top()
    natural = view.plot_rect().bottom() + 2
    assert sticky < natural  # on screen, the band is over the lanes
    picture = view.whole_picture().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert picture.height() == round(view.height() * picture.devicePixelRatio())
    assert _ink(picture, view, natural) > 20
    assert _ink(picture, view, sticky) == 0
