"""A layout that places its items left to right and wraps them onto the next
line when the width runs out (Qt's FlowLayout example, in Python).

The controls above the table use it: on a wide screen they take one line, on a
laptop or at a big zoom two or three, and the window never grows past the
screen to make room for them.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items left to right, wrapped at the layout's width."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6, max_lines: int = 0) -> None:
        """`max_lines` (0: no limit): when wrapping needs more lines, the items
        share that many lines, a few to a line, each narrower than it would
        like (a toolbar then shows the rest behind its » button)."""
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._max_lines = max_lines
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        width = height = 0
        for item in self._items:
            if not item.isEmpty():
                hint = item.sizeHint()
                width += hint.width() + (self._spacing if width else 0)
                height = max(height, hint.height())
        margins = self.contentsMargins()
        return QSize(
            width + margins.left() + margins.right(), height + margins.top() + margins.bottom()
        )

    def minimumSize(self) -> QSize:
        """As wide as the widest item's minimum: everything else wraps."""
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _lines(self, width: int) -> list[list[tuple[QLayoutItem, QSize]]]:
        """The items line by line, with the size each gets, for `width`."""
        shown = [(item, item.sizeHint()) for item in self._items if not item.isEmpty()]
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        used = 0
        for item, hint in shown:
            if lines[-1] and used + hint.width() > width:
                lines.append([])
                used = 0
            lines[-1].append((item, QSize(min(hint.width(), width), hint.height())))
            used += hint.width() + self._spacing
        if not self._max_lines or len(lines) <= self._max_lines:
            return lines
        per_line = -(-len(shown) // self._max_lines)
        lines = []
        for start in range(0, len(shown), per_line):
            line = shown[start : start + per_line]
            room = width - self._spacing * (len(line) - 1)
            total = sum(hint.width() for _, hint in line)
            share = min(1.0, room / total) if total else 1.0
            lines.append(
                [(item, QSize(int(hint.width() * share), hint.height())) for item, hint in line]
            )
        return lines

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lay the items out in `rect` (if `place`); the height they need."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        y = area.y()
        for n, line in enumerate(self._lines(area.width())):
            x = area.x()
            if n:
                y += self._spacing
            height = max((size.height() for _, size in line), default=0)
            for item, size in line:
                if place:
                    item.setGeometry(QRect(QPoint(x, y), size))
                x += size.width() + self._spacing
            y += height
        return y - rect.y() + margins.bottom()
