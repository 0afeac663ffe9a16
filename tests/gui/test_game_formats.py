"""Game formats through the real widgets: the pair format's member choice, three and four
players in the club classic game, and the 70:70 decider of Classic 71."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt

from coach_app.cueing.model import Phase
from coach_app.game.match import GameSetup, Match
from simulation.events import BallBall, PocketDrop, Pocketed, ShotResult, Strike, Trace


def _px(screen, p) -> QPoint:
    x, y = screen.view.transform().to_px(p)
    return QPoint(round(x), round(y))


def _click(qtbot, screen, pos) -> None:
    qtbot.mouseClick(screen.view, Qt.MouseButton.LeftButton, pos=_px(screen, pos))


def _play_shot(qtbot, screen, direction: float) -> None:
    shots = screen.undo_stack.count()
    screen.model.set_aim(direction)
    assert screen.shoot()
    qtbot.waitUntil(lambda: screen.model.phase is Phase.PLAYING, timeout=3000)
    screen.playback.skip_to_end()
    qtbot.waitUntil(lambda: screen.undo_stack.count() == shots + 1, timeout=3000)


def _call(qtbot, screen, ball: str, pocket: str) -> None:
    _click(qtbot, screen, screen.model.match.state.balls[ball])
    _click(qtbot, screen, screen.spec.pocket(pocket).mouth_centre)
    call = screen.model.call()
    assert call is not None and (call.ball, call.pocket) == (ball, pocket)


def pots_ball_10(layout, stroke, trace_hz) -> ShotResult:
    """The cue ball rolls 0.3 m and ball 10 drops into the back-left pocket."""
    import math

    cue = layout[stroke.cue_ball]
    ux, uy = math.cos(stroke.direction), math.sin(stroke.direction)
    end = (round(cue[0] + 0.3 * ux, 6), round(cue[1] + 0.3 * uy, 6))
    final = {k: v for k, v in layout.items() if k != "10"}
    final[stroke.cue_ball] = end
    frames = ((0.0, dict(layout)), (0.5, dict(final)))
    events = (Strike(0.0, stroke.cue_ball),
              BallBall(0.1, stroke.cue_ball, "10", {stroke.cue_ball: cue, "10": layout["10"]}),
              PocketDrop(0.4, "10", "BL"))
    return ShotResult(balls=final, pocketed=(Pocketed("10", "BL", 0.4),), off_table=(),
                      events=events, duration=0.5, trace=Trace(2.0, frames),
                      initial=dict(layout), cue_ball=stroke.cue_ball)


@pytest.fixture
def potting_window(qtbot, settings_store, translations):
    from coach_app.shell.main_window import MainWindow

    translations.set_language("en")
    w = MainWindow(settings_store, translations, pots_ball_10)
    qtbot.addWidget(w)
    w.resize(1200, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def test_pair_member_choice(qtbot, window):
    screen = window.start_game(GameSetup("free", ("A1", "A2", "B1", "B2"), pair=True))
    assert set(screen.scoreboard.rows) == {"A", "B"}
    assert "A1 & A2" in screen.scoreboard.rows["A"][0].text()
    assert "(A1)" in screen.scoreboard.rows["A"][0].text()  # the breaker shoots first
    _play_shot(qtbot, screen, 90.0)  # a foul on the break
    qtbot.mouseClick(screen.decisions.buttons["decline"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.decisions.buttons["accept_play"], Qt.MouseButton.LeftButton)
    pending = screen.model.match.state.pending
    assert pending is not None and pending.kind == "choose_player" and pending.by == "B"
    assert "which player of the pair" in screen.decisions.prompt.text()
    assert set(screen.decisions.buttons) == {"B1", "B2"}
    assert not screen.panel.shoot.isEnabled()
    qtbot.mouseClick(screen.decisions.buttons["B2"], Qt.MouseButton.LeftButton)
    state = screen.model.match.state
    assert state.pending is None and (state.to_move, state.shooter) == ("B", "B2")
    assert "(B2)" in screen.scoreboard.rows["B"][0].text()
    assert "B2 to play" in screen.panel.hint.text()
    # Undo takes the choice back and asks again.
    window.undo_action.trigger()
    assert screen.model.match.state.pending.kind == "choose_player"


def test_three_players_take_turns_round_the_table(qtbot, window):
    screen = window.start_game(GameSetup("classic-71", ("Ann", "Bob", "Cid"), "ball-pocket"))
    state = screen.model.match.state
    assert list(screen.scoreboard.rows) == ["Ann", "Bob", "Cid"]
    assert state.options.target == 51 and state.options.values["2"] == 12  # club rules
    _play_shot(qtbot, screen, 90.0)  # Ann's break touches nothing: a foul
    assert "Foul" in screen.panel.message.text()
    pending = screen.model.match.state.pending
    assert pending.kind == "shoot_or_pass" and pending.by == "Bob"
    qtbot.mouseClick(screen.decisions.buttons["shoot"], Qt.MouseButton.LeftButton)
    assert screen.model.match.state.to_move == "Bob" and screen.model.call_needed()
    _call(qtbot, screen, "4", "BL")
    _play_shot(qtbot, screen, 270.0)  # Bob misses too
    state = screen.model.match.state
    assert state.pending.by == "Cid"
    assert "▶ Cid" in screen.scoreboard.rows["Cid"][0].text()
    for side in ("Ann", "Bob", "Cid"):
        assert screen.scoreboard.rows[side][1].text() == str(state.scores[side])
    assert state.scores["Ann"] == -5


def test_four_player_classic_game(qtbot, window):
    setup = GameSetup("classic-71", ("Ann", "Bob", "Cid", "Dan"), "strict")
    screen = window.start_game(setup)
    state = screen.model.match.state
    assert list(screen.scoreboard.rows) == ["Ann", "Bob", "Cid", "Dan"]
    assert state.options.target == 41 and state.options.values["3"] == 13
    assert state.options.call_mode == "strict"
    assert "Ann to play" in screen.panel.hint.text()


def test_70_70_decider(qtbot, potting_window):
    window = potting_window
    match = Match.start(GameSetup("classic-71", ("Ann", "Bob"), "ball-pocket"))
    state = replace(match.state, phase="play", ball_in_hand=None, house=None,
                    balls={"cue": (-0.9, 0.2), "10": (0.6, 0.45)},
                    scores={"Ann": 50, "Bob": 70}, to_move="Ann", shooter="Ann")
    screen = window.show_match(replace(match, state=state))
    _call(qtbot, screen, "10", "BL")
    _play_shot(qtbot, screen, 20.0)  # Ann pots the last ball: 10 + 10 for the last = 70:70
    state = screen.model.match.state
    assert state.scores == {"Ann": 70, "Bob": 70} and state.phase == "play"
    assert state.balls["10"] == screen.spec.back_spot  # back on the back spot (5.7)
    assert state.pending.kind == "lag" and state.pending.context == "decider"
    assert "70:70" in screen.decisions.prompt.text()
    button = screen.decisions.buttons["Bob:shoot"]
    assert button.text() == "Bob won and plays"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    state = screen.model.match.state
    assert state.to_move == "Bob" and state.ball_in_hand == "house"
    _call(qtbot, screen, "10", "BL")
    _play_shot(qtbot, screen, 0.0)  # the first legal pot ends it
    assert screen.model.match.state.phase == "over" and screen.model.match.state.winner == "Bob"
    assert "Bob wins the frame!" in screen.panel.message.text()
    assert "Bob wins the match!" in screen.panel.hint.text()
    assert screen.rematch.isVisible()
