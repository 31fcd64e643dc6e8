"""The timeline: a Gantt chart, one lane per worker, x = seconds since the session began.

For each task a thin line for its wait in the queue (with a tick where it was
put on the queue) and a solid bar for its run, coloured by outcome; a failed
run carries a ✗. It keeps the whole session: live, it follows the clock while
tasks wait or run and stops at the last thing that happened when all is idle,
so the story stays on screen after Stop. Drag to look back, wheel to zoom,
double-click (or F8) to follow again, "Fit whole run" for the whole session,
hover for a tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Slot
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QToolTip, QWidget

from fifo_gui.core.instant import Doing, doing, worker_names
from fifo_gui.core.ledger import Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.views.drawing import GRID, INK, STOP_COLOUR, elide, short_label, view_font
from fifo_gui.ui.views.palette import state_colour, state_name
from fifo_gui.ui.views.spoken import Spoken, draw_focus, focusable
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.words.numbers import agree, number, seconds

LANE_LABEL_W = 110.0
AXIS_H = 26.0
MIN_SPAN, MAX_SPAN = 0.01, 86400.0
SPAN = 10.0  # seconds across the plot when a session begins
MIN_BAR = 4.0  # pixels: a run shorter than a pixel still shows
FAILED_MARK = "✗"


def looking_back() -> str:
    return QCoreApplication.translate(
        "TimelineView", "looking back — double-click or {key} to follow"
    ).format(key=key_text(WindowActions.follow))


FAILED_INK = state_colour(TaskState.FAILED)
CROSS_MAX = 16.0  # px: the biggest ✗
WAIT_ROOM = 17.0  # px below a run bar for the staggered wait lines


def cross_rect(run: QRectF, ceiling: float) -> QRectF:
    """Where a failed run's ✗ goes: inside its own bar, at its end, when the bar
    has room; else just above the bar, but not above `ceiling` (its lane's
    top: the first lane's ✗ was cut in half by the plot's edge). Never on the
    next run: "✗ Task C" read as Task C failing."""
    size = max(8.0, min(CROSS_MAX, run.height() * 0.6))
    if run.width() >= size + 8:
        return QRectF(run.right() - size - 4, run.center().y() - size / 2, size, size)
    return QRectF(run.center().x() - size / 2, max(ceiling, run.top() - size - 2), size, size)


class TimelineView(ShowsSession, QWidget):
    """Draws the ledger's spans per worker lane."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # It paints every pixel (white first): Qt need not paint the window beneath.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("timelineView")
        self.session = session
        self.span = SPAN  # seconds across the plot
        self.live = True
        self._right = 0.0  # seconds since epoch at the right edge, while paused
        self._drag_from: QPointF | None = None
        self.setMouseTracking(True)
        self._lanes_fitted = 0  # the lane count the minimum height is for
        self._fit_height()
        self.setToolTip("")  # tooltips are per bar, see mouseMoveEvent
        focusable(self, self.tr("Timeline"))
        self.spoken = Spoken(self, self._spoken_key, self.summary)
        self.spoken.refresh()

    @property
    def live_badge(self) -> str:
        """What it says while it follows the present."""
        kind = self.session.kind
        if not kind:
            return self.tr("● live")
        return self.tr("● {kind}").format(kind=kind.lower())

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """Draw `session` from now on, following its clock from its first span."""
        self.session = session
        self.spoken.forget()
        self.restart()

    def update(self, *args: Any) -> None:
        """Repaint (the frame clock's slot): what a screen reader hears follows what is drawn."""
        self.spoken.refresh()
        super().update(*args)

    def lanes(self) -> list[str]:
        """A lane per worker that has run, else per worker start() would run
        (as the queue lane shows them before Start)."""
        return self._ledger.lanes or worker_names(self._ledger)

    # -- what it says ------------------------------------------------------------

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

    # -- the scale --------------------------------------------------------------

    def right_edge(self) -> float:
        """Seconds since epoch at the plot's right edge. Live, the clock while
        something can move: a task runs, or tasks wait for a worker that will
        take them. Otherwise (all idle, or tasks waiting after Stop or while
        paused) just past the last thing that happened, so the runs do not
        scroll away while nothing happens."""
        if not self.live:
            return self._right
        now = self.now() - self.epoch
        ledger = self._ledger
        taking = ledger.queued and ledger.workers and not ledger.paused
        if not (ledger.running or taking):
            last = self._last_activity()
            if last is not None:
                now = min(now, last - self.epoch + self.span * 0.05)
        return max(self.span, now)

    def _last_activity(self) -> float | None:
        """When the last run finished or the last marker fell (monotonic)."""
        ledger = self._ledger
        times = [
            ledger.spans[-1].finished if ledger.spans else None,
            ledger.markers[-1].time if ledger.markers else None,
            ledger.bands[-1].end if ledger.bands else None,
        ]
        known = [t for t in times if t is not None]
        return max(known) if known else None

    def _first_activity(self) -> float | None:
        """When the first task still on the timeline was put on the queue (monotonic)."""
        ledger = self._ledger
        times = [
            ledger.spans[0].enqueued if ledger.spans else None,
            ledger.bands[0].start if ledger.bands else None,
            *(r.enqueued for r in ledger.running_records()[:1]),
        ]
        known = [t for t in times if t is not None]
        return min(known) if known else None

    def fit_whole_run(self) -> None:
        """Zoom out to the whole session, from the first task to the last event
        (or now, while tasks run), and stop following the clock there."""
        first, last = self._first_activity(), self._last_activity()
        if first is None:
            return
        ledger = self._ledger
        end = self.now() if ledger.queued + ledger.running or last is None else last
        length = max(end - first, MIN_SPAN)
        self.span = min(MAX_SPAN, length * 1.06)
        self.live = False
        self._right = end - self.epoch + length * 0.03
        self.update()

    def plot_rect(self) -> QRectF:
        """Where bars are drawn (the lanes, without labels and axis)."""
        top = 4 + self._header_h()
        return QRectF(
            LANE_LABEL_W,
            top,
            max(1.0, self.width() - LANE_LABEL_W - 8),
            max(1.0, self.height() - AXIS_H - 4 - top),
        )

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
        return self._scale().bars(item, self.lane_rect(item.worker), self.now())

    def _scale(self) -> _Scale:
        plot = self.plot_rect()
        left = self.right_edge() - self.span
        return _Scale(plot.left(), plot.width() / self.span, self.epoch + left)

    def _visible_items(self) -> Iterator[Record]:
        left = self.epoch + self.right_edge() - self.span
        spans = self._ledger.spans
        for item in reversed(spans):
            if item.finished is not None and item.finished < left:
                if item.enqueued < left - MAX_SPAN:
                    break  # spans are in finishing order: older ones are off-screen too
                continue
            yield item
        yield from self._ledger.running_records()
        # Runs gone from the spans that a short band keeps (the lesson's tasks
        # before a flood): drawn by name, a failure with its ✗, as before.
        oldest = spans[0].finished if spans and spans[0].finished is not None else math.inf
        for band in reversed(self._ledger.bands):
            if band.end < left - MAX_SPAN:
                break
            for run in band.runs:
                if run.finished is not None and left <= run.finished < oldest:
                    yield run

    # -- painting ---------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        if len(self.lanes()) > self._lanes_fitted:  # a worker joined
            self._fit_height()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        plot = self.plot_rect()
        p.setFont(view_font(self))
        self._draw_axis(p, plot)
        for worker in self.lanes():
            lane = self.lane_rect(worker)
            p.setPen(INK)
            p.drawText(
                QRectF(4, lane.top(), LANE_LABEL_W - 8, lane.height()),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                elide(p, worker, LANE_LABEL_W - 8),
            )
            p.setPen(QPen(GRID, 1))
            p.drawLine(QPointF(plot.left(), lane.bottom()), QPointF(plot.right(), lane.bottom()))
        p.setClipRect(plot)
        self._draw_items(p)
        self._draw_markers(p, plot)
        p.setClipping(False)
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
        p.end()

    def _draw_axis(self, p: QPainter, plot: QRectF) -> None:
        right = self.right_edge()
        label_w = QFontMetricsF(p.font()).horizontalAdvance("0000.00 s") + 12
        most = max(2.0, plot.width() / label_w)  # labels never overlap
        step = next(
            (
                s
                for s in (
                    0.01,
                    0.02,
                    0.05,
                    0.1,
                    0.2,
                    0.5,
                    1,
                    2,
                    5,
                    10,
                    30,
                    60,
                    120,
                    300,
                    600,
                    1800,
                    3600,
                    7200,
                    21600,
                )
                if self.span / s <= most
            ),
            43200.0,
        )
        first = (int((right - self.span) / step) + 1) * step
        t = first
        while t <= right:
            x = self.x_of(t)
            p.setPen(QPen(GRID, 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            p.setPen(INK)
            p.drawText(
                QRectF(x - label_w / 2, plot.bottom() + 2, label_w, AXIS_H),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                f"{number(round(t, 2))} s",
            )
            t += step

    def _draw_items(self, p: QPainter) -> None:
        """Every visible bar; bars narrower than a pixel share one column per lane,
        so a flood of tiny tasks costs a few hundred rectangles, not thousands."""
        scale, now = self._scale(), self.now()
        lanes = {name: self.lane_rect(name) for name in self.lanes()}
        filled: dict[str, float] = {}  # lane -> last pixel column painted with a thin bar
        crossed: dict[str, float] = {}  # lane -> last pixel column given a ✗
        labels: list[tuple[Record, QRectF, float]] = []  # bars wide enough for a name, its end
        white = QPen(QColor("white"), 1)
        wait_brush = QColor("#9A9A9A")
        origin, px_per_s = scale.left_time, scale.px_per_s
        self._draw_bands(p, scale, lanes)
        thin = MIN_BAR / px_per_s  # seconds: a run shorter than this is a thin bar
        text_h = QFontMetricsF(p.font()).height() * 0.8  # a shorter bar goes unlabelled
        for item in self._visible_items():
            started = item.started
            if started is None:
                continue
            end = item.finished if item.finished is not None else now
            failed = item.state is TaskState.FAILED
            if end - started <= thin:  # one per pixel column and lane
                column = (started - origin) * px_per_s // 1
                if filled.get(item.worker) == column:
                    if failed and crossed.get(item.worker) != column:
                        crossed[item.worker] = column  # a failure among them still shows
                        lane = lanes.get(item.worker)
                        if lane is not None:
                            self._cross(p, scale.bars(item, lane, now)[1], lane.top())
                    continue
                filled[item.worker] = column
            lane = lanes.get(item.worker)
            if lane is None:
                continue
            wait, run = scale.bars(item, lane, now)
            if wait.width() >= 1:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(wait_brush)
                p.drawRect(wait)
                # A tick where it was put on the queue: back-to-back waits stay apart.
                p.drawRect(QRectF(wait.left(), wait.top() - 3, 2, wait.height() + 6))
            p.setBrush(state_colour(item.state))
            p.setPen(white)  # back-to-back runs stay distinguishable
            p.drawRect(run)
            right = run.right() - 2
            if failed:
                crossed[item.worker] = (started - origin) * px_per_s // 1
                cross = self._cross(p, run, lane.top())
                if cross.right() <= run.right():  # in the bar: the name ends before it
                    right = cross.left() - 2
            if run.width() > 40 and run.height() >= text_h:
                labels.append((item, run, right))
        self._draw_labels(p, labels)

    @staticmethod
    def _draw_labels(p: QPainter, labels: list[tuple[Record, QRectF, float]]) -> None:
        """The runs' names, each in its own bar, before its ✗ if it failed."""
        for item, run, right in labels:
            left = run.left() + 4
            room = right - left
            if room < 12:
                continue
            p.setPen(QColor("white") if item.state is not TaskState.RUNNING else INK)
            p.drawText(
                QRectF(left, run.top(), room, run.height()),
                Qt.AlignmentFlag.AlignVCenter,
                elide(p, short_label(item), room),
            )

    @staticmethod
    def _cross(p: QPainter, run: QRectF, ceiling: float) -> QRectF:
        """A failed run's ✗ (see `cross_rect`): a failure is found at a glance,
        however short. White on its own bar, vermillion above a thin one."""
        box = cross_rect(run, ceiling)
        inside = box.right() <= run.right()
        p.setPen(QPen(QColor("white") if inside else FAILED_INK, 2.5))
        p.drawLine(box.topLeft(), box.bottomRight())
        p.drawLine(box.topRight(), box.bottomLeft())
        return box

    def _draw_bands(self, p: QPainter, scale: _Scale, lanes: dict[str, QRectF]) -> None:
        """Where single runs are gone from the spans (a flood outruns them in
        milliseconds), each worker's back-to-back runs as one lighter band."""
        spans = self._ledger.spans
        cut = spans[0].started if spans and spans[0].started is not None else None
        left = scale.left_time
        fill = QColor(state_colour(TaskState.DONE))
        fill.setAlpha(150)
        p.setPen(Qt.PenStyle.NoPen)
        for band in self._ledger.bands:
            if band.runs:
                continue  # short: its runs are drawn one by one (_visible_items)
            end = band.end if cut is None else min(band.end, cut)
            lane = lanes.get(band.worker)
            if lane is None or end <= band.start or end < left:
                continue
            x1, x2 = scale.x(band.start), scale.x(end)
            top, height = _Scale.run_row(lane)
            rect = QRectF(x1, top, max(MIN_BAR, x2 - x1), height)
            p.setBrush(fill)
            p.drawRect(rect)
            if rect.width() > 120:
                n = band.count
                latest_apart = end != band.end  # the latest runs of the band are drawn one by one
                if band.failed and latest_apart:
                    what = self.tr(
                        "%n task(s) back to back, {failed} failed, the latest drawn one by one",
                        "",
                        n,
                    )
                elif band.failed:
                    what = self.tr("%n task(s) back to back, {failed} failed", "", n)
                elif latest_apart:
                    what = self.tr("%n task(s) back to back, the latest drawn one by one", "", n)
                else:
                    what = self.tr("%n task(s) back to back", "", n)
                what = agree(what, n).format(failed=number(band.failed))
                p.setPen(INK)
                p.drawText(
                    rect.adjusted(6, 0, -4, 0),
                    Qt.AlignmentFlag.AlignVCenter,
                    elide(p, what, rect.width() - 10),
                )
                p.setPen(Qt.PenStyle.NoPen)

    def _draw_markers(self, p: QPainter, plot: QRectF) -> None:
        metrics = QFontMetricsF(p.font())
        for marker in self._ledger.markers:
            x = self.x_of(marker.time - self.epoch)
            if not plot.left() <= x <= plot.right():
                continue
            if marker.kind == "stop":
                p.setPen(QPen(STOP_COLOUR, 2, Qt.PenStyle.DashLine))
                p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
                p.setPen(STOP_COLOUR)
                text, gap, baseline = self.tr("stop() called"), 3.0, plot.bottom() - 4
            else:
                lane = self.lane_rect(marker.worker)
                p.setPen(QPen(INK, 3))
                p.drawLine(QPointF(x, lane.top() + 4), QPointF(x, lane.bottom() - 4))
                text, gap, baseline = self.tr("exit"), 4.0, lane.top() + 16
            width = metrics.horizontalAdvance(text)
            # Right of the mark; left of it where the plot's edge would cut it
            # (Stop on an empty queue: the mark sits near the right edge).
            left = x + gap if x + gap + width <= plot.right() else x - gap - width
            p.drawText(QPointF(max(plot.left(), left), baseline), text)

    # -- interaction --------------------------------------------------------------

    def item_at(self, pos: QPointF) -> Record | None:
        """The task whose bar is under `pos`, if any."""
        for item in self._visible_items():
            wait, run = self.bar_rects(item)
            if run.adjusted(0, -2, 0, 2).contains(pos) or wait.adjusted(0, -6, 0, 6).contains(pos):
                return item
        return None

    def restart(self) -> None:
        """A new session or a replay begins: follow its clock again, at the first
        span (a look back or a zoom on the old session shows nothing of it)."""
        self.span = SPAN
        self.set_live(True)

    def set_live(self, live: bool) -> None:
        """Follow live time (True) or stay where the user looked (False)."""
        if not live and self.live:
            self._right = self.right_edge()
        self.live = live
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        factor = 0.8 if event.angleDelta().y() > 0 else 1.25
        self.span = min(MAX_SPAN, max(MIN_SPAN, self.span * factor))
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._drag_from = event.position()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None and event.buttons() & Qt.MouseButton.LeftButton:
            dx = event.position().x() - self._drag_from.x()
            self.set_live(False)
            self._right = max(self.span, self._right - dx / self.plot_rect().width() * self.span)
            self._drag_from = event.position()
            self.update()
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

    def describe(self, item: Record) -> str:
        """A bar's tooltip: what ran, where, when (session seconds, as in the
        table and the log), how long."""
        started = item.started if item.started is not None else item.enqueued
        end = item.finished if item.finished is not None else self.now()
        e = self.epoch
        return self.tr(
            "ID {id}: {task}\n{state} on {worker}\n"
            "queued at {queued}, started {started}, ended {ended}\n"
            "waited {waited}, ran {ran}"
        ).format(
            id=number(item.task_id),
            task=item.label,
            state=state_name(item.state),
            worker=item.worker,
            queued=seconds(item.enqueued - e),
            started=seconds(started - e),
            ended=seconds(end - e),
            waited=seconds(started - item.enqueued),
            ran=seconds(end - started),
        )


class _Scale:
    """Seconds to pixels for one paint: computed once, used for every bar."""

    __slots__ = ("left_px", "left_time", "px_per_s")

    def __init__(self, left_px: float, px_per_s: float, left_time: float) -> None:
        self.left_px = left_px
        self.px_per_s = px_per_s
        self.left_time = left_time  # monotonic time at the plot's left edge

    def x(self, t: float) -> float:
        """The x pixel of monotonic time `t`."""
        return self.left_px + (t - self.left_time) * self.px_per_s

    @staticmethod
    def run_row(lane: QRectF) -> tuple[float, float]:
        """(top, height) of the run bars in `lane`: the waits below them stay
        inside the lane (WAIT_ROOM), so neighbouring lanes never overlap."""
        run_h = max(4.0, min(34.0, lane.height() * 0.5, lane.height() - WAIT_ROOM - 4))
        top = lane.top() + (lane.height() - run_h - WAIT_ROOM) / 2
        return top, run_h

    def bars(self, item: Record, lane: QRectF, now: float) -> tuple[QRectF, QRectF]:
        """(wait bar, run bar) of `item` in `lane`."""
        end = item.finished if item.finished is not None else now
        started = item.started if item.started is not None else end
        x0, x1, x2 = self.x(item.enqueued), self.x(started), self.x(end)
        run_top, run_h = self.run_row(lane)
        # Waits overlap other tasks' runs in the same lane, so they go below
        # the run bars, staggered so neighbours stay apart.
        wait_y = run_top + run_h + 4 + (item.task_id % 3) * 5
        return (
            QRectF(x0, wait_y, max(0.0, x1 - x0), 3),
            QRectF(x1, run_top, max(MIN_BAR, x2 - x1), run_h),
        )
