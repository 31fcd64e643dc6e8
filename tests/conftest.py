"""Fixtures for the whole suite: no thread left behind, schedulers and windows
that are always shut down, settings in a temporary folder.

tests/core stays Qt-free: the Qt fixtures import PySide6 only when a test asks
for them, and the settings redirect skips tests/core.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from fifo_gui.core import ClassroomScheduler
from tests.helpers import JOIN, Recorder

if TYPE_CHECKING:
    from fifo_gui.ui.app.main_window import MainWindow

CORE_TESTS = Path(__file__).resolve().parent / "core"


def pytest_configure(config: pytest.Config) -> None:
    """Signals as a terminal gives them. A suite started with `nohup` or `&`
    inherits SIGHUP or Ctrl+C ignored, and so would every app a test starts
    (an ignored signal stays ignored, as the app means it to): the signal
    tests would fail on the way they were started, not on the app."""
    if hasattr(signal, "SIGHUP") and signal.getsignal(signal.SIGHUP) is signal.SIG_IGN:
        signal.signal(signal.SIGHUP, signal.SIG_DFL)
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture(autouse=True)
def no_thread_left_behind() -> Iterator[None]:
    """Fail a test that leaves a non-main thread alive (give it 2 s to finish)."""
    before = set(threading.enumerate())
    yield
    deadline = time.monotonic() + 2.0
    while True:
        extra = [t for t in threading.enumerate() if t not in before and t.is_alive()]
        if not extra or time.monotonic() > deadline:
            break
        time.sleep(0.01)
    assert not extra, f"test left threads running: {[t.name for t in extra]}"


@pytest.fixture
def make_scheduler() -> Iterator[Callable[..., tuple[ClassroomScheduler, Recorder]]]:
    made: list[ClassroomScheduler] = []

    def make(**kwargs: object) -> tuple[ClassroomScheduler, Recorder]:
        kwargs.setdefault("verbose", False)
        scheduler = ClassroomScheduler(**kwargs)  # type: ignore[arg-type]
        recorder = Recorder()
        scheduler.add_listener(recorder)
        made.append(scheduler)
        return scheduler, recorder

    yield make
    for scheduler in made:
        assert scheduler.shutdown(timeout=JOIN)


@pytest.fixture(autouse=True)
def settings_in_tmp(request: pytest.FixtureRequest) -> None:
    """Never read or write the user's real settings (every test outside Qt-free tests/core)."""
    if CORE_TESTS in request.path.parents:
        return
    from PySide6.QtCore import QSettings

    folder = request.getfixturevalue("tmp_path")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))


@pytest.fixture
def make_window(qtbot, settings_in_tmp: None) -> Iterator[Callable[..., MainWindow]]:
    from fifo_gui.ui.app.application import make_application
    from fifo_gui.ui.app.main_window import MainWindow

    made: list[MainWindow] = []

    def make(**scheduler_kwargs: object) -> MainWindow:
        make_application()  # the app's real font and stylesheet
        scheduler = ClassroomScheduler(verbose=False, **scheduler_kwargs)  # type: ignore[arg-type]
        window = MainWindow(scheduler)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()
        scheduler = window.sessions.current.scheduler  # None if a replay was shown
        assert scheduler is None or not scheduler.running
    if made:
        make_application()  # a zoom or high contrast is the window's: the next test starts at 0


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window()
