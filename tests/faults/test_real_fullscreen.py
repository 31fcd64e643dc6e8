"""Help ▸ Keyboard shortcuts and View ▸ Full screen on a real X server with a
window manager (Xvfb + openbox), driven with real keys (xdotool).

The real app starts (`fifo_gui.app.main`, fresh settings) in a small driver
that only watches: when the shortcuts dialog is shown or its filter changes it
writes what is in sight (rows wholly inside the table's viewport, the dialog's
frame, the focused widget) to a JSON file. The window's place is read from the
X server itself (xwininfo, xprop), as the window manager left it.

Skipped (with the reason) where Xvfb, openbox, xdotool or xwininfo is missing;
.ci/run installs them.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.faults.x_desktop import press_until, wait_for, x_desktop

ROOT = Path(__file__).resolve().parents[2]
MISSING = [t for t in ("Xvfb", "openbox", "xdotool", "xwininfo") if shutil.which(t) is None]

pytestmark = pytest.mark.skipif(
    bool(MISSING),
    reason=f"needs {', '.join(MISSING)} (apt-get install xvfb openbox xdotool x11-utils; "
    ".ci/run installs them)",
)

LAPTOP = (1366, 768)

# Runs the app; reports the shortcuts dialog to sys.argv[1] whenever it shows,
# its filter changes or it hides. Reads only: it changes nothing in the app.
DRIVER = r"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from fifo_gui.ui.help import shortcuts_dialog
from fifo_gui import app

out = Path(sys.argv[1])

def facts(dialog):
    table = dialog.table
    view = table.viewport().rect()
    in_sight = [
        r for r in dialog.visible_rows()
        if table.rowViewportPosition(r) >= 0
        and table.rowViewportPosition(r) + table.rowHeight(r) <= view.height()
    ]
    frame = dialog.frameGeometry()
    screen = dialog.screen().availableGeometry()
    focus = QApplication.focusWidget()
    return {
        "visible": dialog.isVisible(),
        "rows": table.rowCount(),
        "shown": len(dialog.visible_rows()),
        "in_sight": len(in_sight),
        "heights": [table.rowHeight(r) for r in in_sight],
        "commands": [table.item(r, shortcuts_dialog.COMMAND).text() for r in in_sight],
        "keys": [table.item(r, shortcuts_dialog.KEYS).text() for r in range(table.rowCount())],
        "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
        "screen": [screen.x(), screen.y(), screen.width(), screen.height()],
        "font_px": table.fontInfo().pixelSize(),
        "focus": focus.objectName() if focus is not None else "",
        "filter": dialog.filter.text(),
    }

def write(dialog):
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(facts(dialog)), encoding="utf-8")
    tmp.replace(out)

shown = shortcuts_dialog.ShortcutsDialog.showEvent
hidden = shortcuts_dialog.ShortcutsDialog.hideEvent

def show_event(self, event):
    shown(self, event)
    QTimer.singleShot(500, lambda: write(self))
    self.filter.textChanged.connect(lambda _: QTimer.singleShot(300, lambda: write(self)))

def hide_event(self, event):
    hidden(self, event)
    write(self)

shortcuts_dialog.ShortcutsDialog.showEvent = show_event
shortcuts_dialog.ShortcutsDialog.hideEvent = hide_event
sys.exit(app.main(sys.argv[2:]))
"""


@pytest.fixture
def laptop() -> Iterator[dict[str, str]]:
    with x_desktop(LAPTOP) as env:
        yield env


