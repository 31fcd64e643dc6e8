"""What a task is (the lesson's `Task`) and how it is shown as text."""

from __future__ import annotations

import reprlib
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from fifo_gui.core.events import TaskFailed
from fifo_gui.core.interrupts import Interrupted
from fifo_gui.core.states import TaskState

LABEL_LIMIT = 80
SUMMARY_LIMIT = 200
TRACEBACK_LIMIT = 20_000  # characters of a failed task's traceback the event carries

_repr = reprlib.Repr()
_repr.maxstring = 60
_repr.maxother = 60
_repr.maxlong = 40


@dataclass(slots=True)
class Task:
    """Represents a unit of work to be executed by the scheduler.

    `func`, `args` and `kwargs` are the lesson's; `id` and `label` are filled in
    by `FIFOScheduler.schedule` so the window can name the task. `state` is
    where the task is, kept on the task as concurrent.futures keeps it on a
    Future: the classroom moves it (queued → running, or queued → cancelled)
    once, under its lock, so a worker and a cancel never both win.
    """

    func: Callable[..., Any]
    args: tuple[Any, ...] = field(default_factory=tuple)
    kwargs: dict[str, Any] = field(default_factory=dict)
    id: int = 0
    label: str = ""
    expected: float | None = None  # seconds it should run, when known
    priority: float = 0  # for PriorityScheduler: lower runs first
    state: TaskState = TaskState.QUEUED  # then running; done, failed or cancelled
    token: threading.Event | None = None  # while running: its worker's cancel token


def new_task(
    func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], **extra: Any
) -> Task:
    """A Task labelled as the lesson writes the call; a `func` that is not
    callable raises `TypeError` in the caller."""
    if not callable(func):
        raise TypeError(f"schedule() needs a callable, not {type(func).__name__}")
    return Task(func, args, kwargs, label=make_label(func, args, kwargs), **extra)


def safe_repr(value: object, limit: int = SUMMARY_LIMIT) -> str:
    """`repr(value)`, shortened to `limit` characters, never raising.

    A task may return anything, including an object whose `__repr__` raises or
    a 100 MB string; reprlib keeps the big builtins cheap.
    """
    if value is None:
        return "None"
    try:
        if isinstance(value, (bytes, bytearray, memoryview)) and len(value) > limit:
            # reprlib would fall back to repr() of all of it: 400 MB of text for
            # a 100 MB result. Show the start and the size instead.
            head = repr(bytes(value[:40]))
            return f"<{type(value).__name__} of {len(value):,} bytes: {head}…>"
        text = _repr.repr(value)
    except Interrupted:  # Ctrl+C landed here, on the main thread: for the app to handle
        raise
    except BaseException as exc:
        return f"<{type(value).__name__} object: repr() raised {type(exc).__name__}>"
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def safe_str(exc: BaseException, limit: int | None = None) -> str:
    """`str(exc)`, never raising (an exception's `__str__` may itself raise),
    shortened to `limit` characters when one is given."""
    try:
        text = str(exc)
    except Interrupted:
        raise
    except BaseException as inner:
        return f"<str() raised {type(inner).__name__}>"
    if limit is not None and len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def callable_name(func: Callable[..., Any]) -> str:
    """The short name a reader recognises: `sample_task`, `Worker.run`, ..."""
    name = getattr(func, "__qualname__", None) or getattr(func, "__name__", None)
    if not isinstance(name, str):
        return safe_repr(func, 40)
    return name.rpartition("<locals>.")[2]  # a nested function reads as its own name


def make_label(func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """A call as the lesson writes it, e.g. `sample_task('Task A', 2)`.

    Only the arguments that fit in LABEL_LIMIT characters are shown, so a call
    with a million arguments is named as fast as one with two.
    """
    name = callable_name(func)
    parts: list[str] = []
    length = len(name)
    for part in _argument_texts(args, kwargs):
        parts.append(part)
        length += len(part) + 2
        if length > LABEL_LIMIT:
            break
    label = f"{name}({', '.join(parts)})"
    if len(label) > LABEL_LIMIT:
        label = label[: LABEL_LIMIT - 2] + "…)"
    return label


def _argument_texts(args: tuple[Any, ...], kwargs: dict[str, Any]) -> Iterator[str]:
    for value in args:
        yield safe_repr(value, 40)
    for key, value in kwargs.items():
        yield f"{key}={safe_repr(value, 40)}"


def failure(task_id: int, exc: BaseException, worker: str, cpu: float | None = None) -> TaskFailed:
    """The event for a task that raised `exc` (after `cpu` CPU seconds), its
    message and traceback bounded."""
    return TaskFailed(
        task_id,
        time.monotonic(),
        worker,
        type(exc).__name__[:SUMMARY_LIMIT],  # a class's name can be of any length too
        safe_str(exc, SUMMARY_LIMIT),
        format_traceback(exc),
        cpu,
    )


def format_traceback(exc: BaseException) -> str:
    """`exc`'s traceback as text, at most about TRACEBACK_LIMIT characters, never raising."""
    try:
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    except BaseException:
        message = safe_str(exc, SUMMARY_LIMIT)
        return f"{type(exc).__name__}: {message}\n(traceback could not be formatted)"
    if len(text) > TRACEBACK_LIMIT:
        half = TRACEBACK_LIMIT // 2
        cut = len(text) - 2 * half
        text = f"{text[:half]}\n… ({cut:,} characters cut) …\n{text[-half:]}"
    return text
