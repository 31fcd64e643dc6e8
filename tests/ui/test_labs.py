"""Issue 16 in the window: queue disciplines, Compare, the race panel, your tasks.

A test about one lab builds the labs with their collaborators (a `Sessions`
over a bridge, `Notices`, the action registry, the control strip, a plain
`QMainWindow` to dock into): `bench`. The end-to-end tests, which need the
table, the producers or File ▸ Open, take the real `window`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QSpinBox,
    QWidget,
)

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import RACE_COUNTERS
from fifo_gui.core.events import QueueConfigured, TaskStarted
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.scenario import load_scenario
from fifo_gui.core.scenario_runner import RunResult
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.labs import compare_dialog
from fifo_gui.ui.labs.labs_controls import Labs
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.session.bridge import SchedulerBridge
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.table.task_model import Column
from fifo_gui.ui.views.event_log import EventLog
from fifo_gui.ui.window.actions import RACE_N, WindowActions, build_menus
from fifo_gui.ui.window.notices import Notices
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


def combo(window: QWidget, name: str) -> QComboBox:
    found = window.findChild(QComboBox, name)
    assert found is not None, name
    return found


def add_job(qtbot, window: QWidget, args: str, priority: int = 0) -> None:
    spin(window, "prioritySpin").setValue(priority)
    edit = window.findChild(QLineEdit, "userArgsEdit")
    edit.clear()
    qtbot.keyClicks(edit, args)
    click(qtbot, window, "addUserTaskButton")


def started_ids(recorder: Recorder) -> list[int]:
    return [e.task_id for e in recorder.of(TaskStarted)]


PRIORITIES = [5, 1, 3, 1, 9, 0, 5, 3, 0, 2]


@dataclass
class Bench:
    """The labs and the collaborators the window gives them, wired as the window wires them."""

    host: QMainWindow
    actions: WindowActions
    menus: dict[str, QMenu]
    controls: ControlPanel
    notices: Notices
    sessions: Sessions
    labs: Labs
    shown: list[Session] = field(default_factory=list)  # every session, shut down at the end
    priorities: list[int] = field(
        default_factory=list
    )  # priority_changed, as the producers hear it
    added: list[tuple[object, ...]] = field(default_factory=list)  # task_added
    loaded: list[dict[str, object]] = field(default_factory=list)  # user_tasks_loaded

    @property
    def scheduler(self) -> ClassroomScheduler:
        scheduler = self.sessions.current.scheduler
        assert scheduler is not None, "a replay is shown"
        return scheduler

    @property
    def ledger(self) -> Ledger:
        return self.sessions.current.ledger

    def show(self, session: Session) -> Session:
        self.shown.append(session)
        self.sessions.show(session)
        return session

    def status(self) -> str:
        return self.notices.current


@pytest.fixture
def bench(qtbot) -> Iterator[Bench]:
    host = QMainWindow()
    qtbot.addWidget(host)
    actions = WindowActions(host)
    menus = build_menus(host.menuBar(), actions)
    host.addActions(actions.all())
    controls = ControlPanel(actions=actions, first_name="Task A")
    host.setCentralWidget(controls)
    notices = Notices(host.statusBar(), EventLog())
    sessions = Sessions(SchedulerBridge(parent=host), host)
    labs = Labs(sessions=sessions, notices=notices, actions=actions, controls=controls, host=host)
    b = Bench(host, actions, menus, controls, notices, sessions, labs)
    # What the window's _connect_signals does (producers and files stand in as lists).
    sessions.shown.connect(labs.on_session_shown)
    sessions.bridge.batch_applied.connect(labs.on_frame)  # a batch wakes the clock: a frame
    labs.priority_changed.connect(b.priorities.append)
    labs.task_added.connect(lambda *call: b.added.append(call))
    labs.user_tasks_loaded.connect(b.loaded.append)
    b.show(Session.new_live())
    host.resize(1400, 600)
    host.show()
    qtbot.waitExposed(host)
    try:
        yield b
    finally:
        compare = labs.compare_run
        if compare is not None:
            assert compare.join(timeout=30)
        for session in b.shown:
            if session.scheduler is not None:
                assert session.scheduler.shutdown(timeout=2)
        sessions.bridge.detach()
        host.close()


def bench_job(qtbot, b: Bench, args: str, priority: int = 0) -> None:
    """Your task `job` with `args`, typed and added as a student would."""
    add_job(qtbot, b.host, args, priority)


@pytest.mark.parametrize("discipline", ["FIFO", "LIFO", "Priority"])
def test_each_discipline_starts_your_tasks_in_its_order(
    qtbot, bench: Bench, good_tasks: Path, discipline: str
) -> None:
    b = bench
    assert b.labs.load_tasks(good_tasks)
    chooser = combo(b.host, "disciplineCombo")
    assert chooser.isEnabled() and chooser.currentText() == "FIFO"
    chooser.setFocus()
    while chooser.currentText() != discipline:  # the keyboard, as a user would
        qtbot.keyClick(chooser, Qt.Key.Key_Down)
    # The scheduler took the new queue; the ledger followed the QueueConfigured it reported.
    assert b.scheduler.discipline == discipline == b.ledger.discipline
    assert b.actions.by_value("discipline")[discipline].isChecked()
    recorder = Recorder()
    b.scheduler.add_listener(recorder)
    for n, priority in enumerate(PRIORITIES):
        add_job(qtbot, b.host, str(n), priority)
    assert b.priorities[-1] == PRIORITIES[-1]  # the producers' buttons hear the field too
    assert [call[1] for call in b.added] == [(n,) for n in range(10)]  # File ▸ Save's record
    ids = sorted(r.task_id for r in b.ledger.head(10))  # in arrival order
    if discipline == "FIFO":
        expected = ids
    elif discipline == "LIFO":
        expected = ids[::-1]
    else:
        expected = [i for _, i in sorted(zip(PRIORITIES, ids, strict=True))]
    assert [r.task_id for r in b.ledger.head(10)] == expected
    b.labs.on_frame()
    assert not chooser.isEnabled()  # tasks wait: the order cannot change under them
    assert "Empty the queue first (10 waiting" in chooser.toolTip()
    assert not b.labs.choose_discipline("FIFO" if discipline != "FIFO" else "LIFO")
    assert "Empty the queue first" in b.status()
    assert b.scheduler.start()
    qtbot.waitUntil(lambda: len(recorder.of(TaskStarted)) == 10, timeout=WAIT_MS)
    assert started_ids(recorder) == expected


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
    expected_text = {
        "FIFO": "yes",
        "LIFO": "yes — LIFO: newest first",  # judged against the queue's own order
        "Priority": "yes — Priority: lowest priority number first",
    }
    assert started == expected_text[discipline]


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


def test_the_order_is_refused_while_running(qtbot, bench: Bench) -> None:
    b, chooser = bench, combo(bench.host, "disciplineCombo")
    assert b.scheduler.start()
    b.labs.on_frame()  # the window's clock ticks while workers run
    assert not chooser.isEnabled() and "Stop the workers" in chooser.toolTip()
    assert not b.labs.actions.lifo.isEnabled()
    assert not b.labs.choose_discipline("LIFO")
    assert b.scheduler.discipline == "FIFO" and b.ledger.discipline == "FIFO"
    assert "Stop the workers" in b.status()
    b.scheduler.stop(wait=False)
    qtbot.waitUntil(lambda: not b.scheduler.running, timeout=WAIT_MS)
    b.labs.on_frame()
    assert chooser.isEnabled()
    b.labs.actions.lifo.trigger()  # Labs ▸ Queue order ▸ LIFO
    assert b.scheduler.discipline == "LIFO" == b.ledger.discipline
    assert chooser.currentText() == "LIFO" and "LIFO" in b.status()


def test_a_replay_shows_the_recordings_order_and_changes_nothing(qtbot, bench: Bench) -> None:
    b, chooser = bench, combo(bench.host, "disciplineCombo")
    assert b.labs.choose_discipline("Priority")
    recording = Ledger()  # a replay's: fed from a file, no scheduler
    recording.apply([QueueConfigured(0.0, "MainThread", "LIFO", 0, 1)])
    b.show(Session(recording))
    assert chooser.currentText() == "LIFO" and b.labs.actions.lifo.isChecked()
    assert not chooser.isEnabled() and "Close replay" in chooser.toolTip()
    assert not b.labs.actions.fifo.isEnabled()
    assert not b.labs.choose_discipline("FIFO")
    assert "Close replay" in b.status() and b.ledger.discipline == "LIFO"
    b.labs.actions.add_race.trigger()  # nothing goes on a replay's queue
    assert "Close replay" in b.status() and not b.added
    b.show(Session.new_live(discipline="Priority"))  # Close replay: live again
    # The new scheduler's setup reaches the ledger as an event, then the selector.
    qtbot.waitUntil(lambda: chooser.currentText() == "Priority", timeout=WAIT_MS)
    assert chooser.isEnabled()
    assert b.labs.actions.priority_queue.isChecked() and b.labs.actions.fifo.isEnabled()


def test_compare_shows_the_three_runs_of_compare(
    qtbot, bench: Bench, monkeypatch: pytest.MonkeyPatch
) -> None:
    returned: list[list[RunResult]] = []
    real = compare_dialog.compare

    def spy(*args: object, **kwargs: object) -> list[RunResult]:
        returned.append(real(*args, **kwargs))  # type: ignore[arg-type]
        return returned[-1]

    monkeypatch.setattr(compare_dialog, "compare", spy)
    labs = bench.labs
    labs.actions.compare.trigger()  # the scenario banner's Compare, Labs ▸ Compare
    # The runs go on in the background: the command returned, and waits.
    assert labs.compare_run is not None and not labs.actions.compare.isEnabled()
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
    assert labs.actions.compare.isEnabled()


def test_compare_runs_the_open_scenario_until_it_closes(bench: Bench) -> None:
    labs = bench.labs
    scenario = load_scenario(resource_path("scenarios", "race-condition.json"))
    labs.on_scenario_opened(scenario)  # Producers.scenario_opened, as the window wires it
    assert labs.compare.compare_scenario() is scenario
    assert not bench.host.findChild(QDockWidget, "racePanelDock").isHidden()  # races: shown
    labs.on_scenario_closed()
    fallback = labs.compare.compare_scenario()
    assert fallback is not None and "Queue disciplines" in fallback.title


def test_the_race_panel_and_your_tasks_are_made_on_first_use(
    qtbot, bench: Bench, good_tasks: Path
) -> None:
    b = bench
    # Neither is in the first frame: they are made when first used.
    assert b.host.findChild(QDockWidget, "racePanelDock") is None
    assert b.host.findChild(QWidget, "userTasksGroup") is None
    b.labs.actions.user_task.trigger()  # Ctrl+T before any file: nothing to focus
    b.labs.actions.add_user_task.trigger()  # nor to add
    spin(b.host, "prioritySpin").setValue(7)
    click(qtbot, b.host, "addRaceButton")  # the first race shows the panel
    dock = b.host.findChild(QDockWidget, "racePanelDock")
    assert dock is not None and dock.isVisible() and b.labs.actions.race_panel.isChecked()
    panel = b.host.findChild(QWidget, "racePanel")
    assert panel is b.labs.race_panel and dock.isAncestorOf(panel)  # it scrolls when short
    assert [r.priority for r in b.ledger.head(1)] == [7]  # the priority field's
    assert b.added[0][1] == (RACE_N,)
    assert b.scheduler.start()
    qtbot.waitUntil(lambda: b.ledger.done == 1, timeout=WAIT_MS)
    b.labs.on_frame()
    qtbot.waitUntil(lambda: panel.lost("race") == 0, timeout=WAIT_MS)  # one worker loses none
    assert panel.cells["race"]["expected"].text() == "2,000"
    b.labs.actions.race_panel.trigger()  # Labs ▸ Race counters hides it
    assert dock.isHidden() and not b.labs.actions.race_panel.isChecked()
    assert not b.loaded
    assert b.labs.load_tasks(good_tasks)  # the first file shows Your tasks
    group = b.host.findChild(QWidget, "userTasksGroup")
    assert group is not None and group.isVisibleTo(b.host)
    assert group.parentWidget() is b.controls  # a group of the control strip
    assert [list(tasks) for tasks in b.loaded] == [["job"]]  # File ▸ Open and scenarios hear it
    add_job(qtbot, b.host, "7")  # typed into its arguments field, its Add clicked
    qtbot.waitUntil(lambda: b.ledger.done == 2, timeout=WAIT_MS)
    b.show(Session.new_live())  # New session: the races count from 0
    assert RACE_COUNTERS["race"].value == 0 and RACE_COUNTERS["race"].expected == 0
    assert panel.cells["race"]["expected"].text() == "0" and panel.lost("race") == 0


def test_your_tasks_run_and_bad_arguments_are_refused(
    qtbot, bench: Bench, good_tasks: Path
) -> None:
    b = bench
    assert b.labs.load_tasks(good_tasks)
    chooser = combo(b.host, "userTaskCombo")
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["job"]
    for text, why in (
        ("os.system('ls')", "not a Python literal"),
        ("x", "not a Python literal"),
        ("1, *rest", "*unpacking"),
        ("1,, 2", "not an argument list"),
        ("tag=open('f')", "tag="),
    ):
        add_job(qtbot, b.host, text)
        assert b.ledger.queued == 0, text
        message = b.status()
        assert "Arguments refused" in message and why in message, (text, message)
    assert not b.added
    edit = b.host.findChild(QLineEdit, "userArgsEdit")
    edit.setText("2, tag='b'")
    qtbot.keyClick(edit, Qt.Key.Key_Return)  # Enter adds it too
    assert [r.label for r in b.ledger.head(1)] == ["job(2, tag='b')"]
    assert b.added == [(b.labs.user_tasks["job"], (2,), {"tag": "b"})]
    b.scheduler.set_maxsize(1)
    add_job(qtbot, b.host, "3")  # a full queue refuses at once: the GUI thread never waits
    assert "The queue is full (maxsize 1)" in b.status() and b.ledger.queued == 1
    assert b.scheduler.start()
    qtbot.waitUntil(lambda: b.ledger.done == 1, timeout=WAIT_MS)


@pytest.mark.parametrize("kind", [*BAD, "missing"])
def test_a_bad_tasks_file_says_why_and_loads_nothing(
    qtbot, bench: Bench, tmp_path: Path, good_tasks: Path, kind: str
) -> None:
    labs = bench.labs
    assert labs.load_tasks(good_tasks)
    path = tmp_path / f"{kind}.py"
    if kind != "missing":
        path.write_text(BAD[kind][0], encoding="utf-8")
    assert not labs.load_tasks(path)
    box = labs.error_box
    why = BAD[kind][1] if kind != "missing" else "cannot read the file"
    assert box is not None and box.isVisible() and why in box.text() and path.name in box.text()
    assert "\n" not in box.text()
    box.close()
    assert list(labs.user_tasks) == ["job"]  # what was loaded before stays, nothing half-loaded
    assert len(bench.loaded) == 1  # nobody was told of the bad file


def test_every_labs_command_has_a_unique_shortcut_and_a_menu(bench: Bench) -> None:
    from fifo_gui.ui.help.shortcuts_dialog import ShortcutsDialog

    b = bench
    keys = [a.shortcut().toString() for a in b.host.actions() if not a.shortcut().isEmpty()]
    for action in b.labs.actions.all():  # no other command has it (RQ's share the lesson's)
        assert keys.count(action.shortcut().toString()) == 1, action.text()
    menu_actions = {a for m in b.menus.values() for a in m.actions()}
    dialog = ShortcutsDialog(b.host.actions(), b.host)
    listed = {dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())}
    for action in b.labs.actions.all():
        key = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
        assert key and key in action.toolTip(), action.text()
        assert action in menu_actions, action.text()
        assert action.text().replace("&", "") in listed
    dialog.close()
    assert "plain code" in button(b.host, "stopNowButton").toolTip()
    # The labs' controls are in the strip while their lab is in use.
    races = [b.host.findChild(QPushButton, n) for n in ("addRaceButton", "addRaceLockedButton")]
    assert not any(r.isVisibleTo(b.host) for r in races)  # no race yet
    b.labs.actions.race_panel.trigger()
    assert all(r.isVisibleTo(b.host) for r in races)
    b.labs.actions.race_panel.trigger()
    assert not any(r.isVisibleTo(b.host) for r in races)
    priority = b.host.findChild(QSpinBox, "prioritySpin")
    assert priority.isHidden() and not b.labs.actions.priority_field.isEnabled()  # FIFO
    b.labs.discipline.choose("Priority")
    assert priority.isVisibleTo(b.host) and b.labs.actions.priority_field.isEnabled()
    b.labs.actions.priority_field.trigger()
    assert priority.hasFocus() or not b.host.isActiveWindow()


def test_a_docked_view_widens_its_dock_when_a_figure_grows(qtbot) -> None:
    # The race panel's "⚠ 2,066" grew after its dock was laid out, and the
    # dock kept the old width: the Lost column read "⚠ 2,0" at 1280x720 +4.
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout

    from fifo_gui.ui.layout.docks import DockedView, view_dock

    host = QMainWindow()
    qtbot.addWidget(host)
    view = QWidget()
    view.setObjectName("grows")
    figure = QLabel("0")
    QVBoxLayout(view).addWidget(figure)
    area = Qt.DockWidgetArea.RightDockWidgetArea
    dock = view_dock(host, DockedView("Grows", view, area, scrolls=True))
    host.show()
    qtbot.waitExposed(host)
    before = dock.minimumSizeHint().width()
    figure.setText("⚠ 2,066 lost of 8,000 expected updates")
    qtbot.waitUntil(lambda: dock.minimumSizeHint().width() > before + 100)


def test_compare_shows_its_three_rows_whole_at_a_big_zoom(qtbot, window) -> None:
    # At 1280x720 +4 the Priority row was cut in half behind a scroll bar:
    # the dialog was 300 px tall whatever the zoom.
    from fifo_gui.core.scenario_runner import RunResult

    for _ in range(4):
        window.actions_.zoom_in.trigger()
    results = [
        RunResult(d, done=12, waits=[0.1] * 12, start_order=list(range(1, 13)))
        for d in ("FIFO", "LIFO", "Priority")
    ]
    dialog = compare_dialog.CompareDialog("Queue disciplines on the same workload", results)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    last = table.rowViewportPosition(2) + table.rowHeight(2)
    assert last <= table.viewport().height()  # the third row whole, no scrolling
    # One line a row: a start order wrapped in its first width made each 109 px
    # tall, and on a 720 px screen the Close button sat on the Priority row.
    line = table.fontMetrics().height()
    assert all(table.rowHeight(r) < 2 * line for r in range(3))
    assert dialog.minimumSizeHint().height() <= 600  # fits 1280x720 with its title bar


def test_compare_on_a_scenario_of_engines_sets_threads_beside_processes(
    qtbot, bench: Bench, tmp_path: Path
) -> None:
    path = tmp_path / "engines.json"  # the shipped lab's shape, small: a check, not a bench
    path.write_text(
        json.dumps(
            {
                "version": 2,
                "title": "Threads or processes?",
                "workers": 2,
                "compare": "engines",
                "tasks": [{"kind": "cpu", "n": 20_000} for _ in range(4)],
            }
        ),
        encoding="utf-8",
    )
    labs = bench.labs
    labs.on_scenario_opened(load_scenario(path))
    labs.actions.compare.trigger()
    qtbot.waitUntil(lambda: labs.compare_dialog is not None, timeout=60_000)
    dialog = labs.compare_dialog
    assert dialog is not None
    assert dialog.windowTitle() == "Compare threads and processes — Threads or processes?"
    assert dialog.table.accessibleName() == "Engines compared"
    assert dialog.table.rowCount() == 2 and dialog.table.columnCount() == 7
    results = labs.compare.last_compare
    assert [r.engine for r in results] == ["threads", "processes"]
    for r, result in enumerate(results):
        assert [dialog.cell(r, c) for c in range(7)] == compare_dialog.engine_row_texts(result)
        assert result.mean_cpu is not None and dialog.cell(r, 4).endswith(" s")
        assert dialog.cell(r, 5).endswith(" %")  # the CPU share of the run
    assert [dialog.cell(r, 0) for r in range(2)] == ["threads", "processes"]
    assert [dialog.cell(r, 1) for r in range(2)] == ["4", "4"]
    dialog.close()


@pytest.mark.parametrize("found", [False, True])
def test_the_engines_compare_says_what_it_found_of_a_free_threaded_python(
    qtbot, found: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if found:
        fake = tmp_path / "python3.13t"  # a file only: nothing runs it
        fake.write_text("")
        fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    runs = [
        RunResult("FIFO", "threads", done=1, runs=[1.0], cpus=[0.5]),
        RunResult("FIFO", "processes", done=1, runs=[0.5], cpus=[0.5]),
    ]
    dialog = compare_dialog.CompareDialog("Threads or processes?", runs, engines=True)
    qtbot.addWidget(dialog)
    intro = dialog.findChild(QLabel, "compareIntro")
    assert intro is not None
    if found:
        assert intro.text().endswith(
            f"A free-threaded Python was found ({tmp_path / 'python3.13t'}), but this lab "
            "does not run it yet: only threads and processes are compared."
        )
    else:
        assert intro.text().endswith(
            "No free-threaded Python was found on this computer (looked for python3.13t, "
            "python3.14t on PATH), so only threads and processes are compared."
        )
    assert [dialog.cell(r, 5) for r in range(2)] == ["50 %", "100 %"]
