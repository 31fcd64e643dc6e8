"""A first start sized for the screen: a student's 1366x768 laptop, a 1080p projector.

Offscreen, at sizes asked for; tests/faults/test_real_layout.py checks the same
on a real X server with a window manager, zoom included."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QTabBar

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.scenario import load_scenario
from fifo_gui.ui.app.application import make_application
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.layout.dock_arrangements import is_tabbed_below
from fifo_gui.ui.layout.table_room import MIN_TABLE_ROWS
from fifo_gui.ui.window.settings import AppSettings
from tests.helpers import ROOT

SCENARIOS = ROOT / "resources" / "scenarios"
LAPTOP = QRect(0, 0, 1366, 728)  # 768 px less a task bar
PROJECTOR = QRect(0, 0, 1920, 1040)


def test_a_laptop_screen_gets_a_window_that_fits_with_room_for_rows(qtbot, window) -> None:
    window.fit_to_screen(LAPTOP)
    qtbot.waitUntil(lambda: window.height() <= LAPTOP.height())
    assert window.width() <= LAPTOP.width()
    assert LAPTOP.contains(window.frameGeometry().center())
    assert window.minimumSizeHint().height() <= LAPTOP.height()
    row_height = window.table.verticalHeader().defaultSectionSize()
    qtbot.waitUntil(lambda: window.table.viewport().height() >= 8 * row_height)
    docks = window.docks
    lane, timeline, stats = docks.lane, docks.timeline, docks.stats
    depth, heartbeat, log = docks.depth, docks.heartbeat, docks.log
    # Every view in one of two tab groups below the table: it has the full width.
    assert set(window.tabifiedDockWidgets(stats)) == {depth, heartbeat}
    assert set(window.tabifiedDockWidgets(timeline)) == {lane, log}
    area = window.dockWidgetArea
    assert {area(d) for d in window.docks.views} == {Qt.DockWidgetArea.BottomDockWidgetArea}


def test_a_projector_screen_keeps_the_main_views_in_sight(qtbot, window) -> None:
    window.fit_to_screen(PROJECTOR)
    docks = window.docks
    lane, timeline, stats = docks.lane, docks.timeline, docks.stats
    depth, heartbeat = docks.depth, docks.heartbeat
    for dock in (lane, timeline, stats):  # none of them behind a tab
        assert not window.tabifiedDockWidgets(dock) or dock is timeline
    assert window.dockWidgetArea(lane) == Qt.DockWidgetArea.TopDockWidgetArea
    assert window.tabifiedDockWidgets(depth) == [heartbeat]
    assert window.width() <= PROJECTOR.width() and window.height() <= PROJECTOR.height()


def test_the_teachers_saved_layout_wins_over_the_screen_fit(qtbot) -> None:
    # The offscreen screen is 800x800, a small screen: a first start is compact...
    make_application()
    first = MainWindow(ClassroomScheduler(verbose=False), fit_screen=True)
    qtbot.addWidget(first)
    stats = first.docks.stats
    assert first.tabifiedDockWidgets(stats)
    first.addDockWidget(first.dockWidgetArea(stats), stats)  # the teacher un-tabs one
    first.close()  # saves the layout
    assert AppSettings().dock_state is not None
    # ...and the next start shows the layout the teacher left, not the fit.
    second = MainWindow(ClassroomScheduler(verbose=False), fit_screen=True)
    qtbot.addWidget(second)
    assert second.tabifiedDockWidgets(second.docks.stats) == first.tabifiedDockWidgets(stats)
    second.close()


FLOOD_FIGURES = {
    "throughput": "137,160 tasks/s",
    "wait": "12.345 s / 23.456 s",
    "run": "0.001 s / 0.002 s",
    "little": "30,000 vs 30,001",
}


def show_figures(window, figures: dict[str, str]) -> None:
    for key, text in figures.items():
        window.stats_panel.values[key].setText(text)
    layout = window.layout()
    assert layout is not None
    layout.activate()


def test_figures_coming_in_do_not_shift_the_projectors_layout(qtbot, window) -> None:
    window.fit_to_screen(PROJECTOR)
    window.show()
    qtbot.waitExposed(window)
    before = (window.docks.stats.width(), window.table.width(), window.width())
    show_figures(window, FLOOD_FIGURES)
    for _ in range(3):  # the docks settle on the next turns; nothing must move
        QApplication.processEvents()
    assert (window.docks.stats.width(), window.table.width(), window.width()) == before


def test_a_laptops_window_still_fits_when_flood_figures_come_in(qtbot, window) -> None:
    window.fit_to_screen(LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    show_figures(window, FLOOD_FIGURES)
    assert window.minimumSizeHint().width() <= LAPTOP.width()
    qtbot.waitUntil(lambda: window.width() <= LAPTOP.width())
    for key, text in FLOOD_FIGURES.items():  # every figure whole, under its caption
        value = window.stats_panel.values[key]
        assert value.width() >= value.fontMetrics().horizontalAdvance(text), key


def test_a_laptop_shows_the_producer_status_whole_in_the_status_bar(qtbot, window) -> None:
    window.fit_to_screen(LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    status = window.controls.producer_status
    assert status.parent() is window.statusBar()
    window.controls.maxsize_spin.setValue(1)
    window.scheduler.schedule_nowait(print, "fills the queue")
    window.actions_.producer.setChecked(True)  # blocks at once: the queue is full
    qtbot.waitUntil(lambda: "producer blocked (queue full)" in status.text(), timeout=5000)
    assert status.width() >= status.fontMetrics().horizontalAdvance(status.text())
    window.actions_.producer.setChecked(False)


def test_a_projector_shows_the_producer_status_in_the_strip(qtbot, window) -> None:
    """It had no width in the strip: the strip's items get what they ask for,
    and the line asked for nothing. Now a burst's line is whole there, and
    a longer one gets what the strip's line leaves, cut at a word."""
    window.fit_to_screen(PROJECTOR)
    window.show()
    qtbot.waitExposed(window)
    status = window.controls.producer_status
    assert status.parent() is window.controls and status.isVisible()
    window.start_workers()
    window.controls.burst_spin.setValue(100_000)
    window.actions_.burst.setChecked(True)
    qtbot.waitUntil(lambda: "of 100,000 queued" in status.text(), timeout=5000)
    assert status.shown() == status.text()  # whole, on screen
    assert status.width() >= status.fontMetrics().horizontalAdvance(status.text())
    window.actions_.burst.setChecked(False)
    long = "producer blocked (queue full) · 9,999 sent · scenario waits for room (queue full)"
    status.show_line(long, status.look)
    assert status.shown().endswith("…") and status.toolTip() == long


