"""`fifo-gui --console`: the lesson's example, or any scenario, in the terminal (no Qt)."""

from __future__ import annotations

import contextlib
import io
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from fifo_gui.core import ClassroomScheduler, failing_task, sample_task
from fifo_gui.core.echo import say
from fifo_gui.core.events import Event
from fifo_gui.core.recording import Setup

if TYPE_CHECKING:
    from fifo_gui.core.scenario_runner import RunResult


def run_lesson(workers: int = 1, record: str | None = None, trace_out: str | None = None) -> int:
    """Run the lesson's four tasks and stop; return an exit status: 0, or 1 if
    the recording (`record`) lost events, 2 if it cannot be written.

    The lesson sleeps a fixed 6 s before stopping; `stop()` already waits for
    everything queued ahead of the sentinel, so we stop straight away and the
    run ends as soon as the last task does. Ctrl-C shuts down promptly.
    """
    scheduler = ClassroomScheduler(workers=workers)
    try:
        capture = _Capture(record, trace_out, Setup("FIFO", 0, workers))
    except OSError as exc:
        print(f"fifo-gui: cannot write {_name(exc)}: {exc.strerror}", file=sys.stderr)
        return 2
    scheduler.add_listener(capture)
    try:
        scheduler.start()
        say("Scheduling tasks...")
        scheduler.schedule(sample_task, "Task A", 2)
        scheduler.schedule(sample_task, name="Task B", duration=1)
        scheduler.schedule(failing_task)
        scheduler.schedule(sample_task, "Task C", 1)
        say("Main thread is free while tasks run in the background.")
        say("Stopping scheduler...")
        scheduler.stop()
        say("Scheduler stopped.")
    except KeyboardInterrupt:
        say("\nInterrupted: cancelling what is left...")
        scheduler.shutdown(timeout=2.0)
        capture.close()
        return 130
    return 0 if capture.close() else 1


def run_scenario_file(
    path: str,
    *,
    workers: int | None = None,
    tasks_path: str | None = None,
    compare: bool = False,
    record: str | None = None,
    trace_out: str | None = None,
) -> int:
    """`fifo-gui --console --scenario FILE`: run it, print the lesson's lines and a
    summary. Exit 0 when the scenario's `expect` holds, 1 when it does not (or
    the recording lost events), 2 on a bad file, 130 on Ctrl-C."""
    for stream in (sys.stdout, sys.stderr):  # a lone surrogate in a title or a message
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    from fifo_gui.core.scenario import ScenarioError, load_scenario
    from fifo_gui.core.scenario_runner import compare as compare_runs
    from fifo_gui.core.scenario_runner import expectations_met, run_scenario
    from fifo_gui.core.user_tasks import UserTasksError, load_user_tasks

    try:
        user_tasks = load_user_tasks(tasks_path) if tasks_path else {}
        scenario = load_scenario(path, user_tasks=user_tasks)
    except (ScenarioError, UserTasksError) as exc:
        print(f"fifo-gui: {exc}", file=sys.stderr)
        return 2
    try:
        if compare:
            # Only the figures matter here: what the tasks print goes nowhere.
            with contextlib.redirect_stdout(io.StringIO()):
                results = compare_runs(scenario, workers=workers, user_tasks=user_tasks)
            print_comparison(results)
            return 0
        setup = Setup("FIFO", scenario.maxsize, workers or scenario.workers)
        capture = _Capture(record, trace_out, setup)
        result = run_scenario(
            scenario, workers=workers, user_tasks=user_tasks, verbose=True, listener=capture
        )
        complete = capture.close()
    except KeyboardInterrupt:
        say("\nInterrupted: cancelled what was left.")
        return 130
    except OSError as exc:
        print(f"fifo-gui: cannot write {_name(exc)}: {exc.strerror}", file=sys.stderr)
        return 2
    print_summary(scenario.title or Path(path).name, result, workers or scenario.workers)
    missed = expectations_met(scenario, result)
    for line in missed:
        say(f"Expectation not met: {line}")
    if scenario.expect or scenario.expect_lost:
        say("Expectations: all held." if not missed else "Expectations: not all held.")
    return 1 if missed or not complete else 0


def _name(exc: OSError) -> str:
    """The file an OSError names, as a message may echo it."""
    from fifo_gui.core.safe_files import shown

    return shown(str(exc.filename))


class _Capture:
    """--record and --trace-out for a console run: a listener that keeps events."""

    def __init__(self, record: str | None, trace_out: str | None, setup: Setup) -> None:
        from fifo_gui.core.recorder import Recorder

        self._events: list[Event] = []
        self._trace_out = trace_out
        self.epoch = time.monotonic()
        self._recorder = Recorder(record, self.epoch, setup) if record else None

    def __call__(self, event: Event) -> None:
        if self._recorder is not None:
            self._recorder.record(event)
        if self._trace_out:
            self._events.append(event)

    def close(self) -> bool:
        """Finish the recording, write the trace; False (and a message) if the
        recording lost events or the trace could not be written."""
        from fifo_gui.core.safe_files import open_output, shown
        from fifo_gui.core.trace import dump_trace

        complete = True
        if self._recorder is not None:
            self._recorder.close()  # within seconds, whatever the file does
            if self._recorder.error is not None:
                error = self._recorder.error
                print(f"fifo-gui: the recording is incomplete: {error}", file=sys.stderr)
                complete = False
        if self._trace_out:
            try:
                with open_output(self._trace_out) as stream:  # a pipe refused, never waited on
                    stream.write(dump_trace(self._events, self.epoch))
            except OSError as exc:
                where = shown(self._trace_out)
                print(
                    f"fifo-gui: cannot write the trace to {where}: {exc.strerror}", file=sys.stderr
                )
                complete = False
        return complete


def _seconds(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f} s"


def print_summary(title: str, result: RunResult, workers: int) -> None:
    """The run's figures: outcomes, waits, and each race counter."""
    say(f"Summary — {title} ({result.discipline}, {workers} worker{'s' * (workers != 1)})")
    say(f"  done {result.done:,} · failed {result.failed:,} · cancelled {result.cancelled:,}")
    say(
        f"  wait in the queue: mean {_seconds(result.mean_wait)} · "
        f"p95 {_seconds(result.p95_wait)} · max {_seconds(result.max_wait)}"
    )
    for race in result.races.values():
        say(
            f"  counter {race.name}: expected {race.expected:,}, actual {race.actual:,}, "
            f"lost {race.lost:,}"
        )


def print_comparison(results: list[RunResult]) -> None:
    """The same scenario under each discipline, side by side."""
    say(
        f"{'queue':9} {'done':>6} {'mean wait':>11} {'p95 wait':>11} {'max wait':>11}  "
        "order tasks started (by id, in arrival order)"
    )
    for r in results:
        order = " ".join(map(str, r.start_order[:24])) + (" …" if len(r.start_order) > 24 else "")
        say(
            f"{r.discipline:9} {r.done:>6,} {_seconds(r.mean_wait):>11} "
            f"{_seconds(r.p95_wait):>11} {_seconds(r.max_wait):>11}  {order}"
        )
