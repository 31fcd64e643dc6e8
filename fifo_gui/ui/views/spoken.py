"""What a painted view says to a screen reader: a name and a live description.

A view is drawn, not made of widgets, so assistive technology (Orca over
AT-SPI, Narrator, VoiceOver) hears nothing of it unless the view says in words
what it draws. Each view keeps a `Spoken`: at the window's frames (the view's
`update()`, which the frame clock calls) it compares a cheap key of what the
description depends on and builds the sentence only when that key changed; idle
frames, and no frames at all while the window rests, cost nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QWidget

_NOTHING = object()  # no key seen yet: the first refresh describes


class Spoken:
    """`widget`'s accessible description, kept to `summary()` whenever `key()` changes."""

    def __init__(
        self, widget: QWidget, key: Callable[[], Hashable], summary: Callable[[], str]
    ) -> None:
        self._widget = widget
        self._key = key
        self._summary = summary
        self._shown: object = _NOTHING
        self.described = 0  # how many times `summary` ran (the tests count it)

    def refresh(self) -> bool:
        """Describe again if what the view shows changed; True if the words changed."""
        key = self._key()
        if key == self._shown:
            return False
        self._shown = key
        self.described += 1
        text = self._summary()
        if text == self._widget.accessibleDescription():
            return False
        # Qt 6 tells assistive technology itself: setAccessibleDescription sends
        # QAccessibleEvent(DescriptionChanged) through QAccessible.updateAccessibility
        # (one event; sending our own too would make a screen reader say it twice).
        self._widget.setAccessibleDescription(text)
        return True

    def forget(self) -> None:
        """The next refresh describes whatever the key (a new session shown)."""
        self._shown = _NOTHING


def focusable(widget: QWidget, name: str) -> None:
    """`widget` is reached with Tab (and a click) and is spoken as `name`."""
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.setAccessibleName(name)


def draw_focus(p: QPainter, widget: QWidget) -> None:
    """A keyboard user sees which view Tab reached: a dashed frame inside its edge."""
    if not widget.hasFocus():
        return
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(widget.palette().highlight().color(), 2, Qt.PenStyle.DashLine))
    p.drawRect(QRectF(widget.rect()).adjusted(1, 1, -1, -1))
    p.restore()
