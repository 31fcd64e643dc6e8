"""What the checker learns about one run of the student's scheduler, written as
JSON lines on the parent's pipe: the lesson's events (the format of core/recording/) and
facts of its own. The student's queue (observed_queue.py) reports each put and
get here, the checker's own task functions each call, the watched threads each end.

Their items are never looked into: a Task, a tuple, a dict, a partial or a lambda
is put and got as it is. What is learnt comes from what their code does: an item
put while schedule() runs is that call's task, any other item (stop()'s) is a
STOP, and the checker's task functions say when they are called, whatever calls them.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any, NoReturn

from fifo_gui.check.observations import SHOWN
from fifo_gui.check.process_group import end_own_group
from fifo_gui.check.safe_text import exception_message, short_repr
from fifo_gui.core.events import (
    Event,
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.recording import event_to_line


class Probe:
    """What the checker learns about one run, written as JSON lines."""

    def __init__(self, *, fd: int) -> None:
        self._out = os.fdopen(fd, "w", encoding="utf-8", buffering=1)
        self._lock = threading.Lock()
        self.epoch = time.monotonic()
        self.next_id = 0
        self.producer = ""  # the thread of ours that calls schedule()
        self.scheduling: dict[str, str] = {}  # a producer thread -> the probe it schedules
        self.probe_of: dict[int, str] = {}  # task id -> the probe it runs
        self.task_of: dict[str, int] = {}  # probe -> the task id of its first put
        self.invoked: dict[str, float] = {}  # probe -> when it was called
        self._items_lock = threading.Lock()
        self.on_queue: dict[int, list[int]] = {}  # id(item as put) -> task ids, in put order
        self.sentinel_ids: set[int] = set()  # task ids of the non-task items (STOP)
        self.sentinels_put = 0  # how many non-task items were put, ever
        self.took_sentinel: dict[str, int] = {}  # thread -> the latest STOP it took
        self.holds_stop: dict[str, int] = {}  # thread -> a STOP it took, still undecided
        self.held: dict[int, str] = {}  # task id -> the thread that took it, until called
        self.taken_by: dict[str, int] = {}  # thread -> the latest item it took (a task or STOP)
        self.workers: set[str] = set()  # worker threads announced (WorkerStarted)
        self.exited: set[str] = set()  # worker threads whose end was reported
        self.polls: dict[str, int] = {}  # "get_nowait()" / "get(timeout=...)" -> calls
        self.waiting: dict[int, int] = {}  # thread ident -> blocking gets in progress
        self.joining: dict[str, str] = {}  # thread -> what it waits to end, while it waits
        self.changed = threading.Condition()
        self.started: list[threading.Thread] = []  # threads their code started

    def write(self, line: str) -> None:
        with self._lock:
            try:
                self._out.write(line + "\n")
            except (OSError, ValueError):
                end_own_group(3)  # the parent went away: nobody is listening

    def event(self, event: Event) -> None:
        self.write(event_to_line(event, self.epoch))

    def fact(self, kind: str, at: float | None = None, **fields: Any) -> None:
        """A fact of the check's own, stamped now (or `at`, the time of an event
        it goes with: a verdict's moment then shows that event)."""
        fields["time"] = round((time.monotonic() if at is None else at) - self.epoch, 6)
        self.write(json.dumps({"v": 1, "type": kind, **fields}, default=short_repr))

    def now(self) -> float:
        return time.monotonic()

    def new_id(self) -> int:
        with self._lock:
            self.next_id += 1
            return self.next_id

    def notify(self) -> None:
        with self.changed:
            self.changed.notify_all()

    def wait_for(self, done: Callable[[], bool], limit: float) -> bool:
        end = time.monotonic() + limit
        with self.changed:
            while not done():
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self.changed.wait(min(left, 0.05))
        return True

    @contextlib.contextmanager
    def joining_now(self, what: str) -> Iterator[None]:
        """While inside, the calling thread is known to wait for `what` to end (a
        thread's join(), tasks.join()): a decided wait, not a busy one."""
        thread = threading.current_thread().name
        self.joining[thread] = what
        self.notify()
        try:
            yield
        finally:
            self.joining.pop(thread, None)
            self.notify()

    # -- the queue -------------------------------------------------------------------

    def on_put(self, item: Any) -> None:
        """Report a put, before it is made: schedule()'s task, or else a STOP."""
        thread = threading.current_thread().name
        probe = self.scheduling.get(thread)
        task_id = self.new_id()
        if probe is None:
            self.sentinel_ids.add(task_id)
            self.sentinels_put += 1
            self.event(TaskQueued(task_id, "STOP", self.now(), thread, sentinel=True))
        else:
            self.probe_of[task_id] = probe
            self.task_of.setdefault(probe, task_id)
            self.event(TaskQueued(task_id, SHOWN.get(probe, probe), self.now(), thread))
            self.fact("Put", task_id=task_id, probe=probe, thread=thread)
        with self._items_lock:  # known before it is on the queue: a get may follow at once
            self.on_queue.setdefault(id(item), []).append(task_id)

    def task_function(self, probe: str, body: Callable[..., Any]) -> Callable[..., Any]:
        """A task function of the checker's, known as `probe`, that runs `body` and
        reports its own call (thread, arguments) and end, whatever calls it."""

        def task(*args: Any, **kwargs: Any) -> Any:
            thread = threading.current_thread().name
            task_id = self.task_of.get(probe)
            if task_id is not None:
                self.held.pop(task_id, None)
            self.fact(
                "Invoked",
                task_id=task_id,
                probe=probe,
                thread=thread,
                args=[short_repr(a) for a in args],
                kwargs={k: short_repr(v) for k, v in kwargs.items()},
            )
            self.invoked.setdefault(probe, time.monotonic())
            self.notify()
            try:
                result = body(*args, **kwargs)
            except BaseException as exc:
                if task_id is not None:
                    error, message = type(exc).__name__, exception_message(exc)
                    self.event(TaskFailed(task_id, self.now(), thread, error, message, ""))
                self.notify()
                raise
            if task_id is not None:
                self.event(TaskFinished(task_id, self.now(), thread, short_repr(result)))
            self.notify()
            return result

        task.__name__ = task.__qualname__ = body.__name__
        return task

    def on_get(self, block: bool, timeout: float | None) -> None:
        """A get() begins; a thread that took a STOP and asks again went on."""
        thread = threading.current_thread().name
        stop = self.holds_stop.pop(thread, None)
        if stop is not None:
            self.fact("WentOn", thread=thread, task_id=stop)
            self.notify()
        if thread == self.producer:
            return
        if not block:
            kind = "get_nowait()"
        elif timeout is not None:
            kind = f"get(timeout={timeout:g})"
        else:
            return
        self.polls[kind] = self.polls.get(kind, 0) + 1

    def on_taken(self, item: Any) -> None:
        """A get() returned `item`: the one place a take is reported, whoever took it."""
        with self._items_lock:
            ids = self.on_queue.get(id(item))
            if not ids:
                return  # not put since the queue was observed
            task_id = ids.pop(0)
            if not ids:
                del self.on_queue[id(item)]
        thread = threading.current_thread().name
        sentinel = task_id in self.sentinel_ids
        self.taken_by[thread] = task_id
        now = self.now()
        self.fact("Took", at=now, thread=thread, task_id=task_id, sentinel=sentinel)
        if sentinel:
            self.took_sentinel[thread] = self.holds_stop[thread] = task_id
            self.event(SentinelTaken(now, thread, task_id))
        else:
            self.held[task_id] = thread
            self.event(TaskStarted(task_id, now, thread))
        self.notify()

    def announce(self, thread: str) -> None:
        """A worker of theirs, from now on in the window (its end is reported once)."""
        self.event(WorkerStarted(self.now(), thread))
        with self._items_lock:
            self.workers.add(thread)

    def on_exit(self, thread: str) -> None:
        """A worker thread ended (its run returned or raised): once, with the STOP it took."""
        with self._items_lock:
            if thread not in self.workers or thread in self.exited:
                return
            self.exited.add(thread)
        self.holds_stop.pop(thread, None)
        self.event(WorkerStopped(self.now(), thread, self.took_sentinel.get(thread, 0)))
        self.fact("Ended", thread=thread)
        self.notify()

    def finish(self) -> NoReturn:
        """End the run: a task taken and never called now never will be; then exit,
        so that a thread of theirs cannot keep the process alive."""
        for task_id, thread in list(self.held.items()):
            self.event(TaskCancelled(task_id, self.now(), thread))
        self.fact("Done")
        with self._lock, contextlib.suppress(OSError, ValueError):
            self._out.flush()
        end_own_group(0)
