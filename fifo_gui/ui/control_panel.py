"""The controls above the table: producer, auto-producer, consumer, load test.

One compact strip: each group is a segment of a flow layout, so the strip is
one line on a wide screen and wraps on a narrow one or at a big zoom, and the
table keeps the height. The auto-producer's rarely changed settings fold
away behind a toggle. Widgets only: the main window connects them to the
scheduler.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Slot
from PySide6.QtWidgets import (
    QAbstractButton,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QSpinBox,
    QStatusBar,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.core.demo_tasks import MAX_SECONDS
from fifo_gui.core.producer import MAX_RATE
from fifo_gui.core.scheduler import MAX_WORKERS
from fifo_gui.ui.actions import WindowActions, action_button
from fifo_gui.ui.flow_layout import FlowLayout

MAX_MAXSIZE = 1000
MAX_BURST = 1_000_000
PRODUCER_MAX_SECONDS = 60.0
# The longest producer status the strip keeps room for: its width never
# follows the text, so a changing count does not reflow the strip.
STATUS_SAMPLE = "producer blocked (queue full) · 9,999 sent"
MAX_LINES = 3  # the strip never takes more lines than this: the table keeps the height


def _spin(name: str, low: int, high: int, value: int, tip: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setToolTip(tip)
    return spin


def _dspin(
    name: str,
    low: float,
    high: float,
    value: float,
    tip: str,
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
    return spin


def _segment(name: str, caption: str, tip: str, *items: QWidget | str) -> QToolBar:
    """One group of the strip, a toolbar: a caption (its tooltip says what the
    group is) and its widgets on one line; a string is a small label. Given less
    than a line, the toolbar keeps what fits and shows the rest behind its »
    button, so no control is ever lost, however big the zoom."""
    bar = QToolBar()
    bar.setObjectName(name)
    bar.setMovable(False)
    bar.setFloatable(False)
    if caption:
        title = QLabel(caption)
        title.setObjectName("segmentCaption")
        title.setToolTip(tip)
        bar.addWidget(title)
    for item in items:
        bar.addWidget(QLabel(item) if isinstance(item, str) else item)
    _Overflow(bar)
    return bar


class _Overflow(QObject):
    """Fills a segment's » menu just before it opens. Qt leaves that menu empty
    for a toolbar outside a main window (the widgets it hid cannot move into a
    menu) and so disables », which then ignored clicks: » stays enabled here,
    each hidden button becomes an entry that clicks it, a hidden label an entry
    that shows its text."""

    def __init__(self, bar: QToolBar) -> None:
        super().__init__(bar)
        self._bar = bar
        self.button = bar.findChild(QToolButton, "qt_toolbar_ext_button")
        if self.button is not None:
            self.button.setToolTip("More of this group's controls")
            self.button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.button is None:
            return False
        if event.type() == QEvent.Type.EnabledChange and not self.button.isEnabled():
            self.button.setEnabled(True)
        elif event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            menu = self.button.menu()
            if menu is not None:
                self.fill(menu)
        return False

    def fill(self, menu: QMenu) -> None:
        menu.clear()
        for action in self._bar.actions():
            widget = self._bar.widgetForAction(action)
            if widget is None or widget.isVisible() or not action.isVisible():
                continue
            if isinstance(widget, QAbstractButton):
                entry = menu.addAction(widget.text())
                entry.setToolTip(widget.toolTip())
                entry.setEnabled(widget.isEnabled())
                entry.setCheckable(widget.isCheckable())
                entry.setChecked(widget.isChecked())
                entry.triggered.connect(widget.click)
            elif isinstance(widget, QLabel) and widget.text():
                menu.addAction(widget.text()).setEnabled(False)


class _StatusLabel(QLabel):
    """The producer status: room for STATUS_SAMPLE in the current font, whatever
    the text; a longer text is cut, never widens the window."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        margins = self.contentsMargins()
        width = (
            self.fontMetrics().horizontalAdvance(STATUS_SAMPLE)
            + margins.left()
            + margins.right()
            + 16
        )
        return QSize(width, hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())