def test_a_status_message_is_never_drawn_over_the_laptops_producer_status(qtbot, window) -> None:
    window.fit_to_screen(LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    status, bar = window.controls.producer_status, window.statusBar()
    assert status.isVisible()
    window.producers.run_scenario(load_scenario(SCENARIOS / "failure-heavy.json"))
    window.start_workers()  # "The scenario's tasks are arriving."
    qtbot.waitUntil(lambda: "arrived" in status.text(), timeout=5000)
    assert bar.currentMessage()
    qtbot.wait(200)  # a few frames, which refresh the status and could show it again
    assert not status.isVisible()  # the message has the place to itself
    bar.clearMessage()
    assert status.isVisible()


def test_the_status_bar_counts_never_shrink_back_and_forth(qtbot, window, monkeypatch) -> None:
    label = window.counts_label  # the counts come from the shown session's ledger
    monkeypatch.setattr(window.ledger, "count", lambda state: 1_000_000)
    window.workers.refresh()
    wide = label.sizeHint().width()
    assert wide >= label.fontMetrics().horizontalAdvance(label.text())
    monkeypatch.setattr(window.ledger, "count", lambda state: 7)
    window.workers.refresh()
    assert "Queued 7 " in label.text() and label.sizeHint().width() == wide


def test_the_status_bar_counts_never_widen_the_window(qtbot, window, monkeypatch) -> None:
    # In Spanish with three workers at zoom +4 the counts ran to 1,279 px: as
    # the label's minimum width they made a 1280x720 window 1,305 px wide, the
    # table's Result / Error and the status line off the screen's edge.
    label = window.counts_label
    monkeypatch.setattr(window.ledger, "count", lambda state: 10**15)
    window.workers.refresh()
    whole = label.text()
    assert label.fontMetrics().horizontalAdvance(whole) > 960
    window.resize(960, 600)
    qtbot.wait(200)  # the layouts' requests, handled
    assert window.minimumSizeHint().width() <= 960 and window.width() == 960
    assert label.geometry().right() < window.statusBar().width()
    assert label.text() == whole and label.toolTip() == whole  # whole where it is cut


class FirstFrame(QObject):
    """What the window showed at its first paint: views tabbed below the table?"""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.tabbed: bool | None = None
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.tabbed is None:
            self.tabbed = is_tabbed_below(self._window, self._window.docks)
        return False


@pytest.mark.parametrize(("size", "tabbed"), [((1280, 690), True), ((1920, 1040), False)])
def test_a_short_table_has_its_views_in_tabs_from_the_first_frame(
    qtbot, size: tuple[int, int], tabbed: bool
) -> None:
    make_application()
    window = MainWindow(ClassroomScheduler(verbose=False))
    qtbot.addWidget(window)
    window.resize(*size)
    first = FirstFrame(window)
    moved_on_screen: list[bool] = []  # the timeline's moves: was the window showing?
    window.docks.timeline.dockLocationChanged.connect(
        lambda: moved_on_screen.append(window.isVisible())
    )
    window.show()
    qtbot.waitUntil(lambda: first.tabbed is not None)
    assert first.tabbed is tabbed  # decided before the first frame, not after it
    assert not any(moved_on_screen)  # and before any view was on screen: no relayout of them
    qtbot.wait(50)  # the check on the next turn agrees: nothing moves
    assert is_tabbed_below(window, window.docks) is tabbed
    row = window.table.verticalHeader().defaultSectionSize()
    assert window.table.viewport().height() >= MIN_TABLE_ROWS * row
    window.close()


def arrangement(window) -> list[tuple[object, ...]]:
    """Each view's area and tab mates, and whether the scenario's notes show."""
    docks = window.docks.all()
    places = [
        (window.dockWidgetArea(d), sorted(m.objectName() for m in window.tabifiedDockWidgets(d)))
        for d in docks
    ]
    return [*places, window.scenario_banner.notes.isVisible()]


def test_a_zoom_taken_back_gives_back_the_layout_it_took(qtbot, window) -> None:
    window.fit_to_screen(PROJECTOR)  # the tall layout
    window.resize(PROJECTOR.size())
    window.producers.run_scenario(load_scenario(SCENARIOS / "bounded-buffer.json"))
    qtbot.waitUntil(lambda: window.scenario_banner.notes.isVisible())
    window.producers.stop_all()
    before = arrangement(window)
    assert not is_tabbed_below(window, window.docks)
    for _ in range(10):  # the text outgrows the table's room: the views go into tabs
        window.actions_.zoom_in.trigger()
    qtbot.waitUntil(lambda: is_tabbed_below(window, window.docks))
    row = window.table.verticalHeader().defaultSectionSize()
    qtbot.waitUntil(lambda: window.table.viewport().height() >= MIN_TABLE_ROWS * row)
    click_tab(qtbot, window, window.docks.log)  # the teacher looks at another tab: no new layout
    window.actions_.zoom_reset.trigger()  # the room is back: so is the layout
    qtbot.waitUntil(lambda: arrangement(window) == before)
    qtbot.waitUntil(lambda: not window.table_room.busy())  # and it stays
    assert arrangement(window) == before


def in_front(window, dock) -> bool:
    """True if `dock` is the tab in front of its group (Qt moves the others
    out of the window)."""
    return window.rect().intersects(dock.geometry())


def click_tab(qtbot, window, dock) -> None:
    """A click on `dock`'s tab, as a teacher makes it (on the bar in use:
    Qt keeps old bars from earlier layouts under it)."""
    for bar in window.findChildren(QTabBar):
        for index in range(bar.count()):
            if bar.tabText(index) == dock.windowTitle():
                qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
                if in_front(window, dock):
                    return
    raise AssertionError(f"no tab brings {dock.objectName()} to the front")


def test_a_window_made_bigger_gets_back_the_layout_it_had(qtbot, window) -> None:
    window.fit_to_screen(PROJECTOR)
    window.resize(PROJECTOR.size())
    before = arrangement(window)
    window.resize(1280, 690)  # beside the lesson's code: the views go into tabs
    qtbot.waitUntil(lambda: is_tabbed_below(window, window.docks))
    log = window.docks.log
    assert not in_front(window, log)
    click_tab(qtbot, window, log)
    window.resize(1290, 700)  # a little bigger: the same steps, the teacher's tab stays
    qtbot.waitUntil(lambda: not window.table_room.busy())
    assert is_tabbed_below(window, window.docks) and in_front(window, log)
    window.resize(PROJECTOR.size())  # the whole screen again
    qtbot.waitUntil(lambda: arrangement(window) == before)


def test_a_layout_the_teacher_made_at_a_big_zoom_is_kept(qtbot, window) -> None:
    window.fit_to_screen(PROJECTOR)  # the tall layout
    window.resize(PROJECTOR.size())
    for _ in range(10):
        window.actions_.zoom_in.trigger()
    qtbot.waitUntil(lambda: is_tabbed_below(window, window.docks))
    stats = window.docks.stats
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, stats)  # the teacher's move
    moved = arrangement(window)
    window.actions_.zoom_reset.trigger()
    qtbot.wait(100)
    assert arrangement(window) == moved


