"""Practice at a real table in the history: where a session was played (revision 0006),
attempts entered whole with the drill's own scoring, undo of an entry, and the export's
``where`` on every session and attempt."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from coach_app.store import History, StoreError, open_store
from coach_app.store.exchange import export_json, import_json
from coach_app.store.real_table import RealSet, log_real_set
from coach_app.store.records import SCREEN, Where
from coach_app.store.where import where_from_json
from drills.library import load_library
from drills.real_entry import MISSED, score_entry
from simulation.errors import InputError

WHEN = datetime(2026, 11, 30, 18, 0, tzinfo=UTC)


def _drill(drill_id: str):
    return next(d for d in load_library().drills() if d.id == drill_id)


def _real_set(attempts) -> RealSet:
    return RealSet("Ann", "pot.short-straight", "Straight", "potting", "", WHEN,
                   Where("real", "Стол 3"), attempts)


def test_a_new_session_is_played_on_the_screen_unless_it_says_otherwise(tmp_path):
    h = History(open_store(f"sqlite:///{tmp_path / 'h.db'}"))
    p = h.ensure_player("Ann")
    assert h.start_session(p.id).where == SCREEN
    real = h.start_session(p.id, where=Where("real", "Стол 3"))
    assert real.where == Where("real", "Стол 3") and real.where.real


def test_a_logged_real_set_round_trips_through_export_and_import(tmp_path):
    first = open_store(f"sqlite:///{tmp_path / 'a.db'}")
    entries = [score_entry(_drill("pot.short-straight"), e) for e in (
        {"success": True}, {"success": False, "comment": "тонко"}, {"success": True})]
    logged = log_real_set(first, _real_set(
        [(e.success, e.reason, e.points, e.detail) for e in entries]))
    data = export_json(first)
    (session,) = data["sessions"]
    assert session["where"] == {"kind": "real", "table": "Стол 3"}
    assert [a["where"] for a in data["attempts"]] == [session["where"]] * 3
    assert [a["detail"] for a in data["attempts"]] == [None, {"comment": "тонко"}, None]
    second = open_store(f"sqlite:///{tmp_path / 'b.db'}")
    import_json(second, data)
    again = export_json(second)
    for name in ("sessions", "drill_sets", "attempts", "players"):
        assert again[name] == data[name], name
    assert logged.attempt_ids == tuple(a["id"] for a in sorted(
        again["attempts"], key=lambda a: a["number"]))


def test_an_import_whose_attempt_says_another_where_than_its_session_is_refused(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'a.db'}")
    log_real_set(store, _real_set([(True, "success", 1, {})]))
    data = export_json(store)
    data["attempts"][0]["where"] = {"kind": "screen", "table": None}
    with pytest.raises(StoreError, match=r"attempts\[0\]\.where"):
        import_json(open_store(f"sqlite:///{tmp_path / 'b.db'}"), data)


def test_a_version_1_file_without_where_is_all_screen(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'a.db'}")
    log_real_set(store, _real_set([(True, "success", 1, {})]))
    data = export_json(store)
    data["version"] = 1
    for row in data["sessions"] + data["attempts"]:
        del row["where"]
    other = open_store(f"sqlite:///{tmp_path / 'b.db'}")
    import_json(other, data)
    assert export_json(other)["sessions"][0]["where"] == {"kind": "screen", "table": None}


@pytest.mark.parametrize(("value", "field"), [
    ({"kind": "club"}, "where.kind"), ({"kind": "real", "table": ""}, "where.table"),
    ({"kind": "screen", "table": "Стол 1"}, "where.table"), ("real", "where"),
    ({"kind": "real", "colour": 1}, "where.colour")])
def test_a_bad_where_is_refused_naming_its_field(value, field):
    with pytest.raises(InputError) as err:
        where_from_json(value)
    assert err.value.field == field


def test_an_entry_is_scored_by_the_drills_own_rules():
    pot = _drill("pot.short-straight")
    assert score_entry(pot, {"success": True}).points == pot.scoring.points
    miss = score_entry(pot, {"success": False, "potted": 0})
    assert (miss.success, miss.reason, miss.points, dict(miss.detail)) == (
        False, MISSED, 0, {"potted": 0})
    zoned = next(d for d in load_library().drills()
                 if d.goal.kind == "position" and d.goal.zone is not None)
    zone = zoned.goal.zone
    inside = zone.centre() if callable(zone.centre) else zone.centre
    assert score_entry(zoned, {"stop": {"x": inside[0], "y": inside[1]}}).success
    far = {"x": -1.7, "y": 0.85}
    assert not zoned.goal.zone.contains((far["x"], far["y"]))
    out = score_entry(zoned, {"success": True, "stop": far})
    assert (out.success, out.reason) == (False, "cue_outside_zone")


@pytest.mark.parametrize(("entry", "field"), [
    ({}, "attempt.success"), ({"success": "yes"}, "attempt.success"),
    ({"success": True, "points": -1}, "attempt.points"),
    ({"success": True, "potted": 16}, "attempt.potted"),
    ({"success": True, "stop": {"x": 9, "y": 0}}, "attempt.stop"),
    ({"success": True, "comment": "x" * 501}, "attempt.comment"),
    ({"success": True, "colour": "red"}, "attempt.colour")])
def test_a_bad_entry_is_refused_naming_its_field(entry, field):
    with pytest.raises(InputError) as err:
        score_entry(_drill("pot.short-straight"), entry)
    assert err.value.field == field


def test_an_entry_taken_back_is_gone_but_a_screen_attempt_with_shots_stays(tmp_path):
    h = History(open_store(f"sqlite:///{tmp_path / 'h.db'}"))
    logged = log_real_set(h.store, _real_set([(True, "success", 1, {})] * 2))
    h.delete_attempt(logged.attempt_ids[1])
    assert [a["id"] for a in export_json(h.store)["attempts"]] == [logged.attempt_ids[0]]


def test_revision_0006_marks_the_scorers_earlier_sessions_real_and_the_rest_screen(tmp_path):
    from alembic import command
    from sqlalchemy import create_engine, text

    from coach_app.store.location import resolve_url
    from coach_app.store.opening import alembic_config

    db_url = f"sqlite:///{tmp_path / 'old.db'}"
    engine = create_engine(resolve_url(db_url))
    with engine.begin() as conn:  # a history as revision 0005 left it
        cfg = alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0005")
        conn.execute(text("INSERT INTO players VALUES ('p1', 'Ivan', 'student', "
                          "'2026-01-02 10:00:00')"))
        for sid in ("real", "screen"):
            conn.execute(text("INSERT INTO sessions (id, player_id, kind, started_at, "
                              "table_spec, physics_version, app_version) VALUES (:s, 'p1', "
                              "'game', '2026-01-02 10:00:00', '{}', '2.2', '0.1.0')"),
                         {"s": sid})
            options = '{"where": "real"}' if sid == "real" else '{"target": 8}'
            # JSON as literals, as test_opening.py does: PostgreSQL casts a literal to JSON
            # but refuses a text parameter.
            conn.execute(text("INSERT INTO games (id, session_id, discipline, sides, options, "
                              f"started_at) VALUES ('g-{sid}', '{sid}', 'free', "
                              f"'[\"Ivan\", \"Oleg\"]', '{options}', "
                              "'2026-01-02 10:00:00')"))
    engine.dispose()
    with open_store(db_url) as store:
        h = History(store)
        found = {s.id: s.where for s in h.sessions(h.player("Ivan").id)}
    assert found == {"real": Where("real"), "screen": SCREEN}
