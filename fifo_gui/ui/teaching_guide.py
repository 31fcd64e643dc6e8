"""Help ▸ Teaching guide: the README's lesson plan, offline, in a dialog.

Its own module: the window imports it when the guide is first opened."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from fifo_gui.resources import resource_path, resources_dir

GUIDE_HEADING = "## Teaching with fifo_gui"
# The guide leaves the README's pictures out, with what only makes sense beside
# them: a picture's caption (the italic paragraphs and tables right after it)
# and the sentences that point at a screenshot (with what they say of it in brackets).
_PICTURE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_POINTER = re.compile(r"\s*That\s+is\s+the\s+\w+\s+screenshot\s+above(\s*\([^)]*\))?\.")
# The plan's steps ("**1. The lesson's example…**") and the sentence that counts
# them: the guide says as many as it lists, whatever the README's sentence says.
_STEP = re.compile(r"^\*\*\d+\.\s", re.MULTILINE)
_COUNT = re.compile(r"A lesson plan in \w+ (?:scenarios|steps)")
_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def readme_path() -> Path:
    """The README: shipped inside the package's resources in a wheel, at the
    top of a source checkout."""
    shipped = resource_path("README.md")
    return shipped if shipped.is_file() else resources_dir().parent / "README.md"


def _is_caption(paragraph: str) -> bool:
    """An italic paragraph or a table: what follows a picture to describe it."""
    italic = paragraph.startswith("*") and not paragraph.startswith("**")
    return (italic and paragraph.endswith("*")) or paragraph.startswith("|")


def lesson_plan(readme: str) -> str:
    """The README's "Teaching with fifo_gui" section, as Markdown, without its
    pictures and what only makes sense beside them."""
    start = readme.find(GUIDE_HEADING)
    if start < 0:
        return QCoreApplication.translate(
            "TeachingGuide", "The lesson plan is missing from this installation's README."
        )
    end = readme.find("\n## ", start + len(GUIDE_HEADING))
    section = readme[start:] if end < 0 else readme[start:end]
    kept: list[str] = []
    after_picture = False
    for paragraph in section.split("\n\n"):
        text = paragraph.strip()
        if _PICTURE.fullmatch(text) or (after_picture and _is_caption(text)):
            after_picture = True
            continue
        after_picture = False
        kept.append(_POINTER.sub("", paragraph))
    plan = counted("\n\n".join(kept))
    # The heading in the class's language; the README's text stays as written.
    heading = QCoreApplication.translate("TeachingGuide", "Teaching with fifo_gui")
    return plan.replace(GUIDE_HEADING, "## " + heading, 1)


def counted(plan: str) -> str:
    """`plan` with its opening sentence counting the steps it lists."""
    steps = len(_STEP.findall(plan))
    words = _WORDS[steps] if steps < len(_WORDS) else str(steps)
    return _COUNT.sub(f"A lesson plan in {words} step{'' if steps == 1 else 's'}", plan, count=1)


class TeachingGuide(QDialog):
    """Help ▸ Teaching guide: the README's lesson plan, offline."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teachingGuide")
        self.setWindowTitle(self.tr("Teaching guide"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("teachingGuideText")
        self.browser.setAccessibleName(self.tr("Teaching guide"))
        self.browser.setOpenExternalLinks(True)
        path = readme_path()
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            text = self.tr("Cannot read {path}: {reason}").format(
                path=path, reason=exc.strerror or exc
            )
        self.browser.setMarkdown(lesson_plan(text))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(900, 700)
