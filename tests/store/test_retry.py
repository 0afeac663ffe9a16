"""A history that takes writes again gets the kept ones within seconds, unasked.

Was: a SQLite file that was read-only when the app's connections were opened kept them
read-only for ever (SQLite opens such a file read-only for the connection's life, and the
pool kept them): with the file writable again, 0 of 63 kept shots were saved in the next
45 s. Root ignores file permissions, so the read-only file is played by what SQLite does
with one: connections opened while ``read_only["on"]`` are read-only (``mode=ro``) for as
long as they live, exactly as on a real read-only file.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from sqlalchemy import event, func, select

from coach_app.recording.journal import Backlog
from coach_app.recording.recorder import PlayedShot, Recorder
from coach_app.recording.values import RetryPlan
from coach_app.store import History, open_store
from coach_app.store import models as m
from coach_app.store.sqlite_file import writable_again

WRITER = Path(__file__).with_name("read_only_writer.py")
ROOT = Path(__file__).resolve().parents[2]


class Clock:
    """Seconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def file_history(tmp_path):
    """A history whose connections are read-only while ``read_only["on"]`` is set."""
    path = tmp_path / "h.sqlite3"
    store = open_store(path)
    read_only = {"on": False}

    @event.listens_for(store.engine, "do_connect")
    def connect(dialect, conn_rec, cargs, cparams):
        if read_only["on"]:
            return sqlite3.connect(f"file:{path}?mode=ro", uri=True,
                                   check_same_thread=False)
        return None

    yield History(store), read_only
    store.close()


def _played(real_shot) -> PlayedShot:
    layout, stroke, result = real_shot
    return PlayedShot(layout, stroke, result, legal=True, shooter="Ann")


def _stored(history: History) -> int:
    with history.store.sessions() as s:
        return s.scalar(select(func.count()).select_from(m.Shot)) or 0


def test_a_history_made_writable_again_takes_the_kept_shots_within_seconds(
        file_history, real_shot, tmp_path):
    history, read_only = file_history
    clock = Clock()
    rec = Recorder(history, default_name="Ann", clock=clock,
                   backlog=Backlog(tmp_path / "journal", history.store.url))
    rec.player()  # the player exists before the file turns read-only
    read_only["on"] = True
    history.store.engine.dispose()  # the app (re)connects while the file is read-only
    for _ in range(63):
        rec.free_shot(_played(real_shot))
        clock.now += 0.7
    assert rec.unsaved_shots == 63 and rec.last_reason == "read_only"
    read_only["on"] = False  # chmod u+w: the history takes writes again
    made_writable = clock.now
    while rec.unsaved_shots and clock.now - made_writable < 45:
        clock.now += 1.0  # the window's one-second tick
        rec.tick()
    waited = clock.now - made_writable
    assert rec.unsaved_shots == 0 and _stored(history) == 63
    assert waited <= RetryPlan().longest_s + 1
    assert not rec.backlog.path.exists() and rec.last_error is None


def test_kept_writes_are_tried_on_a_back_off_not_on_every_tick(file_history, real_shot):
    history, read_only = file_history
    clock = Clock()
    rec = Recorder(history, default_name="Ann", clock=clock)
    rec.player()
    read_only["on"] = True
    history.store.engine.dispose()
    rec.free_shot(_played(real_shot))
    tries = []
    for second in range(1, 31):
        clock.now += 1.0
        if rec.tick():
            tries.append(second)
    # after 1 s, then 2 and 4 s apart, then every 5 s: 7 tries in 30 s, not 30
    assert tries == [1, 3, 7, 12, 17, 22, 27]


def test_a_history_away_is_not_tried_without_a_history(real_shot, tmp_path):
    rec = Recorder(None, clock=Clock())
    assert rec.tick() is False and rec.free_shot(_played(real_shot)) is None
    assert not Path(tmp_path).joinpath("journal").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file permissions")
def test_a_real_read_only_file_made_writable_again():
    """The same with a real file and its permissions (SQLite then also made its -shm
    read-only, which kept every connection, and the next start, read-only). In a folder
    of the system's temporary one, which the unprivileged user can reach."""
    with tempfile.TemporaryDirectory(prefix="pyramid-ro-") as tmp:
        _real_read_only(Path(tmp))


def _real_read_only(folder: Path) -> None:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p))
    out = subprocess.run([sys.executable, str(WRITER), str(folder)], capture_output=True,
                         text=True, env=env, timeout=120, cwd=folder)
    assert out.returncode == 0, out.stderr[-2000:]
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["kept"] == 20 and report["left"] == 0 and report["stored"] == 20
    assert report["seconds"] <= RetryPlan().longest_s + 1


def test_the_side_files_of_a_file_made_writable_again_are_writable_again(tmp_path):
    path = tmp_path / "h.sqlite3"
    for p in (path, path.with_name("h.sqlite3-shm"), path.with_name("h.sqlite3-wal")):
        p.write_bytes(b"x")
    path.with_name("h.sqlite3-shm").chmod(0o444)
    path.chmod(0o640)
    writable_again(path)
    assert stat.S_IMODE(path.with_name("h.sqlite3-shm").stat().st_mode) == 0o640