def test_notes_folded_on_the_way_come_back_when_the_views_make_room(qtbot, window) -> None:
    # 1920x1080 at +4: the notes folded first, then the views went into tabs,
    # which left the table 16 rows and the class without the notes.
    window.fit_to_screen(PROJECTOR)
    window.resize(PROJECTOR.size())
    window.producers.run_scenario(load_scenario(SCENARIOS / "bounded-buffer.json"))
    qtbot.waitUntil(lambda: window.scenario_banner.notes.isVisible())
    window.producers.stop_all()
    for _ in range(10):  # +5 here; on the way the notes fold first
        window.actions_.zoom_in.trigger()
        qtbot.wait(20)
        if is_tabbed_below(window, window.docks):
            break
    assert is_tabbed_below(window, window.docks)
    assert window.scenario_banner.notes.isVisible()
    row = window.table.verticalHeader().defaultSectionSize()
    assert window.table.viewport().height() >= MIN_TABLE_ROWS * row


def test_a_layout_the_room_took_is_given_back_after_a_restart(qtbot, make_window) -> None:
    # Prepared on a laptop, opened again on the projector: the views the room
    # put into tabs were the teacher's layout from then on.
    first = make_window()
    first.fit_to_screen(PROJECTOR)
    first.resize(PROJECTOR.size())
    before = arrangement(first)
    first.resize(1280, 690)  # the views go into tabs
    qtbot.waitUntil(lambda: is_tabbed_below(first, first.docks))
    qtbot.waitUntil(lambda: not first.table_room.busy())
    first.close()  # saves what it shows, and what a bigger room gives back
    second = make_window()
    assert is_tabbed_below(second, second.docks)  # as it was left
    second.resize(PROJECTOR.size())
    qtbot.waitUntil(lambda: arrangement(second) == before)


