"""Check your scheduler, in the window: its commands."""
