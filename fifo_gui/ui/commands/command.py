"""A command declared as data (`Command`), and the QActions made from a set of them.

A feature declares its commands as class attributes of an `Actions` subclass
(`WorkerActions.start = Command(…)`): the text, the keys, the tooltip, whether it
is checkable, the menus it sits in (a menu id, a section and an order: napari's
`_qt/_qapp_model/qactions` shape) and its control group. On the class the
attribute is the declaration (`key_text(WorkerActions.start)`); on an instance,
made once per window, it is the QAction (`actions.start`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple, overload

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from fifo_gui.ui.commands.keys import Key, key_sequences, make_action, translate


class In(NamedTuple):
    """A place in a menu: sections are parted by separators, `order` sorts within one."""

    menu: str
    section: int = 0
    order: int = 0


@dataclass
class Command:
    """One command, declared as a class attribute of an `Actions` subclass; on an
    instance the attribute is the command's QAction."""

    text: str
    keys: tuple[Key, ...]  # the first is the one tooltips name; () for none;
    # a command with an F-key has another key too (Mac laptops need fn for F-keys)
    tip: str
    menus: tuple[In, ...]  # () only for a command deliberately in no menu
    group: str
    checkable: bool = False
    checked: bool = False
    value: str = ""  # what a checkable in an exclusive group stands for ("FIFO")
    live_only: bool = False  # acts on a live session's scheduler: off in a replay
    # On an RQ queue, the live command this one stands for (its name): it has
    # that one's keys, and is on only while that one is off (a broker shown).
    stands_for: str = ""
    figures: Callable[[], Mapping[str, object]] | None = None  # the tip's {placeholders}
    name: str = field(default="", init=False)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Command: ...
    @overload
    def __get__(self, obj: Actions, owner: type | None = None) -> QAction: ...
    def __get__(self, obj: Actions | None, owner: type | None = None) -> Command | QAction:
        return self if obj is None else obj.action(self.name)

    def translated_text(self) -> str:
        """The menu text in the window's language ("&Iniciar trabajador")."""
        return translate(self.text)

    def translated_tip(self) -> str:
        """The tip in the window's language, its figures written in the locale's way."""
        tip = translate(self.tip)
        return tip if self.figures is None else tip.format(**self.figures())

    def make(self, parent: QObject) -> QAction:
        """The QAction, in the window's language, with its shortcuts and a tooltip
        that names the first."""
        action = make_action(parent, self.translated_text(), self.keys, self.translated_tip())
        action.setCheckable(self.checkable)
        action.setChecked(self.checked)
        return action


def key_text(command: Command) -> str:
    """The key a sentence names for `command`, as this platform writes it:
    "F5" here, "⌘1" on a Mac. Sentences read it here, never spell it out."""
    sequences = key_sequences(command.keys)
    return sequences[0].toString(QKeySequence.SequenceFormat.NativeText) if sequences else ""


Made = dict[str, tuple[Command, QAction]]  # by name: the declaration and its action


class Actions:
    """QActions by name, with the commands that declared them. A subclass
    declares commands; `Actions(parent)` makes the QAction of each of them."""

    def __init__(self, parent: QObject) -> None:
        made: Made = {}
        exclusive: dict[str, QActionGroup] = {}
        for command in self.commands():
            action = command.make(parent)
            if command.value:  # one of a group of which one is checked
                if command.group not in exclusive:
                    exclusive[command.group] = QActionGroup(parent)
                exclusive[command.group].addAction(action)
            made[command.name] = (command, action)
        self._made = made

    @classmethod
    def commands(cls) -> list[Command]:
        """Every declaration, in order; a registry made of features' classes has
        theirs in the order it names them."""
        found: dict[str, Command] = {}
        for klass in cls.__mro__:
            for value in vars(klass).values():
                if isinstance(value, Command):
                    found.setdefault(value.name, value)
        return list(found.values())

    def action(self, name: str) -> QAction:
        """The action called `name` (`start`, `lifo`…)."""
        return self._made[name][1]

    def declared(self) -> list[tuple[Command, QAction]]:
        """Each declaration with its action, in declaration order."""
        return list(self._made.values())

    def all(self) -> list[QAction]:
        """Every action, in declaration order (the shortcut list's order)."""
        return [action for _, action in self._made.values()]

    def in_group(self, group: str) -> list[QAction]:
        """The actions of one control group (see GROUPS)."""
        return [action for command, action in self._made.values() if command.group == group]

    def live_only(self) -> list[QAction]:
        """The actions that act on a live session: off while a replay is shown."""
        return [action for command, action in self._made.values() if command.live_only]

    def by_value(self, group: str) -> dict[str, QAction]:
        """An exclusive group's actions by what each stands for: "discipline"
        by queue order ("FIFO", "LIFO"…), "language" by setting ("en"…)."""
        return {c.value: a for c, a in self._made.values() if c.group == group}

    def feature(self, *groups: str) -> ActionSet:
        """The actions of these groups, by attribute: what one feature owns."""
        return ActionSet({n: (c, a) for n, (c, a) in self._made.items() if c.group in groups})

    def command(self, action: QAction) -> Command | None:
        """The declaration of `action` (None: not one of the registry's)."""
        return next((c for c, a in self._made.values() if a is action), None)


class ActionSet(Actions):
    """A feature's actions by attribute (`labs.actions.lifo`): a view of the registry."""

    def __init__(self, made: Made) -> None:  # the actions exist already: no parent
        self._made = made

    def __getattr__(self, name: str) -> QAction:
        made: Made = self.__dict__.get("_made", {})
        if name not in made:
            raise AttributeError(name)
        return made[name][1]
