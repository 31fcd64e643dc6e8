"""What one fresh process of `scripts/bench` measures. Prints one JSON line.

    python scripts/bench_probes.py NAME [N]

Every probe times from its first submit to its last completion, with
`time.perf_counter`, in a process of its own.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from bench_window import Heartbeat, fresh_window, run_until, run_until_done, run_with_heartbeat

if TYPE_CHECKING:
    from fifo_gui.core.scheduler import FIFOScheduler


def noop() -> None:
    """The task every throughput probe runs."""


def rss_bytes() -> int:
    """Resident memory of this process now (Linux /proc; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return 0


def load_figures(result: dict[str, float], n: int) -> dict[str, float]:
    """`result` with the load's throughput (tasks a second) and the process's peak RSS (MB)."""
    seconds = result.get("seconds", 0.0)
    return {
        **result,
        "rate": n / seconds if seconds else 0.0,
        "peak_rss_mb": peak_rss_bytes() / 1e6,
    }


def floor(n: int) -> dict[str, float]:
    """A bare queue.Queue: the main thread puts, one thread gets and calls."""
    q: queue.Queue[Callable[[], None] | None] = queue.Queue()

    def worker() -> None:
        while (item := q.get()) is not None:
            item()

    t = threading.Thread(target=worker)
    t.start()
    began = time.perf_counter()
    for _ in range(n):
        q.put(noop)
    q.put(None)
    t.join()
    return {"rate": n / (time.perf_counter() - began)}


def peer(n: int) -> dict[str, float]:
    """What a user might pick instead: ThreadPoolExecutor(max_workers=1).submit."""
    pool = ThreadPoolExecutor(max_workers=1)
    began = time.perf_counter()
    for _ in range(n):
        pool.submit(noop)
    pool.shutdown(wait=True)
    return {"rate": n / (time.perf_counter() - began)}


def core(n: int) -> dict[str, float]:
    """fifo_gui.core: the classroom's scheduler and one listener recording every event."""
    from fifo_gui.core import ClassroomScheduler

    return _scheduler_rate(ClassroomScheduler(verbose=False), n)


def core_lesson(n: int) -> dict[str, float]:
    """The lesson's `FIFOScheduler` (scheduler.py) and one listener recording every event."""
    from fifo_gui.core.scheduler import FIFOScheduler

    return _scheduler_rate(FIFOScheduler(verbose=False), n)


def _scheduler_rate(scheduler: FIFOScheduler, n: int) -> dict[str, float]:
    """`scheduler` started, n no-ops scheduled, stopped: tasks a second."""
    from fifo_gui.core.events import TaskFinished

    events: list[object] = []
    scheduler.add_listener(events.append)
    scheduler.start()
    began = time.perf_counter()
    for _ in range(n):
        scheduler.schedule(noop)
    scheduler.stop()
    elapsed = time.perf_counter() - began
    done = sum(isinstance(e, TaskFinished) for e in events)
    assert done == n and len(events) == 3 * n + 4
    return {"rate": n / elapsed}


def makespan(n: int) -> dict[str, float]:
    """n sleeping tasks of 0.1 s on 4 workers: first submit to last finish."""
    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.core.cancel import cancellable_sleep
    from fifo_gui.core.events import TaskFinished

    finished: list[float] = []
    scheduler = ClassroomScheduler(workers=4, verbose=False)
    scheduler.add_listener(
        lambda e: finished.append(e.time) if isinstance(e, TaskFinished) else None
    )
    scheduler.start()
    began = time.monotonic()
    for _ in range(n):
        scheduler.schedule(cancellable_sleep, 0.1)
    scheduler.stop()
    assert len(finished) == n
    return {"makespan": max(finished) - began}


def app_record(n: int) -> dict[str, float]:
    """`app`, recording every event to a file as `--record FILE` does."""
    return app(n, record=True)


def app(n: int, record: bool = False) -> dict[str, float]:
    """The whole window, offscreen, all views visible: a burst of n no-op tasks."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication, QPushButton

    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.core.states import TaskState
    from fifo_gui.ui.app.application import SCREENSHOT_SIZE, make_application
    from fifo_gui.ui.app.main_window import MainWindow
    from fifo_gui.ui.table.task_model import Column

    # Fresh settings every run: a layout saved by an earlier run (docks hidden,
    # say) must not change what this one measures.
    settings_dir = tempfile.mkdtemp(prefix="fifo-gui-bench-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    qapp = make_application()
    window = MainWindow(ClassroomScheduler(verbose=False))
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    assert all(d.isVisible() for d in window.docks.views)
    recording = os.path.join(settings_dir, "flood.jsonl")
    if record:
        assert window.recording.start_recording(recording)
    window.start_workers()
    qapp.processEvents()
    rss_before = rss_bytes()

    heartbeat = Heartbeat()

    # The window's own Burst button: it feeds the queue from the GUI thread in
    # slices, waiting a turn while the window has a backlog of events to show.
    window.controls.burst_spin.setValue(n)
    button = window.findChild(QPushButton, "burstButton")
    began = [0.0]
    done_at = [0.0]

    def press() -> None:
        began[0] = time.perf_counter()
        button.click()

    def check() -> None:
        # Done when the table's last row shows Done, not just the counts.
        model = window.model
        rows = model.rowCount()
        if (
            model.count(TaskState.DONE) >= n
            and rows
            and model.row(rows - 1).task_id == n
            and model.text(rows - 1, Column.STATE) == TaskState.DONE.value
        ):
            done_at[0] = time.perf_counter()
            qapp.quit()

    watcher = QTimer()
    watcher.setInterval(5)
    watcher.timeout.connect(check)
    watcher.start()
    heartbeat.start()
    QTimer.singleShot(0, press)
    QTimer.singleShot(600_000, qapp.quit)  # a safety net, never reached in a good run
    qapp.exec()
    heartbeat.stop()
    rss_after = rss_bytes()
    done = window.model.count(TaskState.DONE)
    window.close()
    QApplication.processEvents()
    extra = {}
    if record:
        window.recording.stop_recording()
        extra["file_mb"] = os.path.getsize(recording) / 1e6
    shutil.rmtree(settings_dir, ignore_errors=True)
    return extra | {
        "rate": n / (done_at[0] - began[0]) if done_at[0] else 0.0,
        "done": done,
        **heartbeat.figures(),
        "rss_growth_mb": (rss_after - rss_before) / 1e6,
        "peak_rss_mb": peak_rss_bytes() / 1e6,
    }


def backlog(n: int) -> dict[str, float]:
    """The window with its worker not started: the Burst button queues n no-ops
    (the idle queue takes them all), the window shows them; then Start, and the
    heartbeat while the backlog drains until the table's last row shows Done."""
    from PySide6.QtWidgets import QApplication, QPushButton

    qapp, window, settings_dir = fresh_window()
    window.controls.burst_spin.setValue(n)  # type: ignore[attr-defined]
    window.findChild(QPushButton, "burstButton").click()  # type: ignore[attr-defined]
    scheduler, ledger = window.scheduler, window.ledger  # type: ignore[attr-defined]
    deadline = time.perf_counter() + 120
    while ledger.queued < n or window.bridge.backlog:  # type: ignore[attr-defined]
        qapp.processEvents()  # type: ignore[attr-defined]
        assert time.perf_counter() < deadline, "the burst did not fill the queue"
    assert scheduler.tasks.qsize() == n and not scheduler.running
    settle = time.perf_counter() + 0.3  # the frames that show the full queue
    while time.perf_counter() < settle:
        qapp.processEvents()  # type: ignore[attr-defined]
    start = window.findChild(QPushButton, "startButton")  # type: ignore[attr-defined]
    result = load_figures(run_until_done(window, n, start.click, Heartbeat()), n)
    window.close()  # type: ignore[attr-defined]
    QApplication.processEvents()
    shutil.rmtree(settings_dir, ignore_errors=True)
    return result


PRODUCER_SLICE_S = 0.003


def producer(n: int) -> dict[str, float]:
    """The worker running; a QTimer on the GUI thread calls `schedule(noop)` one
    task at a time for 3 ms a turn (a producer a student writes, not a burst)
    until n are queued; the heartbeat until the table's last row shows Done."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from fifo_gui.core.demo_tasks import noop as demo_noop

    qapp, window, settings_dir = fresh_window()
    window.start_workers()  # type: ignore[attr-defined]
    qapp.processEvents()  # type: ignore[attr-defined]
    schedule = window.scheduler.schedule  # type: ignore[attr-defined]
    queued = [0]
    timer = QTimer()
    timer.setInterval(0)

    def produce() -> None:
        deadline = time.perf_counter() + PRODUCER_SLICE_S
        while queued[0] < n:
            schedule(demo_noop)
            queued[0] += 1
            if time.perf_counter() >= deadline:
                return
        timer.stop()

    timer.timeout.connect(produce)
    result = load_figures(run_until_done(window, n, timer.start, Heartbeat()), n)
    window.close()  # type: ignore[attr-defined]
    QApplication.processEvents()
    shutil.rmtree(settings_dir, ignore_errors=True)
    return result


def _student_monitor() -> tuple[object, object, Callable[[], int]]:
    """The monitor a student writes from the lesson and Qt's docs: the lesson's
    FIFOScheduler, a listener that emits one queued Qt signal per event, and a
    QTableWidget row per task whose State cell the slot sets. Returns the app,
    the scheduler and how many rows show Done."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QObject, Qt, Signal
    from PySide6.QtWidgets import QApplication, QTableWidget, QTableWidgetItem

    from fifo_gui.core.events import TaskFinished, TaskQueued, TaskStarted
    from fifo_gui.core.scheduler import FIFOScheduler

    class Relay(QObject):
        event = Signal(object)

    qapp = QApplication.instance() or QApplication([])
    table = QTableWidget(0, 2)
    table.resize(1280, 800)
    table.show()
    scheduler = FIFOScheduler(verbose=False)
    relay = Relay()
    done = [0]
    rows: dict[int, int] = {}

    def on_event(event: object) -> None:  # the GUI thread, one call per event
        if isinstance(event, TaskQueued) and not event.sentinel:
            rows[event.task_id] = row = table.rowCount()
            table.insertRow(row)
            table.setItem(row, 0, QTableWidgetItem(event.label))
            table.setItem(row, 1, QTableWidgetItem("Queued"))
        elif isinstance(event, TaskStarted):
            table.item(rows[event.task_id], 1).setText("Running")
        elif isinstance(event, TaskFinished):
            table.item(rows[event.task_id], 1).setText("Done")
            done[0] += 1

    relay.event.connect(on_event, Qt.ConnectionType.QueuedConnection)
    scheduler.add_listener(relay.event.emit)
    qapp._keep = (table, relay, on_event)  # type: ignore[attr-defined]
    return qapp, scheduler, lambda: done[0]


def monitor_backlog(n: int) -> dict[str, float]:
    """`backlog` for the student's monitor: n no-ops queued and shown, then start."""
    qapp, scheduler, done = _student_monitor()
    for _ in range(n):
        scheduler.schedule(noop)  # type: ignore[attr-defined]
    deadline = time.perf_counter() + 120
    while _rows_shown(qapp) < n:
        qapp.processEvents()  # type: ignore[attr-defined]
        assert time.perf_counter() < deadline, "the monitor did not show the queue"
    result = run_with_heartbeat(scheduler.start, lambda: done() >= n, Heartbeat())  # type: ignore[attr-defined]
    scheduler.stop(timeout=10)  # type: ignore[attr-defined]
    return load_figures(result, n)


def _rows_shown(qapp: object) -> int:
    table = qapp._keep[0]  # type: ignore[attr-defined]
    return int(table.rowCount())


def monitor_producer(n: int) -> dict[str, float]:
    """`producer` for the student's monitor: its worker running, schedule(noop)
    in 3 ms slices from the GUI thread until n are queued, then until all Done."""
    from PySide6.QtCore import QTimer

    _qapp, scheduler, done = _student_monitor()  # the app stays alive while it runs
    scheduler.start()  # type: ignore[attr-defined]
    queued = [0]
    timer = QTimer()
    timer.setInterval(0)

    def produce() -> None:
        deadline = time.perf_counter() + PRODUCER_SLICE_S
        while queued[0] < n:
            scheduler.schedule(noop)  # type: ignore[attr-defined]
            queued[0] += 1
            if time.perf_counter() >= deadline:
                return
        timer.stop()

    timer.timeout.connect(produce)
    result = run_with_heartbeat(timer.start, lambda: done() >= n, Heartbeat())
    scheduler.stop(timeout=10)  # type: ignore[attr-defined]
    return load_figures(result, n)


def monitor_burst(n: int) -> dict[str, float]:
    """`app`'s burst for the student's monitor: its worker running, a Burst
    button whose slot schedules n no-ops in one loop, as the lesson's
    schedule() is called; the heartbeat from the click until all are Done."""
    from PySide6.QtWidgets import QPushButton

    _qapp, scheduler, done = _student_monitor()  # the app stays alive while it runs
    scheduler.start()  # type: ignore[attr-defined]
    button = QPushButton("Burst")

    def burst() -> None:
        for _ in range(n):
            scheduler.schedule(noop)  # type: ignore[attr-defined]

    button.clicked.connect(burst)
    result = run_with_heartbeat(button.click, lambda: done() >= n, Heartbeat())
    scheduler.stop(timeout=10)  # type: ignore[attr-defined]
    return load_figures(result, n)


KILL_AFTER_S = 2.0
_RECORDING_CHILD = """
import sys, time
from fifo_gui.core import recorder

class Watched(recorder.Recorder):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        print(f"epoch {self.epoch!r}", file=sys.stderr, flush=True)

recorder.Recorder = Watched
from fifo_gui.app import main
sys.exit(main(sys.argv[1:]))
"""


def record_kill(n: int) -> dict[str, float]:
    """The app (the window, offscreen) runs a scenario of n no-ops with
    `--record`; it is killed with SIGKILL KILL_AFTER_S after its recording
    began. What the file holds is compared with the moment of the kill on the
    recording's own clock: the seconds of events lost, and the tasks the
    recording saw finish. (The child only prints its recorder's epoch.)"""
    import signal
    import subprocess

    folder = tempfile.mkdtemp(prefix="fifo-gui-bench-")
    scenario = os.path.join(folder, "flood.json")
    recording = os.path.join(folder, "flood.jsonl")
    with open(scenario, "w", encoding="utf-8") as f:
        json.dump(
            {"version": 2, "title": "Flood", "workers": 1, "tasks": [{"kind": "noop", "count": n}]},
            f,
        )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=folder)
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            _RECORDING_CHILD,
            "--scenario",
            scenario,
            "--autostart",
            "--record",
            recording,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stderr is not None
    epoch = None
    for line in child.stderr:
        if line.startswith("epoch "):
            epoch = float(line.split()[1])
            break
    assert epoch is not None, "the app never began its recording"
    time.sleep(max(0.0, epoch + KILL_AFTER_S - time.monotonic()))
    killed_at = time.monotonic() - epoch  # on the recording's clock
    child.send_signal(signal.SIGKILL)
    child.wait()
    last = 0.0
    finished = 0
    with open(recording, "rb") as f:
        for raw in f:
            try:
                event = json.loads(raw)
            except ValueError:
                continue  # a line the kill cut off
            if isinstance(event, dict) and isinstance(event.get("time"), (int, float)):
                last = max(last, float(event["time"]))
                finished += event.get("type") == "TaskFinished"
    shutil.rmtree(folder, ignore_errors=True)
    return {"lost_s": killed_at - last, "killed_at_s": killed_at, "finished": finished}


