"""The checker's child process: `python -I -m fifo_gui.check.child FILE`.

It imports the student's file, makes their `FIFOScheduler` and drives it as the
lesson does, watching without changing their code: the `tasks` queue gets a
subclass of its own class (so a LifoQueue stays a LifoQueue) that reports every
put and get, the task functions it schedules are its own and report their calls
(called, finished, failed, with the arguments they got) whatever their queue item
wraps them in, and the worker threads are watched. An item put by schedule() is
a task; any other item (the one stop() puts) is a STOP.
What the window shows of a queue item comes from that queue alone: a put is
`TaskQueued`, and every get, whoever calls it, is a take (`Took`), a task's
as `TaskStarted` (the core reports a take so; one never called is
`TaskCancelled` when the run ends), a STOP's as `SentinelTaken`, and the
thread's end as its `WorkerStopped`. A worker that calls get() again after
taking a STOP went on (`WentOn`): the window shows the STOP taken and that
worker still there, waiting.
Every call into their code runs on a thread of ours with a time limit, so a
hang is reported, not waited for. It writes one JSON object per line on what
was stdout: the lesson's events (the format of core/recording/) and facts of its own
(`Phase`, `Call`, `Invoked`, `Idle`, `Died`, `Unusable`, `Done`). The
student's prints go nowhere. It ends its whole process group (process_group.py),
or with `os._exit` where it leads none, so a thread of theirs
cannot keep it alive.

Where each part lives: probe.py (what is learnt, written as lines),
observed_queue.py (their queue), their_threads.py (their threads),
bounded_call.py (each call bounded), student_file.py (the import),
scheduler_run.py (one scheduler made and fed), phases.py (the four phases).
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

from fifo_gui.check.phases import (
    fail_a_task,
    run_tasks_in_order,
    stop_with_a_task_waiting,
    watch_the_idle_worker,
)
from fifo_gui.check.probe import Probe
from fifo_gui.check.process_group import end_own_group
from fifo_gui.check.safe_text import exception_message
from fifo_gui.check.scheduler_run import SchedulerRun
from fifo_gui.check.student_file import import_their_scheduler
from fifo_gui.check.their_threads import watch_their_threads

SELF_LIMIT = 25.0  # seconds after which the child ends itself, whatever the parent does


class Sink:
    """Where the student's prints go: nowhere."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


def main(path: str) -> None:
    """Check the file at `path`, reporting on what was stdout; never returns."""
    sys.dont_write_bytecode = True  # nothing written beside their file (no __pycache__)
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
    """End this process and its group if its parent goes away (however the checker
    ended, a SIGKILL included), or at its own limit."""
    end = time.monotonic() + SELF_LIMIT
    while time.monotonic() < end and os.getppid() == parent:
        time.sleep(0.2)
    end_own_group(4)


def drive(probe: Probe, path: str) -> None:
    """Import the student's file and drive their scheduler through the four phases."""
    watch_their_threads(probe)
    cls = import_their_scheduler(probe, path)
    first = SchedulerRun(probe=probe, cls=cls)
    scheduler = first.make(1)
    run_tasks_in_order(first, scheduler)
    watch_the_idle_worker(first)
    stop_with_a_task_waiting(first, scheduler)
    second = SchedulerRun(probe=probe, cls=cls)
    fail_a_task(second, second.make(2))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: python -m fifo_gui.check.child FILE", file=sys.stderr)
        sys.exit(2)
    main(str(Path(sys.argv[1])))
