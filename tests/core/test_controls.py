"""Classroom controls in the core: workers, bounded queue, pause/step, submit."""

from __future__ import annotations

import queue
import threading
import time

import pytest

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.events import (
    Event,
    QueuePaused,
    QueueStepped,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStopped,
)
from tests.helpers import JOIN, ledger_of


def test_stop_never_waits_for_room_on_a_full_bounded_queue(make_scheduler) -> None:
    scheduler, rec = make_scheduler(maxsize=2, workers=2)
    gate = threading.Event()
    scheduler.schedule(gate.wait, JOIN)
    scheduler.schedule(gate.wait, JOIN)
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskStarted) for e in ev) == 2)
    scheduler.schedule(abs, 1)
    scheduler.schedule(abs, 2)
    assert scheduler.tasks.full()
    scheduler.stop(wait=False)  # two STOPs go in past maxsize (a wait here would never end)
    assert scheduler.tasks.qsize() == 4
    gate.set()
    rec.wait_for(lambda ev: sum(isinstance(e, WorkerStopped) for e in ev) == 2)
    assert ledger_of(rec.events).done == 4


def test_submit_with_a_timeout_on_a_full_queue_changes_nothing(make_scheduler) -> None:
    scheduler, rec = make_scheduler(maxsize=1)
    scheduler.submit(abs, (1,))
    with pytest.raises(queue.Full):
        scheduler.submit(abs, (2,), timeout=0.05)
    assert len(rec.of(TaskQueued)) == 1 and ledger_of(rec.events).arrivals == 1


def test_blocking_schedule_waits_for_room_then_goes_in(make_scheduler) -> None:
    scheduler, rec = make_scheduler(maxsize=1)
    scheduler.schedule(abs, 1)
    done = threading.Event()
    producer = threading.Thread(target=lambda: (scheduler.schedule(abs, 2), done.set()))
    producer.start()
    assert not done.wait(0.1)  # blocked: the queue is full
    scheduler.start()
    assert done.wait(JOIN)
    producer.join(JOIN)
    scheduler.stop(timeout=JOIN)
    assert [e.result for e in rec.of(TaskFinished)] == ["1", "2"]


@pytest.mark.parametrize(("args", "kwargs"), [([1], None), ((1,), [("a", 1)])])
def test_submit_checks_argument_types(make_scheduler, args, kwargs) -> None:
    scheduler, _ = make_scheduler()
    with pytest.raises(TypeError, match="must be a"):
        scheduler.submit(print, args, kwargs)


def test_set_workers_between_runs_only(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.set_workers(3)
    scheduler.start()
    with pytest.raises(RuntimeError, match="stop the workers"):
        scheduler.set_workers(2)
    scheduler.stop(timeout=JOIN)
    assert len(rec.of(WorkerStopped)) == 3
    with pytest.raises(ValueError, match="between 1 and 16"):
        scheduler.set_workers(0)


def test_set_maxsize_bounds_the_queue_and_frees_blocked_producers(make_scheduler) -> None:
    scheduler, _ = make_scheduler()
    scheduler.set_maxsize(1)
    scheduler.schedule(abs, 1)
    with pytest.raises(queue.Full):
        scheduler.schedule_nowait(abs, 2)
    scheduler.set_maxsize(0)
    scheduler.schedule_nowait(abs, 2)
    with pytest.raises(ValueError, match="maxsize"):
        scheduler.set_maxsize(-1)


def give_a_wrongly_free_worker_time() -> None:
    """Proving that nothing happens needs a moment in which it could have."""
    threading.Event().wait(0.05)


def finished(events: list[Event]) -> int:
    return sum(isinstance(e, TaskFinished) for e in events)


def wait_for_waiting_workers(scheduler: ClassroomScheduler, count: int = 1) -> None:
    """Until `count` workers wait in get(): only then can a step let an item out."""
    deadline = time.monotonic() + JOIN
    while scheduler.tasks.getters < count:
        assert time.monotonic() < deadline, f"{scheduler.tasks.getters} workers wait in get()"
        threading.Event().wait(0.002)


@pytest.mark.parametrize("workers", [1, 4])
def test_pause_holds_idle_workers_already_waiting_in_get(make_scheduler, workers: int) -> None:
    scheduler, rec = make_scheduler(workers=workers)
    scheduler.start()
    for i in range(workers):  # each worker runs one, then waits in get() again
        scheduler.schedule(abs, i)
    rec.wait_for(lambda ev: finished(ev) == workers)
    give_a_wrongly_free_worker_time()
    scheduler.pause()
    for i in range(5):
        scheduler.schedule(abs, i)
    give_a_wrongly_free_worker_time()
    assert ledger_of(rec.events).queued == 5 and scheduler.tasks.qsize() == 5
    wait_for_waiting_workers(scheduler, workers)
    assert scheduler.step()
    rec.wait_for(lambda ev: finished(ev) == workers + 1)
    give_a_wrongly_free_worker_time()
    assert ledger_of(rec.events).queued == 4 and scheduler.tasks.qsize() == 4
    scheduler.resume()
    rec.wait_for(lambda ev: finished(ev) == workers + 5)
    scheduler.stop(timeout=JOIN)


@pytest.mark.parametrize("workers", [1, 4])
def test_pause_holds_busy_workers_when_their_tasks_end(make_scheduler, workers: int) -> None:
    scheduler, rec = make_scheduler(workers=workers)
    gate = threading.Event()
    for _ in range(workers):
        scheduler.schedule(gate.wait, JOIN)
    scheduler.schedule_many(6, abs, -1)
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskStarted) for e in ev) == workers)
    scheduler.pause()
    gate.set()
    rec.wait_for(lambda ev: finished(ev) == workers)
    give_a_wrongly_free_worker_time()
    assert ledger_of(rec.events).queued == 6
    for expected in (1, 2):
        wait_for_waiting_workers(scheduler)
        assert scheduler.step()
        rec.wait_for(lambda ev, n=expected: finished(ev) == workers + n)
    give_a_wrongly_free_worker_time()
    assert ledger_of(rec.events).queued == 4
    scheduler.resume()
    scheduler.stop(timeout=JOIN)
    assert ledger_of(rec.events).done == workers + 6


