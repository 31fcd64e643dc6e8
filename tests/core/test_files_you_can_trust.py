"""Issue 26, files and recordings you can trust: the recorder never hangs on
close, writes only valid UTF-8 its reader accepts; readers refuse a hostile
file with one line naming the line, never hang and never read without bound.

Real files, named pipes (os.mkfifo), /dev/zero and /dev/full where present."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from fifo_gui.core import recorder as recorder_module
from fifo_gui.core.events import TaskFailed, TaskFinished, TaskQueued, TaskStarted
from fifo_gui.core.recorder import Recorder
from fifo_gui.core.recording import (
    MAX_TEXT,
    RecordingError,
    Setup,
    load_recording,
    read_recording,
)
from fifo_gui.core.scenario import ScenarioError, load_scenario
from fifo_gui.core.trace import dump_trace, trace_events
from fifo_gui.core.user_tasks import UserTasksError, load_user_tasks

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
needs_dev_full = pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
needs_dev_zero = pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")

NOT_UTF8 = os.fsdecode(b"caf\xe9.txt")  # what os.listdir returns for a Latin-1 name
STARTED = '{"v":1,"type":"TaskStarted","time":%s,"task_id":%s,"thread":"w"}\n'


def flood(n: int, start: int = 0) -> list[TaskStarted]:
    return [TaskStarted(i, 1.0, "worker-1") for i in range(start, start + n)]


@pytest.fixture
def stalled_pipe(tmp_path: Path) -> Iterator[Path]:
    """A named pipe with a reader that never reads: a hung disk. Closing the
    reader at the end ends a writer still blocked in it (EPIPE)."""
    path = tmp_path / "stalled.jsonl"
    os.mkfifo(path)
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        yield path
    finally:
        os.close(reader)


# -- 1. closing never hangs ------------------------------------------------------------


@needs_fifo
def test_close_returns_within_3_s_when_the_file_takes_no_writes(stalled_pipe: Path) -> None:
    recorder = Recorder(stalled_pipe, 0.0, Setup())
    for at in range(0, 200_000, 1000):  # far more than a pipe's buffer holds
        recorder.record_all(flood(1000, at))
    time.sleep(recorder_module.FLUSH_EVERY * 3)  # the writer is blocked in the pipe now
    began = time.monotonic()
    recorder.close()
    assert time.monotonic() - began <= 3.0
    assert recorder.error is not None and "took no more writes" in recorder.error
    # The fixture closes the reader: the blocked write ends (EPIPE), and its thread.


@needs_fifo
def test_a_stalled_file_stops_the_recording_and_close_does_not_wait(
    stalled_pipe: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recorder_module, "STALL", 0.3)
    recorder = Recorder(stalled_pipe, 0.0)
    recorder.record_all(flood(100_000))
    deadline = time.monotonic() + 5
    while recorder.error is None and time.monotonic() < deadline:
        time.sleep(0.05)
        recorder.record_all(flood(10))  # the session goes on; the recording notices
    assert recorder.error is not None and "took no writes" in recorder.error
    count = recorder.count
    recorder.record_all(flood(10))
    assert recorder.count == count  # stopped: nothing more is kept
    began = time.monotonic()
    recorder.close()
    assert time.monotonic() - began < 0.5


@needs_fifo
def test_recording_into_a_pipe_nobody_reads_fails_at_once(tmp_path: Path) -> None:
    path = tmp_path / "nobody.jsonl"
    os.mkfifo(path)
    began = time.monotonic()
    with pytest.raises(OSError):
        Recorder(path, 0.0, Setup())
    assert time.monotonic() - began < 1.0


CONSOLE = """
import sys
from fifo_gui.console import run_scenario_file
sys.exit(run_scenario_file(sys.argv[1], record=sys.argv[2]))
"""


@needs_fifo
def test_a_console_run_recording_into_a_stalled_pipe_ends(tmp_path: Path) -> None:
    scenario = tmp_path / "burst.json"
    scenario.write_text(
        json.dumps({"version": 2, "tasks": [{"kind": "noop", "count": 20000}]}), "utf-8"
    )
    pipe = tmp_path / "stalled.jsonl"
    os.mkfifo(pipe)
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
    try:
        began = time.monotonic()
        proc = subprocess.run(
            [sys.executable, "-c", CONSOLE, str(scenario), str(pipe)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        os.close(reader)
    assert proc.returncode == 1, proc.stderr
    assert "the recording is incomplete" in proc.stderr
    assert time.monotonic() - began < 30


@needs_dev_full
def test_recording_to_a_full_disk_names_the_file_and_the_reason() -> None:
    with pytest.raises(OSError) as info:
        Recorder("/dev/full", 0.0, Setup())
    assert info.value.filename == "/dev/full" and info.value.strerror
    recorder = Recorder("/dev/full", 0.0)  # no setup line: the first write fails later
    recorder.record_all(flood(10))
    recorder.close()
    assert recorder.error is not None
    assert recorder.error.startswith("cannot write /dev/full: ") and "None" not in recorder.error


CRASH = """
import os, signal, sys, time
from fifo_gui.core.events import TaskStarted
from fifo_gui.core.recorder import Recorder
recorder = Recorder(sys.argv[1], epoch=0.0)
for i in range(200_000):
    recorder.record(TaskStarted(i, time.monotonic(), "worker-1"))
    if i % 20_000 == 0:
        time.sleep(0.1)
