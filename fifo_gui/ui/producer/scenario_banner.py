"""The open scenario's title and what the class should notice, above the table,
with the buttons that compare it under each queue order and cancel the rest
of its arrivals. It folds to one line (title and progress; the notes a click
away) when the table would otherwise lose its rows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from fifo_gui.core.fifo_queue import STANDARD_QUEUES
from fifo_gui.core.scenario import Scenario
from fifo_gui.ui.labs.discipline_lab import DISCIPLINE_WORDS
from fifo_gui.ui.layout.flow_layout import FlowLayout
from fifo_gui.ui.window.actions import action_button
from fifo_gui.ui.window.theme import larger_text
from fifo_gui.ui.words.scenario_texts import scenario_text

TITLE_POINTS = 2  # the title is this much larger than the window's text, at every zoom


class ScenarioBanner(QFrame):
    """Shown for as long as a scenario is open, unless dismissed.

    `toggle` (View ▸ Scenario notes) shows and hides it; the close button is the
    same action, so the menu's tick always tells the truth. `cancel` (Tasks ▸
    Cancel the scenario's arrivals) gets a button here: the banner is where the
    scenario is, and the control rows have no width to spare on a laptop;
    `compare` (Labs ▸ Compare) too: it runs the open scenario.
    """

    def __init__(
        self, toggle: QAction, cancel: QAction, compare: QAction, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scenarioBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Okabe-Ito sky blue, lightened: information, not a state.
        self.setStyleSheet(
            "#scenarioBanner { background: #E3F2FB; border: 1px solid #56B4E9; "
            "border-radius: 4px; }"
        )
        self._toggle = toggle
        self.setAccessibleName(self.tr("Scenario notes"))
        self.title = QLabel()
        self.title.setObjectName("scenarioBannerTitle")
        larger_text(self.title, TITLE_POINTS)
        self.description = QLabel()
        self.description.setObjectName("scenarioBannerDescription")
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QLabel()
        self.progress.setObjectName("scenarioProgressLabel")
        self.progress.setToolTip(
            self.tr(
                "The scenario's arrivals: how many are on the queue, and when the next one comes"
            )
        )
        self.notes_button = QToolButton()
        self.notes_button.setObjectName("scenarioNotesButton")
        self.notes_button.setCheckable(True)
        self.notes_button.setChecked(True)
        self.notes_button.setAutoRaise(True)
        self.notes_button.setToolTip(
            self.tr("Show or hide what the class should notice, Compare and Cancel the rest")
        )
        self.notes_button.setAccessibleName(self.tr("Show the scenario's notes"))
        self.notes_button.setAccessibleDescription(self.notes_button.toolTip())
        self.notes_button.toggled.connect(self._show_notes)
        # A click is the teacher's choice: the room keeper folds and unfolds
        # only notes the teacher has not clicked.
        self._chosen = False
        self.notes_button.clicked.connect(self._on_notes_clicked)
        close = QToolButton()
        close.setObjectName("scenarioBannerClose")
        close.setText("\u2715")  # a cross
        close.setAccessibleName(self.tr("Hide the scenario notes"))
        close.setAutoRaise(True)
        close.setToolTip(
            self.tr("Hide these notes ({key} shows them again)").format(
                key=toggle.shortcut().toString()
            )
        )
        close.setAccessibleDescription(close.toolTip())
        close.clicked.connect(self._on_close_clicked)
        head = FlowLayout(spacing=10, line_spacing=2)  # wraps on a narrow window
        # The arrivals' words change as the scenario plays: they come last, so
        # that Notes and ✕ never move under the teacher's mouse.
        for widget in (self.title, self.notes_button, close, self.progress):
            head.addWidget(widget)
        # The notes: what to notice, and the scenario's commands (in the menus too).
        self.notes = QWidget()
        self.notes.setObjectName("scenarioNotes")
        notes = QHBoxLayout(self.notes)
        notes.setContentsMargins(0, 0, 0, 0)
        notes.addWidget(self.description, 1)
        self._buttons = (
            action_button(compare, "compareButton", self.tr("Compare")),
            action_button(cancel, "scenarioCancelButton", self.tr("Cancel the rest")),
        )
        for button in self._buttons:
            notes.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 4, 4, 4)
        box.setSpacing(2)
        box.addLayout(head)
        box.addWidget(self.notes)
        self._show_notes(True)
        self._open = False
        self._scenario: Scenario | None = None
        self._queue_shown: tuple[str, str] = ("", "")  # the discipline and queue the title names
        toggle.setEnabled(False)
        toggle.toggled.connect(self._on_toggled)
        self.hide()

    @Slot(object)
    def show_scenario(self, scenario: Scenario) -> None:
        """A scenario was opened: its notes, shown."""
        self._open = True
        self._scenario = scenario
        self._queue_shown = ("", "")
        self.show_queue(scenario.discipline, STANDARD_QUEUES[scenario.discipline])
        self.description.setText(scenario_text(scenario.description))
        for button in self._buttons:  # on a broker: put at once, and nothing to compare
            button.setHidden(scenario.broker is not None)
        self._chosen = False  # a new scenario's notes: the room keeper may fold them
        self._show_notes(self.notes_button.isChecked())
        self._toggle.setEnabled(True)
        self._toggle.setChecked(True)
        self.show()

    def show_queue(self, discipline: str, queue: str) -> None:
        """Name the queue in use, `queue` taking items in `discipline`'s order
        (the shown session's, at each frame): the scenario's own, or the one
        the class switched to since it opened."""
        scenario = self._scenario
        if scenario is None or (discipline, queue) == self._queue_shown:
            return
        self._queue_shown = (discipline, queue)
        word = QCoreApplication.translate(
            "DisciplineLab", DISCIPLINE_WORDS.get(discipline, discipline)
        )
        title = scenario_text(scenario.title) or self.tr("Scenario")
        self.title.setText(
            self.tr("{title} · {discipline} ({queue})").format(
                title=title, discipline=word, queue=queue
            )
        )
        if scenario.broker is not None:  # a broker's queue has its own order: nothing was set
            tip = self.tr(
                "This scenario runs on the broker's queue ({queue}), which takes its "
                "jobs in {discipline} order."
            ).format(discipline=word, queue=queue)
        elif discipline == scenario.discipline:
            tip = self.tr(
                "This scenario runs on a {discipline} queue ({queue}): "
                "opening it set the queue's order, whatever it was before."
            ).format(discipline=word, queue=queue)
        else:
            written = QCoreApplication.translate(
                "DisciplineLab", DISCIPLINE_WORDS.get(scenario.discipline, scenario.discipline)
            )
            tip = self.tr(
                "The queue in use is {discipline} ({queue}): Queue order was switched "
                "after the scenario, written for {written}, opened."
            ).format(discipline=word, queue=queue, written=written)
        self.title.setToolTip(tip)

    @Slot()
    def close_scenario(self) -> None:
        """No scenario is open any more."""
        self._open = False
        self._scenario = None
        self._toggle.setChecked(False)
        self._toggle.setEnabled(False)
        self.hide()

    @Slot(str)
    def show_progress(self, line: str) -> None:
        """The scenario's arrivals, as the producer's status says them."""
        if line != self.progress.text():
            self.progress.setText(line)

    def can_fold(self) -> bool:
        """True while the banner shows notes the teacher did not ask for:
        folding them gives the table room."""
        return self.isVisible() and self.notes.isVisible() and not self._chosen

    @Slot()
    def _on_notes_clicked(self) -> None:
        self._chosen = True

    def fold(self) -> None:
        """One line: the title and the progress (the notes a click away)."""
        self.notes_button.setChecked(False)

    def unfold(self) -> None:
        """The notes again, after a fold, unless the teacher chose since."""
        if not self._chosen:
            self.notes_button.setChecked(True)

    @Slot(bool)
    def _show_notes(self, shown: bool) -> None:
        self.notes.setVisible(shown)
        self.notes_button.setText(self.tr("Notes ▴") if shown else self.tr("Notes ▾"))
        self.notes_button.setAccessibleName(
            self.tr("Hide the scenario's notes") if shown else self.tr("Show the scenario's notes")
        )

    @Slot(bool)
    def _on_toggled(self, on: bool) -> None:
        self.setVisible(on and self._open)

    @Slot()
    def _on_close_clicked(self) -> None:
        self._toggle.setChecked(False)
