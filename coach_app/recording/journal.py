"""The writes the history has not taken yet, and their journal on disk.

The Recorder keeps every write the history refused for a while (a full disk, a read-only
file, a server that is down) in a :class:`Backlog`, in order, and tries them again. So
that a crash, or closing the program without saving, cannot lose them either, the backlog
is journalled to a file in the user's data folder (``unsaved-<host>-<pid>.jsonl``): a
header line, then one line per write (coach_app/store/writes.py's JSON), appended as each
write is kept (so a long outage costs one short append per shot), and rewritten whole
(coach_app/files/atomic.py: temporary file, then rename) when writes have been saved. A
crash in the middle of an append leaves at most a torn last line, which recovery skips.
At the next start :func:`recover` applies the journals of programs that are gone, for the
history they were meant for, and deletes them once applied. Only when the journal cannot
be written either (the same full disk) is the backlog in memory alone; the window then
offers to save it elsewhere before quitting.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from coach_app.files.atomic import write_text

if TYPE_CHECKING:
    from coach_app.store import History
    from coach_app.store.pending import Queue
    from coach_app.store.writes import Write

JOURNAL_GLOB = "unsaved-*.jsonl"


class Backlog:
    """Waiting writes (a :class:`coach_app.store.pending.Queue`) plus their journal file.

    ``journal_dir`` None keeps no journal (tests, and a run with no data folder);
    ``database`` is the URL of the history the writes belong to (password hidden): the
    next start applies the journal to that history only."""

    def __init__(self, journal_dir: Path | None = None, database: str = "") -> None:
        from coach_app.files.owner import this_process

        #: Made at the first write kept: the store (SQLAlchemy, half a second to import)
        #: must not load with the window (run_app opens it on a worker thread).
        self._queue: Queue | None = None
        self.database = database
        self.owner = this_process()
        name = "unsaved-" + self.owner.replace("/", "-").replace("\\", "-") + ".jsonl"
        self.path = None if journal_dir is None else journal_dir / name
        self.journal_error: str | None = None

    @property
    def queue(self) -> Queue:
        if self._queue is None:
            from coach_app.store.pending import Queue

            self._queue = Queue()
        return self._queue

    def __len__(self) -> int:
        return 0 if self._queue is None else len(self._queue)

    @property
    def shots(self) -> int:
        return 0 if self._queue is None else self._queue.shots

    def add(self, write: Write) -> None:
        """Keep a write for later, and journal it (the one place a live write becomes
        JSON)."""
        from coach_app.store.writes import to_json

        self.queue.writes.append(write)
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fresh = not self.path.exists()
            with self.path.open("a", encoding="utf-8") as fh:
                if fresh:
                    fh.write(json.dumps(self._header(), ensure_ascii=False) + "\n")
                fh.write(json.dumps(to_json(write), ensure_ascii=False) + "\n")
                fh.flush()
                os.fsync(fh.fileno())
            self.journal_error = None
        except OSError as exc:
            self.journal_error = exc.strerror or str(exc)

    def apply_now(self, history: History, write: Write) -> Any:
        """Make ``write`` at once, as the value it is (nothing waits before it)."""
        from coach_app.store.writes import apply

        return apply(history, write, self.queue.remap)

    def flush(self, history: History, failed: Callable[[BaseException], None],
              transient: tuple[type[BaseException], ...]) -> None:
        before = len(self.queue)
        self.queue.flush(history, failed, transient)
        if len(self.queue) != before:
            self._rewrite()

    def _header(self) -> dict[str, Any]:
        from coach_app.store.pending import FORMAT, VERSION

        return {"format": FORMAT, "version": VERSION, "database": self.database,
                "owner": self.owner}

    def to_json(self) -> dict[str, Any]:
        from coach_app.store.pending import to_file_json

        return to_file_json(self.queue.writes)

    def _rewrite(self) -> None:
        """The journal again from what is still waiting (gone when nothing is)."""
        if self.path is None:
            return
        from coach_app.store.writes import to_json

        try:
            if self.queue.writes:
                lines = [self._header(), *(to_json(w) for w in self.queue.writes)]
                write_text(self.path, "".join(
                    json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
            else:
                self.path.unlink(missing_ok=True)
            self.journal_error = None
        except OSError as exc:
            self.journal_error = exc.strerror or str(exc)

    def save(self, path: Path) -> None:
        """Save the waiting writes to a file of the user's choice (``history import`` and
        the app's import read it back). Raises OSError when it cannot be written."""
        write_text(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))


def recover(journal_dir: Path, history: History) -> int:
    """Apply the journals that programs now gone left for this history; returns the number
    of shots recovered. A journal that cannot be applied yet stays for the next start; one
    that is not a journal is left alone."""
    from coach_app.files.owner import owner_alive
    from coach_app.store.pending import FORMAT, apply_all, from_file_json

    shots = 0
    for path in sorted(journal_dir.glob(JOURNAL_GLOB)):
        try:
            header, writes = _read_journal(path)
        except (OSError, ValueError):
            continue
        if header.get("format") != FORMAT or header.get("database") != history.store.url:
            continue
        owner = header.get("owner")
        if isinstance(owner, str) and owner_alive(owner):
            continue
        try:
            shots += apply_all(history, from_file_json(
                {"format": FORMAT, "version": header.get("version"), "writes": writes}))
        except Exception:  # kept for the next start, never raised into the UI
            continue
        path.unlink(missing_ok=True)
    return shots


def _read_journal(path: Path) -> tuple[dict[str, Any], list[Any]]:
    """The header and the whole lines of a journal (a torn last line is skipped)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines:
        raise ValueError("empty journal")
    header = json.loads(lines[0])
    if not isinstance(header, dict):
        raise ValueError("no header")
    writes = []
    for i, line in enumerate(lines[1:], start=1):
        try:
            writes.append(json.loads(line))
        except ValueError:
            if i == len(lines) - 1:
                break  # the append a crash interrupted
            raise
    return header, writes
