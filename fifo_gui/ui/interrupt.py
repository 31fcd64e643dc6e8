"""Ctrl+C in the terminal ends the app as closing the window does.

While Qt's event loop runs, Python only sees a signal when some Python code
runs. Instead of a polling timer (principle 4: idle means idle), the signal's
byte goes to a socket pair Qt watches (`signal.set_wakeup_fd`; a socket, not a
pipe, so it works on Windows too); the notifier's slot lets Python run the handler.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier


class SigintCloses(QObject):
    """On SIGINT, call `close` (the window's close: workers stopped, recording
    finished) on the GUI thread; `uninstall()` puts the old handler back."""

    def __init__(self, close: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._close = close
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._old_handler = signal.signal(signal.SIGINT, self._on_signal)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_wakeup)

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        self._close()

    def _on_wakeup(self) -> None:
        with contextlib.suppress(OSError):
            self._reader.recv(64)  # the handler runs as soon as Python runs again: here

    def uninstall(self) -> None:
        """The old handler and wakeup fd back (a test's process goes on)."""
        self._notifier.setEnabled(False)
        signal.signal(signal.SIGINT, self._old_handler)
        signal.set_wakeup_fd(self._old_fd)
        self._reader.close()
        self._writer.close()
