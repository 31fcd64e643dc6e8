"""File ▸ Attach to an RQ queue… in the window: RQ's real workers run the
lesson on a real Redis, and the same table, lane and timeline show it."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.broker.broker_commands import AttachDialog
from fifo_gui.ui.table.column_headers import Column
from tests.broker.conftest import WAIT, RedisServer
from tests.ui.oracle import Oracle

MS = int(WAIT * 1000)


def _attach_through_the_menu(window: MainWindow, qtbot: QtBot, url: str, queue: str) -> None:
    """File ▸ Attach to an RQ queue…, the dialog filled in and accepted."""

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, AttachDialog)
        dialog.url.setText(url)
        dialog.queue.setText(queue)
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        box.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, fill)
    window.actions_.attach.trigger()


def _run_the_lesson(window: MainWindow, qtbot: QtBot) -> None:
    """The lesson's 4 tasks put on the attached queue, two RQ workers started
    for them, until all four have ended: by the lesson's own keys (Ctrl+L,
    then F5 and Ctrl+Return), which stand for the RQ commands while attached."""
    ledger = window.ledger
    window.activateWindow()  # as the dialog closed (offscreen, nothing does it)
    qtbot.waitUntil(window.isActiveWindow, timeout=MS)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: ledger.queued == 4, timeout=MS)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: ledger.done == 3 and ledger.failed == 1, timeout=MS)


def test_the_lesson_on_rq_in_the_window(
    window: MainWindow, qtbot: QtBot, redis_server: RedisServer
) -> None:
    """Attach, put the lesson's tasks, start two RQ workers, stop them warm,
    detach: each through its command."""
    a = window.actions_
    assert not a.put_lesson.isEnabled()  # no broker is shown yet
    _attach_through_the_menu(window, qtbot, redis_server.url, "lesson")
    qtbot.waitUntil(lambda: not window.sessions.current.live, timeout=MS)
    try:
        session = window.sessions.current
        assert session.kind == "RQ queue" and "lesson" in window.windowTitle()
        assert not a.start.isEnabled()  # RQ's workers run it, not the window's threads
        _run_the_lesson(window, qtbot)
        ledger = window.ledger
        assert len(ledger.lanes) == 2 and all(name.startswith("rq-") for name in ledger.lanes)
        assert ledger.check.started_in_order
        window.model.flush()
        failed = window.model.row_for_id(3)
        assert failed is not None and failed.state is TaskState.FAILED
        assert "This task was meant to fail!" in failed.traceback
        first = window.model.row_for_id(1)
        assert first is not None and first.label == "sample_task('Task A', 2)"
        qtbot.keyClick(window, Qt.Key.Key_F5, Qt.KeyboardModifier.ShiftModifier)  # Stop: warm
        # Whose workers stop, and no more: one from a terminal would go on.
        assert window.notices.current.startswith(
            "Warm shutdown of 2 RQ workers started here: each finishes the job it runs"
        )
        qtbot.waitUntil(lambda: not ledger.workers, timeout=MS)
        rq = window.late.broker.get().rq
        qtbot.waitUntil(lambda: not any(w.running for w in rq.workers), timeout=MS)
        a.stop_rq_workers.trigger()  # none left: said, and nothing happens
        assert window.notices.current.startswith("No RQ worker started here is running")
        # Detach: back to a live queue, and the broker is no longer followed.
        source = window.late.broker.get().source
        assert source is not None
        a.detach.trigger()
        assert window.sessions.current.live and window.late.broker.get().source is None
        assert window.notices.current == "Detached from the RQ queue lesson."
        assert not a.put_lesson.isEnabled()
        assert source.wait(WAIT)
    finally:
        window.late.broker.get().rq.end_workers()


def test_attached_the_lesson_s_buttons_run_the_rq_commands(
    window: MainWindow, qtbot: QtBot, redis_server: RedisServer
) -> None:
    """The control strip's Lesson's 4 tasks, Start and Stop do on the RQ queue
    what their keys do (each stands for its RQ command): clicked, they put
    the tasks, start RQ workers and stop them warm; detached, they are the
    lesson's again."""

    def button(name: str) -> QPushButton:
        found = window.findChild(QPushButton, name)
        assert found is not None and found.isVisible()
        return found

    a = window.actions_
    lesson, start, stop = button("lessonButton"), button("startButton"), button("stopButton")
    assert start.toolTip() == a.start.toolTip()
    _attach_through_the_menu(window, qtbot, redis_server.url, "lesson")
    qtbot.waitUntil(lambda: not window.sessions.current.live, timeout=MS)
    try:
        qtbot.waitUntil(a.start_rq_worker.isEnabled, timeout=MS)  # once the snapshot is shown
        assert not a.start.isEnabled() and start.isEnabled()
        assert start.toolTip() == a.start_rq_worker.toolTip()
        assert lesson.toolTip() == a.put_lesson.toolTip()
        for name, action in (("cancelButton", a.cancel), ("retryButton", a.retry)):
            assert button(name).isEnabled() == action.isEnabled()  # RQ's cancel and requeue
        ledger = window.ledger
        qtbot.mouseClick(lesson, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ledger.queued == 4, timeout=MS)
        qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ledger.done == 3 and ledger.failed == 1, timeout=MS)
        assert len(ledger.lanes) == 2 and all(name.startswith("rq-") for name in ledger.lanes)
        qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)
        assert window.notices.current.startswith(
            "Warm shutdown of 2 RQ workers started here: each finishes the job it runs"
        )
        qtbot.waitUntil(lambda: not ledger.workers, timeout=MS)
        a.detach.trigger()
        assert window.sessions.current.live
        assert start.toolTip() == a.start.toolTip() and start.isEnabled()
    finally:
        window.late.broker.get().rq.end_workers()


