"""A real X desktop for the tests that run the app as a user meets it: Xvfb,
optionally with openbox managing the windows, started and stopped as one.

Xvfb picks a free display itself (`-displayfd`), so tests on real displays may
run at the same time. Every process gets a process group of its own, so that
stopping it stops what it started.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from typing import Any


def wait_for(predicate: Callable[[], object], timeout: float, what: str) -> None:
    """Poll `predicate` until it is true; fail saying `what` after `timeout` s."""
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def press_until(env: dict[str, str], window_id: str, key: str, done: Callable[[], bool]) -> None:
    """Press `key` in the window until `done()`: on a loaded machine a key sent
    before the window manager gave the window focus can be lost."""
    for _ in range(4):
        subprocess.run(
            ["xdotool", "windowactivate", "--sync", window_id],
            env=env,
            timeout=10,
            check=False,
            capture_output=True,
        )
        subprocess.run(
            ["xdotool", "key", "--window", window_id, key], env=env, timeout=10, check=True
        )
        deadline = time.monotonic() + 8
        while time.monotonic() < deadline:
            if done():
                return
            time.sleep(0.05)
    raise AssertionError(f"the window did not answer {key}")


def start(argv: list[str], env: dict[str, str], **kwargs: Any) -> subprocess.Popen[bytes]:
    """`argv` in a process group of its own, so that stopping it stops what it started."""
    kwargs.setdefault("stdout", subprocess.DEVNULL)
    kwargs.setdefault("stderr", subprocess.DEVNULL)
    return subprocess.Popen(argv, env=env, start_new_session=True, **kwargs)


def stop(process: subprocess.Popen[bytes]) -> None:
    """End `process` and the process group it leads (started by `start`)."""
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
        try:
            process.wait(timeout=wait)
            break
        except subprocess.TimeoutExpired:
            continue
    # What the leader started may outlive it (at-spi's bus, its registry).
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    for pipe in (process.stdout, process.stderr):
        if pipe is not None:
            pipe.close()


def _xvfb(size: tuple[int, int], env: dict[str, str]) -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on a display it chose: the process and its DISPLAY."""
    width, height = size
    read_fd, write_fd = os.pipe()
    try:
        screen = f"{width}x{height}x24"
        # -noreset: by default the server resets when its last client leaves,
        # and drops whoever connects meanwhile: openbox, started while a
        # `xdotool search` looked for it, then exited with "Failed to open the
        # display" (on its stdout) in about 1 of 20 starts, 3 at a time.
        argv = ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", screen, "-noreset"]
        argv += ["-nolisten", "tcp"]
        server = start(argv, env, pass_fds=(write_fd,))
    finally:
        os.close(write_fd)
    with os.fdopen(read_fd, "rb") as pipe:
        ready, _, _ = select.select([pipe], [], [], 20)
        number = pipe.readline().decode().strip() if ready else ""
    if not number.isdigit():
        stop(server)
        raise AssertionError("Xvfb did not start")
    return server, f":{number}"


def _openbox(env: dict[str, str]) -> subprocess.Popen[bytes]:
    """openbox, once it manages the display's windows (if it exits, what it said)."""
    with tempfile.TemporaryFile() as said:
        wm = start(["openbox"], env, stderr=said)
        try:
            _wait_for_openbox(wm, env)
        except BaseException:
            stop(wm)
            raise
        if wm.poll() is not None:
            said.seek(0)
            text = said.read().decode(errors="replace").strip()[-2000:] or "nothing"
            raise AssertionError(f"openbox exited with {wm.returncode}; it said: {text}")
    return wm


def _wait_for_openbox(wm: subprocess.Popen[bytes], env: dict[str, str]) -> None:
    """Until openbox's own window is on the display, or openbox exited."""

    def managing() -> bool:
        found = subprocess.run(
            ["xdotool", "search", "--class", "openbox"], env=env, capture_output=True, check=False
        )
        return found.returncode == 0 or wm.poll() is not None

    wait_for(managing, 15, "openbox")


@contextlib.contextmanager
def x_desktop(
    size: tuple[int, int], env: dict[str, str] | None = None, *, window_manager: bool = True
) -> Iterator[dict[str, str]]:
    """An X server of `size` (with openbox unless `window_manager` is False):
    yields `env` (default: this process's) with its DISPLAY; stops both after."""
    env = dict(os.environ if env is None else env)
    server, display = _xvfb(size, env)
    env["DISPLAY"] = display
    processes = [server]
    try:
        if window_manager:
            processes.append(_openbox(env))
        yield env
    finally:
        for process in reversed(processes):
            stop(process)
