"""Ctrl+C, SIGTERM and SIGHUP close the window as its close button does.

The signal only asks (core/interrupts.py): the handler emits a queued Qt
signal, and the close runs from the event loop once the GUI thread is back
there, never inside the producer's code the handler interrupted (a close
there would take `_put_lock` a second time on one thread, and hang).

While Qt's event loop runs, Python only sees a signal when some Python code
runs. Instead of a polling timer (principle 5: idle means idle), the signal's
byte goes to a socket pair Qt watches (`signal.set_wakeup_fd`; a socket, not a
pipe, so it works on Windows too); the notifier's slot lets Python run the handler.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, Qt, Signal, Slot

from fifo_gui.core.interrupts import closing_on_signals


class SignalsClose(QObject):
    """On a closing signal, call `close` (the window's close: workers stopped,
    recording finished) from the GUI thread's event loop; `uninstall()` puts
    the old handlers back.

    Signals:
        asked(int): a closing signal arrived (GUI thread: from its handler, or once
            the call into the scheduler it came during returns);
            received through a queued connection only.
    """

    asked = Signal(int)

    def __init__(self, close: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._close = close
        self.signum: int | None = None  # the signal that closed the window, if one did
        self.asked.connect(self._on_asked, Qt.ConnectionType.QueuedConnection)
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._handlers = closing_on_signals(self.asked.emit)
        self._handlers.__enter__()
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_wakeup)

    @Slot(int)
    def _on_asked(self, signum: int) -> None:
        self.signum = signum
        self._close()

    @Slot()
    def _on_wakeup(self) -> None:
        with contextlib.suppress(OSError):
            self._reader.recv(64)  # the handler runs as soon as Python runs again: here

    def uninstall(self) -> None:
        """The old handlers and wakeup fd back (a test's process goes on)."""
        self._notifier.setEnabled(False)
        self._handlers.__exit__(None, None, None)
        signal.set_wakeup_fd(self._old_fd)
        self._reader.close()
        self._writer.close()
