"""A coach's plan for a student (revision 0007): saved with the student, read back newest
first, its items checked; what the student did against it, screen and real counted apart;
the export carries it and an import restores it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from coach_app.store import History, StoreError, open_store
from coach_app.store.exchange import export_json, import_json
from coach_app.store.plans import PlanItem, delete_plan, plan_progress, plans_of, save_plan
from coach_app.store.real_table import AttemptEntry, RealSet, log_real_set
from coach_app.store.records import Where

MADE = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
ITEMS = (PlanItem("pot.cut-30", 10, 7), PlanItem("pos.stun", 5, 3))


def _history(tmp_path, name="h.db"):
    return History(open_store(f"sqlite:///{tmp_path / name}"))


def _screen_set(h, player_id, drill, results, when):
    s = h.start_session(player_id, started_at=when)
    ds = h.start_drill_set(s.id, drill, started_at=when)
    for n, ok in enumerate(results, start=1):
        h.record_attempt(AttemptEntry(ds.id, n, ok, "success" if ok else "missed",
                                      int(ok), when, when))


def _real_set(h, drill, results, when):
    log_real_set(h.store, RealSet("Ann", drill, drill, "potting", "", when,
                                  Where("real", "Стол 3"),
                                  [(ok, "success" if ok else "missed", int(ok), {})
                                   for ok in results]))


def test_a_plan_is_saved_with_the_student_and_read_back(tmp_path):
    h = _history(tmp_path)
    ann, coach = h.ensure_player("Ann"), h.ensure_player("Coach")
    first = save_plan(h.store, ann.id, "Неделя 1", ITEMS, author_id=coach.id,
                      due=MADE + timedelta(days=7))
    second = save_plan(h.store, ann.id, "Неделя 2", ITEMS[:1], author_id=coach.id)
    plans = plans_of(h.store, ann.id)
    assert [p.name for p in plans] == ["Неделя 2", "Неделя 1"]
    assert plans[1].items == ITEMS and plans[1].author_name == "Coach"
    assert plans[1].due == MADE + timedelta(days=7)
    # Replacing keeps its id; deleting removes it.
    save_plan(h.store, ann.id, "Неделя 1", ITEMS[1:], author_id=coach.id, plan_id=first.id)
    assert next(p for p in plans_of(h.store, ann.id) if p.id == first.id).items == ITEMS[1:]
    delete_plan(h.store, second.id)
    assert [p.id for p in plans_of(h.store, ann.id)] == [first.id]
    assert plans_of(h.store, coach.id) == ()


@pytest.mark.parametrize(("items", "field"), [
    ((), "items"), ([{"drill": "x", "attempts": 0, "pass_mark": 0}], "items[0].attempts"),
    ([{"drill": "x", "attempts": 5, "pass_mark": 6}], "items[0].pass_mark"),
    ([{"drill": "", "attempts": 5, "pass_mark": 1}], "items[0].drill"),
    ([{"drill": "x", "attempts": 5}], "items[0]"),
    ([{"drill": "x", "attempts": True, "pass_mark": 1}], "items[0].attempts")])
def test_bad_items_are_refused_naming_the_field(tmp_path, items, field):
    h = _history(tmp_path)
    ann = h.ensure_player("Ann")
    with pytest.raises(StoreError) as e:
        save_plan(h.store, ann.id, "Plan", items)
    assert e.value.field == field
    assert plans_of(h.store, ann.id) == ()


def test_progress_counts_screen_and_real_sets_apart_since_the_plan_was_made(tmp_path):
    h = _history(tmp_path)
    ann = h.ensure_player("Ann")
    plan = save_plan(h.store, ann.id, "Plan", ITEMS)
    plan = plans_of(h.store, ann.id)[0]
    after = plan.created_at + timedelta(minutes=5)
    before = plan.created_at - timedelta(days=1)
    _screen_set(h, ann.id, "pot.cut-30", [True] * 10, before)  # before the plan: not counted
    _screen_set(h, ann.id, "pot.cut-30", [True] * 6 + [False] * 4, after)  # 6 < 7: not passed
    _real_set(h, "pot.cut-30", [True] * 7 + [False] * 3, after)  # 7 of 10: passed at the table
    _real_set(h, "pos.stun", [True, False, True, False, False], after)  # 2 < 3
    cut, stun = plan_progress(h.store, plan)
    assert (cut.screen_sets, cut.screen_attempts, cut.screen_made) == (1, 10, 6)
    assert (cut.real_sets, cut.real_attempts, cut.real_made) == (1, 10, 7)
    assert cut.passed_real and not cut.passed_screen and cut.passed
    assert (stun.real_attempts, stun.real_made, stun.passed) == (5, 2, False)
    assert (stun.screen_sets, stun.screen_attempts) == (0, 0)


def test_the_export_carries_plans_and_an_import_restores_them(tmp_path):
    h = _history(tmp_path)
    ann, coach = h.ensure_player("Ann"), h.ensure_player("Coach")
    plan = save_plan(h.store, ann.id, "Неделя 1", ITEMS, author_id=coach.id, due=MADE)
    data = export_json(h.store, ann.id)
    assert data["version"] == 3
    (row,) = data["plans"]
    assert row["id"] == plan.id and row["items"][0] == ITEMS[0].to_json()
    assert {p["name"] for p in data["players"]} == {"Ann", "Coach"}
    other = _history(tmp_path, "b.db")
    summary = import_json(other.store, data)
    assert summary.added["plans"] == 1
    (back,) = plans_of(other.store, ann.id)
    assert (back.name, back.items, back.due, back.author_name) == ("Неделя 1", ITEMS, MADE,
                                                                     "Coach")
    bad = {**data, "plans": [{**row, "id": "9" * 8 + "-0000-0000-0000-" + "0" * 12,
                              "items": [{"drill": "x", "attempts": 2, "pass_mark": 3}]}]}
    with pytest.raises(StoreError, match=r"plans\[0\]\.items\[0\]\.pass_mark"):
        import_json(_history(tmp_path, "c.db").store, bad)


def test_the_report_shows_each_plan_and_what_was_done_screen_and_real_apart(tmp_path,
                                                                           capsys):
    from coach_app.cli import main
    from tests.store.test_charts_report import _pdf_text

    h = _history(tmp_path)
    ann, coach = h.ensure_player("Ann"), h.ensure_player("Coach")
    save_plan(h.store, ann.id, "Week 1", ITEMS, author_id=coach.id)
    plan = plans_of(h.store, ann.id)[0]
    _real_set(h, "pot.cut-30", [True] * 7 + [False] * 3, plan.created_at + timedelta(minutes=1))
    out = tmp_path / "r.pdf"
    assert main(["report", "--player", "Ann", "--out", str(out), "--db",
                 str(tmp_path / "h.db"), "--lang", "en"]) == 0
    assert "Practice plans" in capsys.readouterr().out
    text = _pdf_text(out).replace(" ", "")
    # (·, — and ✓ are drawn from a font subset, so the text is searched between them)
    for words in ("Week 1", "from Coach", "1 of 2 drills passed",
                  "Cut at 30°: 10 attempts, pass mark 7", "real table: 7 of 10 made", "sets: 1",
                  "passed at the table", "Stun shot: 5 attempts, pass mark 3",
                  "not played yet"):
        assert words.replace(" ", "") in text, words
