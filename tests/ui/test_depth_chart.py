"""The depth chart's step lines: drawn at the widget's resolution, in bounded work."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF

from fifo_gui.core.ledger import DepthPoint, Ledger
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.depth_chart import PIECE, DepthChart, step_vertices, stroke_steps

BLUE = QColor("#0072B2")


def steps(n: int, width: float, seed: int = 1) -> tuple[list[float], list[int]]:
    """n points across `width` px, each value a jump from the last."""
    rnd = random.Random(seed)
    xs = [10.37 + width * i / n for i in range(n)]
    return xs, [rnd.randint(0, 300) for _ in range(n)]


def canvas() -> tuple[QImage, QPainter]:
    image = QImage(420, 340, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def one_stroke(xs: list[float], values: list[int], right: float) -> QImage:
    """The step line as a single path: how the chart drew it before."""
    image, p = canvas()
    path = QPainterPath()
    path.moveTo(xs[0], 320 - values[0])
    for (_, a), (x, b) in pairwise(zip(xs, values, strict=True)):
        path.lineTo(x, 320 - a)
        path.lineTo(x, 320 - b)
    path.lineTo(right, 320 - values[-1])
    p.setPen(QPen(BLUE, 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.end()
    return image


def in_pieces(xs: list[float], values: list[int], right: float) -> QImage:
    image, p = canvas()
    corners = [(x, 320 - value) for x, value in step_vertices(xs, values, right)]
    stroke_steps(p, corners, BLUE, 3)
    p.end()
    return image


def test_steps_a_few_pixels_apart_are_drawn_pixel_for_pixel_as_one_stroke(qapp) -> None:
    xs, values = steps(60, 380)  # ~6 px apart: every change has a column of its own
    right = 400.0
    assert in_pieces(xs, values, right) == one_stroke(xs, values, right)


def test_dense_steps_keep_at_most_four_corners_a_pixel_column(qapp) -> None:
    xs, values = steps(20_000, 100)  # 200 changes a pixel
    corners = step_vertices(xs, values, 120.0)
    assert len(corners) <= 4 * 101 + 2
    # Each column's vertical still reaches its least and most value.
    in_first = [v for x, v in zip(xs, values, strict=True) if int(x) == 10]
    first_column = [v for x, v in corners if int(x) == 10]
    assert min(first_column) <= min(in_first) and max(first_column) >= max(in_first)


def test_the_chart_draws_a_full_window_of_points_in_pixels_and_short_pieces(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = Ledger()
    for i in range(4000):  # the ledger's most: 80 s of points, the chart shows the last 30
        ledger.depth.append(DepthPoint(1000 + i * 0.02, (i * 37) % 500, i % 2))
    chart = DepthChart(Session(ledger, epoch=1000.0, clock=lambda: 1080.0))
    qtbot.addWidget(chart)
    chart.resize(400, 260)
    drawn: list[int] = []
    original = QPainter.drawPolyline

    def count(painter: QPainter, polygon: QPolygonF) -> None:
        drawn.append(polygon.size())
        original(painter, polygon)

    monkeypatch.setattr(QPainter, "drawPolyline", count)
    chart.grab()
    # 1,500 points in the window, two lines: at most four corners a pixel column
    # each (plus the cut points the pieces share), in short pieces.
    assert sum(drawn) <= 2 * (4 * 400 + 2) + len(drawn)
    assert max(drawn) <= 4 * PIECE + 4


def test_the_depth_counts_what_the_queue_holds_a_stop_too(qtbot) -> None:
    # A full bounded queue and Stop: the lane and the status line said 3 waiting
    # of maxsize 3, the chart 2: it left the STOP out of the queue's depth.
    from fifo_gui.core.events import QueueConfigured, TaskQueued

    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 3, 1)])
    ledger.apply([TaskQueued(i, f"t{i}()", 0.1 * i, "MainThread", False) for i in (1, 2)])
    ledger.apply([TaskQueued(3, "STOP", 0.5, "MainThread", True)])
    chart = DepthChart(Session(ledger))
    qtbot.addWidget(chart)
    assert ledger.depth[-1].queued == 3 == ledger.queued
    assert chart.summary().startswith("now 3 items on the queue; maxsize 3")


def test_a_session_younger_than_the_charts_window_is_drawn_up_to_its_instant(qtbot) -> None:
    # 0.2 s into a session the chart is MIN_WINDOW (0.5 s) wide: its lines
    # reached the right edge, labelled "now", as if 0.5 s had passed.
    ledger = Ledger()
    ledger.depth.extend([DepthPoint(1000.05, 5, 1), DepthPoint(1000.1, 4, 1)])
    playing = Session(ledger, epoch=1000.0, clock=lambda: 1000.2, playing=lambda: True)
    chart = DepthChart(playing)
    qtbot.addWidget(chart)
    chart.resize(400, 260)
    image = chart.grab().toImage()
    blue = QColor(BLUE).rgb()
    columns = [
        x
        for x in range(image.width())
        for y in range(60, image.height() - 40)  # the plot: below the legend, above the axis
        if image.pixel(x, y) == blue
    ]
    assert columns  # the queued line is drawn
    # Where 0.2 s of 0.5 falls on the plot (it starts after the axis labels, ~30 px).
    assert max(columns) < 30 + 0.5 * (400 - 30)
