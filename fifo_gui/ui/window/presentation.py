"""How the window looks on the projector: zoom, high contrast, full screen, and
the language it speaks.

The choices are remembered in the settings; `theme_applied` tells the window
to fit what depends on the font (column widths, dock titles, the screen). A
language chosen applies from the next start (the translators are installed
before the first widget is made), and the status bar says so.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSignalBlocker, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.settings import AppSettings
from fifo_gui.ui.window.theme import MAX_ZOOM, MIN_ZOOM, apply_theme
from fifo_gui.ui.words.i18n import SYSTEM, active_language, choose_language, language_name


def on_a_screen(geometry: QRect, window: QWidget) -> QRect:
    """`geometry` where a screen still shows it; else its size, within the
    window's screen (the projector it was on is gone)."""
    if any(s.availableGeometry().intersects(geometry) for s in QGuiApplication.screens()):
        return geometry
    room = window.screen().availableGeometry()
    size = geometry.size().boundedTo(room.size())
    return QRect(room.topLeft(), size)


class Presentation(QObject):
    """View ▸ Zoom, High contrast, Full screen and Language for one window.

    Signals:
        theme_applied(): GUI thread. The application's font and style changed.
    """

    theme_applied = Signal()

    def __init__(self, window: QMainWindow, actions: WindowActions, settings: AppSettings) -> None:
        super().__init__(window)
        self._window = window
        self._actions = actions
        self._settings = settings
        self._zoom = settings.zoom
        self._before: tuple[bool, QRect] = (window.isMaximized(), window.geometry())
        window.installEventFilter(self)
        actions.high_contrast.setChecked(settings.high_contrast)
        self._languages = actions.by_value("language")
        chosen = self._languages.get(settings.language, self._languages[SYSTEM])
        chosen.setChecked(True)
        for action in self._languages.values():
            action.triggered.connect(self._on_language)
        for signal, slot in (
            (actions.zoom_in.triggered, self.zoom_in),
            (actions.zoom_out.triggered, self.zoom_out),
            (actions.zoom_reset.triggered, self.zoom_reset),
            (actions.full_screen.toggled, self._on_full_screen),
            (actions.high_contrast.toggled, self._on_high_contrast),
        ):
            signal.connect(slot)

    @property
    def zoom(self) -> int:
        """Points added to the base font size (View ▸ Zoom)."""
        return self._zoom

    def apply(self) -> None:
        """Style the application at the zoom and contrast chosen."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self._zoom, self._actions.high_contrast.isChecked())
        self.theme_applied.emit()

    def _set_zoom(self, zoom: int) -> None:
        self._zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        self._settings.zoom = self._zoom
        self.apply()

    @Slot()
    def zoom_in(self) -> None:
        self._set_zoom(self._zoom + 1)

    @Slot()
    def zoom_out(self) -> None:
        self._set_zoom(self._zoom - 1)

    @Slot()
    def zoom_reset(self) -> None:
        self._set_zoom(0)

    @Slot(bool)
    def _on_full_screen(self, on: bool) -> None:
        window = self._window
        if on == window.isFullScreen():
            return  # the window is so already (the window manager changed it)
        if on:  # remembered here: Qt's normal geometry of a maximised window is not where it was
            self._before = (window.isMaximized(), window.geometry())
            window.showFullScreen()
            return
        maximised, geometry = self._before
        if maximised:
            window.showMaximized()
            return
        window.showNormal()
        window.setGeometry(on_a_screen(geometry, window))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.WindowStateChange:
            # Left full screen some other way (the window manager): the menu's tick follows.
            with QSignalBlocker(self._actions.full_screen):
                self._actions.full_screen.setChecked(self._window.isFullScreen())
        return False

    @Slot(bool)
    def _on_high_contrast(self, on: bool) -> None:
        self._settings.high_contrast = on
        self.apply()

    @Slot()
    def _on_language(self) -> None:
        setting = next((s for s, a in self._languages.items() if a.isChecked()), SYSTEM)
        self._settings.language = setting
        self._window.statusBar().showMessage(self.language_message(setting), 10_000)

    def language_message(self, setting: str) -> str:
        """What the status bar says when View ▸ Language is set to `setting`."""
        speaks, now = choose_language(setting), active_language()
        language = language_name(speaks)
        if setting == SYSTEM:
            language = self.tr("the system's language ({language})").format(language=language)
        if speaks == now:
            return self.tr("Language: {language}. The window speaks it already.").format(
                language=language
            )
        return self.tr(
            "Language: {language}, from the next start of fifo_gui; "
            "until then the window stays in {current}."
        ).format(language=language, current=language_name(now))
