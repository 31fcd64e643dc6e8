"""The teacher's emergency controls in the core: cancel a running task, Stop now, retry."""

from __future__ import annotations

import queue
import threading

import pytest

from fifo_gui.core.cancel import cancellable
from fifo_gui.core.demo_tasks import failing_task, sample_task
from fifo_gui.core.events import (
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStopped,
)
from tests.helpers import JOIN, ledger_of


def test_cancel_a_running_sleeping_task_ends_it_and_the_worker_goes_on(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    long_id = scheduler.schedule(sample_task, "long", 3600)
    next_id = scheduler.schedule(abs, -1)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev))
    assert scheduler.cancel(long_id)
    rec.wait_for(lambda ev: any(isinstance(e, TaskFinished) and e.task_id == next_id for e in ev))
    assert [e.task_id for e in rec.of(TaskCancelled)] == [long_id]
    ledger = ledger_of(rec.events)
    assert ledger.cancelled == 1 and ledger.done == 1


def test_a_cancel_request_never_reaches_the_next_task(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    gate = threading.Event()
    # Says it listens, but waits on its own gate: the cancel request is left unheard.
    plain_id = scheduler.schedule(cancellable(lambda: gate.wait(JOIN)))
    sleeper_id = scheduler.schedule(sample_task, "after", 0.01)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev))
    assert scheduler.cancel(plain_id)  # asked; it does not listen after all
    gate.set()
    rec.wait_for(
        lambda ev: any(isinstance(e, TaskFinished) and e.task_id == sleeper_id for e in ev)
    )
    assert not rec.of(TaskCancelled)


def test_cancel_a_finished_or_unknown_task_is_refused(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    task_id = scheduler.schedule(abs, 1)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskFinished) for e in ev))
    assert not scheduler.cancel(task_id)
    assert not scheduler.cancel(999)


@pytest.mark.parametrize("workers", [1, 3])
def test_stop_now_ends_running_demo_tasks_and_cancels_the_queue(
    make_scheduler, workers: int
) -> None:
    scheduler, rec = make_scheduler(workers=workers)
    for n in range(workers):
        scheduler.schedule(sample_task, f"long {n}", 3600)
    scheduler.schedule_many(50, abs, -1)
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskStarted) for e in ev) == workers)
    scheduler.pause()  # Stop now passes a pause too
    scheduler.stop_now()
    rec.wait_for(lambda ev: sum(isinstance(e, WorkerStopped) for e in ev) == workers, timeout=2.0)
    ledger = ledger_of(rec.events)
    queued = ledger.queued - ledger.stops_waiting
    assert ledger.cancelled == workers + 50 and queued == 0 and ledger.done == 0
    assert not scheduler.running
    scheduler.schedule(abs, 1)  # a new start works as usual
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert ledger_of(rec.events).done == 1


def test_stop_now_twice_adds_no_extra_stops(make_scheduler) -> None:
    scheduler, rec = make_scheduler(workers=2)
    scheduler.schedule(sample_task, "long", 3600)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev))
    scheduler.stop_now()
    scheduler.stop_now()
    rec.wait_for(lambda ev: sum(isinstance(e, WorkerStopped) for e in ev) == 2)
    assert sum(e.sentinel for e in rec.of(TaskQueued)) == 2
    assert scheduler.tasks.qsize() == 0


def test_retry_a_failed_task_runs_a_labelled_copy_at_the_tail(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    failed_id = scheduler.schedule(failing_task)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskFailed) for e in ev))
    retry_id = scheduler.retry(failed_id)
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFailed) for e in ev) == 2)
    queued = {e.task_id: e.label for e in rec.of(TaskQueued)}
    assert retry_id > failed_id and queued[retry_id] == f"retry of ID {failed_id}: failing_task()"


def test_retry_a_cancelled_task_and_refuse_a_done_one(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    cancelled_id = scheduler.schedule(sample_task, "A", 0)
    done_id = scheduler.schedule(abs, -1)
    assert scheduler.cancel(cancelled_id)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskFinished) for e in ev))
    with pytest.raises(ValueError, match="cannot be retried"):
        scheduler.retry(done_id)
    retry_id = scheduler.retry(cancelled_id)
    rec.wait_for(lambda ev: any(isinstance(e, TaskFinished) and e.task_id == retry_id for e in ev))


def test_retry_on_a_full_bounded_queue_is_refused_and_changes_nothing(make_scheduler) -> None:
    scheduler, rec = make_scheduler(maxsize=1)
    failed_id = scheduler.schedule(failing_task)
    assert scheduler.cancel(failed_id)  # its item still fills the queue until a worker skips it
    before = len(rec.events)
    with pytest.raises(queue.Full):
        scheduler.retry(failed_id)
    assert len(rec.events) == before
