"""View ▸ Projector view: the lesson fills the screen, not the cockpit.

On a projector, zoomed for the back row, the table and the queue lane are the
lesson. Projector view shows the lesson's commands in one line (the whole
strip of controls is one click away, under *More*, in a drawer over the
window that moves nothing in it), the queue lane above the
table with the other views out of the way (each one click away in the View
menu, where they always are), and gives the table's width to what a class
reads — Task, State, Result / Error — by leaving the timing columns out.
Nothing is removed; turning it off gives the window back as it was. The
choice is remembered, and offered when the zoom calls for it.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QByteArray, QObject, QPoint, Qt, Signal, Slot
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.ui.layout.docks import Docks
from fifo_gui.ui.layout.flow_layout import FlowLayout
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.table.task_model import Column
from fifo_gui.ui.window.actions import WindowActions, action_button, key_text, stand_in
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.window.settings import AppSettings

OFFER_AT_ZOOM = 2  # from this zoom on, the window offers projector view once
# The timing columns: their room goes to Task, State and Result / Error (CPU
# follows Run: table_columns.ColumnFit).
TIMING_COLUMNS = (Column.ENQUEUED, Column.STARTED, Column.FINISHED, Column.WAIT, Column.RUN)


class LessonLine(QWidget):
    """The lesson's commands in one line, and *More* for the whole strip.

    One line where the window has the room; where it has not (a window beside
    the code, a big zoom) the line wraps like the strip does, rather than ask
    for a window wider than the screen. Start, Stop, Pause and Step wrap as one:
    the commands a class watches are never split across two rows."""

    def __init__(self, actions: WindowActions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonLine")
        flow = FlowLayout(spacing=4, line_spacing=3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(flow)
        a = actions
        for action, name, text in (
            (a.add_sleep, "lessonAddSleepButton", self.tr("Add sleeping")),
            (a.add_fail, "lessonAddFailButton", self.tr("Add failing")),
            (a.add_lesson, "lessonTasksButton", self.tr("Lesson's 4 tasks")),
        ):
            flow.add(action_button(action, name, text, stand_in=stand_in(a, action)))
        run = QWidget()
        row = QHBoxLayout(run)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        for action, name, text in (
            (a.start, "lessonStartButton", self.tr("Start")),
            (a.stop, "lessonStopButton", self.tr("Stop")),
            (a.pause, "lessonPauseButton", self.tr("Pause")),
            (a.step, "lessonStepButton", self.tr("Step")),
        ):
            row.addWidget(action_button(action, name, text, stand_in=stand_in(a, action)))
        flow.add(run)
        # The commands it shows: More's strip leaves them out, not to list them twice.
        self.commands = (a.add_sleep, a.add_fail, a.add_lesson, a.start, a.stop, a.pause, a.step)
        flow.add(QWidget(), fill=True)  # takes what the line leaves: More at its end
        self.more = QToolButton()
        self.more.setObjectName("moreControlsButton")
        self.more.setCheckable(True)
        self.more.setText(self.tr("More ▾"))
        self.more.setToolTip(
            self.tr("Show every control: the producer's, the auto-producer, workers, maxsize, …")
        )
        self.more.setAccessibleName(self.tr("More controls"))
        self.more.toggled.connect(self._on_more_toggled)
        flow.add(self.more)

    @Slot(bool)
    def _on_more_toggled(self, shown: bool) -> None:
        self.more.setText(self.tr("More ▴") if shown else self.tr("More ▾"))


class Drawer(QFrame):
    """More's drawer: the whole strip in a popup under the lesson line. Opened
    in the window's layout, the strip took the table's room and the window
    rearranged itself under the mouse (the lane moved to the bottom, More
    itself 146 px up); over the window, nothing in it moves. A click outside
    or Escape closes it, and a click on More closes it without opening it again.

    Signals:
        closed(): GUI thread. The drawer was closed, by any means.
    """

    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("moreDrawer")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAttribute(Qt.WidgetAttribute.WA_NoMouseReplay)  # More's click only closes
        QVBoxLayout(self).setContentsMargins(6, 6, 6, 6)

    def open_under(self, strip: QWidget, anchor: QWidget, room: QWidget) -> None:
        """Show `strip` in the drawer, as wide as `room`, just under `anchor`."""
        layout = self.layout()
        assert layout is not None
        layout.addWidget(strip)
        strip.show()
        width = room.width()
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        height = strip.heightForWidth(inner) if strip.hasHeightForWidth() else -1
        height = max(height, strip.sizeHint().height()) + margins.top() + margins.bottom()
        self.resize(width, height)
        self.move(room.mapToGlobal(QPoint(0, anchor.mapTo(room, QPoint(0, anchor.height())).y())))
        self.show()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.closed.emit()


class FoldFor(Enum):
    """Who folds the control strip into the lesson's line."""

    PROJECTOR = "projector view"
    ROOM = "the room (a window too small for the strip)"


