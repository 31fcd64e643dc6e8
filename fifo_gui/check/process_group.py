"""Where the platforms differ for the checker's child: how it is put in a group of
its own when it starts, and how that whole group is ended, whatever the student's
code started in it (a thread, a subprocess, a fork that keeps the pipe open).

On Linux and macOS the child leads a new session (`start_new_session`) and the
group is ended with `killpg`, which reaches every process in it even after the
child itself has exited. On Windows the child is put in a job object that kills
everything in it when its last handle closes: when the checker ends it, and
when the checker itself ends, however it ends.

The child ends its own group as it ends, and its watchdog (child.py) does when
it sees its checker gone (within a fifth of a second). So what a SIGKILL of the
checker leaves is only a process the answer moved out of the group on purpose
(`setsid`, a double fork into a session of its own); on Windows, nothing in the
job outlives it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
from typing import Any, NoReturn


def popen_options() -> dict[str, Any]:
    """The `subprocess.Popen` options that start the child in a group of its own."""
    if os.name == "posix":
        return {"start_new_session": True}
    return {"creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}


class ChildGroup:
    """The checker's child and everything it started, ended together by `kill`."""

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        self._proc = proc
        self._ended = False
        self._lock = threading.Lock()
        self._job = _job_for(proc) if sys.platform == "win32" else None

    def kill(self) -> None:
        """End every process in the group now; safe to call again, from any thread,
        and after the child has exited (a process it started may still be running)."""
        with self._lock:
            if os.name == "posix":
                if self._ended:
                    return
                exited = self._proc.poll() is not None
                with contextlib.suppress(ProcessLookupError, PermissionError):  # none left
                    os.killpg(self._proc.pid, signal.SIGKILL)
                # Once the child is gone and its group has been killed, the group is over:
                # its number is never signalled again (it may come back as another's).
                self._ended = exited
                return
            job, self._job = self._job, None
            if job is not None and _end_job(job):  # the job's handle is closed with it
                return
            if self._proc.poll() is None:
                self._proc.kill()


def end_own_group(status: int) -> NoReturn:
    """In the child, as it ends (its run done, or its checker gone): end its group,
    itself and whatever the checked code started with it, so that nothing is left
    even if its checker is gone too. Linux and macOS, where the checker made it
    lead a session of its own (never a shell's job, which it would end too);
    elsewhere it exits with `status` and the job object ends the rest."""
    if os.name == "posix" and os.getsid(0) == os.getpid():
        os.killpg(0, signal.SIGKILL)
    os._exit(status)


if sys.platform == "win32":  # pragma: no cover - Windows only
    import ctypes
    from ctypes import wintypes

    _KILL_ON_JOB_CLOSE = 0x2000
    _EXTENDED_LIMIT_INFORMATION = 9

    class _Counters(ctypes.Structure):
        _fields_ = [(name, ctypes.c_ulonglong) for name in ("r", "w", "o", "rb", "wb", "ob")]

    class _Basic(ctypes.Structure):
        _fields_ = [
            ("PerProcessUserTimeLimit", ctypes.c_longlong),
            ("PerJobUserTimeLimit", ctypes.c_longlong),
            ("LimitFlags", wintypes.DWORD),
            ("MinimumWorkingSetSize", ctypes.c_size_t),
            ("MaximumWorkingSetSize", ctypes.c_size_t),
            ("ActiveProcessLimit", wintypes.DWORD),
            ("Affinity", ctypes.c_size_t),
            ("PriorityClass", wintypes.DWORD),
            ("SchedulingClass", wintypes.DWORD),
        ]

    class _Extended(ctypes.Structure):
        _fields_ = [
            ("BasicLimitInformation", _Basic),
            ("IoInfo", _Counters),
            ("ProcessMemoryLimit", ctypes.c_size_t),
            ("JobMemoryLimit", ctypes.c_size_t),
            ("PeakProcessMemoryUsed", ctypes.c_size_t),
            ("PeakJobMemoryUsed", ctypes.c_size_t),
        ]

    def _kernel32() -> Any:
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.CreateJobObjectW.restype = wintypes.HANDLE
        kernel32.CreateJobObjectW.argtypes = (ctypes.c_void_p, wintypes.LPCWSTR)
        kernel32.SetInformationJobObject.argtypes = (
            wintypes.HANDLE,
            ctypes.c_int,
            ctypes.c_void_p,
            wintypes.DWORD,
        )
        kernel32.AssignProcessToJobObject.argtypes = (wintypes.HANDLE, wintypes.HANDLE)
        kernel32.TerminateJobObject.argtypes = (wintypes.HANDLE, wintypes.UINT)
        kernel32.CloseHandle.argtypes = (wintypes.HANDLE,)
        return kernel32

    def _job_for(proc: subprocess.Popen[bytes]) -> int | None:
        """A job object holding `proc`, which kills all in it when its handle closes
        (the checker's exit closes it, however the checker ends)."""
        kernel32 = _kernel32()
        job = kernel32.CreateJobObjectW(None, None)
        if not job:
            return None
        info = _Extended()
        info.BasicLimitInformation.LimitFlags = _KILL_ON_JOB_CLOSE
        size = ctypes.sizeof(info)
        set_info = kernel32.SetInformationJobObject
        handle = int(proc._handle)  # type: ignore[attr-defined]
        if not set_info(job, _EXTENDED_LIMIT_INFORMATION, ctypes.byref(info), size) or (
            not kernel32.AssignProcessToJobObject(job, handle)
        ):
            kernel32.CloseHandle(job)
            return None
        return int(job)

    def _end_job(job: int) -> bool:
        """End every process in the job, then let go of the job."""
        kernel32 = _kernel32()
        ended = bool(kernel32.TerminateJobObject(job, 1))
        kernel32.CloseHandle(job)
        return ended

else:

    def _job_for(proc: subprocess.Popen[bytes]) -> int | None:
        return None

    def _end_job(job: int) -> bool:
        return False
