"""What the window tells the user: a line in the status bar for a moment, and
the event log for good. Features get this instead of the window."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QStatusBar, QWidget

from fifo_gui.ui.views.event_log import EventLog


class Notices(QObject):
    """The status bar and the event log, as one narrow collaborator.

    Signals:
        refused(str): GUI thread. A command changed nothing; the sentence says
            why (the narrator says it too: the class looks there, not at the
            status bar, and must not keep reading the last success).
        advised(str): GUI thread. A hint for the teacher (projector view at a
            big zoom), said by the narrator too: at that zoom the status bar
            has the room for a few words of it.
        warned(str): GUI thread. Something went wrong that no command refused
            (Redis stopped answering); the narrator says it too.
    """

    refused = Signal(str)
    advised = Signal(str)
    warned = Signal(str)

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

    def warn(self, text: str) -> None:
        """Something went wrong that no command refused: in the status bar for
        longer than a success, the event log for good and (through `warned`)
        the narrator."""
        self.say(text, 15000)
        self.log(text)
        self.warned.emit(text)

    def advise(self, text: str) -> None:
        """A hint: in the status bar and (through `advised`) the narrator."""
        self.say(text)
        self.advised.emit(text)

    @property
    def current(self) -> str:
        """What the status bar shows now ("" if nothing)."""
        return self._status.currentMessage()


class WordStatusBar(QStatusBar):
    """A status bar whose message never runs into the counts beside it: a
    message too long for its room is cut at a word, with "…", and the whole
    sentence is its tooltip (and what `currentMessage()` returns). The cut
    follows the room: the bar or the counts beside it resized, the message is
    cut again for the room it has now."""

    def __init__(self) -> None:
        super().__init__()
        self._permanent: list[QWidget] = []
        self._whole = ""  # the message as given, when the one shown is cut
        self._given = ""  # the message as given, while one is shown
        self._until: float | None = None  # when it goes (monotonic s); None: when replaced

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        self._permanent.append(widget)
        widget.installEventFilter(self)  # its new width is the message's new room
        super().addPermanentWidget(widget, stretch or 0)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        self._given = text
        self._until = time.monotonic() + timeout / 1000 if timeout else None
        self._show(timeout or 0)

    def _show(self, timeout_ms: int) -> None:
        text = self._given
        room = self.width() - 24 - sum(w.width() for w in self._permanent if w.isVisible())
        shown = cut_at_word(text, self.fontMetrics(), room)
        self._whole = text if shown != text else ""
        self.setToolTip(text if shown != text else "")
        super().showMessage(shown, timeout_ms)

    def _cut_again(self) -> None:
        """The room changed: the message shown, cut for the room it has now,
        for the rest of its time."""
        if not super().currentMessage():
            return
        if self._until is None:
            self._show(0)
        elif (left := self._until - time.monotonic()) > 0:
            self._show(max(1, round(left * 1000)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._cut_again()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self._cut_again()
        return False

    def currentMessage(self) -> str:
        shown = super().currentMessage()
        return self._whole if shown and self._whole else shown


def cut_at_word(text: str, metrics: QFontMetrics, room: int) -> str:
    """`text`, or as much of it as fits in `room` px, then "…". A part between
    " · " and an aside in parentheses are kept whole or left out ("waits for
    room (queue full)…", not "… · 7…" or "waits for room (queue…"); a first
    part longer than the room is cut at a word, and a text with no word that
    fits is cut where the room ends."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    parts = text.split(" · ")
    for count in range(len(parts) - 1, 0, -1):
        kept = " · ".join(parts[:count])
        if not _inside_aside(kept) and metrics.horizontalAdvance(kept + "…") <= room:
            return kept + "…"
    words = parts[0].split(" ")
    while len(words) > 1:
        words.pop()
        kept = " ".join(words)
        if _inside_aside(kept):
            continue
        cut = kept.rstrip(",;:—") + "…"
        if metrics.horizontalAdvance(cut) <= room:
            return cut
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0, room))


def _inside_aside(text: str) -> bool:
    """Whether `text` ends inside parentheses (an aside it opened and did not close)."""
    depth = 0
    for char in text:
        if char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
    return depth > 0
