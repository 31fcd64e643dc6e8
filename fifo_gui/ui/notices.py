"""What the window tells the user: a line in the status bar for a moment, and
the event log for good. Features get this instead of the window."""

from __future__ import annotations

from PySide6.QtWidgets import QStatusBar

from fifo_gui.ui.event_log import EventLog


class Notices:
    """The status bar and the event log, as one narrow collaborator."""

    def __init__(self, status_bar: QStatusBar, log: EventLog) -> None:
        self._status = status_bar
        self._log = log

    def say(self, text: str, ms: int = 6000) -> None:
        """Show `text` in the status bar for `ms` milliseconds."""
        self._status.showMessage(text, ms)

    def log(self, text: str) -> None:
        """Write `text` in the event log (and a `--log` transcript)."""
        self._log.log_message(text)

    def refuse(self, text: str) -> None:
        """A command changed nothing: say why, in the status bar and the log."""
        self.say(text)
        self.log(f"refused: {text}")

    @property
    def current(self) -> str:
        """What the status bar shows now ("" if nothing)."""
        return self._status.currentMessage()
