"""The Auto-producer button: a producer thread that calls schedule() at the
set rate while the button is in, with the strip's sleeps, failure chance and
seed; settings it cannot take are refused in words."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QDoubleSpinBox, QSpinBox

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.producer import AutoProducer, TaskMix
from fifo_gui.core.session import SessionRecorder
from fifo_gui.ui.producer.puts import Puts
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text


class AutoProducerCommand(QObject):
    """Runs an `AutoProducer` on the shown session's `scheduler` while the
    button is in; each task it puts is kept by `recorder` for File ▸ Save.

    Signals:
        changed(): GUI thread. The auto-producer started or stopped.
    """

    changed = Signal()

    def __init__(
        self,
        *,
        scheduler: Callable[[], ClassroomScheduler],
        recorder: SessionRecorder,
        actions: WindowActions,
        notices: Notices,
        rate_spin: QDoubleSpinBox,
        min_spin: QDoubleSpinBox,
        max_spin: QDoubleSpinBox,
        fail_spin: QSpinBox,
        seed_spin: QSpinBox,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._scheduler = scheduler
        self._recorder = recorder
        self._button = actions.producer
        self._refuse = notices.refuse
        self._rate_spin = rate_spin
        self._min_spin, self._max_spin = min_spin, max_spin
        self._fail_spin, self._seed_spin = fail_spin, seed_spin
        self.auto: AutoProducer | None = None
        self.puts = Puts()  # what the running auto-producer put (its thread adds)
        actions.producer.toggled.connect(self._on_toggled)

    @Slot(bool)
    def _on_toggled(self, on: bool) -> None:
        if not on:
            self.stop()
            self.changed.emit()
            return
        try:
            mix = TaskMix(
                self._min_spin.value(),
                self._max_spin.value(),
                self._fail_spin.value() / 100,
                self._seed_spin.value(),
            )
            puts = Puts()  # this producer's: one that outlived its stop adds to its own
            self.auto = AutoProducer(
                self._scheduler(),
                self._rate_spin.value(),
                mix,
                on_submitted=partial(self._on_submitted, puts),
            )
            self.puts = puts
        except ValueError as exc:
            self._button.setChecked(False)
            self._refuse(error_text(exc))
            return
        self.auto.start()
        self.changed.emit()

    def stop(self) -> None:
        """No more tasks from the producer thread (it ends within ~0.5 s)."""
        if self.auto is not None:
            self.auto.stop(timeout=0.5)  # it waits in 50 ms slices: prompt
            self.auto = None

    def _on_submitted(
        self, puts: Puts, func: Callable[..., Any], args: tuple[Any, ...], task_id: int
    ) -> None:
        """On the producer thread (`Puts` and the recorder are thread-safe):
        the put is counted first, as the ledger may show it already."""
        puts.add(range(task_id, task_id + 1))
        self._recorder.record_call(func, args, {})
