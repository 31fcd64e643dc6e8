"""The checker's child process: `python -I -m fifo_gui.check.child FILE`.

It imports the student's file, makes their `FIFOScheduler` and drives it as the
lesson does, watching without changing their code: the `tasks` queue gets a
subclass of its own class (so a LifoQueue stays a LifoQueue) that reports every
put and get, each task's function is wrapped when it is put (called, finished,
failed, with the arguments it got), and the worker threads are watched.
What the window shows of a queue item comes from that queue alone: a put is
`TaskQueued`, and every get, whoever calls it, is a take (`Took`), a task's
as `TaskStarted` (the core reports a take so; one never called is
`TaskCancelled` when the run ends), a STOP's as `SentinelTaken`, and the
thread's end as its `WorkerStopped`. A worker that calls get() again after
taking a STOP went on (`WentOn`): the window shows the STOP taken and that
worker still there, waiting.
Every call into their code runs on a thread of ours with a time limit, so a
hang is reported, not waited for. It writes one JSON object per line on what
was stdout: the lesson's events (recording.py's format) and facts of its own
(`Phase`, `Call`, `Invoked`, `Idle`, `Died`, `Unusable`, `Done`). The
student's prints go nowhere. It ends with `os._exit`, so a thread of theirs
cannot keep it alive.
"""

from __future__ import annotations

