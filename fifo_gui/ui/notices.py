"""What the window tells the user: a line in the status bar for a moment, and
the event log for good. Features get this instead of the window."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStatusBar, QWidget

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


class WordStatusBar(QStatusBar):
    """A status bar whose message never runs into the counts beside it: a
    message too long for its room is cut at a word, with "…", and the whole
    sentence is its tooltip (and what `currentMessage()` returns)."""

    def __init__(self) -> None:
        super().__init__()
        self._permanent: list[QWidget] = []
        self._whole = ""  # the message as given, when the one shown is cut

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        self._permanent.append(widget)
        super().addPermanentWidget(widget, stretch or 0)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        room = self.width() - 24 - sum(w.width() for w in self._permanent if w.isVisible())
        shown = cut_at_word(text, self.fontMetrics(), room)
        self._whole = text if shown != text else ""
        self.setToolTip(text if shown != text else "")
        super().showMessage(shown, timeout or 0)

    def currentMessage(self) -> str:
        shown = super().currentMessage()
        return self._whole if shown and self._whole else shown


def cut_at_word(text: str, metrics: QFontMetrics, room: int) -> str:
    """`text`, or as many of its words as fit in `room` px, then "…"."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        cut = " ".join(words).rstrip(",;:·—") + "…"
        if metrics.horizontalAdvance(cut) <= room:
            return cut
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0, room))
