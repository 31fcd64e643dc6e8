"""The window's one frame clock: repaint what changed, and rest when nothing does."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

FRAME_MS = 50  # a frame every 50 ms: smooth for a class, a small share of the GUI thread


class FrameClock(QObject):
    """Ticks while something changed or `busy()` (tasks queued or running: their
    wait and run times grow); stops itself on a frame where neither holds, and
    starts again at `poke()`, the next event batch or command.

    The first change after a rest is shown at once (a click shows without
    delay); the changes that follow it, at the frames (a flood repaints the
    window ~20 times a second, not after every batch).

    Signals:
        ticked(): GUI thread. A frame: show what changed.
        running_changed(bool): GUI thread. The clock started (True) or came to rest (False).
    """

    ticked = Signal()
    running_changed = Signal(bool)

    def __init__(self, busy: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._busy = busy
        self._changed = False
        self._closed = False
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._on_timeout)

    @property
    def running(self) -> bool:
        """True while the clock ticks."""
        return self._timer.isActive()

    @Slot()
    def poke(self) -> None:
        """Something changed: a frame now if the clock was resting, else at the next tick."""
        if self._closed:
            return
        if self._timer.isActive():
            self._changed = True
            return
        self._timer.start()
        self.running_changed.emit(True)
        self._changed = False
        self.ticked.emit()

    @Slot()
    def _on_timeout(self) -> None:
        if self._changed or self._busy():
            self._changed = False
            self.ticked.emit()
            return
        self._timer.stop()
        self.running_changed.emit(False)

    def stop(self) -> None:
        """Stop for good (the window is closing)."""
        self._closed = True
        self._timer.stop()
