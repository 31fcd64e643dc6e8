"""A command's keys on this platform, and the QAction whose tooltip names them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

Key = str | QKeySequence.StandardKey  # a StandardKey: the platform's own keys ("Cmd+?")
NATIVE = QKeySequence.SequenceFormat.NativeText


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


def typed_keys(action: QAction) -> list[QKeySequence]:
    """`action`'s keys a person types on an ordinary keyboard. A StandardKey may
    add a dedicated key (Help, New, Open, Zoom In) that few keyboards have: it
    still works, but listed it reads as a word ("Ctrl+N, New")."""
    dedicated = range(Qt.Key.Key_Help.value, Qt.Key.Key_unknown.value)
    first = [(k, k[0].key().value) for k in action.shortcuts() if not k.isEmpty()]  # type: ignore[index]  # PySide's stubs lack __getitem__
    return [k for k, key in first if key not in dedicated]


def key_cell(action: QAction) -> str:
    """The keys of `action` as the platform writes them ("F5, Ctrl+Return"; "⌘N" on a Mac)."""
    return ", ".join(k.toString(NATIVE) for k in typed_keys(action))


def make_action(parent: QObject, text: str, shortcut: Key | Sequence[Key], tip: str) -> QAction:
    """An action whose tooltip names every key that types it, e.g. "Start the
    worker (F5, Ctrl+Return)": the second is often the one a Mac laptop has."""
    action = QAction(text, parent)
    keys = [shortcut] if isinstance(shortcut, (str, QKeySequence.StandardKey)) else shortcut
    sequences = key_sequences(keys)
    if sequences:
        action.setShortcuts(sequences)
    keys = key_cell(action)
    if keys:
        tooltip = QCoreApplication.translate("WindowActions", "{tip} ({key})")
        action.setToolTip(tooltip.format(tip=tip, key=keys))
    else:
        action.setToolTip(tip)
    action.setStatusTip(tip)
    return action
