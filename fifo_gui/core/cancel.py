"""Cooperative cancellation: how a running task learns that it should stop.

Python threads cannot be killed. Each worker publishes its own cancel token in
a thread-local; demo tasks wait on it instead of `time.sleep`, so cancelling
the running task, Stop now and `shutdown()` end a 60 s task at once. Plain
code that never looks at the token runs to its end. Outside a worker the token
is a fresh, never-set event, and waiting on it is a plain sleep.

A function says it listens with `@cancellable`; `cancel()` of a running task
that does not say so is refused (False), as `concurrent.futures` refuses it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
_LISTENS = "__fifo_gui_cancellable__"


def cancellable(func: F) -> F:
    """Mark `func` as a task that listens for its cancel token (it calls
    `cancellable_sleep` or `check_cancelled`): `cancel()` may stop it running."""
    setattr(func, _LISTENS, True)
    return func


def listens_for_cancel(func: Callable[..., Any]) -> bool:
    """True for a function marked `@cancellable`."""
    return getattr(func, _LISTENS, False) is True


class TaskCancelledError(Exception):
    """Raised inside a task that stopped early because it was asked to."""


_local = threading.local()


def set_current_token(token: threading.Event | None) -> None:
    """Publish `token` as the current thread's cancel token (workers only)."""
    _local.token = token


def current_token() -> threading.Event:
    """The cancel token of the worker running this code, or a never-set event."""
    token = getattr(_local, "token", None)
    return token if token is not None else threading.Event()


def cancellable_sleep(seconds: float) -> None:
    """Sleep `seconds`, or raise `TaskCancelledError` as soon as shutdown asks."""
    if not 0 <= seconds <= threading.TIMEOUT_MAX:  # NaN fails this too
        raise ValueError(f"cannot sleep {seconds!r} seconds")
    if current_token().wait(seconds):
        raise TaskCancelledError("cancelled while running")


def check_cancelled() -> None:
    """Raise `TaskCancelledError` if shutdown has asked this worker to stop."""
    if current_token().is_set():
        raise TaskCancelledError("cancelled while running")
