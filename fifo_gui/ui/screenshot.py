"""`--screenshot FILE`: run the lesson's tasks, press Stop, save the window as a PNG."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QApplication

from fifo_gui.core.states import TaskState
from fifo_gui.ui.main_window import MainWindow

POLL_MS = 50
# A burst for several workers: mixed lengths, so finishing order differs from FIFO.
BURST_SECONDS = [1.2, 0.4, 0.9, 0.3, 1.0, 0.5, 0.7, 0.2, 1.1, 0.6,
                 0.4, 0.8, 0.3, 0.9, 0.5, 1.0, 0.2, 0.6, 0.7, 0.4]
TIMEOUT_S = 30.0


class ScreenshotRun(QObject):
    """Drives the window like a teacher would, then saves it and quits the app.

    With one worker: enqueue the lesson's 4 tasks, Start, wait for them to
    finish, Stop, add one more task (it waits behind the STOP), wait for
    Stopped, save. With several workers: a burst of 20 sleeping tasks of mixed
    lengths instead, so the timeline shows them finishing out of order.
    """

    def __init__(self, window: MainWindow, path: str) -> None:
        super().__init__(window)
        self._window = window
        self._path = path
        self._step = 0
        self._expected = 0
        self._deadline = time.monotonic() + TIMEOUT_S
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._on_tick)

    def begin(self) -> None:
        """Start the scripted run (returns at once; the event loop does the rest)."""
        w = self._window
        if w.scheduler.workers == 1:
            w.actions_.add_lesson.trigger()
            self._expected = 4
        else:
            for n, seconds in enumerate(BURST_SECONDS):
                w.name_edit.setText(f"T{n + 1}")
                w.duration_spin.setValue(seconds)
                w.actions_.add_sleep.trigger()
            self._expected = len(BURST_SECONDS)
        w.actions_.start.trigger()
        self._timer.start()

    @Slot()
    def _on_tick(self) -> None:
        w, m = self._window, self._window.model
        if time.monotonic() > self._deadline:
            print(f"fifo-gui: screenshot run did not finish in {TIMEOUT_S:g} s", file=sys.stderr)
            self._finish(1)
        elif (self._step == 0
              and m.count(TaskState.DONE) + m.count(TaskState.FAILED) >= self._expected):
            w.actions_.stop.trigger()
            if w.scheduler.workers == 1:
                w.name_edit.setText("Task D")
                w.duration_spin.setValue(1.0)
                w.actions_.add_sleep.trigger()
            self._step = 1
        elif self._step == 1 and w.worker_state() == "Stopped":
            self._step = 2  # one more tick so the last batch is painted
        elif self._step == 2:
            ok = w.grab().save(self._path)
            if not ok:
                print(f"fifo-gui: could not write {self._path}", file=sys.stderr)
            self._finish(0 if ok else 1)

    def _finish(self, status: int) -> None:
        self._timer.stop()
        self._window.close()
        QApplication.exit(status)