class _Badge(QLabel):
    """The worker-state badge. A toolbar keeps the size a widget had when it was
    laid out: a new text or style lays the toolbar out again, so a wider word
    (Paused) is not hidden behind » while the line has the room."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self._relayout()

    def setStyleSheet(self, sheet: str) -> None:
        super().setStyleSheet(sheet)
        self._relayout()

    def _relayout(self) -> None:
        bar = self.parentWidget()
        layout = bar.layout() if isinstance(bar, QToolBar) else None
        if layout is not None:
            layout.invalidate()


class ControlPanel(QWidget):
    """The producer, the auto-producer, the consumer and the load test, as segments
    of one wrapping strip."""

    def __init__(
        self, actions: WindowActions, first_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("controlPanel")
        a = actions
        self.name_edit = QLineEdit(first_name)
        self.name_edit.setObjectName("taskNameEdit")
        self.name_edit.setToolTip("Name of the next sleeping task (advances after each one)")
        self.name_edit.setMaxLength(40)
        self.name_edit.setMinimumWidth(self.name_edit.fontMetrics().horizontalAdvance("Task AAAA"))
        self.duration_spin = _dspin(
            "durationSpin",
            0.0,
            MAX_SECONDS,
            2.0,
            "How long the sleeping task sleeps, 0 to 3600 seconds",
        )
        producer = _segment(
            "producerBar",
            "Producer",
            "This window, MainThread: schedule() puts tasks on the queue",
            self.name_edit,
            self.duration_spin,
            action_button(a.add_sleep, "addSleepButton", "Add sleeping"),
            action_button(a.add_fail, "addFailButton", "Add failing"),
            action_button(a.add_cpu, "addCpuButton", "Add CPU"),
            action_button(a.add_lesson, "lessonButton", "Lesson's 4 tasks"),
        )

        self.rate_spin = _dspin(
            "producerRateSpin",
            0.1,
            MAX_RATE,
            2.0,
            "Tasks the producer thread schedules per second",
            suffix=" /s",
            step=0.5,
        )
        self.min_spin = _dspin(
            "producerMinSpin",
            0.0,
            PRODUCER_MAX_SECONDS,
            0.2,
            "Shortest sleep of a produced task",
            step=0.1,
        )
        self.max_spin = _dspin(
            "producerMaxSpin",
            0.0,
            PRODUCER_MAX_SECONDS,
            1.0,
            "Longest sleep of a produced task",
            step=0.1,
        )
        self.fail_spin = _spin(
            "producerFailSpin", 0, 100, 10, "Chance that a produced task is the failing task"
        )
        self.fail_spin.setSuffix(" %")
        self.seed_spin = _spin(
            "producerSeedSpin", 0, 999_999, 1, "Random seed: the same seed gives the same tasks"
        )
        self.producer_status = _StatusLabel("producer off")
        self.producer_status.setObjectName("producerStatusLabel")
        self.producer_status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.settings_button = QToolButton()
        self.settings_button.setObjectName("producerSettingsButton")
        self.settings_button.setText("Settings ▸")
        self.settings_button.setCheckable(True)
        self.settings_button.setToolTip(
            "Show or hide the auto-producer's rate, sleeps, failure chance and seed"
        )
        auto = _segment(
            "autoProducerBar",
            "Auto-producer",
            "A producer thread calling schedule() at a steady rate",
            action_button(a.producer, "producerToggle", "Auto-produce"),
            self.settings_button,
            self.producer_status,
        )
        self._auto_bar = auto
        self.auto_settings = _segment(
            "autoProducerSettings",
            "",
            "",
            "Rate",
            self.rate_spin,
            "Sleep",
            self.min_spin,
            "to",
            self.max_spin,
            "Fail",
            self.fail_spin,
            "Seed",
            self.seed_spin,
        )
        self.auto_settings.setVisible(False)
        self.settings_button.toggled.connect(self._on_settings_toggled)

        self.workers_spin = _spin(
            "workersSpin",
            1,
            MAX_WORKERS,
            1,
            "Worker threads sharing the queue (change while stopped)",
        )
        self.maxsize_spin = _spin(
            "maxsizeSpin",
            0,
            MAX_MAXSIZE,
            0,
            "queue.Queue(maxsize): 0 = unbounded; a full queue "
            "makes producers wait (change while stopped)",
        )
        self.maxsize_spin.setSpecialValueText("unbounded")
        self.status_label = _Badge()
        self.status_label.setObjectName("workerStatusLabel")
        consumer = _segment(
            "consumerBar",
            "Consumer",
            "Worker thread(s): tasks.get() takes them in FIFO order",
            "Workers",
            self.workers_spin,
            "maxsize",
            self.maxsize_spin,
            action_button(a.start, "startButton", "Start"),
            action_button(a.stop, "stopButton", "Stop"),
            action_button(a.stop_now, "stopNowButton", "Stop now"),
            action_button(a.pause, "pauseButton", "Pause"),
            action_button(a.step, "stepButton", "Step"),
            self.status_label,
        )

        # The load test sits with the table's own commands; MainThread is still
        # the producer.
        self.burst_spin = _spin(
            "burstSpin", 1, MAX_BURST, 10_000, "How many no-op tasks a burst puts on the queue"
        )
        self.burst_spin.setGroupSeparatorShown(True)
        self.burst_spin.setSingleStep(10_000)
        table = _segment(
            "tableBar",
            "Table",
            "Every item put on the queue, in FIFO order",
            self.burst_spin,
            action_button(a.burst, "burstButton", "No-op burst"),
            action_button(a.cancel, "cancelButton", "Cancel selected"),
            action_button(a.retry, "retryButton", "Retry"),
            action_button(a.clear, "clearButton", "Clear finished"),
        )

        self._flow = FlowLayout(spacing=4, max_lines=MAX_LINES)
        for segment in (producer, auto, self.auto_settings, consumer, table):
            self._flow.addWidget(segment)
        self._flow.keep_whole(consumer)  # Start, Stop, Stop now, Pause, Step: the lesson's
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._flow)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def add_segment(self, segment: QWidget) -> None:
        """Put a feature's group (a labs bar, Your tasks) at the end of the strip;
        a toolbar gets the same working » menu as the strip's own groups."""
        if isinstance(segment, QToolBar) and segment.findChild(_Overflow) is None:
            _Overflow(segment)
        self._flow.addWidget(segment)
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._flow.heightForWidth(width)

    def _on_settings_toggled(self, shown: bool) -> None:
        self.auto_settings.setVisible(shown)
        self.settings_button.setText("Settings ◂" if shown else "Settings ▸")

    def compact(self, status_bar: QStatusBar) -> None:
        """For a laptop screen: the producer status moves to the left of
        `status_bar`, where it has the room to say everything. A status
        message takes its place for a few seconds: Qt draws a message over the
        bar's normal widgets, so the status hides until the message is gone."""
        if self.producer_status.parent() is not status_bar:
            for action in self._auto_bar.actions():
                if self._auto_bar.widgetForAction(action) is self.producer_status:
                    self._auto_bar.removeAction(action)
            status_bar.addWidget(self.producer_status, 1)
            self.producer_status.setVisible(not status_bar.currentMessage())
            status_bar.messageChanged.connect(self._on_status_message_changed)

    @Slot(str)
    def _on_status_message_changed(self, message: str) -> None:
        self.producer_status.setVisible(not message)
