"""The teaching views' docks: what each view docks as, and the docks by name.

Each view gets a dock of its own, named after it ("…Dock", the name a saved
layout knows it by). Where the docks go is `dock_arrangements`' job.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDockWidget, QFrame, QMainWindow, QScrollArea, QWidget

Area = Qt.DockWidgetArea


@dataclass(frozen=True)
class DockedView:
    """A view and where it docks. `scrolls`: its dock scrolls it when short (a
    view made of widgets, or one that grows taller with its content), so no
    view holds the window's bottom to its height at a big zoom."""

    title: str
    widget: QWidget
    area: Area
    scrolls: bool = False


@dataclass(frozen=True, kw_only=True)
class Docks:
    """The teaching views' docks, by name: the queue lane, the timeline, the
    statistics, the queue depth, the responsiveness meter and the event log."""

    lane: QDockWidget
    timeline: QDockWidget
    stats: QDockWidget
    depth: QDockWidget
    heartbeat: QDockWidget
    log: QDockWidget

    @property
    def views(self) -> tuple[QDockWidget, ...]:
        """The painted views' docks, the event log's left out."""
        return self.lane, self.timeline, self.stats, self.depth, self.heartbeat

    def all(self) -> tuple[QDockWidget, ...]:
        """Every dock, the event log's last."""
        return (*self.views, self.log)


def add_docks(
    window: QMainWindow,
    *,
    lane: DockedView,
    timeline: DockedView,
    stats: DockedView,
    depth: DockedView,
    heartbeat: DockedView,
    log: DockedView,
) -> Docks:
    """One dock per view, each in its area. The caller arranges them: a saved
    layout, the screen's fit or `tall_layout` (one arrangement, not one thrown
    away for another before the first frame)."""
    docks = Docks(  # made in this order: a saved layout lists them so
        lane=view_dock(window, lane),
        timeline=view_dock(window, timeline),
        stats=view_dock(window, stats),
        depth=view_dock(window, depth),
        heartbeat=view_dock(window, heartbeat),
        log=view_dock(window, log),
    )
    # The right column runs the full height; the bottom views sit under the table.
    window.setCorner(Qt.Corner.BottomRightCorner, Area.RightDockWidgetArea)
    window.setCorner(Qt.Corner.TopRightCorner, Area.RightDockWidgetArea)
    return docks


class ViewDock(QDockWidget):
    """A teaching view's dock, its title in the application's font at every
    zoom. A dock paints its title in a font it cached when it was made,
    unless its own font differs from its class's: a font of its own, told
    apart by a style strategy that changes nothing on screen, makes the title
    follow. Set when the application's font changes, and again when high
    contrast's style sheet polishes the dock (which puts back the font it
    had when it was last polished)."""

    def __init__(self, title: str, parent: QWidget) -> None:
        super().__init__(title, parent)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.fontChanged.connect(self._follow_font)
        self._follow_font()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.StyleChange:
            self._follow_font()

    @Slot()
    def _follow_font(self) -> None:
        own = QFont(QApplication.font())
        own.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
        if self.font() != own:
            self.setFont(own)


def view_dock(window: QMainWindow, view: DockedView) -> QDockWidget:
    """`view` in a dock of its own in its area, named after it ("…Dock")."""
    dock = ViewDock(view.title, window)  # its view takes the dock's font with it
    dock.setObjectName(view.widget.objectName() + "Dock")
    dock.setWidget(_scrolling(view.widget) if view.scrolls else view.widget)
    window.addDockWidget(view.area, dock)
    return dock


class _TallScroll(QScrollArea):
    """Scrolls up and down: as wide as its view needs (the dock widens at a
    bigger zoom, or when a figure grows), as short as the dock likes. Where
    the window cannot give it that width, it scrolls sideways too, rather
    than cut the view's last column."""

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        width = inner.minimumSizeHint().width() if inner is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), 60)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the view needs another width: so does its dock
        return super().eventFilter(watched, event)


def _scrolling(widget: QWidget) -> QScrollArea:
    """A view made of widgets (the statistics' form) scrolls when its dock is
    short, instead of holding the whole window to its height."""
    area = _TallScroll()
    # Tab goes to the view, never to its nameless frame (a screen reader said nothing there).
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    area.setObjectName(widget.objectName() + "Scroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(widget)
    return area
