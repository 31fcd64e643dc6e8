"""The README: the developer's two commands, its pictures made by the project's
own scripts, and every link it gives leading to a file in the checkout."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
TARGET = re.compile(r"\]\(([^)\s]+)\)")  # [text](target) and ![picture](target)
SCRIPTS = ("scripts/screenshot", "scripts/labs_screenshots.py", "scripts/replay_screenshot.py")


def section(heading: str) -> str:
    start = README.index(f"\n## {heading}\n")
    end = README.find("\n## ", start + 1)
    return README[start:] if end < 0 else README[start:end]


def test_the_two_commands_are_scripts_run_and_scripts_test() -> None:
    commands = re.findall(r"^(scripts/\w+)\s", section("The two commands"), re.MULTILINE)
    assert commands[:2] == ["scripts/run", "scripts/test"], commands


def test_every_link_and_picture_leads_to_a_file_and_the_guide_is_one() -> None:
    local = [t for t in TARGET.findall(README) if not t.startswith("https://")]
    assert "resources/teaching_guide.md" in local
    for target in local:
        assert (ROOT / target).is_file(), target


def test_the_pictures_are_made_by_the_projects_own_scripts() -> None:
    made = "".join((ROOT / script).read_text(encoding="utf-8") for script in SCRIPTS)
    pictures = [t for t in TARGET.findall(section("What you see")) if t.endswith(".png")]
    assert pictures
    for picture in pictures:
        assert Path(picture).name in made, picture
