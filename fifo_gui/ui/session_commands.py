"""The commands a teacher needs to trust the window: New session, Stop now,
Retry, and the table's context menu.

New session drains what the workers reported, then resets the one ledger in
place: the table, the statistics, the timeline, the depth chart and the lane
all read it, so they all start again at once, and the ledger ignores whatever
the old session's tasks still report later.

A session begins with its first event (a task put, a worker started), not
when the window opened or New session was pressed: the one clock restarts at
that event's time, so the first task reads 0 s and the timeline has no blank
stretch before it.
"""

from __future__ import annotations

import queue
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, Qt, Signal, Slot
from PySide6.QtWidgets import QMenu

from fifo_gui.core.states import TaskState

if TYPE_CHECKING:
    from fifo_gui.ui.bridge import Batch
    from fifo_gui.ui.main_window import MainWindow

_RETRYABLE = (TaskState.FAILED, TaskState.CANCELLED)


class SessionCommands(QObject):
    """New session, Stop now and Retry for one main window.

    Signals:
        session_reset(): GUI thread. Everything was cleared: a new session begins.
    """

    session_reset = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._w = window
        self._clock_waits = True  # for the session's first event (see the module's doc)
        window.bridge.batch_applied.connect(self._on_batch_applied)
        a = window.actions_
        a.new_session.triggered.connect(self.new_session)
        a.stop_now.triggered.connect(self.stop_now)
        a.retry.triggered.connect(self.retry_selected)
        table = window.table
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._on_context_menu)

    @Slot()
    def new_session(self) -> None:
        """Stop everything at once and clear every view; the settings stay."""
        w = self._w
        w.producers.stop_producing()
        w.scheduler.stop_now()
        w.actions_.pause.setChecked(False)
        # Take in everything reported so far, so that whatever comes later
        # belongs, by its id, to the old session. stop_now() emptied the queue:
        # only the running tasks' last events can still come.
        while w.bridge.backlog:
            w.bridge.drain()
        w.ledger.reset()
        w.model.reset()
        w.log.flush()  # the old session, to a `--log` transcript too
        w.log.clear()
        w.restart_clock(time.monotonic())  # a new session counts from 0 s again
        self._clock_waits = True  # ... from its first event, when that comes
        w.producers.reset()
        w.narrator.reset()
        w.stats_panel.refresh()
        self.session_reset.emit()
        w.log.log_message("new session: the table, the figures and the views start again")
        w.statusBar().showMessage("New session: everything cleared, same settings.", 6000)
        w.clock.poke()

    @Slot(object)
    def _on_batch_applied(self, batch: Batch) -> None:
        """The session's first event restarts the one clock at its time. Not in a
        replay (it places the recorded times on the clock it found) nor while
        recording (the recording's times count from its own start, as the
        table's must for a replay to show the same times)."""
        if not self._clock_waits:
            return
        w = self._w
        is_current = w.ledger.is_current
        first = next((e for e in batch.events if is_current(e)), None)
        if first is None:  # only the old session's late events
            return
        self._clock_waits = False
        recording = getattr(w, "recording", None)  # made after this object
        if recording is not None and (recording.replay is not None or recording.recording):
            return
        w.restart_clock(first.time)

    @Slot()
    def stop_now(self) -> None:
        """The emergency stop: producers and scenario stop, the queue is emptied,
        running demo tasks are interrupted, the workers exit."""
        w = self._w
        w.producers.stop_producing()
        w.scheduler.stop_now()
        w.actions_.pause.setChecked(False)
        w.bridge.drain()
        w.statusBar().showMessage(
            "Stop now: the queue was emptied and running demo tasks interrupted; a task "
            "running plain code cannot be interrupted and finishes first.",
            8000,
        )

    def _selected_ids(self) -> list[int]:
        role = int(Qt.ItemDataRole.UserRole)
        rows = self._w.table.selectionModel().selectedRows()
        return sorted({index.data(role) for index in rows})

    @Slot()
    def retry_selected(self) -> None:
        """A copy of each selected failed or cancelled task, at the tail."""
        w = self._w
        retried: list[int] = []
        for task_id in self._selected_ids():
            row = w.model.row_for_id(task_id)
            if row is None or row.sentinel or row.state not in _RETRYABLE:
                continue
            try:
                retried.append(w.scheduler.retry(task_id))
                w.producers.session.record_retry(row.label)  # File ▸ Save keeps it
            except queue.Full:
                w._refuse(
                    f"The queue is full (maxsize {w.scheduler.tasks.maxsize}): "
                    f"#{task_id} was not retried."
                )
                break
            except ValueError as exc:
                w._refuse(str(exc))
        w.bridge.drain()
        if retried:
            w.statusBar().showMessage(
                f"Retrying {len(retried)} task(s) as "
                + ", ".join(f"#{i}" for i in retried)
                + " at the tail of the queue.",
                6000,
            )
        elif not w.statusBar().currentMessage():
            w._refuse("Select failed or cancelled tasks to retry.")

    @Slot(QPoint)
    def _on_context_menu(self, pos: QPoint) -> None:
        menu = self.context_menu(pos)
        if menu is not None:
            menu.popup(self._w.table.viewport().mapToGlobal(pos))

    def context_menu(self, pos: QPoint) -> QMenu | None:
        """The menu for the row at `pos` (viewport coordinates): Retry, Cancel."""
        w = self._w
        index = w.table.indexAt(pos)
        if not index.isValid():
            return None
        if not w.table.selectionModel().isRowSelected(index.row()):
            w.table.selectRow(index.row())
        row = w.model.row(index.row())
        menu = QMenu(w.table)
        menu.setObjectName("taskContextMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        a = w.actions_
        a.retry.setEnabled(row.state in _RETRYABLE and not row.sentinel)
        a.cancel.setEnabled(not row.state.finished and not row.sentinel)
        menu.addActions([a.retry, a.cancel])
        menu.aboutToHide.connect(self._on_menu_hidden)
        return menu

    @Slot()
    def _on_menu_hidden(self) -> None:
        # The shortcuts work on any selection again (they check what they get).
        self._w.actions_.retry.setEnabled(True)
        self._w.actions_.cancel.setEnabled(True)
