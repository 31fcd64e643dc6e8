"""Queue statistics against hand-worked examples."""

from __future__ import annotations

import pytest

from fifo_gui.core.events import TaskCancelled, TaskFailed, TaskFinished, TaskQueued, TaskStarted
from fifo_gui.core.ledger import SAMPLES
from fifo_gui.core.stats import QueueStats, mean, p95


def q(task_id: int, t: float, sentinel: bool = False) -> TaskQueued:
    return TaskQueued(task_id, f"t{task_id}()", t, "MainThread", sentinel)


def test_littles_law_on_a_hand_worked_run() -> None:
    # A arrives at 0 and runs 0-2; B arrives at 1, waits, runs 2-3.
    # N(t): 1 on [0,1), 2 on [1,2), 1 on [2,3) -> area 4 over T = 3.
    stats = QueueStats()
    stats.ledger.apply(
        [
            q(1, 0.0),
            TaskStarted(1, 0.0, "w1"),
            q(2, 1.0),
            TaskFinished(1, 2.0, "w1", "None"),
            TaskStarted(2, 2.0, "w1"),
            TaskFinished(2, 3.0, "w1", "None"),
        ]
    )
    s = stats.snapshot(now=3.0)
    assert s.arrival_rate == pytest.approx(2 / 3)
    assert s.mean_in_system == pytest.approx(4 / 3)
    assert s.mean_time_in_system == pytest.approx(2.0)  # (2-0 + 3-1) / 2
    assert s.littles_product == pytest.approx(s.mean_in_system)
    assert (s.mean_wait, s.p95_wait) == (pytest.approx(0.5), pytest.approx(1.0))
    assert (s.mean_run, s.p95_run) == (pytest.approx(1.5), pytest.approx(2.0))
    assert s.throughput == pytest.approx(2 / 3)  # 2 completions in the first 3 s
    assert (s.arrivals, s.completed, s.in_system) == (2, 2, 0)


def test_rates_wait_for_a_second_of_observation() -> None:
    # The lesson's four tasks, put within 4 ms: not an arrival rate of 1,000/s.
    stats = QueueStats()
    stats.ledger.apply([q(i, 10.0 + i * 0.001) for i in range(1, 5)])
    early = stats.snapshot(now=10.005)
    assert (early.arrival_rate, early.mean_in_system, early.throughput) == (None, None, None)
    assert early.arrivals == 4
    later = stats.snapshot(now=12.001)  # 2 s after the first
    assert later.arrival_rate == pytest.approx(2.0)
    assert later.mean_in_system == pytest.approx(4.0, rel=0.01)  # all four, all along


def test_time_keeps_counting_for_tasks_still_in_the_system() -> None:
    stats = QueueStats()
    stats.ledger.apply([q(1, 10.0)])
    s = stats.snapshot(now=14.0)
    assert s.mean_in_system == pytest.approx(1.0)  # one task waiting the whole time
    assert s.mean_time_in_system is None and s.mean_wait is None


def test_sentinels_are_not_tasks_and_cancelled_tasks_leave() -> None:
    stats = QueueStats()
    stats.ledger.apply([q(1, 0.0), q(2, 0.0, sentinel=True), TaskCancelled(1, 2.0, "MainThread")])
    s = stats.snapshot(now=4.0)
    assert (s.arrivals, s.in_system, s.completed) == (1, 0, 0)
    # the run is first arrival to last departure: 1 task for its 2 s, however long idle after
    assert s.mean_in_system == pytest.approx(1.0)
    assert s.mean_time_in_system == pytest.approx(2.0)
    assert [m.kind for m in stats.markers] == ["stop"]


def test_throughput_counts_only_the_last_10_seconds() -> None:
    stats = QueueStats()
    events = []
    for i in range(1, 21):  # one task a second, each running 0.5 s
        events += [
            q(i, float(i)),
            TaskStarted(i, float(i), "w1"),
            TaskFinished(i, i + 0.5, "w1", "None"),
        ]
    stats.ledger.apply(events)
    assert stats.snapshot(now=21.0).throughput == pytest.approx(1.0)


