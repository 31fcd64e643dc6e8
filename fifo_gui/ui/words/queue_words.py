"""How the window names a queue's order, in every view."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP

# The order a queue takes items in, as it reads inside a sentence ("taken in FIFO order").
ORDER_WORDS = {
    "FIFO": QT_TRANSLATE_NOOP("QueueWords", "FIFO"),
    "LIFO": QT_TRANSLATE_NOOP("QueueWords", "LIFO"),
    "Priority": QT_TRANSLATE_NOOP("QueueWords", "priority"),
}


def order_word(discipline: str) -> str:
    """`discipline`'s order in the window's language: "FIFO", "LIFO", "priority"."""
    return QCoreApplication.translate("QueueWords", ORDER_WORDS.get(discipline, discipline))
