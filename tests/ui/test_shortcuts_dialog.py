"""Help ▸ Keyboard shortcuts as a compact table a filter narrows, and View ▸
Full screen: its keys, what the teaching guide says of them, and the way back.

The real display's side (rows in sight at 1366x768, the window manager's
full screen) is tests/faults/test_real_fullscreen.py.
"""

from __future__ import annotations

import re
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLineEdit, QTableWidget

from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.help.shortcuts_dialog import COMMAND, KEYS, WHAT, ShortcutsDialog
from fifo_gui.ui.help.teaching_guide import guide_path
from fifo_gui.ui.window.actions import WindowActions, key_sequences, key_text

NATIVE = QKeySequence.SequenceFormat.NativeText


def opened(qtbot, window: MainWindow) -> ShortcutsDialog:
    window.actions_.shortcuts.trigger()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def commands(dialog: ShortcutsDialog) -> list[str]:
    return [dialog.table.item(r, COMMAND).text() for r in dialog.visible_rows()]


def test_command_first_then_its_keys_then_what_it_does(qtbot, window: MainWindow) -> None:
    dialog = opened(qtbot, window)
    table = dialog.table
    header = table.horizontalHeader()
    titles = [
        table.horizontalHeaderItem(header.logicalIndex(v)).text() for v in range(header.count())
    ]
    assert titles == ["Command", "Key", "What it does"]
    assert dialog.count.text() == f"{table.rowCount()} commands"
    start = commands(dialog).index("Start worker")
    assert table.item(start, KEYS).text() == "F5, Ctrl+Return"
    assert table.item(start, WHAT).text() == window.actions_.start.statusTip()
    dialog.close()


def test_each_key_once_as_typed_never_a_dedicated_key_as_a_word(qtbot, window: MainWindow) -> None:
    dialog = opened(qtbot, window)
    table = dialog.table
    by_command = {table.item(r, COMMAND).text(): table.item(r, KEYS).text() for r in range(64)}
    assert by_command["New session"] == QKeySequence("Ctrl+N").toString(NATIVE)  # not "…, New"
    for cell in by_command.values():
        keys = [k for k in cell.split(", ") if k]
        assert len(keys) == len(set(keys)), cell
        assert not {"New", "Open", "Save", "Help", "Zoom In", "Zoom Out"} & set(keys), cell
    # The dedicated keys still work: only the list leaves them out.
    assert QKeySequence(Qt.Key.Key_New) in window.actions_.new_session.shortcuts()
    dialog.close()


def test_the_filter_has_focus_and_narrows_by_command_key_or_words(
    qtbot, window: MainWindow
) -> None:
    dialog = opened(qtbot, window)
    field = dialog.findChild(QLineEdit, "shortcutsFilter")
    assert field is dialog.filter and dialog.focusWidget() is field  # type at once
    assert field.accessibleName() == "Filter shortcuts"
    assert dialog.table.accessibleName() == "Keyboard shortcuts"
    total = dialog.table.rowCount()
    qtbot.keyClicks(field, "stop")  # a command's name
    assert {"Stop worker", "Stop now"} <= set(commands(dialog)) and len(commands(dialog)) < total
    field.clear()
    qtbot.keyClicks(field, "ctrl+shift+h")  # a key
    assert commands(dialog) == ["High contrast"]
    field.clear()
    qtbot.keyClicks(field, "GIL busy")  # words of what it does, in any order
    assert commands(dialog) == ["Add CPU task"]
    assert dialog.count.text() == f"1 of {total} commands"
    assert dialog.table.accessibleDescription() == dialog.count.text()
    field.clear()
    qtbot.keyClicks(field, "zzz")
    assert commands(dialog) == [] and "zzz" in dialog.count.text()
    field.clear()
    assert len(commands(dialog)) == total
    dialog.close()


