"""What may cross to a worker process: a function it can import by name, and
arguments it can unpickle. A call that cannot is refused in the caller, in one
sentence that says why, before anything is queued.

A worker process is started with "spawn" (as on Windows and macOS): it starts
empty and imports the task's module by name. So a lambda, a function defined
inside another one, or a function from a file loaded by hand cannot go there.
"""

from __future__ import annotations

import functools
import importlib.machinery
import pickle
import sys
from collections.abc import Callable
from typing import Any

from fifo_gui.core.demo_tasks import race, race_locked
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CrossingError
from fifo_gui.core.task import callable_name, safe_str

# Tasks whose point is memory the workers share: a process would count alone.
SHARED_MEMORY = (race, race_locked)


def pickled_call(func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> bytes:
    """`(func, args, kwargs)` pickled for a worker process, or `CrossingError`."""
    name = callable_name(func)
    if func in SHARED_MEMORY:
        raise CrossingError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "{name} adds to a counter in the window's memory, which a worker process "
                "does not share: run the race lab on threads.",
            ),
            name=name,
        )
    if getattr(func, "__name__", None) == "<lambda>":
        raise CrossingError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "A lambda cannot run in a worker process, which imports each task by "
                "its name: define the task with def at the top level of a module.",
            )
        )
    if "<locals>" in str(getattr(func, "__qualname__", "")):
        raise CrossingError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "{name} is defined inside another function, so a worker process "
                "cannot import it: define it at the top level of a module.",
            ),
            name=name,
        )
    module = getattr(func, "__module__", None)
    if isinstance(module, str) and not importable(module):
        raise CrossingError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "{name} comes from {module}, which a worker process cannot import: "
                "put the task in a module on Python's path.",
            ),
            name=name,
            module=module,
        )
    try:
        return pickle.dumps((func, args, kwargs), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:  # PicklingError, TypeError, or whatever a __reduce__ raises
        why = safe_str(exc, 120)
    try:
        pickle.dumps(func, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:
        raise CrossingError(
            QT_TRANSLATE_NOOP("CoreErrors", "{name} cannot be sent to a worker process ({why})."),
            name=name,
            why=why,
        ) from None
    raise CrossingError(
        QT_TRANSLATE_NOOP(
            "CoreErrors", "The arguments of {name} cannot be sent to a worker process ({why})."
        ),
        name=name,
        why=why,
    )


@functools.lru_cache(maxsize=256)
def importable(module: str) -> bool:
    """Whether a fresh process (same `sys.path`) can import `module` by its name."""
    if module == "__main__":
        # spawn runs the parent's main script again, unless it was `python -m pkg`.
        main = sys.modules.get("__main__")
        spec = getattr(main, "__spec__", None)
        if spec is not None:
            return not str(spec.name).endswith("__main__")
        return getattr(main, "__file__", None) is not None
    top = module.partition(".")[0]
    if top in sys.builtin_module_names or importlib.machinery.FrozenImporter.find_spec(top):
        return True
    return importlib.machinery.PathFinder.find_spec(top) is not None
