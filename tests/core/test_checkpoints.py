"""A replay's checkpoints: a ledger restored from one and taken on to any
instant tells exactly the facts of a ledger that applied the whole prefix,
and no jump applies more than one checkpoint's worth of events."""

from __future__ import annotations

import random
from array import array
from itertools import accumulate, pairwise

import pytest

from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
)
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.ledger.checkpoints import SPREAD, Checkpoints, jump_windows
from tests.helpers import ledger_facts, random_run, record_facts

CHUNK = 16  # small batches, so that a window is split as the bridge splits it
SETUP = QueueConfigured(0.0, "MainThread", "FIFO", 0, 3)


def built(events: list[Event], every: int = 50) -> Checkpoints:
    ends = array("d", accumulate((e.time for e in events), max))
    checkpoints = Checkpoints(events, ends, [SETUP], CHUNK, every)
    checkpoints.make_all()
    return checkpoints


def apply(ledger: Ledger, checkpoints: Checkpoints, start: int, stop: int) -> list[Record]:
    """Events `start` to `stop` into `ledger`, batched as a replay's jump; the records put."""
    added: list[Record] = []
    events = checkpoints.events
    for end in jump_windows(checkpoints.ends, start, stop):
        for at in range(start, end, CHUNK):
            added += ledger.apply(events[at : min(end, at + CHUNK)])
        start = end
    return added


def fresh(checkpoints: Checkpoints, target: int) -> tuple[Ledger, list[Record]]:
    ledger = checkpoints.fresh()
    return ledger, apply(ledger, checkpoints, 0, target)


def restored(checkpoints: Checkpoints, target: int) -> tuple[Ledger, list[Record], int]:
    """The ledger at `target` from the checkpoint before it, its rows, and how
    many events that applied."""
    point = checkpoints.before(target)
    if point is None:
        ledger, rows = fresh(checkpoints, target)
        return ledger, rows, target
    ledger, rows = checkpoints.restore(point)
    return ledger, rows + apply(ledger, checkpoints, point.at, target), target - point.at


@pytest.mark.parametrize("seed", range(6))
def test_a_restored_ledger_tells_the_facts_of_the_whole_prefix_applied(seed: int) -> None:
    events = random_run(seed)
    checkpoints = built(events)
    assert checkpoints.done and len(checkpoints) > 5
    rng = random.Random(seed)
    for target in [0, len(events), *(rng.randrange(len(events) + 1) for _ in range(25))]:
        want, want_rows = fresh(checkpoints, target)
        got, got_rows, _ = restored(checkpoints, target)
        assert ledger_facts(got) == ledger_facts(want), target
        assert [record_facts(r) for r in got_rows] == [record_facts(r) for r in want_rows]
        # The restored ledger's rows are its own records: what it changes, they show.
        rest = apply(got, checkpoints, target, len(events))
        apply(want, checkpoints, target, len(events))
        assert ledger_facts(got) == ledger_facts(want), (target, "to the end")
        assert {r.task_id: r for r in got_rows + rest if not r.state.finished} == got.live
        rows = {id(r) for r in got_rows + rest}
        assert all(
            id(stop) in rows for stop in got.held_stops.values()
        )  # its exit shows on its row


