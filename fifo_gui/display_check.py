"""Say clearly why Qt cannot open a window, before Qt aborts with a cryptic message."""

from __future__ import annotations

import ctypes.util
import os
import sys

from PySide6.QtCore import QCoreApplication

# The libraries Qt's xcb plugin loads that a fresh Debian/Ubuntu lacks.
XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
}


def display_problem(environ: dict[str, str] | None = None) -> str | None:
    """A message explaining why no window can open here, or None if it should work."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    platform = env.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None  # offscreen, wayland, vnc...: Qt knows what it is doing
    if not platform and env.get("WAYLAND_DISPLAY"):
        return None
    if not env.get("DISPLAY"):
        return QCoreApplication.translate(
            "DisplayCheck",
            "fifo-gui: no display to open a window on ($DISPLAY is not set).\n"
            "Run it from a desktop session, or headless with QT_QPA_PLATFORM=offscreen "
            "(e.g. with --screenshot FILE), or in the terminal with --console.",
        )
    missing = [pkg for lib, pkg in XCB_LIBRARIES.items() if ctypes.util.find_library(lib) is None]
    if missing:
        return QCoreApplication.translate(
            "DisplayCheck",
            "fifo-gui: Qt needs system libraries to open a window that are not installed.\n"
            "Install them with:\n\n    sudo apt-get install {packages}\n",
        ).format(packages=" ".join(missing))
    return None
