"""Reporting events to listeners, on the thread that causes each."""

from __future__ import annotations

import logging
import threading

from fifo_gui.core.events import Event, Listener

log = logging.getLogger(__name__)


class Reporter:
    """Calls its listeners with every event it emits. A listener that raises is
    logged and the rest still hear the event: a broken listener must not take
    a worker down. A new listener first hears `_setup()`: the setup it joins."""

    def __init__(self) -> None:
        self._listeners_lock = threading.Lock()
        self._listeners: tuple[Listener, ...] = ()

    def add_listener(self, listener: Listener) -> None:
        """Call `listener(event)` for every event, on the thread that causes it."""
        with self._listeners_lock:
            self._listeners = (*self._listeners, listener)
        self._emit(self._setup(), to=(listener,))

    def remove_listener(self, listener: Listener) -> None:
        """Stop calling `listener`; events already being delivered may still reach it."""
        with self._listeners_lock:
            self._listeners = tuple(x for x in self._listeners if x != listener)

    def _setup(self) -> Event:
        raise NotImplementedError

    def _emit(self, event: Event, to: tuple[Listener, ...] | None = None) -> None:
        for listener in self._listeners if to is None else to:
            try:
                listener(event)
            except BaseException as exc:
                # Ctrl+C and signals land on the main thread: there they are the
                # user's, not the listener's, and end the run. On a worker, the
                # listener raised it itself: a broken listener like any other.
                stopping = isinstance(exc, (KeyboardInterrupt, SystemExit))
                if stopping and threading.current_thread() is threading.main_thread():
                    raise
                log.exception("listener %r failed on %r", listener, event)
