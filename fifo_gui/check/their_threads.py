"""The student's threads, watched: each thread their code starts is known to the
probe and reports its own end, as it ends; one that dies of an exception says so;
a thread waiting in join() is known to wait, and for which thread."""

from __future__ import annotations

import threading
from collections.abc import Callable

from fifo_gui.check.probe import Probe
from fifo_gui.check.safe_text import exception_message

OURS = ("check-", "producer-")  # how the threads the checker starts are named


def watch_their_threads(probe: Probe) -> None:
    """From now on every thread started (but ours) is reported to `probe`."""
    threading.excepthook = lambda args: _died(args, probe)
    thread_start = threading.Thread.start

    def start(thread: threading.Thread) -> None:
        if not thread.name.startswith(OURS):
            probe.started.append(thread)  # a worker of theirs (start() is watched)
            thread.run = _reports_its_end(thread, probe)  # type: ignore[method-assign]
        thread_start(thread)

    threading.Thread.start = start  # type: ignore[method-assign,assignment]
    thread_join = threading.Thread.join

    def join(thread: threading.Thread, timeout: float | None = None) -> None:
        with probe.joining_now(f"join() of {thread.name}"):
            thread_join(thread, timeout)

    threading.Thread.join = join  # type: ignore[method-assign,assignment]


def _died(args: threading.ExceptHookArgs, probe: Probe) -> None:
    """A thread of theirs raised out of its run: which, of what, at which item it took."""
    name = args.thread.name if args.thread is not None else "?"
    probe.fact(
        "Died",
        thread=name,
        task_id=probe.taken_by.get(name),
        error_type=args.exc_type.__name__,
        message=exception_message(args.exc_value) if args.exc_value is not None else "",
    )
    probe.notify()


def _reports_its_end(thread: threading.Thread, probe: Probe) -> Callable[[], None]:
    """`thread`'s run, which reports the thread's end on the thread itself, as it ends."""
    run = thread.run

    def run_then_report() -> None:
        try:
            run()
        finally:
            probe.on_exit(thread.name)

    return run_then_report
