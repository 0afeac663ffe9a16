"""Review as a user meets it: words, not codes; nothing clipped or scrolling
sideways; Compare offers only attempts with a result; Left/Right step wherever the focus
is; a first start says what to do."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt

from coach_app.recording.recorder import PlayedShot, Recorder
from coach_app.review.texts import drill_reason, session_label, shot_label, verdict_lines
from coach_app.shell.history_open import open_history
from coach_app.shell.main_window import MainWindow
from coach_app.store import History, open_store
from coach_app.store.records import SessionInfo
from coach_app.store.synth import populate
from simulation.events import PocketDrop, Pocketed, ShotResult, Strike
from simulation.stroke import Stroke
from simulation.table import TableSpec


@pytest.fixture
def make_window(make_window):
    """The conftest's windows, on the history file ``db``, at 1024×640."""

    def make(db, language: str = "en") -> MainWindow:
        return make_window(open_history(str(db)), language, (1024, 640))

    return make


def _played(pocketed: tuple[Pocketed, ...] = ()) -> PlayedShot:
    layout = {"cue": (0.5, 0.0), "5": (1.0, 0.2)}
    balls = {"cue": (0.8, 0.1)} | ({} if pocketed else {"5": (1.0, 0.2)})
    events = (Strike(0.0, "cue"), *(PocketDrop(p.t, p.ball, p.pocket) for p in pocketed))
    result = ShotResult(balls=balls, pocketed=pocketed, off_table=(), events=events,
                        duration=0.5, initial=dict(layout), cue_ball="cue")
    return PlayedShot(layout, Stroke(cue_ball="cue", direction_deg=10.0, speed=2.0), result,
                      verdict={"reason": "not_pocketed"}, legal=True, shooter="Ann")


def _drill_history(db) -> str:
    """Ann's practice at one drill: two attempts shot and finished, one set up and shot
    but never finished (the program closed), one set up and never shot."""
    with open_store(db) as store:
        h = History(store)
        ann = h.ensure_player("Ann", "student").id
        rec = Recorder(h, ann)
        rec.start_drill("potting.1", title="Прямой удар", category="potting")
        for number, outcome in ((1, True), (2, False), (3, None)):
            rec.start_attempt(number)
            rec.practice_shot(_played((Pocketed("5", "BL", 0.3),) if outcome else ()))
            if outcome is not None:
                rec.finish_attempt(success=outcome, reason="success" if outcome
                                   else "not_pocketed")
        rec.start_attempt(4)  # a retry set up, never shot: leaves nothing
        rec.end_sessions()
        return ann


def test_shot_list_names_balls_and_pockets_in_words(qapp):
    from coach_app.store.records import StoredShot  # noqa: F401  (the type shot_label reads)

    class Fake:
        seq, shooter, legal, is_break, marks, notes = 3, "Ann", True, False, (), ()
        result = ShotResult(balls={}, pocketed=(Pocketed("5", "BL", 0.1),
                                                Pocketed("cue", "ML", 0.2)),
                            off_table=(), events=(), duration=1.0)

    text = shot_label(Fake())  # type: ignore[arg-type]
    assert "BL" not in text and "ML" not in text and "→BL" not in text
    assert "far left corner pocket" in text and "left middle pocket" in text
    assert "5 → " in text


def test_drill_ruling_is_words_not_a_code(qapp):
    assert drill_reason("success") == "done"
    assert drill_reason("not_pocketed") == "the ball did not drop"
    assert "_" not in drill_reason("something_new")


def test_session_label_counts_in_plural_forms_and_wraps(qapp, translations):
    info = SessionInfo(id="s", player_id="p", player_name="Ann", kind="practice",
                       started_at=datetime(2026, 5, 1, 10, tzinfo=UTC), ended_at=None,
                       table=TableSpec(), physics_version="2.0", shots=1, attempts=3,
                       successes=1, notes=1)
    text = session_label(info)
    assert "shots: 1" in text and "1 shots" not in text and "1 notes" not in text
    assert "\n" in text  # two short lines the list wraps, never one it scrolls
    translations.set_language("ru")
    text = session_label(info)
    assert "ударов: 1" in text and "заметок: 1" in text and "shot" not in text


def test_compare_offers_only_attempts_with_a_result(qtbot, make_window, tmp_path):
    db = tmp_path / "h.sqlite3"
    ann = _drill_history(db)
    w = make_window(db)
    w.hub.set_player(ann)
    w.show_page("review")
    review = w.review
    qtbot.waitUntil(lambda: review.sessions_list.count() > 0, timeout=3000)
    assert len(review.shots) == 3  # the retry never shot left no shot
    review.go_to(0)
    assert review.compare_button.isEnabled()
    assert review.open_compare()
    offered = [review.compare.sides[0].attempt.itemText(i)
               for i in range(review.compare.sides[0].attempt.count())]
    assert len(offered) == 2, offered
    assert not any("unfinished" in t or "interrupted" in t for t in offered)
    review.compare.closed.emit()
    review.go_to(2)  # the attempt never finished: nothing to compare
    assert not review.compare_button.isEnabled()
    assert "the ball did not drop" in review.notes.verdict.text() or \
        "Drill:" not in review.notes.verdict.text()


@pytest.mark.parametrize("focus", ["shots", "sessions", "notes"])
def test_left_and_right_step_through_shots_wherever_the_focus_is(qtbot, make_window,
                                                                tmp_path, focus):
    db = tmp_path / "h.sqlite3"
    with open_store(db) as store:
        populate(store, shots=80, player="Ivan", seed=2, days=2)
    w = make_window(db)
    with open_store(db) as store:
        w.hub.set_player(History(store).player("Ivan").id)
    w.show_page("review")
    review = w.review
    qtbot.waitUntil(lambda: review.sessions_list.count() > 0, timeout=3000)
    target = {"shots": review.shots_list, "sessions": review.sessions_list,
              "notes": review.notes.mark}[focus]
    target.setFocus()
    start = review.index
    qtbot.keyClick(target, Qt.Key.Key_Right)
    assert review.index == start + 1
    qtbot.keyClick(target, Qt.Key.Key_Right)
    qtbot.keyClick(target, Qt.Key.Key_Left)
    assert review.index == start + 1


