"""Qt-side faults: an exception in a slot, late events after the window is gone."""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from fifo_gui.core import FIFOScheduler, noop
from fifo_gui.ui.application import log_unhandled
from fifo_gui.ui.main_window import MainWindow


def test_an_exception_in_a_slot_is_reported_and_the_window_goes_on(qtbot,
                                                                   window: MainWindow) -> None:
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


def test_no_late_event_reaches_a_closed_window(qtbot) -> None:
    scheduler = FIFOScheduler(verbose=False)
    window = MainWindow(scheduler)
    qtbot.addWidget(window)
    scheduler.start()
    for _ in range(2000):
        scheduler.schedule(noop)
    window.close()  # shuts the scheduler down and detaches the bridge
    assert scheduler._listeners == ()  # the bridge let go
    window.deleteLater()
    QApplication.processEvents()
    qtbot.wait(50)  # a late emit would crash or warn here (qt_log_level_fail)
    assert not scheduler.running


class BigResult(bytearray):
    """100 MB returned by a task."""


def test_a_100_mb_result_never_blocks_the_window(qtbot, window: MainWindow) -> None:
    window.scheduler.schedule(lambda: BigResult(100_000_000))
    window.start_workers()
    window.heartbeat.lateness_ms.clear()
    qtbot.waitUntil(lambda: window.model.rowCount() == 1
                    and window.model.row(0).result.startswith("<BigResult of 100,000,000"),
                    timeout=10_000)
    qtbot.wait(100)  # a few more beats after the result arrived
    assert len(window.model.row(0).result) < 200
    assert max(window.heartbeat.lateness_ms, default=0.0) < 100.0
