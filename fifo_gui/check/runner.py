"""Run the checker's child process on one file, under a time limit, and judge it.

`CheckProcess` starts `python -I -B -m fifo_gui.check.child FILE` in a process
group of its own (process_group.py), reads its JSON lines on a thread (handing
each to a callback), and kills the group at its time limit, on `kill()`, and
once the child has exited (what it left behind goes with it). `check_file` first says
whether the file can be checked at all (it exists, it is Python as Python reads
it, a BOM or a coding line included, and it compiles) without running it, then
runs it and returns the `Report`.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import threading
import tokenize
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fifo_gui.check.process_group import ChildGroup, popen_options
from fifo_gui.check.report import Report
from fifo_gui.check.verdicts import judge
from fifo_gui.core.safe_files import NotTextError, not_python_source, unicode_text

TIME_LIMIT = 20.0  # seconds for a whole run (the child's phases are bounded well below)
MAX_LINE = 1 << 20
MAX_SOURCE = 1 << 20  # bytes: a student's answer is a few kB


CHILD_FLAG = "--check-child"  # a frozen app runs the child through itself


def child_command(path: Path) -> list[str]:
    """How to start the checker's child on `path`: the interpreter with the child
    module, or, in a frozen app (PyInstaller), the app itself with CHILD_FLAG."""
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_FLAG, str(path)]
    return [sys.executable, "-I", "-B", "-m", "fifo_gui.check.child", str(path)]


class CheckProcess:
    """One child process checking one file; `lines` holds what it reported."""

    def __init__(
        self,
        path: str | Path,
        on_line: Callable[[dict[str, Any]], None] | None = None,
        limit: float = TIME_LIMIT,
        on_end: Callable[[], None] | None = None,
    ) -> None:
        """`on_line` and `on_end` (the output has ended) are called on the reader thread."""
        self.path = Path(path)
        self.on_line = on_line
        self.on_end = on_end
        self.limit = limit
        self.lines: list[dict[str, Any]] = []
        self.timed_out = False
        self._proc: subprocess.Popen[bytes] | None = None
        self._reader: threading.Thread | None = None
        self._timer: threading.Timer | None = None
        self._group: ChildGroup | None = None

    def start(self) -> None:
        self._proc = subprocess.Popen(
            child_command(self.path.resolve()),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=self.path.resolve().parent,
            **popen_options(),  # a group of its own: what it starts is ended with it
        )
        self._group = ChildGroup(self._proc)
        self._reader = threading.Thread(target=self._read, name="check-reader", daemon=True)
        self._reader.start()
        # Once the child has exited, what it left in its group goes too: a fork of
        # theirs holding the pipe open would otherwise keep the reader waiting.
        threading.Thread(target=self._end_group_after, name="check-ended", daemon=True).start()
        self._timer = threading.Timer(self.limit, self._time_up)
        self._timer.daemon = True
        self._timer.start()

    def _end_group_after(self) -> None:
        assert self._proc is not None and self._group is not None
        self._proc.wait()
        self._group.kill()

    def _read(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        stream = self._proc.stdout
        while True:
            raw = stream.readline(MAX_LINE)
            if not raw:
                break
            try:
                obj = json.loads(raw)
            except ValueError:
                continue  # not ours (their code wrote to our descriptor): ignored
            if isinstance(obj, dict):
                self.lines.append(obj)
                if self.on_line is not None:
                    self.on_line(obj)
        if self.on_end is not None:
            self.on_end()

    def _time_up(self) -> None:
        if self.running:
            self.timed_out = True
        self.kill()

    def kill(self) -> None:
        """End the child and everything it started, now (again is harmless)."""
        if self._group is not None:
            self._group.kill()

    def wait(self, timeout: float | None = None) -> int | None:
        """Wait for the child to end and its lines to be read; its exit status."""
        assert self._proc is not None and self._reader is not None
        try:
            code = self._proc.wait(timeout)
        except subprocess.TimeoutExpired:
            return None
        self.kill()
        self._reader.join(2.0)
        if self._timer is not None:
            self._timer.cancel()
        if self._proc.stdout is not None and not self._reader.is_alive():
            self._proc.stdout.close()
        return code

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def ended(self, code: int | None) -> str:
        """How the child ended, in words, when it did not finish its run."""
        if self.timed_out:
            return f"the check was stopped at its time limit ({self.limit:g} s)"
        return f"the process ended (exit status {code})"

    def report(self, code: int | None) -> Report:
        return judge(self.path.name, self.lines, self.ended(code))


def cannot_check(path: str | Path) -> str:
    """Why `path` cannot be checked without running it, or '' if it can be run."""
    path = Path(path)
    if not path.exists():
        return "no such file"
    if not path.is_file():
        return "not a file"
    if path.suffix != ".py":
        return "not Python (a .py file is expected)"
    try:
        data = path.read_bytes()
    except OSError as exc:
        return f"cannot read it ({exc.strerror or exc})"
    if len(data) > MAX_SOURCE:
        return f"too large for an answer ({len(data):,} bytes)"
    why = not_source_text(data)
    if why:
        return f"not Python ({why})"
    try:
        compile(data, path.name, "exec", dont_inherit=True)  # bytes: as `import` reads them
    except SyntaxError as exc:
        return f"syntax error at line {exc.lineno}: {exc.msg}"
    return ""


def not_source_text(data: bytes) -> str:
    """Why `data` is not source text as Python reads it (UTF-8, a UTF-8 BOM, or
    the encoding a PEP 263 coding line names), or '' if it is."""
    saved_as = not_python_source(data)  # UTF-16: Notepad's "Unicode", PowerShell's >
    if saved_as is not None:
        return saved_as
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as exc:  # "unknown encoding: ...", or the first lines not UTF-8
        return _not_utf8(data) or exc.msg
    if encoding.startswith("utf-8"):
        why = _not_utf8(data)
        if why:
            return why
    else:
        try:
            data.decode(encoding)
        except UnicodeDecodeError:
            return f"its coding line says {encoding}, but it is not {encoding} text"
    if b"\0" in data:
        return "it holds a NUL byte"
    return ""


def _not_utf8(data: bytes) -> str:
    """Where `data` stops being UTF-8, and what to do ('' if it is UTF-8)."""
    try:
        unicode_text(data)
    except NotTextError as exc:
        return f"{exc}, or name its encoding in a coding line"
    return ""


def check_file(path: str | Path, on_line: Callable[[dict[str, Any]], None] | None = None) -> Report:
    """Check one student's file: its report (`unusable` says why it could not be)."""
    why = cannot_check(path)
    if why:
        return Report(Path(path).name, unusable=why)
    process = CheckProcess(path, on_line)
    process.start()
    try:
        code = process.wait()
    finally:
        process.kill()
    return process.report(code)
