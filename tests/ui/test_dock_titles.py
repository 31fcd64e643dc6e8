"""Every dock's title follows the zoom, a dock made later (the race panel's) too."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget


def _title_height(dock: QDockWidget) -> int:
    """Where the dock's view begins: under its title."""
    inner = dock.widget()
    assert inner is not None
    return inner.geometry().top()


def test_dock_titles_grow_with_the_zoom(qtbot, window) -> None:
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