def test_fifo_order_flags() -> None:
    stats = QueueStats()
    stats.ledger.apply(
        [
            q(1, 0),
            q(2, 0),
            TaskStarted(1, 0, "w1"),
            TaskStarted(2, 0, "w2"),
            TaskFailed(2, 1, "w2", "ValueError", "x", ""),
            TaskFinished(1, 2, "w1", "1"),
        ]
    )
    s = stats.snapshot(now=3)
    assert s.started_in_fifo_order and not s.finished_in_fifo_order
    assert [m.kind for m in stats.markers] == ["failure"]


def test_a_burst_is_marked_once() -> None:
    stats = QueueStats()
    stats.ledger.apply([q(i, 1.0 + i * 0.01) for i in range(1, 31)])
    assert [m.kind for m in stats.markers] == ["burst"]


def test_depth_series_has_a_point_per_batch() -> None:
    stats = QueueStats()
    for batch in ([q(1, 0.0)], [q(2, 1.0)], [TaskStarted(1, 2.0, "w1")]):
        stats.ledger.apply(batch)
    assert [(p.time, p.queued, p.running) for p in stats.depth] == [
        (0.0, 1, 0),
        (1.0, 2, 0),
        (2.0, 1, 1),
    ]
    stats.ledger.apply([q(3, 3.0), TaskStarted(2, 3.5, "w1")])  # one batch, one point: its end
    assert (stats.depth[-1].time, stats.depth[-1].queued, stats.depth[-1].running) == (3.5, 1, 2)


def test_a_batch_that_changes_no_count_adds_no_point() -> None:
    # A worker that came at 64 s moved the chart's "(last change)" from 35 s.
    from fifo_gui.core.events import WorkerStarted

    stats = QueueStats()
    stats.ledger.apply([q(1, 0.0)])
    stats.ledger.apply([WorkerStarted(64.0, "term-1")])
    assert [(p.time, p.queued, p.running) for p in stats.depth] == [(0.0, 1, 0)]
    stats.ledger.apply([TaskStarted(1, 70.0, "term-1")])
    assert stats.depth[-1].time == 70.0


def test_helpers() -> None:
    assert p95([]) is None and mean([]) is None
    assert p95(list(range(1, 101))) == 95
    assert p95([5.0]) == 5.0


def test_throughput_is_over_the_last_10_seconds_of_the_clock_not_of_the_run() -> None:
    # 20 tasks finished between 0.2 s and 4.0 s; the run ends there. A rate "over
    # the last 10 s" read 20 / 4 = 5.0 /s ten seconds later; it falls instead.
    stats = QueueStats()
    events = []
    for i in range(1, 21):
        events += [
            q(i, 0.0),
            TaskStarted(i, 0.2 * (i - 1), "w1"),
            TaskFinished(i, 0.2 * i, "w1", ""),
        ]
    stats.ledger.apply(events)
    assert stats.snapshot(now=4.0).throughput == pytest.approx(20 / 4)
    assert stats.snapshot(now=8.0).throughput == pytest.approx(20 / 8)  # nothing since: it falls
    assert stats.settling(8.0) and not stats.settling(10.5)  # frame by frame until 10 s
    assert stats.snapshot(now=10.0).throughput == pytest.approx(20 / 10)
    assert stats.snapshot(now=14.5).throughput == pytest.approx(0.0)  # all older than 10 s


def test_the_mean_wait_and_run_are_over_every_task_and_meet_w() -> None:
    # More tasks than the p95 keeps: the means are every task's, as W is, so
    # wait + run = W once all are done (the means of the last 10,000 were not).
    stats = QueueStats()
    n = SAMPLES + 2_000
    events = []
    for i in range(1, n + 1):
        wait = 1.0 if i <= 2_000 else 0.0  # the first tasks waited long
        events += [
            q(i, float(i)),
            TaskStarted(i, i + wait, "w1"),
            TaskFinished(i, i + wait + 0.5, "w1", ""),
        ]
    stats.ledger.apply(events)
    s = stats.snapshot(now=n + 10.0)
    assert s.mean_wait == pytest.approx(2_000 / n)
    assert s.mean_run == pytest.approx(0.5)
    assert s.mean_time_in_system == pytest.approx(s.mean_wait + s.mean_run)
    assert s.p95_wait == pytest.approx(0.0)  # the p95 is over the latest SAMPLES waits
