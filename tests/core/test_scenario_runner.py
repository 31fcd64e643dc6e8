"""Scenarios without a window: the runner, Compare, and `fifo-gui --console --scenario`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from fifo_gui.console import print_engine_comparison
from fifo_gui.core.demo_tasks import RACE_COUNTERS
from fifo_gui.core.disciplines import PriorityScheduler
from fifo_gui.core.scenario import ScenarioError, load_scenario, parse_scenario
from fifo_gui.core.scenario_runner import RunResult, compare, expectations_met, run_scenario
from tests.helpers import ROOT

SCENARIOS = ROOT / "resources" / "scenarios"
# A runs 0.2 s alone; B, C, D (0.1 s each) arrive while it runs. Worked by hand:
# whatever the order, the waits are 0, 0.15, 0.25 and 0.35 s (mean 0.1875, max
# 0.35); FIFO starts B C D, LIFO D C B, Priority (B=3, C=1, D=2) C D B.
HAND_WORKED = json.dumps(
    {
        "version": 2,
        "workers": 1,
        "tasks": [
            {"kind": "sleep", "name": "A", "seconds": 0.2},
            {"kind": "sleep", "name": "B", "seconds": 0.1, "at": 0.05, "priority": 3},
            {"kind": "sleep", "name": "C", "seconds": 0.1, "at": 0.05, "priority": 1},
            {"kind": "sleep", "name": "D", "seconds": 0.1, "at": 0.05, "priority": 2},
        ],
        "expect": {"done": 4},
    }
)


def test_compare_matches_the_hand_worked_example() -> None:
    fifo, lifo, priority = compare(parse_scenario(HAND_WORKED))
    assert [r.discipline for r in (fifo, lifo, priority)] == ["FIFO", "LIFO", "Priority"]
    assert fifo.start_order == [1, 2, 3, 4]
    assert lifo.start_order == [1, 4, 3, 2]
    assert priority.start_order == [1, 3, 4, 2]
    for r in (fifo, lifo, priority):
        assert r.done == 4
        waits = sorted(r.waits)
        for got, want in zip(waits, [0.0, 0.15, 0.25, 0.35], strict=True):
            assert got == pytest.approx(want, abs=0.05)
        assert r.mean_wait == pytest.approx(0.1875, abs=0.05)
        assert r.max_wait == pytest.approx(0.35, abs=0.05)


def test_the_race_scenario_loses_updates_only_without_the_lock() -> None:
    scenario = load_scenario(SCENARIOS / "race-condition.json")
    result = run_scenario(scenario)
    assert result.races["race"].lost > 0
    assert result.races["race_locked"].lost == 0
    assert expectations_met(scenario, result) == []


def test_a_missed_expectation_is_named() -> None:
    scenario = parse_scenario(
        json.dumps(
            {
                "version": 2,
                "workers": 1,
                "tasks": [{"kind": "race", "n": 100}],
                "expect": {"done": 2, "lost": {"race": "some"}},
            }
        )
    )
    missed = expectations_met(scenario, run_scenario(scenario))
    assert missed == ["expected done = 2, got 1", "expected race to lose updates, it lost none"]


def test_priority_from_a_scenario_reaches_the_priority_queue() -> None:
    result = run_scenario(parse_scenario(HAND_WORKED), PriorityScheduler)
    assert result.start_order == [1, 3, 4, 2]


def test_user_kinds_need_their_file_and_take_json_arguments(tmp_path: Path) -> None:
    text = json.dumps(
        {
            "version": 2,
            "tasks": [{"kind": "add", "args": [2], "kwargs": {"b": 5}}],
            "expect": {"done": 1},
        }
    )
    with pytest.raises(ScenarioError, match=r"unknown kind 'add'.*--tasks"):
        parse_scenario(text)

    def add(a: int, b: int = 1) -> int:
        return a + b

    scenario = parse_scenario(text, {"add": add})
    assert scenario.tasks[0].call({"add": add}) == (add, (2,), {"b": 5})
    assert run_scenario(scenario, user_tasks={"add": add}).done == 1


def console(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--console", *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=cwd,
    )


def test_console_scenario_prints_a_summary_and_exits_0_when_expect_holds() -> None:
    proc = console("--scenario", str(SCENARIOS / "race-condition.json"))
    assert proc.returncode == 0, proc.stderr
    assert "Summary — A race condition you can see (FIFO, 4 workers)" in proc.stdout
    assert "counter locked (race_locked): expected 8,000, actual 8,000, lost 0" in proc.stdout
    assert "Expectations: all held." in proc.stdout


def test_console_exits_1_when_expect_does_not_hold(tmp_path: Path) -> None:
    path = tmp_path / "wrong.json"
    path.write_text(
        json.dumps({"version": 1, "tasks": [{"kind": "fail"}], "expect": {"done": 1}}),
        encoding="utf-8",
    )
    proc = console("--scenario", str(path))
    assert proc.returncode == 1
    assert "Expectation not met: expected done = 1, got 0" in proc.stdout


def test_console_exits_2_on_a_bad_scenario_or_tasks_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"version": 1, "tasks": [{"kind": "sleep", "seconds": -1}]}', encoding="utf-8")
    proc = console("--scenario", str(bad))
    assert proc.returncode == 2 and "bad.json: $.tasks[0].seconds" in proc.stderr
    broken = tmp_path / "broken.py"
    broken.write_text("def f(:\n", encoding="utf-8")
    proc = console("--scenario", str(SCENARIOS / "lesson.json"), "--tasks", str(broken))
    assert proc.returncode == 2
    assert proc.stderr.strip() == "fifo-gui: broken.py: line 1: invalid syntax"


def test_console_with_a_tasks_file_runs_its_functions(tmp_path: Path) -> None:
    tasks = tmp_path / "mine.py"
    tasks.write_text("def double(x):\n    return 2 * x\n", encoding="utf-8")
    scenario = tmp_path / "mine.json"
    scenario.write_text(
        json.dumps(
            {"version": 2, "tasks": [{"kind": "double", "args": [21]}], "expect": {"done": 1}}
        ),
        encoding="utf-8",
    )
    proc = console("--scenario", str(scenario), "--tasks", str(tasks))
    assert proc.returncode == 0, proc.stderr
    assert "done 1 · failed 0" in proc.stdout


def test_compare_leaves_the_process_stdout_alone(capsys) -> None:  # type: ignore[no-untyped-def]
    """The window runs compare() on a thread of its own: swapping sys.stdout
    there would swallow what the live session's tasks print meanwhile."""
    before = sys.stdout
    compare(parse_scenario(HAND_WORKED))
    assert sys.stdout is before
    assert capsys.readouterr().out.count("Starting task: 'A'") == 3


