"""Who the app is to the desktop: names, the icon, where its data lives."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

APP_NAME = "fifo_gui"  # QSettings' file and the data folder are named after these two
ORGANIZATION = "fifo_gui"
ORGANIZATION_DOMAIN = "fifo-gui.example.org"
DISPLAY_NAME = "FIFO Queue Lab"  # the taskbar's, the Dock's, the macOS app menu's
DESKTOP_FILE = "fifo-gui"  # resources/fifo-gui.desktop: Wayland and GNOME match the window


def set_names() -> None:
    """The application's names (static: before or after the QApplication exists)."""
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setOrganizationDomain(ORGANIZATION_DOMAIN)


def data_dir() -> Path:
    """The app's own data folder, made if missing: ~/.local/share/fifo_gui/fifo_gui,
    %LOCALAPPDATA%\\fifo_gui\\fifo_gui, ~/Library/Application Support/fifo_gui/fifo_gui."""
    set_names()
    location = QStandardPaths.StandardLocation.AppLocalDataLocation
    path = Path(QStandardPaths.writableLocation(location))
    path.mkdir(parents=True, exist_ok=True)
    return path
