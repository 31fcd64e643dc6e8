"""The controls above the table: producer, auto-producer, consumer, load test.

One strip of groups in a flow layout: one line on a wide screen, more on a
narrow one or at a big zoom. A group that a line can hold stays whole; one
that it cannot wraps inside itself. Nothing is hidden behind a » and nothing
is cut: every control is on screen at every size and zoom. A lab adds its
group while it is in use. The auto-producer's rarely changed settings fold
away behind a toggle. Widgets only: the features connect them, and the main
window places the producer's status (in the status bar, on a laptop).
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.core.demo_tasks import MAX_SECONDS
from fifo_gui.core.producer import MAX_RATE
from fifo_gui.core.scheduler import MAX_WORKERS
from fifo_gui.ui.layout.flow_layout import GROUP_GAP, FlowLayout
from fifo_gui.ui.producer.control_group import ControlGroup, float_spin_box, spin_box
from fifo_gui.ui.producer.producer_status import ProducerStatus
from fifo_gui.ui.producer.steady_label import SteadyLabel
from fifo_gui.ui.window.actions import WindowActions, action_button, stand_in
from fifo_gui.ui.window.theme import larger_text

MAX_MAXSIZE = 1000
MAX_BURST = 1_000_000
PRODUCER_MAX_SECONDS = 60.0


def badge_sample() -> str:
    """The badge's usual widest words: room kept for them."""
    running = QCoreApplication.translate("WorkerCommands", "Running")
    return QCoreApplication.translate("WorkerCommands", "Worker: {state}").format(state=running)


