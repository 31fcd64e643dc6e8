"""The bridge never strands a backlog (every event fed or reported is taken
in), and a worker waits at its door while the window takes events in or draws."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.events import Event, TaskStarted
from fifo_gui.ui.session import pacing
from fifo_gui.ui.session.bridge import Batch, SchedulerBridge


def events(first: int, count: int) -> list[Event]:
    return [TaskStarted(i, float(i), "worker-1") for i in range(first, first + count)]


def test_events_fed_while_a_backlog_drains_are_all_taken_in(qtbot, monkeypatch) -> None:
    """A turn that ends exactly at the end of what it had taken must still come
    back for what was fed meanwhile (a replay's tick, a worker's report), even
    when the signal of that feed was spent by an earlier turn: a replay once
    stopped at its end with 166,465 events never shown."""
    monkeypatch.setattr(pacing, "DRAIN_BUDGET_S", 0.0)  # one chunk a turn
    chunk = pacing.EVENT_CHUNK
    scheduler = ClassroomScheduler(verbose=False)
    bridge = SchedulerBridge(scheduler)
    fed_once: list[int] = []

    def feed_more(batch: Batch) -> None:
        if not fed_once:  # while the first three chunks drain, more arrive
            fed_once.append(1)
            bridge.feed(events(10 * chunk, chunk))

    bridge.batch_applied.connect(feed_more)
    bridge.feed(events(1, 3 * chunk))
    qtbot.waitUntil(lambda: bridge.backlog == 0, timeout=5000)
    bridge.detach()


def test_a_worker_reporting_in_the_windows_turn_waits_until_it_ends(qtbot) -> None:
    """While the window draws a frame (`turn`), a worker's next report waits at
    the door: the frame is not shared with a worker draining a backlog."""
    scheduler = ClassroomScheduler(verbose=False)
    at_door = threading.Event()  # a listener before the bridge's heard the start
    through = threading.Event()  # one after it did: the worker passed the door
    scheduler.add_listener(lambda e: at_door.set() if isinstance(e, TaskStarted) else None)
    bridge = SchedulerBridge(scheduler)
    scheduler.add_listener(lambda e: through.set() if isinstance(e, TaskStarted) else None)
    scheduler.start()
    try:
        with bridge.turn():
            scheduler.schedule(abs, -1)  # the GUI thread's own put is not held up
            assert at_door.wait(5)
            assert not through.wait(0.2)
        assert through.wait(5)
        qtbot.waitUntil(lambda: bridge.ledger.done == 1, timeout=5000)
    finally:
        scheduler.stop(timeout=5)
        assert not scheduler.running
        bridge.detach()


def test_a_draining_backlog_is_taken_in_between_timers_not_ahead_of_them(
    qtbot, monkeypatch
) -> None:
    """Each drain waits its place among Qt's timers (a frame, the heartbeat, a
    click's feedback). Run from the events a worker posts, drains once followed
    one another in one pass of Qt's loop, every timer waiting: the worker
    reported again as soon as each drain let it through the door."""
    monkeypatch.setattr(pacing, "DRAIN_BUDGET_S", 0.0)  # one batch a drain
    scheduler = ClassroomScheduler(verbose=False)
    bridge = SchedulerBridge(scheduler)
    for _ in range(20_000):
        scheduler.schedule(abs, 0)
    qtbot.waitUntil(lambda: bridge.backlog == 0, timeout=30_000)
    seen: list[str] = []
    bridge.batch_applied.connect(lambda batch: seen.append("d"))
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: seen.append("t"))
    timer.start()
    scheduler.start()
    try:
        qtbot.waitUntil(lambda: bridge.ledger.done == 20_000, timeout=30_000)
    finally:
        timer.stop()
        scheduler.stop(timeout=5)
        bridge.detach()
    assert not scheduler.running
    in_a_row = max(len(run) for run in "".join(seen).split("t"))
    assert in_a_row == 1, f"{in_a_row} drains in a row, no timer between"
