"""LIFO and priority schedulers: the same scheduler, another queue class."""

from __future__ import annotations

import threading
import time

import pytest

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.disciplines import DISCIPLINES, LIFOScheduler, PriorityScheduler
from fifo_gui.core.events import TaskFinished, TaskQueued, TaskStarted, WorkerStopped
from tests.helpers import Recorder, ledger_of


@pytest.fixture
def make(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    made: list[ClassroomScheduler] = []

    def build(
        cls: type[ClassroomScheduler], **kwargs: object
    ) -> tuple[ClassroomScheduler, Recorder]:
        scheduler = cls(verbose=False, **kwargs)  # type: ignore[arg-type]
        rec = Recorder()
        scheduler.add_listener(rec)
        made.append(scheduler)
        return scheduler, rec

    yield build
    for scheduler in made:
        assert scheduler.shutdown(timeout=5.0)


def started_order(rec: Recorder) -> list[int]:
    return [e.task_id for e in rec.of(TaskStarted)]


def test_each_scheduler_differs_only_in_its_queue_class() -> None:
    for cls in (LIFOScheduler, PriorityScheduler):
        own = {k for k in vars(cls) if not k.startswith("__")}
        assert own <= {"queue_class", "schedule_prioritized"}, cls


@pytest.mark.parametrize(
    ("cls", "expected"),
    [
        (ClassroomScheduler, list(range(1, 11))),
        (LIFOScheduler, list(range(10, 0, -1))),
    ],
)
def test_ten_tasks_scheduled_while_stopped_start_in_the_disciplines_order(
    make, cls: type[ClassroomScheduler], expected: list[int]
) -> None:
    scheduler, rec = make(cls)
    for i in range(10):
        scheduler.schedule(abs, i)
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFinished) for e in ev) == 10)
    assert started_order(rec) == expected


def test_priority_runs_lowest_first_and_ties_stay_fifo(make) -> None:
    scheduler, rec = make(PriorityScheduler)
    priorities = [5, 1, 3, 1, 0, 5, 2, 1, 4, 0]
    ids = [scheduler.schedule_prioritized(p, abs, i) for i, p in enumerate(priorities)]
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFinished) for e in ev) == 10)
    expected = [task_id for _, task_id in sorted(zip(priorities, ids, strict=True))]
    assert started_order(rec) == expected
    assert [e.priority for e in rec.of(TaskQueued)] == priorities


def test_plain_schedule_on_a_priority_scheduler_is_priority_zero(make) -> None:
    scheduler, rec = make(PriorityScheduler)
    late = scheduler.schedule_prioritized(1, abs, 1)
    first = scheduler.schedule(abs, 2)
    # A task's own keyword named like the parameter reaches the task.
    kw = scheduler.schedule_prioritized(2, dict, priority="mine")
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFinished) for e in ev) == 3)
    assert started_order(rec) == [first, late, kw]
    results = {e.task_id: e.result for e in rec.of(TaskFinished)}
    assert results[kw] == "{'priority': 'mine'}"


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), "1", True])
def test_a_bad_priority_is_refused(make, bad: object) -> None:
    scheduler, rec = make(PriorityScheduler)
    before = list(rec.events)  # the setup it heard when it joined
    with pytest.raises(ValueError, match="priority"):
        scheduler.schedule_prioritized(bad, abs, 1)  # type: ignore[arg-type]
    assert rec.events == before


@pytest.mark.parametrize("cls", list(DISCIPLINES.values()))
def test_stop_is_reached_in_every_discipline(make, cls: type[ClassroomScheduler]) -> None:
    scheduler, rec = make(cls, workers=2)
    for i in range(6):
        scheduler.schedule(abs, i)
    scheduler.start()
    scheduler.stop(timeout=5.0)
    assert not scheduler.running
    assert len(rec.of(WorkerStopped)) == 2


def test_in_lifo_the_sentinel_pushed_last_is_taken_first(make) -> None:
    scheduler, rec = make(LIFOScheduler)
    scheduler.pause()
    scheduler.start()
    for i in range(3):
        scheduler.schedule(abs, i)
    scheduler.stop(wait=False)
    deadline = time.monotonic() + 5.0
    while scheduler.tasks.getters < 1:  # a step lets an item out only to a waiting worker
        assert time.monotonic() < deadline
        threading.Event().wait(0.002)
    assert scheduler.step()
    rec.wait_for(lambda ev: any(isinstance(e, WorkerStopped) for e in ev))
    assert not rec.of(TaskStarted)  # STOP came off the top: the tasks stay queued
    ledger = ledger_of(rec.events)
    assert ledger.queued - ledger.stops_waiting == 3


def test_in_priority_stop_comes_after_what_was_queued_before_it(make) -> None:
    scheduler, rec = make(PriorityScheduler)
    for p in (3, 1, 2):
        scheduler.schedule_prioritized(p, abs, p)
    scheduler.start()
    scheduler.stop(timeout=5.0)
    assert ledger_of(rec.events).done == 3


def test_use_queue_changes_the_order_while_stopped_and_empty(make) -> None:
    from fifo_gui.core.disciplines import QUEUE_CLASSES

    scheduler, rec = make(ClassroomScheduler, maxsize=5)
    scheduler.use_queue(QUEUE_CLASSES["LIFO"])
    assert scheduler.discipline == "LIFO" and scheduler.tasks.maxsize == 5
    ids = [scheduler.schedule(abs, i) for i in range(3)]
    with pytest.raises(RuntimeError, match="empty the queue"):
        scheduler.use_queue(QUEUE_CLASSES["FIFO"])
    scheduler.start()
    with pytest.raises(RuntimeError, match="stop the workers"):
        scheduler.use_queue(QUEUE_CLASSES["FIFO"])
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFinished) for e in ev) == 3)
    assert started_order(rec) == ids[::-1]
    scheduler.stop(timeout=5.0)
    scheduler.use_queue(QUEUE_CLASSES["Priority"])
    late = scheduler.submit(abs, (1,), priority=2)
    early = scheduler.submit(abs, (2,), priority=-1)
    scheduler.start()
    rec.wait_for(lambda ev: sum(isinstance(e, TaskFinished) for e in ev) == 5)
    assert started_order(rec)[-2:] == [early, late]


def test_the_core_package_exports_every_queue_discipline() -> None:
    import fifo_gui.core as core

    assert core.LIFOScheduler is LIFOScheduler and core.PriorityScheduler is PriorityScheduler
    assert {"LIFOScheduler", "PriorityScheduler"} <= set(core.__all__)
