"""Which program holds something open: ``host/pid/start``, and whether it still runs.

Used by the store (a session's owner, coach_app.store.interrupted) and by the Recorder's
journal of unsaved writes (coach_app.recording.journal). Kept apart from the store so the window can
name itself without importing SQLAlchemy at start.
"""

from __future__ import annotations

import os
import socket
from functools import cache


def _start_ticks(pid: int) -> str:
    """The process's start time in clock ticks since boot (Linux); "" where unknown."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            stat = fh.read()
    except OSError:
        return ""
    fields = stat.rsplit(")", 1)[-1].split()
    return fields[19] if len(fields) > 19 else ""


@cache
def this_process() -> str:
    """This program's owner token, ``host/pid/start``."""
    pid = os.getpid()
    return f"{socket.gethostname()[:60]}/{pid}/{_start_ticks(pid)}"


def owner_alive(owner: str) -> bool | None:
    """Is the process named by ``owner`` still running? None: it is on another host, or the
    token cannot be read, so its age must decide."""
    host, _, rest = owner.partition("/")
    pid_text, _, ticks = rest.partition("/")
    if host != socket.gethostname()[:60] or not pid_text.isdigit():
        return None
    pid = int(pid_text)
    if owner == this_process():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # another user's process with that pid: alive, but maybe not ours
    except OSError:
        return None
    now_ticks = _start_ticks(pid)
    return not (ticks and now_ticks and ticks != now_ticks)
