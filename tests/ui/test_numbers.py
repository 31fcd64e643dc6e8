"""Numbers are written the way the window's language writes them, and follow a change of it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from fifo_gui.ui.views.stats_panel import figure
from fifo_gui.ui.words.i18n import install_language, remove_language
from fifo_gui.ui.words.numbers import number


def test_numbers_follow_the_language_the_window_speaks(qapp: QApplication) -> None:
    assert number(100_000) == "100,000"
    try:
        install_language(qapp, "es")
        assert number(100_000) == "100.000"
        assert number(1.5) == "1,5"
    finally:
        remove_language(qapp)
    assert number(100_000) == "100,000"


def test_a_statistic_keeps_its_look_as_it_grows(qapp: QApplication) -> None:
    """Three significant figures, whole from 100 up: no "759.00" beside "3,097"."""
    shown = [figure(v, "{value} tasks/s") for v in (0, 4.544, 75.34, 759.0, 3097.2, None)]
    assert shown == [
        "0.00 tasks/s",
        "4.54 tasks/s",
        "75.3 tasks/s",
        "759 tasks/s",
        "3,097 tasks/s",
        "—",
    ]
