"""Where the app's resources (stylesheet, scenarios, screenshots) live."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resources_dir() -> Path:
    """The resources folder: inside the package in an installed wheel,
    the top-level `resources/` in a source checkout (or an editable install)."""
    installed = _PACKAGE / "resources"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "resources"


def resource_path(*parts: str) -> Path:
    """Path of one resource file, e.g. `resource_path("style.qss")`."""
    return resources_dir().joinpath(*parts)
