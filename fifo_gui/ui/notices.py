"""What the window tells the user: a line in the status bar for a moment, and
the event log for good. Features get this instead of the window."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QStatusBar

from fifo_gui.ui.event_log import EventLog


class Notices(QObject):
    """The status bar and the event log, as one narrow collaborator.

    Signals:
        refused(str): GUI thread. A command changed nothing; the sentence says
            why (the narrator says it too: the class looks there, not at the
            status bar, and must not keep reading the last success).
    """

    refused = Signal(str)

    def __init__(self, status_bar: QStatusBar, log: EventLog) -> None:
        super().__init__(status_bar)
        self._status = status_bar
        self._log = log

    def say(self, text: str, ms: int = 6000) -> None:
        """Show `text` in the status bar for `ms` milliseconds."""
        self._status.showMessage(text, ms)

    def log(self, text: str) -> None:
        """Write `text` in the event log (and a `--log` transcript)."""
        self._log.log_message(text)

    def refuse(self, text: str) -> None:
        """A command changed nothing: say why, in the status bar, the log and
        (through `refused`) the narrator."""
        self.say(text)
        self.log(self.tr("refused: {reason}").format(reason=text))
        self.refused.emit(text)

    @property
    def current(self) -> str:
        """What the status bar shows now ("" if nothing)."""
        return self._status.currentMessage()