time.sleep(0.6)
print(time.monotonic(), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_crash_loses_only_the_last_moments(tmp_path: Path) -> None:
    path = tmp_path / "crash.jsonl"
    app = subprocess.run(
        [sys.executable, "-c", CRASH, str(path)], capture_output=True, timeout=60, check=False
    )
    assert app.returncode == -signal.SIGKILL
    events = read_recording(path)  # nothing is cut mid-line by a kill between writes
    assert len(events) == 200_000  # all of it was handed in 0.6 s before the kill


# -- 2. valid UTF-8, fields the reader accepts -------------------------------------------


def test_a_lone_surrogate_is_recorded_as_its_escape_and_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "surrogate.jsonl"
    events = [
        TaskQueued(1, f"open({NOT_UTF8!r})", 0.1, NOT_UTF8),
        TaskStarted(1, 0.2, NOT_UTF8),
        TaskFinished(1, 0.3, "worker-1", NOT_UTF8),
        TaskFailed(2, 0.4, "worker-1", "OSError", NOT_UTF8, NOT_UTF8),
    ]
    recorder = Recorder(path, 0.0, Setup())
    recorder.record_all(tuple(events))
    recorder.close()
    assert recorder.error is None
    path.read_bytes().decode("utf-8")  # valid UTF-8
    assert read_recording(path) == events


def test_an_endless_exception_name_and_thread_name_are_shortened(tmp_path: Path) -> None:
    path = tmp_path / "long.jsonl"
    name = "E" * 200_000
    recorder = Recorder(path, 0.0)
    recorder.record_all((TaskStarted(1, 0.1, name), TaskFailed(1, 0.2, name, name, "m", "tb")))
    recorder.close()
    started, failed = read_recording(path)
    assert isinstance(failed, TaskFailed) and isinstance(started, TaskStarted)
    assert len(failed.error_type) == len(failed.thread) == len(started.thread) == MAX_TEXT
    assert failed.error_type.endswith("…")


def test_a_trace_with_a_lone_surrogate_is_valid_utf8() -> None:
    text = dump_trace(
        trace_events([TaskQueued(1, NOT_UTF8, 0.1, "MainThread"), TaskStarted(1, 0.2, "w")])
    )
    text.encode("utf-8")
    assert NOT_UTF8 in text or "\\udce9" in text


# -- 6. a cut last line ------------------------------------------------------------------


def test_a_cut_last_line_is_reported_and_the_rest_replayed(tmp_path: Path) -> None:
    path = tmp_path / "cut.jsonl"
    good = "".join(STARTED % (0.1, i) for i in range(677))
    path.write_text(good + '{"v":1,"type":"TaskSta', "utf-8")
    recording = load_recording(path)
    assert len(recording.events) == 677
    assert recording.cut is not None and "line 678 is cut off" in recording.cut


def test_a_last_line_without_its_newline_but_whole_is_read(tmp_path: Path) -> None:
    path = tmp_path / "whole.jsonl"
    path.write_text((STARTED % (0.1, 1)) + (STARTED % (0.2, 2)).rstrip("\n"), "utf-8")
    recording = load_recording(path)
    assert len(recording.events) == 2 and recording.cut is None


@needs_dev_full
def test_a_recording_a_full_disk_cut_replays_the_good_lines(tmp_path: Path) -> None:
    path = tmp_path / "full.jsonl"
    data = "".join(STARTED % (0.1, i) for i in range(1000)).encode()
    path.write_bytes(data[: len(data) // 2])  # what a disk that filled mid-write keeps
    recording = load_recording(path)
    assert recording.cut is not None and len(recording.events) >= 400


# -- 4. hostile numbers, bad bytes -------------------------------------------------------


@pytest.mark.parametrize(
    ("time_", "task_id"),
    [
        ("2200000", "1"),  # 25 days: past the slider's milliseconds in a C int
        ("1e308", "1"),
        ("1e400", "1"),  # parsed as infinity
        ("-1e400", "1"),
        ("1" * 401, "1"),  # float() would overflow
        ("0.1", "1" * 5000),  # past the interpreter's digit limit
        ("0.1", "1" * 401),
        ("0.1", "-1"),
    ],
)
def test_a_hostile_number_is_refused_with_its_line(
    tmp_path: Path, time_: str, task_id: str
) -> None:
    path = tmp_path / "hostile.jsonl"
    path.write_text((STARTED % (0.1, 1)) + (STARTED % (time_, task_id)), "utf-8")
    with pytest.raises(RecordingError, match=r"^hostile\.jsonl: line 2: ") as info:
        load_recording(path)
    assert len(str(info.value)) < 300


def test_a_bad_byte_names_its_own_line(tmp_path: Path) -> None:
    path = tmp_path / "latin.jsonl"
    lines = [(STARTED % (0.1, i)).encode() for i in range(2000)]
    lines.append(b'{"v":1,"type":"TaskQueued","time":0.1,"task_id":1,"label":"caf\xe9"}\n')
    path.write_bytes(b"".join(lines))
    with pytest.raises(RecordingError, match=r"line 2001: not UTF-8"):
        load_recording(path)


def test_a_recording_may_start_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + (STARTED % (0.1, 1)).encode())
    assert len(read_recording(path)) == 1


def test_messages_echo_user_text_bounded_and_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "line\nbreak.jsonl"
    key = "k" * 900_000
    path.write_text('{"v":1,"type":"TaskStarted","' + key + '":1}\n', "utf-8")
    with pytest.raises(RecordingError) as info:
        load_recording(path)
    message = str(info.value)
    assert "\n" not in message and len(message) < 300, message[:300]


# -- 5. readers refuse what is not a regular file, before reading ------------------------


def loaders() -> list[tuple[str, type[Exception], object]]:
    return [
        ("recording", RecordingError, load_recording),
        ("scenario", ScenarioError, load_scenario),
        ("tasks", UserTasksError, load_user_tasks),
    ]


def refused_at_once(load: object, path: Path | str, error: type[Exception]) -> str:
    """`load(path)` raises `error` within a second (run on a helper thread, joined)."""
    outcome: list[BaseException] = []

    def run() -> None:
        try:
            load(path)  # type: ignore[operator]
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(1.0)
    if thread.is_alive():  # unblock a reader stuck in a pipe so the thread ends
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        thread.join(5.0)
        pytest.fail(f"{load} blocked on {path}")
    assert outcome and isinstance(outcome[0], error), outcome
    return str(outcome[0])


@needs_fifo
@pytest.mark.parametrize(("what", "error", "load"), loaders())
def test_a_named_pipe_is_refused_at_once(
    tmp_path: Path, what: str, error: type[Exception], load: object
) -> None:
    path = tmp_path / f"{what}.pipe"
    os.mkfifo(path)
    assert "not a regular file (a named pipe)" in refused_at_once(load, path, error)


@needs_dev_zero
@pytest.mark.parametrize(("what", "error", "load"), loaders())
def test_dev_zero_is_refused_at_once(what: str, error: type[Exception], load: object) -> None:
    assert "not a regular file (a device)" in refused_at_once(load, "/dev/zero", error)


@pytest.mark.parametrize(("what", "error", "load"), loaders())
def test_a_folder_is_refused(
    tmp_path: Path, what: str, error: type[Exception], load: object
) -> None:
    assert "not a regular file (a folder)" in refused_at_once(load, tmp_path, error)


@pytest.mark.parametrize(("what", "error", "load"), loaders())
def test_a_huge_sparse_file_is_refused_before_reading(
    tmp_path: Path, what: str, error: type[Exception], load: object
) -> None:
    path = tmp_path / f"huge.{what}"
    with path.open("wb") as stream:
        stream.truncate(2 * 1024**3)  # 2 GB, sparse: costs no disk
    began = time.monotonic()
    assert "the limit is" in refused_at_once(load, path, error)
    assert time.monotonic() - began < 1.0


def test_a_tasks_file_with_a_nul_byte_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "nul.py"
    path.write_bytes(b"def f():\n    pass\nx = '\x00'\n")
    with pytest.raises(UserTasksError, match=r"nul\.py: line 3: a NUL byte"):
        load_user_tasks(path)


def test_a_tasks_file_saved_as_utf16_says_so_and_what_to_do(tmp_path: Path) -> None:
    path = tmp_path / "tasks.py"
    path.write_bytes("def job(n):\r\n    return n\r\n".encode("utf-16"))  # Notepad's "Unicode"
    with pytest.raises(
        UserTasksError,
        match=r"^tasks\.py: saved as UTF-16, which Python cannot run: save it as UTF-8$",
    ):
        load_user_tasks(path)


def test_a_deeply_nested_tasks_file_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "deep.py"
    path.write_text("x = " + "[" * 100_000 + "]" * 100_000 + "\n", "utf-8")
    with pytest.raises(UserTasksError, match=r"^deep\.py: ") as info:
        load_user_tasks(path)
    assert "\n" not in str(info.value)


def test_a_scenario_may_start_with_a_byte_order_mark_and_its_title_may_not_be_utf8(
    tmp_path: Path,
) -> None:
    path = tmp_path / "bom.json"
    doc = {"version": 1, "title": NOT_UTF8, "tasks": []}
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(doc).encode())
    scenario = load_scenario(path)
    scenario.title.encode("utf-8")  # the lone surrogate shown as its escape
    assert scenario.title == "caf\\udce9.txt"


@pytest.mark.parametrize(
    ("saved_by", "encoding"),
    [
        ("Windows PowerShell's > and Out-File, Notepad's Unicode", "utf-16"),
        ("UTF-16 big-endian, its mark first", "utf-16-be-marked"),
        ("UTF-32, its mark first", "utf-32"),
    ],
)
def test_a_scenario_saved_as_utf16_or_utf32_by_a_windows_tool_loads(
    tmp_path: Path, saved_by: str, encoding: str
) -> None:
    text = json.dumps({"version": 1, "title": "Scénario de l'élève", "tasks": [{"kind": "noop"}]})
    if encoding == "utf-16-be-marked":
        data = "\ufeff".encode("utf-16-be") + text.encode("utf-16-be")
    else:
        data = text.replace("\n", "\r\n").encode(encoding)  # Python writes the mark
    path = tmp_path / "scenario.json"
    path.write_bytes(data)
    scenario = load_scenario(path)
    assert scenario.title == "Scénario de l'élève", saved_by
    assert [task.kind for task in scenario.tasks] == ["noop"]


def test_a_scenario_saved_as_ansi_names_the_line_and_column_of_its_first_accent(
    tmp_path: Path,
) -> None:
    path = tmp_path / "ansi.json"
    path.write_bytes(
        '{\r\n  "version": 1,\r\n  "title": "Scénario",\r\n  "tasks": []\r\n}'.encode("cp1252")
    )
    with pytest.raises(ScenarioError) as raised:
        load_scenario(path)
    assert str(raised.value) == (
        "ansi.json: not UTF-8 text: line 3, column 15 (byte 0xE9); save it as UTF-8"
    )


def test_a_scenario_opened_as_a_recording_is_named_as_such_in_utf16_too(
    tmp_path: Path,
) -> None:
    path = tmp_path / "scenario.json"
    path.write_bytes(json.dumps({"version": 1, "tasks": []}).encode("utf-16"))
    with pytest.raises(RecordingError, match="is a scenario file, not a recording"):
        load_recording(path)


def test_a_scenario_echoes_a_huge_key_bounded(tmp_path: Path) -> None:
    path = tmp_path / "key.json"
    path.write_text('{"version": 1, "tasks": [], "' + "k" * 900_000 + '": 1}', "utf-8")
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert "unknown key" in str(info.value) and len(str(info.value)) < 400


def test_a_tasks_file_bigger_than_a_students_is_refused_before_it_is_compiled(
    tmp_path: Path,
) -> None:
    from fifo_gui.core.user_tasks import MAX_BYTES, UserTasksError, load_user_tasks

    big = tmp_path / "big.py"
    big.write_text("x = 1\n" * (MAX_BYTES // 6 + 1), encoding="utf-8")
    with pytest.raises(UserTasksError, match="limit"):
        load_user_tasks(big)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_an_output_onto_a_pipe_or_folder_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    from fifo_gui.core.outputs import write_text
    from fifo_gui.core.safe_files import NotAFileError

    pipe, folder = tmp_path / "pipe", tmp_path / "folder"
    os.mkfifo(pipe)  # renamed onto, a pipe (or /dev/null) would become a file
    folder.mkdir()
    for target in (pipe, folder):
        with pytest.raises(NotAFileError):
            write_text(target, "the trace")
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and folder.is_dir()
    assert sorted(os.listdir(tmp_path)) == ["folder", "pipe"]
