"""`fifo-gui --console`: the lesson's example, or any scenario, in the terminal (no Qt).

The lesson's own printed lines stay as the lesson wrote them; the console's
other lines (summary, headings, errors) speak the terminal's language when
fifo_gui has a translation for it. Only then is Qt loaded, for its translator:
an English terminal, or an install without PySide6, runs without Qt.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from fifo_gui.core import failing_task, sample_task
from fifo_gui.core.echo import say
from fifo_gui.core.engines import free_threaded_note, scheduler_class
from fifo_gui.core.events import Event
from fifo_gui.core.fifo_queue import STANDARD_QUEUES
from fifo_gui.core.interrupts import exit_status
from fifo_gui.core.messages import CONTEXT, Message
from fifo_gui.core.recording import Setup
from fifo_gui.core.safe_files import printable

if TYPE_CHECKING:
    from fifo_gui.core.scenario_runner import RunResult

ENGLISH = ("C", "POSIX", "en")  # a terminal whose language is one of these needs no translator


class Console:
    """The console's own words: `Console.tr` is Qt's translation in the "Console"
    context once `use_terminal_language` installed one, else the English source."""

    translate: Callable[[str, str, str | None, int], str] | None = None
    number: Callable[[float, int | None], str] | None = None  # QLocale's, with a translation

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the terminal's language; `%n` is `n`, and an English "(s)"
        agrees with it."""
        if Console.translate is not None:
            text = Console.translate("Console", text, disambiguation, n)
        if n < 0:
            return text
        return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")

    @staticmethod
    def message(message: Message) -> str:
        """A core message in the terminal's language (the window's words for it)."""
        if Console.translate is None:
            return str(message)
        return Console.translate(CONTEXT, message.template, None, -1).format(**message.values)

    @staticmethod
    def num(value: float, decimals: int | None = None) -> str:
        """`8,000`, `0.230`: in the class's way (`8.000`, `0,230`) with a translation."""
        if Console.number is not None:
            return Console.number(value, decimals)
        return f"{value:,}" if decimals is None else f"{value:.{decimals}f}"


def _english_terminal() -> bool:
    """True when the environment names only English (or no language): on Linux
    and the BSDs, what Qt's system locale reads; Windows and macOS ask the system."""
    if sys.platform in ("win32", "darwin"):
        return False
    names = os.environ.get("LANGUAGE", "").split(":")
    names += [os.environ.get(var, "") for var in ("LC_ALL", "LC_MESSAGES", "LANG")]
    return all(name.split(".")[0].split("_")[0] in ENGLISH for name in names if name)


def use_terminal_language() -> None:
    """Speak the terminal's language, if fifo_gui has a translation for it: a
    QCoreApplication (no window) holds the translator. Nothing is loaded for an
    English terminal, nor without PySide6 (then the console speaks English)."""
    if Console.translate is not None or _english_terminal():
        return
    try:
        from PySide6.QtCore import QCoreApplication

        from fifo_gui.ui.words.i18n import SOURCE_LANGUAGE, SYSTEM, install_language
        from fifo_gui.ui.words.numbers import number
    except ImportError:
        return
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    if install_language(app, SYSTEM) != SOURCE_LANGUAGE:
        Console.translate = QCoreApplication.translate
        Console.number = number


def run_lesson(
    workers: int = 1,
    record: str | None = None,
    trace_out: str | None = None,
    engine: str = "threads",
) -> int:
    """Run the lesson's four tasks and stop; return an exit status: 0, or 1 if
    the recording (`record`) lost events, 2 if it cannot be written. `engine`
    runs the workers' calls: "threads" (the lesson's) or "processes".

    The lesson sleeps a fixed 6 s before stopping; `stop()` already waits for
    everything queued ahead of the sentinel, so we stop straight away and the
    run ends as soon as the last task does. Ctrl-C shuts down promptly.
    """
    use_terminal_language()
    scheduler = scheduler_class(engine)(workers=workers)
    try:
        capture = _Capture(record, trace_out, Setup(scheduler.discipline, 0, workers))
    except OSError as exc:
        _cannot_write(exc)
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
    except KeyboardInterrupt as exc:  # Ctrl+C, SIGTERM, SIGHUP (core/interrupts.py)
        say("\n" + Console.tr("Interrupted: cancelling what is left..."))
        scheduler.shutdown(timeout=2.0)
        capture.close()
        return exit_status(exc)
    return 0 if capture.close() else 1


