"""The shot cycle every cue screen shares, and the free table's model, without a window:
what the model announces (once per change, once per batch), its transitions (begin the
shot, the answer for that flight only, playback done → the move), the stroke it holds (a
break's power is a one-off), and that the models load no Qt at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from coach_app.cueing.evented import Emitter, Evented
from coach_app.cueing.model import DEFAULT_SPEED, MAX_SPEED, Aspect, CueModel, Phase
from coach_app.cueing.placement import HandRegion
from coach_app.screens.free_table_model import FreeTableModel, MoveKind, TableMove
from simulation.balls import CUE
from simulation.physics.engine import simulate
from simulation.racks import default_cue_position

ROOT = Path(__file__).resolve().parents[2]


def _listen(model: Evented) -> list[frozenset[str]]:
    heard: list[frozenset[str]] = []
    model.changed.connect(heard.append)
    return heard


def test_a_change_is_announced_once_and_a_batch_once_for_all():
    model: CueModel[None] = CueModel()
    heard = _listen(model)
    model.set_aim(30.0)
    model.set_aim(30.0)  # no change: nothing said
    assert heard == [frozenset({Aspect.STROKE})]
    with model.batch():
        model.set_table({CUE: (-1.0, 0.0), "1": (0.5, 0.0)})
        model.set_speed(4.0)
        model.set_message("placed")
    assert heard[1:] == [frozenset({Aspect.TABLE, Aspect.DRAG, Aspect.STROKE,
                                    Aspect.MESSAGE})]


def test_a_prediction_is_dropped_when_the_stroke_or_the_table_changes():
    model: CueModel[None] = CueModel()
    model.set_table({CUE: (-1.0, 0.0)})
    model.set_aim(0.0)
    model.show_paths((("cue_path", ((-1.0, 0.0), (0.0, 0.0))),))
    assert model.paths
    heard = _listen(model)
    model.rotate(1.0)
    assert model.paths == () and Aspect.PATHS in heard[-1]
    model.phase = Phase.PLAYING
    model.show_paths((("cue_path", ()),))  # a late answer for a table no longer aimed on
    assert model.paths == ()


def test_a_break_speed_is_a_one_off():
    model: CueModel[None] = CueModel()
    assert model.speed == DEFAULT_SPEED
    model.set_speed(2.5)
    model.set_speed(11.0)  # a break
    assert model.normal_speed == 2.5
    model.set_table({CUE: (-1.0, 0.0)})
    model.set_aim(0.0)
    flight = model.begin_shot(model.layout, model.stroke(), None)
    assert model.shot_simulated(flight.token, simulate(flight.layout, flight.stroke))
    assert model.speed == 2.5  # the shot after the break starts at the normal power
    model.set_speed(99.0)
    assert model.speed == MAX_SPEED
    model.nudge_speed(-1)
    assert model.speed == MAX_SPEED - 0.1


def test_the_cycle_begin_answer_and_failure():
    model: CueModel[str] = CueModel()
    model.set_table({CUE: (-1.0, 0.0)})
    model.set_aim(0.0)
    heard = _listen(model)
    flight = model.begin_shot(model.layout, model.stroke(), "context")
    assert model.phase is Phase.SIMULATING and model.flight is flight
    assert {Aspect.FLIGHT, Aspect.PHASE} <= heard[-1]
    assert not model.shot_failed(flight.token + 1, "no")  # not this flight's
    assert model.shot_failed(flight.token, "The shot could not be simulated")
    assert model.phase is Phase.AIMING and model.flight is None
    assert model.message == "The shot could not be simulated"


def _shoot(model: FreeTableModel) -> TableMove:
    moves: list[TableMove] = []
    model.moved.connect(moves.append)
    assert model.shoot()
    flight = model.flight
    assert flight is not None and flight.context == model.state()
    assert model.shot_simulated(flight.token, simulate(flight.layout, flight.stroke))
    assert model.phase is Phase.PLAYING
    assert model.playback_done() is moves[-1]
    model.moved.disconnect(moves.append)
    return moves[-1]


def test_the_free_table_shot_is_a_move_from_the_table_before_to_the_table_after():
    model = FreeTableModel()
    assert model.new_rack() and model.in_hand and model.aim_deg == 0.0
    before = model.state()
    model.set_speed(2.0)
    move = _shoot(model)
    assert move.kind is MoveKind.SHOT and move.before == before
    assert move.result is not None and move.after.layout() == dict(move.result.balls)
    assert not move.cue_gone and model.phase is Phase.AIMING
    model.apply_state(move.after)  # what the undo stack's redo does
    assert model.layout == move.after.layout() and not model.in_hand


def test_a_pocketed_cue_ball_comes_back_in_hand_in_the_house():
    model = FreeTableModel()
    model.apply_state(model.state().of({CUE: (1.3, 0.6)}, in_hand=False))
    pocket = model.spec.pocket("BL").mouth_centre
    model.aim_at(pocket)
    model.set_speed(3.0)
    move = _shoot(model)
    assert move.cue_gone and move.after.in_hand
    assert move.after.layout()[CUE] == default_cue_position(model.spec)
    assert model.hand_region is HandRegion.HOUSE


def test_ball_in_hand_and_placing_are_moves_and_a_bad_spot_is_refused():
    model = FreeTableModel()
    model.new_rack()
    moves: list[TableMove] = []
    model.moved.connect(moves.append)
    assert model.place_cue_ball((0.5, 0.0)) == "outside_house"
    assert moves == []
    spot = (model.spec.house_line_x - 0.3, 0.2)
    assert model.place_cue_ball(spot) is None
    assert moves[-1].kind is MoveKind.PLACE and moves[-1].after.layout()[CUE] == spot
    model.apply_state(moves[-1].after)
    model.apply_state(model.state().of(model.layout, in_hand=False))
    model.take_in_hand()
    assert moves[-1].kind is MoveKind.IN_HAND and moves[-1].after.in_hand
    assert model.strike_instead("4") and model.cue_ball == "4"


def test_a_gone_listener_stops_listening():
    class Listener:
        def __init__(self) -> None:
            self.heard = 0

        def hear(self, _value: object) -> None:
            self.heard += 1

    emitter: Emitter[int] = Emitter()
    listener = Listener()
    emitter.connect(listener.hear)
    emitter.emit(1)
    assert listener.heard == 1
    del listener
    emitter.emit(2)  # held weakly: nothing left to call, and no error


def test_the_models_load_no_qt():
    code = ("import sys\n"
            "import coach_app.cueing.model, coach_app.screens.free_table_model\n"
            "import coach_app.practice.session_model, coach_app.practice.editor_model\n"
            "print(sorted(k for k in sys.modules if k.startswith('PySide6.Qt')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"
