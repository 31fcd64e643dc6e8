"""A replay's jumps start from the ledger's checkpoint before their target
(core/ledger/checkpoints.py): what the window shows after one is what it
showed when every event up to there was applied again, and no jump applies
more than one checkpoint's worth of events. Counted, never timed: the time a
scrub takes is scripts/bench's (line 8)."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path

import pytest

from fifo_gui.core.events import Event
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.ledger.checkpoints import Checkpoints, jump_windows
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.replay.replay import ReplayController
from fifo_gui.ui.session import bridge as bridge_module
from fifo_gui.ui.session.pacing import EVENT_CHUNK
from fifo_gui.ui.table.column_headers import Column
from fifo_gui.ui.views import event_log, narrator
from tests.helpers import ledger_facts, record_facts

from .helpers import WAIT_MS, record_json
from .oracle import Oracle

GROUPS = 40  # of 100 no-ops, 5 ms apart: the workers keep up, so few are in
# flight and the checkpoints stand 2,500 events apart (a flood put at once
# would space them as far apart as the items it queues)


def opened(qtbot, window: MainWindow, path: Path, made: bool = True) -> ReplayController:
    """A run of many short tasks on three workers, a failure and a few sleeps
    among them, recorded and opened; its checkpoints made, if `made`."""
    tasks = [
        *({"kind": "noop", "count": 100, "at": 0.005 * n} for n in range(GROUPS)),
        {"kind": "fail"},
        *({"kind": "sleep", "name": f"S{n}", "seconds": 0.01 * n} for n in range(4)),
    ]
    record_json(json.dumps({"version": 2, "workers": 3, "tasks": tasks}), path)
    assert window.recording.open_recording(path)
    replay = window.recording.replay
    assert replay is not None
    if made:
        qtbot.waitUntil(lambda: replay.checkpoints.done, timeout=WAIT_MS)
        assert len(replay.checkpoints) >= 2
    return replay


def applied_from_the_start(replay: ReplayController, target: int) -> tuple[Ledger, list[Record]]:
    """The ledger of the first `target` events applied from the start, in the
    batches a jump applies (what a jump back did before it had checkpoints),
    and the records they put."""
    ledger, events, start = replay.checkpoints.fresh(), replay.events, 0
    added: list[Record] = []
    for end in jump_windows(replay.events.ends, 0, target):
        for at in range(start, end, EVENT_CHUNK):
            added += ledger.apply(tuple(events[at : min(end, at + EVENT_CHUNK)]))
        start = end
    return ledger, added


def one_checkpoints_worth(replay: ReplayController) -> int:
    marks = [0, *replay.checkpoints.indexes, len(replay.events)]
    return max(b - a for a, b in pairwise(marks))


def counted(monkeypatch: pytest.MonkeyPatch, window: MainWindow) -> list[int]:
    """How many events each feed of the bridge hands the ledger from now on."""
    fed: list[int] = []
    feed = window.bridge.feed

    def counting(events: Sequence[Event]) -> None:
        fed.append(len(events))
        feed(events)

    monkeypatch.setattr(window.bridge, "feed", counting)
    return fed


def test_a_jump_back_shows_the_ledger_of_the_whole_prefix_applied(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    replay = opened(qtbot, window, tmp_path / "many.jsonl")
    fed = counted(monkeypatch, window)
    worth = one_checkpoints_worth(replay)
    assert worth * 2 < len(replay.events)  # the bound says something
    rng, ends, back = random.Random(41), replay.events.ends, 0
    for _ in range(30):
        replay.seek(ends[rng.randrange(len(ends) // 3, len(ends))])  # somewhere later ...
        later = replay.index
        fed.clear()
        replay.seek(ends[rng.randrange(later)])  # ... and back (a flood's events share times)
        target = replay.index
        if target >= later:
            continue
        back += 1
        assert sum(fed) <= worth
        want, put = applied_from_the_start(replay, target)
        assert ledger_facts(window.ledger) == ledger_facts(want), target
        model = window.model
        model.flush()
        rows = [record_facts(model.row(r)) for r in range(model.rowCount())]
        assert rows == [record_facts(r) for r in put], target
    assert back >= 20


def test_no_jump_applies_more_than_one_checkpoints_worth(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    replay = opened(qtbot, window, tmp_path / "many.jsonl")
    fed = counted(monkeypatch, window)
    worth = one_checkpoints_worth(replay)
    rng = random.Random(42)
    for _ in range(40):  # forward and back, far and near
        fed.clear()
        replay.seek(replay.duration * rng.random())
        assert sum(fed) <= worth
    for _ in range(30):  # and steps, both ways
        fed.clear()
        if rng.random() < 0.5:
            replay.step_back()
        else:
            replay.step_forward()
            assert sum(fed) <= 1
        assert sum(fed) <= worth


def what_the_window_shows(window: MainWindow) -> dict[str, object]:
    model = window.model
    model.flush()
    return {
        "table": [[model.text(r, column) for column in Column] for r in range(model.rowCount())],
        "log": window.log.toPlainText(),
        "narrator": window.narrator.text(),
        "ledger": ledger_facts(window.ledger),
    }


def test_a_jump_back_shows_what_applying_every_event_again_showed(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "many.jsonl"

    def shown_after_jumps_back(replay: ReplayController) -> list[dict[str, object]]:
        shown = []
        for fraction in (0.9, 0.35, 0.6):
            replay.seek(replay.duration)
            with qtbot.waitSignal(window.clock.ticked, timeout=WAIT_MS):
                replay.seek(replay.duration * fraction)
            shown.append(what_the_window_shows(window))
        return shown

    # No checkpoint is ever made: a jump back applies every event again.
    monkeypatch.setattr(Checkpoints, "make", lambda self, seconds: True)
    replay = opened(qtbot, window, path, made=False)
    without = shown_after_jumps_back(replay)
    assert len(replay.checkpoints) == 0
    monkeypatch.undo()
    assert window.recording.open_recording(path)
    replay = window.recording.replay
    qtbot.waitUntil(lambda: replay.checkpoints.done, timeout=WAIT_MS)
    assert len(replay.checkpoints) >= 2
    assert shown_after_jumps_back(replay) == without


def test_the_views_keep_no_more_of_a_batch_than_a_catch_up_lists() -> None:
    assert max(narrator.KEEP, event_log.LINES_PER_FRAME) <= bridge_module.CAUGHT_UP_EVENTS


def test_a_replay_scrubbed_across_its_checkpoints_says_only_what_is_true_there(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    replay = opened(qtbot, window, tmp_path / "many.jsonl")
    oracle = Oracle(window)
    for fraction in (0.9, 0.2, 1.0, 0.5, 0.0, 0.7, 0.45, 1.0, 0.05):
        with qtbot.waitSignal(window.clock.ticked, timeout=WAIT_MS):  # the jump's frame
            replay.seek(replay.duration * fraction)
    oracle.assert_true()
