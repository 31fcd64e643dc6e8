"""The four phases in which the child drives the student's scheduler, as the
lesson does; each says which of the lesson's checks its facts decide
(verdicts.py judges them). Every wait is bounded. Each task is a function of the
checker's own (SchedulerRun.schedule makes it), so its call is seen whatever their
queue item wraps it in."""

from __future__ import annotations

import threading
import time
from typing import Any

from fifo_gui.check.bounded_call import call
from fifo_gui.check.scheduler_run import SchedulerRun

WAIT_LIMIT = 2.0  # for the tasks of a phase to run
STOP_LIMIT = 3.0  # for stop() to return
IDLE = 0.5  # the idle worker is watched this long
HOLD = 1.0  # the first task runs this long unless released


def run_tasks_in_order(run: SchedulerRun, scheduler: Any) -> None:
    """1. fifo-order, runs-in-background, passes-arguments: a held task, then
    Tasks A, B and C, put while it holds the worker."""
    probe = run.probe
    gate = threading.Event()

    def hold() -> None:
        gate.wait(HOLD)

    run.phase("tasks", WAIT_LIMIT)
    run.schedule(scheduler, "hold", hold)
    # Nothing put on the queue (the skeleton's schedule): nothing will run.
    probe.wait_for(lambda: "hold" in probe.invoked or not probe.probe_of, WAIT_LIMIT)
    run.schedule(scheduler, "A", sample_task, "Task A", 2)
    run.schedule(scheduler, "B", sample_task, name="Task B", duration=1)
    run.schedule(scheduler, "C", sample_task, "Task C", duration=1)
    gate.set()
    probe.wait_for(
        lambda: {"hold", "A", "B", "C"} <= set(probe.invoked) or not run.alive(), WAIT_LIMIT
    )
    run.watch_workers()


def watch_the_idle_worker(run: SchedulerRun) -> None:
    """2. no-busy-wait: the CPU time and the polls of the idle worker, watched."""
    probe = run.probe
    run.phase("idle", IDLE)
    probe.polls.clear()
    cpu = time.process_time()
    time.sleep(IDLE)
    cpu = time.process_time() - cpu
    probe.fact(
        "Idle",
        seconds=IDLE,
        cpu=round(cpu, 3),
        polls=dict(probe.polls),
        waiting=run.waiting(),
        alive=run.alive(),
    )


def stop_with_a_task_waiting(run: SchedulerRun, scheduler: Any) -> None:
    """3. stop-drains, stop-returns. The worker is held in Task D until stop() has
    returned or waits in a join(), so Task E always waits on the queue when stop()
    puts its sentinel (however slow the machine): a FIFO queue runs it, a LIFO one
    takes STOP first; and a stop() that returns without joining returns while the
    worker is still busy, every time. stop() is waited for until it returns, or is
    known never to return (it joins a worker that waits in get() on an empty queue),
    or STOP_LIMIT."""
    probe = run.probe
    run.phase("stop", STOP_LIMIT)
    held = threading.Event()

    def held_task(*args: Any, **kwargs: Any) -> None:
        held.wait(HOLD)

    run.schedule(scheduler, "D", held_task, "Task D")
    probe.wait_for(
        lambda: "D" in probe.invoked or "D" not in probe.probe_of.values() or not run.alive(),
        WAIT_LIMIT,
    )
    run.schedule(scheduler, "E", sample_task, "Task E")
    alive_before = run.alive()
    returned = threading.Event()
    alive_at_return: list[str] = []

    def stop() -> Any:
        try:
            return scheduler.stop()
        finally:  # who still runs is seen before Task D may end: the same every time
            alive_at_return.extend(run.alive())
            returned.set()
            probe.notify()

    def release_once_stop_waits() -> None:
        probe.wait_for(lambda: returned.is_set() or "check-stop" in probe.joining, HOLD)
        held.set()

    threading.Thread(target=release_once_stop_waits, name="check-release", daemon=True).start()
    stopped = call(stop, STOP_LIMIT, "check-stop", lambda: _stuck_in_stop(run))
    held.set()
    alive_after = alive_at_return if returned.is_set() else run.alive()
    probe.fact(
        "Call",
        what="stop",
        returned=stopped.returned,
        seconds=round(stopped.seconds, 6),
        error=stopped.error,
        stuck=stopped.stuck,
        alive_before=alive_before,
        alive_after=alive_after,
        ran=sorted(probe.invoked),
    )
    run.watch_workers()
    put = set(probe.probe_of.values())
    probe.wait_for(lambda: {"D", "E"} & put <= set(probe.invoked) and run.settled(), 1.0)
    run.watch_workers()
    probe.fact("AfterStop", alive=run.alive(), waiting=run.waiting(), ran=sorted(probe.invoked))


def _stuck_in_stop(run: SchedulerRun) -> str:
    """What stop() waits for when it can never come ('' if it may): it waits in a
    join() while the queue is empty and every worker left waits in get()."""
    joins = run.probe.joining.get("check-stop", "")
    if not joins or not run.settled():
        return ""
    if joins == "tasks.join()" or any(joins == f"join() of {name}" for name in run.alive()):
        return joins
    return ""


def fail_a_task(run: SchedulerRun, scheduler: Any) -> None:
    """4. survives-failure, on a scheduler of its own: the lesson's failing task
    (ValueError), one that raises another Exception (the lesson catches `Exception`,
    not one kind of it), then one that should still run."""
    probe = run.probe
    run.phase("failure", WAIT_LIMIT)

    def failing_task() -> None:
        raise ValueError("This task was meant to fail!")

    def another_failing_task() -> None:
        raise RuntimeError("This task failed in another way!")

    run.schedule(scheduler, "fail", failing_task)
    run.schedule(scheduler, "fail2", another_failing_task)
    run.schedule(scheduler, "after", sample_task, "Task after")
    probe.wait_for(lambda: "after" in probe.invoked or not run.alive(), WAIT_LIMIT)
    probe.wait_for(lambda: "after" in probe.invoked, 0.1)
    run.watch_workers()
    probe.fact("Survived", alive=run.alive(), ran=sorted(probe.invoked))
    call(scheduler.stop, 0.5, "check-stop-2")
    run.watch_workers()


def sample_task(*args: Any, **kwargs: Any) -> None:
    """The lesson's sample_task as the checker puts it: it takes anything, does nothing."""
