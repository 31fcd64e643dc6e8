"""What the queue lane's boxes and headings say, from the ledger at `now`.

Each box and heading offers its words longest first; the lane draws the first
that fits, so a narrow lane (a laptop, a big zoom) says less but never cuts a
number.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from fifo_gui.core.instant import (
    BUSY_WITHIN,
    Doing,
    doing,
    over_bound,
    producer_thread,
    waiting_for_room,
)
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.views.drawing import short_label
from fifo_gui.ui.views.palette import state_name
from fifo_gui.ui.words.numbers import agree, number


class LaneWords:
    """The translation context of the lane's boxes and headings: `LaneWords.tr` is Qt's translation
    (lupdate finds `LaneWords.tr` calls and their plural forms)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("LaneWords", text, disambiguation, n)


def short_worker(name: str) -> str:
    """A worker's name for a short box: "w3" for "worker-3", "T1" for a
    student's "Thread-1 (_worker_loop)" (two of those elided both read
    "Threa…"); a name with no number stays as it is."""
    found = re.match(r"([A-Za-z])[\w ]*?-(\d+(?:_\d+)?)", name)
    return f"{found[1]}{found[2]}" if found else name


def queue_titles(ledger: Ledger) -> list[str]:
    """The queue's heading, longest first: a narrow lane drops the class's
    name, then words; FULL is the last to go."""
    maxsize = ledger.maxsize
    waiting = ledger.queued
    full = maxsize and waiting >= maxsize
    past_bound = over_bound(ledger) and ledger.stops_waiting
    if past_bound:
        state = LaneWords.tr("{waiting} waiting of maxsize {maxsize}: STOP put past the bound")
    elif full:
        state = LaneWords.tr("{waiting} waiting of maxsize {maxsize}  FULL")
    elif maxsize:
        state = LaneWords.tr("{waiting} waiting of maxsize {maxsize}")
    else:
        state = LaneWords.tr("{waiting} waiting (unbounded)")
    state = state.format(waiting=number(waiting), maxsize=number(maxsize))
    # What the queue is, as its setup says (in a replay, the recording's).
    name = ledger.queue_name
    whole = LaneWords.tr("{queue} — {state}")
    titles = [whole.format(queue=name, state=state), state]
    counts = {"waiting": number(waiting), "maxsize": number(maxsize)}
    if past_bound:  # said however narrow
        titles += [
            LaneWords.tr("{waiting} of {maxsize}: STOP past the bound").format(**counts),
            LaneWords.tr("STOP past the bound"),
            LaneWords.tr("{waiting} of {maxsize} with STOP").format(**counts),
        ]
    elif full:
        titles += [
            LaneWords.tr("FULL · {waiting} of {maxsize}").format(**counts),
            LaneWords.tr("FULL"),
        ]
    elif maxsize:  # a 720p lane: the counts whole rather than "0 waiting of max…"
        titles.append(LaneWords.tr("{waiting} of {maxsize}").format(**counts))
    else:
        titles.append(LaneWords.tr("{waiting} waiting").format(**counts))
    return titles


def finished_titles(ledger: Ledger, shown: int) -> list[str]:
    """The finished column's heading, longest first, for `shown` chips: while
    some finished tasks have no chip, it says how many finished ("+N" at least)."""
    finished = ledger.finished
    more = f"+{number(finished - shown)}"  # the shortest: how many have no chip
    if finished <= shown:
        return [
            LaneWords.tr("Finished, newest first"),
            LaneWords.tr("Finished"),
        ]
    stops = ledger.count(TaskState.CONSUMED)
    tasks = finished - stops  # STOP is no task: counted apart, as the status line counts tasks
    titles = []
    if stops:
        counts = {"tasks": number(tasks), "stops": number(stops)}
        titles += [
            LaneWords.tr("{tasks} finished + {stops} STOP, newest first").format(**counts),
            LaneWords.tr("{tasks} finished + {stops} STOP").format(**counts),
        ]
    else:
        titles.append(agree(LaneWords.tr("%n finished, newest first", "", tasks), tasks))
    if tasks:  # the tasks' count alone before a bare "+N": a narrow lane still says it
        titles.append(agree(LaneWords.tr("%n finished", "", tasks), tasks))
    return [*titles, more]


def more_texts(hidden: int) -> list[str]:
    """The "+N more" chip's words, longest first; the number is never cut."""
    more = LaneWords.tr("+{count}\nmore")
    return [more.format(count=number(hidden)), f"+{number(hidden)}"]


