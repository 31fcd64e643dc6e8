"""The No-op burst button: a burst of the spin box's count begins when it is
pressed in and stops when it pops out; the event log says how it ended and
whether File ▸ Save can keep it. The texts keep the translations' context
"Producers"."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtWidgets import QSpinBox

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.scenario import MAX_TASKS
from fifo_gui.core.session import SessionRecorder
from fifo_gui.ui.producer.burst import Burst
from fifo_gui.ui.session.bridge import SchedulerBridge
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.numbers import number


class BurstCommand(QObject):
    """Runs a `Burst` on the shown session's `scheduler` while the burst button
    is in; `count_spin` says how many tasks, `recorder` keeps it for File ▸ Save.

    Signals:
        changed(): GUI thread. A burst began or ended.
    """

    changed = Signal()

    def __init__(
        self,
        *,
        scheduler: Callable[[], ClassroomScheduler],
        bridge: SchedulerBridge,
        recorder: SessionRecorder,
        actions: WindowActions,
        notices: Notices,
        count_spin: QSpinBox,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._scheduler = scheduler
        self._bridge = bridge
        self._recorder = recorder
        self._button = actions.burst
        self._notices = notices
        self._count_spin = count_spin
        self.burst: Burst | None = None
        self._began = 0.0
        actions.burst.toggled.connect(self._on_toggled)

    @Slot(bool)
    def _on_toggled(self, on: bool) -> None:
        burst = self.burst
        if not on:
            if burst is not None and burst.active:
                burst.cancel()  # finished() tidies up
            return
        if burst is not None and burst.active:
            return
        count = self._count_spin.value()
        self._began = time.monotonic()
        self._notices.log(
            QCoreApplication.translate(
                "Producers", "burst: {count} no-op tasks, as fast as the window shows them"
            ).format(count=number(count))
        )
        bridge = self._bridge
        self.burst = Burst(self._scheduler(), count, lambda: bridge.backlog, self)
        self.burst.finished.connect(self._on_finished)
        self.burst.begin()
        self.changed.emit()

    @Slot()
    def _on_finished(self) -> None:
        burst = self.burst
        if burst is None:
            return
        if burst.queued < burst.count:
            self._notices.log(
                QCoreApplication.translate(
                    "Producers", "burst stopped: {queued} of {count} queued"
                ).format(queued=number(burst.queued), count=number(burst.count))
            )
        if not self._recorder.record_burst(burst.queued, self._began):
            self._notices.log(
                QCoreApplication.translate(
                    "Producers",
                    "File ▸ Save keeps at most {most} tasks: this burst "
                    "of {queued} will not be in a saved session",
                ).format(most=number(MAX_TASKS), queued=number(burst.queued))
            )
        self._button.setChecked(False)
        self.changed.emit()
