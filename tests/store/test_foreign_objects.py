"""A history holding what the program did not make is refused before any write.

Was: with ``create trigger t after insert on shots begin update shots set points=999,
legal=0 where id<>new.id; end`` in the file, recording 3 shots rewrote every earlier shot;
with a trigger that fails, the shots stayed pending for ever.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3

import pytest
from sqlalchemy import create_engine, select, text

from coach_app.recording.recorder import PlayedShot, Recorder
from coach_app.store import History, StoreError, StoreErrorKind, open_store
from coach_app.store import models as m
from coach_app.store.location import resolve_url

REWRITE = ("CREATE TRIGGER t AFTER INSERT ON shots BEGIN UPDATE shots SET points = 999, "
           "legal = 0 WHERE id <> new.id; END")
FAIL = "CREATE TRIGGER nope BEFORE INSERT ON shots BEGIN SELECT RAISE(ABORT, 'no'); END"
FOREIGN = {
    "rewriting trigger": REWRITE,
    "failing trigger": FAIL,
    "view": "CREATE VIEW v AS SELECT * FROM shots",
    "table": "CREATE TABLE notes (x TEXT)",
    # Holds for the 3 shots there, refuses the first shot of the next session.
    "unique index": "CREATE UNIQUE INDEX one_shot ON shots (seq)",
    "changed index": "DROP INDEX ix_shots_session_id; CREATE INDEX ix_shots_session_id "
                     "ON shots (seq)",
    "generated column": "ALTER TABLE players ADD COLUMN shout TEXT AS (upper(name))",
}


def _played(real_shot) -> PlayedShot:
    layout, stroke, result = real_shot
    return PlayedShot(layout, stroke, result, legal=True, points=1, shooter="Ann")


@pytest.fixture
def recorded(tmp_path, real_shot):
    """A history file with 3 shots of 1 point, closed (no -wal beside it)."""
    path = tmp_path / "h.sqlite3"
    with open_store(path) as store:
        rec = Recorder(History(store), default_name="Ann")
        for _ in range(3):
            rec.free_shot(_played(real_shot))
        rec.end_sessions()
    return path


def _entries(folder) -> list[str]:
    return sorted(os.listdir(folder))


@pytest.mark.parametrize("what", list(FOREIGN))
def test_a_file_holding_a_foreign_object_is_refused_and_left_as_it_is(recorded, what):
    with sqlite3.connect(recorded) as conn:
        conn.executescript(FOREIGN[what])
    conn.close()
    before, entries = hashlib.sha256(recorded.read_bytes()).hexdigest(), _entries(recorded.parent)
    with pytest.raises(StoreError) as err:
        open_store(recorded)
    assert err.value.kind is StoreErrorKind.ALTERED
    assert "did not make" in err.value.message and "left as it is" in err.value.message
    assert hashlib.sha256(recorded.read_bytes()).hexdigest() == before
    assert _entries(recorded.parent) == entries  # nothing made beside it either


def test_a_trigger_added_while_the_program_runs_changes_no_row(recorded, real_shot):
    with open_store(recorded) as store:
        history = History(store)
        rec = Recorder(history, default_name="Ann")
        rec.free_shot(_played(real_shot))  # the schema was looked at, and found clean
        with sqlite3.connect(recorded) as conn:  # another program adds a trigger
            conn.execute(REWRITE)
        conn.close()
        later = [rec.free_shot(_played(real_shot)) for _ in range(3)]
        assert all(r.ref is None for r in later)  # kept, not written
        assert rec.unsaved_shots == 3 and rec.last_reason == "altered"
        with store.sessions() as s:
            assert set(s.scalars(select(m.Shot.points))) == {1}  # 4 shots, none rewritten


def test_a_foreign_trigger_and_rule_on_postgresql_are_refused(db_url):
    if not db_url.startswith("postgresql"):
        pytest.skip("the PostgreSQL catalogue")
    open_store(db_url).close()
    engine = create_engine(resolve_url(db_url))
    with engine.begin() as conn:
        conn.execute(text("CREATE FUNCTION rewrite() RETURNS trigger LANGUAGE plpgsql AS "
                          "$$ BEGIN UPDATE shots SET points = 999 WHERE id <> NEW.id; "
                          "RETURN NEW; END $$"))
        conn.execute(text("CREATE TRIGGER t AFTER INSERT ON shots FOR EACH ROW "
                          "EXECUTE FUNCTION rewrite()"))
    with pytest.raises(StoreError) as err:
        open_store(db_url)
    assert err.value.kind is StoreErrorKind.ALTERED and "trigger t on shots" in err.value.message
    with engine.begin() as conn:
        conn.execute(text("DROP TRIGGER t ON shots"))
        conn.execute(text("CREATE RULE keep AS ON INSERT TO marks DO INSTEAD NOTHING"))
    with pytest.raises(StoreError, match="rule keep on marks"):
        open_store(db_url)
    with engine.begin() as conn:
        conn.execute(text("DROP RULE keep ON marks"))
        # The club's own objects beside the history are not ours to refuse.
        conn.execute(text("CREATE VIEW club_board AS SELECT name FROM players"))
        conn.execute(text("CREATE TABLE club_fees (member TEXT)"))
    engine.dispose()
    open_store(db_url).close()


def test_a_clean_history_and_one_of_the_first_schema_are_not_refused(tmp_path):
    from alembic import command

    from coach_app.store.opening import alembic_config, known_revisions

    path = tmp_path / "old.sqlite3"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        cfg = alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, known_revisions()[0][0])
    engine.dispose()
    with open_store(path) as store:  # looked at before its migration: an older schema
        assert store.revision == known_revisions()[1]
