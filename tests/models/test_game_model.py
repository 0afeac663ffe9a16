"""The game screen's model without a window: the phase, the call, what a click means
(Pyramid T clause 4.1.2: the cue ball may be called), where the ball in hand goes
(clauses 11.1, 11.2), and the serial that groups a game's shots in the history."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from coach_app.cueing.model import Phase
from coach_app.cueing.placement import HandRegion
from coach_app.game.match import GameSetup, Match
from coach_app.game.model import GameModel
from coach_app.game.values import Act, Button, Click
from simulation.rules.verdict import Call

ROOT = Path(__file__).resolve().parents[2]


def _model(discipline: str = "pyramid-t", call_mode: str = "ball-pocket",
           **state_changes: object) -> GameModel:
    match = Match.start(GameSetup(discipline, ("Anna", "Boris"), call_mode), seed=1)
    if state_changes:
        match = replace(match, state=replace(match.state, **state_changes))
    return GameModel(match)


def _after_break(call_mode: str = "ball-pocket") -> GameModel:
    return _model(call_mode=call_mode, phase="play", ball_in_hand=None, house=None)


def _press(model: GameModel, ball: str | None = None, pocket: str | None = None,
           button: Button = Button.LEFT, in_hand: bool = False) -> Click:
    return model.click(ball, pocket, button, in_hand=in_hand, cue_on_table=True,
                       cue_ball="cue")


def test_a_new_match_is_aimed_with_no_call():
    model = _model()
    assert model.phase is Phase.AIMING and model.match.state.phase == "break"
    assert not model.call_needed() and model.call() is None
    assert model.can_shoot(stroke_ready=True) and not model.can_shoot(stroke_ready=False)


def test_4_1_2_the_cue_ball_is_called_by_a_right_click_then_the_pocket():
    model = _after_break()
    assert model.call_needed()
    assert not model.can_shoot(stroke_ready=True)  # no call yet
    assert _press(model, ball="cue", button=Button.RIGHT) == Click(Act.REFRESH)
    assert _press(model, pocket="ML") == Click(Act.REFRESH)
    assert model.call() == Call("cue", "ML")
    assert model.can_shoot(stroke_ready=True)
    # With the call made, a click aims.
    assert _press(model, ball="3") == Click(Act.AIM)


def test_the_cue_ball_is_no_call_where_the_rules_do_not_allow_it():
    model = _model(discipline="classic-71", call_mode="ball-pocket", phase="play",
                   ball_in_hand=None, house=None)
    assert model.call_needed()
    assert _press(model, ball="cue", button=Button.RIGHT) == Click(Act.NONE)
    assert _press(model, ball="cue") == Click(Act.REFRESH)
    assert model.call_ball is None


def test_a_click_on_empty_cloth_while_a_call_is_wanted_aims_too():
    model = _after_break()
    assert _press(model) == Click(Act.REFRESH_AND_AIM)
    assert model.call() is None


def test_clicks_mean_nothing_while_a_shot_is_on_or_after_the_frame():
    model = _after_break()
    for phase in (Phase.SIMULATING, Phase.PLAYING, Phase.RESPOTTING, Phase.COMPUTER):
        model.phase = phase
        assert _press(model, ball="3") == Click(Act.NONE)
        assert not model.can_aim() and not model.can_shoot(stroke_ready=True)
    model.phase = Phase.AIMING
    assert _press(model, ball="3", button=Button.OTHER) == Click(Act.NONE)


def test_the_ball_in_hand_is_dragged():
    model = _model()  # the break: cue ball in hand in the house
    assert model.match.state.ball_in_hand is not None
    assert _press(model, ball="cue", in_hand=True) == Click(Act.DRAG)


def test_11_hand_region_follows_the_state():
    assert _model().region() is HandRegion.HOUSE
    assert _model(ball_in_hand="table").region() is HandRegion.TABLE
    assert _model(house="temporary").region() is HandRegion.TEMPORARY_HOUSE


def test_show_resets_the_cycle_and_the_call():
    model = _after_break()
    _press(model, ball="cue", button=Button.RIGHT)
    model.phase = Phase.PLAYING
    model.show(model.match)
    assert model.phase is Phase.AIMING and model.call_ball is None and model.call_pocket is None


def test_a_new_game_is_a_new_match_in_the_history_and_has_no_verdict():
    from coach_app.recording.recorder import Recorder

    model = GameModel(_model().match, recorder=Recorder(None))
    model.verdict = ["Anna pots the 3."]
    assert not model.next_frame()  # the frame is not over
    first = model.recording
    model.new_game(model.match)
    assert model.verdict == []
    assert first is not None and model.recording is not None
    assert model.recording.key(1) != first.key(1)  # the history groups its shots apart


def test_the_prompts_read_the_model():
    from coach_app.game.prompts import call_text, hint

    model = _after_break()
    assert "right-click it" in hint(model)
    model.phase = Phase.COMPUTER
    assert "is choosing its play" in hint(model)
    model.phase = Phase.AIMING
    _press(model, ball="cue", button=Button.RIGHT)
    assert call_text(model, "cue").endswith("?")


def test_the_model_loads_no_widgets():
    """QtCore (translation of a level's name) is allowed; widgets and painting are not."""
    code = ("import sys, coach_app.game.model, coach_app.game.prompts\n"
            "print(sorted(k for k in sys.modules if k in ('PySide6.QtWidgets', 'PySide6.QtGui')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"


def test_undo_and_redo_show_the_verdict_of_the_position_shown():
    """A verdict belongs to the position its shot reached, not to the screen."""
    model = _after_break()
    before = model.match
    after = replace(before, state=replace(before.state, to_move="Boris"))
    model.verdict = ["Foul: Anna −5, Boris +5."]
    model.remember(after)
    model.show(after)
    assert model.verdict == ["Foul: Anna −5, Boris +5."]
    model.show(before)  # undo
    assert model.verdict == []
    model.show(after)  # redo
    assert model.verdict == ["Foul: Anna −5, Boris +5."]
    model.new_game(after)
    assert model.verdict == []
