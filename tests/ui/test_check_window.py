"""Check your scheduler in the window: a student's run is shown by the views,
the verdicts are shown and point at rows, and the window stays free."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fifo_gui.check.report import fails_first
from fifo_gui.core.events import TaskQueued
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.check.verdict_panel import VerdictPanel
from tests.check.test_check_ends import HANGS_AFTER_FORKING, processes_naming, wait_until
from tests.ui.helpers import OLD_FILE, the_disk_fails_to_keep_writes

ANSWERS = Path(__file__).resolve().parents[1] / "check" / "answers"


def _check(window: MainWindow, qtbot: QtBot, name: str) -> None:
    assert window.late.check.get().check(str(ANSWERS / name))
    qtbot.waitUntil(lambda: window.late.check.get().report is not None, timeout=15000)


def test_a_broken_answer_is_shown_and_judged(window: MainWindow, qtbot: QtBot) -> None:
    _check(window, qtbot, "no_try_except.py")
    session = window.sessions.current
    assert not session.live and "no_try_except.py" in window.windowTitle()
    ledger = window.ledger
    assert ledger.worker_count == 1
    # The student's own tasks, in the table: task 8 failed, task 9 never ran.
    window.model.flush()
    assert window.model.row_for_id(8) is not None
    assert window.model.row_for_id(8).state is TaskState.FAILED  # type: ignore[union-attr]
    report = window.late.check.get().report
    assert report is not None and report.exit_code == 1
    panel = window.late.check.get().panel
    assert panel is not None and panel.isVisible()
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert "FAIL survives-failure" in texts[0]  # the FAIL first, in sight
    assert all("PASS" in t for t in texts[1:])
    # A click on the verdict selects the task it points at.
    row = next(i for i, t in enumerate(texts) if "survives-failure" in t)
    item = panel.list.item(row)
    qtbot.mouseClick(
        panel.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.list.visualItemRect(item).center(),
    )
    selected = window.table.selectionModel().selectedRows()
    assert [window.model.row(i.row()).task_id for i in selected] == [8]
    assert not window.actions_.start.isEnabled()  # no scheduler of ours runs it
    # Back to the live queue: a fresh live session, the verdicts gone with the run.
    panel.back.click()
    assert window.sessions.current.live
    assert window.recording.replay is None and not panel.isVisible()


def _click(qtbot: QtBot, panel: VerdictPanel, row: int) -> None:
    item = panel.list.item(row)
    qtbot.mouseClick(
        panel.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.list.visualItemRect(item).center(),
    )


def test_a_verdict_clicked_shows_the_run_at_its_moment(window: MainWindow, qtbot: QtBot) -> None:
    _check(window, qtbot, "no_try_except.py")
    panel = window.late.check.get().panel
    assert panel is not None
    assert window.dockWidgetArea(panel) == Qt.DockWidgetArea.RightDockWidgetArea  # docked
    fail = next(v for v in fails_first(window.late.check.get().report.verdicts) if not v.passed)  # type: ignore[union-attr]
    assert fail.time is not None and fail.task_id == 8
    _click(qtbot, panel, 0)  # the FAIL, first
    replay = window.recording.replay
    assert replay is not None and replay.position == pytest.approx(fail.time)
    # The views show that instant: what happened by then, nothing after it.
    ledger = window.ledger
    tasks = [e for e in replay.events if type(e) is TaskQueued and not e.sentinel]
    assert ledger.arrivals == sum(1 for e in tasks if e.time <= fail.time)
    assert all(e.time <= fail.time for e in replay.events[: replay.index])
    later = replay.next_event()  # the run went on after the failure: not shown yet
    assert later is not None and later.time > fail.time
    assert window.model.row_for_id(8).state is TaskState.FAILED  # type: ignore[union-attr]
    selected = window.table.selectionModel().selectedRows()
    assert [window.model.row(i.row()).task_id for i in selected] == [8]
    assert panel.isVisible()  # the verdicts stay beside their run
    # Replay the run: from its start, paused, for the class to step.
    panel.replay.click()
    assert window.recording.replay is replay and replay.position == 0.0
    assert not replay.playing and window.ledger.arrivals == 0
    window.actions_.replay_next.trigger()  # a step, as the class would
    assert replay.index >= 1
    # The replay closed: the live queue, and the verdicts go with their run.
    window.actions_.close_replay.trigger()
    assert window.sessions.current.live and not panel.isVisible()


def test_a_second_check_ends_the_first(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fifo_gui.ui.check import check_commands

    # The second takes longer than the first's end may wait for a process (2 s).
    chosen = [str(ANSWERS / "import_hangs.py"), str(ANSWERS / "schedule_waits.py")]
    monkeypatch.setattr(
        check_commands.QFileDialog, "getOpenFileName", lambda *a, **k: (chosen.pop(0), "")
    )
    yes = check_commands.QMessageBox.StandardButton.Yes
    monkeypatch.setattr(check_commands.QMessageBox, "question", lambda *a, **k: yes)
    window.actions_.check.trigger()  # File > Check your scheduler...
    first = window.late.check.get()._process
    assert first is not None
    qtbot.waitUntil(lambda: len(first.lines) > 0, timeout=15000)  # it runs their import
    window.actions_.check.trigger()  # ... again, on another file, while it hangs
    assert not first.running  # ended, with everything it started
    qtbot.waitUntil(lambda: window.late.check.get().report is not None, timeout=15000)
    report = window.late.check.get().report
    assert report is not None and report.path == "schedule_waits.py"
    assert [v.check for v in report.verdicts if not v.passed] == ["runs-in-background"]
    # The first check's end, read after the second began, is not the second's.
    qtbot.waitUntil(lambda: first.wait(0.1) is not None, timeout=5000)
    QApplication.processEvents()
    assert window.late.check.get().report is report
    panel = window.late.check.get().panel
    assert panel is not None and "schedule_waits.py: 6 of 7 checks pass." in panel.title.text()
    assert "schedule_waits.py" in window.windowTitle()


def test_a_check_shows_only_the_check(window: MainWindow, qtbot: QtBot) -> None:
    assert window.files.open_path(resource_path("scenarios", "bounded-buffer.json"))
    window.actions_.predict.setChecked(True)  # the quiz, on
    banner, quiz = window.scenario_banner, window.recording.predict_panel
    qtbot.waitUntil(lambda: banner.isVisible() and quiz.isVisible())
    _check(window, qtbot, "right.py")
    assert not banner.isVisible() and not quiz.isVisible()
    assert not window.actions_.predict.isChecked()


def test_a_right_answer_passes_in_the_window(window: MainWindow, qtbot: QtBot) -> None:
    _check(window, qtbot, "right.py")
    report = window.late.check.get().report
    assert report is not None and report.exit_code == 0
    assert "7 of 7 checks pass" in window.notices.current
    # Their code has ended: nothing moves, so the frame clock rests (idle means idle).
    qtbot.waitUntil(lambda: not window.clock.running, timeout=5000)


def test_a_file_that_cannot_be_checked_is_refused(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "broken.py"
    path.write_text("def f(:\n", encoding="utf-8")
    assert not window.late.check.get().check(str(path))
    assert "syntax error" in window.notices.current
    assert window.sessions.current.live


def test_the_window_stays_free_while_their_code_spins(window: MainWindow, qtbot: QtBot) -> None:
    assert window.late.check.get().check(str(ANSWERS / "busy_wait.py"))
    began = time.monotonic()
    gaps: list[float] = []
    last = time.monotonic()
    while window.late.check.get().report is None and time.monotonic() - began < 15:
        qtbot.wait(20)
        now = time.monotonic()
        gaps.append(now - last)
        last = now
    assert window.late.check.get().report is not None
    assert max(gaps) < 0.5, max(gaps)


def test_closing_while_their_code_hangs_leaves_no_process(window: MainWindow, qtbot: QtBot) -> None:
    assert window.late.check.get().check(str(ANSWERS / "no_sentinel_check.py"))
    process = window.late.check.get()._process
    assert process is not None
    qtbot.waitUntil(lambda: window.ledger.worker_count >= 1 and window.model.rowCount() > 3)
    began = time.monotonic()
    window.close()
    assert time.monotonic() - began < 3
    assert not process.running


@pytest.mark.skipif(os.name != "posix", reason="fork and ps are POSIX")
def test_closing_mid_check_leaves_nothing_the_answer_started(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    answer = tmp_path / "forks.py"  # it forks a process that sleeps on, then hangs
    answer.write_text(HANGS_AFTER_FORKING, encoding="utf-8")
    assert window.late.check.get().check(str(answer))
    qtbot.waitUntil(lambda: len(processes_naming(str(tmp_path))) >= 2, timeout=15000)
    window.close()
    assert wait_until(lambda: not processes_naming(str(tmp_path)))


def test_the_exercise_opens_from_help(window: MainWindow, qtbot: QtBot) -> None:
    window.actions_.exercise.trigger()
    from fifo_gui.ui.check.check_commands import ExerciseDialog

    found = window.findChild(ExerciseDialog, "exerciseDialog")
    assert found is not None and "class FIFOScheduler" in found.text.toPlainText()
    found.reject()


def _save_a_copy_to(window: MainWindow, monkeypatch, target: Path) -> list[str]:
    """Save a copy of the exercise to `target`; the warnings it shows."""
    from fifo_gui.ui.check import check_commands

    warnings: list[str] = []
    monkeypatch.setattr(
        check_commands.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "")
    )
    monkeypatch.setattr(check_commands, "show_error", lambda _p, _t, text: warnings.append(text))
    dialog = check_commands.ExerciseDialog(window)
    dialog.save_copy()
    dialog.reject()
    return warnings


def test_a_copy_the_disk_fails_to_keep_leaves_the_old_file_whole(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    target = tmp_path / "fifo_scheduler.py"
    target.write_bytes(OLD_FILE)  # the student's answer, saved before
    the_disk_fails_to_keep_writes(monkeypatch)
    [warning] = _save_a_copy_to(window, monkeypatch, target)
    assert "Cannot write" in warning
    assert target.read_bytes() == OLD_FILE
    assert os.listdir(tmp_path) == ["fifo_scheduler.py"]


@pytest.mark.skipif(sys.platform == "win32", reason="Windows replaces no file held open")
def test_a_copy_over_an_old_file_replaces_it_whole(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    target = tmp_path / "fifo_scheduler.py"
    target.write_bytes(OLD_FILE)
    with target.open("rb") as reader:
        assert _save_a_copy_to(window, monkeypatch, target) == []
        assert reader.read() == OLD_FILE
    assert "class FIFOScheduler" in target.read_text(encoding="utf-8")
    assert os.listdir(tmp_path) == ["fifo_scheduler.py"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_copy_onto_a_named_pipe_is_refused_and_the_pipe_stays(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    pipe = tmp_path / "fifo_scheduler.py"
    os.mkfifo(pipe)  # renamed onto, it would become a file (and /dev/null one too)
    [warning] = _save_a_copy_to(window, monkeypatch, pipe)
    assert "Cannot write" in warning and "not a regular file" in warning
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    assert os.listdir(tmp_path) == ["fifo_scheduler.py"]


def test_fifo_gui_check_refuses_what_cannot_be_checked(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--check", str(tmp_path / "missing.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr == "fifo-gui: cannot check missing.py: no such file\n"


def _stop_the_worker_took(window: MainWindow) -> int:
    report = window.late.check.get().report
    assert report is not None
    verdict = next(v for v in report.verdicts if v.check == "stop-returns")
    assert not verdict.passed and "took the stop signal" in verdict.evidence
    assert verdict.task_id is not None, verdict.evidence  # a click selects the STOP
    assert f"(task {verdict.task_id})" in verdict.evidence
    return verdict.task_id


def test_a_stop_taken_and_ignored_is_in_the_log(window: MainWindow, qtbot: QtBot) -> None:
    _check(window, qtbot, "no_sentinel_check.py")
    stop_id = _stop_the_worker_took(window)
    window.model.flush()
    row = window.model.row_for_id(stop_id)
    assert row is not None and row.sentinel
    worker = window.ledger.lanes[0]
    took = f"[{worker}] took STOP ID {stop_id} and did not exit: it called tasks.get() again"
    qtbot.waitUntil(lambda: took in _log(window))
    lines = _log(window).splitlines()
    # In its place: after the last event before the take, before the verdicts.
    said = next(i for i, line in enumerate(lines) if took in line)
    assert lines[said - 1].endswith(f"[{worker}] took STOP ID {stop_id}")  # the take itself
    assert "sample_task('Task E')" in lines[said - 2]
    assert "FAIL stop-returns" in "\n".join(lines[said:])
    assert not any("and exited" in line for line in lines)  # nothing says it exited
    assert worker in window.ledger.workers  # the worker is not shown gone


def test_a_stop_taken_and_ignored_is_shown_taken(window: MainWindow, qtbot: QtBot) -> None:
    _check(window, qtbot, "no_sentinel_check.py")
    stop_id = _stop_the_worker_took(window)
    window.model.flush()
    row = window.model.row_for_id(stop_id)
    assert row is not None
    assert row.state is TaskState.CONSUMED  # taken, as the verdict says, not Queued
    assert row.worker in window.ledger.workers  # and its taker still there, waiting
    # ... as the process left it: its threads ended with it, and the badge says
    # of which moment "in get()" is true (it read as if they still ran).
    badge = window.controls.status_label
    qtbot.waitUntil(lambda: badge.text().startswith("Check, as it ended · "))
    session = window.sessions.current
    assert session.now() == session.now()  # the picture holds still
    # The window's own producers are not the check's: no "producer off" beside
    # a lane whose producer put every task.
    assert window.controls.producer_status.text() == ""


def test_a_task_their_stop_took_is_not_shown_queued(window: MainWindow, qtbot: QtBot) -> None:
    _check(window, qtbot, "stop_drops.py")
    window.model.flush()
    row = window.model.row_for_id(6)  # Task E: stop() took it off the queue and dropped it
    assert row is not None and row.state is TaskState.CANCELLED
    qtbot.waitUntil(lambda: "[check-stop] cancelled" in _log(window))


def _log(window: MainWindow) -> str:
    window.log.flush()
    return window.log.toPlainText()


def test_a_verdict_on_a_stop_shows_it_taken_at_its_moment(window: MainWindow, qtbot: QtBot) -> None:
    _check(window, qtbot, "no_sentinel_check.py")
    stop_id = _stop_the_worker_took(window)
    panel = window.late.check.get().panel
    assert panel is not None
    row = next(i for i in range(panel.list.count()) if "stop-returns" in panel.list.item(i).text())
    _click(qtbot, panel, row)
    assert window.recording.replay is not None
    window.model.flush()
    shown = window.model.row_for_id(stop_id)
    assert shown is not None and shown.state is TaskState.CONSUMED  # the take the verdict names
