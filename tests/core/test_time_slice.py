"""A turn's slice of time: steps go on while one more, as long as the last,
still ends in time; the first always runs."""

from __future__ import annotations

import pytest

from fifo_gui.core import time_slice
from fifo_gui.core.time_slice import TimeSlice


class Clock:
    """A perf_counter that moves only when told."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(time_slice.time, "perf_counter", fake)
    return fake


def steps_taken(turn: TimeSlice, clock: Clock, step: float) -> int:
    """Steps of `step` seconds each, until the slice says no more (at most 100)."""
    taken = 0
    while taken < 100:
        clock.now += step
        taken += 1
        if not turn.more():
            break
    return taken


def test_steps_go_on_while_one_more_still_ends_in_time(clock: Clock) -> None:
    assert steps_taken(TimeSlice(0.010), clock, 0.003) == 3  # a fourth would end at 12 ms
    assert steps_taken(TimeSlice(0.010), clock, 0.004) == 2  # a third would end at 12 ms


def test_the_first_step_always_runs_however_slow(clock: Clock) -> None:
    assert steps_taken(TimeSlice(0.003), clock, 0.050) == 1
    assert steps_taken(TimeSlice(0.0), clock, 0.0001) == 1


def test_a_turn_never_ends_past_its_slice_by_a_whole_step(clock: Clock) -> None:
    began = clock.now
    taken = steps_taken(TimeSlice(0.003), clock, 0.0007)
    assert clock.now - began <= 0.003 and taken == 4
