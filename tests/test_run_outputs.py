"""Nothing lost, nothing ignored (issue 36): an output never destroys an input
or another output, every option given means something in its mode, every
output path is checked before the run starts, text from files reaches the
terminal escaped, and a tasks file's import is bounded. Each runs `fifo-gui`
in a process of its own and checks its exit status and stderr."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fifo_gui.core.outputs import write_text, written_beside
from fifo_gui.core.recording import load_recording, read_recording
from fifo_gui.core.safe_files import shown

SCENARIO = {"version": 1, "title": "two", "tasks": [{"kind": "sleep", "seconds": 0}] * 2}


def fifo_gui(*args: str | Path, code: str = "") -> subprocess.CompletedProcess[str]:
    script = f"import sys\n{code}\nfrom fifo_gui.app import main\nsys.exit(main(sys.argv[1:]))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", script, *map(str, args)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )


def one_line(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    return lines[0]


@pytest.fixture
def scenario(tmp_path: Path) -> Path:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(SCENARIO), "utf-8")
    return path


# -- an output is never an input, nor another output ---------------------------------------


def test_the_testers_overwrites_are_refused_and_the_inputs_kept(
    tmp_path: Path, scenario: Path
) -> None:
    before = scenario.read_bytes()
    recording = tmp_path / "run.jsonl"
    recording.write_text(
        '{"v":1,"type":"Setup","discipline":"FIFO","maxsize":0,"workers":1}\n'
        '{"v":1,"type":"WorkerStarted","time":0.0,"thread":"worker-1"}\n',
        "utf-8",
    )
    tasks = tmp_path / "tasks.py"
    tasks.write_text("def f():\n    pass\n", "utf-8")
    answers = tmp_path / "answers"
    answers.mkdir()
    (answers / "alice.py").write_text("x = 1\n", "utf-8")
    cases = [
        (["--console", "--scenario", scenario, "--record", scenario], "--record", "--scenario"),
        (
            ["--console", "--scenario", scenario, "--trace-out", scenario],
            "--trace-out",
            "--scenario",
        ),
        (["--replay", recording, "--trace-out", recording], "--trace-out", "--replay"),
        (["--scenario", scenario, "--tasks", tasks, "--log", tasks], "--log", "--tasks"),
        (
            ["--console", "--check", answers, "--check-csv", answers / "alice.py"],
            "--check-csv",
            "--check",
        ),
        # The same file by another spelling is the same file.
        (
            ["--console", "--scenario", scenario, "--record", tmp_path / "." / scenario.name],
            "--record",
            "--scenario",
        ),
    ]
    for args, output, source in cases:
        line = one_line(fifo_gui(*args))
        assert line.startswith(f"fifo-gui: {output} ") and f"a file {source} reads" in line
    assert scenario.read_bytes() == before
    assert read_recording(recording)
    assert (answers / "alice.py").read_text("utf-8") == "x = 1\n"
    assert tasks.read_text("utf-8") == "def f():\n    pass\n"


def test_two_outputs_naming_one_file_are_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    line = one_line(fifo_gui("--console", "--record", out, "--trace-out", out))
    assert line == f"fifo-gui: --record and --trace-out name the same file ({out}): choose two"
    assert not out.exists()


def test_an_output_is_written_whole_or_the_old_file_stays(tmp_path: Path) -> None:
    path = tmp_path / "trace.json"
    path.write_text("the good one", "utf-8")
    with pytest.raises(KeyboardInterrupt), written_beside(path) as part:
        part.write_text("half of a new o", "utf-8")
        raise KeyboardInterrupt  # Ctrl+C in the middle of writing
    assert path.read_text("utf-8") == "the good one"
    assert os.listdir(tmp_path) == ["trace.json"]  # nothing left beside it
    write_text(path, "the new one")
    assert path.read_text("utf-8") == "the new one"
    assert os.listdir(tmp_path) == ["trace.json"]


# -- every output path is checked before the run starts ------------------------------------


@pytest.mark.parametrize("where", ["/dev/full", "folder", "missing/shot.png"])
def test_a_screenshot_that_cannot_be_written_is_refused_at_once(tmp_path: Path, where: str) -> None:
    if where == "/dev/full" and not os.path.exists(where):
        pytest.skip("needs /dev/full")
    path = where if where.startswith("/") else str(tmp_path / where)
    if where == "folder":
        os.mkdir(path)
    began = time.monotonic()
    line = one_line(fifo_gui("--screenshot", path))
    assert time.monotonic() - began < 4.0  # not after the 5 s run
    # A long path (a deep temporary folder) is echoed cut short, as every message does.
    assert line.startswith(f"fifo-gui: cannot write {shown(path)}: ")


# -- every option means something --------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (
            ["--console", "--log", "L"],
            "--console runs the lesson's example in the terminal: it takes no --log",
        ),
        (
            ["--console", "--check", "S", "--record", "R"],
            "--console --check grades scheduler files: it takes no --record",
        ),
        (
            ["--check", "S", "--trace-out", "T"],
            "--check shows a student's scheduler: it takes no --trace-out",
        ),
        (["--console", "--compare"], "--compare needs --console --scenario FILE"),
        (
            ["--console", "--check", "S", "--scenario", "Y"],
            "--console --check grades scheduler files: it takes no --scenario",
        ),
        (
            ["--console", "--tasks", "T.py"],
            "--console runs the lesson's example in the terminal: it takes no --tasks",
        ),
        (["--console", "--check-csv", "G.csv"], "--check-csv needs --console --check PATH"),
        (["--screenshot-after", "1"], "--screenshot-after needs --screenshot FILE"),
        (
            ["--check", "S", "--screenshot", "P.png"],
            "--check shows a student's scheduler: it takes no --screenshot",
        ),
        (
            ["--console", "--scenario", "X", "--compare", "--record", "R"],
            "--console --compare "
            "runs a scenario once per queue and prints only the waits: it takes no --record",
        ),
    ],
    ids=lambda v: "-".join(v) if isinstance(v, list) else None,
)
def test_an_option_the_mode_would_ignore_is_refused(
    tmp_path: Path, args: list[str], line: str
) -> None:
    os.chdir(tmp_path)  # the names given are never created
    assert one_line(fifo_gui(*args)) == f"fifo-gui: {line}"
    assert os.listdir(tmp_path) == []


def test_a_screenshot_of_a_replay_pictures_the_replay(tmp_path: Path, scenario: Path) -> None:
    record, shot = tmp_path / "run.jsonl", tmp_path / "shot.png"
    assert fifo_gui("--console", "--scenario", scenario, "--record", record).returncode == 0
    seen = "import fifo_gui.ui.app.screenshot as s\nreal = s.ScreenshotRun._save\n"
    seen += "def save(self):\n    print('REPLAY' if self._window.recording.replay else 'LIVE',"
    seen += " self._window.ledger.done, flush=True)\n    real(self)\ns.ScreenshotRun._save = save\n"
    proc = fifo_gui("--replay", record, "--screenshot", shot, code=seen)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["REPLAY", "2"]  # the recording's two tasks, not the lesson
    assert shot.read_bytes().startswith(b"\x89PNG")


# At the grab: every cell Qt shows against what the ledger says now, and the counts.
ONE_INSTANT = """
import fifo_gui.ui.app.main_window as main_window
from fifo_gui.ui.table.task_model import Column
real = main_window.MainWindow.grab
def grab(self, *args):
    m = self.model
    for r in range(m.rowCount()):
        shown = m.index(r, Column.STATE).data()
        if shown is not None and shown != m.text(r, Column.STATE):
            print('MIXED', r, shown, 'against', m.text(r, Column.STATE), flush=True)
    print('COUNTS', self.counts_label.text(), flush=True)
    return real(self, *args)
