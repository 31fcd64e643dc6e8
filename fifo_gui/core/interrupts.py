"""Ctrl+C, SIGTERM and SIGHUP: the one place where a signal becomes a request to close.

Python runs a signal handler on the main thread between two bytecodes,
wherever that thread is: inside `schedule_many` holding the producer's lock,
inside a listener, in a `queue.put`. So a handler never closes anything
itself; it hands the signal to a `request` that only asks. The window's
request posts a close to its event loop (ui/interrupt.py); the console's
raises `Interrupted`, which unwinds every `with` it passes through (locks
released) up to the one `except` that cleans up and exits 128 + the signal's
number (130 for Ctrl+C, 143 for SIGTERM, 129 for SIGHUP).

Only the first signal is handed on: cleaning up is bounded in time, and a
second Ctrl+C must not interrupt the cleanup the first one started.

Unwinding releases the locks of the `with` statements it leaves, but it does not
make the standard library's `queue` and `threading` safe against an exception
that lands between two of their bytecodes (the `signal` module's docs say so):
`Condition.__enter__` can take the queue's mutex and raise before its `with`
begins (the mutex is never released: shutdown hangs), `Queue.put` can store an
item and raise before counting it (`task_done() called too many times`). So
while the main thread is inside the scheduler (`deferring_signals`), a signal
is kept, and handed on when it comes out, or at a `checkpoint()` of one of its
waits, which wait in slices. Elsewhere (a tasks file's import, a sleep between
arrivals) it is handed on at once.
"""

from __future__ import annotations

import contextlib
import functools
import signal
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any, NoReturn, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

# The signals that ask the app to close; SIGHUP (the terminal went away) is POSIX only.
CLOSING = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class Interrupted(KeyboardInterrupt):
    """A closing signal arrived; `status` is the exit status a shell expects."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum
        self.status = 128 + signum
        self.name = signal.Signals(signum).name


def exit_status(exc: KeyboardInterrupt) -> int:
    """128 + the signal's number; 130 for a KeyboardInterrupt raised by hand."""
    return exc.status if isinstance(exc, Interrupted) else 128 + signal.SIGINT


def raise_interrupted(signum: int) -> NoReturn:
    """The console's request: unwind to the `except KeyboardInterrupt` that cleans up."""
    raise Interrupted(signum)


# The main thread's depth inside `deferring_signals`, and the request a signal
# made meanwhile: both only ever touched on the main thread (where handlers run).
_inside = 0
_kept: Callable[[], object] | None = None
_MAIN = threading.main_thread().ident  # where signal handlers run


def _hand_on(ask: Callable[[], object]) -> None:
    """Make the request now, or keep it while the main thread is inside the scheduler."""
    global _kept
    if _inside:
        _kept = ask
    else:
        ask()


def checkpoint() -> None:
    """On the main thread, make a kept request now: a point where the scheduler
    holds no lock and is whole (between the slices of a wait). Elsewhere nothing."""
    if _kept is not None and threading.get_ident() == _MAIN:
        _make_kept()


def _make_kept() -> None:
    global _kept
    if _kept is not None:
        ask, _kept = _kept, None
        ask()


def deferring_signals(func: F) -> F:
    """While the main thread runs `func`, a closing signal's request waits for it
    to return (or for a `checkpoint()` inside it): the request never lands inside
    `queue` and `threading`, whose state an exception there can break."""

    @functools.wraps(func)
    def deferring(*args: Any, **kwargs: Any) -> Any:
        global _inside
        if threading.get_ident() != _MAIN:
            return func(*args, **kwargs)
        _inside += 1  # a handler from here on keeps its request: it raises nothing
        try:
            return func(*args, **kwargs)
        finally:
            _inside -= 1
            if not _inside and _kept is not None:
                _make_kept()

    return deferring  # type: ignore[return-value]


@contextlib.contextmanager
def closing_on_signals(request: Callable[[int], object]) -> Iterator[None]:
    """While inside, the first closing signal calls `request(signum)` (kept
    while the main thread is inside the scheduler: `deferring_signals`); later
    ones are ignored, except that one coming while the first is still kept
    makes it at once: the user insists, and nothing may hold it back. A signal
    the parent process ignores (`nohup`) stays ignored. Does nothing off the
    main thread (only it can handle signals)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    asked = False

    def handler(signum: int, frame: object) -> None:
        nonlocal asked
        if not asked:
            asked = True
            _hand_on(functools.partial(request, signum))
        else:
            _make_kept()  # a second signal while the first waits: made now

    old: dict[int, Any] = {}  # what signal.getsignal gave: a handler, SIG_DFL or None
    for signum in CLOSING:
        previous = signal.getsignal(signum)
        if previous is not signal.SIG_IGN:
            old[signum] = signal.signal(signum, handler)
    try:
        yield
    finally:
        for signum, previous in old.items():
            signal.signal(signum, signal.SIG_DFL if previous is None else previous)


JOIN_SLICE = 0.1  # seconds: how long a join waits on a thread before it looks at Ctrl+C again


def join_all(threads: list[threading.Thread], timeout: float | None) -> bool:
    """Join `threads` within `timeout` seconds in all (None: no limit); True if
    every one ended. In short slices: the kernel may hand Ctrl+C to a worker
    thread, and the main thread handles it only once its join() returns."""
    deadline = None if timeout is None else time.monotonic() + timeout
    for thread in threads:
        while thread.is_alive():
            remaining = JOIN_SLICE if deadline is None else deadline - time.monotonic()
            if remaining <= 0:
                break
            thread.join(min(JOIN_SLICE, remaining))
            checkpoint()  # a closing signal kept while the scheduler waits ends the wait
    return not any(t.is_alive() for t in threads)
