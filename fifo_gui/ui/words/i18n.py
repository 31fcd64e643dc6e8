"""The window's language: Qt translators installed before the first widget is made.

fifo_gui's own messages come from `translations/fifo_gui_<lang>.qm` (built by
`scripts/translations build` from the `.ts` files beside it, shipped in the
wheel); Qt's own words (the Open and Save dialogs, a message box's buttons) from
the `qtbase_<lang>.qm` files PySide6 ships. The language is View ▸ Language's
choice, else the first of the system's languages fifo_gui has, else English.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from fifo_gui.ui.words.numbers import locale_changed

SOURCE_LANGUAGE = "en"  # the language of the source strings: no translator needed
SYSTEM = "system"  # View ▸ Language ▸ System language: follow the system locale
NAMES = {"en": "English", "es": "Español"}  # each language named in its own words

log = logging.getLogger("fifo_gui")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate seeks
    """Marks `text` for lupdate in `context`; translate it where it is shown with
    `QCoreApplication.translate(context, text)`. PySide6's own is typed `-> object`."""
    return text


_installed: list[QTranslator] = []  # kept alive while installed (Qt does not own them)
_active = SOURCE_LANGUAGE
_default_before: QLocale | None = None  # the default locale before a choice replaced it


def translations_dir() -> Path:
    """Where the `.ts` sources and the compiled `.qm` files live (in the package:
    the same path in a checkout and in an installed wheel)."""
    return Path(__file__).resolve().parents[2] / "translations"


def available_languages() -> list[str]:
    """English and every language with a compiled translation: ["en", "es"]."""
    built = sorted(
        p.stem.removeprefix("fifo_gui_") for p in translations_dir().glob("fifo_gui_*.qm")
    )
    return [SOURCE_LANGUAGE, *(code for code in built if code != SOURCE_LANGUAGE)]


def choose_language(setting: str, system: QLocale | None = None) -> str:
    """The language the window speaks for a View ▸ Language `setting`: that
    language if fifo_gui has it, else the first of the system's languages (in the
    user's order of preference) that it has, else English."""
    have = available_languages()
    if setting in have:
        return setting
    for name in (system if system is not None else QLocale.system()).uiLanguages():
        code = QLocale(name).name()  # "es-MX" -> "es_MX"; "C" stays "C"
        for candidate in (code, code.split("_")[0]):
            if candidate in have:
                return candidate
    return SOURCE_LANGUAGE


def active_language() -> str:
    """The language the window speaks now ("en" until `install_language` chose another)."""
    return _active


def language_name(code: str) -> str:
    """A language in its own words: "Español"."""
    return NAMES.get(code, code)


def install_language(app: QCoreApplication, setting: str) -> str:
    """Install the translators for View ▸ Language's `setting` ("system", "en",
    "es"), replacing any installed before; return the language chosen.

    A language chosen by name also becomes the default locale, so numbers follow
    it; "system" leaves the system's locale (its country's separators) alone."""
    global _active, _default_before
    remove_language(app)
    language = choose_language(setting)
    if language != SOURCE_LANGUAGE:
        ours = QTranslator(app)
        if not ours.load(str(translations_dir() / f"fifo_gui_{language}.qm")):
            log.warning("could not read the %s translation: the window speaks English", language)
            language = SOURCE_LANGUAGE
        else:
            _install(app, ours)
            qt = QTranslator(app)
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{language}", qt_folder):  # missing: Qt's dialogs stay English
                _install(app, qt)
    if setting != SYSTEM:
        _default_before = QLocale()
        QLocale.setDefault(QLocale(language))
        locale_changed()
    _active = language
    return language


def remove_language(app: QCoreApplication) -> None:
    """Back to English and the locale before `install_language` (tests use this)."""
    global _active, _default_before
    while _installed:
        app.removeTranslator(_installed.pop())
    if _default_before is not None:
        QLocale.setDefault(_default_before)
        locale_changed()
        _default_before = None
    _active = SOURCE_LANGUAGE


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    app.installTranslator(translator)
    _installed.append(translator)