def test_keyboard_down_or_tab_to_the_table_then_to_close_and_esc_closes(
    qtbot, window: MainWindow
) -> None:
    dialog = opened(qtbot, window)
    table = dialog.findChild(QTableWidget, "shortcutsTable")
    qtbot.keyClicks(dialog.filter, "replay")
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Return)  # goes to the table, does not close
    assert dialog.isVisible() and dialog.focusWidget() is table
    assert table.currentRow() == dialog.visible_rows()[0]
    dialog.filter.setFocus()
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Down)
    assert dialog.focusWidget() is table
    dialog.filter.setFocus()
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is table
    qtbot.keyClick(table, Qt.Key.Key_Tab)  # Tab leaves the table (no cell-by-cell trap)
    assert dialog.focusWidget() not in (table, dialog.filter, None)
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_rows_are_as_tall_as_their_lines(qtbot, window: MainWindow) -> None:
    dialog = opened(qtbot, window)
    table = dialog.table
    line = table.fontMetrics().lineSpacing()
    heights = [table.rowHeight(r) for r in range(table.rowCount())]
    assert min(heights) < 1.6 * line  # a line and a little, not the header's padded height
    for r in range(table.rowCount()):
        assert table.rowHeight(r) >= table.sizeHintForRow(r), table.item(r, COMMAND).text()
    dialog.close()


def test_full_screen_has_the_platforms_key_and_f11_where_free(qapp) -> None:
    actions = WindowActions(None)
    keys = [k.toString() for k in actions.full_screen.shortcuts()]
    platform = [k.toString() for k in key_sequences([QKeySequence.StandardKey.FullScreen])]
    assert keys[: len(platform)] == platform  # the platform's own first: the menu shows it
    assert ("F11" in keys) == (sys.platform != "darwin")  # a Mac's F11 shows the desktop
    assert "Ctrl+Shift+F" in keys  # no fn needed on a laptop
    assert actions.full_screen.shortcut().toString(NATIVE) == key_text(WindowActions.full_screen)


def full_screen_sentence(text: str) -> str:
    found = re.search(r"\*Full screen\*\s*\(([^)]*)\)", text)
    assert found is not None, "no *Full screen* (keys) in the text"
    return found.group(1)


def test_the_teaching_guide_says_the_menus_full_screen_key(qapp) -> None:
    guide = guide_path().read_text(encoding="utf-8")
    menu_key = key_text(WindowActions.full_screen)  # what View ▸ Full screen shows here
    said = re.findall(r"`([^`]+)`", full_screen_sentence(guide))
    assert menu_key in said, (menu_key, said)
    assert "F11" in said and "⌃⌘F" in said  # the other platforms' menus too
    assert "F11" not in guide.replace(full_screen_sentence(guide), "")  # said once, there


def test_leaving_full_screen_gives_back_maximised_or_the_geometry(
    qtbot, window: MainWindow
) -> None:
    action = window.actions_.full_screen
    window.showNormal()
    window.setGeometry(100, 80, 900, 600)
    qtbot.waitUntil(lambda: window.geometry().topLeft().y() == 80)
    before = window.geometry()
    action.setChecked(True)
    qtbot.waitUntil(window.isFullScreen)
    action.setChecked(False)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    qtbot.waitUntil(lambda: window.geometry() == before)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    action.setChecked(True)
    qtbot.waitUntil(window.isFullScreen)
    action.setChecked(False)
    qtbot.waitUntil(lambda: window.isMaximized() and not window.isFullScreen())


def test_the_menus_tick_follows_the_window_out_of_full_screen(qtbot, window: MainWindow) -> None:
    action = window.actions_.full_screen
    action.setChecked(True)
    qtbot.waitUntil(window.isFullScreen)
    window.showNormal()  # as a window manager's own key would
    qtbot.waitUntil(lambda: not action.isChecked())
    action.setChecked(True)  # and the menu's key takes it back to full screen
    qtbot.waitUntil(window.isFullScreen)
    action.setChecked(False)
