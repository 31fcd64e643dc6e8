"""The painted teaching views: the queue lane, the timeline, the depth chart,
the heartbeat and the statistics, with their drawing helpers and palette.

Each reads the shared `Ledger` (or the statistics over it) and redraws on the
window's frame clock; none calls another.
"""
