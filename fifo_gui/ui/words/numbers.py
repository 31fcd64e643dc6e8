"""One way to write numbers in the window: 100,000, in every view and sentence.

Through `QLocale`, so a class reads its own separators ("100.000" in German),
with the thousands grouped in the C locale too: Qt leaves them out there, and
the lane read "100000 waiting" beside the status bar's "100,000".
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

__all__ = ["agree", "count", "locale_changed", "number", "seconds"]


_made: list[
    QLocale
] = []  # the default locale, grouping: made once, not per number (a frame writes hundreds)


def _locale() -> QLocale:
    if not _made:
        locale = QLocale(QLocale())
        locale.setNumberOptions(QLocale.NumberOption.DefaultNumberOptions)
        _made.append(locale)
    return _made[0]


def locale_changed() -> None:
    """The default locale changed (`i18n` sets it): numbers follow it from now on."""
    _made.clear()


def number(value: float, decimals: int | None = None) -> str:
    """`value` with its thousands grouped: 100,000; 1,234.50 with `decimals=2`.
    Without `decimals` a whole number has none and a fraction keeps what it has (1.5)."""
    locale = _locale()
    if decimals is not None:
        return locale.toString(float(value), "f", decimals)
    if float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "g", 6)


def count(n: int, one: str, many: str) -> str:
    """`n` and the noun that agrees with it: "1 task", "100,000 tasks"."""
    return f"{number(n)} {one if n == 1 else many}"


def seconds(value: float, decimals: int = 3) -> str:
    """A duration: "1.250 s", "1,250.000 s"."""
    return f"{number(value, decimals)} s"


def agree(text: str, n: int) -> str:
    """A plural message translated with Qt's %n (`tr("%n task(s) waiting", "", n)`)
    made ready to show: n written as `number` writes it (Qt writes 100000), and
    where no translation was found, the English source's "(s)" agreeing with n."""
    return text.replace(str(n), number(n)).replace("(s)", "" if n == 1 else "s")
