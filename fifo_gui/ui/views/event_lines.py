"""The narrator's line for one event: what it says, how much it matters, and
while it is true ("worker-1 took Task A" while worker-1 runs Task A).

Read from the ledger and the session's clock when asked, never remembered: a
line that stopped being true is replaced at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    QueuePaused,
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.instant import Doing, doing
from fifo_gui.core.ledger import QUEUED, RUNNING, Ledger, Record
from fifo_gui.ui.words.numbers import agree, number, seconds

# How much a line matters: a weightier one replaces a line before its time is up.
QUIET, TASK, NOTABLE, SENTINEL = range(4)
_WEIGHTS: dict[type, int] = {
    TaskStarted: TASK,
    TaskFinished: QUIET,
    TaskFailed: NOTABLE,
    TaskCancelled: TASK,
    WorkerStopped: SENTINEL,
    SentinelTaken: SENTINEL,
    WorkerStarted: TASK,
    QueueConfigured: QUIET,
}


class EventLines:
    """The translation context of the events' lines: `EventLines.tr` is Qt's
    translation (lupdate finds `EventLines.tr` calls and their plural forms)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("EventLines", text, disambiguation, n)


def always() -> bool:
    """The truth of a line about what happened once (a failure, a cancel)."""
    return True


@dataclass(frozen=True)
class Line:
    """A line to say, how much it matters, and while it is true. A line about
    the run gives way to the run's summary once the run is over and it was
    read; a refusal (why a command changed nothing) is not about the run. A
    line on the `topic` of the one shown (a flood's rate) replaces it at once:
    the same statement with its figure as of now, not a new one to be read."""

    text: str
    weight: int
    holds: Callable[[], bool] = always
    about_run: bool = True
    topic: str = ""


def weight(event: Event) -> int | None:
    """How much `event`'s line matters; None for an event not told (a step).
    Weighed before it is written: a frame weighs its events and writes one."""
    if isinstance(event, TaskQueued):
        return NOTABLE if event.sentinel else QUIET
    if isinstance(event, QueuePaused):
        return NOTABLE if event.paused else TASK
    return _WEIGHTS.get(type(event))


def task_name(record: Record | None, task_id: int) -> str:
    """A task as the class knows it: a sleeping task's name, else
    `failing_task() (ID 3)` (the table's `#` is the place in line, not the ID)."""
    if record is None:
        return EventLines.tr("task ID {id}").format(id=number(task_id))
    label = record.label
    if label.startswith("sample_task(") and "'" in label:
        return label.split("'")[1]
    return EventLines.tr("{label} (ID {id})").format(label=label, id=number(task_id))


def describe(
    event: Event,
    *,
    ledger: Ledger,
    record_of: Callable[[int], Record | None],
    clock: Callable[[], float],
) -> Line | None:
    """The line for `event`, true while `ledger` read at `clock()` says so;
    None for an event not told (a step)."""
    weighs = weight(event)
    if weighs is None:
        return None
    holds = holds_while(event, ledger=ledger, record_of=record_of, clock=clock)
    return Line(event_text(event, record_of, ledger.get_call), weighs, holds)


def holds_while(
    event: Event,
    *,
    ledger: Ledger,
    record_of: Callable[[int], Record | None],
    clock: Callable[[], float],
) -> Callable[[], bool]:
    """While `event`'s line is true: "worker-1 took Task A" while it runs
    Task A, "worker-1 started: it waits in tasks.get()" while it waits."""
    if isinstance(event, TaskStarted):
        task_id, worker = event.task_id, event.thread

        def running() -> bool:
            rec = record_of(task_id)
            return rec is not None and rec.state is RUNNING and rec.worker == worker

        return running
    if isinstance(event, TaskQueued):
        task_id = event.task_id

        def queued() -> bool:
            rec = record_of(task_id)
            return rec is not None and rec.state is QUEUED

        return queued
    if isinstance(event, TaskFinished):
        worker = event.thread
        return lambda: ledger.workers.get(worker) is None  # took nothing since
    if isinstance(event, WorkerStarted):
        worker = event.thread
        return lambda: doing(ledger, worker, clock()) is Doing.WAITING
    if isinstance(event, WorkerStopped):
        worker = event.thread
        return lambda: worker not in ledger.workers
    if isinstance(event, SentinelTaken):
        worker = event.thread
        return lambda: worker in ledger.workers and ledger.workers[worker] is None
    if isinstance(event, QueuePaused):
        paused = event.paused
        return lambda: ledger.paused == paused
    if isinstance(event, QueueConfigured):
        setup = (event.discipline, event.maxsize, event.workers)
        return lambda: (ledger.discipline, ledger.maxsize, ledger.worker_count) == setup
    return always  # a failure, a cancel: what happened stays true


def event_text(event: Event, record_of: Callable[[int], Record | None], get: str = "get()") -> str:
    """What happened, in the words of the lesson (`get`: what an idle worker waits in)."""
    if isinstance(event, TaskStarted):
        record = record_of(event.task_id)
        task = task_name(record, event.task_id)
        if record is None:
            return EventLines.tr("{worker} took {task}").format(worker=event.thread, task=task)
        wait = seconds(event.time - record.enqueued, 1)
        took = EventLines.tr("{worker} took {task} (it waited {wait})")
        return took.format(worker=event.thread, task=task, wait=wait)
    if isinstance(event, TaskFinished):
        name = task_name(record_of(event.task_id), event.task_id)
        return EventLines.tr("{worker} finished {task}").format(worker=event.thread, task=name)
    if isinstance(event, TaskQueued):
        if event.sentinel:
            return EventLines.tr(
                "{worker} put STOP on the queue: what is ahead of it still runs"
            ).format(worker=event.thread)
        put = EventLines.tr("{worker} put {task} on the queue")
        return put.format(worker=event.thread, task=event.label)
    if isinstance(event, TaskFailed):
        name = task_name(record_of(event.task_id), event.task_id)
        failed = EventLines.tr("{task} failed with {error}; the worker goes on")
        return failed.format(task=name, error=event.error_type)
    if isinstance(event, TaskCancelled):
        name = task_name(record_of(event.task_id), event.task_id)
        return EventLines.tr("{task} was cancelled").format(task=name)
    if isinstance(event, WorkerStopped):
        if event.sentinel_id:
            reached = EventLines.tr("STOP reached the head: {worker} exited")
            return reached.format(worker=event.thread)
        return EventLines.tr("{worker} exited").format(worker=event.thread)
    if isinstance(event, SentinelTaken):
        took = EventLines.tr("{worker} took STOP (ID {id}) and has not exited")
        return took.format(worker=event.thread, id=number(event.sentinel_id))
    if isinstance(event, WorkerStarted):
        started = EventLines.tr("{worker} started: it waits in {get}")
        return started.format(worker=event.thread, get=get)
    if isinstance(event, QueueConfigured):
        n = event.workers
        if not n:  # a broker's: its workers are processes the window does not start
            text = EventLines.tr("The queue: {queue}, {discipline}; its workers are processes")
            return text.format(queue=event.queue, discipline=event.discipline)
        if event.maxsize:
            text = EventLines.tr("The queue: {discipline}, maxsize {maxsize}, %n worker(s)", "", n)
        else:
            text = EventLines.tr("The queue: {discipline}, unbounded, %n worker(s)", "", n)
        return agree(text, n).format(discipline=event.discipline, maxsize=number(event.maxsize))
    assert isinstance(event, QueuePaused), event
    if event.paused:
        return EventLines.tr("Paused: no worker takes an item until Step or Pause again")
    return EventLines.tr("Resumed: the workers take items again")
