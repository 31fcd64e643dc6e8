"""The room the table keeps: the steps that give it its rows back, and undo them.

A small screen, a big zoom, the lesson's code beside the window or a
scenario's notes can leave the table without rows; `TableRoom` folds the
banner, moves the views into tabs below the table, shortens those tabs and
folds the control strip, in that order, until it has them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, Protocol

from PySide6.QtCore import QByteArray, QObject, QRect, QTimer, SignalInstance, Slot
from PySide6.QtWidgets import QApplication, QMainWindow

from fifo_gui.ui.layout.dock_arrangements import (
    BOTTOM_SHARE,
    V,
    is_tabbed_below,
    size_for_font,
    tab_below,
)
from fifo_gui.ui.layout.docks import Docks
from fifo_gui.ui.layout.window_placement import fits_inside, keep_inside, settle
from fifo_gui.ui.table.table_columns import TaskTable

LEAST_BOTTOM_SHARE = 0.17  # of the window's height: the tabs below the table, at least
STRIP_ROWS = 2  # fewer in sight after every other step, and the control strip folds
MIN_TABLE_ROWS = 6  # fewer on screen, and the banner folds, then the views go into tabs


class Foldable(Protocol):
    """What gives the table room: the scenario banner (first), the control
    strip folding into one line and a drawer (last)."""

    def can_fold(self) -> bool: ...

    def fold(self) -> None: ...

    def unfold(self) -> None: ...


class _Kept(NamedTuple):
    """The arrangement before the room's first step, to go back to."""

    state: QByteArray  # the docks, as QMainWindow.saveState has them
    folded: bool  # one of the steps folded the banner
    strip_folded: bool = False  # the last step folded the control strip


GROWN_REST_MS = 250  # a window dragged bigger (or its strip folding) is judged once it rests