def test_a_checkpoint_is_never_changed_by_the_ledgers_restored_from_it() -> None:
    events = random_run(7)
    checkpoints = built(events)
    point = checkpoints.before(len(events) // 2)
    assert point is not None
    before = ledger_facts(point.ledger)
    records = [record_facts(r) for r in checkpoints.records]
    for _ in range(3):
        ledger, _ = checkpoints.restore(point)
        apply(ledger, checkpoints, point.at, len(events))
        assert ledger_facts(point.ledger) == before
        assert [record_facts(r) for r in checkpoints.records] == records


def test_no_jump_applies_more_than_one_checkpoints_worth_of_events() -> None:
    events = random_run(8, tasks=2000)
    checkpoints = built(events, every=200)
    marks = [0, *checkpoints.indexes, len(events)]
    worth = max(b - a for a, b in pairwise(marks))
    assert worth < len(events) // 5  # the bound means something: many checkpoints
    rng = random.Random(8)
    for target in (rng.randrange(len(events) + 1) for _ in range(200)):
        _, _, applied = restored(checkpoints, target)
        assert applied <= worth


def test_checkpoints_stand_apart_by_a_share_of_what_is_in_flight() -> None:
    # 300 items put before any is taken: a checkpoint among them keeps up to
    # 300 places, so it stands 300 / SPREAD events at least after the one before
    # (all of them keep SPREAD places an event at most).
    events = random_run(9, tasks=300, workers=1)
    events = sorted(events, key=lambda e: type(e).__name__ != "TaskQueued")
    checkpoints = built(events, every=10)
    marks = checkpoints.indexes
    assert marks and all(b - a >= 10 for a, b in pairwise(marks))
    flying = [len(point.flying) for point in map(checkpoints.before, marks) if point is not None]
    assert max(flying) >= 200  # the case in question
    for since, places in zip(pairwise([0, *marks]), flying, strict=True):
        assert since[1] - since[0] >= places // SPREAD
    assert sum(flying) < SPREAD * (len(events) + len(marks))


def test_checkpoints_are_made_a_slice_at_a_time_and_used_as_they_come() -> None:
    events = random_run(10)
    ends = array("d", accumulate((e.time for e in events), max))
    checkpoints = Checkpoints(events, ends, [SETUP], CHUNK, 50)
    assert checkpoints.before(len(events)) is None and not checkpoints.done
    turns = 0
    while not checkpoints.make(0.0):  # a batch a turn
        turns += 1
        point = checkpoints.before(len(events))
        assert point is None or point.at <= checkpoints.applied
    assert turns > len(checkpoints) > 5
    assert checkpoints.applied == len(events)


def test_a_copy_made_in_parts_is_the_copy_made_at_once() -> None:
    # All 300 items put before any is taken: half the run leaves many in flight.
    events = random_run(11, tasks=300, workers=1)
    events = sorted(events, key=lambda e: type(e).__name__ != "TaskQueued")
    ledger = Ledger()
    ledger.apply([SETUP, *events[: len(events) // 2]])
    in_flight = len(ledger.in_flight())
    assert in_flight > 100
    steps, parts = ledger.copying(25), 0
    while True:
        try:
            next(steps)
        except StopIteration as made:
            copy: Ledger = made.value
            break
        parts += 1
    copy.put_back(copy.live.get(i) or r.as_put(r.ranked) for i, r in ledger.live.items())
    assert parts >= in_flight // 25  # a pause after each 25 records at most
    assert ledger_facts(copy) == ledger_facts(ledger.copy()) == ledger_facts(ledger)
    # Its records in flight are its own: the ledger taken on leaves the copy as it was.
    kept = ledger_facts(copy)
    ledger.apply(events[len(events) // 2 :])
    assert ledger_facts(copy) == kept != ledger_facts(ledger)


def test_a_queued_record_is_restored_with_everything_its_put_said() -> None:
    events: list[Event] = [WorkerStarted(0.0, "worker-1")]
    for i in range(1, 301):  # put with an expected run and a priority, none taken yet
        events.append(TaskQueued(i, f"sleep({i})", i / 1000, "producer-2", False, 1.5, i % 3))
    events += [TaskStarted(i, 1 + i / 1000, "worker-1") for i in range(1, 2)]
    checkpoints = built(events, every=100)
    point = checkpoints.before(len(events))
    assert point is not None and len(point.flying) >= 100
    got, got_rows, _ = restored(checkpoints, len(events))
    _, want_rows = fresh(checkpoints, len(events))
    assert [record_facts(r) for r in got_rows] == [record_facts(r) for r in want_rows]
    assert got.live[300].expected == 1.5 and got.live[300].producer == "producer-2"


def test_a_restored_ledger_keeps_the_stop_behind_thousands_of_items_gone() -> None:
    # LIFO: task 1 and a STOP wait while 5,000 items are put and taken at once
    # above them: the line a ledger applied from the start keeps the items gone,
    # a restored one does not; both know the STOP waiting and its place.
    events: list[Event] = [
        WorkerStarted(0.0, "worker-1"),
        TaskQueued(1, "t1()", 0.0, "MainThread", False),
        TaskQueued(2, "STOP", 0.0, "MainThread", True),
    ]
    for i in range(3, 5003):
        t = i / 1000
        events += [TaskQueued(i, f"t{i}()", t, "MainThread", False)]
        events += [TaskStarted(i, t, "worker-1"), TaskFinished(i, t, "worker-1", "None")]
    ends = array("d", accumulate((e.time for e in events), max))
    lifo = QueueConfigured(0.0, "MainThread", "LIFO", 0, 1)
    checkpoints = Checkpoints(events, ends, [lifo], CHUNK, 500)
    checkpoints.make_all()
    point = checkpoints.before(len(events))
    assert point is not None
    want, _ = fresh(checkpoints, len(events))
    got, _ = checkpoints.restore(point)
    apply(got, checkpoints, point.at, len(events))
    for ledger in (want, got):
        assert list(ledger.queued_stops) == [2]
        # LIFO: the STOP, put last of the two, goes next
        assert ledger.queue_position(ledger.queued_stops[2]) == 1
    assert ledger_facts(got) == ledger_facts(want)
