"""A task table cell as Qt's item holds it: its data by role (text, tooltip,
alignment, and the State cell's icon and tint), built for each row on screen.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont

from fifo_gui.core.ledger import Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.table.cell_words import CellWords, TaskFit
from fifo_gui.ui.table.column_headers import NUMERIC, Column
from fifo_gui.ui.views.palette import state_icon, state_tint

# Roles as plain ints: a cell's data is a dict of them, built for each row on screen.
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
DECORATION = int(Qt.ItemDataRole.DecorationRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
FONT = int(Qt.ItemDataRole.FontRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
# A QColor, not a QBrush: Qt converts it, and building a QBrush at import makes
# PySide set up QGradient and its 7 enums before the first paint.
_INK = QColor("#000000")
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
Look = dict[int, Any]  # one cell's data by role, as Qt's item holds it


class Shown(NamedTuple):
    """A row on screen as Qt's items hold it, and what it was set from."""

    state: TaskState
    ranked: bool
    fit: TaskFit | None
    looks: list[Look]


def cell_looks(row: Record, words: CellWords, fit: TaskFit | None, bold: QFont) -> list[Look]:
    """Each of `row`'s cells as Qt's item holds it: text, tooltip, and the
    State cell's icon and tint; a STOP's Task cell in `bold`, another's cut
    to `fit` (None: the table has not said its room yet)."""
    tip = words.tooltip(row)
    cells: list[Look] = [{DISPLAY: says(row), TOOLTIP: tip} for says in words.says]
    for numeric in NUMERIC:
        cells[numeric][ALIGNMENT] = RIGHT
    state = cells[Column.STATE]
    state[DECORATION] = state_icon(row.state)
    state[BACKGROUND] = state_tint(row.state)
    state[FOREGROUND] = _INK  # dark on the light tint, whatever the desktop theme
    task = cells[Column.TASK]
    if row.sentinel:
        task[FONT] = bold
    elif fit is not None:
        task[ACCESSIBLE] = task[DISPLAY]  # a screen reader says the whole call
        task[DISPLAY] = words.fitted(row, fit)
    return cells
