"""Attach to an RQ queue on Redis: a session fed by a broker, in the window."""
