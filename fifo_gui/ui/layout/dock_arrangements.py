"""The two ways the teaching views stand around the table, and their sizes.

On a tall screen the statistics, depth chart and responsiveness meter form a
column on the right, the queue lane spans the table's width above it (the
lane is wide, not tall) and the timeline and event log share the bottom; on
a laptop, a projector at 1280x720 or at a big zoom every view goes into one
of two tab groups below the table, so the table has the full width and the
window never outgrows the screen.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QMainWindow

from fifo_gui.ui.layout.docks import Docks

RIGHT_SHARE = 0.24  # of the screen's width, the right column on a tall screen
BOTTOM_SHARE = 0.22  # of the screen's height, the views below the table
LANE_HEIGHT = 140  # px: the queue lane above the table on a tall screen, at
LANE_POINTS = 13.0  # this font size; a zoom makes it taller, by at most 30 %

Area = Qt.DockWidgetArea
H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical


def tall_layout(window: QMainWindow, docks: Docks) -> None:
    """The views around the table on a tall screen: the queue lane above it,
    the timeline and event log below, the figures in a column on the right."""
    window.addDockWidget(Area.TopDockWidgetArea, docks.lane)
    for dock in (docks.timeline, docks.log):
        window.addDockWidget(Area.BottomDockWidgetArea, dock)
    for dock in (docks.stats, docks.depth, docks.heartbeat):
        window.addDockWidget(Area.RightDockWidgetArea, dock, V)
    window.tabifyDockWidget(docks.timeline, docks.log)
    window.tabifyDockWidget(docks.depth, docks.heartbeat)
    docks.timeline.raise_()
    docks.depth.raise_()


def tab_below(window: QMainWindow, docks: Docks) -> None:
    """Every view into two tab groups below the table: the queue lane (in
    front: the lesson's picture of the queue, FULL included), the timeline and
    the event log; the statistics, depth chart and responsiveness meter."""
    for dock in docks.all():  # out of any tab group first: a split of a
        window.addDockWidget(Area.BottomDockWidgetArea, dock, V)  # tab only adds a tab
    window.splitDockWidget(docks.lane, docks.stats, H)
    window.tabifyDockWidget(docks.lane, docks.timeline)
    window.tabifyDockWidget(docks.lane, docks.log)
    for first, second in itertools.pairwise((docks.stats, docks.depth, docks.heartbeat)):
        window.tabifyDockWidget(first, second)
    docks.lane.raise_()
    docks.stats.raise_()


def is_tabbed_below(window: QMainWindow, docks: Docks) -> bool:
    """True once `tab_below` arranged the views."""
    return all(window.dockWidgetArea(d) == Area.BottomDockWidgetArea for d in docks.views)


def size_for_font(window: QMainWindow, docks: Docks, available: QRect) -> None:
    """After a zoom: views in tabs below the table keep their share of the
    screen (the bigger text must not take the table's rows); around the table,
    the right column keeps its share (as wide as its text needs, at least)
    and a lane above the table grows with its boxes' text, by at most 30 %."""
    if is_tabbed_below(window, docks):
        window.resizeDocks([docks.timeline], [int(available.height() * BOTTOM_SHARE)], V)
    else:
        grow = min(1.3, max(1.0, window.font().pointSizeF() / LANE_POINTS))
        window.resizeDocks([docks.lane], [int(LANE_HEIGHT * grow)], V)
        window.resizeDocks([docks.stats], [int(available.width() * RIGHT_SHARE)], H)