def test_review_on_first_start_says_what_to_do(qtbot, make_window, tmp_path):
    w = make_window(tmp_path / "empty.sqlite3", "ru")
    w.show_page("review")
    review = w.review
    qtbot.waitUntil(lambda: review.empty.isVisible(), timeout=3000)
    text = review.empty.text()
    assert "Тренировк" in text or "тренировк" in text
    assert "свободн" in text


def test_verdict_lines_never_show_a_drill_code(qapp, translations):
    translations.set_language("ru")

    class Fake:
        verdict = {"reason": "success"}  # noqa: RUF012
        legal, call, points = True, None, 0
        result = ShotResult(balls={}, pocketed=(), off_table=(), events=(), duration=1.0)

    lines = verdict_lines(Fake())  # type: ignore[arg-type]
    assert not any("success" in line for line in lines)
    assert any(line.startswith("Упражнение:") for line in lines)


def test_review_takes_the_focus_so_the_arrows_work_at_once(qtbot, make_window, tmp_path):
    """Opened from the start screen, the page had no focus inside it: its Left/Right
    shortcuts (bound to the page) never fired until the user clicked into it."""
    from PySide6.QtWidgets import QApplication

    db = tmp_path / "h.sqlite3"
    with open_store(db) as store:
        populate(store, shots=80, player="Ivan", seed=2, days=2)
    w = make_window(db)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    with open_store(db) as store:
        w.hub.set_player(History(store).player("Ivan").id)
    w.start.buttons["review"].setFocus()
    w.start.buttons["review"].click()
    review = w.review
    qtbot.waitUntil(lambda: review.sessions_list.count() > 0, timeout=3000)
    focus = QApplication.focusWidget()
    assert focus is not None and review.isAncestorOf(focus)
    start = review.index
    qtbot.keyClick(focus, Qt.Key.Key_Right)
    assert review.index == start + 1


def test_progress_with_nothing_to_chart_points_to_practice_and_saves_nothing(
        qtbot, make_window, tmp_path):
    w = make_window(tmp_path / "empty.sqlite3", "ru")
    w.show_page("progress")
    progress = w.progress
    qtbot.waitUntil(lambda: progress.figure() is not None or "Тренировк" in " ".join(
        t.get_text() for t in progress.canvas.figure.findobj(
            lambda a: hasattr(a, "get_text"))), timeout=5000)
    texts = " ".join(t.get_text() for t in progress.canvas.figure.findobj(
        lambda a: hasattr(a, "get_text")))
    assert "Тренировк" in texts
    assert not progress.export.isEnabled()
    assert progress.export_png(tmp_path / "x.png") is None


def test_stroke_caption_writes_russian_decimals(qapp, translations):
    from coach_app.review.texts import stroke_text

    stroke = Stroke(cue_ball="cue", direction_deg=155.1, speed=2.68, side=0.0, height=0.26)
    assert "2.68 m/s" in stroke_text(stroke)
    translations.set_language("ru")
    text = stroke_text(stroke)
    assert "2,68 м/с" in text and "155,1°" in text


def test_shot_list_says_a_break_in_one_phrase_and_pocketed_for_any_number(qapp,
                                                                         translations):
    translations.set_language("ru")

    class Break:
        seq, shooter, legal, is_break, marks, notes = 1, "Аня", True, True, (), ()
        result = ShotResult(balls={}, pocketed=(Pocketed("6", "BR", 0.1),), off_table=(),
                            events=(), duration=1.0)
        verdict, call, points = None, None, 0

    label = shot_label(Break())  # type: ignore[arg-type]
    assert "правильный разбой" in label and "правильно разбой" not in label
    lines = verdict_lines(Break())  # type: ignore[arg-type]
    assert "Забито: шар 6." in lines


def test_a_stroke_is_said_in_a_players_words_in_both_languages(qapp, translations):
    """Show me and Review name the cut (ball fraction and degrees), the tip on the clock
    face and the power in words and on a scale of ten; m/s and degrees only in the detail,
    with no unit left alone at a line break."""
    import math

    from coach_app.review.texts import stroke_text

    across = 2 * 0.034 * math.sin(math.radians(30))
    layout = {"cue": (-1.0, 0.0), "5": (0.0, across)}
    stroke = Stroke(cue_ball="cue", direction_deg=0.0, speed=2.6, side=0.3, height=0.3)
    translations.set_language("en")
    words, detail = stroke_text(stroke, layout).split("\n")
    assert words == ("Half ball cut to the left on ball 5 (30°) · tip at 2 o'clock, "
                     "0.4\u00a0R (follow, right side) · power 3 of 10, medium")
    assert "2.60 m/s" in detail and "+0.30\u00a0R" in detail
    translations.set_language("ru")
    words, detail = stroke_text(stroke, layout).split("\n")
    assert words == ("Шар 5: резка в полшара влево (30°) · точка удара на 2 ч, "
                     "0,4\u00a0R (накат, правый винт) · сила 3 из 10, средняя")
    assert "2,60 м/с" in detail
    centre = Stroke(cue_ball="cue", direction_deg=180.0, speed=0.5)
    assert stroke_text(centre, layout).split("\n")[0] == \
        "В центр шара (клапштос) · сила 1 из 10, слабая"
