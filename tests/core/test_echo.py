"""`verbose=True` and `fifo-gui --console`: the lesson's lines, and what a task gave back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fifo_gui.core.echo import Echo
from fifo_gui.core.events import TaskFailed, TaskFinished, TaskQueued
from tests.helpers import ROOT


def test_a_success_line_says_what_ran_and_what_it_returned(
    capsys: pytest.CaptureFixture[str],
) -> None:
    echo = Echo()
    echo(TaskQueued(1, "shout('hi')", 0.0, "MainThread"))
    echo(TaskQueued(2, "sample_task('Task A', 2)", 0.0, "MainThread"))
    echo(TaskQueued(3, "failing_task()", 0.0, "MainThread"))
    echo(TaskFinished(1, 0.1, "worker-1", "'HI'"))
    echo(TaskFinished(2, 0.2, "worker-1", "None"))  # the lesson's own line, unchanged
    echo(TaskFailed(3, 0.3, "worker-1", "ValueError", "no", ""))
    echo(TaskFinished(9, 0.4, "worker-1", "42"))  # queued before the echo listened
    assert capsys.readouterr().out.splitlines() == [
        "Task ID 1 completed successfully: shout('hi') → 'HI'",
        "Task ID 2 completed successfully.",
        "Task ID 3 failed: ValueError: no",
        "Task ID 9 completed successfully: returned 42",
    ]


def test_the_console_prints_a_loaded_functions_result(tmp_path: Path) -> None:
    tasks = tmp_path / "mine.py"
    tasks.write_text("def shout(text):\n    return text.upper()\n", encoding="utf-8")
    scenario = tmp_path / "shout.json"  # version 1, naming the loaded function
    scenario.write_text(
        json.dumps({"version": 1, "tasks": [{"kind": "shout", "args": ["hi"]}]}), encoding="utf-8"
    )
    command = [sys.executable, "-m", "fifo_gui", "--console", "--scenario", str(scenario)]
    proc = subprocess.run(
        [*command, "--tasks", str(tasks)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert proc.returncode == 0, proc.stderr
    assert "Task ID 1 completed successfully: shout('hi') → 'HI'" in proc.stdout.splitlines()
