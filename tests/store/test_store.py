"""The repository on a real database: record as play happens, read back exactly."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from sqlalchemy import text

from coach_app.store import History, NewShot, Period, PlayedShot, StoreError, open_store
from simulation.physics.engine import simulate
from simulation.rules.verdict import Call


@pytest.fixture
def history(db_url):
    with open_store(db_url) as store:
        yield History(store)


def test_a_recorded_shot_reads_back_exactly_and_replays(history, real_shot):
    layout, stroke, result = real_shot
    ivan = history.ensure_player("Ivan")
    s = history.start_session(ivan.id, "practice")
    ref = history.record_shot(NewShot(s.id, PlayedShot(
        layout, stroke, result, place=(-0.9, -0.2), call=Call("5", "BL"), verdict={"legal": True},
        legal=True, shooter="Ivan"), player_id=ivan.id))
    (shot,) = history.shots(s.id)
    assert shot.id == ref.id and shot.seq == 1
    assert shot.layout == layout and shot.stroke == stroke
    assert shot.place == (-0.9, -0.2) and shot.call == Call("5", "BL")
    assert shot.result.events == result.events
    assert shot.result.balls == result.balls and shot.result.pocketed == result.pocketed
    assert shot.result.initial == layout and shot.result.cue_ball == "cue"
    assert shot.verdict == {"legal": True} and shot.legal is True
    # The derived columns: a direct cut of the 5 that went into the called pocket.
    assert shot.metrics.first_ball == "5" and shot.metrics.potted is True
    assert 0 < shot.metrics.cut_angle_deg < 90
    assert shot.metrics.distance_m == pytest.approx(((1.5) ** 2 + 0.55 ** 2) ** 0.5, abs=1e-6)
    # Exact replay: the same physics on the stored input gives the stored result.
    again = simulate(shot.layout, shot.stroke, table=history.session(s.id).table)
    assert again.to_json() == shot.result.to_json()


def test_recording_with_a_given_id_is_idempotent(history, real_shot):
    layout, stroke, result = real_shot
    p = history.ensure_player("Ivan")
    s = history.start_session(p.id)
    given = "00000000-0000-4000-8000-000000000000"
    a = history.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result), id=given))
    b = history.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result), id=a.id))
    assert a == b and len(history.shots(s.id)) == 1


def test_sessions_by_player_and_date_range_with_counts(history, real_shot):
    layout, stroke, result = real_shot
    ivan, olga = history.ensure_player("Ivan"), history.ensure_player("Olga")
    today = datetime.now(UTC)
    old = history.start_session(ivan.id, started_at=today - timedelta(days=10))
    new = history.start_session(ivan.id, started_at=today)
    history.start_session(olga.id, started_at=today)
    ds = history.start_drill_set(new.id, "potting.cut30", title="Cut", category="potting")
    for n, ok in ((1, True), (2, False), (3, True)):
        att = history.start_attempt(ds.id, n)
        history.record_shot(NewShot(new.id, PlayedShot(
            layout, stroke, result), attempt_id=att.id, player_id=ivan.id))
        history.finish_attempt(att.id, success=ok, reason="success" if ok else "missed")
    assert [s.id for s in history.sessions(ivan.id)] == [old.id, new.id]
    recent = history.sessions(ivan.id, Period(start=date.today() - timedelta(days=2)))
    assert [(s.id, s.shots, s.attempts, s.successes) for s in recent] == [(new.id, 3, 3, 2)]
    assert history.sessions(ivan.id, Period(end=date.today() - timedelta(days=5)))[0].id \
        == old.id
    assert [a.number for a in history.attempts(ivan.id, "potting.cut30")] == [1, 2, 3]


def test_annotations_and_marks(history, real_shot):
    layout, stroke, result = real_shot
    ivan = history.ensure_player("Ivan")
    coach = history.ensure_player("Coach", role="coach")
    assert coach.role == "coach"
    s = history.start_session(ivan.id)
    ref = history.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result), player_id=ivan.id))
    history.annotate(coach.id, "Too much follow", shot_id=ref.id)
    history.annotate(coach.id, "Good session", session_id=s.id)
    history.mark(ref.id, coach.id, "key")
    history.mark(ref.id, coach.id, "mistake")  # marking again relabels, no duplicate
    (shot,) = history.shots(s.id)
    assert [n.text for n in shot.notes] == ["Too much follow"]
    assert [(k.label, k.author_name) for k in shot.marks] == [("mistake", "Coach")]
    assert [n.text for n in history.notes(s.id)] == ["Too much follow", "Good session"]
    assert [x.id for x in history.marked_shots(ivan.id)] == [ref.id]
    history.unmark(ref.id, coach.id)
    assert history.marked_shots(ivan.id) == ()
    with pytest.raises(StoreError, match="empty"):
        history.annotate(coach.id, "  ", session_id=s.id)
    with pytest.raises(StoreError, match="no shot"):
        history.mark("nope", coach.id)


def test_visits_follow_the_referee(history, real_shot):
    layout, stroke, result = real_shot
    a = history.ensure_player("A")
    s = history.start_session(a.id, "game")
    g = history.start_game(s.id, "free", ["A", "B"], player_side="A")
    f = history.start_frame(g.id, 1, "A")
    turns = [("A", "continues"), ("A", "passes"), ("B", "passes"), ("A", "continues"),
             ("A", "continues")]
    visits = [history.record_shot(NewShot(s.id, PlayedShot(
        layout, stroke, result, shooter=who, verdict={"turn": turn}), frame_id=f.id)).visit
              for who, turn in turns]
    assert visits == [1, 1, 2, 3, 3]
    history.finish_frame(f.id, winner="A", scores={"A": 8, "B": 3},
                         sheet=[{"event": "pot", "side": "A"}])
    assert history.finish_game(g.id, "A").winner == "A"


def test_foreign_keys_are_enforced(history, db_url):
    with pytest.raises(StoreError, match="no session"):
        history.start_drill_set("missing", "d")
    # The database itself refuses an orphan too (SQLite: PRAGMA foreign_keys=ON).
    with pytest.raises(Exception, match=r"(?i)foreign key"), \
            history.store.engine.begin() as conn:
        conn.execute(text("INSERT INTO drill_sets (id, session_id, drill_id, title, category, "
                          "discipline, started_at) VALUES ('x', 'nope', 'd', '', '', '', "
                          "'2026-01-01 00:00:00')"))


def test_sqlite_runs_in_wal_mode(tmp_path):
    with open_store(tmp_path / "h.sqlite3") as store, store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_url_setting(monkeypatch, tmp_path):
    from coach_app.store.location import ENV_VAR, default_path, resolve_url

    assert resolve_url(None, {}).endswith(str(default_path()))
    assert resolve_url(None, {ENV_VAR: "postgresql://u@h/db"}) == "postgresql+psycopg://u@h/db"
    assert resolve_url(str(tmp_path / "x.db"), {ENV_VAR: "sqlite:///other"}) \
        == f"sqlite:///{tmp_path / 'x.db'}"