def test_console_compare_prints_each_discipline(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(HAND_WORKED, encoding="utf-8")
    proc = console("--scenario", str(path), "--compare")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("queue") and len(lines) == 4
    assert lines[2].startswith("LIFO") and lines[2].endswith("1 4 3 2")


def test_console_record_and_trace_out(tmp_path: Path) -> None:
    record, trace = tmp_path / "run.jsonl", tmp_path / "run.json"
    proc = console(
        "--scenario",
        str(SCENARIOS / "lesson.json"),
        "--record",
        str(record),
        "--trace-out",
        str(trace),
    )
    assert proc.returncode == 0, proc.stderr
    from fifo_gui.core.recording import read_recording

    assert len(read_recording(record)) > 8
    doc = json.loads(trace.read_text(encoding="utf-8"))
    assert sum(e["ph"] == "X" for e in doc["traceEvents"]) == 4


def test_compare_puts_the_race_counters_figures_back() -> None:
    unsafe = RACE_COUNTERS["race"]
    unsafe.restore(7, 10)  # the window's session: 3 updates lost
    try:
        scenario = parse_scenario(
            json.dumps({"version": 2, "tasks": [{"kind": "race", "n": 50}, {"kind": "noop"}]})
        )
        runs = compare(scenario)
        assert all(r.races["race"].expected == 50 for r in runs)  # each run from zero
        assert (unsafe.value, unsafe.expected, unsafe.lost) == (7, 10, 3)
    finally:
        unsafe.reset()


ENGINES_COMPARED = json.dumps(
    {
        "version": 2,
        "workers": 2,
        "compare": "engines",
        "tasks": [{"kind": "cpu", "n": 20_000} for _ in range(4)] + [{"kind": "fail"}],
    }
)


def test_compare_on_engines_runs_threads_then_processes() -> None:
    threads, processes = compare(parse_scenario(ENGINES_COMPARED))
    assert (threads.engine, processes.engine) == ("threads", "processes")
    for run in (threads, processes):  # the same queue, every task run, the failure too
        assert (run.discipline, run.done, run.failed) == ("FIFO", 4, 1)
        assert len(run.runs) == 5 and run.wall is not None and run.mean_run is not None


def test_console_compare_on_engines_prints_each_engine(tmp_path: Path) -> None:
    path = tmp_path / "engines.json"
    path.write_text(ENGINES_COMPARED, encoding="utf-8")
    proc = console("--scenario", str(path), "--compare")
    assert proc.returncode == 0, proc.stderr
    heading, threads, processes, note = proc.stdout.splitlines()
    assert heading.startswith("workers") and "wall time" in heading and "mean run" in heading
    assert "mean CPU" in heading and "CPU share" in heading
    assert threads.split()[:2] == ["threads", "4"] and processes.split()[:2] == ["processes", "4"]
    assert threads.count(" s ") == 3 and threads.split()[9] == "%"  # wall, run, CPU; share
    assert "free-threaded Python" in note


@pytest.mark.parametrize("found", [False, True])
def test_the_engine_comparison_says_what_it_found_of_a_free_threaded_python(
    found: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    if found:
        fake = tmp_path / "python3.13t"  # a file only: nothing runs it
        fake.write_text("")
        fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    runs = [
        RunResult("FIFO", "threads", done=2, runs=[1.0, 1.0], cpus=[0.5, 0.5]),
        RunResult("FIFO", "processes", done=2, runs=[0.5, 0.5], cpus=[0.5, None]),
    ]
    print_engine_comparison(runs)
    *rows, note = capsys.readouterr().out.splitlines()
    assert rows[1].endswith(" 0.500 s         50 %  —")  # mean CPU, CPU share: of the runs measured
    assert rows[2].endswith(" 0.500 s        100 %  —")
    if found:
        assert note == (
            f"A free-threaded Python was found ({tmp_path / 'python3.13t'}), but this lab "
            "does not run it yet: only threads and processes are compared."
        )
    else:
        assert note == (
            "No free-threaded Python was found on this computer (looked for python3.13t, "
            "python3.14t on PATH), so only threads and processes are compared."
        )