def test_a_step_before_anything_is_queued_is_not_kept_for_the_next_arrival(
    make_scheduler,
) -> None:
    scheduler, rec = make_scheduler()
    scheduler.pause()
    scheduler.start()
    wait_for_waiting_workers(scheduler)
    assert scheduler.step() is False  # nothing to let out, and nothing banked
    scheduler.schedule(abs, 1)
    scheduler.schedule(abs, 2)
    give_a_wrongly_free_worker_time()
    assert ledger_of(rec.events).queued == 2 and not rec.of(QueueStepped)
    assert scheduler.step() is True
    rec.wait_for(lambda ev: finished(ev) == 1)
    give_a_wrongly_free_worker_time()
    assert ledger_of(rec.events).queued == 1 and len(rec.of(QueueStepped)) == 1


def test_a_step_with_no_worker_waiting_lets_nothing_out_later(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.pause()
    scheduler.schedule(abs, 1)
    assert scheduler.step() is False  # queued, but no worker runs yet
    assert scheduler.resume() is None and scheduler.step() is False  # not paused
    scheduler.pause()
    scheduler.start()
    wait_for_waiting_workers(scheduler)
    give_a_wrongly_free_worker_time()
    assert ledger_of(rec.events).queued == 1 and not rec.of(QueueStepped)


def test_pause_and_resume_are_reported_when_they_change_something(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.pause()
    scheduler.pause()
    scheduler.resume()
    scheduler.resume()
    assert [e.paused for e in rec.of(QueuePaused)] == [True, False]


def test_pause_never_interrupts_a_running_task(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    gate = threading.Event()
    scheduler.schedule(gate.wait, JOIN)
    scheduler.schedule(abs, -1)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev))
    scheduler.pause()
    gate.set()
    rec.wait_for(lambda ev: any(isinstance(e, TaskFinished) for e in ev))
    assert ledger_of(rec.events).queued == 1  # held at the gate
    scheduler.resume()
    scheduler.stop(timeout=JOIN)
    assert ledger_of(rec.events).done == 2


def test_shutdown_while_paused_is_prompt(make_scheduler) -> None:
    scheduler, _ = make_scheduler()
    scheduler.pause()
    scheduler.start()
    scheduler.schedule(abs, 1)
    assert scheduler.shutdown(timeout=2.0)


def test_tasks_join_still_waits_for_every_task(make_scheduler) -> None:
    scheduler, _ = make_scheduler()
    ran: list[int] = []
    for i in range(1000):
        scheduler.schedule(ran.append, i)
    scheduler.start()
    joiner = threading.Thread(target=scheduler.tasks.join)
    joiner.start()
    joiner.join(JOIN)
    assert not joiner.is_alive() and len(ran) == 1000
    scheduler.stop(timeout=JOIN)
