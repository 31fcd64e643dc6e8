"""The README's picture of an RQ queue: re-run to make it again.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/rq_screenshot.py [OUT.png]

Starts a redis-server of its own on a free port (no files kept), attaches
the window (1366x768) to its queue "lesson", plays the shipped scenario "From
one process to a broker" (the lesson's four tasks, two `rq worker` child
processes) and saves the window once every task has ended. Then it stops the
workers warm and the server. Needs redis-server and the rq extra.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SIZE = (1366, 768)
WAIT = 60.0  # seconds for the server, the attach and the run


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The workers are `python -m rq.cli` children: they import the demo tasks from this tree.
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
    )
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else ROOT / "resources" / "screenshots" / "rq-lesson-two-workers.png"
    )
    server = shutil.which("redis-server")
    if server is None:
        print("redis-server is not installed")
        return 1
    folder = tempfile.mkdtemp(prefix="fifo-gui-rq-shot-")
    port = _free_port()
    redis = subprocess.Popen(
        [
            server,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            folder,
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        return _picture(f"redis://127.0.0.1:{port}/0", out, folder)
    finally:
        redis.terminate()
        redis.wait(10)
        shutil.rmtree(folder, ignore_errors=True)


def _picture(url: str, out: Path, folder: str) -> int:
    from PySide6.QtCore import QSettings

    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.core.scenario import load_scenario
    from fifo_gui.resources import resource_path
    from fifo_gui.ui.app.application import make_application
    from fifo_gui.ui.app.main_window import MainWindow
    from fifo_gui.ui.session.frame_clock import grab_shown

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    app = make_application()
    window = MainWindow(ClassroomScheduler(verbose=False))
    window.resize(*SIZE)
    window.show()
    broker = window.late.broker.get()
    scenario = load_scenario(resource_path("scenarios", "broker.json"))
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:  # the server starts: try again until it answers
        broker.attach(url, "lesson", then=scenario)
        while broker.source is not None and broker.source.alive and broker.rq.target is None:
            app.processEvents()
            time.sleep(0.01)
        if broker.rq.target is not None:
            break
        time.sleep(0.1)
    ledger = window.ledger
    names = lambda: sorted(w.name for w in broker.rq.workers)  # noqa: E731
    while time.monotonic() < deadline and not (
        ledger.done == 3
        and ledger.failed == 1
        and len(names()) == 2
        and sorted(ledger.workers) == names()
    ):
        app.processEvents()
        time.sleep(0.01)
    ok = ledger.done == 3 and ledger.failed == 1
    if ok:
        window.table.selectRow(2)  # the failure, its traceback a click away
        for _ in range(5):
            app.processEvents()
        out.parent.mkdir(parents=True, exist_ok=True)
        ok = grab_shown(window, window.clock).save(str(out), "PNG")
    broker.rq.end_workers()
    window.close()
    print(f"wrote {out}" if ok else f"could not make {out}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
