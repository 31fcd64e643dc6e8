"""`FIFO_GUI_LAYOUT_REPORT=FILE`: the window writes how it is laid out to FILE
(JSON) whenever its size or the table's changes.

For the real-display test, which runs the real app under a window manager and
cannot look inside it: the screen's available area, the window's frame, the
table's visible rows, the size of every view on screen and the buttons a
toolbar hides behind its ». Off unless the
variable is set; it reacts to resize events only, so an idle window stays idle.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRect, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QPushButton, QTableView, QToolBar

ENV = "FIFO_GUI_LAYOUT_REPORT"


def _rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def layout_facts(window: QMainWindow, table: QTableView, zoom: int) -> dict[str, object]:
    """What a person sees: the frame against the screen, the table's rows, the views."""
    screen = window.screen()
    rows = table.viewport().height() // max(1, table.verticalHeader().defaultSectionSize())
    views = {
        dock.objectName(): [dock.widget().width(), dock.widget().height()]
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and not dock.visibleRegion().isEmpty()
    }
    hidden = [
        button.objectName()
        for bar in window.findChildren(QToolBar)
        if bar.isVisible()
        for button in bar.findChildren(QPushButton)
        if not button.isVisible()
    ]
    return {
        "zoom": zoom,
        "available": _rect(screen.availableGeometry()),
        "frame": _rect(window.frameGeometry()),
        "maximized": window.isMaximized(),
        "table": [table.width(), table.height()],
        "visible_rows": rows,
        "views": views,
        "hidden_buttons": sorted(hidden),  # behind a toolbar's »
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show):
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
