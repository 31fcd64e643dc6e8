"""Process-level behaviour of the core: no Qt, prompt exit, the lesson's own run."""

from __future__ import annotations

import pkgutil
import signal
import subprocess
import sys
import time

import pytest

import fifo_gui.core
from tests.helpers import ROOT


def run_python(code: str, timeout: float) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, cwd=ROOT
    )


def unwalkable(name: str) -> None:
    raise ImportError(f"cannot import {name} to walk into it")


def core_modules() -> list[str]:
    """Every module under fifo_gui/core, found on disk: a new module is checked too."""
    found = pkgutil.walk_packages(fifo_gui.core.__path__, "fifo_gui.core.", onerror=unwalkable)
    return sorted(info.name for info in found)


QT_FREE = ["fifo_gui.core", *core_modules(), "fifo_gui.console", "fifo_gui.app"]


def test_the_walk_finds_the_core_modules() -> None:
    assert {
        "fifo_gui.core.scheduler",
        "fifo_gui.core.fifo_queue",
        "fifo_gui.core.task",
        "fifo_gui.core.events",
    } <= set(QT_FREE)


@pytest.mark.parametrize("module", QT_FREE)
def test_core_never_imports_qt(module: str) -> None:
    # A fresh interpreter per module: one module's imports never hide another's.
    proc = run_python(
        f"import sys, {module};"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))",
        timeout=30,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]", f"importing {module} loads Qt"


def test_process_exits_without_stop_while_a_task_sleeps() -> None:
    began = time.monotonic()
    proc = run_python(
        "import time\n"
        "from fifo_gui.core import FIFOScheduler\n"
        "s = FIFOScheduler(verbose=False)\n"
        "s.schedule(time.sleep, 60)\n"
        "s.start()\n"
        "time.sleep(0.2)\n",
        timeout=30,
    )
    assert time.monotonic() - began < 5
    assert (proc.returncode, proc.stderr) == (0, "")


LESSON_LINES = [
    "Worker thread started.",
    "Starting task: 'Task A' (will run for 2s)",
    "Finished task: 'Task A'",
    "Task ID 1 completed successfully.",
    "Starting task: 'Task B' (will run for 1s)",
    "Finished task: 'Task B'",
    "Task ID 2 completed successfully.",
    "Starting failing task...",
    "Task ID 3 failed: ValueError: This task was meant to fail!",
    "Starting task: 'Task C' (will run for 1s)",
    "Finished task: 'Task C'",
    "Task ID 4 completed successfully.",
    "Worker thread stopped.",
]


# --console runs the app's sample_task, which returns its name: a success line
# says what ran and what it returned (the lesson's returns None: its own line).
RESULTS = {
    "Task ID 1 completed successfully.": "sample_task('Task A', 2) → 'Task A'",
    "Task ID 2 completed successfully.": "sample_task(name='Task B', duration=1) → 'Task B'",
    "Task ID 4 completed successfully.": "sample_task('Task C', 1) → 'Task C'",
}
CONSOLE_LINES = [
    f"{line[:-1]}: {RESULTS[line]}" if line in RESULTS else line for line in LESSON_LINES
]


MAIN_LINES = [
    "Scheduling tasks...",
    "Main thread is free while tasks run in the background.",
    "Stopping scheduler...",
    "Scheduler stopped.",
]


def worker_lines(stdout: str) -> list[str]:
    """The lines the worker side printed, in order.

    The main thread's prints interleave freely, even mid-line: print() writes
    the text and the newline separately, so they are cut out wherever they land.
    """
    for line in MAIN_LINES:
        stdout = stdout.replace(line, "\n")
    return [line for line in stdout.splitlines() if line.strip()]


def test_the_lessons_example_runs_unchanged_against_the_core() -> None:
    proc = subprocess.run(
        [sys.executable, "scripts/lesson_example.py"],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=ROOT,
    )
    assert (proc.returncode, proc.stderr) == (0, "")
    assert worker_lines(proc.stdout) == LESSON_LINES
    assert proc.stdout.rstrip().endswith(
        "Stopping scheduler...\nWorker thread stopped.\nScheduler stopped."
    )


def test_console_mode_prints_the_lessons_run_in_fifo_order() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--console"],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=ROOT,
    )
    assert (proc.returncode, proc.stderr) == (0, "")
    assert worker_lines(proc.stdout) == CONSOLE_LINES
    assert proc.stdout.rstrip().endswith("Scheduler stopped.")


def test_ctrl_c_in_console_mode_stops_promptly() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-u", "-m", "fifo_gui", "--console"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    seen = ""
    try:
        assert proc.stdout is not None
        # Ctrl-C while Task A sleeps and the main thread waits in stop(): the
        # worker's line and the main thread's may come in either order.
        for line in proc.stdout:
            seen += line
            if "Starting task: 'Task A'" in seen and "Stopping scheduler..." in seen:
                break
        began = time.monotonic()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=10)
    finally:
        proc.kill()
        proc.wait(timeout=5)
    took = time.monotonic() - began
    detail = f"took {took:.2f} s, exit {proc.returncode}\nstdout:\n{seen}{out}\nstderr:\n{err}"
    assert took < 3, detail  # the lesson's remaining tasks would take 4 s more
    assert proc.returncode == 130, detail
    assert "Interrupted" in out and "Traceback" not in err, detail