import importlib.util
import json
import os
import queue
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from fifo_gui.check.verdicts import SHOWN
from fifo_gui.core.events import (
    Event,
    QueueConfigured,
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

IMPORT_LIMIT = 3.0  # seconds for the file's import
CALL_LIMIT = 2.0  # FIFOScheduler(), start(), each schedule()
WAIT_LIMIT = 2.0  # for the tasks of a phase to run
STOP_LIMIT = 3.0  # for stop() to return
IDLE = 0.5  # the idle worker is watched this long
HOLD = 1.0  # the first task runs this long unless released
SELF_LIMIT = 25.0  # seconds after which the child ends itself, whatever the parent does
DISCIPLINES = {"LifoQueue": "LIFO", "PriorityQueue": "Priority"}


def _short(value: Any, limit: int = 80) -> str:
    try:
        text = repr(value)
    except BaseException:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Probe:
    """What the checker learns about one run, written as JSON lines."""

    def __init__(self, fd: int) -> None:
        self._out = os.fdopen(fd, "w", encoding="utf-8", buffering=1)
        self._lock = threading.Lock()
        self.epoch = time.monotonic()
        self.next_id = 0
        self.producer = ""  # the thread of ours that calls schedule()
        self.probe_of: dict[int, str] = {}  # task id -> the probe it runs
        self.pending_probe: list[tuple[Callable[..., Any], str]] = []
        self.invoked: dict[str, float] = {}  # probe -> when it was called
        self._items_lock = threading.Lock()
        self.on_queue: dict[int, list[int]] = {}  # id(item as put) -> task ids, in put order
        self.sentinel_ids: set[int] = set()  # task ids of the non-task items (STOP)
        self.sentinels_put = 0  # how many non-task items were put, ever
        self.took_sentinel: dict[str, int] = {}  # thread -> the latest STOP it took
        self.holds_stop: dict[str, int] = {}  # thread -> a STOP it took, still undecided
        self.held: dict[int, str] = {}  # task id -> the thread that took it, until called
        self.workers: set[str] = set()  # worker threads announced (WorkerStarted)
        self.exited: set[str] = set()  # worker threads whose end was reported
        self.polls: dict[str, int] = {}  # "get_nowait()" / "get(timeout=...)" -> calls
        self.waiting: dict[int, int] = {}  # thread ident -> blocking gets in progress
        self.changed = threading.Condition()
        self.started: list[threading.Thread] = []  # threads their code started

    def write(self, line: str) -> None:
        with self._lock:
            try:
                self._out.write(line + "\n")
            except (OSError, ValueError):
                os._exit(3)  # the parent went away: nobody is listening

    def event(self, event: Event) -> None:
        self.write(event_to_line(event, self.epoch))

    def fact(self, kind: str, **fields: Any) -> None:
        fields["time"] = round(time.monotonic() - self.epoch, 6)
        self.write(json.dumps({"v": 1, "type": kind, **fields}, default=_short))

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

    # -- the queue -------------------------------------------------------------------

    def on_put(self, item: Any) -> Any:
        """Report a put; a task's function is wrapped, so that its run is seen."""
        thread = threading.current_thread().name
        func, replace = _task_function(item)
        task_id = self.new_id()
        if func is None:
            self.sentinel_ids.add(task_id)
            self.sentinels_put += 1
            self.event(TaskQueued(task_id, "STOP", self.now(), thread, sentinel=True))
            put = item
        else:
            probe = self._probe_name(func)
            self.probe_of[task_id] = probe
            label = SHOWN.get(probe) or str(getattr(func, "__name__", "task"))
            self.event(TaskQueued(task_id, label, self.now(), thread))
            self.fact("Put", task_id=task_id, probe=probe, thread=thread)
            put = replace(self._wrap(func, task_id, probe))
        with self._items_lock:  # known before it is on the queue: a get may follow at once
            self.on_queue.setdefault(id(put), []).append(task_id)
        return put

    def _probe_name(self, func: Callable[..., Any]) -> str:
        for known, name in self.pending_probe:
            if known is func:
                return name
        return ""

    def _wrap(self, func: Callable[..., Any], task_id: int, probe: str) -> Callable[..., Any]:
        def observed(*args: Any, **kwargs: Any) -> Any:
            thread = threading.current_thread().name
            self.held.pop(task_id, None)
            self.fact(
                "Invoked",
                task_id=task_id,
                probe=probe,
                thread=thread,
                args=[_short(a) for a in args],
                kwargs={k: _short(v) for k, v in kwargs.items()},
            )
            self.invoked.setdefault(probe, time.monotonic())
            self.notify()
            try:
                result = func(*args, **kwargs)
            except BaseException as exc:
                self.event(
                    TaskFailed(task_id, self.now(), thread, type(exc).__name__, _message(exc), "")
                )
                self.notify()
                raise
            self.event(TaskFinished(task_id, self.now(), thread, _short(result)))
            self.notify()
            return result

        observed.__name__ = getattr(func, "__name__", "task")
        observed.__qualname__ = getattr(func, "__qualname__", "task")
        return observed

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
        self.fact("Took", thread=thread, task_id=task_id, sentinel=sentinel)
        if sentinel:
            self.took_sentinel[thread] = self.holds_stop[thread] = task_id
            self.event(SentinelTaken(self.now(), thread, task_id))
        else:
            self.held[task_id] = thread
            self.event(TaskStarted(task_id, self.now(), thread))
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


def _message(exc: BaseException) -> str:
    try:
        return str(exc)[:200]
    except BaseException:
        return ""


def _task_function(item: Any) -> tuple[Callable[..., Any] | None, Callable[[Any], Any]]:
    """The function a queued item runs, and how to put a wrapped one in its place."""
    func = getattr(item, "func", None)
    if callable(func):

        def replace(wrapped: Any) -> Any:
            try:
                object.__setattr__(item, "func", wrapped)
            except (AttributeError, TypeError):  # an item that will not take it runs unwatched
                return item
            return item

        return func, replace
    if isinstance(item, tuple) and item and callable(item[0]):
        return item[0], lambda wrapped: (wrapped, *item[1:])
    if callable(item) and not isinstance(item, type):
        return item, lambda wrapped: wrapped
    return None, lambda wrapped: item


def observe(tasks: queue.Queue[Any], probe: Probe) -> None:
    """Give `tasks` a subclass of its own class that reports to `probe`; its items,
    its lock and any alias the student keeps stay as they are."""
    base = type(tasks)

    class Observed(base):  # type: ignore[valid-type,misc]
        def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
            super().put(probe.on_put(item), block, timeout)

        def get(self, block: bool = True, timeout: float | None = None) -> Any:
            probe.on_get(block, timeout)
            me = threading.get_ident()
            waits = block and timeout is None
            if waits:
                probe.waiting[me] = probe.waiting.get(me, 0) + 1
            try:
                item = super().get(block, timeout)
            finally:
                if waits:
                    probe.waiting[me] -= 1
            probe.on_taken(item)
            return item

    Observed.__name__ = Observed.__qualname__ = base.__name__
    tasks.__class__ = Observed


# -- calling their code, each call bounded ---------------------------------------------


class Outcome:
    def __init__(self) -> None:
        self.returned = False
        self.value: Any = None
        self.error = ""
        self.seconds = 0.0
        self.thread: threading.Thread | None = None


def call(func: Callable[[], Any], limit: float, name: str) -> Outcome:
    """Run `func` on a daemon thread of ours; wait at most `limit` seconds."""
    outcome = Outcome()
    done = threading.Event()

    def run() -> None:
        began = time.monotonic()
        try:
            outcome.value = func()
            outcome.returned = True
        except BaseException as exc:
            outcome.error = f"{type(exc).__name__}: {_message(exc)}".rstrip(": ")
        outcome.seconds = time.monotonic() - began
        done.set()

    outcome.thread = threading.Thread(target=run, name=name, daemon=True)
    began = time.monotonic()
    outcome.thread.start()
    if not done.wait(limit):
        outcome.seconds = time.monotonic() - began
    return outcome


class Sink:
    """Where the student's prints go: nowhere."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


# -- the run ---------------------------------------------------------------------------


class Run:
    def __init__(self, probe: Probe, cls: type[Any]) -> None:
        self.probe = probe
        self.cls = cls
        self.workers: list[threading.Thread] = []

    def phase(self, name: str, limit: float) -> None:
        self.probe.fact("Phase", name=name, limit=limit)

    def make(self, instance: int) -> Any:
        """A new FIFOScheduler, its queue observed and its workers started."""
        probe = self.probe
        self.phase(f"construct {instance}", CALL_LIMIT)
        made = call(self.cls, CALL_LIMIT, "check-construct")
        if not made.returned:
            why = made.error or f"did not return within {CALL_LIMIT:g} s"
            probe.fact("Unusable", reason=f"FIFOScheduler() {_raised(why)}")
            finish(probe)
        scheduler = made.value
        tasks = getattr(scheduler, "tasks", None)
        if not isinstance(tasks, queue.Queue):
            found = "no tasks attribute" if tasks is None else f"a {type(tasks).__name__}"
            probe.fact(
                "Unusable",
                reason=f"FIFOScheduler().tasks is {found}, not a queue.Queue as in the lesson",
            )
            finish(probe)
        observe(tasks, probe)
        self.phase(f"start {instance}", CALL_LIMIT)
        probe.started.clear()
        started = call(scheduler.start, CALL_LIMIT, "check-start")
        ours = {t for t in (started.thread,) if t is not None}
        new = [t for t in probe.started if t not in ours]
        self.workers = new
        probe.fact(
            "Call",
            what="start",
            instance=instance,
            returned=started.returned,
            seconds=round(started.seconds, 6),
            error=started.error,
            threads=[t.name for t in new],
        )
        discipline = DISCIPLINES.get(type(tasks).__mro__[1].__name__, "FIFO")
        workers = max(1, min(16, len(new)))
        probe.event(QueueConfigured(probe.now(), "MainThread", discipline, tasks.maxsize, workers))
        for thread in new:
            probe.announce(thread.name)
        self.watch_workers()  # one that ended before it was announced
        return scheduler

    def schedule(
        self, scheduler: Any, probe_name: str, func: Callable[..., Any], /, *a: Any, **k: Any
    ) -> Outcome:
        name = probe_name
        self.probe.pending_probe.append((func, name))
        self.probe.producer = f"producer-{name}"
        outcome = call(lambda: scheduler.schedule(func, *a, **k), CALL_LIMIT, self.probe.producer)
        self.probe.fact(
            "Call",
            what="schedule",
            probe=name,
            returned=outcome.returned,
            seconds=round(outcome.seconds, 6),
            error=outcome.error,
        )
        return outcome

    def watch_workers(self) -> None:
        """Report each worker thread that has ended and has not said so itself
        (`drive` has each report its own end as it happens)."""
        for thread in self.workers:
            if not thread.is_alive():
                self.probe.on_exit(thread.name)

    def alive(self) -> list[str]:
        return [t.name for t in self.workers if t.is_alive()]


def _raised(why: str) -> str:
    return f"raised {why}" if not why.startswith("did not") else why


def main(path: str) -> None:
    proto = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)  # their prints, even at the file-descriptor level, go nowhere
    os.dup2(devnull, 2)
    sink = Sink()
    sys.stdout = sys.stderr = sink
    probe = Probe(proto)
    threading.Thread(
        target=_watchdog, args=(os.getppid(),), name="check-watchdog", daemon=True
    ).start()
    try:
        drive(probe, path)
    except BaseException as exc:
        probe.fact("Internal", error=f"{type(exc).__name__}: {_message(exc)}")
    finish(probe)


def _watchdog(parent: int) -> None:
    """End this process if its parent goes away, or at its own limit."""
    end = time.monotonic() + SELF_LIMIT
    while time.monotonic() < end and os.getppid() == parent:
        time.sleep(0.2)
    os._exit(4)


def died(args: threading.ExceptHookArgs, probe: Probe) -> None:
    name = args.thread.name if args.thread is not None else "?"
    probe.fact(
        "Died",
        thread=name,
        error_type=args.exc_type.__name__,
        message=_message(args.exc_value) if args.exc_value is not None else "",
    )
    probe.notify()


def finish(probe: Probe) -> NoReturn:
    for task_id, thread in list(probe.held.items()):  # taken, never called: now it never will be
        probe.event(TaskCancelled(task_id, probe.now(), thread))
    probe.fact("Done")
    os._exit(0)


def drive(probe: Probe, path: str) -> None:
    threading.excepthook = lambda args: died(args, probe)
    thread_start = threading.Thread.start

    def start(thread: threading.Thread) -> None:
        if not thread.name.startswith(("check-", "producer-")):
            probe.started.append(thread)  # a worker of theirs (start() is watched)
            thread.run = _reports_its_end(thread, probe)  # type: ignore[method-assign]
        thread_start(thread)

    threading.Thread.start = start  # type: ignore[method-assign,assignment]
    probe.fact("Phase", name="import", limit=IMPORT_LIMIT)
    spec = importlib.util.spec_from_file_location("student_scheduler", path)
    if spec is None or spec.loader is None:
        probe.fact("Unusable", reason="not a Python file")
        finish(probe)
    module = importlib.util.module_from_spec(spec)
    sys.modules["student_scheduler"] = module
    loader = spec.loader
    imported = call(lambda: loader.exec_module(module), IMPORT_LIMIT, "check-import")
    if not imported.returned:
        why = imported.error or f"did not finish within {IMPORT_LIMIT:g} s"
        probe.fact("Unusable", reason=f"importing it {_raised(why)}")
        finish(probe)
    cls = getattr(module, "FIFOScheduler", None)
    if not isinstance(cls, type):
        probe.fact("Unusable", reason="it defines no FIFOScheduler class")
        finish(probe)
    run = Run(probe, cls)

    # 1. fifo-order, runs-in-background, passes-arguments.
    scheduler = run.make(1)
    gate = threading.Event()

    def hold() -> None:
        gate.wait(HOLD)

    def sample_task(*args: Any, **kwargs: Any) -> None:
        pass

    run.phase("tasks", WAIT_LIMIT)
    run.schedule(scheduler, "hold", hold)
    # Nothing put on the queue (the skeleton's schedule): nothing will run.
    probe.wait_for(lambda: "hold" in probe.invoked or not probe.probe_of, WAIT_LIMIT)
    # Distinct functions, so that each call is told apart by what it runs.
    a, b, c = (_copy(sample_task) for _ in range(3))
    run.schedule(scheduler, "A", a, "Task A", 2)
    run.schedule(scheduler, "B", b, name="Task B", duration=1)
    run.schedule(scheduler, "C", c, "Task C", duration=1)
    gate.set()
    probe.wait_for(
        lambda: {"hold", "A", "B", "C"} <= set(probe.invoked) or not run.alive(), WAIT_LIMIT
    )
    run.watch_workers()

    # 2. no-busy-wait: the idle worker, watched.
    run.phase("idle", IDLE)
    probe.polls.clear()
    cpu = time.process_time()
    time.sleep(IDLE)
    cpu = time.process_time() - cpu
    waiting = [t.name for t in run.workers if probe.waiting.get(t.ident or 0, 0) > 0]
    probe.fact("Idle", seconds=IDLE, cpu=round(cpu, 3), polls=dict(probe.polls), waiting=waiting)

    # 3. stop-drains, stop-returns. The worker is held in Task D until stop() has
    # put its sentinel, so Task E always waits on the queue when stop() is called
    # (however slow the machine): a FIFO queue runs it, a LIFO one takes STOP first.
    run.phase("stop", STOP_LIMIT)
    held = threading.Event()

    def held_task(*args: Any, **kwargs: Any) -> None:
        held.wait(HOLD)

    run.schedule(scheduler, "D", _copy(held_task), "Task D")
    probe.wait_for(
        lambda: "D" in probe.invoked or "D" not in probe.probe_of.values() or not run.alive(),
        WAIT_LIMIT,
    )
    run.schedule(scheduler, "E", _copy(sample_task), "Task E")
    alive_before = run.alive()
    puts = probe.sentinels_put

    def release_after_the_sentinel() -> None:
        probe.wait_for(lambda: probe.sentinels_put > puts, STOP_LIMIT)
        held.set()

    threading.Thread(target=release_after_the_sentinel, name="check-release", daemon=True).start()
    stopped = call(scheduler.stop, STOP_LIMIT, "check-stop")
    held.set()
    alive_after = run.alive()
    probe.fact(
        "Call",
        what="stop",
        returned=stopped.returned,
        seconds=round(stopped.seconds, 6),
        error=stopped.error,
        alive_before=alive_before,
        alive_after=alive_after,
        ran=sorted(probe.invoked),
    )
    run.watch_workers()
    put = set(probe.probe_of.values())
    probe.wait_for(lambda: {"D", "E"} & put <= set(probe.invoked) and not run.alive(), 1.0)
    run.watch_workers()
    probe.fact("AfterStop", alive=run.alive(), ran=sorted(probe.invoked))

    # 4. survives-failure, on a scheduler of its own.
    second = Run(probe, cls)
    scheduler = second.make(2)
    run.phase("failure", WAIT_LIMIT)

    def failing_task() -> None:
        raise ValueError("This task was meant to fail!")

    second.schedule(scheduler, "fail", failing_task)
    second.schedule(scheduler, "after", _copy(sample_task), "Task after")
    probe.wait_for(lambda: "after" in probe.invoked or not second.alive(), WAIT_LIMIT)
    probe.wait_for(lambda: "after" in probe.invoked, 0.1)
    second.watch_workers()
    probe.fact("Survived", alive=second.alive(), ran=sorted(probe.invoked))
    call(scheduler.stop, 0.5, "check-stop-2")
    second.watch_workers()


def _reports_its_end(thread: threading.Thread, probe: Probe) -> Callable[[], None]:
    """`thread`'s run, which reports the thread's end on the thread itself, as it ends."""
    run = thread.run

    def run_then_report() -> None:
        try:
            run()
        finally:
            probe.on_exit(thread.name)

    return run_then_report


def _copy(func: Callable[..., Any]) -> Callable[..., Any]:
    """Another function object running the same code (told apart by identity)."""

    def copy(*args: Any, **kwargs: Any) -> Any:
        return func(*args, **kwargs)

    copy.__name__ = copy.__qualname__ = func.__name__
    return copy


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: python -m fifo_gui.check.child FILE", file=sys.stderr)
        sys.exit(2)
    main(str(Path(sys.argv[1])))
