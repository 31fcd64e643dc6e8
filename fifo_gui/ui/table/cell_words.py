"""What each of the task table's cells says about a row: its text, the Task
cell's text cut to its room, the row's tooltip. Times are read against the
shown session's clock; the texts keep the translations' context "TaskTableModel".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetricsF

from fifo_gui.core.ledger import Record
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.palette import state_name
from fifo_gui.ui.words.numbers import number, seconds


class TaskFit(NamedTuple):
    """The room a Task cell's text has: its font and its width in px."""

    metrics: QFontMetricsF
    room: float


def _seconds(value: float | None) -> str:
    return "" if value is None else seconds(value)


def _at(value: float | None, epoch: float) -> str:
    return "" if value is None else number(value - epoch, 3)


class CellWords:
    """The words of a row's cells, read against `session` (the model shows
    another session by setting it)."""

    def __init__(self, *, session: Session) -> None:
        self.session = session
        # What each column says about a row, in column order: looked up by the
        # column's number (comparing against `Column` members costs more than
        # the text itself, and a frame asks for hundreds).
        self.says: tuple[Callable[[Record], str], ...] = (
            self._place,
            lambda row: number(row.task_id),
            self._task,
            lambda row: state_name(row.state),
            lambda row: row.worker,
            lambda row: _at(row.enqueued, self.session.epoch),
            lambda row: _at(row.started, self.session.epoch),
            lambda row: _at(row.finished, self.session.epoch),
            self._wait,
            self._run,
            self._cpu,
            lambda row: row.error or row.result,
        )

    def text(self, row: Record, column: int) -> str:
        """What `row` says in `column`."""
        return self.says[column](row)

    def _place(self, row: Record) -> str:
        position = self.session.ledger.queue_position(row)
        return "" if position is None else number(position)

    @staticmethod
    def _task(row: Record) -> str:
        if row.ranked and not row.sentinel:
            return f"P{number(row.priority)} · {row.label}"
        return row.label

    def _wait(self, row: Record) -> str:
        if row.sentinel:
            return ""
        end = row.started if row.started is not None else row.finished
        return _seconds((self.session.now() if end is None else end) - row.enqueued)

    def _run(self, row: Record) -> str:
        if row.started is None or row.sentinel:
            return ""
        finished = row.finished
        return _seconds((self.session.now() if finished is None else finished) - row.started)

    @staticmethod
    def _cpu(row: Record) -> str:
        """The CPU time its call used, as a share of its run (`Record.cpu_share`).
        50 %: it waited half its run, for the GIL or asleep."""
        share = row.cpu_share()
        return "" if share is None else f"{number(100 * share, 0)} %"

    @staticmethod
    def fitted(row: Record, fit: TaskFit) -> str:
        """The Task cell's text in `fit.room` px: a longer call is cut at its
        start, after its priority ("P1 · …('Task A', 2.0)"). Where even its
        arguments do not fit, they are cut at their end instead: the first
        names the task ("…(name='Task B', d…", not "…, duration=1)")."""
        metrics, room = fit
        prefix = f"P{number(row.priority)} · " if row.ranked else ""
        left = max(0.0, room - metrics.horizontalAdvance(prefix))
        label = row.label
        text = metrics.elidedText(label, Qt.TextElideMode.ElideLeft, left)
        call = label.find("(")
        if call > 0 and len(text) - 1 < len(label) - call:  # "…" and less than the arguments
            text = metrics.elidedText("…" + label[call:], Qt.TextElideMode.ElideRight, left)
        return prefix + text

    def tooltip(self, row: Record) -> str:
        """A failure's traceback, what the STOP sentinel does, or the row in words."""
        if row.traceback:
            import html  # on demand: a failure's tooltip, not the start

            # Monospace, so the ^^^ markers stay under the code they point at.
            hint = html.escape(
                QCoreApplication.translate("TaskTableModel", "(double-click to open)")
            )
            return (
                f"<pre style='font-family: monospace'>{html.escape(row.traceback.rstrip())}"
                f"</pre><p>{hint}</p>"
            )
        if row.sentinel:
            return QCoreApplication.translate(
                "TaskTableModel",
                "The STOP sentinel: everything ahead of it still runs; "
                "the worker that takes it exits.",
            )
        return QCoreApplication.translate(
            "TaskTableModel", "ID {id} {task} — {state}, put by {producer}"
        ).format(
            id=number(row.task_id),
            task=self._task(row),  # with its priority, if one decided its turn
            state=state_name(row.state),
            producer=row.producer,
        )
