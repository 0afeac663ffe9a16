"""The free table set up by hand, on the model alone: any ball dragged, added and taken
off, racks and positions set up, refusals that name the ball in the way, and undo (the
moves' before and after) covering every one of them."""

from __future__ import annotations

import math

import pytest

from coach_app.cueing.free_placement import (
    BallProblem,
    Preset,
    Refusal,
    ball_problem,
    free_spot,
    missing_balls,
    preset_rack,
)
from coach_app.cueing.model import Phase
from coach_app.screens.free_table_model import FreeTableModel, MoveKind, TableMove
from simulation.balls import ALL_BALLS, CUE
from simulation.racks import default_cue_position, standard_rack
from simulation.table import TableSpec

SPEC = TableSpec()
R = SPEC.ball_radius


def _model() -> tuple[FreeTableModel, list[TableMove]]:
    """A racked free table whose moves are applied the way the undo stack's redo does."""
    model = FreeTableModel(SPEC)
    model.new_rack()
    moves: list[TableMove] = []

    def apply(move: TableMove) -> None:
        moves.append(move)
        model.apply_state(move.after)

    model.moved.connect(apply)
    return model, moves


def _drag(model: FreeTableModel, ball: str, to: tuple[float, float]):
    start = model.layout[ball]
    model.press(ball, ball == CUE, start)
    model.drag_to(((start[0] + to[0]) / 2, (start[1] + to[1]) / 2))
    dropped = model.release(to)
    assert dropped is not None and dropped[0] == ball
    return model.move_ball(*dropped)


def test_an_object_ball_is_dragged_not_aimed_at():
    model, moves = _model()
    aim = model.aim_deg
    assert _drag(model, "1", (0.4, -0.3)) is None
    assert model.layout["1"] == (0.4, -0.3)
    assert model.aim_deg == aim  # the press aimed at ball 1; the drag put the aim back
    move = moves[-1]
    assert move.kind is MoveKind.MOVE_BALL and move.ball == "1"
    assert move.before.layout()["1"] == standard_rack(SPEC)["1"]
    model.apply_state(move.before)  # undo
    assert model.layout["1"] == standard_rack(SPEC)["1"]


def test_a_click_on_a_ball_still_aims_at_it_and_selects_it():
    model, moves = _model()
    ball = model.layout["4"]
    model.press("4", False, ball)
    assert model.release(ball) is None and moves == []
    cue = model.layout[CUE]
    assert model.aim_deg == pytest.approx(math.degrees(math.atan2(ball[1] - cue[1],
                                                                  ball[0] - cue[0])) % 360)
    assert model.selected == "4"


def test_a_small_wobble_is_a_click_not_a_drag():
    model, moves = _model()
    start = model.layout["4"]
    model.press("4", False, start)
    model.drag_to((start[0] + 0.3 * R, start[1]))
    assert model.drag_pos is None and model.release(start) is None and moves == []


def test_off_the_table_and_overlapping_are_refused_naming_the_ball_in_the_way():
    model, moves = _model()
    five = model.layout["5"]
    assert _drag(model, "1", (five[0] + R, five[1])) == BallProblem("1", Refusal.OVERLAP,
                                                                   "5")
    assert _drag(model, "1", (SPEC.half_length + 0.2, 0.0)) == BallProblem("1",
                                                                           Refusal.OFF_TABLE)
    pocket = SPEC.pocket("BL").mouth_centre
    assert ball_problem("1", pocket, {}, SPEC) == BallProblem("1", Refusal.OFF_TABLE)
    assert moves == [] and model.layout["1"] == standard_rack(SPEC)["1"]
    # Touching is a position (a frozen pair); only overlapping is refused.
    assert ball_problem("1", (five[0], five[1] + 2 * R), {"5": five}, SPEC) is None


def test_the_ball_in_hand_keeps_to_its_region_when_dragged():
    model, moves = _model()
    assert model.in_hand
    assert _drag(model, CUE, (0.5, 0.0)) == "outside_house"
    assert moves == []
    spot = (SPEC.house_line_x - 0.3, 0.1)
    assert _drag(model, CUE, spot) is None and moves[-1].kind is MoveKind.PLACE


def test_the_cue_ball_not_in_hand_goes_anywhere_on_the_cloth():
    model, moves = _model()
    model.apply_state(model.state().of(model.layout, in_hand=False))
    assert _drag(model, CUE, (0.9, 0.4)) is None
    assert model.layout[CUE] == (0.9, 0.4) and moves[-1].kind is MoveKind.MOVE_BALL


