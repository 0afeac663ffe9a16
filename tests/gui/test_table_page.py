"""At a real table: a set of 10 attempts entered in at most 20 key presses, recorded at
once as played at a real table, undo taking an entry back from the history too, the
skill test scored by the screen's rule, and every ball's measurements on the page."""

from __future__ import annotations

from PySide6.QtCore import Qt

from coach_app.services.skill_test import skill_test_scores
from coach_app.shell.history_open import open_history
from coach_app.store import History, open_store
from drills import skilltest
from drills.library import load_library
from drills.table_marks import ball_marks


def _window(make_window, tmp_path, lang="en"):
    db = tmp_path / "h.sqlite"
    window = make_window(open_history(str(db)), lang)
    window.hub.set_player(window.hub.recorder.history.ensure_player("Ann").id)
    window.show_page("practice")
    return window, db


def _attempts(db, drill_id):
    with open_store(db) as store:
        h = History(store)
        ann = h.player("Ann")
        sessions = [s for s in h.sessions(ann.id) if s.kind == "practice"]
        return sessions, h.attempts(ann.id, drill_id)


def test_ten_attempts_in_twenty_keys_are_recorded_as_real_at_once(qtbot, make_window,
                                                                  tmp_path):
    window, db = _window(make_window, tmp_path)
    practice = window.practice
    practice.browser.select("pot.cut-30")
    qtbot.mouseClick(practice.browser.table_button, Qt.MouseButton.LeftButton)
    page = practice.table
    assert practice.stack.currentWidget() is page
    page.table_name.setText("Стол 3")
    page.open(page.model.plan)  # the name typed before the first entry names the table
    keys = 0
    for made in (True, True, False, True, False, True, True, True, False, True):
        qtbot.keyClick(page, Qt.Key.Key_M if made else Qt.Key.Key_N)
        keys += 1
    assert keys <= 20
    assert page.model.over and page.again.isVisible()
    assert "7 of 10" in page.attempt.text()
    sessions, attempts = _attempts(db, "pot.cut-30")
    (session,) = sessions
    assert session.where.real and session.where.table == "Стол 3"
    assert [a.success for a in sorted(attempts, key=lambda a: a.number)] == \
        [True, True, False, True, False, True, True, True, False, True]
    # Undo takes the last entry back from the history; a new entry replaces it.
    assert window.undo_action.isEnabled()  # Edit > Undo (Ctrl+Z) is the table's
    window.undo_action.trigger()
    assert len(_attempts(db, "pot.cut-30")[1]) == 9 and not page.model.over
    page.comment.setText("перерезал")
    qtbot.mouseClick(page.missed, Qt.MouseButton.LeftButton)
    last = max(_attempts(db, "pot.cut-30")[1], key=lambda a: a.number)
    assert (last.number, last.success, last.detail) == (10, False, {"comment": "перерезал"})
    assert "6 of 10" in page.attempt.text()


def test_the_page_gives_every_balls_measurements(qtbot, make_window, tmp_path):
    window, _db = _window(make_window, tmp_path)
    practice = window.practice
    assert practice.drill_at_table("pot.cut-30")
    page = practice.table
    marks = ball_marks(page.model.layout(page.view.spec), page.view.spec)
    rows = page.marks.rows()
    assert [r[0] for r in rows] == ["cue ball" if m.ball == "cue" else m.ball for m in marks]
    for row, m in zip(rows, marks, strict=True):
        assert row[1].startswith(f"{m.end_cm:.1f}".rstrip("0").rstrip("."))
        assert m.end_cushion in row[1] and m.side_cushion in row[2]


def test_a_zone_drill_is_decided_by_the_click_where_the_cue_ball_stopped(qtbot, make_window,
                                                                         tmp_path):
    window, db = _window(make_window, tmp_path)
    lib = load_library()
    drill = next(d for d in lib.drills() if d.goal.zone is not None and d.goal.kind == "position")
    practice = window.practice
    assert practice.drill_at_table(drill.id)
    page = practice.table
    zone = drill.goal.zone
    inside = getattr(zone, "centre", None) or (sum(zone.x) / 2, sum(zone.y) / 2)
    page.view.set_stop(tuple(inside))
    qtbot.keyClick(page, Qt.Key.Key_M)
    page.view.set_stop((-1.7, -0.85))  # a corner of the cloth, far from any zone
    qtbot.keyClick(page, Qt.Key.Key_M)
    first, second = sorted(_attempts(db, drill.id)[1], key=lambda a: a.number)
    assert first.success and first.reason == "success"
    assert not second.success and second.reason == "cue_outside_zone"


def test_the_skill_test_at_the_table_is_rated_as_on_the_screen(qtbot, make_window, tmp_path):
    window, db = _window(make_window, tmp_path, "ru")
    practice = window.practice
    practice.test_at_table()
    page = practice.table
    made = [item.area == "potting" for item in skilltest.BATTERY
            for _n in range(item.attempts)]
    for m in made:
        qtbot.keyClick(page, Qt.Key.Key_M if m else Qt.Key.Key_N)
    potting = sum(i.total for i in skilltest.BATTERY if i.area == "potting")
    assert page.model.tally().test.total == potting
    with open_store(db) as store:
        h = History(store)
        (test,) = skill_test_scores(store, h.player("Ann").id)
    share = potting / skilltest.TOTAL
    assert (test.score, test.rating) == (potting, skilltest.rating(share))



def test_a_score_sheet_from_an_earlier_day_is_recorded_on_that_day(qtbot, make_window,
                                                                   tmp_path):
    from PySide6.QtCore import QDate

    window, db = _window(make_window, tmp_path)
    practice = window.practice
    assert practice.drill_at_table("pot.cut-30")
    page = practice.table
    page.played.setDate(QDate.currentDate().addDays(-3))
    for key in (Qt.Key.Key_M, Qt.Key.Key_N):
        qtbot.keyClick(page, key)
    assert not page.played.isEnabled()  # the day is fixed once entries are made
    (session,), attempts = _attempts(db, "pot.cut-30")
    day = QDate.currentDate().addDays(-3)
    local = session.started_at.astimezone()
    assert (local.year, local.month, local.day, local.hour) == (day.year(), day.month(),
                                                                day.day(), 12)
    assert len(attempts) == 2
