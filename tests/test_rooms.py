"""The rooms of fifo_gui/ui and which way their imports run (README: "How the
code is laid out"). A walk over every module's imports, as the core's no-Qt
test is a walk over what it loads: a change that breaks a rule fails here,
with the file and the import."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[1] / "fifo_gui" / "ui"

ROOMS = {
    "app": "the application, the main window that places every widget, screenshots",
    "window": "what every feature shares: the commands made, notices, theme, settings, zoom",
    "words": "how the window writes numbers, queue names, the core's messages; translations",
    "commands": "the command registry: a Command, its keys, its QAction, the menu bar",
    "session": "the bridge from the workers, sessions, the frame clock and its pacing",
    "table": "the task table: its model, columns, following, first steps",
    "views": "the painted views and the narrator, each a function of (ledger, now)",
    "layout": "docks, projector view, the flow of the controls",
    "producer": "putting tasks: the buttons, burst, auto-producer, scenarios",
    "consumer": "the workers' commands: start, stop, pause and step, predict",
    "replay": "recordings: record, open, replay, scrub",
    "labs": "the labs: queue order, race conditions, compare, your tasks",
    "check": "Check your scheduler, in the window",
    "broker": "Attach to an RQ queue: a session fed by a broker (fifo_gui.broker)",
    "help": "the teaching guide, the shortcuts, about",
    "files": "files the teacher opens and saves: scenarios, exports",
}


def _imports() -> list[tuple[str, str, str]]:
    """(file, its room, the room it imports) for every import of another room."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        relative = path.relative_to(UI)
        if len(relative.parts) == 1:
            continue  # fifo_gui/ui/__init__.py: the package's face
        room = relative.parts[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                parts = name.split(".")
                if parts[:2] == ["fifo_gui", "ui"] and len(parts) > 2 and parts[2] != room:
                    found.append((str(relative), room, parts[2]))
    return found


def test_every_module_lives_in_a_room() -> None:
    loose = [p.name for p in UI.glob("*.py") if p.name != "__init__.py"]
    assert loose == [], "a module outside the rooms"
    assert {p.name for p in UI.iterdir() if p.is_dir() and p.name != "__pycache__"} == set(ROOMS)


@pytest.mark.parametrize(
    ("rule", "broken"),
    [
        # Nothing imports the application or the main window: they place the rest.
        ("no room imports app", lambda f, room, other: other == "app"),
        # The words are the ground floor.
        ("words imports no room", lambda f, room, other: room == "words"),
        # The registry is mechanism only: it knows no feature.
        (
            "commands imports only words",
            lambda f, room, other: room == "commands" and other != "words",
        ),
        # A feature declares its commands as data, beside its behaviour.
        (
            "a feature's *_actions imports only commands and words",
            lambda f, room, other: f.endswith("_actions.py") and other not in {"commands", "words"},
        ),
        # The views read the ledger; they call no feature and no other room's widgets.
        (
            "views import only session, window and words",
            lambda f, room, other: room == "views" and other not in {"session", "window", "words"},
        ),
        # The pipe from the workers knows no view and no feature.
        (
            "session imports no view",
            lambda f, room, other: room == "session" and other in {"views", "layout"},
        ),
    ],
)
def test_the_rooms_keep_their_rules(rule: str, broken: Callable[[str, str, str], bool]) -> None:
    wrong = [
        f"{f} imports fifo_gui.ui.{other}"
        for f, room, other in _imports()
        if broken(f, room, other)
    ]
    assert wrong == [], rule


def test_no_module_is_longer_than_a_sitting() -> None:
    """Each file in fifo_gui/ has one job a reader takes in at once: 450 lines at most."""
    package = UI.parent
    long = {
        str(path.relative_to(package)): n
        for path in package.rglob("*.py")
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > 450
    }
    assert long == {}