main_window.MainWindow.grab = grab
"""


def test_a_screenshot_shows_one_instant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three workers stopped: the picture was grabbed 50 ms after the ledger saw
    them stop, before a frame set the table: the queue lane said the STOPs
    were consumed, the table and the status line that they were queued."""
    shot = tmp_path / "shot.png"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))  # its settings, not the user's
    proc = fifo_gui("--workers", "3", "--screenshot", shot, code=ONE_INSTANT)
    assert proc.returncode == 0, proc.stderr
    assert "MIXED" not in proc.stdout, proc.stdout
    counts = [line for line in proc.stdout.splitlines() if line.startswith("COUNTS")]
    assert len(counts) == 1 and "Queued 0" in counts[0] and "Stopped" in counts[0], counts
    assert shot.read_bytes().startswith(b"\x89PNG")


def test_a_mid_run_screenshot_closes_after_the_workers_said_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closed while the workers could still report (a save inside a frame's
    paint held the lock they report through): the window waited for them in
    vain, and the log lost their last events (no "exited")."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    shot, log = tmp_path / "shot.png", tmp_path / "run.log"
    proc = fifo_gui(
        "--workers", "3", "--screenshot", shot, "--screenshot-after", "1.0", "--log", log
    )
    assert proc.returncode == 0, proc.stderr
    assert log.read_text("utf-8").count("exited") == 3


