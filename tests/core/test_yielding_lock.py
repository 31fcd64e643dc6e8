"""The queue's lock: still a lock, and a producer and a worker do not hand it back and forth."""

from __future__ import annotations

import sys
import threading

import pytest

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import noop
from fifo_gui.core.fifo_queue import FIFOQueue
from fifo_gui.core.yielding_lock import YieldingLock


def test_one_holder_at_a_time() -> None:
    lock = YieldingLock()
    total = [0]

    def add() -> None:
        for _ in range(20_000):
            with lock:
                value = total[0]
                total[0] = value + 1

    threads = [threading.Thread(target=add) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert not any(t.is_alive() for t in threads)
    assert total[0] == 60_000


def test_a_taken_lock_is_refused_without_waiting_or_after_the_timeout() -> None:
    lock = YieldingLock()
    assert lock.acquire()
    assert lock.locked()
    results: list[bool] = []
    other = threading.Thread(
        target=lambda: results.extend([lock.acquire(False), lock.acquire(timeout=0.05)])
    )
    other.start()
    other.join(5)
    assert results == [False, False]
    lock.release()
    assert not lock.locked()
    assert lock.acquire(False)
    lock.release()


def test_its_arguments_are_checked_as_a_lock_s() -> None:
    with pytest.raises(ValueError):
        YieldingLock().acquire(False, 1)
    with pytest.raises(RuntimeError):
        YieldingLock().release()  # not held


def test_a_condition_on_it_waits_and_is_woken() -> None:
    ready = threading.Condition(YieldingLock())
    items: list[int] = []
    woke: list[int] = []

    def consumer() -> None:
        with ready:
            assert ready.wait_for(lambda: items, timeout=5)
            woke.append(items[0])

    thread = threading.Thread(target=consumer)
    thread.start()
    with ready:
        items.append(7)
        ready.notify()
    thread.join(5)
    assert woke == [7]


def test_a_new_queue_uses_it_for_its_conditions() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    assert isinstance(q.mutex, YieldingLock)
    for condition in (q.not_empty, q.not_full, q.all_tasks_done):
        assert not q.mutex.locked()
        with condition:  # each condition holds the queue's one lock, not a lock of its own
            assert q.mutex.locked()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a thread's own rusage: Linux")
def test_a_worker_draining_a_flood_rarely_waits_for_the_lock() -> None:
    """With a plain lock the producer and the worker handed the queue's lock to
    each other item by item (a lock convoy): the worker gave up the processor
    4,600-7,700 times for 20,000 no-ops. Now they take turns by the
    interpreter's slices: the worker waits only when the queue runs dry."""
    import resource

    switches: list[int] = []

    class Counted(ClassroomScheduler):
        def _worker_loop(self) -> None:
            before = resource.getrusage(resource.RUSAGE_THREAD).ru_nvcsw  # type: ignore[attr-defined]
            super()._worker_loop()
            after = resource.getrusage(resource.RUSAGE_THREAD).ru_nvcsw  # type: ignore[attr-defined]
            switches.append(after - before)

    scheduler = Counted(verbose=False)
    events: list[object] = []
    scheduler.add_listener(events.append)
    scheduler.start()
    for _ in range(20_000):
        scheduler.schedule(noop)
    scheduler.stop(timeout=30)
    assert not scheduler.running
    assert len(switches) == 1
    assert switches[0] <= 1_000, f"the worker waited {switches[0]} times"