def run_app(env: dict[str, str], tmp_path: Path) -> tuple[subprocess.Popen[str], str, Path]:
    """The app under the driver, fresh settings: the process, its window, the report file."""
    report = tmp_path / "shortcuts.json"
    env.update(
        QT_QPA_PLATFORM="xcb",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        FIFO_GUI_LAYOUT_REPORT=str(tmp_path / "layout.json"),
    )
    app = subprocess.Popen(
        [sys.executable, "-c", DRIVER, str(report)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    found = subprocess.run(
        ["xdotool", "search", "--sync", "--onlyvisible", "--name", "fifo_gui"],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    return app, found.stdout.split()[-1], report


def quit_app(app: subprocess.Popen[str], env: dict[str, str], window_id: str) -> None:
    with contextlib.suppress(subprocess.TimeoutExpired):  # a dialog still open
        subprocess.run(
            ["xdotool", "windowactivate", "--sync", window_id],
            env=env,
            timeout=10,
            check=False,
            capture_output=True,
        )
    # No check: the window is gone before xdotool sends the key's release.
    subprocess.run(
        ["xdotool", "key", "--window", window_id, "ctrl+q"],
        env=env,
        timeout=10,
        check=False,
        capture_output=True,
    )
    try:
        _, err = app.communicate(timeout=15)
    finally:
        if app.poll() is None:
            app.kill()
            app.communicate(timeout=5)
    assert app.returncode == 0, err


def read_json(path: Path) -> dict[str, object]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
    except (OSError, ValueError):
        return {}


def settled(path: Path, ready: object = lambda r: True, timeout: float = 30) -> dict[str, object]:
    """The report once `ready` holds and it has not changed for a moment."""
    seen: list[object] = [None, time.monotonic()]

    def stable() -> bool:
        report = read_json(path)
        if not report or not ready(report):  # type: ignore[operator]
            return False
        if report != seen[0]:
            seen[:] = [report, time.monotonic()]
            return False
        return time.monotonic() - float(seen[1]) > 1.0  # type: ignore[arg-type]

    wait_for(stable, timeout, "the report to settle")
    assert isinstance(seen[0], dict)
    return seen[0]


def screenshot(env: dict[str, str], path: Path) -> None:
    if shutil.which("import"):
        subprocess.run(["import", "-window", "root", str(path)], env=env, timeout=30, check=False)
    shots = os.environ.get("FIFO_GUI_SHOTS")  # a folder to keep them in, to look at
    if shots and path.exists():
        shutil.copy(path, Path(shots) / path.name)


def type_text(env: dict[str, str], text: str) -> None:
    subprocess.run(["xdotool", "type", "--delay", "60", text], env=env, timeout=30, check=True)


def key(env: dict[str, str], name: str) -> None:
    subprocess.run(["xdotool", "key", name], env=env, timeout=10, check=True)


@pytest.mark.timeout(240)
def test_keyboard_shortcuts_is_a_compact_table_a_filter_narrows(
    laptop: dict[str, str], tmp_path: Path
) -> None:
    env = laptop
    app, window_id, report = run_app(env, tmp_path)
    layout = tmp_path / "layout.json"
    try:
        settled(layout)  # the window has laid itself out
        for zoom in (0, 4):
            while (read_json(layout).get("zoom") or 0) < zoom:  # type: ignore[operator]
                z = int(read_json(layout).get("zoom") or 0) + 1  # type: ignore[call-overload]
                press_until(
                    env, window_id, "ctrl+plus", lambda z=z: read_json(layout).get("zoom") == z
                )
                settled(layout, lambda r, z=z: r["zoom"] == z)
            report.unlink(missing_ok=True)
            press_until(env, window_id, "F1", lambda: bool(read_json(report).get("visible")))
            seen = settled(report)
            screenshot(env, tmp_path / f"shortcuts-1366x768-zoom{zoom}.png")
            where = f"zoom {zoom}: {seen}"
            x, y, w, h = seen["screen"]  # type: ignore[misc]
            fx, fy, fw, fh = seen["frame"]  # type: ignore[misc]
            assert x <= fx and y <= fy and fx + fw <= x + w and fy + fh <= y + h, where
            assert seen["focus"] == "shortcutsFilter", where  # type to filter at once
            assert seen["shown"] == seen["rows"] and int(seen["rows"]) >= 60, where  # type: ignore[call-overload]
            least = 15 if zoom == 0 else 8
            assert int(seen["in_sight"]) >= least, where  # type: ignore[call-overload]
            # Compact: one line a row, two where a description wraps, never a column.
            line = int(seen["font_px"])  # type: ignore[call-overload]
            assert max(seen["heights"]) <= 4 * line + 16, where  # type: ignore[type-var]
            # Each key once, as the platform writes it: no dedicated key read as a word.
            for cell in seen["keys"]:  # type: ignore[attr-defined]
                keys = [k for k in cell.split(", ") if k]
                assert len(keys) == len(set(keys)), cell
                for k in keys:
                    assert k not in ("New", "Open", "Save", "Help", "Zoom In", "Zoom Out"), cell
            # Typing narrows the rows as you type: a key, then a word.
            type_text(env, "F5")
            narrowed = settled(report, lambda r: r["filter"] == "F5")
            assert 1 <= int(narrowed["shown"]) < 6, narrowed  # type: ignore[call-overload]
            assert "Start worker" in narrowed["commands"], narrowed  # type: ignore[operator]
            key(env, "ctrl+a")
            type_text(env, "replay")
            narrowed = settled(report, lambda r: r["filter"] == "replay")
            assert 3 <= int(narrowed["shown"]) < 20, narrowed  # type: ignore[call-overload]
            key(env, "Escape")  # closes the dialog
            settled(report, lambda r: r["visible"] is False)
        assert app.poll() is None, app.communicate()[1]
    finally:
        if app.poll() is None:
            quit_app(app, env, window_id)


def x_geometry(env: dict[str, str], window_id: str) -> tuple[int, int, int, int]:
    """The window's client area on the screen, as the X server has it."""
    out = subprocess.run(
        ["xwininfo", "-id", window_id], env=env, capture_output=True, text=True, check=True
    ).stdout

    def field(name: str) -> int:
        found = re.search(rf"{name}:\s+(-?\d+)", out)
        assert found is not None, out
        return int(found.group(1))

    return (
        field("Absolute upper-left X"),
        field("Absolute upper-left Y"),
        field("Width"),
        field("Height"),
    )


def x_states(env: dict[str, str], window_id: str) -> str:
    """The window manager's _NET_WM_STATE of the window."""
    return subprocess.run(
        ["xprop", "-id", window_id, "_NET_WM_STATE"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    ).stdout


FULL_SCREEN_KEY = (
    "from PySide6.QtWidgets import QApplication; app = QApplication([]);"
    "from fifo_gui.ui.window.actions import WindowActions, key_sequences;"
    "print(key_sequences(WindowActions.full_screen.keys)[0].toString())"
)


def full_screen_key(env: dict[str, str]) -> str:
    """The key View ▸ Full screen shows on this display, as xdotool names it ("F11")."""
    shown = subprocess.run(
        [sys.executable, "-c", FULL_SCREEN_KEY],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.strip()
    assert shown, "View ▸ Full screen has no key on this platform"
    return "+".join(
        part.lower() if len(part) > 1 and part[0] != "F" else part for part in shown.split("+")
    )


def near(a: tuple[int, ...], b: tuple[int, ...], px: int = 4) -> bool:
    return all(abs(p - q) <= px for p, q in zip(a, b, strict=True))


def toggle_full_screen(env: dict[str, str], window_id: str, keyname: str) -> None:
    before = "FULLSCREEN" in x_states(env, window_id)
    press_until(
        env, window_id, keyname, lambda: ("FULLSCREEN" in x_states(env, window_id)) != before
    )


@pytest.mark.timeout(240)
def test_full_screen_with_the_menus_key_and_back_where_it_was(
    laptop: dict[str, str], tmp_path: Path
) -> None:
    """Maximised (a first start), then a smaller window moved aside: the menu's
    key fills the screen, and again puts the window back as it was."""
    env = laptop
    app, window_id, _ = run_app(env, tmp_path)
    keyname = full_screen_key(env)
    layout = tmp_path / "layout.json"
    screen = (0, 0, *LAPTOP)
    try:
        settled(layout)
        wait_for(lambda: "MAXIMIZED" in x_states(env, window_id), 20, "a maximised first start")
        for case in ("maximised", "moved"):
            if case == "moved":  # a window beside the code: smaller, away from the corner
                # A double click on openbox's title bar: not maximised any more.
                subprocess.run(
                    ["xdotool", "mousemove", "600", "8", "click", "--repeat", "2", "1"],
                    env=env,
                    check=True,
                )
                wait_for(lambda: "MAXIMIZED" not in x_states(env, window_id), 20, "unmaximised")
                for move in (
                    ["windowsize", window_id, "1000", "560"],
                    ["windowmove", window_id, "120", "90"],
                ):
                    subprocess.run(["xdotool", *move], env=env, check=True)
                wait_for(
                    lambda: (
                        "MAXIMIZED" not in x_states(env, window_id)
                        and x_geometry(env, window_id)[2] == 1000
                    ),
                    20,
                    "the window made smaller",
                )
                time.sleep(1)
            before, states = x_geometry(env, window_id), x_states(env, window_id)
            toggle_full_screen(env, window_id, keyname)
            wait_for(
                lambda: x_geometry(env, window_id) == screen, 20, "the window to fill the screen"
            )
            screenshot(env, tmp_path / f"fullscreen-{case}.png")
            toggle_full_screen(env, window_id, keyname)
            wait_for(
                lambda b=before: near(x_geometry(env, window_id), b),  # type: ignore[misc]
                20,
                f"{before} again ({case})",
            )
            time.sleep(1)  # and it stays there
            after = x_geometry(env, window_id)
            screenshot(env, tmp_path / f"fullscreen-{case}-left.png")
            assert near(after, before), (case, before, after)
            assert ("MAXIMIZED" in x_states(env, window_id)) == ("MAXIMIZED" in states), case
            x, y, w, h = after  # the whole client area, the status bar at its foot, on screen
            assert x >= 0 and y >= 0 and x + w <= LAPTOP[0] and y + h <= LAPTOP[1], (case, after)
        assert app.poll() is None, app.communicate()[1]
    finally:
        if app.poll() is None:
            quit_app(app, env, window_id)
