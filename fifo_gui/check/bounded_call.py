"""Calling the student's code, each call bounded: it runs on a daemon thread of
ours and is waited for at most a time limit, so a hang is reported, not waited for."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from fifo_gui.check.safe_text import exception_message


class Outcome:
    """How one bounded call went: returned (and its value), raised, or still running."""

    def __init__(self) -> None:
        self.returned = False
        self.value: Any = None
        self.error = ""
        self.seconds = 0.0
        self.thread: threading.Thread | None = None


def call(func: Callable[[], Any], limit: float, name: str) -> Outcome:
    """Run `func` on a daemon thread of ours named `name`; wait at most `limit` seconds."""
    outcome = Outcome()
    done = threading.Event()

    def run() -> None:
        began = time.monotonic()
        try:
            outcome.value = func()
            outcome.returned = True
        except BaseException as exc:
            outcome.error = f"{type(exc).__name__}: {exception_message(exc)}".rstrip(": ")
        outcome.seconds = time.monotonic() - began
        done.set()

    outcome.thread = threading.Thread(target=run, name=name, daemon=True)
    began = time.monotonic()
    outcome.thread.start()
    if not done.wait(limit):
        outcome.seconds = time.monotonic() - began
    return outcome


def raised(why: str) -> str:
    """A failed call in words: "raised <error>", or `why` itself for a time limit."""
    return f"raised {why}" if not why.startswith("did not") else why
