"""Bad input to the core gets a clear error in the caller and changes nothing."""

from __future__ import annotations

import math
import threading

import pytest

from fifo_gui.core import FIFOScheduler, sample_task
from fifo_gui.core.cancel import cancellable_sleep
from fifo_gui.core.demo_tasks import expected_seconds
from tests.helpers import ledger_of


@pytest.mark.parametrize(
    "duration", [-1, math.nan, math.inf, -math.inf, threading.TIMEOUT_MAX * 2, 3601]
)
def test_bad_sleep_durations_are_refused_in_the_caller(make_scheduler, duration: float) -> None:
    # Whoever makes a sleep task works out its `expected` seconds before submit():
    # a bad duration is refused there, and nothing reaches the scheduler.
    scheduler, rec = make_scheduler()
    before = list(rec.events)  # the setup it heard when it joined
    args = ("x", duration)
    with pytest.raises(ValueError, match="duration must be between 0 and 3600"):
        scheduler.submit(sample_task, args, expected=expected_seconds(sample_task, args, {}))
    kwargs = {"name": "x", "duration": duration}
    with pytest.raises(ValueError, match="duration"):
        expected = expected_seconds(sample_task, (), kwargs)
        scheduler.submit(sample_task, (), kwargs, expected=expected)
    assert rec.events == before and ledger_of(rec.events).arrivals == 0


@pytest.mark.parametrize("duration", ["2", None, [1], True])
def test_non_numbers_are_a_type_error(duration: object) -> None:
    with pytest.raises(TypeError, match="number of seconds"):
        expected_seconds(sample_task, ("x", duration), {})


def test_cancellable_sleep_rejects_bad_durations() -> None:
    with pytest.raises(ValueError):
        cancellable_sleep(-0.5)


@pytest.mark.parametrize("maxsize", [-1, 1.5, "3", True])
def test_bad_maxsize_is_refused(maxsize: object) -> None:
    with pytest.raises(ValueError, match="maxsize"):
        FIFOScheduler(maxsize=maxsize, verbose=False)  # type: ignore[arg-type]
