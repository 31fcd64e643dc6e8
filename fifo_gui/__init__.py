"""fifo_gui: watch a real FIFO queue, a worker thread and the producer-consumer pattern."""

from __future__ import annotations

__version__ = "0.1.0"
