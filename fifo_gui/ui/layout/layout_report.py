"""`FIFO_GUI_LAYOUT_REPORT=FILE`: the window writes how it is laid out to FILE
(JSON) whenever its size or the table's changes.

For the real-display test, which runs the real app under a window manager and
cannot look inside it: the screen's available area, the window's frame, the
table's visible rows, the size of every view on screen, the controls that are
cut or overlap, the narrator's and the table's text size and the queue lane's
heading. Off unless the variable is set; it reacts to resize events only, so
an idle window stays idle.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QFrame,
    QLabel,
    QLineEdit,
    QMainWindow,
    QTableView,
    QWidget,
)

from fifo_gui.ui.views.queue_lane import QueueLane

ENV = "FIFO_GUI_LAYOUT_REPORT"


def _rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit)


def on_screen(widget: QWidget, window: QWidget) -> bool:
    """True if `widget` lies wholly inside each of its parents up to `window`."""
    rect, child = widget.rect(), widget
    while child is not window:
        parent = child.parentWidget()
        if parent is None:
            return False
        rect = rect.translated(child.pos())
        if not parent.rect().contains(rect):
            return False
        child = parent
    return True


def visible_controls(window: QMainWindow) -> list[QWidget]:
    """The controls above the table a person can see (a spin box's own field is
    part of the spin box; the table's editors and the docked views are not)."""
    central = window.centralWidget()
    if central is None:
        return []
    found = [w for kind in CONTROLS for w in central.findChildren(kind)]
    return [
        w
        for w in found
        if w.isVisibleTo(window)
        and not isinstance(w.parentWidget(), CONTROLS)
        and not _inside(w, QTableView)
    ]


def _inside(widget: QWidget, kind: type) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, kind):
            return True
        parent = parent.parentWidget()
    return False


def overlapping(controls: list[QWidget], window: QWidget) -> list[list[str]]:
    """The pairs of `controls` (by object name) whose rectangles in `window` meet."""
    boxes = [(w.objectName(), QRect(w.mapTo(window, QPoint(0, 0)), w.size())) for w in controls]
    return [
        [a, b]
        for n, (a, box) in enumerate(boxes)
        for b, other in boxes[n + 1 :]
        if box.intersects(other)
    ]


def layout_facts(window: QMainWindow, table: QTableView, zoom: int) -> dict[str, object]:
    """What a person sees: the frame against the screen, the table's rows, the views."""
    screen = window.screen()
    rows = table.viewport().height() // max(1, table.verticalHeader().defaultSectionSize())
    views = {
        dock.objectName(): [dock.widget().width(), dock.widget().height()]
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and not dock.visibleRegion().isEmpty()
    }
    controls = visible_controls(window)
    result = table.model().columnCount() - 1  # Result / Error, the last column
    header = table.horizontalHeader()
    left = header.sectionViewportPosition(result)
    result_seen = max(0, min(table.viewport().width(), left + header.sectionSize(result)) - left)
    lane_dock = window.findChild(QDockWidget, "queueLaneDock")
    lane_h = lane_dock.height() if lane_dock is not None and lane_dock.isVisible() else 0
    narrator = window.findChild(QLabel, "narrationLabel")
    banner = window.findChild(QFrame, "scenarioBanner")
    lane = window.findChild(QueueLane)
    return {
        "zoom": zoom,
        "available": _rect(screen.availableGeometry()),
        "frame": _rect(window.frameGeometry()),
        "maximized": window.isMaximized(),
        "table": [table.width(), table.height()],
        "visible_rows": rows,
        "views": views,
        "controls": sorted(w.objectName() for w in controls if w.objectName()),
        "cut": sorted(
            w.objectName() or type(w).__name__ for w in controls if not on_screen(w, window)
        ),
        "overlaps": overlapping(controls, window),
        "banner": bool(banner is not None and banner.isVisible()),
        "narrator_px": QFontInfo(narrator.font()).pixelSize() if narrator else 0,
        "table_px": QFontInfo(table.font()).pixelSize(),
        "lane_heading": lane.heading() if lane is not None and lane.isVisible() else "",
        "badge": badge.text() if (badge := window.findChild(QLabel, "workerStatusLabel")) else "",
        "result_px": result_seen,  # Result / Error in sight, without scrolling sideways
        "lesson_px": table.height() + lane_h,  # the table and the lane: the lesson
        "window_h": window.height(),
        "places": {  # where each control is: a control that moves under the mouse shows here
            w.objectName(): _rect(QRect(w.mapTo(window, QPoint(0, 0)), w.size()))
            for w in controls
            if w.objectName()
        },
    }


class LayoutReport(QObject):
    """Writes `layout_facts` to `path` a moment after the window or table resizes."""

    def __init__(self, window: QMainWindow, table: QTableView, path: Path, zoom: object) -> None:
        super().__init__(window)
        self._window, self._table, self._path, self._zoom = window, table, path, zoom
        self._timer = QTimer(self)  # single shot: coalesces a burst of resizes
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.write)
        window.installEventFilter(self)
        table.installEventFilter(self)
        lane = window.findChild(QueueLane)
        if lane is not None:  # its heading changes as the queue fills: FULL
            lane.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        moved = event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show)
        painted = event.type() == QEvent.Type.Paint and not self._timer.isActive()
        if moved or painted:  # a repaint waits for the report due, a move restarts it
            self._timer.start()
        return False

    def write(self) -> None:
        zoom = self._zoom() if callable(self._zoom) else 0
        facts = layout_facts(self._window, self._table, int(zoom))
        tmp = self._path.with_suffix(".tmp")
        tmp.write_text(json.dumps(facts), encoding="utf-8")
        tmp.replace(self._path)


def install_if_asked(window: QMainWindow, table: QTableView, zoom: object) -> None:
    """Start reporting if FIFO_GUI_LAYOUT_REPORT names a file."""
    path = os.environ.get(ENV)
    if path:
        LayoutReport(window, table, Path(path), zoom)
