"""Run without a terminal (Windows' pythonw, a desktop launcher): sys.stdout and
sys.stderr are None, so what the command line says goes to a message box and
the log to a file in the app's data folder."""

from __future__ import annotations

import io
import logging
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from fifo_gui.ui.app.identity import data_dir

LOG_NAME = "fifo-gui.log"


def log_file() -> Path:
    """Where the log goes when there is no terminal."""
    return data_dir() / LOG_NAME


def show_message(text: str, status: int) -> None:
    """`text` in a message box: information for status 0 (--version), else a warning."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from fifo_gui.ui.app.identity import DISPLAY_NAME

    _app = QApplication.instance() or QApplication(sys.argv[:1])
    box = QMessageBox.information if status == 0 else QMessageBox.warning
    box(None, DISPLAY_NAME, text)


def without_console(main: Callable[[Sequence[str] | None], int], argv: Sequence[str] | None) -> int:
    """Run `main(argv)` with its printed output caught and shown in a message box
    at the end, and logging written to `log_file()`; return its exit status."""
    handler = logging.FileHandler(log_file(), encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s fifo-gui: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    caught = io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout = sys.stdout or caught
    sys.stderr = sys.stderr or caught
    try:
        status = main(argv)
    except SystemExit as exc:  # argparse: --version, --help, a bad option
        status = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        if isinstance(exc.code, str):
            print(exc.code, file=caught)
    finally:
        sys.stdout, sys.stderr = old
        root.removeHandler(handler)
        handler.close()
    text = caught.getvalue().strip()
    if text:
        show_message(text, status)
    return status
