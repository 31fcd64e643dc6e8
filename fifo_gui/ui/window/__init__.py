"""What every feature of the window shares: the commands as made (`WindowActions`), notices,
the theme, the settings, zoom and language, and the View menu's commands."""
