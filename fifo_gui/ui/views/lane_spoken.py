"""The queue lane in words, for a screen reader, from the ledger at `now`.

"queue.Queue, 4 tasks waiting, head Task A (ID 1); worker-1 blocked on get()":
what the lane draws, said as one description (see `spoken.Spoken`).
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication

from fifo_gui.core.instant import (
    Doing,
    doing,
    over_bound,
    producer_thread,
    queue_full,
    waiting_for_room,
    worker_names,
)
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.ui.views.drawing import short_label
from fifo_gui.ui.words.numbers import agree, number


class LaneSpoken:
    """The translation context of the lane's description: `LaneSpoken.tr` is Qt's translation
    (lupdate finds `LaneSpoken.tr` calls and their plural forms)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("LaneSpoken", text, disambiguation, n)


def spoken_key(ledger: Ledger, now: float) -> Hashable:
    """Everything `lane_summary` reads, cheaply: equal keys, the same words."""
    head = ledger.head(1) if ledger.queued else []
    return (
        ledger.queue_name,
        ledger.get_call,
        ledger.maxsize,
        ledger.queued,
        ledger.stops_waiting,
        ledger.taken_upto,
        head[0].task_id if head else None,
        tuple((name, None if r is None else r.task_id) for name, r in ledger.workers.items()),
        tuple(doing(ledger, name, now) for name in ledger.workers),
        ledger.worker_count,
        ledger.paused,
        waiting_for_room(ledger),
        producer_thread(ledger),
    )


def lane_summary(ledger: Ledger, now: float) -> str:
    """The lane in words: "queue.Queue, 4 tasks waiting, head Task A (ID 1);
    worker-1 blocked on get()", FULL, where STOP is in line."""
    name = ledger.queue_name
    if ledger.maxsize:
        name = LaneSpoken.tr("{queue} (maxsize {maxsize})").format(
            queue=name, maxsize=number(ledger.maxsize)
        )
    head = ledger.head(1) if ledger.queued else []
    if not head:
        parts = [LaneSpoken.tr("{queue}, empty").format(queue=name)]
    else:
        tasks = ledger.queued - ledger.stops_waiting
        waiting = LaneSpoken.tr("{queue}, %n task(s) waiting, head {task} (ID {id})", "", tasks)
        parts = [
            agree(waiting, tasks).format(
                queue=name, task=short_label(head[0]), id=number(head[0].task_id)
            )
        ]
    if queue_full(ledger):
        who = ", ".join(waiting_for_room(ledger))
        parts.append(
            LaneSpoken.tr("FULL: {producer} waits for room").format(producer=who)
            if who
            else LaneSpoken.tr("FULL")
        )
    if over_bound(ledger) and ledger.stops_waiting:
        parts.append(past_bound(ledger))
    parts.append(LaneSpoken.tr("the producer is {thread}").format(thread=producer_thread(ledger)))
    stop = first_stop(ledger)
    if stop == 1:
        parts.append(LaneSpoken.tr("STOP at the head: the next worker to get() it exits"))
    elif stop is not None:
        parts.append(LaneSpoken.tr("STOP is number {place} in line").format(place=number(stop)))
    parts += [
        worker_words(ledger, name, ledger.workers.get(name), now) for name in worker_names(ledger)
    ]
    return "; ".join(parts)


def past_bound(ledger: Ledger) -> str:
    """Why a bounded queue holds more than its maxsize: STOP got in past the bound."""
    return LaneSpoken.tr(
        "{queued} waiting of maxsize {maxsize}: STOP was put past the bound, so that "
        "Stop never waits for room (the lesson's stop() would block on a full queue)",
    ).format(queued=number(ledger.queued), maxsize=number(ledger.maxsize))


def first_stop(ledger: Ledger) -> int | None:
    """The place in line of the STOP nearest the head (1: the next taken), if one waits."""
    places = (ledger.queue_position(stop) for stop in ledger.queued_stops.values())
    return min((place for place in places if place is not None), default=None)


def worker_words(ledger: Ledger, name: str, item: Record | None, now: float) -> str:
    """One worker in words, as `instant.doing` says it is at `now`."""
    state = doing(ledger, name, now)
    if state is Doing.RUNNING and item is not None:
        return LaneSpoken.tr("{worker} running {task} (ID {id})").format(
            worker=name, task=short_label(item), id=number(item.task_id)
        )
    if state is Doing.NOT_RUNNING:
        said = LaneSpoken.tr("{worker} not running")
    elif state is Doing.PAUSED:
        said = LaneSpoken.tr("{worker} paused: the queue lets nothing out")
    elif state is Doing.BUSY:
        said = LaneSpoken.tr("{worker} busy: taking task after task")
    else:
        said = LaneSpoken.tr("{worker} blocked on {get}")
    return said.format(worker=name, get=ledger.get_call)
