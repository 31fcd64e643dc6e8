"""The ledger's queue positions and head follow the queue's discipline."""

from __future__ import annotations

import random

from fifo_gui.core.events import TaskCancelled, TaskQueued, TaskStarted, WorkerStopped
from fifo_gui.core.ledger import COMPACT, Ledger


def q(task_id: int, priority: float = 0, sentinel: bool = False) -> TaskQueued:
    return TaskQueued(
        task_id, f"t{task_id}()", float(task_id), "MainThread", sentinel, None, priority
    )


def positions(m: Ledger) -> dict[int, int | None]:
    return {r.task_id: m.queue_position(r) for r in m.live.values()}


def test_lifo_head_is_the_newest() -> None:
    m = Ledger()
    m.set_discipline("LIFO")
    m.apply([q(i) for i in range(1, 6)])
    assert [r.task_id for r in m.head(10)] == [5, 4, 3, 2, 1]
    assert positions(m) == {1: 5, 2: 4, 3: 3, 4: 2, 5: 1}
    m.apply([TaskStarted(5, 6.0, "worker-1"), TaskCancelled(2, 6.0, "MainThread"), q(6)])
    assert [r.task_id for r in m.head(10)] == [6, 4, 3, 1]
    assert positions(m) == {1: 4, 3: 3, 4: 2, 5: None, 6: 1}


def test_priority_orders_by_priority_then_id() -> None:
    m = Ledger()
    m.set_discipline("Priority")
    m.apply([q(1, 5), q(2, 0), q(3, 5), q(4, -1), q(5, 0), q(6, float("inf"), sentinel=True)])
    assert [r.task_id for r in m.head(10)] == [4, 2, 5, 1, 3, 6]
    assert positions(m) == {4: 1, 2: 2, 5: 3, 1: 4, 3: 5, 6: 6}
    m.apply([TaskStarted(4, 7.0, "w"), TaskStarted(2, 7.0, "w"), TaskCancelled(1, 7.0, "M")])
    assert [r.task_id for r in m.head(10)] == [5, 3, 6]
    m.apply([TaskStarted(5, 8.0, "w"), TaskStarted(3, 8.0, "w"), WorkerStopped(9.0, "w", 6)])
    assert m.head(10) == [] and m.order is not None and m.order.position(6) is None


def test_matches_a_sort_over_many_random_steps() -> None:
    """Positions equal a plain sort of what is queued, whichever items leave."""
    rng = random.Random(7)
    for discipline in ("LIFO", "Priority"):
        m = Ledger()
        m.set_discipline(discipline)
        queued: dict[int, int] = {}
        next_id = 1
        for _ in range(3 * COMPACT):
            if queued and rng.random() < 0.45:
                if discipline == "LIFO":
                    order = sorted(queued, reverse=True)
                else:
                    order = sorted(queued, key=lambda i: (queued[i], i))
                # Mostly the head; sometimes a cancel or a late report from the middle.
                task_id = order[0] if rng.random() < 0.8 else rng.choice(order)
                del queued[task_id]
                m.apply([TaskStarted(task_id, 0.0, "w")])
            else:
                queued[next_id] = rng.randrange(3)
                m.apply([q(next_id, queued[next_id])])
                next_id += 1
            if discipline == "LIFO":
                expected = sorted(queued, reverse=True)
            else:
                expected = sorted(queued, key=lambda i, p=queued: (p[i], i))
            assert [r.task_id for r in m.head(len(queued) + 1)] == expected
            sample = expected[:3] + expected[-3:]
            assert [m.queue_position(m.live[i]) for i in sample] == [
                expected.index(i) + 1 for i in sample
            ]
