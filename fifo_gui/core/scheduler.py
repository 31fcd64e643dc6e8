"""The lesson's FIFO scheduler: a `queue.Queue`, worker thread(s) and a sentinel.

Read `schedule`, `_worker_loop` and `stop` beside the lesson: they are the
exercise's answer. Events are the only addition: what happens is reported to
listeners (events.py) on the thread where it happens, with an id for each item
put, so the window can name it. The classroom controls (cancel, retry, pause
and step, Stop now, a producer that never waits) extend it in classroom.py.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any, ClassVar

from fifo_gui.core.echo import Echo
from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.fifo_queue import FIFOQueue
from fifo_gui.core.interrupts import join_all
from fifo_gui.core.limits import MAX_WORKERS, check_maxsize, check_workers
from fifo_gui.core.listeners import Reporter
from fifo_gui.core.task import Task, failure, new_task, safe_repr

__all__ = ["MAX_WORKERS", "STOP_LABEL", "FIFOScheduler"]

STOP_LABEL = "■ STOP (sentinel)"


class FIFOScheduler(Reporter):
    """A simple task scheduler that executes tasks in a First-In, First-Out order.

    `workers` threads share one `queue.Queue` (`maxsize` 0 = unbounded); with
    `verbose=True` (the lesson's default) the worker prints the lesson's lines."""

    queue_class: ClassVar[type[FIFOQueue[Any]]] = FIFOQueue

    def __init__(self, workers: int = 1, maxsize: int = 0, *, verbose: bool = True) -> None:
        super().__init__()
        self.workers = check_workers(workers)
        # Tasks, and the stop signal: the one item that is not a Task.
        self.tasks: FIFOQueue[Any] = type(self).queue_class(check_maxsize(maxsize))
        self._worker_threads: list[threading.Thread] = []
        # A sentinel value to signal the worker thread to stop
        self._stop_signal = object()
        self.verbose = verbose
        # Held while an item gets its id, is reported queued and is put, so ids,
        # events and queue order agree even with several producers.
        self._put_lock = threading.Lock()
        self._lock = threading.Lock()  # guards the worker list and the STOP ids
        self._next_id = 1
        self._stop_ids: deque[int] = deque()  # the STOPs on the queue, oldest first
        if verbose:
            self.add_listener(Echo())

    def _setup(self) -> QueueConfigured:
        """The queue's setup, which a new listener hears first."""
        thread, q, now = threading.current_thread().name, self.tasks, time.monotonic()
        return QueueConfigured(now, thread, q.discipline, q.maxsize, self.workers, q.standard)

    # -- producer side -----------------------------------------------------

    def schedule(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> int:
        """Schedules a function to be executed by the worker; returns the task's id.
        Blocks while a bounded queue is full; `TypeError` if `func` is not callable."""
        # 1. Create a Task object with the provided func, args, and kwargs.
        task = new_task(func, args, kwargs)
        # 2. Put the Task object onto the self.tasks queue (reported first).
        with self._put_lock:
            self._report_queued(task)
            self.tasks.put(task)
        return task.id

    def _report_queued(self, task: Task | None) -> None:
        """Give the next item (`None`: the stop signal) its id and report it queued. The caller
        holds `_put_lock` and puts it next: no worker reports a task started nobody saw queued."""
        item_id, self._next_id = self._next_id, self._next_id + 1
        now, thread = time.monotonic(), threading.current_thread().name
        if task is None:
            with self._lock:
                self._stop_ids.append(item_id)
            self._emit(TaskQueued(item_id, STOP_LABEL, now, thread, True, None, float("inf")))
        else:
            task.id = item_id
            label, expected, priority = task.label, task.expected, task.priority
            self._emit(TaskQueued(item_id, label, now, thread, False, expected, priority))

    # -- lifecycle -----------------------------------------------------------

    @property
    def running(self) -> bool:
        """True while any worker thread is alive (including while stopping)."""
        with self._lock:
            return bool(self._worker_threads)

    def start(self) -> bool:
        """Starts the worker thread(s); False (and harmless) if they already run."""
        with self._lock:
            if self._worker_threads:
                threads = []
            else:
                threads = self._worker_threads = [
                    threading.Thread(target=self._worker_main, name=f"worker-{n}", daemon=True)
                    for n in range(1, self.workers + 1)
                ]
        if not threads:
            if self.verbose:
                print("Worker is already running.")
            return False
        for thread in list(threads):
            # Reported before it runs: no task of a worker is reported before the worker.
            self._emit(WorkerStarted(time.monotonic(), thread.name))
            thread.start()
        return True

    def stop(self, wait: bool = True, timeout: float | None = None) -> None:
        """Stops the worker thread(s) gracefully: one sentinel per worker, behind
        everything queued. `wait=True` (the lesson's) joins them, for at most
        `timeout` seconds. Like the lesson's, it waits for room on a full queue."""
        with self._lock:
            threads = list(self._worker_threads)
        if not threads:
            if self.verbose:
                print("Worker is not running.")
            return
        # Put one sentinel value per worker on the queue to signal them to stop
        with self._put_lock:
            for _ in threads:
                self._report_queued(None)
                self.tasks.put(self._stop_signal)
        # Wait for the worker threads to finish (unless a task called stop())
        if wait and threading.current_thread() not in threads:
            join_all(threads, timeout)

    # -- consumer side -------------------------------------------------------

    def _worker_main(self) -> None:
        """A worker thread: run the loop, then report its exit and the STOP it took."""
        stop_id = 0
        try:
            self._worker_loop()
            with self._lock:  # STOPs are alike: the one taken is the one the queue gives
                stops = self._stop_ids
                stop_id = stops.pop() if self.tasks.newest_first else stops.popleft()
        finally:
            with self._lock:
                self._worker_threads.remove(threading.current_thread())
            self._emit(WorkerStopped(time.monotonic(), threading.current_thread().name, stop_id))

    def _worker_loop(self) -> None:
        """The main loop for the worker thread."""
        name = threading.current_thread().name
        while True:
            # 1. Get a task from the queue. This call blocks until a task is available.
            task = self.tasks.get()
            # 2. If it is the stop signal, break the loop.
            if task is self._stop_signal:
                self.tasks.task_done()
                break
            # 3. Otherwise run it, catch whatever it raises, and report.
            self._run(task, name)
            self.tasks.task_done()
            del task  # and its arguments: the worker may wait a long time for the next

    def _run(self, task: Task, name: str) -> None:
        """Call the task on worker `name`; report its start, then its result or what it raised."""
        if not self._begin(task):
            return
        self._emit(TaskStarted(task.id, time.monotonic(), name))
        began = time.thread_time()  # this thread's CPU: less than the run while it waits
        try:
            result = task.func(*task.args, **task.kwargs)
        except BaseException as exc:  # SystemExit and KeyboardInterrupt from a task too
            self._end(task, self._failure(task, exc, name, time.thread_time() - began))
        else:
            cpu = time.thread_time() - began
            finished = TaskFinished(task.id, time.monotonic(), name, safe_repr(result), cpu)
            del result  # a big result is freed now, not when the next task ends
            self._end(task, finished)

    def _begin(self, task: Task) -> bool:
        """Whether to run `task` (the classroom skips a cancelled one)."""
        return True

    def _end(self, task: Task, event: Event) -> None:
        """Report how `task` ended (the classroom books it first)."""
        self._emit(event)

    def _failure(self, task: Task, exc: BaseException, worker: str, cpu: float) -> Event:
        """The event for a task that raised `exc` (the classroom tells a cancel)."""
        return failure(task.id, exc, worker, cpu)
