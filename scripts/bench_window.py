"""What the window probes of `scripts/bench` share: a heartbeat on the GUI
thread, a fresh window as the bench shows it, and a run until it is done.
Imported by bench_probes.py, bench_processes.py and bench_rq.py (run from
scripts/, as the bench runs them)."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable


class Heartbeat:
    """A 10 ms timer on the GUI thread and how late each beat fired (ms).

    A stall swallows the beats that were due during it: one beat 1,164 ms late
    stands for 116 that never fired, late by 1,154, 1,144, ... 4 ms. They are
    counted too (what HdrHistogram calls correcting for coordinated omission),
    else a window frozen for a quarter of a run keeps a low p99 because it
    made few beats while it was frozen."""

    INTERVAL_MS = 10

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.lateness: list[float] = []
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(self.INTERVAL_MS)
        self._timer.timeout.connect(self._beat)

    def _beat(self) -> None:
        now = time.perf_counter()
        late = max(0.0, (now - self._last) * 1000 - self.INTERVAL_MS)
        self._last = now
        self.lateness.append(late)
        swallowed = late - self.INTERVAL_MS
        while swallowed > 0:  # the beats due during the stall, each as late as it would be
            self.lateness.append(swallowed)
            swallowed -= self.INTERVAL_MS

    def start(self) -> None:
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def figures(self) -> dict[str, float]:
        """p99 and max lateness, in ms."""
        ordered = sorted(self.lateness)
        if not ordered:
            return {"p99_ms": 0.0, "max_ms": 0.0}
        return {"p99_ms": ordered[int(0.99 * (len(ordered) - 1))], "max_ms": ordered[-1]}


def fresh_window() -> tuple[object, object, str]:
    """The app, offscreen at the screenshot size, all views visible, fresh settings."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.ui.app.application import SCREENSHOT_SIZE, make_application
    from fifo_gui.ui.app.main_window import MainWindow

    settings_dir = tempfile.mkdtemp(prefix="fifo-gui-bench-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    qapp = make_application()
    window = MainWindow(ClassroomScheduler(verbose=False))
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    assert all(d.isVisible() for d in window.docks.views)
    return qapp, window, settings_dir


def all_done(window: object, n: int) -> bool:
    """The table's last row is task n, shown Done (not just the counts)."""
    from fifo_gui.core.states import TaskState
    from fifo_gui.ui.table.task_model import Column

    model = window.model  # type: ignore[attr-defined]
    rows = model.rowCount()
    return bool(
        model.count(TaskState.DONE) >= n
        and rows
        and model.row(rows - 1).task_id == n
        and model.text(rows - 1, Column.STATE) == TaskState.DONE.value
    )


def run_until_done(
    window: object, n: int, begin: Callable[[], None], heartbeat: Heartbeat
) -> dict[str, float]:
    """Call `begin` on the event loop's first turn, with the heartbeat on; run
    until every task shows Done; the heartbeat's figures and the drain's time."""
    from fifo_gui.core.states import TaskState

    result = run_with_heartbeat(begin, lambda: all_done(window, n), heartbeat)
    return {**result, "done": window.model.count(TaskState.DONE)}  # type: ignore[attr-defined]


def run_with_heartbeat(
    begin: Callable[[], None], finished: Callable[[], bool], heartbeat: Heartbeat
) -> dict[str, float]:
    """Call `begin` on the event loop's first turn, with the heartbeat on; run
    until `finished()`; the heartbeat's figures and the time it took."""
    from PySide6.QtCore import QTimer

    began = [0.0]
    done_at = [0.0]

    def start() -> None:
        began[0] = time.perf_counter()
        begin()

    def done() -> bool:
        if finished():
            done_at[0] = time.perf_counter()
            return True
        return False

    heartbeat.start()
    QTimer.singleShot(0, start)
    run_until(done)
    heartbeat.stop()
    return {"seconds": done_at[0] - began[0] if done_at[0] else 0.0, **heartbeat.figures()}


def run_until(done: Callable[[], bool], limit_ms: int = 600_000) -> None:
    """Run Qt's event loop until `done()` (looked at every 5 ms) or `limit_ms`.
    A loop of its own: `QApplication.quit()` would close the window too, and
    what a probe measures after it (a scrub) would be measured on a closed one."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    watcher = QTimer()
    watcher.setInterval(5)
    watcher.timeout.connect(lambda: done() and loop.quit())
    watcher.start()
    QTimer.singleShot(limit_ms, loop.quit)  # a safety net, never reached in a good run
    loop.exec()
    watcher.stop()
