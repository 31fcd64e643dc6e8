"""The window read over AT-SPI, as the Orca screen reader reads it.

Runs the real app (`python -m fifo_gui`, fresh settings, English, a tasks file
loaded so the Your tasks lab's controls are there too) on Xvfb + openbox inside
a private D-Bus session with at-spi2-core's accessibility bus, presses Ctrl+L
(the lesson's 4 tasks) with xdotool, and walks the window's accessibility tree
with the system python3 and pyatspi (tests/faults/atspi_tree.py).
Then, in the live window and in replay mode (the replay bar):

- every button, check box, spin box, combo box, text field, slider, list and
  table has a spoken name made of words (not empty, not a symbol like "✕"); a
  combo box has a label (Qt names it by its current text on Linux); a button is
  not named by the caption before it;
- each painted view (the queue lane, timeline, queue depth, the main thread's
  responsiveness, the statistics) is an element of its own with a name and a
  description;
- the queue lane's description names what waits: 4 tasks, Task A at the head,
  and the screen reader was told when it changed (a description-change event,
  heard by a listener as Orca listens).

The tree's summary is printed (see it with `pytest -s`). Skipped (with the
reason) where Xvfb, openbox, xdotool, D-Bus, at-spi2-core or the system
python3's pyatspi is missing:
`apt-get install xvfb openbox xdotool at-spi2-core dbus-x11 python3-pyatspi`
(.ci/run installs them).
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import re
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.faults.x_desktop import press_until, start, stop, wait_for, x_desktop

ROOT = Path(__file__).resolve().parents[2]
HELPER = Path(__file__).with_name("atspi_tree.py")
SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's, where python3-pyatspi installs; not the venv
INSTALL = "apt-get install xvfb openbox xdotool at-spi2-core dbus-x11 python3-pyatspi"

# A control a person reaches and a screen reader must name.
BUTTON_ROLES = {"push button", "toggle button", "check box", "radio button"}
CONTROL_ROLES = {
    *BUTTON_ROLES,
    *("spin button", "combo box", "slider"),
    *("table", "tree table", "tree", "list"),
}
TEXT_ROLES = {"text", "entry", "password text", "document text"}  # named when focusable

# The painted views, by object name (Qt's accessible id ends with it), and the
# name each is spoken by (fifo_gui/ui/views/*.py: focusable(self, self.tr(...))).
VIEWS = {
    "queueLane": "Queue lane",
    "timelineView": "Timeline",
    "depthChart": "Queue depth",
    "heartbeat": "Main thread's responsiveness",
    "statsPanel": "Statistics",
}
# Views of a lab the fresh window does not open: judged when they are in the tree.
LAB_VIEWS = {"racePanel": "Race counters"}


def at_spi_bus_launcher() -> str | None:
    for candidate in (
        "/usr/libexec/at-spi-bus-launcher",
        "/usr/lib/at-spi2-core/at-spi-bus-launcher",
        *sorted(glob.glob("/usr/lib/*/at-spi2-core/at-spi-bus-launcher")),
        *sorted(glob.glob("/usr/lib*/at-spi-bus-launcher")),
    ):
        if os.access(candidate, os.X_OK):
            return candidate
    return shutil.which("at-spi-bus-launcher")


def missing() -> list[str]:
    """What this machine lacks to read the window over AT-SPI."""
    lacking = [
        tool for tool in ("Xvfb", "openbox", "xdotool", "dbus-daemon") if not shutil.which(tool)
    ]
    if at_spi_bus_launcher() is None:
        lacking.append("at-spi-bus-launcher (at-spi2-core)")
    if not os.access(SYSTEM_PYTHON, os.X_OK):
        lacking.append(SYSTEM_PYTHON)
    elif (
        subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"],
            env=system_python_env(dict(os.environ)),
            capture_output=True,
            timeout=30,
            check=False,
        ).returncode
        != 0
    ):
        lacking.append(f"pyatspi for {SYSTEM_PYTHON} (python3-pyatspi)")
    return lacking


def system_python_env(env: dict[str, str]) -> dict[str, str]:
    """`env` for Debian's python3: without the venv's paths."""
    env = {k: v for k, v in env.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["PATH"] = os.pathsep.join(
        p for p in env.get("PATH", "").split(os.pathsep) if not p.startswith(sys.prefix)
    )
    return env


def read_line(process: subprocess.Popen[bytes], timeout: float, what: str) -> str:
    """The first line `process` writes on its stdout."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    data = b""
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        assert left > 0 and process.poll() is None, f"{what} did not start"
        ready, _, _ = select.select([process.stdout], [], [], left)
        if ready:
            chunk = os.read(process.stdout.fileno(), 4096)
            assert chunk, f"{what} closed its output"
            data += chunk
    return data.decode().strip()


