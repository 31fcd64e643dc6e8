"""Calling the student's code, each call bounded: it runs on a daemon thread of
ours and is waited for at most a time limit, so a hang is reported, not waited for."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from fifo_gui.check.safe_text import exception_message, short_repr


class Outcome:
    """How one bounded call went: returned (and its value), raised, or still running."""

    def __init__(self) -> None:
        self.returned = False
        self.value: Any = None
        self.error = ""
        self.seconds = 0.0
        self.thread: threading.Thread | None = None
        self.stuck = ""  # why it was known never to return, when it was


POLL = 0.05  # seconds between two looks at whether a call is known never to return
STUCK_FOR = 0.25  # ... and how long that must hold, unbroken, to be believed


def call(
    func: Callable[[], Any], limit: float, name: str, stuck: Callable[[], str] | None = None
) -> Outcome:
    """Run `func` on a daemon thread of ours named `name`; wait at most `limit` seconds,
    or until `stuck` has said, for STUCK_FOR seconds unbroken, why it never can return."""
    outcome = Outcome()
    done = threading.Event()

    def run() -> None:
        began = time.monotonic()
        try:
            outcome.value = func()
            outcome.returned = True
        except BaseException as exc:
            outcome.error = raised_what(exc)
        outcome.seconds = time.monotonic() - began
        done.set()

    outcome.thread = threading.Thread(target=run, name=name, daemon=True)
    began = time.monotonic()
    outcome.thread.start()
    end = began + limit
    since = None
    while not done.wait(max(0.0, min(POLL, end - time.monotonic()))):
        now = time.monotonic()
        why = stuck() if stuck is not None else ""
        since = (since or now) if why else None
        decided = since is not None and now - since >= STUCK_FOR
        if decided or now >= end:
            outcome.seconds = now - began
            outcome.stuck = why if decided else ""
            break
    return outcome


def raised_what(exc: BaseException) -> str:
    """An exception of theirs in words: 'ValueError: why', or for sys.exit() what
    was called (its message, "None" for sys.exit(), would say nothing)."""
    if isinstance(exc, SystemExit):
        code = "" if exc.code is None else f" with {short_repr(exc.code)}"
        return f"SystemExit (sys.exit() was called{code})"
    return f"{type(exc).__name__}: {exception_message(exc)}".rstrip(": ")


def raised(why: str) -> str:
    """A failed call in words: "raised <error>", or `why` itself for a time limit."""
    return f"raised {why}" if not why.startswith("did not") else why
