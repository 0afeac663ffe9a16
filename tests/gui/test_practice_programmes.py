"""The skill test and the weak-spot set in Practice: found by a word in the drill list,
the test played item by item with its score sheet, stored as ``drills test`` stores it,
the result with its band; the weak-spot set with the evidence for each cell in words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from coach_app.practice.browser_extras import SKILL_TEST, WEAK_SPOTS
from coach_app.practice.session_view import Phase
from drills.skilltest import BATTERY, TOTAL
from tests.gui.practice_helpers import SETTLED, play_solution


@pytest.mark.parametrize("word", ["тест", "test", "TEST", "слаб", "weak", "skill"])
def test_the_search_finds_the_test_and_the_weak_spots(practice, word):
    practice.browser.search.setText(word)
    shown = practice.browser.visible_extras()
    expected = SKILL_TEST if word.lower() in ("тест", "test", "skill") else WEAK_SPOTS
    assert expected in shown
    assert practice.browser.current_extra() is not None  # chosen: one click starts it


def test_the_russian_list_finds_them_by_russian_words(qtbot, window):
    window.show_page("practice")
    window.language_actions["ru"].trigger()
    b = window.practice.browser
    qtbot.waitUntil(lambda: b.start_button.text() != "Set up on the table", timeout=2000)
    b.search.setText("тест")
    assert b.visible_extras() == [SKILL_TEST]
    assert b.current_extra().title == "Тест мастерства"
    b.search.setText("слаб")
    assert b.visible_extras() == [WEAK_SPOTS]
    assert b.current_extra().title == "Тренировать слабые места"
    window.language_actions["en"].trigger()


def test_a_category_filter_leaves_only_drills(practice):
    b = practice.browser
    b.category.setCurrentIndex(b.category.findData("potting"))
    assert b.visible_extras() == []


def still_simulator(layout, stroke, trace_hz):
    """A stroke that misses everything and moves nothing: every attempt fails at once."""
    from simulation.events import ShotResult, Strike, Trace

    frames = ((0.0, dict(layout)), (0.1, dict(layout)))
    return ShotResult(balls=dict(layout), pocketed=(), off_table=(),
                      events=(Strike(0.0, stroke.cue_ball),), duration=0.1,
                      trace=Trace(trace_hz or 60.0, frames) if trace_hz else None,
                      initial=dict(layout), cue_ball=stroke.cue_ball)


def _shoot_to_verdict(qtbot, session):
    """One shot that moves nothing (``still_simulator``): the attempt ends, failed."""
    assert session.shoot()
    qtbot.waitUntil(lambda: session.model.phase is not Phase.SIMULATING, timeout=5000)
    session.playback.skip_to_end()
    qtbot.waitUntil(lambda: session.model.phase in SETTLED and session.model.phase
                    is not Phase.AIMING, timeout=5000)


def test_the_test_is_played_item_by_item_and_stored(qtbot, open_practice, tmp_path):
    from coach_app.recording.recorder import Recorder
    from coach_app.services.skill_test import skill_test_scores
    from coach_app.store import History, open_store

    with open_store(tmp_path / "h.sqlite3") as store:
        history = History(store)
        ann = history.ensure_player("Ann", "student").id
        practice = open_practice(still_simulator)
        programmes = practice.programmes
        programmes.recorder = Recorder(history, ann)
        practice.browser.select_extra(SKILL_TEST)
        qtbot.mouseClick(practice.browser.start_button, Qt.MouseButton.LeftButton)
        page = programmes.test_page
        assert practice.stack.currentWidget() is page
        assert page.sheet.topLevelItemCount() == len(BATTERY)
        assert str(TOTAL) in page.intro.text()
        qtbot.mouseClick(page.start, Qt.MouseButton.LeftButton)
        session = practice.session
        bar = session.test_bar
        assert practice.stack.currentWidget() is session and bar.isVisible()
        assert not session.retry_button.isVisible() and not session.show_me_button.isVisible()
        for k, item in enumerate(BATTERY):
            assert session.model.drill.id == item.drill
            assert f"Item {k + 1} of {len(BATTERY)}" in bar.where.text()
            for n in range(1, item.attempts + 1):
                assert f"Attempt {n} of {item.attempts}" in bar.where.text()
                assert not bar.next_item.isEnabled()  # the item is not played out yet
                _shoot_to_verdict(qtbot, session)
                if n < item.attempts:
                    assert session.model.phase is Phase.JUDGED
                    session.model.retry()  # a test has no retry: nothing happens
                    assert session.model.phase is Phase.JUDGED
                    qtbot.mouseClick(session.next_button, Qt.MouseButton.LeftButton)
            assert session.model.phase is Phase.SET_OVER and bar.next_item.isEnabled()
            qtbot.mouseClick(bar.next_item, Qt.MouseButton.LeftButton)
        assert practice.stack.currentWidget() is page
        assert f"0 of {TOTAL}" in page.heading.text() and "Beginner" in page.heading.text()
        assert "Stored in your history" in page.intro.text()
        assert "<b>Beginner" in page.bands.text()  # the player's band stands out
        scores = skill_test_scores(store, ann)
        assert [(s.score, s.total, s.rating) for s in scores] == [(0, TOTAL, "beginner")]
        # Only the test's set went into the history: no set per item.
        from sqlalchemy import func, select

        from coach_app.store import models as m

        with store.sessions() as s:
            sets = s.execute(select(func.count()).select_from(m.DrillSet)).scalar()
        assert sets == 1


def test_a_success_counts_on_the_sheet_at_once(qtbot, open_practice):
    practice = open_practice()  # the real physics: the recorded solution pots the ball
    practice.programmes.start_test()
    session, bar = practice.session, practice.session.test_bar
    first = BATTERY[0]
    play_solution(qtbot, session)
    assert session.model.attempt.success
    assert f"Score so far: {first.points} of {TOTAL}" in bar.tally.text()


def test_abandoning_stores_nothing_and_goes_back(qtbot, open_practice):
    practice = open_practice(still_simulator)
    practice.programmes.start_test()
    _shoot_to_verdict(qtbot, practice.session)
    qtbot.mouseClick(practice.session.test_bar.abandon, Qt.MouseButton.LeftButton)
    assert practice.stack.currentWidget() is practice.browser
    assert not practice.programmes.testing()
    practice.open_drill("pot.cut-30")  # an ordinary drill afterwards has its own controls
    assert not practice.session.test_bar.isVisible()
    assert practice.session.retry_button.isVisible()


def test_the_bands_cover_every_score_once():
    from coach_app.practice.skilltest_texts import bands
    from drills.skilltest import rating

    spans = bands()
    for low, high, code in spans:
        assert all(rating(s / TOTAL) == code for s in range(low, high + 1))
    covered = sorted(s for low, high, _c in spans for s in range(low, high + 1))
    assert covered == list(range(TOTAL + 1))


FLAWED_CELL = {"cut_deg": [30.0, 45.0], "distance_m": [1.0, 1.5], "count": 40,
               "pot_rate": 0.25, "expected_rate": 0.6, "score": 4.52, "bias_deg": 0.61,
               "code": "overcut"}


def test_the_evidence_of_a_cell_in_words(translations):
    from coach_app.practice.weakspots_page import cell_evidence

    translations.set_language("en")
    text = cell_evidence(FLAWED_CELL)
    assert text.startswith("Cuts of 30–45° from 1–1.5 m: 10 of 40 potted (25 %)")
    assert "predicts 60 %" in text and "4.5 standard errors" in text
    assert "overcut by 0.61°" in text
    translations.set_language("ru")
    text = cell_evidence(FLAWED_CELL)
    assert "1–1,5 м" in text and "10 из 40" in text and "перерезаете на 0,61°" in text
    translations.set_language("en")


def _found(drills: int) -> dict:
    """``weak_spot_pack``'s answer for one weak cell (its analysis of a real history is
    tested in tests/store/test_weakspots.py): the cell and a pack of ``drills`` pots."""
    pack = {"pack": {"id": "weak-ivan", "format": 1,
                     "title": {"ru": "Слабые места: Ivan", "en": "Weak spots: Ivan"}},
            "drills": [{"id": f"weak.ivan.0.1-{k}",
                        "title": {"ru": f"Слабое место 1: срезка 35°, {k} м",
                                  "en": f"Weak spot 1: a 35° cut at {k} m"},
                        "instructions": {"ru": "Забейте шар 1.", "en": "Pocket ball 1."},
                        "category": "potting", "level": 5, "discipline": "combined",
                        "cue": "fixed", "attempts": 5, "seed": k,
                        "layout": {"balls": {"cue": [-0.6, 0.1 * k], "1": [0.8, 0.3]}},
                        "goal": {"type": "pot", "ball": "1", "pockets": ["BR"]}}
                       for k in range(1, drills + 1)]}
    return {"attempts": 2500, "tested": 20, "cells": [FLAWED_CELL] if drills else [],
            "closest": None, "pack": pack if drills else None}


def test_the_weak_spot_set_from_the_history(qtbot, open_practice, tmp_path, drills_dir,
                                            monkeypatch):
    from coach_app.recording.recorder import Recorder
    from coach_app.services import weak_spots
    from coach_app.store import History, open_store

    asked = []

    def analysis(store, player_id, name, **kw):
        asked.append((player_id, name))
        return _found(3)

    monkeypatch.setattr(weak_spots, "weak_spot_pack", analysis)
    with open_store(tmp_path / "h.sqlite3") as store:
        history = History(store)
        ivan = history.ensure_player("Ivan", "student").id
        practice = open_practice()
        practice.programmes.recorder = Recorder(history, ivan)
        practice.browser.search.setText("weak")
        qtbot.mouseClick(practice.browser.start_button, Qt.MouseButton.LeftButton)
        page = practice.programmes.weak_page
        assert practice.stack.currentWidget() is page
        qtbot.waitUntil(lambda: page.start.isEnabled(), timeout=20_000)
        assert asked == [(ivan, "Ivan")]
        text = page.evidence.text()
        assert "From 2500 pot attempts" in text
        assert "Cuts of 30–45° from 1–1.5 m" in text.split("\n\n")[1]
        assert "overcut" in text and "Weak spots: Ivan" in text and "3 drills" in text
        assert (drills_dir / "weak-ivan.toml").is_file()
        qtbot.mouseClick(page.start, Qt.MouseButton.LeftButton)
        assert practice.stack.currentWidget() is practice.session
        assert practice.session.model.drill.id == "weak.ivan.0.1-1"
        assert practice.browser.current_pack() == "weak-ivan"
        # Asked again (after practice), the set is made anew in the same file.
        monkeypatch.setattr(weak_spots, "weak_spot_pack", lambda *a, **k: _found(2))
        practice.train_weak_spots()
        qtbot.waitUntil(lambda: page.start.isEnabled(), timeout=20_000)
        assert "2 drills" in page.evidence.text()
        assert len(practice.library().get("weak.ivan.0.1-1").title.en) > 0
        assert [d.id for p in practice.library().packs if p.id == "weak-ivan"
                for d in p.drills] == ["weak.ivan.0.1-1", "weak.ivan.0.1-2"]


def test_no_weak_spot_no_set(qtbot, open_practice, tmp_path, monkeypatch):
    from coach_app.recording.recorder import Recorder
    from coach_app.services import weak_spots
    from coach_app.store import History, open_store

    monkeypatch.setattr(weak_spots, "weak_spot_pack", lambda *a, **k: _found(0))
    with open_store(tmp_path / "h.sqlite3") as store:
        history = History(store)
        practice = open_practice()
        practice.programmes.recorder = Recorder(history, history.ensure_player("Ivan").id)
        practice.train_weak_spots()
        page = practice.programmes.weak_page
        qtbot.waitUntil(lambda: "No weak spot stands out" in page.evidence.text(),
                        timeout=20_000)
        assert "2500 pot attempts" in page.evidence.text() and not page.start.isEnabled()


def test_no_history_no_set(qtbot, practice):
    practice.train_weak_spots()
    page = practice.programmes.weak_page
    assert "No history is open" in page.evidence.text() and not page.start.isEnabled()


def test_progress_offers_the_weak_spot_set(qtbot, make_window, tmp_path, monkeypatch):
    from coach_app.services import weak_spots
    from coach_app.shell.history_open import open_history

    asked = []

    def analysis(store, player_id, name, **kw):
        asked.append(name)
        return _found(2)

    monkeypatch.setattr(weak_spots, "weak_spot_pack", analysis)
    w = make_window(open_history(str(tmp_path / "h.sqlite3")), "en", (1024, 640))
    w.show_page("progress")
    progress = w.progress
    qtbot.waitUntil(progress.isVisible, timeout=5000)
    assert progress.weak_button.isVisible() and progress.weak_button.text() == "Train weak spots"
    qtbot.mouseClick(progress.weak_button, Qt.MouseButton.LeftButton)
    assert w.current_page() == "practice"
    page = w.practice.programmes.weak_page
    assert w.practice.stack.currentWidget() is page
    qtbot.waitUntil(lambda: page.start.isEnabled(), timeout=20_000)
    assert asked == ["Guest"]
