"""Files the command line writes (issue 26): a named pipe, a device or a folder
is refused at once with one line; a refused input leaves no empty output file
behind; a console recording that lost events says so and exits non-zero.
Each runs `fifo-gui` in a process of its own and checks its exit and stderr."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fifo_gui.core.recording import read_recording

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")


def fifo_gui(*args: str, code: str = "") -> subprocess.CompletedProcess[str]:
    """`fifo-gui ARGS` (after `code`, run first in the same process), offscreen."""
    script = f"import sys\n{code}\nfrom fifo_gui.app import main\nsys.exit(main(sys.argv[1:]))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )


def one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


@needs_fifo
@pytest.mark.parametrize(
    ("option", "console"),
    [  # --console takes no --log (test_every_option_means_something.py)
        ("--record", True),
        ("--trace-out", True),
        ("--record", False),
        ("--trace-out", False),
        ("--log", False),
    ],
)
def test_a_named_pipe_as_an_output_is_refused_at_once(
    tmp_path: Path, option: str, console: bool
) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)  # nobody reads it: open() for writing would wait for ever
    proc = fifo_gui(*(["--console"] if console else []), option, str(pipe))
    assert proc.returncode == 2
    assert (
        one_line(proc.stderr) == f"fifo-gui: cannot write {pipe}: not a regular file (a named pipe)"
    )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_record_to_dev_full_says_what_it_is() -> None:
    proc = fifo_gui("--console", "--record", "/dev/full")
    assert proc.returncode == 2
    assert (
        one_line(proc.stderr) == "fifo-gui: cannot write /dev/full: not a regular file (a device)"
    )


def test_a_newline_in_an_output_name_stays_on_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "no-such-folder" / ("two\nlines" + "x" * 200 + ".jsonl")
    proc = fifo_gui("--console", "--record", str(bad))
    assert proc.returncode == 2
    line = one_line(proc.stderr)
    assert "No such file or directory" in line and len(line) < 200


def test_a_bad_scenario_in_the_window_leaves_no_output_file(tmp_path: Path) -> None:
    scenario = tmp_path / "bad.json"
    scenario.write_text("{not json", encoding="utf-8")
    record, trace, log = tmp_path / "r.jsonl", tmp_path / "t.json", tmp_path / "log.txt"
    proc = fifo_gui(
        "--scenario", str(scenario), "--record", str(record), "--trace-out", str(trace),
        "--log", str(log),
    )  # fmt: skip
    assert proc.returncode == 2 and "cannot open scenario" in proc.stderr
    assert not record.exists() and not trace.exists() and not log.exists()


def test_a_console_lesson_records_and_writes_its_trace(tmp_path: Path) -> None:
    record, trace = tmp_path / "r.jsonl", tmp_path / "t.json"
    proc = fifo_gui("--console", "--record", str(record), "--trace-out", str(trace))
    assert proc.returncode == 0, proc.stderr
    assert len(read_recording(record)) >= 12  # 4 tasks x 3 events, the workers, the STOP
    assert json.loads(trace.read_text(encoding="utf-8"))["traceEvents"]


FULL_AFTER_SETUP = """
import errno
from fifo_gui.core import recorder
written = []
def fills(fd, data):
    if written:
        raise OSError(errno.ENOSPC, "No space left on device")
    written.append(data)
    recorder.os.write(fd, data)
recorder.write_all = fills
"""


@pytest.mark.parametrize("scenario", [False, True], ids=["lesson", "scenario"])
def test_a_console_recording_that_lost_events_says_so_and_exits_1(
    tmp_path: Path, scenario: bool
) -> None:
    record = tmp_path / "r.jsonl"
    extra: list[str] = []
    if scenario:
        path = tmp_path / "s.json"
        path.write_text(json.dumps({"version": 1, "tasks": [{"kind": "noop"}]}), "utf-8")
        extra = ["--scenario", str(path)]
    proc = fifo_gui("--console", "--record", str(record), *extra, code=FULL_AFTER_SETUP)
    assert proc.returncode == 1, proc.stderr
    assert "the recording is incomplete" in proc.stderr and "No space left" in proc.stderr


def test_a_window_recording_that_lost_events_says_so_and_exits_1(tmp_path: Path) -> None:
    # --screenshot plays the lesson in the window and quits by itself.
    record, png = tmp_path / "r.jsonl", tmp_path / "w.png"
    proc = fifo_gui("--screenshot", str(png), "--record", str(record), code=FULL_AFTER_SETUP)
    assert proc.returncode == 1, proc.stderr
    told = [line for line in proc.stderr.splitlines() if "recording is incomplete" in line]
    assert len(told) == 1 and "No space left" in told[0], proc.stderr


@needs_fifo
def test_the_output_helpers_create_nothing_and_never_wait(tmp_path: Path) -> None:
    from fifo_gui.core.safe_files import NotAFileError, check_output, open_output

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for refused in (pipe, tmp_path):
        with pytest.raises(NotAFileError):
            check_output(refused)
        with pytest.raises(NotAFileError):
            open_output(refused, append=True)
    check_output(tmp_path / "new.txt")
    assert not (tmp_path / "new.txt").exists()
    with open_output(tmp_path / "new.txt") as stream:
        stream.write(os.fsdecode(b"caf\xe9"))  # a lone surrogate: written as its escape
    assert (tmp_path / "new.txt").read_bytes() == b"caf\\udce9"
