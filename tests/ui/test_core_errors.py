"""The core's errors reach the window in its language: the core (Qt-free) keeps
each message's template and values; fifo_gui.ui.words.core_errors translates them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from fifo_gui.core.recording import RecordingError, load_recording
from fifo_gui.core.safe_files import RefusedFileError, read_regular
from fifo_gui.core.scenario import ScenarioError, load_scenario, parse_scenario
from fifo_gui.core.user_tasks import UserTasksError, load_user_tasks
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.i18n import install_language, remove_language

UNKNOWN_KIND = b'{"version": 1, "tasks": [{"kind": "juggle"}]}'


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    assert install_language(qapp, "es") == "es"
    yield
    remove_language(qapp)


def _scenario_error(data: bytes) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data)
    return caught.value


def test_a_scenario_error_keeps_its_english_text_and_how_it_was_made() -> None:
    error = _scenario_error(UNKNOWN_KIND)
    english = (
        "$.tasks[0].kind: unknown kind 'juggle'; expected one of cpu, fail, noop, sleep "
        "(or a function of a tasks file loaded with --tasks)"
    )
    assert str(error) == english
    assert error.template.startswith("{where}.kind: unknown kind {kind}")
    assert error.values["kind"] == "'juggle'"
    assert error_text(error) == english  # no translator: the English source


@pytest.mark.usefixtures("spanish")
def test_a_scenario_error_shown_under_the_spanish_translator_is_spanish(tmp_path: Path) -> None:
    error = _scenario_error(UNKNOWN_KIND)
    assert error_text(error) == (
        "$.tasks[0].kind: tipo desconocido 'juggle'; se esperaba uno de cpu, fail, noop, "
        "sleep (o una función de un archivo de tareas cargado con --tasks)"
    )
    assert "unknown" in str(error)  # the console and the log keep the English
    # Nested: the file's name, then the reason, each part translated; words as values too.
    path = tmp_path / "lesson.json"
    path.write_bytes(b'{"version": 1, "tasks": {}}')
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert error_text(caught.value) == (
        "lesson.json: $.tasks: se esperaba una lista, se encontró un objeto"
    )


@pytest.mark.usefixtures("spanish")
def test_refused_files_recordings_and_tasks_files_are_spanish_too(tmp_path: Path) -> None:
    with pytest.raises(RefusedFileError) as refused:
        read_regular(tmp_path, 10)
    assert error_text(refused.value) == "no es un archivo normal (una carpeta)"
    with pytest.raises(ScenarioError) as folder:
        load_scenario(tmp_path)
    assert error_text(folder.value) == f"{tmp_path.name}: no es un archivo normal (una carpeta)"

    recording = tmp_path / "empty.jsonl"
    recording.write_text("")
    with pytest.raises(RecordingError) as empty:
        load_recording(recording)
    assert error_text(empty.value) == "empty.jsonl: la grabación no contiene eventos"

    tasks = tmp_path / "tasks.py"
    tasks.write_text("x = 1\n")
    with pytest.raises(UserTasksError) as none:
        load_user_tasks(tasks)
    assert error_text(none.value).startswith("tasks.py: no define ninguna función pública")


def test_other_errors_are_shown_as_str_says() -> None:
    assert error_text(ValueError("plain")) == "plain"
    assert error_text("some text") == "some text"