@pytest.fixture
def a11y_desktop() -> Iterator[dict[str, str]]:
    """Xvfb + openbox, a private D-Bus session and at-spi2-core's accessibility
    bus: the environment for the app and for the reader."""
    lacking = missing()
    if lacking:
        pytest.skip(f"needs {', '.join(lacking)} ({INSTALL}; .ci/run installs them)")
    launcher = at_spi_bus_launcher()
    assert launcher is not None
    processes: list[subprocess.Popen[bytes]] = []
    clean = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE")
    }
    with x_desktop((1366, 768), clean) as env:
        try:
            bus = start(
                ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address"],
                env,
                stdout=subprocess.PIPE,
            )
            processes.append(bus)
            env["DBUS_SESSION_BUS_ADDRESS"] = read_line(bus, 15, "dbus-daemon")
            processes.append(start([launcher, "--launch-immediately"], env))
            if shutil.which("dbus-send"):  # the accessibility bus answers where it is

                def a11y_bus_up() -> bool:
                    return (
                        subprocess.run(
                            [
                                *("dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus"),
                                *("/org/a11y/bus", "org.a11y.Bus.GetAddress"),
                            ],
                            env=env,
                            capture_output=True,
                            timeout=10,
                        ).returncode
                        == 0
                    )

                wait_for(a11y_bus_up, 15, "at-spi's accessibility bus")
            yield env
        finally:
            for process in reversed(processes):
                stop(process)


