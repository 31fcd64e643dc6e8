"""Where the teaching views sit: docks around the table, which keeps the room.

A first start fills the screen (maximised under 2560 px wide). On a tall
screen the statistics, depth chart and responsiveness meter form a column on
the right, the queue lane spans the table's width above it (the lane is wide,
not tall) and the timeline and event log share the bottom; on a
laptop, a projector at 1280x720 or at a big zoom every view goes into one of
two tab groups below the table, so the table has the full width and the
window never outgrows the screen.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    QSize,
    Qt,
    QTimer,
    SignalInstance,
    Slot,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QMainWindow,
    QScrollArea,
    QWidget,
)

from fifo_gui.ui.table_columns import TaskTable

SMALL_SCREEN_HEIGHT = 900  # px of available height below which the views share tabs
MAXIMISE_BELOW_WIDTH = 2560  # px: narrower screens start maximised
RIGHT_SHARE = 0.24  # of the screen's width, the right column on a tall screen
BOTTOM_SHARE = 0.22  # of the screen's height, the views below the table
LEAST_BOTTOM_SHARE = 0.17  # and no less, when the table is short of rows
LANE_HEIGHT = 140  # px: the queue lane above the table on a tall screen, at
LANE_POINTS = 13.0  # this font size; a zoom makes it taller, by at most 30 %

Area = Qt.DockWidgetArea
H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical


def add_docks(
    window: QMainWindow, views: Sequence[tuple[str, QWidget, Area]], log: QWidget
) -> tuple[list[QDockWidget], QDockWidget]:
    """One dock per view (in `views`' order: queue lane, timeline, statistics,
    depth chart, responsiveness) and the event log, each in its area. The caller
    arranges them: a saved layout, the screen's fit or `tall_layout` (one
    arrangement, not one thrown away for another before the first frame)."""
    docks = []
    for title, widget, area in views:
        dock = QDockWidget(title, window)
        dock.setObjectName(widget.objectName() + "Dock")
        scrolls = widget.layout() is not None or getattr(widget, "SCROLLS_IN_DOCK", False)
        dock.setWidget(_scrolling(widget) if scrolls else widget)
        window.addDockWidget(area, dock)
        docks.append(dock)
    log_dock = QDockWidget(QCoreApplication.translate("TeachingViews", "Event log"), window)
    log_dock.setObjectName("eventLogDock")
    log_dock.setWidget(log)
    window.addDockWidget(Area.BottomDockWidgetArea, log_dock)
    # The right column runs the full height; the bottom views sit under the table.
    window.setCorner(Qt.Corner.BottomRightCorner, Area.RightDockWidgetArea)
    window.setCorner(Qt.Corner.TopRightCorner, Area.RightDockWidgetArea)
    return docks, log_dock


def tall_layout(window: QMainWindow, docks: Sequence[QDockWidget], log_dock: QDockWidget) -> None:
    """The views around the table on a tall screen: the queue lane above it,
    the timeline and event log below, the figures in a column on the right."""
    lane, timeline, stats, depth, heartbeat = docks
    window.addDockWidget(Area.TopDockWidgetArea, lane)
    for dock in (timeline, log_dock):
        window.addDockWidget(Area.BottomDockWidgetArea, dock)
    for dock in (stats, depth, heartbeat):
        window.addDockWidget(Area.RightDockWidgetArea, dock, V)
    window.tabifyDockWidget(timeline, log_dock)
    window.tabifyDockWidget(depth, heartbeat)
    timeline.raise_()
    depth.raise_()


class _TallScroll(QScrollArea):
    """Scrolls up and down only: as wide as its view needs (the dock widens at a
    bigger zoom), as short as the dock likes."""

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        width = inner.minimumSizeHint().width() if inner is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), 60)


def _scrolling(widget: QWidget) -> QScrollArea:
    """A view made of widgets (the statistics' form) scrolls when its dock is
    short, instead of holding the whole window to its height."""
    area = _TallScroll()
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setObjectName(widget.objectName() + "Scroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(widget)
    return area


def titles_follow_font(window: QMainWindow, font: QFont) -> None:
    """Dock titles in `font` (the zoomed application font). A dock paints its
    title in a font it cached when it was made, unless its own font differs
    from its class's: a font of its own, told apart by a style strategy that
    changes nothing on screen, makes the title follow the zoom."""
    own = QFont(font)
    own.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    for dock in window.findChildren(QDockWidget):
        dock.setFont(own)


def is_small_screen(available: QRect) -> bool:
    """A laptop's or a 720p projector's screen: the views share tabs."""
    return available.height() < SMALL_SCREEN_HEIGHT


def tab_below(window: QMainWindow, docks: Sequence[QDockWidget], log_dock: QDockWidget) -> None:
    """Every view into two tab groups below the table: the queue lane (in
    front: the lesson's picture of the queue, FULL included), the timeline and
    the event log; the statistics, depth chart and responsiveness meter."""
    lane, timeline, stats, depth, heartbeat = docks
    for dock in (*docks, log_dock):  # out of any tab group first: a split of a
        window.addDockWidget(Area.BottomDockWidgetArea, dock, V)  # tab only adds a tab
    window.splitDockWidget(lane, stats, H)
    window.tabifyDockWidget(lane, timeline)
    window.tabifyDockWidget(lane, log_dock)
    for first, second in itertools.pairwise((stats, depth, heartbeat)):
        window.tabifyDockWidget(first, second)
    lane.raise_()
    stats.raise_()


def is_tabbed_below(window: QMainWindow, docks: Sequence[QDockWidget]) -> bool:
    """True once `tab_below` arranged the views."""
    return all(window.dockWidgetArea(d) == Area.BottomDockWidgetArea for d in docks)


def fit_to_screen(
    window: QMainWindow, docks: Sequence[QDockWidget], log_dock: QDockWidget, available: QRect
) -> bool:
    """A first start's layout for `available`: the views' share of it, tabs on
    a small screen. True if the screen was small (the caller may compact more)."""
    small = is_small_screen(available)
    lane, timeline, stats, _, _ = docks
    if small:
        tab_below(window, docks, log_dock)
        window.resizeDocks(
            [timeline, stats], [available.width() * 6 // 10, available.width() * 4 // 10], H
        )
    else:
        tall_layout(window, docks, log_dock)
        window.resizeDocks([stats], [int(available.width() * RIGHT_SHARE)], H)
        window.resizeDocks([lane], [LANE_HEIGHT], V)
    window.resizeDocks([timeline], [int(available.height() * BOTTOM_SHARE)], V)
    return small


def settle(window: QMainWindow) -> None:
    """Lay the window out now (after a change of docks or font), so its
    minimum size is up to date before the caller compares or resizes."""
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    layout = window.layout()
    if layout is not None:
        layout.activate()


def place_on_screen(window: QMainWindow, available: QRect) -> None:
    """Maximised on a screen under MAXIMISE_BELOW_WIDTH; otherwise two thirds
    of a big screen, centred on it."""
    settle(window)
    if available.width() < MAXIMISE_BELOW_WIDTH:
        window.resize(available.size())
        frame = window.frameGeometry()
        frame.moveCenter(available.center())
        window.move(frame.topLeft())
        if window.screen().availableGeometry() == available:  # not a size asked for in a test
            window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
        return
    window.resize(QSize(available.width() * 2 // 3, available.height() * 3 // 4))
    frame = window.frameGeometry()
    frame.moveCenter(available.center())
    window.move(frame.topLeft())


def keep_on_screen(
    window: QMainWindow, docks: Sequence[QDockWidget], log_dock: QDockWidget, available: QRect
) -> None:
    """After a zoom: if the window no longer fits `available`, the views go
    into tabs below the table, and the window shrinks back inside the screen."""
    settle(window)
    if not is_tabbed_below(window, docks) and not _fits(window, available):
        tab_below(window, docks, log_dock)
    if is_tabbed_below(window, docks):  # the bigger text must not take the table's rows
        window.resizeDocks([docks[1]], [int(available.height() * BOTTOM_SHARE)], V)
    else:  # the lane's boxes grow with the text: so does its height
        grow = min(1.3, max(1.0, window.font().pointSizeF() / LANE_POINTS))
        window.resizeDocks([docks[0]], [int(LANE_HEIGHT * grow)], V)
    settle(window)
    if window.isMaximized() or window.isFullScreen():
        return
    frame = window.frameGeometry()
    extra = frame.size() - window.size()  # the window manager's frame
    window.resize(window.size().boundedTo(available.size() - extra))
    frame = window.frameGeometry()
    if not available.contains(frame):
        x = max(available.left(), min(frame.left(), available.right() + 1 - frame.width()))
        y = max(available.top(), min(frame.top(), available.bottom() + 1 - frame.height()))
        window.move(x, y)


MIN_TABLE_ROWS = 6  # fewer on screen, and the banner folds, then the views go into tabs


class Foldable(Protocol):
    """What gives the table room before the views move: the scenario banner."""

    def can_fold(self) -> bool: ...

    def fold(self) -> None: ...


class TableRoom(QObject):
    """Watches the window's and the table's size: when the table shows fewer
    than MIN_TABLE_ROWS rows (a small screen, a big zoom, the lesson's code
    beside the window, a scenario's notes), the scenario banner folds to one
    line and, if that is not enough, the views go into tabs below the table,
    then those tabs get shorter.
    Reacts to resize events only.

    A window about to be shown gets its size before any view is on screen:
    if the table is too short then, the views move before the first frame,
    while moving them costs no relayout of what is shown."""

    def __init__(
        self,
        window: QMainWindow,
        window_resized: SignalInstance,
        table: TaskTable,
        docks: Sequence[QDockWidget],
        log_dock: QDockWidget,
        banner: Foldable,
    ) -> None:
        """`window_resized`: the window's signal that its size changed."""
        super().__init__(window)
        self._window, self._table, self._docks, self._log = window, table, docks, log_dock
        self._banner = banner
        window_resized.connect(self._on_window_resized)
        table.resized.connect(self._on_resized)

    @Slot()
    def _on_window_resized(self) -> None:
        if not self._window.isVisible():
            self._check(self._room_before_show())  # being shown: its children are not yet
        self._on_resized()

    @Slot()
    def _on_resized(self) -> None:
        QTimer.singleShot(0, self._check)  # once the docks have their new sizes

    def _room_before_show(self) -> int:
        """The most the table's viewport can be, in px, before it is shown: its
        height laid out now, less its header (a horizontal scroll bar may take
        more once it is shown, never less)."""
        table = self._table
        central = self._window.centralWidget()
        layout = central.layout() if central is not None else None
        if layout is not None:
            layout.activate()  # the window's own layout placed it; this places the table
        header = table.horizontalHeader()
        return (
            table.height()
            - 2 * table.frameWidth()
            - (0 if header.isHidden() else header.sizeHint().height())
        )

    def _check(self, room: int | None = None) -> None:
        window, table = self._window, self._table
        row = max(1, table.verticalHeader().defaultSectionSize())
        if room is None:
            room = table.viewport().height()
        if room >= MIN_TABLE_ROWS * row:
            return
        if self._banner.can_fold():
            self._banner.fold()  # its table resize checks again
        elif not is_tabbed_below(window, self._docks):
            tab_below(window, self._docks, self._log)
            window.resizeDocks([self._docks[1]], [int(window.height() * BOTTOM_SHARE)], V)
        elif (lane := self._docks[0]).height() > int(window.height() * LEAST_BOTTOM_SHARE) + 4:
            window.resizeDocks([lane], [int(window.height() * LEAST_BOTTOM_SHARE)], V)


def _fits(window: QMainWindow, available: QRect) -> bool:
    need = window.minimumSizeHint().expandedTo(window.minimumSize())
    return need.width() <= available.width() and need.height() <= available.height() - 40


def restore_docks(
    window: QMainWindow,
    docks: Sequence[QDockWidget],
    log_dock: QDockWidget,
    state: QByteArray | None,
    available: QRect | None,
) -> bool:
    """The saved layout (`state`), or a first start's for the screen
    (`available`; None: no screen to fit), or the tall layout. True if the
    screen is small: the caller compacts its controls too."""
    if state is not None:
        if not window.restoreState(state):
            tall_layout(window, docks, log_dock)  # a layout of another version
        return available is not None and is_small_screen(available)
    if available is None:
        tall_layout(window, docks, log_dock)
        return False
    small = fit_to_screen(window, docks, log_dock, available)
    place_on_screen(window, available)
    return small
