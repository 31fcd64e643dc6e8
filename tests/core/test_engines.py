"""The engine a run's workers use: in scenario files, the runner and the console."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fifo_gui.core.engines import (
    ENGINES,
    FREE_THREADED,
    check_crossing,
    free_threaded_python,
)
from fifo_gui.core.messages import CrossingError
from fifo_gui.core.scenario import ScenarioError, dump_scenario, load_scenario, parse_scenario
from fifo_gui.core.scenario.model import ENGINES as ENGINE_NAMES
from fifo_gui.core.scenario_runner import run_scenario
from fifo_gui.core.user_tasks import load_user_tasks
from tests.helpers import ROOT

LESSON = ROOT / "resources" / "scenarios" / "lesson.json"
SHORT = {
    "version": 1,
    "workers": 2,
    "tasks": [
        {"kind": "sleep", "name": "Task A", "seconds": 0.2},
        {"kind": "sleep", "name": "Task B", "seconds": 0.1},
        {"kind": "fail"},
        {"kind": "sleep", "name": "Task C", "seconds": 0.1},
    ],
    "expect": {"done": 3, "failed": 1},
}


def test_the_engines_are_named_once() -> None:
    assert tuple(ENGINES) == ENGINE_NAMES == ("threads", "processes")


@pytest.mark.parametrize("version", [1, 2])
@pytest.mark.parametrize("engine", ["threads", "processes"])
def test_a_scenario_may_name_its_engine_and_it_round_trips(version: int, engine: str) -> None:
    scenario = parse_scenario(json.dumps({**SHORT, "version": version, "engine": engine}))
    assert scenario.engine == engine
    assert parse_scenario(dump_scenario(scenario)).engine == engine


def test_a_scenario_without_an_engine_names_none_and_writes_none() -> None:
    scenario = load_scenario(LESSON)
    assert scenario.engine is None
    assert "engine" not in json.loads(dump_scenario(scenario))


def test_an_unknown_engine_is_named() -> None:
    with pytest.raises(ScenarioError, match=r"\$\.engine: expected one of 'threads', 'processes'"):
        parse_scenario(json.dumps({**SHORT, "engine": "gpu"}))


def test_the_runner_plays_a_scenario_on_worker_processes() -> None:
    scenario = parse_scenario(json.dumps({**SHORT, "engine": "processes"}))
    result = run_scenario(scenario)
    assert (result.engine, result.done, result.failed) == ("processes", 3, 1)
    assert result.start_order == [1, 2, 3, 4]
    assert len(result.runs) == 4 and result.wall is not None
    assert max(result.runs) >= 0.2 and result.wall >= 0.2  # Task A slept 0.2 s in a process
    again = run_scenario(scenario, engine="threads")  # the caller's choice wins, as --workers
    assert (again.engine, again.done, again.failed) == ("threads", 3, 1)


def test_a_scenario_whose_task_cannot_reach_a_process_is_refused_whole(tmp_path: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text("def double(x):\n    return 2 * x\n", encoding="utf-8")
    user_tasks = load_user_tasks(path)
    scenario = parse_scenario(
        json.dumps({"version": 2, "tasks": [{"kind": "double", "args": [21]}]}),
        user_tasks=user_tasks,
    )
    check_crossing(scenario, user_tasks, "threads")  # threads take anything callable
    with pytest.raises(CrossingError, match=r"double comes from .*which a worker process cannot"):
        check_crossing(scenario, user_tasks, "processes")


def console(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--console", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )


def test_console_runs_a_scenario_on_worker_processes(tmp_path: Path) -> None:
    path = tmp_path / "short.json"
    path.write_text(json.dumps(SHORT), encoding="utf-8")
    proc = console("--engine", "processes", "--workers", "2", "--scenario", str(path))
    assert proc.returncode == 0, proc.stderr
    assert "Summary — short.json (FIFO, 2 workers on processes)" in proc.stdout
    assert "done 3 · failed 1" in proc.stdout and "Expectations: all held." in proc.stdout
    assert "first start to last end" in proc.stdout


def test_console_runs_the_lesson_on_worker_processes() -> None:
    proc = console("--engine", "processes")
    assert proc.returncode == 0, proc.stderr
    assert "Task ID 3 failed: ValueError: This task was meant to fail!" in proc.stdout
    assert proc.stdout.count("Worker thread stopped.") == 1


def test_console_refuses_an_engine_it_does_not_know() -> None:
    proc = console("--engine", "gpu")
    assert proc.returncode == 2 and "invalid choice: 'gpu'" in proc.stderr


def test_ctrl_c_on_worker_processes_stops_promptly() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-u", "-m", "fifo_gui", "--console", "--engine", "processes"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    seen = ""
    try:
        assert proc.stdout is not None
        for line in proc.stdout:  # Task A sleeps in a worker process; the main thread in stop()
            seen += line
            if "Starting task: 'Task A'" in seen and "Stopping scheduler..." in seen:
                break
        began = time.monotonic()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
        proc.wait(timeout=5)
    took = time.monotonic() - began
    detail = f"took {took:.2f} s, exit {proc.returncode}\nstdout:\n{seen}{out}\nstderr:\n{err}"
    assert took < 3, detail  # the lesson's remaining tasks would take 4 s more
    assert proc.returncode == 130, detail
    assert "Interrupted" in out and "Traceback" not in err, detail


def test_no_free_threaded_python_on_path(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    assert free_threaded_python() is None


def test_a_free_threaded_python_on_path_is_found(tmp_path: Path, monkeypatch) -> None:
    fake = tmp_path / FREE_THREADED[0]  # a file only: nothing runs it
    fake.write_text("")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", os.pathsep.join([str(tmp_path / "empty"), str(tmp_path)]))
    assert free_threaded_python() == str(fake)
