"""One record per queue item and the projections each view reads, fed by
event batches: `Ledger` (store.py) is the one object the app holds.

record.py       a queue item's `Record` and its states
copies.py       a ledger's copies, for a replay's checkpoints (a part of `Ledger`)
queue_order.py  positions and order checks of a LIFO or priority queue
timeline.py     finished runs, busy bands and markers
depth.py        queue length over time and the depth chart's markers
tally.py        the sums the statistics are computed from
order_check.py  taken and finished in FIFO order (the finishes by the tasks' own times)
"""

from __future__ import annotations

from fifo_gui.core.ledger.depth import (
    BURST_ARRIVALS,
    BURST_SECONDS,
    DEPTH_POINTS,
    DEPTH_RESOLUTION,
    ChartMarker,
    DepthPoint,
    DepthSeries,
)
from fifo_gui.core.ledger.order_check import FifoCheck
from fifo_gui.core.ledger.projections import Projections
from fifo_gui.core.ledger.queue_order import COMPACT, QueueOrder
from fifo_gui.core.ledger.record import Record
from fifo_gui.core.ledger.store import RECENT, Ledger
from fifo_gui.core.ledger.tally import SAMPLES, Tally
from fifo_gui.core.ledger.timeline import (
    BAND_GAP,
    BAND_RUNS,
    BANDS,
    HISTORY,
    MARKERS,
    Band,
    Marker,
    Timeline,
)
from fifo_gui.core.states import CANCELLED, CONSUMED, DONE, FAILED, QUEUED, RUNNING

__all__ = [
    "BANDS",
    "BAND_GAP",
    "BAND_RUNS",
    "BURST_ARRIVALS",
    "BURST_SECONDS",
    "CANCELLED",
    "COMPACT",
    "CONSUMED",
    "DEPTH_POINTS",
    "DEPTH_RESOLUTION",
    "DONE",
    "FAILED",
    "HISTORY",
    "MARKERS",
    "QUEUED",
    "RECENT",
    "RUNNING",
    "SAMPLES",
    "Band",
    "ChartMarker",
    "DepthPoint",
    "DepthSeries",
    "FifoCheck",
    "Ledger",
    "Marker",
    "Projections",
    "QueueOrder",
    "Record",
    "Tally",
    "Timeline",
]
