"""The README's picture of a replay, mid-scrub: re-run to make it again.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/replay_screenshot.py [OUT.png]

Records the burst scenario (three workers) with the console runner, opens the
recording in the window at a projector's size, drags the replay slider to
45 % of the session (so tasks wait, run and are done at once), and saves the
window. A throwaway settings folder keeps a saved layout out of the picture.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else ROOT / "resources" / "screenshots" / "replay-mid-scrub.png"
    )
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QSlider

    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.core.recorder import Recorder
    from fifo_gui.core.recording import Setup
    from fifo_gui.core.scenario import load_scenario
    from fifo_gui.core.scenario_runner import run_scenario
    from fifo_gui.resources import resource_path
    from fifo_gui.ui.app.application import SCREENSHOT_SIZE, make_application
    from fifo_gui.ui.app.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="fifo-gui-replay-shot-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    recording = folder / "burst.jsonl"
    scenario = load_scenario(resource_path("scenarios", "burst.json"))
    recorder = Recorder(recording, setup=Setup("FIFO", scenario.maxsize, scenario.workers))
    run_scenario(scenario, listener=recorder.record)
    recorder.close()
    app = make_application()
    window = MainWindow(ClassroomScheduler(workers=3, verbose=False))
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    app.processEvents()
    window.recording.open_recording(recording)
    slider = window.findChild(QSlider, "replaySlider")
    assert slider is not None
    slider.setValue(int(slider.maximum() * 0.45))  # as a drag does
    for _ in range(5):  # the frame that shows it, and the narrator's line
        app.processEvents()
    window.clock.ticked.emit()
    app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(out), "PNG")
    window.close()
    print(f"wrote {out}" if ok else f"could not write {out}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
