"""The controls above the table: producer, auto-producer, consumer.

Widgets only: the main window connects them to the scheduler.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.core.demo_tasks import MAX_SECONDS
from fifo_gui.core.producer import MAX_RATE
from fifo_gui.core.scheduler import MAX_WORKERS
from fifo_gui.ui.actions import WindowActions, action_button

MAX_MAXSIZE = 1000
MAX_BURST = 1_000_000
PRODUCER_MAX_SECONDS = 60.0


def _spin(name: str, low: int, high: int, value: int, tip: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setToolTip(tip)
    return spin


def _dspin(name: str, low: float, high: float, value: float, tip: str, suffix: str = " s",
           decimals: int = 1, step: float = 0.5) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setDecimals(decimals)
    spin.setSingleStep(step)
    spin.setValue(value)
    spin.setSuffix(suffix)
    spin.setToolTip(tip)
    return spin


def _add(row: QHBoxLayout, *items: QWidget | str) -> None:
    """Add widgets to a row, left to right; a string is a caption label."""
    for item in items:
        row.addWidget(QLabel(item) if isinstance(item, str) else item)


class ControlPanel(QWidget):
    """Three rows: what the producer adds, the automatic producer, the consumer."""

    def __init__(self, actions: WindowActions, first_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        a = actions
        self.name_edit = QLineEdit(first_name)
        self.name_edit.setObjectName("taskNameEdit")
        self.name_edit.setToolTip("Name of the next sleeping task (advances after each one)")
        self.name_edit.setMaxLength(40)
        self.duration_spin = _dspin("durationSpin", 0.0, MAX_SECONDS, 2.0,
                                    "How long the sleeping task sleeps, 0 to 3600 seconds")
        producer = QGroupBox(
            "Producer — this window, MainThread: schedule() puts tasks on the queue")
        row = QHBoxLayout(producer)
        _add(row, "Name:", self.name_edit, "Duration:", self.duration_spin,
             action_button(a.add_sleep, "addSleepButton", "Add sleeping"),
             action_button(a.add_fail, "addFailButton", "Add failing"),
             action_button(a.add_cpu, "addCpuButton", "Add CPU"),
             action_button(a.add_lesson, "lessonButton", "Lesson's 4 tasks"))
        row.addStretch(1)

        self.rate_spin = _dspin("producerRateSpin", 0.1, MAX_RATE, 2.0,
                                "Tasks the producer thread schedules per second",
                                suffix=" /s", step=0.5)
        self.min_spin = _dspin("producerMinSpin", 0.0, PRODUCER_MAX_SECONDS, 0.2,
                               "Shortest sleep of a produced task", step=0.1)
        self.max_spin = _dspin("producerMaxSpin", 0.0, PRODUCER_MAX_SECONDS, 1.0,
                               "Longest sleep of a produced task", step=0.1)
        self.fail_spin = _spin("producerFailSpin", 0, 100, 10,
                               "Chance that a produced task is the failing task")
        self.fail_spin.setSuffix(" %")
        self.seed_spin = _spin("producerSeedSpin", 0, 999_999, 1,
                               "Random seed: the same seed gives the same tasks")
        self.producer_status = QLabel("producer off")
        self.producer_status.setObjectName("producerStatusLabel")
        # Its text grows ("blocked (queue full) · 1,234 sent"); it must not widen the window.
        self.producer_status.setSizePolicy(QSizePolicy.Policy.Ignored,
                                           QSizePolicy.Policy.Preferred)
        self.producer_status.setMinimumWidth(40)
        auto = QGroupBox("Auto-producer — a producer thread calling schedule() at a steady rate")
        row3 = QHBoxLayout(auto)
        _add(row3, action_button(a.producer, "producerToggle", "Auto-produce"),
             "Rate", self.rate_spin, "Sleep", self.min_spin, "to", self.max_spin,
             "Fail", self.fail_spin, "Seed", self.seed_spin)
        row3.addWidget(self.producer_status, 1)
        self._auto_row = row3

        self.workers_spin = _spin("workersSpin", 1, MAX_WORKERS, 1,
                                  "Worker threads sharing the queue (change while stopped)")
        self.maxsize_spin = _spin("maxsizeSpin", 0, MAX_MAXSIZE, 0,
                                  "queue.Queue(maxsize): 0 = unbounded; a full queue "
                                  "makes producers wait (change while stopped)")
        self.maxsize_spin.setSpecialValueText("unbounded")
        self.status_label = QLabel()
        self.status_label.setObjectName("workerStatusLabel")
        consumer = QGroupBox("Consumer — worker thread(s): tasks.get() takes them in FIFO order")
        row2 = QHBoxLayout(consumer)
        _add(row2, "Workers:", self.workers_spin, "maxsize:", self.maxsize_spin,
             action_button(a.start, "startButton", "Start"),
             action_button(a.stop, "stopButton", "Stop"),
             action_button(a.pause, "pauseButton", "Pause"),
             action_button(a.step, "stepButton", "Step"), self.status_label)
        row2.addStretch(1)

        table_row = QHBoxLayout()
        table_row.addWidget(QLabel("Every item put on the queue, in FIFO order:"))
        table_row.addStretch(1)
        # The load test sits by the table it floods (the producer row is full
        # on a laptop); MainThread is still the producer.
        self.burst_spin = _spin("burstSpin", 1, MAX_BURST, 10_000,
                                "How many no-op tasks a burst puts on the queue")
        self.burst_spin.setGroupSeparatorShown(True)
        self.burst_spin.setSingleStep(10_000)
        table_row.addWidget(self.burst_spin)
        table_row.addWidget(action_button(a.burst, "burstButton", "No-op burst"))
        table_row.addSpacing(24)
        table_row.addWidget(action_button(a.cancel, "cancelButton", "Cancel selected"))
        table_row.addWidget(action_button(a.clear, "clearButton", "Clear finished"))

        self._rows = (row, row3, row2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(producer)
        layout.addWidget(auto)
        layout.addWidget(consumer)
        layout.addLayout(table_row)

    def compact(self, status_bar: QStatusBar) -> None:
        """For a laptop screen: thinner group boxes, so the table gets the
        height, and the producer status moves to the left of `status_bar`: the
        auto-producer's row has no room left for it ("produ"). A refusal's
        message covers it there for a few seconds."""
        for row in self._rows:
            row.setContentsMargins(6, 2, 6, 2)
        layout = self.layout()
        if layout is not None:
            layout.setSpacing(2)
        if self.producer_status.parent() is not status_bar:
            self._auto_row.removeWidget(self.producer_status)
            self._auto_row.addStretch(1)
            status_bar.addWidget(self.producer_status, 1)