def run_scenario_file(
    path: str,
    *,
    workers: int | None = None,
    tasks_path: str | None = None,
    compare: bool = False,
    record: str | None = None,
    trace_out: str | None = None,
    engine: str | None = None,
) -> int:
    """`fifo-gui --console --scenario FILE`: run it, print the lesson's lines and a
    summary. Exit 0 when the scenario's `expect` holds, 1 when it does not (or
    the recording lost events), 2 on a bad file, 130 on Ctrl-C. `engine` (None:
    the scenario's, else threads) runs the workers' calls."""
    for stream in (sys.stdout, sys.stderr):  # a lone surrogate in a title or a message
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    use_terminal_language()
    from fifo_gui.core.disciplines import DISCIPLINES
    from fifo_gui.core.engines import check_crossing
    from fifo_gui.core.messages import CrossingError
    from fifo_gui.core.scenario import ScenarioError, load_scenario
    from fifo_gui.core.scenario_runner import compare as compare_runs
    from fifo_gui.core.scenario_runner import expectations_met, run_scenario
    from fifo_gui.core.user_tasks import UserTasksError, load_user_tasks

    try:
        user_tasks = load_user_tasks(tasks_path) if tasks_path else {}
        scenario = load_scenario(path, user_tasks=user_tasks)
        check_crossing(scenario, user_tasks, engine)
    except (ScenarioError, UserTasksError, CrossingError) as exc:
        print(f"fifo-gui: {exc}", file=sys.stderr)
        return 2
    if scenario.broker is not None:  # its queue is on a broker: nothing runs here
        print(
            Console.tr(
                "fifo-gui: {title} plays on an RQ queue: add --attach redis://HOST:PORT/DB "
                "--queue NAME."
            ).format(title=printable(scenario.title or Path(path).name)),
            file=sys.stderr,
        )
        return 2
    if compare:
        try:  # only the figures matter here: what the tasks print goes nowhere
            with _tasks_print_nowhere():
                results = compare_runs(
                    scenario, workers=workers, user_tasks=user_tasks, engine=engine
                )
        except KeyboardInterrupt as exc:  # Ctrl+C, SIGTERM, SIGHUP (core/interrupts.py)
            say("\n" + Console.tr("Interrupted: cancelled what was left."))
            return exit_status(exc)
        if scenario.compare == "engines":
            print_engine_comparison(results)
        else:
            print_comparison(results)
        return 0
    discipline = scenario.discipline  # the queue it plays on, as the recording says
    setup = Setup(
        discipline, scenario.maxsize, workers or scenario.workers, STANDARD_QUEUES[discipline]
    )
    try:
        capture = _Capture(record, trace_out, setup)
    except OSError as exc:
        _cannot_write(exc)
        return 2
    try:
        result = run_scenario(
            scenario,
            DISCIPLINES[discipline],
            workers=workers,
            user_tasks=user_tasks,
            verbose=True,
            listener=capture,
            engine=engine,
        )
    except KeyboardInterrupt as exc:
        say("\n" + Console.tr("Interrupted: cancelled what was left."))
        capture.close()  # the recording flushed, the trace written: what ran is kept
        return exit_status(exc)
    complete = capture.close()
    print_summary(scenario.title or Path(path).name, result, workers or scenario.workers)
    missed = expectations_met(scenario, result)
    for line in missed:
        say(Console.tr("Expectation not met: {expectation}").format(expectation=printable(line)))
    if scenario.expect or scenario.expect_lost:
        if missed:
            say(Console.tr("Expectations: not all held."))
        else:
            say(Console.tr("Expectations: all held."))
    return 1 if missed or not complete else 0


def _name(exc: OSError) -> str:
    """The file an OSError names, as a message may echo it."""
    from fifo_gui.core.safe_files import shown

    return shown(str(exc.filename))


def _cannot_write(exc: OSError) -> None:
    print(
        Console.tr("fifo-gui: cannot write {file}: {why}").format(
            file=_name(exc), why=exc.strerror
        ),
        file=sys.stderr,
    )


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
        from fifo_gui.core.outputs import write_text
        from fifo_gui.core.safe_files import shown
        from fifo_gui.core.trace import dump_trace, trace_events

        complete = True
        if self._recorder is not None:
            self._recorder.close()  # within seconds, whatever the file does
            if self._recorder.error is not None:
                error = self._recorder.error
                print(
                    Console.tr("fifo-gui: the recording is incomplete: {why}").format(why=error),
                    file=sys.stderr,
                )
                complete = False
        if self._trace_out:
            try:
                write_text(self._trace_out, dump_trace(trace_events(self._events, self.epoch)))
            except OSError as exc:
                where = shown(self._trace_out)
                print(
                    Console.tr("fifo-gui: cannot write the trace to {path}: {why}").format(
                        path=where, why=exc.strerror
                    ),
                    file=sys.stderr,
                )
                complete = False
        return complete


