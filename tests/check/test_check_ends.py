"""When the checker ends, however it ends, nothing the student's code started
survives it: looked for in the process table (POSIX; no Qt here)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from fifo_gui.check.runner import CheckProcess, check_file

ANSWERS = Path(__file__).resolve().parent / "answers"
LIMIT = 30.0  # seconds, generous: CI runs this under load

pytestmark = pytest.mark.skipif(os.name != "posix", reason="fork, signals and ps are POSIX")

# Imported, it forks a process that sleeps on, says so in a file, then hangs:
# the check of each such file lasts its import's time limit (3 s).
HANGS_AFTER_FORKING = """\
import os, time
if os.fork() == 0:
    time.sleep(60)
    os._exit(0)
open(__file__ + '.forked', 'w').close()
time.sleep(60)
"""


def processes_naming(text: str) -> list[str]:
    """The lines of the process table (`ps`) whose command line holds `text`."""
    table = subprocess.run(
        ["ps", "-A", "-ww", "-o", "pid=,args="],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    ).stdout
    return [line for line in table.splitlines() if text in line]


def wait_until(done: object, limit: float = LIMIT) -> bool:
    """Look again every 50 ms until `done()` holds or `limit` seconds pass."""
    assert callable(done)
    end = time.monotonic() + limit
    while not done():
        if time.monotonic() > end:
            return False
        time.sleep(0.05)
    return True


def test_a_forking_answer_is_judged_and_its_fork_ended(tmp_path: Path) -> None:
    answer = tmp_path / "forks.py"
    shutil.copy(ANSWERS / "forks.py", answer)
    began = time.monotonic()
    report = check_file(answer)
    assert time.monotonic() - began < LIMIT
    assert report.unusable == "" and report.passed, [v.line() for v in report.verdicts]
    assert wait_until(lambda: not processes_naming(str(tmp_path))), processes_naming(str(tmp_path))


def test_the_output_ends_when_a_forking_answer_ends(tmp_path: Path) -> None:
    # The window's path: nobody waits for the child; its output must still end,
    # though a fork of the answer's holds the pipe open.
    answer = tmp_path / "forks.py"
    shutil.copy(ANSWERS / "forks.py", answer)
    ended = threading.Event()
    process = CheckProcess(answer, on_end=ended.set)
    process.start()
    try:
        assert ended.wait(LIMIT)
        assert process.lines[-1]["type"] == "Done"
    finally:
        process.kill()
        process.wait(LIMIT)
    assert wait_until(lambda: not processes_naming(str(tmp_path)))


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGKILL])
def test_a_signal_to_the_checker_leaves_nothing_running(tmp_path: Path, signum: int) -> None:
    folder = tmp_path / "submissions"
    folder.mkdir()
    for n in range(1, 6):  # five answers of 3 s each: the signal comes mid-run
        (folder / f"student{n}.py").write_text(HANGS_AFTER_FORKING, encoding="utf-8")
    gradebook = tmp_path / "grades.csv"
    command = [sys.executable, "-m", "fifo_gui", "--console", "--check", str(folder)]
    checker = subprocess.Popen(
        [*command, "--check-csv", str(gradebook)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert wait_until(lambda: (folder / "student1.py.forked").exists())
        assert wait_until(lambda: len(processes_naming(str(folder))) >= 2)  # a child, its fork
        checker.send_signal(signum)
    finally:
        try:
            _, stderr = checker.communicate(timeout=LIMIT)
        finally:
            checker.kill()  # only if the test failed before its signal: it is gone by now
            checker.wait(LIMIT)
    if signum == signal.SIGKILL:
        assert checker.returncode == -signal.SIGKILL
    else:
        assert checker.returncode == 128 + signum
        name = signal.Signals(signum).name
        assert stderr == f"fifo-gui: interrupted ({name})\n"
    assert wait_until(lambda: not processes_naming(str(folder))), processes_naming(str(folder))
    assert not gradebook.exists()  # written only when every answer has been checked
    assert not list(folder.rglob("__pycache__"))
