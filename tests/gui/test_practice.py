"""Practice mode through its real widgets, with the real physics (a drill shot takes a few
milliseconds): browse, open, attempt, feedback, exact retry, a whole set, "show me"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from coach_app.practice.attempts import judge_result, prepare
from coach_app.practice.session_view import Phase
from coach_app.practice.setscore import AttemptRecord, SetScore
from drills.judge import play, start
from drills.library import load_library
from drills.model import ShotInput
from drills.setup import attempt_layout
from simulation.physics.engine import simulate
from simulation.stroke import Stroke

from .practice_helpers import play_solution, set_stroke, shoot_and_wait


def test_browser_filters_and_searches(qtbot, practice):
    b = practice.browser
    assert len(b.visible_ids()) == 92  # every built-in drill (with the spin pack), grouped by pack
    b.category.setCurrentIndex(b.category.findData("potting"))
    assert b.visible_ids() and all(i.startswith(("pot.", "run.", "spin.throw-"))
                                   for i in b.visible_ids())  # the throw cuts pot
    b.level.setCurrentIndex(b.level.findData(1))
    from drills.library import load_library

    level_one = {d.id for d in load_library().find(category="potting", level=1)}
    assert level_one and set(b.visible_ids()) == level_one  # levels from measurement
    b.category.setCurrentIndex(0)
    b.level.setCurrentIndex(0)
    b.discipline.setCurrentIndex(b.discipline.findData("pyramid-t"))
    assert set(b.visible_ids()) >= {"colours.set-1", "break.pyramid-t"}
    b.discipline.setCurrentIndex(0)
    b.search.setText("СРЕЗКА")  # titles are searched in both languages
    assert "pot.cut-45" in b.visible_ids() and "house.1" not in b.visible_ids()


def test_the_browser_estimates_a_drills_success_chance(qtbot, practice, monkeypatch):
    monkeypatch.setattr("coach_app.practice.difficulty_view.SAMPLES", 12)
    b = practice.browser
    panel = b.difficulty
    assert b.select("pot.svoyak-follow")
    assert "not estimated" in panel.answer.text() and panel.estimate.isEnabled()
    panel.level.setCurrentIndex(panel.level.findData("master"))
    qtbot.mouseClick(panel.estimate, Qt.MouseButton.LeftButton)
    assert not panel.estimate.isEnabled()
    qtbot.waitUntil(lambda: "Success chance (Master)" in panel.answer.text(), timeout=60000)
    shown = panel.answer.text()
    assert "%" in shown and panel.estimate.isEnabled() and not panel.busy.isVisible()
    assert b.select("pot.cut-75")
    assert "not estimated" in panel.answer.text()
    assert b.select("pot.svoyak-follow")
    assert panel.answer.text() == shown  # kept for the browser's lifetime


def test_one_click_sets_the_drill_up_with_its_goal(qtbot, practice):
    assert practice.browser.select("pos.stun")
    qtbot.mouseClick(practice.browser.start_button, Qt.MouseButton.LeftButton)
    session = practice.on_table()
    assert session is not None and session.model.drill is not None
    drill = session.model.drill
    assert session.model.layout == attempt_layout(drill, 1)
    marks = session.view.marks()
    assert marks.pockets == frozenset({"BL"}) and marks.targets == frozenset({"1"})
    assert marks.zones == (drill.goal.zone,)
    assert session.header.title.text() == "Stun shot"
    assert drill.instructions.en in session.header.instructions.text()
    assert "far left corner pocket" in session.header.goal.text()
    assert session.panel.shoot.isEnabled()


def test_sequence_numbers_the_balls_and_pockets(qtbot, practice):
    practice.open_drill("pos.two-ball-2")
    marks = practice.session.view.marks()
    assert dict(marks.labels) == {"1": "1", "2": "2"}
    assert dict(marks.pocket_labels) == {"ML": "1", "BR": "2"}
    assert marks.targets == frozenset({"1"})


def test_a_successful_attempt_scores(qtbot, practice):
    practice.open_drill("pot.cut-45")
    session = practice.session
    with qtbot.waitSignal(session.judged, timeout=5000) as judged:
        play_solution(qtbot, session)
    assert judged.args[0].success
    assert session.model.phase is Phase.JUDGED
    assert "Success!" in session.panel.message.text()
    assert "Points: 1." in session.panel.message.text()
    score = session.model.score
    assert (score.attempts, score.successes, score.points) == (1, 1, 1)
    assert "Successes: 1 · Points: 1" in session.header.score.text()


def test_failure_says_why_and_retry_is_exact(qtbot, practice):
    practice.open_drill("house.1")
    session = practice.session
    assert session.model.in_hand and session.model.region().value == "house"
    start_balls = {b: p for b, p in session.model.layout.items() if b != "cue"}
    spot = (-1.2, 0.3)
    miss = ShotInput(Stroke("cue", 250.0, 0.9, 0.1, -0.2), spot)
    set_stroke(session, miss)
    shoot_and_wait(qtbot, session)
    assert session.model.phase is Phase.JUDGED and not session.model.attempt.success
    text = session.panel.message.text()
    assert session.model.attempt.reason == "not_pocketed"
    assert "Ball 1 did not drop." in text or "ball 1 did not drop." in text
    assert "Foul:" in text  # the cue ball touched nothing: the game's own sentence
    assert "Points: 0." in text
    qtbot.mouseClick(session.retry_button, Qt.MouseButton.LeftButton)
    assert session.model.phase is Phase.AIMING and session.model.layout_no == 1
    assert {b: p for b, p in session.model.layout.items() if b != "cue"} == start_balls
    assert session.model.hand_spot == spot and session.model.layout["cue"] == spot
    assert session.model.stroke() == miss.stroke  # aim, power and tip, ready to adjust
    assert session.model.score.attempts == 1


def test_a_whole_set_ends_with_a_summary_and_the_next_drill(qtbot, practice):
    practice.open_drill("pot.straight-corner")
    session = practice.session
    for k in range(5):
        play_solution(qtbot, session)
        if k < 4:
            assert session.model.phase is Phase.JUDGED
            qtbot.mouseClick(session.next_button, Qt.MouseButton.LeftButton)
    assert session.model.phase is Phase.SET_OVER
    assert session.summary.isVisible() and not session.panel.stroke_box.isVisible()
    lines = session.summary.lines.text()
    for part in ("Attempts: 5", "Successes: 5 of 5", "Points: 5", "Best attempt: 1",
                 "Longest run of successes: 5"):
        assert part in lines
    assert session.summary.next_drill.isVisible()
    button = session.summary.next_drill
    assert "Cut at 15°" in button.text()
    metrics = QFontMetrics(button.font())  # the title on its own line, never cut
    assert all(metrics.horizontalAdvance(line) <= button.width() - 8
               for line in button.text().splitlines())
    qtbot.mouseClick(session.summary.next_drill, Qt.MouseButton.LeftButton)
    assert session.model.drill.id == "pot.cut-15" and session.model.phase is Phase.AIMING
    assert session.model.score.attempts == 0


def test_show_me_plays_the_solution_and_does_not_count(qtbot, practice):
    practice.open_drill("pos.two-ball-1")
    session = practice.session
    assert session.show_me_button.isEnabled()
    qtbot.mouseClick(session.show_me_button, Qt.MouseButton.LeftButton)
    for _ in range(len(session.model.drill.solutions[0].shots)):
        qtbot.waitUntil(lambda: session.playback.is_active()
                        or session.model.phase is Phase.DEMO_DONE, timeout=5000)
        session.playback.skip_to_end()
    qtbot.waitUntil(lambda: session.model.phase is Phase.DEMO_DONE, timeout=5000)
    text = session.panel.message.text()
    assert "recorded solution" in text and "Success!" in text and "direction" in text
    assert "power" in text and "of 10" in text
    assert session.model.score.attempts == 0
    assert session.your_turn_button.isVisible()
    qtbot.mouseClick(session.your_turn_button, Qt.MouseButton.LeftButton)
    assert session.model.phase is Phase.AIMING
    assert session.model.layout == attempt_layout(session.model.drill, 1)


@pytest.mark.parametrize("drill_id", ["house.1", "pos.two-ball-2", "colours.first-three",
                                      "break.combined", "pot.svoyak-cut"])
def test_the_screen_judges_exactly_as_the_engine(drill_id):
    drill = load_library().get(drill_id)
    shots = drill.solutions[0].shots
    by_engine = start(drill, drill.solutions[0].attempt)
    by_screen = by_engine
    for shot in shots:
        by_engine = play(by_engine, shot)
        prepared = prepare(by_screen, shot)
        by_screen = judge_result(by_screen, prepared, simulate(prepared.layout, shot.stroke))
    assert by_screen.to_json() == by_engine.to_json()
    assert by_screen.success


def test_set_score_arithmetic():
    score = SetScore(4)
    for ok, pts in ((True, 3), (True, 4), (False, 0), (True, 5)):
        score = score.add(AttemptRecord(1, ok, "success" if ok else "foul", pts))
    assert (score.attempts, score.successes, score.points, score.best, score.best_run) == \
        (4, 3, 12, 5, 2)
    assert score.finished and score.add(AttemptRecord(1, True, "success", 1)) == score


def test_a_new_drill_starts_at_its_own_power_not_the_last_break(qtbot, practice):
    """After a break drill the next drill started at «10.0 м/с · разбой»."""
    assert practice.open_drill("break.free")
    session = practice.on_table()
    assert session is not None
    assert session.panel.power.speed() == 9.0  # the break drill's own pace
    session.panel.power.set_speed(10.0)
    assert practice.open_drill("pos.stun")
    assert session.panel.power.speed() == 3.0  # the default normal power
    assert "break" not in session.panel.power.readout()


def test_the_set_summary_says_the_pass_mark_reached_or_not(qapp):
    """The summary said the pass mark only once it was reached; a player who missed it
    never learnt what it was."""
    from coach_app.practice.session_widgets import SummaryBox
    from coach_app.practice.setscore import AttemptRecord, SetScore

    box = SummaryBox()
    score = SetScore(5)
    for ok in (True, False, True, False, False):
        score = score.add(AttemptRecord(1, ok, "success" if ok else "not_pocketed", int(ok)))
    box.show_score(score, None, 3)
    assert "Pass mark: 3 successes of 5, not reached yet." in box.lines.text()
    box.show_score(score, "Cut at 45°", 2)
    text = box.lines.text()
    assert "Pass mark: 2 successes of 5, reached." in text and "next drill is open" in text
    box.show_score(score, None)  # a drill with no progression: no pass mark to speak of
    assert "Pass mark" not in box.lines.text()
