"""The broker's room: Qt-free like the core, and `rq`/`redis` loaded only
when a broker is used, so the base install (PySide6 alone) runs without them."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import fifo_gui.broker
from tests.helpers import ROOT


def test_the_broker_loads_neither_qt_nor_rq_until_used() -> None:
    modules = sorted(
        info.name for info in pkgutil.walk_packages(fifo_gui.broker.__path__, "fifo_gui.broker.")
    )
    assert "fifo_gui.broker.source" in modules
    code = (
        f"import sys, {', '.join(['fifo_gui.broker', *modules])};"
        "print(sorted({m.split('.')[0] for m in sys.modules}"
        " & {'PySide6', 'shiboken6', 'rq', 'redis'}))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
