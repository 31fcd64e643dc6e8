"""Who the app is to the desktop: names, the icon, where its data lives."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtGui import QGuiApplication, QIcon

from fifo_gui.resources import resource_path

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # resources/icons/fifo-gui-N.png
APP_NAME = "fifo_gui"  # QSettings' file and the data folder are named after these two
ORGANIZATION = "fifo_gui"
ORGANIZATION_DOMAIN = "fifo-gui.example.org"
DISPLAY_NAME = "fifo_gui"  # the taskbar's; Qt appends it to a title not ending with it
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


def app_icon() -> QIcon:
    """The project's icon (scripts/make_icons.py draws the PNGs from the SVG)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(resource_path("icons", f"fifo-gui-{size}.png")))
    return icon


def identify(app: QGuiApplication) -> None:
    """Names, display name, desktop file and icon: what the taskbar, the Dock and
    the macOS app menu show instead of Python's."""
    set_names()
    app.setApplicationDisplayName(DISPLAY_NAME)
    app.setDesktopFileName(DESKTOP_FILE)
    app.setWindowIcon(app_icon())
