"""The no-op burst: the queue under load, fed from the GUI thread in slices."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fifo_gui.core.scenario import MAX_TASKS
from fifo_gui.core.states import TaskState
from fifo_gui.core.stats import QueueStats
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.producer import burst as burst_module
from fifo_gui.ui.producer.producer_status import BUSY, PLAIN, Look
from fifo_gui.ui.table.task_model import Column
from tests.ui.helpers import WAIT_MS, button, cell, click, spin


def test_a_burst_runs_every_task_in_fifo_order_and_the_table_shows_them(
    qtbot, window: MainWindow
) -> None:
    spin(window, "burstSpin").setValue(20_000)
    click(qtbot, window, "startButton")
    click(qtbot, window, "burstButton")
    assert button(window, "burstButton").isChecked()  # still feeding: a slice per turn
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 20_000, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.model.rowCount() == 20_000, timeout=WAIT_MS)
    assert not button(window, "burstButton").isChecked()
    assert cell(window, 19_999, Column.ID) == "20,000"  # as every number in the window
    assert cell(window, 19_999, Column.TASK) == "noop()"
    qtbot.waitUntil(lambda: cell(window, 19_999, Column.STATE) == "Done", timeout=WAIT_MS)
    later = window.sessions.current.epoch + 1e9
    assert QueueStats(window.ledger).snapshot(later).started_in_fifo_order
    assert "burst: 20,000 no-op tasks" in window.log.toPlainText()


def test_pressing_burst_again_stops_it_and_keeps_what_is_queued(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    monkeypatch.setattr(burst_module, "CHUNK", 100)
    monkeypatch.setattr(burst_module, "SLICE_S", 0.0)  # one chunk per turn
    spin(window, "burstSpin").setValue(1_000_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: window.scheduler.tasks.qsize() >= 300, timeout=WAIT_MS)
    click(qtbot, window, "burstButton")
    queued = window.scheduler.tasks.qsize()
    assert 300 <= queued < 1_000_000 and not button(window, "burstButton").isChecked()
    qtbot.wait(50)
    assert window.scheduler.tasks.qsize() == queued  # nothing more after the stop
    assert f"burst stopped: {queued:,} of 1,000,000 queued" in window.log.toPlainText()


def test_the_status_says_a_burst_puts_until_the_ledger_saw_it_all(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    # The burst puts ahead of what the window shows: at 1920x1080 the table
    # showed 2,964 queued and the lane the burst going on, and the status
    # beside them "producer off", the burst being done putting.
    monkeypatch.setattr(burst_module, "SLICE_S", 60.0)  # all 500 in one slice, loaded or not
    spin(window, "burstSpin").setValue(500)
    status = window.controls.producer_status
    window.bridge.hold(True)  # the window takes nothing in: its ledger stays behind
    click(qtbot, window, "burstButton")  # 500 fit one slice: the burst is done putting
    burst = window.producers.burst
    assert burst is not None and not burst.active and burst.queued == 500
    assert window.ledger.queued < 500
    window.producers.refresh()
    assert status.text() == f"burst · {window.ledger.queued:,} of 500 queued"
    assert status.look == BUSY
    window.bridge.hold(False)
    qtbot.waitUntil(lambda: window.ledger.queued == 500, timeout=WAIT_MS)
    window.producers.refresh()
    assert status.text() == "producer off" and status.look == PLAIN


def test_a_burst_waits_for_room_on_a_full_bounded_queue(qtbot, make_window) -> None:
    window = make_window(maxsize=50)
    spin(window, "burstSpin").setValue(400)
    click(qtbot, window, "burstButton")
    assert window.scheduler.tasks.qsize() == 50  # the first slice filled it, nothing blocked
    qtbot.waitUntil(
        lambda: "burst waits for room (queue full)" in window.controls.producer_status.text(),
        timeout=WAIT_MS,
    )
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 400, timeout=WAIT_MS)
    assert not button(window, "burstButton").isChecked()


def test_shortcut_and_saved_session(qtbot, window: MainWindow) -> None:
    spin(window, "burstSpin").setValue(3)
    window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.model.rowCount() == 3)
    qtbot.waitUntil(lambda: not button(window, "burstButton").isChecked())
    session = window.producers.session_scenario()
    assert session is not None and [(t.kind, t.count) for t in session.tasks] == [("noop", 3)]
    spin(window, "burstSpin").setValue(MAX_TASKS + 1)  # a burst is one entry, however big
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: window.model.rowCount() == 4 + MAX_TASKS, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not button(window, "burstButton").isChecked())
    saved = window.producers.session_scenario()
    assert saved is not None and [t.count for t in saved.tasks] == [3, MAX_TASKS + 1]


def test_a_burst_waits_while_running_workers_have_a_long_queue(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    monkeypatch.setattr(burst_module, "QUEUE_LIMIT", 100)
    monkeypatch.setattr(burst_module, "CHUNK", 50)
    monkeypatch.setattr(burst_module, "SLICE_S", 0.0)  # one chunk per turn
    click(qtbot, window, "startButton")
    click(qtbot, window, "pauseButton")  # running, but taking nothing
    spin(window, "burstSpin").setValue(1000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: window.scheduler.tasks.qsize() >= 100, timeout=WAIT_MS)
    qtbot.wait(100)
    assert window.scheduler.tasks.qsize() <= 150 and window.producers.burst is not None
    assert window.producers.burst.active  # waiting, not finished
    click(qtbot, window, "pauseButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 1000, timeout=WAIT_MS)
    assert not button(window, "burstButton").isChecked()


def test_the_producer_status_changes_its_look_only_when_it_changes(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    # A burst's count changes every frame; its colours set again would repaint
    # (and, as a style sheet, re-polish) the label every time.
    monkeypatch.setattr(burst_module, "CHUNK", 100)
    monkeypatch.setattr(burst_module, "SLICE_S", 0.0)  # one chunk per turn
    status = window.controls.producer_status
    looks: list[Look] = []
    original = status.setPalette
    monkeypatch.setattr(
        status, "setPalette", lambda palette: (looks.append(status.look), original(palette))
    )
    spin(window, "burstSpin").setValue(1_000_000)
    click(qtbot, window, "burstButton")
    texts = {status.text()}
    qtbot.waitUntil(lambda: texts.add(status.text()) or len(texts) >= 4, timeout=WAIT_MS)
    assert all("queued" in t for t in texts)
    click(qtbot, window, "burstButton")  # stop it: once shown stopped, the look is plain
    qtbot.waitUntil(lambda: status.text() == "producer off", timeout=WAIT_MS)
    assert looks == [BUSY, PLAIN]  # busy once, then plain once


def test_a_scenarios_flood_is_put_as_a_burst_is(qtbot, make_scheduler) -> None:
    # A scenario of 300,000 no-ops put 500 tasks a call: against a busy
    # worker each call held the window about half a second, and a recording
    # killed 2 s in had almost nothing in it.
    from fifo_gui.core.scenario import parse_scenario
    from fifo_gui.ui.producer.scenario_run import ScenarioRun

    scheduler, _ = make_scheduler()
    calls: list[int] = []
    schedule_many = scheduler.schedule_many

    def spy(count: int, func: object) -> list[int]:
        calls.append(count)
        return schedule_many(count, func)  # type: ignore[arg-type]

    scheduler.schedule_many = spy  # type: ignore[method-assign]
    flood = '{"version": 2, "title": "F", "tasks": [{"kind": "noop", "count": 2000}]}'
    run = ScenarioRun(parse_scenario(flood), scheduler)
    run.begin()
    qtbot.waitUntil(lambda: run.submitted == 2000)
    assert max(calls) <= burst_module.CHUNK
