"""FIFOQueue's additions to queue.Queue: force_put, pause/step/resume, has_room,
wait_for_room, close."""

from __future__ import annotations

import queue
import threading
import time

import pytest

from fifo_gui.core.disciplines import LIFOQueue, PriorityQueue
from fifo_gui.core.fifo_queue import FIFOQueue
from tests.helpers import JOIN


def getter(q: FIFOQueue[int], got: list[int], count: int = 1) -> threading.Thread:
    """A thread that takes `count` items (blocking) into `got`."""
    thread = threading.Thread(target=lambda: got.extend(q.get(timeout=JOIN) for _ in range(count)))
    thread.start()
    return thread


def wait_for_getters(q: FIFOQueue[int], count: int) -> None:
    """Until `count` threads wait inside q.get()."""
    deadline = time.monotonic() + JOIN
    while q.getters != count:
        assert time.monotonic() < deadline, f"{q.getters} getters waiting, not {count}"
        threading.Event().wait(0.002)


@pytest.mark.parametrize("queue_class", [FIFOQueue, LIFOQueue, PriorityQueue])
def test_has_room_is_not_full_without_the_lock(queue_class: type[FIFOQueue[int]]) -> None:
    q = queue_class(maxsize=2)
    with q.mutex:  # held by another thread: has_room does not wait for it
        assert q.has_room()
    q.put(1)
    assert q.has_room() == (not q.full())
    q.put(2)
    assert not q.has_room() and q.full()
    q.set_maxsize(0)  # unbounded: always room
    assert q.has_room() and not q.full()


def test_force_put_goes_past_maxsize_and_never_blocks() -> None:
    q: FIFOQueue[int] = FIFOQueue(maxsize=1)
    q.put(1)
    q.force_put(2)
    assert q.qsize() == 2 and q.unfinished_tasks == 2
    assert [q.get_nowait(), q.get_nowait()] == [1, 2]


def test_force_put_wakes_a_waiting_getter() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    got: list[int] = []
    thread = getter(q, got)
    q.force_put(5)
    thread.join(JOIN)
    assert got == [5]


def test_pause_holds_a_getter_that_was_already_waiting() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    got: list[int] = []
    thread = getter(q, got, count=2)
    threading.Event().wait(0.05)  # let the getter reach its wait in get()
    q.pause()
    q.put(1)
    q.put(2)
    threading.Event().wait(0.05)  # a wrongly woken getter would take one now
    assert got == [] and q.qsize() == 2
    assert q.step()
    while not got:
        threading.Event().wait(0.005)
    threading.Event().wait(0.05)
    assert got == [1] and q.qsize() == 1  # exactly one per step
    q.resume()
    thread.join(JOIN)
    assert got == [1, 2]


def test_get_nowait_while_paused_is_empty() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    q.put(1)
    q.put(2)
    q.pause()
    with pytest.raises(queue.Empty):
        q.get_nowait()
    with pytest.raises(queue.Empty):
        q.get(timeout=0.01)
    q.resume()
    assert q.get_nowait() == 1


def test_a_step_with_no_getter_waiting_is_not_kept_for_a_later_one() -> None:
    """Step twice before Start, then Start: nothing leaves (it let two out at once)."""
    q: FIFOQueue[int] = FIFOQueue()
    q.pause()
    assert not q.step()  # nothing queued, nobody waiting
    q.put(1)
    q.put(2)
    assert not q.step() and not q.step()  # queued, but nobody waiting
    with pytest.raises(queue.Empty):
        q.get_nowait()
    with pytest.raises(queue.Empty):
        q.get(timeout=0.05)  # a getter that comes later still waits
    assert q.qsize() == 2 and q.steps == 0 and q.getters == 0


def test_a_step_with_a_waiting_getter_but_nothing_queued_is_not_kept() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    got: list[int] = []
    q.pause()
    thread = getter(q, got)
    wait_for_getters(q, 1)
    assert not q.step()
    q.put(1)
    threading.Event().wait(0.05)  # a banked step would let it out now
    assert got == [] and q.qsize() == 1
    assert q.step()
    thread.join(JOIN)
    assert got == [1]


