"""First steps: a hint in the empty table (Help ▸ Teaching guide is teaching_guide.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot
from PySide6.QtWidgets import QLabel

from fifo_gui.ui.session.session import Session
from fifo_gui.ui.table.table_columns import TaskTable
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.window.actions import WindowActions, key_text


def hint(started: bool = False) -> str:
    """The first steps, naming this platform's keys (⌘1 on a Mac); once the
    workers are `started`, what they do now instead of starting them."""
    a = WindowActions
    if started:
        return QCoreApplication.translate(
            "EmptyTableHint",
            "The queue is empty: every worker waits in tasks.get().\n\n"
            "Add a sleeping task: {add}\n"
            "Or open a lesson scenario: {open}\n\n"
            "Help ▸ Teaching guide ({guide}) has the lesson plan.",
        ).format(add=key_text(a.add_sleep), open=key_text(a.open), guide=key_text(a.teaching_guide))
    return QCoreApplication.translate(
        "EmptyTableHint",
        "The queue is empty.\n\n"
        "Add a sleeping task: {add}\n"
        "Start the worker: {start}\n"
        "Or open a lesson scenario: {open}\n\n"
        "Help ▸ Teaching guide ({guide}) has the lesson plan.",
    ).format(
        add=key_text(a.add_sleep),
        start=key_text(a.start),
        open=key_text(a.open),
        guide=key_text(a.teaching_guide),
    )


def scenario_hint() -> str:
    """The first steps while a scenario is open: its tasks come with Start."""
    a = WindowActions
    return QCoreApplication.translate(
        "EmptyTableHint",
        "The queue is empty.\n\n"
        "The scenario's tasks arrive from Start: {start}\n\n"
        "Help ▸ Teaching guide ({guide}) has the lesson plan.",
    ).format(start=key_text(a.start), guide=key_text(a.teaching_guide))


class EmptyTableHint(QObject):
    """A hint painted over the table's empty area, shown while it has no rows."""

    def __init__(self, table: TaskTable, model: TaskTableModel) -> None:
        super().__init__(table)
        self._table = table
        self._model = model
        viewport = table.viewport()
        self._session: Session | None = None  # whose own words it says (a replay's, a broker's)
        self._scenario_open = False
        self._text = hint()
        self.label = QLabel(self._text, viewport)
        self.label.setObjectName("firstStepsHint")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: #555555; background: transparent;")
        font = self.label.font()
        font.setPointSize(font.pointSize() + 3)
        self.label.setFont(font)
        # Clicks go to the table underneath.
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        table.resized.connect(self._fit)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._on_rows_changed)
        self._on_rows_changed()

    def show_session(self, session: Session) -> None:
        """Say `session`'s own words over its empty table (`Session.empty_hint`,
        read at each frame: they change when it ends), else the first steps."""
        self._session = session
        self._show()

    @Slot(object)
    def on_scenario_opened(self, _scenario: object) -> None:
        """A scenario is open: "open a lesson scenario" would be the wrong step."""
        self._scenario_open = True
        self._show()

    @Slot()
    def on_scenario_closed(self) -> None:
        self._scenario_open = False
        self._show()

    @Slot()
    def on_frame(self) -> None:
        """A frame: the first steps follow the workers (started or not)."""
        if self.label.isVisible():
            self._show()

    def _show(self) -> None:
        """The session's words, else the first steps for what is open and running."""
        started = bool(self._model.ledger.workers)
        first_steps = scenario_hint() if self._scenario_open else hint(started)
        own = self._session.empty_hint if self._session is not None else ""
        text = own or first_steps
        if text != self._text:
            self._text = text
            self._fit()

    @Slot()
    def _on_rows_changed(self) -> None:
        empty = self._table.model().rowCount() == 0
        if empty:
            self._show()  # the steps for now: the workers may have started meanwhile
            self._fit()
        self.label.setVisible(empty)

    @Slot()
    def _fit(self) -> None:
        """Over the whole viewport, with as many whole lines as it holds (a
        short table, a big zoom): never a line cut in half at its edges."""
        room = self._table.viewport().rect()
        self.label.setGeometry(room)
        lines = self._text.split("\n")
        fits = max(1, room.height() // max(1, self.label.fontMetrics().lineSpacing()))
        while len(lines) > fits:
            lines.pop()  # the last lines first: the first says what the table is
        self.label.setText("\n".join(lines).strip("\n"))
