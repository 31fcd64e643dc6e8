"""What RQ records about a job, as the core's events: pure functions and one
bookkeeper, no I/O (the source reads Redis; this module reads its replies).

A job is read as RQ leaves it: its hash (status, origin, the producer's
`enqueued_at`, the worker's `started_at` and `ended_at`, `worker_name`,
`description`) and its latest result (the worker's end time, the failure's
traceback, the return value). A job's arguments stay in Redis, and its label
is RQ's own description of the call. Its return value is read only when it
is plain data (str, numbers, lists ...: `result_of`): a pickle that names any
class or function is refused unread, so nothing a worker stored runs here.
"""

from __future__ import annotations

import ast
import base64
import io
import pickle
import time
import zlib
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any, NamedTuple

from fifo_gui.broker.connect import decoded
from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.task import LABEL_LIMIT, safe_repr

# The job hash's fields the source reads, in this order (HMGET).
FIELDS = ("status", "origin", "enqueued_at", "started_at", "ended_at", "worker_name", "description")
MAX_TRACEBACK = 20_000  # characters of a failure's traceback kept (a recording holds 100,000)
BROKER = "redis"  # the thread named by the events the broker itself causes
# What put a job: RQ records no producer (a process anywhere), only that its enqueue() did.
ENQUEUE = "Queue.enqueue()"
# How a job goes in and out of RQ's queue, a Redis list: what the views say for put() and get().
PUT, GET = "RPUSH", "BLPOP"
# The order of one instant's events: a worker appears, items arrive, start, end; a worker leaves.
_RANK = {
    WorkerStarted: 0,
    QueueConfigured: 0,
    TaskQueued: 1,
    TaskStarted: 2,
    TaskFinished: 3,
    TaskFailed: 3,
    TaskCancelled: 3,
    WorkerStopped: 4,
}
_QUEUED, _STARTED = 1, 2  # how far a followed job has been shown
_ENDED = {"finished", "failed", "stopped", "canceled"}
_SHOWN = {"queued", "started"} | _ENDED  # states of a job that is, or was, on the queue


class JobReply(NamedTuple):
    """One job as one pipelined read returned it: its id, its hash's FIELDS
    (None where absent; all None: the job is gone) and its latest result."""

    job_id: str
    fields: list[Any]
    result: Mapping[Any, Any] | None


def has_ended(fields: list[Any]) -> bool:
    """Whether a job's hash `FIELDS` say it ran to an end (or was stopped or
    cancelled): then it has a result to read."""
    return decoded(fields[0]) in _ENDED


def wall_time(text: str) -> float | None:
    """An RQ timestamp (`2026-12-03T09:03:38.123456Z`, UTC) as seconds since
    the epoch; None when there is none or it is not one."""
    if not text.endswith("Z"):
        return None
    try:  # Python 3.10's fromisoformat does not read "Z" itself
        return datetime.fromisoformat(text[:-1] + "+00:00").timestamp()
    except ValueError:
        return None


def label_of(description: str) -> str:
    """RQ's description of a call without its module path, as the lesson writes
    it: `fifo_gui.core.demo_tasks.sample_task('Task A', 2)` -> `sample_task('Task A', 2)`."""
    head, paren, rest = description.partition("(")
    label = head.rsplit(".", 1)[-1] + paren + rest
    return label if len(label) <= LABEL_LIMIT else label[: LABEL_LIMIT - 2] + "…)"


def expected_of(label: str) -> float | None:
    """How long a `sample_task(name, duration)` call should run, read from its
    label as a literal (None for any other call)."""
    if not label.startswith("sample_task(") or label.endswith("…)"):
        return None
    try:
        call = ast.parse(label, mode="eval").body
        assert isinstance(call, ast.Call)
        args = [ast.literal_eval(a) for a in call.args]
        kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
    except (SyntaxError, ValueError, AssertionError, TypeError, MemoryError, RecursionError):
        return None
    seconds = kwargs.get("duration", args[1] if len(args) > 1 else None)
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or seconds < 0:
        return None
    return float(seconds)


def failure_of(result: Mapping[Any, Any] | None) -> tuple[str, str, str]:
    """(error type, message, traceback) of a failed job's result: its last
    line is RQ's `Type: message`."""
    text = ""
    if result:
        packed = result.get(b"exc_string") or result.get("exc_string")
        if packed:
            try:
                text = zlib.decompress(base64.b64decode(packed)).decode("utf-8", "replace")
            except (ValueError, zlib.error):
                text = ""
    text = text[-MAX_TRACEBACK:]
    last = next((line for line in reversed(text.splitlines()) if line.strip()), "")
    error_type, colon, message = last.partition(":")
    if not colon or " " in error_type.strip():
        return ("Error" if not last else last.strip()[:200]), "", text
    return error_type.strip(), message.strip(), text


