"""The producer's status line: what the auto-producer, a scenario and a burst
are doing, in words, green while they produce and yellow while one is blocked.

The words are made here from each producer's state; the label shows them and
keeps its own looks. The texts keep the translations' context "Producers".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QSizePolicy

from fifo_gui.ui.producer.burst import Burst
from fifo_gui.ui.producer.puts import Puts
from fifo_gui.ui.producer.scenario_run import ScenarioRun
from fifo_gui.ui.views.palette import BLOCKED_COLOUR
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.window.word_line import WordLine
from fifo_gui.ui.words.numbers import number


class Look(NamedTuple):
    """The status line's colours: its background and its text (None: the window's own)."""

    background: str | None = None
    ink: str | None = None


# The status line's looks: plain, green while producing, yellow while blocked
# (vermillion is Failed alone). Colours only: a look that changed the line's
# box (a padding, a bold font) laid the control strip out again, and the table
# below it moved, at the start and the end of every burst.
PLAIN = Look()
BUSY = Look("#009E73", "white")
BLOCKED = Look(BLOCKED_COLOUR, "black")
PADDING = (6, 2, 6, 2)  # left, top, right, bottom: px around the words, in every look


def status_sample() -> str:
    """What the line asks the strip for, in the window's language: a burst's
    line. It takes what its line of the strip leaves beyond that, and a longer
    line is cut at a word there (whole in its tooltip); its width never
    follows the text, so a changing count does not reflow the strip."""
    return QCoreApplication.translate("Producers", "burst · {queued} of {count} queued").format(
        queued=number(99_999), count=number(100_000)
    )


class Part(NamedTuple):
    """What one producer is doing, as the status line says it."""

    text: str
    busy: bool = False  # it is putting tasks: green
    blocked: bool = False  # it waits for room on a full queue: yellow


def auto_part(puts: Puts, last_put_id: int | None, waiting: bool) -> Part:
    """The auto-producer's part: how many it sent (as far as the ledger has
    seen task `last_put_id` put, like the counts beside it), and whether it
    waits for room."""
    sent = number(puts.seen(last_put_id))
    if waiting:
        text = QCoreApplication.translate(
            "Producers", "producer blocked (queue full) · {sent} sent"
        )
        return Part(text.format(sent=sent), blocked=True)
    text = QCoreApplication.translate("Producers", "producing · {sent} sent")
    return Part(text.format(sent=sent), busy=True)


def scenario_part(run: ScenarioRun, last_put_id: int | None, waiting: bool) -> Part:
    """The open scenario's part: how many of its tasks arrived (as far as the
    ledger has seen task `last_put_id` put, like the counts beside it), and
    what comes next."""
    counts = {"submitted": number(run.puts.seen(last_put_id)), "total": number(run.total)}
    next_in = run.next_in()
    if waiting:
        text = QCoreApplication.translate(
            "Producers",
            "scenario waits for room (queue full) · {submitted} of {total} arrived",
        )
        return Part(text.format(**counts), blocked=True)
    if not run.started and not run.cancelled:
        text = QCoreApplication.translate(
            "Producers", "scenario: {total} tasks arrive from Start ({key})"
        )
        return Part(text.format(key=key_text(WindowActions.start), **counts))
    if next_in is not None:
        text = QCoreApplication.translate(
            "Producers", "scenario: {submitted} of {total} arrived, next in {seconds} s"
        )
        return Part(text.format(seconds=number(next_in, 1), **counts), busy=True)
    if run.cancelled:
        text = QCoreApplication.translate(
            "Producers", "scenario cancelled: {submitted} of {total} arrived"
        )
        return Part(text.format(**counts))
    text = QCoreApplication.translate("Producers", "scenario: all {total} arrived")
    return Part(text.format(**counts))


def burst_part(burst: Burst, last_put_id: int | None, waiting: bool) -> Part:
    """A burst's part while it puts at the instant shown (`Burst.putting`),
    counted as far as the ledger has seen (task `last_put_id` put), like the
    counts beside it: the burst's own tally runs ahead of them in a flood."""
    queued = burst.puts.seen(last_put_id)
    if waiting:
        text = QCoreApplication.translate(
            "Producers", "burst waits for room (queue full) · {remaining} to go"
        )
        return Part(text.format(remaining=number(burst.count - queued)), blocked=True)
    text = QCoreApplication.translate("Producers", "burst · {queued} of {count} queued")
    return Part(text.format(queued=number(queued), count=number(burst.count)), busy=True)


def look_of(parts: Sequence[Part]) -> Look:
    """Yellow if any producer is blocked, else green if any produces, else plain."""
    if any(part.blocked for part in parts):
        return BLOCKED
    return BUSY if any(part.busy for part in parts) else PLAIN


class ProducerStatus(WordLine):
    """The status line's label: a long line is cut at a word, whole in its
    tooltip. Its looks are its palette's colours in one box: a new look is
    painted, and lays nothing out."""

    def __init__(self) -> None:
        super().__init__(status_sample())
        self.setObjectName("producerStatusLabel")
        # It asks the strip for its sample's room: one that ignored its hint
        # got none there, and was never seen (the strip's items get what they ask for).
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setContentsMargins(*PADDING)
        self.look = PLAIN

    def show_line(self, text: str, look: Look) -> None:
        """Say `text` in `look`, touching only what changed."""
        if self.text() != text:
            self.setText(text)
        if look != self.look:
            self.look = look
            palette = QPalette()  # no colour of its own: the window's, whatever the theme
            if look.background is not None:
                palette.setColor(QPalette.ColorRole.Window, QColor(look.background))
            if look.ink is not None:
                palette.setColor(QPalette.ColorRole.WindowText, QColor(look.ink))
            self.setPalette(palette)
            self.setAutoFillBackground(look.background is not None)

    @Slot(str)
    def hide_under_message(self, message: str) -> None:
        """In the status bar: Qt draws a message over the bar's normal widgets,
        so the status hides until the message is gone."""
        self.setVisible(not message)