def read_tree(env: dict[str, str]) -> dict[str, Any]:
    """The app's accessibility tree, as tests/faults/atspi_tree.py prints it."""
    done = subprocess.run(
        [SYSTEM_PYTHON, str(HELPER), "fifo_gui", "python"],
        env=system_python_env(env),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    try:
        tree: dict[str, Any] = json.loads(done.stdout)
    except ValueError:
        return {"apps": [], "app": None, "nodes": [], "error": done.stderr[-2000:]}
    return tree


def tail(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")[-3000:]


def heard(path: Path) -> list[dict[str, Any]]:
    """The events the listener (atspi_tree.py --listen) wrote to `path`."""
    events = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        with contextlib.suppress(ValueError):
            event = json.loads(line)
            if isinstance(event, dict):
                events.append(event)
    return events


def last_id(node: dict[str, Any]) -> str:
    """The node's object name: the last part of Qt's accessible id."""
    return str(node.get("id") or "").rsplit(".", 1)[-1]


def find_view(nodes: list[dict[str, Any]], object_name: str) -> dict[str, Any] | None:
    for node in nodes:
        if last_id(node) == object_name:
            return node
    return None


def lane_says_four(tree: dict[str, Any]) -> bool:
    lane = find_view(tree["nodes"], "queueLane")
    text = "" if lane is None else f"{lane['name']} {lane['description']}"
    return bool(re.search(r"\b4\b", text)) and "Task A" in text


def lane_event(event: dict[str, Any]) -> bool:
    """An event telling the screen reader the lane now holds the lesson's tasks."""
    return (
        last_id(event) == "queueLane"
        and event["type"].endswith("accessible-description")
        and "Task A" in f"{event['detail']} {event['description']}"
    )


def tasks_queued(tree: dict[str, Any]) -> int:
    """The status bar's count of queued tasks ("Queued 4 · Running 0 · …")."""
    for node in tree["nodes"]:
        if last_id(node) == "countsLabel":
            found = re.search(r"(\d+)", str(node["name"]))
            return int(found.group(1)) if found else 0
    return 0


def words(name: str) -> bool:
    """A name a person can hear: at least one word of two letters or more."""
    return re.search(r"[^\W\d_]{2,}", name) is not None


def named(node: dict[str, Any]) -> bool:
    """The control has a name of words.

    A combo box is named by its label: on Linux Qt gives AT-SPI a combo box's
    current text ("FIFO", "1x") as its name, whatever setAccessibleName says, so
    what Orca says first, the label it is labelled by (QLabel.setBuddy), is the
    only name it has; its current text is its value."""
    if node["role"] == "combo box":
        return any(words(label) for label in node.get("labels", []))
    return words(str(node["name"]))


def controls(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The nodes a screen reader must name. A combo box's popup list is spoken
    through its combo box, and is not judged on its own."""
    combos = [n["path"] + "/" for n in nodes if n["role"] == "combo box"]
    found = []
    for node in nodes:
        if any(str(node["path"]).startswith(prefix) for prefix in combos):
            continue
        role = node["role"]
        if role in CONTROL_ROLES or (role in TEXT_ROLES and "focusable" in node["states"]):
            found.append(node)
    return found


def where(node: dict[str, Any]) -> str:
    shown = "" if "showing" in node["states"] else " (hidden)"
    hint = ""
    if node["role"] == "combo box":  # see named()
        hint = " (no label: its name over AT-SPI is its current text; give it a buddy QLabel)"
    return f"{node['role']} {node['name']!r} at {node.get('id') or node['path']}{shown}{hint}"


def summary(tree: dict[str, Any], judged: list[dict[str, Any]]) -> str:
    nodes = tree["nodes"]
    roles: dict[str, int] = {}
    for node in nodes:
        roles[node["role"]] = roles.get(node["role"], 0) + 1
    lines = [
        f"AT-SPI desktop: {tree['apps']}; read {tree['app']!r}: {len(nodes)} nodes",
        "roles: " + ", ".join(f"{role} {n}" for role, n in sorted(roles.items())),
        f"controls ({len(judged)}):",
    ]
    for node in judged:
        mark = "ok  " if named(node) else "NONE"
        name = str(node["name"])
        if node.get("labels"):
            name += f" (label {' / '.join(node['labels'])})"
        description = str(node["description"])
        lines.append(
            f"  {mark} {node['role']:<13} {name!r:<34} {last_id(node):<28} {description[:60]!r}"
        )
    lines.append("painted views:")
    for object_name in {**VIEWS, **LAB_VIEWS}:
        view = find_view(nodes, object_name)
        if view is None:
            lines.append(f"  {object_name}: not in the tree")
        else:
            focus = "takes focus" if "focusable" in view["states"] else "no focus"
            lines.append(
                f"  {object_name}: {view['role']} {view['name']!r} ({focus}) — "
                f"{view['description']!r}"
            )
    return "\n".join(lines)


def app_env(desktop: dict[str, str], tmp_path: Path) -> dict[str, str]:
    """The app's environment: the desktop's, Qt on X with AT-SPI on, fresh
    settings, English (the names judged here are the English ones)."""
    env = dict(
        desktop,
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        LANG="C.UTF-8",
        LC_ALL="C.UTF-8",
    )
    env.pop("LANGUAGE", None)
    return env


@contextlib.contextmanager
def running_app(
    env: dict[str, str], args: list[str], tmp_path: Path
) -> Iterator[tuple[subprocess.Popen[bytes], str, dict[str, Any]]]:
    """`python -m fifo_gui *args` with its window up and on the AT-SPI desktop:
    (the process, its X window id, its first tree). Stopped on the way out."""
    log_path = tmp_path / "app.log"
    with log_path.open("wb") as log:
        app = start(
            [sys.executable, "-m", "fifo_gui", *args],
            env,
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        window: list[str] = []

        def shown() -> bool:
            assert app.poll() is None, f"the app exited: {tail(log_path)}"
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "fifo_gui"],
                env=env,
                capture_output=True,
                text=True,
                timeout=10,
            )
            window[:] = found.stdout.split()
            return bool(window)

        wait_for(shown, 60, "the window")
        # The app registers on the accessibility bus once its window is up.
        tree: dict[str, Any] = {}

        def registered() -> bool:
            tree.update(read_tree(env))
            return any(node["role"] == "frame" for node in tree["nodes"])

        wait_for(registered, 30, f"the app on the AT-SPI desktop (seen: {tree.get('apps')})")
        yield app, window[-1], tree
        assert app.poll() is None, f"the app exited: {tail(log_path)}"
    finally:
        stop(app)


def judge(nodes: list[dict[str, Any]], views: dict[str, str]) -> list[str]:
    """What a screen reader cannot say: controls without a name of words, the
    painted `views` (object name: spoken name) missing, misnamed or undescribed.
    The views of LAB_VIEWS are judged when they are in the tree."""
    problems = []
    unnamed = [n for n in controls(nodes) if not named(n)]
    if unnamed:
        problems.append(
            f"{len(unnamed)} controls without a name of words:\n  "
            + "\n  ".join(where(n) for n in unnamed)
        )
    # A button says what it does: its own text, not the caption of the group it
    # opens (a caption made its buddy names it: "Table" for Cancel selected).
    captioned = [
        n for n in controls(nodes) if n["role"] in BUTTON_ROLES and n["name"] in n.get("labels", [])
    ]
    if captioned:
        problems.append(
            f"{len(captioned)} buttons given the caption before them as label and name "
            "(a QLabel buddy; a button is named by its own text):\n  "
            + "\n  ".join(f"{where(n)}, labelled by {n['labels']}" for n in captioned)
        )
    for object_name, spoken in {**views, **LAB_VIEWS}.items():
        view = find_view(nodes, object_name)
        if view is None:
            if object_name in views:
                problems.append(f"the painted view {object_name} is not in the tree")
            continue
        if str(view["name"]).strip() != spoken:
            problems.append(
                f"the painted view {object_name} is not spoken as {spoken!r}: {where(view)}"
            )
        if not str(view["description"]).strip():
            problems.append(f"the painted view {object_name} has no description ({where(view)})")
    return problems


@pytest.mark.timeout(180)
def test_a_screen_reader_hears_every_control_and_what_waits(
    a11y_desktop: dict[str, str], tmp_path: Path
) -> None:
    env = app_env(a11y_desktop, tmp_path)
    # A tasks file loaded: the Your tasks lab's controls are in the window too.
    tasks = tmp_path / "shout.py"
    tasks.write_text("def shout(text='hi'):\n    return text.upper()\n", encoding="utf-8")
    heard_path = tmp_path / "heard.jsonl"
    listener: subprocess.Popen[bytes] | None = None
    with running_app(env, ["--tasks", str(tasks)], tmp_path) as (_app, window_id, tree):
        try:
            before = tasks_queued(tree)
            # Listen as Orca does: what is the screen reader told as the queue fills?
            with heard_path.open("wb") as out:
                listener = start(
                    [SYSTEM_PYTHON, str(HELPER), "--listen"],
                    system_python_env(env),
                    cwd=ROOT,
                    stdout=out,
                    stderr=subprocess.DEVNULL,
                )
            wait_for(
                lambda: heard_path.read_bytes().startswith(b"ready") or listener.poll() is not None,
                30,
                "the AT-SPI listener",
            )
            assert listener.poll() is None, "the AT-SPI listener exited"
            # Ctrl+L: the lesson's 4 tasks. A key sent before openbox has given the
            # window focus can be lost: press again until the status bar counts them.
            seen = [tree]

            def counted() -> bool:
                seen[0] = read_tree(env)
                return tasks_queued(seen[0]) >= before + 4

            press_until(env, window_id, "ctrl+l", counted)
            tree = seen[0]
            assert tasks_queued(tree) == before + 4, "the window did not answer Ctrl+L"
            # The lane's description follows on the frame clock: give it a moment.
            deadline = time.monotonic() + 10
            while not lane_says_four(tree) and time.monotonic() < deadline:
                time.sleep(0.2)
                tree = read_tree(env)
            # ... and tells the listener it changed.
            settle = time.monotonic() + 5
            while not any(lane_event(e) for e in heard(heard_path)) and time.monotonic() < settle:
                time.sleep(0.1)
        finally:
            if listener is not None:
                stop(listener)
    events = heard(heard_path)

    nodes = tree["nodes"]
    print()
    print(summary(tree, controls(nodes)))
    announced = [e for e in events if e["type"] == "object:announcement"]
    print(
        f"heard as the lesson's 4 tasks were added ({len(events)} events; "
        f"{len(announced)} announcements, as a live region speaks the narrator):"
    )
    order = ("object:announcement", "object:property-change:accessible-description")
    for event in sorted(events, key=lambda e: e["type"] not in order)[:40]:
        print(
            f"  {event['type']}: {event['role']} {last_id(event)} {event['name']!r} "
            f"{(event['detail'] or event['description'])[:90]!r}"
        )

    problems = judge(nodes, VIEWS)
    if not lane_says_four(tree):
        lane = find_view(nodes, "queueLane")
        said = None if lane is None else (lane["name"], lane["description"])
        problems.append(
            f"the queue lane does not say what waits (4 tasks, Task A at the head): {said!r}"
        )
    if not any(lane_event(e) for e in events):
        problems.append(
            "the screen reader was not told the queue lane changed (no "
            "accessible-description event from queueLane after Ctrl+L)"
        )
    assert not problems, "\n".join(problems)


@pytest.mark.timeout(180)
def test_a_screen_reader_hears_the_replay_bar(a11y_desktop: dict[str, str], tmp_path: Path) -> None:
    """Replay mode over a recording of the lesson: the replay bar's slider, speed
    and step buttons are in the window only then."""
    env = app_env(a11y_desktop, tmp_path)
    recording = tmp_path / "lesson.jsonl"
    done = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--console", "--record", str(recording)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0 and recording.exists(), done.stderr[-2000:]
    with running_app(env, ["--replay", str(recording)], tmp_path) as (_app, _window_id, tree):
        # The replay bar is laid out with the window: wait for its slider.
        deadline = time.monotonic() + 10
        while not any(n["role"] == "slider" for n in tree["nodes"]):
            assert time.monotonic() < deadline, "no slider in replay mode"
            time.sleep(0.2)
            tree = read_tree(env)
    nodes = tree["nodes"]
    print()
    print(summary(tree, controls(nodes)))
    problems = judge(nodes, VIEWS)
    assert not problems, "\n".join(problems)
