"""`RQSource`: follow one RQ queue on a Redis and report what happens on it
as the core's events, on a thread of its own.

On attach it reads a snapshot in one transaction (the queue's list in
order, the jobs started, the workers) and reports it. Then it follows. At
rest it sleeps until a keyspace notification says a job or a worker
changed. While jobs move it hears none (RQ writes a job eight times on its
way; hearing each write takes a busy queue's workers a share of a core):
it glances at where the jobs are once a `TICK` instead (`places.Places`:
the queue's list, the jobs a worker took and has not started, the started
registry, and what each ended registry took since the last glance), and
reads the jobs that moved in one pipelined round trip, with the workers'
own timestamps; once the queue stands still for `REST_AFTER` glances it
listens again. Every `RECONCILE` seconds it glances however still the
queue looks (a dropped notification connection hides what moved), and
every `FULL_EVERY` such glances it compares everything it shows with RQ's
registries instead, so nothing is lost; a queue at rest costs the same
however long its history. It only reads, and adds nothing to the workers.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from fifo_gui.broker.connect import (
    BrokerError,
    connect,
    decoded,
    down,
    enable_notifications,
    lost,
    where,
)
from fifo_gui.broker.jobs import FIELDS, JobReply, Tracker, has_ended
from fifo_gui.broker.keys import Keys, job_id_of
from fifo_gui.broker.places import TAIL, EndedCursor, Glance, Places
from fifo_gui.core.events import Event
from fifo_gui.core.messages import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from redis import Redis
    from redis.client import PubSub

TICK = 0.05  # seconds between two glances while jobs move
REST_AFTER = 10  # glances that see nothing move before the source listens again
RECONCILE = 1.0  # seconds between two glances made however still the queue looks
FULL_EVERY = 30  # of those, one in FULL_EVERY is a full comparison with RQ's registries
JOIN_WAIT = 5.0  # seconds close() waits for the thread at most
Batch = Callable[[Sequence[Event]], None]


class RQSource:
    """Reports the RQ queue `queue` at `url` to `listener` (a batch of events
    at a time, on the source's thread) until `close()`.

    `start()` returns at once; `attached` is set once the snapshot is
    reported, or the attach failed: then, and if Redis goes away later,
    `error` holds the one sentence that says why, `on_error` hears it, and
    the source stops (what it reported stays)."""

    def __init__(
        self,
        url: str,
        queue: str,
        listener: Batch,
        on_error: Callable[[BrokerError], None] | None = None,
    ) -> None:
        self.url, self.queue = url, queue
        self.listener = listener
        self.on_error = on_error
        self.error: BrokerError | None = None
        self.attached = threading.Event()
        self._closing = threading.Event()
        self._thread = threading.Thread(target=self._run, name="rq-source", daemon=True)
        self._dirty: set[str] = set()  # jobs to read at the next catch-up
        self._between: set[str] = set()  # jobs read on their way between two places
        self._places_seen = Places()
        self._ended: dict[str, EndedCursor] = {}  # ended registry -> where a glance reads it
        self._worker_keys: set[str] = set()
        self._workers_changed = True
        self._pubsub: PubSub | None = None
        self._tracker: Tracker | None = None

    def job_of(self, task_id: int) -> str | None:
        """The RQ job that task `task_id` is a run of (None: not one shown)."""
        tracker = self._tracker
        return None if tracker is None else tracker.job_ids.get(task_id)

    def start(self) -> None:
        """Attach and follow, on the source's thread."""
        self._thread.start()

    def wait_attached(self, timeout: float) -> BrokerError | None:
        """Wait up to `timeout` s for the snapshot; the error, if the attach failed."""
        self.attached.wait(timeout)
        return self.error

    def close(self, timeout: float = JOIN_WAIT) -> None:
        """Stop following; wait up to `timeout` s for the thread to end."""
        self._closing.set()
        if self._thread.ident is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def wait(self, timeout: float) -> bool:
        """Wait up to `timeout` s for the source to end (closed, or Redis gone);
        True if it has."""
        if self._thread.ident is not None:
            self._thread.join(timeout)
        return not self._thread.is_alive()

    @property
    def alive(self) -> bool:
        """True while the source follows the queue."""
        return self._thread.is_alive()

    # -- the source's thread ---------------------------------------------------

    def _run(self) -> None:
        connection: Redis | None = None
        shown = self.url
        try:
            connection = connect(self.url)
            shown = where(self.url)
            self._follow(connection, shown)
        except BrokerError as exc:
            self._fail(exc)
        except Exception as exc:
            import redis

            if isinstance(exc, (redis.ConnectionError, redis.TimeoutError, OSError)):
                # No Redis to attach to, or one that went away once followed.
                self._fail((lost if self.attached.is_set() else down)(shown, exc))
            else:  # an answer RQ's records do not explain: said, never a silent stop
                self._fail(
                    BrokerError(
                        QT_TRANSLATE_NOOP(
                            "CoreErrors",
                            "Following the RQ queue stopped on an unexpected error: {why}.",
                        ),
                        why=f"{type(exc).__name__}: {exc}",
                    )
                )
        finally:
            self.attached.set()
            if self._pubsub is not None:
                self._close_quietly(self._pubsub)
            if connection is not None:
                self._close_quietly(connection)

    def _fail(self, error: BrokerError) -> None:
        if self._closing.is_set():
            return  # closed meanwhile: nobody waits for a sentence
        self.error = error
        if self.on_error is not None:
            self.on_error(error)

    @staticmethod
    def _close_quietly(thing: Any) -> None:
        with contextlib.suppress(Exception):  # a connection to a server already gone
            thing.close()

    def _follow(self, connection: Redis, shown: str) -> None:
        keys = Keys(self.queue)
        db = int(connection.connection_pool.connection_kwargs.get("db", 0))
        enable_notifications(connection, shown)
        self._subscribe(connection, keys, db)
        tracker = Tracker(self.queue, keys.queue, since=time.time())  # a job put since is new
        self._tracker = tracker
        self._snapshot(connection, keys, tracker)
        self.attached.set()
        next_reconcile = time.monotonic() + RECONCILE
        still = REST_AFTER  # glances in a row that saw nothing move
        looks = 0  # looks back so far
        while not self._closing.is_set():
            wait = max(0.0, min(next_reconcile - time.monotonic(), 0.25))
            if still < REST_AFTER:  # jobs move: glance once a TICK
                self._closing.wait(min(TICK, wait))
                moved = self._glance(connection, keys, tracker)
            elif self._pubsub is None:  # at rest again: listen, then glance at what came
                self._subscribe_again(connection, keys, db, wait)
                moved = self._glance(connection, keys, tracker)
            else:
                moved = self._listen(keys, wait) and self._glance(connection, keys, tracker)
            still = 0 if moved else still + 1
            if still < REST_AFTER and self._pubsub is not None:
                self._close_quietly(self._pubsub)  # the glances follow the queue now
                self._pubsub = None
            if time.monotonic() >= next_reconcile:
                looks += 1
                if looks % FULL_EVERY:
                    self._glance(connection, keys, tracker)  # what a lost notification hid
                else:
                    self._reconcile(connection, keys, tracker)
                next_reconcile = time.monotonic() + RECONCILE

    def _subscribe(self, connection: Redis, keys: Keys, db: int) -> None:
        """Listen to the keyspace notifications of the jobs, the workers and
        the queue's workers set (a fresh connection of their own)."""
        redis: Any = connection  # redis-py's pubsub() and pipelines are untyped
        pubsub = redis.pubsub(ignore_subscribe_messages=True)
        space = f"__keyspace@{db}__:"
        pubsub.psubscribe(space + keys.job_prefix + "*")
        pubsub.subscribe(space + keys.workers)  # a worker registers, or leaves
        self._pubsub = pubsub
        self._space = space

    def _subscribe_again(self, connection: Redis, keys: Keys, db: int, wait: float) -> None:
        """Listen to the notifications again; if that fails, wait `wait` s
        (the reconcile says whether Redis is gone)."""
        try:
            self._subscribe(connection, keys, db)
        except Exception:
            self._pubsub = None
            self._closing.wait(wait)

    def _listen(self, keys: Keys, wait: float) -> bool:
        """Wait up to `wait` s for a notification; then let a TICK's worth
        gather, and mark the jobs and workers they name as changed. True if
        one came. A notification connection that broke is dropped (the
        next turn listens again; the reconcile reads what it missed)."""
        pubsub = self._pubsub
        assert pubsub is not None
        job_at = len(self._space) + len(keys.job_prefix)
        channels: set[Any] = set()  # a job changes several fields in turn: each named once
        try:
            message = pubsub.get_message(timeout=wait)
            if message is None:
                return False
            self._closing.wait(TICK)
            until = time.monotonic() + TICK  # a flood of them must not hold reads up
            while message is not None:
                channels.add(message["channel"])
                if time.monotonic() >= until:
                    break
                message = pubsub.get_message(timeout=0.0)
        except Exception:
            self._close_quietly(pubsub)
            self._pubsub = None
        for channel in map(decoded, channels):  # what came before a break is kept
            if channel.startswith(keys.job_prefix, len(self._space)):
                job_id = channel[job_at:]
                if ":" not in job_id:  # rq:job:<id>:dependents and the like
                    self._dirty.add(job_id)
            else:
                self._workers_changed = True
        return True

    def _glance(self, connection: Redis, keys: Keys, tracker: Tracker) -> bool:
        """Look where the jobs are (one transaction), read those that moved
        and those on their way between two places (taken, not yet seen
        started or ended), and report them in one batch: a job that came and
        went since the last glance is read with the rest, so ids follow the
        order the jobs were put. An ended registry is read from the highest
        score seen, and only what the glance before did not read is new
        (`EndedCursor`; a job with a TTL of its own, scored further on, waits
        for the full comparison). True if a job or a worker moved (a job of
        another queue, named by a notification, is no move of ours)."""
        places = self._places_seen
        with connection.pipeline(transaction=True) as pipe:
            pipe.llen(keys.queue)
            pipe.lindex(keys.queue, 0)
            pipe.lrange(keys.queue, -TAIL, -1)
            pipe.zrange(keys.started, 0, -1)
            pipe.smembers(keys.workers)
            pipe.lrange(keys.taken, 0, -1)
            for key in keys.ended:  # what each ended registry took since the last glance
                pipe.zrangebyscore(key, self._ended[key].score, "+inf")
                pipe.zrevrange(key, 0, 0, withscores=True)
            length, head, tail, started, workers, taken, *ended = pipe.execute()
        glance = Glance(
            int(length),
            None if head is None else decoded(head),
            [decoded(job_id) for job_id in tail],
            {job_id_of(decoded(entry)) for entry in started},
        )
        moved = places.moved(glance)
        if moved is None:  # a move a glance cannot follow: read the whole list
            moved = places.reset(
                [decoded(job_id) for job_id in connection.lrange(keys.queue, 0, -1)],
                glance.started,
            )
        workers = {decoded(key) for key in workers}
        if workers != self._worker_keys:
            self._worker_keys = workers
            self._workers_changed = True
        unseen = [decoded(job_id) for job_id in taken]  # put and taken between two glances
        for key, entries, top in zip(keys.ended, ended[::2], ended[1::2], strict=True):
            for entry in self._ended[key].new(entries, top[0][1] if top else None):
                unseen.append(job_id_of(decoded(entry)))  # ended since (or came and went)
        for job_id in unseen:
            if job_id in tracker.open or (
                job_id not in tracker.ids and job_id not in tracker.history
            ):
                moved.add(job_id)
        moving = bool(moved) or self._workers_changed
        self._dirty |= moved | self._between  # those between: read again, not a move
        if self._dirty or self._workers_changed:
            moving |= self._catch_up(connection, keys, tracker)
        return moving

    def _catch_up(self, connection: Redis, keys: Keys, tracker: Tracker) -> bool:
        """Read the workers (if they changed), then the jobs that changed, and
        report both in one batch; True if it said anything. The workers
        first: one that leaves between the two reads has ended its last job
        by the second, which the views hear first; one that came between
        them is said to start at its job. A job read open that its place
        does not hold (taken, not yet started; started since the last
        glance, or not yet in its hash) is read again next time."""
        alive = None
        if self._workers_changed:
            self._workers_changed = False
            alive = self._alive(connection, keys)
        job_ids = sorted(self._dirty)
        self._dirty.clear()
        replies = self._read(connection, keys, job_ids) if job_ids else []
        events = tracker.changes(replies, alive)
        self._report(events)
        places = self._places_seen
        self._between = {
            job_id
            for job_id in job_ids
            if job_id in tracker.open and not places.holds(job_id, tracker.shown_started(job_id))
        }
        return bool(events)

    def _report(self, events: list[Event]) -> None:
        if events and not self._closing.is_set():
            self.listener(events)

    def _read(self, connection: Redis, keys: Keys, job_ids: Sequence[str]) -> list[JobReply]:
        """Each job's hash fields in one round trip; then, in a second, the
        latest result of those that have ended (a job read as queued or
        started has none to read yet)."""
        with connection.pipeline(transaction=False) as pipe:
            for job_id in job_ids:
                pipe.hmget(keys.job(job_id), FIELDS)
            hashes = pipe.execute()
        read = list(zip(job_ids, hashes, strict=True))
        ended = [job_id for job_id, fields in read if has_ended(fields)]
        results: dict[str, Any] = {}
        if ended:
            with connection.pipeline(transaction=False) as pipe:
                for job_id in ended:
                    pipe.xrevrange(keys.result(job_id), "+", "-", count=1)
                results = {
                    job_id: latest[0][1]
                    for job_id, latest in zip(ended, pipe.execute(), strict=True)
                    if latest
                }
        return [JobReply(job_id, fields, results.get(job_id)) for job_id, fields in read]

    def _places(self, connection: Redis, keys: Keys) -> tuple[list[str], list[str], set[str]]:
        """Where RQ's registries place the queue's jobs, read in one
        transaction: started, queued (in order) and ended (and each ended
        registry's highest score: where the next glance reads it from)."""
        with connection.pipeline(transaction=True) as pipe:
            pipe.zrange(keys.started, 0, -1)
            pipe.lrange(keys.queue, 0, -1)
            for key in keys.ended:
                pipe.zrange(key, 0, -1)
            for key in keys.ended:
                pipe.zrevrange(key, 0, 0, withscores=True)
            started, queued, *ended = pipe.execute()
        kinds = len(keys.ended)
        for key, entries, top in zip(keys.ended, ended[:kinds], ended[kinds:], strict=True):
            self._ended.setdefault(key, EndedCursor()).seen_all(entries, top[0][1] if top else None)
        return (
            [job_id_of(decoded(entry)) for entry in started],
            [decoded(job_id) for job_id in queued],
            {job_id_of(decoded(e)) for registry in ended[:kinds] for e in registry},
        )

    def _snapshot(self, connection: Redis, keys: Keys, tracker: Tracker) -> None:
        """What is on the queue now: the workers, the jobs started, the queue
        in order. What has ended is history, never shown."""
        started, queued, ended = self._places(connection, keys)
        tracker.history |= ended
        self._places_seen.reset(queued, started)
        self._workers_changed = False
        self._worker_keys = {decoded(key) for key in connection.smembers(keys.workers)}
        alive = self._alive(connection, keys)
        ids = list(dict.fromkeys(started + queued))
        self._report(tracker.snapshot(alive, self._read(connection, keys, ids)))

    @staticmethod
    def _alive(connection: Redis, keys: Keys) -> dict[str, tuple[str, str]]:
        """The workers registered on the queue, by name: each one's (birth, death)."""
        names = sorted(decoded(key) for key in connection.smembers(keys.workers))
        with connection.pipeline(transaction=False) as pipe:
            for key in names:
                pipe.hmget(key, ("birth", "death"))
            replies = pipe.execute()
        return {
            key[len(keys.worker_prefix) :]: (decoded(birth), decoded(death))
            for key, (birth, death) in zip(names, replies, strict=True)
            if birth is not None or death is not None
        }

    def _reconcile(self, connection: Redis, keys: Keys, tracker: Tracker) -> None:
        """Read every job whose place in RQ's registries differs from what is
        shown: a job not followed yet (it may have come and gone between two
        looks), or one followed and no longer where it was."""
        started, queued, ended = self._places(connection, keys)
        present = set(started) | set(queued)
        known, history = tracker.ids, tracker.history
        differ = {j for j in present | ended if j not in known and j not in history}
        differ.update(j for j in tracker.open if j not in present)
        differ.update(j for j in present if j in known and j not in tracker.open)  # requeued
        self._dirty |= differ | self._places_seen.reset(queued, started)
        self._workers_changed = True
        self._catch_up(connection, keys, tracker)
