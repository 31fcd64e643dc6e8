"""What the window knows of Fusion instead of asking it: the item views' text
margin, and how a line's text is drawn. Asking the style makes PySide build
the QStyle class and its enums, which nothing else in a start needs; these
hold the window's knowledge to the style's own answer."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QStyle, QTableView

from fifo_gui.ui.window.theme import FUSION_FOCUS_MARGIN, _palette, use_fusion
from fifo_gui.ui.window.word_line import WordLine

HIGH_CONTRAST_SHEET = "QWidget { font-weight: bold; }"  # a style sheet over Fusion


@pytest.mark.parametrize("sheet", ["", HIGH_CONTRAST_SHEET], ids=["plain", "style sheet"])
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
