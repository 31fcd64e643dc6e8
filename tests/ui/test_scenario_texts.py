"""Every shipped scenario's title and notes are listed for translation."""

from __future__ import annotations

from fifo_gui.core.scenario import load_scenario
from fifo_gui.resources import resource_path
from fifo_gui.ui.words.scenario_texts import SHIPPED, scenario_text


def test_every_shipped_scenario_text_is_listed_for_translation() -> None:
    folder = resource_path("scenarios", "lesson.json").parent
    for path in sorted(folder.glob("*.json")):
        scenario = load_scenario(path)
        for text in (scenario.title, scenario.description):
            assert text in SHIPPED, (path.name, text)
            assert scenario_text(text) == text  # no translator: as written
