"""An import can put nothing into a history that its readers cannot read: the
enums, ranges and JSON shapes every reader relies on are checked before anything is
written; and a hypothesis search over broken exports finds no file that is stored and
then breaks a read, and none that raises anything but the store's own refusal."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select

from coach_app.cli import main
from coach_app.store import History, StoreError, open_store, stats
from coach_app.store.exchange import TABLES, export_json, import_json
from coach_app.store.synth import populate


@pytest.fixture(scope="module")
def export(tmp_path_factory) -> dict:
    """A small real export: practice with attempts, a game with frames, free play."""
    path = tmp_path_factory.mktemp("student") / "s.sqlite3"
    with open_store(path) as store:
        populate(store, shots=90, player="Ivan", seed=5, days=3)
        return export_json(store)


def _count(store) -> int:
    with store.sessions() as s:
        return sum(s.scalar(select(func.count()).select_from(model)) for _, model in TABLES)


def _first(data: dict, table: str) -> dict:
    assert data[table], f"the fixture export has no {table}"
    return data[table][0]


CASES = [
    ("sessions", "kind", "evil", "sessions[0].kind"),
    ("sessions", "table_spec", "garbage", "sessions[0].table_spec"),
    ("sessions", "table_spec", {"length": -1}, "sessions[0].table_spec"),
    ("games", "sides", 5, "games[0].sides"),
    ("games", "sides", [], "games[0].sides"),
    ("games", "player_side", "Nobody", "games[0].player_side"),
    ("frames", "scores", "x", "frames[0].scores"),
    ("frames", "scores", {"A": "many"}, "frames[0].scores.A"),
    ("frames", "number", 2**63, "frames[0].number"),
    ("attempts", "number", -(2**70), "attempts[0].number"),
    ("sessions", "started_at", "0001-01-01T00:00:00+05:00", "sessions[0].started_at"),
    ("sessions", "started_at", "9999-12-31T23:59:59-05:00", "sessions[0].started_at"),
    ("shots", "verdict", [1, 2], "shots[0].verdict"),
    ("games", "options", {"deep": [[[[[[[[[[[[[[1]]]]]]]]]]]]]]}, "games[0].options"),
]


@pytest.mark.parametrize(("table", "column", "value", "field"), CASES)
def test_a_value_no_reader_expects_is_refused_naming_its_field(export, tmp_path, table,
                                                              column, value, field):
    data = copy.deepcopy(export)
    _first(data, table)[column] = value
    with open_store(tmp_path / "coach.sqlite3") as store:
        before = _count(store)
        with pytest.raises(StoreError, match="nothing was imported") as err:
            import_json(store, data)
        assert field in str(err.value)
        assert _count(store) == before


def test_the_import_command_says_so_in_one_line(export, tmp_path, capsys):
    data = copy.deepcopy(export)
    _first(data, "sessions")["kind"] = "evil"
    src = tmp_path / "bad.json"
    src.write_text(json.dumps(data))
    db = tmp_path / "coach.sqlite3"
    assert main(["history", "import", str(src), "--db", str(db)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "sessions[0].kind" in err


@pytest.mark.parametrize("text", ['{"a": NaN}', "[" * 100_000, "1" * 5000,
                                  '{"format": "pyramid-coach-history", "version": 1e999}'])
def test_hostile_json_is_refused(tmp_path, capsys, text):
    src = tmp_path / "bad.json"
    src.write_text(text)
    assert main(["history", "import", str(src), "--db", str(tmp_path / "h.sqlite3")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1


def test_a_named_pipe_is_refused_at_once(tmp_path, capsys):
    import os

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert main(["history", "import", str(fifo), "--db", str(tmp_path / "h.sqlite3")]) == 2
    assert "not a regular file" in capsys.readouterr().err


JUNK = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                 st.text(max_size=20), st.lists(st.integers(), max_size=3),
                 st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
                 st.sampled_from(["evil", "", "1", "cue", "BR", "2024-01-01T00:00:00Z",
                                  "0001-01-01T00:00:00+14:00", "free", "coach"]))


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                 HealthCheck.too_slow])
@given(data=st.data())
def test_no_broken_export_is_stored_and_then_breaks_a_read(export, tmp_path_factory, data):
    doc = copy.deepcopy(export)
    for _ in range(data.draw(st.integers(1, 3))):
        table = data.draw(st.sampled_from([t for t, _ in TABLES if doc[t]]))
        row = data.draw(st.sampled_from(doc[table]))
        column = data.draw(st.sampled_from(sorted(row)))
        row[column] = data.draw(JUNK)
    path = tmp_path_factory.mktemp("fuzz") / "h.sqlite3"
    with open_store(path) as store:
        try:
            import_json(store, doc)
        except StoreError:
            assert _count(store) == 0  # refused: nothing written
            return
        h = History(store)  # stored: every reader must still work
        for p in h.players():
            for sess in h.sessions(p.id):
                h.shots(sess.id)
                h.games(sess.id)
                for ds in h.drill_sets(sess.id):
                    h.attempts(p.id, ds.drill_id)
            f = stats.ChartFilter(player_id=p.id)
            stats.drill_progress(store, f)
            stats.pot_grid(store, f)
            stats.breaks(store, f)
            stats.game_stats(store, f)
