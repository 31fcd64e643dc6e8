"""Attach to an RQ queue, in the window: a session fed by a broker.

File ▸ Attach to an RQ queue… (and `fifo-gui --attach URL --queue NAME`)
asks for the Redis and the queue, then shows a session of its own, fed by
an `RQSource` (fifo_gui.broker). The source reports on its own thread; its
batches reach the GUI thread through one queued signal and go into the
session through the bridge (`SchedulerBridge.feed`), the path live and
replayed events take, so the table, lane, timeline, narrator and log show
the broker's queue with no special case. A broker that is down, a bad URL,
a Redis that refuses notifications, or one that goes away later is said in
one sentence; what was shown stays.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from fifo_gui.broker import BrokerError, missing_packages
from fifo_gui.broker.source import RQSource
from fifo_gui.core.events import Event
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.scenario import Scenario
from fifo_gui.ui.broker.attach_offer import missing_text
from fifo_gui.ui.broker.broker_actions import BrokerActions
from fifo_gui.ui.broker.rq_controls import RQControls
from fifo_gui.ui.producer.scenario_banner import ScenarioBanner
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.session_commands import SessionCommands
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.numbers import agree
from fifo_gui.ui.words.scenario_texts import scenario_text

DEFAULT_URL = "redis://localhost:6379/0"
DEFAULT_QUEUE = "default"  # RQ's own default queue


class BrokerCommands(QObject):
    """Shows an RQ queue as a session of its own, while attached.

    Signals:
        batch_read(object): the source's thread. `(source, events)`; queued
            to the GUI thread.
        failed(object): the source's thread. `(source, BrokerError)`: the
            attach failed, or Redis went away; queued to the GUI thread.
        entering(): GUI thread. A broker's session is about to be shown.
        detached(): GUI thread. The teacher went back to the live queue.
        lost(): GUI thread. Redis stopped answering: the session shown is the
            queue as last seen, its clock stopped there.
    """

    batch_read = Signal(object)
    failed = Signal(object)
    entering = Signal()
    detached = Signal()
    lost = Signal()

    def __init__(
        self,
        *,
        sessions: Sessions,
        actions: BrokerActions,
        notices: Notices,
        session_commands: SessionCommands,
        banner: ScenarioBanner,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._sessions, self._notices, self._parent = sessions, notices, parent
        self._session_commands = session_commands
        self._banner = banner
        self.source: RQSource | None = None
        self._session: Session | None = None
        self._target = ("", "")  # (url, queue) of the source
        self._then: Scenario | None = None  # a scenario to play once attached
        self.scenario: Scenario | None = None  # the scenario played on the queue shown
        self.rq = RQControls(actions, notices, self._job_of, self)  # the lesson on the broker
        self.batch_read.connect(self._on_batch_read)
        self.failed.connect(self._on_failed)
        sessions.shown.connect(self._on_session_shown)
        self.entering.connect(session_commands.leave_live)
        self.detached.connect(session_commands.new_session)
        # Attach calls choose_and_attach (app/late_features.py makes this on the first);
        # what the commands say and allow until then: attach_offer.py.
        actions.detach.triggered.connect(self._detach_now)
        self._detach = actions.detach

    @Slot()
    def choose_and_attach(self) -> None:
        """Ask for the Redis and the queue, then attach."""
        if missing_packages():
            self._notices.refuse(missing_text())
            return
        dialog = AttachDialog(self._parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.attach(dialog.url.text().strip(), dialog.queue.text().strip() or DEFAULT_QUEUE)

    def attach(self, url: str, queue: str, then: Scenario | None = None) -> None:
        """Show the RQ queue `queue` at `url` in a session of its own, once
        attached: until then (and if the attach fails) the window shows what it
        did. A scenario on a broker (`then`) plays on it once attached."""
        self.shut_down()
        self._then = then
        shown = _where(url)
        session = Session(
            Ledger(),
            epoch=time.monotonic(),
            name=self.tr("{queue} on {where}").format(queue=queue, where=shown),
            kind=self.tr("RQ queue"),
            first_line=self.tr(
                "Watching the RQ queue {queue}: its workers are processes, maybe on other "
                "machines; Redis keeps the queue."
            ).format(queue=queue),
            empty_hint=self.tr(
                "The RQ queue {queue} is empty: its jobs appear here as they are put."
            ).format(queue=queue),
            status_tip=self.tr(
                "RQ's workers, on the queue {queue}: they run it; fifo_gui watches"
            ).format(queue=queue),
            steer=self.rq,  # Cancel and Retry: RQ's Job.cancel() and requeue
        )
        self._session, self._target = session, (url, queue)
        source = RQSource(
            url,
            queue,
            lambda events: self.batch_read.emit((source, tuple(events))),
            lambda error: self.failed.emit((source, error)),
        )
        self.source = source
        source.start()
        self._notices.say(self.tr("Attaching to the RQ queue {queue}…").format(queue=queue), 0)

    @Slot(object)
    def _on_batch_read(self, item: tuple[RQSource, Sequence[Event]]) -> None:
        source, events = item
        session = self._session
        if source is not self.source or session is None:
            return  # a source no longer shown
        if not session.clock_fixed:  # attached: show its session, its clock at the first moment
            session.epoch = min([session.epoch, *(e.time for e in events)])
            session.fix_clock()
            self.entering.emit()
            self._sessions.show(session)
            self.rq.set_target(self._target)
            self._detach.setEnabled(True)
            url, queue = self._target
            self._notices.log(
                self.tr("attached to the RQ queue {queue} on {where}").format(
                    queue=queue, where=_where(url)
                )
            )
            self._notices.say(self.tr("Attached: RQ's workers run the queue; fifo_gui watches."))
            then, self._then = self._then, None
            if then is not None:
                self.play(then)
        if self._sessions.current is session:
            self._sessions.bridge.feed(events)

    def play(self, scenario: Scenario) -> bool:
        """Play a scenario on a broker on the RQ queue shown: its tasks put with
        RQ's enqueue(), in order, then its RQ workers started; its notes above
        the table. Not attached: one sentence says what is needed, and nothing
        changes. True if it plays."""
        target = self.rq.target
        title = scenario_text(scenario.title) or self.tr("This scenario")
        if target is None:
            self._notices.refuse(
                self.tr(
                    "{title} plays on an RQ queue: attach to one first (File ▸ Attach to an "
                    "RQ queue…), then open it again."
                ).format(title=title)
            )
            return False
        self.rq.play(scenario)
        self.scenario = scenario
        self._banner.show_scenario(scenario)
        tasks, workers = len(scenario.tasks), scenario.workers
        text = self.tr(
            "scenario: {title} on the RQ queue {queue}: {tasks} put with enqueue(), then "
            "{workers} started, each a process of its own"
        )
        self._notices.log(
            text.format(
                title=title,
                queue=target[1],
                tasks=agree(self.tr("%n task(s)", "", tasks), tasks),
                workers=agree(self.tr("%n RQ worker(s)", "", workers), workers),
            )
        )
        return True

    @Slot()
    def _detach_now(self) -> None:
        """Back to the window's own queue: the RQ workers started here are
        asked to stop (warm) as the broker's session goes, and that is said."""
        queue, stopping = self._target[1], len(self.rq.running_workers)
        self.detached.emit()  # a new live session: showing it stops following the broker
        if stopping:
            text = agree(
                self.tr(
                    "Detached from the RQ queue {queue}: %n RQ worker(s) started here were "
                    "asked to stop (warm).",
                    "",
                    stopping,
                ),
                stopping,
            )
        else:
            text = self.tr("Detached from the RQ queue {queue}.")
        text = text.format(queue=queue)
        self._notices.log(text)
        self._notices.say(text)

    def _job_of(self, task_id: int) -> str | None:
        source = self.source
        return None if source is None else source.job_of(task_id)

    @Slot(object)
    def _on_failed(self, item: tuple[RQSource, BrokerError]) -> None:
        source, error = item
        session = self._session
        if source is not self.source or session is None:
            return
        if not session.clock_fixed:
            self.source = self._session = None  # never attached: nothing changed
            self._notices.refuse(error_text(error))
            return
        # Redis went away: nobody sees the queue now. What the views say of it
        # ("2 busy", a task running for 21 s) is said of the last instant it
        # was seen, the badge says so, and what acts on it is off.
        queue = self._target[1]
        empty = self.tr("The RQ queue {queue} was empty when Redis stopped answering.")
        tip = self.tr("RQ's workers on the queue {queue}, as last seen: nobody watches now")
        session.end(
            self.tr("RQ queue, as last seen"),
            empty_hint=empty.format(queue=queue),
            status_tip=tip.format(queue=queue),
        )
        self._session_commands.steer_actions(session)  # Cancel and Retry: off
        self.source = None
        self.rq.release()
        self._notices.warn(
            self.tr("{loss} The queue is shown as last seen; attach again once it answers.").format(
                loss=error_text(error)
            )
        )
        self.lost.emit()

    @Slot(object)
    def _on_session_shown(self, session: Session) -> None:
        if self._session is not None and session is not self._session:
            self.shut_down()  # another session is shown: stop watching the broker
            self._session = None

    @Slot()
    def shut_down(self) -> None:
        """Stop following the broker (never waiting: its thread ends on its own)."""
        source, self.source = self.source, None
        if source is not None:
            source.close(timeout=0)
        if self.scenario is not None:
            self.scenario = None
            self._banner.close_scenario()
        self.rq.release()
        self._detach.setEnabled(False)


def _where(url: str) -> str:
    """`HOST:PORT/DB` for a message (never the URL's password), or the URL as given."""
    from fifo_gui.broker.connect import where

    try:
        return where(url)
    except (ValueError, ImportError):
        return url.rpartition("@")[2]


class AttachDialog(QDialog):
    """Which Redis, which queue."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Attach to an RQ queue"))
        self.url = QLineEdit(DEFAULT_URL)
        self.url.setAccessibleName(self.tr("Redis URL"))
        self.url.setToolTip(self.tr("Where Redis runs: redis://HOST:PORT/DB"))
        self.queue = QLineEdit(DEFAULT_QUEUE)
        self.queue.setAccessibleName(self.tr("Queue name"))
        self.queue.setToolTip(self.tr("The RQ queue to show, as its workers name it"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Redis URL:"), self.url)
        form.addRow(self.tr("&Queue:"), self.queue)
        form.addRow(buttons)
        # A URL of a named host whole, at any zoom (the field read "is://localhost:6379/0").
        room = self.url.fontMetrics().horizontalAdvance("redis://redis.example.org:6379/0")
        self.url.setMinimumWidth(room + 24)
