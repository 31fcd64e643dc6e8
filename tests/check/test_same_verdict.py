"""The same answer gets the same verdict every time: each check runs until its
outcome is decided, and its evidence says only what was seen (no Qt here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fifo_gui.check.runner import check_file

ANSWERS = Path(__file__).resolve().parent / "answers"
RUNS = 10


@pytest.mark.timeout(240)  # ten checks, each well under its own limits, on a loaded CI
def test_a_racy_answer_checked_ten_times_gets_one_verdict() -> None:
    # One worker started in __init__, another in start(), one STOP: which worker
    # takes it is a race the checker does not steer; either way one never stops.
    verdicts = set()
    for _ in range(RUNS):
        report = check_file(ANSWERS / "two_workers_one_stop.py")
        assert report.unusable == ""
        verdicts.add(tuple((v.check, v.passed) for v in report.verdicts))
        stop = next(v for v in report.verdicts if v.check == "stop-returns")
        assert "2 workers took from self.tasks and stop() put 1 STOP" in stop.evidence
        assert "started in FIFOScheduler()" in stop.evidence
        assert "started in start()" in stop.evidence
        assert "took STOP (task 7) and ended" in stop.evidence
        assert "never took a STOP" in stop.evidence
    assert len(verdicts) == 1, verdicts
    failed = {check for check, passed in verdicts.pop() if not passed}
    assert failed == {"stop-returns"}


def test_a_stop_that_can_never_return_is_decided_at_once() -> None:
    # The worker took STOP and went back to get(): stop() waits in join() for ever.
    report = check_file(ANSWERS / "no_break.py")
    stop = next(v for v in report.verdicts if v.check == "stop-returns")
    assert stop.evidence.startswith("stop() never returns: it waits in join() of ")
    assert "went on waiting in get()" in stop.evidence
