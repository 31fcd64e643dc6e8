"""The timeline: a Gantt chart, one lane per worker, x = seconds since the session began.

For each task a thin line for its wait in the queue and a solid bar for its
run, coloured by outcome (`timeline_painting`). It keeps the whole session:
live, it follows the clock while tasks wait or run and stops at the last
thing that happened when all is idle, so the story stays on screen after
Stop (`timeline_follow`). Drag to look back, wheel to zoom, double-click (or
F8) to follow again, "Fit whole run" for the whole session, hover for a
tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QWheelEvent,
)
from PySide6.QtWidgets import QToolTip, QWidget

from fifo_gui.core.instant import Doing, doing, worker_names
from fifo_gui.core.ledger import Band, Record
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.views.drawing import INK, elide, short_label, view_font
from fifo_gui.ui.views.frame_picture import FramePicture, view_painter
from fifo_gui.ui.views.spoken import Spoken, draw_focus, focusable
from fifo_gui.ui.views.timeline_follow import TimelineFollow
from fifo_gui.ui.views.timeline_geometry import AXIS_H, LANE_LABEL_W, BarScale, visible_items
from fifo_gui.ui.views.timeline_painting import TimelinePainting
from fifo_gui.ui.views.timeline_words import describe, live_badge, looking_back
from fifo_gui.ui.words.numbers import agree, number


class TimelineView(ShowsSession, QWidget):
    """Draws the ledger's spans per worker lane.

    Signals:
        following_changed(bool): it began (True) or stopped (False) following
            the session's clock: a drag, Fit whole run, a double click.
    """

    following_changed = Signal(bool)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = FramePicture(self, self._draw)  # drawn ahead of a frame's paint
        # It paints every pixel (white first): Qt need not paint the window beneath.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("timelineView")
        self.session = session
        self._follow = TimelineFollow()  # where it looks: its zoom, following the clock or not
        self._following = True  # as last said (`following_changed`)
        self._drag_from: QPointF | None = None
        self.setMouseTracking(True)
        self._lanes_fitted = 0  # the lane count the minimum height is for
        self._fit_height()
        self.setToolTip("")  # tooltips are per bar, see mouseMoveEvent
        focusable(self, self.tr("Timeline"))
        self.spoken = Spoken(self, self._spoken_key, self.summary)
        self.spoken.refresh()

    @property
    def span(self) -> float:
        """Seconds across the plot."""
        return self._follow.span

    @span.setter
    def span(self, seconds: float) -> None:
        self._follow.span = seconds

    @property
    def live(self) -> bool:
        """True while it follows the session's clock."""
        return self._follow.live

    @property
    def live_badge(self) -> str:
        """What it says while it follows the present."""
        return live_badge(self.session.kind)

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """Draw `session` from now on, following its clock from its first span."""
        self.session = session
        self.spoken.forget()
        self.restart()

    def update(self, *args: Any) -> None:
        """Repaint (the frame clock's slot): what a screen reader hears follows what is drawn."""
        self.spoken.refresh()
        self.picture.drop()
        super().update(*args)

    def lanes(self) -> list[str]:
        """A lane per worker that has run, else per worker start() would run
        (as the queue lane shows them before Start)."""
        return self._ledger.lanes or worker_names(self._ledger)

    # -- what it says: the sentences with a count (the rest: `timeline_words`) ------

    def _spoken_key(self) -> Hashable:
        """Everything `summary` reads, cheaply: equal keys, the same words."""
        ledger = self._ledger
        markers = ledger.markers
        return (
            len(self.lanes()),
            ledger.done,
            ledger.failed,
            tuple((name, None if r is None else r.task_id) for name, r in ledger.workers.items()),
            tuple(doing(ledger, name, self.now()) for name in ledger.workers),
            len(markers),
            markers[-1].time if markers else None,
            self.live,
        )

    def summary(self) -> str:
        """The timeline in words, for a screen reader: what ran, what runs, on which lane."""
        ledger = self._ledger
        ran = ledger.done + ledger.failed
        parts = [
            agree(self.tr("%n worker lane(s)", "", len(self.lanes())), len(self.lanes())),
            agree(self.tr("%n task(s) ran, {failed} failed", "", ran), ran).format(
                failed=number(ledger.failed)
            ),
        ]
        now = self.now()
        for name, item in ledger.workers.items():
            state = doing(ledger, name, now)
            if state is Doing.RUNNING and item is not None:
                parts.append(
                    self.tr("{worker} running {task} (ID {id})").format(
                        worker=name, task=short_label(item), id=number(item.task_id)
                    )
                )
            elif state is Doing.BUSY:
                parts.append(self.tr("{worker} busy: taking task after task").format(worker=name))
        if any(marker.kind == "stop" for marker in ledger.markers):
            parts.append(self.tr("stop() called"))
        parts.append(self.tr("following the clock") if self.live else looking_back())
        return "; ".join(parts)

    def band_label(self, band: Band, latest_apart: bool) -> str:
        """A band's words: how many runs back to back, how many failed, and
        whether its latest runs are drawn one by one beside it."""
        n = band.count
        if band.failed and latest_apart:
            what = self.tr(
                "%n task(s) back to back, {failed} failed, the latest drawn one by one", "", n
            )
        elif band.failed:
            what = self.tr("%n task(s) back to back, {failed} failed", "", n)
        elif latest_apart:
            what = self.tr("%n task(s) back to back, the latest drawn one by one", "", n)
        else:
            what = self.tr("%n task(s) back to back", "", n)
        return agree(what, n).format(failed=number(band.failed))

    def describe(self, item: Record) -> str:
        """A bar's tooltip (see `timeline_words.describe`)."""
        return describe(item, self.epoch, self.now())

    # -- its size -------------------------------------------------------------------

    def lane_least(self) -> float:
        """The least height of a lane: its label, a run bar and the waits below
        it, apart from the next lane's."""
        return float(QFontMetricsF(view_font(self)).height()) + 20

    def _fit_height(self) -> None:
        """Tall enough for every lane at `lane_least`: in a short dock the view
        scrolls (its dock wraps it in a scroll area) rather than overlap lanes."""
        lanes = len(self.lanes())
        self._lanes_fitted = lanes
        top = 4 + self._header_h()
        self.setMinimumHeight(max(90, math.ceil(top + AXIS_H + 4 + lanes * self.lane_least())))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()
        super().changeEvent(event)

    def _header_h(self) -> float:
        """The strip above the lanes that says whether the view follows the clock."""
        return float(QFontMetricsF(view_font(self)).height()) + 4

    def sizeHint(self) -> QSize:
        return QSize(1000, 220)

    # -- the scale --------------------------------------------------------------------

    def right_edge(self) -> float:
        """Seconds since epoch at the plot's right edge (see `TimelineFollow.right_edge`)."""
        return self._follow.right_edge(self.session)

    def fit_whole_run(self) -> None:
        """Zoom out to the whole session, from the first task to the last event
        (or now, while tasks run), and stop following the clock there."""
        if self._follow.fit_whole_run(self.session):
            self._looked()

    def plot_rect(self) -> QRectF:
        """Where bars are drawn (the lanes, without labels and axis)."""
        top = 4 + self._header_h()
        return QRectF(
            LANE_LABEL_W,
            top,
            max(1.0, self.width() - LANE_LABEL_W - 8),
            max(1.0, self.height() - AXIS_H - 4 - top),
        )

    def axis_top(self, drawn: QRect | None = None) -> float:
        """Where the axis's labels begin: under the plot, or, where the part of
        the view `drawn` (on screen: the part in sight) ends above it (more
        lanes than the dock shows, which then scrolls), at the bottom of that
        part: the times stay readable."""
        natural = self.plot_rect().bottom() + 2
        drawn = self.visibleRegion().boundingRect() if drawn is None else drawn
        if drawn.isEmpty():
            return natural
        return max(float(drawn.top()), min(natural, drawn.bottom() + 1 - AXIS_H - 2))

    def whole_picture(self) -> QPixmap:
        """The whole view, every lane and the axis under them, however much of
        it is in sight (File ▸ Export ▸ the timeline as PNG)."""
        ratio = self.devicePixelRatioF()
        picture = QPixmap(self.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(QColor("white"))
        p = view_painter(self, picture)
        self._draw_part(p, self.rect())
        p.end()
        return picture

    def moveEvent(self, event: QMoveEvent) -> None:
        """Scrolled (its scroll area moves it): the axis keeps to the bottom of
        what is in sight, so the whole view is drawn again, not only the strip
        a scroll uncovers."""
        super().moveEvent(event)
        self.update()

    def x_of(self, seconds: float) -> float:
        """The x pixel of a time given in seconds since epoch."""
        plot = self.plot_rect()
        left = self.right_edge() - self.span
        return plot.left() + (seconds - left) / self.span * plot.width()

    def lane_rect(self, worker: str) -> QRectF:
        """The horizontal band of one worker's lane."""
        plot = self.plot_rect()
        lanes = self.lanes()
        index = lanes.index(worker) if worker in lanes else 0
        height = plot.height() / len(lanes)
        return QRectF(plot.left(), plot.top() + index * height, plot.width(), height)

    def bar_rects(self, item: Record) -> tuple[QRectF, QRectF]:
        """(wait bar, run bar) of an item that has started, in pixels."""
        left = self.right_edge() - self.span
        scale = BarScale.across(self.plot_rect(), self.span, self.epoch + left)
        return scale.bars(item, self.lane_rect(item.worker), self.now())

    def items_in_sight(self) -> Iterator[Record]:
        """The records whose bars may be in sight (see `visible_items`)."""
        return visible_items(self._ledger, self.epoch + self.right_edge() - self.span)

    # -- painting -----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        self.picture.paint(event)

    def _draw(self, p: QPainter) -> None:
        """The view, drawn with `p` (on the view, or on its picture)."""
        self._draw_part(p, self.visibleRegion().boundingRect())

    def _draw_part(self, p: QPainter, drawn: QRect) -> None:
        """The view drawn with `p`, where `drawn` is the part that will be seen
        (the axis keeps to its bottom)."""
        if len(self.lanes()) > self._lanes_fitted:  # a worker joined
            self._fit_height()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        plot = self.plot_rect()
        p.setFont(view_font(self))
        painting = TimelinePainting(
            p=p,
            ledger=self._ledger,
            now=self.now(),
            epoch=self.epoch,
            plot=plot,
            right=self.right_edge(),
            span=self.span,
            lanes={name: self.lane_rect(name) for name in self.lanes()},
            band_label=self.band_label,
        )
        painting.grid()
        painting.lane_names()
        p.setClipRect(plot)
        painting.items()
        painting.markers()
        p.setClipping(False)
        painting.axis(self.axis_top(drawn))
        # Above the lanes, never on a bar; grey and worded unlike the workers'
        # Pause: it is only where the view looks, the workers go on.
        badge = self.live_badge if self.live else looking_back()
        p.setPen(INK if self.live else QColor("#555555"))
        p.setFont(view_font(self, bold=self.live))
        p.drawText(
            QRectF(plot.left(), 2, plot.width(), self._header_h()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            elide(p, badge, plot.width()),
        )
        draw_focus(p, self)

    # -- interaction --------------------------------------------------------------------

    def item_at(self, pos: QPointF) -> Record | None:
        """The task whose bar is under `pos`, if any (none under the axis)."""
        if pos.y() >= self.axis_top() - 2:
            return None
        for item in self.items_in_sight():
            wait, run = self.bar_rects(item)
            if run.adjusted(0, -2, 0, 2).contains(pos) or wait.adjusted(0, -6, 0, 6).contains(pos):
                return item
        return None

    def restart(self) -> None:
        """A new session or a replay begins: follow its clock again, at the first
        span (a look back or a zoom on the old session shows nothing of it)."""
        self._follow.restart(self.session)
        self._looked()

    def set_live(self, live: bool) -> None:
        """Follow live time (True) or stay where the user looked (False)."""
        self._follow.set_live(live, self.session)
        self._looked()

    def _looked(self) -> None:
        """Repaint where it looks now, and say so if it began or stopped following the clock."""
        if self._follow.live != self._following:
            self._following = self._follow.live
            self.following_changed.emit(self._following)
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        self._follow.zoom(closer=event.angleDelta().y() > 0)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._drag_from = event.position()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None and event.buttons() & Qt.MouseButton.LeftButton:
            dx = event.position().x() - self._drag_from.x()
            self._follow.drag(dx, self.plot_rect().width(), self.session)
            self._drag_from = event.position()
            self._looked()
            return
        item = self.item_at(event.position())
        if item is None:
            QToolTip.hideText()
            return
        QToolTip.showText(event.globalPosition().toPoint(), self.describe(item), self)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag_from = None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.set_live(True)
