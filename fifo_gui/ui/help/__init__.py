"""Help: the teaching guide, the keyboard shortcuts, and their commands."""
