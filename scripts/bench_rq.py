"""`scripts/bench`'s probes of an RQ queue on Redis (run by bench_probes.py, by name).

    rq_bare N      N no-op jobs put on an RQ queue of a fresh local redis-server,
                   then two burst RQ workers (SimpleWorker: no fork per job) run
                   them: the workers' wall time, first start to last exit
    rq_attached N  the same with the window attached to the queue (File > Attach
                   to an RQ queue...): the same wall time; how long after the
                   worker's own start and end timestamps each job's TaskStarted and
                   TaskFinished reach the window's ledger (p99, max); the GUI
                   thread's 10 ms heartbeat; how many jobs were shown queued,
                   started and finished

Needs redis-server and the rq extra (`pip install "fifo-gui[rq]"`).
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import threading
import time
from typing import Any

QUEUE = "bench"


class Server:
    """A redis-server on a free port, in a temporary folder, no files kept."""

    def __init__(self) -> None:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = int(sock.getsockname()[1])
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.folder = tempfile.mkdtemp(prefix="fifo-gui-bench-redis-")
        server = shutil.which("redis-server")
        if server is None:
            raise SystemExit("bench: redis-server is not installed")
        self.process = subprocess.Popen(
            [
                server,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                self.folder,
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        from redis import Redis

        connection = Redis.from_url(self.url)
        deadline = time.monotonic() + 15
        while True:
            try:
                connection.ping()
                break
            except Exception:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        connection.close()

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)
        shutil.rmtree(self.folder, ignore_errors=True)


def _enqueue(url: str, n: int) -> None:
    from redis import Redis
    from rq import Queue

    from fifo_gui.core.demo_tasks import noop

    connection = Redis.from_url(url)
    queue = Queue(QUEUE, connection=connection)
    for at in range(0, n, 1000):
        queue.enqueue_many([Queue.prepare_data(noop) for _ in range(min(1000, n - at))])
    connection.close()


def _workers(url: str) -> tuple[list[Any], list[float]]:
    """Two burst workers started now; the wall clock's (start, last exit) filled in
    by a thread as they exit."""
    from fifo_gui.broker.workers import RQWorker

    began = time.perf_counter()
    workers = [
        RQWorker(url, QUEUE, f"bench-{k}", burst=True, worker_class="rq.worker.SimpleWorker")
        for k in (1, 2)
    ]
    wall = [began, 0.0]

    def wait() -> None:
        for worker in workers:
            worker.wait(600)
        wall[1] = time.perf_counter()

    threading.Thread(target=wait, daemon=True).start()
    return workers, wall


def rq_bare(n: int) -> dict[str, float]:
    """Two RQ workers run n no-ops, nobody watching."""
    server = Server()
    try:
        _enqueue(server.url, n)
        workers, wall = _workers(server.url)
        for worker in workers:
            worker.wait(600)
        return {"seconds": time.perf_counter() - wall[0]}
    finally:
        server.stop()


def rq_attached(n: int) -> dict[str, float]:
    """The same, with the window attached: the wall time, the lag of what is
    shown behind the workers' own timestamps, the heartbeat."""
    from bench_processes import _close
    from bench_window import Heartbeat, fresh_window, run_with_heartbeat

    from fifo_gui.core.events import TaskFinished, TaskQueued, TaskStarted

    server = Server()
    try:
        qapp, window, settings_dir = fresh_window()
        window.late.broker.get().attach(server.url, QUEUE)  # type: ignore[attr-defined]
        source = window.late.broker.get().source  # type: ignore[attr-defined]
        source.wait_attached(30)
        while window.sessions.current.live:  # type: ignore[attr-defined]
            qapp.processEvents()  # type: ignore[attr-defined]
        counts = {TaskQueued: 0, TaskStarted: 0, TaskFinished: 0}
        lags: dict[type, list[float]] = {TaskStarted: [], TaskFinished: []}

        def applied(batch: Any) -> None:
            now = time.monotonic()
            for event in batch.events:
                kind = type(event)
                if kind in counts:
                    counts[kind] += 1
                    if kind in lags:
                        lags[kind].append((now - event.time) * 1000)

        window.bridge.batch_applied.connect(applied)  # type: ignore[attr-defined]
        _enqueue(server.url, n)
        started: dict[str, Any] = {}

        def go() -> None:
            started["workers"], started["times"] = _workers(server.url)

        ledger = window.ledger  # type: ignore[attr-defined]
        cpu_began = time.process_time(), time.thread_time()
        result = run_with_heartbeat(
            go,
            lambda: ledger.done >= n and bool(started) and started["times"][1] > 0,
            Heartbeat(),
        )
        process_cpu = time.process_time() - cpu_began[0]
        gui_cpu = time.thread_time() - cpu_began[1]  # this (the GUI) thread's
        times = started["times"]
        _close(window, settings_dir)
        figures = {
            "seconds": times[1] - times[0],
            "heartbeat_p99_ms": result["p99_ms"],
            "heartbeat_max_ms": result["max_ms"],
            "gui_cpu_s": gui_cpu,
            "other_threads_cpu_s": process_cpu - gui_cpu,  # the source's thread, mostly
        }
        for kind, name in ((TaskStarted, "start"), (TaskFinished, "end")):
            ordered = sorted(lags[kind])
            figures[f"{name}_p99_ms"] = ordered[int(0.99 * (len(ordered) - 1))]
            figures[f"{name}_max_ms"] = ordered[-1]
        figures["shown"] = float(min(counts.values()))
        return figures
    finally:
        server.stop()


RQ_PROBES = {f.__name__: f for f in (rq_bare, rq_attached)}
