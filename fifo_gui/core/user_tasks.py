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
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from fifo_gui.core.safe_files import RefusedFileError, read_regular, shown, shown_name

# A student's tasks file is a few KB; compiling runs on the GUI thread and holds
# the interpreter, so the limit keeps a load well under a frame's worth of freeze.
MAX_BYTES = 64_000
_loads = itertools.count(1)


class UserTasksError(ValueError):
    """A tasks file that cannot be used, with the reason in one line."""


def load_user_tasks(path: str | Path) -> Mapping[str, Callable[..., Any]]:
    """Import `path` and return its public top-level functions by name."""
    path = Path(path)
    file = shown_name(path)
    try:  # the size checked before a byte is read; a pipe or a device refused at once
        source = read_regular(path, MAX_BYTES)
    except RefusedFileError as exc:
        raise UserTasksError(f"{file}: {exc}") from None
    except OSError as exc:
        raise UserTasksError(f"{file}: cannot read the file ({exc.strerror or exc})") from None
    if b"\0" in source:  # compile() says so without a line (3.11) or as "line None"
        line = source.count(b"\n", 0, source.index(b"\0")) + 1
        raise UserTasksError(f"{file}: line {line}: a NUL byte: not Python source")
    try:
        code = compile(source, str(path), "exec")
    except SyntaxError as exc:  # a NUL byte too (3.12: "source code cannot contain null bytes")
        where = f"line {exc.lineno}: " if exc.lineno else ""
        raise UserTasksError(f"{file}: {where}{shown(str(exc.msg), 200)}") from None
    except (ValueError, RecursionError, MemoryError) as exc:  # null bytes, deep nesting
        raise UserTasksError(f"{file}: not Python source ({shown(str(exc), 200)})") from None
    name = f"fifo_gui_user_tasks_{next(_loads)}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None:
        raise UserTasksError(f"{file}: cannot be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickling look their module up here
    try:
        exec(code, module.__dict__)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt in the file too
        del sys.modules[name]
        raise UserTasksError(
            f"{file}: importing it raised {shown(type(exc).__name__)}: {_first_line(exc)}"
        ) from None
    functions = {
        fname: func
        for fname, func in vars(module).items()
        if not fname.startswith("_") and inspect.isfunction(func) and func.__module__ == name
    }
    if not functions:
        del sys.modules[name]
        raise UserTasksError(
            f"{file}: defines no public function "
            "(a top-level `def` whose name does not start with _)"
        )
    return MappingProxyType(dict(sorted(functions.items())))


def _first_line(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException:
        return "(its message could not be read)"
    return shown(text.splitlines()[0], 200) if text.strip() else "(no message)"
