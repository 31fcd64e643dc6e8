"""The app's identity (icon, names, desktop file), the system's fixed font, and
no Linux-only assumption in the package."""

from __future__ import annotations

import configparser
import re
from pathlib import Path

from PySide6.QtGui import QFontDatabase, QGuiApplication, QImage

from fifo_gui.resources import resource_path
from fifo_gui.ui.app import identity
from fifo_gui.ui.app.application import make_application
from fifo_gui.ui.views.event_log import EventLog
from fifo_gui.ui.window.theme import monospace_family
from tests.helpers import ROOT


def test_the_application_has_its_icon_and_names(qapp: object) -> None:
    app = make_application()
    assert not app.windowIcon().isNull()
    sizes = {(s.width(), s.height()) for s in app.windowIcon().availableSizes()}
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= sizes
    assert QGuiApplication.applicationDisplayName() == identity.DISPLAY_NAME
    assert QGuiApplication.desktopFileName() == "fifo-gui"
    assert QGuiApplication.organizationDomain() == identity.ORGANIZATION_DOMAIN
    assert QGuiApplication.applicationName() == "fifo_gui"  # QSettings' file stays where it was


def test_the_icon_files_are_the_project_s_own(qapp: object) -> None:
    svg = resource_path("icons", "fifo-gui.svg").read_text(encoding="utf-8")
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    for size in identity.ICON_SIZES:
        image = QImage(str(resource_path("icons", f"fifo-gui-{size}.png")))
        assert (image.width(), image.height()) == (size, size), size
        assert image.hasAlphaChannel()


def test_the_desktop_file_launches_the_gui_script_with_the_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(resource_path("fifo-gui.desktop"), encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Exec"].split()[0] == "fifo-gui-window"
    assert desktop["Icon"] == "fifo-gui" and desktop["Terminal"] == "false"
    assert desktop["StartupWMClass"] == identity.APP_NAME
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'fifo-gui-window = "fifo_gui.app:main"' in pyproject


def test_the_event_log_uses_the_system_fixed_font(qtbot) -> None:
    app = make_application()
    family = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()
    assert monospace_family() == family
    log = EventLog()
    qtbot.addWidget(log)
    assert log.font().family() == family
    assert log.font().pointSize() == app.font().pointSize() - 1


# Linux-only assumptions, allowed only in display_check.py (it explains missing
# X11 libraries) and the tests.
LINUX_ONLY = re.compile(r"/proc/|os\.nice\(|[\"']/tmp\b|\"DejaVu|'DejaVu|/usr/share/fonts")


def test_no_linux_only_assumptions_in_the_package() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in sorted((ROOT / "fifo_gui").rglob("*.py"))
        if path.name != "display_check.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if LINUX_ONLY.search(line)
    ]
    found += [
        f"resources/{p.name}: a font family by name"
        for p in Path(ROOT / "resources").glob("*.qss")
        if "DejaVu" in p.read_text(encoding="utf-8")
    ]
    assert found == []


def test_window_titles_end_with_the_display_name_so_qt_adds_it_nowhere() -> None:
    """Qt appends the display name to a title not ending with it (in _NET_WM_NAME,
    not WM_NAME, which xdotool and some window managers read)."""
    from fifo_gui.ui.app.main_window import TITLE

    assert TITLE.endswith(f" — {identity.DISPLAY_NAME}")
