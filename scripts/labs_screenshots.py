"""The README's Labs pictures: the race panel after race-condition.json,
Compare on disciplines.json, and Compare on threads-or-processes.json (the
same CPU-bound tasks on worker threads, then on worker processes). Run by
scripts/screenshot (offscreen Qt):

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/labs_screenshots.py DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.application import make_application
from fifo_gui.ui.app.main_window import MainWindow

TIMEOUT_MS = 60_000


def wait_until(app: QApplication, done: object) -> None:
    """Run the event loop until `done()` holds (or give up after TIMEOUT_MS)."""
    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(lambda: app.quit() if done() else None)  # type: ignore[operator]
    QTimer.singleShot(TIMEOUT_MS, app.quit)
    timer.start()
    app.exec()
    timer.stop()
    if not done():  # type: ignore[operator]
        sys.exit("gave up waiting")


def main(folder: Path) -> None:
    app = make_application()
    window = MainWindow(ClassroomScheduler(verbose=False))
    window.resize(1600, 900)
    window.show()
    labs = window.labs

    window.files.open_path(resource_path("scenarios", "race-condition.json"))
    window.start_workers()
    wait_until(
        app,
        lambda: (  # every counter settled: the picture's caption says the locked one is exact
            window.model.count(TaskState.DONE) == 8
            and all(labs.race_panel.lost(kind) is not None for kind in ("race", "race_locked"))
        ),
    )
    labs.race_dock.setFloating(True)
    labs.race_dock.resize(560, 110)
    app.processEvents()
    labs.race_dock.grab().save(str(folder / "race-panel.png"))

    window.session_commands.new_session()  # closes the scenario: Compare runs disciplines.json
    labs.start_compare()
    wait_until(app, lambda: labs.compare_dialog is not None)
    dialog = labs.compare_dialog
    assert dialog is not None
    dialog.resize(1250, 300)
    app.processEvents()
    dialog.grab().save(str(folder / "compare.png"))
    dialog.close()

    window.files.open_path(resource_path("scenarios", "threads-or-processes.json"))
    labs.start_compare()  # its Compare: threads, then processes
    wait_until(app, lambda: labs.compare_dialog is not dialog and labs.compare_dialog is not None)
    engines = labs.compare_dialog
    assert engines is not None
    engines.resize(1000, 300)
    app.processEvents()
    engines.grab().save(str(folder / "compare-engines.png"))
    window.close()


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else resource_path("..", "resources", "screenshots")
    )
