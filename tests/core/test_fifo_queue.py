"""FIFOQueue: the lock-free take() of the workers and the get() that lives next to it."""

from __future__ import annotations

import queue
import threading
import time

import pytest

from fifo_gui.core.fifo_queue import FIFOQueue

from .conftest import JOIN


class _RacedQueue(FIFOQueue[int]):
    """Reports an item once while the deque is empty: what get() sees when a
    worker's lock-free take() pops between get()'s check and its pop."""

    lie = 1

    def _qsize(self) -> int:
        if self.lie:
            self.lie -= 1
            return 1
        return super()._qsize()


def test_get_nowait_after_a_lost_race_raises_empty_not_indexerror() -> None:
    with pytest.raises(queue.Empty):
        _RacedQueue().get_nowait()


def test_get_after_a_lost_race_waits_again_for_the_next_item() -> None:
    q = _RacedQueue()
    threading.Timer(0.05, q.put, (7,)).start()
    assert q.get(timeout=JOIN) == 7


def test_get_with_a_timeout_after_a_lost_race_still_times_out() -> None:
    with pytest.raises(queue.Empty):
        _RacedQueue().get(timeout=0.05)


def test_take_is_fifo_and_waits_on_an_empty_queue() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    for n in range(5):
        q.put(n)
    assert [q.take() for _ in range(5)] == list(range(5))
    threading.Timer(0.05, q.put, (9,)).start()
    assert q.take() == 9  # blocked in get(), woken by the put


def test_take_on_a_bounded_queue_wakes_a_producer_waiting_for_room() -> None:
    q: FIFOQueue[int] = FIFOQueue(maxsize=1)
    q.put(1)
    room = threading.Event()
    waiter = threading.Thread(target=lambda: q.wait_for_room() and room.set())
    waiter.start()
    assert not room.wait(0.05)
    assert q.take() == 1
    assert room.wait(JOIN)
    waiter.join(JOIN)


def test_every_item_is_taken_exactly_once_by_racing_takers() -> None:
    q: FIFOQueue[int | None] = FIFOQueue()
    taken: list[int] = []

    def taker() -> None:
        while (item := q.take()) is not None:
            taken.append(item)

    threads = [threading.Thread(target=taker) for _ in range(4)]
    for t in threads:
        t.start()
    for n in range(20_000):
        q.put(n)
    for _ in threads:
        q.put(None)
    for t in threads:
        t.join(JOIN)
    assert not any(t.is_alive() for t in threads)
    assert sorted(taken) == list(range(20_000))


@pytest.mark.parametrize("peek", [True, False], ids=["waiters-peek", "no-peek"])
def test_force_put_wakes_a_waiting_getter(peek: bool) -> None:
    q: FIFOQueue[int] = FIFOQueue()
    if not peek:
        q._getters = None  # a Python whose Condition has no _waiters: always notify
    got: list[int] = []
    getter = threading.Thread(target=lambda: got.append(q.get(timeout=JOIN)))
    getter.start()
    deadline = time.monotonic() + JOIN
    while not q.not_empty._waiters and time.monotonic() < deadline:  # type: ignore[attr-defined]
        threading.Event().wait(0.001)  # until the getter waits in get()
    q.force_put(5)
    getter.join(JOIN)
    assert got == [5]