def _seconds(value: float | None) -> str:
    return "—" if value is None else Console.tr("{seconds} s").format(seconds=Console.num(value, 3))


def print_summary(title: str, result: RunResult, workers: int) -> None:
    """The run's figures: outcomes, waits, and each race counter."""
    if result.engine == "processes":
        text = Console.tr(
            "Summary — {title} ({discipline}, %n worker(s) on processes)", "", workers
        )
    else:
        text = Console.tr("Summary — {title} ({discipline}, %n worker(s))", "", workers)
    say(text.format(title=printable(title), discipline=result.discipline))
    say(
        Console.tr("  done {done} · failed {failed} · cancelled {cancelled}").format(
            done=Console.num(result.done),
            failed=Console.num(result.failed),
            cancelled=Console.num(result.cancelled),
        )
    )
    say(
        Console.tr("  wait in the queue: mean {mean} · p95 {p95} · max {max}").format(
            mean=_seconds(result.mean_wait),
            p95=_seconds(result.p95_wait),
            max=_seconds(result.max_wait),
        )
    )
    say(
        Console.tr("  running: mean {mean} a task · first start to last end {wall}").format(
            mean=_seconds(result.mean_run), wall=_seconds(result.wall)
        )
    )
    for race in result.races.values():
        say(
            Console.tr(
                "  counter {name}: expected {expected}, actual {actual}, lost {lost}"
            ).format(
                name=printable(race.name),
                expected=Console.num(race.expected),
                actual=Console.num(race.actual),
                lost=Console.num(race.lost),
            )
        )


@contextlib.contextmanager
def _tasks_print_nowhere() -> Iterator[None]:
    """What the tasks print goes nowhere: a worker thread's (sys.stdout) and a
    worker process's, which writes to the standard output it was started with."""
    sys.stdout.flush()
    saved = os.dup(1)
    try:
        with open(os.devnull, "w") as nowhere:
            os.dup2(nowhere.fileno(), 1)
        with contextlib.redirect_stdout(io.StringIO()):
            yield
    finally:
        os.dup2(saved, 1)
        os.close(saved)


def print_comparison(results: list[RunResult]) -> None:
    """The same scenario under each discipline, side by side."""
    # Column titles: a table's heading, each word in its column.
    queue, done = Console.tr("queue", "column"), Console.tr("done", "column")
    mean, p95, most = (
        Console.tr("mean wait", "column"),
        Console.tr("p95 wait", "column"),
        Console.tr("max wait", "column"),
    )
    order = Console.tr("order tasks started (by id, in arrival order)", "column")
    say(f"{queue:9} {done:>6} {mean:>11} {p95:>11} {most:>11}  {order}")
    for r in results:
        order = " ".join(map(str, r.start_order[:24])) + (" …" if len(r.start_order) > 24 else "")
        say(
            f"{r.discipline:9} {Console.num(r.done):>6} {_seconds(r.mean_wait):>11} "
            f"{_seconds(r.p95_wait):>11} {_seconds(r.max_wait):>11}  {order}"
        )


def print_engine_comparison(results: list[RunResult]) -> None:
    """The same scenario on threads and on processes, side by side: the wall
    time, each task's mean run and CPU, the CPU's share of the run, and how
    many ran at once on average; then what was found of a free-threaded Python."""
    engine, done = Console.tr("workers", "column"), Console.tr("done", "column")
    wall, run = Console.tr("wall time", "column"), Console.tr("mean run", "column")
    cpu, share = Console.tr("mean CPU", "column"), Console.tr("CPU share", "column")
    at_once = Console.tr("tasks running at once", "column")
    say(f"{engine:10} {done:>6} {wall:>11} {run:>11} {cpu:>11} {share:>12}  {at_once}")
    for r in results:
        overlap = sum(r.runs) / r.wall if r.wall and r.runs else None
        shown = "—" if overlap is None else Console.num(overlap, 1)
        part = "—" if r.cpu_share is None else f"{Console.num(100 * r.cpu_share, 0)} %"
        say(
            f"{r.engine:10} {Console.num(r.done):>6} {_seconds(r.wall):>11} "
            f"{_seconds(r.mean_run):>11} {_seconds(r.mean_cpu):>11} {part:>12}  {shown}"
        )
    say(Console.message(free_threaded_note()))