# -- text from files is shown, never executed by the terminal ----------------------------


def test_a_scenario_title_reaches_the_console_escaped(tmp_path: Path) -> None:
    path = tmp_path / "evil.json"
    path.write_text(json.dumps({**SCENARIO, "title": "evil\x1b[2J\x1b]0;pwned\x07"}), "utf-8")
    proc = fifo_gui("--console", "--scenario", path)
    assert proc.returncode == 0, proc.stderr
    assert "\x1b" not in proc.stdout and "\x07" not in proc.stdout
    assert "evil\\x1b[2J\\x1b]0;pwned\\x07" in proc.stdout


def test_a_checked_folders_file_names_reach_the_console_escaped(tmp_path: Path) -> None:
    answers = tmp_path / "answers"
    answers.mkdir()
    (answers / "a\x1b[2Jb.py").write_text("raise SystemExit(3)\n", "utf-8")
    proc = fifo_gui("--console", "--check", answers)
    assert "\x1b" not in proc.stdout + proc.stderr
    assert "a\\x1b[2Jb.py" in proc.stdout


# -- a tasks file's import is bounded, and its threads do not keep the app alive ----------


def test_a_tasks_file_that_never_finishes_importing_is_refused_in_time(
    tmp_path: Path, scenario: Path
) -> None:
    tasks = tmp_path / "forever.py"
    tasks.write_text("while True:\n    pass\n", "utf-8")
    began = time.monotonic()
    proc = fifo_gui(
        "--console",
        "--scenario",
        scenario,
        "--tasks",
        tasks,
        code="import fifo_gui.core.user_tasks as u\nu.IMPORT_SECONDS = 0.5",
    )
    assert time.monotonic() - began < 20
    assert one_line(proc) == (
        "fifo-gui: forever.py: importing it took more than 0.5 s "
        "(does it wait for input, or loop at the top level?)"
    )


def test_a_non_daemon_thread_of_a_tasks_file_does_not_keep_the_console_alive(
    tmp_path: Path, scenario: Path
) -> None:
    tasks = tmp_path / "threads.py"
    tasks.write_text(
        "import threading, time\n"
        "threading.Thread(target=time.sleep, args=(600,)).start()\n"
        "def f():\n    pass\n",
        "utf-8",
    )
    proc = fifo_gui("--console", "--scenario", scenario, "--tasks", tasks)
    assert proc.returncode == 0, proc.stderr
    assert "Summary" in proc.stdout


def test_the_console_plays_a_scenario_on_its_queue_and_records_that_queue(
    tmp_path: Path,
) -> None:
    """A LIFO scenario runs on a LIFO queue in the terminal, and its recording
    says so: the replay shows the queue the tasks really went through."""
    path, record = tmp_path / "lifo.json", tmp_path / "lifo.jsonl"
    tasks = [{"kind": "sleep", "name": n, "seconds": 0.05} for n in "ABC"]
    path.write_text(json.dumps({"version": 2, "discipline": "LIFO", "tasks": tasks}), "utf-8")
    proc = fifo_gui("--console", "--scenario", path, "--record", record)
    assert proc.returncode == 0, proc.stderr
    assert "(LIFO, 1 worker)" in proc.stdout
    recording = load_recording(record)
    assert (recording.setup.discipline, recording.setup.queue) == ("LIFO", "queue.LifoQueue")
