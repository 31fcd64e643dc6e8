"""The lesson's FIFO scheduler: a `queue.Queue`, worker thread(s) and a sentinel.

The producer (whoever calls `schedule`) puts `Task`s on `tasks`; each worker
blocks on `tasks.get()`, runs what it gets in FIFO order, and exits when it
takes the stop signal. Everything that happens is reported to listeners as
events (see `events.py`), on the thread where it happens.

Read `schedule` and `_worker_loop` beside the lesson: they are the exercise's
answer, with an event where the lesson prints a line. The classroom controls
(cancel, retry, pause and step, Stop now) extend this class in classroom.py.
"""

from __future__ import annotations

import logging
import math
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any, ClassVar, cast

from fifo_gui.core.events import (
    Event,
    Listener,
    QueueConfigured,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.fifo_queue import FIFOQueue
from fifo_gui.core.task import SUMMARY_LIMIT, Task, make_label, safe_repr, safe_str

log = logging.getLogger(__name__)

MAX_WORKERS = 16
STOP_LABEL = "■ STOP (sentinel)"
TRACEBACK_LIMIT = 20_000  # characters of a failed task's traceback the event carries
JOIN_SLICE = 0.1  # seconds: how long stop() waits on a worker before it looks at Ctrl+C again


def check_workers(workers: object) -> int:
    """`workers` as an int in 1..MAX_WORKERS, or a clear error."""
    if isinstance(workers, bool) or not isinstance(workers, int):
        raise TypeError(f"workers must be an int, not {type(workers).__name__}")
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be between 1 and {MAX_WORKERS}, got {workers}")
    return workers


def check_maxsize(maxsize: object) -> int:
    """`maxsize` as an int >= 0 (0 = unbounded), or a clear error."""
    if isinstance(maxsize, bool) or not isinstance(maxsize, int) or maxsize < 0:
        raise ValueError(f"maxsize must be an int >= 0 (0 = unbounded), got {maxsize!r}")
    return maxsize


class FIFOScheduler:
    """A simple task scheduler that executes tasks in a First-In, First-Out order.

    `workers` threads consume one shared `queue.Queue` (`maxsize` 0 =
    unbounded). With `verbose=True` (the default, as in the lesson) the worker
    prints the lesson's messages; the window passes `verbose=False`.
    """

    queue_class: ClassVar[type[FIFOQueue[Task]]] = FIFOQueue

    def __init__(self, workers: int = 1, maxsize: int = 0, *, verbose: bool = True) -> None:
        self.workers = check_workers(workers)
        self.tasks: FIFOQueue[Task] = type(self).queue_class(check_maxsize(maxsize))
        self._worker_threads: list[threading.Thread] = []
        # A sentinel value to signal the worker thread to stop. Each STOP item
        # is a Task whose func *is* this object: it gets an id and a row in the
        # window like any task, and nothing a user passes can look like it.
        self._stop_signal = object()
        self.verbose = verbose
        self._listeners: tuple[Listener, ...] = ()
        # Held while a task gets its id, is reported queued and is put, so ids,
        # events and queue order agree even with several producers.
        self._put_lock = threading.Lock()
        self._lock = threading.Lock()  # guards the worker list and the STOP count
        self._next_id = 1
        self._stops_queued = 0  # STOPs on the queue that no worker has taken yet
        if verbose:
            from fifo_gui.core.echo import Echo

            self.add_listener(Echo())

    # -- listeners ---------------------------------------------------------

    def add_listener(self, listener: Listener) -> None:
        """Call `listener(event)` for every event, on the thread that causes it.

        It first hears `QueueConfigured`: the setup it joins."""
        with self._lock:
            self._listeners = (*self._listeners, listener)
        self._emit(self._configured(), to=(listener,))

    def remove_listener(self, listener: Listener) -> None:
        """Stop calling `listener`; events already being delivered may still reach it."""
        with self._lock:
            self._listeners = tuple(x for x in self._listeners if x != listener)

    def _emit(self, event: Event, to: tuple[Listener, ...] | None = None) -> None:
        for listener in self._listeners if to is None else to:
            try:
                listener(event)
            except BaseException as exc:  # a broken listener must not take the worker down
                # Ctrl+C and signals land on the main thread: there they are the
                # user's, not the listener's, and end the run. On a worker, the
                # listener raised it itself: a broken listener like any other.
                stopping = isinstance(exc, (KeyboardInterrupt, SystemExit))
                if stopping and threading.current_thread() is threading.main_thread():
                    raise
                log.exception("listener %r failed on %r", listener, event)

    def _configured(self) -> QueueConfigured:
        thread = threading.current_thread().name
        q = self.tasks
        return QueueConfigured(time.monotonic(), thread, q.discipline, q.maxsize, self.workers)

    # -- producer side -----------------------------------------------------

    def schedule(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> int:
        """Schedules a function to be executed by the worker; returns the task's id.

        Blocks while a bounded queue is full, like `queue.Queue.put`. Raises
        `TypeError` here, in the caller, if `func` is not callable.
        """
        # 1. Create a Task object with the provided func, args, and kwargs.
        task = self._make_task(func, args, kwargs)
        # 2. Put the Task object onto the self.tasks queue.
        self._put(task)
        return task.id

    def _make_task(
        self, func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], **extra: Any
    ) -> Task:
        """A labelled Task; a `func` that is not callable raises `TypeError` in the caller."""
        if not callable(func):
            raise TypeError(f"schedule() needs a callable, not {type(func).__name__}")
        return Task(func, args, kwargs, label=make_label(func, args, kwargs), **extra)

    def _put(self, task: Task) -> None:
        """Number `task`, report it queued and put it, as one step among producers."""
        with self._put_lock:
            self._enqueue(task)

    def _enqueue(self, task: Task) -> None:
        """Give `task` an id, report it queued, put it. The caller holds `_put_lock`."""
        task.id = self._next_id
        self._next_id += 1
        is_stop = task.func is self._stop_signal
        # Reported before the put: no worker reports a task started that nobody saw queued.
        now, thread = time.monotonic(), threading.current_thread().name
        self._emit(
            TaskQueued(task.id, task.label, now, thread, is_stop, task.expected, task.priority)
        )
        if is_stop:
            # STOP gets in even when a bounded queue is full: a Stop that waited
            # for room behind the very workers it stops would never end.
            self.tasks.force_put(task)
        else:
            self.tasks.put(task)

    def _add_stops(self) -> list[threading.Thread]:
        """Enqueue one STOP per running worker that has none coming; return the
        workers. The caller holds `_put_lock`, so two Stops never both add them."""
        with self._lock:
            threads = list(self._worker_threads)
            missing = len(threads) - self._stops_queued
            self._stops_queued += max(0, missing)
        for _ in range(missing):
            # The largest priority: in a PriorityScheduler, STOP comes after
            # every task queued before it, as in FIFO. (LIFO takes it first.)
            stop = cast("Callable[..., Any]", self._stop_signal)
            self._enqueue(Task(stop, label=STOP_LABEL, priority=math.inf))
        return threads

    # -- lifecycle -----------------------------------------------------------

    @property
    def running(self) -> bool:
        """True while any worker thread is alive (including while stopping)."""
        with self._lock:
            return bool(self._worker_threads)

    def start(self) -> bool:
        """Starts the worker thread(s); False (and harmless) if they already run."""
        with self._lock:
            already = bool(self._worker_threads)
            if not already:
                self._worker_threads = [
                    threading.Thread(target=self._worker_main, name=f"worker-{n}", daemon=True)
                    for n in range(1, self.workers + 1)
                ]
                threads = list(self._worker_threads)
        if already:
            if self.verbose:
                print("Worker is already running.")
            return False
        for thread in threads:
            # Reported here, before it runs: the caller sees its workers at once,
            # and no task of theirs can be reported before they are.
            self._emit(WorkerStarted(time.monotonic(), thread.name))
            thread.start()
        return True

    def stop(self, wait: bool = True, timeout: float | None = None) -> None:
        """Stops the worker thread(s) gracefully: one sentinel per running worker.

        Everything queued ahead of the sentinels still runs. `wait=True` (the
        lesson's) joins the workers, for at most `timeout` seconds; `wait=False`
        returns at once. Tasks scheduled after `stop()` wait for the next `start()`.
        """
        with self._put_lock:
            threads = self._add_stops()
        if not threads:
            if self.verbose:
                print("Worker is not running.")
            return
        if wait and threading.current_thread() not in threads:  # a task may call stop()
            self._join(threads, timeout)

    def _join(self, threads: list[threading.Thread], timeout: float | None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        for thread in threads:
            # In short slices: the kernel may hand Ctrl+C to a worker thread, and
            # the main thread handles it only once its join() returns.
            while thread.is_alive():
                remaining = JOIN_SLICE if deadline is None else deadline - time.monotonic()
                if remaining <= 0:
                    break
                thread.join(min(JOIN_SLICE, remaining))
        return not any(t.is_alive() for t in threads)

    # -- consumer side -------------------------------------------------------

    def _worker_main(self) -> None:
        """A worker thread: run the loop, then say which STOP ended it."""
        name = threading.current_thread().name
        stop_id = 0
        try:
            stop_id = self._worker_loop()
        finally:
            with self._lock:
                self._worker_threads.remove(threading.current_thread())
                if stop_id:
                    self._stops_queued -= 1
            self._emit(WorkerStopped(time.monotonic(), name, stop_id))

    def _worker_loop(self) -> int:
        """The main loop for the worker thread; returns the id of the STOP it took."""
        name = threading.current_thread().name
        while True:
            # 1. Get a task from the queue. This call blocks until a task is available.
            task = self.tasks.get()
            # 2. If it is the stop signal, break the loop.
            if task.func is self._stop_signal:
                self.tasks.task_done()
                return task.id
            # 3. Otherwise run it, catch whatever it raises, and report.
            if self._begin(task):
                self._emit(TaskStarted(task.id, time.monotonic(), name))
                try:
                    result = task.func(*task.args, **task.kwargs)
                except BaseException as exc:  # SystemExit and KeyboardInterrupt from a task too
                    self._end(task, self._failure(task, exc, name))
                else:
                    finished = TaskFinished(task.id, time.monotonic(), name, safe_repr(result))
                    del result  # a big result is freed now, not when the next task ends
                    self._end(task, finished)
            self.tasks.task_done()
            del task  # and its arguments: the worker may wait a long time for the next

    def _begin(self, task: Task) -> bool:
        """Whether to run `task` (the classroom skips a cancelled one)."""
        return True

    def _end(self, task: Task, event: Event) -> None:
        """Report how `task` ended."""
        self._emit(event)

    def _failure(self, task: Task, exc: BaseException, worker: str) -> Event:
        """The event for a task that raised `exc`, its message and traceback bounded."""
        return TaskFailed(
            task.id,
            time.monotonic(),
            worker,
            type(exc).__name__[:SUMMARY_LIMIT],  # a class's name can be of any length too
            safe_str(exc, SUMMARY_LIMIT),
            _format_traceback(exc),
        )


def _format_traceback(exc: BaseException) -> str:
    try:
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    except BaseException:
        message = safe_str(exc, SUMMARY_LIMIT)
        return f"{type(exc).__name__}: {message}\n(traceback could not be formatted)"
    if len(text) > TRACEBACK_LIMIT:
        half = TRACEBACK_LIMIT // 2
        cut = len(text) - 2 * half
        text = f"{text[:half]}\n… ({cut:,} characters cut) …\n{text[-half:]}"
    return text
