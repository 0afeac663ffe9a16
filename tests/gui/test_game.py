"""Hotseat games through the real widgets: fouls, the penalty ball, calls, undo, save."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from coach_app.cueing.model import Phase
from coach_app.game.match import GameSetup, Match
from coach_app.game.setup_dialog import NewGameDialog


def _px(screen, p) -> QPoint:
    x, y = screen.view.transform().to_px(p)
    return QPoint(round(x), round(y))


def _play_shot(qtbot, screen, direction: float = 90.0) -> None:
    shots = screen.undo_stack.count()
    screen.model.set_aim(direction)
    assert screen.shoot()
    qtbot.waitUntil(lambda: screen.model.phase is Phase.PLAYING, timeout=3000)
    screen.playback.skip_to_end()
    qtbot.waitUntil(lambda: screen.undo_stack.count() == shots + 1, timeout=3000)
    assert screen.model.phase is Phase.AIMING


def test_foul_and_penalty_ball_choice(qtbot, window):
    screen = window.start_game(GameSetup("free", ("Ann", "Bob")))
    assert window.current_page() == "game"
    _play_shot(qtbot, screen)  # the fake simulator's cue ball touches nothing
    message = screen.panel.message.text()
    assert "Foul: the cue ball touched no object ball (cl. 6.2)" in message
    pending = screen.model.match.state.pending
    assert pending is not None and pending.kind == "penalty_ball" and pending.by == "Bob"
    assert screen.decisions.isVisible()
    assert "choose the penalty ball" in screen.decisions.prompt.text()
    assert "4" in screen.view.overlay().highlights
    ball = screen.model.match.state.balls["4"]
    qtbot.mouseClick(screen.view, Qt.MouseButton.LeftButton, pos=_px(screen, ball))
    state = screen.model.match.state
    assert state.shelves["Bob"] == ("4",)
    assert "4" not in state.balls
    assert "4" in screen.scoreboard.rows["Bob"][2].text()
    # Then the options after an illegal break, one button each.
    assert state.pending is not None and state.pending.kind == "break_options"
    qtbot.mouseClick(screen.decisions.buttons["accept_play"], Qt.MouseButton.LeftButton)
    assert screen.model.match.state.pending is None
    assert screen.model.match.state.to_move == "Bob"
    assert screen.panel.shoot.isEnabled()
    # Undo goes back through the decisions to the state before the shot.
    while screen.undo_stack.canUndo():
        window.undo_action.trigger()
    assert screen.model.match.state.shelves["Bob"] == ()
    assert screen.model.match.state.phase == "break"


def test_verdict_in_russian(qtbot, window):
    window.language_actions["ru"].trigger()
    screen = window.start_game(GameSetup("free", ("Аня", "Боря")))
    _play_shot(qtbot, screen)
    assert "Фол: биток не коснулся прицельного шара (п. 6.2)" in screen.panel.message.text()
    assert "штрафной шар" in screen.decisions.prompt.text()
    window.language_actions["en"].trigger()


def test_undo_shows_the_verdict_of_the_position_on_the_table(qtbot, window):
    """After undoing a foul the panel said «Фол… −5» under a 0:0 score."""
    screen = window.start_game(GameSetup("free", ("Ann", "Bob")))
    _play_shot(qtbot, screen)  # a foul: the cue ball touches nothing
    foul = "Foul: the cue ball touched no object ball"
    assert foul in screen.panel.message.text()
    window.undo_action.trigger()
    assert screen.model.match.state.phase == "break"
    assert foul not in screen.panel.message.text()
    assert "Bob" not in screen.panel.message.text()
    window.redo_action.trigger()
    assert foul in screen.panel.message.text()


def test_the_verdict_follows_a_language_switch(qtbot, window):
    """After switching language mid-game the verdict stayed in the old one."""
    screen = window.start_game(GameSetup("free", ("Ann", "Bob")))
    _play_shot(qtbot, screen)
    assert "Foul: the cue ball touched no object ball" in screen.panel.message.text()
    window.language_actions["ru"].trigger()
    try:
        assert "Фол: биток не коснулся прицельного шара" in screen.panel.message.text()
    finally:
        window.language_actions["en"].trigger()
    assert "Foul: the cue ball touched no object ball" in screen.panel.message.text()


def test_classic_call_by_clicking_ball_and_pocket(qtbot, window):
    setup = GameSetup("classic-71", ("Ann", "Bob"), "ball-pocket")
    match = Match.start(setup)
    # Past the break: the cue ball where it lies, a call required.
    match = replace(match, state=replace(match.state, phase="play", ball_in_hand=None,
                                         house=None))
    screen = window.show_match(match)
    assert screen.model.call_needed()
    screen.model.set_aim(90.0)
    assert not screen.panel.shoot.isEnabled()
    assert "click the ball, then the pocket" in screen.panel.hint.text()
    ball = match.state.balls["4"]
    qtbot.mouseClick(screen.view, Qt.MouseButton.LeftButton, pos=_px(screen, ball))
    pocket = screen.spec.pocket("BL").mouth_centre
    qtbot.mouseClick(screen.view, Qt.MouseButton.LeftButton, pos=_px(screen, pocket))
    call = screen.model.call()
    assert call is not None and (call.ball, call.pocket) == ("4", "BL")
    assert "ball 4" in screen.panel.aim_label.text()
    assert screen.view.overlay().pockets == frozenset({"BL"})
    assert screen.panel.shoot.isEnabled()
    _play_shot(qtbot, screen)
    assert "Foul" in screen.panel.message.text()
    assert screen.model.match.state.to_move == "Bob"


def test_saved_game_resumes(qtbot, window, tmp_path):
    screen = window.start_game(GameSetup("combined", ("Ann", "Bob"), frames=3))
    _play_shot(qtbot, screen)
    saved = screen.model.match
    path = tmp_path / "game.pyramid.json"
    window.save_game(str(path))
    screen.start_rematch()
    assert screen.model.match.state.shot_no == 0
    assert window.open_game(str(path))
    assert window.game.model.match == saved
    assert "frame 1 of 3" in window.game.scoreboard._title.text()


def test_new_game_dialog(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("classic-71"))
    dialog.players.setValue(3)
    for edit, name in zip(dialog.names, ("Ann", "Bob", "Cid"), strict=False):
        edit.setText(name)
    dialog.handicaps[1].setValue(10)
    dialog.frames.setValue(5)
    dialog.call_mode.setCurrentIndex(1)
    assert ok.isEnabled()
    setup = dialog.setup()
    assert setup == GameSetup("classic-71", ("Ann", "Bob", "Cid"), "strict",
                              (("Bob", 10),), False, 5, False)
    dialog.names[2].setText("Ann")
    assert not ok.isEnabled()
    assert "differ" in dialog.error.text()
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("free"))
    dialog.pair.setChecked(True)
    for edit, name in zip(dialog.names, ("A1", "A2", "B1", "B2"), strict=False):
        edit.setText(name)
    assert dialog.setup().pair and ok.isEnabled()


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-71",
                                        "classic-51", "classic-8", "pyramid-t"])
def test_every_discipline_starts(qtbot, window, discipline):
    screen = window.start_game(GameSetup(discipline, ("Ann", "Bob")))
    assert screen.model.match.state.discipline == discipline
    assert "Ann to play" in screen.panel.hint.text()
    assert screen.panel.shoot.isEnabled()


def test_lag_decides_who_breaks(qtbot, window):
    screen = window.start_game(GameSetup("combined", ("Ann", "Bob"), lag=True))
    assert screen.model.match.state.pending.kind == "lag"
    assert not screen.panel.shoot.isEnabled()
    qtbot.mouseClick(screen.decisions.buttons["Bob:shoot"], Qt.MouseButton.LeftButton)
    state = screen.model.match.state
    assert state.pending is None and state.to_move == "Bob"
    assert "Bob to play" in screen.panel.hint.text()


def test_respotted_balls_glide_to_their_spots():
    from coach_app.game.values import RESPOT_SECONDS, glide
    from coach_app.table.playback import positions_at
    from simulation.table import TableSpec

    spec = TableSpec()
    end = {"cue": (-1.0, 0.0), "4": spec.back_spot}
    anim = glide({"cue": (-1.0, 0.0)}, end, {"4": spec.back_spot}, spec)
    assert anim.duration == RESPOT_SECONDS
    start = positions_at(anim.trace, 0.0)["4"]
    assert start[0] > spec.back_spot[0]  # comes in from the back cushion
    assert positions_at(anim.trace, RESPOT_SECONDS)["4"] == spec.back_spot


def test_a_break_speed_does_not_carry_over_to_the_next_shot(qtbot, window):
    """After a 10 m/s break the next shot started at «10.0 м/с · разбой»."""
    screen = window.start_game(GameSetup("free", ("Ann", "Bob")))
    power = screen.panel.power
    power.set_speed(2.2)
    power.set_speed(10.0)
    _play_shot(qtbot, screen)
    assert power.speed() == 2.2
    assert "break" not in power.readout()
