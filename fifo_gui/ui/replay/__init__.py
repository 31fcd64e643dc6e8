"""Recordings: record, open, replay and scrub, and their commands."""
