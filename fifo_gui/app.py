"""Command line: `fifo-gui [--workers N] [--autostart] [--scenario FILE] [--console] ...`."""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from fifo_gui import __version__
from fifo_gui.core.scenario.model import ENGINES
from fifo_gui.core.scheduler import MAX_WORKERS


def _workers(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 1 <= value <= MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"must be between 1 and {MAX_WORKERS}, got {value}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 <= value <= 600:
        raise argparse.ArgumentTypeError(f"must be between 0 and 600 seconds, got {text}")
    return value


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Parse the command line (exit status 2 and a clear message on bad input)."""
    parser = argparse.ArgumentParser(
        prog="fifo-gui",
        description="Watch a real FIFO queue.Queue feed a worker thread (producer-consumer).",
    )
    parser.add_argument(
        "--workers",
        type=_workers,
        default=1,
        metavar="N",
        help=f"number of worker threads, 1-{MAX_WORKERS} (default 1)",
    )
    parser.add_argument(
        "--engine",
        choices=ENGINES,
        help="what runs the workers' calls: threads (the lesson's, the default) or "
        "processes (a worker process each: CPU-bound tasks run side by side)",
    )
    parser.add_argument(
        "--autostart", action="store_true", help="start the worker(s) as soon as the window opens"
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        help="play a scenario (default: the lesson's; with --workers N>1 a "
        "burst of 20), save the window as a PNG and exit",
    )
    parser.add_argument(
        "--screenshot-after",
        type=_seconds,
        metavar="SECONDS",
        help="with --screenshot: save this long after Start, mid-run",
    )
    parser.add_argument(
        "--scenario",
        metavar="FILE",
        help="open a scenario file (JSON): its workers, maxsize and tasks",
    )
    parser.add_argument(
        "--log",
        metavar="FILE",
        help="also write the event log to FILE (a transcript of the lesson)",
    )
    parser.add_argument(
        "--console",
        action="store_true",
        help="run the lesson's example in the terminal, without a window; "
        "with --scenario, run that scenario and print a summary "
        "(exit 0 if its expect holds, 1 if not, 2 on a bad file)",
    )
    parser.add_argument(
        "--tasks",
        metavar="FILE.py",
        help="load your own tasks: import FILE.py (this runs its code) and "
        "offer each public top-level function as a task",
    )
    parser.add_argument(
        "--compare",
        action="store_true",
        help="with --console --scenario: run it once per queue discipline "
        "(FIFO, LIFO, Priority) and print the waits side by side",
    )
    parser.add_argument(
        "--record",
        metavar="FILE",
        help="write every event of the session to FILE as JSON Lines "
        "(in the window, or with --console)",
    )
    parser.add_argument(
        "--trace-out",
        metavar="FILE",
        help="write the session as a Chrome trace (Perfetto) when the window "
        "closes, or when a --console run ends",
    )
    parser.add_argument(
        "--replay",
        metavar="FILE",
        help="open the window in replay mode over a recording (--record): "
        "play, pause, scrub and step through it; no worker runs",
    )
    parser.add_argument(
        "--check",
        metavar="PATH",
        help="check your scheduler: run a student's FIFOScheduler (this runs its code, "
        "in a process of its own) and show it in the window; with --console, print "
        "PASS/FAIL per check for a file or a folder of .py files "
        "(exit 0 all pass, 1 any fail, 2 nothing could be checked)",
    )
    parser.add_argument(
        "--check-csv",
        metavar="OUT",
        help="with --console --check: also write the verdicts as CSV (a gradebook), "
        "and beside it a folder of HTML reports, one page per student",
    )
    parser.add_argument(
        "--attach",
        metavar="URL",
        help="show an RQ queue on a Redis (redis://HOST:PORT/DB) as its workers run it; "
        'with --console, watch it in the terminal until Ctrl+C (needs pip install "fifo-gui[rq]")',
    )
    parser.add_argument(
        "--queue",
        metavar="NAME",
        help="with --attach: the RQ queue to show (default: RQ's queue named default)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    args = parser.parse_args(argv)
    args.workers_given = any(
        a == "--workers" or a.startswith("--workers=")
        for a in (sys.argv[1:] if argv is None else argv)
    )
    return args


# What each mode does with the command line: the options it uses. Any other
# option given is refused before anything runs (it would be silently ignored).
MODES: dict[str, tuple[str, frozenset[str]]] = {
    "console check": (
        "--console --check grades scheduler files",
        frozenset({"console", "check", "check_csv"}),
    ),
    "console compare": (
        "--console --compare runs a scenario once per queue and prints only the waits",
        frozenset({"console", "scenario", "compare", "workers", "tasks", "engine"}),
    ),
    "console scenario": (
        "--console --scenario runs a scenario in the terminal",
        frozenset({"console", "scenario", "workers", "tasks", "record", "trace_out", "engine"}),
    ),
    "console attach": (
        "--console --attach watches an RQ queue in the terminal",
        frozenset({"console", "attach", "queue", "record", "scenario"}),
    ),
    "console": (
        "--console runs the lesson's example in the terminal",
        frozenset({"console", "workers", "record", "trace_out", "engine"}),
    ),
    "check": ("--check shows a student's scheduler", frozenset({"check", "log"})),
    "attach": ("--attach shows an RQ queue", frozenset({"attach", "queue", "log", "scenario"})),
    "replay": (
        "--replay shows a recording",
        frozenset({"replay", "log", "trace_out", "screenshot", "screenshot_after"}),
    ),
    "window": (
        "the window",
        frozenset(
            {"workers", "engine", "autostart", "scenario", "log", "tasks", "record", "trace_out"}
            | {"screenshot", "screenshot_after"}
        ),
    ),
}
# An option only one mode uses: refused elsewhere by naming what it needs.
NEEDS = {
    "check_csv": "needs --console --check PATH",
    "compare": "needs --console --scenario FILE",
    "screenshot_after": "needs --screenshot FILE",
    "queue": "needs --attach URL",
}
INPUTS = ("scenario", "tasks", "replay", "check")
ATTACH_PLAYS = 'with --attach, --scenario plays a scenario on a broker ("broker": "rq") only'

OUTPUTS = ("record", "trace_out", "log", "check_csv", "screenshot")


def _flag(option: str) -> str:
    return "--" + option.replace("_", "-")


def _mode(args: argparse.Namespace) -> str:
    if args.console:
        if args.attach:
            return "console attach"
        if args.check:
            return "console check"
        if args.scenario:
            return "console compare" if args.compare else "console scenario"
        return "console"
    if args.attach:
        return "attach"
    return "check" if args.check else "replay" if args.replay else "window"


def unused_option(args: argparse.Namespace) -> str | None:
    """Why an option given is one this mode would ignore, in one sentence, or None."""
    given = [
        option
        for option, value in vars(args).items()
        if option != "workers_given" and value not in (None, False) and option != "workers"
    ]
    if args.workers_given:
        given.append("workers")
    phrase, uses = MODES[_mode(args)]
    if "screenshot_after" in given and "screenshot" not in given:
        return f"{_flag('screenshot_after')} {NEEDS['screenshot_after']}"
    unused = [option for option in given if option not in uses]
    for option in unused:
        if option in NEEDS:
            return f"{_flag(option)} {NEEDS[option]}"
    if not unused:
        return None
    names = [_flag(option) for option in unused]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    return f"{phrase}: it takes no {listed}"


def cannot_write(args: argparse.Namespace) -> str | None:
    """Why the run's outputs must not be written, or None: one the same file as
    an input or as another output, or one that could not be written (see
    core/outputs.py). Looked at before anything runs; creates and changes
    nothing (a bad --scenario must not leave an empty --record behind)."""
    from fifo_gui.core.outputs import check_run

    inputs: dict[str, list[str | Path]] = {}
    for option in INPUTS:
        path = getattr(args, option)
        if path:
            files: list[str | Path] = [path]
            if option == "check" and Path(path).is_dir():  # a class's folder of answers
                from fifo_gui.check.console import answers_in

                files += answers_in(Path(path))
            inputs[_flag(option)] = files
    outputs = {_flag(o): getattr(args, o) for o in OUTPUTS if getattr(args, o)}
    return check_run(inputs, outputs)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `fifo-gui` and `python -m fifo_gui`."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if getattr(sys, "frozen", False):  # a bundle's worker process (--engine processes) starts
        import multiprocessing  # as the app: freeze_support runs it instead, and exits

        multiprocessing.freeze_support()
    if argv[:1] == ["--check-child"] and len(argv) == 2:  # the checker's child, frozen
        from fifo_gui.check.child import main as check_child

        check_child(argv[1])
        return 0
    if sys.stderr is None or sys.stdout is None:  # pythonw: no terminal to print to
        from fifo_gui.ui.app.no_console import without_console

        return without_console(main, argv)
    from fifo_gui.core.interrupts import closing_on_signals, exit_status, raise_interrupted

    before = set(threading.enumerate())
    # Until the window takes over (ui/interrupt.py), a signal unwinds to here.
    with closing_on_signals(raise_interrupted):
        try:
            status = _run(argv)
        except KeyboardInterrupt as exc:
            status = exit_status(exc)
            print(f"fifo-gui: interrupted ({_signal_name(status)})", file=sys.stderr)
    _leave_now_if_threads_linger(before, status)
    return status


def _signal_name(status: int) -> str:
    import signal

    return signal.Signals(status - 128).name


def _leave_now_if_threads_linger(before: set[threading.Thread], status: int) -> None:
    """Exit now if a thread of the user's code (a tasks file's, a task's) would
    keep the process alive after the run: Python waits for non-daemon threads."""
    lingering = [
        t for t in threading.enumerate() if t not in before and t.is_alive() and not t.daemon
    ]
    if lingering:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)


def _run(argv: list[str]) -> int:
    args = parse_args(argv)
    why = unused_option(args) or cannot_write(args)  # a pipe would block open() for ever
    if why:
        print(f"fifo-gui: {why}", file=sys.stderr)
        return 2
    if args.console:
        if args.attach:
            from fifo_gui.console_attach import run_attached

            return run_attached(
                args.attach, args.queue or "default", record=args.record, scenario=args.scenario
            )
        if args.check:
            from fifo_gui.check.console import run_check

            return run_check(args.check, args.check_csv)
        if args.scenario:
            from fifo_gui.console import run_scenario_file

            workers = args.workers if args.workers_given else None
            return run_scenario_file(
                args.scenario,
                workers=workers,
                tasks_path=args.tasks,
                compare=args.compare,
                record=args.record,
                trace_out=args.trace_out,
                engine=args.engine,
            )
        from fifo_gui.console import run_lesson

        engine = args.engine or "threads"
        return run_lesson(args.workers, args.record, args.trace_out, engine)
    if args.check:
        from fifo_gui.check.runner import cannot_check

        why = cannot_check(args.check)
        if why:
            from fifo_gui.core.safe_files import shown_name

            print(f"fifo-gui: cannot check {shown_name(args.check)}: {why}", file=sys.stderr)
            return 2

    replay = None
    if args.replay:
        from fifo_gui.core.recording import RecordingError, load_recording

        try:
            replay = load_recording(args.replay)
        except RecordingError as exc:
            print(f"fifo-gui: cannot open recording: {exc}", file=sys.stderr)
            return 2
        if replay.cut is not None:
            print(f"fifo-gui: {replay.cut}", file=sys.stderr)
    user_tasks = None
    if args.tasks:  # before the scenario: it may name the file's functions
        from fifo_gui.core.user_tasks import UserTasksError, load_user_tasks

        try:
            user_tasks = load_user_tasks(args.tasks)
        except UserTasksError as exc:
            print(f"fifo-gui: cannot load your tasks: {exc}", file=sys.stderr)
            return 2

    scenario = None
    if args.scenario:
        from fifo_gui.core.scenario import ScenarioError, load_scenario

        try:
            scenario = load_scenario(args.scenario, user_tasks=user_tasks)
        except ScenarioError as exc:
            print(f"fifo-gui: cannot open scenario: {exc}", file=sys.stderr)
            return 2
        if args.attach and scenario.broker is None:
            print(f"fifo-gui: {ATTACH_PLAYS}", file=sys.stderr)
            return 2

    from fifo_gui.display_check import display_problem

    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1

    transcript = None
    if args.log:  # opened once every input is known good: nothing is left behind otherwise
        from fifo_gui.core.safe_files import open_output, shown

        try:
            transcript = open_output(args.log, append=True)  # lives as long as the app
        except OSError as exc:
            print(
                f"fifo-gui: cannot write the log to {shown(args.log)}: {exc.strerror or exc}",
                file=sys.stderr,
            )
            return 2

    from fifo_gui.ui.app.application import run_app

    return run_app(
        workers=args.workers,
        autostart=args.autostart,
        screenshot=args.screenshot,
        scenario=scenario,
        screenshot_after=args.screenshot_after,
        transcript=transcript,
        user_tasks=user_tasks,
        tasks_path=args.tasks,
        record=args.record,
        trace_out=args.trace_out,
        replay=replay,
        replay_path=args.replay,
        check=args.check,
        engine=args.engine,
        attach=(args.attach, args.queue or "default") if args.attach else None,
    )
