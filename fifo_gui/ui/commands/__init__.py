"""How a command becomes a QAction, a menu entry and a button: the registry's
mechanism. The commands themselves are declared by their features
(`worker_actions.py` beside `worker_commands.py`…) and collected in
`fifo_gui.ui.window.actions.WindowActions`."""