class StripFold(QObject):
    """The control strip folded into the lesson line, the rest behind More in
    its drawer: for projector view, or for the room (a window too small for
    the strip and the table, see `TableRoom`). Folded while either asks; each
    unfolds only what it folded. A `Foldable`, for the room's steps."""

    def __init__(self, strip: ControlPanel, line: LessonLine, parent: QWidget) -> None:
        super().__init__(parent)
        self._strip, self._line = strip, line
        self._why: set[FoldFor] = set()  # who asked for the fold
        self._drawer = Drawer(parent)
        room = strip.parentWidget()  # the window's central widget: the strip's home
        home = room.layout() if room is not None else None
        assert room is not None and isinstance(home, QBoxLayout), "the strip is laid out first"
        self._room, self._home = room, home
        self._home_at = home.indexOf(strip)
        self._drawer.closed.connect(self._on_drawer_closed)
        line.hide()
        line.more.toggled.connect(self._on_more_toggled)

    @property
    def folded(self) -> bool:
        """True while the lesson line shows in the strip's place."""
        return bool(self._why)

    def fold_for(self, why: FoldFor, folded: bool) -> None:
        """Fold for `why`, or take that reason back."""
        if folded:
            self._why.add(why)
        else:
            self._why.discard(why)
        on = self.folded
        self._line.more.setChecked(False)
        self._line.setVisible(on)
        self._strip.leave_out(self._line.commands if on else ())
        self._strip.setVisible(not on)

    # The room's steps (`Foldable`).
    def can_fold(self) -> bool:
        return not self.folded

    def fold(self) -> None:
        self.fold_for(FoldFor.ROOM, True)

    def unfold(self) -> None:
        self.fold_for(FoldFor.ROOM, False)

    @Slot(bool)
    def _on_more_toggled(self, shown: bool) -> None:
        if not self.folded:
            return
        if shown:
            self._home_at = self._home.indexOf(self._strip)
            self._drawer.open_under(self._strip, self._line, self._room)
        else:
            self._drawer.hide()

    @Slot()
    def _on_drawer_closed(self) -> None:
        """The strip back in its place in the window, hidden (folded)."""
        if self._strip.parentWidget() is self._drawer:
            self._strip.hide()
            self._home.insertWidget(self._home_at, self._strip)
        self._line.more.setChecked(False)


class ProjectorView(QObject):
    """Turns projector view on and off for one window (View ▸ Projector view)."""

    def __init__(
        self,
        window: QMainWindow,
        actions: WindowActions,
        fold: StripFold,
        docks: Docks,
        table: QTableView,
        settings: AppSettings,
        notices: Notices,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._action = actions.projector_view
        self._fold = fold
        self._docks = docks
        self._table = table
        self._settings = settings
        self._notices = notices
        self._before: QByteArray | None = None  # the docks as they were before it was on
        self._offered = ""  # the offer, once said
        self._action.toggled.connect(self._on_toggled)

    @property
    def on(self) -> bool:
        """True while projector view is shown."""
        return self._action.isChecked()

    def restore(self) -> None:
        """At start-up: as it was left."""
        if self._settings.projector_view:
            self._action.setChecked(True)

    def layout_to_keep(self) -> QByteArray:
        """The docks to remember at close: those of the window without projector view."""
        if self.on and self._before is not None:
            return self._before
        return self._window.saveState()

    def offer(self, zoom: int) -> None:
        """A zoom that calls for it: say once how to get projector view."""
        if self.on or self._offered or zoom < OFFER_AT_ZOOM:
            return
        self._offered = self.tr(
            "At this zoom, View ▸ Projector view ({key}) gives the table and the "
            "queue lane the room."
        ).format(key=key_text(WindowActions.projector_view))
        self._notices.advise(self._offered)

    @Slot(bool)
    def _on_toggled(self, on: bool) -> None:
        self._settings.projector_view = on
        window = self._window
        if on and self._notices.current == self._offered:
            window.statusBar().clearMessage()  # taken: the offer is no longer news
        if on:
            self._before = window.saveState()
            lane = self._docks.lane
            for dock in self._docks.all():
                dock.setVisible(dock is lane)
            window.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, lane)
            lane.show()
        elif self._before is not None:
            window.restoreState(self._before)
            self._before = None
        for column in TIMING_COLUMNS:
            self._table.setColumnHidden(column, on)
        self._fold.fold_for(FoldFor.PROJECTOR, on)