def test_a_broker_that_is_down_changes_nothing(
    window: MainWindow, qtbot: QtBot, redis_server: RedisServer
) -> None:
    redis_server.stop()
    live = window.sessions.current
    window.late.broker.get().attach(redis_server.url, "lesson")
    sentence = f"No Redis answers at 127.0.0.1:{redis_server.port}/0"
    qtbot.waitUntil(lambda: sentence in window.notices.current, timeout=MS)
    assert window.sessions.current is live


def test_at_rest_a_broker_s_window_says_the_run_s_end_not_its_past(
    window: MainWindow, qtbot: QtBot, redis_server: RedisServer
) -> None:
    """RQ's workers finish the lesson and wait: the window draws no more frames
    of its own, yet its clock runs on. The narrator's last line about one task
    gives way to the run's summary once read, as on a live queue."""
    _attach_through_the_menu(window, qtbot, redis_server.url, "lesson")
    qtbot.waitUntil(lambda: not window.sessions.current.live, timeout=MS)
    oracle = Oracle(window)  # every frame of the broker's session, checked against its ledger
    try:
        _run_the_lesson(window, qtbot)
        summary = "All 4 tasks ended: 3 done, 1 failed; taken in FIFO order"
        qtbot.waitUntil(lambda: window.narrator.text().startswith(summary), timeout=MS)
        qtbot.waitUntil(lambda: not window.clock.running, timeout=MS)  # at rest: idle
        oracle.settle()
        oracle.assert_true()
    finally:
        window.late.broker.get().rq.end_workers()


def test_redis_gone_mid_run_leaves_the_queue_as_last_seen_standing_still(
    window: MainWindow, qtbot: QtBot, redis_server: RedisServer
) -> None:
    """Redis stopped while two RQ workers ran: the views had gone on counting
    a 1 s task's run up to 165 s, two dead workers "busy", and the RQ
    commands acted where nobody could see. Now the session's clock stops
    where the queue was last seen, the badge says so, and what acts on it is off."""
    a = window.actions_
    _attach_through_the_menu(window, qtbot, redis_server.url, "lesson")
    qtbot.waitUntil(lambda: not window.sessions.current.live, timeout=MS)
    session, ledger = window.sessions.current, window.ledger
    oracle = Oracle(window)  # every frame, before and after the loss, against its ledger
    try:
        a.put_lesson.trigger()
        qtbot.waitUntil(lambda: ledger.queued == 4, timeout=MS)
        a.start_rq_worker.trigger()
        qtbot.waitUntil(lambda: ledger.running == 1, timeout=MS)  # Task A: 2 s
        redis_server.stop()
        said = f"Redis at 127.0.0.1:{redis_server.port}/0 stopped answering"
        qtbot.waitUntil(lambda: said in window.narrator.text(), timeout=MS)
        assert said in window.notices.current and said in window.log.toPlainText()
        assert "refused: " not in window.log.toPlainText()  # nothing a command asked for
        assert session.kind == "RQ queue, as last seen" and window.sessions.current is session
        badge = window.findChild(QLabel, "workerStatusLabel")
        assert badge is not None
        qtbot.waitUntil(lambda: badge.text().startswith("RQ queue, as last seen · "), timeout=MS)
        assert not any(
            action.isEnabled()
            for action in (a.put_lesson, a.start_rq_worker, a.stop_rq_workers, a.drain_rq)
        )
        assert a.detach.isEnabled()  # back to the window's own queue
        assert not a.cancel.isEnabled() and not a.retry.isEnabled()  # nothing to ask RQ
        assert "attach again once it answers" in window.narrator.text()
        qtbot.waitUntil(lambda: not window.clock.running, timeout=MS)  # idle: nothing moves
        model = window.model
        row = next(r for r in range(model.rowCount()) if model.row(r).state is TaskState.RUNNING)
        run = model.text(row, Column.RUN)
        qtbot.wait(300)
        window.clock.show_now()
        assert model.text(row, Column.RUN) == run  # the run shown no longer grows
        oracle.settle()
        oracle.assert_true()
    finally:
        window.late.broker.get().rq.end_workers()


def test_the_attach_dialog_shows_its_url_whole(window: MainWindow, qtbot: QtBot) -> None:
    # The field read "is://localhost:6379/0": its start cut off.
    dialog = AttachDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    url = dialog.url
    shown = url.width() - 2 * url.style().pixelMetric(url.style().PixelMetric.PM_DefaultFrameWidth)
    assert url.fontMetrics().horizontalAdvance(url.text()) < shown
