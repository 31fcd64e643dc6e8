"""The window's one frame clock: repaint what changed, and rest when nothing does."""

from __future__ import annotations

import math
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from fifo_gui.ui import pacing


class FrameClock(QObject):
    """Ticks while something changed or `busy()` (tasks queued or running: their
    wait and run times grow); stops itself on a frame where neither holds, and
    starts again at `poke()`, the next event batch or command.

    A figure that ages with no event (a rate over the last 10 s, a flood's
    worker that has since come to rest in get()) is shown as it changes: at
    rest, the clock sleeps until `wake()` says (seconds from now; None: never)
    and shows one frame then. No timer ticks while nothing changes.

    The first change after a rest is shown at once (a click shows without
    delay); the changes that follow it, at the frames (a flood repaints the
    window ~20 times a second, not after every batch).

    Signals:
        ticked(): GUI thread. A frame: show what changed.
        running_changed(bool): GUI thread. The clock started (True) or came to rest (False).
    """

    ticked = Signal()
    running_changed = Signal(bool)

    def __init__(
        self,
        busy: Callable[[], bool],
        turn: Callable[[], AbstractContextManager[object]] = nullcontext,
        parent: QObject | None = None,
        wake: Callable[[], float | None] = lambda: None,
    ) -> None:
        """`turn()` is held while a frame is shown (the bridge's: workers wait)."""
        super().__init__(parent)
        self._busy = busy
        self._wake = wake
        self._alarm = QTimer(self)  # one single shot at rest: the next aging figure
        self._alarm.setSingleShot(True)
        self._alarm.timeout.connect(self.show_now)
        self._turn = turn
        self._changed = False
        self._closed = False
        self._timer = QTimer(self)
        self._timer.setInterval(pacing.FRAME_MS)
        self._timer.timeout.connect(self._on_timeout)

    @property
    def running(self) -> bool:
        """True while the clock ticks."""
        return self._timer.isActive()

    @Slot()
    def poke(self) -> None:
        """Something changed: a frame now if the clock was resting, else at the next tick."""
        if self._timer.isActive():
            self._changed = True
            return
        self.show_now()

    @Slot()
    def show_now(self) -> None:
        """A command: a frame now, resting or not. What it changed, and the
        layout that moved with it, is shown in the window's turn at once, not
        at Qt's next pass with a busy worker."""
        if self._closed:
            return
        self._alarm.stop()
        if not self._timer.isActive():
            self._timer.start()
            self.running_changed.emit(True)
        self._changed = False
        self._tick()

    def _tick(self) -> None:
        with self._turn():
            self.ticked.emit()

    @Slot()
    def _on_timeout(self) -> None:
        if self._changed or self._busy():
            self._changed = False
            self._tick()
            return
        self._timer.stop()
        self.running_changed.emit(False)
        delay = self._wake()
        if delay is not None:
            self._alarm.start(max(0, math.ceil(delay * 1000)))

    @property
    def sleeping_until(self) -> float | None:
        """Milliseconds to the single shot set at rest (None: none set)."""
        return self._alarm.remainingTime() if self._alarm.isActive() else None

    def stop(self) -> None:
        """Stop for good (the window is closing)."""
        self._closed = True
        self._timer.stop()
        self._alarm.stop()
