"""A producer that waits for room on a full queue is a fact in the event
stream (`ProducerWaiting`), so the ledger, a recording and a replay know it
as they know a task put."""

from __future__ import annotations

import threading

from fifo_gui.core.events import ProducerWaiting, TaskQueued, TaskStarted
from fifo_gui.core.instant import queue_full, waiting_for_room
from fifo_gui.core.producer import PRODUCER, AutoProducer
from tests.helpers import JOIN, ledger_of


def test_a_put_that_waits_for_room_says_so_and_says_when_it_got_in(make_scheduler) -> None:  # type: ignore[no-untyped-def]
    scheduler, rec = make_scheduler(maxsize=1)
    scheduler.schedule(abs, 1)  # the queue is full; no worker yet
    producer = threading.Thread(target=scheduler.schedule, args=(abs, 2), name="producer-1")
    producer.start()
    rec.wait_for(lambda events: any(isinstance(e, ProducerWaiting) for e in events))
    assert ledger_of(rec.events).producers_waiting.keys() == {"producer-1"}
    scheduler.start()  # a worker takes the first task: room for the second
    producer.join(JOIN)
    assert not producer.is_alive()
    rec.wait_for(lambda events: sum(isinstance(e, ProducerWaiting) for e in events) == 2)
    waits = [e for e in rec.events if isinstance(e, ProducerWaiting)]
    assert [(e.producer, e.waiting) for e in waits] == [("producer-1", True), ("producer-1", False)]
    put = next(e for e in rec.events if isinstance(e, TaskQueued) and e.task_id == 2)
    assert rec.events.index(put) < rec.events.index(waits[1])  # it got in, then stopped waiting
    assert not ledger_of(rec.events).producers_waiting


def test_the_auto_producer_says_once_that_it_waits_however_long(make_scheduler) -> None:  # type: ignore[no-untyped-def]
    scheduler, rec = make_scheduler(maxsize=1)
    auto = AutoProducer(scheduler, rate=100)
    auto.start()
    try:
        rec.wait_for(lambda events: any(isinstance(e, ProducerWaiting) for e in events))
        assert ledger_of(rec.events).producers_waiting.keys() == {PRODUCER}
        assert auto.stop(timeout=JOIN)
    finally:
        auto.stop(timeout=JOIN)
    waits = [(e.producer, e.waiting) for e in rec.events if isinstance(e, ProducerWaiting)]
    assert waits == [(PRODUCER, True), (PRODUCER, False)]  # its 50 ms slices are not events


def test_nobody_waits_for_room_once_a_worker_frees_a_slot(make_scheduler) -> None:  # type: ignore[no-untyped-def]
    """Between a worker's take and the producer's put, the queue has room: the
    producer's report that it waits still stands, but no view may say it waits
    for room on a full queue (they all read `waiting_for_room`)."""
    scheduler, rec = make_scheduler(maxsize=1)
    scheduler.schedule(abs, 1)
    producer = threading.Thread(target=scheduler.schedule, args=(abs, 2), name="producer-1")
    producer.start()
    rec.wait_for(lambda events: any(isinstance(e, ProducerWaiting) for e in events))
    scheduler.start()
    producer.join(JOIN)
    assert not producer.is_alive()
    rec.wait_for(lambda events: sum(isinstance(e, ProducerWaiting) for e in events) == 2)
    waits = next(i for i, e in enumerate(rec.events) if isinstance(e, ProducerWaiting))
    before = rec.events[: waits + 1]
    assert queue_full(ledger_of(before))
    assert waiting_for_room(ledger_of(before)) == ("producer-1",)
    took = next(e for e in rec.events if isinstance(e, TaskStarted) and e.task_id == 1)
    after_take = ledger_of([*before, took])
    assert after_take.producers_waiting.keys() == {"producer-1"}  # not yet put
    assert not queue_full(after_take)
    assert waiting_for_room(after_take) == ()
