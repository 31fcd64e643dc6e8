"""The window's one frame clock: repaint what changed, and rest when nothing does."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from fifo_gui.ui.session import pacing


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
    window at most ~20 times a second, not after every batch). A frame whose
    passes took more than `pacing.FRAME_SHARE` of a period is followed by
    the next that much later, up to `pacing.FRAME_MAX_MS`: the frames keep
    to that share of the GUI thread's time, however much they show (a
    command's frame and the first after a rest are shown at once all the
    same). The passes are timed by the clock on the wall, not the thread's
    CPU time: a pass the system kept waiting because other processes wanted
    the cores (a broker's workers on the same machine) counts in full, so
    the frames give way to them.

    A frame takes a few passes of Qt's loop. `ticked` sets what changed (the
    table's cells, the status lines' texts, the views marked for painting);
    each step given to `prepare_with` then draws ahead, one pass each (a
    view's picture, `FramePicture`); then, once Qt has served what waited
    meanwhile (a click, a timer), `painted` paints it all at once. No pass
    is long, so Qt's own timers and input are served between them. From the
    first pass to the paint `paint_due` is True: the window keeps Qt's own
    paint back (`PaintAtFrames`) and the events wait (`hold`), so every step
    draws the same instant. Whatever changed all the same (a command's own
    drain) is set again before the paint, so the screen shows one instant.

    Signals:
        ticked(): GUI thread. A frame: set what changed.
        painted(): GUI thread, at the next pass of Qt's loop: paint it.
        running_changed(bool): GUI thread. The clock started (True) or came to rest (False).
    """

    ticked = Signal()
    painted = Signal()
    running_changed = Signal(bool)

    def __init__(
        self,
        busy: Callable[[], bool],
        turn: Callable[[], AbstractContextManager[object]] = nullcontext,
        parent: QObject | None = None,
        wake: Callable[[], float | None] = lambda: None,
        hold: Callable[[bool], None] = lambda held: None,
        instant: Callable[[bool], None] = lambda begun: None,
    ) -> None:
        """`turn()` is held during each pass of a frame (the bridge's: workers
        wait); `hold(True)` from a frame's first pass to its paint; `instant(True)`
        as a frame begins (before `ticked`: the instant it shows is taken then)
        and `instant(False)` once it is painted."""
        super().__init__(parent)
        self._busy = busy
        self._wake = wake
        self._hold = hold
        self._instant = instant
        self._steps: tuple[Callable[[], None], ...] = ()  # drawn ahead, a pass each
        self._next_step: int | None = None  # None: no frame under way
        self._pass = QTimer(self)  # the frame's next pass: Qt's next pass
        self._pass.setSingleShot(True)
        self._pass.setInterval(0)
        self._pass.timeout.connect(self._on_pass)
        self._alarm = QTimer(self)  # one single shot at rest: the next aging figure
        self._alarm.setSingleShot(True)
        self._alarm.timeout.connect(self.show_now)
        self._turn = turn
        self._changed = False
        self._closed = False
        self._cost = 0.0  # seconds the passes of the frame under way took so far
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
            if self.paint_due:  # the frame will show this change: of this instant
                self._instant(True)
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

    def prepare_with(self, *steps: Callable[[], None]) -> None:
        """Run each of `steps` in a pass of its own between a frame's tick and
        its paint (a view that draws its picture ahead: `FramePicture.prepare`)."""
        self._steps = steps

    @property
    def steps(self) -> tuple[Callable[[], None], ...]:
        """What each frame draws ahead, in this order (`prepare_with`)."""
        return self._steps

    @property
    def paint_due(self) -> bool:
        """True from a frame's first pass until its paint."""
        return self._next_step is not None

    def _tick(self) -> None:
        began = time.perf_counter()
        with self._turn():
            self._instant(True)
            self.ticked.emit()
        self._cost += time.perf_counter() - began
        if self._next_step is None:  # else a frame under way shows what was set again
            self._hold(True)
            self._next_step = 0
            self._pass.start()

    @Slot()
    def _on_pass(self) -> None:
        """The frame's next pass: a step drawn ahead, or at last the paint."""
        step = self._next_step
        if step is None:
            return
        if step < len(self._steps):
            self._next_step = step + 1
            began = time.perf_counter()
            try:
                with self._turn():
                    self._steps[step]()
            finally:  # a step that failed must not hold the frame's paint back for good
                self._cost += time.perf_counter() - began
                self._pass.start()
            return
        self._paint_frame()

    def _paint_frame(self) -> None:
        began = time.perf_counter()
        self._pass.stop()
        self._next_step = None  # Qt's own paint, held till now, goes through
        with self._turn():
            if self._changed:  # taken in since the first pass: set again, then paint
                self._changed = False
                self._instant(True)
                self.ticked.emit()
            self.painted.emit()
            self._instant(False)
        self._hold(False)
        cost, self._cost = self._cost + time.perf_counter() - began, 0.0
        if self._timer.isActive():
            # The next frame a period after this paint, not after the last tick:
            # a frame that took longer than the period would otherwise be
            # followed by the next one at once, before the events the paint
            # released are taken in (attached to RQ they waited seconds).
            # A costly frame's period is longer: frames keep to their share.
            period = math.ceil(cost / pacing.FRAME_SHARE * 1000)
            self._timer.start(min(max(pacing.FRAME_MS, period), pacing.FRAME_MAX_MS))

    @Slot()
    def _on_timeout(self) -> None:
        if self.paint_due:
            return  # a frame is under way: its paint sets the next one a period on
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
        if self.paint_due:  # a frame's paint is due: shown, not left held
            self._paint_frame()


def grab_shown(widget: QWidget, clock: FrameClock) -> QPixmap:
    """`widget` showing one instant, as a picture (File ▸ Export ▸ the window,
    `--screenshot`). Between frames the ledger runs ahead of the table's cells
    and the status lines, which a frame sets: grabbed then, the queue lane
    showed STOPs consumed that the table showed queued. A frame is set now (a
    command's: the events wait until it is painted), then `widget` is grabbed."""
    clock.show_now()
    return widget.grab()


def lay_out_now() -> None:
    """A frame's first step: the layouts its changes asked for (a widget's new
    size), settled in a pass of its own, in the frame's turn, before its views
    draw ahead at their sizes. Left to a pass of Qt's own, outside the turn,
    each call from Qt into our Python during the layout (the control strip's
    `FlowLayout`, a `LiveLine`'s size) waits for a busy worker to let go of the
    interpreter lock, and a picture drawn ahead of a resize is drawn again."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


class PaintAtFrames(QObject):
    """Qt's own paint of the watched windows (the main window, its docks: a
    floating dock is a window of its own) waits while `clock.paint_due`, and
    is delivered at the frame's paint (`paint`), in the window's turn: what a
    frame set appears on screen together."""

    def __init__(self, clock: FrameClock) -> None:
        super().__init__(clock)
        self._clock = clock
        self._held: dict[QObject, None] = {}  # windows whose paint waits, in order

    def watch(self, *windows: QWidget) -> None:
        for window in windows:
            window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest and self._clock.paint_due:
            self._held[watched] = None
            return True
        return False

    @Slot()
    def paint(self) -> None:
        """The paints held back, now."""
        held, self._held = self._held, {}
        for window in held:
            QCoreApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))
