"""`--screenshot FILE`: run the lesson's tasks, press Stop, save the window as a PNG."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QApplication

from fifo_gui.core.states import TaskState
from fifo_gui.ui.main_window import MainWindow

POLL_MS = 50
TIMEOUT_S = 30.0


class ScreenshotRun(QObject):
    """Drives the window like a teacher would, then saves it and quits the app.

    Steps: enqueue the lesson's 4 tasks, Start, wait for them to finish, Stop,
    add one more task (it waits behind the STOP), wait for Stopped, save.
    """

    def __init__(self, window: MainWindow, path: str) -> None:
        super().__init__(window)
        self._window = window
        self._path = path
        self._step = 0
        self._deadline = time.monotonic() + TIMEOUT_S
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._on_tick)

    def begin(self) -> None:
        """Start the scripted run (returns at once; the event loop does the rest)."""
        w = self._window
        w.actions_.add_lesson.trigger()
        w.actions_.start.trigger()
        self._timer.start()

    @Slot()
    def _on_tick(self) -> None:
        w, m = self._window, self._window.model
        if time.monotonic() > self._deadline:
            print(f"fifo-gui: screenshot run did not finish in {TIMEOUT_S:g} s", file=sys.stderr)
            self._finish(1)
        elif self._step == 0 and m.count(TaskState.DONE) + m.count(TaskState.FAILED) >= 4:
            w.actions_.stop.trigger()
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
