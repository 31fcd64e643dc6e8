"""Render resources/icons/fifo-gui.svg to the PNG sizes desktops use.

Run from a checkout after editing the SVG: `.venv/bin/python scripts/make_icons.py`.
The PNGs are committed: the app loads them without Qt's SVG image plugin.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> int:
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "fifo-gui.svg"))
    if not renderer.isValid():
        print("make_icons: the SVG does not load", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = ICONS / f"fifo-gui-{size}.png"
        if not image.save(str(path)):
            print(f"make_icons: cannot write {path}", file=sys.stderr)
            return 1
        print(path.relative_to(ICONS.parents[1]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
