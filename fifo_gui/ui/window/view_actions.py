"""The View menu's commands: the timeline, zoom, the screen's layout, full screen,
projector view, contrast and language (their behaviour: `presentation`,
`projector_view`, the timeline)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QKeySequence

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class ViewActions(Actions):
    """The View menu's commands, declared once."""

    follow = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Follow live time"),
        ("F8", "Ctrl+Shift+L"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Timeline follows the clock; untick to look back (drag to pan, wheel to zoom)",
        ),
        (In("view", 0, 20),),
        "view",
        checkable=True,
        checked=True,  # the timeline follows the clock until told not to
    )
    fit_timeline = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Fit &whole run"),
        ("Shift+F8", "Ctrl+Shift+A"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Timeline: zoom out to the whole session, from the first task to the last event",
        ),
        (In("view", 0, 30),),
        "view",
    )
    zoom_in = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Zoom &in"),
        (QKeySequence.StandardKey.ZoomIn, "Ctrl+="),
        QT_TRANSLATE_NOOP("WindowActions", "Bigger text everywhere"),
        (In("view", 0, 40),),
        "view",
    )
    zoom_out = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Zoom &out"),
        (QKeySequence.StandardKey.ZoomOut,),
        QT_TRANSLATE_NOOP("WindowActions", "Smaller text everywhere"),
        (In("view", 0, 50),),
        "view",
    )
    zoom_reset = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Reset zoom"),
        ("Ctrl+0",),
        QT_TRANSLATE_NOOP("WindowActions", "Text at its normal size"),
        (In("view", 0, 60),),
        "view",
    )
    lay_out_for_screen = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Lay out for this &screen"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Put the views where a first start puts them on this screen, "
            "and size the window for it (after a laptop, on the projector)",
        ),
        (In("view", 0, 65),),
        "view",
    )
    full_screen = Command(
        QT_TRANSLATE_NOOP("WindowActions", "F&ull screen"),
        # The platform's key first (⌃⌘F on a Mac, F11 on Windows and KDE; none on
        # GNOME or openbox), F11 wherever the system leaves it free (a Mac's shows the
        # desktop), and a key without fn for laptops.
        (
            QKeySequence.StandardKey.FullScreen,
            "" if sys.platform == "darwin" else "F11",
            "Ctrl+Shift+F",
        ),
        QT_TRANSLATE_NOOP("WindowActions", "Fill the projector"),
        (In("view", 0, 70),),
        "view",
        checkable=True,
    )
    projector_view = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Projector view"),
        ("Ctrl+Shift+J",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "The lesson fills the screen: the table and the queue lane, the lesson's "
            "commands in one line; the other controls under More, the other views in "
            "the View menu",
        ),
        (In("view", 0, 75),),
        "view",
        checkable=True,
    )
    high_contrast = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&High contrast"),
        ("Ctrl+Shift+H",),
        QT_TRANSLATE_NOOP("WindowActions", "Black on white, bold text, heavy borders"),
        (In("view", 0, 80),),
        "view",
        checkable=True,
    )
    # View ▸ Language: English and Español are written in their own language, untranslated.
    language_system = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&System language"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Speak the computer's language where fifo_gui has it, "
            "else English (from the next start)",
        ),
        (In("view/language", 0, 10),),
        "language",
        checkable=True,
        checked=True,
        value="system",
    )
    language_en = Command(
        "E&nglish",
        (),
        QT_TRANSLATE_NOOP("WindowActions", "The window in English (from the next start)"),
        (In("view/language", 0, 20),),
        "language",
        checkable=True,
        value="en",
    )
    language_es = Command(
        "&Español",
        (),
        QT_TRANSLATE_NOOP("WindowActions", "The window in Spanish (from the next start)"),
        (In("view/language", 0, 30),),
        "language",
        checkable=True,
        value="es",
    )
