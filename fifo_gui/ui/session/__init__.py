"""The pipe from the workers to the window: the bridge, sessions, the clock, the frame
clock and its pacing, the collector; the session's commands."""
