"""The controls above the table: producer, auto-producer, consumer, load test.

One strip of groups in a flow layout: one line on a wide screen, more on a
narrow one or at a big zoom. A group that a line can hold stays whole; one
that it cannot wraps inside itself. Nothing is hidden behind a » and nothing
is cut: every control is on screen at every size and zoom. A lab adds its
group while it is in use. The auto-producer's rarely changed settings fold
away behind a toggle. Widgets only: the features connect them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Slot
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStatusBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.core.demo_tasks import MAX_SECONDS
from fifo_gui.core.producer import MAX_RATE
from fifo_gui.core.scheduler import MAX_WORKERS
from fifo_gui.ui.layout.flow_layout import GROUP_GAP, FlowLayout
from fifo_gui.ui.window.actions import WindowActions, action_button
from fifo_gui.ui.window.notices import cut_at_word
from fifo_gui.ui.words.numbers import number

MAX_MAXSIZE = 1000
MAX_BURST = 1_000_000
PRODUCER_MAX_SECONDS = 60.0


def status_sample() -> str:
    """The longest producer status the strip keeps room for, in the window's
    language: its width never follows the text, so a changing count does not
    reflow the strip."""
    return QCoreApplication.translate(
        "Producers", "producer blocked (queue full) · {sent} sent"
    ).format(sent=number(9999))


def badge_sample() -> str:
    """The badge's usual widest words: room kept for them."""
    running = QCoreApplication.translate("WorkerCommands", "Running")
    return QCoreApplication.translate("WorkerCommands", "Worker: {state}").format(state=running)


def _spin(name: str, low: int, high: int, value: int, tip: str, spoken: str) -> QSpinBox:
    """`spoken`: the spin box's accessible name, in words; the tooltip describes it."""
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setToolTip(tip)
    spin.setAccessibleName(spoken)
    spin.setAccessibleDescription(tip)
    return spin


def _dspin(
    name: str,
    low: float,
    high: float,
    value: float,
    tip: str,
    spoken: str,
    suffix: str = " s",
    decimals: int = 1,
    step: float = 0.5,
) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setDecimals(decimals)
    spin.setSingleStep(step)
    spin.setValue(value)
    spin.setSuffix(suffix)
    spin.setToolTip(tip)
    spin.setAccessibleName(spoken)
    spin.setAccessibleDescription(tip)
    return spin


def _cluster(*widgets: QWidget) -> QWidget:
    """Widgets that wrap together: a caption or a label with its field."""
    cluster = QWidget()
    row = QHBoxLayout(cluster)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(4)
    for widget in widgets:
        row.addWidget(widget)
    return cluster


class ControlGroup:
    """One group of the strip: a caption (its tooltip says what the group is)
    and its controls, shown and hidden together. A label is kept on the line
    of the field it names, the caption on its first control's; the label (or
    the caption, before the first field) is the field's buddy and its spoken
    name unless it has one, and the caption's tooltip the group's description.
    The texts come translated."""

    def __init__(self, name: str, caption: str, tip: str, items: Sequence[QWidget | str]) -> None:
        self.pieces: list[QWidget] = []  # what wraps: a control, or labels with their field
        pending: list[QWidget] = []  # labels waiting for the field they name
        if caption:
            title = QLabel(caption)
            title.setObjectName("segmentCaption")
            title.setToolTip(tip)
            title.setAccessibleDescription(tip)
            pending.append(title)
        for item in items:
            if isinstance(item, str):
                pending.append(QLabel(item))
                continue
            # The label before a field names it: its buddy. A caption right before
            # a field (not a button) is its label too ("Queue order" for the selector): over
            # AT-SPI a combo box is spoken by its buddy, else by its current text.
            label = pending[-1] if pending else None
            # A button is named by its own text: a caption before it is not its label.
            if isinstance(label, QLabel) and not isinstance(item, QAbstractButton):
                label.setBuddy(item)
                if not item.accessibleName():
                    item.setAccessibleName(label.text())
            if pending or not self.pieces:  # the first piece is the group's own
                self.pieces.append(_cluster(*pending, item))
                pending = []
            else:
                self.pieces.append(item)
        self.pieces.extend(pending)
        self.pieces[0].setObjectName(name)  # the group is found by its first piece

    def setVisible(self, shown: bool) -> None:
        for piece in self.pieces:
            piece.setVisible(shown)

    def isHidden(self) -> bool:
        return self.pieces[0].isHidden()

    def isVisible(self) -> bool:
        return self.pieces[0].isVisible()


