"""A name imported the first time it is used: how fifo_gui starts sooner.

A start imports only what its first frame shows. What waits is named once, as
a `Late`: the module, the name in it, and why it waits. `fifo_gui.core.engines`
names the core's one (worker processes); `fifo_gui.ui.window.late` lists every
one the window has, that one included.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass
from typing import Generic, TypeVar, cast

T_co = TypeVar("T_co", covariant=True)


@dataclass(frozen=True)
class Late(Generic[T_co]):
    """`module.name`, imported by `load()` on first use, never before."""

    module: str
    name: str
    why: str

    def load(self) -> T_co:
        """The name, its module imported now if it was not yet."""
        return cast(T_co, getattr(importlib.import_module(self.module), self.name))

    def loaded(self) -> bool:
        """True once its module was imported (by `load()` or by anyone)."""
        return self.module in sys.modules
