"""The queue-disciplines lab: the order workers take items in (FIFO, LIFO or
Priority) and the priority the window's tasks carry.

What it shows comes from the shown session's ledger (a replay shows the
recording's order, with no special case); a change goes through the live
scheduler's `use_queue`, which reports the new setup as an event the ledger
follows. It refuses, saying why, in a replay, while workers run, or while
items wait.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QComboBox, QSpinBox

from fifo_gui.core.disciplines import QUEUE_CLASSES
from fifo_gui.ui.labs.lab_tasks import replay_refusal
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP
from fifo_gui.ui.words.numbers import number

DISCIPLINE_NAMES = tuple(QUEUE_CLASSES)  # FIFO, LIFO, Priority
# What the selector shows for each (its item data is the name itself).
DISCIPLINE_WORDS = {
    "FIFO": QT_TRANSLATE_NOOP("DisciplineLab", "FIFO"),
    "LIFO": QT_TRANSLATE_NOOP("DisciplineLab", "LIFO"),
    "Priority": QT_TRANSLATE_NOOP("DisciplineLab", "Priority"),
}
MIN_PRIORITY, MAX_PRIORITY = -99, 99


class DisciplineLab(QObject):
    """The order selector, Labs ▸ Queue order and the priority field.

    Signals:
        priority_changed(int): GUI thread. The priority field's value: every
            task the window adds from now on carries it.
    """

    priority_changed = Signal(int)

    def __init__(
        self,
        sessions: Sessions,
        notices: Notices,
        actions: WindowActions,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._sessions = sessions
        self._notices = notices
        self._orders = actions.by_value("discipline")  # Labs ▸ Queue order, by name
        combo = self.combo = QComboBox()
        combo.setObjectName("disciplineCombo")
        for name in DISCIPLINE_NAMES:
            combo.addItem(self.word(name), name)
        combo.setAccessibleName(self.tr("Queue order"))
        spin = self.priority_spin = QSpinBox()
        spin.setObjectName("prioritySpin")
        spin.setRange(MIN_PRIORITY, MAX_PRIORITY)
        spin.setPrefix(self.tr("priority "))
        spin.setToolTip(
            self.tr(
                "Priority of the tasks added from the window: in a Priority queue "
                "lower runs first, equal ones in arrival order; FIFO and LIFO "
                "ignore it ({key} to go here)"
            ).format(key=actions.priority_field.shortcut().toString())
        )
        spin.setAccessibleName(self.tr("Priority of the next tasks"))
        spin.setAccessibleDescription(spin.toolTip())
        combo.activated.connect(self._on_combo_activated)
        spin.valueChanged.connect(self.priority_changed)
        self._priority_field = actions.priority_field
        actions.priority_field.triggered.connect(self._on_priority_field)
        for name, action in self._orders.items():
            action.triggered.connect(self._chooser(name))
        self.refresh()

    def word(self, name: str) -> str:
        """The discipline `name` as the window's language says it."""
        return self.tr(DISCIPLINE_WORDS.get(name, name))

    def shown_discipline(self) -> str:
        """The order of the shown session's queue, as its ledger tells it."""
        return self._sessions.current.ledger.discipline

    def refusal(self) -> str:
        """Why the queue's order cannot change now ("" if it can)."""
        session = self._sessions.current
        scheduler = session.scheduler
        if scheduler is None:
            return replay_refusal()
        if scheduler.running:
            return self.tr("Stop the workers first: the order changes only while they are stopped.")
        waiting = max(scheduler.tasks.qsize(), session.ledger.queued)
        if waiting:
            return self.tr(
                "Empty the queue first ({waiting} waiting: Start them, or Stop now / "
                "New session): a queue cannot reorder what it holds."
            ).format(waiting=number(waiting))
        return ""

    def refresh(self) -> None:
        """Show the shown session's order; enable what can be used and say why not."""
        refusal = self.refusal()
        combo = self.combo
        current = self.shown_discipline()
        if combo.currentData() != current:
            combo.setCurrentIndex(combo.findData(current))
        checked = self._orders.get(current)
        if checked is not None and not checked.isChecked():
            checked.setChecked(True)
        # Its own flag (a replay's refusal turns it off too), compared before it is set.
        if combo.testAttribute(Qt.WidgetAttribute.WA_ForceDisabled) != bool(refusal):
            combo.setEnabled(not refusal)
        if refusal:
            tip = self.tr(
                "Queue order: FIFO, LIFO or Priority (Ctrl+Alt+1/2/3). Disabled: {refusal}"
            ).format(refusal=refusal)
        else:
            tip = self.tr(
                "Queue order: FIFO, LIFO or Priority (Ctrl+Alt+1/2/3). "
                "Changes while the workers are stopped and the queue is empty."
            )
        if combo.toolTip() != tip:
            combo.setToolTip(tip)
        for action in self._orders.values():
            if action.isEnabled() != (not refusal):
                action.setEnabled(not refusal)
        # A priority means something in a Priority queue only: its field is shown there.
        priority = current == "Priority"
        # Said every time (Qt does nothing when it is so already): a field made
        # before its strip is hidden only once it is told so.
        live = self._sessions.current.live  # a replay puts nothing
        self.priority_spin.setVisible(priority)
        self.priority_spin.setEnabled(live)
        self._priority_field.setEnabled(priority and live)

    def choose(self, name: str) -> bool:
        """Make the live queue take items in `name`'s order; False if refused (said why)."""
        session = self._sessions.current
        scheduler = session.scheduler
        if scheduler is not None and name == scheduler.discipline:
            self.refresh()
            return True
        self._sessions.bridge.drain()  # the ledger must know the queue is empty
        refusal = self.refusal()
        if not refusal and scheduler is not None:
            try:
                scheduler.use_queue(QUEUE_CLASSES[name])
            except RuntimeError as exc:
                refusal = error_text(exc)
        if refusal:
            self._notices.refuse(refusal)
            self.refresh()
            return False
        self._sessions.bridge.drain()  # the scheduler's QueueConfigured: the ledger follows
        self._notices.say(
            self.tr("The queue is now {name}: the next tasks run in {name} order.").format(
                name=self.word(name)
            )
        )
        self.refresh()
        return True

    @Slot(int)
    def _on_combo_activated(self, index: int) -> None:
        self.choose(str(self.combo.itemData(index)))

    def _chooser(self, name: str) -> Callable[[], None]:
        """A slot for Labs ▸ Queue order ▸ `name`."""

        def choose() -> None:
            self.choose(name)

        return choose

    @Slot()
    def _on_priority_field(self) -> None:
        self.priority_spin.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.priority_spin.selectAll()