def test_a_layout_the_teacher_made_stays_after_a_restart(qtbot, make_window) -> None:
    first = make_window()
    first.fit_to_screen(PROJECTOR)
    first.resize(1280, 690)
    qtbot.waitUntil(lambda: is_tabbed_below(first, first.docks))
    qtbot.waitUntil(lambda: not first.table_room.busy())
    stats = first.docks.stats
    first.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, stats)  # the teacher's move
    moved = arrangement(first)
    first.close()
    second = make_window()
    second.resize(PROJECTOR.size())
    qtbot.waitUntil(lambda: not second.table_room.busy())  # judged once it rests
    assert arrangement(second) == moved


def test_a_laptops_first_start_gives_the_tall_layout_back_on_a_projector(qtbot) -> None:
    # The offscreen screen is 800x800, a laptop's: a first start has tabs...
    make_application()
    window = MainWindow(ClassroomScheduler(verbose=False), fit_screen=True)
    qtbot.addWidget(window)
    window.show()
    assert is_tabbed_below(window, window.docks)
    window.showNormal()  # ...moved to the projector, made as big as it
    window.resize(PROJECTOR.size())
    lane, stats = window.docks.lane, window.docks.stats
    qtbot.waitUntil(lambda: window.dockWidgetArea(lane) == Qt.DockWidgetArea.TopDockWidgetArea)
    assert window.dockWidgetArea(stats) == Qt.DockWidgetArea.RightDockWidgetArea
    window.close()