CHANGE_FONT, CHANGE_STYLE = QEvent.Type.FontChange, QEvent.Type.StyleChange
CHANGE_MARGINS = QEvent.Type.ContentsRectChange  # a style sheet's padding


class _RoomFor(QLabel):
    """A status label with room for `sample` in the current font, so that a
    changing word does not reflow the strip; `cut`: a longer text is cut at a
    word with "…" rather than widening the window (the tooltip has it whole).

    One that is not cut holds a fixed size, that room (or its text, if wider):
    Qt lays a widget's parent out again at each new text unless the widget's
    size is fixed, and the strip's layout runs in Python, where each call from
    Qt waits for a busy worker to let go of the interpreter (Start, the badge
    saying "Running", cost the window some 30 ms)."""

    def __init__(self, sample: str, *, cut: bool) -> None:
        super().__init__()
        self._samples: tuple[str, ...] = (sample,)
        self._cut = cut
        self._whole = ""  # the text as given: `text()`; a cut one shows less
        if cut:
            self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        else:
            self._hold()

    def setText(self, text: str) -> None:
        self._whole = text
        if self._cut:
            self._fit()
        else:
            super().setText(text)
            self._hold()

    def text(self) -> str:
        return self._whole

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._cut:
            self._fit()

    def _fit(self) -> None:
        """A cut label: as many words as its width holds, then "…", whole in its tooltip."""
        room = self.contentsRect().width() - 2 * self.margin()
        shown = cut_at_word(self._whole, self.fontMetrics(), room)
        self.setToolTip(self._whole if shown != self._whole else "")
        if shown != super().text():
            super().setText(shown)

    def reserve(self, samples: Sequence[str]) -> None:
        """Keep room for the widest of `samples`: every text it will show now
        (the badge: each state, for the workers set), so none moves the strip."""
        if tuple(samples) != self._samples:
            self._samples = tuple(samples)
            self._hold()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (CHANGE_FONT, CHANGE_STYLE, CHANGE_MARGINS):  # a zoom, a style sheet
            if self._cut:
                self._fit()
            else:
                self._hold()

    def _hold(self) -> None:
        if self._cut:
            return
        size = self.sizeHint()
        if self.minimumSize() != size or self.maximumSize() != size:
            self.setFixedSize(size)

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        metrics = self.fontMetrics()
        sides = margins.left() + margins.right() + 2 * self.margin()
        room = max(metrics.horizontalAdvance(s) for s in self._samples) + sides + 16
        if self._cut:
            return QSize(room, super().sizeHint().height())
        # Measured here, not by QLabel: its hint never falls below the label's
        # minimum size, so the fixed size of a bigger zoom would stay after it.
        text = metrics.horizontalAdvance(self.text()) + sides + 16  # the room's slack too
        height = metrics.height() + margins.top() + margins.bottom() + 2 * self.margin()
        return QSize(max(text, room), height)

    def minimumSizeHint(self) -> QSize:
        if not self._cut:
            return self.sizeHint()
        return QSize(40, super().minimumSizeHint().height())


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
        self.duration_spin = _dspin(
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

        self.rate_spin = _dspin(
            "producerRateSpin",
            0.1,
            MAX_RATE,
            2.0,
            self.tr("Tasks the producer thread schedules per second"),
            self.tr("Tasks per second"),
            suffix=self.tr(" /s"),
            step=0.5,
        )
        self.min_spin = _dspin(
            "producerMinSpin",
            0.0,
            PRODUCER_MAX_SECONDS,
            0.2,
            self.tr("Shortest sleep of a produced task"),
            self.tr("Shortest sleep"),
            step=0.1,
        )
        self.max_spin = _dspin(
            "producerMaxSpin",
            0.0,
            PRODUCER_MAX_SECONDS,
            1.0,
            self.tr("Longest sleep of a produced task"),
            self.tr("Longest sleep"),
            step=0.1,
        )
        self.fail_spin = _spin(
            "producerFailSpin",
            0,
            100,
            10,
            self.tr("Chance that a produced task is the failing task"),
            self.tr("Failure chance"),
        )
        self.fail_spin.setSuffix(" %")
        self.seed_spin = _spin(
            "producerSeedSpin",
            0,
            999_999,
            1,
            self.tr("Random seed: the same seed gives the same tasks"),
            self.tr("Random seed"),
        )
        self.producer_status = _RoomFor(status_sample(), cut=True)
        self.producer_status.setText(self.tr("producer off"))
        self.producer_status.setObjectName("producerStatusLabel")
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

        self.workers_spin = _spin(
            "workersSpin",
            1,
            MAX_WORKERS,
            1,
            self.tr("Worker threads sharing the queue (change while stopped)"),
            self.tr("Workers"),
        )
        self.maxsize_spin = _spin(
            "maxsizeSpin",
            0,
            MAX_MAXSIZE,
            0,
            self.tr(
                "queue.Queue(maxsize): 0 = unbounded; a full queue "
                "makes producers wait (change while stopped)"
            ),
            self.tr("Queue size limit (maxsize)"),
        )
        self.maxsize_spin.setSpecialValueText(self.tr("unbounded"))
        self.status_label = _RoomFor(badge_sample(), cut=False)
        self.status_label.setObjectName("workerStatusLabel")
        self.add_group(
            "consumerGroup",
            self.tr("Consumer"),
            self.tr("Worker thread(s): tasks.get() takes them in FIFO order"),
            self.tr("Workers"),
            self.workers_spin,
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
        self.burst_spin = _spin(
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

    def add_group(self, name: str, caption: str, tip: str, *items: QWidget | str) -> ControlGroup:
        """A group at the end of the strip (a lab adds its own while in use):
        `caption` with `tip`, then `items` (a string is a label for the next field)."""
        group = ControlGroup(name, caption, tip, items)
        for n, piece in enumerate(group.pieces):
            self._flow.add(piece, GROUP_GAP if n == 0 else None)
        self.updateGeometry()
        return group

    def _button(self, action: QAction, name: str, text: str) -> QPushButton:
        self._buttons[action] = button = action_button(action, name, text)
        return button

    def leave_out(self, actions: Collection[QAction]) -> None:
        """Hide the buttons of `actions` (their buttons are in sight elsewhere:
        projector view's lesson line) and show again those left out before."""
        for action, button in self._buttons.items():
            button.setHidden(action in actions)

    def _on_settings_toggled(self, shown: bool) -> None:
        self.auto_settings.setVisible(shown)
        self.settings_button.setText(self.tr("Settings ◂") if shown else self.tr("Settings ▸"))

    def compact(self, status_bar: QStatusBar) -> None:
        """For a laptop screen: the producer status moves to the left of
        `status_bar`, where it has the room to say everything. A status
        message takes its place for a few seconds: Qt draws a message over the
        bar's normal widgets, so the status hides until the message is gone."""
        if self.producer_status.parent() is not status_bar:
            status_bar.addWidget(self.producer_status, 1)
            self.producer_status.setVisible(not status_bar.currentMessage())
            status_bar.messageChanged.connect(self._on_status_message_changed)

    @Slot(str)
    def _on_status_message_changed(self, message: str) -> None:
        self.producer_status.setVisible(not message)