def test_a_step_lets_exactly_one_item_out_to_a_waiting_getter() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    for n in (1, 2, 3):
        q.put(n)
    q.pause()
    got: list[int] = []
    thread = getter(q, got, count=2)
    wait_for_getters(q, 1)
    assert q.step()
    wait_for_getters(q, 1)  # took one, and waits again for the next
    threading.Event().wait(0.05)  # a second item wrongly let out would leave now
    assert got == [1] and q.qsize() == 2 and q.steps == 0
    assert q.step()
    thread.join(JOIN)
    assert got == [1, 2] and q.qsize() == 1


def test_two_quick_steps_with_one_waiting_getter_let_one_item_out() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    for n in (1, 2, 3):
        q.put(n)
    q.pause()
    got: list[int] = []
    thread = getter(q, got)
    wait_for_getters(q, 1)
    first, second = q.step(), q.step()  # the second before or after the getter took one
    thread.join(JOIN)
    assert (first, second) == (True, False)
    threading.Event().wait(0.05)
    assert got == [1] and q.qsize() == 2 and q.steps == 0


def test_a_step_meant_for_a_waiting_getter_may_go_to_a_newcomer_but_only_once() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    q.put(1)
    q.put(2)
    q.pause()
    got: list[int] = []
    thread = getter(q, got)
    wait_for_getters(q, 1)
    assert q.step()
    try:  # a newcomer, racing the woken getter for the mutex
        newcomer = [q.get_nowait()]
    except queue.Empty:
        newcomer = []
    threading.Event().wait(0.05)  # a second item wrongly let out would leave now
    assert sorted(got + newcomer) == [1] and q.qsize() == 1 and q.steps == 0
    assert q.getters == len(newcomer)  # if the newcomer took it, the getter still waits
    q.resume()
    thread.join(JOIN)
    assert sorted(got + newcomer) == [1, 2]


def test_a_step_when_not_paused_does_nothing() -> None:
    q: FIFOQueue[int] = FIFOQueue()
    q.put(1)
    assert not q.step()
    assert q.steps == 0 and q.get_nowait() == 1


def test_pause_works_with_lifo_storage_hooks() -> None:
    class LIFO(FIFOQueue[int], queue.LifoQueue):  # type: ignore[misc]
        pass

    q = LIFO()
    for n in (1, 2, 3):
        q.put(n)
    q.pause()
    got: list[int] = []
    thread = getter(q, got)
    wait_for_getters(q, 1)
    assert q.step()
    thread.join(JOIN)
    assert got == [3]
    with pytest.raises(queue.Empty):
        q.get_nowait()


def test_close_wakes_a_producer_waiting_for_room() -> None:
    q: FIFOQueue[int] = FIFOQueue(maxsize=1)
    q.put(1)
    assert not q.wait_for_room(0.01)
    woke = threading.Event()
    waiter = threading.Thread(target=lambda: q.wait_for_room() and woke.set())
    waiter.start()
    q.close()
    assert woke.wait(JOIN)
    waiter.join(JOIN)


def test_a_get_hooks_indexerror_is_not_swallowed() -> None:
    """queue.Queue.get raises what a subclass's _get raises; so must FIFOQueue."""

    class Broken(FIFOQueue[int]):
        def _get(self) -> int:
            raise IndexError("from the hook")

    q = Broken()
    q.put(1)
    with pytest.raises(IndexError, match="from the hook"):
        q.get(timeout=JOIN)
    q.put(2)
    with pytest.raises(IndexError, match="from the hook"):
        q.get_nowait()


def test_set_maxsize_frees_a_producer_waiting_for_room() -> None:
    q: FIFOQueue[int] = FIFOQueue(maxsize=1)
    q.put(1)
    done = threading.Event()
    producer = threading.Thread(target=lambda: (q.put(2), done.set()))
    producer.start()
    q.set_maxsize(2)
    assert done.wait(JOIN)
    producer.join(JOIN)
