"""Qt-side faults: an exception in a slot, late events after the window is gone."""

from __future__ import annotations

import gc
import logging
import sys
import weakref

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from fifo_gui.core import ClassroomScheduler, noop
from fifo_gui.ui.app.application import UnexpectedErrors, log_unhandled
from fifo_gui.ui.app.main_window import MainWindow
from tests.helpers import JOIN


def test_an_exception_in_a_slot_is_reported_and_the_window_goes_on(
    qtbot, window: MainWindow
) -> None:
    def broken_slot() -> None:
        raise RuntimeError("a bug in a slot")

    with qtbot.capture_exceptions() as exceptions:
        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: len(exceptions) == 1)
    assert "a bug in a slot" in str(exceptions[0][1])
    window.actions_.add_fail.trigger()  # still answers
    assert window.model.rowCount() == 1


def test_the_apps_excepthook_logs_instead_of_dying(caplog) -> None:
    try:
        raise ValueError("boom")
    except ValueError:
        info = sys.exc_info()
    with caplog.at_level(logging.ERROR, logger="fifo_gui"):
        log_unhandled(*info)  # type: ignore[arg-type]
    assert "unexpected error in the window" in caplog.text and "boom" in caplog.text


def test_an_unexpected_error_is_said_in_the_window_not_only_the_terminal(
    qtbot, window: MainWindow, caplog
) -> None:
    # A command whose code raised did nothing, and only stderr said why.
    errors = UnexpectedErrors()
    errors.said.connect(window.notices.warn)
    try:
        raise ImportError("cannot import name 'key_cell'")
    except ImportError:
        info = sys.exc_info()
    with caplog.at_level(logging.ERROR, logger="fifo_gui"):
        errors.hook(*info)  # type: ignore[arg-type]
    said = "Unexpected error: ImportError: cannot import name 'key_cell'. The window goes on."
    assert window.notices.current.startswith(said)
    assert said in window.log.toPlainText()
    assert "Traceback" in caplog.text  # the details, for whoever reads the terminal


def test_no_late_event_reaches_a_closed_window(qtbot) -> None:
    scheduler = ClassroomScheduler(verbose=False)
    # Not given to qtbot: this test deletes the window itself, and pytest-qt
    # would close the deleted C++ object again at teardown.
    window = MainWindow(scheduler)
    try:
        scheduler.start()
        for _ in range(2000):
            scheduler.schedule(noop)
        window.close()  # shuts the scheduler down and detaches the bridge
        assert scheduler._listeners == ()  # the bridge let go
    finally:
        with qtbot.waitSignal(window.destroyed, timeout=5_000):
            window.deleteLater()
    QApplication.processEvents()
    qtbot.wait(50)  # a late emit would crash or warn here (qt_log_level_fail)
    assert not scheduler.running


class BigResult(bytearray):
    """100 MB returned by a task, watched with a weakref."""


def test_a_100_mb_result_reaches_the_window_as_a_summary_and_is_freed(
    qtbot, window: MainWindow
) -> None:
    # How long the GUI thread waits meanwhile is a figure for scripts/bench, not a test.
    refs: list[weakref.ref[BigResult]] = []

    def big() -> BigResult:
        result = BigResult(100_000_000)
        refs.append(weakref.ref(result))
        return result

    window.scheduler.schedule(big)
    window.start_workers()
    qtbot.waitUntil(
        lambda: (
            window.model.rowCount() == 1
            and window.model.row(0).result.startswith("<BigResult of 100,000,000")
        ),
        timeout=10_000,
    )
    assert len(window.model.row(0).result) < 200  # the table holds a summary, not the bytes
    window.scheduler.stop(timeout=JOIN)
    assert not window.scheduler.running
    gc.collect()
    assert refs[0]() is None  # nothing in the window holds on to it