def record_noops(path: str, n: int) -> None:
    """A recording of n no-op tasks at `path`, as the app makes one: the core's
    scheduler with a Recorder listening (put, start, finish per task)."""
    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.core.recorder import Recorder

    recorder = Recorder(path)
    scheduler = ClassroomScheduler(verbose=False)
    scheduler.add_listener(recorder.record)
    scheduler.start()
    for _ in range(n):
        scheduler.schedule(noop)
    scheduler.stop()
    recorder.close(timeout=60)
    assert recorder.error is None, recorder.error


def peak_rss_bytes() -> int:
    """The most resident memory this process has had (Linux /proc; 0 elsewhere)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def replay_open(n: int) -> dict[str, float]:
    """A recording of n no-op tasks (written by a child process, so that making
    it counts in no figure) opened as File > Open recording opens one: the
    heartbeat's worst stall from the click until the replay is shown (its bar
    in the window, every event read, nothing left to ingest, the window's
    frame clock at rest) and its checkpoints are made; then six scrubs,
    forward and back; this process's peak RSS by then."""
    import subprocess

    from PySide6.QtWidgets import QApplication

    folder = tempfile.mkdtemp(prefix="fifo-gui-bench-")
    path = os.path.join(folder, "big.jsonl")
    subprocess.run(
        [sys.executable, os.path.abspath(__file__), "_record_noops", str(n), path], check=True
    )
    qapp, window, settings_dir = fresh_window()
    qapp.processEvents()  # type: ignore[attr-defined]
    recording = window.recording  # type: ignore[attr-defined]

    shown_at = [0.0]

    def ready() -> bool:
        bar = recording.mode.bar
        shown = bool(
            recording.replay is not None
            and bar is not None
            and bar.isVisible()
            and not window.bridge.backlog  # type: ignore[attr-defined]
            and not window.clock.running  # type: ignore[attr-defined]  # at rest: shown
        )
        if shown and not shown_at[0]:
            shown_at[0] = time.perf_counter()
        return shown and recording.replay.checkpoints.done

    began = time.perf_counter()
    result = run_with_heartbeat(lambda: recording.read_recording(path), ready, Heartbeat())
    replay = recording.replay
    assert replay is not None and len(replay.events) >= 3 * n, "the replay lost events"
    scrubs = scrub(qapp, replay)
    peak = peak_rss_bytes()
    window.close()  # type: ignore[attr-defined]
    QApplication.processEvents()
    size = os.path.getsize(path)
    shutil.rmtree(folder, ignore_errors=True)
    shutil.rmtree(settings_dir, ignore_errors=True)
    return {
        **result,
        "shown_s": shown_at[0] - began,
        "peak_rss_mb": peak / 1e6,
        "file_mb": size / 1e6,
        **scrubs,
    }


