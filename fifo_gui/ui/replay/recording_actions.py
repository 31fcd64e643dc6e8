"""Recording, replay, trace and predict commands (their behaviour:
`recording_commands.RecordingCommands`, `replay_mode`, `predict`)."""

from __future__ import annotations

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class RecordingActions(Actions):
    """Recording, replay, trace and predict commands (their behaviour, declared once."""

    record = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Record session…"),
        ("Ctrl+Shift+R",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Start/stop writing every event of the session to a file "
            "(JSON Lines), to replay or share later",
        ),
        (In("file", 0, 50),),
        "recording",
        checkable=True,
        live_only=True,
    )
    open_recording = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Open &recording…"),
        ("Ctrl+Shift+O",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Replay a recorded session in this window: no worker "
            "runs; play, pause, scrub and step through it",
        ),
        (In("file", 0, 40),),
        "recording",
    )
    export_trace = Command(
        QT_TRANSLATE_NOOP("WindowActions", "T&race (Perfetto/Chrome)…"),
        ("Ctrl+Shift+E",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Save the session as a Chrome trace: open it in ui.perfetto.dev or chrome://tracing",
        ),
        (In("file/export", 0, 60),),
        "recording",
    )
    close_replay = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Close replay"),
        ("Ctrl+Shift+W",),
        QT_TRANSLATE_NOOP("WindowActions", "Leave the replay: the window is live again, empty"),
        (In("file", 0, 60), In("replay", 1, 20)),
        "replay",
    )
    replay_play = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Play/pause replay"),
        ("Ctrl+Shift+Space",),
        QT_TRANSLATE_NOOP("WindowActions", "Play the recording at the chosen speed, or pause it"),
        (In("replay", 0, 10),),
        "replay",
        checkable=True,
    )
    replay_prev = Command(
        QT_TRANSLATE_NOOP("WindowActions", "◀ Pre&vious event"),
        ("Alt+Left",),
        QT_TRANSLATE_NOOP("WindowActions", "Step the replay back one event"),
        (In("replay", 0, 20),),
        "replay",
    )
    replay_next = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Ne&xt event ▶"),
        ("Alt+Right",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Step the replay on one event (in predict mode: to the next item a worker takes)",
        ),
        (In("replay", 0, 30),),
        "replay",
    )
    replay_faster = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Faster replay"),
        ("Ctrl+]",),
        QT_TRANSLATE_NOOP("WindowActions", "Replay faster (up to 8x)"),
        (In("replay", 0, 40),),
        "replay",
    )
    replay_slower = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Slower replay"),
        ("Ctrl+[",),
        QT_TRANSLATE_NOOP("WindowActions", "Replay slower (down to 0.25x)"),
        (In("replay", 0, 50),),
        "replay",
    )
    replay_start = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Replay to the s&tart"),
        ("Alt+Home",),
        QT_TRANSLATE_NOOP("WindowActions", "Scrub the replay back to the start: an empty queue"),
        (In("replay", 0, 60),),
        "replay",
    )
    replay_end = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Replay to the &end"),
        ("Alt+End",),
        QT_TRANSLATE_NOOP("WindowActions", "Scrub the replay to the end: the final state"),
        (In("replay", 0, 70),),
        "replay",
    )
    predict = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Pre&dict, then reveal"),
        ("F9", "Ctrl+Shift+D"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Quiz mode: the workers pause; before each Step, click the row "
            "of the item a worker takes next; Step reveals and scores",
        ),
        (In("worker", 1, 10), In("replay", 1, 10)),
        "predict",
        checkable=True,
    )
