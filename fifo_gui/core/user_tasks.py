"""Your own tasks: a student's Python file, imported, its public functions offered as tasks.

Loading a file runs its code, as `python FILE.py` would: the window says so
before it loads one. Every problem raises `UserTasksError` with one line that
names it (missing file, syntax error, an exception while importing, no
public function), and nothing is half-loaded.
"""

from __future__ import annotations

import importlib.util
import inspect
import itertools
import sys
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from types import CodeType, MappingProxyType
from typing import Any

from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreError, Message
from fifo_gui.core.safe_files import (
    RefusedFileError,
    not_python_source,
    read_regular,
    shown,
    shown_name,
)

# A student's tasks file is a few KB; compiling runs on the GUI thread and holds
# the interpreter, so the limit keeps a load well under a frame's worth of freeze.
MAX_BYTES = 64_000
# Importing runs the file's top level: one that waits for input or loops for
# ever would hold the window (or the console) for good.
IMPORT_SECONDS = 5
_TOO_LONG = TimeoutError()
_loads = itertools.count(1)


class UserTasksError(CoreError, ValueError):
    """A tasks file that cannot be used, with the reason in one line."""


def load_user_tasks(path: str | Path) -> Mapping[str, Callable[..., Any]]:
    """Import `path` and return its public top-level functions by name."""
    path = Path(path)
    file = shown_name(path)
    try:  # the size checked before a byte is read; a pipe or a device refused at once
        source = read_regular(path, MAX_BYTES)
    except RefusedFileError as exc:
        raise UserTasksError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: {reason}"), file=file, reason=exc
        ) from None
    except OSError as exc:
        raise UserTasksError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: cannot read the file ({why})"),
            file=file,
            why=exc.strerror or exc,
        ) from None
    saved_as = not_python_source(source)  # UTF-16: Notepad's "Unicode", PowerShell's >
    if saved_as is not None:
        raise UserTasksError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: {reason}"), file=file, reason=saved_as
        )
    if b"\0" in source:  # compile() says so without a line (3.11) or as "line None"
        line = source.count(b"\n", 0, source.index(b"\0")) + 1
        raise UserTasksError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: line {line}: a NUL byte: not Python source"),
            file=file,
            line=line,
        )
    try:
        code = compile(source, str(path), "exec")
    except SyntaxError as exc:  # a NUL byte too (3.12: "source code cannot contain null bytes")
        why = shown(str(exc.msg), 200)  # Python's own words
        if exc.lineno:
            raise UserTasksError(
                QT_TRANSLATE_NOOP("CoreErrors", "{file}: line {line}: {why}"),
                file=file,
                line=exc.lineno,
                why=why,
            ) from None
        raise UserTasksError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: {reason}"), file=file, reason=why
        ) from None
    except (ValueError, RecursionError, MemoryError) as exc:  # null bytes, deep nesting
        raise UserTasksError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: not Python source ({why})"),
            file=file,
            why=shown(str(exc), 200),
        ) from None
    name = f"fifo_gui_user_tasks_{next(_loads)}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None:
        raise UserTasksError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: cannot be imported"), file=file
        )
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickling look their module up here
    try:
        failure = _run_bounded(code, module.__dict__)
    except BaseException:  # a signal to the app while it waits (core/interrupts.py)
        del sys.modules[name]
        raise
    if failure is not None:  # SystemExit and KeyboardInterrupt in the file too
        del sys.modules[name]
        if failure is _TOO_LONG:
            raise UserTasksError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors",
                    "{file}: importing it took more than {seconds} s "
                    "(does it wait for input, or loop at the top level?)",
                ),
                file=file,
                seconds=IMPORT_SECONDS,
            ) from None
        raise UserTasksError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: importing it raised {error}: {message}"),
            file=file,
            error=shown(type(failure).__name__),
            message=_first_line(failure),
        ) from None
    functions = {
        fname: func
        for fname, func in vars(module).items()
        if not fname.startswith("_") and inspect.isfunction(func) and func.__module__ == name
    }
    if not functions:
        del sys.modules[name]
        raise UserTasksError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "{file}: defines no public function "
                "(a top-level `def` whose name does not start with _)",
            ),
            file=file,
        )
    return MappingProxyType(dict(sorted(functions.items())))


def _run_bounded(code: CodeType, namespace: dict[str, Any]) -> BaseException | None:
    """Run the file's code as an import does; what it raised, or `_TOO_LONG`
    once it ran IMPORT_SECONDS (it goes on in a daemon thread, which cannot
    keep the app alive). A signal ends the wait (core/interrupts.py)."""
    raised: list[BaseException] = []

    def run() -> None:
        try:
            exec(code, namespace)
        except BaseException as exc:  # SystemExit and KeyboardInterrupt in the file too
            raised.append(exc)

    thread = threading.Thread(target=run, name="import-tasks-file", daemon=True)
    thread.start()
    thread.join(IMPORT_SECONDS)
    if thread.is_alive():
        return _TOO_LONG
    return raised[0] if raised else None


def _first_line(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException:
        return Message(QT_TRANSLATE_NOOP("CoreErrors", "(its message could not be read)"))
    if not text.strip():
        return Message(QT_TRANSLATE_NOOP("CoreErrors", "(no message)"))
    return shown(text.splitlines()[0], 200)
