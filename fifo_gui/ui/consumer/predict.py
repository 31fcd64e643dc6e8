"""Predict, then reveal: before each Step the class guesses which item a worker
takes next (they click its row); the Step reveals it, the guess is marked
right or wrong, and the session keeps a score. At a Stop the question is
which queued tasks still run before the workers exit (a multi-row selection);
the Step that answers it lets the workers go on to their STOPs.

Live, predict mode pauses the workers, and Step lets one item through
(a Step that can let nothing out says so and keeps nothing for later: the
guess stands for the next Step); turning the quiz off puts the pause back as
it found it, and says so. In a replay, the next-event step goes
on to the next item a worker takes; if that item is not in the table yet,
the step first brings in what was queued before the take, and the step after
it reveals. The reveal is the first
take (a task started, or a worker taking a STOP) in the events the ledger
takes in after the step: the same stream every view reads.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QTableView, QWidget

from fifo_gui.core.events import Event, SentinelTaken, TaskStarted, WorkerStopped, taken_id
from fifo_gui.core.ledger import Record
from fifo_gui.ui.session.bridge import Batch
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.window.late import ANNOUNCE
from fifo_gui.ui.window.notices import Notices


def is_take(event: Event) -> bool:
    """A worker took an item off the queue: a task, or a STOP it exits on."""
    return isinstance(event, (TaskStarted, WorkerStopped, SentinelTaken))


# Okabe-Ito, never colour alone: each verdict also has a word and a sign.
LOOKS = {
    "ask": "background: #F0E442; color: #000000;",  # yellow: your turn
    "right": "background: #009E73; color: #FFFFFF;",  # bluish green
    "wrong": "background: #D55E00; color: #FFFFFF;",  # vermillion
}


PADDING_X = 10  # px left and right of the line (the style sheet's padding)


def item_name(task_id: int | None, record: Record | None) -> str:
    """An item as the table shows it: its Task cell and its ID cell, `Task A (ID 3)`
    (never `#3`: the table's `#` column is the place in the queue)."""
    if record is None:
        if task_id is None:
            return QCoreApplication.translate("PredictMode", "an item no longer in the table")
        return QCoreApplication.translate("PredictMode", "ID {id}").format(id=task_id)
    label = record.label
    if label.startswith("sample_task(") and "'" in label:
        label = label.split("'")[1]  # the name the class gave it
    return QCoreApplication.translate("PredictMode", "{label} (ID {id})").format(
        label=label, id=record.task_id
    )


class PredictPanel(QLabel):
    """The question, the verdict and the score, in one large line: always one
    line high (a longer text is cut with "…" and is whole in the tooltip), so
    the table below never moves between two clicks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("predictPanel")
        self.setAccessibleName(self.tr("Predict"))
        self.full_text = ""
        # A long line neither wraps (the table would move down) nor widens the window.
        self.setWordWrap(False)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)
        font = self.font()
        font.setPointSize(font.pointSize() + 3)
        font.setBold(True)
        self.setFont(font)
        self.hide()

    def show_line(self, text: str, look: str) -> None:
        self.full_text = text
        self.setToolTip(text)
        # Heard whole (the line may be cut on screen): the question or the verdict, said.
        self.setAccessibleDescription(text)
        ANNOUNCE.load()(self, text)
        self._fit()
        self.setStyleSheet(LOOKS[look] + f" padding: 4px {PADDING_X}px;")

    def _fit(self) -> None:
        room = self.width() - 2 * PADDING_X
        shown = self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class PredictMode(QObject):
    """The predict-then-reveal quiz of one main window.

    Signals:
        revealed(bool): GUI thread. A guess was marked: right (True) or wrong.
    """

    revealed = Signal(bool)

    def __init__(
        self,
        panel: PredictPanel,
        sessions: Sessions,
        table: QTableView,
        model: TaskTableModel,
        pause: QAction,
        notices: Notices,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.panel = panel
        self._sessions = sessions
        self._table = table
        self._model = model
        self._pause = pause
        self._notices = notices
        self.on = False
        self.right = 0
        self.asked = 0
        self._armed = False  # a Step was taken: the next take reveals
        self._guess: int | None = None
        self._paused_before: bool | None = None  # live: the pause the quiz found
        # At a Stop: which queued tasks still run before the workers exit.
        self.stop_question = False  # asked: waiting for the class's selection and Step
        self._stop_armed = False  # Step pressed: the workers go on to their STOPs
        self._stop_guess: set[int] = set()
        self._ran: set[int] = set()  # tasks started since the Step that answers it
        sessions.bridge.batch_applied.connect(self._on_batch_applied)
        model.modelReset.connect(self._on_table_reset)

    @property
    def score(self) -> str:
        """`2 of 3 right`."""
        return self.tr("{right} of {asked} right").format(right=self.right, asked=self.asked)

    def set_on(self, on: bool) -> None:
        """Turn the quiz on (live: the workers pause so that each Step is a
        question) or off (live: the pause is put back as the quiz found it)."""
        if on == self.on:
            return
        self.on = on
        self._armed = self.stop_question = self._stop_armed = False
        self.panel.setVisible(on)
        live = self._sessions.current.live
        if on:
            self._paused_before = self._pause.isChecked() if live else None
            if live:
                self._pause.setChecked(True)
            self._ask()
            return
        paused_before, self._paused_before = self._paused_before, None
        if not live or paused_before is None:
            return
        if paused_before:
            self._notices.say(
                self.tr("Predict is off: the workers stay paused, as they were before it.")
            )
        else:
            self._pause.setChecked(False)
            self._notices.say(self.tr("Predict is off: the workers take items freely again."))

    def reset_score(self) -> None:
        """A new session: a new score."""
        self.right = self.asked = 0
        self._armed = self.stop_question = self._stop_armed = False
        if self.on:
            self._ask()

    @property
    def step_key(self) -> str:
        """The command that reveals: Step live; in a replay (where Step is off), Next."""
        if self._sessions.current.live:
            return self.tr("Step ({key})").format(key=key_text(WindowActions.step))
        return self.tr("Next ({key})").format(key=key_text(WindowActions.replay_next))

    @Slot()
    def _on_table_reset(self) -> None:
        """The table was cleared (a new session; a replay opened, closed or gone
        back): ask again, in the words of the mode the window is in now."""
        if self.on and not self.stop_question and self._model.rowCount() == 0:
            self._ask()

    def _ask(self, before: str = "") -> None:
        """The question; `before`: a whole sentence said first (with its space)."""
        question = self.tr(
            "Predict: click the row of the item a worker takes next, then {step}. Score: {score}."
        ).format(step=self.step_key, score=self.score)
        self.panel.show_line(before + question, "ask")

    def ask_stop(self) -> None:
        """Stop was pressed (live): which queued tasks still run before the exit?"""
        if not self.on:
            return
        self._armed, self.stop_question, self._stop_armed = False, True, False
        self._table.clearSelection()
        self.panel.show_line(
            self.tr(
                "Stop: select every queued task that still runs before the worker exits "
                "(Ctrl+click; none is an answer too), then Step to reveal. "
                "Score: {score}."
            ).format(score=self.score),
            "ask",
        )

    def guess_now(self) -> None:
        """A Step is about to happen: the selected row is the class's guess."""
        if not self.on:
            return
        rows = self._table.selectionModel().selectedRows()
        if self.stop_question:
            self._stop_guess = set(self._model.task_ids(rows))
            self.stop_question, self._stop_armed, self._ran = False, True, set()
            # The answer is everything up to the STOPs: the workers go on.
            self._pause.setChecked(False)
            return
        self._guess = self._model.task_ids(rows[:1])[0] if rows else None
        self._armed = True

    @Slot(bool)
    def on_live_step(self, let_out: bool) -> None:
        """Step was pressed live: the guess is taken if an item left (or the
        Stop question is answered); else the guess stands for the next Step."""
        if not self.on:
            return
        if let_out or self.stop_question:
            self.guess_now()
            return
        if self._table.selectionModel().selectedRows():
            said = self.tr(
                "Step let nothing out, so there is nothing to reveal yet: your guess stands."
            )
        else:
            said = self.tr(
                "Step let nothing out, so there is nothing to reveal yet: click a row to guess."
            )
        self._ask(said + " ")

    @Slot(object)
    def _on_batch_applied(self, batch: Batch) -> None:
        if self._stop_armed:
            self._follow_stop(batch)
            return
        if not self._armed:
            return
        for event in batch.events:
            if is_take(event):
                self._reveal(taken_id(event), event.thread)
                return

    def _name(self, task_id: int | None) -> str:
        """`Task A (ID 3)`: the words of the table's Task and ID columns."""
        row_for_id = self._model.row_for_id
        return item_name(task_id, None if task_id is None else row_for_id(task_id))

    def _reveal(self, task_id: int | None, worker: str) -> None:
        self._armed = False
        what, step = self._name(task_id), self.step_key
        if self._guess is None:
            self.panel.show_line(
                self.tr(
                    "No guess (click a row, then {step}): {worker} took {task}. Score: {score}."
                ).format(step=step, worker=worker, task=what, score=self.score),
                "ask",
            )
            return
        self.asked += 1
        right = self._guess == task_id
        if right:
            self.right += 1
            self.panel.show_line(
                self.tr(
                    "✔ Right! {worker} took {task}. Score: {score}. "
                    "Click your next guess, then {step}."
                ).format(worker=worker, task=what, score=self.score, step=step),
                "right",
            )
        else:
            self.panel.show_line(
                self.tr(
                    "✘ Wrong: you picked {guess}; {worker} took {task}. "
                    "Score: {score}. Click your next guess, then {step}."
                ).format(
                    guess=self._name(self._guess),
                    worker=worker,
                    task=what,
                    score=self.score,
                    step=step,
                ),
                "wrong",
            )
        self._table.clearSelection()  # a stale selection is not the next guess
        self.revealed.emit(right)

    def _follow_stop(self, batch: Batch) -> None:
        exited = False
        for event in batch.events:
            if isinstance(event, TaskStarted):
                self._ran.add(event.task_id)
            elif isinstance(event, WorkerStopped):
                exited = True
        if not exited or self._sessions.current.ledger.stops_waiting:
            return  # a STOP is still queued: a worker may yet take a task
        self._stop_armed = False
        self.asked += 1
        right = self._stop_guess == self._ran
        self.right += right
        none = self.tr("none")
        ran = ", ".join(self._name(i) for i in sorted(self._ran)) or none
        if right:
            self.panel.show_line(
                self.tr("✔ Right! Before the exit ran: {ran}. Score: {score}.").format(
                    ran=ran, score=self.score
                ),
                "right",
            )
        else:
            picked = ", ".join(self._name(i) for i in sorted(self._stop_guess)) or none
            self.panel.show_line(
                self.tr(
                    "✘ Wrong: you picked {picked}; before the exit ran: {ran}. Score: {score}."
                ).format(picked=picked, ran=ran, score=self.score),
                "wrong",
            )
        self.revealed.emit(right)
