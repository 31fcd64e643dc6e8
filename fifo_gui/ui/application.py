"""Create the QApplication, style it for a projector, show the window."""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from fifo_gui.core import FIFOScheduler
from fifo_gui.resources import resource_path
from fifo_gui.ui.main_window import MainWindow

BASE_POINT_SIZE = 13  # readable from the back of a classroom
SCREENSHOT_SIZE = (1920, 1080)  # a projector's resolution


def make_application() -> QApplication:
    """The QApplication (an existing one is reused), with the app's font and style."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("fifo_gui")
    app.setOrganizationName("fifo_gui")
    font = QFont(app.font())
    font.setPointSize(BASE_POINT_SIZE)
    app.setFont(font)
    app.setStyleSheet(resource_path("style.qss").read_text(encoding="utf-8"))
    return app


def run_app(workers: int = 1, autostart: bool = False, screenshot: str | None = None) -> int:
    """Run the window until it closes; return the exit status."""
    app = make_application()
    window = MainWindow(FIFOScheduler(workers=workers, verbose=False))
    if screenshot:
        from fifo_gui.ui.screenshot import ScreenshotRun

        window.resize(*SCREENSHOT_SIZE)
        window.show()
        run = ScreenshotRun(window, screenshot)
        run.begin()
        status = app.exec()
        return status
    window.show()
    if autostart:
        window.start_workers()
    return app.exec()
