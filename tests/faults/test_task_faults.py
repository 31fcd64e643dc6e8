"""Whatever a task does, the worker takes the next task and the counts add up."""

from __future__ import annotations

import gc
import sys
import weakref

from fifo_gui.core.events import TaskFinished, WorkerStopped
from tests.helpers import JOIN, ledger_of

MB = 1_000_000


class BigResult(bytearray):
    """100 MB that can be watched with a weakref."""


def test_a_100_mb_result_is_summarised_and_freed(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    refs: list[weakref.ref[BigResult]] = []

    def big() -> BigResult:
        result = BigResult(100 * MB)
        refs.append(weakref.ref(result))
        return result

    scheduler.schedule(big)
    scheduler.schedule(abs, -1)
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    summary = rec.of(TaskFinished)[0].result
    assert summary.startswith("<BigResult of 100,000,000 bytes: b'\\x00") and len(summary) < 200
    gc.collect()
    assert refs[0]() is None  # nobody holds on to it
    assert ledger_of(rec.events).done == 2


def test_a_task_that_prints_megabytes(make_scheduler, capsys) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(lambda: sys.stdout.write("x" * (5 * MB)))
    scheduler.schedule(abs, -1)
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert len(capsys.readouterr().out) >= 5 * MB
    assert ledger_of(rec.events).done == 2


def test_a_task_that_reschedules_itself_forever_still_stops(make_scheduler) -> None:
    scheduler, rec = make_scheduler()

    def again() -> None:
        scheduler.schedule(again)

    scheduler.schedule(again)
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFinished) for e in ev) >= 50)
    scheduler.stop(timeout=JOIN)
    assert not scheduler.running and len(rec.of(WorkerStopped)) == 1
    c = ledger_of(rec.events)
    queued = c.queued - c.stops_waiting
    assert queued == 1 and c.arrivals == c.done + queued  # the one behind STOP waits
