"""Print an application's accessibility tree, read over AT-SPI as Orca reads it.

Run with the SYSTEM python3 (the one with `python3-pyatspi`), not the
project's venv, inside the D-Bus session the application was started in:

    /usr/bin/python3 tests/faults/atspi_tree.py fifo_gui python

Prints one JSON object on stdout: {"apps": [names on the desktop], "app": the
matched name or null, "nodes": [...]} where each node is
{"path": "0/3/1", "role": "push button", "name": ..., "description": ...,
"id": the accessible id (Qt's object path of names) or "", "states": [...],
"labels": [names of the labels it is labelled by], "children": n}. The first
application whose name contains one of the arguments (case-insensitive) is
walked; with no match "nodes" is empty and the exit status is 3, so the caller
can wait and ask again.

    /usr/bin/python3 tests/faults/atspi_tree.py --listen

listens instead, as Orca does, for what a screen reader is told as it happens
(a name or description changed, an announcement): prints "ready" once
listening, then one JSON object a line, {"type", "role", "name",
"description", "id", "states", "detail"}, until it is killed.
"""

from __future__ import annotations

import json
import sys

MAX_DEPTH = 60
MAX_NODES = 5000
# Qt exposes every row and cell of a table: a few of each are enough to show
# them, and walking thousands over D-Bus takes minutes.
MAX_CHILDREN = {"table", "tree table", "list", "tree", "page tab list"}
CHILDREN_SHOWN = 8
STATES = ("focusable", "focused", "showing", "visible", "enabled", "editable", "checked")


def text_of(call) -> str:  # type: ignore[no-untyped-def]
    try:
        value = call()
    except Exception:  # a dead or busy object answers nothing
        return ""
    return value if isinstance(value, str) else ""


def node(acc, path: str) -> dict[str, object]:  # type: ignore[no-untyped-def]
    import pyatspi

    try:
        state_set = acc.getState()
        states = [
            s
            for s in STATES
            if state_set.contains(getattr(pyatspi, "STATE_" + s.upper().replace(" ", "_")))
        ]
    except Exception:
        states = []
    try:
        count = acc.childCount
    except Exception:
        count = 0
    labels = []
    try:  # what Orca speaks before a control: the labels that name it (QLabel.setBuddy)
        for relation in acc.getRelationSet():
            if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                for i in range(relation.getNTargets()):
                    labels.append(text_of(lambda r=relation, i=i: r.getTarget(i).name))
    except Exception:
        labels = []
    return {
        "path": path,
        "role": text_of(acc.getRoleName),
        "name": text_of(lambda: acc.name),
        "description": text_of(lambda: acc.description),
        "id": text_of(lambda: acc.accessibleId),
        "states": states,
        "labels": labels,
        "children": count,
    }


def walk(app) -> list[dict[str, object]]:  # type: ignore[no-untyped-def]
    nodes: list[dict[str, object]] = []
    stack = [(app, "", 0)]
    while stack and len(nodes) < MAX_NODES:
        acc, path, depth = stack.pop()
        entry = node(acc, path)
        nodes.append(entry)
        if depth >= MAX_DEPTH:
            continue
        count = int(entry["children"])  # type: ignore[call-overload]
        if entry["role"] in MAX_CHILDREN:
            count = min(count, CHILDREN_SHOWN)
        children = []
        for i in range(count):
            try:
                child = acc.getChildAtIndex(i)
            except Exception:
                child = None
            if child is not None:
                children.append((child, f"{path}/{i}" if path else str(i), depth + 1))
        stack.extend(reversed(children))
    return nodes


EVENTS = (
    "object:property-change:accessible-description",
    "object:property-change:accessible-name",
    "object:announcement",
)


def listen() -> int:
    import pyatspi

    def heard(event) -> None:  # type: ignore[no-untyped-def]
        source = event.source
        entry = node(source, "") if source is not None else {}
        entry.pop("children", None)
        entry.pop("path", None)
        entry["type"] = str(event.type)
        detail = event.any_data
        entry["detail"] = detail if isinstance(detail, str) else ""
        print(json.dumps(entry), flush=True)

    pyatspi.Registry.registerEventListener(heard, *EVENTS)
    print("ready", flush=True)
    pyatspi.Registry.start()
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["--listen"]:
        return listen()
    import pyatspi

    wanted = [a.lower() for a in argv] or ["fifo_gui"]
    desktop = pyatspi.Registry.getDesktop(0)
    apps = []
    for i in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(i)
        except Exception:
            continue
        if app is not None:
            apps.append((text_of(lambda a=app: a.name), app))
    names = [name for name, _ in apps]
    for want in wanted:  # in the order asked: "fifo_gui" before "python"
        for name, app in apps:
            if want in name.lower():
                print(json.dumps({"apps": names, "app": name, "nodes": walk(app)}))
                return 0
    print(json.dumps({"apps": names, "app": None, "nodes": []}))
    return 3


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
