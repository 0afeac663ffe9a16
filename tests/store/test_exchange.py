"""Export and import: a student's history merges into a coach's without duplicates, and a
malformed file is refused with its reason, changing nothing."""

from __future__ import annotations

import copy
import csv
import io

import pytest
from sqlalchemy import func, select

from coach_app.store import History, NewShot, PlayedShot, StoreError, open_store
from coach_app.store import models as m
from coach_app.store.errors import NameClashError
from coach_app.store.exchange import TABLES, export_csv, export_json, import_json
from coach_app.store.synth import populate


def _counts(store) -> dict[str, int]:
    with store.sessions() as s:
        return {name: s.scalar(select(func.count()).select_from(model)) for name, model in TABLES}


@pytest.fixture
def student(tmp_path, real_shot):
    """A student's own history: generated practice and games, plus a noted, marked shot."""
    with open_store(tmp_path / "student.sqlite3") as store:
        populate(store, shots=150, player="Ivan", seed=3, days=5)
        h = History(store)
        ivan = h.player("Ivan")
        s = h.start_session(ivan.id)
        layout, stroke, result = real_shot
        ref = h.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result), player_id=ivan.id))
        h.annotate(ivan.id, "felt good", shot_id=ref.id)
        h.mark(ref.id, ivan.id)
        yield store


def test_round_trip_and_duplicate_free_merge(student, db_url):
    data = export_json(student)
    with open_store(db_url) as coach_db:
        coach = History(coach_db).ensure_player("Coach", "coach")
        History(coach_db).ensure_player("Ivan")  # the coach typed Ivan in before the import
        with pytest.raises(NameClashError, match="'Ivan'"):  # two people? asked first
            import_json(coach_db, data)
        assert _counts(coach_db)["shots"] == 0
        first = import_json(coach_db, data, merge_same_name=True)  # one person: merged
        assert first.players_matched_by_name == ("Ivan",)
        assert first.added["shots"] == _counts(student)["shots"]
        after_first = _counts(coach_db)
        again = import_json(coach_db, copy.deepcopy(data),
                            merge_same_name=True)  # the same file twice
        assert sum(again.added.values()) == 0
        assert _counts(coach_db) == after_first
        # The merged history reads back like the student's own.
        theirs, ours = History(student), History(coach_db)
        a = theirs.sessions(theirs.player("Ivan").id)
        b = ours.sessions(ours.player("Ivan").id)
        assert [(x.id, x.shots, x.attempts, x.successes) for x in a] == \
            [(x.id, x.shots, x.attempts, x.successes) for x in b]
        sa, sb = theirs.shots(a[-1].id), ours.shots(b[-1].id)
        assert [(x.id, x.result, x.stroke, x.metrics, [n.text for n in x.notes])
                for x in sa] == \
            [(x.id, x.result, x.stroke, x.metrics, [n.text for n in x.notes]) for x in sb]
        assert {p.name for p in ours.players()} == {"Coach", "Ivan"}
        assert coach.id != ours.player("Ivan").id


def test_an_export_of_new_work_adds_only_the_new_rows(student, tmp_path, real_shot):
    with open_store(tmp_path / "coach.sqlite3") as coach_db:
        import_json(coach_db, export_json(student))
        before = _counts(coach_db)
        h = History(student)
        ivan = h.player("Ivan")
        s = h.start_session(ivan.id)
        layout, stroke, result = real_shot
        h.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result), player_id=ivan.id))
        summary = import_json(coach_db, export_json(student, ivan.id))
        assert summary.added["sessions"] == 1 and summary.added["shots"] == 1
        after = _counts(coach_db)
        assert after["shots"] == before["shots"] + 1


def _break(data, path, value):
    """Set data[path...] = value (a malformed variant of a good export)."""
    node = data
    for key in path[:-1]:
        node = node[key]
    if value is KeyError:
        del node[path[-1]]
    else:
        node[path[-1]] = value


@pytest.mark.parametrize(("path", "value", "reason"), [
    (("format",), "something-else", "not a Pyramid Coach history export"),
    (("version",), 99, "newer than this program reads"),
    (("shots",), {"a": 1}, "shots: must be a list"),
    (("shots", 0, "speed"), "fast", "shots[0].speed: must be a finite number"),
    (("shots", 0, "speed"), 99.0, "shots[0].stroke.speed"),
    (("shots", 0, "layout"), {"cue": [0, 0], "42": [1, 1]}, "unknown ball '42'"),
    (("shots", 0, "result", "events"), [], "result.events"),
    (("shots", 0, "session_id"), "7d2c1c58-0000-4000-8000-000000000000", "missing sessions"),
    (("shots", 0, "taken_at"), "yesterday", "not a date-time"),
    (("shots", 0, "id"), "<script>", "not a UUID"),
    (("shots", 0, "bogus"), 1, "unknown field"),
    (("players", 0, "role"), "admin", "role"),
    (("players", 0, "name"), KeyError, "players[0].name: is required"),
])
def test_a_malformed_file_is_refused_and_changes_nothing(student, tmp_path, path, value,
                                                         reason):
    data = export_json(student)
    _break(data, path, value)
    with open_store(tmp_path / "coach.sqlite3") as coach_db:
        History(coach_db).ensure_player("Coach", "coach")
        before = _counts(coach_db)
        with pytest.raises(StoreError, match="nothing was imported") as err:
            import_json(coach_db, data)
        assert reason in str(err.value)
        assert _counts(coach_db) == before


def test_csv_export_has_one_row_per_shot(student):
    rows = list(csv.DictReader(io.StringIO(export_csv(student))))
    with student.sessions() as s:
        assert len(rows) == s.scalar(select(func.count()).select_from(m.Shot))
    noted = [r for r in rows if r["notes"]]
    assert [r["notes"] for r in noted] == ["felt good"]
    assert noted[0]["pocketed"] == "5:BL" and noted[0]["first_ball"] == "5"


def test_a_new_player_named_like_a_student_adds_no_forged_shot(tmp_path, real_shot, capsys):
    """Was: a file with a new player id named like a student added 7 forged shots to that
    student's history (players were matched by name). Now players match by id only, and a
    file whose player shares a name with another id is refused, naming both, unless the
    user says they are one person."""
    import json

    from coach_app.cli import main

    layout, stroke, result = real_shot
    with open_store(tmp_path / "forger.sqlite3") as forger:
        h = History(forger)
        fake = h.ensure_player("Ivan")  # the forger's own "Ivan": another id
        s = h.start_session(fake.id)
        for _ in range(7):
            h.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result, points=1),
                                  player_id=fake.id))
        forged = export_json(forger)
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(forged))
    club = tmp_path / "club.sqlite3"
    with open_store(club) as store:
        ivan = History(store).ensure_player("Ivan")
        assert ivan.id != fake.id
    code = main(["history", "import", str(path), "--db", str(club)])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1
    assert fake.id in err and ivan.id in err and "--merge-same-name" in err
    with open_store(club) as store:
        assert _counts(store)["shots"] == 0 and _counts(store)["players"] == 1
    # Said to be one person: merged, and the summary says so.
    assert main(["history", "import", str(path), "--merge-same-name", "--db", str(club)]) == 0
    assert "merged with the history's player of the same name: Ivan" in capsys.readouterr().out
    with open_store(club) as store:
        assert _counts(store)["shots"] == 7
