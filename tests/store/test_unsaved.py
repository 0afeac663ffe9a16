"""A history that stops taking writes costs no shot: the Recorder keeps them, in
order, journals them to disk, saves them when the history is back, and a saved file or a
journal left by a killed run is imported later, once."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from sqlalchemy import func, select
from sqlalchemy.exc import OperationalError

from coach_app.cli import main
from coach_app.recording.journal import Backlog, recover
from coach_app.recording.recorder import PlayedShot, Recorder
from coach_app.store import History, Store, open_store
from coach_app.store import models as m
from coach_app.store.retry import Backoff, is_transient


def _shot(real_shot, shooter="Ann") -> PlayedShot:
    layout, stroke, result = real_shot
    return PlayedShot(layout, stroke, result, legal=True, points=1, shooter=shooter)


def _shots(history: History) -> list[str]:
    with history.store.sessions() as s:
        return list(s.scalars(select(m.Shot.id).order_by(m.Shot.taken_at, m.Shot.seq)))


@pytest.fixture
def path(tmp_path) -> Path:
    p = tmp_path / "h.sqlite3"
    open_store(p).close()
    return p


def _read_only(path: Path) -> History:
    """The same history through a read-only connection: every write fails as it does on a
    read-only file (chmod does not stop root, who runs CI)."""
    return History(open_store(f"sqlite:///file:{path}?mode=ro&uri=true", upgrade=False))


def test_a_read_only_history_keeps_every_shot_and_saves_them_when_it_can(path, tmp_path,
                                                                        real_shot):
    seen: list[tuple[int, int]] = []
    rec = Recorder(_read_only(path), default_name="Ann",
                   on_backlog=lambda shots, writes: seen.append((shots, writes)),
                   backlog=Backlog(tmp_path / "journal", "test"))
    made = [rec.free_shot(_shot(real_shot)) for _ in range(25)]
    assert all(r is not None and r.ref is None for r in made)
    assert rec.unsaved_shots == 25 and seen[-1][0] == 25
    lines = [json.loads(x) for x in rec.backlog.path.read_text().splitlines()]
    assert lines[0]["format"] == "pyramid-coach-pending"  # on disk at every change
    assert sum(w.get("op") == "record_shot" for w in lines[1:]) == 25
    rec.history = History(open_store(path))  # the history is writable again
    rec.flush()
    assert rec.unsaved_shots == 0 and not rec.backlog.path.exists()
    assert _shots(rec.history) == [r.shot.id for r in made]  # all, in order, once
    (session,) = rec.history.sessions(rec.history.player("Ann").id)
    assert session.shots == 25


def test_a_disk_that_fills_up_mid_game_loses_nothing(path, real_shot, monkeypatch):
    history = History(open_store(path))
    rec = Recorder(history, default_name="Ann")
    first = [rec.free_shot(_shot(real_shot)) for _ in range(5)]
    real_write = Store.write
    full = {"on": True}

    def write(self, work):
        if full["on"]:
            raise OperationalError("INSERT", {}, Exception("database or disk is full"))
        return real_write(self, work)

    monkeypatch.setattr(Store, "write", write)
    later = [rec.free_shot(_shot(real_shot)) for _ in range(7)]
    assert rec.unsaved_shots == 7 and rec.last_error and "disk is full" in rec.last_error
    full["on"] = False
    more = [rec.free_shot(_shot(real_shot)) for _ in range(2)]  # kept behind, in order
    assert rec.unsaved_shots == 9
    rec.flush()  # the window's timer
    assert rec.unsaved_shots == 0
    assert _shots(history) == [r.shot.id for r in first + later + more]


def test_a_saved_backlog_imports_once(path, tmp_path, real_shot, capsys):
    rec = Recorder(_read_only(path), default_name="Ann")
    rec.start_drill("pot.straight-1", title="Straight", category="potting")
    rec.start_attempt(1)
    ids = [rec.practice_shot(_shot(real_shot)).shot.id for _ in range(3)]
    rec.finish_attempt(success=True, reason="potted", points=1)
    saved = tmp_path / "unsaved.json"
    rec.backlog.save(saved)
    for _ in range(2):  # the same file twice adds nothing the second time
        assert main(["history", "import", str(saved), "--db", str(path)]) == 0
    history = History(open_store(path))
    assert _shots(history) == ids
    (session,) = history.sessions(history.player("Ann").id)
    assert (session.attempts, session.successes) == (1, 1)
    assert "added 3 shots" in capsys.readouterr().out


def test_a_journal_left_by_a_killed_run_is_recovered_at_the_next_start(path, tmp_path,
                                                                      real_shot):
    journal_dir = tmp_path / "journal"
    rec = Recorder(_read_only(path), default_name="Ann",
                   backlog=Backlog(journal_dir, f"sqlite:///{path}"))
    ids = [rec.free_shot(_shot(real_shot)).shot.id for _ in range(4)]
    lines = rec.backlog.path.read_text().splitlines()
    header = json.loads(lines[0])
    header["owner"] = f"{os.uname().nodename}/999999/1"  # as if its run had died
    torn = lines[-1][: len(lines[-1]) // 2]  # and had been killed in the middle of an append
    rec.backlog.path.write_text("\n".join([json.dumps(header), *lines[1:], torn]) + "\n")
    other = journal_dir / "unsaved-other.jsonl"  # another history's journal is left alone
    other.write_text("\n".join([json.dumps(header | {"database": "sqlite:////x.sqlite3"}),
                                *lines[1:]]) + "\n")
    history = History(open_store(path))
    assert recover(journal_dir, history) == 4
    assert _shots(history) == ids
    assert not rec.backlog.path.exists() and other.exists()
    assert recover(journal_dir, history) == 0


def test_a_live_programs_journal_is_not_taken(path, tmp_path, real_shot):
    journal_dir = tmp_path / "journal"
    rec = Recorder(_read_only(path), default_name="Ann",
                   backlog=Backlog(journal_dir, f"sqlite:///{path}"))
    rec.free_shot(_shot(real_shot))
    assert recover(journal_dir, History(open_store(path))) == 0  # its owner (we) still runs
    assert rec.backlog.path.exists()


def test_busy_and_gone_are_transient_full_and_read_only_are_not():
    busy = OperationalError("BEGIN", {}, Exception("database is locked"))
    ro = OperationalError("INSERT", {}, Exception("attempt to write a readonly database"))
    assert is_transient(busy) and not is_transient(ro)
    tries: list[int] = []

    def flaky() -> str:
        tries.append(1)
        if len(tries) < 3:
            raise busy
        return "done"

    assert Backoff(tries=5, first=0.0).run(flaky, sleep=lambda s: None) == "done"
    assert len(tries) == 3
    with pytest.raises(OperationalError):
        Backoff(tries=5).run(lambda: (_ for _ in ()).throw(ro), sleep=lambda s: None)


def test_an_attempt_never_shot_leaves_nothing(path, real_shot):
    history = History(open_store(path))
    rec = Recorder(history, default_name="Ann")
    rec.start_drill("pot.straight-1")
    rec.start_attempt(1)
    rec.practice_shot(_shot(real_shot))
    rec.finish_attempt(success=False, reason="missed")
    rec.start_attempt(2)  # "retry exactly" set up, then the player leaves the drill
    rec.start_drill("pot.straight-2")
    rec.end_sessions()
    with history.store.sessions() as s:
        assert s.scalar(select(func.count()).select_from(m.Attempt)) == 1
    (session,) = history.sessions(history.player("Ann").id)
    assert (session.attempts, session.successes) == (1, 0)


def test_the_journal_shrinks_as_writes_are_saved(path, tmp_path, real_shot):
    rec = Recorder(_read_only(path), default_name="Ann", backlog=Backlog(tmp_path / "j", "x"))
    rec.free_shot(_shot(real_shot))
    assert len(rec.backlog.path.read_text().splitlines()) == 1 + len(rec.backlog)
    rec.history = History(open_store(path))
    rec.flush()
    assert os.listdir(tmp_path / "j") == []  # gone once saved, no temporary left
