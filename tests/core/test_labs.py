"""The labs' core: race tasks that lose updates (and locked ones that do not),
and a student's own tasks file."""

from __future__ import annotations

from pathlib import Path

import pytest

from fifo_gui.core.demo_tasks import DEMO_TASKS, RACE_COUNTERS, race, race_locked
from fifo_gui.core.events import TaskCancelled, TaskFinished, TaskStarted
from fifo_gui.core.user_tasks import UserTasksError, load_user_tasks


@pytest.fixture(autouse=True)
def fresh_counters() -> None:
    for counter in RACE_COUNTERS.values():
        counter.reset()


def test_race_loses_updates_with_four_workers_and_race_locked_loses_none(make_scheduler) -> None:
    scheduler, _rec = make_scheduler(workers=4)
    for _ in range(4):
        scheduler.schedule(race, 2000)
        scheduler.schedule(race_locked, 2000)
    scheduler.start()
    scheduler.stop(timeout=30)
    unsafe, locked = RACE_COUNTERS["race"], RACE_COUNTERS["race_locked"]
    assert unsafe.expected == locked.expected == 8000
    assert locked.value == 8000 and locked.lost == 0
    assert unsafe.lost > 0 and unsafe.value < 8000


def test_one_worker_never_loses_an_update(make_scheduler) -> None:
    scheduler, _ = make_scheduler()
    for _ in range(3):
        scheduler.schedule(race, 1000)
    scheduler.start()
    scheduler.stop(timeout=30)
    assert RACE_COUNTERS["race"].value == 3000 and RACE_COUNTERS["race"].lost == 0


def test_race_tasks_are_in_the_registry_and_refuse_a_bad_n() -> None:
    assert DEMO_TASKS["race"] is race and DEMO_TASKS["race_locked"] is race_locked
    for bad in (0, -1, 1.5, True, 10**7):
        with pytest.raises(ValueError, match="n must be"):
            race(bad)  # type: ignore[arg-type]


def test_a_cancelled_race_task_counts_what_it_added(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    task_id = scheduler.schedule(race, 1_000_000)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev))
    scheduler.cancel(task_id)
    rec.wait_for(lambda ev: any(isinstance(e, TaskCancelled) for e in ev))
    counter = RACE_COUNTERS["race"]
    assert counter.running == 0 and counter.lost == 0 and 0 < counter.value < 1_000_000


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_tasks_file_offers_its_public_functions(tmp_path: Path, make_scheduler) -> None:
    path = write(
        tmp_path,
        "mine.py",
        "from math import sqrt\nimport os\n"
        "def add(a, b=1):\n    return a + b\n"
        "def _helper():\n    pass\n"
        "def boom():\n    raise KeyError('x')\n",
    )
    tasks = load_user_tasks(path)
    assert list(tasks) == ["add", "boom"]
    scheduler, rec = make_scheduler()
    scheduler.schedule(tasks["add"], 2, b=3)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskFinished) for e in ev))
    assert rec.of(TaskFinished)[0].result == "5"


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("missing.py", None, "cannot read the file"),
        ("syntax.py", "def f(:\n", "line 1: invalid syntax"),
        ("raises.py", "raise RuntimeError('boom')\n", "importing it raised RuntimeError: boom"),
        ("exits.py", "import sys\nsys.exit(3)\n", "importing it raised SystemExit"),
        ("empty.py", "X = 1\nclass A:\n    pass\n", "defines no public function"),
    ],
)
def test_a_bad_tasks_file_gets_one_clear_line(
    tmp_path: Path, name: str, text: str | None, message: str
) -> None:
    path = tmp_path / name if text is None else write(tmp_path, name, text)
    with pytest.raises(UserTasksError, match=message) as info:
        load_user_tasks(path)
    assert "\n" not in str(info.value) and str(info.value).startswith(name)
