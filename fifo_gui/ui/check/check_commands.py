"""Check your scheduler, in the window: a student's FIFOScheduler, run and shown.

File ▸ Check your scheduler… (and `fifo-gui --check FILE`) runs the file in the
checker's child process (fifo_gui.check). Its lines are read on the checker's
reader thread and handed to the GUI thread through one queued signal; the
events among them go into a session of their own through the bridge
(`SchedulerBridge.feed`), the path live and replayed events take, so the
table, lane, timeline, narrator and log show the student's scheduler. A
worker that took a STOP and went on is said in the log in a line of its own, in
its place among the events. When the child ends, the verdicts are docked in the
window (verdict_panel.py); the run, kept as it was read, becomes a replay the
class can step through: a click on a verdict shows the run at the moment its
evidence was observed, the task it names selected. Help ▸ The exercise shows
the skeleton to fill in.
"""

from __future__ import annotations

import functools
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.check.report import Report, Verdict
from fifo_gui.check.runner import TIME_LIMIT, CheckProcess, cannot_check
from fifo_gui.core.events import Event
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.outputs import write_text
from fifo_gui.core.recording import EVENT_TYPES, RecordingError, event_from
from fifo_gui.resources import resource_path
from fifo_gui.ui.check.verdict_panel import VerdictPanel
from fifo_gui.ui.check.verdict_words import lines, summary
from fifo_gui.ui.files.file_commands import show_error
from fifo_gui.ui.replay.recording_commands import RecordingCommands
from fifo_gui.ui.replay.replay import ReplayController
from fifo_gui.ui.session.bridge import Batch
from fifo_gui.ui.session.clock import format_since
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.session_commands import SessionCommands
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.table.traceback_dialog import monospace
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.numbers import number