class _PlainData(pickle.Unpickler):
    """Unpickles plain data only (str, bytes, numbers, None, lists, tuples,
    dicts, sets): every class or function a pickle names is refused, so no
    code a pickle points to is ever run (Python's "Restricting Globals")."""

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"{module}.{name} is not plain data")


def result_of(result: Mapping[Any, Any] | None) -> str:
    """A finished job's return value as the table shows a task's (its repr):
    "None" when it returned nothing (RQ keeps no value then); "" where it is
    not known: no result was read, or the value is not plain data in a pickle
    (an object of a class of its own, another serializer's bytes)."""
    if result is None:
        return ""
    packed = result.get(b"return_value") or result.get("return_value")
    if not packed:
        return "None"
    try:
        value = _PlainData(io.BytesIO(base64.b64decode(packed))).load()
    except Exception:  # refused, or not a pickle: a damaged one may fail in any opcode
        return ""
    return safe_repr(value)


def _result_time(result: Mapping[Any, Any] | None) -> float | None:
    if not result:
        return None
    value = result.get(b"execution_ended_at") or result.get("execution_ended_at")
    try:
        return float(decoded(value)) if value else None
    except ValueError:
        return None


class Tracker:
    """The jobs of one queue as the views know them: each job's id (given in
    the order the jobs were put, from 1), how far it has been shown, and the
    workers alive. `snapshot` and `changes` turn what was read into events.

    A job shown ended and then requeued (RQ keeps its id) runs again: that
    run is a new task, at the tail, labelled as a retry of the task shown
    before, as the lesson's Retry makes one.

    Times: RQ's are wall-clock; an event's is on `time.monotonic()`'s clock,
    `offset` (monotonic minus wall, taken at attach) apart. A stream's events
    never go back in time: one read later than another is shown at the
    latest time already shown or after it."""

    def __init__(self, queue: str, key: str, since: float, offset: float | None = None) -> None:
        self.queue, self.key = queue, key  # the queue's name, and its list's key on Redis
        self.since = since  # wall time: a job put before it and not in the snapshot is history
        self.offset = time.monotonic() - time.time() if offset is None else offset
        self.ids: dict[str, int] = {}  # job id -> task id
        self.open: dict[str, int] = {}  # job id -> how far shown, for jobs not ended
        self.history: set[str] = set()  # jobs put before the attach: never shown
        self.retry_of: dict[str, int] = {}  # job id -> the task its earlier run was shown as
        self.job_ids: dict[int, str] = {}  # task id -> the job it is a run of
        self.alive: set[str] = set()  # worker names
        self.last = 0.0  # the latest time shown
        self._next = 1

    def shown_started(self, job_id: str) -> bool:
        """Whether the job is shown running (started, not ended)."""
        return self.open.get(job_id) == _STARTED

    def _at(self, wall: float | None) -> float:
        return time.monotonic() if wall is None else wall + self.offset

    def _id(self, job_id: str) -> int:
        task_id = self.ids.get(job_id)
        if task_id is None:
            task_id = self.ids[job_id] = self._next
            self.job_ids[task_id] = job_id
            self._next += 1
        return task_id

    def snapshot(
        self, alive: Mapping[str, tuple[str, str]], replies: Iterable[JobReply]
    ) -> list[Event]:
        """The events that show the queue as the attach found it, in time
        order: what it is, the workers `alive` (each one registered on the
        queue now, by name: its hash's birth and death), and
        the jobs started and queued (`replies`), every one current.

        The session begins at the attach, or at the first job still on the
        queue if it was put before: a job's wait is real time. A worker is
        there from that moment on, however long before it was born (its
        birth would stretch the clock back over hours nothing is shown of)."""
        workers = self._arrived(alive)  # first: a worker running a job is said to start
        jobs = self._jobs(replies, snapshot=True)
        at = min([self._at(self.since), *(t for t, _, _ in jobs)])
        found = [(max(t, at), rank, e._replace(time=max(t, at))) for t, rank, e in workers]
        found += jobs
        # RQ's queue: a Redis list, FIFO, unbounded; the window starts none of its workers.
        setup = QueueConfigured(at, BROKER, "FIFO", 0, 0, self.key, PUT, GET, ENQUEUE)
        found.append((at, -1, setup))  # first of all
        return self._ordered(found)

    def changes(
        self, replies: Iterable[JobReply], alive: Mapping[str, tuple[str, str]] | None
    ) -> list[Event]:
        """The events that bring the views up to what `replies` say and, when
        the workers were read too, `alive` (each one registered on the queue
        now: its hash's birth and death), in one time order: a worker that
        appeared is there before the job it took; one that left, after its
        last job (looked for once the jobs are taken in: a worker seen only
        through a job, gone already, leaves in the same batch). A job not
        followed yet counts only if it was put since `since`."""
        if alive is None:
            return self._ordered(self._jobs(replies, snapshot=False))
        arrived = self._arrived(alive)
        jobs = self._jobs(replies, snapshot=False)
        return self._ordered(arrived + jobs + self._left(alive))

    def _jobs(self, replies: Iterable[JobReply], snapshot: bool) -> list[tuple[float, int, Event]]:
        found: list[tuple[float, int, Event]] = []
        fresh: list[tuple[float, JobReply]] = []
        for reply in replies:
            if reply.job_id in self.open:
                self._job(reply, found)
            elif any(reply.fields):
                status, origin, enqueued = (decoded(v) for v in reply.fields[:3])
                put = wall_time(enqueued)
                if origin != self.queue or status not in _SHOWN or put is None:
                    continue
                if reply.job_id in self.ids:
                    if status in _ENDED:
                        continue  # shown and over
                    # Requeued (rq requeue): the same job runs again, a new task at the tail.
                    self.retry_of[reply.job_id] = self.ids.pop(reply.job_id)
                if not snapshot and put < self.since:
                    self.history.add(reply.job_id)  # over before the attach
                    continue
                fresh.append((put, reply))
        fresh.sort(key=lambda pair: pair[0])  # ids in the order the jobs were put
        for _, reply in fresh:
            self.open[reply.job_id] = 0
            self._id(reply.job_id)
            self._job(reply, found)
        return found

    def _job(self, reply: JobReply, found: list[tuple[float, int, Event]]) -> None:
        job_id = reply.job_id
        task_id = self.ids[job_id]
        shown = self.open[job_id]
        status, _, enqueued, started, ended, worker, description = (
            decoded(v) for v in reply.fields
        )
        if not any(reply.fields) or status not in _SHOWN:  # deleted, or sent back to wait
            if not any(reply.fields) or shown:
                del self.open[job_id]
                found.append((self._at(None), 3, TaskCancelled(task_id, self._at(None), BROKER)))
            return
        at = self._at(wall_time(enqueued))
        if shown < _QUEUED:
            call = label_of(description or job_id)
            label = call
            if job_id in self.retry_of:  # as the lesson's retry labels its copy
                label = f"retry of ID {self.retry_of[job_id]}: {call}"
            queued = TaskQueued(task_id, label, at, ENQUEUE, False, expected_of(call))
            found.append((at, 1, queued))
            self.open[job_id] = shown = _QUEUED
        if status == "queued":
            return
        worker = worker or decoded((reply.result or {}).get(b"worker_name")) or BROKER
        began = wall_time(started)
        if shown < _STARTED and (began is not None or status != "canceled"):
            at = max(at, self._at(began if began is not None else wall_time(ended)))
            if worker != BROKER and worker not in self.alive:
                # Never seen registered (it came and went between two looks): it
                # was there by this start; the next look says it left.
                self.alive.add(worker)
                found.append((at, 0, WorkerStarted(at, worker)))
            found.append((at, 2, TaskStarted(task_id, at, worker)))
            self.open[job_id] = _STARTED
        if status not in _ENDED:
            return
        del self.open[job_id]
        at = max(at, self._at(_result_time(reply.result) or wall_time(ended)))
        if status == "finished":
            found.append((at, 3, TaskFinished(task_id, at, worker, result_of(reply.result))))
        elif status == "failed":
            error_type, message, traceback = failure_of(reply.result)
            found.append((at, 3, TaskFailed(task_id, at, worker, error_type, message, traceback)))
        else:  # stopped by `rq` while it ran, or cancelled while it waited
            found.append((at, 3, TaskCancelled(task_id, at, worker)))

    def _arrived(self, alive: Mapping[str, tuple[str, str]]) -> list[tuple[float, int, Event]]:
        """A WorkerStarted for each worker in `alive` not shown yet."""
        found: list[tuple[float, int, Event]] = []
        for name, (birth, death) in alive.items():
            if name not in self.alive and not death:
                self.alive.add(name)
                at = self._at(wall_time(birth))
                found.append((at, 0, WorkerStarted(at, name)))
        return found

    def _left(self, alive: Mapping[str, tuple[str, str]]) -> list[tuple[float, int, Event]]:
        """A WorkerStopped for each worker shown that `alive` no longer has (or says died)."""
        found: list[tuple[float, int, Event]] = []
        for name in sorted(self.alive):
            if name not in alive or alive[name][1]:
                self.alive.discard(name)
                at = self._at(wall_time(alive.get(name, ("", ""))[1]))
                found.append((at, 4, WorkerStopped(at, name, 0)))
        return found

    def _ordered(self, found: list[tuple[float, int, Event]]) -> list[Event]:
        """The events by time (one instant's in a job's order), none before the last shown."""
        found.sort(key=lambda item: (item[0], item[1]))
        events: list[Event] = []
        for at, _, event in found:
            if at < self.last:
                event = event._replace(time=self.last)
            else:
                self.last = at
            events.append(event)
        return events
