"""A queue in a broker, shown by the same views: RQ's queue on Redis.

Qt-free, like the core it feeds: `RQSource` turns what RQ and Redis record
(the queue's list, each job's hash, the workers' hashes) into the core's
events, with the workers' own timestamps. `rq` and `redis` are an optional
extra (`pip install "fifo-gui[rq]"`): this package imports them only when a
broker is used, so the base install runs without them.
"""

from __future__ import annotations

from fifo_gui.broker.connect import INSTALL_HINT, BrokerError, missing_packages

__all__ = ["INSTALL_HINT", "BrokerError", "missing_packages"]
