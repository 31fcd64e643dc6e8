"""The README's picture of Check your scheduler: re-run to make it again.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/check_screenshot.py [OUT.png]

Checks an answer without try/except (tests/check/answers/no_try_except.py) in
the window at a laptop's size (1366x768), clicks its FAIL, first in the
docked verdicts, and saves the window: the replay of the run at the moment
the worker died, the task it names selected. A throwaway settings folder
keeps a saved layout out of the picture.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
ANSWER = ROOT / "tests" / "check" / "answers" / "no_try_except.py"
SIZE = (1366, 768)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else ROOT / "resources" / "screenshots" / "check-broken-answer-1366x768.png"
    )
    from PySide6.QtCore import QSettings

    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.ui.app.application import make_application
    from fifo_gui.ui.app.main_window import MainWindow
    from fifo_gui.ui.session.frame_clock import grab_shown

    folder = tempfile.mkdtemp(prefix="fifo-gui-check-shot-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    app = make_application()
    window = MainWindow(ClassroomScheduler(verbose=False))
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    if not window.late.check.get().check(str(ANSWER)):
        print(f"could not check {ANSWER}")
        return 1
    deadline = time.monotonic() + 30
    while window.late.check.get().report is None and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    panel = window.late.check.get().panel
    if panel is None:
        print("the check gave no verdicts")
        return 1
    panel.list.setCurrentRow(0)
    panel.list.itemActivated.emit(panel.list.item(0))  # the FAIL, first: as Enter does
    for _ in range(5):  # the frame that shows it
        app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    ok = grab_shown(window, window.clock).save(str(out), "PNG")
    window.close()
    print(f"wrote {out}" if ok else f"could not write {out}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
