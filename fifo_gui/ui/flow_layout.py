"""A layout that places its items left to right and wraps them onto the next
line when the width runs out (Qt's FlowLayout example, in Python).

The controls above the table use it: on a wide screen they take one line, on a
laptop or at a big zoom two or three, and the window never grows past the
screen to make room for them.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

Line = list[tuple[QLayoutItem, QSize]]  # the items of one line, with the size each gets


class FlowLayout(QLayout):
    """Items left to right, wrapped at the layout's width."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6, max_lines: int = 0) -> None:
        """`max_lines` (0: no limit): when wrapping needs more lines, the items
        share that many lines, a few to a line, each narrower than it would
        like (a toolbar then shows the rest behind its » button). The line
        breaks are the ones that hide least, of the items `keep_whole` names first."""
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._max_lines = max_lines
        self._whole: set[QWidget] = set()
        # Line breaks already found, by width and the items' size hints: the
        # window asks again for the same width at every dock it moves.
        self._known: dict[tuple[int, tuple[tuple[int, int, int], ...]], list[Line]] = {}
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self._known.clear()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        self._known.clear()
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

    def keep_whole(self, widget: QWidget) -> None:
        """`widget` keeps its full width while other items on its line can give
        way: the lesson's commands stay out of the toolbar's » menu."""
        self._whole.add(widget)
        self._known.clear()

    def _lines(self, width: int) -> list[Line]:
        """The items line by line, with the size each gets, for `width`."""
        shown = [(item, item.sizeHint()) for item in self._items if not item.isEmpty()]
        # Showing, hiding or resizing an item makes another key.
        key = (width, tuple((id(item), hint.width(), hint.height()) for item, hint in shown))
        lines = self._known.get(key)
        if lines is None:
            if len(self._known) >= 8:  # a few widths in use at a time
                self._known.clear()
            lines = self._known[key] = self._break(shown, width)
        return lines

    def _break(self, shown: list[tuple[QLayoutItem, QSize]], width: int) -> list[Line]:
        """The line breaks of `shown` (items and their size hints) for `width`."""
        lines: list[Line] = [[]]
        used = 0
        for item, hint in shown:
            if lines[-1] and used + hint.width() > width:
                lines.append([])
                used = 0
            lines[-1].append((item, QSize(min(hint.width(), width), hint.height())))
            used += hint.width() + self._spacing
        if not self._max_lines or len(lines) <= self._max_lines:
            return lines
        best = min(self._splits(len(shown)), key=lambda s: self._cost(shown, s, width))
        return [self._share([shown[i] for i in line], width) for line in best]

    def _splits(self, n: int) -> Iterator[list[range]]:
        """Every way to cut n items, in order, into at most max_lines lines."""
        for lines in range(1, min(n, self._max_lines) + 1):
            for cuts in itertools.combinations(range(1, n), lines - 1):
                bounds = (0, *cuts, n)
                yield [range(a, b) for a, b in itertools.pairwise(bounds)]

    def _cost(
        self, shown: list[tuple[QLayoutItem, QSize]], split: list[range], width: int
    ) -> tuple[int, float, int, int]:
        """How bad a split is: what it hides of the items kept whole (those a
        line can hold whole); then the smallest share an item keeps (no group
        squeezed to nothing); then what it hides of all; then its number of
        lines (the table keeps the height)."""
        whole_lost = lost = 0
        least = 1.0
        for line in split:
            items = [shown[i] for i in line]
            for (item, hint), (_, size) in zip(items, self._share(items, width), strict=True):
                short = hint.width() - size.width()
                lost += short
                least = min(least, size.width() / max(1, hint.width()))
                if item.widget() in self._whole and hint.width() <= width:
                    whole_lost += short
        return whole_lost, -least, lost, len(split)

    def _share(
        self, line: list[tuple[QLayoutItem, QSize]], width: int
    ) -> list[tuple[QLayoutItem, QSize]]:
        """The sizes on one line: when it is too narrow, the items not kept
        whole give way first, in proportion to their width."""
        room = width - self._spacing * (len(line) - 1)
        widths = [hint.width() for _, hint in line]
        over = sum(widths) - room
        # Kept whole only if a line can hold it whole: else it gives way with the rest.
        whole = [item.widget() in self._whole and hint.width() <= width for item, hint in line]
        for firm in (False, True):
            group = [i for i in range(len(line)) if whole[i] == firm]
            total = sum(widths[i] for i in group)
            if over <= 0 or not total:
                continue
            share = max(0.0, 1.0 - over / total)
            for i in group:
                widths[i] = int(widths[i] * share)
            over = sum(widths) - room
        return [
            (item, QSize(w, hint.height())) for (item, hint), w in zip(line, widths, strict=True)
        ]

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
