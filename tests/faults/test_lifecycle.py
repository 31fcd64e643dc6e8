"""Start/Stop hammered, producers racing Stop: no deadlock, nothing lost."""

from __future__ import annotations

import random
import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.consumer.worker_commands import worker_state
from tests.helpers import JOIN, ledger_of


def worker_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("worker-")]


def test_start_stop_clicked_200_times_with_tasks_in_flight(qtbot, window: MainWindow) -> None:
    rng = random.Random(7)
    window.controls.workers_spin.setValue(2)
    start = window.findChild(QPushButton, "startButton")
    stop = window.findChild(QPushButton, "stopButton")
    for i in range(200):
        if i % 10 == 0:
            window.controls.duration_spin.setValue(rng.choice([0.0, 0.01, 0.05]))
            window.actions_.add_sleep.trigger()
            window.actions_.add_fail.trigger()
        qtbot.mouseClick(rng.choice([start, stop]), Qt.MouseButton.LeftButton)
        # While stopping, workers exit one by one; never more than asked for.
        assert len(worker_threads()) <= 2
        if rng.random() < 0.2:
            qtbot.wait(rng.choice([0, 1, 5]))
    if window.scheduler.running and worker_state(window.ledger) != "Stopping":
        window.actions_.stop.trigger()
    qtbot.waitUntil(lambda: worker_state(window.ledger) in ("Stopped", "Idle"), timeout=10_000)
    qtbot.waitUntil(lambda: not worker_threads(), timeout=5_000)
    qtbot.waitUntil(lambda: window.bridge.backlog == 0)
    m = window.model
    allowed = {
        TaskState.DONE,
        TaskState.FAILED,
        TaskState.CANCELLED,
        TaskState.QUEUED,
        TaskState.CONSUMED,
    }
    assert all(m.row(r).state in allowed for r in range(m.rowCount()))
    c = window.ledger
    assert c.running == 0
    queued = c.queued - c.stops_waiting
    assert c.arrivals == c.done + c.failed + c.cancelled + queued == 40


def test_eight_threads_scheduling_while_stop_runs(make_scheduler) -> None:
    scheduler, rec = make_scheduler(workers=2)
    scheduler.start()
    go = threading.Barrier(9)

    def produce() -> None:
        go.wait()
        for _ in range(500):
            scheduler.schedule(abs, -1)

    producers = [threading.Thread(target=produce) for _ in range(8)]
    for p in producers:
        p.start()
    go.wait()
    scheduler.stop(timeout=JOIN)
    for p in producers:
        p.join(JOIN)
    c = ledger_of(rec.events)
    queued = c.queued - c.stops_waiting
    assert c.arrivals == 4000 == c.done + c.failed + c.cancelled + queued
    scheduler.start()  # what waited behind the STOPs runs now
    scheduler.stop(timeout=JOIN)
    assert ledger_of(rec.events).done == 4000
