"""Where the teaching views sit: docks around the table, and a laptop's first layout."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

SMALL_SCREEN_HEIGHT = 900  # px of available height below which a first start is compact

Area = Qt.DockWidgetArea


def add_docks(window: QMainWindow, views: Sequence[tuple[str, QWidget, Area]],
              log: QWidget) -> tuple[list[QDockWidget], QDockWidget]:
    """One dock per view, where the table keeps the room in the middle; the
    event log shares the bottom with the first bottom view, as a tab."""
    docks = []
    for title, widget, area in views:
        dock = QDockWidget(title, window)
        dock.setObjectName(widget.objectName() + "Dock")
        dock.setWidget(widget)
        window.addDockWidget(area, dock)
        docks.append(dock)
    log_dock = QDockWidget("Event log", window)
    log_dock.setObjectName("eventLogDock")
    log_dock.setWidget(log)
    window.addDockWidget(Area.BottomDockWidgetArea, log_dock)
    bottom = next(d for d in docks if window.dockWidgetArea(d) == Area.BottomDockWidgetArea)
    window.tabifyDockWidget(bottom, log_dock)
    bottom.raise_()
    window.setCorner(Qt.Corner.BottomRightCorner, Area.RightDockWidgetArea)
    window.setCorner(Qt.Corner.TopRightCorner, Area.RightDockWidgetArea)
    return docks, log_dock


def is_small_screen(available: QRect) -> bool:
    """A laptop's screen: the window needs its compact layout to fit."""
    return available.height() < SMALL_SCREEN_HEIGHT


def fit_to_screen(window: QMainWindow, docks: Sequence[QDockWidget], available: QRect) -> bool:
    """Size and centre `window` on `available`. Under SMALL_SCREEN_HEIGHT (a
    laptop) the right-hand docks share one tab group and the top dock joins the
    bottom's tabs, so the table keeps room for its rows and the window fits.
    True if the screen was small (the caller may compact more)."""
    small = is_small_screen(available)
    if small:
        top = [d for d in docks if window.dockWidgetArea(d) == Area.TopDockWidgetArea]
        right = [d for d in docks if window.dockWidgetArea(d) == Area.RightDockWidgetArea]
        bottom = [d for d in docks if window.dockWidgetArea(d) == Area.BottomDockWidgetArea]
        for first, second in itertools.pairwise(right):
            window.tabifyDockWidget(first, second)
        if bottom:
            for dock in top:
                window.tabifyDockWidget(bottom[0], dock)
        for dock in (*right[:1], *top):
            dock.raise_()
        # The table, not the bottom tabs, gets the height that is left.
        if top or bottom:
            window.resizeDocks([(top or bottom)[0]], [available.height() // 4],
                               Qt.Orientation.Vertical)
    return small


def place_on_screen(window: QMainWindow, available: QRect) -> None:
    """At most 95 % of the screen, centred on it."""
    # The minimum size just changed (docks tabified, a compact layout): lay the
    # children out now, then the window, so the resize below is not refused.
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    layout = window.layout()
    if layout is not None:
        layout.activate()
    window.resize(window.size().boundedTo(available.size() * 0.95))
    frame = window.frameGeometry()
    frame.moveCenter(available.center())
    window.move(frame.topLeft())
