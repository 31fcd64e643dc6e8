"""Help ▸ Teaching guide: the guide file as it is written, offline, with its
steps, its pictures and its links; a missing file said in one sentence."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from fifo_gui.resources import resources_dir
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.help.teaching_guide import PICTURE_WIDTH, TeachingGuide, guide_path
from fifo_gui.ui.window.actions import WindowActions, key_sequences

STEP = re.compile(r"^\*\*(\d+)\. ([^*]+?)\*\*", re.MULTILINE)  # **1. The lesson's example (…).**
ROOT = Path(__file__).resolve().parents[2]
KEY = re.compile(r"`((?:Ctrl|Shift|Alt)\+[^`]+|F\d+)`")  # `Ctrl+Shift+J`, `F5`
WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def links_and_pictures(document: QTextDocument) -> tuple[list[str], list[str]]:
    """Every link target and every picture name the shown document holds."""
    links: list[str] = []
    pictures: list[str] = []
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            char_format = it.fragment().charFormat()
            if char_format.isImageFormat():
                pictures.append(char_format.toImageFormat().name())
            elif char_format.isAnchor():
                links.append(char_format.anchorHref())
            it += 1
        block = block.next()
    return links, pictures


def test_help_opens_the_guide_file_with_every_step_of_its_plan(qtbot, window: MainWindow) -> None:
    window.actions_.teaching_guide.trigger()
    guide = window.findChild(TeachingGuide)
    assert guide is not None
    qtbot.waitUntil(guide.isVisible)
    shown = guide.browser.toPlainText()
    written = guide_path().read_text(encoding="utf-8")
    steps = STEP.findall(written)
    assert [int(n) for n, _ in steps] == list(range(1, len(steps) + 1)), steps
    words = " ".join(shown.split())
    for number, title in steps:  # the plan's steps, as the file words them (code as text)
        assert f"{number}. {' '.join(title.replace('`', '').split())}" in words, title
    said = re.search(r"A lesson plan in (\w+) steps", written)  # and it counts them right
    assert said is not None and WORDS.index(said.group(1)) == len(steps) >= 5
    guide.close()


def test_the_guides_pictures_show_and_its_links_leave_for_the_web(qapp) -> None:
    guide = TeachingGuide(guide_path())
    links, pictures = links_and_pictures(guide.browser.document())
    assert pictures, "the guide shows the window it talks about"
    for name in pictures:
        image = guide.browser.loadResource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        assert isinstance(image, QImage) and not image.isNull(), name
        assert 0 < image.width() <= PICTURE_WIDTH, (name, image.width())  # no sideways scroll
    assert links and guide.browser.openExternalLinks()
    for href in links:  # nothing that would need the README or a checkout beside it
        assert href.startswith("https://"), href


def test_a_missing_guide_is_said_in_one_sentence(qapp, tmp_path: Path) -> None:
    missing = tmp_path / "teaching_guide.md"
    guide = TeachingGuide(missing)
    assert guide.browser.toPlainText() == f"Cannot read {missing}: No such file or directory"


def test_the_guide_is_a_resource_and_every_key_it_names_is_a_commands_key() -> None:
    """Shipped where the other resources are (a wheel puts them in the package),
    and no key in it, or in the README, that the window does not have."""
    assert guide_path() == resources_dir() / "teaching_guide.md"
    keys = {
        sequence.toString()
        for command in WindowActions.commands()
        for sequence in key_sequences(command.keys)
    }
    for path in (guide_path(), ROOT / "README.md"):
        named = set(KEY.findall(path.read_text(encoding="utf-8")))
        assert named and named <= keys, (path.name, sorted(named - keys))
