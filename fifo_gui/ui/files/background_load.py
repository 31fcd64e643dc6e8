"""Reading a file the user opened on a thread of its own, so the window never
freezes on a big one (a 500 MB recording takes seconds to read and check).

The thread runs a core reader (no Qt, no widget) and hands back what it got
with one queued signal; the GUI thread does the rest. The loader keeps itself
alive until then: a window closed meanwhile is simply not told.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication

_running: set[BackgroundLoad] = set()  # alive until their result is handed over


class BackgroundLoad(QObject):
    """Runs `read()` on a thread of its own; `start()` begins.

    Signals:
        loaded(object): GUI thread. What `read()` returned.
        failed(object): GUI thread. The exception `read()` raised.
        _done(object, object): the reading thread; queued to the GUI thread.
    """

    loaded = Signal(object)
    failed = Signal(object)
    _done = Signal(object, object)

    def __init__(self, read: Callable[[], object]) -> None:
        super().__init__()  # no parent: it must outlive a window closed meanwhile
        self._read = read
        self._done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._thread = threading.Thread(target=self._run, name="file-reader", daemon=True)

    def start(self) -> None:
        """Begin reading; the cursor says the app is busy (not blocked) until done."""
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        _running.add(self)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self in _running

    def _run(self) -> None:
        try:
            result, error = self._read(), None
        except Exception as exc:  # MemoryError too: the window says so, never a traceback
            result, error = None, exc
        self._done.emit(result, error)

    @Slot(object, object)
    def _on_done(self, result: object, error: Exception | None) -> None:
        _running.discard(self)
        QApplication.restoreOverrideCursor()
        self._thread.join(1.0)  # it has emitted: it is ending
        if error is None:
            self.loaded.emit(result)
        else:
            self.failed.emit(error)
