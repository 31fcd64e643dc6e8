"""A command's keys on this platform, and the QAction whose tooltip names them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

Key = str | QKeySequence.StandardKey  # a StandardKey: the platform's own keys ("Cmd+?")


def key_sequences(keys: Sequence[Key]) -> list[QKeySequence]:
    """The key sequences `keys` stand for on this platform, once each, in order
    (a StandardKey may be several, or none: Windows has no Quit key)."""
    found: dict[str, QKeySequence] = {}
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            sequences = QKeySequence.keyBindings(key)
        else:
            sequences = [QKeySequence(key)] if key else []
        for sequence in sequences:
            if not sequence.isEmpty():
                found.setdefault(sequence.toString(), sequence)
    return list(found.values())


def translate(text: str) -> str:
    """A registry string (a command's text or tip, a menu's title) in the window's language.

    Every declaration marks its strings with the context "WindowActions", wherever
    the feature that declares it lives."""
    return QCoreApplication.translate("WindowActions", text)


def make_action(parent: QObject, text: str, shortcut: Key | Sequence[Key], tip: str) -> QAction:
    """An action whose tooltip names its (first) shortcut, e.g. "Start the worker (F5)"."""
    action = QAction(text, parent)
    keys = [shortcut] if isinstance(shortcut, (str, QKeySequence.StandardKey)) else shortcut
    sequences = key_sequences(keys)
    if sequences:
        action.setShortcuts(sequences)
        native = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        tooltip = QCoreApplication.translate("WindowActions", "{tip} ({key})")
        action.setToolTip(tooltip.format(tip=tip, key=native))
    else:
        action.setToolTip(tip)
    action.setStatusTip(tip)
    return action
