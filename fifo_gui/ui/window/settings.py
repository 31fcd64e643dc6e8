"""Typed access to what the app remembers between runs (QSettings)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

from fifo_gui.core.scenario.model import ENGINES


class AppSettings:
    """The window's remembered geometry, layout, look and language.

    An INI file in the user's config folder; tests point it at a temporary
    folder with `QSettings.setPath` (see tests/ui/conftest.py).
    """

    def __init__(self, settings: QSettings | None = None) -> None:
        self._s = (
            settings
            if settings is not None
            else QSettings(
                QSettings.Format.IniFormat, QSettings.Scope.UserScope, "fifo_gui", "fifo_gui"
            )
        )

    def _bytes(self, key: str) -> QByteArray | None:
        value = self._s.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def geometry(self) -> QByteArray | None:
        """The main window's saved geometry, if any."""
        return self._bytes("window/geometry")

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._s.setValue("window/geometry", value)

    @property
    def dock_state(self) -> QByteArray | None:
        """Where the teaching views' docks were, if saved."""
        return self._bytes("window/docks")

    @dock_state.setter
    def dock_state(self, value: QByteArray) -> None:
        self._s.setValue("window/docks", value)

    @property
    def room_dock_state(self) -> QByteArray | None:
        """The docks as they were before the room's steps (see `TableRoom.keep`), if saved."""
        return self._bytes("window/docksBeforeRoom")

    @room_dock_state.setter
    def room_dock_state(self, value: QByteArray | None) -> None:
        if value is None:
            self._s.remove("window/docksBeforeRoom")
        else:
            self._s.setValue("window/docksBeforeRoom", value)

    @property
    def zoom(self) -> int:
        """Points added to the base font size (presentation zoom)."""
        value = str(self._s.value("view/zoom", "0"))
        return int(value) if value.lstrip("-").isdigit() else 0

    @zoom.setter
    def zoom(self, value: int) -> None:
        self._s.setValue("view/zoom", value)

    @property
    def projector_view(self) -> bool:
        """Whether View ▸ Projector view is on."""
        return str(self._s.value("view/projector", "false")).lower() == "true"

    @projector_view.setter
    def projector_view(self, value: bool) -> None:
        self._s.setValue("view/projector", "true" if value else "false")

    @property
    def high_contrast(self) -> bool:
        """Whether the high-contrast theme is on."""
        return str(self._s.value("view/high_contrast", "false")).lower() == "true"

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self._s.setValue("view/high_contrast", "true" if value else "false")

    @property
    def last_folder(self) -> str:
        """The folder of the last file opened or saved ("" if none yet)."""
        return str(self._s.value("files/last_folder", ""))

    @last_folder.setter
    def last_folder(self, value: str) -> None:
        self._s.setValue("files/last_folder", value)

    @property
    def language(self) -> str:
        """View ▸ Language: "system" (the default), or a language code ("en", "es")."""
        value = str(self._s.value("view/language", "system"))
        return value if value.isascii() and value.replace("_", "").isalpha() else "system"

    @language.setter
    def language(self, value: str) -> None:
        self._s.setValue("view/language", value)

    @property
    def engine(self) -> str:
        """What runs the workers' calls: "threads" (the default) or "processes"."""
        value = str(self._s.value("workers/engine", "threads"))
        return value if value in ENGINES else "threads"

    @engine.setter
    def engine(self, value: str) -> None:
        self._s.setValue("workers/engine", value)

    def sync(self) -> None:
        """Write to disk now."""
        self._s.sync()
