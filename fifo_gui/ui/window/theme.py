"""Look and size: a light theme and a high-contrast one, both independent of the
desktop's (a dark desktop theme must not give white text on our light state
tints), and text zoom for the back of the classroom."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Slot
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from fifo_gui.resources import resource_path

# A new QApplication given these arguments starts in Fusion, the style our
# palette and stylesheet are made for, on every desktop. Asking an app for its
# style instead makes PySide build the QStyle class and its enums, in a
# start-up that needs neither (README, Performance: What a start costs).
FUSION_ARGS = ["-style", "Fusion"]
# Fusion's focus frame margin (QStyle.PixelMetric.PM_FocusFrameHMargin): an item
# view's cell text starts 1 px further in from each side. Known, not asked: asking
# the style builds its class and enums in PySide, and nothing else in a start
# needs them (tests/ui/test_known_not_asked.py holds it to the style's own answer).
FUSION_FOCUS_MARGIN = 2
BASE_POINT_SIZE = 13  # readable from the back of a classroom at 100 % zoom
MIN_ZOOM, MAX_ZOOM = -4, 14  # points added to BASE_POINT_SIZE
CLASS_FONTS = (
    "QDockWidgetTitle",
    "QTabBar",
    "QMenuBar",
    "QMenu",
    "QHeaderView",
    "QToolTip",
    "QTipLabel",
    "QStatusBar",
    "QMessageBox",
)


def _palette(high_contrast: bool) -> QPalette:
    window, base, alt, text = (
        ("#FFFFFF", "#FFFFFF", "#EDEDED", "#000000")
        if high_contrast
        else ("#F2F2F2", "#FFFFFF", "#F7F7F7", "#1A1A1A")
    )
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, window),
        (QPalette.ColorRole.Base, base),
        (QPalette.ColorRole.AlternateBase, alt),
        (QPalette.ColorRole.Button, "#E6E6E6"),
        (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.ToolTipBase, "#FFFFE0"),
        (QPalette.ColorRole.ToolTipText, "#000000"),
        (QPalette.ColorRole.Highlight, "#0072B2"),
        (QPalette.ColorRole.HighlightedText, "#FFFFFF"),
        (QPalette.ColorRole.PlaceholderText, "#606060"),
    ):
        palette.setColor(role, QColor(colour))
    # What is off looks off: buttons, labels, and the menus' items and fields
    # (drawn in Text: a disabled "Close replay" read as one that works).
    for role in (
        QPalette.ColorRole.ButtonText,
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8A8A8A"))
    return palette


def use_fusion(app: QApplication) -> None:
    """Switch an app made elsewhere (a test runner's) to Fusion."""
    if app.style().name().lower() != "fusion":
        fusion = QStyleFactory.create("Fusion")
        if fusion is not None:
            app.setStyle(fusion)


def monospace_family() -> str:
    """The system's fixed-width family (Consolas, Menlo, DejaVu Sans Mono…): one
    asked for by name may be missing, and a proportional stand-in breaks columns."""
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()


def apply_theme(app: QApplication, zoom: int = 0, high_contrast: bool = False) -> None:
    """Set the palette, font size (BASE_POINT_SIZE + zoom) and stylesheet.

    Each is set only if it changes: setting any of them again re-polishes every
    widget, and the window applies its saved theme right after it is built:
    a start that sets them again polishes the whole window twice. The style is Fusion
    from the start (`FUSION_ARGS`, `use_fusion`)."""
    palette = _palette(high_contrast)
    if app.palette() != palette:
        app.setPalette(palette)
    zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
    font = QFont(app.font())
    font.setPointSize(BASE_POINT_SIZE + zoom)
    font.setBold(high_contrast)
    new_font = app.font() != font
    if new_font:
        app.setFont(font)
        # A desktop theme gives some classes their own font (dock titles, tabs,
        # menus), which the application font does not reach: they follow the zoom too.
        for name in CLASS_FONTS:
            app.setFont(font, name)  # type: ignore[arg-type]  # the stub says bytes; PySide takes str
        # Qt posts the new font to the widgets: delivered now, so what lays the
        # window out for the zoom (`TableRoom.refit`) measures it.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
    # Only high contrast has an application style sheet (its heavy borders):
    # under one, Qt paints every widget through its style-sheet style, and the
    # task table's cells took 40 % longer to paint. The looks of a few widgets
    # are their own (`relative_font`, the worker badge's colours).
    sheet = resource_path("high-contrast.qss").read_text(encoding="utf-8") if high_contrast else ""
    # Under a style sheet, widgets take a new application font only when they
    # are polished again, and setting the sheet (even the same one) does that.
    if (new_font and sheet) or app.styleSheet() != sheet:
        app.setStyleSheet(sheet)


class _RelativeFont(QObject):
    """Keeps a widget's text `points` larger than the application's (smaller,
    if negative), bold or not, in `family` if one is given, at every zoom (a
    font set once would stay at the size it had)."""

    def __init__(self, widget: QWidget, points: int, bold: bool, family: str | None) -> None:
        super().__init__(widget)
        self._widget, self._points, self._bold, self._family = widget, points, bold, family
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.fontChanged.connect(self._on_font_changed)
        self.follow()

    @Slot()
    def _on_font_changed(self) -> None:
        self.follow()  # now, as every other widget takes the zoom's font
        # And after high contrast's style sheet is set: re-polishing puts back
        # the font a widget had when it was last polished.
        QTimer.singleShot(0, self, self.follow)

    @Slot()
    def follow(self) -> None:
        font = QFont(QApplication.font())
        font.setPointSize(font.pointSize() + self._points)
        font.setBold(self._bold or font.bold())
        if self._family is not None:
            font.setFamilies([self._family])
        if self._widget.font() != font:
            self._widget.setFont(font)


def relative_font(widget: QWidget, points: int, *, bold: bool, family: str | None = None) -> None:
    """Make `widget`'s text `points` larger than the window's (bold, in
    `family`, if asked), at every zoom."""
    _RelativeFont(widget, points, bold, family)


def larger_text(widget: QWidget, points: int) -> None:
    """Make `widget`'s text `points` larger than the window's, bold, at every zoom."""
    relative_font(widget, points, bold=True)
