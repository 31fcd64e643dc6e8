"""Defects that probes in the style of concurrent.futures' tests found in the
scheduler, each pinned by a test: joins that never return, tasks accepted after
shutdown, a stop() that hangs while paused, arguments kept alive, huge messages,
listeners that kill the worker, STOPs without ids, slow labels."""

from __future__ import annotations

import gc
import queue
import threading
import weakref

from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    WorkerStopped,
)
from fifo_gui.core.task import LABEL_LIMIT, SUMMARY_LIMIT, TRACEBACK_LIMIT
from tests.helpers import JOIN, ledger_of


def joins_within(scheduler_tasks: queue.Queue[object], timeout: float = JOIN) -> bool:
    """True if `tasks.join()` returns within `timeout`."""
    joiner = threading.Thread(target=scheduler_tasks.join, daemon=True)
    joiner.start()
    joiner.join(timeout)
    return not joiner.is_alive()


def test_tasks_join_returns_after_a_pause_with_several_workers(make_scheduler) -> None:
    scheduler, rec = make_scheduler(workers=2)
    scheduler.start()
    scheduler.pause()
    scheduler.schedule_many(3, abs, -1)
    scheduler.resume()
    assert joins_within(scheduler.tasks)
    assert ledger_of(rec.events).done == 3 and scheduler.tasks.unfinished_tasks == 0


def test_tasks_join_returns_every_round_with_four_workers(make_scheduler) -> None:
    scheduler, _ = make_scheduler(workers=4)
    scheduler.start()
    for round_ in range(300):
        for i in range(8):
            scheduler.schedule(abs, i)
        assert joins_within(scheduler.tasks), f"round {round_}: join() never returned"


def test_a_producer_blocked_on_a_full_queue_is_refused_by_shutdown(make_scheduler) -> None:
    scheduler, rec = make_scheduler(maxsize=1)
    scheduler.schedule(abs, 1)  # fills the queue; no worker runs
    outcome: list[object] = []

    def produce() -> None:
        try:
            outcome.append(scheduler.schedule(abs, 2))
        except RuntimeError as exc:
            outcome.append(exc)

    producer = threading.Thread(target=produce)
    producer.start()
    threading.Event().wait(0.05)  # let it block in schedule()
    assert scheduler.shutdown(timeout=JOIN)
    producer.join(JOIN)
    assert not producer.is_alive()
    assert len(outcome) == 1 and isinstance(outcome[0], RuntimeError)
    ledger = ledger_of(rec.events)
    assert ledger.queued - ledger.stops_waiting == 0


def test_every_id_returned_during_a_flood_gets_an_ending_when_shut_down(make_scheduler) -> None:
    scheduler, rec = make_scheduler(maxsize=4, workers=2)
    scheduler.start()
    returned: list[int] = []
    lock = threading.Lock()

    def produce() -> None:
        while True:
            try:
                task_id = scheduler.schedule(abs, 1)
            except RuntimeError:
                return
            with lock:
                returned.append(task_id)

    producers = [threading.Thread(target=produce) for _ in range(8)]
    for p in producers:
        p.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFinished) for e in ev) >= 200)
    assert scheduler.shutdown(timeout=JOIN)
    for p in producers:
        p.join(JOIN)
    ended = {e.task_id for e in rec.events if isinstance(e, (TaskFinished, TaskCancelled))}
    assert set(returned) <= ended
    ledger = ledger_of(rec.events)
    assert ledger.queued - ledger.stops_waiting == 0 and ledger.running == 0


def test_a_waiting_stop_while_paused_returns(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(abs, 1)
    scheduler.pause()
    scheduler.start()
    stopper = threading.Thread(target=scheduler.stop)  # the lesson's: wait, no timeout
    stopper.start()
    stopper.join(JOIN)
    assert not stopper.is_alive() and not scheduler.running
    assert ledger_of(rec.events).done == 1  # what was ahead of STOP still ran


def test_a_finished_tasks_arguments_are_freed_while_the_worker_waits(make_scheduler) -> None:
    class Big:
        pass

    scheduler, rec = make_scheduler()
    big = Big()
    ref = weakref.ref(big)
    scheduler.schedule(id, big)
    del big
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskFinished) for e in ev))
    freed = threading.Event()
    for _ in range(200):  # the worker lets go right after reporting
        gc.collect()
        if ref() is None:
            freed.set()
            break
        threading.Event().wait(0.01)
    assert freed.is_set(), "the worker kept the finished task's argument while idle"


def test_a_huge_exception_message_is_shortened(make_scheduler) -> None:
    def fail_loudly() -> None:
        raise ValueError("z" * 5_000_000)

    scheduler, rec = make_scheduler()
    scheduler.schedule(fail_loudly)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskFailed) for e in ev))
    (failed,) = rec.of(TaskFailed)
    assert len(failed.message) <= SUMMARY_LIMIT
    assert len(failed.traceback) <= TRACEBACK_LIMIT + 100
    assert "characters cut" in failed.traceback and "fail_loudly" in failed.traceback


def test_a_listener_raising_keyboardinterrupt_does_not_kill_the_worker(make_scheduler) -> None:
    scheduler, rec = make_scheduler()

    def rude(event: Event) -> None:
        if isinstance(event, TaskFinished):
            raise KeyboardInterrupt

    scheduler.add_listener(rude)
    scheduler.schedule(abs, 1)
    scheduler.schedule(abs, 2)
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFinished) for e in ev) == 2)
    assert scheduler.running


def test_shutdowns_sentinels_get_ids_and_queued_events(make_scheduler) -> None:
    scheduler, rec = make_scheduler(workers=2)
    scheduler.start()
    assert scheduler.shutdown(timeout=JOIN)
    stops = [e for e in rec.of(TaskQueued) if e.sentinel]
    assert len(stops) == 2 and all(e.task_id > 0 for e in stops)
    exits = rec.of(WorkerStopped)
    assert sorted(e.sentinel_id for e in exits) == sorted(e.task_id for e in stops)


def test_a_call_with_a_million_arguments_names_only_what_fits(make_scheduler) -> None:
    reprs = 0

    class Counted:
        def __repr__(self) -> str:
            nonlocal reprs
            reprs += 1
            return "c"

    scheduler, rec = make_scheduler()
    scheduler.schedule(print, *([Counted()] * 1_000_000))
    (queued,) = rec.of(TaskQueued)
    assert len(queued.label) <= LABEL_LIMIT
    assert reprs <= LABEL_LIMIT
