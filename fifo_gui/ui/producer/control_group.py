"""One group of the control strip, and the spin boxes its fields are made of."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QAbstractButton,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from fifo_gui.ui.window.theme import relative_font


def spin_box(name: str, low: int, high: int, value: int, tip: str, spoken: str) -> QSpinBox:
    """`spoken`: the spin box's accessible name, in words; the tooltip describes it."""
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setToolTip(tip)
    spin.setAccessibleName(spoken)
    spin.setAccessibleDescription(tip)
    return spin


def float_spin_box(
    name: str,
    low: float,
    high: float,
    value: float,
    tip: str,
    spoken: str,
    suffix: str = " s",
    decimals: int = 1,
    step: float = 0.5,
) -> QDoubleSpinBox:
    """As `spin_box`, for a fraction: seconds unless `suffix` says otherwise."""
    spin = QDoubleSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setDecimals(decimals)
    spin.setSingleStep(step)
    spin.setValue(value)
    spin.setSuffix(suffix)
    spin.setToolTip(tip)
    spin.setAccessibleName(spoken)
    spin.setAccessibleDescription(tip)
    return spin


def _cluster(*widgets: QWidget) -> QWidget:
    """Widgets that wrap together: a caption or a label with its field."""
    cluster = QWidget()
    row = QHBoxLayout(cluster)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(4)
    for widget in widgets:
        row.addWidget(widget)
    return cluster


class ControlGroup:
    """One group of the strip: a caption (its tooltip says what the group is)
    and its controls, shown and hidden together. A label is kept on the line
    of the field it names, the caption on its first control's; the label (or
    the caption, before the first field) is the field's buddy and its spoken
    name unless it has one, and the caption's tooltip the group's description.
    The texts come translated."""

    def __init__(self, name: str, caption: str, tip: str, items: Sequence[QWidget | str]) -> None:
        self.pieces: list[QWidget] = []  # what wraps: a control, or labels with their field
        pending: list[QWidget] = []  # labels waiting for the field they name
        if caption:
            title = QLabel(caption)
            title.setObjectName("segmentCaption")
            relative_font(title, 0, bold=True)
            title.setToolTip(tip)
            title.setAccessibleDescription(tip)
            pending.append(title)
        for item in items:
            if isinstance(item, str):
                pending.append(QLabel(item))
                continue
            # The label before a field names it: its buddy. A caption right before
            # a field (not a button) is its label too ("Queue order" for the selector): over
            # AT-SPI a combo box is spoken by its buddy, else by its current text.
            label = pending[-1] if pending else None
            # A button is named by its own text: a caption before it is not its label.
            if isinstance(label, QLabel) and not isinstance(item, QAbstractButton):
                label.setBuddy(item)
                if not item.accessibleName():
                    item.setAccessibleName(label.text())
            if pending or not self.pieces:  # the first piece is the group's own
                self.pieces.append(_cluster(*pending, item))
                pending = []
            else:
                self.pieces.append(item)
        self.pieces.extend(pending)
        self.pieces[0].setObjectName(name)  # the group is found by its first piece

    def setVisible(self, shown: bool) -> None:
        for piece in self.pieces:
            piece.setVisible(shown)

    def isHidden(self) -> bool:
        return self.pieces[0].isHidden()

    def isVisible(self) -> bool:
        return self.pieces[0].isVisible()
