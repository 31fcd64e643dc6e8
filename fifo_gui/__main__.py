"""`python -m fifo_gui` runs the app."""

from __future__ import annotations

from fifo_gui.app import main

raise SystemExit(main())
