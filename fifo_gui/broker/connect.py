"""Reaching a Redis: the URL, the connection, keyspace notifications, and
the one sentence each way it can fail says.

`rq` and `redis` are imported here, on first use, never at import time.
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Any

from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreError

if TYPE_CHECKING:
    from redis import Redis

INSTALL_HINT = 'pip install "fifo-gui[rq]"'
CONNECT_TIMEOUT = 3.0  # seconds to reach the server before saying it is down
# Keyspace notifications the source follows: K keyspace, h hashes (jobs,
# workers), s sets (who works on the queue), g DEL/EXPIRE, x expired keys.
NOTIFY_FLAGS = "Kghsx"
ALL_FLAGS = "g$lshzxetd"  # what the flag A stands for


class BrokerError(CoreError):
    """A broker that cannot be attached to, or that went away: one sentence."""


def missing_packages() -> list[str]:
    """The packages a broker needs that are not installed ([] when none is missing)."""
    return [name for name in ("rq", "redis") if importlib.util.find_spec(name) is None]


def _require_packages() -> None:
    missing = missing_packages()
    if missing:
        raise BrokerError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "Attaching to an RQ queue needs the packages {names}: install them with {command}.",
            ),
            names=" and ".join(missing),
            command=INSTALL_HINT,
        )


def where(url: str) -> str:
    """`HOST:PORT/DB` of a Redis URL, as a message names it (the URL itself
    may hold a password)."""
    from redis.connection import parse_url

    parse: Any = parse_url  # untyped in redis-py
    parts = parse(url)
    if "path" in parts:
        return str(parts["path"])
    return f"{parts.get('host', 'localhost')}:{parts.get('port', 6379)}/{parts.get('db', 0)}"


def connect(url: str) -> Redis:
    """A connection to the Redis at `url` that answered a PING, or a
    `BrokerError`: the packages are missing, the URL is not a Redis URL, or
    nobody answers there."""
    _require_packages()
    import redis

    try:
        shown = where(url)
        connection = redis.Redis.from_url(
            url, socket_connect_timeout=CONNECT_TIMEOUT, socket_timeout=CONNECT_TIMEOUT
        )
    except ValueError as exc:
        raise BrokerError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "{url} is not a Redis URL ({why}): write it as redis://HOST:PORT/DB.",
            ),
            url=_without_password(url),
            why=str(exc),
        ) from None
    try:
        connection.ping()
    except redis.AuthenticationError as exc:
        connection.close()
        raise BrokerError(
            QT_TRANSLATE_NOOP("CoreErrors", "The Redis at {where} refused the password: {why}."),
            where=shown,
            why=str(exc),
        ) from None
    except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
        connection.close()
        raise down(shown, exc) from None
    return connection


# What a Redis that does not answer is said to have done, by when it failed.
NO_ANSWER = QT_TRANSLATE_NOOP(
    "CoreErrors", "No Redis answers at {where} ({why}): start it, or check the host and port."
)
STOPPED_ANSWERING = QT_TRANSLATE_NOOP("CoreErrors", "Redis at {where} stopped answering ({why}).")


def down(shown: str, exc: BaseException) -> BrokerError:
    """The sentence for a Redis that does not answer an attach."""
    return BrokerError(NO_ANSWER, where=shown, why=str(exc).rstrip("."))


def lost(shown: str, exc: BaseException) -> BrokerError:
    """The sentence for a Redis that stopped answering while it was followed."""
    return BrokerError(STOPPED_ANSWERING, where=shown, why=str(exc).rstrip("."))


def enable_notifications(connection: Redis, shown: str) -> None:
    """Make sure the server publishes the keyspace notifications the source
    follows (adding flags, never removing one), or a `BrokerError` saying
    the server does not allow it."""
    import redis

    try:
        current = str(
            connection.config_get("notify-keyspace-events").get("notify-keyspace-events", "")
        )
        have = set(current.replace("A", ALL_FLAGS))
        wanted = "".join(flag for flag in NOTIFY_FLAGS if flag not in have)
        if wanted:
            connection.config_set("notify-keyspace-events", current + wanted)
    except redis.ResponseError as exc:  # NOPERM, or CONFIG renamed away
        raise BrokerError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "The Redis at {where} does not let fifo_gui turn on keyspace notifications "
                "({why}): ask its administrator to set notify-keyspace-events to {flags}.",
            ),
            where=shown,
            why=str(exc),
            flags=NOTIFY_FLAGS,
        ) from None
    except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
        raise down(shown, exc) from None


def _without_password(url: str) -> str:
    """`url` with any password replaced by ***."""
    scheme, sep, rest = url.partition("://")
    if not sep or "@" not in rest:
        return url
    credentials, _, host = rest.rpartition("@")
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}" if ":" in credentials else url


def decoded(value: Any) -> str:
    """A Redis reply as text ('' for none)."""
    if value is None:
        return ""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value)
