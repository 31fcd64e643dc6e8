"""Live queue statistics: throughput, wait and run times, Little's law, the take order."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Slot
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from fifo_gui.core.ledger import SAMPLES
from fifo_gui.core.stats import MIN_PERIOD, THROUGHPUT_WINDOW, QueueStats, StatsSnapshot
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.views.live_line import LiveLine
from fifo_gui.ui.views.spoken import Spoken, focusable
from fifo_gui.ui.words.numbers import number, seconds
from fifo_gui.ui.words.queue_words import order_word

DISAGREE = 0.10  # L and λ·W further apart than this share of the larger get the note
LITTLE_NOTE = str(
    QT_TRANSLATE_NOOP(
        "StatsPanel",
        "L and λ·W disagree while tasks are still in the system: W averages only "
        "the tasks that have left, so a backlog that has not drained is missing from "
        "it. They agree once the queue drains.",
    )
)


def translated(text: str) -> str:
    """`text` (marked with QT_TRANSLATE_NOOP in the StatsPanel context) translated."""
    return QCoreApplication.translate("StatsPanel", text)


def _s(value: float | None) -> str:
    return "—" if value is None else seconds(value)


def figure(value: float | None, unit: str = "{value}") -> str:
    """Three significant figures, and whole numbers from 100 up, so a figure
    keeps its look as it grows (4.54, 75.3, 759, 3,097); thousands separated
    one way everywhere (100,000); written into `unit` ("{value} tasks/s")."""
    if value is None:
        return "—"
    size = abs(value)
    return unit.format(value=number(value, 2 if size < 10 else 1 if size < 100 else 0))


def littles_law_disagrees(snapshot: StatsSnapshot) -> bool:
    """True while tasks are in the system and L is far from λ·W (the backlog
    has not drained, so W does not count it yet)."""
    big_l, product = snapshot.mean_in_system, snapshot.littles_product
    if not snapshot.in_system or big_l is None or product is None:
        return False
    return abs(big_l - product) > DISAGREE * max(abs(big_l), abs(product), 1e-9)


# The order a LIFO or priority queue takes items in, as the class is told it.
TAKES = {
    "LIFO": str(QT_TRANSLATE_NOOP("StatsPanel", "newest first")),
    "Priority": str(QT_TRANSLATE_NOOP("StatsPanel", "lowest priority number first")),
}


def _yes(value: bool) -> str:
    if value:
        return QCoreApplication.translate("StatsPanel", "yes")
    return QCoreApplication.translate("StatsPanel", "no")


ORDER_ROWS = ("started_fifo", "finished_fifo")  # the rows whose words may wrap

# The widest figures the value column makes room for from the start. Without
# it the column, and the dock area with it, widened when the first figures
# came in and again in a flood (296 -> 375 -> 396 px): the window's layout
# shifted under the class, and a laptop's window outgrew its screen.
WIDEST_VALUES = ("00.000 s / 00.000 s", "00,000 vs 00,000", "000,000 tasks/s")


class StatsPanel(ShowsSession, QWidget):
    """A form of figures from `QueueStats.snapshot`, refreshed at every frame
    (`on_frame`): the figures are those of the instant the table and the lane
    show. (Held for half a second to be easier to read, they said "Finished in
    FIFO order: yes" beside a table that showed it was not.)"""

    # (key, caption, tooltip): the English texts, translated where they are shown.
    # The orders first: the lesson plan's step 2 is about them.
    ROWS: ClassVar[list[tuple[str, str, str]]] = [
        (
            "started_fifo",
            str(QT_TRANSLATE_NOOP("StatsPanel", "Taken in {order} order")),
            str(
                QT_TRANSLATE_NOOP(
                    "StatsPanel",
                    "Did the workers take tasks off the queue in the queue's own order "
                    "(FIFO: the order they were put on), since the queue's order was last set? "
                    "Judged by the order the queue gave them out, not by start times: with "
                    "many workers those are stamped after get() and reorder by microseconds.",
                )
            ),
        ),
        (
            "finished_fifo",
            str(QT_TRANSLATE_NOOP("StatsPanel", "Finished in {order} order")),
            str(
                QT_TRANSLATE_NOOP(
                    "StatsPanel",
                    "Did tasks finish in the order they were taken off the queue? "
                    "With several workers, usually not.",
                )
            ),
        ),
        (
            "throughput",
            str(QT_TRANSLATE_NOOP("StatsPanel", "Throughput ({seconds} s)")),
            str(
                QT_TRANSLATE_NOOP(
                    "StatsPanel",
                    "Tasks finished per second over the last {seconds} seconds "
                    "(— while the run, from its first arrival, is shorter than {first} s: "
                    "a shorter time measures a click, not the queue)",
                )
            ),
        ),
        (
            "wait",
            str(QT_TRANSLATE_NOOP("StatsPanel", "Wait: mean / p95")),
            str(
                QT_TRANSLATE_NOOP(
                    "StatsPanel",
                    "Time in the queue before a worker took the task: the mean over every "
                    "task, the p95 over the latest {samples}",
                )
            ),
        ),
        (
            "run",
            str(QT_TRANSLATE_NOOP("StatsPanel", "Run: mean / p95")),
            str(
                QT_TRANSLATE_NOOP(
                    "StatsPanel",
                    "Time the task ran: the mean over every task, the p95 over the latest "
                    "{samples}",
                )
            ),
        ),
        (
            "arrival",
            str(QT_TRANSLATE_NOOP("StatsPanel", "Arrival rate λ")),
            str(
                QT_TRANSLATE_NOOP(
                    "StatsPanel",
                    "Tasks put on the queue per second, from the first until the last one "
                    "left (until now while tasks are queued or running; — while that is "
                    "shorter than {first} s)",
                )
            ),
        ),
        (
            "L",
            str(QT_TRANSLATE_NOOP("StatsPanel", "L, mean in system")),
            str(
                QT_TRANSLATE_NOOP(
                    "StatsPanel",
                    "Time-average number of tasks queued or running (— while the run, "
                    "from its first arrival, is shorter than {first} s)",
                )
            ),
        ),
        (
            "W",
            str(QT_TRANSLATE_NOOP("StatsPanel", "W, mean time in system")),
            str(
                QT_TRANSLATE_NOOP(
                    "StatsPanel", "Mean time from put() to finished, over tasks that left"
                )
            ),
        ),
        (
            "little",
            str(QT_TRANSLATE_NOOP("StatsPanel", "Little's law: L vs λ·W")),
            str(QT_TRANSLATE_NOOP("StatsPanel", "L = λ·W when arrivals and departures balance")),
        ),
    ]

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsPanel")
        self.session = session
        self._stats = QueueStats(session.ledger)
        layout = QFormLayout(self)
        self._form = layout
        self.values: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        window, first = number(THROUGHPUT_WINDOW), number(MIN_PERIOD)
        order = order_word(session.ledger.discipline)
        for key, caption, tip in self.ROWS:
            label = QLabel(translated(caption).format(seconds=window, order=order))
            label.setToolTip(
                translated(tip).format(seconds=window, samples=number(SAMPLES), first=first)
            )
            # The orders' words wrap ("no — Priority: lowest number first"),
            # never cut; the figures, new at every frame of a flood, are each a
            # LiveLine: a QLabel's text laid the window out again each time.
            value = QLabel() if key in ORDER_ROWS else LiveLine()
            value.setWordWrap(key in ORDER_ROWS)
            value.setText("—")
            value.setObjectName(f"stat_{key}")
            value.setToolTip(label.toolTip())
            label.setBuddy(value)
            layout.addRow(label, value)
            self.values[key] = value
            self.captions[key] = label
        focusable(self, self.tr("Statistics"))
        self.spoken = Spoken(self, self._spoken_key, self.summary)
        self.little_note = QLabel(translated(LITTLE_NOTE))
        self.little_note.setObjectName("littleNote")
        self.little_note.setWordWrap(True)
        self.little_note.setStyleSheet("color: #444444; font-style: italic;")
        self.little_note.hide()
        layout.addRow(self.little_note)
        self._reserve_value_width()
        self.refresh()

    def _reserve_value_width(self) -> None:
        metrics = self.fontMetrics()
        width = max(metrics.horizontalAdvance(text) for text in WIDEST_VALUES) + 4
        for value in self.values.values():
            value.setMinimumWidth(width)

    def changeEvent(self, event: QEvent) -> None:
        """A new font size (zoom) needs room for the figures at that size."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "values"):
            self._reserve_value_width()

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """The figures of `session` from now on."""
        self.session = session
        self._stats = QueueStats(session.ledger)
        self.refresh()

    def next_change(self) -> float | None:
        """When the figures shown change with no new event, on the session's
        clock (the throughput ageing); None: they hold still."""
        return self._stats.next_change()

    def settling(self) -> bool:
        """True while the throughput changes at every instant (its window still
        reaches back before the session's first task): shown frame by frame."""
        return self._stats.settling(self.session.now())

    @Slot()
    def on_frame(self) -> None:
        """A frame of the window's clock: the figures as of now."""
        self.refresh()

    def refresh(self) -> StatsSnapshot:
        """Recompute and show the figures; returns what it showed."""
        s = self._stats.snapshot(self.now())
        v = self.values
        v["throughput"].setText(figure(s.throughput, self.tr("{value} tasks/s")))
        v["wait"].setText(f"{_s(s.mean_wait)} / {_s(s.p95_wait)}")
        v["run"].setText(f"{_s(s.mean_run)} / {_s(s.p95_run)}")
        v["arrival"].setText(figure(s.arrival_rate, self.tr("{value} /s")))
        v["L"].setText(figure(s.mean_in_system))
        v["W"].setText(_s(s.mean_time_in_system))
        v["little"].setText(
            self.tr("{l} vs {product}").format(
                l=figure(s.mean_in_system), product=figure(s.littles_product)
            )
        )
        disagree = littles_law_disagrees(s)
        little_tip = self.captions["little"].toolTip()  # the row's own, translated
        v["little"].setToolTip(translated(LITTLE_NOTE) if disagree else little_tip)
        if self.little_note.isHidden() == disagree:
            self.little_note.setVisible(disagree)
        # Judged against the queue's own order, which a LIFO or priority queue
        # says: "yes — LIFO: newest first". Before any task started (or
        # finished) there is no order to judge: "—".
        rule = TAKES.get(s.discipline)
        started = s.mean_wait is not None  # a wait is measured when a task starts
        answer = _yes(s.started_in_fifo_order)
        if rule:
            answer = self.tr("{answer} — {discipline}: {rule}").format(
                answer=answer, discipline=s.discipline, rule=translated(rule)
            )
        v["started_fifo"].setText(answer if started else "—")
        order = order_word(s.discipline)
        for key, caption, _ in self.ROWS[:2]:  # "Taken in FIFO order", "Finished in …"
            caption = translated(caption).format(order=order)
            if self.captions[key].text() != caption:
                self.captions[key].setText(caption)
        finished = s.mean_run is not None  # a run time, when it finishes
        v["finished_fifo"].setText(_yes(s.finished_in_fifo_order) if finished else "—")
        self.spoken.refresh()
        return s

    def _spoken_key(self) -> tuple[str, ...]:
        return tuple(value.text() for value in self.values.values())

    def summary(self) -> str:
        """The figures in words, for a screen reader: each caption and its value."""
        return "; ".join(
            self.tr("{caption}: {value}").format(
                caption=self.captions[key].text(), value=self.values[key].text()
            )
            for key in self.values
        )
