"""The painted teaching views — queue lane, timeline, statistics, queue depth,
the main thread's responsiveness — each in a dock the teacher can move, hide
or float, with the event log's dock."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QMainWindow

from fifo_gui.ui.layout.docks import DockedView, add_docks
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.depth_chart import DepthChart
from fifo_gui.ui.views.event_log import EventLog
from fifo_gui.ui.views.heartbeat import Heartbeat
from fifo_gui.ui.views.queue_lane import QueueLane
from fifo_gui.ui.views.stats_panel import StatsPanel
from fifo_gui.ui.views.timeline_view import TimelineView


class TeachingViews(QObject):
    """The views of one window, docked into it; they show `session` until told another."""

    def __init__(self, session: Session, window: QMainWindow, log: EventLog) -> None:
        super().__init__(window)
        self.queue_lane = QueueLane(session)
        self.timeline = TimelineView(session)
        self.depth_chart = DepthChart(session)
        self.heartbeat = Heartbeat()
        self.stats_panel = StatsPanel(session)
        area = Qt.DockWidgetArea
        self.docks = add_docks(
            window,
            lane=DockedView(self.tr("Queue lane"), self.queue_lane, area.TopDockWidgetArea),
            # Taller with each worker's lane (see `TimelineView._fit_height`).
            timeline=DockedView(
                self.tr("Timeline"), self.timeline, area.BottomDockWidgetArea, scrolls=True
            ),
            stats=DockedView(
                self.tr("Statistics"), self.stats_panel, area.RightDockWidgetArea, scrolls=True
            ),
            depth=DockedView(self.tr("Queue depth"), self.depth_chart, area.RightDockWidgetArea),
            heartbeat=DockedView(self.tr("Main thread"), self.heartbeat, area.RightDockWidgetArea),
            log=DockedView(self.tr("Event log"), log, area.BottomDockWidgetArea),
        )

    @property
    def following(self) -> tuple[QueueLane, TimelineView, DepthChart, StatsPanel]:
        """The views that show a session (`show_session`)."""
        return self.queue_lane, self.timeline, self.depth_chart, self.stats_panel

    @property
    def painted(self) -> tuple[QueueLane, TimelineView, DepthChart, Heartbeat]:
        """The views repainted at each frame."""
        return self.queue_lane, self.timeline, self.depth_chart, self.heartbeat

    @property
    def drawn_ahead(self) -> tuple[QueueLane, TimelineView, DepthChart]:
        """The views that draw a frame's picture in a pass of their own (`FramePicture`)."""
        return self.queue_lane, self.timeline, self.depth_chart

    @Slot()
    def on_frame(self) -> None:
        """A frame: every painted view is due. They are painted with the table
        and the status lines at the frame's paint (`PaintAtFrames`), so what is
        on screen is one instant, never a view a frame behind another."""
        for view in self.painted:
            view.update()  # the view's own: its words for a screen reader follow too

    @Slot(bool)
    def on_clock_running(self, running: bool) -> None:
        """The responsiveness meter measures while the frame clock runs; at rest
        the statistics show their final figures."""
        self.heartbeat.set_measuring(running)
        if not running:
            self.stats_panel.refresh()
