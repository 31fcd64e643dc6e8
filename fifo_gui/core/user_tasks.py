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

MAX_BYTES = 1_000_000
_loads = itertools.count(1)


class UserTasksError(ValueError):
    """A tasks file that cannot be used, with the reason in one line."""


def load_user_tasks(path: str | Path) -> Mapping[str, Callable[..., Any]]:
    """Import `path` and return its public top-level functions by name."""
    path = Path(path)
    try:
        source = path.read_bytes()
    except OSError as exc:
        raise UserTasksError(f"{path.name}: cannot read the file ({exc.strerror or exc})") from None
    if len(source) > MAX_BYTES:
        raise UserTasksError(
            f"{path.name}: the file is {len(source):,} bytes; the limit is {MAX_BYTES:,}"
        )
    try:
        code = compile(source, str(path), "exec")
    except SyntaxError as exc:
        raise UserTasksError(f"{path.name}: line {exc.lineno}: {exc.msg}") from None
    except ValueError as exc:  # null bytes and the like
        raise UserTasksError(f"{path.name}: not Python source ({exc})") from None
    name = f"fifo_gui_user_tasks_{next(_loads)}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None:
        raise UserTasksError(f"{path.name}: cannot be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickling look their module up here
    try:
        exec(code, module.__dict__)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt in the file too
        del sys.modules[name]
        raise UserTasksError(
            f"{path.name}: importing it raised {type(exc).__name__}: {_first_line(exc)}"
        ) from None
    functions = {
        fname: func
        for fname, func in vars(module).items()
        if not fname.startswith("_") and inspect.isfunction(func) and func.__module__ == name
    }
    if not functions:
        del sys.modules[name]
        raise UserTasksError(
            f"{path.name}: defines no public function "
            "(a top-level `def` whose name does not start with _)"
        )
    return MappingProxyType(dict(sorted(functions.items())))


def _first_line(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException:
        return "(its message could not be read)"
    return text.splitlines()[0][:200] if text else "(no message)"
