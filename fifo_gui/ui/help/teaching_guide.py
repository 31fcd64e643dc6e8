"""Help ▸ Teaching guide: the guide file, offline, in a dialog, as it is written.

The guide is `resources/teaching_guide.md`, Markdown for teachers; the dialog
shows it with its pictures, which sit beside it in `resources/screenshots/`.
Its own module: the window imports it when the guide is first opened."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from fifo_gui.resources import resource_path

PICTURE_WIDTH = 820  # px: a screenshot fits the dialog's column, no sideways scrolling


def guide_path() -> Path:
    """The teaching guide, wherever the resources are (a checkout or a wheel)."""
    return resource_path("teaching_guide.md")


class GuideText(QTextBrowser):
    """The guide's text: its pictures read from beside the file, scaled to the column."""

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        loaded = super().loadResource(kind, name)
        if kind != QTextDocument.ResourceType.ImageResource.value or not loaded:
            return loaded
        image = QImage.fromData(loaded)
        if image.width() <= PICTURE_WIDTH:
            return image
        return image.scaledToWidth(PICTURE_WIDTH, Qt.TransformationMode.SmoothTransformation)


class TeachingGuide(QDialog):
    """Help ▸ Teaching guide: the Markdown file at `path` (the app's own guide
    by default), pictures and links included."""

    def __init__(self, path: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        path = guide_path() if path is None else path
        self.setObjectName("teachingGuide")
        self.setWindowTitle(self.tr("Teaching guide"))
        self.browser = GuideText()
        self.browser.setObjectName("teachingGuideText")
        self.browser.setAccessibleName(self.tr("Teaching guide"))
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(path.parent)])  # "screenshots/…" beside the file
        try:
            self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        except OSError as exc:
            self.browser.setPlainText(
                self.tr("Cannot read {path}: {reason}").format(
                    path=path, reason=exc.strerror or exc
                )
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(900, 700)
