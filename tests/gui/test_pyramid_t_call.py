"""Pyramid T in the app: played on call (000 clause 4), the cue ball may be called (4.1.2),
and the uncalled game is shown as a house rule."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt

from coach_app.game.match import GameSetup


def _px(screen, p) -> QPoint:
    x, y = screen.view.transform().to_px(p)
    return QPoint(round(x), round(y))


def _after_break(window, call_mode):
    screen = window.start_game(GameSetup("pyramid-t", ("Anna", "Boris"), call_mode))
    st = screen.model.match.state
    screen.model.show(replace(screen.model.match, state=replace(st, phase="play", ball_in_hand=None,
                                                         house=None)))
    return screen


def test_4_1_2_right_click_on_the_cue_ball_calls_the_svoyak(qtbot, window):
    screen = _after_break(window, "ball-pocket")
    assert screen.model.call_needed() and "right-click it" in screen.hint()
    cue = screen.model.match.state.balls["cue"]
    qtbot.mouseClick(screen.view, Qt.MouseButton.RightButton, pos=_px(screen, cue))
    mid = screen.spec.pocket("ML").mouth_centre
    qtbot.mouseClick(screen.view, Qt.MouseButton.LeftButton, pos=_px(screen, mid))
    call = screen.model.call()
    assert call is not None and (call.ball, call.pocket) == ("cue", "ML")


def test_4_the_uncalled_game_is_labelled_a_house_rule(qtbot, window):
    screen = _after_break(window, "uncalled")
    assert not screen.model.call_needed()
    assert screen.scoreboard._title.text() == "Pyramid T\nno call (house rule)"
    assert _after_break(window, "ball-pocket").scoreboard._title.text() == "Pyramid T"
