"""Issue 16 in the window: queue disciplines, Compare, the race panel, your tasks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDockWidget, QLineEdit, QToolBar, QWidget

from fifo_gui.core.demo_tasks import RACE_COUNTERS
from fifo_gui.core.events import TaskStarted
from fifo_gui.core.scenario_runner import RunResult
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui import compare_dialog
from fifo_gui.ui.main_window import MainWindow
from fifo_gui.ui.task_model import Column
from tests.helpers import Recorder
from tests.ui.helpers import WAIT_MS, add_quick_sleep, button, cell, click, spin

GOOD = "def job(n, tag=''):\n    return n\n\ndef _private():\n    pass\n"
BAD = {
    "syntax": ("def job(:\n    pass\n", "line 1"),
    "raises": ("raise RuntimeError('boom at import')\n", "RuntimeError: boom at import"),
    "empty": ("X = 1\ndef _hidden():\n    pass\n", "defines no public function"),
}


@pytest.fixture
def good_tasks(tmp_path: Path) -> Path:
    path = tmp_path / "mytasks.py"
    path.write_text(GOOD, encoding="utf-8")
    return path


def combo(window: MainWindow, name: str) -> QComboBox:
    found = window.findChild(QComboBox, name)
    assert found is not None, name
    return found


def add_job(qtbot, window: MainWindow, args: str, priority: int = 0) -> None:
    spin(window, "prioritySpin").setValue(priority)
    edit = window.findChild(QLineEdit, "userArgsEdit")
    edit.clear()
    qtbot.keyClicks(edit, args)
    click(qtbot, window, "addUserTaskButton")


def started_ids(recorder: Recorder) -> list[int]:
    return [e.task_id for e in recorder.of(TaskStarted)]


PRIORITIES = [5, 1, 3, 1, 9, 0, 5, 3, 0, 2]


@pytest.mark.parametrize("discipline", ["FIFO", "LIFO", "Priority"])
def test_each_discipline_starts_tasks_in_its_order(
    qtbot, window: MainWindow, good_tasks: Path, discipline: str
) -> None:
    labs = window.labs
    assert labs.load_tasks(good_tasks)
    chooser = combo(window, "disciplineCombo")
    assert chooser.isEnabled()
    chooser.setFocus()
    while chooser.currentText() != discipline:  # the keyboard, as a user would
        qtbot.keyClick(chooser, Qt.Key.Key_Down)
    assert window.scheduler.discipline == discipline
    recorder = Recorder()
    window.scheduler.add_listener(recorder)
    for n, priority in enumerate(PRIORITIES):
        add_job(qtbot, window, str(n), priority)
    qtbot.waitUntil(lambda: window.model.rowCount() == 10, timeout=WAIT_MS)
    ids = [window.model.row(r).task_id for r in range(10)]
    if discipline == "FIFO":
        expected = ids
    elif discipline == "LIFO":
        expected = ids[::-1]
    else:
        expected = [i for _, i in sorted(zip(PRIORITIES, ids, strict=True))]
    # Before Start: the `#` column and the lane stand in the order the queue will take.
    positions = {
        window.model.row(r).task_id: int(cell(window, r, Column.POSITION)) for r in range(10)
    }
    assert sorted(positions, key=positions.__getitem__) == expected
    assert [r.task_id for r in window.ledger.head(10)] == expected
    assert not chooser.isEnabled()  # tasks wait: the order cannot change under them
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 10, timeout=WAIT_MS)
    assert started_ids(recorder) == expected
    window.stats_panel.refresh()
    started = window.stats_panel.values["started_fifo"].text()
    assert started == {"FIFO": "yes", "LIFO": "no — LIFO", "Priority": "no — Priority"}[discipline]


def test_the_priority_field_orders_the_producer_buttons_too(qtbot, window: MainWindow) -> None:
    window.labs.actions.priority_queue.trigger()  # Labs ▸ Queue order ▸ Priority
    for name, priority in (("Task A", 3), ("Task B", 1), ("Task C", 2)):
        spin(window, "prioritySpin").setValue(priority)
        add_quick_sleep(qtbot, window, name)
    assert [r.label for r in window.ledger.head(3)] == [
        "sample_task('Task B', 0.0)",
        "sample_task('Task C', 0.0)",
        "sample_task('Task A', 0.0)",
    ]


def test_the_order_is_refused_while_running(qtbot, window: MainWindow) -> None:
    labs, chooser = window.labs, combo(window, "disciplineCombo")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: not chooser.isEnabled(), timeout=WAIT_MS)
    assert "Stop the workers" in chooser.toolTip()
    assert not labs.actions.lifo.isEnabled()
    assert not labs.choose_discipline("LIFO")
    assert window.scheduler.discipline == "FIFO" and window.ledger.discipline == "FIFO"
    assert "Stop the workers" in window.statusBar().currentMessage()
    click(qtbot, window, "stopButton")
    qtbot.waitUntil(chooser.isEnabled, timeout=WAIT_MS)
    labs.actions.lifo.trigger()  # Labs ▸ Queue order ▸ LIFO
    assert window.scheduler.discipline == "LIFO" and chooser.currentText() == "LIFO"


def test_compare_shows_the_three_runs_of_compare(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    returned: list[list[RunResult]] = []
    real = compare_dialog.compare

    def spy(*args: object, **kwargs: object) -> list[RunResult]:
        returned.append(real(*args, **kwargs))  # type: ignore[arg-type]
        return returned[-1]

    monkeypatch.setattr(compare_dialog, "compare", spy)
    labs = window.labs
    click(qtbot, window, "compareButton")
    # The runs go on in the background: the click returned, the button waits.
    assert labs.compare_run is not None and not button(window, "compareButton").isEnabled()
    qtbot.waitUntil(lambda: labs.compare_dialog is not None, timeout=30_000)
    dialog = labs.compare_dialog
    assert dialog is not None and dialog.objectName() == "compareDialog"
    assert "Queue disciplines" in dialog.windowTitle()  # disciplines.json: nothing was open
    assert dialog.table.rowCount() == 3
    results = returned[0]
    for r, result in enumerate(results):
        assert [dialog.cell(r, c) for c in range(6)] == compare_dialog.row_texts(result)
    assert [dialog.cell(r, 0) for r in range(3)] == ["FIFO", "LIFO", "Priority"]
    assert dialog.cell(0, 5) == " ".join(str(n) for n in range(1, 13))  # FIFO: arrival order
    assert dialog.cell(0, 4) == f"{results[0].max_wait:.3f} s"
    dialog.close()
    assert button(window, "compareButton").isEnabled()


def test_race_panel_shows_lost_updates_only_without_the_lock(qtbot, window: MainWindow) -> None:
    assert window.files.open_path(resource_path("scenarios", "race-condition.json"))
    assert window.scheduler.workers == 4
    panel = window.labs.race_panel
    assert panel.objectName() == "racePanel" and not window.labs.race_dock.isHidden()
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 8, timeout=60_000)
    qtbot.waitUntil(
        lambda: panel.lost("race") is not None and panel.lost("race_locked") is not None,
        timeout=WAIT_MS,
    )
    expected = 4 * 2000
    assert panel.cells["race"]["expected"].text() == f"{expected:,}"
    assert panel.cells["race_locked"]["actual"].text() == f"{expected:,}"
    assert (panel.lost("race") or 0) > 0
    assert panel.lost("race_locked") == 0
    click(qtbot, window, "newSessionButton")
    assert panel.cells["race"]["expected"].text() == "0" and panel.lost("race") == 0
    assert RACE_COUNTERS["race"].value == 0


def test_the_race_panel_and_your_tasks_are_made_on_first_use(
    qtbot, window: MainWindow, good_tasks: Path
) -> None:
    # Neither is in the first frame: they are made when first used.
    assert window.findChild(QDockWidget, "racePanelDock") is None
    assert window.findChild(QToolBar, "userTasksBar") is None
    window.labs.actions.user_task.trigger()  # Ctrl+T before any file: nothing to focus
    click(qtbot, window, "addRaceButton")  # the first race shows the panel
    dock = window.findChild(QDockWidget, "racePanelDock")
    assert dock is not None and dock.isVisible() and window.labs.actions.race_panel.isChecked()
    panel = window.findChild(QWidget, "racePanel")
    assert panel is window.labs.race_panel and dock.widget() is panel
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: panel.lost("race") == 0, timeout=WAIT_MS)  # one worker loses none
    assert panel.cells["race"]["expected"].text() == "2,000"
    window.labs.actions.race_panel.trigger()  # Labs ▸ Race counters hides it
    assert dock.isHidden()
    assert window.labs.load_tasks(good_tasks)  # the first file shows Your tasks
    bar = window.findChild(QToolBar, "userTasksBar")
    assert bar is not None and bar.isVisibleTo(window)
    add_job(qtbot, window, "7")  # typed into its arguments field, its Add clicked
    qtbot.waitUntil(
        lambda: window.model.count(TaskState.DONE) == 2 and window.model.rowCount() == 2,
        timeout=WAIT_MS,
    )
    assert window.model.row(1).result == "7"


def test_your_tasks_run_and_bad_arguments_are_refused(
    qtbot, window: MainWindow, good_tasks: Path
) -> None:
    assert window.labs.load_tasks(good_tasks)
    chooser = combo(window, "userTaskCombo")
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["job"]
    for text, why in (
        ("os.system('ls')", "not a Python literal"),
        ("x", "not a Python literal"),
        ("1, *rest", "*unpacking"),
        ("1,, 2", "not an argument list"),
        ("tag=open('f')", "tag="),
    ):
        add_job(qtbot, window, text)
        assert window.ledger.queued == 0, text
        message = window.statusBar().currentMessage()
        assert "Arguments refused" in message and why in message, (text, message)
    add_job(qtbot, window, "2, tag='b'")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=WAIT_MS)
    assert cell(window, 0, Column.TASK) == "job(2, tag='b')"
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 1, timeout=WAIT_MS)


def test_a_scenario_may_name_your_functions(
    qtbot, window: MainWindow, good_tasks: Path, tmp_path: Path
) -> None:
    scenario = tmp_path / "mine.json"
    scenario.write_text('{"version": 2, "tasks": [{"kind": "job", "args": [5]}]}', encoding="utf-8")
    assert window.labs.load_tasks(good_tasks)
    assert window.files.open_path(scenario)  # File ▸ Open
    click(qtbot, window, "startButton")
    qtbot.waitUntil(
        lambda: window.model.count(TaskState.DONE) == 1 and window.model.rowCount() == 1,
        timeout=WAIT_MS,
    )
    assert window.model.row(0).result == "5"


@pytest.mark.parametrize("kind", [*BAD, "missing"])
def test_a_bad_tasks_file_says_why_and_loads_nothing(
    qtbot, window: MainWindow, tmp_path: Path, good_tasks: Path, kind: str
) -> None:
    labs = window.labs
    assert labs.load_tasks(good_tasks)
    path = tmp_path / f"{kind}.py"
    if kind != "missing":
        path.write_text(BAD[kind][0], encoding="utf-8")
    assert not labs.load_tasks(path)
    box = labs.error_box
    why = BAD[kind][1] if kind != "missing" else "cannot read the file"
    assert box.isVisible() and why in box.text() and path.name in box.text()
    assert "\n" not in box.text()
    box.close()
    assert list(labs.user_tasks) == ["job"]  # what was loaded before stays, nothing half-loaded


def test_tasks_option_offers_the_functions_in_the_window(
    qtbot, good_tasks: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fifo_gui import app

    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert app.main(["--tasks", str(good_tasks)]) == 0
    windows = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
    ]
    assert len(windows) == 1
    window = windows[0]
    qtbot.addWidget(window)
    try:
        chooser = combo(window, "userTaskCombo")
        assert chooser.currentText() == "job" and chooser.isVisibleTo(window)
        add_job(qtbot, window, "7")
        click(qtbot, window, "startButton")
        qtbot.waitUntil(
            lambda: window.model.count(TaskState.DONE) == 1 and window.model.rowCount() == 1,
            timeout=WAIT_MS,
        )
        assert window.model.row(0).result == "7"
    finally:
        window.close()


@pytest.mark.parametrize("kind", [*BAD, "missing"])
def test_tasks_option_with_a_bad_file_exits_2(tmp_path: Path, kind: str) -> None:
    path = tmp_path / f"{kind}.py"
    if kind != "missing":
        path.write_text(BAD[kind][0], encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--tasks", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and path.name in lines[0], proc.stderr
    assert (BAD[kind][1] if kind != "missing" else "cannot read") in lines[0]


def test_every_labs_command_has_a_unique_shortcut_and_a_menu(window: MainWindow) -> None:
    from fifo_gui.ui.shortcuts_dialog import ShortcutsDialog

    keys = [a.shortcut().toString() for a in window.actions() if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(keys)), sorted(keys)
    menu_actions = {
        a for m in window.menuBar().findChildren(type(window.labs.menu)) for a in m.actions()
    }
    dialog = ShortcutsDialog(window.actions(), window)
    listed = {dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())}
    for action in window.labs.actions.all():
        key = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
        assert key and key in action.toolTip(), action.text()
        assert action in menu_actions, action.text()
        assert action.text().replace("&", "") in listed
    dialog.close()
    assert "plain code" in button(window, "stopNowButton").toolTip()