def test_a_labs_dock_does_not_make_the_rooms_layout_the_teachers(qtbot, window) -> None:
    window.fit_to_screen(PROJECTOR)
    window.resize(PROJECTOR.size())
    window.resize(1280, 690)  # the room puts the views into tabs
    qtbot.waitUntil(lambda: is_tabbed_below(window, window.docks))
    qtbot.waitUntil(lambda: not window.table_room.busy())
    assert window.table_room.kept_state() is not None
    window.labs.show_race_panel()  # a lab's dock comes: no teacher moved anything
    qtbot.waitUntil(lambda: window.labs.race_dock.isVisible())
    assert window.table_room.kept_state() is not None


def test_lay_out_for_this_screen_puts_the_views_where_a_first_start_does(qtbot, window) -> None:
    # A projector's tall layout, then the laptop (the offscreen screen, 800x800).
    window.fit_to_screen(PROJECTOR)
    window.resize(PROJECTOR.size())
    assert not is_tabbed_below(window, window.docks)
    action = window.actions_.lay_out_for_screen
    assert action in window.menus["view"].actions()
    action.trigger()
    qtbot.waitUntil(lambda: is_tabbed_below(window, window.docks))
    screen = window.screen().availableGeometry()
    assert window.width() <= screen.width() and window.height() <= screen.height()
    row = window.table.verticalHeader().defaultSectionSize()
    qtbot.waitUntil(lambda: window.table.viewport().height() >= MIN_TABLE_ROWS * row)


def test_lay_out_for_this_screen_replaces_what_the_room_kept(qtbot, window) -> None:
    window.fit_to_screen(PROJECTOR)
    window.resize(PROJECTOR.size())
    depth = window.docks.depth
    depth.close()  # the teacher's layout: no depth chart
    window.resize(1280, 690)  # the room puts the views into tabs, keeping that layout
    qtbot.waitUntil(lambda: is_tabbed_below(window, window.docks))
    qtbot.waitUntil(lambda: not window.table_room.busy())
    window.actions_.lay_out_for_screen.trigger()  # every view, as a first start has them
    qtbot.waitUntil(lambda: not window.table_room.busy())
    assert not depth.isHidden()
    window.resize(PROJECTOR.size())  # grown: the first start's tall layout, not the old one
    lane = window.docks.lane
    qtbot.waitUntil(lambda: window.dockWidgetArea(lane) == Qt.DockWidgetArea.TopDockWidgetArea)
    qtbot.waitUntil(lambda: not window.table_room.busy())
    assert not depth.isHidden()


def test_the_views_that_grow_scroll_in_their_docks(window) -> None:
    # The timeline (a lane per worker) and the statistics (a form) scroll when
    # their dock is short; the painted views fit any height.
    scrolls = {d.objectName() for d in window.docks.views if isinstance(d.widget(), QScrollArea)}
    assert scrolls == {"timelineViewDock", "statsPanelDock"}
