"""Every dock's title follows the zoom, a dock made later (the race panel's) too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDockWidget


def _title_height(dock: QDockWidget) -> int:
    """Where the dock's view begins: under its title."""
    inner = dock.widget()
    assert inner is not None
    return inner.geometry().top()


@pytest.mark.parametrize("high_contrast", [False, True], ids=["plain", "high contrast"])
def test_dock_titles_grow_with_the_zoom(qtbot, window, high_contrast: bool) -> None:
    # Under high contrast the style sheet's polish put back each dock's old
    # font after the zoom's: the titles stayed at 13 pt.
    window.actions_.high_contrast.setChecked(high_contrast)
    window.show()
    qtbot.waitExposed(window)
    race = window.labs.race.race_dock  # made on first use, after the window
    race.show()
    docks = [*window.docks.all(), race]
    before = {dock.objectName(): _title_height(dock) for dock in docks}
    for _ in range(6):
        window.actions_.zoom_in.trigger()
    qtbot.waitUntil(lambda: all(_title_height(d) > before[d.objectName()] for d in docks))
    for dock in docks:
        assert dock.font().pointSize() == window.font().pointSize(), dock.objectName()
        assert dock.font().bold() == high_contrast, dock.objectName()
    window.actions_.high_contrast.setChecked(False)
