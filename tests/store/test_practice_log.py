"""``pyramid-coach practice log``: a real-table set in, its ids out; bad input exit 2 with
one line naming the field and nothing stored; export carries every field; the skill test
at the table is scored by the screen's rules (drills/skilltest.py)."""

from __future__ import annotations

import io
import json
import sys

import pytest

from coach_app.cli import main
from coach_app.services.skill_test import skill_test_scores
from coach_app.store import History, open_store
from drills import skilltest
from drills.real_test import ATTEMPTS, slots

SET = {"player": "Иван Петров", "drill": "pot.cut-30", "played_at": "2026-12-03T18:30:00+03:00",
       "where": {"kind": "real", "table": "Стол 3"},
       "attempts": [{"success": True}, {"success": False, "comment": "перерезал"},
                    {"success": True, "potted": 1}, {"success": False}]}


def run(argv, payload, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload)))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_a_logged_set_is_stored_and_exported_with_every_field(tmp_path, monkeypatch, capsys):
    db = tmp_path / "h.db"
    code, out, err = run(["practice", "log", "--db", str(db)], SET, monkeypatch, capsys)
    assert code == 0, err
    ids = json.loads(out)
    assert len(ids["attempt_ids"]) == 4 and ids["made"] == 2 and ids["points"] == 2
    code, out, _ = run(["history", "export", "--db", str(db)], {}, monkeypatch, capsys)
    exported = json.loads(out)
    (session,) = exported["sessions"]
    assert session["id"] == ids["session_id"]
    assert session["where"] == {"kind": "real", "table": "Стол 3"}
    assert session["started_at"] == "2026-12-03T15:30:00Z"  # 18:30 Moscow, kept as UTC
    (drill_set,) = exported["drill_sets"]
    assert drill_set["drill_id"] == "pot.cut-30" and drill_set["id"] == ids["drill_set_id"]
    attempts = sorted(exported["attempts"], key=lambda a: a["number"])
    assert [a["id"] for a in attempts] == ids["attempt_ids"]
    assert [a["success"] for a in attempts] == [True, False, True, False]
    assert [a["reason"] for a in attempts] == ["success", "missed", "success", "missed"]
    assert attempts[1]["detail"] == {"comment": "перерезал"}
    assert attempts[2]["detail"] == {"potted": 1}
    assert all(a["where"] == session["where"] for a in attempts)
    assert exported["shots"] == []  # a real table's attempts have no simulated stroke
    # The exported file imports into a new history whole.
    path = tmp_path / "out.json"
    path.write_text(out, encoding="utf-8")
    code, _, err = run(["history", "import", str(path), "--db", str(tmp_path / "b.db")], {},
                       monkeypatch, capsys)
    assert code == 0, err
    with open_store(tmp_path / "b.db", create=False) as store:
        h = History(store)
        (info,) = h.sessions(h.player("Иван Петров").id)
        assert info.where.real and info.where.table == "Стол 3"


def _with(**change):
    data = json.loads(json.dumps(SET))
    for key, value in change.items():
        if value is None:
            data.pop(key)
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(("payload", "field"), [
    (_with(player=""), "player"), (_with(player=None), "player"),
    (_with(drill="pot.nope"), "drill"), (_with(played_at="yesterday"), "played_at"),
    (_with(played_at="1850-01-01T00:00:00"), "played_at"),
    (_with(where=None), "where"), (_with(where={"kind": "screen"}), "where.kind"),
    (_with(where={"kind": "real", "table": ""}), "where.table"),
    (_with(attempts=[]), "attempts"), (_with(attempts={"success": True}), "attempts"),
    (_with(attempts=[{"success": True}, {"success": "yes"}]), "attempts[1].success"),
    (_with(attempts=[{"points": -1, "success": True}]), "attempts[0].points"),
    (_with(attempts=[{}]), "attempts[0].success"),
    (_with(attempts=[{"success": True, "speed": 3}]), "attempts[0].speed"),
    (_with(colour="red"), "colour"),
    ({**SET, "drill": "skill-test", "attempts": [{"success": True}] * (ATTEMPTS + 1)},
     "attempts"),
])
def test_bad_input_exits_2_naming_the_field_and_stores_nothing(tmp_path, monkeypatch, capsys,
                                                               payload, field):
    db = tmp_path / "h.db"
    code, out, err = run(["practice", "log", "--db", str(db)], payload, monkeypatch, capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and f": {field}:" in err, err
    assert not db.exists()  # no new history left behind


def test_a_bad_set_adds_nothing_to_an_existing_history(tmp_path, monkeypatch, capsys):
    db = tmp_path / "h.db"
    assert run(["practice", "log", "--db", str(db)], SET, monkeypatch, capsys)[0] == 0
    bad = _with(attempts=[{"success": True}, {"success": 1}])
    assert run(["practice", "log", "--db", str(db)], bad, monkeypatch, capsys)[0] == 2
    with open_store(db, create=False) as store:
        h = History(store)
        assert len(h.sessions(h.player("Иван Петров").id)) == 1


def test_the_skill_test_at_the_table_is_rated_by_the_screens_rules(tmp_path, monkeypatch,
                                                                  capsys):
    # Make every attempt of the potting items, miss the rest: the screen's rule for the
    # same successes (score_made over (drill, attempt)) gives the score and the rating.
    made = [item.area == "potting" for item, _ in slots()]
    entries = [{"success": m} for m in made]
    payload = {**SET, "drill": "skill-test", "attempts": entries}
    db = tmp_path / "h.db"
    code, out, err = run(["practice", "log", "--db", str(db)], payload, monkeypatch, capsys)
    assert code == 0, err
    printed = json.loads(out)["skill_test"]
    screen = skilltest.score_made({(item.drill, n): m
                                   for (item, n), m in zip(slots(), made, strict=True)})
    potting = sum(i.total for i in skilltest.BATTERY if i.area == "potting")
    assert printed["score"] == screen.total == potting
    assert printed["rating"] == screen.rating
    with open_store(db, create=False) as store:
        h = History(store)
        pid = h.player("Иван Петров").id
        (test,) = skill_test_scores(store, pid)
        assert (test.score, test.total, test.rating) == (potting, skilltest.TOTAL,
                                                         screen.rating)
        # Labelled where it was taken, and kept apart by the where scope.
        assert test.real and skill_test_scores(store, pid, "real") == (test,)
        assert skill_test_scores(store, pid, "screen") == ()
    from coach_app.charts.skilltest import headline
    from coach_app.charts.style import identity

    assert headline([test], identity).endswith(", at a real table")