def producer_texts(ledger: Ledger) -> list[str]:
    """The producer's box, longest first: who puts and the calls that put (the
    queue's setup says them: `schedule() → put()`, RQ's `RPUSH`), or who waits
    for room on the full queue (a thread in put(), or the window's scenario or
    burst, which try again: "waits for room" is true of both)."""
    who = ", ".join(waiting_for_room(ledger))
    if who:
        return [
            LaneWords.tr("{producer}\nwaits for room:\nqueue full").format(producer=who),
            LaneWords.tr("{producer}\nwaits for room").format(producer=who),
            LaneWords.tr("waits for room:\nqueue full"),
        ]
    thread = producer_thread(ledger)
    last = ledger.last_put
    # STOP is put by the lesson's stop(), which only a scheduler of the lesson's has.
    calls = "stop() → put()" if last is not None and last.sentinel else ledger.put_call
    *outer, put = calls.split(" → ")
    return [
        "\n".join([thread, *outer, f"→ {put}"]),
        f"{thread}\n{put}",
        f"{short_worker(thread)}\n{put}",
        put,
    ]


def worker_texts(ledger: Ledger, name: str, item: Record | None, now: float) -> list[str]:
    """What a worker's box says, longest first: the box shows the first that
    fits (the last, elided), its tooltip the first. A short box names the
    worker short ("w3" for worker-3) before it drops the words; a narrow one
    puts its task under its name before it drops the task."""
    brief = short_worker(name)
    if item is not None:
        short = short_label(item)
        with_id = LaneWords.tr("{worker}: ID {id} {task}")
        with_task = LaneWords.tr("{worker}: {task}")
        return [
            with_id.format(worker=name, id=number(item.task_id), task=short),
            with_task.format(worker=name, task=short),
            with_task.format(worker=brief, task=short),
            f"{brief}\n{short}",
            brief,
        ]
    state = doing(ledger, name, now)
    if state is Doing.NOT_RUNNING:
        not_running = LaneWords.tr("{worker}: not running")
        return [
            not_running.format(worker=name),
            not_running.format(worker=brief),
            brief,  # named at any width: its state is in the tooltip and words
        ]
    if state is Doing.PAUSED:  # Pause holds even a worker waiting in get()
        texts = [
            LaneWords.tr("{worker}: paused: the queue lets nothing out (Step lets one)"),
            LaneWords.tr("{worker}: paused (Step lets one)"),
            LaneWords.tr("{worker}: paused"),
        ]
    elif state is Doing.BUSY:  # a flood: between two tasks
        texts = [
            LaneWords.tr("{worker}: busy — taking task after task"),
            LaneWords.tr("{worker}: busy"),
        ]
    else:
        texts = [
            LaneWords.tr("{worker}: blocked on {get} — zzz"),
            LaneWords.tr("{worker}: {get} zzz"),
            LaneWords.tr("{worker}: zzz"),
        ]
    get = ledger.get_call  # get(), or what a broker's worker waits in (RQ's BLPOP)
    named = [text.format(worker=name, get=get) for text in texts]
    return [*named, texts[-1].format(worker=brief), brief]


def finished_caption(record: Record) -> str:
    """A finished box's words, its state first, then the task as the queue's
    boxes name it ("Done · P19"): a narrow box cuts the name, never the word
    that says how it ended."""
    return LaneWords.tr("{state} · {task}").format(
        state=state_name(record.state), task=short_label(record)
    )


def named_alike(
    boxes: list[tuple[str, list[str]]], fits: Callable[[str, str], bool]
) -> list[list[str]]:
    """Each worker's texts (`worker_texts`, by name), naming the workers one
    way: if one box must say "w3", every box does ("w1: T11" beside
    "worker-2: T9" read as two kinds of worker). `fits(name, text)`: the
    text fits whole in that worker's box."""
    short = any(
        not any(text.startswith(name) and fits(name, text) for text in texts)
        for name, texts in boxes
    )
    if not short:
        return [texts for _, texts in boxes]
    return [[t for t in texts if not t.startswith(name)] or texts for name, texts in boxes]


def is_working(ledger: Ledger, name: str, now: float) -> bool:
    """A worker drawn at work: running a task, or busy taking task after task."""
    return doing(ledger, name, now) in (Doing.RUNNING, Doing.BUSY)


def next_change(ledger: Ledger, now: float) -> float | None:
    """When a busy worker's words turn to waiting with no new event (None: never)."""
    ends = [
        band.end + BUSY_WITHIN
        for name in ledger.workers
        if doing(ledger, name, now) is Doing.BUSY and (band := ledger.latest_band(name)) is not None
    ]
    return min(ends, default=None)
