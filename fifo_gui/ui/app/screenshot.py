"""`--screenshot FILE`: play a scenario like a teacher would (or show a replay
at an instant), save the window as a PNG."""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, QRect, QTimer, Slot
from PySide6.QtWidgets import QApplication

from fifo_gui.core.scenario import Scenario, load_scenario
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.consumer.worker_commands import worker_state
from fifo_gui.ui.session.frame_clock import grab_shown

POLL_MS = 50
TIMEOUT_S = 60.0


def default_scenario(workers: int) -> Scenario:
    """The lesson's example for one worker; the burst of 20 for several."""
    if workers == 1:
        return load_scenario(resource_path("scenarios", "lesson.json"))
    return replace(load_scenario(resource_path("scenarios", "burst.json")), workers=workers)


class ScreenshotRun(QObject):
    """Opens the scenario, presses Start, and saves the window, then quits the app.

    By default it waits for every task to finish, presses Stop and (with one
    worker) adds one more task, which waits behind the STOP; it saves once the
    workers have stopped. With `after` it saves that many seconds after Start,
    mid-run.

    What it saves is the window showing one instant (`grab_shown`).
    """

    def __init__(
        self,
        window: MainWindow,
        path: str,
        scenario: Scenario | None = None,
        after: float | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._path = path
        self._replay = window.recording.replay  # --replay R --screenshot P: a picture of R
        self._scenario: Scenario | None = None  # a replay has no scheduler to play one on
        if self._replay is None:
            self._scenario = scenario or default_scenario(window.scheduler.workers)
        self._after = after
        self._step = 0
        self._began = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._on_tick)

    def begin(self) -> None:
        """Start the scripted run (returns at once; the event loop does the rest)."""
        w = self._window
        # The layout a first start gets on a 1080p screen, so the pictures show
        # what a class sees.
        w.fit_to_screen(QRect(QPoint(0, 0), w.size()))
        if self._replay is not None:  # the instant asked for (the end by default)
            self._replay.seek(self._replay.duration if self._after is None else self._after)
            self._step = 2  # saved at the next tick, the jump taken in
            self._after = None
            self._timer.start()
            return
        if self._scenario is None or not w.late.open_scenario(self._scenario):
            self._finish(1)
            return
        w.actions_.start.trigger()
        self._began = time.monotonic()
        self._timer.start()

    @Slot()
    def _on_tick(self) -> None:
        w, m = self._window, self._window.model
        elapsed = time.monotonic() - self._began
        if elapsed > TIMEOUT_S:
            print(
                self.tr("fifo-gui: screenshot run did not finish in {seconds} s").format(
                    seconds=f"{TIMEOUT_S:g}"
                ),
                file=sys.stderr,
            )
            self._finish(1)
            return
        if self._after is not None:
            if elapsed >= self._after:
                self._save()
            return
        run = w.producers.scenario_run
        finished = sum(m.count(s) for s in (TaskState.DONE, TaskState.FAILED))
        if (
            self._step == 0
            and run is not None
            and self._scenario is not None
            and run.remaining == 0
            and finished >= len(self._scenario.tasks)
        ):
            w.actions_.stop.trigger()
            if w.scheduler.workers == 1:
                w.controls.name_edit.setText("Task D")
                w.controls.duration_spin.setValue(1.0)
                w.actions_.add_sleep.trigger()
            self._step = 1
        elif self._step == 2 or (
            self._step == 1 and worker_state(w.sessions.current.ledger) == "Stopped"
        ):
            self._save()

    def _save(self) -> None:
        from fifo_gui.core.outputs import written_beside

        image = grab_shown(self._window, self._window.clock)
        try:  # whole or not at all: an old picture stays until the new one is written
            with written_beside(self._path) as part:
                ok = image.save(str(part), Path(self._path).suffix[1:] or "PNG")
                if not ok:
                    raise OSError("the image could not be saved")
        except OSError:
            ok = False
        if not ok:
            print(
                self.tr("fifo-gui: could not write {path}").format(path=self._path),
                file=sys.stderr,
            )
        self._finish(0 if ok else 1)

    def _finish(self, status: int) -> None:
        self._timer.stop()
        self._window.close()
        QApplication.exit(status)