class CheckCommands(QObject):
    """Runs a student's scheduler in the checker's process and shows it.

    Signals:
        line_read(object, object): the checker's reader thread. The check's
            process and one JSON object from it, or None when it has ended;
            queued to the GUI thread, where a line of a check no longer shown
            (another began) is dropped: the verdicts belong to the file they name.
        entering(): GUI thread. A check's session is about to be shown; the
            window shows only the check (an open scenario is closed).
        quiz_wanted(bool): GUI thread. False as a check begins: the quiz, which
            asks before each Step, has no Step to ask about in a check.
        ended(): GUI thread. The checked process has ended: its session now
            shows that moment and holds still.
        closed(): GUI thread. The teacher went back to the live queue.
    """

    line_read = Signal(object, object)
    entering = Signal()
    quiz_wanted = Signal(bool)
    ended = Signal()
    closed = Signal()

    def __init__(
        self,
        *,
        sessions: Sessions,
        notices: Notices,
        session_commands: SessionCommands,
        recording: RecordingCommands,
        table: QTableView,
        model: TaskTableModel,
        parent: QMainWindow,
    ) -> None:
        """`session_commands` leaves the live session for the check's and comes
        back; `recording` replays the checked run; the verdicts dock in `parent`."""
        super().__init__(parent)
        self._sessions, self._notices, self._recording = sessions, notices, recording
        self._table, self._model, self._parent = table, model, parent
        self._process: CheckProcess | None = None
        self._session: Session | None = None
        self._path: Path | None = None  # the file checked last
        self._events: list[Event] = []  # its run as read: times from the run's start
        # A line of ours waits for the events fed before it to reach the log,
        # and the child's lines after it wait for it: the log keeps their order.
        self._fed = self._applied = 0
        self._said: list[tuple[int, str]] = []  # (events fed before it, the line)
        self._unread: list[dict[str, Any] | None] = []  # the child's lines waiting
        self.report: Report | None = None
        self.panel: VerdictPanel | None = None
        self.line_read.connect(self._on_line_read)
        sessions.bridge.batch_applied.connect(self._on_batch_applied)
        sessions.shown.connect(self._on_session_shown)
        # Check and The exercise call choose_and_check and show_exercise: the window
        # makes this on the first of them (app/late_features.py).
        self.entering.connect(session_commands.leave_live)
        self.closed.connect(session_commands.new_session)

    @property
    def running(self) -> bool:
        """True while the student's code runs."""
        return self._process is not None and self._process.running

    @Slot()
    def choose_and_check(self) -> None:
        """Ask for a file, say that it will run, then check it."""
        path, _ = QFileDialog.getOpenFileName(
            self._parent, self.tr("Check your scheduler"), "", self.tr("Python files (*.py)")
        )
        if path and self.confirm(path):
            self.check(path)

    def confirm(self, path: str) -> bool:
        """The teacher agrees to run the file's code."""
        name = Path(path).name
        answer = QMessageBox.question(
            self._parent,
            self.tr("Check your scheduler"),
            self.tr(
                "Checking {file} runs its code on this computer, in a process of its own, "
                "for at most {seconds} seconds. Run it only if you trust it.\n\n"
                "Run {file} now?"
            ).format(file=name, seconds=number(TIME_LIMIT)),
        )
        return answer == QMessageBox.StandardButton.Yes

    def check(self, path: str) -> bool:
        """Run `path` in the checker's process and show it; False if it cannot be."""
        name = Path(path).name
        why = cannot_check(path)
        if why:
            self._notices.refuse(
                self.tr("Cannot check {file}: {reason}.").format(file=name, reason=why)
            )
            return False
        self.shut_down()
        if self.panel is not None:
            self.panel.hide()  # the verdicts of the check before, on another file
        if self._recording.replay is not None:
            self._recording.close_replay()  # the window shows only the check
        self.quiz_wanted.emit(False)
        self.entering.emit()
        self.report = None
        session = Session(
            Ledger(),
            epoch=time.monotonic(),
            name=name,
            playing=lambda: self.running,  # the frame clock rests once their code ends
            kind=self.tr("Check"),
            first_line=self.tr(
                "Checking {file}: its own scheduler, in a process of its own."
            ).format(file=name),
            empty_hint=self.tr(
                "Checking {file}: its tasks appear here as its scheduler takes them."
            ).format(file=name),
            status_tip=self.tr(
                "{file}'s scheduler, run in a process of its own: watched, not steered"
            ).format(file=name),
        )
        self._session, self._path = session, Path(path)
        self._events = []
        self._sessions.show(session)
        self._fed = self._applied = 0
        self._said.clear()
        self._unread.clear()
        self._notices.log(
            self.tr("checking {file}: its FIFOScheduler runs in a process of its own").format(
                file=name
            )
        )
        self._notices.say(self.tr("Checking {file}…").format(file=name), 0)
        process = self._process = CheckProcess(path)
        process.on_line = functools.partial(self.line_read.emit, process)
        process.on_end = functools.partial(self.line_read.emit, process, None)
        process.start()
        return True

    @Slot(object, object)
    def _on_line_read(self, sender: CheckProcess, obj: dict[str, Any] | None) -> None:
        session, process = self._session, self._process
        if sender is not process or session is None or self._sessions.current is not session:
            return  # a check ended by another: its lines are not this one's
        self._unread.append(obj)
        self._catch_up(process, session)

    def _catch_up(self, process: CheckProcess, session: Session) -> None:
        """Log our lines whose events have been applied, then read on until the next."""
        while True:
            while self._said and self._said[0][0] <= self._applied:
                self._notices.log(self._said.pop(0)[1])
            if self._said or not self._unread:
                return
            if self._unread[0] is None and self._applied < self._fed:
                return  # the verdicts once the ledger holds every event: they agree
            self._read(self._unread.pop(0), process, session)

    def _read(self, obj: dict[str, Any] | None, process: CheckProcess, session: Session) -> None:
        if obj is None:
            self._finish(process, session)
            return
        kind = obj.get("type")
        if kind == "WentOn":
            self._say_went_on(obj, session)
        if kind not in EVENT_TYPES:
            return
        try:
            event = event_from(obj)
        except RecordingError:
            return  # a line the child did not write as it should: not shown
        self._fed += 1
        self._events.append(event)
        self._sessions.bridge.feed([event._replace(time=session.epoch + event.time)])

    def _say_went_on(self, obj: dict[str, Any], session: Session) -> None:
        """A worker took a STOP and asked get() again: the lesson's events have
        no word for a STOP whose taker did not exit, so the log says it."""
        task_id, thread, when = obj.get("task_id"), obj.get("thread"), obj.get("time")
        if not isinstance(task_id, int) or not isinstance(when, (int, float)):
            return
        text = self.tr("took STOP ID {id} and did not exit: it called tasks.get() again")
        since = format_since(session.epoch + float(when), session.epoch)
        self._said.append((self._fed, f"{since} [{thread}] {text.format(id=task_id)}"))

    @Slot(object)
    def _on_batch_applied(self, batch: Batch) -> None:
        session, process = self._session, self._process
        if session is None or process is None or self._sessions.current is not session:
            return
        self._applied += len(batch.events)
        self._catch_up(process, session)

    def _finish(self, process: CheckProcess, session: Session) -> None:
        code = process.wait(2.0)
        process.kill()
        # Its threads ended with it: what the views say of them ("2 in get()")
        # is said of this moment, and the badge says so.
        session.end(self.tr("Check, as it ended"))
        self.ended.emit()
        self.report = report = process.report(code)
        self._notices.say(summary(report))
        for line in lines(report):
            self._notices.log(line)
        if self.panel is None:
            self.panel = VerdictPanel(self._parent)
            self.panel.verdict_clicked.connect(self.show_verdict)
            self.panel.replay_wanted.connect(self.replay_run)
            self.panel.back.clicked.connect(self._on_back)
        self.panel.show_report(report)

    # -- the run, again ------------------------------------------------------------------

    @Slot(object)
    def show_verdict(self, verdict: Verdict) -> None:
        """The run at the moment `verdict`'s evidence was observed (its end, for a
        verdict of no moment), the task it names selected."""
        replay = self._replay()
        if replay is None:
            return
        replay.pause()
        replay.seek(replay.duration if verdict.time is None else verdict.time)
        if verdict.task_id is not None:
            self.select_task(verdict.task_id)

    @Slot()
    def replay_run(self) -> None:
        """The checked run from its start, for the class to play or step."""
        replay = self._replay()
        if replay is not None:
            replay.pause()
            replay.seek(0.0)

    def _replay(self) -> ReplayController | None:
        """The replay of the last checked run: the one shown, or a new one."""
        if self._path is None or self.running:
            return None
        replay = self._recording.replay
        if replay is None or replay.path != self._path:
            replay = self._recording.enter_replay(self._events, self._path)
        return replay

    @Slot(int)
    def select_task(self, task_id: int) -> None:
        """Select and show the table's row of task `task_id`."""
        self._model.flush()
        row = self._model.index_of_id(task_id)
        if row is not None:
            self._table.selectRow(row)
            self._table.scrollTo(self._model.index(row, 0))

    @Slot()
    def _on_back(self) -> None:
        if self.panel is not None:
            self.panel.hide()
        if self._recording.replay is not None:
            self._recording.close_replay()  # which shows a live session
        else:
            self.closed.emit()

    @Slot(object)
    def _on_session_shown(self, session: Session) -> None:
        if self._session is not None and session is not self._session:
            self.shut_down()  # another session is shown: the check is over
            self._session = None
        replay = self._recording.replay
        ours = session is self._session or (replay is not None and replay.path == self._path)
        if not ours and self.panel is not None:
            self.panel.hide()  # the verdicts go with the run they judge

    @Slot()
    def shut_down(self) -> None:
        """End the student's process now (the window closes, another check begins)."""
        process, self._process = self._process, None
        if process is not None:
            process.kill()
            process.wait(2.0)

    @Slot()
    def show_exercise(self) -> None:
        """Help ▸ The exercise: the skeleton to fill in, and a copy to save."""
        ExerciseDialog(self._parent).open()


class ExerciseDialog(QDialog):
    """The lesson's exercise: the skeleton to fill in, read-only, with Save a copy."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("exerciseDialog")
        self.setWindowTitle(self.tr("The exercise: a FIFO scheduler to fill in"))
        self.path = resource_path("exercise", "fifo_scheduler.py")
        self.text = QPlainTextEdit(self.path.read_text(encoding="utf-8"))
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("The exercise's code"))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(monospace(self.text))  # its size follows the zoom
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        save = buttons.addButton(self.tr("Save a copy…"), QDialogButtonBox.ButtonRole.ActionRole)
        save.clicked.connect(self.save_copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(760, 600)

    @Slot()
    def save_copy(self) -> None:
        target, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the exercise"), "fifo_scheduler.py", self.tr("Python files (*.py)")
        )
        if target:
            try:
                write_text(target, self.text.toPlainText())  # whole, or the old file stays
            except OSError as exc:  # a pipe or a device too: refused, never replaced
                reason = error_text(exc.strerror) if exc.strerror else str(exc)
                show_error(
                    self,
                    self.tr("Save the exercise"),
                    self.tr("Cannot write {path}: {reason}").format(path=target, reason=reason),
                )
