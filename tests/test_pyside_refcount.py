"""Regression guard: PySide6 6.12.0 on CPython < 3.12 aborts after many emits.

It drops a reference to True on every Signal.emit() and to None on every void
Qt call; after enough of them the interpreter dies with "Fatal Python error:
bool_dealloc". pyproject.toml excludes that release; this test catches the
next one in CI instead of in front of a class.
"""

from __future__ import annotations

import os
import subprocess
import sys

CODE = """
from PySide6.QtCore import QObject, Signal
class Emitter(QObject):
    fired = Signal(object)
e = Emitter()
e.fired.connect(lambda value: None)
for i in range(200_000):
    e.fired.emit(i)
for i in range(200_000):
    e.setObjectName("x")  # a Qt call that returns nothing (None)
print("survived")
"""


def test_200k_emits_and_void_calls_do_not_abort() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120, env=env
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == "survived"
