"""Create the QApplication, style it for a projector, show the window."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QApplication

from fifo_gui.core.engines import scheduler_class
from fifo_gui.core.recording import Recording
from fifo_gui.core.scenario import Scenario
from fifo_gui.core.task import SUMMARY_LIMIT, safe_str
from fifo_gui.ui.app.identity import identify
from fifo_gui.ui.app.interrupt import SignalsClose
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.session import pacing
from fifo_gui.ui.window.settings import AppSettings
from fifo_gui.ui.window.theme import FUSION_ARGS, apply_theme, use_fusion
from fifo_gui.ui.words.i18n import install_language

SCREENSHOT_SIZE = (1920, 1080)  # a projector's resolution
log = logging.getLogger("fifo_gui")


def log_unhandled(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None
) -> None:
    """An error in a slot, with its traceback, to the log (stderr); the app goes on."""
    log.error("unexpected error in the window (the app goes on)", exc_info=(kind, value, tb))


class UnexpectedErrors(QObject):
    """sys.excepthook for the GUI: an error no code expected, raised in a slot,
    is logged (`log_unhandled`) and `said` in one sentence for the window to
    show, since a teacher does not read the terminal. The app goes on.

    Signals:
        said(str): GUI thread. The error in one sentence.
    """

    said = Signal(str)

    def hook(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        log_unhandled(kind, value, tb)
        error = f"{kind.__name__}: {safe_str(value, SUMMARY_LIMIT).rstrip('.')}"
        sentence = QCoreApplication.translate(
            "Application",
            "Unexpected error: {error}. The window goes on.",
        )
        self.said.emit(sentence.format(error=error))


def make_application() -> QApplication:
    """The QApplication (an existing one is reused), with the app's font and style."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
        use_fusion(app)
    else:
        app = QApplication(sys.argv[:1] + FUSION_ARGS)
    identify(app)  # names, icon, desktop file: not Python's in the taskbar or Dock
    apply_theme(app)
    sys.setswitchinterval(pacing.SWITCH_INTERVAL_S)  # see pacing: the GUI thread's share
    if sys.excepthook is sys.__excepthook__:  # leave a test runner's hook alone
        sys.excepthook = UnexpectedErrors(app).hook
    if not logging.getLogger().handlers:
        logging.basicConfig(format="fifo-gui: %(message)s")
    return app


def run_app(
    workers: int = 1,
    autostart: bool = False,
    screenshot: str | None = None,
    scenario: Scenario | None = None,
    screenshot_after: float | None = None,
    transcript: TextIO | None = None,
    user_tasks: Mapping[str, Callable[..., Any]] | None = None,
    tasks_path: str | None = None,
    record: str | None = None,
    trace_out: str | None = None,
    replay: Recording | None = None,
    replay_path: str | None = None,
    check: str | None = None,
    engine: str | None = None,
    attach: tuple[str, str] | None = None,
) -> int:
    """Run the window until it closes; return the exit status. `engine` (None:
    the one chosen last time) runs the workers' calls: threads or processes."""
    app = make_application()
    settings = AppSettings()
    install_language(app, settings.language)  # before any widget: they translate when made
    scheduler = scheduler_class(engine or settings.engine)(workers=workers, verbose=False)
    window = MainWindow(scheduler, fit_screen=screenshot is None)
    window.log.set_transcript(transcript)
    errors = app.findChild(UnexpectedErrors)
    if errors is not None:  # said where the teacher looks: the status bar and the log
        errors.said.connect(window.notices.warn)
    if user_tasks:  # --tasks FILE.py, loaded (and checked) by the command line
        window.labs.set_user_tasks(user_tasks, Path(tasks_path) if tasks_path else None)
    app.aboutToQuit.connect(window.shut_down)  # quit() without a close still stops workers
    # After the workers stopped: the recording gets their last events, then --trace-out.
    app.aboutToQuit.connect(window.recording.finish)
    if trace_out:
        app.aboutToQuit.connect(lambda: _write_trace(window, trace_out))
    # Ctrl+C, SIGTERM, SIGHUP: as closing the window, from the event loop.
    SignalsClose(lambda: (window.close(), app.quit()), app)
    if screenshot:
        from fifo_gui.ui.app.screenshot import ScreenshotRun

        window.resize(*SCREENSHOT_SIZE)
        window.show()
        if replay is not None:  # a picture of the replay, at `screenshot_after` or its end
            window.recording.enter_replay(replay.events, Path(replay_path or ""), replay.setup)
        elif record:
            window.recording.start_recording(record)
        ScreenshotRun(window, screenshot, scenario, screenshot_after).begin()
        return _status(app.exec(), window)
    from fifo_gui.ui.layout.layout_report import install_if_asked

    install_if_asked(window, window.table, lambda: window.presentation.zoom)
    window.show()
    if replay is not None:
        path = Path(replay_path or "recording.jsonl")
        window.recording.enter_replay(replay.events, path, replay.setup)
    if scenario is not None and not attach:  # with --attach, it plays once attached
        window.late.open_scenario(scenario)
    if record:  # after the scenario set the queue up: the recording's Setup line says how
        window.recording.start_recording(record)
    if autostart:
        window.start_workers()
    if check:  # a student's scheduler, in a process of its own
        window.late.check.get().check(check)
    if attach:  # an RQ queue: (url, queue)
        window.late.broker.get().attach(*attach, then=scenario)
    return _status(app.exec(), window)


def _write_trace(window: MainWindow, path: str) -> None:
    """--trace-out, once the window closed (however: its button, quit(), a signal)."""
    from fifo_gui.core.outputs import write_text
    from fifo_gui.core.safe_files import shown

    try:
        write_text(path, window.recording.trace_text())
    except OSError as exc:
        print(
            QApplication.translate(
                "RecordingCommands", "fifo-gui: cannot write the trace to {path}: {why}"
            ).format(path=shown(path), why=exc.strerror or exc),
            file=sys.stderr,
        )


def _status(status: int, window: MainWindow) -> int:
    """The exit status: 1 when a recording lost events (finish() said why)."""
    return status or (1 if window.recording.incomplete is not None else 0)
