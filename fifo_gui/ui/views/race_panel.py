"""The race panel: each shared counter's expected, actual and lost updates.

It reads `RACE_COUNTERS` at the window's frames (no timer of its own), so it
follows the race tasks live as they finish and rests when the window rests.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from fifo_gui.core.demo_tasks import RACE_COUNTERS, RaceCounter
from fifo_gui.ui.views.spoken import focusable
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.words.numbers import number

COLUMNS = ("expected", "actual", "lost")
LOST_LOOK = "color: #D55E00; font-weight: bold;"  # vermillion: updates vanished
EXACT_LOOK = "color: #009E73; font-weight: bold;"  # bluish green: nothing lost


class RacePanel(QWidget):
    """One row per shared counter: expected (additions the tasks made), actual
    (what the counter reads) and lost (the difference, once no task of that
    kind runs: while one runs, its additions are not counted as expected yet)."""

    def __init__(
        self, counters: Mapping[str, RaceCounter] = RACE_COUNTERS, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("racePanel")
        tip = self.tr(
            "Shared counters the race tasks add 1 to: race without a lock, "
            "race_locked with one. Lost = expected - actual. Add race tasks "
            "({race_key}, {locked_key}) with several workers, or open race-condition.json."
        ).format(
            race_key=key_text(WindowActions.add_race),
            locked_key=key_text(WindowActions.add_race_locked),
        )
        self.setToolTip(tip)
        focusable(self, self.tr("Race counters"))
        self._counters = counters
        self._lost: dict[str, int | None] = {}
        grid = QGridLayout()
        titles = (self.tr("Counter"), self.tr("Expected"), self.tr("Actual"), self.tr("Lost"))
        for c, title in enumerate(titles):
            header = QLabel(f"<b>{title}</b>")
            header.setAlignment(Qt.AlignmentFlag.AlignRight if c else Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(header, 0, c)
        self.cells: dict[str, dict[str, QLabel]] = {}
        for r, (kind, counter) in enumerate(counters.items(), start=1):
            grid.addWidget(QLabel(counter.name), r, 0)
            row = {}
            for c, column in enumerate(COLUMNS, start=1):
                label = QLabel("0")
                label.setObjectName(f"race_{kind}_{column}")
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(label, r, c)
                row[column] = label
            self.cells[kind] = row
        # Tight: its three rows fit a dock one laptop line high at +4, where
        # the default spacing cut off the locked counter, the lesson's half.
        grid.setVerticalSpacing(0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addLayout(grid)
        layout.addStretch(1)
        self._shown: dict[str, tuple[int, int, int]] = {}
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Show the counters as they are now; touch a label only when its figure
        changed, and then say them again to a screen reader."""
        changed = False
        for kind, counter in self._counters.items():
            figures = (counter.expected, counter.value, counter.running)
            if self._shown.get(kind) == figures:
                continue
            changed = True
            self._shown[kind] = figures
            expected, actual, running = figures
            cells = self.cells[kind]
            cells["expected"].setText(f"{number(expected)}")
            cells["actual"].setText(f"{number(actual)}")
            lost = cells["lost"]
            self._lost[kind] = None if running else max(0, expected - actual)
            if running:
                lost.setText(self.tr("… {count} running").format(count=number(running)))
                lost.setStyleSheet("")
            elif expected - actual > 0:
                lost.setText(f"⚠ {number(expected - actual)}")
                lost.setStyleSheet(LOST_LOOK)
            else:
                lost.setText("✓ 0" if expected else "0")
                lost.setStyleSheet(EXACT_LOOK if expected else "")
        if changed:
            self.setAccessibleDescription(self.summary())  # Qt sends DescriptionChanged

    def summary(self) -> str:
        """The counters in words, for a screen reader: one clause a counter."""
        parts = []
        for kind, counter in self._counters.items():
            expected, actual, running = self._shown[kind]
            if running:
                text = self.tr("{counter}: expected {expected}, actual {actual}, {running} running")
            else:
                text = self.tr("{counter}: expected {expected}, actual {actual}, lost {lost}")
            parts.append(
                text.format(
                    counter=counter.name,
                    expected=number(expected),
                    actual=number(actual),
                    running=number(running),
                    lost=number(max(0, expected - actual)),
                )
            )
        return "; ".join(parts)

    def lost(self, kind: str) -> int | None:
        """The lost updates shown for `kind`; None while a task of that kind runs."""
        return self._lost.get(kind)