def test_balls_are_added_and_taken_off_and_delete_takes_the_selected():
    model, moves = _model()
    assert model.remove_ball("7") and "7" not in model.layout
    assert moves[-1].kind is MoveKind.REMOVE and "7" in moves[-1].before.layout()
    assert missing_balls(model.layout) == ("7",)
    assert model.add_ball("7") is None
    # An added ball appears where it would be re-spotted (25.2): the rack is on the back
    # spot, so on the spotting line behind the rack, touching nothing.
    spot = model.layout["7"]
    assert spot[1] == 0.0 and spot[0] > SPEC.back_spot[0]
    assert ball_problem("7", spot, model.layout, SPEC) is None
    assert model.selected == "7" and moves[-1].kind is MoveKind.ADD
    assert model.remove_ball() and "7" not in model.layout  # Delete: the selected ball
    assert not model.remove_ball()  # nothing selected any more
    assert model.add_ball("7", (0.0, 0.0)) is None and model.layout["7"] == (0.0, 0.0)
    assert model.add_ball("8", (0.0, R)) is None  # on the table already: nothing to add
    model.remove_ball("8")
    assert model.add_ball("8", (0.0, R)) == BallProblem("8", Refusal.OVERLAP, "7")
    assert "8" not in model.layout


def test_taking_the_cue_ball_off_leaves_nothing_to_shoot_until_another_is_struck():
    model, _moves = _model()
    model.set_aim(0.0)
    assert model.remove_ball(CUE) and not model.in_hand
    assert model.stroke() is None and not model.shoot()
    assert model.strike_instead("1") and model.stroke() is not None
    assert model.add_ball(CUE) is None
    assert model.layout[CUE] == default_cue_position(SPEC)


@pytest.mark.parametrize("preset", list(Preset))
def test_every_preset_is_a_legal_undoable_rack(preset):
    model, moves = _model()
    model.remove_ball("3")
    assert model.set_up(preset)
    rack = preset_rack(preset, SPEC)
    assert model.layout == dict(rack.layout) and model.in_hand is rack.in_hand
    assert model.pyramid_t is (preset is Preset.PYRAMID_T)
    for ball, pos in rack.layout.items():
        others = {b: p for b, p in rack.layout.items() if b != ball}
        assert ball_problem(ball, pos, others, SPEC) is None
    assert moves[-1].kind is MoveKind.SET_UP
    model.apply_state(moves[-1].before)
    assert "3" not in model.layout and not model.pyramid_t


def test_the_racks_are_the_rule_texts():
    standard = preset_rack(Preset.STANDARD, SPEC).layout
    assert set(standard) == set(ALL_BALLS)  # 15 object balls and the cue ball (9.1)
    assert standard["4"] == SPEC.back_spot  # the apex on the back spot
    assert set(preset_rack(Preset.PYRAMID_T, SPEC).layout) == set(ALL_BALLS)
    assert dict(preset_rack(Preset.CUE_ONLY, SPEC).layout) == {CUE: default_cue_position(SPEC)}
    assert dict(preset_rack(Preset.EMPTY, SPEC).layout) == {}


def test_a_position_from_a_game_is_set_up_as_it_was():
    model, moves = _model()
    layout = {CUE: (0.31, -0.2), "6": (1.1, 0.33), "11": (-0.5, 0.5)}
    assert model.set_up_position(layout, pyramid_t=True)
    assert model.layout == layout and not model.in_hand and model.pyramid_t
    assert model.cue_ball == CUE and moves[-1].kind is MoveKind.SET_UP
    model.apply_state(moves[-1].before)
    assert len(model.layout) == 16


def test_the_shot_outcome_goes_with_the_table_it_reached():
    """The last verdict stayed up after an undo: the summary belongs to the table the shot
    reached, and an undo shows the table before it with no outcome."""
    model, _moves = _model()
    model.set_aim(0.0)
    assert model.shoot()
    flight = model.flight
    assert flight is not None
    from simulation.events import ShotResult

    result = ShotResult(balls=dict(flight.layout), pocketed=(), off_table=(), events=(),
                        duration=0.1, trace=None, initial=dict(flight.layout))
    model.shot_simulated(flight.token, result)
    assert model.phase is Phase.PLAYING
    shot = model.playback_done()
    assert shot is not None and model.shown_shot is shot
    model.apply_state(shot.before)  # undo
    assert model.shown_shot is None
    model.apply_state(shot.after)  # redo
    assert model.shown_shot is shot
    model.remove_ball("9")  # a change by hand is another table: no outcome shown
    assert model.shown_shot is None


def test_free_spot_of_the_cue_ball_is_the_house_when_free():
    assert free_spot(CUE, {}, SPEC) == default_cue_position(SPEC)
    taken = {"1": default_cue_position(SPEC)}
    assert free_spot(CUE, taken, SPEC) != default_cue_position(SPEC)
