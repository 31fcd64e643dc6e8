"""An RQ timestamp, as RQ writes it in a job's hash, read as seconds since the epoch."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from fifo_gui.broker.jobs import wall_time


def test_rq_s_timestamps_are_read_as_utc() -> None:
    at = datetime(2026, 12, 3, 9, 3, 38, 123456, tzinfo=timezone.utc)
    assert wall_time("2026-12-03T09:03:38.123456Z") == at.timestamp()
    older = at.replace(microsecond=0)  # older RQ wrote no fraction
    assert wall_time("2026-12-03T09:03:38Z") == older.timestamp()


@pytest.mark.parametrize("text", ["", "yesterday", "2026-12-03T09:03:38", "2026-13-03T09:03:38Z"])
def test_what_is_not_an_rq_timestamp_is_none(text: str) -> None:
    assert wall_time(text) is None
