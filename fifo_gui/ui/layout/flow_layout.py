"""A layout that places its items left to right and wraps them onto the next
line when the width runs out (Qt's FlowLayout example, in Python).

The control strip above the table is one: its groups' controls wrap like
words, a wider gap before each group, and a group goes whole to the next
line when less than half of this one is left. Nothing is ever hidden or cut: a
narrow window or a big zoom gives the strip another line, never a » menu.
The replay bar is one too: its slider fills what its line leaves.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

GROUP_GAP = 12  # px before a group's first item, when it is not first on its line
Line = list[tuple[QLayoutItem, QSize, int]]  # one line's items: the size each gets, its x


class FlowLayout(QLayout):
    """Items left to right, wrapped at the layout's width. `add(widget, gap)`
    puts a wider gap before an item that starts a group (none at a line's start);
    a group that fits a line is not split across the last half of one."""

    def __init__(
        self, parent: QWidget | None = None, spacing: int = 6, line_spacing: int | None = None
    ) -> None:
        """`spacing` parts the items of a line, `line_spacing` (default: the same) the lines."""
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gaps: dict[int, int] = {}  # index -> the gap before it, if not `spacing`
        self._spacing = spacing
        self._line_spacing = spacing if line_spacing is None else line_spacing
        self._heights: dict[int, int] = {}  # width -> height, until the items change
        self._fills: list[QWidget] = []  # each takes what its line leaves (a slider)
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def add(self, widget: QWidget, gap: int | None = None, fill: bool = False) -> None:
        """Add `widget`, with `gap` px (default: the spacing) before it when it
        is not first on its line; `fill`: it also takes the width its line
        leaves over."""
        if gap is not None:
            self._gaps[len(self._items)] = gap
        if fill:
            self._fills.append(widget)
        self.addWidget(widget)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if not 0 <= index < len(self._items):
            return None
        self._gaps = {i - (i > index): g for i, g in self._gaps.items() if i != index}
        return self._items.pop(index)

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        # Qt asks several times a layout pass, for the same width.
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._arrange(QRect(0, 0, width, 0), place=False)
        return height

    def invalidate(self) -> None:
        """An item changed (a label's text, a control shown): measure again."""
        self._heights.clear()
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        width = height = 0
        for gap, item in self._shown():
            hint = item.sizeHint()
            width += hint.width() + (gap if width else 0)
            height = max(height, hint.height())
        margins = self.contentsMargins()
        return QSize(
            width + margins.left() + margins.right(), height + margins.top() + margins.bottom()
        )

    def minimumSize(self) -> QSize:
        """As wide as the widest item's minimum: everything else wraps."""
        size = QSize()
        for _, item in self._shown():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _shown(self) -> list[tuple[int, QLayoutItem]]:
        """The items on screen, each with the gap before it."""
        return [
            (self._gaps.get(i, self._spacing), item)
            for i, item in enumerate(self._items)
            if not item.isEmpty()
        ]

    def _group_width(self, shown: list[tuple[int, QLayoutItem]], start: int) -> int:
        """The width, on one line, of the group that starts at `start` (it runs
        to the next item with a gap of its own)."""
        width = shown[start][1].sizeHint().width()
        for gap, item in shown[start + 1 :]:
            if gap != self._spacing:
                break
            width += gap + item.sizeHint().width()
        return width

    def lines(self, width: int) -> list[Line]:
        """The items line by line, with the size each gets, for `width` (an
        item is never wider than the line)."""
        lines: list[Line] = [[]]
        used = 0
        shown = self._shown()
        for n, (gap, item) in enumerate(shown):
            hint = item.sizeHint()
            # A group that a line can hold starts a new line rather than split,
            # unless more than half the line would be left empty.
            need = hint.width()
            if gap != self._spacing and width - used < width // 2:
                whole = self._group_width(shown, n)
                need = whole if whole <= width else need
            if lines[-1] and used + gap + need > width:
                lines.append([])
                used = 0
            if lines[-1]:
                used += gap
            item_width = max(min(hint.width(), width), item.minimumSize().width())
            lines[-1].append((item, QSize(item_width, hint.height()), used))
            used += item_width
        return [self._filled(line, width) for line in lines]

    def _filled(self, line: Line, width: int) -> Line:
        """`line` with its first filling item widened to the line's end, the
        items after it moved along."""
        spare = width - (line[-1][2] + line[-1][1].width()) if line else 0
        if spare <= 0:
            return line
        out: Line = []
        shift = 0
        for item, size, x in line:
            if not shift and item.widget() in self._fills:
                out.append((item, QSize(size.width() + spare, size.height()), x))
                shift = spare
            else:
                out.append((item, size, x + shift))
        return out

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lay the items out in `rect` (if `place`); the height they need."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        y = area.y()
        for n, line in enumerate(self.lines(area.width())):
            if n:
                y += self._line_spacing
            height = max((size.height() for _, size, _ in line), default=0)
            for item, size, x in line:
                if place:  # centred on the line: a label sits level with its field
                    top = y + (height - size.height()) // 2
                    item.setGeometry(QRect(QPoint(area.x() + x, top), size))
            y += height
        return y - rect.y() + margins.bottom()
