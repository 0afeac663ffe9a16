"""Work left open by a killed program is closed as interrupted at the next start, and only
that: another live program's open session is left alone."""

from __future__ import annotations

import os
import socket
from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from coach_app.files.owner import owner_alive, this_process
from coach_app.store import History, NewShot, PlayedShot, open_store
from coach_app.store import models as m
from coach_app.store.interrupted import STALE


def _dead_owner() -> str:
    pid = 4_000_000  # above Linux's pid_max: no process has it
    return f"{socket.gethostname()[:60]}/{pid}/1"


def _attempt_with_shot(h: History, sid: str, real_shot) -> str:
    ds = h.start_drill_set(sid, "pot.straight-1")
    att = h.start_attempt(ds.id, 1)
    layout, stroke, result = real_shot
    h.record_shot(NewShot(sid, PlayedShot(layout, stroke, result), attempt_id=att.id))
    return att.id


def test_a_dead_programs_session_and_attempt_are_closed_as_interrupted(db_url, real_shot):
    with open_store(db_url) as store:
        h = History(store)
        ann = h.ensure_player("Ann")
        dead = h.start_session(ann.id, owner=_dead_owner())
        dead_attempt = _attempt_with_shot(h, dead.id, real_shot)
        live = h.start_session(ann.id, owner=this_process())
        live_attempt = _attempt_with_shot(h, live.id, real_shot)
        assert h.close_interrupted() == 2  # the dead session and its attempt
        with store.sessions() as s:
            d, lv = s.get(m.PracticeSession, dead.id), s.get(m.PracticeSession, live.id)
            assert d.ended_at is not None and d.end_reason == m.INTERRUPTED
            assert lv.ended_at is None and lv.end_reason is None
            a = s.get(m.Attempt, dead_attempt)
            assert a.finished_at is not None and a.success is None
            assert a.reason == m.INTERRUPTED
            assert s.get(m.Attempt, live_attempt).finished_at is None
        # Neither a success nor a miss: counted by nobody.
        by_id = {x.id: x for x in h.sessions(ann.id)}
        assert (by_id[dead.id].attempts, by_id[dead.id].successes) == (0, 0)
        assert h.close_interrupted() == 0


def test_another_machines_session_is_closed_only_when_stale(db_url):
    with open_store(db_url) as store:
        h = History(store)
        ann = h.ensure_player("Ann")
        now = datetime.now(UTC)
        old = h.start_session(ann.id, owner="club-pc-2/123/9", started_at=now - 2 * STALE)
        recent = h.start_session(ann.id, owner="club-pc-2/124/9",
                                 started_at=now - timedelta(minutes=5))
        legacy = h.start_session(ann.id, started_at=now - 2 * STALE)  # before owners existed
        assert h.close_interrupted() == 2
        with store.sessions() as s:
            ended = {r.id for r in s.scalars(select(m.PracticeSession)
                                             .where(m.PracticeSession.ended_at.is_not(None)))}
        assert ended == {old.id, legacy.id}
        assert recent.id not in ended


def test_owner_tokens():
    assert owner_alive(this_process()) is True
    assert owner_alive(_dead_owner()) is False
    assert owner_alive("another-host/1/1") is None
    host = socket.gethostname()[:60]
    assert owner_alive(f"{host}/{os.getpid()}/not-my-start") is False  # a reused pid
