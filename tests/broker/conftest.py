"""A real Redis for each test that asks (its own server on a free port, no
files kept) and real `rq worker` child processes, all ended at the end.

Skipped, with the reason, only where redis-server or the rq extra is absent
(CI installs both: .ci/run and the test extra)."""

from __future__ import annotations

import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

from fifo_gui.broker import missing_packages
from fifo_gui.core.events import Event

SERVER_WAIT = 15.0  # seconds for a fresh redis-server to answer
WAIT = 30.0  # seconds a test waits for what RQ's workers do (generous: CI is loaded)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class RedisServer:
    """A redis-server child process on a free port, in a temporary folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = _free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        server = shutil.which("redis-server")
        assert server is not None
        log = open(self.folder / "redis.log", "ab")  # noqa: SIM115 - the child holds it
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
                str(self.folder),
            ],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        deadline = time.monotonic() + SERVER_WAIT
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                    sock.sendall(b"PING\r\n")
                    if sock.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError((self.folder / "redis.log").read_text(errors="replace"))
            time.sleep(0.05)  # polling a server's start: no event to wait on

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed (Debian: apt-get install redis-server)")
    if missing_packages():
        pytest.skip('the rq extra is not installed (pip install "fifo-gui[rq]")')
    for attempt in range(3):  # a free port another process took meanwhile: pick another
        folder = tmp_path / f"redis-{attempt}"
        folder.mkdir()
        server = RedisServer(folder)
        try:
            server.start()
            break
        except RuntimeError:
            server.stop()
            if attempt == 2:
                raise
    try:
        yield server
    finally:
        server.stop()


class Events:
    """A source's listener that keeps every event and lets a test wait for them."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.batches = 0
        self._changed = threading.Condition()

    def __call__(self, batch: Sequence[Event]) -> None:
        with self._changed:
            self.events.extend(batch)
            self.batches += 1
            self._changed.notify_all()

    def of(self, kind: type) -> list[Event]:
        with self._changed:
            return [e for e in self.events if isinstance(e, kind)]

    def wait_for(self, done: Callable[[Events], bool], timeout: float = WAIT) -> None:
        deadline = time.monotonic() + timeout
        with self._changed:
            while not done(self):
                left = deadline - time.monotonic()
                assert left > 0, f"not seen in {timeout} s: {self.events}"
                self._changed.wait(left)
