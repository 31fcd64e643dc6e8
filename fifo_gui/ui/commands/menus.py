"""The menu bar, built from the menus below and the places each command declares."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMenuBar

from fifo_gui.ui.commands.command import Actions, In
from fifo_gui.ui.commands.keys import translate
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class Menu(NamedTuple):
    """A menu: its title and, for a submenu, its place in the parent menu."""

    title: str
    place: In | None = None  # None: on the menu bar, in the order of MENUS


# Every menu, parents before their submenus; the menu bar's in this order.
MENUS: dict[str, Menu] = {
    "file": Menu(QT_TRANSLATE_NOOP("WindowActions", "&File")),
    "file/export": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Export"), In("file", 0, 70)),
    "tasks": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Tasks")),
    "worker": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Worker")),
    "replay": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Replay")),
    # the docks' toggles join before Follow (MainWindow)
    "view": Menu(QT_TRANSLATE_NOOP("WindowActions", "&View")),
    "view/language": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Language"), In("view", 1, 10)),
    "labs": Menu(QT_TRANSLATE_NOOP("WindowActions", "L&abs")),
    "labs/order": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Queue order"), In("labs", 0, 10)),
    "help": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Help")),
}


def _object_name(menu_id: str) -> str:
    """ "file/export" -> "fileExportMenu"."""
    first, *rest = menu_id.split("/")
    return first + "".join(part.capitalize() for part in rest) + "Menu"


def build_menus(bar: QMenuBar, actions: Actions) -> dict[str, QMenu]:
    """The whole menu bar from the declarations; the menus by id ("file", "view")."""
    menus: dict[str, QMenu] = {}
    entries: dict[str, list[tuple[int, int, QAction]]] = {menu_id: [] for menu_id in MENUS}
    for menu_id, spec in MENUS.items():
        menu = QMenu(translate(spec.title), bar if spec.place is None else menus[spec.place.menu])
        menu.setObjectName(_object_name(menu_id))
        menus[menu_id] = menu
        if spec.place is None:
            bar.addMenu(menu)
        else:
            entries[spec.place.menu].append(
                (spec.place.section, spec.place.order, menu.menuAction())
            )
    for command, action in actions.declared():
        for place in command.menus:
            entries[place.menu].append((place.section, place.order, action))
    for menu_id, items in entries.items():
        section: int | None = None
        for item_section, _, action in sorted(items, key=lambda item: item[:2]):
            if section is not None and item_section != section:
                menus[menu_id].addSeparator()
            section = item_section
            menus[menu_id].addAction(action)
    return menus
