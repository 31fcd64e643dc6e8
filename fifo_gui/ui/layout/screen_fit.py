"""A start's layout of the docks: the saved one, or a first start's for the screen.

A first start fills the screen (maximised under 2560 px wide): the tall
layout on a tall screen, every view in tabs below the table on a laptop or a
720p projector (see `dock_arrangements`).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtWidgets import QMainWindow

from fifo_gui.ui.layout.dock_arrangements import (
    BOTTOM_SHARE,
    LANE_HEIGHT,
    RIGHT_SHARE,
    H,
    V,
    tab_below,
    tall_layout,
)
from fifo_gui.ui.layout.docks import Docks
from fifo_gui.ui.layout.window_placement import place_on_screen

SMALL_SCREEN_HEIGHT = 900  # px of available height below which the views share tabs


def is_small_screen(available: QRect) -> bool:
    """A laptop's or a 720p projector's screen: the views share tabs."""
    return available.height() < SMALL_SCREEN_HEIGHT


class ScreenFit(NamedTuple):
    """How a layout for the screen came out: `small`, the screen is a laptop's
    (the caller compacts its controls); `kept`, the arrangement a bigger
    window gives back (`TableRoom.keep`), or None."""

    small: bool
    kept: QByteArray | None


def fit_to_screen(window: QMainWindow, docks: Docks, available: QRect) -> ScreenFit:
    """A first start's layout for `available`: the views' share of it, tabs on
    a small screen. The tall layout the tabs replace is what a bigger window
    gives back, as after the room's own steps."""
    small = is_small_screen(available)
    for dock in docks.all():
        dock.show()  # every view, as on a first start (View ▸ Lay out for this screen)
    tall_layout(window, docks)
    window.resizeDocks([docks.stats], [int(available.width() * RIGHT_SHARE)], H)
    window.resizeDocks([docks.lane], [LANE_HEIGHT], V)
    window.resizeDocks([docks.timeline], [int(available.height() * BOTTOM_SHARE)], V)
    if not small:
        return ScreenFit(small=False, kept=None)
    tall = window.saveState()
    tab_below(window, docks)
    width = available.width()
    window.resizeDocks([docks.timeline, docks.stats], [width * 6 // 10, width * 4 // 10], H)
    window.resizeDocks([docks.timeline], [int(available.height() * BOTTOM_SHARE)], V)
    return ScreenFit(small=True, kept=tall)


def restore_docks(
    window: QMainWindow,
    docks: Docks,
    saved: tuple[QByteArray | None, QByteArray | None],
    available: QRect | None,
) -> ScreenFit:
    """The saved layout (`saved`: the docks as shown, and as before the room's
    steps), or a first start's for the screen (`available`; None: no screen to
    fit), or the tall layout."""
    state, before_room = saved
    if state is not None:
        small = available is not None and is_small_screen(available)
        if not window.restoreState(state):  # a layout of another version
            tall_layout(window, docks)
            return ScreenFit(small, kept=None)
        return ScreenFit(small, kept=before_room)
    if available is None:
        tall_layout(window, docks)
        return ScreenFit(small=False, kept=None)
    fit = fit_to_screen(window, docks, available)
    place_on_screen(window, available)
    return fit