def scrub(qapp: object, replay: object) -> dict[str, float]:
    """Six scrubs of a replay, forward and back, each with the frame that shows
    it: the slowest and the median, in ms; and the slowest in the GUI thread's
    CPU time (on a loaded machine, the wall time also waits for a CPU)."""
    times: list[float] = []
    cpu: list[float] = []
    for fraction in (0.5, 0.1, 0.9, 0.0, 1.0, 0.25):
        began, began_cpu = time.perf_counter(), time.thread_time()
        replay.seek(replay.duration * fraction)  # type: ignore[attr-defined]
        qapp.processEvents()  # type: ignore[attr-defined]  # the frame that shows it
        times.append(time.perf_counter() - began)
        cpu.append(time.thread_time() - began_cpu)
    return {
        "scrub_max_ms": max(times) * 1000,
        "scrub_median_ms": sorted(times)[len(times) // 2] * 1000,
        "scrub_cpu_max_ms": max(cpu) * 1000,
    }


def replay(n: int) -> dict[str, float]:
    """A recording of n no-op tasks (the core's, with a Recorder) replayed in the
    window at 8x: the heartbeat while it plays (its checkpoints are made
    meanwhile); then, once they are made, scrubs, forward and back."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from fifo_gui.core import ClassroomScheduler
    from fifo_gui.ui.app.application import SCREENSHOT_SIZE, make_application
    from fifo_gui.ui.app.main_window import MainWindow

    settings_dir = tempfile.mkdtemp(prefix="fifo-gui-bench-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    path = os.path.join(settings_dir, "run.jsonl")
    record_noops(path, n)
    qapp = make_application()
    window = MainWindow(ClassroomScheduler(verbose=False))
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    qapp.processEvents()
    began = time.perf_counter()
    assert window.recording.open_recording(path)
    open_s = time.perf_counter() - began
    replay = window.recording.replay
    assert replay is not None
    replay.set_speed(8.0)

    heartbeat = Heartbeat()
    heartbeat.start()
    QTimer.singleShot(0, replay.play)
    run_until(lambda: replay.at_end and not replay.playing and not window.bridge.backlog)
    heartbeat.stop()
    done = window.ledger.done
    # Made while it played, at turns of Qt's loop (processEvents() alone may
    # never fire their zero timer): a scrub uses them once made.
    run_until(lambda: replay.checkpoints.done)
    made_s = time.perf_counter() - began - open_s  # after the replay was shown
    scrubs = scrub(qapp, replay)
    window.close()
    QApplication.processEvents()
    size = os.path.getsize(path)
    shutil.rmtree(settings_dir, ignore_errors=True)
    return {
        "done": done,
        **heartbeat.figures(),
        "open_s": open_s,
        "checkpoints_s": made_s,
        **scrubs,
        "file_mb": size / 1e6,
    }


def _first_paint(build: Callable[[], object]) -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                print(json.dumps({"painted_at": time.time()}), flush=True)
                os._exit(0)  # measured: nothing else matters
            return False

    window = build()
    app = QApplication.instance()
    spy = FirstPaint()
    window.installEventFilter(spy)  # type: ignore[attr-defined]
    window.show()  # type: ignore[attr-defined]
    app.exec()  # type: ignore[union-attr]


def startup_app(_: int) -> None:
    """Process start to the main window's first paint."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from fifo_gui.ui.app.application import make_application
    from fifo_gui.ui.app.main_window import MainWindow

    make_application()
    _first_paint(MainWindow)


def startup_bare(_: int) -> None:
    """Process start to the first paint of a bare QMainWindow with an empty QTableView."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QMainWindow, QTableView

    QApplication(sys.argv[:1])

    def build() -> QMainWindow:
        window = QMainWindow()
        window.setCentralWidget(QTableView())
        return window

    _first_paint(build)


def _idle_ticks(build: Callable[[], object], seconds: float) -> dict[str, float]:
    """CPU clock ticks (user + system, all threads) this process spends over
    `seconds` of an idle event loop, from 1 s after the window is shown."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    window = build()
    window.show()  # type: ignore[attr-defined]
    marks: list[float] = []

    def mark() -> None:
        times = os.times()
        marks.append(times.user + times.system)
        if len(marks) == 2:
            QApplication.quit()

    QTimer.singleShot(1000, mark)
    QTimer.singleShot(1000 + int(seconds * 1000), mark)
    QApplication.instance().exec()  # type: ignore[union-attr]
    return {"ticks": (marks[1] - marks[0]) * os.sysconf("SC_CLK_TCK")}


def _fresh_settings() -> None:
    from PySide6.QtCore import QSettings

    QSettings.setPath(
        QSettings.Format.IniFormat,
        QSettings.Scope.UserScope,
        tempfile.mkdtemp(prefix="fifo-gui-bench-"),
    )


def idle_app(seconds: int) -> dict[str, float]:
    """The window with nothing queued and no worker started."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from fifo_gui.ui.app.application import make_application
    from fifo_gui.ui.app.main_window import MainWindow

    _fresh_settings()
    make_application()
    return _idle_ticks(MainWindow, seconds)


def idle_app_started(seconds: int) -> dict[str, float]:
    """The window with one worker started, one task run, then nothing queued."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from fifo_gui.ui.app.application import make_application
    from fifo_gui.ui.app.main_window import MainWindow

    _fresh_settings()
    make_application()

    def build() -> MainWindow:
        window = MainWindow()
        window.start_workers()
        window.scheduler.schedule(noop)
        return window

    return _idle_ticks(build, seconds)


def idle_bare(seconds: int) -> dict[str, float]:
    """A bare QMainWindow with an empty QTableView."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QMainWindow, QTableView

    QApplication(sys.argv[:1])

    def build() -> QMainWindow:
        window = QMainWindow()
        window.setCentralWidget(QTableView())
        return window

    return _idle_ticks(build, seconds)


PROBES = {
    f.__name__: f
    for f in (
        floor,
        peer,
        core,
        core_lesson,
        makespan,
        app,
        app_record,
        backlog,
        producer,
        monitor_backlog,
        monitor_producer,
        monitor_burst,
        record_kill,
        replay,
        replay_open,
        startup_app,
        startup_bare,
        idle_app,
        idle_app_started,
        idle_bare,
    )
}

if __name__ == "__main__":  # worker processes' and RQ's probes live beside
    from bench_processes import PROCESS_PROBES
    from bench_rq import RQ_PROBES

    PROBES |= PROCESS_PROBES | RQ_PROBES

if __name__ == "__main__":
    if sys.argv[1] == "_record_noops":  # replay_open's child: makes the file, measures nothing
        record_noops(sys.argv[3], int(sys.argv[2]))
        raise SystemExit(0)
    name = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    result = PROBES[name](count)
    if result is not None:
        print(json.dumps(result), flush=True)
