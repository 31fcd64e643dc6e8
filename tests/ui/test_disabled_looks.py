"""What is off looks off: a disabled menu item is drawn grey, as a disabled
button is, in the window's palette and in high contrast."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QMenu

from fifo_gui.ui.window.theme import _palette


def _darkest(menu: QMenu, action: QAction) -> int:
    """The darkest grey level drawn in `action`'s row of `menu` (its text)."""
    image = menu.grab().toImage()
    rect = menu.actionGeometry(action)
    return min(
        QColor(image.pixel(x, y)).lightness()
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
    )


@pytest.mark.parametrize("high_contrast", [False, True], ids=["plain", "high contrast"])
def test_a_disabled_menu_item_is_drawn_grey(qtbot, high_contrast: bool) -> None:
    # "Close replay" and "Detach from the RQ queue" looked exactly like items that work.
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.setPalette(_palette(high_contrast))
    works, off = menu.addAction("Close replay"), menu.addAction("Close replay")
    off.setEnabled(False)
    menu.show()
    qtbot.waitExposed(menu)
    assert _darkest(menu, works) < 60  # near black
    assert _darkest(menu, off) > 100  # grey: off
