"""The open scenario's title and what the class should notice, above the table,
with the button that cancels the rest of its arrivals."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from fifo_gui.core.scenario import Scenario
from fifo_gui.ui.actions import action_button
from fifo_gui.ui.views.queue_lane import QUEUE_CLASS_NAMES


class ScenarioBanner(QFrame):
    """Shown for as long as a scenario is open, unless dismissed.

    `toggle` (View ▸ Scenario notes) shows and hides it; the close button is the
    same action, so the menu's tick always tells the truth. `cancel` (Tasks ▸
    Cancel the scenario's arrivals) gets a button here: the banner is where the
    scenario is, and the control rows have no width to spare on a laptop.
    """

    def __init__(self, toggle: QAction, cancel: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scenarioBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Okabe-Ito sky blue, lightened: information, not a state.
        self.setStyleSheet(
            "#scenarioBanner { background: #E3F2FB; border: 1px solid #56B4E9; "
            "border-radius: 4px; }"
        )
        self._toggle = toggle
        self.title = QLabel()
        self.title.setObjectName("scenarioBannerTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        self.title.setFont(font)
        self.description = QLabel()
        self.description.setObjectName("scenarioBannerDescription")
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QLabel()
        self.progress.setObjectName("scenarioProgressLabel")
        self.progress.setToolTip(
            "The scenario's arrivals: how many are on the queue, and when the next one comes"
        )
        close = QToolButton()
        close.setObjectName("scenarioBannerClose")
        close.setText("\u2715")  # a cross
        close.setAutoRaise(True)
        close.setToolTip(f"Hide these notes ({toggle.shortcut().toString()} shows them again)")
        close.clicked.connect(self._on_close_clicked)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.description)
        text.addWidget(self.progress)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 4, 6)
        row.addLayout(text, 1)
        row.addWidget(
            action_button(cancel, "scenarioCancelButton", "Cancel the rest"),
            0,
            Qt.AlignmentFlag.AlignTop,
        )
        row.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self._open = False
        toggle.setEnabled(False)
        toggle.toggled.connect(self._on_toggled)
        self.hide()

    @Slot(object)
    def show_scenario(self, scenario: Scenario) -> None:
        """A scenario was opened: its notes, shown."""
        self._open = True
        queue = QUEUE_CLASS_NAMES.get(scenario.discipline, "queue.Queue")
        self.title.setText(f"{scenario.title or 'Scenario'} · {scenario.discipline} ({queue})")
        self.title.setToolTip(
            f"This scenario runs on a {scenario.discipline} queue ({queue}): "
            "opening it set the queue's order, whatever it was before."
        )
        self.description.setText(scenario.description)
        self.description.setVisible(bool(scenario.description))
        self._toggle.setEnabled(True)
        self._toggle.setChecked(True)
        self.show()

    @Slot()
    def close_scenario(self) -> None:
        """No scenario is open any more."""
        self._open = False
        self._toggle.setChecked(False)
        self._toggle.setEnabled(False)
        self.hide()

    @Slot(str)
    def show_progress(self, line: str) -> None:
        """The scenario's arrivals, as the producer's status says them."""
        if line != self.progress.text():
            self.progress.setText(line)

    @Slot(bool)
    def _on_toggled(self, on: bool) -> None:
        self.setVisible(on and self._open)

    @Slot()
    def _on_close_clicked(self) -> None:
        self._toggle.setChecked(False)
