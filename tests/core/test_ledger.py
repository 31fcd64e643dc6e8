"""The ledger the table and the teaching views draw from: the queue, the workers, the past."""

from __future__ import annotations

from fifo_gui.core.events import (
    QueueConfigured,
    QueuePaused,
    QueueStepped,
    TaskCancelled,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.states import TaskState


def q(task_id: int, sentinel: bool = False, expected: float | None = None) -> TaskQueued:
    return TaskQueued(task_id, f"t{task_id}()", float(task_id), "MainThread", sentinel, expected)


def test_follows_items_through_queue_worker_and_out() -> None:
    m = Ledger(recent=3)
    m.apply([WorkerStarted(0.0, "worker-1"), q(1, expected=2.0), q(2), q(3, sentinel=True), q(4)])
    assert [i.task_id for i in m.head(10)] == [1, 2, 3, 4]
    assert m.workers == {"worker-1": None}  # blocked on get()
    m.apply([TaskStarted(1, 5.0, "worker-1")])
    assert [i.task_id for i in m.head(2)] == [2, 3]
    assert m.running_records()[0].expected == 2.0
    m.apply(
        [
            TaskFinished(1, 7.0, "worker-1", "None"),
            TaskCancelled(2, 7.5, "MainThread"),
            WorkerStopped(8.0, "worker-1", 3),
        ]
    )
    assert [i.task_id for i in m.head(10)] == [4]
    assert [(i.task_id, i.state) for i in m.recent] == [
        (1, TaskState.DONE),
        (2, TaskState.CANCELLED),
        (3, TaskState.CONSUMED),
    ]
    assert [(s.task_id, s.started, s.finished) for s in m.spans] == [(1, 5.0, 7.0)]
    assert m.workers == {} and m.lanes == ["worker-1"]
    assert [(k.kind, k.time) for k in m.markers] == [("stop", 3.0), ("exit", 8.0)]


def test_history_is_bounded() -> None:
    m = Ledger(history=10)
    for i in range(1, 101):
        m.apply([q(i), TaskStarted(i, i, "worker-1"), TaskFinished(i, i + 0.5, "worker-1", "")])
    assert len(m.spans) == 10 and m.spans[0].task_id == 91


def test_back_to_back_runs_share_a_busy_band_per_worker() -> None:
    from fifo_gui.core.events import TaskFailed

    m = Ledger(history=10)
    events: list = []
    for i in range(1, 101):  # 100 tasks back to back on worker-1, 1 ms each
        t = 1.0 + i * 0.001
        events += [
            q(i),
            TaskStarted(i, t, "worker-1"),
            TaskFinished(i, t + 0.001, "worker-1", "None"),
        ]
    events += [
        q(101),
        TaskStarted(101, 5.0, "worker-1"),  # after a pause: a new band
        TaskFailed(101, 5.5, "worker-1", "ValueError", "x", ""),
    ]
    events += [
        q(102),
        TaskStarted(102, 5.0, "worker-2"),
        TaskFinished(102, 6.0, "worker-2", "None"),
    ]
    m.apply(events)
    assert len(m.spans) == 10  # the single runs are bounded ...
    bands = [(b.worker, b.count, b.failed, round(b.start, 3), round(b.end, 3)) for b in m.bands]
    assert bands == [
        ("worker-1", 100, 0, 1.001, 1.101),  # ... the band keeps their story
        ("worker-1", 1, 1, 5.0, 5.5),
        ("worker-2", 1, 0, 5.0, 6.0),
    ]


def test_a_failed_task_is_a_span_a_recent_item_and_a_run_sample() -> None:
    from fifo_gui.core.events import TaskFailed
    from fifo_gui.core.stats import QueueStats

    m = Ledger()
    m.apply(
        [
            WorkerStarted(0.0, "worker-1"),
            q(1),
            TaskStarted(1, 2.0, "worker-1"),
            TaskFailed(1, 2.5, "worker-1", "ValueError", "x", "Traceback ..."),
        ]
    )
    assert [(s.task_id, s.state) for s in m.spans] == [(1, TaskState.FAILED)]
    assert [(r.task_id, r.state) for r in m.recent] == [(1, TaskState.FAILED)]
    assert m.workers == {"worker-1": None}
    stats = QueueStats(m)
    assert stats.snapshot(now=3.0).mean_run == 0.5


def positions(m: Ledger) -> list[int | None]:
    return [m.queue_position(r) for r in sorted(m.live.values(), key=lambda r: r.task_id)]


def test_the_place_in_line_does_not_depend_on_where_the_ids_begin() -> None:
    """A fresh ledger fed a later part of a session (a replay's) sees ids that
    do not start at 1: the first waiting item is still 1st in line."""
    m = Ledger()
    m.apply([q(400001), q(400002), q(400003)])
    assert positions(m) == [1, 2, 3]
    m.apply([TaskStarted(400001, 1.0, "worker-1")])
    assert positions(m) == [None, 1, 2]
    m.apply([TaskCancelled(400002, 2.0, "MainThread"), q(400004)])
    assert positions(m) == [None, 1, 2]


def test_the_setup_comes_from_the_queue_events() -> None:
    m = Ledger()
    assert (m.discipline, m.maxsize, m.worker_count, m.paused, m.steps) == (
        "FIFO",
        0,
        1,
        False,
        0,
    )
    m.apply([QueueConfigured(0.0, "MainThread", "FIFO", 3, 2), WorkerStarted(0.1, "worker-1")])
    assert (m.discipline, m.maxsize, m.worker_count) == ("FIFO", 3, 2)
    m.apply([QueuePaused(1.0, "MainThread", True), q(1), q(2)])
    assert m.paused
    m.apply([QueueStepped(2.0, "MainThread"), TaskStarted(1, 2.0, "worker-1")])
    assert (m.paused, m.steps, m.queued) == (True, 1, 1)
    m.apply([QueuePaused(3.0, "MainThread", False)])
    assert not m.paused


def test_a_new_discipline_puts_the_queue_in_its_order() -> None:
    """The order is rebuilt as the discipline changes, mid-batch too: what was
    queued before and after the change is placed in the new order."""
    m = Ledger()
    m.apply([q(1), QueueConfigured(1.5, "MainThread", "LIFO", 0, 1), q(2), q(3)])
    assert m.discipline == "LIFO" and m.order is not None
    assert [r.task_id for r in m.head(10)] == [3, 2, 1]
    assert positions(m) == [3, 2, 1]
    m.apply([TaskStarted(3, 4.0, "worker-1"), q(4)])
    assert positions(m) == [3, 2, None, 1]
    m.apply([QueueConfigured(5.0, "MainThread", "FIFO", 0, 1)])
    assert m.order is None and [r.task_id for r in m.head(10)] == [1, 2, 4]
    m.apply([QueueConfigured(6.0, "MainThread", "LIFO", 0, 1)])
    assert [r.task_id for r in m.head(10)] == [4, 2, 1]


def test_fifo_order_is_judged_by_the_take_order_not_by_start_reports() -> None:
    """Sixteen workers each report a start after get() returned: a newer item's
    report may come first. The queue still gave them out in FIFO order."""
    m = Ledger()
    m.apply([QueueConfigured(0.0, "MainThread", "FIFO", 0, 16)])
    m.apply([q(i) for i in range(1, 33)])
    first = [3, 1, 2, 6, 5, 4, *range(7, 15), 16, 15]  # worker-n takes n, then n + 16
    m.apply([TaskStarted(i, 50.0, f"worker-{i}") for i in first])
    m.apply([TaskFinished(i, 51.0, f"worker-{i}", "None") for i in first])
    m.apply([TaskStarted(i + 16, 52.0, f"worker-{i}") for i in reversed(first)])
    assert m.started_in_order and m.unreported == 0


def test_an_item_left_behind_longer_than_any_worker_could_hold_it_is_out_of_order() -> None:
    m = Ledger()
    m.apply([QueueConfigured(0.0, "MainThread", "FIFO", 0, 2), q(1), q(2), q(3), q(4)])
    m.apply([TaskStarted(2, 5.0, "worker-1"), TaskStarted(1, 5.0, "worker-2")])
    assert m.started_in_order  # one late report: the other worker held it
    m.apply([TaskFinished(2, 6.0, "worker-1", "None"), TaskStarted(4, 6.0, "worker-1")])
    assert not m.started_in_order  # 3 still waits: worker-2 runs 1, so nobody holds it
    assert not m.started_in_order


def test_a_cancelled_item_is_not_waiting_to_be_taken() -> None:
    m = Ledger()
    m.apply([q(1), q(2), q(3), TaskCancelled(2, 1.0, "MainThread")])
    m.apply([TaskStarted(1, 2.0, "worker-1"), TaskFinished(1, 2.5, "worker-1", "None")])
    m.apply([TaskStarted(3, 3.0, "worker-1")])
    assert m.started_in_order and m.unreported == 0


def test_the_orders_are_judged_afresh_under_a_new_discipline() -> None:
    """A "no" under LIFO is about LIFO: once the queue's order is set again (a
    live queue, emptied first), what the statistics say is about the new order."""
    m = Ledger()
    m.apply([QueueConfigured(0.0, "MainThread", "LIFO", 0, 1), q(1), q(2)])
    for i in (1, 2):  # the oldest first: not LIFO's order
        m.apply([TaskStarted(i, 1.0 + i, "worker-1"), TaskFinished(i, 1.5 + i, "worker-1", "None")])
    assert not m.started_in_order and m.finished_in_order  # finished as taken
    m.apply([QueueConfigured(5.0, "MainThread", "FIFO", 0, 1)])
    assert m.started_in_order and m.finished_in_order  # nothing taken since
    m.apply([q(3), q(4)])
    assert positions(m)[-2:] == [1, 2]
    for i in (3, 4):
        m.apply([TaskStarted(i, 5.0 + i, "worker-1"), TaskFinished(i, 5.5 + i, "worker-1", "None")])
    assert m.started_in_order and m.finished_in_order and m.unreported == 0


def test_a_lifo_queue_is_judged_by_its_own_order() -> None:
    """Newest first is LIFO's order: "Taken in LIFO order: yes"; an older
    item taken while a newer waits is not."""
    m = Ledger()
    m.apply([QueueConfigured(0.0, "MainThread", "LIFO", 0, 1), q(1), q(2), q(3)])
    m.apply([TaskStarted(3, 4.0, "worker-1"), TaskFinished(3, 4.5, "worker-1", "None")])
    m.apply([TaskStarted(2, 5.0, "worker-1"), TaskFinished(2, 5.5, "worker-1", "None")])
    assert m.started_in_order and m.finished_in_order
    m.apply([q(4), q(5), TaskStarted(4, 6.0, "worker-1")])  # 5 is newer and waits
    assert not m.started_in_order


def test_a_priority_queue_is_judged_by_priority_not_by_arrival() -> None:
    """Under a priority queue T6 before T5 is in order when T6's number is lower,
    and a take that skips a lower number is not."""
    m = Ledger()
    m.apply([QueueConfigured(0.0, "MainThread", "Priority", 0, 1)])
    m.apply(
        [
            TaskQueued(5, "T5", 1.0, "MainThread", priority=5),
            TaskQueued(6, "T6", 1.0, "MainThread", priority=1),
        ]
    )
    m.apply([TaskStarted(6, 2.0, "worker-1"), TaskFinished(6, 2.5, "worker-1", "None")])
    assert m.started_in_order
    m.apply([TaskQueued(7, "T7", 3.0, "MainThread", priority=0), TaskStarted(5, 3.5, "worker-1")])
    assert not m.started_in_order  # T7 (priority 0) waited while T5 (5) was taken


def test_finished_in_fifo_order_is_judged_by_the_finish_times() -> None:
    """Two workers end two tasks within microseconds and report them the other
    way round: the table's Finished column shows them in FIFO order, and so
    must the statistics. A task that truly ended after a newer one is not."""
    m = Ledger()
    m.apply([WorkerStarted(0.0, "worker-1"), WorkerStarted(0.0, "worker-2"), q(1), q(2), q(3)])
    m.apply([TaskStarted(1, 4.0, "worker-1"), TaskStarted(2, 4.0, "worker-2")])
    m.apply([TaskFinished(2, 4.0002, "worker-2", "None")])  # reported first
    m.apply([TaskFinished(1, 4.0001, "worker-1", "None")])  # ended first
    assert m.finished_in_order
    m.apply([TaskStarted(3, 5.0, "worker-1"), q(4), TaskStarted(4, 5.0, "worker-2")])
    m.apply([TaskFinished(4, 5.5, "worker-2", "None"), TaskFinished(3, 6.0, "worker-1", "None")])
    assert not m.finished_in_order  # 3 ended half a second after 4


def test_a_late_report_is_judged_against_what_ended_meanwhile() -> None:
    """A worker reports its task's end after a thousand newer tasks ended on
    another worker: whether it ended before them is known from their times,
    which the ledger keeps for as long as that task runs."""
    m = Ledger()
    m.apply([WorkerStarted(0.0, "worker-1"), WorkerStarted(0.0, "worker-2")])
    m.apply([q(i) for i in range(1, 1003)])
    m.apply([TaskStarted(1, 1.0, "worker-1")])
    for i in range(2, 1002):
        t = 1.0 + i / 1000
        m.apply([TaskStarted(i, t, "worker-2"), TaskFinished(i, t + 0.0001, "worker-2", "None")])
    m.apply([TaskFinished(1, 1.0005, "worker-1", "None")])  # before task 2 ended
    assert m.finished_in_order
    m.apply([TaskStarted(1002, 3.0, "worker-1"), q(1003), TaskStarted(1003, 3.0, "worker-2")])
    m.apply([TaskFinished(1003, 3.5, "worker-2", "None")])
    m.apply([TaskFinished(1002, 3.6, "worker-1", "None")])  # after 1003: not FIFO
    assert not m.finished_in_order
