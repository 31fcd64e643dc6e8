"""What the window makes or knows itself instead of asking Qt for it: Fusion's
item text margin, how a line's text is drawn, the task table's viewport.
Asked, each has PySide build classes (QStyle and its enums; every QWidget
class, for a viewport) that nothing else in a start needs; these hold the
window's own answer to Qt's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QStyle, QTableView

from fifo_gui.resources import resource_path
from fifo_gui.ui.table.table_columns import TaskTable
from fifo_gui.ui.window.theme import FUSION_FOCUS_MARGIN, _palette, use_fusion
from fifo_gui.ui.window.word_line import WordLine

HIGH_CONTRAST_SHEET = resource_path("high-contrast.qss").read_text(encoding="utf-8")


@pytest.mark.parametrize("sheet", ["", HIGH_CONTRAST_SHEET], ids=["plain", "high contrast"])
def test_the_focus_margin_is_fusions(qtbot, sheet: str) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    use_fusion(app)
    table = QTableView()
    qtbot.addWidget(table)
    table.setStyleSheet(sheet)
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table)
    assert margin == FUSION_FOCUS_MARGIN


def _grab(widget: QLabel) -> QImage:
    widget.resize(320, 28)
    return widget.grab().toImage()


@pytest.mark.parametrize("enabled", [True, False], ids=["enabled", "disabled"])
@pytest.mark.parametrize("high_contrast", [False, True], ids=["plain", "high contrast"])
def test_a_word_line_draws_its_text_as_a_label_does(
    qtbot, enabled: bool, high_contrast: bool
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    use_fusion(app)
    text = "scenario waits for room (queue full)"
    line, label = WordLine(text), QLabel(text)
    line.setText(text)
    for widget in (line, label):
        qtbot.addWidget(widget)
        widget.setPalette(_palette(high_contrast))
        widget.setEnabled(enabled)
    drawn, expected = _grab(line), _grab(label)
    assert drawn == expected
    inked = {drawn.pixel(x, y) for x in range(drawn.width()) for y in range(drawn.height())}
    assert len(inked) > 2  # the text is there, not two blank images alike


def test_the_task_tables_own_viewport_is_the_one_qt_would_make(qtbot) -> None:
    ours, qts = TaskTable(), QTableView()
    for table in (ours, qts):
        qtbot.addWidget(table)
        table.show()
        qtbot.waitExposed(table)
    mine, theirs = ours.viewport(), qts.viewport()
    assert [a for a in Qt.WidgetAttribute if mine.testAttribute(a) != theirs.testAttribute(a)] == []
    for look in ("objectName", "backgroundRole", "autoFillBackground", "hasMouseTracking"):
        assert getattr(mine, look)() == getattr(theirs, look)(), look
    assert mine.focusProxy() is ours
    assert mine.cursor().shape() == theirs.cursor().shape()
    assert mine.geometry() == theirs.geometry()