class ControlPanel(QWidget):
    """The producer, the auto-producer, the consumer and the load test, as segments
    of one wrapping strip."""

    def __init__(
        self, *, actions: WindowActions, first_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("controlPanel")
        self._flow = FlowLayout(spacing=4, line_spacing=3)
        self._buttons: dict[QAction, QPushButton] = {}  # each command's button in the strip
        self._actions = actions
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._flow)
        a = actions
        self.name_edit = QLineEdit(first_name)
        self.name_edit.setObjectName("taskNameEdit")
        self.name_edit.setToolTip(
            self.tr("Name of the next sleeping task (advances after each one)")
        )
        self.name_edit.setAccessibleName(self.tr("Task name"))
        self.name_edit.setAccessibleDescription(self.name_edit.toolTip())
        self.name_edit.setMaxLength(40)
        self.name_edit.setMinimumWidth(self.name_edit.fontMetrics().horizontalAdvance("Task AAAA"))
        self.duration_spin = float_spin_box(
            "durationSpin",
            0.0,
            MAX_SECONDS,
            2.0,
            self.tr("How long the sleeping task sleeps, 0 to 3600 seconds"),
            self.tr("Sleep duration"),
        )
        self.add_group(
            "producerGroup",
            self.tr("Producer"),
            self.tr("This window, MainThread: schedule() puts tasks on the queue"),
            self.name_edit,
            self.duration_spin,
            self._button(a.add_sleep, "addSleepButton", self.tr("Add sleeping")),
            self._button(a.add_fail, "addFailButton", self.tr("Add failing")),
            self._button(a.add_cpu, "addCpuButton", self.tr("Add CPU")),
            self._button(a.add_lesson, "lessonButton", self.tr("Lesson's 4 tasks")),
        )

        self.rate_spin = float_spin_box(
            "producerRateSpin",
            0.1,
            MAX_RATE,
            2.0,
            self.tr("Tasks the producer thread schedules per second"),
            self.tr("Tasks per second"),
            suffix=self.tr(" /s"),
            step=0.5,
        )
        self.min_spin = float_spin_box(
            "producerMinSpin",
            0.0,
            PRODUCER_MAX_SECONDS,
            0.2,
            self.tr("Shortest sleep of a produced task"),
            self.tr("Shortest sleep"),
            step=0.1,
        )
        self.max_spin = float_spin_box(
            "producerMaxSpin",
            0.0,
            PRODUCER_MAX_SECONDS,
            1.0,
            self.tr("Longest sleep of a produced task"),
            self.tr("Longest sleep"),
            step=0.1,
        )
        self.fail_spin = spin_box(
            "producerFailSpin",
            0,
            100,
            10,
            self.tr("Chance that a produced task is the failing task"),
            self.tr("Failure chance"),
        )
        self.fail_spin.setSuffix(" %")
        self.seed_spin = spin_box(
            "producerSeedSpin",
            0,
            999_999,
            1,
            self.tr("Random seed: the same seed gives the same tasks"),
            self.tr("Random seed"),
        )
        self.producer_status = ProducerStatus()
        self.producer_status.setText(self.tr("producer off"))
        self.settings_button = QToolButton()
        self.settings_button.setObjectName("producerSettingsButton")
        self.settings_button.setText(self.tr("Settings ▸"))
        self.settings_button.setCheckable(True)
        self.settings_button.setToolTip(
            self.tr("Show or hide the auto-producer's rate, sleeps, failure chance and seed")
        )
        self.settings_button.setAccessibleName(self.tr("Auto-producer settings"))
        self.settings_button.setAccessibleDescription(self.settings_button.toolTip())
        self.add_group(
            "autoProducerGroup",
            "",  # the button says it: a producer thread calling schedule() at a steady rate
            "",
            self._button(a.producer, "producerToggle", self.tr("Auto-producer")),
            self.settings_button,
            self.producer_status,
            fill=self.producer_status,  # a long line: what the strip's line leaves
        )
        self.auto_settings = self.add_group(
            "autoProducerSettings",
            "",
            "",
            self.tr("Rate"),
            self.rate_spin,
            self.tr("Sleep"),
            self.min_spin,
            self.tr("to"),
            self.max_spin,
            self.tr("Fail"),
            self.fail_spin,
            self.tr("Seed"),
            self.seed_spin,
        )
        self.auto_settings.setVisible(False)
        self.settings_button.toggled.connect(self._on_settings_toggled)

        self.workers_spin = spin_box(
            "workersSpin",
            1,
            MAX_WORKERS,
            1,
            self.tr("How many workers Start runs on the queue (change while stopped)"),
            self.tr("Workers"),
        )
        self.engine_combo = engine_combo = QComboBox()
        engine_combo.setObjectName("engineCombo")
        engine_combo.addItem(self.tr("threads"), "threads")
        engine_combo.addItem(self.tr("processes"), "processes")
        engine_combo.setToolTip(
            self.tr(
                "Threads share one Python interpreter, so CPU-bound tasks take turns "
                "(the GIL); processes each run their own, so they run side by side. "
                "Change while nothing waits or runs: a new session starts."
            )
        )
        engine_combo.setAccessibleName(self.tr("What the workers are: threads or processes"))
        engine_combo.setAccessibleDescription(engine_combo.toolTip())
        self.maxsize_spin = spin_box(
            "maxsizeSpin",
            0,
            MAX_MAXSIZE,
            0,
            self.tr(
                "The queue's size limit, maxsize: 0 = unbounded; a full queue "
                "makes producers wait (change while stopped)"
            ),
            self.tr("Queue size limit (maxsize)"),
        )
        self.maxsize_spin.setSpecialValueText(self.tr("unbounded"))
        self.status_label = SteadyLabel(badge_sample())
        self.status_label.setObjectName("workerStatusLabel")
        larger_text(self.status_label, 2)  # read from the back of the room
        self.add_group(
            "consumerGroup",
            self.tr("Consumer"),
            self.tr("Worker thread(s): tasks.get() takes them in FIFO order"),
            self.tr("Workers"),
            self.workers_spin,
            self.tr("run as"),  # its label: over AT-SPI a combo is named by its buddy
            self.engine_combo,
            "maxsize",  # the name queue.Queue gives it: code, not translated
            self.maxsize_spin,
            self._button(a.start, "startButton", self.tr("Start")),
            self._button(a.stop, "stopButton", self.tr("Stop")),
            self._button(a.stop_now, "stopNowButton", self.tr("Stop now")),
            self._button(a.pause, "pauseButton", self.tr("Pause")),
            self._button(a.step, "stepButton", self.tr("Step")),
            self.status_label,
        )

        # The load test sits with the table's own commands; MainThread is still
        # the producer.
        self.burst_spin = spin_box(
            "burstSpin",
            1,
            MAX_BURST,
            10_000,
            self.tr("How many no-op tasks a burst puts on the queue"),
            self.tr("Tasks in a burst"),
        )
        self.burst_spin.setGroupSeparatorShown(True)
        self.burst_spin.setSingleStep(10_000)
        self.add_group(
            "burstGroup",
            self.tr("Load test"),
            self.tr("MainThread puts many no-op tasks on the queue at once"),
            self.burst_spin,
            self._button(a.burst, "burstButton", self.tr("No-op burst")),
        )
        self.add_group(
            "tableGroup",
            self.tr("Table"),
            self.tr("Every item put on the queue, in FIFO order: act on the selected rows"),
            self._button(a.cancel, "cancelButton", self.tr("Cancel selected")),
            self._button(a.retry, "retryButton", self.tr("Retry")),
            self._button(a.clear, "clearButton", self.tr("Clear finished")),
        )

    def add_group(
        self, name: str, caption: str, tip: str, *items: QWidget | str, fill: QWidget | None = None
    ) -> ControlGroup:
        """A group at the end of the strip (a lab adds its own while in use):
        `caption` with `tip`, then `items` (a string is a label for the next
        field); `fill`, one of them, also takes what its line leaves."""
        group = ControlGroup(name, caption, tip, items)
        for n, piece in enumerate(group.pieces):
            self._flow.add(piece, GROUP_GAP if n == 0 else None, fill=piece is fill)
        self.updateGeometry()
        return group

    def _button(self, action: QAction, name: str, text: str) -> QPushButton:
        twin = stand_in(self._actions, action)
        self._buttons[action] = button = action_button(action, name, text, stand_in=twin)
        return button

    def show_live(self, live: bool) -> None:
        """The values the strip keeps for a live session's commands (a task's
        name and time, the auto-producer's, a burst's size) are on for one
        only. The workers' fields are their commands' to set (`WorkerCommands`,
        `EngineChoice`), and each button follows its command (`action_button`):
        one owner for each control's state."""
        for field in (
            self.name_edit,
            self.duration_spin,
            self.rate_spin,
            self.min_spin,
            self.max_spin,
            self.fail_spin,
            self.seed_spin,
            self.burst_spin,
        ):
            field.setEnabled(live)

    def leave_out(self, actions: Collection[QAction]) -> None:
        """Hide the buttons of `actions` (their buttons are in sight elsewhere:
        projector view's lesson line) and show again those left out before."""
        for action, button in self._buttons.items():
            button.setHidden(action in actions)

    def _on_settings_toggled(self, shown: bool) -> None:
        self.auto_settings.setVisible(shown)
        self.settings_button.setText(self.tr("Settings ◂") if shown else self.tr("Settings ▸"))
