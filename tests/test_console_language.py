"""`--console` speaks the terminal's language: its own lines (summary, errors) in
Spanish under LANG=es_ES, the lesson's printed lines as the lesson wrote them;
an English terminal loads no Qt at all (issue 25)."""

from __future__ import annotations

import os
import subprocess
import sys

from fifo_gui.resources import resource_path
from tests.helpers import ROOT


def run(lang: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env |= {"LANG": lang, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=60, env=env, cwd=ROOT
    )


def test_the_console_speaks_spanish_and_the_lessons_lines_stay() -> None:
    scenario = str(resource_path("scenarios", "race-condition.json"))
    done = run("es_ES.UTF-8", "-m", "fifo_gui", "--console", "--scenario", scenario)
    assert done.returncode == 0, done.stderr
    assert "Resumen — " in done.stdout and "trabajadores)" in done.stdout, done.stdout
    assert "Expectativas: se cumplieron todas." in done.stdout
    assert "Worker thread stopped." in done.stdout  # the lesson's own line, unchanged
    assert "Summary" not in done.stdout


def test_an_english_terminal_loads_no_qt() -> None:
    probe = (
        "import sys; from fifo_gui.console import Console, use_terminal_language;"
        "use_terminal_language();"
        "print(any(m.startswith('PySide6') for m in sys.modules), Console.tr('Speed'))"
    )
    done = run("C", "-c", probe)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "Speed"]
