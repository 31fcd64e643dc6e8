"""`scripts/bench`'s probes of worker processes (run by bench_probes.py, by name).

    cpu_threads N      N CPU-bound tasks on 2 worker threads: first start to last end
    cpu_processes N    the same on 2 worker processes
    process_latency N  the window on 2 worker processes; N tasks, one every 4 ms, each
                       returning time.monotonic() in its process: how long after that
                       its TaskFinished reaches the window's ledger (which the table reads)
    process_flood N    the window on 2 worker processes: the Burst button puts N no-ops;
                       the GUI thread's 10 ms heartbeat until the table shows them Done

On Linux (and macOS, Windows) `time.monotonic` is one clock for every process.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from typing import Any

CPU_N = 2_000_000  # cpu_task's own default: about 0.35 s of one core here


def _cpu(engine: str, n: int) -> dict[str, float]:
    from fifo_gui.core.demo_tasks import cpu_task
    from fifo_gui.core.engines import scheduler_class
    from fifo_gui.core.events import Event, TaskFinished, TaskStarted

    scheduler = scheduler_class(engine)(2, verbose=False)
    started: list[float] = []
    ended: list[float] = []
    all_done = threading.Event()

    def listen(event: Event) -> None:
        if isinstance(event, TaskStarted) and event.task_id > 2:
            started.append(event.time)
        elif isinstance(event, TaskFinished) and event.task_id > 2:
            ended.append(event.time)
            if len(ended) == n:
                all_done.set()

    scheduler.add_listener(listen)
    scheduler.start()
    # Both workers ready and busy before the CPU tasks come: start-up is not measured.
    scheduler.schedule(time.sleep, 0.5)
    scheduler.schedule(time.sleep, 0.5)
    for _ in range(n):
        scheduler.schedule(cpu_task, CPU_N)
    assert all_done.wait(600)
    scheduler.stop(timeout=60)
    return {"seconds": max(ended) - min(started)}


def cpu_threads(n: int) -> dict[str, float]:
    """n CPU-bound tasks on 2 worker threads."""
    return _cpu("threads", n)


def cpu_processes(n: int) -> dict[str, float]:
    """n CPU-bound tasks on 2 worker processes."""
    return _cpu("processes", n)


def _process_window() -> tuple[Any, Any, str]:
    """The app offscreen at the screenshot size, on 2 worker processes, fresh settings."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from fifo_gui.core.processes.scheduler import ProcessScheduler
    from fifo_gui.ui.app.application import SCREENSHOT_SIZE, make_application
    from fifo_gui.ui.app.main_window import MainWindow

    settings_dir = tempfile.mkdtemp(prefix="fifo-gui-bench-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    qapp = make_application()
    window = MainWindow(ProcessScheduler(2, verbose=False))
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    return qapp, window, settings_dir


def _close(window: Any, settings_dir: str) -> None:
    from PySide6.QtWidgets import QApplication

    window.close()
    QApplication.processEvents()
    shutil.rmtree(settings_dir, ignore_errors=True)


def process_latency(n: int) -> dict[str, float]:
    """Event latency from a worker process to the window's ledger, p99 and max."""
    from bench_window import Heartbeat, run_with_heartbeat
    from PySide6.QtCore import QTimer

    qapp, window, settings_dir = _process_window()
    window.start_workers()
    latencies: list[float] = []

    def finished(event: Any) -> None:
        latencies.append((time.monotonic() - float(event.result)) * 1000)

    window.bridge.task_finished.connect(finished)
    scheduled = [0]
    feeder = QTimer()
    feeder.setInterval(4)

    def feed() -> None:
        if scheduled[0] < n:
            window.scheduler.schedule(time.monotonic)
            scheduled[0] += 1
        else:
            feeder.stop()

    feeder.timeout.connect(feed)
    warm = time.perf_counter() + 1.5  # both processes started and imported what they need
    while time.perf_counter() < warm:
        qapp.processEvents()
    result = run_with_heartbeat(feeder.start, lambda: len(latencies) >= n, Heartbeat())
    _close(window, settings_dir)
    ordered = sorted(latencies)
    return {
        **result,
        "heartbeat_p99_ms": result["p99_ms"],
        "p99_ms": ordered[int(0.99 * (len(ordered) - 1))],
        "max_ms": ordered[-1],
        "done": float(len(latencies)),
    }


def process_flood(n: int) -> dict[str, float]:
    """The Burst button's n no-ops on 2 worker processes: the GUI thread's heartbeat."""
    from bench_window import Heartbeat, run_until_done
    from PySide6.QtWidgets import QPushButton

    _qapp, window, settings_dir = _process_window()  # the app stays alive while it runs
    window.start_workers()
    window.controls.burst_spin.setValue(n)
    button = window.findChild(QPushButton, "burstButton")
    result = run_until_done(window, n, button.click, Heartbeat())
    _close(window, settings_dir)
    return {**result, "rate": n / result["seconds"] if result["seconds"] else 0.0}


PROCESS_PROBES = {
    f.__name__: f for f in (cpu_threads, cpu_processes, process_latency, process_flood)
}
