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

import os
import queue
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fifo_gui.check.bounded_call import Outcome, call, raised
from fifo_gui.check.observed_queue import observe
from fifo_gui.check.probe import Probe
from fifo_gui.check.safe_text import exception_message
from fifo_gui.check.student_file import import_their_scheduler
from fifo_gui.check.their_threads import watch_their_threads
from fifo_gui.core.events import QueueConfigured

CALL_LIMIT = 2.0  # FIFOScheduler(), start(), each schedule()
WAIT_LIMIT = 2.0  # for the tasks of a phase to run
STOP_LIMIT = 3.0  # for stop() to return
IDLE = 0.5  # the idle worker is watched this long
HOLD = 1.0  # the first task runs this long unless released
SELF_LIMIT = 25.0  # seconds after which the child ends itself, whatever the parent does
DISCIPLINES = {"LifoQueue": "LIFO", "PriorityQueue": "Priority"}


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
            probe.fact("Unusable", reason=f"FIFOScheduler() {raised(why)}")
            probe.finish()
        scheduler = made.value
        tasks = getattr(scheduler, "tasks", None)
        if not isinstance(tasks, queue.Queue):
            found = "no tasks attribute" if tasks is None else f"a {type(tasks).__name__}"
            probe.fact(
                "Unusable",
                reason=f"FIFOScheduler().tasks is {found}, not a queue.Queue as in the lesson",
            )
            probe.finish()
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
        (their_threads.py has each report its own end as it happens)."""
        for thread in self.workers:
            if not thread.is_alive():
                self.probe.on_exit(thread.name)

    def alive(self) -> list[str]:
        return [t.name for t in self.workers if t.is_alive()]


def main(path: str) -> None:
    proto = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)  # their prints, even at the file-descriptor level, go nowhere
    os.dup2(devnull, 2)
    sink = Sink()
    sys.stdout = sys.stderr = sink
    probe = Probe(fd=proto)
    threading.Thread(
        target=_watchdog, args=(os.getppid(),), name="check-watchdog", daemon=True
    ).start()
    try:
        drive(probe, path)
    except BaseException as exc:
        probe.fact("Internal", error=f"{type(exc).__name__}: {exception_message(exc)}")
    probe.finish()


def _watchdog(parent: int) -> None:
    """End this process if its parent goes away, or at its own limit."""
    end = time.monotonic() + SELF_LIMIT
    while time.monotonic() < end and os.getppid() == parent:
        time.sleep(0.2)
    os._exit(4)


def drive(probe: Probe, path: str) -> None:
    watch_their_threads(probe)
    cls = import_their_scheduler(probe, path)
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
