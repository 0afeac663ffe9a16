"""Migrations from the first schema to head, and databases that must not be opened."""

from __future__ import annotations

import hashlib
import json
import sqlite3

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, text

from coach_app.store import History, StoreError, open_store
from coach_app.store.location import resolve_url
from coach_app.store.models import Base
from coach_app.store.opening import alembic_config, known_revisions


def _digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_migrations_build_exactly_the_models(db_url):
    with open_store(db_url) as store, store.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert diff == []


def test_first_schema_upgrades_to_head_with_its_data(db_url, real_shot):
    layout, stroke, result = real_shot
    revs, head = known_revisions()
    assert revs[0] == "0001" and head != "0001"
    engine = create_engine(resolve_url(db_url))
    with engine.begin() as conn:  # a history as the first version of the program left it
        cfg = alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, revs[0])
        conn.execute(text("INSERT INTO players VALUES ('p1', 'Ivan', 'student', "
                          "'2026-01-02 10:00:00')"))
        conn.execute(text("INSERT INTO sessions VALUES ('s1', 'p1', 'practice', "
                          "'2026-01-02 10:00:00', NULL, '{}', '1.0', '0.1.0')"))
        conn.execute(
            text("INSERT INTO shots (id, session_id, player_id, seq, taken_at, is_break, layout,"
                 " cue_ball, direction_deg, speed, side, height, result, points, "
                 "physics_version) VALUES ('x1', 's1', 'p1', 1, '2026-01-02 10:01:00', :f, :l,"
                 " 'cue', :d, :v, 0, 0.2, :r, 0, '1.0')"),
            {"f": False, "l": json.dumps({k: list(v) for k, v in layout.items()}),
             "d": stroke.direction_deg, "v": stroke.speed, "r": json.dumps(result.to_json())})
    engine.dispose()
    with open_store(db_url) as store:
        assert store.revision == head
        h = History(store)
        (session,) = h.sessions(h.player("Ivan").id)
        (shot,) = h.shots(session.id)
    assert shot.result.events == result.events and shot.layout == layout
    # Migration 0002 backfilled the chart columns from the stored shot.
    assert shot.metrics.first_ball == "5" and shot.metrics.potted is True
    assert shot.metrics.cut_angle_deg is not None and shot.metrics.n_pocketed == 1


def test_a_newer_database_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "newer.sqlite3"
    open_store(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_future'")
        conn.execute("PRAGMA journal_mode=DELETE")  # a file with no WAL beside it
    before = _digest(path)
    with pytest.raises(StoreError, match="newer version of Pyramid Coach") as err:
        open_store(path)
    assert err.value.kind == "newer" and "left untouched" in str(err.value)
    assert _digest(path) == before


def test_a_newer_postgres_database_is_refused(db_url):
    open_store(db_url).close()
    engine = create_engine(resolve_url(db_url))
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999_future'"))
    with pytest.raises(StoreError) as err:
        open_store(db_url)
    assert err.value.kind == "newer"
    with engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() \
            == "9999_future"
    engine.dispose()


@pytest.mark.parametrize("damage", ["not_sqlite", "bad_pages"])
def test_a_corrupt_file_is_reported_never_overwritten(tmp_path, damage, real_shot):
    path = tmp_path / "h.sqlite3"
    if damage == "not_sqlite":
        path.write_bytes(b"this is a spreadsheet, not a history\n" * 200)
    else:
        with open_store(path) as store:
            h = History(store)
            p = h.ensure_player("Ivan")
            h.start_session(p.id)
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            conn.execute("PRAGMA journal_mode=DELETE")
        data = bytearray(path.read_bytes())
        page = 4096
        for i in range(page * 2, len(data)):  # keep the header, wreck the tables
            data[i] = (i * 37) % 256
        path.write_bytes(bytes(data))
    before = _digest(path)
    with pytest.raises(StoreError) as err:
        open_store(path)
    assert err.value.kind == "corrupt", err.value
    assert "left as it is" in str(err.value)
    assert _digest(path) == before


def test_a_foreign_database_is_refused(tmp_path):
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE invoices (id INTEGER)")
    with pytest.raises(StoreError) as err:
        open_store(path)
    assert err.value.kind == "foreign"


def test_an_unreachable_server_is_reported():
    with pytest.raises(StoreError) as err:
        open_store("postgresql+psycopg://nobody@127.0.0.1:1/none?connect_timeout=2")
    assert err.value.kind == "unreachable"
