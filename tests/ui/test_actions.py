"""The one action registry and the menu bar it builds, on a bare QMainWindow."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from fifo_gui.ui.commands import command as command_module
from fifo_gui.ui.commands import keys as keys_module
from fifo_gui.ui.commands import menus as menus_module
from fifo_gui.ui.commands.command import Command
from fifo_gui.ui.commands.keys import NATIVE, typed_keys
from fifo_gui.ui.help.shortcuts_dialog import ShortcutsDialog
from fifo_gui.ui.window import actions as actions_module
from fifo_gui.ui.window.actions import (
    GROUPS,
    MENUS,
    WindowActions,
    build_menus,
    key_sequences,
    make_action,
)

# Declared in two menus on purpose: where a student looks for them in each mode.

# What macOS takes for itself (Qt writes Cmd as Ctrl, the Control key as Meta):
# Spotlight, minimise, hide, hide others, switch windows, screenshots, the Dock,
# the Finder's search, log out, lock, force quit, the emoji picker.
MAC_SYSTEM_KEYS = frozenset(
    {
        "Ctrl+Space", "Ctrl+Alt+Space", "Ctrl+M", "Ctrl+Alt+M", "Ctrl+H", "Ctrl+Alt+H",
        "Ctrl+Tab", "Ctrl+`", "Ctrl+Shift+3", "Ctrl+Shift+4", "Ctrl+Shift+5",
        "Ctrl+Alt+D", "Ctrl+Shift+Q", "Ctrl+Meta+Q", "Ctrl+Alt+Esc", "Ctrl+Meta+Space",
    }
)  # fmt: skip

IN_TWO_MENUS = {"close_replay", "predict", "load_tasks"}


@pytest.fixture
def built(qtbot) -> tuple[QMainWindow, WindowActions, dict[str, QMenu]]:
    window = QMainWindow()
    qtbot.addWidget(window)
    actions = WindowActions(window)
    return window, actions, build_menus(window.menuBar(), actions)


def test_each_action_is_in_the_menus_it_declares_once(built) -> None:
    _, actions, menus = built
    for command in actions.commands():
        action = actions.action(command.name)
        holders = sorted(i for i, menu in menus.items() if action in menu.actions())
        assert holders == sorted(place.menu for place in command.menus), command.name
        for menu_id in holders:
            assert menus[menu_id].actions().count(action) == 1, (command.name, menu_id)
        if command.name not in IN_TWO_MENUS:  # () would be a command deliberately menu-less
            assert len(holders) <= 1, command.name
    in_menus = {
        a for menu in menus.values() for a in menu.actions() if not a.isSeparator() and not a.menu()
    }
    assert in_menus == set(actions.all())  # nothing in a menu the registry does not declare


def test_the_menu_bar_has_every_menu_by_id_in_order(built) -> None:
    window, _, menus = built
    assert set(menus) == set(MENUS)
    top = [a.menu() for a in window.menuBar().actions()]
    assert top == [menus[i] for i, spec in MENUS.items() if spec.place is None]
    assert [m.title() for m in top] == [
        "&File",
        "&Tasks",
        "&Worker",
        "&Replay",
        "&View",
        "L&abs",
        "&Help",
    ]
    for menu_id, spec in MENUS.items():
        if spec.place is not None:
            assert spec.place.menu in MENUS and menus[menu_id].menuAction() in (
                menus[spec.place.menu].actions()
            )
    assert menus["labs"].objectName() == "labsMenu"


def test_menu_ids_and_groups_are_known(built) -> None:
    _, actions, _ = built
    for command in actions.commands():
        assert command.group in GROUPS, command.name
        for place in command.menus:
            assert place.menu in MENUS, (command.name, place.menu)


def test_two_actions_share_a_key_only_when_one_stands_for_the_other(built) -> None:
    """A key runs one command. Two share it only when one stands for the other
    on an RQ queue (`stands_for`, with the same keys) and the other acts on a
    live session only: one is on only while the other is off."""
    _, actions, _ = built
    commands = {command.name: command for command in actions.commands()}
    sharing: dict[str, list[str]] = {}
    for command, action in actions.declared():
        for key in action.shortcuts():
            sharing.setdefault(key.toString(), []).append(command.name)
    for key, names in sharing.items():
        if len(names) > 1:
            pair = sorted((commands[name] for name in names), key=lambda c: not c.stands_for)
            twin, lesson = pair
            assert len(names) == 2 and twin.stands_for == lesson.name, key
            assert lesson.live_only and not twin.live_only, key
    twins = [command for command in commands.values() if command.stands_for]
    assert {twin.stands_for for twin in twins} == {"add_lesson", "start", "stop"}
    for twin in twins:
        assert twin.keys == commands[twin.stands_for].keys, twin.name


def test_each_tooltip_names_its_shortcut(built) -> None:
    _, actions, _ = built
    for command in actions.commands():
        action = actions.action(command.name)
        assert [k.toString() for k in action.shortcuts()] == [
            k.toString() for k in key_sequences(command.keys)
        ], command.name
        tip = command.translated_tip()  # the declared tip, its figures filled in
        assert action.statusTip() == tip
        if command.keys:  # each key a person types, as this platform writes them
            native = [k.toString(NATIVE) for k in typed_keys(action)]
            assert native[0] == action.shortcut().toString(NATIVE)
            assert action.toolTip() == f"{tip} ({', '.join(native)})", command.name
        else:
            assert action.toolTip() == tip


def _is_function_key(sequence: QKeySequence) -> bool:
    key = sequence[0].key() if sequence.count() else Qt.Key.Key_unknown
    return Qt.Key.Key_F1.value <= key.value <= Qt.Key.Key_F35.value


def test_no_command_is_reachable_only_by_a_function_key(built) -> None:
    """Mac laptops need fn for F-keys (they are brightness and volume): each
    command with an F-key has a key without one, on every platform (so a key
    declared as a string, not a StandardKey that may differ elsewhere)."""
    _, actions, _ = built
    with_f = 0
    for command in actions.commands():
        declared = [k for k in command.keys if isinstance(k, str)]
        bound = actions.action(command.name).shortcuts()
        if any(_is_function_key(k) for k in [*key_sequences(command.keys), *bound]):
            with_f += 1
            assert any(not _is_function_key(QKeySequence(k)) for k in declared), command.name
    assert with_f >= 10  # Start, Stop, Pause, Step, Follow, Fit, Full screen, Help…


def test_no_key_is_one_macos_keeps_and_cmd_q_only_quits(built) -> None:
    _, actions, _ = built
    mac = {QKeySequence(k).toString() for k in MAC_SYSTEM_KEYS}
    for command in actions.commands():
        declared = {QKeySequence(k).toString() for k in command.keys if isinstance(k, str)}
        bound = {k.toString() for k in actions.action(command.name).shortcuts()}
        assert not (declared | bound) & mac, command.name
        if command.name != "quit":
            assert "Ctrl+Q" not in declared | bound, command.name
    assert "Ctrl+Q" in {k.toString() for k in actions.quit.shortcuts()}


def test_standard_keys_are_the_platforms(built) -> None:
    _, actions, _ = built
    standard = QKeySequence.StandardKey
    for name, key in [
        ("full_screen", standard.FullScreen),
        ("shortcuts", standard.HelpContents),
        ("cancel", standard.Delete),
        ("zoom_in", standard.ZoomIn),
        ("zoom_out", standard.ZoomOut),
    ]:
        bound = [k.toString() for k in actions.action(name).shortcuts()]
        platform = [k.toString() for k in QKeySequence.keyBindings(key)]
        assert platform and bound[: len(platform)] == platform, name


def test_an_action_may_have_several_keys_and_its_tooltip_names_each(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    action = make_action(window, "&Start", ("F5", "Ctrl+Alt+S"), "Start the worker")
    assert [k.toString() for k in action.shortcuts()] == ["F5", "Ctrl+Alt+S"]
    assert action.toolTip() == "Start the worker (F5, Ctrl+Alt+S)"  # the second: a Mac laptop's


def test_a_feature_takes_its_groups_and_the_queue_orders_exclude_each_other(built) -> None:
    _, actions, _ = built
    labs = actions.feature("discipline", "labs", "user_tasks")
    assert labs.lifo is actions.lifo and labs.add_user_task is actions.add_user_task
    with pytest.raises(AttributeError):
        _ = labs.start  # the consumer's, not the labs'
    assert labs.by_value("discipline") == {
        "FIFO": actions.fifo,
        "LIFO": actions.lifo,
        "Priority": actions.priority_queue,
    }
    assert actions.fifo.isChecked()
    actions.lifo.trigger()
    assert actions.lifo.isChecked() and not actions.fifo.isChecked()
    recording = actions.feature("recording", "replay", "predict")
    assert recording.in_group("replay") == actions.in_group("replay")
    assert actions.close_replay in recording.in_group("replay")
    assert all(isinstance(a, QAction) for a in recording.all())
    assert actions.follow.isChecked()  # the timeline follows the clock at first


def test_the_shortcuts_dialog_lists_each_action_once(built) -> None:
    window, actions, _ = built
    every = actions.all()
    dialog = ShortcutsDialog([*every, *every[:3]], window)  # a list with repeats
    table = dialog.table
    assert table.rowCount() == len(every)
    commands = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert commands == [a.text().replace("&", "") for a in every]
    keys = {table.item(r, 1).text(): table.item(r, 0).text() for r in range(table.rowCount())}
    assert keys["Start worker"] == "F5, Ctrl+Return" and keys["Task table as CSV…"] == ""
    native = QKeySequence.SequenceFormat.NativeText  # as the platform writes them (⌘ on a Mac)
    assert keys["Stop worker"] == ", ".join(k.toString(native) for k in actions.stop.shortcuts())
    dialog.close()


def test_each_feature_declares_its_commands_and_the_registry_only_collects() -> None:
    """A command is declared beside its feature (`worker_actions.py`…); the registry
    and its mechanism declare none, and stay small enough to read in one sitting."""
    registry = [actions_module, command_module, keys_module, menus_module]
    for module in registry:
        assert not [v for v in vars(module).values() if isinstance(v, Command)], module
        assert not [
            name
            for cls in vars(module).values()
            if isinstance(cls, type) and cls.__module__ == module.__name__
            for name, v in vars(cls).items()
            if isinstance(v, Command)
        ], module
        assert len(Path(inspect.getfile(module)).read_text().splitlines()) <= 300, module
    package = Path(inspect.getfile(command_module)).parent
    assert sum(len(p.read_text().splitlines()) for p in package.glob("*.py")) <= 300
    for command in WindowActions.commands():
        owner = next(c for c in WindowActions.__mro__ if command.name in vars(c))
        assert owner.__module__.endswith("_actions"), (command.name, owner)
