"""Translations: every message has its Spanish, the shipped .qm is the .ts files
built, the window speaks Spanish with the translator in and English without.

The Spanish translator goes in only inside the `spanish` fixture and comes out
after it, so the other tests see the English sources.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.window.actions import MENUS, WindowActions
from fifo_gui.ui.window.settings import AppSettings
from fifo_gui.ui.words.i18n import (
    available_languages,
    choose_language,
    install_language,
    remove_language,
    translations_dir,
)

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
ENDONYMS = {"language_en", "language_es"}  # "English", "Español": the same in every language


def _script() -> ModuleType:
    """scripts/translations as a module: its .ts reader and lupdate runner."""
    path = ROOT / "scripts" / "translations"
    loader = importlib.machinery.SourceFileLoader("fifo_gui_translations_script", str(path))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[loader.name] = module  # dataclasses look their module up
    loader.exec_module(module)
    return module


tools = _script()


@pytest.fixture(scope="module")
def code_messages() -> dict[tuple[str, str, str], object]:
    """What lupdate finds in fifo_gui/ (once for the module: it takes a moment)."""
    return tools.code_messages("es")  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def parts() -> dict[Path, dict[tuple[str, str, str], object]]:
    return {path: tools.read_ts(path) for path in tools.sources("es")["es"]}


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    assert install_language(qapp, "es") == "es"
    yield
    remove_language(qapp)


# -- (a) every message has its Spanish ------------------------------------------------


def test_every_message_in_the_code_has_a_finished_spanish_translation(code_messages) -> None:
    missing = tools.missing("es", code_messages)
    by_context: dict[str, int] = {}
    for context, _, _ in missing:
        by_context[context] = by_context.get(context, 0) + 1
    assert not missing, f"{len(missing)} messages without Spanish, by context: {by_context}"


def test_translations_keep_their_placeholders_and_parts_agree(parts) -> None:
    seen: dict[tuple[str, str, str], tuple[tuple[str, ...], Path]] = {}
    for path, messages in parts.items():
        for key, message in messages.items():
            if not message.finished:
                continue
            wanted = sorted(PLACEHOLDER.findall(key[1]))
            for form in message.translations:  # {worker} stays {worker}: format() needs it
                assert sorted(PLACEHOLDER.findall(form)) == wanted, (path.name, key, form)
            if message.numerus:
                assert "%n" in message.translations[-1], (path.name, key)
            earlier = seen.setdefault(key, (message.translations, path))
            assert earlier[0] == message.translations, ("two parts differ", key, earlier[1], path)


# -- (b) the shipped .qm is the .ts files built --------------------------------------


def test_the_committed_qm_is_built_from_the_ts_parts(parts) -> None:
    translator = QTranslator()
    assert translator.load(str(translations_dir() / "fifo_gui_es.qm"))
    stale = []
    for path, messages in parts.items():
        for (context, source, comment), message in messages.items():
            if not message.in_code:
                continue
            shipped = [
                translator.translate(context, source, comment or None, n)
                for n in ((1, 2) if message.numerus else (-1,))
            ]
            expected = list(message.translations) if message.finished else [""] * len(shipped)
            if message.numerus and message.finished:
                expected = [message.translations[0], message.translations[-1]]
            if shipped != expected:
                stale.append((path.name, context, source))
    assert not stale, f"run scripts/translations build: {len(stale)} differ, e.g. {stale[:5]}"


# -- (c) with the Spanish translator: the window's menus and actions --------------------


def _mnemonic(text: str) -> str | None:
    match = re.search(r"&([^&])", text)
    return match.group(1).lower() if match else None


@pytest.mark.usefixtures("spanish")
def test_the_window_speaks_spanish_with_the_translator(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    assert window.menus["worker"].title() == "Tra&bajador"
    assert window.actions_.start.text() == "&Iniciar trabajador"
    assert window.actions_.start.toolTip().startswith("Inicia los hilos trabajadores")
    for menu_id in MENUS:
        assert window.menus[menu_id].title() != MENUS[menu_id].title, menu_id
    for command in WindowActions.commands():
        if command.name not in ENDONYMS:
            assert window.actions_.action(command.name).text() != command.text, command.name
    # A menu's letters (Alt+letter) stay unique in Spanish, submenus included.
    for menu in window.menus.values():
        letters = [_mnemonic(a.text()) for a in menu.actions() if not a.isSeparator()]
        taken = [letter for letter in letters if letter]
        assert len(taken) == len(set(taken)), (menu.objectName(), taken)
    bar = [_mnemonic(a.text()) for a in window.menuBar().actions()]
    assert len(bar) == len(set(bar)), bar
    # Qt's own words too (qtbase_es.qm): the buttons of its dialogs.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"


@pytest.mark.usefixtures("spanish")
def test_view_language_says_when_the_choice_applies(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    languages = window.actions_.by_value("language")
    assert languages["system"].isChecked()  # nothing chosen yet
    languages["en"].trigger()
    assert AppSettings().language == "en"
    message = window.statusBar().currentMessage()
    assert "English" in message and "próximo inicio" in message, message
    languages["es"].trigger()
    assert "ya está" in window.statusBar().currentMessage()
    assert list(languages.values()) == window.menus["view/language"].actions()


# -- (d) without a translator, or LANG=C: the English sources ----------------------------


def test_without_a_translator_the_texts_are_the_english_sources(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    assert [window.menus[i].title() for i in MENUS] == [m.title for m in MENUS.values()]
    for command in WindowActions.commands():
        assert window.actions_.action(command.name).text() == command.text, command.name
    window.actions_.language_es.trigger()  # remembered for the next start, not applied now
    assert AppSettings().language == "es"
    assert window.actions_.start.text() == "&Start worker"
    assert "from the next start" in window.statusBar().currentMessage()


def test_the_language_follows_the_setting_then_the_system() -> None:
    assert available_languages()[:1] == ["en"] and "es" in available_languages()
    assert choose_language("system", QLocale("C")) == "en"
    assert choose_language("system", QLocale("es_MX")) == "es"
    assert choose_language("system", QLocale("de_DE")) == "en"  # no German: English
    assert choose_language("en", QLocale("es_ES")) == "en"
    assert choose_language("es", QLocale("C")) == "es"
    assert choose_language("xx", QLocale("es_ES")) == "es"  # an unknown setting: the system's


PROBE = (
    "import sys; from PySide6.QtCore import QCoreApplication as A;"
    "from fifo_gui.ui.words.i18n import install_language as i; app = A(sys.argv[:1]);"
    "print(i(app, 'system'), A.translate('WindowActions', '&Worker'))"
)


@pytest.mark.parametrize(
    ("lang", "expected"), [("C", "en &Worker"), ("es_ES.UTF-8", "es Tra&bajador")]
)
def test_a_start_under_lang_speaks_its_language(lang: str, expected: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env |= {"LANG": lang, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=30, env=env, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == expected
