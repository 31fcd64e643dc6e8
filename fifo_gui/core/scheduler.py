"""The lesson's FIFO scheduler: a `queue.Queue`, worker thread(s) and a sentinel.

The producer (whoever calls `schedule`) puts `Task`s on `tasks`; each worker
blocks on `tasks.get()`, runs what it gets in FIFO order, and exits when it
takes the stop signal. Everything that happens is reported to listeners as
events (see `events.py`), on the thread where it happens.

Read `_worker_loop` beside the lesson: it is the exercise's answer, with an
event where the lesson prints a line.
"""

from __future__ import annotations

import logging
import math
import queue
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from fifo_gui.core.cancel import TaskCancelledError, set_current_token
from fifo_gui.core.demo_tasks import expected_seconds
from fifo_gui.core.events import (
    Event,
    Listener,
    TaskCancelled,
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
RETRYABLE = 1000  # failed or cancelled tasks kept for retry(), the newest


@dataclass(frozen=True, slots=True)
class Counts:
    """How many tasks are where. submitted == queued + running + done + failed + cancelled."""

    submitted: int
    queued: int
    running: int
    done: int
    failed: int
    cancelled: int


def check_workers(workers: object) -> int:
    """`workers` as an int in 1..MAX_WORKERS, or a clear error."""
    if isinstance(workers, bool) or not isinstance(workers, int):
        raise TypeError(f"workers must be an int, not {type(workers).__name__}")
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be between 1 and {MAX_WORKERS}, got {workers}")
    return workers


def check_priority(priority: object) -> float:
    """`priority` as a finite number, or a clear error."""
    if (
        isinstance(priority, bool)
        or not isinstance(priority, (int, float))
        or not math.isfinite(priority)
    ):
        raise ValueError(f"priority must be a finite number, got {priority!r}")
    return priority


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

    `queue_class` is the only thing `LIFOScheduler` and `PriorityScheduler`
    change (see disciplines.py); `use_queue` swaps it while nothing runs.
    """

    queue_class: ClassVar[type[FIFOQueue[Task]]] = FIFOQueue

    def __init__(self, workers: int = 1, maxsize: int = 0, *, verbose: bool = True) -> None:
        self.workers = check_workers(workers)
        self.tasks: FIFOQueue[Task] = type(self).queue_class(check_maxsize(maxsize))
        self._worker_threads: list[threading.Thread] = []
        # A sentinel value to signal the worker thread to stop. Each STOP item
        # on the queue is a Task whose func *is* this object, so every STOP has
        # its own id and row in the window, and nothing a user passes (None
        # included) can ever look like it.
        self._stop_signal = object()
        self.verbose = verbose
        self._listeners: tuple[Listener, ...] = ()
        # Held while a task gets its id, is reported queued and is put, so ids,
        # events and queue order agree even with several producers.
        self._put_lock = threading.Lock()
        # Guards the bookkeeping below that workers and producers share.
        self._lock = threading.Lock()
        self._next_id = 1
        # Queued tasks not yet taken. Whoever pops a task first owns it: a
        # worker runs it, cancel() cancels it (dict.pop is atomic).
        self._pending: dict[int, Task] = {}
        self._stops_queued = 0  # STOP sentinels on the queue, not yet taken
        self._cancelled = 0  # cancelled while queued (by cancel() or shutdown)
        self._tallies: list[_Tally] = []  # one per worker thread ever started
        self._ended_early: dict[int, Task] = {}  # failed or cancelled, for retry()
        self._closed = False
        if verbose:
            from fifo_gui.core.echo import print_event

            self.add_listener(print_event)

    # -- listeners ---------------------------------------------------------

    def add_listener(self, listener: Listener) -> None:
        """Call `listener(event)` for every event, on the thread that causes it."""
        with self._lock:
            self._listeners = (*self._listeners, listener)

    def remove_listener(self, listener: Listener) -> None:
        """Stop calling `listener`; events already being delivered may still reach it."""
        with self._lock:
            self._listeners = tuple(x for x in self._listeners if x != listener)

    def _emit(self, event: Event) -> None:
        for listener in self._listeners:
            try:
                listener(event)
            except BaseException:
                # A broken listener must not take the worker (or the producer) down.
                log.exception("listener %r failed on %r", listener, event)

    # -- producer side -----------------------------------------------------

    def schedule(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> int:
        """Schedules a function to be executed by the worker; returns the task's id.

        Blocks while a bounded queue is full, like `queue.Queue.put`. Raises
        `TypeError` here, in the caller, if `func` is not callable.
        """
        return self.submit(func, args, kwargs)

    def schedule_nowait(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> int:
        """Like `schedule`, but raises `queue.Full` at once instead of waiting.

        A refused task changes nothing: no id, no event, nothing queued.
        """
        return self.submit(func, args, kwargs, block=False)

    def submit(
        self,
        func: Callable[..., Any],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
        *,
        block: bool = True,
        timeout: float | None = None,
        priority: float = 0,
    ) -> int:
        """`schedule` with explicit arguments and the choice to wait.

        `block=False` or a `timeout` that runs out raise `queue.Full`, and
        nothing was queued. Bad arguments raise `TypeError` in the caller.
        `priority` orders a priority queue (lower first); others ignore it.
        """
        # 1. Create a Task object with the provided func, args, and kwargs.
        task = self._make_task(func, args, kwargs, check_priority(priority))
        # 2. Put the Task object onto the self.tasks queue.
        self._put(task, block, timeout)
        return task.id

    def _make_task(
        self,
        func: Callable[..., Any],
        args: tuple[Any, ...],
        kwargs: dict[str, Any] | None,
        priority: float = 0,
    ) -> Task:
        """A checked, labelled Task; bad arguments raise `TypeError` in the caller."""
        if not callable(func):
            raise TypeError(f"schedule() needs a callable, not {type(func).__name__}")
        if not isinstance(args, tuple):
            raise TypeError(f"args must be a tuple, not {type(args).__name__}")
        if kwargs is None:
            kwargs = {}
        elif not isinstance(kwargs, dict):
            raise TypeError(f"kwargs must be a dict, not {type(kwargs).__name__}")
        return Task(
            func,
            args,
            kwargs,
            label=make_label(func, args, kwargs),
            expected=expected_seconds(func, args, kwargs),
            priority=priority,
        )

    def schedule_many(
        self, count: int, func: Callable[..., Any], /, *args: Any, **kwargs: Any
    ) -> range:
        """Schedules `count` calls of `func(*args, **kwargs)` at once; returns their ids.

        A burst, for showing what a queue does under load. Never blocks: a
        bounded queue takes what fits, and the range is shorter (maybe empty).
        Each task still gets its own id and `TaskQueued` event, in FIFO order.
        """
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ValueError(f"count must be an int >= 0, got {count!r}")
        if not callable(func):
            raise TypeError(f"schedule_many() needs a callable, not {type(func).__name__}")
        label = make_label(func, args, kwargs)
        expected = expected_seconds(func, args, kwargs)
        with self._put_lock:
            self._check_open()
            if self.tasks.maxsize:
                count = min(count, max(0, self.tasks.maxsize - self.tasks.qsize()))
            first = self._next_id
            for _ in range(count):
                self._enqueue(Task(func, args, kwargs, label=label, expected=expected))
        return range(first, first + count)

    def _put(self, task: Task, block: bool, timeout: float | None) -> None:
        """Wait for room, then enqueue. The wait happens outside `_put_lock`,
        so a producer blocked on a full queue never holds up another one (the
        window's thread must never wait)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            with self._put_lock:
                self._check_open()
                if not self.tasks.full():
                    self._enqueue(task)
                    return
            if not block:
                raise queue.Full
            remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not self.tasks.wait_for_room(remaining):
                raise queue.Full
            # Room now, but another producer may take it first: look again.

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("the scheduler has been shut down")

    def _enqueue(self, task: Task) -> None:
        """Give `task` an id, report it queued, put it: all three in queue order.

        The caller holds `_put_lock` and, on a bounded queue, has seen room:
        only producers add to the queue, and they all hold that lock.
        """
        task.id = self._next_id
        self._next_id += 1
        is_stop = task.func is self._stop_signal
        if is_stop:
            with self._lock:
                self._stops_queued += 1
        else:
            self._pending[task.id] = task
        # Reported before the put, so no worker can report a task started
        # that nobody has seen queued.
        self._emit(
            TaskQueued(
                task.id,
                task.label,
                time.monotonic(),
                threading.current_thread().name,
                is_stop,
                task.expected,
                task.priority,
            )
        )
        self.tasks.force_put(task)

    def _stop_task(self) -> Task:
        # The largest priority: in a PriorityScheduler, STOP comes after every
        # task queued before it, as in FIFO. (A LIFO queue takes it first.)
        return Task(
            cast("Callable[..., Any]", self._stop_signal), label=STOP_LABEL, priority=math.inf
        )

    def cancel(self, task_id: int) -> bool:
        """Cancel a task: a queued one will not run; a running one is asked to stop.

        A running demo task stops at once (it waits on its cancel token); plain
        code that never looks at the token runs to its end, since Python threads
        cannot be killed. False if the task is finished, unknown or a STOP.
        """
        task = self._pending.pop(task_id, None)
        if task is not None:
            self._ended_early_add(task)
            with self._lock:
                self._cancelled += 1
            # The item stays on the queue; the worker that reaches it skips it.
            self._emit(TaskCancelled(task_id, time.monotonic(), threading.current_thread().name))
            return True
        with self._lock:
            for tally in self._tallies:
                if tally.current == task_id:
                    tally.token.set()
                    return True
        return False  # finished, or never queued

    def retry(self, task_id: int) -> int:
        """Schedule a copy of a failed or cancelled task at the tail, as a new task.

        Never blocks: raises `queue.Full` on a full bounded queue, and
        `ValueError` for a task that did not fail or was not cancelled (or is
        older than the last RETRYABLE such tasks).
        """
        with self._lock:
            task = self._ended_early.get(task_id)
        if task is None:
            raise ValueError(
                f"task #{task_id} cannot be retried: only a failed or cancelled task can"
            )
        copy = Task(
            task.func,
            task.args,
            dict(task.kwargs),
            label=f"retry of #{task_id}: {task.label}",
            expected=task.expected,
            priority=task.priority,
        )
        self._put(copy, block=False, timeout=None)
        return copy.id

    def _ended_early_add(self, task: Task) -> None:
        """Keep a failed or cancelled task for `retry`: the last RETRYABLE of them."""
        with self._lock:
            self._ended_early[task.id] = task
            if len(self._ended_early) > RETRYABLE:
                del self._ended_early[next(iter(self._ended_early))]

    # -- lifecycle -----------------------------------------------------------

    @property
    def running(self) -> bool:
        """True while any worker thread is alive (including while stopping)."""
        with self._lock:
            return bool(self._worker_threads)

    @property
    def stopping(self) -> bool:
        """True while STOP sentinels wait on the queue for running workers."""
        with self._lock:
            return bool(self._worker_threads) and self._stops_queued > 0

    def set_workers(self, workers: int) -> None:
        """Change how many workers the next `start()` runs (refused while running)."""
        workers = check_workers(workers)
        with self._lock:
            if self._worker_threads:
                raise RuntimeError("stop the workers before changing how many there are")
            self.workers = workers

    @property
    def discipline(self) -> str:
        """The queue's order: "FIFO", "LIFO" or "Priority"."""
        return self.tasks.discipline

    def use_queue(self, queue_class: type[FIFOQueue[Task]]) -> None:
        """Take items in another order from now on: an empty queue of `queue_class`
        (with the same maxsize) replaces `tasks`. Refused while workers run or
        anything waits on the queue."""
        with self._put_lock, self._lock:
            if self._worker_threads or self.tasks.qsize():
                raise RuntimeError("stop the workers and empty the queue before changing its order")
            paused = self.tasks.paused
            self.tasks = queue_class(self.tasks.maxsize)
            if paused:
                self.tasks.pause()

    def set_maxsize(self, maxsize: int) -> None:
        """Bound the queue (0 = unbounded). Tasks already queued stay queued."""
        self.tasks.set_maxsize(check_maxsize(maxsize))

    @property
    def paused(self) -> bool:
        """True while no item leaves the queue except through `step()`."""
        return self.tasks.paused

    def pause(self) -> None:
        """Hold the workers before they take the next item; running tasks finish.

        A worker already waiting in `get()` is held too: the queue itself is
        paused, so nothing leaves it except through `step()`.
        """
        self.tasks.pause()

    def resume(self) -> None:
        """Let the workers take items freely again."""
        self.tasks.resume()

    def step(self) -> None:
        """While paused, let exactly one more item through to a worker."""
        self.tasks.step()

    def start(self) -> bool:
        """Starts the worker thread(s); False (and harmless) if they already run."""
        with self._lock:
            self._check_open()
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
            thread.start()
        return True

    def stop(self, wait: bool = True, timeout: float | None = None) -> None:
        """Stops the worker thread(s) gracefully: one sentinel per running worker.

        Everything queued ahead of the sentinels still runs. `wait=True` (the
        lesson's behaviour) joins the workers, for at most `timeout` seconds,
        and resumes a paused queue first: a paused worker would never reach
        its sentinel, and `stop()` would wait forever. `wait=False` returns at
        once and leaves a pause alone (the class can step up to the STOP); each
        worker reports `WorkerStopped` when it exits. Tasks scheduled after
        `stop()` wait on the queue for the next `start()`.
        """
        with self._put_lock:  # two concurrent stop() calls must not both add sentinels
            with self._lock:
                threads = list(self._worker_threads)
                missing = len(threads) - self._stops_queued
            for _ in range(missing):
                self._enqueue(self._stop_task())
        if not threads:
            if self.verbose:
                print("Worker is not running.")
            return
        if wait and threading.current_thread() not in threads:  # a task may call stop()
            self.resume()
            self._join(threads, timeout)

    def stop_now(self) -> None:
        """The emergency stop: cancel everything queued, ask running tasks to stop,
        and put one STOP per worker at the (now empty) queue's head.

        Never blocks. Demo tasks end at once; plain code runs to its end first.
        """
        with self._put_lock:
            with self._lock:
                threads = list(self._worker_threads)
                for tally in self._tallies:
                    if tally.current:
                        tally.token.set()
            self.resume()
            self._empty_the_queue()
            for _ in range(len(threads) - self._stops_queued):
                self._enqueue(self._stop_task())

    def shutdown(self, timeout: float = 2.0) -> bool:
        """Stop for good, fast: for app exit. True if every worker exited in time.

        Refuses new tasks (a producer waiting for room gets `RuntimeError`),
        cancels everything still queued, tells running demo tasks to stop
        (cancel token), resumes a pause, enqueues the sentinels and joins
        with `timeout`. Never hangs: workers are daemon threads, so one stuck
        in plain `time.sleep` cannot keep the process alive.
        """
        deadline = time.monotonic() + timeout
        with self._put_lock:
            self._closed = True
            self.tasks.close()
        self.stop_now()
        with self._lock:
            threads = list(self._worker_threads)
        return self._join(threads, max(0.0, deadline - time.monotonic()))

    def _empty_the_queue(self) -> None:
        """Cancel every queued task. The STOPs already queued stay (same ids),
        now at the head: nothing is left ahead of them. The caller holds
        `_put_lock`, so nothing new arrives meanwhile."""
        stops: list[Task] = []
        while True:
            try:
                task = self.tasks.get_nowait()
            except queue.Empty:
                break
            self.tasks.task_done()
            if task.func is self._stop_signal:
                stops.append(task)
            else:
                self.cancel(task.id)
        for stop in stops:
            self.tasks.force_put(stop)

    def _join(self, threads: list[threading.Thread], timeout: float | None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        for thread in threads:
            remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
            thread.join(remaining)
        return not any(t.is_alive() for t in threads)

    def counts(self) -> Counts:
        """Where every submitted task is.

        Read without stopping the workers, so a task moving between two
        places at that instant may be missed; exact whenever the workers are
        idle, stopped or paused.
        """
        with self._lock:
            tallies = list(self._tallies)
            cancelled = self._cancelled
        queued = len(self._pending)
        running = sum(1 for t in tallies if t.current)
        done = sum(t.done for t in tallies)
        failed = sum(t.failed for t in tallies)
        cancelled += sum(t.cancelled for t in tallies)
        return Counts(
            submitted=queued + running + done + failed + cancelled,
            queued=queued,
            running=running,
            done=done,
            failed=failed,
            cancelled=cancelled,
        )

    # -- consumer side -------------------------------------------------------

    def _worker_main(self) -> None:
        """A worker thread: announce itself, run the loop, then leave the books."""
        name = threading.current_thread().name
        tally = _Tally()
        with self._lock:
            self._tallies.append(tally)
        set_current_token(tally.token)
        self._emit(WorkerStarted(time.monotonic(), name))
        stop_id = 0
        try:
            stop_id = self._worker_loop(name, tally)
        finally:
            with self._lock:
                self._worker_threads.remove(threading.current_thread())
                if stop_id:
                    self._stops_queued -= 1
            self._emit(WorkerStopped(time.monotonic(), name, stop_id))

    def _worker_loop(self, name: str, tally: _Tally) -> int:
        """The main loop for the worker thread; returns the id of the STOP it took."""
        while True:
            # 1. Get a task from the queue. This call blocks until a task is
            #    available (and, while paused, until a step lets one out).
            task = self.tasks.get()
            # 2. If it is the stop signal, break the loop.
            if task.func is self._stop_signal:
                self.tasks.task_done()
                return task.id
            # 3. Otherwise run it, catch whatever it raises, and report.
            if self._claim(task, tally):  # False if it was cancelled while it waited
                self._emit(TaskStarted(task.id, time.monotonic(), name))
                try:
                    result = task.func(*task.args, **task.kwargs)
                except TaskCancelledError:
                    tally.cancelled += 1
                    self._ended_early_add(task)
                    self._emit(TaskCancelled(task.id, time.monotonic(), name))
                except BaseException as exc:  # SystemExit and KeyboardInterrupt from a task too
                    tally.failed += 1
                    self._ended_early_add(task)
                    self._emit(_failed(task.id, exc, name))
                else:
                    tally.done += 1
                    self._emit(TaskFinished(task.id, time.monotonic(), name, safe_repr(result)))
                    del result  # a big result is freed now, not when the next task ends
                self._release(tally)
            self.tasks.task_done()
            del task  # and its arguments: the worker may wait a long time for the next

    def _claim(self, task: Task, tally: _Tally) -> bool:
        """Take `task` out of the pending set; False if cancel() took it first."""
        tally.current = task.id  # set before the pop: counts() never loses it in between
        if self._pending.pop(task.id, None) is None:
            tally.current = 0
            return False
        return True

    def _release(self, tally: _Tally) -> None:
        """The worker is done with its task: a cancel request for it ends here."""
        with self._lock:  # cancel() must never hit the next task by mistake
            tally.current = 0
            if tally.token.is_set():
                tally.token.clear()


class _Tally:
    """One worker's counts and cancel token. Only its own worker writes the
    counts, so they need no lock."""

    __slots__ = ("cancelled", "current", "done", "failed", "token")

    def __init__(self) -> None:
        self.current = 0  # id of the task running now, 0 if none
        self.token = threading.Event()  # set: the running task is asked to stop
        self.done = 0
        self.failed = 0
        self.cancelled = 0


def _failed(task_id: int, exc: BaseException, worker: str) -> TaskFailed:
    """The event for a task that raised `exc`, its message and traceback bounded."""
    return TaskFailed(
        task_id,
        time.monotonic(),
        worker,
        type(exc).__name__,
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
