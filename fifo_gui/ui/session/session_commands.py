"""The commands a teacher needs to trust the window: New session, Stop now,
Cancel, Retry, Clear finished, and the table's context menu.

New session makes a fresh session — a new scheduler (ids from 1) with the
same setup, a new ledger, a new clock — and shows it through the one path
(`Sessions.show`); the old scheduler shuts down without waiting, and whatever
its tasks still report goes nowhere. So a New session always gives a usable
window, whatever a task did to the old scheduler.
"""

from __future__ import annotations

import queue
from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, Qt, Signal, Slot
from PySide6.QtWidgets import QMenu, QTableView

from fifo_gui.core.recording import Setup
from fifo_gui.core.states import TaskState
from fifo_gui.ui.producer.producers import Producers
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.session_actions import SessionActions
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.numbers import number

_RETRYABLE = (TaskState.FAILED, TaskState.CANCELLED)


class SessionCommands(QObject):
    """New session, Stop now, Cancel and Retry over the shown session.

    Signals:
        session_reset(): GUI thread. A new live session is shown (New session,
            a scenario opened, a replay closed): scores and counters start again.
    """

    session_reset = Signal()

    def __init__(
        self,
        *,
        sessions: Sessions,
        producers: Producers,
        table: QTableView,
        model: TaskTableModel,
        actions: SessionActions,
        notices: Notices,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._sessions = sessions
        self._producers = producers
        self._table = table
        self._model = model
        self._retry, self._cancel = actions.retry, actions.cancel
        for signal, slot in (
            (actions.new_session.triggered, self.new_session),
            (actions.stop_now.triggered, self.stop_now),
            (actions.cancel.triggered, self.cancel_selected),
            (actions.retry.triggered, self.retry_selected),
            (actions.clear.triggered, self.clear_finished),
        ):
            signal.connect(slot)
        self._notices = notices
        self._live_setup = sessions.current.setup()  # what a live session returns to
        self._live_engine = sessions.current.engine
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._on_context_menu)
        self._tips = {action: action.toolTip() for action in (self._retry, self._cancel)}
        sessions.shown.connect(self.steer_actions)

    @Slot(object)
    def steer_actions(self, session: Session) -> None:
        """Cancel and Retry act on a live session's scheduler, or ask what
        runs a steerable one (RQ's queue: RQ's own cancel and requeue), and
        say which; elsewhere (a replay, a session that ended) they are off."""
        steer = session.steer
        cancel_tip, retry_tip = self._tips[self._cancel], self._tips[self._retry]
        if steer is not None:
            cancel_tip, retry_tip = steer.tips()
        for action, tip in ((self._cancel, cancel_tip), (self._retry, retry_tip)):
            action.setToolTip(tip)
            action.setEnabled(session.live or steer is not None)

    @Slot()
    def new_session(self) -> None:
        """A fresh live session with the same setup (New session, Close replay)."""
        self.open_session(None)

    @Slot(object, object)
    def open_session(self, setup: Setup | None, engine: str | None = None) -> None:
        """A fresh live session, set up as `setup` says (None: as the live one is),
        its workers' calls run by `engine` (None: the live one's)."""
        self._producers.stop_producing()
        bridge = self._sessions.bridge
        while bridge.backlog:  # the ledger's setup is up to date
            bridge.drain()
        current = self._sessions.current
        if setup is None:
            setup = current.setup() if current.live else self._live_setup
        if engine is None:
            engine = current.engine if current.live else self._live_engine
        self._live_setup, self._live_engine = setup, engine
        session = Session.new_live(setup.workers, setup.maxsize, setup.discipline, engine)
        self._sessions.show(session)
        self.session_reset.emit()
        self._notices.log(self.tr("new session: the table, the figures and the views start again"))
        self._notices.say(self.tr("New session: everything cleared, same settings."))

    def leave_live(self) -> None:
        """A replay is about to be shown: remember the live setup to come back to."""
        current = self._sessions.current
        if current.live:
            self._producers.stop_producing()
            self._sessions.bridge.drain()
            self._live_setup, self._live_engine = current.setup(), current.engine

    @Slot()
    def stop_now(self) -> None:
        """The emergency stop: producers and scenario stop, the queue is emptied,
        running demo tasks are interrupted, the workers exit."""
        scheduler = self._sessions.current.scheduler
        if scheduler is None:
            return
        self._producers.stop_producing()
        scheduler.stop_now()
        self._sessions.bridge.drain()
        self._notices.say(
            self.tr(
                "Stop now: the queue was emptied and running demo tasks interrupted; a task "
                "running plain code cannot be interrupted and finishes first."
            ),
            8000,
        )

    def _selected_ids(self) -> list[int]:
        rows = self._table.selectionModel().selectedRows()
        return self._model.task_ids(rows)

    @Slot()
    def cancel_selected(self) -> None:
        """Cancel the selected queued tasks; ask the selected running ones to stop."""
        session = self._sessions.current
        scheduler = session.scheduler
        if scheduler is None:
            if session.steer is not None:
                self._steer(session.steer.cancel, (TaskState.QUEUED,))
            return
        rows = [
            row
            for task_id in self._selected_ids()
            if (row := self._model.row_for_id(task_id)) is not None and not row.sentinel
        ]
        running = {row.task_id for row in rows if row.state is TaskState.RUNNING}
        cancelled = {row.task_id for row in rows if scheduler.cancel(row.task_id)}
        self._sessions.bridge.drain()
        stopped = len(cancelled & running)
        plain = len(running - cancelled)  # plain code: cancel() refused it, it runs on
        unstoppable = self.tr(
            "%n running task(s) run plain code, which cannot be interrupted: "
            "they run to their end.",
            "",
            plain,
        )
        counts = {"queued": number(len(cancelled) - stopped), "running": number(stopped)}
        if cancelled and plain:
            said = self.tr(
                "Cancelled {queued} queued task(s); asked {running} running task(s) "
                "to stop; {unstoppable}"
            )
            self._notices.say(said.format(unstoppable=unstoppable, **counts))
        elif cancelled:
            said = self.tr(
                "Cancelled {queued} queued task(s); asked {running} running task(s) "
                "to stop (a demo task stops at once)."
            )
            self._notices.say(said.format(**counts))
        elif plain:
            self._notices.refuse(
                self.tr("Not cancelled: {unstoppable}").format(unstoppable=unstoppable)
            )
        else:
            self._notices.refuse(
                self.tr(
                    "Select queued or running tasks to cancel: finished and STOP rows "
                    "cannot be cancelled."
                )
            )

    @Slot()
    def retry_selected(self) -> None:
        """A copy of each selected failed or cancelled task, at the tail."""
        session = self._sessions.current
        scheduler = session.scheduler
        if scheduler is None:
            if session.steer is not None:
                self._steer(session.steer.retry, (TaskState.FAILED,))
            return
        retried: list[int] = []
        refused = False
        for task_id in self._selected_ids():
            row = self._model.row_for_id(task_id)
            if row is None or row.sentinel or row.state not in _RETRYABLE:
                continue
            try:
                retried.append(scheduler.retry(task_id))
                self._producers.session.record_retry(row.label)  # File ▸ Save keeps it
            except queue.Full:
                self._notices.refuse(
                    self.tr(
                        "The queue is full (maxsize {maxsize}): ID {id} was not retried."
                    ).format(maxsize=number(scheduler.tasks.maxsize), id=task_id)
                )
                refused = True
                break
            except ValueError as exc:
                self._notices.refuse(error_text(exc))
                refused = True
        self._sessions.bridge.drain()
        if retried:
            ids = ", ".join(f"ID {i}" for i in retried)
            said = self.tr(
                "Retrying %n task(s) as {ids} at the tail of the queue.", "", len(retried)
            )
            self._notices.say(said.format(ids=ids))
        elif not refused:
            self._notices.refuse(self.tr("Select failed or cancelled tasks to retry."))

    def _steer(self, act: Callable[[list[int]], None], states: tuple[TaskState, ...]) -> None:
        """Hand the selected tasks in `states` to what runs the session (it says the rest)."""
        ids = [
            task_id
            for task_id in self._selected_ids()
            if (row := self._model.row_for_id(task_id)) is not None and row.state in states
        ]
        act(ids)

    @Slot()
    def clear_finished(self) -> None:
        """Take the finished rows out of the table (the counts keep them)."""
        removed = self._model.clear_finished()
        self._notices.say(self.tr("Removed %n finished row(s) from the table.", "", removed), 4000)

    @Slot(QPoint)
    def _on_context_menu(self, pos: QPoint) -> None:
        menu = self.context_menu(pos)
        if menu is not None:
            menu.popup(self._table.viewport().mapToGlobal(pos))

    def context_menu(self, pos: QPoint) -> QMenu | None:
        """The menu for the row at `pos` (viewport coordinates): Retry, Cancel."""
        index = self._table.indexAt(pos)
        if not index.isValid():
            return None
        if not self._table.selectionModel().isRowSelected(index.row()):
            self._table.selectRow(index.row())
        row = self._model.row(index.row())
        menu = QMenu(self._table)
        menu.setObjectName("taskContextMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._retry.setEnabled(row.state in _RETRYABLE and not row.sentinel)
        self._cancel.setEnabled(not row.state.finished and not row.sentinel)
        menu.addActions([self._retry, self._cancel])
        menu.aboutToHide.connect(self._on_menu_hidden)
        return menu

    @Slot()
    def _on_menu_hidden(self) -> None:
        # The shortcuts work on any selection again (they check what they get),
        # where the session shown can be steered at all.
        self.steer_actions(self._sessions.current)
