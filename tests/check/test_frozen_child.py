"""In a frozen app (the one-folder bundle) `sys.executable` is the app itself:
the checker's child is started through the app, with a flag of its own."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from fifo_gui.check.runner import CHILD_FLAG, child_command

ANSWERS = Path(__file__).parent / "answers"


def test_a_frozen_app_starts_the_child_through_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    path = ANSWERS / "right.py"
    assert child_command(path)[1:] == ["-I", "-B", "-m", "fifo_gui.check.child", str(path)]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert child_command(path) == [sys.executable, CHILD_FLAG, str(path)]


def test_the_apps_child_flag_runs_the_checkers_child() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", CHILD_FLAG, str(ANSWERS / "right.py")],
        capture_output=True,
        timeout=60,
        cwd=ANSWERS,
    )
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith(b"{")]
    assert lines, proc.stderr[-2000:]
    assert all(isinstance(line, dict) for line in lines)