class TableRoom(QObject):
    """Keeps the table at least MIN_TABLE_ROWS rows tall (a small screen, a
    big zoom, the lesson's code beside the window, a scenario's notes) and the
    window's least size inside the screen. Its steps, taken in order until
    that holds: the scenario banner folds to one line; the views go into tabs
    below the table; those tabs get shorter; the control strip folds into the
    lesson's line, the rest of it one click away under More (a 960x600
    window at +4 cut its controls and showed no row).

    The steps follow the room, not its history: the arrangement before the
    first step is kept, and when the room grows back (a smaller zoom; a
    bigger window, once it rests) the window returns to it and takes only the
    steps the room now needs. If those are the steps it had, the window stays
    as it was, the tab in front included. An arrangement the teacher makes
    meanwhile (a dock moved, tabbed or closed) is the one kept from then on.
    The window saves the arrangement it shows (the kept one might not fit the
    window's saved size, and Qt would enlarge the window to hold it) and,
    beside it, the kept one (`kept_state`), which the next start keeps again
    (`keep`): a layout the room took on a laptop is given back on a projector.

    A window about to be shown gets its size before any view is on screen:
    the steps are taken then, before the first frame, while moving the views
    costs no relayout of what is shown."""

    def __init__(
        self,
        *,
        window: QMainWindow,
        window_resized: SignalInstance,
        table: TaskTable,
        docks: Docks,
        banner: Foldable,
        strip: Foldable,
        screen: Callable[[], QRect | None],
    ) -> None:
        """`window_resized`: the window's signal that its size changed;
        `screen`: the room on the screen the window keeps inside (None: none)."""
        super().__init__(window)
        self._window, self._table, self._docks = window, table, docks
        self._banner, self._strip, self._screen = banner, strip, screen
        self._kept: _Kept | None = None
        self._room_then = (0, 0, 0.0)  # the window's size and font when the steps were judged
        self._left: tuple[tuple[object, ...], ...] = ()  # the docks as the steps left them
        self._fit_soon = _single_shot(self, 0, self.fit)  # once the docks have their sizes
        self._grown = _single_shot(self, GROWN_REST_MS, self._on_grown)
        self._strip_soon = _single_shot(self, GROWN_REST_MS, self._fold_strip)
        window_resized.connect(self._on_window_resized)
        table.resized.connect(self._fit_soon.start)

    @Slot()
    def refit(self) -> None:
        """After a zoom or a change of style: back to the kept arrangement if
        the font got smaller, the views sized for the new font, then the steps
        the room needs, the window inside the screen. A window not yet shown
        waits for its size (see `_on_window_resized`)."""
        if not self._window.isVisible():
            return
        available = self._screen()
        self._forget_if_rearranged()
        if self._grew():
            self._go_back()
        if available is not None:
            size_for_font(self._window, self._docks, available)
        self.fit()
        self._room_then = self._room()
        if available is not None:
            keep_inside(self._window, available)

    @Slot()
    def fit(self) -> None:
        """The steps the room needs now (none if the table has its rows)."""
        self._forget_if_rearranged()
        window = self._window
        settle(window)
        taken = []
        for step in (self._fold, self._tab_below, self._shorten_tabs):
            if not self._short():
                break
            if step():
                taken.append(step)
                settle(window)
        if taken and taken[-1] != self._fold:
            self._unfold_if_room()  # the views moved: the notes may fit again
        self._left = self._arrangement()
        if self._short() and self._strip.can_fold():
            self._strip_soon.start()  # the last step, judged once the window rests

    def kept_state(self) -> QByteArray | None:
        """The arrangement the room would go back to if it grew; None if the
        one shown is the teacher's (judged now: a teacher's move since the
        room's steps makes it so for good) or needed no step."""
        self._forget_if_rearranged()
        return None if self._kept is None else self._kept.state

    def keep(self, state: QByteArray | None) -> None:
        """The arrangement shown now is where the room starts from: `state` (a
        first start's tall layout, an earlier run's `kept_state`) is the one
        to go back to once the room grows; None, nothing to go back to."""
        self._kept = None if state is None else _Kept(state, folded=False)
        self._room_then = self._room()
        self._left = self._arrangement()

    def busy(self) -> bool:
        """True while a check of the room is due (after a resize)."""
        return any(t.isActive() for t in (self._fit_soon, self._grown, self._strip_soon))

    @Slot()
    def _on_window_resized(self) -> None:
        if not self._window.isVisible():
            self.fit()  # being shown: its views are not yet
        self._fit_soon.start()
        if self._kept is not None and self._grew():
            self._grown.start()  # restarted by each step of a drag

    @Slot()
    def _on_grown(self) -> None:
        """The window rests at a new size: if it grew, the kept arrangement
        and the steps it needs now; the same steps as before leave the window
        as it was."""
        self._forget_if_rearranged()
        if self._kept is None or not self._grew():
            return
        window = self._window
        before, arranged, foldable = window.saveState(), self._arrangement(), self._foldable()
        self._go_back()
        self.fit()
        if self._arrangement() == arranged and self._foldable() == foldable:
            window.restoreState(before)  # the tabs in front and the sizes, as they were
            self._left = arranged
        self._room_then = self._room()

    def _foldable(self) -> tuple[bool, bool]:
        return self._banner.can_fold(), self._strip.can_fold()

    def _forget_if_rearranged(self) -> None:
        if self._kept is not None and self._arrangement() != self._left:
            self._kept = None  # the teacher arranged the views: that is what stays

    def _go_back(self) -> None:
        """The kept arrangement, the notes unfolded if a step folded them."""
        kept, self._kept = self._kept, None
        if kept is None:
            return
        self._window.restoreState(kept.state)
        if kept.folded:
            self._banner.unfold()
        if kept.strip_folded:
            self._strip.unfold()

    def _unfold_if_room(self) -> None:
        """The notes back, if the table keeps its rows with them."""
        kept = self._kept
        if kept is None or not kept.folded:
            return
        self._banner.unfold()
        settle(self._window)
        if self._short():
            self._banner.fold()
            settle(self._window)
        else:
            self._kept = kept._replace(folded=False)

    def _grew(self) -> bool:
        """The room is no smaller either way than when the steps were judged
        (the window's width and height, the font the other way round), and it
        is not the same room."""
        width, height, points = self._room()
        then_width, then_height, then_points = self._room_then
        no_smaller = width >= then_width and height >= then_height and points <= then_points
        return no_smaller and (width, height, points) != self._room_then

    def _room(self) -> tuple[int, int, float]:
        """The window's width and height, and the font's size: what the room depends on."""
        return self._window.width(), self._window.height(), QApplication.font().pointSizeF()

    def _arrangement(self) -> tuple[tuple[object, ...], ...]:
        """Where each dock is, by name: its area, floating or closed, and its
        tab mates (not which tab is in front: a click on a tab moves nothing)."""
        window, own = self._window, self._docks.all()
        return tuple(  # a lab's dock coming, tabbed beside one of these, is not a move
            (
                dock.objectName(),
                window.dockWidgetArea(dock),
                dock.isFloating(),
                dock.isHidden(),
                tuple(sorted(m.objectName() for m in window.tabifiedDockWidgets(dock) if m in own)),
            )
            for dock in own
        )

    def _rows_in_sight(self) -> float:
        """How many rows the table's viewport has room for."""
        table = self._table
        row = max(1, table.verticalHeader().defaultSectionSize())
        room = table.viewport().height() if self._window.isVisible() else self._room_before_show()
        return room / row

    def _short(self) -> bool:
        """The table shows fewer than MIN_TABLE_ROWS rows, or the window's
        least size is bigger than the screen."""
        available = self._screen()
        return self._rows_in_sight() < MIN_TABLE_ROWS or (
            available is not None and not fits_inside(self._window, available)
        )

    def _room_before_show(self) -> int:
        """The most the table's viewport can be, in px, before it is shown: its
        height laid out now, less its header (a horizontal scroll bar may take
        more once it is shown, never less)."""
        table = self._table
        central = self._window.centralWidget()
        layout = central.layout() if central is not None else None
        if layout is not None:
            layout.activate()  # the window's own layout placed it; this places the table
        header = table.horizontalHeader()
        return (
            table.height()
            - 2 * table.frameWidth()
            - (0 if header.isHidden() else header.sizeHint().height())
        )

    def _keep(self, folding: bool = False, strip: bool = False) -> None:
        """Before a step: the arrangement to go back to, and the room now."""
        if self._kept is None:
            self._kept = _Kept(self._window.saveState(), folded=False)
        if folding:
            self._kept = self._kept._replace(folded=True)
        if strip:
            self._kept = self._kept._replace(strip_folded=True)
        self._room_then = self._room()

    def _fold(self) -> bool:
        if not self._banner.can_fold():
            return False
        self._keep(folding=True)
        self._banner.fold()
        return True

    @Slot()
    def _fold_strip(self) -> None:
        """The last step, for a window the cockpit cannot work in: the table
        shows (almost) no row with the strip. Judged once the window rests
        after the other steps: in the middle of a zoom the table can be
        short for a moment, and the strip would fold for nothing."""
        settle(self._window)
        if not self._strip.can_fold() or self._rows_in_sight() >= STRIP_ROWS:
            return
        self._keep(strip=True)
        self._strip.fold()
        settle(self._window)
        self._left = self._arrangement()

    def _tab_below(self) -> bool:
        window = self._window
        if is_tabbed_below(window, self._docks):
            return False
        self._keep()
        tab_below(window, self._docks)
        window.resizeDocks([self._docks.timeline], [int(window.height() * BOTTOM_SHARE)], V)
        return True

    def _shorten_tabs(self) -> bool:
        window, lane = self._window, self._docks.lane
        least = int(window.height() * LEAST_BOTTOM_SHARE)
        before = lane.height()
        if not is_tabbed_below(window, self._docks) or before <= least + 4:
            return False
        kept, then = self._kept, self._room_then
        self._keep()
        window.resizeDocks([lane], [least], V)
        settle(window)
        if lane.height() < before:
            return True
        # Its views' least height holds the tabs where they are: no step was
        # taken. (Counted as one, each check of the room took it again, and the
        # window relaid itself out for ever: a 960x600 window beside the code
        # spun a core while idle.)
        self._kept, self._room_then = kept, then
        return False


def _single_shot(parent: QObject, interval_ms: int, slot: Callable[[], None]) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(interval_ms)
    timer.timeout.connect(slot)
    return timer
