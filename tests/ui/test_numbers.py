"""Numbers are written the way the window's language writes them, and follow a change of it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

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
